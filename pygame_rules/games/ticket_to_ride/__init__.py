"""Ticket to Ride (Alan R. Moon, Days of Wonder 2004), USA map: collect train cards, claim routes
between cities and connect the cities on your secret destination tickets."""

from __future__ import annotations

from typing import Any

from ...contract import GameRules
from ...i18n import t
from .data import VARIANT_ORDER, VARIANTS
from .state import DOUBLES_FOUR, LAST_ROUND, STALEMATE, TICKETS_ANY, State


class TicketToRideRules(GameRules):
    id = "ticket_to_ride"
    prefix = "ttr"
    order = 2
    name = "Ticket to Ride"
    blurb = "Collect train cards, claim railway routes across North America and connect your secret destinations."
    min_players = 2
    max_players = 5
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


RULES = TicketToRideRules()
