"""The page's calls on one open game: plain strings and numbers in, JSON text out.

Every call returns a JSON document, so nothing crosses the Pyodide boundary but strings, and the whole
contract is testable in CPython.  Calls never raise for anything a player can cause: a refused move,
a broken save or bad options come back as ``{"ok": false, "error": "<text for the player>"}``.  Each call
answers in the language the page reads (``set_language``).

The seat that must act (``current_player``) may be any seat, not only the one whose turn it is: the
table's ``audience`` then names that seat, so the page raises the "Pass to …" screen for it.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any, Concatenate

from .. import __version__
from ..errors import IllegalMove, SaveError
from ..game import Game
from ..game import new_game as _new_game
from ..i18n import LANGS, current_language, t, use_language
from ..i18n.messages import Msg
from ..patch import Shown
from ..registry import list_games
from ..saves import dumps, load_game
from .args import parse_moves, parse_options, parse_seed
from .fallbacks import fallback_status, hook
from .guest import guest_snapshot
from .hint import hint_for, move_seed
from .public_table import build_table
from .replies import error, say, seat_name, sentence, to_json, why
from .snapshot import build_snapshot
from .story_text import remembered_story, tell


def _speaking[**P](method: Callable[Concatenate[Table, P], str]) -> Callable[Concatenate[Table, P], str]:
    """Run a page call in the table's language (i18n.use_language), so every text it makes is in it."""
    @functools.wraps(method)
    def call(self: Table, *args: P.args, **kwargs: P.kwargs) -> str:
        with use_language(self.lang):
            return method(self, *args, **kwargs)
    return call


def _needs_game[**P](method: Callable[Concatenate[Table, Game, P], str]) -> Callable[Concatenate[Table, P], str]:
    """Answer "No game is open." instead of calling ``method(self, game, ...)`` without one."""
    @functools.wraps(method)
    def call(self: Table, *args: P.args, **kwargs: P.kwargs) -> str:
        if self.game is None:
            return error(t(current_language(), "engine.no_game"))
        return method(self, self.game, *args, **kwargs)
    return call


