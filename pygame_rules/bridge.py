"""The page's API to the engine: plain strings and numbers in, JSON text out, one open game.

The web page (web/worker.py runs these functions in a web worker for JavaScript) never touches a ``Game`` object: every
call returns a JSON document, so nothing crosses the Pyodide boundary but strings, and the whole
contract is testable in CPython.  Calls never raise for anything a player can cause: a refused move,
a broken save or bad options come back as ``{"ok": false, "error": "<text for the player>"}``.

Two kinds of answer keep hidden information where it belongs:

* the **table** (returned by every call that changes the game) says who sits where, who acts, whose
  view the hotseat screen should show (``audience``), whether the game is over, the state hash and
  the save text.  It holds no view, so the page can decide whose view to show (and raise the
  privacy screen) before any secret reaches the DOM.  The save lives here and not in the snapshot
  because seed + moves determine every hidden piece: it is for storage, never for rendering.
* the **snapshot** is one seat's view (or the spectators'), ready to render: board and hand SVG,
  status line, legal moves with labels, player rows, log and result.  It holds only what
  ``game.view(viewer)`` holds.

The presentation hooks of a game's rules (``status_text``, ``move_label``, ``player_rows``,
``hand_svg``, ``prompt``; see contract.py) answer None by default, and the generic version here is used
instead, so a new game is playable before it has them.  A hook that fails falls back too (and says so
in the snapshot's ``warnings``): a presentation bug must not make a game unplayable.

The seat that must act (``current_player``) may be any seat, not only the one whose turn it is: the
table's ``audience`` then names that seat, so the page raises the "Pass to …" screen for it.
"""

from __future__ import annotations

import functools
import html
import json
import re
import sys
from typing import Any

from . import __version__
from .errors import IllegalMove, SaveError, reason_of
from .game import Game
from .game import new_game as _new_game
from .i18n import LANGS, current_language, t, use_language
from .i18n.messages import ListOf, Msg
from .patch import Shown
from .registry import list_games
from .saves import dumps, encode, load_game, to_save
from .story import story_of
from .story_svg import amount, chart_svg

MAX_SEED = 2**64

