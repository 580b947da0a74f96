"""Last Spike's bot levels (``LEVELS``, each a ``pygame_rules.bots.Bot``).  They see only their own view:
own tiles and cash, public board, land and history.

* standard (``standard.py``): values land by the payouts it can expect, keeps cash for its tiles.
* strong (``strong.py``): the standard bot with completion chances learned from self-play
  (``learned.py``, written by tools/learn_last_spike.py), and near the end a look-ahead (``search.py``)
  on guesses at the rivals' tiles that their plays make likely (``infer.py``).

The modules import one another in one direction only, learned, standard <- infer <- search <- strong <-
this package; the rules' state (``..state``) never imports a bot.  The random bot is the engine's.
"""

from __future__ import annotations

from ....bots import Level
from . import expert, standard, strong

# The expert (experimental: not yet shown stronger, benchmarks/expert.py) after the strongest level.
LEVELS = (Level("strong", strong.DESCRIPTION, strong.choose), expert.EXPERT,
          Level("standard", standard.DESCRIPTION, standard.choose))
