"""The end of a game told: passengers year by year, the last year marked, and each player's holdings."""

from __future__ import annotations

from typing import Any

from ...contract import Telling
from ...i18n.messages import Msg
from ...state import OVER
from . import words as term
from .data import CODES, LAST_YEAR
from .present import directs_text, shares_text
from .state import State


def standing(state: State) -> list[int]:
    """Passengers carried for each player (they are counted at each year's end)."""
    return list(state.passengers)


def year(state: State) -> int:
    return state.year


def mark(state: State) -> Msg | None:
    """The year the game is known to end with (an end trigger came, or the last year began)."""
    ending = state.ending is not None or state.year == LAST_YEAR
    return Msg("rd.term.story_last_year") if ending and state.phase != OVER else None


def breakdown(state: State) -> dict[str, Any]:
    """Passengers, the dice left (the tie-break), the shares held and the companies directed, for each seat."""
    rows = []
    for q, carried in enumerate(state.passengers):
        directs = [c for c in CODES if state.directors[c] == q]
        rows.append([str(carried), term.dice(state.dice_in_front(q) + state.screen(q)),
                     shares_text(state.shares[q]), directs_text(directs, ", ")])
    columns = [Msg("rd.col.passengers"), Msg("rd.col.dice_left"), Msg("rd.col.shares"), Msg("rd.col.directs")]
    return {"columns": columns, "rows": rows}


TELLING = Telling("passengers", "passengers", standing, per="year", round=year, mark=mark, breakdown=breakdown)
