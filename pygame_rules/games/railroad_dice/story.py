"""The end of a game told: passengers year by year, the last year marked, and each player's holdings."""

from __future__ import annotations

from typing import Any

from ...contract import Telling
from ...state import OVER
from .data import CODES, COMPANY, LAST_YEAR
from .notation import dice_words
from .present import shares_text
from .state import State


def standing(state: State) -> list[int]:
    """Passengers carried for each player (they are counted at each year's end)."""
    return list(state.passengers)


def year(state: State) -> int:
    return state.year


def mark(state: State) -> str | None:
    """The year the game is known to end with (an end trigger came, or the last year began)."""
    ending = state.ending is not None or state.year == LAST_YEAR
    return "last year" if ending and state.phase != OVER else None


def breakdown(state: State) -> dict[str, Any]:
    """Passengers, the dice left (the tie-break), the shares held and the companies directed, for each seat."""
    rows = []
    for q, carried in enumerate(state.passengers):
        directs = [COMPANY[c].name for c in CODES if state.directors[c] == q]
        rows.append([str(carried), dice_words(state.dice_in_front(q) + state.screen(q)),
                     shares_text(state.shares[q]), ", ".join(directs) or "—"])
    return {"columns": ["Passengers", "Dice left", "Shares", "Directs"], "rows": rows}


TELLING = Telling("passengers", "passengers", standing, per="year", round=year, mark=mark, breakdown=breakdown)
