"""The search every game's expert level shares (issue 37): information-set Monte Carlo tree search
(``ismcts.py``) and the expert level and learner's hint built on it (``expert.py``).  A game gives an
``Expertise`` (evaluation, prior, rollout policy) in its ``bots/expert.py``; nothing here names a game."""

from __future__ import annotations

from .expert import EXPERT, ExpertBot, expert_hint, reason
from .ismcts import Budget, Expertise, Outcome, level_prior, sample_world, search, win_chance

__all__ = ["EXPERT", "Budget", "ExpertBot", "Expertise", "Outcome", "expert_hint", "level_prior", "reason",
           "sample_world", "search", "win_chance"]
