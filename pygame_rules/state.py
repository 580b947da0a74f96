"""Pieces every game's state and notation share."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .contract import GameState
from .i18n.messages import Msg

OVER = "over"  # the phase of a finished game, in every game


class PhasedState(GameState):
    """A state with a ``phase`` (``OVER`` once finished) and the seat ``current`` to act, that ends by
    ``finish`` and stores how in ``ended`` (one of the rules' ``endings``)."""

    phase: str
    current: int
    ended: str | None  # how the game ended, None while it goes on

    def finish(self, why: str) -> None:
        """End the game now, ``why`` saying how (one of the rules' ``endings``), and log its end
        (``say_over``).  The moves call it; tests may too."""
        self.phase = OVER
        self.ended = why
        result = self.result()
        assert result is not None
        self.say_over(result)

    def say_over(self, result: dict[str, Any]) -> None:
        """Log the end of the game once ``finish`` has ended it (the final standings, from ``result``)."""

    def final_result(self, ranking: list[dict[str, Any]], tie_break: str, **extra: Any) -> dict[str, Any]:
        """A finished game's ``result()``: the ``ranking`` (from ``rank_rows``, best first), its winners
        (every rank 1), the game's own keys ``extra``, the ``tie_break`` rule and how it ``ended``."""
        return {"ranking": ranking, "winners": [r["player"] for r in ranking if r["rank"] == 1], **extra,
                "tie_break": tie_break, "ended": self.ended}

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.current


def move_words(text: object) -> list[str]:
    """The words of a move in notation; ValueError for what cannot be a move at all."""
    if not isinstance(text, str):
        raise ValueError(Msg("engine.move_text"))
    words = text.split()
    if not words:
        raise ValueError(Msg("engine.empty_move"))
    return words


def rank_rows(rows: list[dict[str, Any]], key: Callable[[dict[str, Any]], tuple[int, ...]]) -> list[dict[str, Any]]:
    """A final ranking: ``rows`` (each with its ``player``) best first by ``key`` (numbers, higher is
    better; seat order among equals), each given its ``rank``; rows with equal keys share a rank."""
    ordered = sorted(rows, key=lambda r: (tuple(-k for k in key(r)), r["player"]))
    ranked: list[dict[str, Any]] = []
    for r in ordered:
        same = next((x for x in ranked if key(x) == key(r)), None)
        ranked.append(dict(r, rank=same["rank"] if same else len(ranked) + 1))
    return ranked

