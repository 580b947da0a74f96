"""A player's seven-step turn under way (phase IV): what its steps remember until the turn ends.

Saved states hash the turn as the dict the steps once built key by key, so ``to_dict`` gives exactly
that dict: a key appears from the moment the old code first set it (at a step's start, at the first
act that used it, or where a step began with something to do: ``operating``, ``plowing``), never
earlier, with the same value.  The presence rules are written out there, once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# The turn's steps, by their index in steps.TURN.
TAKE_CARDS, BUILD, OPERATE, TRADE, PASSENGERS, SELL, FINES = range(7)


@dataclass
class Turn:
    seat: int
    step: int = TAKE_CARDS
    done: bool = False  # the player ended the step with "next"
    # step 1: pieces (ids, in placing order) whose card is still to take; the card drawn from the deck
    pending: list[str] = field(default_factory=list)
    drawn: str | None = None
    # step 2: segments built, and for each the towns the line continues from; the free extension tried
    built: list[str] = field(default_factory=list)
    beyond: dict[str, list[str]] = field(default_factory=dict)
    extended: bool = False
    # step 3: whether it began with a claim that is not depleted; claims operated
    operating: bool = False
    operated: list[str] = field(default_factory=list)
    # step 4: offers made; version 4: "partner direction item" of each (each once)
    offers: int = 0
    offered: list[str] = field(default_factory=list)
    # goods bought in a trade (claim id: units), to be sold this turn or lost
    carried: dict[str, int] = field(default_factory=dict)
    # step 5 (advanced game, winter): whether it began with a snowplow to use; white segments opened
    plowing: bool = False
    opened: list[str] = field(default_factory=list)
    # step 6: lots sold, units sold per market, the one city sold in, the locomotives used (by index,
    # version 3 and earlier) or the points each has carried (version 4)
    sold_lots: list[str] = field(default_factory=list)
    sold: dict[str, int] = field(default_factory=dict)
    city: str | None = None
    locos_used: list[int] = field(default_factory=list)
    loco_load: list[int] = field(default_factory=list)
    # step 7: jailed pieces that tried to get out
    tried: list[str] = field(default_factory=list)

    def to_dict(self, locos_together: bool) -> dict[str, Any]:
        """The turn as saved states hold it (copies): see the module's docstring."""
        out: dict[str, Any] = {"seat": self.seat, "step": self.step, "pending": list(self.pending)}
        began = self.step  # the steps begun so far: each began by setting its keys
        if began > TAKE_CARDS:
            out["done"] = self.done
        if self.drawn is not None:
            out["drawn"] = self.drawn
        if began >= BUILD:
            out["built"] = list(self.built)
        if self.beyond:
            out["beyond"] = {sid: list(ends) for sid, ends in self.beyond.items()}
        if self.extended:
            out["extended"] = True
        if self.operating or self.operated:
            out["operated"] = list(self.operated)
        if self.offers:
            out["offers"] = self.offers
        if self.offered:
            out["offered"] = list(self.offered)
        if self.carried or began > SELL:  # selling ends by emptying it
            out["carried"] = dict(self.carried)
        if self.plowing or self.opened:
            out["opened"] = list(self.opened)
        if began >= SELL:
            out["sold_lots"] = list(self.sold_lots)
        if self.sold_lots:  # the first sale set these
            out["sold"] = dict(self.sold)
            out["city"] = self.city
            if locos_together:
                out["loco_load"] = list(self.loco_load)
            else:
                out["locos_used"] = list(self.locos_used)
        if began >= FINES:
            out["tried"] = list(self.tried)
        return out
