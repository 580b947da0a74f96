"""Notices: the events of the news (what happened since a player's last move) that a player must not miss,
shown in a box where they look rather than only as a log line (issue 32).  Each game names the log messages
that are notices (``present.NOTICES``, their catalogue keys); ``notices`` picks them from the news lines."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .i18n.messages import Msg, Stored


def keys_of(line: Any) -> list[str]:
    """A log line's message key, and the keys of the messages it wraps ("Round 3: <text>" wraps its text)."""
    if not isinstance(line, Msg):
        return []
    found = [line.key]
    for value in line.params.values():
        inner = value.shown if isinstance(value, Stored) else value
        if isinstance(inner, Msg):
            found += keys_of(inner)
    return found


def notices(lines: Iterable[Any], keys: frozenset[str]) -> list[Any]:
    """The lines that are notices (one of ``keys`` said or wrapped), in their order."""
    return [line for line in lines if any(k in keys for k in keys_of(line))]