# data-move="..." or data-move='...' in the renderer's SVG; values are attribute-escaped.  An element
# that can play several moves (a route paid for in different ways) also has data-moves, a JSON array.
_DATA_MOVE = re.compile(r"""\bdata-move\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_DATA_MOVES = re.compile(r"""\bdata-moves\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def _needs_game(method):
    """Answer "No game is open." instead of calling ``method(self, game, ...)`` without one."""
    @functools.wraps(method)
    def call(self, *args):
        if self.game is None:
            return _error(t(current_language(), "engine.no_game"))
        return method(self, self.game, *args)
    return call


class Table:
    """One open game and the calls the page makes on it (module-level functions use one instance)."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.shown = Shown()  # the drawings the page was sent, to answer with patches against them
        self.lang = "en"  # the language the page reads (set_language); every call answers in it
        self.hashed: tuple[Game, tuple[str, ...], str] | None = None  # the last table's state hash

    # -- language ------------------------------------------------------------------------------
    def set_language(self, lang: str) -> str:
        """Answer in ``lang`` ("en" or "de") from now on: status lines, labels, logs, errors."""
        self.lang = lang if lang in LANGS else "en"
        return _json({"ok": True, "lang": self.lang})

    # -- catalogue -----------------------------------------------------------------------------
    def games(self) -> str:
        """The game list (a JSON array, see registry.list_games): id, name, seats, bots, blurb."""
        return _json(list_games())

    def version(self) -> str:
        return _json({"ok": True, "version": __version__})

    # -- opening a game ------------------------------------------------------------------------
    def new_game(self, game_id: str, options_json: str | None = None, seed: Any = None) -> str:
        """Start a game; ``seed`` None or "" picks a random one (a number or digit string otherwise)."""
        try:
            options = _parse_options(options_json)
            game = _new_game(game_id, options, _parse_seed(seed))
        except ValueError as exc:  # bad JSON, unknown game, bad seats, bad seed
            return _error(_sentence(_say(game_id, reason_of(exc))))
        self.game = game
        return self._changed()

    def open_save(self, save_json: str) -> str:
        """Open a save (text).  On failure the open game, if any, stays open."""
        try:
            game = load_game(save_json)
        except SaveError as exc:
            return _error(_say(None, reason_of(exc)))
        except Exception as exc:  # noqa: BLE001 - anything from a foreign file is the file's fault
            return _error(t(current_language(), "save.cannot_open", reason=_why(exc)))
        self.game = game
        return self._changed()

    def replay(self, game_id: str, options_json: str | None, seed: Any, moves_json: str) -> str:
        """Set up ``game_id`` and push ``moves`` (a JSON list of notation), e.g. for an embedded board.

        Stops at the first refused move: the error names it, and ``table`` shows the position reached
        before it, so a teacher's link with a typo still shows something useful.
        """
        try:
            moves = _parse_moves(moves_json)
            options = _parse_options(options_json)
            if seed is None or seed == "":
                raise ValueError(Msg("engine.replay_needs_seed"))
            parsed = _parse_seed(seed)
            assert parsed is not None  # blank was refused above
            game = Game(game_id, options, parsed)
        except ValueError as exc:
            return _error(_sentence(_say(game_id, reason_of(exc))))
        self.game = game
        for number, move in enumerate(moves, 1):
            try:
                game.push(move)
            except IllegalMove as exc:
                return _json({"ok": False, "error": _say(game, Msg("engine.move_refused", number=number, move=move,
                                                                   reason=_say(game, exc.reason))),
                              "table": self._table()})
        return self._changed()

    # -- playing -------------------------------------------------------------------------------
    @_needs_game
    def play(self, game: Game, move: str) -> str:
        try:
            played = game.push(move)
        except IllegalMove as exc:
            return _json({"ok": False, "error": _sentence(_say(game, exc.reason)), "move": str(move)})
        return self._changed(played=played)

    @_needs_game
    def undo(self, game: Game) -> str:
        try:
            undone = game.undo()
        except IllegalMove as exc:
            return _error(_sentence(_say(game, exc.reason)))
        return self._changed(undone=undone)

    @_needs_game
    def bot_step(self, game: Game) -> str:
        """Let the acting seat's bot move (refused when a human is to act or the game is over)."""
        move, error = self._bot_choice(game)
        if error is not None:
            return error
        seat = game.current_player
        assert seat is not None  # a bot chose: someone is to act
        try:
            game.push(move)
        except Exception as exc:  # noqa: BLE001 - a bot bug must reach the page as a message, not a hang
            return _error(t(current_language(), "engine.bot_failed", name=_seat_name(game, seat), reason=_why(exc)))
        return self._changed(played=move)

    @_needs_game
    def bot_move(self, game: Game) -> str:
        """The acting seat's bot's choice, not played: ``{"ok": true, "move": ..., "moves_played": n}``.

        The page plays it (``play``) only if it still shows this game when the answer comes: the engine
        runs in a worker, and a player may leave, or a lesson go back, while the bot thinks; a choice
        that is never played leaves no trace.  The same move as ``bot_step`` would play.
        """
        move, error = self._bot_choice(game)
        return error if error is not None else _json({"ok": True, "move": move, "moves_played": len(game.moves)})

    @staticmethod
    def _bot_choice(game: Game) -> tuple[str, str | None]:
        """The acting bot's move, or ("", the error answer) when no bot is to act or the bot failed."""
        seat = game.current_player
        if seat is None:
            return "", _error(t(current_language(), "engine.game_over_error"))
        if not game.options["players"][seat].get("bot"):
            return "", _error(t(current_language(), "engine.not_a_bot", name=_seat_name(game, seat)))
        # The bot's own randomness is derived from the game, so the same game replays the same way
        # (the chosen move is recorded in the move list either way).
        try:
            return game.bot_move(seed=(game.seed * 1_000_003 + len(game.moves)) % 2**32), None
        except Exception as exc:  # noqa: BLE001 - a bot bug must reach the page as a message, not a hang
            return "", _error(t(current_language(), "engine.bot_failed", name=_seat_name(game, seat), reason=_why(exc)))

    # -- looking -------------------------------------------------------------------------------
    @_needs_game
    def table(self, game: Game) -> str:
        return _json({"ok": True, "table": build_table(game)})

    @_needs_game
    def save(self, game: Game) -> str:
        """The save text alone (also in every table); ``{"ok": true, "save": "..."}``."""
        return _json({"ok": True, "save": dumps(game)})

    @_needs_game
    def snapshot(self, game: Game, viewer: Any = None, have: str | None = None) -> str:
        """Everything to draw for ``viewer`` (a seat number, or None for the public view).

        ``have``: the drawings the page shows, ``{"board": token, "hand": token}`` (JSON; tokens from
        an earlier answer, null for none).  Given, the answer names each drawing by ``board_token`` /
        ``hand_token`` and carries either its full text (``board_svg``) or, when the page shows a
        drawing this table sent, only the pieces that changed (``board_patch``, see patch.py); and it
        leaves out the raw ``view`` (the page draws from the rest: less to encode and decode per move).
        """
        if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool)
                                   or not 0 <= viewer < len(game.options["players"])):
            return _error(t(current_language(), "engine.no_seat", seat=repr(viewer)))
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
        return _json({"ok": True, "snapshot": snap})

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
                "status": _say(game, _hook(game.rules, "status_text", _fallback_status, [], view, game=game)),
                "winners": [_seat_name(game, w) for w in (game.result() or {}).get("winners", [])],
                "state_hash": game.state_hash(),
            }
        except SaveError as exc:
            return _error(_say(None, reason_of(exc)))
        except Exception as exc:  # noqa: BLE001 - the list must show every save, even a baffling one
            return _error(t(current_language(), "save.cannot_open", reason=_why(exc)))
        return _json({"ok": True, "summary": summary})

    def story(self, game_id: str, options_json: str | None, seed: Any, moves_json: str,
              rules_version: Any = None, at: Any = None) -> str:
        """The story of the game these moves play (as ``replay`` takes them; ``rules_version``: a save's),
        for the game-over panel and replays: ``{"ok": true, "story": {"svg", "title", "per", "points"}}``,
        ``"story": null`` while the moves do not finish the game.  ``at``: the moves played in the
        position shown beside the chart, marked on it.  Never changes the open game."""
        try:
            moves = _parse_moves(moves_json)
            parsed = _parse_seed(seed)
            version = None if rules_version in (None, "") else int(rules_version)
            told = _story(game_id, options_json or "{}", 0 if parsed is None else parsed, tuple(moves), version)
        except IllegalMove as exc:
            return _error(_sentence(_say(game_id, exc.reason)))
        except (ValueError, TypeError) as exc:
            return _error(_sentence(_say(game_id, reason_of(exc))))
        if told is None:
            return _json({"ok": True, "story": None})
        shown = int(at) if isinstance(at, (int, float)) and not isinstance(at, bool) else None
        return _json({"ok": True, "story": tell(told, current_language(), shown)})

    # -- internals -----------------------------------------------------------------------------
    def _table(self) -> dict[str, Any]:
        assert self.game is not None
        table = build_table(self.game)
        # The snapshot that follows a move need not hash the state again (the same moves, the same state).
        self.hashed = (self.game, tuple(self.game.moves), table["state_hash"])
        return table

    def _changed(self, **extra) -> str:
        return _json({"ok": True, **extra, "table": self._table()})


