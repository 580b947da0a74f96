"""The page's API to the engine: plain strings and numbers in, JSON text out, one open game.

The web page (web/worker.py runs these functions in a web worker for JavaScript) never touches a ``Game``
object: every call returns a JSON document.  Two kinds of answer keep hidden information where it belongs:

* the **table** (public_table.py; returned by every call that changes the game) says who sits where, who
  acts, whose view the hotseat screen should show, whether the game is over, the state hash and the save.
* the **snapshot** (snapshot.py) is one seat's view (or the spectators'), ready to render.

The rest of the seam, one module each: the page's calls (page.py, on one table.Table), reading their
arguments (args.py), the answers' words and JSON (replies.py), a game's presentation hooks and what stands
in for them (fallbacks.py), the moves a drawing offers (board_moves.py), a move form's words (move_form.py)
and a finished game's story (story_text.py).
"""

from __future__ import annotations

from .board_moves import data_moves
from .page import (
    PAGE_CALLS,
    TABLE,
    bot_move,
    bot_step,
    games,
    guest_view,
    hint,
    inspect_save,
    new_game,
    open_save,
    play,
    play_for,
    replay,
    save,
    set_language,
    snapshot,
    story,
    table,
    undo,
    version,
)
from .public_table import audience, build_table
from .snapshot import build_snapshot
from .story_text import tell
from .table import Table

__all__ = ["PAGE_CALLS", "TABLE", "Table", "audience", "bot_move", "bot_step", "build_snapshot", "build_table",
           "data_moves", "games", "guest_view", "hint", "inspect_save", "new_game", "open_save", "play", "play_for",
           "replay", "save", "set_language", "snapshot", "story", "table", "tell", "undo", "version"]
