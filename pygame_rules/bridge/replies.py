"""The words and the JSON of the page's answers: texts in the call's language, refusals, encoding."""

from __future__ import annotations

import json
from typing import Any

from ..errors import reason_of
from ..game import Game
from ..i18n import current_language
from ..i18n.messages import Msg


def say(text: Any) -> Any:
    """A text the rules (or the bridge) made, in the language of this call: a message (i18n.messages)
    rendered; anything else shown as it is (a name, notation).  Every game speaks in messages, so no
    text needs its game to be read."""
    return text.say(current_language()) if isinstance(text, Msg) else text


def why(exc: BaseException) -> Any:
    """What an exception says, in the language of this call (a message it was raised with rendered)."""
    return say(reason_of(exc))


def as_text(value: Any) -> Any:
    """A hook's answer as text, keeping a message a message (``str()`` would make it plain English)."""
    return value if isinstance(value, str) else str(value)


def sentence(text: Any) -> str:
    """A reason as a sentence: capitalised, with a full stop."""
    said = str(text).strip()
    if said[:1].islower():
        said = said[0].upper() + said[1:]
    return said if said.endswith((".", "!", "?")) else said + "."


def seat_name(game: Game, seat: int) -> str:
    return game.options["players"][seat]["name"]


def error(message: str) -> str:
    """A refusal: ``{"ok": false, "error": message}``."""
    return to_json({"ok": False, "error": message})


def to_json(data: Any) -> str:
    """An answer as compact JSON text (non-ASCII kept: the page decodes UTF-8 anyway)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