# -- building the answers ----------------------------------------------------------------------
def build_table(game: Game) -> dict:
    """What every seat may know about the game, plus the save for storage.

    The save is never to be rendered: its seed and moves determine every hidden piece.
    """
    seats = game.options["players"]
    current = game.current_player
    humans = [i for i, s in enumerate(seats) if not s.get("bot")]
    save = to_save(game)  # it carries the state hash: hashing the state once per move is enough
    # For the hotseat pass screen (public, as all of the table is): why it asks for the next player (the public
    # status line) and what happened last (the public log's last three lines), so a turn that ran by itself is seen.
    public = game.view(None)
    log = _log(public, game) if game.moves else []
    return {
        "game": game.game_id,
        "game_name": game.rules.name,
        "seats": [{"name": s["name"], "bot": s.get("bot"), "human": not s.get("bot")} for s in seats],
        "humans": humans,
        "current_player": current,
        "current_is_bot": current is not None and bool(seats[current].get("bot")),
        "audience": audience(game),
        "is_over": game.is_over,
        "moves_played": len(game.moves),
        "can_undo": game.can_undo and current is not None and not seats[current].get("bot"),
        "status": _say(game, _text(_hook(game.rules, "status_text", _fallback_status, [], public, game=game))),
        "last": _summary([_say(game, line) for line in log[-3:]]),
        "state_hash": save["hash"],
        "save": encode(save),
    }


