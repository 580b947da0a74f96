"""The page's arguments, read: options, move lists and seeds arrive as JSON text or JavaScript values.

Each parser raises ValueError with a message (i18n.messages.Msg) saying what is wrong, which the page
call turns into a refusal for the player.
"""

from __future__ import annotations

import json
from typing import Any

from ..i18n.messages import Msg

MAX_SEED = 2**64


def parse_options(options_json: str | None) -> dict:
    """A game's options from JSON text; none given is ``{}`` (every option at its default)."""
    if not options_json:
        return {}
    try:
        return json.loads(options_json)
    except ValueError:
        raise ValueError(Msg("engine.options_not_json")) from None


def parse_moves(moves_json: str | None) -> list[str]:
    """A JSON list of moves in notation (ValueError saying what is wrong)."""
    try:
        moves = json.loads(moves_json) if moves_json else []
    except ValueError:
        raise ValueError(Msg("engine.moves_not_json")) from None
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise ValueError(Msg("engine.moves_not_list"))
    return moves


def parse_seed(seed: Any) -> int | None:
    """A seed from a number or a digit string; None for none (blank), ValueError for anything else."""
    if seed is None or (isinstance(seed, str) and not seed.strip()):
        return None
    if isinstance(seed, float) and seed.is_integer():
        seed = int(seed)  # JavaScript numbers arrive as floats when they went through JSON
    if isinstance(seed, str) and seed.strip().isdigit():
        seed = int(seed.strip())
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < MAX_SEED:
        raise ValueError(Msg("engine.bad_seed"))
    return seed
