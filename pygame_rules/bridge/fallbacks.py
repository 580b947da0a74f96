"""A game's presentation hooks, and what the page shows when a hook answers None or fails.

The hooks of a game's rules (``status_text``, ``move_label``, ``player_rows``, ``hand_svg``, ``prompt``,
``destructive``, ``move_form``; see contract.py) answer None by default, and the generic version here is
used instead, so a new game is playable before it has them.  A hook that fails falls back too (and says
so in the snapshot's ``warnings``): a presentation bug must not make a game unplayable.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from ..game import Game
from ..i18n.messages import ListOf, Msg
from .replies import as_text

HOOKS = ("hand_svg", "status_text", "move_label", "player_rows", "prompt", "pick", "destructive", "move_form",
         "confirm", "hint_reason")


def hook(rules: Any, name: str, fallback: Callable[..., Any], warnings: list[str], *args: Any, game: Game) -> Any:
    """The game's presentation hook ``name`` (one of contract.GameRules'), or ``fallback`` when the
    hook answers None or fails."""
    assert name in HOOKS, name
    try:
        answer = getattr(rules, name)(*args)
    except Exception as exc:  # noqa: BLE001 - see the module docstring
        print(f"bridge: {rules.id}.{name} failed: {exc!r}", file=sys.stderr)
        warnings.append(f"{name}: {exc}")
        answer = None
    return fallback(*args, game=game) if answer is None else answer


def fallback_status(view: dict, *, game: Game) -> Any:
    """Who is to move (or who won): the status line of a game without its own."""
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


def fallback_player_rows(view: dict, *, game: Game) -> list[dict]:
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


def cell(value: Any) -> Any:
    """A scoreboard cell as text (or a message): nothing as a dash, yes/no and numbers in the reader's words."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return Msg("engine.yes" if value else "engine.no")
    if isinstance(value, int):
        return Msg("fmt.number", n=value)
    return as_text(value)


def log_lines(view: dict, game: Game) -> list[Any]:
    """The view's log as lines (texts or messages), or the moves in notation when the view has no log."""
    log = view.get("log")
    if isinstance(log, list):
        return [e if isinstance(e, str) else as_text(e.get("text", "")) if isinstance(e, dict) else str(e)
                for e in log]
    return [f"{n}. {m}" for n, m in enumerate(game.moves, 1)]
