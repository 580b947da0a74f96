"""Checks shared by every game's options: the seats (names, human or bot)."""

from .i18n.messages import ListOf, Msg

MAX_NAME = 24


def normalize_players(options: dict, min_players: int, max_players: int, bots: dict) -> list[dict]:
    """Return the seat list in canonical form, or raise ValueError saying what is wrong."""
    if not isinstance(options, dict):
        raise ValueError(Msg("engine.options_object"))
    players = options.get("players")
    if not isinstance(players, list) or not min_players <= len(players) <= max_players:
        raise ValueError(Msg("engine.players_range", low=min_players, high=max_players))
    seats = []
    for i, seat in enumerate(players):
        if isinstance(seat, str):
            seat = {"name": seat}
        if not isinstance(seat, dict):
            raise ValueError(Msg("engine.seat_object", seat=i + 1))
        name = seat.get("name", "")
        if not isinstance(name, str):
            raise ValueError(Msg("engine.seat_name_text", seat=i + 1))
        # Names are kept verbatim (renderers escape them); only whitespace is tidied.
        name = " ".join(name.split())[:MAX_NAME] or f"Player {i + 1}"
        bot = seat.get("bot") or None
        if bot is not None and bot not in bots:
            raise ValueError(Msg("engine.seat_unknown_bot", seat=i + 1, level=repr(bot), known=ListOf(bots)))
        seats.append({"name": name, "bot": bot})
    return seats
