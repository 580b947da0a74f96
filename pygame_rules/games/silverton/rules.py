"""What each rules version of Silverton plays, as named flags: the one place the version is branched on
(the steps and the state ask a flag, never the number).  A save records its version and replays under
the rules it was played with (``SilvertonRules.replays_versions``).

Version 2: some passenger contracts carry discard conditions (a number of depletions).
Version 3: placing ends with "done" also after the last piece.
Version 4: the seed's explicit readings (issue 20): two surveyors and two prospectors at every count,
set-up by turn-order cards drawn, jail on a natural 2 in a steal, the free extension beyond the segment
just built, free trade, locomotives carrying together, the snowplow chosen.
"""

from __future__ import annotations

from dataclasses import dataclass

from .data import SEED_RULES

RULES_VERSION = 4


@dataclass(frozen=True)
class Rules:
    version: int
    # version 2
    discard_conditions: bool  # contracts leave the game after their number of depletions
    stores_version: bool  # the saved state holds rules_version, pass_gone and depletions (its hash too)
    # version 3
    done_after_last_piece: bool  # a player who placed a piece ends placing with "done" even with none left
    # version 4 (the seed's readings)
    seed_tables: bool  # the seed's start pieces and hiring budgets (data.versioned: ``*_v3`` before)
    setup_cards: bool  # every seat draws a turn-order card; start city, pieces and money follow it
    steal_jail: bool  # a natural 2 in a steal sends the piece to jail, as in every dispute
    extension_beyond: bool  # the free extension continues the line beyond the segment just built
    free_trade: bool  # offers to every other player, any amount the payer holds (before: one offer, 4 prices)
    locos_together: bool  # locomotives carry together, charged in points (before: whole locomotives)
    plow_chosen: bool  # the player names the snowplow to risk (before: the best one)

    @classmethod
    def of(cls, version: int) -> Rules:
        seed = version >= SEED_RULES
        return cls(version=version, discard_conditions=version >= 2, stores_version=version >= 2,
                   done_after_last_piece=version >= 3, seed_tables=seed, setup_cards=seed, steal_jail=seed,
                   extension_beyond=seed, free_trade=seed, locos_together=seed, plow_chosen=seed)
