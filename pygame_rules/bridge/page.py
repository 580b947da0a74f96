"""The page's calls: one open table per page, its calls as module functions (web/worker.py runs them).

Each is a plain function of the one ``TABLE``, with the parameters the page sends (JSON text, numbers,
strings or null) and JSON text as its answer; web/types/bridge.d.ts declares them for the page
(``PageCalls``), and tests/engine/test_bridge_types.py holds that declaration against these functions
and their answers.
"""

from __future__ import annotations

from typing import Any

from .table import Table

TABLE = Table()

# What web/worker.py answers the page with (any other name is refused).
PAGE_CALLS = ("games", "version", "new_game", "open_save", "replay", "play", "undo", "bot_step", "bot_move", "hint",
              "table", "save", "snapshot", "inspect_save", "set_language", "story", "play_for", "guest_view")


def games() -> str:
    """The game list (a JSON array, see registry.list_games): id, name, seats, bots, blurb."""
    return TABLE.games()


def version() -> str:
    """The engine's version: ``{"ok": true, "version": "..."}``."""
    return TABLE.version()


def set_language(lang: str) -> str:
    """Answer in ``lang`` ("en" or "de") from now on: status lines, labels, logs, errors."""
    return TABLE.set_language(lang)


def new_game(game_id: str, options_json: str | None = None, seed: Any = None) -> str:
    """Start a game; ``seed`` None or "" picks a random one (a number or digit string otherwise)."""
    return TABLE.new_game(game_id, options_json, seed)


def open_save(save_json: str) -> str:
    """Open a save (text).  On failure the open game, if any, stays open."""
    return TABLE.open_save(save_json)


def replay(game_id: str, options_json: str | None, seed: Any, moves_json: str) -> str:
    """Set up ``game_id`` and push ``moves`` (a JSON list of notation); see Table.replay."""
    return TABLE.replay(game_id, options_json, seed, moves_json)


def play(move: str) -> str:
    """Play ``move`` (notation) for the seat to act."""
    return TABLE.play(move)


def play_for(seat: Any, move: str, lang: str) -> str:
    """Play ``move`` for ``seat``, a player on another device; see Table.play_for."""
    return TABLE.play_for(seat, move, lang)


def guest_view(seat: Any, lang: str) -> str:
    """What a player on another device at ``seat`` (None: a spectator) is sent, in ``lang``; see Table.guest_view."""
    return TABLE.guest_view(seat, lang)


def undo() -> str:
    """Take back the last move, where the rules allow it."""
    return TABLE.undo()


def bot_step() -> str:
    """Let the acting seat's bot move."""
    return TABLE.bot_step()


def bot_move() -> str:
    """The acting seat's bot's choice, not played; see Table.bot_move."""
    return TABLE.bot_move()


def hint() -> str:
    """What a bot would play for the human to act, not played; see Table.hint."""
    return TABLE.hint()


def table() -> str:
    """The table of the open game: ``{"ok": true, "table": ...}``."""
    return TABLE.table()


def save() -> str:
    """The save text alone: ``{"ok": true, "save": "..."}``."""
    return TABLE.save()


def snapshot(viewer: Any = None, have: str | None = None) -> str:
    """Everything to draw for ``viewer`` (a seat number, or None for the public view); see Table.snapshot."""
    return TABLE.snapshot(viewer, have)


def inspect_save(save_json: str) -> str:
    """Summary of a save for the saved-games list, or why it cannot be opened."""
    return TABLE.inspect_save(save_json)


def story(game_id: str, options_json: str | None, seed: Any, moves_json: str, rules_version: Any = None,
          at: Any = None) -> str:
    """The story of the game these moves play; see Table.story."""
    return TABLE.story(game_id, options_json, seed, moves_json, rules_version, at)
