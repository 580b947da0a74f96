"""A hint for the human to act: the move a bot would play in their place, decided from their own view.

The bot is the game's strongest level that is not experimental (an experimental level is listed right
after the strongest, contract.GameRules.own_bots; one shown stronger is listed first, standing.py), and
it decides as every bot does, through the ``Bot`` protocol from the seat's view and the legal moves
(a hint must not know what the player cannot see); a level that searches is also handed the position,
and deals anew all the seat cannot see before it looks (pygame_rules/search/expert.py).  Its seed comes
from the game's seed and the number of moves played, so the same position gets the same hint on every
machine (but for a level that searches, which in the page also stops at a time cap: a slow device may
see fewer playouts); asking changes nothing of the game, its log or its save.

With the move comes why, where the game can say it (issue 37): its ``bots/hints.py`` ``hint_reason(move,
view)`` reads the same view with the strong bot's own judgement ("It completes your ticket ...") and
answers a message, or None when no honest reason holds; the hint then names the move only.
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..i18n.messages import Msg
from ..standing import experimental
from .fallbacks import hook
from .replies import as_text, say


def move_seed(game: Game) -> int:
    """The seed a bot deciding in this position draws from: the same game replays the same way."""
    return (game.seed * 1_000_003 + len(game.moves)) % 2**32


def hint_level(rules: Any) -> str:
    """The level that gives hints: the strongest of the game's own that is not experimental."""
    for name, bot in rules.own_bots().items():
        if not experimental(bot):
            return str(name)
    return str(rules.default_bot)


def hint_for(game: Game, seat: int) -> dict[str, Any]:
    """The hinted move for ``seat`` (who must be the one to act), its label, the reason (a sentence, or
    None when the game gives none) and the text that says both."""
    view = game.view(seat)
    level = hint_level(game.rules)
    # A level that searches (the expert, once it is no longer experimental) needs a position to play out:
    # it deals what the seat cannot see anew from the view (secrets.redeal), never reading it.  Every
    # other level is handed the view alone.
    searching = hasattr(game.rules.own_bots().get(level), "choose_in")
    move = game.rules.bot_move(level, view, game.legal_moves(), move_seed(game), game.state if searching else None)
    label = say(as_text(hook(game.rules, "move_label", lambda m, v, **_: m, [], move, view, game=game)))
    # Why, from the same view (the game's bots/hints.py, read like the strong bot reads it), or None.
    why = hook(game.rules, "hint_reason", lambda m, v, **_: None, [], move, view, game=game)
    reason = None if why is None else say(as_text(why))
    text = say(Msg("engine.hint", move=label) if reason is None else Msg("engine.hint_why", move=label, reason=reason))
    return {"move": move, "label": label, "reason": reason, "text": text, "moves_played": len(game.moves)}
