"""Railroad Dice (Jens Kappe, Wassertal 2003): dice are track, shares, wild actions and money at once.
Players build one shared line across terrain tiles, direct five companies and carry passengers."""

from __future__ import annotations

from typing import Any

from ...contract import GameRules
from . import legal
from .data import BANK_CHOICE, BANK_SIZES, DEFAULT_BANK
from .state import ENDINGS, RULES_VERSION, State

# The state asks legal.py which moves are legal; legal.py reads the state, so it is given here.
State.legal = legal


class RailroadDiceRules(GameRules):
    id = "railroad_dice"
    prefix = "rd"
    order = 3
    name = "Railroad Dice"
    blurb = ("Roll railroad dice to lay one shared line across a growing map, buy shares to direct five "
             "companies, build their stations and carry the most passengers.")
    min_players = 2
    max_players = 4
    default_bot = "strong"
    choices = {"bank": BANK_CHOICE}
    endings = ENDINGS
    rules_version = RULES_VERSION  # 5: four players: seats 1 and 2 pick twice, seat 1 has 2 dice behind
    replays_versions = (1, 2, 3, 4)

    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> State:
        return State([seat["name"] for seat in options["players"]], seed,
                     BANK_SIZES[options.get("bank", DEFAULT_BANK)], rules_version or RULES_VERSION)


RULES = RailroadDiceRules()
