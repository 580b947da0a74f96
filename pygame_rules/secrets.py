"""Secrets: reading the parts of a state that a game declares hidden, and dealing them anew.

Two positions that a viewer cannot tell apart must look the same to that viewer (OpenSpiel's
information sets).  ``redeal(state, viewer, seed)`` builds such a twin: every secret hidden from
``viewer`` is pooled with the others of its kind and dealt back at random, each place keeping its size
(a hand of 4 tiles gets 4 tiles, a pile of 30 cards 30 cards), and opaque secrets such as the
generator's state get another value.  The conformance suite checks that ``view(viewer)`` and the SVG
are identical for the state and its twin: one generic proof that no view leaks another seat's secret.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

from .contract import GameState, Secret


def _step(obj: Any, key: str | int) -> Any:
    # Lists and dicts are indexed; any other object (the state, its Chance) by attribute.
    if isinstance(obj, dict):
        return obj[key]
    if isinstance(obj, list) and isinstance(key, int):
        return obj[key]
    return getattr(obj, str(key))


def get_path(state: Any, path: tuple[str | int, ...]) -> Any:
    obj = state
    for key in path:
        obj = _step(obj, key)
    return obj


def set_path(state: Any, path: tuple[str | int, ...], value: Any) -> None:
    parent = get_path(state, path[:-1])
    key = path[-1]
    # Two branches, not one "or": mypy narrows the key's type only this way.
    if isinstance(parent, dict):  # noqa: SIM114
        parent[key] = value
    elif isinstance(parent, list) and isinstance(key, int):
        parent[key] = value
    else:
        setattr(parent, str(path[-1]), value)


def hidden_from(state: GameState, viewer: int | None) -> list[Secret]:
    return [s for s in state.secrets() if s.owner is None or s.owner != viewer]


def _items(value: Any, shape: str) -> list:
    if shape == "counts":
        return [item for item, n in sorted(value.items()) for _ in range(n)]
    return list(value)


def _rebuild(old: Any, items: list, shape: str) -> Any:
    if shape == "counts":
        counts = Counter(items)
        return {key: counts.get(key, 0) for key in old}
    return items


def redeal(state: GameState, viewer: int | None, seed: int = 0, *, canonical: bool = False,
           twin: GameState | None = None) -> GameState:
    """A copy of ``state`` with every secret hidden from ``viewer`` dealt anew (see module doc).

    ``canonical``: the twin depends on what ``viewer`` sees and ``seed`` alone, not on where the hidden
    items really lie: each kind's pooled items are sorted before the shuffle and opaque values are drawn
    afresh.  The expert's search (pygame_rules/search) samples its worlds so, which makes its choice a
    function of the bot's view.  ``twin``: a copy of ``state`` made by the caller (a faster copy than
    ``copy.deepcopy``), dealt in place."""
    twin = copy.deepcopy(state) if twin is None else twin
    rng = random.Random(seed)
    groups: dict[str, list[Secret]] = {}
    for secret in hidden_from(state, viewer):
        if secret.shape == "opaque":
            value = get_path(twin, secret.path)
            set_path(twin, secret.path, rng.getrandbits(64) if canonical else _other(value, rng))
        else:
            groups.setdefault(secret.kind, []).append(secret)
    for kind in sorted(groups):
        places = groups[kind]
        pooled: list = []
        sizes = []
        for secret in places:
            items = _items(get_path(twin, secret.path), secret.shape)
            pooled.extend(items)
            sizes.append(len(items))
        if canonical:
            pooled.sort(key=repr)
        rng.shuffle(pooled)
        at = 0
        for secret, size in zip(places, sizes, strict=True):
            old = get_path(twin, secret.path)
            set_path(twin, secret.path, _rebuild(old, pooled[at:at + size], secret.shape))
            at += size
    return twin


def _other(value: Any, rng: random.Random) -> Any:
    """A different value of the same type (for opaque secrets such as a generator state)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"opaque secrets must be integers, not {type(value).__name__}")
    return value ^ (rng.getrandbits(63) | 1)
