"""What a host sends to a player on another device (issue 36, web/js/net/): that seat's view alone.

A guest's page draws what its host's engine sends; it runs no Python.  Its snapshot is the seat's own
(build_snapshot), in the guest's language, without the raw ``view`` and ``warnings`` (for tests and
tools), and with the position's number in place of the state hash: the hash is of the whole state,
secrets included, so it differs between positions the seat cannot tell apart (tests/engine/
test_guest_view.py deals the hidden secrets anew and compares every field sent).
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..i18n import LANGS, use_language
from .snapshot import build_snapshot

NOT_SENT = ("view", "warnings")


def guest_snapshot(game: Game, seat: int | None, lang: str) -> dict[str, Any]:
    """The snapshot of ``seat`` (None: a spectator's, the public view) as a guest receives it, in ``lang``."""
    with use_language(lang if lang in LANGS else "en"):
        snap = build_snapshot(game, seat, state_hash="-")
    for key in NOT_SENT:
        snap.pop(key, None)
    snap["state_hash"] = f"n{len(game.moves)}"
    return snap
