"""The random bot every game gets: a uniform choice among the legal moves the engine hands it."""

from __future__ import annotations

import random


def random_move(legal: list[str], seed: int = 0) -> str:
    if not legal:
        raise ValueError("no legal move to choose from")
    # random.Random(int) is seeded the same way in CPython and Pyodide: same seed, same move.
    return random.Random(seed).choice(legal)
