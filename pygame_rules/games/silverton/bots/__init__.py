"""Silverton's bot levels (``LEVELS``, each a ``pygame_rules.bots.Bot``).  Both are one skeleton in
``standard.py`` (``choose(level, ...)``), the strong level with better judgement; both decide from their own
seat's view and the legal moves only.  The rules never import a bot; the random bot is the engine's.
"""

from __future__ import annotations

from functools import partial

from ....bots import Level
from . import expert, standard

# The expert (experimental: not yet shown stronger, benchmarks/expert.py) after the strongest level.
LEVELS = (Level("strong", "Strong bot: values claims, contracts and routes from its own view",
                partial(standard.choose, "strong")),
          expert.EXPERT,
          Level("standard", "Baseline bot: buys what it can afford near its track and sells where it pays most",
                partial(standard.choose, "standard")))
