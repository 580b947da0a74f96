"""Silverton (Phillip J. Smith; Two Wolf Games 1991, Mayfair Games 1999): build railroads across
Colorado, New Mexico and Utah, prospect and operate mines, carry passengers and sell gold, silver,
copper, lumber and coal on a moving market.  Standard and advanced game, 1 to 6 players."""

from __future__ import annotations

from typing import Any

from ...contract import GameRules
from .data import SCENARIO_ORDER, SCENARIOS
from .rules import RULES_VERSION
from .state import State
from .table import ENDINGS


class SilvertonRules(GameRules):
    id = "silverton"
    prefix = "si"
    order = 4
    name = "Silverton"
    blurb = ("Build railroads across Colorado, New Mexico and Utah, prospect and operate mines, carry "
             "passengers and sell metals, lumber and coal on a moving market.")
    min_players = 1
    max_players = 6
    default_bot = "strong"
    choices = {
        "scenario": {"label": "Scenario", "choices": {k: SCENARIOS[k]["name"] for k in SCENARIO_ORDER},
                     "default": "standard"},
        "mode": {"label": "Rules", "choices": {"standard": "Standard game",
                                               "advanced": "Advanced game (hired pieces, locomotives, snowplows)"},
                 "default": "standard"},
    }
    endings = ENDINGS
    rules_version = RULES_VERSION  # 2: contracts with discard conditions; 3: "done" after the last piece placed;
    # 4: the seed's explicit readings (issue 20)
    replays_versions = (1, 2, 3)
    preview_box = (250, 40, 530, 361)  # the home page's preview: the magnified Front Range (its card is 1100:750)

    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> State:
        return State([seat["name"] for seat in options["players"]], seed, options.get("scenario", "standard"),
                     options.get("mode", "standard"), rules_version or RULES_VERSION)


RULES = SilvertonRules()
