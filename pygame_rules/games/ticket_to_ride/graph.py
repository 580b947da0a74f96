"""Graph questions about one player's routes: which cities are joined, and the longest continuous path.

Both work on a tuple of route ids, so they can be cached: a player's network only changes when they
claim a route, while views, bots and scoring ask the same questions many times.
"""

from __future__ import annotations

from functools import lru_cache

from .data import ROUTES


@lru_cache(maxsize=4096)
def components(route_ids: tuple[str, ...]) -> dict[str, int]:
    """City -> component number for the network made of ``route_ids`` (cities on no route are absent)."""
    parent: dict[str, str] = {}

    def find(c: str) -> str:
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    for rid in route_ids:
        r = ROUTES[rid]
        for c in (r.a, r.b):
            parent.setdefault(c, c)
        ra, rb = find(r.a), find(r.b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)  # deterministic roots
    roots = sorted({find(c) for c in parent})
    number = {root: i for i, root in enumerate(roots)}
    return {c: number[find(c)] for c in sorted(parent)}


def connected(route_ids: tuple[str, ...], a: str, b: str) -> bool:
    comp = components(route_ids)
    return a in comp and b in comp and comp[a] == comp[b]


def longest_path(route_ids: tuple[str, ...]) -> int:
    """Length in trains of the longest continuous path: a trail (no route used twice, cities may repeat)."""
    return longest_trail(tuple((ROUTES[r].a, ROUTES[r].b, ROUTES[r].length) for r in sorted(route_ids)))


@lru_cache(maxsize=4096)
def longest_trail(edges: tuple[tuple[str, str, int], ...]) -> int:
    """Longest edge-disjoint trail in a multigraph given as (city, city, length) edges.

    Exhaustive depth-first search from every city over unused edges.  A player's network is small
    (45 trains make at most a few dozen routes, and the map's cities have at most 7 neighbours), so
    this exact search is fast enough; it is cached per network.
    """
    adj: dict[str, list[tuple[int, str, int]]] = {}
    for i, (a, b, length) in enumerate(edges):
        adj.setdefault(a, []).append((i, b, length))
        adj.setdefault(b, []).append((i, a, length))
    best = 0
    used = [False] * len(edges)

    def walk(city: str, total: int) -> None:
        nonlocal best
        if total > best:
            best = total
        for i, other, length in adj[city]:
            if not used[i]:
                used[i] = True
                walk(other, total + length)
                used[i] = False

    # Where to start: a longest trail that is not closed ends at two odd-degree cities (at an
    # even-degree end an unused route would extend it).  A closed one that misses a route touching it
    # could be rotated and extended, so in a component without odd cities it covers every route
    # (an Euler circuit).  Hence: start from odd cities only, and an all-even component scores all of
    # its routes.
    for comp in _groups(adj):
        odd = [c for c in comp if len(adj[c]) % 2]
        if not odd:
            best = max(best, sum(edges[i][2] for i in {i for c in comp for i, _, _ in adj[c]}))
            continue
        for city in odd:
            walk(city, 0)
    return best


def _groups(adj: dict[str, list]) -> list[list[str]]:
    """Connected components of an adjacency map, each sorted, in a fixed order."""
    seen: set[str] = set()
    out = []
    for start in sorted(adj):
        if start in seen:
            continue
        seen.add(start)
        todo, comp = [start], []
        while todo:
            c = todo.pop()
            comp.append(c)
            for _, other, _ in adj[c]:
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
        out.append(sorted(comp))
    return out
