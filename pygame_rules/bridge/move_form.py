"""The words of a move form (contract.GameRules.move_form; web/js/moveform.js draws it) and of a pick
(contract.GameRules.pick; web/js/pick.js) in the call's language."""

from __future__ import annotations

from typing import Any

from .replies import say


def say_form(form: Any) -> Any:
    """A move form (the game's description of it, contract.GameRules.move_form) with every message in it
    said in this call's language: titles, labels, choices, notes."""
    if not isinstance(form, dict):
        return None

    def said(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: said(v) for k, v in value.items()}
        if isinstance(value, list):
            return [said(v) for v in value]
        return say(value)

    return said(form)


def say_pick(pick: Any) -> dict[str, Any] | None:
    """A pick (contract.GameRules.pick: the prompt's moves as items to tick, then confirm) with its words in
    this call's language; None if malformed."""
    if not (isinstance(pick, dict) and isinstance(pick.get("verb"), str) and isinstance(pick.get("items"), list)):
        return None
    return {"verb": pick["verb"], "items": [say(item) for item in pick["items"]],
            "min": int(pick.get("min", 1)), "confirm": say(pick.get("confirm"))}
