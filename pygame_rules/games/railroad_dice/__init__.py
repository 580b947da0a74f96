"""Railroad Dice (Jens Kappe, Wassertal 2003): dice are track, shares, wild actions and money at once.
Players build one shared line across terrain tiles, direct five companies and carry passengers."""

from __future__ import annotations

from typing import Any

from ...contract import GameRules, Telling
from . import board_svg, bot, hand_svg, legal, notation, present, story, strong
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
    bots = {
        "strong": "Strong bot: weighs each move by directorships, station groups and track it opens",
        "basic": "Basic bot: rules of thumb, one move at a time",
    }
    default_bot = "strong"
    choices = {"bank": BANK_CHOICE}
    endings = ENDINGS
    rules_version = RULES_VERSION  # 3: the start-player disc passes to the seat that played last
    replays_versions = (1, 2)

    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> State:
        return State([seat["name"] for seat in options["players"]], seed,
                     BANK_SIZES[options.get("bank", DEFAULT_BANK)], rules_version or RULES_VERSION)

    def parse_move(self, text: str) -> str:
        return notation.parse_move(text)

    def play_bot(self, level: str, view: dict[str, Any], legal: list[str], seed: int) -> str:
        if level == "strong":
            return strong.choose(view, legal, seed)
        return bot.choose(view, legal, seed)

    def render_svg(self, view: dict[str, Any]) -> str:
        return board_svg.board_svg(view)

    def hand_svg(self, view: dict[str, Any]) -> str | None:
        return hand_svg.hand_svg(view)

    def status_text(self, view: dict[str, Any]) -> str:  # a Msg: a str that the bridge renders
        return present.status_text(view)

    def move_label(self, move: str, view: dict[str, Any]) -> str:
        return present.move_label(move, view)

    def player_rows(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        return present.player_rows(view)

    def prompt(self, view: dict[str, Any]) -> str | None:
        return present.prompt(view)

    def telling(self) -> Telling:
        return story.TELLING


RULES = RailroadDiceRules()
