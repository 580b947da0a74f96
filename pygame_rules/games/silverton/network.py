"""Questions about a player's track: which towns it reaches, the shortest route between two towns,
and the route over which goods travel.  Every search visits segments in data order, so ties never
depend on set or dict ordering."""

from __future__ import annotations

import heapq
from collections.abc import Iterable

from .data import AT_TOWN, SEGMENTS


def towns_of(track: Iterable[str], home: str) -> list[str]:
    """The towns a player's track touches, plus the home city (sorted)."""
    out = {home}
    for sid in track:
        out.add(SEGMENTS[sid].a)
        out.add(SEGMENTS[sid].b)
    return sorted(out)


def usable(track: Iterable[str], closed: Iterable[str] = ()) -> set[str]:
    shut = set(closed)
    return {sid for sid in track if sid not in shut}


def shortest(track: set[str], a: str, b: str) -> tuple[int, list[str]] | None:
    """Length and segments of the shortest route from a to b over ``track`` (None: not connected)."""
    if a == b:
        return 0, []
    best: dict[str, int] = {a: 0}
    came: dict[str, str] = {}
    heap: list[tuple[int, str]] = [(0, a)]
    while heap:
        d, town = heapq.heappop(heap)
        if town == b:
            path = []
            while town != a:
                sid = came[town]
                path.append(sid)
                town = SEGMENTS[sid].other(town)
            return d, path[::-1]
        if d > best.get(town, 1 << 30):
            continue
        for sid in AT_TOWN[town]:
            if sid not in track:
                continue
            nxt = SEGMENTS[sid].other(town)
            nd = d + SEGMENTS[sid].length
            if nd < best.get(nxt, 1 << 30):
                best[nxt] = nd
                came[nxt] = sid
                heapq.heappush(heap, (nd, nxt))
    return None


def reach(track: set[str], start: str) -> set[str]:
    """Every town reachable from ``start`` over ``track``."""
    seen, todo = {start}, [start]
    while todo:
        town = todo.pop()
        for sid in AT_TOWN[town]:
            if sid in track:
                nxt = SEGMENTS[sid].other(town)
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
    return seen


def flattest(track: set[str], a: str, b: str) -> int | None:
    """The smallest possible longest segment on a route from a to b (for locomotive capacity), or
    None when not connected; 0 when a == b (no segment to travel)."""
    if a == b:
        return 0
    for limit in sorted({SEGMENTS[s].length for s in track}):
        if b in reach({s for s in track if SEGMENTS[s].length <= limit}, a):
            return limit
    return None
