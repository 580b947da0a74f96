"""The steady bot: from its own view, stops once it carries 8 coal (or cannot roll again)."""

from __future__ import annotations

from typing import Any


def choose(view: dict[str, Any], legal: list[str], seed: int) -> str:
    if "stop" in legal and (view["carried"] >= 8 or "roll" not in legal):
        return "stop"
    return "roll" if "roll" in legal else legal[0]
