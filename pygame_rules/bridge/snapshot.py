"""The snapshot: one seat's view (or the spectators'), ready to render.

Board and hand SVG, status line, legal moves with labels, player rows, log and result.  It holds only
what ``game.view(viewer)`` holds.
"""

from __future__ import annotations

import sys
from typing import Any

from ..game import Game
from .board_moves import data_moves
from .fallbacks import cell, fallback_player_rows, fallback_status, hook, log_lines
from .move_form import say_form, say_pick
from .news import news, notices, said_log
from .replies import as_text, say, seat_name


def build_snapshot(game: Game, viewer: int | None, state_hash: str | None = None) -> dict[str, Any]:
    """Everything to draw for ``viewer``; ``state_hash``: the game's, when the caller knows it already."""
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
        hand_svg = hook(rules, "hand_svg", lambda v, **_: None, warnings, view, game=game)
    on_board, in_hand = data_moves(board_svg), data_moves(hand_svg or "")

    moves = []
    form = None
    if viewer is not None and viewer == current:
        form = say_form(hook(rules, "move_form", lambda v, **_: None, warnings, view, game=game))
        by_form = form["verb"] if form else None
        for move in game.legal_moves():
            label = hook(rules, "move_label", lambda m, v, **_: m, warnings, move, view, game=game)
            where = ("hand" if move in in_hand else "board" if move in on_board
                     else "form" if move.split()[0] == by_form else None)
            # A move that destroys something of the player's own (dismantling track) is listed last, and the
            # page asks before playing it even from a click on the board.
            undoing = bool(hook(rules, "destructive", lambda m, v, **_: False, warnings, move, view, game=game))
            # A question the page asks before a click on a drawing plays the move (a sale's units and total).
            ask = hook(rules, "confirm", lambda m, v, **_: None, warnings, move, view, game=game)
            moves.append({"move": move, "label": say(as_text(label)), "shown": where, "destructive": undoing,
                          "confirm": None if ask is None else say(as_text(ask))})
        moves.sort(key=lambda m: m["destructive"])  # stable: the rules' order otherwise

    lines = news(game, viewer, viewer, view) if viewer is not None and not game.is_over else []

    result = game.result()
    if result is not None:
        result = dict(result)
        result["ranking"] = [dict(row, name=seat_name(game, row["player"])) for row in result.get("ranking", [])]
        result["winner_names"] = [seat_name(game, w) for w in result.get("winners", [])]
        if isinstance(result.get("tie_break"), str):
            result["tie_break"] = say(result["tie_break"])
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
        "status": say(as_text(hook(rules, "status_text", fallback_status, warnings, view, game=game))),
        # A question to ask in a dialog (e.g. which tickets to keep); None when the board is the way.
        "prompt": say(hook(rules, "prompt", lambda v, **_: None, warnings, view, game=game) if moves else None),
        # The prompt's moves as items to tick and confirm (contract.GameRules.pick), or None.
        "pick": say_pick(hook(rules, "pick", lambda v, **_: None, warnings, view, game=game) if moves else None),
        "board_svg": board_svg,
        "hand_svg": hand_svg,
        "moves": moves,
        "form": form,  # moves with a free amount, made in a small form (contract.GameRules.move_form)
        "players": _players(rules, view, game, warnings),
        "log": [say(line) for line in log_lines(view, game)],
        # What happened since the viewer's last move, every line of it (the log above may hold only the latest).
        "news": said_log(game, lines),
        # The events among them the page shows where the player looks (claim jumpers, winter, a last round ...).
        "notices": said_log(game, notices(rules, view, lines, warnings)),
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
        return {"columns": [say(c) for c in columns],
                "rows": [{"player": r["player"], "rank": r["rank"], "name": seat_name(game, r["player"]),
                          "cells": [say(c) for c in rows[r["player"]]]} for r in result["ranking"]]}
    except Exception as exc:  # noqa: BLE001 - the panel shows the ranking then (see fallbacks.py)
        print(f"bridge: {game.game_id}.breakdown failed: {exc!r}", file=sys.stderr)
        warnings.append(f"breakdown: {exc}")
        return None


def _players(rules: Any, view: dict, game: Game, warnings: list[str]) -> dict:
    """Scoreboard as {"columns": [...], "rows": [{"seat", "cells": [...]}]} with formatted text cells."""
    rows = hook(rules, "player_rows", fallback_player_rows, warnings, view, game=game)
    if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
        warnings.append("player_rows: expected a list of objects")
        rows = fallback_player_rows(view, game=game)
    columns: list[str] = []
    for row in rows:
        columns.extend(k for k in row if k not in columns)
    seat_rows = len(rows) == len(game.options["players"])  # rows in seat order, as the hook promises
    return {
        "columns": [say(c) for c in columns],
        "rows": [{"seat": i if seat_rows else None, "cells": [say(cell(row.get(c))) for c in columns]}
                 for i, row in enumerate(rows)],
    }
