"""What both bots read from a view: the legal moves sorted by kind, and the board seen from one seat.

Bots see only their own seat's view (the engine hands it to them with the legal moves): their own
screen count, everybody's dice in front, the bank's count, shares, stations and the map, never
another screen.
"""

from __future__ import annotations

from typing import Any

from ..data import SIZE, STATIONS_PER_TILE, WATER, passengers_for_group
from ..geometry import ahead, terrain
from ..notation import split_build, split_buy, split_lay
from ..scoring import global_square, groups, new_director

Move = str


class Seen:
    """One bot's reading of its view."""

    def __init__(self, view: dict[str, Any], legal: list[str]):
        self.view = view
        self.me: int = view["viewer"]
        self.legal = legal
        self.players = view["players"]
        self.n = len(self.players)
        self.front: dict[str, int] = self.players[self.me]["front"]
        self.screen: int = self.players[self.me]["screen"] or 0
        self.companies = {c["code"]: c for c in view["companies"]}
        self.tiles = view["tiles"]
        self.by_kind: dict[str, list[str]] = {}
        for m in legal:
            self.by_kind.setdefault(m.split()[0], []).append(m)

    def of(self, kind: str) -> list[str]:
        return self.by_kind.get(kind, [])

    # -- shares and directors ------------------------------------------------------------------
    def holdings(self, code: str) -> list[int]:
        return [pl["shares"][code] for pl in self.players]

    def director(self, code: str) -> int | None:
        return self.companies[code]["director"]

    def projected(self, code: str, holdings: list[int] | None = None) -> int | None:
        """Who will direct ``code`` after this year end, as the shares stand (or as ``holdings``)."""
        first = self.view.get("start_player") if self.view.get("ties_to_first") else None
        return new_director(holdings if holdings is not None else self.holdings(code), self.director(code), first)

    def after_buy(self, move: str) -> list[int]:
        code, _, seller = split_buy(move)
        h = self.holdings(code)
        h[self.me] += 1
        if seller is not None:
            h[seller] -= 1
        return h

    # -- stations ----------------------------------------------------------------------------------
    def station_squares(self, code: str) -> set[tuple[int, int]]:
        return {global_square(t["cell"], (c, r)) for t in self.tiles for k, c, r in t["stations"] if k == code}

    def group_gain(self, code: str, tile_n: int, sq: tuple[int, int]) -> int:
        """Passengers a year the company would gain from a station on tile ``tile_n`` square ``sq``."""
        mine = self.station_squares(code)
        before = sum(passengers_for_group(g) for g in groups(sorted(mine)))
        cell = self.tiles[tile_n - 1]["cell"]
        after = sum(passengers_for_group(g) for g in groups(sorted(mine | {global_square(cell, sq)})))
        return after - before

    def build_gain(self, move: str) -> int:
        code, number, sq = split_build(move)
        return self.group_gain(code, number, sq)

    def sites_near(self, tile_index: int, sq: tuple[int, int]) -> list[tuple[int, int]]:
        """Free land squares next to ``sq`` on a tile (where a die there would allow stations)."""
        t = self.tiles[tile_index]
        taken = {(d["sq"][0], d["sq"][1]) for d in t["track"]} | {(s[1], s[2]) for s in t["stations"]}
        out = []
        for h in "NESW":
            nxt = ahead(sq, h)
            if 0 <= nxt[0] < SIZE and 0 <= nxt[1] < SIZE and nxt not in taken and nxt != sq \
                    and terrain(t["type"], nxt) != WATER:
                out.append(nxt)
        return out

    def can_still_build(self, code: str, tile_index: int) -> bool:
        here = sum(1 for k, _, _ in self.tiles[tile_index]["stations"] if k == code)
        return here < STATIONS_PER_TILE and self.companies[code]["next_cost"] is not None

    def lay_square(self, move: str) -> tuple[int | None, tuple[int, int], str]:
        """Where a lay move puts its die: (tile index or None for a new tile, square, terrain)."""
        e, heading, wild, join = split_lay(move)
        end = self.view["ends"][e]
        target = ahead((end["sq"][0], end["sq"][1]), end["dir"])
        if join is not None:
            sq = (target[0] % SIZE, target[1] % SIZE)
            return None, sq, terrain(join, sq)
        t = self.tiles[end["tile"]]
        return end["tile"], target, terrain(t["type"], target)


def edge_distance(view: dict[str, Any], e: int, last: tuple[int, int] | None = None, heading: str | None = None,
                  extra: tuple[int, int] | None = None) -> int:
    """How many more dice end ``e`` needs to reach the edge of its tile (0: the next die joins a new
    tile); 99 when no way leads off.  ``last``/``heading`` put the end elsewhere on its tile and
    ``extra`` takes one more square, to weigh a die before it is laid."""
    end = view["ends"][e]
    t = view["tiles"][end["tile"]]
    last = last if last is not None else (end["sq"][0], end["sq"][1])
    heading = heading if heading is not None else end["dir"]
    placed = {(x["cell"][0], x["cell"][1]) for x in view["tiles"]}
    taken = {(d["sq"][0], d["sq"][1]) for d in t["track"]} | {(s[1], s[2]) for s in t["stations"]}
    if extra is not None:
        taken.add(extra)
    start = ahead(last, heading)
    cell = (t["cell"][0], t["cell"][1])
    if not (0 <= start[0] < SIZE and 0 <= start[1] < SIZE):
        return 0 if ahead(cell, heading) not in placed else 99
    if start in taken:
        return 99
    todo = [(start, heading, 1)]
    seen = {(start, heading)}
    while todo:
        sq, h, dist = todo.pop(0)
        ways = (h,) if terrain(t["type"], sq) == WATER else (h, "NESW"[("NESW".index(h) + 3) % 4],
                                                              "NESW"[("NESW".index(h) + 1) % 4])
        for out in ways:
            nxt = ahead(sq, out)
            if not (0 <= nxt[0] < SIZE and 0 <= nxt[1] < SIZE):
                if ahead(cell, out) not in placed:
                    return dist
                continue
            if nxt in taken or (nxt, out) in seen:
                continue
            seen.add((nxt, out))
            todo.append((nxt, out, dist + 1))
    return 99
