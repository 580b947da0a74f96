"""What players read, in every language the site speaks: one JSON catalogue per language.

The same files serve Python (status lines, move labels, logs, results) and the page (build.py copies
them to ``site/i18n/``; ``web/js/i18n.js`` reads them), so a word is translated once.  Keys are dotted
names (``app.start``, ``ttr.log.claim``); values are ``str.format`` templates with named placeholders
(``{name} claims {route}``).  Move notation is never translated: it is the game's language, not ours.
"""

from __future__ import annotations

import json
import string
from functools import cache
from importlib import resources

LANGS = ("en", "de")
DEFAULT_LANG = "en"


@cache
def catalogue(lang: str) -> dict[str, str]:
    """The strings of one language (English for a language we do not have)."""
    if lang not in LANGS:
        lang = DEFAULT_LANG
    text = resources.files(__package__).joinpath(f"{lang}.json").read_text(encoding="utf-8")
    data = json.loads(text)
    return {k: v for k, v in data.items() if not k.startswith("@")}  # "@…" keys are notes for translators


def t(lang: str, key: str, **params: object) -> str:
    """The text for ``key`` in ``lang``, its placeholders filled; English if the language lacks it.

    A key missing everywhere comes back as itself, so a gap shows on screen instead of crashing a
    game; tests/test_i18n.py keeps the catalogues complete.
    """
    template = catalogue(lang).get(key) or catalogue(DEFAULT_LANG).get(key)
    if template is None:
        return key
    return template.format(**params) if params else template


def placeholders(template: str) -> set[str]:
    """The named fields of a template: both languages must use the same ones."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}
