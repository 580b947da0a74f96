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

from ...state import move_words
from .board import CITIES, COLOURS, FACE_UP, LOCO, PAIR_ROUTES, ROUTES

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
        raise ValueError(f"unknown city {text.strip()!r}")
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
        raise ValueError(f"{text!r} is not a route: write it as two cities joined by '-', e.g. DEN-SLC")
    a, b = parse_city(ends[0]), parse_city(ends[1])
    routes = PAIR_ROUTES.get(frozenset((a, b)))
    if not routes:
        raise ValueError(f"no route joins {CITIES[a][0]} and {CITIES[b][0]}")
    if not 1 <= number <= len(routes):
        if len(routes) == 1:
            raise ValueError(f"{CITIES[a][0]}–{CITIES[b][0]} is a single route: leave out /{number}")
        raise ValueError(f"{CITIES[a][0]}–{CITIES[b][0]} has routes /1 and /2 only")
    return routes[number - 1]


_LOCO_WORDS = r"(?:l|loco|locos|locomotive|locomotives|wild|wilds)"


def parse_cards(text: str, length: int) -> str:
    """The cards paying for a route of ``length``: "red", "red+2L" or "loco" (all locomotives)."""
    t = _key(text)
    m = re.fullmatch(rf"(\d*){_LOCO_WORDS}", t)
    if m:
        if m.group(1) and int(m.group(1)) != length:
            raise ValueError(f"{m.group(1)} locomotives do not pay for a {length}-train route: add a colour, "
                             f"e.g. red+{m.group(1)}L")
        return LOCO
    m = re.fullmatch(rf"([a-z]+)(?:\+(\d+){_LOCO_WORDS})?", t)
    if not m:
        raise ValueError(f"{text.strip()!r} is not a payment: write a colour, colour+<n>L or loco")
    colour, locos = m.group(1), int(m.group(2) or 0)
    if colour in ("grey", "gray"):
        raise ValueError("pay with one card colour (gray routes take any one colour)")
    if colour not in COLOURS:
        raise ValueError(f"unknown card colour {colour!r} (colours: {', '.join(COLOURS)})")
    if locos > length:
        raise ValueError(f"a {length}-train route takes only {length} cards")
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


def payment_text(cards: str, length: int) -> str:
    """How a claim pays, in words: "2 red + 1 locomotive"."""
    colour, locos = split_cards(cards, length)
    parts = []
    if colour:
        parts.append(f"{length - locos} {colour}")
    if locos:
        parts.append(f"{locos} locomotive{'s' if locos > 1 else ''}")
    return " + ".join(parts)


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
                raise ValueError(f"face-up slots are numbered 1 to {FACE_UP}")
            return f"draw {slot}"
        raise ValueError("say which card: draw blind, or draw 1 to 5 for a face-up slot")
    if head == "keep":
        picks = [w for w in " ".join(rest).replace(",", " ").split()]
        if not picks or not all(p.isdigit() for p in picks):
            raise ValueError("say which tickets to keep by their numbers, e.g. keep 1 3")
        nums = [int(p) for p in picks]
        if len(set(nums)) != len(nums):
            raise ValueError("name each ticket once")
        if not all(1 <= n <= MAX_OFFER for n in nums):
            raise ValueError(f"tickets on offer are numbered 1 to {MAX_OFFER} at most")
        return "keep " + " ".join(str(n) for n in sorted(nums))
    if head == "claim" and len(rest) >= 2:
        # The payment is the tail, the route the head; names may hold spaces, so try each split.
        errors = []
        for cut in range(len(rest) - 1, 0, -1):
            try:
                rid = parse_route(" ".join(rest[:cut]))
            except ValueError as exc:
                errors.append(str(exc))
                continue
            return f"claim {rid} {parse_cards(' '.join(rest[cut:]), ROUTES[rid].length)}"
        raise ValueError(errors[-1])
    raise ValueError(f"{text.strip()!r} is not Ticket to Ride notation "
                     "(e.g. draw blind, draw 3, claim DEN-SLC red+1L, tickets, keep 1 3, pass)")
