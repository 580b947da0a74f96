"""Coal Race: a toy fifth game that lives in the test suite (tests/fifth_game), to show that a game is
one folder dropped into ``pygame_rules/games/``, with nothing to edit elsewhere (e2e/test_fifth_game.py).

A push-your-luck dice race.  Each player is dealt a secret contract card (1-6).  On your turn you
``roll`` a die as often as you like, up to three times; each roll adds its face to the coal you carry
this turn, but a 1 spills it all and ends your turn.  ``stop`` banks what you carry.  A banked turn whose
last face equals your contract pays 3 coal more.  Ends when someone has banked 20 coal ("target") or
after 6 rounds ("rounds"); most coal wins, ties are shared.
"""

from __future__ import annotations

from typing import Any

from pygame_rules.contract import GameRules

from .state import ENDINGS, State


class CoalRaceRules(GameRules):
    id = "coal_race"
    prefix = "cr"
    order = 90
    name = "Coal Race"
    blurb = "Roll for coal and stop before a 1 spills it: a toy game dropped in by the tests."
    min_players = 2
    max_players = 3
    default_bot = "steady"
    endings = ENDINGS

    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> State:
        return State([seat["name"] for seat in options["players"]], seed)


RULES = CoalRaceRules()
