"""Passengers, directors and income: what a year end and an income turn compute.

Stations touch when they stand on orthogonally neighbouring squares of the whole map (tiles lie edge
to edge, so a group may run across a tile edge, also after a tile has become small).  Each company's
groups carry passengers to its director at every year end (data.passengers_for_group).
"""

from __future__ import annotations

from typing import Any

from .data import CODES, INCOME_MIN, SIZE, passengers_for_group


def global_square(cell: list[int] | tuple[int, int], sq: list[int] | tuple[int, int]) -> tuple[int, int]:
    return cell[0] * SIZE + sq[0], cell[1] * SIZE + sq[1]


def station_squares(tiles: list[dict[str, Any]], code: str) -> list[tuple[int, int]]:
    return sorted(global_square(t["cell"], (c, r)) for t in tiles for k, c, r in t["stations"] if k == code)


def groups(squares: list[tuple[int, int]]) -> list[int]:
    """Sizes of the groups of touching squares, largest first."""
    left = set(squares)
    sizes = []
    for start in sorted(squares):
        if start not in left:
            continue
        left.discard(start)
        todo, size = [start], 0
        while todo:
            x, y = todo.pop()
            size += 1
            for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if nxt in left:
                    left.discard(nxt)
                    todo.append(nxt)
        sizes.append(size)
    return sorted(sizes, reverse=True)


def company_passengers(tiles: list[dict[str, Any]], code: str) -> int:
    return sum(passengers_for_group(n) for n in groups(station_squares(tiles, code)))


def built(tiles: list[dict[str, Any]], code: str) -> int:
    return sum(1 for t in tiles for k, _, _ in t["stations"] if k == code)


def income(tiles: list[dict[str, Any]], directors: dict[str, int | None], player: int) -> int:
    """Seed: 4 dice, or the number of stations built by the companies the player directs (the more)."""
    stations = sum(built(tiles, code) for code in CODES if directors[code] == player)
    return max(INCOME_MIN, stations)


def new_director(holdings: list[int], sitting: int | None, first: int | None = None) -> int | None:
    """The director after a year end: the player with the most shares (at least one).  On a tie for
    the most the sitting director stays; a tie without the sitting director leaves the company
    without a director until the tie is broken (reconstructed), unless ``first`` is given (the seat
    that began the year): then the tied player who played first that year directs."""
    most = max(holdings)
    if most == 0:
        return None
    leaders = [q for q, n in enumerate(holdings) if n == most]
    if sitting in leaders:
        return sitting
    if len(leaders) > 1 and first is not None:
        return min(leaders, key=lambda q: (q - first) % len(holdings))
    return leaders[0] if len(leaders) == 1 else None
