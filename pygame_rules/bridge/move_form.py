"""A move form's words in the call's language (contract.GameRules.move_form; web/js/moveform.js draws it)."""

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
