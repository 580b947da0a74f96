"""Ticket to Ride's bot levels (``LEVELS``, each a ``pygame_rules.bots.Bot``).  They see only their own
view: own hand and tickets, public board and counts.

* greedy (``greedy.py``): plans the shortest paths for its tickets, draws the colours they need,
  claims what advances them, and takes new tickets once its own are done.
* strong (``strong.py``): the same planner with better judgement: it keeps tickets whose plans
  overlap, claims contested and long routes first, decides whether to draw more tickets and which to
  keep by sampling the tickets it could draw, and near the end looks ahead (``search.py``) by playing
  candidate moves out on sampled guesses at what its view hides.

``plan.py`` is the route planner both use.  The modules import one another in one direction only,
plan <- greedy <- search <- strong <- this package, and none imports inside a function; the rules'
state (``..state``) never imports a bot.  The random bot is the engine's (pygame_rules.bots).
"""

from __future__ import annotations

from ....bots import Level
from . import expert, greedy, strong
from .greedy import GreedyBot
from .strong import IDEAS, StrongBot


def choose(level: str, view: dict, moves: list[str], seed: int = 0, off: frozenset[str] = frozenset()) -> str:
    """The move of bot ``level`` among ``moves`` (the legal moves the engine hands it).  ``off`` names
    ideas of the strong bot to switch off (``IDEAS``): the benchmark's ablation rows."""
    if not moves:
        raise ValueError("the bot is not to move")
    if len(moves) == 1:
        return moves[0]
    if level == "strong":
        return StrongBot(view, seed, off).choose(moves)
    return GreedyBot(view, seed).choose(moves)


def _level(name: str, description: str) -> Level:
    return Level(name, description, lambda view, moves, seed: choose(name, view, moves, seed))


# The expert (experimental: not yet shown stronger, benchmarks/expert.py) after the strongest level.
LEVELS = (_level("strong", strong.DESCRIPTION), expert.EXPERT, _level("greedy", greedy.DESCRIPTION))

__all__ = ["IDEAS", "LEVELS", "GreedyBot", "StrongBot", "choose"]
