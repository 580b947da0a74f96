"""What a Silverton bot's money is already promised to (issue 37): the track still to build to the
towns of its claims, the claims and contracts its prospectors stand on, the segments its surveyors
stand on, and one operation of every claim.  Every bot level keeps this much before it spends on
anything else, so it never holds claims it cannot link to its track and work, and sits broke.

Costs are the cheapest track over segments no other player owns (``hops``), the towns joined one after
another nearest first (a little dearer than the best network: the bot errs toward keeping money).  A
claim whose town no free track reaches any more is lost: nothing is kept for it."""

from __future__ import annotations

import heapq
from functools import lru_cache
from typing import Any

from ..data import AT_TOWN, CLAIMS, PASSENGERS, SEGMENTS, TOWNS

FAR = 1 << 20  # a town no track reaches


@lru_cache(maxsize=64)
def hops(blocked: frozenset[str] = frozenset()) -> dict[str, dict[str, int]]:
    """Cost in dollars of the cheapest track between every two towns of the map, not over ``blocked``
    segments (other players' track)."""
    out = {}
    for a in TOWNS:
        best = {a: 0}
        heap = [(0, a)]
        while heap:
            d, t = heapq.heappop(heap)
            if d > best[t]:
                continue
            for sid in AT_TOWN[t]:
                if sid in blocked:
                    continue
                n = SEGMENTS[sid].other(t)
                nd = d + SEGMENTS[sid].cost
                if nd < best.get(n, 1 << 30):
                    best[n] = nd
                    heapq.heappush(heap, (nd, n))
        out[a] = best
    return out


def blocked_for(view: dict[str, Any], q: int) -> frozenset[str]:
    """The segments seat ``q`` can no longer build: another player's track."""
    return frozenset(s for s, owner in view["owner"].items() if owner != q)


def distance(towns: list[str], target: str, blocked: frozenset[str] = frozenset()) -> int:
    h = hops(blocked)
    return min(h[t].get(target, FAR) for t in towns)


def link_cost(towns: list[str], targets: list[str], blocked: frozenset[str] = frozenset()) -> int:
    """Track to join every town of ``targets`` to ``towns``: the nearest first, then from there on
    (towns no free track reaches are left out)."""
    have = list(towns)
    left = sorted(set(targets) - set(have))
    total = 0
    while left:
        far, town = min((distance(have, t, blocked), t) for t in left)
        if far >= FAR:
            break
        total += far
        have.append(town)
        left.remove(town)
    return total


def placed(pl: dict[str, Any], kind: str) -> list[str]:
    """What the seat's pieces stand on this round, of one kind (``claim``, ``pass``, ``steal``, ``survey``)."""
    return sorted(p["at"].split(":", 1)[1] for p in pl["pieces"] if p["at"] and p["at"].startswith(kind + ":"))


def towns_with_surveys(pl: dict[str, Any], segments: tuple[str, ...] = ()) -> list[str]:
    """The seat's towns, with those its surveyed segments (and ``segments``) will reach when built."""
    out = set(pl["towns"]) or {pl["home"]}
    for sid in placed(pl, "survey") + list(segments):
        out |= {SEGMENTS[sid].a, SEGMENTS[sid].b}
    return sorted(out)


def promised(pl: dict[str, Any], claims: tuple[str, ...] = (), segments: tuple[str, ...] = (),
             skip: str | None = None, blocked: frozenset[str] = frozenset()) -> int:
    """Money the seat needs for what it holds and has placed on, with the claims ``claims`` and the
    segments ``segments`` it is deciding on (``skip``: a contract it is deciding on, not counted):
    the price of each card and segment not yet paid, the track to its claims' towns and one operation
    of each claim with no goods to sell."""
    held = [c["id"] for c in pl["claims"] if not c["depleted"]]
    goods = {c["id"]: c["goods"] for c in pl["claims"]}
    new = [c for c in dict.fromkeys(placed(pl, "claim") + list(claims)) if c not in held]
    contracts = [x for x in placed(pl, "pass") + placed(pl, "steal") if x != skip]
    surveys = placed(pl, "survey") + [s for s in segments if f"survey:{s}" not in pl_at(pl)]
    cost = sum(CLAIMS[c]["price"] for c in new) + sum(PASSENGERS[x]["price"] for x in contracts)
    cost += sum(SEGMENTS[s].cost for s in surveys)
    cost += link_cost(towns_with_surveys(pl, segments), [CLAIMS[c]["town"] for c in held + new], blocked)
    return cost + sum(CLAIMS[c]["operate"] for c in held + new if not goods.get(c))


def pl_at(pl: dict[str, Any]) -> set[str]:
    return {p["at"] for p in pl["pieces"] if p["at"]}


def stranded(pl: dict[str, Any]) -> list[str]:
    """The seat's claims whose town its track does not reach yet (their goods cannot be sold)."""
    towns = set(pl["towns"])
    return [c["id"] for c in pl["claims"] if CLAIMS[c["id"]]["town"] not in towns and (c["goods"] or not c["depleted"])]
