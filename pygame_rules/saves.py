"""Save files: JSON holding the game id, options, seed and move list, plus versions and a state hash.

A save is replayed, never trusted: the moves are pushed one by one through the rules, and the final
state's hash must match the one recorded.  Anything wrong is reported as a SaveError with a message a
player can read; the caller keeps the file.
"""

from __future__ import annotations

import json

from . import __version__
from .errors import IllegalMove, SaveError
from .game import Game

FORMAT = "rail-table-save"
SCHEMA = 1


def to_save(game: Game, **extra) -> dict:
    save = {
        "format": FORMAT,
        "schema": SCHEMA,
        "engine": __version__,
        "game": game.game_id,
        "options": game.options,
        "seed": game.seed,
        "moves": list(game.moves),
        "undo_floor": game.undo_floor,
        "hash": game.state_hash(),
    }
    save.update(extra)
    return save


def dumps(game: Game, **extra) -> str:
    return encode(to_save(game, **extra))


def encode(save: dict) -> str:
    """The text of a save made by to_save (for a caller that also needs the save's fields)."""
    return json.dumps(save, ensure_ascii=False, indent=1)


def load_game(data: str | bytes | dict) -> Game:
    """Rebuild a game from a save (text or parsed).  Raises SaveError with a readable reason."""
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except (ValueError, UnicodeDecodeError) as exc:
            raise SaveError(f"The file is not valid JSON, so it cannot be a Rail Table save ({exc}).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This is not a Rail Table save file.")
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise SaveError("The save is damaged: its schema version is missing or invalid.")
    if schema > SCHEMA:
        raise SaveError(
            f"This save was written by a newer Rail Table (engine {data.get('engine', '?')}, save schema "
            f"{schema}); this version reads schema {SCHEMA}. Update Rail Table to open it."
        )
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise SaveError("The save is damaged: its move list is missing or invalid.")
    try:
        game = Game(data.get("game"), data.get("options"), data.get("seed"))
    except ValueError as exc:
        raise SaveError(f"The save cannot be opened: {exc}.") from None
    for number, move in enumerate(moves, 1):
        try:
            game.push(move)
        except IllegalMove as exc:
            raise SaveError(f"The save is damaged: move {number} ({move}) is not legal there: {exc.reason}.") from None
    recorded = data.get("hash")
    if recorded is not None and recorded != game.state_hash():
        raise SaveError("The save is damaged: replaying its moves does not give the position it recorded.")
    floor = data.get("undo_floor")
    if isinstance(floor, int) and not isinstance(floor, bool) and game.undo_floor <= floor <= len(moves):
        # A save may only raise the floor (a resumed game keeps what was final), never lower it.
        game.undo_floor = floor
    return game
