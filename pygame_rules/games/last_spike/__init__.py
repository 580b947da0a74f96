"""Last Spike (Columbia Games, 2015): build St. Louis-Sacramento, profit from land along the way."""

from __future__ import annotations

from typing import Any

from ...contract import GameRules, Telling
from . import bot, notation, present, render, story, strong
from .state import BANKRUPTCY, LAST_SPIKE, NO_TILES, State


class LastSpikeRules(GameRules):
    id = "last_spike"
    prefix = "ls"
    order = 1
    name = "Last Spike"
    blurb = "Lay track across the West, speculate in land, and profit when routes are completed."
    min_players = 2
    max_players = 6
    bots = {
        "strong": strong.DESCRIPTION,
        "standard": "Standard: a fair opponent for learning the game. Values land by the payouts it can "
                    "expect, keeps cash for its tiles. Moves at once.",
    }
    default_bot = "standard"
    endings = (LAST_SPIKE, BANKRUPTCY)
    # NO_TILES (every tile placed, the line still open) cannot happen with the full tile set; it is
    # a safety stop, so no recorded game can show it.
    unreachable_endings = (NO_TILES,)

    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> State:
        return State([seat["name"] for seat in options["players"]], seed)

    def parse_move(self, text: str) -> str:
        return notation.parse_move(text)

    def render_svg(self, view: dict[str, Any]) -> str:
        return render.board_svg(view)

    def play_bot(self, level: str, view: dict[str, Any], legal: list[str], seed: int) -> str:
        if level == "strong":
            return strong.choose(view, legal, seed)
        return bot.choose(level, view, legal, seed)

    def hand_svg(self, view: dict[str, Any]) -> str | None:
        return render.hand_svg(view)

    def status_text(self, view: dict[str, Any]) -> str:  # a Msg: a str that the bridge renders
        return present.status_text(view)

    def move_label(self, move: str, view: dict[str, Any]) -> str:
        return present.move_label(move, view)

    def player_rows(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        return present.player_rows(view)

    def telling(self) -> Telling:
        return story.TELLING


RULES = LastSpikeRules()
