"""Checks shared by every game's options: the seats (names, human or bot)."""

MAX_NAME = 24


def normalize_players(options: dict, min_players: int, max_players: int, bots: dict) -> list[dict]:
    """Return the seat list in canonical form, or raise ValueError saying what is wrong."""
    if not isinstance(options, dict):
        raise ValueError("options must be an object")
    players = options.get("players")
    if not isinstance(players, list) or not min_players <= len(players) <= max_players:
        raise ValueError(f"this game needs {min_players} to {max_players} players")
    seats = []
    for i, seat in enumerate(players):
        if isinstance(seat, str):
            seat = {"name": seat}
        if not isinstance(seat, dict):
            raise ValueError(f"seat {i + 1} must be an object with a name")
        name = seat.get("name", "")
        if not isinstance(name, str):
            raise ValueError(f"seat {i + 1}: the name must be text")
        # Names are kept verbatim (renderers escape them); only whitespace is tidied.
        name = " ".join(name.split())[:MAX_NAME] or f"Player {i + 1}"
        bot = seat.get("bot") or None
        if bot is not None and bot not in bots:
            raise ValueError(f"seat {i + 1}: unknown bot {bot!r} (known: {', '.join(bots)})")
        seats.append({"name": name, "bot": bot})
    return seats
