"""Words for the page: the status line, a label per move, the player rows and the dialog questions, as
messages (i18n.messages) the page shows in the reader's language; and the game's terms the rules' log
lines name (pieces, goods, markets, amounts)."""

from __future__ import annotations

from typing import Any

from ...i18n.messages import ListOf, Money, Msg, Stored
from . import market
from .data import CLAIMS, LIMIT_PER_TURN, OFFERS_PER_PARTNER, PASSENGERS, SEED_RULES, SEGMENTS, TOWNS
from .network import shortest


def town(code: str) -> str:
    return TOWNS[code].name


def dollars(amount: int) -> Stored:
    """An amount shown the reader's way, which schema-2 saves hashed as "$1500" (no digit grouping)."""
    return Stored(f"${amount}", Money(amount))


def kind_term(kind: str) -> Msg:
    """What a claim yields, as a word: "silver" ("Silber")."""
    return Msg(f"si.term.{kind}")


def market_term(key: str) -> Msg | Stored:
    """A market: a metal's ("gold"), or a city's for lumber or coal, read as "Lumber Denver" ("Holz
    Denver"); schema-2 saves hashed it by its key ("lumber:DEN")."""
    if ":" not in key:
        return kind_term(key)
    kind, city = key.split(":")
    return Stored(key, Msg(f"si.term.{kind}_at", city=town(city)))


def piece_label(piece: dict[str, Any], said: bool = False) -> Msg:
    """"surveyor S1 (+1)"; ``said``: the bonus said for what it is ("(+1 in disputes)"), where a label's
    "(+$60)" beside it would read as money."""
    kind = "surveyor" if piece["kind"] == "S" else "prospector"
    if not piece["bonus"]:
        return Msg(f"si.piece.{kind}", pid=piece["id"])
    return Msg(f"si.piece.{kind}_bonus" + ("_said" if said else ""), pid=piece["id"], b=piece["bonus"])


def route(a: str, b: str) -> str:
    return f"{town(a)}–{town(b)}"


def segment_words(sid: str, owner: int | None, names: list[str]) -> Msg:
    s = SEGMENTS[sid]
    key = "si.svg.segment_white" if s.white else "si.svg.segment_twin" if s.parallel else "si.svg.segment"
    words = Msg(key, sid=sid, a=town(s.a), b=town(s.b), length=s.length, cost=Money(s.cost), pass_name=s.pass_name,
                twin=s.parallel or "", railroad=s.line, year=str(s.year))
    return words if owner is None else Msg("si.svg.segment_built", text=words, name=names[owner], seat=owner + 1)


def thing(x: str) -> Msg | str:
    if x in CLAIMS:
        c = CLAIMS[x]
        return Msg("si.thing.claim", x=x, mine=c["name"], kind=kind_term(c["kind"]), town=town(c["town"]),
                   price=Money(c["price"]))
    if x in PASSENGERS:
        p = PASSENGERS[x]
        return Msg("si.thing.contract", x=x, route=route(p["a"], p["b"]), price=Money(p["price"]))
    if x in SEGMENTS:
        s = SEGMENTS[x]
        return Msg("si.thing.segment", x=x, route=route(s.a, s.b), length=s.length, cost=Money(s.cost))
    if x.startswith("G") and "M" + x[1:] in CLAIMS:
        return Msg("si.thing.goods", x="M" + x[1:], mine=CLAIMS["M" + x[1:]]["name"])
    return x


def _piece(view: dict[str, Any], pid: str) -> Msg | str:
    me = view.get("viewer")
    if me is None:
        return pid
    for p in view["players"][me]["pieces"]:
        if p["id"] == pid:
            return piece_label(p, said=True)
    return pid


FIXED = {"next": "si.label.next", "draw": "si.label.draw", "accept": "si.label.accept", "refuse": "si.label.refuse",
         "parallel": "si.label.parallel", "fight": "si.label.fight", "challenge": "si.label.challenge",
         "allow": "si.label.allow"}


