"""What happened since a seat's last move (Game.news), in the call's language: the snapshot's news and
notices, and the hotseat table's "since your last move"."""

from __future__ import annotations

import sys
from typing import Any

from ..game import Game
from .fallbacks import log_lines
from .replies import say


def news(game: Game, seat: int, viewer: int | None, view: dict) -> list[Any]:
    """The log entries since ``seat``'s last move (Game.news), as ``viewer`` reads them: from the view's log
    when it holds them all (the usual case: no second view to build)."""
    start = game.news_start(seat)
    need = 0 if start is None else game.state.log_total() - start
    if start is None or need <= 0:
        return []
    log = view.get("log")
    return log[len(log) - need:] if isinstance(log, list) and need <= len(log) else game.state.log_since(viewer, start)


def said_log(game: Game, entries: list[Any]) -> list[str]:
    """Log entries as the page's lines, in this call's language."""
    return [say(line) for line in log_lines({"log": entries}, game)]


def news_lines(game: Game, seat: int, viewer: int | None, view: dict) -> list[str]:
    """news() in this call's language."""
    return said_log(game, news(game, seat, viewer, view))


def notices(rules: Any, view: dict, entries: list[Any], warnings: list[str]) -> list[Any]:
    """The game's notices among the news (contract.GameRules.notices); none when that fails."""
    if not entries:
        return []
    try:
        return list(rules.notices(view, entries))
    except Exception as exc:  # noqa: BLE001 - a failing hook must not stop the page (see fallbacks.py)
        print(f"bridge: {rules.id}.notices failed: {exc!r}", file=sys.stderr)
        warnings.append(f"notices: {exc}")
        return []
