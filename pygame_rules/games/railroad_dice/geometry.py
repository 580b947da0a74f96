"""Where the line can go: squares, headings, tiles on the overview map, and "no dead ends".

Squares are (column, row) on a 7 x 7 tile, (0, 0) the north-west corner; map cells are (x, y) with y
growing southwards, the start tile at (0, 0).  A heading is one of N, E, S, W.  An end of the line is
the last die at that end and the heading its track leads on in: the next die goes on the square ahead.

A die's track enters from the square behind it and leaves straight on (a straight) or to the left or
right (a curve), so the line can follow any path of free squares that never runs back on itself.  On
water the line only runs straight (a bridge).

**Live ends.**  An end is live when the line can still go on from it for good: there is a path of free
squares on its tile (straight across water) to an edge, and beyond that edge a free map cell that a
tile type with small tiles left can be joined to (edges matching, entry square not water), from whose
fresh tile the line can leave again towards a free cell of the open map (the free cells connected to
the outside, so the line never winds into a pocket of the map it could not leave).  "No dead ends"
means every die laid leaves its own end live.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from .data import SIZE, TERRAIN_OF, TILE, WATER

Square = tuple[int, int]
Cell = tuple[int, int]
HEADINGS = "NESW"
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def back(h: str) -> str:
    return HEADINGS[(HEADINGS.index(h) + 2) % 4]


def left(h: str) -> str:
    return HEADINGS[(HEADINGS.index(h) + 3) % 4]


def right(h: str) -> str:
    return HEADINGS[(HEADINGS.index(h) + 1) % 4]


def exits(h: str) -> tuple[str, str, str]:
    """The headings a die entered with heading ``h`` can lead on in: straight, left, right."""
    return h, left(h), right(h)


def ahead(sq: Square, h: str) -> Square:
    dx, dy = STEP[h]
    return sq[0] + dx, sq[1] + dy


def inside(sq: Square) -> bool:
    return 0 <= sq[0] < SIZE and 0 <= sq[1] < SIZE


def wrap(sq: Square) -> Square:
    """The square of the neighbouring tile that an off-tile square falls on."""
    return sq[0] % SIZE, sq[1] % SIZE


def neighbour(cell: Cell, h: str) -> Cell:
    return ahead(cell, h)


def terrain(tile_type: int, sq: Square) -> str:
    return TERRAIN_OF[TILE[tile_type].rows[sq[1]][sq[0]]]


def square_name(sq: Square) -> str:
    """(2, 4) -> "c5": columns a-g west to east, rows 1-7 north to south."""
    return "abcdefg"[sq[0]] + str(sq[1] + 1)


def edge_squares(side: str) -> list[Square]:
    last = SIZE - 1
    line = range(SIZE)
    return {"N": [(i, 0) for i in line], "S": [(i, last) for i in line],
            "W": [(0, i) for i in line], "E": [(last, i) for i in line]}[side]


@cache
def edge(tile_type: int, side: str) -> str:
    """An edge's class, meadow or mountain: the terrain of its five middle squares (the data tests
    check they agree and that no edge holds water)."""
    return terrain(tile_type, edge_squares(side)[SIZE // 2])


def fits(tile_type: int, cell: Cell, placed: dict[Cell, int]) -> bool:
    """Meadow meets meadow and mountain meets mountain along every edge to a tile already placed."""
    for side in HEADINGS:
        other = placed.get(neighbour(cell, side))
        if other is not None and edge(tile_type, side) != edge(other, back(side)):
            return False
    return True


# -- paths on one tile ---------------------------------------------------------------------------
def tile_exits(tile_type: int, blocked: Callable[[Square], bool], start: Square, heading: str,
               ) -> Iterable[tuple[Square, str]]:
    """Every way off the tile from a die to be laid on ``start`` (entered with ``heading``): the edge
    squares and outward headings the line can reach through free squares, in search order."""
    if not inside(start) or blocked(start):
        return
    seen = {(start, heading)}
    todo = [(start, heading)]
    while todo:
        sq, h = todo.pop(0)
        ways = (h,) if terrain(tile_type, sq) == WATER else exits(h)
        for out in ways:
            nxt = ahead(sq, out)
            if not inside(nxt):
                yield sq, out
                continue
            if blocked(nxt) or (nxt, out) in seen:
                continue
            seen.add((nxt, out))
            todo.append((nxt, out))


@cache
def fresh_sides(tile_type: int, entry: Square, heading: str) -> frozenset[str]:
    """The sides a fresh tile can be left by, from a die laid on ``entry`` with ``heading``."""
    if terrain(tile_type, entry) == WATER:
        return frozenset()
    return frozenset(h for _, h in tile_exits(tile_type, lambda sq: False, entry, heading))


# -- the overview map ----------------------------------------------------------------------------
def open_cells(placed: Iterable[Cell]) -> Callable[[Cell], bool]:
    """Whether a free cell is connected to the open map (outside every tile) through free cells."""
    taken = set(placed)
    if not taken:
        return lambda cell: True
    xs = [c[0] for c in taken]
    ys = [c[1] for c in taken]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    ring = [(x, y) for x in range(x0, x1 + 1) for y in (y0, y1)] + \
           [(x, y) for y in range(y0 + 1, y1) for x in (x0, x1)]
    seen = {c for c in ring if c not in taken}
    todo = sorted(seen)
    while todo:
        cell = todo.pop()
        for h in HEADINGS:
            nxt = neighbour(cell, h)
            if x0 <= nxt[0] <= x1 and y0 <= nxt[1] <= y1 and nxt not in taken and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return lambda cell: cell not in taken and (not (x0 < cell[0] < x1 and y0 < cell[1] < y1) or cell in seen)


def joinable_types(placed: dict[Cell, int], cell: Cell, entry: Square, heading: str,
                   available: Iterable[int]) -> list[int]:
    """The tile types that may be joined at ``cell`` by a die laid on its square ``entry`` with
    ``heading``: the cell is free, the type fits its neighbours, the entry square is land and the
    line can leave the fresh tile again towards the open map."""
    if cell in placed:
        return []
    after = dict(placed)
    after[cell] = 0
    is_open = open_cells(after)
    out = []
    for t in sorted(available):
        if not fits(t, cell, placed):
            continue
        if any(is_open(neighbour(cell, side)) for side in fresh_sides(t, entry, heading)):
            out.append(t)
    return out


class Ground:
    """One position's geometry: the placed tiles, and which types may still be joined by each end.

    ``placed`` maps every cell on the overview map to its tile type; ``available[e]`` lists the types
    end ``e`` may join (small tiles left, and not the type whose one large tile lies at the other end).
    Answers are cached: a Ground is built for one position and thrown away after the move.
    """

    def __init__(self, placed: dict[Cell, int], available: tuple[tuple[int, ...], tuple[int, ...]]):
        self.placed = placed
        self.available = available
        self._join: dict[tuple, list[int]] = {}

    def join_types(self, end: int, cell: Cell, entry: Square, heading: str) -> list[int]:
        key = (end, cell, entry, heading)
        if key not in self._join:
            self._join[key] = joinable_types(self.placed, cell, entry, heading, self.available[end])
        return self._join[key]

    def live(self, end: int, tile_type: int, cell: Cell, blocked: Callable[[Square], bool],
             last: Square, heading: str) -> bool:
        """Whether end ``end``, whose last die is on ``last`` of the tile at ``cell``, leading on in
        ``heading``, can go on for good (see the module docstring)."""
        target = ahead(last, heading)
        if not inside(target):
            return bool(self.join_types(end, neighbour(cell, heading), wrap(target), heading))
        for sq, out in tile_exits(tile_type, blocked, target, heading):
            if self.join_types(end, neighbour(cell, out), wrap(ahead(sq, out)), out):
                return True
        return False
