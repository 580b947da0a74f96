"""Which games exist.  A game is registered by naming its package here; nothing else is game-specific."""

from importlib import import_module

GAME_PACKAGES = {
    "last_spike": "pygame_rules.games.last_spike",
    "ticket_to_ride": "pygame_rules.games.ticket_to_ride",
}


def get_rules(game_id: str):
    try:
        package = GAME_PACKAGES[game_id]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {game_id!r}") from None
    return import_module(package).RULES


def list_games() -> list[dict]:
    """Summary of every game, for the home page."""
    out = []
    for game_id in GAME_PACKAGES:
        rules = get_rules(game_id)
        out.append({
            "id": game_id,
            "name": rules.name,
            "min_players": rules.min_players,
            "max_players": rules.max_players,
            "bots": dict(rules.bots),
            "default_bot": rules.default_bot,
            "blurb": rules.blurb,
            "choices": rules.choices,
        })
    return out