def _summary(lines: list[str]) -> str | None:
    """Log lines as one: a lead they all share ("Round 3: ") is said once."""
    if not lines:
        return None
    lead = lines[0].split(": ", 1)[0] + ": "
    if len(lines) > 1 and all(line.startswith(lead) for line in lines):
        lines = [lines[0]] + [line[len(lead):] for line in lines[1:]]
    return " · ".join(lines)


def audience(game: Game) -> int | None:
    """Whose view the hotseat screen should show now.

    The acting human; while a bot acts or once the game is over, the only human if there is exactly
    one (a solo player always sees their own hand), otherwise nobody (the public view), so a bot's
    turn in a multi-human game never shows a human's hand to whoever glances at the screen.
    """
    seats = game.options["players"]
    current = game.current_player
    if current is not None and not seats[current].get("bot"):
        return current
    humans = [i for i, s in enumerate(seats) if not s.get("bot")]
    return humans[0] if len(humans) == 1 else None


def build_snapshot(game: Game, viewer: int | None, state_hash: str | None = None) -> dict:
    """``state_hash``: the game's, when the caller knows it already."""
    rules = game.rules
    view = game.view(viewer)
    warnings: list[str] = []
    seats = game.options["players"]
    current = game.current_player

    # game.svg(viewer), without working out the same view again; the game draws its words in this
    # call's language (current_language())
    board_svg = rules.render_svg(view)
    hand_svg = None
    if viewer is not None:
        hand_svg = _hook(rules, "hand_svg", lambda v, **_: None, warnings, view, game=game)
    on_board, in_hand = data_moves(board_svg), data_moves(hand_svg or "")

    moves = []
    form = None
    if viewer is not None and viewer == current:
        form = _say_form(game, _hook(rules, "move_form", lambda v, **_: None, warnings, view, game=game))
        by_form = form["verb"] if form else None
        for move in game.legal_moves():
            label = _hook(rules, "move_label", lambda m, v, **_: m, warnings, move, view, game=game)
            where = ("hand" if move in in_hand else "board" if move in on_board
                     else "form" if move.split()[0] == by_form else None)
            # A move that destroys something of the player's own (dismantling track) is listed last, and the
            # page asks before playing it even from a click on the board.
            undoing = bool(_hook(rules, "destructive", lambda m, v, **_: False, warnings, move, view, game=game))
            moves.append({"move": move, "label": _say(game, _text(label)), "shown": where, "destructive": undoing})
        moves.sort(key=lambda m: m["destructive"])  # stable: the rules' order otherwise

    result = game.result()
    if result is not None:
        result = dict(result)
        result["ranking"] = [dict(row, name=_seat_name(game, row["player"])) for row in result.get("ranking", [])]
        result["winner_names"] = [_seat_name(game, w) for w in result.get("winners", [])]
        if isinstance(result.get("tie_break"), str):
            result["tie_break"] = _say(game, result["tie_break"])
        result["breakdown"] = _breakdown(game, result, warnings)

    return {
        "game": game.game_id,
        "game_name": rules.name,
        "viewer": viewer,
        "viewer_name": None if viewer is None else seats[viewer]["name"],
        "current_player": current,
        "current_name": None if current is None else seats[current]["name"],
        "current_is_bot": current is not None and bool(seats[current].get("bot")),
        "is_over": game.is_over,
        "status": _say(game, _text(_hook(rules, "status_text", _fallback_status, warnings, view, game=game))),
        # A question to ask in a dialog (e.g. which tickets to keep); None when the board is the way.
        "prompt": _say(game, _hook(rules, "prompt", lambda v, **_: None, warnings, view, game=game) if moves else None),
        # The prompt's moves as items to tick and confirm (contract.GameRules.pick), or None.
        "pick": _say_pick(_hook(rules, "pick", lambda v, **_: None, warnings, view, game=game) if moves else None),
        "board_svg": board_svg,
        "hand_svg": hand_svg,
        "moves": moves,
        "form": form,  # moves with a free amount, made in a small form (contract.GameRules.move_form)
        "players": _players(rules, view, game, warnings),
        "log": [_say(game, line) for line in _log(view, game)],
        "can_undo": bool(view.get("can_undo")),
        # Why Undo is off for the player to act: "revealed" (their last move rolled or drew: final), else None.
        "undo_why": ("revealed" if moves and not view.get("can_undo") and game.moves
                     and game.undo_floor == len(game.moves) and "revealed" in game.floor_reason else None),
        "result": result,
        "moves_played": len(game.moves),
        "state_hash": state_hash or game.state_hash(),
        "view": view,
        "warnings": warnings,
    }


