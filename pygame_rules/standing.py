"""Which experimental bot levels have been shown stronger than their game's strongest level.

A level that searches (the expert, pygame_rules/search) starts experimental: the new-game screen lists it
right after the strongest level and labels it so, and the hint asks the strongest settled level instead.
Once a row of ``benchmarks/expert.py`` (400 games on held-out seeds, seats rotated) shows it stronger,
it is named here: it moves to the front of its game's levels, loses the label and gives the hints.

The standing is kept here, apart from the bots, because it is a finding about them, not part of how they
play: ``benchmarks/expert.py`` keeps each game it plays under a hash of the game's rules and bots and of
the search, and moving a level up must not make the games that showed it stronger count for other code.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Shown:
    """A level shown stronger than its game's strongest: which, its description now that it is no longer
    experimental (English; the page's words are the game's ``<prefix>.bot.<level>`` message), and the row
    that showed it (``benchmarks/expert.py played``; docs/expert.md)."""

    level: str
    description: str
    row: str


# game id -> the level its row showed stronger.  Only a finished 400-game row counts.
SHOWN_STRONGER: dict[str, Shown] = {
    "railroad_dice": Shown(
        "expert",
        "Expert bot, the strongest: tries the strong bot's move and others, playing each out on guesses at "
        "the hidden dice. Wins about four two-player games in five against the strong bot; thinks up to about "
        "a second on some moves.",
        "vs|railroad_dice|2|30|100000 (7 December 2026): 2 players, 30 iterations, seeds 100,000-100,399, "
        "seats rotated: 316 of 400 (79.0 %, 95 % CI 75.0-83.0 %); the strong bot itself in that seat 205 of "
        "the same 400 (51.2 %): the expert did better on 127 seeds, worse on 16"),
}


def ranked(game_id: str, levels: Iterable[Any]) -> list[Any]:
    """``levels`` (a game's ``LEVELS``, strongest first, an experimental level after the strongest) in
    the order the game offers them: a level shown stronger first, settled (``experimental`` False) and
    described as such; every other level as it was."""
    levels = list(levels)
    shown = SHOWN_STRONGER.get(game_id)
    if shown is None:
        return levels
    found = [bot for bot in levels if bot.name == shown.level]
    if not found:
        raise ValueError(f"{game_id}: no level {shown.level!r} to rank first")
    return [_settled(found[0], shown)] + [bot for bot in levels if bot.name != shown.level]


# (id of the level, its standing) -> (the level, kept so that its id is not reused; its settled copy)
_copies: dict[tuple[int, Shown], tuple[Any, Any]] = {}


def _settled(bot: Any, shown: Shown) -> Any:
    """The settled copy of ``bot``, the same object every time it is asked for (a caller may tune it, as
    the tests tune the expert's budget, and be heard on the next move)."""
    key = (id(bot), shown)
    if key not in _copies:
        _copies[key] = (bot, dataclasses.replace(bot, experimental=False, description=shown.description))
    return _copies[key][1]


def experimental(bot: Any) -> bool:
    """Whether ``bot`` is a level not yet shown stronger (a level without the flag never is)."""
    return bool(getattr(bot, "experimental", False))
