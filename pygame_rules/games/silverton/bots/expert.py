"""Silverton's expertise for the shared expert search (pygame_rules/search): the evaluation, the prior
(the strong bot's move) and the rollout policy (the standard bot)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from ....contract import GameState
from ....search import ExpertBot, Expertise, level_prior, win_chance
from ....search.ismcts import Outcome
from ..data import CLAIMS
from ..state import State
from . import standard

ITERATIONS = 30  # the budget: about half a second a move in CPython, 4 players (benchmarks/expert.py)
DESCRIPTION = ("Expert bot (experimental: "
               "not yet shown stronger than the strong bot): tries the strong bot's move and others, "
               "playing each out on guesses at the hidden cards")
SCALE = 800.0  # dollars of margin worth about a 73 % chance of winning
LINKED, UNLINKED = 0.8, 0.3  # a claim's worth, as a share of its price: worked by the owner's track or not


def worth(s: State, q: int) -> float:
    """Money, and the claims held: one the owner's track reaches earns, one it does not yet only may."""
    pl = s.players[q]
    if s.is_over:
        return float(pl["money"])
    claims = sum(CLAIMS[cid]["price"] * (LINKED if s.claim_town_linked(q, cid) else UNLINKED) for cid in pl["claims"])
    return pl["money"] + claims


def evaluate(s: State, me: int) -> float:
    return win_chance([worth(s, q) for q in range(len(s.players))], me, SCALE)


_strong, _standard = partial(standard.choose, "strong"), partial(standard.choose, "standard")
EXPERTISE = Expertise(evaluate=evaluate, prior=level_prior(_strong, _standard), policy=_standard, rollout_moves=8)


@dataclass
class MoneyWiseExpert(ExpertBot):
    """The expert, choosing only among the moves that keep its money's promises (standard.sound):
    the search alone would buy a claim it cannot work when its short playouts happen to like it."""

    def think(self, state: GameState, legal: list[str], seed: int, view: dict[str, Any] | None = None) -> Outcome:
        me = state.current_player
        assert me is not None, "nobody is to act"
        own = view if view is not None else state.view(me)
        return super().think(state, standard.sound(own, legal), seed, view)


EXPERT = MoneyWiseExpert(DESCRIPTION, EXPERTISE, iterations=ITERATIONS)
