"""Words for the page: the status line, a label per move and the scoreboard rows (all from a view)."""

from __future__ import annotations

from ...state import winners_text
from .board import LOCO, ROUTES, city_name, points_for, ticket_text
from .notation import payment_text


def card_name(card: str) -> str:
    return "locomotive" if card == LOCO else card


def route_name(rid: str) -> str:
    r = ROUTES[rid]
    second = " (second track)" if rid.endswith("/2") else ""
    return f"{city_name(r.a)}–{city_name(r.b)}{second}"


def _ticket_words(t: dict) -> str:
    done = ", already connected" if t.get("done") else ""
    return f"{city_name(t['a'])}–{city_name(t['b'])} ({t['points']}{done})"


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def move_label(move: str, view: dict) -> str:
    words = move.split()
    kind = words[0]
    second = view.get("phase") == "second"
    if kind == "draw":
        if words[1] == "blind":
            what = "Second card: draw from the deck" if second else "Draw a card from the deck"
            return what + f" ({view['deck']} left)"
        card = view["face_up"][int(words[1]) - 1]
        if card == LOCO:
            return f"Take the face-up locomotive (slot {words[1]}; it is your whole draw)"
        return f"{'Second card: take' if second else 'Take'} the face-up {card} card (slot {words[1]})"
    if kind == "claim":
        rid, cards = words[1], words[2]
        r = ROUTES[rid]
        colour = "gray" if r.colour == "gray" else r.colour
        return (f"Claim {route_name(rid)} ({r.length} {colour}, {points_for(r.length)} points) "
                f"with {payment_text(cards, r.length)}")
    if kind == "tickets":
        k = min(view.get("ticket_deck", 0), view.get("ticket_draw", 3))
        return f"Draw {k} destination ticket{'s' if k != 1 else ''} ({view.get('ticket_deck', 0)} left)"
    if kind == "keep":
        offer = view.get("offer") or []
        picks = [int(w) for w in words[1:]]
        if not all(1 <= i <= len(offer) for i in picks):
            return move
        names = _join([_ticket_words(offer[i - 1]) for i in picks])
        return f"Keep all {len(picks)}: {names}" if len(picks) == len(offer) and len(picks) > 1 else f"Keep {names}"
    if kind == "pass":
        return "Pass (nothing else is possible)"
    return move


def prompt(view: dict) -> str | None:
    """A question the page asks in a dialog: the ticket choice, at the start and after a ticket draw."""
    if view.get("viewer") is None or view.get("viewer") != view.get("current_player"):
        return None
    if view["phase"] == "deal":
        return f"Choose your destination tickets: keep at least {view.get('min_keep', 2)}."
    if view["phase"] == "keep":
        return f"Choose among the tickets you drew: keep at least {view.get('min_keep', 1)}."
    return None


def status_text(view: dict) -> str:
    players = view["players"]
    result = view.get("result")
    if result:
        return f"Game over: {winners_text(players, result, 'score')} points."
    p = view["current_player"]
    name = players[p]["name"]
    you = view.get("viewer") == p
    phase = view["phase"]
    last = ""
    if view.get("last_round"):
        by = players[view["last_round"]["by"]]["name"]
        last = f" Last round (started by {by}): {view['last_round']['turns_left']} turn(s) left."
    if phase == "deal":
        if you:
            return f"{name}, choose your destination tickets: keep at least {view.get('min_keep', 2)}."
        return f"{name} is choosing destination tickets."
    if phase == "keep":
        if you:
            return f"{name}, keep at least {view.get('min_keep', 1)} of the tickets you drew." + last
        return f"{name} is choosing among new tickets." + last
    if phase == "second":
        took = (f"took the face-up {card_name(view['first_card'])}" if view.get("first_card")
                else "drew a card from the deck")
        if you:
            return f"{name}, you {took}: take a second card (a face-up locomotive can't be the second)." + last
        return f"{name} {took} and is taking a second card." + last
    if you:
        if view.get("legal_moves") == ["pass"]:
            return f"{name}, nothing is possible: no card to draw, no route to claim, no ticket left. Pass." + last
        return f"{name}, your turn: draw train cards, claim a route or draw tickets." + last
    return f"{name} is playing." + last


def player_rows(view: dict) -> list[dict]:
    rows = []
    result = view.get("result")
    final = {r["player"]: r for r in result["ranking"]} if result else {}
    for q, pl in enumerate(view["players"]):
        row = {
            "Player": f"P{q + 1} {pl['name']}",
            "Trains": str(pl["trains"]),
            "Cards": str(pl["cards"]),
            "Tickets": str(pl["tickets"]),
            "Route points": str(pl["score"]),
            "Longest path": str(pl["longest"]),
        }
        if q in final:
            # The game-over breakdown: routes, tickets (made and missed), bonuses.
            r = final[q]
            parts = [f"{r['route_points']} routes",
                     f"{r['ticket_points']:+d} tickets ({r['tickets_completed']} made, {r['tickets_failed']} missed)"]
            if r["longest_bonus"]:
                parts.append(f"+{r['longest_bonus']} longest path ({r['longest']})")
            if r["globetrotter_bonus"]:
                parts.append(f"+{r['globetrotter_bonus']} globetrotter")
            row["Final"] = f"{r['score']} = " + ", ".join(parts)
        else:
            row["Status"] = "to move" if view.get("current_player") == q else ""
        rows.append(row)
    return rows


__all__ = ["move_label", "player_rows", "status_text", "ticket_text"]
