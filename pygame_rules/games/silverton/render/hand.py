"""The viewer's hand beside the board: their claims, contracts, pieces and equipment, and what the step at
hand needs (claims and contracts for sale while placing, the market while selling), drawn about 1:1 in the
side panel so its 13-unit text reads at 12-13 px on a laptop and a phone alike.  The board's own panels
sit under the map, out of a laptop's first screen and tiny on a phone: what the player acts on is here."""

from __future__ import annotations

import re
from typing import Any

from ....i18n.messages import ListOf, Money, Msg
from ....svg import SEAT_COLOURS, el, esc, fit, text
from .. import market
from ..data import CLAIMS, MARKETS, PASSENGERS, TOWNS
from .board import (
    KIND_COLOUR,
    STYLE,
    _info,
    _playable,
    _w,
    claim_words,
    contract_words,
    kind_letter,
    metal_price,
    price_limit,
    targets,
)

HAND_COLS, HAND_W, HAND_CARD = 2, 384, (180, 76)  # drawn about 1:1 in the side panel: 13-unit text reads at 13 px
HAND_CHARS = 50  # characters per line of 13-unit text across the hand
DEAL_W, DEAL_H = 180, 56  # a claim for sale beside the hand (three lines, no goods; its prospectors under them)
PASS_COLS, PASS_W, PASS_H = 4, 86, 40  # contracts for sale: four to a row


def _cut(words: str, n: int) -> str:
    """At most n characters: a longer text ends in an ellipsis (the card's tooltip has it whole)."""
    return words if len(words) <= n else words[:n - 1].rstrip() + "…"


def _hand_card(c: dict[str, Any], x: float, y: float, view: dict[str, Any], moves: list[str]) -> str:
    """A claim in the viewer's hand (or, without goods, one for sale shown beside it): big enough text to read
    beside the board (sv-hand is 13 units)."""
    cid = c["id"]
    card = CLAIMS[cid]
    w, h = HAND_CARD[0], HAND_CARD[1] if c.get("goods") is not None else DEAL_H
    # A card for sale: an invisible box over half the gaps round it (data-tap), as on the board.
    tap = [_tapbox(x - 4, y - 3, w + 8, h + 6)] if moves and c.get("goods") is None else []
    parts = [el("title", esc(_w(claim_words(cid)))), *tap,
             el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=w, height=h, rx="4", class_="sv-card"),
             el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width="24", height=h, rx="4", fill=KIND_COLOUR[card["kind"]]),
             text(x + 12, y + 22, kind_letter(card["kind"]), class_="sv-handk"),
             text(x + 30, y + 17, _cut(f"{cid} {card['name']}", 15), class_="sv-handb"),
             text(x + 30, y + 32, _cut(TOWNS[card["town"]].name, 20), class_="sv-hand"),
             text(x + 30, y + 47, _w(Msg("si.svg.card_hand", grade=Msg(f"si.svg.grade_{card['grade']}"),
                                         price=Money(card["price"]), operate=Money(card["operate"]))),
                  class_="sv-hand"),
             text(x + 30, y + 68, _w(Msg("si.svg.goods", n=c["goods"])), class_="sv-handb")
             if c.get("goods") is not None else ""]
    if c.get("depleted"):
        parts.append(text(x + w - 6, y + 68, _w(Msg("si.svg.depleted")), class_="sv-handx"))
    # On the card's lower edge, below its last line of words ("… op $70" runs the card's whole width).
    parts += _pieces_on(view, ("claim:" + cid,), x + w - 10, y + h + 1, r=7)
    # A card for sale is told from one owned (data-claim) by its own mark.
    data = {"data_claim": cid} if c.get("goods") is not None else {"data_for_sale": cid}
    return _playable(parts, moves, view, **data) + _info(cid, x + w - 12, y + 12, 9)


def _tapbox(x: float, y: float, w: float, h: float) -> str:
    """An invisible rectangle that answers a tap for the piece it is in (data-tap, see web/js/hits.js)."""
    return el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=f"{w:.1f}", height=f"{h:.1f}", class_="sv-tapbox", data_tap="")


