"""The table: what every seat may know about the open game, plus its save, answered after every change.

It holds no view, so the page can decide whose view to show (and raise the privacy screen) before any
secret reaches the DOM.  The save lives here and not in the snapshot because seed + moves determine every
hidden piece: it is for storage, never for rendering.
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..saves import encode, to_save
from .fallbacks import fallback_status, hook, log_lines
from .replies import as_text, say


def build_table(game: Game) -> dict[str, Any]:
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
    log = log_lines(public, game) if game.moves else []
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
        "status": say(as_text(hook(game.rules, "status_text", fallback_status, [], public, game=game))),
        "last": _summary([say(line) for line in log[-3:]]),
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
