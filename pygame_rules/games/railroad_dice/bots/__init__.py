"""Railroad Dice's bot levels (``LEVELS``, each a ``pygame_rules.bots.Bot``).  Both see only their own
seat's view: their own dice, the public board, shares and money.

* strong (``strong.py``): weighs every legal move by what it is worth to its own seat.
* basic (``basic.py``): plain rules of thumb, one move at a time.

Both read the view through ``kit.py``; the rules never import a bot.  The random bot is the engine's.
"""

from __future__ import annotations

from ....bots import Level
from . import basic, expert, strong

# The expert (experimental: not yet shown stronger, benchmarks/expert.py) after the strongest level.
LEVELS = (Level("strong", "Strong bot: weighs each move by directorships, station groups and track it opens",
                strong.choose),
          expert.EXPERT,
          Level("basic", "Basic bot: rules of thumb, one move at a time", basic.choose))
