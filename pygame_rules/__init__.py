"""Rules engines for Rail Table's railroad board games.

Pure Python, no dependencies: the same code runs in CPython (tests, tools) and in the browser
through Pyodide.  Start with ``new_game(game_id, options, seed)``; see docs/engine.md.
"""

__version__ = "0.1.0"

from .errors import IllegalMove, SaveError  # noqa: E402
from .game import Game, new_game  # noqa: E402
from .registry import list_games  # noqa: E402
from .saves import dumps, load_game, to_save  # noqa: E402

__all__ = ["Game", "IllegalMove", "SaveError", "dumps", "list_games", "load_game", "new_game", "to_save"]
