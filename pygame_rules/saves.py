"""Save files: JSON holding the game id, options, seed and move list, plus versions and a state hash.

A save is replayed, never trusted: the moves are pushed one by one through the rules, and the final
state's hash must match the one recorded.  Anything wrong is reported as a SaveError with a message a
player can read; the caller keeps the file.

Versions.  ``schema`` is the shape of this file; ``rules_version`` is the version of the game's rules
the game was played under (``GameRules.rules_version``).  A change to a game that alters play bumps its
rules version; an older save then replays under the rules it was played with when the game still
plays them (``replays_versions``), and is otherwise refused with a message saying it was made by an
older version, so it never silently changes meaning.  The recorded games in ``tests/fixtures/`` guard
this: a change that makes one of them replay differently fails the tests.

Schema 3 hashes the state with its messages as keys and parameters (``Game.state_hash``).  Schemas 1
and 2 hashed them as English text: their hash is checked against the replayed state with each message
in the English of that time (``i18n/legacy.py``, a frozen copy of its wording), so a reworded catalogue
opens them still, and a save that does not give its recorded position is still reported as damaged.
Schema 1 (the first release) had no rules version (it means version 1) and hashed a state that also
held a hand-kept reveal counter, which the engine now keeps itself (``chance.py``): it is checked with
that counter put back (see ``_matches_schema1``).  An older save is written again as schema 3.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from . import __version__
from .errors import IllegalMove, SaveError, reason_of
from .game import Game, hash_dict
from .i18n.legacy import with_legacy_text
from .i18n.messages import Msg

FORMAT = "rail-table-save"
SCHEMA = 3

# Far above any real save (a long four-player game is a few kB, nested four levels deep), and checked
# before parsing: deep nesting exhausts the parser's stack (fatal to the whole runtime in the page, where
# the stack is WebAssembly's), and a huge file only wastes time.  The page checks the same limits first
# (web/js/guard.js).
MAX_SAVE_CHARS = 1_000_000
MAX_SAVE_DEPTH = 32
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def to_save(game: Game, **extra: Any) -> dict[str, Any]:
    if game.scripted:
        # Its dice and draws came from a test script, not from the seed: replaying it would differ.
        raise ValueError("a game with scripted chance (a test position) cannot be saved")
    save = {
        "format": FORMAT,
        "schema": SCHEMA,
        "engine": __version__,
        "game": game.game_id,
        "rules_version": game.rules_version,
        "options": game.options,
        "seed": game.seed,
        "moves": list(game.moves),
        "undo_floor": game.undo_floor,
        "hash": game.state_hash(),
    }
    save.update(extra)
    return save


def dumps(game: Game, **extra: Any) -> str:
    return encode(to_save(game, **extra))


def encode(save: dict[str, Any]) -> str:
    """The text of a save made by to_save (for a caller that also needs the save's fields)."""
    return json.dumps(save, ensure_ascii=False, indent=1)


def load_game(data: str | bytes | dict) -> Game:
    """Rebuild a game from a save (text or parsed).  Raises SaveError with a readable reason."""
    if isinstance(data, (str, bytes)):
        check_text(data)
        try:
            data = json.loads(data)
        except (ValueError, UnicodeDecodeError) as exc:
            raise SaveError(Msg("save.not_json", reason=str(exc))) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Msg("save.not_a_save"))
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise SaveError(Msg("save.no_schema"))
    if schema > SCHEMA:
        raise SaveError(Msg("save.newer_schema", engine=str(data.get("engine", "?")), schema=schema, ours=SCHEMA))
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise SaveError(Msg("save.no_moves"))
    try:
        # Game checks the id, options and seed itself and says what is wrong with them.
        game_id: Any = data.get("game")
        seed: Any = data.get("seed")
        game = Game(game_id, data.get("options"), seed, _rules_version(data))
    except SaveError:
        raise
    except ValueError as exc:
        raise SaveError(Msg("save.cannot_open_dot", reason=reason_of(exc))) from None
    for number, move in enumerate(moves, 1):
        try:
            game.push(move)
        except IllegalMove as exc:
            raise SaveError(Msg("save.illegal_move", number=number, move=move, reason=exc.reason)) from None
    recorded = data.get("hash")
    if recorded is not None and not _matches(game, schema, recorded):
        raise SaveError(Msg("save.hash_differs"))
    floor = data.get("undo_floor")
    if isinstance(floor, int) and not isinstance(floor, bool) and game.undo_floor <= floor <= len(moves):
        # A save may only raise the floor (a resumed game keeps what was final), never lower it.
        game.undo_floor = floor
    return game


def check_text(data: str | bytes) -> None:
    """SaveError when a save's text is too large or too deeply nested to be parsed safely."""
    if len(data) > MAX_SAVE_CHARS:
        raise SaveError(Msg("save.too_large", size=len(data), limit=MAX_SAVE_CHARS))
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub('""', text)):
        depth += 1 if bracket in "[{" else -1
        if depth > deepest:
            deepest = depth
            if deepest > MAX_SAVE_DEPTH:
                raise SaveError(Msg("save.too_deep", depth=MAX_SAVE_DEPTH))


def _rules_version(data: dict[str, Any]) -> int:
    """The rules version a save was played under, or SaveError when this release can't replay it."""
    from .registry import get_rules

    try:
        rules = get_rules(data.get("game"))  # type: ignore[arg-type]
    except ValueError as exc:
        raise SaveError(Msg("save.cannot_open_dot", reason=reason_of(exc))) from None
    version = data.get("rules_version", 1) if data.get("schema") == 1 else data.get("rules_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(Msg("save.no_rules_version"))
    if version > rules.rules_version:
        raise SaveError(Msg("save.newer_rules", game=rules.name, version=version, ours=rules.rules_version))
    if version != rules.rules_version and version not in rules.replays_versions:
        raise SaveError(Msg("save.older_rules", game=rules.name, version=version, ours=rules.rules_version))
    return version


def _matches(game: Game, schema: int, recorded: Any) -> bool:
    """Is ``recorded`` the hash a save of ``schema`` gave the replayed game's state?"""
    if schema >= 3:
        return bool(recorded == game.state_hash())
    if schema == 2:
        return bool(recorded == hash_dict(with_legacy_text(game.state.to_dict())))
    return _matches_schema1(game, recorded)


def _matches_schema1(game: Game, recorded: Any) -> bool:
    """Does a schema-1 hash match this replayed state, with the old reveal counter put back?

    Schema 1 states held ``reveals``, a count the games kept by hand of moves that showed something
    hidden.  It never influenced play, so every played field is checked exactly and only that count is
    searched: it is at most a few per move.
    """
    state = with_legacy_text(game.state.to_dict())
    blob = json.dumps({**state, "reveals": 0}, sort_keys=True, separators=(",", ":"))
    head, tail = blob.split('"reveals":0', 1)
    for count in range(6 * len(game.moves) + 10):
        if hashlib.sha256(f'{head}"reveals":{count}{tail}'.encode()).hexdigest() == recorded:
            return True
    return False
