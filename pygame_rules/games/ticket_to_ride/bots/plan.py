"""Route planning for the bots, from one player's view: which routes connect my tickets most cheaply.

A ticket's plan is the shortest path (in trains) over routes I own (free) and routes still open to me;
several tickets are planned one after the other with the routes already planned counting as free, an
easy approximation of the cheapest network joining them all (a Steiner tree).
"""

from __future__ import annotations

import heapq

from ..data import CITY_ROUTES, ROUTES


def open_routes(view: dict, me: int) -> set[str]:
    """Routes ``me`` could still claim (ignoring cards and trains)."""
    claims = view["claims"]
    few = not view.get("doubles_both", len(view["players"]) >= 4)
    out = set()
    for rid, r in ROUTES.items():
        if rid in claims:
            continue
        if r.twin in claims and (claims[r.twin] == me or few):
            continue
        out.add(rid)
    return out


class Planner:
    def __init__(self, view: dict, me: int, claim_cost: int = 0):
        self.view = view
        # Extra cost per route claimed: a claim takes a turn, worth about two cards, so with a
        # claim_cost the planner prefers fewer, longer routes (which also score more per train).
        self.claim_cost = claim_cost
        self.me = me
        self.mine = {rid for rid, q in view["claims"].items() if q == me}
        # House rule "tickets_any": anybody's routes join a ticket's cities, so they cost nothing to plan.
        self.joined = set(view["claims"]) if "tickets_any" in view.get("house_rules", ()) else self.mine
        self.open = open_routes(view, me)

    def path(self, a: str, b: str, free: frozenset[str] | set[str] = frozenset()) -> tuple[int, list[str]] | None:
        """(trains still to lay, open routes to claim) of the cheapest link between a and b, or None."""
        if a == b:
            return 0, []
        best = {a: 0}
        via: dict[str, tuple[str, str]] = {}
        heap = [(0, a)]
        while heap:
            cost, city = heapq.heappop(heap)
            if city == b:
                break
            if cost > best.get(city, 1 << 30):
                continue
            for rid in CITY_ROUTES[city]:
                if rid in self.joined or rid in free:
                    step = 0
                elif rid in self.open:
                    step = ROUTES[rid].length + self.claim_cost
                else:
                    continue
                other = ROUTES[rid].other(city)
                new = cost + step
                # Ties: fewer routes is no better or worse; the city name keeps the result fixed.
                if new < best.get(other, 1 << 30):
                    best[other] = new
                    via[other] = (city, rid)
                    heapq.heappush(heap, (new, other))
        if b not in best:
            return None
        routes = []
        city = b
        while city != a:
            prev, rid = via[city]
            if rid not in self.joined and rid not in free:
                routes.append(rid)
            city = prev
        return best[b] - self.claim_cost * len(routes), routes

    def plan(self, tickets: list, free: set[str] | None = None) -> tuple[set[str], int, list]:
        """Plan ``tickets`` (dicts or tuples) together, biggest first.

        Returns (routes to claim, trains they need, tickets that can no longer be completed).
        """
        planned = set(free or ())
        impossible = []
        norm = [(t["a"], t["b"], t["points"]) if isinstance(t, dict) else tuple(t) for t in tickets]
        for a, b, pts in sorted(norm, key=lambda t: (-t[2], t[0], t[1])):
            found = self.path(a, b, planned)
            if found is None:
                impossible.append((a, b, pts))
                continue
            planned.update(found[1])
        planned -= set(free or ())
        return planned, sum(ROUTES[r].length for r in planned), impossible
