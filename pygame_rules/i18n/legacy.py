"""The English that saves of schema 1 and 2 hashed, kept only to verify those saves.

Until schema 3, a message in the state was hashed as English text: its ``str`` value, rendered from the
live catalogue in a form of its own (plural messages in their "other" form and numbers without grouping
at the top; a nested message in plain English; a ``Stored`` parameter as its ``text``).  Those hashes
are in players' saves and in ``tests/fixtures/``, so this module renders a message exactly that way,
but from ``legacy_en.json``: a frozen copy of the English catalogue's rules texts as they read when
schema 3 began.  Rewording the live catalogue therefore changes no hash, old or new; changing the
frozen copy would make every older save report itself damaged.  ``saves.py`` uses it; nothing else should.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from .messages import ListOf, Money, Msg, Stored, each_message

# Read at import, so a memory snapshot of Python holds it (pygame_rules.preload).
_FROZEN = json.loads(resources.files(__package__).joinpath("legacy_en.json").read_text(encoding="utf-8"))
_SINGLE: dict[str, str] = _FROZEN["single"]
_PLURAL: dict[str, list[str]] = _FROZEN["plural"]  # English forms: [one, other]


def with_legacy_text(data: Any) -> Any:
    """``data`` (a state's ``to_dict()``) with every message replaced by its schema-2 English."""
    return each_message(data, legacy_text)


def legacy_text(msg: Msg) -> str:
    """A message as a schema-2 state stored it (the top of a log line: "other" plurals, plain numbers)."""
    return _render(msg, nested=False)


def _render(msg: Msg, nested: bool) -> str:
    template = _template(msg.key, msg.params.get("n"), nested)
    if not msg.params:
        return template
    return template.format_map({name: _value(value, nested) for name, value in msg.params.items()})


def _template(key: str, n: Any, nested: bool) -> str:
    forms = _PLURAL.get(key) if isinstance(n, int) else None
    if forms:
        # The top of a line always took the "other" form (it was written before plurals were chosen);
        # a nested phrase chose its form by English's rule (n != 1).
        return forms[1 if not nested or n != 1 else 0]
    return _SINGLE.get(key) or key


def _value(value: Any, nested: bool) -> str:
    if type(value) is str:
        return value
    if isinstance(value, Stored):
        return _render(value.text, nested=False) if isinstance(value.text, Msg) else value.text
    if isinstance(value, Msg):
        return _render(value, nested=True)
    if isinstance(value, ListOf):
        parts = [_value(v, nested) for v in value]
        if value.last_and and len(parts) > 1:
            return value.sep.join(parts[:-1]) + _SINGLE["engine.and"] + parts[-1]
        return value.sep.join(parts)
    if isinstance(value, Money):
        amount = int(value)
        if not nested:
            return f"${amount:,}"  # "$-500" for a loss, as the rules wrote it
        return ("-" if amount < 0 else "") + _SINGLE["fmt.money"].format(amount=_grouped(abs(amount)))
    if isinstance(value, bool):
        return _SINGLE["engine.yes" if value else "engine.no"]
    if isinstance(value, int):
        return _grouped(value) if nested else str(value)
    return str(value)


def _grouped(n: int) -> str:
    return ("-" if n < 0 else "") + f"{abs(n):,}".replace(",", _SINGLE["fmt.group"])
