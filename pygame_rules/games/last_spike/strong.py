"""The strong Last Spike bot: the standard bot's judgement, checked by look-ahead near the end.

Once the St. Louis-Sacramento line is SEARCH_DISTANCE empty spaces or fewer from complete, each
decision with a choice is searched (``search.py``): the standard bot's move and every other legal move
are played on the same SAMPLES guesses at what its view hides (the rivals' tiles and the pool's order),
each game played out to its end by the standard bot in every seat, and another move replaces the
standard bot's only when it wins clearly more often on the same guesses (``pygame_rules.bots.look_ahead``:
a mean gain of more than Z standard errors).  Near the end the playouts are short, and it is there
that a move decides who drives the last spike or goes bankrupt.

Everything is counted (guesses, candidates, playouts to the end), never timed, and sampled from the
seed the engine gives, so a seed gives the same move on every machine.
"""

from __future__ import annotations

from typing import Any

from . import search
from .bot import StandardBot

DESCRIPTION = ("Strong: plays like the standard bot, but near the end of the line it thinks ahead, trying "
               "its moves against many guesses at your tiles. Hard to beat; up to a second per move.")
# The strong bot's ideas, each of which the benchmark (benchmarks/bots.py) switches off in turn.
IDEAS = ("look-ahead", "paired test")
SAMPLES = 12  # guesses per searched decision with two players; fewer with more (see choose)
BUYS = 3  # purchases the look-ahead compares (those the standard bot values most), besides not buying
HORIZON = 400  # moves a playout may last (a whole game is far shorter)
SEARCH_DISTANCE = 6  # empty spaces left on the shortest line when the look-ahead starts
Z = 2.0  # standard errors by which another move must beat the standard bot's


def choose(view: dict[str, Any], moves: list[str], seed: int = 0, off: frozenset[str] = frozenset()) -> str:
    """The strong bot's move among ``moves``; ``off`` switches ideas off (``IDEAS``)."""
    if not moves:
        raise ValueError("the bot is not to move")
    if len(moves) == 1:
        return moves[0]
    std = StandardBot(view)
    default = std.choose(moves)
    if "look-ahead" in off or std.line_distance() > SEARCH_DISTANCE:
        return default
    others = [m for m in moves if m != default]
    if view["phase"] == "buy":
        # Each purchase the standard bot would make (best first), keeping its cash reserve; and not buying.
        gains = {m: std.buy_gain(m) for m in others}
        buys = sorted((m for m in others if gains[m] is not None), key=lambda m: (-(gains[m] or 0.0), m))
        others = [m for m in others if m == "draw"] + buys[:BUYS]
    # Playouts grow with the players: fewer guesses with more players keep a decision's time down.
    samples = max(4, SAMPLES * 2 // len(view["players"]))
    z = 0.0 if "paired test" in off else Z
    return search.best_move(view, [default] + others, seed, samples, z, HORIZON)