def move_label(move: str, view: dict[str, Any]) -> Msg | str:
    w = move.split()
    verb = w[0]
    if verb == "next" and view.get("turn", {}).get("step") == 3:  # step 4: skipping is one plain click
        traded = view.get("turn", {}).get("offers", 0)
        return Msg("si.label.done_trade" if traded else "si.label.skip_trade")
    if verb == "done":
        return Msg("si.label.done_placing" if view.get("step") == "place" else "si.label.done")
    if verb in FIXED:
        return Msg(FIXED[verb])
    if verb == "hire":
        kind = "surveyor" if w[1][0] == "S" else "prospector"
        bonus = int(w[1][1:])
        return Msg(f"si.label.hire_{kind}_bonus", b=bonus) if bonus else Msg(f"si.label.hire_{kind}")
    if verb in ("survey", "prospect"):
        return Msg(f"si.label.{verb}", what=thing(w[2]), piece=_piece(view, w[1]))
    if verb == "dismantle":
        pays = 10 * SEGMENTS[w[2]].length
        return Msg("si.label.dismantle", what=thing(w[2]), piece=_piece(view, w[1]), money=Money(pays))
    if verb == "steal":
        return Msg("si.label.steal", what=thing(w[2]), piece=_piece(view, w[1]), price=Money(PASSENGERS[w[2]]["price"]))
    if verb == "deck":
        return Msg("si.label.prospect_deck", piece=_piece(view, w[1]))
    if verb == "buy":
        return Msg("si.label.buy", what=thing(w[1]))
    if verb == "leave":
        return Msg("si.label.leave_display" if w[1] in CLAIMS else "si.label.leave", what=thing(w[1]))
    if verb == "extend":
        return Msg("si.label.extend", what=thing(w[1]), length=SEGMENTS[w[1]].length)
    if verb == "operate":
        c = CLAIMS[w[1]]
        return Msg("si.label.operate", cid=w[1], mine=c["name"], cost=Money(c["operate"]))
    if verb == "offer":
        other = view["players"][int(w[1]) - 1]["name"]
        key = "si.label.offer_sell" if w[2] == "sell" else "si.label.offer_buy"
        return Msg(key, name=other, what=thing(w[3]), price=Money(int(w[4])))
    if verb == "plow":
        return Msg("si.label.plow_with", what=thing(w[1]), v=w[2]) if len(w) > 2 else Msg("si.label.plow",
                                                                                        what=thing(w[1]))
    if verb == "sell":
        cid = "M" + w[1][1:]
        key = market.key_for(CLAIMS[cid]["kind"], w[2])
        price = view.get("prices", {}).get(key)
        words = {"kind": kind_term(CLAIMS[cid]["kind"]), "cid": w[1], "town": town(w[2])}
        units = view.get("sales", {}).get(move)
        if price and units:
            return Msg("si.label.sell_units", units=units, price=Money(price), total=Money(units * price), **words)
        return Msg("si.label.sell_at", price=Money(price), **words) if price else Msg("si.label.sell", **words)
    if verb == "bail":
        return Msg("si.label.bail", piece=_piece(view, w[1]), money=Money(200))
    if verb == "jailroll":
        return Msg("si.label.jail_roll", piece=_piece(view, w[1]))
    if verb == "buyloco":
        return Msg("si.label.loco", v=w[1])
    if verb == "buyplow":
        return Msg("si.label.plow_buy", v=w[1])
    return move


def destructive(move: str, view: dict[str, Any]) -> bool:
    """Dismantling gives up the player's own track: the page lists it last and asks first."""
    return move.startswith("dismantle ")


def confirm(move: str, view: dict[str, Any]) -> Msg | None:
    """The question asked before a sale picked on a claim card is made (issue 32: one click sold lumber at $40
    when the player meant to look): units, price and total, and what the sale settles for the rest of the
    turn (the city of a second sale, or the turn's end)."""
    if not move.startswith("sell "):
        return None
    units = view.get("sales", {}).get(move)
    if not units:
        return None
    _, lot, city = move.split()
    cid = "M" + lot[1:]
    price = view.get("prices", {}).get(market.key_for(CLAIMS[cid]["kind"], city)) or 0
    turn = view.get("turn", {})
    done = len(turn.get("sold_lots", []))
    others = {m.split()[1] for m in view.get("sales", {})} - {lot}
    last = not others or (view.get("mode") != "advanced" and done + 1 >= LIMIT_PER_TURN)
    key = "si.confirm.sell_last" if last else "si.confirm.sell" if turn.get("city") else "si.confirm.sell_first"
    return Msg(key, units=units, kind=kind_term(CLAIMS[cid]["kind"]), cid=lot, town=town(city), price=Money(price),
               total=Money(units * price))


def _is_goods(x: str) -> bool:
    """Whether a traded item is a claim's goods ("G7"), not a segment whose town starts with G."""
    return x.startswith("G") and "M" + x[1:] in CLAIMS