def _pieces_on(view: dict[str, Any], places: tuple[str, ...], x: float, y: float, r: int = 8) -> list[str]:
    """The prospectors on a card: a disc per piece in its player's colour with the seat number, right to left."""
    on = [q for q, pl in enumerate(view["players"]) for p in pl["pieces"] if p["at"] in places]
    out = []
    for i, q in enumerate(on):
        cx = x - i * (2 * r + 1)
        out.append(el("circle", cx=f"{cx:.1f}", cy=f"{y:.1f}", r=r, fill=SEAT_COLOURS[q % 6], stroke="#222",
                      stroke_width=".8"))
        out.append(text(cx, y + 4.5, q + 1, class_="sv-handk"))
    return out


def _own_claim_line(c: dict[str, Any], x: float, y: float, view: dict[str, Any]) -> str:
    """One of the viewer's claims in one line, while they place pieces (their claims wait; the step's
    cards need the room)."""
    cid = c["id"]
    card = CLAIMS[cid]
    goods = _w(Msg("si.svg.depleted") if c.get("depleted") else Msg("si.svg.goods", n=c["goods"]))
    parts = [el("title", esc(_w(claim_words(cid)))),
             el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width="26", height="20", rx="3", fill=KIND_COLOUR[card["kind"]]),
             text(x + 13, y + 15, kind_letter(card["kind"]), class_="sv-handk"),
             text(x + 32, y + 15, _cut(f"{cid} {card['name']} · {TOWNS[card['town']].name}", 34), class_="sv-hand"),
             text(x + 330, y + 15, goods, class_="sv-handb", text_anchor="end")]
    return _playable(parts, [], view, data_claim=cid) + _info(cid, x + 356, y + 10, 9)


def _wrap(words: str, width: int = HAND_CHARS) -> list[str]:
    """Break a line of text into lines of at most `width` characters, between its items (after ", " or
    " · ", so "P1 at M99" stays on one line); an item longer than a line stays whole."""
    lines: list[str] = []
    for item in re.split(r"(?<=, )|(?<= · )", words):
        if lines and len(lines[-1]) + len(item.rstrip()) <= width:
            lines[-1] += item
        else:
            if lines:
                lines[-1] = lines[-1].rstrip()
            lines.append(item)
    return [line.rstrip() for line in lines]


def _placing(view: dict[str, Any]) -> bool:
    return any(m.startswith(("prospect ", "deck ", "steal ")) for m in view.get("legal_moves") or [])


def _contract_card(pid: str, x: float, y: float, view: dict[str, Any], moves: list[str], below: int = 0) -> str:
    """A passenger contract for sale: its id and price, its two towns, a card's edge under it for each card in
    its stack (two at most: the stacks hold three), and "✕n" on one discarded after n depleted claims."""
    p = PASSENGERS[pid]
    gone_at = view.get("gone_at", {}).get(pid)
    words = _w(contract_words(pid, gone_at))
    edges = [el("rect", x=f"{x + 3 * k:.1f}", y=f"{y + 3 * k:.1f}", width=PASS_W, height=PASS_H, rx="4",
                class_="sv-edge") for k in range(min(below, 2), 0, -1)]
    # An invisible box over half the gaps round the card (data-tap): 40 units are under 44 px on a phone.
    tap = [_tapbox(x - 3, y - 7, PASS_W + 6, PASS_H + 14)] if moves else []
    parts = [el("title", esc(words)), *tap, *edges,
             el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=PASS_W, height=PASS_H, rx="4",
                class_="sv-card sv-event" if gone_at else "sv-card"),
             text(x + 6, y + 16, f"{pid} {_w(Msg('fmt.amount', amount=Money(p['price'])))}", class_="sv-handb"),
             text(x + 6, y + 33, f"{p['a']}–{p['b']}", class_="sv-hand")]
    if gone_at:  # a badge on the card's lower left edge (the line above holds the towns)
        parts += [el("rect", x=f"{x + 4:.1f}", y=f"{y + PASS_H - 7:.1f}", width="30", height="16", rx="3",
                     fill="#fff", stroke="#a00"),
                  text(x + 32, y + PASS_H + 5, f"✕{gone_at}", class_="sv-handx")]
    parts += _pieces_on(view, (f"pass:{pid}", f"steal:{pid}"), x + PASS_W - 10, y + PASS_H + 3)
    info = _info(pid, x + PASS_W - 12, y + 12, 9, words=words)
    return _playable(parts, moves, view, data_contract=pid) + info


