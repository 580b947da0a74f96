"""Coal Race's notation: two words, ``roll`` and ``stop``."""

from __future__ import annotations

from pygame_rules.i18n.messages import Msg
from pygame_rules.state import move_words


def parse_move(text: str) -> str:
    words = [w.lower() for w in move_words(text)]
    if words in (["roll"], ["stop"]):
        return words[0]
    raise ValueError(Msg("cr.error.notation", move=str(text)))
