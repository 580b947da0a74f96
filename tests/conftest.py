"""Shared by every unit test: the repository root, and seats for a game of n players.

Tests are arranged as ``tests/engine/`` (what every game shares: generator, chance, sessions, saves,
the page bridge, the conformance suite and the recorded fixtures), ``tests/games/<id>/`` (one
folder per game: its rules, notation, views and bots) and ``tests/web/`` (the page's JavaScript:
TypeScript, ESLint and its unit tests under Node, docs/javascript.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


def seats(n: int, bots: dict[int, str] | None = None) -> list[dict]:
    """Options' seat list: n named humans, with the seats in ``bots`` played by that bot level."""
    bots = bots or {}
    return [{"name": NAMES[i], "bot": bots.get(i)} for i in range(n)]
