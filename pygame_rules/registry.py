"""Which games exist: every package in ``pygame_rules/games/`` that exports ``RULES`` (its description,
a ``contract.GameRules``).  Nothing lists the games: a new folder there is a new game (docs/engine.md,
"Adding a game").

``register`` adds a rules object at run time (the conformance suite registers a toy game that way, to
show the suite runs against anything registered).
"""

from __future__ import annotations

import pkgutil
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Any

from . import games
from .i18n.messages import Msg
from .standing import experimental

if TYPE_CHECKING:
    from .contract import GameRules

_REGISTERED: dict[str, GameRules] = {}


@cache
def _packages() -> dict[str, str]:
    """Game id -> package, for every game package found, in the order the home page lists them
    (``GameRules.order``, then the id)."""
    found = {}
    for info in pkgutil.iter_modules(games.__path__, games.__name__ + "."):
        if info.ispkg:
            rules = getattr(import_module(info.name), "RULES", None)
            if rules is not None:
                found[rules.id] = (rules.order, info.name)
    return {game_id: name for game_id, (_, name) in sorted(found.items(), key=lambda item: (item[1][0], item[0]))}


def packaged_ids() -> list[str]:
    """The games shipped as packages (not the ones registered at run time)."""
    return list(_packages())


def register(rules: GameRules) -> None:
    """Add a game's rules object under ``rules.id`` (replacing one registered before)."""
    _REGISTERED[rules.id] = rules


def unregister(game_id: str) -> None:
    _REGISTERED.pop(game_id, None)


def game_ids() -> list[str]:
    return packaged_ids() + [g for g in _REGISTERED if g not in _packages()]


def get_rules(game_id: str) -> GameRules:
    if isinstance(game_id, str) and game_id in _REGISTERED:
        return _REGISTERED[game_id]
    try:
        package = _packages()[game_id]
    except (KeyError, TypeError):
        raise ValueError(Msg("engine.unknown_game", game=repr(game_id))) from None
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
            # Levels not yet shown stronger than the strongest (standing.py): the page labels them so.
            "experimental": [name for name, bot in rules.own_bots().items() if experimental(bot)],
            "default_bot": rules.default_bot,
            "blurb": rules.blurb,
            "choices": rules.choices,
            "prefix": rules.prefix,
        })
    return out
