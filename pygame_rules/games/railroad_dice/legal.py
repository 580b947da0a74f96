"""Which moves the acting player has, and why any other move is refused.

``moves`` lists every legal move in a fixed order (income, rolls, buys, track, stations, end; or the
dice to give back).  ``allowed`` checks one move without listing the others (what the engine asks on
every push, and a replay asks for every move of a save); it agrees with ``moves`` exactly
(tests/games/railroad_dice/test_rd_allowed.py).  ``reason`` explains a refusal in the player's words;
it is only asked about moves ``moves`` does not list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n.messages import Msg
from . import words as term
from .data import (
    CODES,
    COMPANY,
    CURVE,
    FACES,
    KEEP_IN_FRONT,
    MOUNTAIN,
    MOUNTAIN_EXTRA,
    SHARE,
    SOLD_OUT_TO_TRADE,
    STATIONS_PER_TILE,
    STRAIGHT,
    WATER,
    WATER_EXTRA,
    WILD,
    station_cost,
)
from .geometry import Ground, ahead, back, exits, fits, inside, neighbour, square_name, terrain, wrap
from .notation import split_build, split_buy, split_lay, split_roll

if TYPE_CHECKING:
    from .state import State

Placement = tuple[str, int | None, str]  # heading led on in, tile type joined (or None), terrain of the square


def moves(s: State) -> list[str]:
    p = s.current
    if s.phase == "discard":
        return [f"drop {f}" for f in FACES if s.fronts[p][f] > 0]
    if s.phase == "pick":
        return [f"pick {code}" for code in CODES if s.bank_shares[code] > 0]
    out = [] if s.income_taken else ["income"]
    if not s.rolled:
        screen, wild = s.screen(p), s.fronts[p][WILD]
        out += [f"roll {k}+{q}" for k in range(screen + 1) for q in range(wild + 1) if k + q]
    out += buys(s, p)
    out += lays(s, p)
    out += builds(s, p)
    out.append("end")
    return out


# -- shares -----------------------------------------------------------------------------------------
def buys(s: State, p: int) -> list[str]:
    out = []
    trading = s.trading()
    for paid in (SHARE, WILD):
        if s.fronts[p][paid] < 1:
            continue
        for code in CODES:
            if s.bank_shares[code] > 0:
                out.append(f"buy {code} {paid}")
            d = s.directors[code]
            if trading and d is not None and d != p and s.shares[d][code] > 0:
                out.append(f"buy {code} {paid} from P{d + 1}")
    return out


# -- track ------------------------------------------------------------------------------------------
def surcharge(ground: str) -> int:
    return MOUNTAIN_EXTRA if ground == MOUNTAIN else WATER_EXTRA if ground == WATER else 0


def ground_after_join(s: State, e: int, cell: tuple[int, int], tile_type: int) -> Ground:
    """The geometry once end ``e`` has joined a ``tile_type`` tile at ``cell``."""
    placed = s.placed()
    placed[cell] = tile_type
    left = dict(s.small_left)
    left[tile_type] -= 1
    other = s.tiles[s.ends[1 - e]["tile"]]["type"]
    mine = tuple(t for t in sorted(left) if left[t] > 0 and t != other)
    theirs = tuple(t for t in sorted(left) if left[t] > 0 and t != tile_type)
    return Ground(placed, (mine, theirs) if e == 0 else (theirs, mine))


def placements(s: State, e: int) -> list[Placement]:
    """Where a die can go at end ``e`` without making a dead end (whatever dice the player has)."""
    key = ("placements", e)
    if key in s._geo:
        return s._geo[key]
    end = s.ends[e]
    tile = s.tiles[end["tile"]]
    cell = (tile["cell"][0], tile["cell"][1])
    arrive = end["dir"]
    target = s.target(e)
    out: list[Placement] = []
    if inside(target):
        taken = s.blocked(end["tile"])
        if target not in taken:
            ground = terrain(tile["type"], target)
            after = taken | {target}
            for h in ((arrive,) if ground == WATER else exits(arrive)):
                if s.ground().live(e, tile["type"], cell, after.__contains__, target, h):
                    out.append((h, None, ground))
    else:
        new_cell, entry = neighbour(cell, arrive), wrap(target)
        for t in s.ground().join_types(e, new_cell, entry, arrive):
            ground = terrain(t, entry)
            after_join = ground_after_join(s, e, new_cell, t)
            for h in exits(arrive):
                if after_join.live(e, t, new_cell, {entry}.__contains__, entry, h):
                    out.append((h, t, ground))
    s._geo[key] = out
    return out


def can_pay(s: State, p: int, face: str, extra: int) -> bool:
    """Whether ``p`` can lay a ``face`` die (straight, curve or wild) and pay ``extra`` surcharge dice
    from behind the screen, with ? dice in front making up what the screen lacks."""
    front = s.fronts[p]
    if front[face] < 1:
        return False
    wild_left = front[WILD] - (1 if face == WILD else 0)
    return s.screen(p) + wild_left >= extra


def lays(s: State, p: int) -> list[str]:
    out = []
    for e in (0, 1):
        arrive = s.ends[e]["dir"]
        for heading, join, ground in placements(s, e):
            face = STRAIGHT if heading == arrive else CURVE
            extra = surcharge(ground)
            tail = f" T{join}" if join is not None else ""
            if can_pay(s, p, face, extra):
                out.append(f"lay {'AB'[e]} {heading}{tail}")
            if can_pay(s, p, WILD, extra):
                out.append(f"lay {'AB'[e]} {heading} wild{tail}")
    return out


# -- stations ---------------------------------------------------------------------------------------
def track_squares(s: State, tile: int) -> set[tuple[int, int]]:
    t = s.tiles[tile]
    return set() if t["cleared"] else {(d["sq"][0], d["sq"][1]) for d in t["track"]}


def next_to_line(s: State, tile: int, sq: tuple[int, int]) -> bool:
    track = track_squares(s, tile)
    return any(ahead(sq, h) in track for h in "NESW")


def station_sites(s: State, tile: int) -> list[tuple[int, int]]:
    """Free land squares next to the line on a large tile, in a fixed order (row by row)."""
    key = ("sites", tile)
    if key not in s._geo:
        taken = s.blocked(tile)
        t = s.tiles[tile]
        s._geo[key] = [(c, r) for r in range(7) for c in range(7)
                       if (c, r) not in taken and terrain(t["type"], (c, r)) != WATER
                       and next_to_line(s, tile, (c, r))]
    return s._geo[key]


def keeps_ends_live(s: State, tile: int, sq: tuple[int, int]) -> bool:
    """A station never takes away the last way on of an end that has one (no dead ends)."""
    return all(not s.end_live(e) or s.end_live(e, extra=sq) for e in (0, 1) if s.ends[e]["tile"] == tile)


def builds(s: State, p: int) -> list[str]:
    screen = s.screen(p)
    mine = []
    for code in CODES:
        cost = station_cost(code, s.built(code))
        if s.directors[code] == p and cost is not None and cost <= screen:
            mine.append(code)
    if not mine:
        return []
    out = []
    for tile in s.large_tiles():
        t = s.tiles[tile]
        here = {code: sum(1 for k, _, _ in t["stations"] if k == code) for code in mine}
        for sq in station_sites(s, tile):
            ground = terrain(t["type"], sq)
            codes = [c for c in mine if ground in COMPANY[c].terrain and here[c] < STATIONS_PER_TILE]
            if codes and keeps_ends_live(s, tile, sq):
                out += [f"build {c} {t['n']}{square_name(sq)}" for c in codes]
    return out


# -- one move ---------------------------------------------------------------------------------------
def allowed(s: State, move: str) -> bool:
    """Whether one canonical move is legal now (the same answer as ``move in moves(s)``)."""
    p = s.current
    words = move.split()
    kind = words[0]
    front = s.fronts[p]
    if s.phase == "discard":
        return kind == "drop" and front[words[1]] > 0
    if s.phase == "pick" or kind == "pick":
        return s.phase == "pick" and kind == "pick" and s.bank_shares[words[1]] > 0
    if kind == "income":
        return not s.income_taken
    if kind == "end":
        return True
    if kind == "roll":
        k, q = split_roll(move)
        return not s.rolled and k <= s.screen(p) and q <= front[WILD]
    if kind == "buy":
        code, paid, seller = split_buy(move)
        if front[paid] < 1:
            return False
        if seller is None:
            return s.bank_shares[code] > 0
        d = s.directors[code]
        return s.trading() and d is not None and d != p and seller == d and s.shares[d][code] > 0
    if kind == "lay":
        e, heading, wild, join = split_lay(move)
        arrive = s.ends[e]["dir"]
        for h, t, ground in placements(s, e):
            if h == heading and t == join:
                return can_pay(s, p, WILD if wild else STRAIGHT if heading == arrive else CURVE, surcharge(ground))
        return False
    if kind == "build":
        return _build_allowed(s, p, move)
    return False


def _build_allowed(s: State, p: int, move: str) -> bool:
    code, number, sq = split_build(move)
    cost = station_cost(code, s.built(code))
    tile = number - 1
    if s.directors[code] != p or cost is None or cost > s.screen(p) or tile not in s.large_tiles():
        return False
    t = s.tiles[tile]
    if sq not in station_sites(s, tile) or terrain(t["type"], sq) not in COMPANY[code].terrain:
        return False
    here = sum(1 for k, _, _ in t["stations"] if k == code)
    return here < STATIONS_PER_TILE and keeps_ends_live(s, tile, sq)


# -- refusals -----------------------------------------------------------------------------------------
def reason(s: State, move: str) -> Msg:
    if s.phase == "over":
        return Msg("rd.err.over")
    p = s.current
    words = move.split()
    kind = words[0]
    front = s.fronts[p]
    if kind == "drop":
        if s.phase != "discard":
            return Msg("rd.err.drop_not_now", k=KEEP_IN_FRONT)
        return Msg("rd.err.no_face", face=term.face(words[1]))
    if s.phase == "discard":
        return Msg("rd.err.discarding", k=KEEP_IN_FRONT)
    if s.phase == "pick":
        if kind != "pick":
            return Msg("rd.err.picking")
        return Msg("rd.err.bank_none", company=term.company(words[1]))
    if kind == "pick":
        return Msg("rd.err.pick_over")
    if kind == "income":
        return Msg("rd.err.income_taken")
    if kind == "roll":
        k, q = split_roll(move)
        if s.rolled:
            return Msg("rd.err.rolled")
        if k > s.screen(p):
            return Msg("rd.err.screen_short", dice=term.dice(s.screen(p)))
        return Msg("rd.err.wild_short", dice=term.wild_dice(front[WILD]))
    if kind == "buy":
        return _buy_reason(s, p, move)
    if kind == "lay":
        return _lay_reason(s, p, move)
    if kind == "build":
        return _build_reason(s, p, move)
    return Msg("rd.err.not_now")


def _buy_reason(s: State, p: int, move: str) -> Msg:
    code, paid, seller = split_buy(move)
    name = term.company(code)
    if s.fronts[p][paid] < 1:
        return Msg("rd.err.no_face", face=term.face(paid))
    if seller is None:
        return Msg("rd.err.bank_none", company=name)
    if not s.trading():
        return Msg("rd.err.trade_closed", need=SOLD_OUT_TO_TRADE[len(s.names)], n=s.sold_out())
    d = s.directors[code]
    if d is None:
        return Msg("rd.err.no_director", company=name)
    if d == p:
        return Msg("rd.err.you_direct", company=name)
    if seller != d:
        return Msg("rd.err.other_director", company=name, name=s.names[d], seat=f"P{d + 1}")
    return Msg("rd.err.holds_none", company=name, name=s.names[d])


def _lay_reason(s: State, p: int, move: str) -> Msg:
    e, towards, wild, join = split_lay(move)
    end = s.ends[e]
    name = "AB"[e]
    arrive = end["dir"]
    if towards == back(arrive):
        return Msg("rd.err.turn_back", end=name, heading=term.heading(arrive))
    here = s.tiles[end["tile"]]
    target = s.target(e)
    if inside(target):
        if join is not None:
            return Msg("rd.err.not_edge", end=name, tile=f"T{join}")
        if target in s.blocked(end["tile"]):
            return Msg("rd.err.ahead_taken", end=name, sq=square_name(target))
        on = terrain(here["type"], target)
        if on == WATER and towards != arrive:
            return Msg("rd.err.bridge")
    else:
        if join is None:
            return Msg("rd.err.at_edge", end=name, example=f"lay {name} {towards} T2")
        kind = term.tile(join)
        cell = neighbour((here["cell"][0], here["cell"][1]), arrive)
        if cell in s.placed():
            return Msg("rd.err.tile_beyond", end=name)
        if s.small_left[join] == 0:
            return Msg("rd.err.no_tiles", tile=kind)
        if join == s.tiles[s.ends[1 - e]["tile"]]["type"]:
            return Msg("rd.err.large_other", tile=kind)
        if not fits(join, cell, s.placed()):
            return Msg("rd.err.no_fit", tile=kind)
        on = terrain(join, wrap(target))
    options = {(h, t) for h, t, _ in placements(s, e)}
    if (towards, join) not in options:
        return Msg("rd.err.dead_end")
    piece = WILD if wild else STRAIGHT if towards == arrive else CURVE
    if s.fronts[p][piece] < 1:
        if wild:
            return Msg("rd.err.no_wild")
        return Msg("rd.err.no_piece", face=term.face(piece))
    return Msg("rd.err.surcharge", ground=term.ground(on), dice=term.dice(surcharge(on)))


def _build_reason(s: State, p: int, move: str) -> Msg:
    code, number, sq = split_build(move)
    name = term.company(code)
    if s.directors[code] != p:
        return Msg("rd.err.not_director", company=name)
    cost = station_cost(code, s.built(code))
    if cost is None:
        return Msg("rd.err.all_built", company=name)
    where = number - 1
    large = s.large_tiles()
    if where not in large:
        return Msg("rd.err.large_only", n=len(large), tiles=term.and_list([s.tiles[t]["n"] for t in large]))
    if sq in s.blocked(where):
        return Msg("rd.err.square_taken", sq=square_name(sq))
    on = terrain(s.tiles[where]["type"], sq)
    if on not in COMPANY[code].terrain:
        grounds = term.and_list([term.ground(g) for g in COMPANY[code].terrain])
        return Msg("rd.err.wrong_ground", company=name, grounds=grounds, sq=square_name(sq), ground=term.ground(on))
    if not next_to_line(s, where, sq):
        return Msg("rd.err.next_to_line")
    here = sum(1 for k, _, _ in s.tiles[where]["stations"] if k == code)
    if here >= STATIONS_PER_TILE:
        return Msg("rd.err.per_tile", company=name, n=STATIONS_PER_TILE)
    if cost > s.screen(p):
        return Msg("rd.err.cost", company=name, dice=term.dice(cost), n=s.screen(p))
    return Msg("rd.err.station_dead_end")
