"""Railroad Dice's expertise for the shared expert search (pygame_rules/search): the evaluation, the
prior and the rollout policy (the strong bot, which is also the faster of the two rule-based bots: it
rolls again less) and the strong bot's game played out to its end, which a switch away from its move
must win on too."""

from __future__ import annotations

from ....search import ExpertBot, Expertise, level_prior, win_chance
from .. import scoring
from ..data import CODES, LAST_YEAR
from ..state import State
from . import strong

ITERATIONS = 30  # the budget: about half a second a move in CPython, 4 players (benchmarks/expert.py)
DESCRIPTION = ("Expert bot (experimental: "
               "not yet shown stronger than the strong bot): tries the strong bot's move and others, "
               "playing each out on guesses at the hidden dice")
PLAYOUT_MOVES = 3000  # a safety stop: a whole game by strong bots is some 250-500 moves
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


def playout(s: State, me: int) -> float:
    """A world played to its end by the strong bot in every seat: the seat's chance by its final margin."""
    for _ in range(PLAYOUT_MOVES):
        if s.is_over:
            break
        seat = s.current_player
        assert seat is not None
        legal = s.legal_moves()
        s.apply(legal[0] if len(legal) == 1 else strong.choose(s.view(seat), legal, 0))
    return evaluate(s, me)


EXPERTISE = Expertise(evaluate=evaluate, prior=level_prior(strong.choose, strong.choose), policy=strong.choose,
                      rollout_moves=8, playout=playout)
EXPERT = ExpertBot(DESCRIPTION, EXPERTISE, iterations=ITERATIONS)
