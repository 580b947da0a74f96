"""A move form's words in the call's language (contract.GameRules.move_form; web/js/moveform.js draws it)."""

from __future__ import annotations

from typing import Any

from .replies import say

# The keys whose values are words to translate, besides "title", "label" and "hint" (Silverton's trade form's).
FORM_LABELS = ("partner", "give", "ask", "amount", "money", "submit", "skip")


def say_form(form: Any) -> Any:
    """A move form's words (its title, labels and every choice's label) in this call's language."""
    if not isinstance(form, dict):
        return None

    def said(value: Any, key: str = "") -> Any:
        if isinstance(value, dict):
            return {k: said(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [said(v, key) for v in value]
        return say(value) if key in ("title", "label", "hint") or key in FORM_LABELS else value

    return said(form)
