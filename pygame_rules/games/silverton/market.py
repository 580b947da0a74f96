"""The market board: a price ladder per market, start positions, per-player sale limits and the
regulation after each round (dice + quantity sold - IDN, looked up in the market's change table and
clamped to its ladder).  Market keys: "gold", "silver", "copper", and "lumber:DEN" ... "coal:ELP"."""

from __future__ import annotations

from typing import Any

from .data import MARKET, MARKETS

METALS = ["gold", "silver", "copper"]
KINDS = ["gold", "silver", "copper", "lumber", "coal"]
KEYS: list[str] = METALS + [f"{kind}:{city}" for kind in ("lumber", "coal") for city in MARKETS]


def key_for(kind: str, city: str) -> str:
    return kind if kind in METALS else f"{kind}:{city}"


def spec(key: str) -> dict[str, Any]:
    """start, range (allowed ladder indices), limit (None: none), dice, idn, half."""
    if key in METALS:
        m = MARKET["metals"][key]
        return {"start": m["start"], "range": [0, 9], "limit": None, "dice": m["dice"], "idn": m["idn"],
                "half": False}
    kind, city = key.split(":")
    c = MARKET["cities"][city][kind]
    return {"start": c["start"], "range": c["range"], "limit": c["limit"], "dice": 2, "idn": True,
            "half": bool(c.get("half", False))}


def kind_of(key: str) -> str:
    return key.split(":")[0]


def start_prices() -> dict[str, int]:
    return {key: spec(key)["start"] for key in KEYS}


def price(index: dict[str, int], key: str) -> int:
    return int(MARKET["ladders"][kind_of(key)][index[key]])


def change(key: str, value: int) -> int:
    """The number of ladder steps (+ up) for a change value ``value`` of market ``key``."""
    for bound, steps in MARKET["change"][kind_of(key)]:
        if value <= bound:
            return int(steps)
    raise AssertionError("change tables end with a catch-all row")


def move(index: int, key: str, steps: int) -> int:
    lo, hi = spec(key)["range"]
    return max(lo, min(hi, index + steps))


def change_value(key: str, dice: list[int], sold: int, idn: int) -> int:
    s = spec(key)
    qty = (sold + 1) // 2 if s["half"] else sold
    return sum(dice) + qty - (idn if s["idn"] else 0)
