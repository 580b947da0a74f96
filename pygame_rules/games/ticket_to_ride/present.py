"""Words for the page: the status line, a label per move and the scoreboard rows (all from a view), as
messages (i18n.messages) the page shows in the reader's language."""

from __future__ import annotations

from ...i18n.messages import ListOf, Msg
from .data import LOCO, ROUTES, city_name, points_for
from .notation import payment_text


def card_name(card: str) -> Msg:
    """A card's kind as a word: its colour, or "locomotive"."""
    return Msg("ttr.term.locomotive" if card == LOCO else f"ttr.term.{card}")


def route_name(rid: str) -> Msg | str:
    """"Denver–El Paso", and "(second track)" after the second route of a double."""
    r = ROUTES[rid]
    cities = f"{city_name(r.a)}–{city_name(r.b)}"
    return Msg("ttr.term.second_track", route=cities) if rid.endswith("/2") else cities


def ticket_words(a: str, b: str, points: int, done: bool = False) -> Msg:
    """A ticket named by its cities and points ("Denver–El Paso (4)"), and whether it is already connected."""
    route = f"{city_name(a)}–{city_name(b)}"
    return Msg("ttr.term.ticket_done" if done else "ttr.term.ticket", route=route, points=points)


def claim_terms(rid: str, cards: str) -> Msg:
    """What claiming ``rid`` with ``cards`` is: "(3 red, 4 points) with 2 red + 1 locomotive"."""
    r = ROUTES[rid]
    return Msg("ttr.label.claim_default", length=r.length, colour=card_name(r.colour), n=points_for(r.length),
               payment=payment_text(cards, r.length))


def move_label(move: str, view: dict) -> Msg | str:
    words = move.split()
    kind = words[0]
    second = view.get("phase") == "second"
    if kind == "draw":
        if words[1] == "blind":
            return Msg("ttr.label.blind_second" if second else "ttr.label.blind", n=view["deck"])
        card = view["face_up"][int(words[1]) - 1]
        if card == LOCO:
            return Msg("ttr.label.take_loco", slot=words[1])
        return Msg("ttr.label.take_second" if second else "ttr.label.take", card=card_name(card), slot=words[1])
    if kind == "claim":
        rid, cards = words[1], words[2]
        r = ROUTES[rid]
        return Msg("ttr.label.claim", route=route_name(rid), length=r.length, colour=card_name(r.colour),
                   n=points_for(r.length), payment=payment_text(cards, r.length))
    if kind == "tickets":
        left = view.get("ticket_deck", 0)
        return Msg("ttr.label.tickets", n=min(left, view.get("ticket_draw", 3)), left=left)
    if kind == "keep":
        offer = view.get("offer") or []
        picks = [int(w) for w in words[1:]]
        if not all(1 <= i <= len(offer) for i in picks):
            return move
        names = ListOf((ticket_words(t["a"], t["b"], t["points"], t["done"]) for t in (offer[i - 1] for i in picks)),
                       last_and=True)
        if len(picks) == len(offer) and len(picks) > 1:
            return Msg("ttr.label.keep_all", n=len(picks), tickets=names)
        return Msg("ttr.label.keep", tickets=names)
    if kind == "pass":
        return Msg("ttr.label.pass")
    return move


def prompt(view: dict) -> Msg | None:
    """A question the page asks in a dialog: the ticket choice, at the start and after a ticket draw."""
    if view.get("viewer") is None or view.get("viewer") != view.get("current_player"):
        return None
    if view["phase"] == "deal":
        return Msg("ttr.prompt.deal", n=view.get("min_keep", 2))
    if view["phase"] == "keep":
        return Msg("ttr.prompt.keep", n=view.get("min_keep", 1))
    return None


