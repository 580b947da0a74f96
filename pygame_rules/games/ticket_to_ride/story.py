"""The end of a game told: points over the game, the last round marked, and where the points came from."""

from __future__ import annotations

from typing import Any

from ...contract import Telling
from ...i18n.messages import Msg
from .state import OVER, State


def standing(state: State) -> list[int]:
    """Route points during play (all anyone sees); once over, the final score with tickets and bonuses."""
    if state.phase == OVER:
        return [r["score"] for r in state.final_scores()]
    return [pl["score"] for pl in state.players]


def mark(state: State) -> Msg | None:
    return Msg("ttr.term.story_last_round") if state.turns_left is not None and state.phase != OVER else None


def breakdown(state: State) -> dict[str, Any]:
    """Routes, tickets (made, missed), the longest path and the bonuses the variant has, for each seat."""
    longest, globetrotter = bool(state.rules["longest"]), bool(state.rules["globetrotter"])
    columns = [Msg("ttr.col.routes"), Msg("ttr.col.tickets")] + ([Msg("ttr.col.longest")] if longest else []) + (
        [Msg("ttr.col.globetrotter")] if globetrotter else []) + [Msg("ttr.col.total")]
    rows = []
    for r in state.final_scores():
        cells: list[Msg | str] = [
            Msg("ttr.cell.story_routes", points=r["route_points"], n=len(state.players[r["player"]]["routes"])),
            Msg("ttr.cell.story_tickets", points=f"{r['ticket_points']:+d}", made=r["tickets_completed"],
                missed=r["tickets_failed"])]
        if longest:
            cells.append(Msg("ttr.cell.story_longest", length=r["longest"], bonus=r["longest_bonus"])
                         if r["longest_bonus"] else Msg("fmt.number", n=r["longest"]))
        if globetrotter:
            cells.append(f"+{r['globetrotter_bonus']}")
        rows.append(cells + [Msg("fmt.number", n=r["score"])])
    return {"columns": columns, "rows": rows}


TELLING = Telling("score", "points", standing, mark=mark, breakdown=breakdown)
