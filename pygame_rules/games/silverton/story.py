"""The end of a game told: money round by round, and where each player's money came from and went."""

from __future__ import annotations

from typing import Any

from ...contract import Telling
from ...i18n.messages import Money, Msg
from .present import amounts
from .state import State


def standing(state: State) -> list[int]:
    return [pl["money"] for pl in state.players]


def round_of(state: State) -> int:
    return state.round


def breakdown(state: State) -> dict[str, Any]:
    """Money, what was earned and spent by kind, claims held and track laid, for each seat."""
    rows = [[Msg("fmt.amount", amount=Money(pl["money"])), amounts(pl["earned"]), amounts(pl["spent"]),
             Msg("fmt.number", n=len(pl["claims"])), Msg("si.cell.segments", n=len(pl["track"]))]
            for pl in state.players]
    return {"columns": [Msg(f"si.col.{c}") for c in ("money", "earned", "spent", "claims", "track")], "rows": rows}


TELLING = Telling("money", "money", standing, per="round", round=round_of, breakdown=breakdown)