def pick(view: dict) -> dict | None:
    """The tickets offered as items to tick (then confirm), for the prompt's "keep" moves: the page sends
    "keep" with the ticked numbers, the same notation as the moves (issue 32: no list of combinations)."""
    if prompt(view) is None or not view.get("offer"):
        return None
    items = [ticket_words(t["a"], t["b"], t["points"], t["done"]) for t in view["offer"]]
    return {"verb": "keep", "items": items, "min": view.get("min_keep", 1), "confirm": Msg("ttr.pick.confirm")}


def status_text(view: dict) -> Msg:
    players = view["players"]
    result = view.get("result")
    if result:
        names = ListOf((players[w]["name"] for w in result["winners"]), last_and=True)
        key = "ttr.status.over_one" if len(result["winners"]) == 1 else "ttr.status.over_many"
        return Msg(key, names=names, n=result["ranking"][0]["score"])
    status = _turn_status(view)
    if view.get("last_round"):
        by = players[view["last_round"]["by"]]["name"]
        return Msg("ttr.status.last", text=status, name=by, n=view["last_round"]["turns_left"])
    return status


def _turn_status(view: dict) -> Msg:
    """Who is to do what (without the last round's note)."""
    p = view["current_player"]
    name = view["players"][p]["name"]
    you = view.get("viewer") == p
    phase = view["phase"]
    if phase == "deal":
        return Msg("ttr.status.deal_you", name=name, n=view.get("min_keep", 2)) if you else Msg(
            "ttr.status.deal_other", name=name)
    if phase == "keep":
        return Msg("ttr.status.keep_you", name=name, n=view.get("min_keep", 1)) if you else Msg(
            "ttr.status.keep_other", name=name)
    if phase == "second":
        who = "you" if you else "other"
        if view.get("first_card"):
            return Msg(f"ttr.status.second_{who}_face", name=name, card=card_name(view["first_card"]))
        return Msg(f"ttr.status.second_{who}_deck", name=name)
    if you:
        return Msg("ttr.status.stuck" if view.get("legal_moves") == ["pass"] else "ttr.status.turn_you", name=name)
    return Msg("ttr.status.playing", name=name)


def final_score(r: dict) -> Msg:
    """A finished game's score and where it came from: "97 = 60 routes, +25 tickets (4 made, 1 missed),
    +10 longest path (21)"."""
    parts = [Msg("ttr.cell.routes", n=r["route_points"]),
             Msg("ttr.cell.tickets", n=abs(r["ticket_points"]), points=f"{r['ticket_points']:+d}",
                 made=r["tickets_completed"], missed=r["tickets_failed"])]
    if r["longest_bonus"]:
        parts.append(Msg("ttr.cell.longest", bonus=r["longest_bonus"], length=r["longest"]))
    if r["globetrotter_bonus"]:
        parts.append(Msg("ttr.cell.globetrotter", bonus=r["globetrotter_bonus"]))
    return Msg("ttr.cell.final", score=r["score"], parts=ListOf(parts))


def player_rows(view: dict) -> list[dict]:
    rows = []
    result = view.get("result")
    final = {r["player"]: r for r in result["ranking"]} if result else {}
    for q, pl in enumerate(view["players"]):
        row: dict = {
            Msg("ttr.col.player"): f"P{q + 1} {pl['name']}",
            Msg("ttr.col.trains"): pl["trains"],
            Msg("ttr.col.cards"): pl["cards"],
            Msg("ttr.col.tickets"): pl["tickets"],
            Msg("ttr.col.route_points"): pl["score"],
            Msg("ttr.col.longest"): pl["longest"],
        }
        if q in final:
            row[Msg("ttr.col.final")] = final_score(final[q])  # the game-over breakdown
        else:
            row[Msg("ttr.col.status")] = Msg("ttr.cell.to_move") if view.get("current_player") == q else ""
        rows.append(row)
    return rows


__all__ = ["move_label", "player_rows", "status_text"]


# Log lines shown as notices where the player looks (pygame_rules.notices).
NOTICES = ("ttr.log.last_round",)
