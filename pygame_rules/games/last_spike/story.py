"""The end of a game told: cash over the game (a bankruptcy shows as a fall to nothing), and each
player's cash and land."""

from __future__ import annotations

from typing import Any

from ...contract import Telling
from ...i18n.messages import Money, Msg
from .state import State


def standing(state: State) -> list[int]:
    """Cash, which decides the game (a bankrupt player's is 0, as the result counts it)."""
    return [pl["cash"] for pl in state.players]


def breakdown(state: State) -> dict[str, Any]:
    """Cash, the land held (lots and what they cost: the tie-break) and bankruptcy, for each seat."""
    rows = []
    for q, pl in enumerate(state.players):
        rows.append([Msg("fmt.amount", amount=Money(pl["cash"])), Msg("ls.cell.lots", n=len(pl["land"])),
                     Msg("fmt.amount", amount=Money(state.land_value(q))),
                     Msg("ls.cell.bankrupt") if pl["bankrupt"] else ""])
    columns = [Msg("ls.col.cash"), Msg("ls.col.land"), Msg("ls.col.land_value"), Msg("ls.col.status")]
    return {"columns": columns, "rows": rows}


TELLING = Telling("cash", "money", standing, breakdown=breakdown)
