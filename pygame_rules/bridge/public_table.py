"""The table: what every seat may know about the open game, plus its save, answered after every change.

It holds no view, so the page can decide whose view to show (and raise the privacy screen) before any
secret reaches the DOM.  The save lives here and not in the snapshot because seed + moves determine every
hidden piece: it is for storage, never for rendering.
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..saves import encode, to_save
from ..secrets import get_path
from .fallbacks import fallback_status, hook
from .news import news_lines
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
    # status line) and what happened since their last move (the public log's lines), so a turn that ran by
    # itself is seen, however long it was.
    public = game.view(None)
    who = audience(game)
    last = news_lines(game, who, None, public) if who is not None else None
    return {
        "game": game.game_id,
        "game_name": game.rules.name,
        "seats": [{"name": s["name"], "bot": s.get("bot"), "human": not s.get("bot")} for s in seats],
        "humans": humans,
        "current_player": current,
        "current_is_bot": current is not None and bool(seats[current].get("bot")),
        "audience": who,
        # Whether the audience's view holds a secret of their own (the game's declared secrets): only then
        # does the hotseat page hide the screen and ask for them before showing it.
        "private": who is not None and _keeps_secret(game, who),
        "is_over": game.is_over,
        "moves_played": len(game.moves),
        "can_undo": game.can_undo and current is not None and not seats[current].get("bot"),
        "status": say(as_text(hook(game.rules, "status_text", fallback_status, [], public, game=game))),
        "last": last or None,
        "state_hash": save["hash"],
        "save": encode(save),
    }


def _keeps_secret(game: Game, seat: int) -> bool:
    """Whether ``seat`` holds a secret now: a part of the state the game declares theirs alone (a hand, tickets,
    dice behind a screen) that is not empty.  Secrets of nobody (a deck's order) show in no view."""
    for secret in game.state.secrets():
        if secret.owner != seat:
            continue
        value = get_path(game.state, secret.path)
        if secret.shape == "opaque" or (sum(value.values()) if secret.shape == "counts" else len(value)):
            return True
    return False


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
