"""Pieces every game's state and notation share."""

from __future__ import annotations

from .contract import GameState

OVER = "over"  # the phase of a finished game, in every game


class PhasedState(GameState):
    """A state with a ``phase`` (``OVER`` once finished) and the seat ``current`` to act."""

    phase: str
    current: int

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.current


def move_words(text: object) -> list[str]:
    """The words of a move in notation; ValueError for what cannot be a move at all."""
    if not isinstance(text, str):
        raise ValueError("a move must be text")
    words = text.split()
    if not words:
        raise ValueError("empty move")
    return words
