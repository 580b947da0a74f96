"""Coal Race's bot levels (``LEVELS``, each a ``pygame_rules.bots.Bot``), one module each."""

from pygame_rules.bots import Level

from . import steady

LEVELS = (Level("steady", "Steady bot: stops once it carries 8 coal or has rolled three times", steady.choose),)
