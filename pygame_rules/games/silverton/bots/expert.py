"""Silverton's expertise for the shared expert search (pygame_rules/search): the evaluation (money, and
what the claims held are expected to earn), the prior and the rollout policy (both the strong bot)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from ....contract import GameState
from ....search import ExpertBot, Expertise, level_prior, win_chance
from ....search.ismcts import Outcome
from .. import market
from ..state import State
from . import standard

ITERATIONS = 30  # the budget: about half a second a move in CPython, 4 players (benchmarks/expert.py)
DESCRIPTION = ("Expert bot (experimental: "
               "not yet shown stronger than the strong bot): tries the strong bot's move and others, "
               "playing each out on guesses at the hidden cards")
SCALE = 800.0  # dollars of margin worth about a 73 % chance of winning
UNLINKED = 0.5  # what a claim the owner's track does not reach is worth, as a share of a reached one's
GOODS = 0.9  # goods held, as a share of their best price today: they still have to reach a market


def worth(s: State, q: int, prices: dict[str, Any], horizon: int) -> float:
    """Money, goods held, and what each claim held is expected to earn over the rounds left at today's
    best prices (as the strong bot values one: ``standard.claim_value``), halved where the owner's track
    does not reach it.  Valuing a claim at a share of its price instead made the search prefer leaving
    a claim the strong bot buys (tuning seeds: such switches lost when played out to the end)."""
    pl = s.players[q]
    if s.is_over:
        return float(pl["money"])
    total = float(pl["money"])
    for cid in pl["claims"]:
        total += GOODS * pl["goods"].get(cid, 0) * standard.unit_price(prices, cid)
        if cid not in pl["depleted"]:
            value = max(0.0, standard.claim_value(prices, cid, horizon))
            total += value if s.claim_town_linked(q, cid) else UNLINKED * value
    return total


def evaluate(s: State, me: int) -> float:
    prices = {"prices": {k: market.price(s.market, k) for k in market.KEYS}}
    horizon = standard.horizon(s.round_limit - s.round + 1)
    return win_chance([worth(s, q, prices, horizon) for q in range(len(s.players))], me, SCALE)


_strong = partial(standard.choose, "strong")
EXPERTISE = Expertise(evaluate=evaluate, prior=level_prior(_strong, _strong), policy=_strong, rollout_moves=8)


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