def _breakdown(game: Game, result: dict, warnings: list[str]) -> dict | None:
    """A finished game's breakdown (its Telling's) in the ranking's order, each row with its seat's rank
    and name, in this call's language; None when the game has none (or it fails)."""
    try:
        told = game.rules.telling()
        if told is None or told.breakdown is None:
            return None
        made = told.breakdown(game.state)
        columns, rows = made["columns"], made["rows"]
        return {"columns": [_say(game, c) for c in columns],
                "rows": [{"player": r["player"], "rank": r["rank"], "name": _seat_name(game, r["player"]),
                          "cells": [_say(game, c) for c in rows[r["player"]]]} for r in result["ranking"]]}
    except Exception as exc:  # noqa: BLE001 - see the module docstring: the panel shows the ranking then
        print(f"bridge: {game.game_id}.breakdown failed: {exc!r}", file=sys.stderr)
        warnings.append(f"breakdown: {exc}")
        return None


@functools.lru_cache(maxsize=8)
def _story(game_id: str, options_json: str, seed: int, moves: tuple[str, ...], version: int | None) -> dict | None:
    """story_of, remembered: a replay asks for the same story at every step it shows."""
    return story_of(game_id, _parse_options(options_json), seed, list(moves), version)


def tell(told: dict, lang: str, at: int | None = None) -> dict:
    """A story (story.story_of's) in ``lang``: its chart, and the words around it."""
    per = told["per"]
    final = told["points"][-1]["scores"]
    order = sorted(range(len(final)), key=lambda q: (-final[q], q))
    x_name = t(lang, f"engine.story.per.{per}")
    marks = [m["text"].say(lang) if isinstance(m["text"], Msg) else m["text"] for m in told["marks"]]
    title = t(lang, "engine.story.title", score=t(lang, f"engine.story.score.{told['score']}"))
    desc = " ".join([t(lang, "engine.story.final", standings=", ".join(
        f"{told['players'][q]} {amount(final[q], told['unit'], lang)}" for q in order))]
        + [t(lang, "engine.story.mark_at", mark=said, per=x_name, n=m["point"])
           for m, said in zip(told["marks"], marks, strict=True)])
    words = {"title": title, "desc": desc, "x": x_name, "y": t(lang, f"engine.story.score.{told['score']}"),
             "start": t(lang, "engine.story.start"), "end": t(lang, "engine.story.end"),
             "now": t(lang, "engine.story.now"), "marks": marks}
    return {"svg": chart_svg(told, words, lang, at), "title": title, "per": per, "points": len(told["points"])}


def data_moves(svg: str) -> set[str]:
    """The moves an SVG offers as clickable elements (its data-move values and data-moves lists).

    A ``svg.Drawing`` is read chunk by chunk, each chunk's moves remembered (a renderer that caches its
    pieces hands the same chunks again)."""
    made = getattr(svg, "chunks", None)
    if made is None:
        return set(_text_moves(svg))
    start, chunks, end = made
    found = set(_text_moves(start))
    for chunk in chunks:
        found |= _chunk_moves(chunk)
    return found


