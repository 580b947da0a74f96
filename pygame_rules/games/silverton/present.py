"""Words for the page: the status line, a label per move, the player rows and the dialog questions."""

from __future__ import annotations

from typing import Any

from . import market
from .data import CLAIMS, PASSENGERS, SEED_RULES, SEGMENTS, TOWNS


def town(code: str) -> str:
    return TOWNS[code].name


def segment_words(sid: str, owner: int | None, names: list[str]) -> str:
    s = SEGMENTS[sid]
    who = f"; built by {names[owner]} (seat {owner + 1})" if owner is not None else ""
    snow = f", white: {s.pass_name}" if s.white else ""
    twin = f"; parallel to {s.parallel}" if s.parallel else ""
    return (f"{sid}: {town(s.a)}–{town(s.b)}, length {s.length}, cost ${s.cost}{snow}{twin} "
            f"({s.line}, {s.year}){who}")


def thing(x: str) -> str:
    if x in CLAIMS:
        c = CLAIMS[x]
        return f"claim {x} {c['name']} ({c['kind']}, {town(c['town'])}, ${c['price']})"
    if x in PASSENGERS:
        p = PASSENGERS[x]
        return f"contract {x} {town(p['a'])}–{town(p['b'])} (${p['price']})"
    if x in SEGMENTS:
        s = SEGMENTS[x]
        return f"segment {x} {town(s.a)}–{town(s.b)} (length {s.length}, ${s.cost})"
    if x.startswith("G") and "M" + x[1:] in CLAIMS:
        return f"the goods on claim M{x[1:]} {CLAIMS['M' + x[1:]]['name']}"
    return x


def _piece(view: dict[str, Any], pid: str) -> str:
    me = view.get("viewer")
    if me is None:
        return pid
    for p in view["players"][me]["pieces"]:
        if p["id"] == pid:
            kind = "surveyor" if p["kind"] == "S" else "prospector"
            # The bonus said for what it is: "(+2)" beside a dismantle's "(+$60)" read as money.
            return f"{kind} {pid}" + (f" (+{p['bonus']} in disputes)" if p["bonus"] else "")
    return pid


def move_label(move: str, view: dict[str, Any]) -> str:
    w = move.split()
    verb = w[0]
    fixed = {"done": "Done placing" if view.get("step") == "place" else "Done", "next": "Next step",
             "draw": "Draw a card from the claim deck", "accept": "Accept the offer", "refuse": "Refuse the offer",
             "parallel": "Survey the free parallel segment instead", "fight": "Dispute this segment",
             "challenge": "Call the special dispute", "allow": "Let both segments be built"}
    if verb == "next" and view.get("turn", {}).get("step") == 3:  # step 4: skipping is one plain click
        return "No trade: next step"
    if verb in fixed:
        return fixed[verb]
    if verb == "hire":
        kind = "surveyor" if w[1][0] == "S" else "prospector"
        bonus = int(w[1][1:])
        return f"Hire a {kind}" + (f" +{bonus}" if bonus else "")
    if verb == "survey":
        return f"Survey {thing(w[2])} with {_piece(view, w[1])}"
    if verb == "dismantle":
        pays = 10 * SEGMENTS[w[2]].length
        return f"Dismantle your {thing(w[2])} with {_piece(view, w[1])}: the bank pays you ${pays}"
    if verb == "prospect":
        return f"Prospect {thing(w[2])} with {_piece(view, w[1])}"
    if verb == "steal":
        return f"Try to steal {thing(w[2])} with {_piece(view, w[1])} (pay ${PASSENGERS[w[2]]['price']})"
    if verb == "deck":
        return f"Prospect the claim deck with {_piece(view, w[1])}"
    if verb == "buy":
        return f"Buy {thing(w[1])}"
    if verb == "leave":
        return f"Leave {thing(w[1])}" + (" face up in the display" if w[1] in CLAIMS else "")
    if verb == "extend":
        return f"Try a free extension onto {thing(w[1])} (2d6 must beat {SEGMENTS[w[1]].length})"
    if verb == "operate":
        c = CLAIMS[w[1]]
        return f"Operate {w[1]} {c['name']} (pay ${c['operate']})"
    if verb == "offer":
        other = view["players"][int(w[1]) - 1]["name"]
        what = thing(w[3])
        return (f"Offer {other} to sell them {what} for ${w[4]}" if w[2] == "sell"
                else f"Offer {other} to buy {what} for ${w[4]}")
    if verb == "plow":
        return f"Snowplow {thing(w[1])}" + (f" with snowplow {w[2]}" if len(w) > 2 else "")
    if verb == "sell":
        cid = "M" + w[1][1:]
        key = market.key_for(CLAIMS[cid]["kind"], w[2])
        price = view.get("prices", {}).get(key)
        return f"Sell {CLAIMS[cid]['kind']} from {w[1]} in {town(w[2])}" + (f" at ${price}" if price else "")
    if verb == "bail":
        return f"Pay $200 to free {_piece(view, w[1])} from jail"
    if verb == "jailroll":
        return f"Roll for {_piece(view, w[1])} in jail (7 or 11 frees it)"
    if verb == "buyloco":
        return f"Buy a locomotive {w[1]}"
    if verb == "buyplow":
        return f"Buy a snowplow {w[1]}"
    return move


