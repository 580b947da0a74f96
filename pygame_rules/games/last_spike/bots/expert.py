"""Last Spike's expertise for the shared expert search (pygame_rules/search): the evaluation, the prior
(the strong bot's move at the root, the standard bot's below), the rollout policy (standard) and the
strong bot's own playout, which a switch away from its move must win on too."""

from __future__ import annotations

from collections.abc import Callable

from ....search import ExpertBot, Expertise, level_prior, win_chance
from ..state import State
from . import search, standard, strong

ITERATIONS = 80  # the budget: about half a second a move in CPython, 4 players (benchmarks/expert.py)
DESCRIPTION = ("Expert (experimental: "
               "not yet shown stronger than the strong bot): weighs the strong bot's move against the "
               "others by playing each out on many guesses at the hidden tiles")
SCALE = 20000.0  # dollars of margin worth about a 73 % chance of winning


def worth(s: State, q: int) -> float:
    """Cash and the land held at what it cost (it pays out when its routes are completed; a bankrupt
    player has nothing)."""
    pl = s.players[q]
    return 0.0 if pl["bankrupt"] else pl["cash"] + (0 if s.is_over else s.land_value(q))


def evaluate(s: State, me: int) -> float:
    return win_chance([worth(s, q) for q in range(len(s.players))], me, SCALE)


def fast_stepper(s: State) -> Callable[[], None]:
    """The strong bot's rollout policy (the standard bot on a light view of the world), played straight
    on ``s``: the same bot as ``standard.choose`` on the full view, without building that view."""
    return lambda: s.apply(search.policy_move(s))


def playout(s: State, me: int) -> float:
    """The strong bot's look-ahead value of a world: played to the end by the standard bot
    (``search.rollout``: the share of the win plus a little for the cash margin)."""
    return search.rollout(s, me, search.HORIZON)


EXPERTISE = Expertise(evaluate=evaluate, prior=level_prior(strong.choose, standard.choose), policy=standard.choose,
                      rollout_moves=8, stepper=fast_stepper, playout=playout)
EXPERT = ExpertBot(DESCRIPTION, EXPERTISE, iterations=ITERATIONS)