def _needed(view: dict[str, Any], me: int) -> set[str]:
    """The player's segments that carry one of their passenger contracts (the shortest route over their track)."""
    track = set(view["players"][me]["track"])
    needed: set[str] = set()
    for contract in view["players"][me]["passengers"]:
        p = PASSENGERS[contract["id"]]
        found = shortest(track, p["a"], p["b"])
        needed |= set(found[1]) if found else set()
    return needed


def _worth(view: dict[str, Any], item: str, holder: int) -> int:
    """What an item is roughly worth, the form's suggested amount: a claim's price, a segment's cost, goods at
    the best price their kind fetches now."""
    if item in CLAIMS:
        return int(CLAIMS[item]["price"])
    if item in SEGMENTS:
        return int(SEGMENTS[item].cost)
    cid = "M" + item[1:]
    kind = CLAIMS[cid]["kind"]
    units = next((c["goods"] for c in view["players"][holder]["claims"] if c["id"] == cid), 0)
    best = max((v for k, v in view.get("prices", {}).items() if k.split(":")[0] == kind), default=0)
    return units * best


def _goods_words(view: dict[str, Any], item: str, holder: int) -> Msg | str:
    """Goods named with how many and what: "3 silver on claim M7 Camp Bird"."""
    cid = "M" + item[1:]
    units = next((c["goods"] for c in view["players"][holder]["claims"] if c["id"] == cid), 0)
    return Msg("si.thing.goods_n", n=units, kind=kind_term(CLAIMS[cid]["kind"]), x=cid, mine=CLAIMS[cid]["name"])


def move_form(view: dict[str, Any]) -> dict[str, Any] | None:
    """Step 4 (rules version 4): one small form for every offer instead of a button for each offer at each
    listed amount, described here and drawn by the page's generic form (web/js/moveform.js): fields (a
    partner; what is given or asked of that partner, each with the amount it suggests and the most the payer
    holds; the amount), and the move they make ("offer {partner} {item} {amount}").  The default never gives
    anything away (it asks for the partner's goods or claims, or makes no choice); a segment one of the
    player's contracts runs on says so; notes say why an item or a partner is not in the lists."""
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
    players = view["players"]
    needed = _needed(view, me)
    items: dict[str, list[dict[str, Any]]] = {}
    defaults: dict[str, str] = {}
    for r in sorted(keys):
        asks = [{"value": f"buy {x}", "group": Msg("si.form.ask"), "max": players[me]["money"],
                 "suggest": min(_worth(view, x, r), players[me]["money"]),
                 "label": _goods_words(view, x, r) if _is_goods(x) else thing(x)} for x in keys[r]["buy"]]
        gives = [{"value": f"sell {x}", "group": Msg("si.form.give"), "max": players[r]["money"],
                  "suggest": min(_worth(view, x, me), players[r]["money"]),
                  "label": Msg("si.form.needed", what=thing(x)) if x in needed else thing(x)} for x in keys[r]["sell"]]
        items[str(r + 1)] = asks + gives
        # Nothing is given away by default: the partner's goods, else a claim or segment of theirs, else no
        # choice made ("Choose …").
        safe = [a["value"] for a in asks if _is_goods(a["value"].split()[1])] + [a["value"] for a in asks]
        defaults[str(r + 1)] = safe[0] if safe else ""
    made = view.get("turn", {}).get("offered", [])
    notes = [Msg("si.form.note_once")] if made else []
    for r, pl in enumerate(players):
        if r != me and r not in keys:
            full = sum(1 for k in made if k.split()[0] == str(r + 1)) >= OFFERS_PER_PARTNER
            notes.append(Msg("si.form.note_partner", name=pl["name"], n=OFFERS_PER_PARTNER) if full
                         else Msg("si.form.note_nothing", name=pl["name"]))
    partners = [{"value": str(r + 1), "label": players[r]["name"]} for r in sorted(keys)]
    return {
        "verb": "offer", "title": Msg("si.form.title"), "hint": Msg("si.form.hint"), "submit": Msg("si.form.submit"),
        "template": "offer {partner} {item} {amount}",
        "fields": [
            {"name": "partner", "kind": "select", "label": Msg("si.form.partner"), "options": partners,
             "default": partners[0]["value"]},
            {"name": "item", "kind": "select", "label": Msg("si.form.item"), "by": "partner", "options": items,
             "default": defaults, "empty": Msg("si.form.choose")},
            {"name": "amount", "kind": "number", "label": Msg("si.form.amount"), "min": 0, "from": "item"},
        ],
        "notes": notes,
    }