def move_form(view: dict[str, Any]) -> dict[str, Any] | None:
    """Step 4 (rules version 4): one small form for every offer (partner, what is given, what is
    asked, the amount) instead of a button for each offer at each listed amount."""
    me = view.get("viewer")
    legal = view.get("legal_moves") or []
    keys: dict[int, dict[str, list[str]]] = {}
    for m in legal:
        w = m.split()
        if w[0] == "offer":
            side = keys.setdefault(int(w[1]) - 1, {"sell": [], "buy": []})[w[2]]
            if w[3] not in side:
                side.append(w[3])
    if me is None or view.get("rules_version", 0) < SEED_RULES or not keys:
        return None
    partners = [{"seat": r, "name": view["players"][r]["name"], "money": view["players"][r]["money"],
                 "give": [{"id": x, "label": thing(x)} for x in keys[r]["sell"]],
                 "ask": [{"id": x, "label": thing(x)} for x in keys[r]["buy"]]} for r in sorted(keys)]
    return {"verb": "offer", "title": "Make a trade offer", "money": view["players"][me]["money"],
            "hint": "One side is money: any amount up to what the payer holds.",
            "labels": {"partner": "Partner", "give": "You give", "ask": "You ask for", "amount": "Amount ($)",
                       "money": "money", "submit": "Make the offer"},
            "choices": partners}


def prompt(view: dict[str, Any]) -> str | None:
    """A question for a dialog: a trade offer to answer, or a dispute question."""
    me = view.get("viewer")
    if me is None or me != view.get("current_player"):
        return None
    offer = view.get("offer")
    if offer and offer["to"] == me:
        who = view["players"][offer["from"]]["name"]
        if offer["dir"] == "sell":
            return f"{who} offers to sell you {thing(offer['item'])} for ${offer['price']}. Accept?"
        return f"{who} offers you ${offer['price']} for your {thing(offer['item'])}. Accept?"
    ask = view.get("ask")
    if ask and ask["seat"] == me:
        if ask["kind"] == "parallel":
            return (f"Dispute over {ask['target']}: survey the free parallel segment {ask['twin']} instead, "
                    f"or dispute {ask['target']}?")
        a, b = ask["segments"]
        return (f"{town(ask['target'])} can only be passed by one line: segments {a} and {b} were surveyed by "
                f"different players. Call the special dispute, or let both be built?")
    return None


def status_text(view: dict[str, Any]) -> str:
    players = view["players"]
    result = view.get("result")
    if result:
        names = " and ".join(players[w]["name"] for w in result["winners"])
        best = result["ranking"][0]["money"]
        if len(players) == 1:
            met = "reaches" if result.get("goal_met") else "misses"
            return f"Game over: {names} {met} the goal of ${result.get('goal') or 0:,} with ${best:,}."
        return f"Game over: {names} {'wins' if len(result['winners']) == 1 else 'win'} with ${best:,}."
    q = view["current_player"]
    season = " (winter)" if view["winter"] else ""
    return f"Round {view['round']}{season}: {players[q]['name']} to act: {view['step_title']}."


def amounts(by_what: dict[str, int]) -> str:
    """"goods $12,000, claims $3,000" (or "nothing"): where money came from or went."""
    return ", ".join(f"{k} ${v:,}" for k, v in by_what.items() if v) or "nothing"


def player_rows(view: dict[str, Any]) -> list[dict[str, str]]:
    rows = []
    result = view.get("result")
    final = {r["player"]: r for r in result["ranking"]} if result else {}
    for q, pl in enumerate(view["players"]):
        goods = sum(c["goods"] for c in pl["claims"])
        row = {
            "Player": f"P{q + 1} {pl['name']}",
            "Money": f"${pl['money']:,}",
            "Claims": f"{len(pl['claims'])} ({goods} goods)",
            "Contracts": str(len(pl["passengers"])),
            "Track": f"{len(pl['track'])} segments",
            "Home": town(pl["home"]),
        }
        if q in final:
            # The game-over breakdown: where the money came from and went.
            e, s = final[q]["earned"], final[q]["spent"]
            row["Earned"], row["Spent"] = amounts(e), amounts(s)
        else:
            row["Status"] = "to move" if view.get("current_player") == q else ""
        rows.append(row)
    return rows
