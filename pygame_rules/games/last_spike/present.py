"""Words for the page: the status line, a label per move and the scoreboard rows (all from a view), as
messages (i18n.messages) the page shows in the reader's language."""

from __future__ import annotations

from ...i18n.messages import ListOf, Money, Msg
from .data import CITIES, ROUTES, sale_price, tile_cost


def move_label(move: str, view: dict) -> Msg | str:
    words = move.split()
    if len(words) == 1 and move[0].isalpha() and move[1:].isdigit():
        east, west, _ = ROUTES[move[0]]
        cost = (view.get("costs") or {}).get(move, tile_cost(move))
        key = "ls.label.play_double" if cost != tile_cost(move) else "ls.label.play"
        return Msg(key, tile=move, east=CITIES[east][0], west=CITIES[west][0], cost=Money(cost))
    if words[0] == "buy":
        city = words[1]
        return Msg("ls.label.buy", city=CITIES[city][0], price=Money(view["stacks"][city]["next_price"]))
    if words[0] == "sell":
        price = int(words[2])
        return Msg("ls.label.sell", price=Money(price), city=CITIES[words[1]][0], sale=Money(sale_price(price)))
    if move == "draw":
        return Msg("ls.label.draw" if view.get("pool") else "ls.label.draw_none")
    if move == "pass":
        return Msg("ls.label.pass")
    if move == "bankrupt":
        return Msg("ls.label.bankrupt")
    return move


def status_text(view: dict) -> Msg:
    players = view["players"]
    if view.get("result"):
        result = view["result"]
        names = ListOf((players[w]["name"] for w in result["winners"]), last_and=True)
        key = "ls.status.over_one" if len(result["winners"]) == 1 else "ls.status.over_many"
        if result.get("last_spike"):
            return Msg(key + "_spike", names=names, tile=result["last_spike"])
        return Msg(key, names=names)
    p = view["current_player"]
    name = players[p]["name"]
    you = view.get("viewer") == p
    who = Msg("ls.term.you") if you else name
    phase = view["phase"]
    if phase == "play":
        if view.get("legal_moves") == ["bankrupt"]:
            return Msg("ls.status.must_bankrupt", who=who)
        return Msg("ls.status.play_you" if you else "ls.status.play_other", name=name)
    if phase == "raise":
        return Msg("ls.status.raise", who=who, tile=view["pending"])
    if phase == "buy":
        if view.get("granted"):
            return Msg("ls.status.granted_you") if you else Msg("ls.status.granted", who=name)
        return Msg("ls.status.buy_you", who=who) if you else Msg("ls.status.buy_other", name=name)
    return Msg("ls.status.draw", who=who)


def land_held(counts: dict[str, int]) -> Msg | str:
    """Land cards held, by city code ("DEN×2, OMA"), or "none"."""
    return ", ".join(f"{c}×{k}" if k > 1 else c for c, k in counts.items()) or Msg("ls.cell.none")


def player_rows(view: dict) -> list[dict]:
    rows = []
    for q, pl in enumerate(view["players"]):
        counts: dict[str, int] = {}
        for city, _price in pl["land"]:
            counts[city] = counts.get(city, 0) + 1
        rows.append({
            Msg("ls.col.player"): f"P{q + 1} {pl['name']}",
            Msg("ls.col.cash"): Msg("ls.cell.hidden") if pl["cash"] is None else Msg("fmt.amount",
                                                                                     amount=Money(pl["cash"])),
            Msg("ls.col.tiles"): pl["tiles"],
            Msg("ls.col.land"): land_held(counts),
            Msg("ls.col.land_value"): Msg("fmt.amount", amount=Money(pl["land_value"])),
            Msg("ls.col.status"): Msg("ls.cell.bankrupt") if pl["bankrupt"] else (
                Msg("ls.cell.to_move") if view.get("current_player") == q else ""),
        })
    return rows


# Log lines shown as notices where the player looks (pygame_rules.notices).
NOTICES = ("ls.log.bankrupt", "ls.log.grant")
