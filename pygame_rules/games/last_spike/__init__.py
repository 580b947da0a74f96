"""Last Spike (Columbia Games, 2015): build St. Louis-Sacramento, profit from land along the way."""

from ...options import normalize_players
from . import bot, present, render
from .notation import parse_move
from .state import State


class LastSpikeRules:
    id = "last_spike"
    name = "Last Spike"
    blurb = "Lay track across the West, speculate in land, and profit when routes are completed."
    min_players = 2
    max_players = 6
    bots = {"standard": "Standard bot: values land by expected payouts", "random": "Random legal moves"}
    default_bot = "standard"

    def normalize_options(self, options: dict) -> dict:
        return {"players": normalize_players(options, self.min_players, self.max_players, self.bots)}

    def setup(self, options: dict, seed: int) -> State:
        return State([seat["name"] for seat in options["players"]], seed)

    def parse_move(self, text: str) -> str:
        return parse_move(text)

    def bot_move(self, level: str, view: dict, seed: int = 0) -> str:
        return bot.choose(level, view, seed)

    def render_svg(self, view: dict) -> str:
        return render.board_svg(view)

    # Presentation hooks used by the page (pygame_rules.bridge).
    def hand_svg(self, view: dict) -> str | None:
        return render.hand_svg(view)

    def status_text(self, view: dict) -> str:
        return present.status_text(view)

    def move_label(self, move: str, view: dict) -> str:
        return present.move_label(move, view)

    def player_rows(self, view: dict) -> list[dict]:
        return present.player_rows(view)


RULES = LastSpikeRules()
