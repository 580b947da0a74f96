"""Last Spike (Columbia Games, 2015): build St. Louis-Sacramento, profit from land along the way."""

from ...rules import GameRules
from . import bot, notation, present, render
from .state import State


class LastSpikeRules(GameRules):
    id = "last_spike"
    name = "Last Spike"
    blurb = "Lay track across the West, speculate in land, and profit when routes are completed."
    min_players = 2
    max_players = 6
    bots = {"standard": "Standard bot: values land by expected payouts", "random": "Random legal moves"}
    default_bot = "standard"
    notation, bot, render, present = notation, bot, render, present

    def setup(self, options: dict, seed: int) -> State:
        return State([seat["name"] for seat in options["players"]], seed)


RULES = LastSpikeRules()
