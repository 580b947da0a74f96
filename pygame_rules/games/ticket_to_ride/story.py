"""The end of a game told: points over the game, the last round marked, and where the points came from."""

from __future__ import annotations

from typing import Any

from ...contract import Telling
from .state import OVER, State


def standing(state: State) -> list[int]:
    """Route points during play (all anyone sees); once over, the final score with tickets and bonuses."""
    if state.phase == OVER:
        return [r["score"] for r in state.final_scores()]
    return [pl["score"] for pl in state.players]


def mark(state: State) -> str | None:
    return "last round" if state.turns_left is not None and state.phase != OVER else None


def breakdown(state: State) -> dict[str, Any]:
    """Routes, tickets (made, missed), the longest path and the bonuses the variant has, for each seat."""
    longest, globetrotter = bool(state.rules["longest"]), bool(state.rules["globetrotter"])
    columns = ["Routes", "Tickets"] + (["Longest path"] if longest else []) + (
        ["Globetrotter"] if globetrotter else []) + ["Total"]
    rows = []
    for r in state.final_scores():
        routes = len(state.players[r["player"]]["routes"])
        cells = [f"{r['route_points']} (1 route)" if routes == 1 else f"{r['route_points']} ({routes} routes)",
                 f"{r['ticket_points']:+d} ({r['tickets_completed']} made, {r['tickets_failed']} missed)"]
        if longest:
            cells.append(f"{r['longest']} (+{r['longest_bonus']})" if r["longest_bonus"] else str(r["longest"]))
        if globetrotter:
            cells.append(f"+{r['globetrotter_bonus']}")
        rows.append(cells + [str(r["score"])])
    return {"columns": columns, "rows": rows}


TELLING = Telling("score", "points", standing, mark=mark, breakdown=breakdown)
