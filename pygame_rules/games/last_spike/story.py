"""The end of a game told: cash over the game (a bankruptcy shows as a fall to nothing), and each
player's cash and land."""

from __future__ import annotations

from typing import Any

from ...contract import Telling
from ...i18n.messages import ListOf, Money, Msg
from .state import State


def standing(state: State) -> list[int]:
    """Cash, which decides the game (a bankrupt player's is 0, as the result counts it)."""
    return [pl["cash"] for pl in state.players]


# What the ledger books money for (state._pay's "why"), in the order a breakdown names them.
EARNED = ("payout", "bonus", "sale")
SPENT = ("tile", "land")


def money_by_kind(state: State, q: int) -> tuple[dict[str, int], dict[str, int]]:
    """Where seat ``q``'s money came from and went, by kind (the ledger's entries summed)."""
    earned = dict.fromkeys(EARNED, 0)
    spent = dict.fromkeys(SPENT, 0)
    for who, amount, why in state.ledger:
        if who == q:
            if amount >= 0:
                earned[why] = earned.get(why, 0) + amount
            else:
                spent[why] = spent.get(why, 0) - amount
    return earned, spent


def _amounts(by_kind: dict[str, int]) -> Msg:
    """"route payouts $12,000, land sold $3,000" (or "nothing")."""
    parts = [Msg("ls.term.money", what=Msg(f"ls.term.money.{k}"), amount=Money(v)) for k, v in by_kind.items() if v]
    return Msg("ls.term.amounts", items=ListOf(parts)) if parts else Msg("ls.term.nothing")


def breakdown(state: State) -> dict[str, Any]:
    """Cash, where it came from and went (the ledger: payouts, the last spike's bonus, land sold; track
    and land bought), the land held (lots and what they cost: the tie-break) and bankruptcy, for each seat."""
    rows = []
    for q, pl in enumerate(state.players):
        earned, spent = money_by_kind(state, q)
        rows.append([Msg("fmt.amount", amount=Money(pl["cash"])), _amounts(earned), _amounts(spent),
                     Msg("ls.cell.lots", n=len(pl["land"])),
                     Msg("fmt.amount", amount=Money(state.land_value(q))),
                     Msg("ls.cell.bankrupt") if pl["bankrupt"] else ""])
    columns = [Msg("ls.col.cash"), Msg("ls.col.earned"), Msg("ls.col.spent"), Msg("ls.col.land"),
               Msg("ls.col.land_value"), Msg("ls.col.status")]
    return {"columns": columns, "rows": rows}


TELLING = Telling("cash", "money", standing, breakdown=breakdown)
