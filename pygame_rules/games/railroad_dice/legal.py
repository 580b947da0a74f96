"""Which moves the acting player has, and why any other move is refused.

``moves`` lists every legal move in a fixed order (income, rolls, buys, track, stations, end; or the
dice to give back).  ``allowed`` checks one move without listing the others (what the engine asks on
every push, and a replay asks for every move of a save); it agrees with ``moves`` exactly
(tests/games/railroad_dice/test_rd_allowed.py).  ``reason`` explains a refusal in the player's words;
it is only asked about moves ``moves`` does not list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    TILE,
    WATER,
    WATER_EXTRA,
    WILD,
    station_cost,
)
from .geometry import Ground, ahead, back, exits, fits, inside, neighbour, square_name, terrain, wrap
from .notation import dice_words, face_word, split_build, split_buy, split_lay, split_roll

if TYPE_CHECKING:
    from .state import State

Placement = tuple[str, int | None, str]  # heading led on in, tile type joined (or None), terrain of the square


def moves(s: State) -> list[str]:
    p = s.current
    if s.phase == "discard":
        return [f"drop {f}" for f in FACES if s.fronts[p][f] > 0]
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
def reason(s: State, move: str) -> str:
    if s.phase == "over":
        return "the game is over"
    p = s.current
    words = move.split()
    kind = words[0]
    front = s.fronts[p]
    if kind == "drop":
        if s.phase != "discard":
            return f"dice are given back only when you end your turn with more than {KEEP_IN_FRONT} in front"
        return f"you have no {words[1]} die in front"
    if s.phase == "discard":
        return f"you are ending your turn: give dice back until {KEEP_IN_FRONT} remain in front"
    if kind == "income":
        return "you have taken your income this turn"
    if kind == "roll":
        k, q = split_roll(move)
        if s.rolled:
            return "you have rolled this turn"
        if k > s.screen(p):
            return f"you have only {dice_words(s.screen(p))} behind your screen"
        return f"you have only {front[WILD]} ? {'die' if front[WILD] == 1 else 'dice'} in front"
    if kind == "buy":
        return _buy_reason(s, p, move)
    if kind == "lay":
        return _lay_reason(s, p, move)
    if kind == "build":
        return _build_reason(s, p, move)
    return "not possible now"


def _buy_reason(s: State, p: int, move: str) -> str:
    code, paid, seller = split_buy(move)
    name = COMPANY[code].name
    if s.fronts[p][paid] < 1:
        return f"you have no {face_word(paid)} die in front"
    if seller is None:
        return f"the bank has no {name} shares left"
    need = SOLD_OUT_TO_TRADE[len(s.names)]
    if not s.trading():
        return (f"shares can be bought from directors once every share of {need} companies is sold "
                f"({s.sold_out()} so far)")
    d = s.directors[code]
    if d is None:
        return f"{name} has no director to buy from"
    if d == p:
        return f"you direct {name} yourself"
    if seller != d:
        return f"{name}'s director is {s.names[d]} (P{d + 1})"
    return f"{s.names[d]} holds no {name} share"


def _lay_reason(s: State, p: int, move: str) -> str:
    e, heading, wild, join = split_lay(move)
    end = s.ends[e]
    name = "AB"[e]
    arrive = end["dir"]
    if heading == back(arrive):
        return f"end {name} leads {arrive}: track cannot turn back on itself"
    tile = s.tiles[end["tile"]]
    target = s.target(e)
    if inside(target):
        if join is not None:
            return f"end {name} is not at the edge of its tile: leave out T{join}"
        if target in s.blocked(end["tile"]):
            return f"the square ahead of end {name} ({square_name(target)}) is taken"
        ground = terrain(tile["type"], target)
        if ground == WATER and heading != arrive:
            return "a bridge runs straight: on water only straight track can be laid"
    else:
        if join is None:
            return f"end {name} is at the edge of its tile: say which tile type to join, e.g. lay {name} {heading} T2"
        kind = TILE[join].name
        cell = neighbour((tile["cell"][0], tile["cell"][1]), arrive)
        if cell in s.placed():
            return f"a tile already lies beyond end {name}"
        if s.small_left[join] == 0:
            return f"no {kind} tiles are left"
        if join == s.tiles[s.ends[1 - e]["tile"]]["type"]:
            return f"the one large {kind} tile lies at the other end"
        if not fits(join, cell, s.placed()):
            return f"a {kind} tile does not fit there: meadow must meet meadow and mountain meet mountain"
        ground = terrain(join, wrap(target))
    options = {(h, t) for h, t, _ in placements(s, e)}
    if (heading, join) not in options:
        return "that would be a dead end: the line could not go on from there"
    face = WILD if wild else STRAIGHT if heading == arrive else CURVE
    if s.fronts[p][face] < 1:
        if wild:
            return "you have no ? die in front"
        return f"you have no {face} die in front (a ? die can stand in: add wild)"
    extra = surcharge(ground)
    return f"the {ground} costs {dice_words(extra)} more from behind your screen (or ? dice in front): too few"


def _build_reason(s: State, p: int, move: str) -> str:
    code, number, sq = split_build(move)
    company = COMPANY[code]
    if s.directors[code] != p:
        return f"only the director of {company.name} builds its stations"
    cost = station_cost(code, s.built(code))
    if cost is None:
        return f"{company.name} has built all its stations"
    tile = number - 1
    large = s.large_tiles()
    if tile not in large:
        listed = " and ".join(str(s.tiles[t]["n"]) for t in large)
        return f"stations are built on the large tiles at the ends of the line only (tile {listed})"
    if sq in s.blocked(tile):
        return f"{square_name(sq)} is taken"
    ground = terrain(s.tiles[tile]["type"], sq)
    if ground not in company.terrain:
        return f"{company.name} builds on {' and '.join(company.terrain)} only; {square_name(sq)} is {ground}"
    if not next_to_line(s, tile, sq):
        return "a station must stand next to the line"
    here = sum(1 for k, _, _ in s.tiles[tile]["stations"] if k == code)
    if here >= STATIONS_PER_TILE:
        return f"{company.name} already has {STATIONS_PER_TILE} stations on this tile"
    if cost > s.screen(p):
        return f"a {company.name} station costs {dice_words(cost)} from behind your screen; you have {s.screen(p)}"
    return "that station would leave an end of the line no way on (no dead ends)"
