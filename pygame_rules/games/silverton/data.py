"""Silverton's content, loaded from its two data files: map.json (towns and segments) and cards.json
(claims, passengers, events, locomotives, snowplows, market, setup).  Each file's "_provenance" says
where its numbers come from; docs/games/silverton.md gives the details.

Town codes (DEN), segment ids (DEN-CSP, DEN-CSP/2 for the second of a parallel pair), claim ids (M1..M108),
passenger ids (A1..C8) and event ids (E1..E12) are stable: they are part of the move notation and saves.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NamedTuple

_HERE = Path(__file__).parent
MAP: dict[str, Any] = json.loads((_HERE / "map.json").read_text(encoding="utf-8"))
CARDS: dict[str, Any] = json.loads((_HERE / "cards.json").read_text(encoding="utf-8"))


class Town(NamedTuple):
    code: str
    name: str
    lat: float
    lon: float
    state: str
    market: bool


class Segment(NamedTuple):
    id: str
    a: str
    b: str
    length: int
    cost: int
    white: bool
    line: str
    year: int
    pass_name: str
    parallel: str | None

    def other(self, town: str) -> str:
        return self.b if town == self.a else self.a


TOWNS: dict[str, Town] = {t["code"]: Town(t["code"], t["name"], t["lat"], t["lon"], t["state"], t["market"])
                          for t in MAP["towns"]}
MARKETS: list[str] = list(MAP["markets"])
SEGMENTS: dict[str, Segment] = {
    s["id"]: Segment(s["id"], s["a"], s["b"], s["length"], s["cost"], s["white"], s["line"], s["year"],
                     s.get("pass", ""), s.get("parallel"))
    for s in MAP["segments"]}
SEGMENT_ORDER: list[str] = [s["id"] for s in MAP["segments"]]
# segments at each town, in data order (never set order)
AT_TOWN: dict[str, list[str]] = {code: [] for code in TOWNS}
for _sid in SEGMENT_ORDER:
    AT_TOWN[SEGMENTS[_sid].a].append(_sid)
    AT_TOWN[SEGMENTS[_sid].b].append(_sid)

CLAIMS: dict[str, dict[str, Any]] = {c["id"]: c for c in CARDS["claims"]}
CLAIM_ORDER: list[str] = [c["id"] for c in CARDS["claims"]]
PASSENGERS: dict[str, dict[str, Any]] = {p["id"]: p for p in CARDS["passengers"]}
PASSENGER_ORDER: list[str] = [p["id"] for p in CARDS["passengers"]]
EVENTS: dict[str, dict[str, Any]] = {e["id"]: e for e in CARDS["events"]}
LOCOS: list[dict[str, Any]] = CARDS["locomotives"]
PLOWS: list[dict[str, Any]] = CARDS["snowplows"]
HIRE: dict[str, Any] = CARDS["hire"]
SCENARIOS: dict[str, dict[str, Any]] = CARDS["scenarios"]
SCENARIO_ORDER = ["short", "standard", "long", "campaign"]
MARKET: dict[str, Any] = CARDS["market"]
CUBES: int = CARDS["cubes"]
DISPLAY: int = CARDS["display"]
JAIL_BAIL: int = CARDS["jail"]["bail"]
JAIL_FREE: list[int] = CARDS["jail"]["free_rolls"]
DISMANTLE_PER_LENGTH: int = CARDS["dismantle_per_length"]
CLAIM_TOWN_BONUS: int = CARDS["claim_town_bonus"]
DEPLETE = -1  # in a production table: the claim is depleted
WINTER_EVERY = 4
FREE_EXTENSION_BELOW = 5  # the free-extension roll is played with fewer than 5 players
MAX_LOCOS = 4
TRADE_PRICES = [50, 100, 250, 500]  # rules version 3 and earlier: the only prices an offer could name
MAX_OFFERS = 1  # rules version 3 and earlier: one trade offer per turn
# Rules version 4 (the seed's free trade): any amount up to what the payer holds.  legal_moves lists
# these amounts as representatives (is_legal accepts any other); each partner is offered each item
# once per turn in each direction (reconstructed: it keeps a turn finite).
OFFER_AMOUNTS = TRADE_PRICES
OFFERS_PER_PARTNER = 2  # reconstructed: offers to one partner per turn (version 4)
SEED_RULES = 4  # the rules version from which the seed's explicit readings are the rules (issue 20)
LIMIT_PER_TURN = 2  # standard game: goods from at most two claims per turn


def versioned(table: dict[str, Any], key: str, seed_tables: bool) -> Any:
    """``table[key]``, or ``key_v3``, what rules versions 1 to 3 had, where they had another
    (``seed_tables``: rules.Rules' flag)."""
    old = f"{key}_v3"
    return table[old] if not seed_tables and old in table else table[key]


def start_money(n: int) -> int:
    return int(CARDS["start_money"][str(n)])


def start_city(position: int) -> str:
    """The start city of the turn-order card ``position + 1`` drawn at setup (rules version 3 and
    earlier: of the seat)."""
    return str(CARDS["start_city"][position])


def start_pieces(n: int, position: int, seed_tables: bool) -> list[str]:
    return list(versioned(CARDS, "start_pieces", seed_tables)[str(n)][position])


def hire_budget(n: int, seed_tables: bool) -> int:
    return int(versioned(HIRE, "budget", seed_tables)[str(n)])


def idn(round_no: int) -> int:
    table = CARDS["idn"]
    return int(table[round_no - 1]) if round_no <= len(table) else int(CARDS["idn_later"])


def solitaire_goal(scenario: str) -> int:
    goal = SCENARIOS[scenario]["goal"]
    return int(goal if goal is not None else CARDS["solitaire_goal"][scenario])


def town_name(code: str) -> str:
    return TOWNS[code].name
