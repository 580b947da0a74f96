"""Last Spike (Columbia Games, 2015): build St. Louis-Sacramento, profit from land along the way."""

from __future__ import annotations

from typing import Any

from ...contract import GameRules
from .state import BANKRUPTCY, LAST_SPIKE, NO_TILES, State


class LastSpikeRules(GameRules):
    id = "last_spike"
    prefix = "ls"
    order = 1
    name = "Last Spike"
    blurb = "Lay track across the West, speculate in land, and profit when routes are completed."
    min_players = 2
    max_players = 6
    default_bot = "standard"
    endings = (LAST_SPIKE, BANKRUPTCY)
    # NO_TILES (every tile placed, the line still open) cannot happen with the full tile set; it is
    # a safety stop, so no recorded game can show it.
    unreachable_endings = (NO_TILES,)

    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> State:
        return State([seat["name"] for seat in options["players"]], seed)


RULES = LastSpikeRules()
