"""Ticket to Ride (Alan R. Moon, Days of Wonder 2004), USA map: collect train cards, claim routes
between cities and connect the cities on your secret destination tickets."""

from __future__ import annotations

from typing import Any

from ...contract import GameRules, Telling
from ...i18n import t
from . import bots, notation, present, render, story
from .board import VARIANT_ORDER, VARIANTS
from .state import DOUBLES_FOUR, LAST_ROUND, STALEMATE, TICKETS_ANY, State


class TicketToRideRules(GameRules):
    id = "ticket_to_ride"
    prefix = "ttr"
    order = 2
    name = "Ticket to Ride"
    blurb = "Collect train cards, claim railway routes across North America and connect your secret destinations."
    min_players = 2
    max_players = 5
    bots = {
        "strong": "Strong: plans its tickets and plays the game out many times before choosing which to keep; "
                  "head to head it also blocks your routes and, in the last third of the game, tries its moves "
                  "against many guesses at your cards and tickets (with more players, over the last few turns). "
                  "Wins about three two-player games in four against the greedy bot, and more than four "
                  "four-player games in ten against three of them; thinks up to about half a second on some moves.",
        "greedy": "Greedy: heads straight for its tickets by the shortest routes. A gentle opponent for "
                  "learning the game; moves at once.",
    }
    default_bot = "strong"
    variants = {v: VARIANTS[v]["name"] for v in VARIANT_ORDER}
    # Options beyond the seats, for the new-game screen: name -> label, choices and default.
    # The variant comes first (the conformance suite crosses it with every player count, see
    # GameRules.option_sets); then the two house rules, the published rules being their defaults.
    choices = {
        "variant": {"label": "Variant", "choices": variants, "default": "base"},
        "tickets": {"label": t("en", "ttr.house.tickets.label"), "default": "own", "choices": {
            "own": t("en", "ttr.house.tickets.own"), "any": t("en", "ttr.house.tickets.any")}},
        "doubles": {"label": t("en", "ttr.house.doubles.label"), "default": "published", "choices": {
            "published": t("en", "ttr.house.doubles.published"), "four": t("en", "ttr.house.doubles.four")}},
    }
    endings = (LAST_ROUND, STALEMATE)

    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> State:
        house = ((TICKETS_ANY,) if options.get("tickets") == "any" else ()) + (
            (DOUBLES_FOUR,) if options.get("doubles") == "four" else ())
        return State([seat["name"] for seat in options["players"]], seed, options.get("variant", "base"), house)

    def parse_move(self, text: str) -> str:
        return notation.parse_move(text)

    def render_svg(self, view: dict[str, Any]) -> str:
        return render.board_svg(view)

    def play_bot(self, level: str, view: dict[str, Any], legal: list[str], seed: int) -> str:
        return bots.choose(level, view, legal, seed)

    def hand_svg(self, view: dict[str, Any]) -> str | None:
        return render.hand_svg(view)

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


RULES = TicketToRideRules()
