"""Railroad Dice's expertise for the shared expert search (pygame_rules/search): the evaluation, the
prior (the strong bot's move) and the rollout policy (the basic bot)."""

from __future__ import annotations

from ....search import ExpertBot, Expertise, level_prior, win_chance
from .. import scoring
from ..data import CODES, LAST_YEAR
from ..state import State
from . import basic, strong

ITERATIONS = 30  # the budget: about half a second a move in CPython, 4 players (benchmarks/expert.py)
DESCRIPTION = ("Expert bot (experimental: "
               "not yet shown stronger than the strong bot): tries the strong bot's move and others, "
               "playing each out on guesses at the hidden dice")
SCALE = 6.0  # passengers of margin worth about a 73 % chance of winning
YEARS_AHEAD = 2  # year ends a company's present stations are counted for, at most


def estimate(s: State, q: int) -> float:
    """Passengers carried, plus what the companies ``q`` will direct carry at the coming year ends."""
    if s.is_over:
        return float(s.passengers[q])
    ahead = min(YEARS_AHEAD, LAST_YEAR - s.year + 1)
    coming = sum(scoring.company_passengers(s.tiles, code) for code in CODES if s.next_director(code) == q)
    return s.passengers[q] + ahead * coming


def evaluate(s: State, me: int) -> float:
    return win_chance([estimate(s, q) for q in range(len(s.names))], me, SCALE)


EXPERTISE = Expertise(evaluate=evaluate, prior=level_prior(strong.choose, basic.choose), policy=basic.choose,
                      rollout_moves=8)
EXPERT = ExpertBot(DESCRIPTION, EXPERTISE, iterations=ITERATIONS)