@functools.lru_cache(maxsize=4096)
def _chunk_moves(chunk: str) -> frozenset[str]:
    return _text_moves(chunk)


def _text_moves(svg: str) -> frozenset[str]:
    found = {html.unescape(m[1] if m[1] is not None else m[2]) for m in _DATA_MOVE.finditer(svg)}
    for m in _DATA_MOVES.finditer(svg):
        try:
            listed = json.loads(html.unescape(m[1] if m[1] is not None else m[2]))
        except ValueError:
            continue  # a malformed list offers nothing; those moves become buttons instead
        found.update(x for x in listed if isinstance(x, str))
    return frozenset(found)


def _players(rules, view: dict, game: Game, warnings: list[str]) -> dict:
    """Scoreboard as {"columns": [...], "rows": [{"seat", "cells": [...]}]} with formatted text cells."""
    rows = _hook(rules, "player_rows", _fallback_player_rows, warnings, view, game=game)
    if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
        warnings.append("player_rows: expected a list of objects")
        rows = _fallback_player_rows(view, game=game)
    columns: list[str] = []
    for row in rows:
        columns.extend(k for k in row if k not in columns)
    seat_rows = len(rows) == len(game.options["players"])  # rows in seat order, as the hook promises
    return {
        "columns": [_say(game, c) for c in columns],
        "rows": [{"seat": i if seat_rows else None, "cells": [_say(game, _cell(row.get(c))) for c in columns]}
                 for i, row in enumerate(rows)],
    }


def _fallback_player_rows(view: dict, *, game: Game) -> list[dict]:
    """Name plus whatever simple public facts the view lists per player."""
    seats = game.options["players"]
    per_player = view.get("players")
    rows = []
    for i, seat in enumerate(seats):
        name = Msg("engine.bot_name", name=seat["name"]) if seat.get("bot") else seat["name"]
        row: dict[str, Any] = {Msg("play.player"): name}  # the column's heading in the reader's language
        facts = per_player[i] if isinstance(per_player, list) and i < len(per_player) else {}
        if isinstance(facts, dict):
            for key, value in facts.items():
                if key != "name" and (value is None or isinstance(value, (str, int, float, bool))):
                    row[key.replace("_", " ").capitalize()] = value
        rows.append(row)
    return rows


def _cell(value: Any) -> Any:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return Msg("engine.yes" if value else "engine.no")
    if isinstance(value, int):
        return Msg("fmt.number", n=value)
    return _text(value)


def _fallback_status(view: dict, *, game: Game) -> str:
    seats = game.options["players"]
    if game.is_over:
        winners = (game.result() or {}).get("winners", [])
        names = ListOf((seats[w]["name"] for w in winners), last_and=True)
        return Msg("engine.over_won", names=names) if names else Msg("engine.over")
    current = game.current_player
    who = seats[current]["name"]
    if seats[current].get("bot"):
        return Msg("engine.bot_thinking", name=who)
    if view.get("viewer") == current:
        return Msg("engine.your_move", name=who)
    return Msg("engine.waiting", name=who)


def _log(view: dict, game: Game) -> list[str]:
    log = view.get("log")
    if isinstance(log, list):
        return [e if isinstance(e, str) else _text(e.get("text", "")) if isinstance(e, dict) else str(e) for e in log]
    return [f"{n}. {m}" for n, m in enumerate(game.moves, 1)]


_HOOKS = ("hand_svg", "status_text", "move_label", "player_rows", "prompt", "pick", "destructive", "move_form")


def _say_pick(pick: Any) -> dict[str, Any] | None:
    """A pick (contract.GameRules.pick) with its items' words in this call's language; None if malformed."""
    if not (isinstance(pick, dict) and isinstance(pick.get("verb"), str) and isinstance(pick.get("items"), list)):
        return None
    return {"verb": pick["verb"], "items": [_say(None, item) for item in pick["items"]],
            "min": int(pick.get("min", 1)), "confirm": _say(None, pick.get("confirm"))}


