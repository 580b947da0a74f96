"""Which games exist.  A game is registered by naming its package here; nothing else is game-specific.

``register`` adds a rules object at run time (the conformance suite registers a toy game that way, to
show the suite runs against anything registered).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .contract import GameRules

GAME_PACKAGES = {
    "last_spike": "pygame_rules.games.last_spike",
    "ticket_to_ride": "pygame_rules.games.ticket_to_ride",
    "railroad_dice": "pygame_rules.games.railroad_dice",
    "silverton": "pygame_rules.games.silverton",
}
_REGISTERED: dict[str, GameRules] = {}


def register(rules: GameRules) -> None:
    """Add a game's rules object under ``rules.id`` (replacing one registered before)."""
    _REGISTERED[rules.id] = rules


def unregister(game_id: str) -> None:
    _REGISTERED.pop(game_id, None)


def game_ids() -> list[str]:
    return list(GAME_PACKAGES) + [g for g in _REGISTERED if g not in GAME_PACKAGES]


def get_rules(game_id: str) -> GameRules:
    if isinstance(game_id, str) and game_id in _REGISTERED:
        return _REGISTERED[game_id]
    try:
        package = GAME_PACKAGES[game_id]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {game_id!r}") from None
    rules: GameRules = import_module(package).RULES
    return rules


def list_games() -> list[dict[str, Any]]:
    """Summary of every game, for the home page."""
    out = []
    for game_id in game_ids():
        rules = get_rules(game_id)
        out.append({
            "id": game_id,
            "name": rules.name,
            "min_players": rules.min_players,
            "max_players": rules.max_players,
            "bots": rules.all_bots(),
            "default_bot": rules.default_bot,
            "blurb": rules.blurb,
            "choices": rules.choices,
        })
    return out
