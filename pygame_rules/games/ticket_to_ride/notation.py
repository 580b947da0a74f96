"""Ticket to Ride's move notation (documented in docs/games/ticket_to_ride.md).

    draw blind              draw the top card of the deck
    draw 3                  take the face-up card in slot 3 (slots 1-5, left to right)
    claim DEN-SLC red       claim Denver-Salt Lake City with red cards only
    claim DEN-SLC/2 red+1L  claim the second route of that double pair: red cards plus 1 locomotive
    claim ATL-MIA loco      claim with locomotives only
    tickets                 draw destination tickets
    keep 1 3                keep the 1st and 3rd of the tickets on offer (returning the others)
    pass                    only when no other action is possible

Parsing accepts any case and spacing, the cities in either order, full city names
("claim Denver-Salt Lake City red + 1 loco") and "draw deck".  The canonical form spells how many
locomotives a claim uses, so claims that pay differently are different moves.
"""

from __future__ import annotations

import re
import unicodedata

from ...errors import reason_of
from ...i18n.messages import Msg
from ...state import move_words
from .data import CITIES, COLOURS, FACE_UP, LOCO, PAIR_ROUTES, ROUTES

MAX_OFFER = 5  # the most tickets ever on offer (the Mega game deals 5)


def _key(text: str) -> str:
    """Lower case, accents, dots and spaces removed: "Montréal" -> "montreal", "St. Louis" -> "stlouis"."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[\s.]", "", plain.lower())


_CITY_BY_KEY: dict[str, str] = {}
for _code, (_name, _lat, _lon) in CITIES.items():
    _CITY_BY_KEY[_key(_code)] = _code
    _CITY_BY_KEY[_key(_name)] = _code
_CITY_BY_KEY.update({"stlouis": "STL", "saultstemarie": "SSM", "kansas": "KCY", "lasvegas": "LVS",
                     "newyorkcity": "NYC", "montreal": "MTL", "sanfran": "SFO"})


def parse_city(text: str) -> str:
    code = _CITY_BY_KEY.get(_key(text))
    if code is None:
        raise ValueError(Msg("ttr.err.unknown_city", city=repr(text.strip())))
    return code


def parse_route(text: str) -> str:
    """"DEN-SLC/2", "Salt Lake City - Denver" ... -> the route id."""
    text = text.strip()
    number = 1
    m = re.fullmatch(r"(.*?)\s*/\s*(\d+)", text)
    if m:
        text, number = m.group(1), int(m.group(2))
    ends = text.split("-")
    if len(ends) != 2:
        raise ValueError(Msg("ttr.err.not_route", text=repr(text)))
    a, b = parse_city(ends[0]), parse_city(ends[1])
    routes = PAIR_ROUTES.get(frozenset((a, b)))
    if not routes:
        raise ValueError(Msg("ttr.err.no_route", a=CITIES[a][0], b=CITIES[b][0]))
    if not 1 <= number <= len(routes):
        route = f"{CITIES[a][0]}–{CITIES[b][0]}"
        if len(routes) == 1:
            raise ValueError(Msg("ttr.err.single_route", route=route, number=f"/{number}"))
        raise ValueError(Msg("ttr.err.double_route", route=route))
    return routes[number - 1]


_LOCO_WORDS = r"(?:l|loco|locos|locomotive|locomotives|wild|wilds)"


def parse_cards(text: str, length: int) -> str:
    """The cards paying for a route of ``length``: "red", "red+2L" or "loco" (all locomotives)."""
    t = _key(text)
    m = re.fullmatch(rf"(\d*){_LOCO_WORDS}", t)
    if m:
        if m.group(1) and int(m.group(1)) != length:
            raise ValueError(Msg("ttr.err.locos_short", n=int(m.group(1)), length=length, example=f"red+{m.group(1)}L"))
        return LOCO
    m = re.fullmatch(rf"([a-z]+)(?:\+(\d+){_LOCO_WORDS})?", t)
    if not m:
        raise ValueError(Msg("ttr.err.not_payment", text=repr(text.strip())))
    colour, locos = m.group(1), int(m.group(2) or 0)
    if colour in ("grey", "gray"):
        raise ValueError(Msg("ttr.err.pay_gray"))
    if colour not in COLOURS:
        raise ValueError(Msg("ttr.err.unknown_colour", colour=repr(colour), colours=", ".join(COLOURS)))
    if locos > length:
        raise ValueError(Msg("ttr.err.too_many_cards", n=length))
    if locos == length:
        return LOCO
    return f"{colour}+{locos}L" if locos else colour


def split_cards(cards: str, length: int) -> tuple[str | None, int]:
    """Canonical payment -> (colour or None, number of locomotives)."""
    if cards == LOCO:
        return None, length
    if "+" in cards:
        colour, locos = cards.split("+")
        return colour, int(locos[:-1])
    return cards, 0


def payment_text(cards: str, length: int) -> Msg:
    """How a claim pays, in words: "2 red + 1 locomotive"."""
    colour, locos = split_cards(cards, length)
    loco_part = Msg("ttr.pay.locos", n=locos)
    if not colour:
        return loco_part
    colour_part = Msg(f"ttr.pay.{colour}", n=length - locos)
    return Msg("ttr.pay.both", colours=colour_part, locos=loco_part) if locos else colour_part


def parse_move(text: str) -> str:
    """Canonical form of a move, or ValueError saying why it is not Ticket to Ride notation."""
    words = move_words(text)
    head = words[0].lower()
    rest = words[1:]
    if head in ("pass", "tickets") and not rest:
        return head
    if head == "draw":
        if len(rest) == 1 and rest[0].lower() in ("blind", "deck"):
            return "draw blind"
        if len(rest) == 1 and rest[0].isdigit():
            slot = int(rest[0])
            if not 1 <= slot <= FACE_UP:
                raise ValueError(Msg("ttr.err.slots", n=FACE_UP))
            return f"draw {slot}"
        raise ValueError(Msg("ttr.err.which_card"))
    if head == "keep":
        picks = [w for w in " ".join(rest).replace(",", " ").split()]
        if not picks or not all(p.isdigit() for p in picks):
            raise ValueError(Msg("ttr.err.which_tickets"))
        nums = [int(p) for p in picks]
        if len(set(nums)) != len(nums):
            raise ValueError(Msg("ttr.err.ticket_twice"))
        if not all(1 <= n <= MAX_OFFER for n in nums):
            raise ValueError(Msg("ttr.err.offer_numbers", n=MAX_OFFER))
        return "keep " + " ".join(str(n) for n in sorted(nums))
    if head == "claim" and len(rest) >= 2:
        # The payment is the tail, the route the head; names may hold spaces, so try each split.
        errors: list[str] = []
        for cut in range(len(rest) - 1, 0, -1):
            try:
                rid = parse_route(" ".join(rest[:cut]))
            except ValueError as exc:
                errors.append(reason_of(exc))  # a message stays a message
                continue
            return f"claim {rid} {parse_cards(' '.join(rest[cut:]), ROUTES[rid].length)}"
        raise ValueError(errors[-1])
    raise ValueError(Msg("ttr.err.notation", move=repr(text.strip())))