def _for_sale(view: dict[str, Any], by_target: dict[str, list[str]], parts: list[str], y: int) -> int:
    """While pieces are placed: the claims for sale, the claim deck and the passenger contracts, each card
    playable here as on the board.  Returns the foot."""
    w, h = DEAL_W, DEAL_H
    parts.append(text(8, y, _w(Msg("si.svg.for_sale")), class_="sv-handb"))
    cards = view["display"]
    for i, cid in enumerate(cards):
        x, top = 8 + (i % HAND_COLS) * (w + 8), y + 8 + (i // HAND_COLS) * (h + 6)
        parts.append(_hand_card({"id": cid}, x, top, view, by_target.get(cid, [])))
    y += 8 + (len(cards) + HAND_COLS - 1) // HAND_COLS * (h + 6)
    line = _w(Msg("si.svg.deck_blind", n=view["deck"]))
    # The deck's button is a low bar: an invisible box round it, over the gaps above and below it and the
    # next heading (which lets clicks through), makes it 44 px on a phone, where the hand is drawn at about
    # 0.87 px a unit (data-tap, see web/js/hits.js; issue 32).
    deck = [_tapbox(8, y - 3, HAND_W - 16, 54),
            el("rect", x="8", y=f"{y}", width=HAND_W - 16, height="28", rx="4", class_="sv-card"),
            text(16, y + 19, line, class_="sv-hand", **fit(line, 13, HAND_W - 48))]  # room for its pieces
    deck += _pieces_on(view, ("deck",), HAND_W - 22, y + 14)
    parts.append(_playable(deck, by_target.get("deck", []), view, data_deck=""))
    y += 28 + 22
    parts.append(text(8, y, _w(Msg("si.svg.contracts_for_sale")), class_="sv-handb", pointer_events="none"))
    shown = [(pid, below) for pid, below in zip(view["pass_top"], view["pass_below"], strict=True) if pid]
    shown += [(pid, 0) for pid in view["pass_open"]]
    for i, (pid, below) in enumerate(shown):
        x, top = 8 + (i % PASS_COLS) * (PASS_W + 6), y + 8 + (i // PASS_COLS) * (PASS_H + 14)
        parts.append(_contract_card(pid, x, top, view, by_target.get(pid, []), below))
    y += 8 + (len(shown) + PASS_COLS - 1) // PASS_COLS * (PASS_H + 14)
    if any(pid in view.get("gone_at", {}) for pid, _ in shown):  # the badge's meaning, where it is seen
        parts.append(text(8, y + 8, _w(Msg("si.svg.contracts_gone", so_far=view["depletions"])), class_="sv-hand"))
        y += 14
    return y + 22


def _drawn(view: dict[str, Any], parts: list[str], y: int) -> int:
    """The claim the viewer drew from the deck and now buys or leaves: its card, first (issue 32: it was a
    text button only).  Returns the foot."""
    turn = view.get("turn") or {}
    cid = turn.get("drawn")
    if not cid or turn.get("seat") != view.get("viewer") or cid not in CLAIMS:
        return y
    parts.append(text(8, y, _w(Msg("si.svg.drawn")), class_="sv-handb"))
    parts.append(_hand_card({"id": cid}, 8, y + 8, view, []))
    return y + 8 + DEAL_H + 24


def _market(view: dict[str, Any], parts: list[str], y: int) -> int:
    """While goods are sold: the prices, and each city's limit for lumber and coal."""
    parts.append(text(8, y, _w(Msg("si.svg.market")), class_="sv-handb"))
    y += 20
    for i, kind in enumerate(market.METALS):
        parts.append(text(8 + i * 125, y, metal_price(kind, view), class_="sv-hand"))
    y += 20
    parts += [text(8, y, _w(Msg("si.svg.city")), class_="sv-handb"),
              text(160, y, _w(Msg("si.svg.Lumber")), class_="sv-handb"),
              text(270, y, _w(Msg("si.svg.Coal")), class_="sv-handb")]
    for city in MARKETS:
        y += 18
        parts.append(text(8, y, TOWNS[city].name, class_="sv-hand"))
        for kind, x in (("lumber", 160), ("coal", 270)):
            parts.append(text(x, y, price_limit(f"{kind}:{city}", view), class_="sv-hand"))
    return y + 26


def _own_claims(view: dict[str, Any], by_target: dict[str, list[str]], parts: list[str], y: int,
                placing: bool) -> int:
    """The viewer's claims from ``y``: a card each (goods, depletion; click to operate or sell), or while
    placing one line each.  Returns the foot."""
    pl = view["players"][view["viewer"]]
    mine = Msg("si.svg.your_claims", name=pl["name"], money=Money(pl["money"]))
    parts.append(text(8, y, _w(mine), class_="sv-handb"))
    if not pl["claims"]:
        parts.append(text(8, y + 26, _w(Msg("si.svg.none_yet")), class_="sv-hand"))
        return y + 48
    if placing:
        for i, c in enumerate(pl["claims"]):
            parts.append(_own_claim_line(c, 8, y + 8 + i * 24, view))
        return y + 8 + len(pl["claims"]) * 24 + 18
    w, h = HAND_CARD
    for i, c in enumerate(pl["claims"]):
        x, top = 8 + (i % HAND_COLS) * (w + 8), y + 10 + (i // HAND_COLS) * (h + 8)
        parts.append(_hand_card(c, x, top, view, by_target.get("hand:" + c["id"], [])))
    return y + 10 + (len(pl["claims"]) + HAND_COLS - 1) // HAND_COLS * (h + 8) + 16


def _yours(view: dict[str, Any]) -> list[str]:
    """The viewer's contracts, pieces and equipment, in lines of words."""
    pl = view["players"][view["viewer"]]
    gone_at = view.get("gone_at", {})
    contracts = [f"{c['id']} {PASSENGERS[c['id']]['a']}–{PASSENGERS[c['id']]['b']}"
                 + (f" (✕{gone_at[c['id']]})" if c["id"] in gone_at else "") for c in pl["passengers"]]
    pieces = [_where(p) for p in pl["pieces"]]
    none = Msg("si.term.none")
    lines = [Msg("si.svg.contracts_line", items=ListOf(contracts) if contracts else none),
             Msg("si.svg.pieces", items=ListOf(pieces) if pieces else none, n=pl["cubes"])]
    equipment: list[Msg] = []
    if pl["locos"]:
        equipment.append(Msg("si.svg.locos", values=", ".join(map(str, pl["locos"]))))
    if pl["plows"]:
        equipment.append(Msg("si.svg.plows", values=", ".join(map(str, pl["plows"]))))
    if pl["fines"]:
        equipment.append(Msg("si.svg.fines_due", money=Money(pl["fines"])))
    if equipment:
        lines.append(Msg("si.svg.items", items=ListOf(equipment, sep=" · ")))
    # Each line in the reader's language before it is wrapped (between its items).
    return [part for words in lines for part in _wrap(_w(words))]


def _where(p: dict[str, Any]) -> Msg | str:
    """A piece in the hand's pieces line: its id (and dispute bonus), and where it stands."""
    piece = f"{p['id']}{'+' + str(p['bonus']) if p['bonus'] else ''}"
    if p["jail"]:
        return Msg("si.svg.piece_jail", piece=piece)
    if p["at"] == "deck":
        return Msg("si.svg.piece_deck", piece=piece)
    return Msg("si.svg.piece_at", piece=piece, spot=p["at"].split(":")[-1]) if p["at"] else piece


def hand_svg(view: dict[str, Any]) -> str | None:
    """What the step at hand needs first (while placing: the claims, deck and contracts for sale; the page
    puts the step's buttons above the hand), then the viewer's claims, contracts, pieces and equipment (and,
    while selling, the market under them)."""
    if view.get("viewer") is None:
        return None
    by_target = targets(view)
    placing = _placing(view)
    parts: list[str] = []
    y = _drawn(view, parts, 18)
    y = _for_sale(view, by_target, parts, y) if placing else y
    y = _own_claims(view, by_target, parts, y, placing)
    for line in _yours(view):
        parts.append(text(8, y, line, class_="sv-hand"))
        y += 18
    y += 10
    if any(m.startswith("sell ") for m in view.get("legal_moves") or []):
        y = _market(view, parts, y)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {HAND_W} {y - 8:.0f}" class="hand silverton" '
            f'role="group" aria-label="{esc(_w(Msg("si.svg.hand")))}">{STYLE}{"".join(parts)}</svg>')
