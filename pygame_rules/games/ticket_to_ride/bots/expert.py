"""Ticket to Ride's expertise for the shared expert search (pygame_rules/search): the evaluation, the
prior (the strong bot's move at the root, the greedy bot's below), the rollout policy (greedy) and the
strong bot's own playout, which a switch away from its move must win on too."""

from __future__ import annotations

from ....search import ExpertBot, Expertise, level_prior, win_chance
from ..data import TRAINS
from ..state import OVER, State
from . import greedy, search, strong
from .search import fast_policy

ITERATIONS = 100  # the budget: about half a second a move in CPython, 4 players (benchmarks/expert.py)
DESCRIPTION = ("Expert bot (experimental: "
               "not yet shown stronger than the strong bot): searches the moves of the strong bot and "
               "others, playing each out on many guesses at the hidden cards and tickets")
SCALE = 12.0  # points of margin worth about a 73 % chance of winning


def estimate(s: State, q: int) -> float:
    """What seat ``q`` will likely score: route points, tickets made, and tickets not made counted
    against it the more, the fewer trains are left to make them with."""
    pl = s.players[q]
    done = missed = 0
    for t in pl["tickets"]:
        if s.ticket_done(q, t):
            done += t[2]
        else:
            missed += t[2]
    used = 1 - pl["trains"] / TRAINS
    return pl["score"] + done - missed * min(1.0, 0.25 + used)


def evaluate(s: State, me: int) -> float:
    if s.phase == OVER:
        scores = [r["score"] for r in s.final_scores()]
    else:
        scores = [estimate(s, q) for q in range(len(s.players))]
    return win_chance(scores, me, SCALE)


def _greedy(view: dict, legal: list[str], seed: int) -> str:
    return legal[0] if len(legal) == 1 else greedy.GreedyBot(view, seed).choose(legal)


def _strong(view: dict, legal: list[str], seed: int) -> str:
    return legal[0] if len(legal) == 1 else strong.StrongBot(view, seed, frozenset()).choose(legal)


def playout(s: State, me: int) -> float:
    """The strong bot's look-ahead value of a world: played to the end by the fast greedy policy
    (``search.rollout``: the final margin and a bonus for winning)."""
    return search.rollout(s, me)


EXPERTISE = Expertise(evaluate=evaluate, prior=level_prior(_strong, _greedy), policy=_greedy, rollout_moves=10,
                      stepper=fast_policy, playout=playout)
EXPERT = ExpertBot(DESCRIPTION, EXPERTISE, iterations=ITERATIONS)