def _say_form(game: Game, form: Any) -> Any:
    """A move form's words (its title, labels and every choice's label) in this call's language."""
    if not isinstance(form, dict):
        return None

    def say(value: Any, key: str = "") -> Any:
        if isinstance(value, dict):
            return {k: say(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [say(v, key) for v in value]
        return _say(game, value) if key in ("title", "label", "hint") or key in _FORM_LABELS else value

    return say(form)


_FORM_LABELS = ("partner", "give", "ask", "amount", "money", "submit", "skip")


def _hook(rules: Any, name: str, fallback: Any, warnings: list[str], *args: Any, game: Game) -> Any:
    """The game's presentation hook ``name`` (one of contract.GameRules'), or ``fallback`` when the
    hook answers None or fails."""
    assert name in _HOOKS, name
    try:
        answer = getattr(rules, name)(*args)
    except Exception as exc:  # noqa: BLE001 - see the module docstring
        print(f"bridge: {rules.id}.{name} failed: {exc!r}", file=sys.stderr)
        warnings.append(f"{name}: {exc}")
        answer = None
    return fallback(*args, game=game) if answer is None else answer


def _say(game: Game | str | None, text: Any) -> Any:
    """A text the rules (or this module) made, in the language of this call: a message (i18n.messages)
    rendered; anything else shown as it is (a name, notation).  ``game`` is kept for the callers' sake:
    every game speaks in messages, so none needs its texts read back."""
    return text.say(current_language()) if isinstance(text, Msg) else text


def _why(exc: BaseException) -> Any:
    """What an exception says, in the language of this call (a message it was raised with rendered)."""
    return _say(None, reason_of(exc))


def _text(value: Any) -> Any:
    """A hook's answer as text, keeping a message a message (``str()`` would make it plain English)."""
    return value if isinstance(value, str) else str(value)



def _seat_name(game: Game, seat: int) -> str:
    return game.options["players"][seat]["name"]


def _parse_options(options_json: str | None) -> dict:
    if not options_json:
        return {}
    try:
        return json.loads(options_json)
    except ValueError:
        raise ValueError(Msg("engine.options_not_json")) from None


def _parse_moves(moves_json: str | None) -> list[str]:
    """A JSON list of moves in notation (ValueError saying what is wrong)."""
    try:
        moves = json.loads(moves_json) if moves_json else []
    except ValueError:
        raise ValueError(Msg("engine.moves_not_json")) from None
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise ValueError(Msg("engine.moves_not_list"))
    return moves


def _parse_seed(seed: Any) -> int | None:
    if seed is None or (isinstance(seed, str) and not seed.strip()):
        return None
    if isinstance(seed, float) and seed.is_integer():
        seed = int(seed)  # JavaScript numbers arrive as floats when they went through JSON
    if isinstance(seed, str) and seed.strip().isdigit():
        seed = int(seed.strip())
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < MAX_SEED:
        raise ValueError(Msg("engine.bad_seed"))
    return seed


def _sentence(exc: Any) -> str:
    text = str(exc).strip()
    if text[:1].islower():
        text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _error(message: str) -> str:
    return _json({"ok": False, "error": message})


def _json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


# -- the module-level API the page calls (one table per page) ----------------------------------
# What web/worker.py answers the page with: these methods of one Table, as module functions.
PAGE_CALLS = ("games", "version", "new_game", "open_save", "replay", "play", "undo", "bot_step", "bot_move", "table",
              "save", "snapshot", "inspect_save", "set_language", "story")


def _speaking(method):
    """Run a page call in the table's language (i18n.use_language), so every text it makes is in it."""
    @functools.wraps(method)
    def call(self, *args):
        with use_language(self.lang):
            return method(self, *args)
    return call


for _name in PAGE_CALLS:
    setattr(Table, _name, _speaking(getattr(Table, _name)))

_TABLE = Table()
globals().update({name: getattr(_TABLE, name) for name in PAGE_CALLS})

__all__ = ["PAGE_CALLS", "Table", "audience", "build_snapshot", "build_table", "data_moves", "tell",
           *PAGE_CALLS]
