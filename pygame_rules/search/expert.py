"""The expert level every game has: the shared search (``ismcts.py``) with the game's expertise.

A bot level sees its own seat's view only (``pygame_rules.bots.Bot``).  The expert needs a position to
play out, so the engine hands it the game's state as well (``GameRules.bot_move(..., state=...)``), and
the expert reads from it nothing its seat could not see: the search deals every secret hidden from the
seat anew, from the view alone (``secrets.redeal`` with ``canonical``), before it looks
(tests/engine/test_expert.py gives it a state whose other seats' secrets were dealt anew and checks
that it plays the same).  Asked through ``choose`` alone (a view, no state) it cannot search, and says
so rather than play some other level under its name.

Budgets: ``iterations`` (deterministic: the same seed, the same move); in the page (Pyodide, where
``sys.platform`` is "emscripten") also a time cap, so a slow device waits at most about that long.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any

from ..contract import GameState
from ..i18n.messages import Msg
from .ismcts import Budget, Expertise, Outcome, search

EXPERT = "expert"
PAGE_TIME_LIMIT = 1.0  # seconds a move may take in the page (the median goal)


def in_page() -> bool:
    return sys.platform == "emscripten"


@dataclass
class ExpertBot:
    """The expert level of one game (a ``Bot`` that also has ``choose_in``)."""

    description: str
    expertise: Expertise
    iterations: int = 120
    time_limit: float | None = field(default_factory=lambda: PAGE_TIME_LIMIT if in_page() else None)
    name: str = EXPERT
    searches: bool = True  # a level too slow to play whole games in the conformance suite
    # Listed after the strongest level and labelled experimental ("setup.level.expert") until
    # benchmarks/expert.py shows it beats that level (issue 37's 65 %); benchmarks/bots.py --levels
    # leaves it out of its chain of each level against the next one down.
    experimental: bool = True

    def budget(self) -> Budget:
        return Budget(iterations=self.iterations, time_limit=self.time_limit)

    def choose(self, view: dict[str, Any], legal: list[str], seed: int) -> str:
        if len(legal) == 1:
            return legal[0]
        raise ValueError("the expert searches the game's position: ask it through GameRules.bot_move with the state")

    def choose_in(self, state: GameState, legal: list[str], seed: int, view: dict[str, Any] | None = None) -> str:
        return self.think(state, legal, seed, view).move

    def think(self, state: GameState, legal: list[str], seed: int, view: dict[str, Any] | None = None) -> Outcome:
        me = state.current_player
        assert me is not None, "nobody is to act"
        return search(state, me, legal, seed, self.expertise, self.budget(), view)


def reason(outcome: Outcome) -> Msg | None:
    """Why the expert's move: how often the search tried it and how it did there, or None when there
    was nothing to weigh (one legal move)."""
    tries = outcome.visits.get(outcome.move, 0)
    if not outcome.iterations or not tries:
        return None
    value = outcome.values.get(outcome.move, 0.0)
    return Msg("engine.expert.reason", tries=tries, iterations=outcome.iterations, percent=round(100 * value))


def expert_hint(game: Any, seat: int) -> tuple[str, Msg | None]:
    """What the expert would play for ``seat`` in ``game`` (a ``pygame_rules.Game``; ``seat`` must be
    the one to act), and why: the learner's hint.  Seeded like a bot's move in the page (the game's seed
    and the number of moves), so asking twice gives the same hint."""
    if game.is_over or game.current_player != seat:
        raise ValueError(Msg("engine.expert.not_your_turn"))
    bot = game.rules.own_bots().get(EXPERT)
    if not isinstance(bot, ExpertBot):
        raise ValueError(Msg("engine.unknown_bot", level=repr(EXPERT)))
    outcome = bot.think(game.state, game.legal_moves(), (game.seed * 1_000_003 + len(game.moves)) % 2**32,
                        game.view(seat))
    return outcome.move, reason(outcome)