def prompt(view: dict[str, Any]) -> Msg | None:
    """A question for a dialog: a trade offer to answer, or a dispute question."""
    me = view.get("viewer")
    if me is None or me != view.get("current_player"):
        return None
    offer = view.get("offer")
    if offer and offer["to"] == me:
        who = view["players"][offer["from"]]["name"]
        key = "si.prompt.offer_sell" if offer["dir"] == "sell" else "si.prompt.offer_buy"
        return Msg(key, name=who, what=thing(offer["item"]), price=Money(offer["price"]))
    ask = view.get("ask")
    if ask and ask["seat"] == me:
        if ask["kind"] == "parallel":
            return Msg("si.prompt.parallel", target=ask["target"], twin=ask["twin"])
        a, b = ask["segments"]
        return Msg("si.prompt.special", town=town(ask["target"]), a=a, b=b)
    return None


def status_text(view: dict[str, Any]) -> Msg:
    players = view["players"]
    result = view.get("result")
    if result:
        names = ListOf((players[w]["name"] for w in result["winners"]), last_and=True)
        best = Money(result["ranking"][0]["money"])
        if len(players) == 1:
            key = "si.status.reaches" if result.get("goal_met") else "si.status.misses"
            return Msg(key, names=names, goal=Money(result.get("goal") or 0), money=best)
        return Msg("si.status.wins" if len(result["winners"]) == 1 else "si.status.win", names=names, money=best)
    q = view["current_player"]
    key = "si.status.act_winter" if view["winter"] else "si.status.act"
    return Msg(key, r=view["round"], name=players[q]["name"], text=view["step_title"])


def amounts(by_what: dict[str, int]) -> Msg:
    """"goods $12,000, claims $3,000" (or "nothing"): where money came from or went."""
    parts = [Msg("si.term.money", what=Msg(f"si.term.earned.{k}"), amount=Money(v)) for k, v in by_what.items() if v]
    return Msg("si.term.amounts", items=ListOf(parts)) if parts else Msg("si.term.nothing")


def _claims_cell(pl: dict[str, Any], goods: int) -> Msg:
    """"4 (12 goods: 5 silver on M7, 7 lumber on M12)": which goods a player holds, for buying them in a trade."""
    held = [Msg("si.cell.goods_on", n=c["goods"], kind=kind_term(CLAIMS[c["id"]]["kind"]), cid=c["id"])
            for c in pl["claims"] if c["goods"]]
    if not held:
        return Msg("si.cell.claims", claims=len(pl["claims"]), n=goods)
    return Msg("si.cell.claims_goods", claims=len(pl["claims"]), n=goods, which=ListOf(held))


def player_rows(view: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    result = view.get("result")
    final = {r["player"]: r for r in result["ranking"]} if result else {}
    for q, pl in enumerate(view["players"]):
        goods = sum(c["goods"] for c in pl["claims"])
        row: dict[str, Any] = {
            Msg("si.col.player"): f"P{q + 1} {pl['name']}",
            Msg("si.col.money"): Msg("fmt.amount", amount=Money(pl["money"])),
            Msg("si.col.claims"): _claims_cell(pl, goods),
            Msg("si.col.contracts"): len(pl["passengers"]),
            Msg("si.col.track"): Msg("si.cell.segments", n=len(pl["track"])),
            Msg("si.col.home"): town(pl["home"]),
        }
        if q in final:
            # The game-over breakdown: where the money came from and went.
            e, s = final[q]["earned"], final[q]["spent"]
            row[Msg("si.col.earned")], row[Msg("si.col.spent")] = amounts(e), amounts(s)
        else:
            row[Msg("si.col.status")] = Msg("si.cell.to_move") if view.get("current_player") == q else ""
        rows.append(row)
    return rows


# Log lines shown as notices where the player looks (pygame_rules.notices): a trade offer's answer, claim
# jumpers and the other events, fines, jail, depletion, lost contracts, a winter round's start.
NOTICES = ("si.log.accepts", "si.log.refuses", "si.log.event", "si.log.fine", "si.log.fine_all", "si.log.jail",
           "si.log.depleted", "si.log.contract_gone", "si.log.contract_gone_owner",
           "si.log.order_winter", "si.log.route_lost")


def more_notices(view: dict[str, Any], news: list[Any]) -> list[Msg]:
    """The last round, once it has begun since the viewer's last move (it has no log line of its own)."""
    from ...notices import keys_of

    began = any(k in ("si.log.order", "si.log.order_winter") for line in news for k in keys_of(line))
    if began and view.get("round") == view.get("round_limit") and not view.get("result"):
        return [Msg("si.notice.last_round", r=view["round"])]
    return []
