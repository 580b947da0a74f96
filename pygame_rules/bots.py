"""The bot protocol every level of every game implements, the random bot every game gets (a uniform
choice among the legal moves the engine hands it), and the look-ahead decision rule the games' strong
bots share.

A bot level is anything with a ``name``, a ``description`` (for the new-game screen) and
``choose(view, legal, seed) -> move``: it sees the view of its own seat only (what that player may see),
the legal moves the engine lists for it, and a seed it draws any randomness from, so the same call gives
the same move on every machine.  A game lists its levels as ``LEVELS`` in its ``bots`` package, most of
them a ``Level`` around a function; ``GameRules.bot_move`` plays every level, the random one included,
through ``choose``, and so does the benchmark (``benchmarks/bots.py --levels``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

RANDOM_BOT = "random"  # the level every game has


@runtime_checkable
class Bot(Protocol):
    """One bot level of a game."""

    @property
    def name(self) -> str: ...  # the level ("strong"), what a seat's ``bot`` option names

    @property
    def description(self) -> str: ...  # one paragraph for the player choosing an opponent

    def choose(self, view: dict[str, Any], legal: list[str], seed: int) -> str:
        """One of ``legal``, decided from ``view`` (the bot's own seat's) and ``seed`` alone."""
        ...


@dataclass(frozen=True)
class Level:
    """A bot level that is a function of (view, legal, seed): most levels of every game are one."""

    name: str
    description: str
    play: Callable[[dict[str, Any], list[str], int], str]

    def choose(self, view: dict[str, Any], legal: list[str], seed: int) -> str:
        return self.play(view, legal, seed)


def choose_move(bot: Bot, view: dict[str, Any], legal: list[str], seed: int, state: Any = None) -> str:
    """``bot``'s move: through ``choose``, or, for a level that searches the game's position (it has
    ``choose_in``, pygame_rules/search/expert.py), through ``choose_in`` with ``state`` when given."""
    searching = getattr(bot, "choose_in", None)
    if searching is not None and state is not None:
        move: str = searching(state, legal, seed, view)
        return move
    return bot.choose(view, legal, seed)


def random_move(legal: list[str], seed: int = 0) -> str:
    if not legal:
        raise ValueError("no legal move to choose from")
    # random.Random(int) is seeded the same way in CPython and Pyodide: same seed, same move.
    return random.Random(seed).choice(legal)


RANDOM = Level(RANDOM_BOT, "Random legal moves", lambda view, legal, seed: random_move(legal, seed))


def look_ahead[S](candidates: list[str], guesses: Iterable[S], value: Callable[[S, str], float], z: float) -> str:
    """The look-ahead's choice among ``candidates``, the first being the bot's own (its default).

    Every candidate is valued on every guess (a determinization: one sample of what the bot's view
    hides) by ``value(guess, move)``, which must not change the guess; sharing the guesses (common random
    numbers) makes the candidates' differences far less noisy than their values.  Another candidate
    replaces the default only when its mean gain over it is more than ``z`` standard errors of that gain
    (a paired test), and then the one with the largest mean gain: with a few noisy playouts, picking the
    best mean alone would mostly pick noise, and play worse than the default it was meant to check.
    """
    rows = [[value(guess, move) for move in candidates] for guess in guesses]
    n = len(rows)
    best, best_gain = candidates[0], 0.0
    if n < 2:
        return best
    for i in range(1, len(candidates)):
        mean, error = paired_gain([row[i] - row[0] for row in rows])
        if mean > best_gain and mean > z * error:
            best, best_gain = candidates[i], mean
    return best


def paired_gain(diffs: list[float]) -> tuple[float, float]:
    """The mean of a candidate's gains over the default, one per guess, and its standard error (at
    least two gains)."""
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)
