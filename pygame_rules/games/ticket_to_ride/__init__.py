"""Ticket to Ride (Alan R. Moon, Days of Wonder 2004), USA map: collect train cards, claim routes
between cities and connect the cities on your secret destination tickets."""

from ...rules import GameRules
from . import bot, notation, present, render
from .board import VARIANT_ORDER, VARIANTS
from .state import State


class TicketToRideRules(GameRules):
    id = "ticket_to_ride"
    name = "Ticket to Ride"
    blurb = "Collect train cards, claim railway routes across North America and connect your secret destinations."
    min_players = 2
    max_players = 5
    bots = {
        "strong": "Strong bot: plans its tickets and looks ahead with sampled opponents' cards",
        "greedy": "Greedy bot: follows the shortest paths for its tickets",
        "random": "Random legal moves",
    }
    default_bot = "strong"
    variants = {v: VARIANTS[v]["name"] for v in VARIANT_ORDER}
    # Options beyond the seats, for the new-game screen: name -> label, choices and default.
    choices = {"variant": {"label": "Variant", "choices": variants, "default": "base"}}
    notation, bot, render, present = notation, bot, render, present

    def normalize_options(self, options: dict) -> dict:
        players = super().normalize_options(options)["players"]
        variant = options.get("variant", "base")
        if variant is None:
            variant = "base"
        if not isinstance(variant, str) or variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r} (known: {', '.join(VARIANT_ORDER)})")
        return {"players": players, "variant": variant}

    def prompt(self, view: dict) -> str | None:
        return present.prompt(view)

    def setup(self, options: dict, seed: int) -> State:
        return State([seat["name"] for seat in options["players"]], seed, options.get("variant", "base"))


RULES = TicketToRideRules()
