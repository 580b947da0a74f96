"""The end of a game told: cash over the game (a bankruptcy shows as a fall to nothing), and each
player's cash and land."""

from __future__ import annotations

from typing import Any

from ...contract import Telling
from .state import State


def standing(state: State) -> list[int]:
    """Cash, which decides the game (a bankrupt player's is 0, as the result counts it)."""
    return [pl["cash"] for pl in state.players]


def breakdown(state: State) -> dict[str, Any]:
    """Cash, the land held (lots and what they cost: the tie-break) and bankruptcy, for each seat."""
    rows = []
    for q, pl in enumerate(state.players):
        lots = len(pl["land"])
        rows.append([f"${pl['cash']:,}", "1 lot" if lots == 1 else f"{lots} lots", f"${state.land_value(q):,}",
                     "bankrupt" if pl["bankrupt"] else ""])
    return {"columns": ["Cash", "Land", "Land value", "Status"], "rows": rows}


TELLING = Telling("cash", "money", standing, breakdown=breakdown)
