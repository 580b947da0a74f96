"""The USA map and its decks, loaded from usa.json (one data file; its "_provenance" says where each
part comes from), plus what each variant changes.

City codes are three letters and stable (they are part of the move notation and of saves).  Route ids
are "<A>-<B>" with the cities in the reference's (alphabetical) order; the second route of a double
pair is "<A>-<B>/2".
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_DATA = json.loads((Path(__file__).parent / "usa.json").read_text(encoding="utf-8"))
PROVENANCE = _DATA["_provenance"]

# code -> (name, latitude, longitude)
CITIES = {c["code"]: (c["name"], c["lat"], c["lon"]) for c in _DATA["cities"]}
CITY_ORDER = sorted(CITIES)


class Route:
    __slots__ = ("id", "a", "b", "length", "colour", "twin")

    def __init__(self, rid: str, a: str, b: str, length: int, colour: str):
        self.id, self.a, self.b, self.length, self.colour = rid, a, b, length, colour
        self.twin: str | None = None  # the other route of a double pair

    def other(self, city: str) -> str:
        return self.b if city == self.a else self.a


ROUTES = {r["id"]: Route(r["id"], r["a"], r["b"], r["length"], r["colour"]) for r in _DATA["routes"]}
ROUTE_ORDER = sorted(ROUTES)
for _r in ROUTES.values():
    if _r.id.endswith("/2"):
        _r.twin = _r.id[:-2]
        ROUTES[_r.twin].twin = _r.id

# Routes by unordered city pair, single routes first (for parsing "claim DEN-SLC" and for planning).
PAIR_ROUTES: dict[frozenset, list[str]] = {}
for _rid in ROUTE_ORDER:
    PAIR_ROUTES.setdefault(frozenset((ROUTES[_rid].a, ROUTES[_rid].b)), []).append(_rid)

CITY_ROUTES = {c: [rid for rid in ROUTE_ORDER if c in (ROUTES[rid].a, ROUTES[rid].b)] for c in CITY_ORDER}

_CARDS = _DATA["train_cards"]
COLOURS = list(_CARDS["colours"])  # the eight card colours, in the reference's order
LOCO = "loco"
CARD_KINDS = COLOURS + [LOCO]
GRAY = "gray"
CARD_COUNTS = {c: _CARDS["per_colour"] for c in COLOURS} | {LOCO: _CARDS["locomotives"]}
TOTAL_CARDS = sum(CARD_COUNTS.values())  # 110

TRAINS = _DATA["trains_per_player"]  # 45
ROUTE_POINTS = {int(k): v for k, v in _DATA["route_points"].items()}
LONGEST_BONUS = _DATA["longest_path_bonus"]  # 10
GLOBETROTTER_BONUS = _DATA["globetrotter_bonus"]  # 15
HAND_START = 4
FACE_UP = 5
LOCO_REDEAL = 3  # this many face-up locomotives redeal the row
MAX_REDEALS = 3  # house rule: at most this many redeals in a row (see docs/games/ticket_to_ride.md)
END_TRAINS = 2  # a player with this many trains or fewer after their turn triggers the last round

BIG_CITIES = list(_DATA["big_cities"])


def _deck(name: str) -> list[tuple[str, str, int]]:
    return [tuple(t) for t in _DATA["tickets"][name]]


def _mega_deck() -> list[tuple[str, str, int]]:
    """The Mega game: base tickets (four with new values), the 1910 tickets and four more."""
    changed = {(a, b): pts for a, b, pts in _deck("mega_changed")}
    base = [(a, b, changed.get((a, b), pts)) for a, b, pts in _deck("base")]
    return base + _deck("1910") + _deck("mega_added")


# Variant -> how it plays.  deal/keep: the tickets dealt at the start and how many must be kept;
# draw: tickets shown by the "tickets" action (keep at least 1); bonuses: the end-of-game bonuses.
VARIANTS: dict[str, dict[str, Any]] = {
    "base": {"name": "Original (30 tickets)", "tickets": _deck("base"), "deal": 3, "keep": 2, "draw": 3,
             "longest": True, "globetrotter": False},
    "1910": {"name": "USA 1910 (35 tickets, Globetrotter)", "tickets": _deck("1910"), "deal": 3, "keep": 2,
             "draw": 3, "longest": False, "globetrotter": True},
    "mega": {"name": "Mega Game (69 tickets, both bonuses)", "tickets": _mega_deck(), "deal": 5, "keep": 3,
             "draw": 4, "longest": True, "globetrotter": True},
    "big_cities": {"name": "Big Cities (35 tickets)",
                   "tickets": [t for t in _mega_deck() if t[0] in BIG_CITIES or t[1] in BIG_CITIES],
                   "deal": 4, "keep": 2, "draw": 4, "longest": True, "globetrotter": False},
}
VARIANT_ORDER = ["base", "1910", "mega", "big_cities"]


def city_name(code: str) -> str:
    return CITIES[code][0]


def points_for(length: int) -> int:
    return ROUTE_POINTS[length]
