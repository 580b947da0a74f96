"""Words for the page: the status line, a label per move and the scoreboard rows (all from a view)."""

from __future__ import annotations

from .board import CITIES, ROUTES, sale_price, tile_cost


def _money(amount: int) -> str:
    return f"${amount:,}"


def move_label(move: str, view: dict) -> str:
    words = move.split()
    if len(words) == 1 and move[0].isalpha() and move[1:].isdigit():
        east, west, _ = ROUTES[move[0]]
        cost = (view.get("costs") or {}).get(move, tile_cost(move))
        double = " (double cost: not next to a city or tile)" if cost != tile_cost(move) else ""
        return f"Play {move} ({CITIES[east][0]}–{CITIES[west][0]}) for {_money(cost)}{double}"
    if words[0] == "buy":
        city = words[1]
        return f"Buy {CITIES[city][0]} land for {_money(view['stacks'][city]['next_price'])}"
    if words[0] == "sell":
        price = int(words[2])
        return f"Sell your {_money(price)} {CITIES[words[1]][0]} card to the bank for {_money(sale_price(price))}"
    if move == "draw":
        return "End turn: draw a tile" if view.get("pool") else "End turn (no tiles left to draw)"
    if move == "pass":
        return "Pass: you hold no tiles"
    if move == "bankrupt":
        return "Declare bankruptcy: no tile can be paid for"
    return move


def status_text(view: dict) -> str:
    players = view["players"]
    if view.get("result"):
        result = view["result"]
        names = " and ".join(players[w]["name"] for w in result["winners"])
        how = f" ({result['last_spike']} was the last spike)" if result.get("last_spike") else ""
        return f"Game over: {names} win{'s' if len(result['winners']) == 1 else ''}{how}."
    p = view["current_player"]
    name = players[p]["name"]
    you = view.get("viewer") == p
    who = "You" if you else name
    phase = view["phase"]
    if phase == "play":
        if view.get("legal_moves") == ["bankrupt"]:
            return f"{who}: no tile can be paid for, even by selling land. Declare bankruptcy."
        if you:
            return f"{name}, play a tile: next to a city or a placed tile, or at double cost if you hold none that is."
        return f"{name} is playing a tile."
    if phase == "raise":
        pending = view["pending"]
        return f"{who}: sell land to the bank to pay for {pending}."
    if phase == "buy":
        if view.get("granted"):
            return f"{who} took a land grant this turn (no land may be bought): end the turn."
        return f"{who}: buy one land card, or end the turn." if you else f"{name} may buy a land card."
    return f"{who}: end the turn by drawing a tile."


def player_rows(view: dict) -> list[dict]:
    rows = []
    for q, pl in enumerate(view["players"]):
        counts: dict[str, int] = {}
        for city, _price in pl["land"]:
            counts[city] = counts.get(city, 0) + 1
        land = ", ".join(f"{c}×{k}" if k > 1 else c for c, k in counts.items()) or "none"
        rows.append({
            "Player": f"P{q + 1} {pl['name']}",
            "Cash": "hidden" if pl["cash"] is None else _money(pl["cash"]),
            "Tiles": str(pl["tiles"]),
            "Land": land,
            "Land value": _money(pl["land_value"]),
            "Status": "bankrupt" if pl["bankrupt"] else ("to move" if view.get("current_player") == q else ""),
        })
    return rows