class Table:
    """One open game and the calls the page makes on it (module-level functions use one instance)."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.shown = Shown()  # the drawings the page was sent, to answer with patches against them
        self.lang = "en"  # the language the page reads (set_language); every call answers in it
        self.hashed: tuple[Game, tuple[str, ...], str] | None = None  # the last table's state hash

    # -- language ------------------------------------------------------------------------------
    @_speaking
    def set_language(self, lang: str) -> str:
        """Answer in ``lang`` ("en" or "de") from now on: status lines, labels, logs, errors."""
        self.lang = lang if lang in LANGS else "en"
        return to_json({"ok": True, "lang": self.lang})

    # -- catalogue -----------------------------------------------------------------------------
    @_speaking
    def games(self) -> str:
        """The game list (a JSON array, see registry.list_games): id, name, seats, bots, blurb."""
        return to_json(list_games())

    @_speaking
    def version(self) -> str:
        return to_json({"ok": True, "version": __version__})

    # -- opening a game ------------------------------------------------------------------------
    @_speaking
    def new_game(self, game_id: str, options_json: str | None = None, seed: Any = None) -> str:
        """Start a game; ``seed`` None or "" picks a random one (a number or digit string otherwise)."""
        try:
            options = parse_options(options_json)
            game = _new_game(game_id, options, parse_seed(seed))
        except ValueError as exc:  # bad JSON, unknown game, bad seats, bad seed
            return error(sentence(why(exc)))
        self.game = game
        return self._changed()

    @_speaking
    def open_save(self, save_json: str) -> str:
        """Open a save (text).  On failure the open game, if any, stays open."""
        try:
            game = load_game(save_json)
        except SaveError as exc:
            return error(why(exc))
        except Exception as exc:  # noqa: BLE001 - anything from a foreign file is the file's fault
            return error(t(current_language(), "save.cannot_open", reason=why(exc)))
        self.game = game
        return self._changed()

    @_speaking
    def replay(self, game_id: str, options_json: str | None, seed: Any, moves_json: str) -> str:
        """Set up ``game_id`` and push ``moves`` (a JSON list of notation), e.g. for an embedded board.

        Stops at the first refused move: the error names it, and ``table`` shows the position reached
        before it, so a teacher's link with a typo still shows something useful.
        """
        try:
            moves = parse_moves(moves_json)
            options = parse_options(options_json)
            if seed is None or seed == "":
                raise ValueError(Msg("engine.replay_needs_seed"))
            parsed = parse_seed(seed)
            assert parsed is not None  # blank was refused above
            game = Game(game_id, options, parsed)
        except ValueError as exc:
            return error(sentence(why(exc)))
        self.game = game
        for number, move in enumerate(moves, 1):
            try:
                game.push(move)
            except IllegalMove as exc:
                return to_json({"ok": False, "error": say(Msg("engine.move_refused", number=number, move=move,
                                                              reason=say(exc.reason))),
                                "table": self._table()})
        return self._changed()

    # -- playing -------------------------------------------------------------------------------
    @_speaking
    @_needs_game
    def play(self, game: Game, move: str) -> str:
        try:
            played = game.push(move)
        except IllegalMove as exc:
            return to_json({"ok": False, "error": sentence(say(exc.reason)), "move": str(move)})
        return self._changed(played=played)

    @_speaking
    @_needs_game
    def play_for(self, game: Game, seat: Any, move: str, lang: str) -> str:
        """Play ``move`` for ``seat``, a player on another device (web/js/net/): refused unless that seat is to
        act.  A refusal is in the guest's ``lang``; the table of a move played in the page's own."""
        speech = lang if lang in LANGS else "en"
        if not self._is_seat(game, seat):
            return error(t(speech, "engine.no_seat", seat=repr(seat)))
        if game.is_over:
            return to_json({"ok": False, "error": t(speech, "engine.game_over_error"), "move": str(move)})
        if game.current_player != seat:
            return to_json({"ok": False, "error": t(speech, "devices.not_your_turn"), "move": str(move)})
        try:
            played = game.push(move)
        except IllegalMove as exc:
            with use_language(speech):
                return to_json({"ok": False, "error": sentence(say(exc.reason)), "move": str(move)})
        return self._changed(played=played)

    @_needs_game
    def guest_view(self, game: Game, seat: Any, lang: str) -> str:
        """What a player on another device at ``seat`` receives: its own snapshot in ``lang`` (bridge/guest.py);
        ``seat`` None: a spectator's, the public view."""
        if seat is not None and not self._is_seat(game, seat):
            return error(t(lang if lang in LANGS else "en", "engine.no_seat", seat=repr(seat)))
        return to_json({"ok": True, "snapshot": guest_snapshot(game, seat, lang)})

    @staticmethod
    def _is_seat(game: Game, seat: Any) -> bool:
        return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(game.options["players"])

    @_speaking
    @_needs_game
    def undo(self, game: Game) -> str:
        try:
            undone = game.undo()
        except IllegalMove as exc:
            return error(sentence(say(exc.reason)))
        return self._changed(undone=undone)

    @_speaking
    @_needs_game
    def bot_step(self, game: Game) -> str:
        """Let the acting seat's bot move (refused when a human is to act or the game is over)."""
        move, refused = self._bot_choice(game)
        if refused is not None:
            return refused
        seat = game.current_player
        assert seat is not None  # a bot chose: someone is to act
        try:
            game.push(move)
        except Exception as exc:  # noqa: BLE001 - a bot bug must reach the page as a message, not a hang
            return error(t(current_language(), "engine.bot_failed", name=seat_name(game, seat), reason=why(exc)))
        return self._changed(played=move)

    @_speaking
    @_needs_game
    def bot_move(self, game: Game) -> str:
        """The acting seat's bot's choice, not played: ``{"ok": true, "move": ..., "moves_played": n}``.

        The page plays it (``play``) only if it still shows this game when the answer comes: the engine
        runs in a worker, and a player may leave, or a lesson go back, while the bot thinks; a choice
        that is never played leaves no trace.  The same move as ``bot_step`` would play.
        """
        move, refused = self._bot_choice(game)
        return refused if refused is not None else to_json({"ok": True, "move": move, "moves_played": len(game.moves)})

    @_speaking
    @_needs_game
    def hint(self, game: Game) -> str:
        """What a bot would play for the human to act, not played (bridge/hint.py): ``{"ok": true, "move",
        "label", "text", "moves_played"}``; refused while a bot is to act or the game is over.  Changes
        nothing: not the state, the log, the save or any random generator of the game."""
        seat, bot = self._acting(game)
        if seat is None or bot:
            return error(t(current_language(), "engine.hint_not_yours"))
        try:
            return to_json({"ok": True, **hint_for(game, seat)})
        except Exception as exc:  # noqa: BLE001 - a bot bug must reach the page as a message, not a hang
            return error(t(current_language(), "engine.bot_failed", name=seat_name(game, seat), reason=why(exc)))

    @staticmethod
    def _acting(game: Game) -> tuple[int | None, bool]:
        """The seat to act (None once the game is over) and whether a bot plays it (a hint is for a human,
        a bot's move for a bot)."""
        seat = game.current_player
        return seat, seat is not None and bool(game.options["players"][seat].get("bot"))

    @staticmethod
    def _bot_choice(game: Game) -> tuple[str, str | None]:
        """The acting bot's move, or ("", the error answer) when no bot is to act or the bot failed."""
        seat, bot = Table._acting(game)
        if seat is None:
            return "", error(t(current_language(), "engine.game_over_error"))
        if not bot:
            return "", error(t(current_language(), "engine.not_a_bot", name=seat_name(game, seat)))
        # The bot's own randomness is derived from the game, so the same game replays the same way
        # (the chosen move is recorded in the move list either way).
        try:
            return game.bot_move(seed=move_seed(game)), None
        except Exception as exc:  # noqa: BLE001 - a bot bug must reach the page as a message, not a hang
            return "", error(t(current_language(), "engine.bot_failed", name=seat_name(game, seat), reason=why(exc)))

    # -- looking -------------------------------------------------------------------------------
    @_speaking
    @_needs_game
    def table(self, game: Game) -> str:
        return to_json({"ok": True, "table": build_table(game)})

    @_speaking
    @_needs_game
    def save(self, game: Game) -> str:
        """The save text alone (also in every table); ``{"ok": true, "save": "..."}``."""
        return to_json({"ok": True, "save": dumps(game)})

    @_speaking
    @_needs_game
    def snapshot(self, game: Game, viewer: Any = None, have: str | None = None) -> str:
        """Everything to draw for ``viewer`` (a seat number, or None for the public view).

        ``have``: the drawings the page shows, ``{"board": token, "hand": token}`` (JSON; tokens from
        an earlier answer, null for none).  Given, the answer names each drawing by ``board_token`` /
        ``hand_token`` and carries either its full text (``board_svg``) or, when the page shows a
        drawing this table sent, only the pieces that changed (``board_patch``, see patch.py); and it
        leaves out the raw ``view`` (the page draws from the rest: less to encode and decode per move).
        """
        if viewer is not None and not self._is_seat(game, viewer):
            return error(t(current_language(), "engine.no_seat", seat=repr(viewer)))
        hashed = self.hashed
        known = hashed[2] if hashed is not None and hashed[0] is game and hashed[1] == tuple(game.moves) else None
        snap = build_snapshot(game, viewer, known)
        if have is not None:
            try:
                shown = json.loads(have)
            except ValueError:
                shown = None
            shown = shown if isinstance(shown, dict) else {}
            for part in ("board", "hand"):
                mine = shown.get(part)
                sent = self.shown.update(snap[f"{part}_svg"], mine if isinstance(mine, str) else None)
                snap[f"{part}_token"] = sent["token"]
                snap[f"{part}_svg"] = sent.get("svg")
                snap[f"{part}_patch"] = sent.get("patch")
            del snap["view"]
        return to_json({"ok": True, "snapshot": snap})

    @_speaking
    def inspect_save(self, save_json: str) -> str:
        """Summary of a save for the saved-games list, or why it cannot be opened.  Never raises,
        never changes the open game."""
        try:
            game = load_game(save_json)
            seats = game.options["players"]
            view = game.view(None)
            summary = {
                "game": game.game_id,
                "game_name": game.rules.name,
                "players": [{"name": s["name"], "bot": s.get("bot")} for s in seats],
                "moves_played": len(game.moves),
                "is_over": game.is_over,
                "current_player": game.current_player,
                "status": say(hook(game.rules, "status_text", fallback_status, [], view, game=game)),
                "winners": [seat_name(game, w) for w in (game.result() or {}).get("winners", [])],
                "state_hash": game.state_hash(),
            }
        except SaveError as exc:
            return error(why(exc))
        except Exception as exc:  # noqa: BLE001 - the list must show every save, even a baffling one
            return error(t(current_language(), "save.cannot_open", reason=why(exc)))
        return to_json({"ok": True, "summary": summary})

    @_speaking
    def story(self, game_id: str, options_json: str | None, seed: Any, moves_json: str,
              rules_version: Any = None, at: Any = None) -> str:
        """The story of the game these moves play (as ``replay`` takes them; ``rules_version``: a save's),
        for the game-over panel and replays: ``{"ok": true, "story": {"svg", "title", "per", "points"}}``,
        ``"story": null`` while the moves do not finish the game.  ``at``: the moves played in the
        position shown beside the chart, marked on it.  Never changes the open game."""
        try:
            moves = parse_moves(moves_json)
            parsed = parse_seed(seed)
            version = None if rules_version in (None, "") else int(rules_version)
            told = remembered_story(game_id, options_json or "{}", 0 if parsed is None else parsed, tuple(moves),
                                    version)
        except IllegalMove as exc:
            return error(sentence(say(exc.reason)))
        except (ValueError, TypeError) as exc:
            return error(sentence(why(exc)))
        if told is None:
            return to_json({"ok": True, "story": None})
        shown = int(at) if isinstance(at, (int, float)) and not isinstance(at, bool) else None
        return to_json({"ok": True, "story": tell(told, current_language(), shown)})

    # -- internals -----------------------------------------------------------------------------
    def _table(self) -> dict[str, Any]:
        assert self.game is not None
        table = build_table(self.game)
        # The snapshot that follows a move need not hash the state again (the same moves, the same state).
        self.hashed = (self.game, tuple(self.game.moves), table["state_hash"])
        return table

    def _changed(self, **extra: Any) -> str:
        return to_json({"ok": True, **extra, "table": self._table()})
