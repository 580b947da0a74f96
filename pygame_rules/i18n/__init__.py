"""What players read, in every language the site speaks: gettext catalogues, one per language for the
engine and the page, and one per language in each game's folder.

The catalogues are ``.po`` files (edited by translators, compiled to the ``.mo`` beside them by
``tools/catalogues.py`` with Babel) and are read at run time by the standard library's ``gettext``, the
same in CPython and in the page: ``i18n/locale/<lang>/LC_MESSAGES/rail_table.mo`` (the engine's and the
page's words) and ``games/<game>/locale/<lang>/LC_MESSAGES/<game>.mo`` (a game's words, its keys under
its prefix), found by looking, so a game folder brings its own texts and nothing lists them.  They
serve Python (status lines, move labels, logs, results) and the page (build.py writes the page's share
into the HTML; ``web/js/i18n.js`` reads it), so a word is translated once.  A message id is a dotted key
(``app.start``, ``ttr.log.claim``); its text is a ``str.format`` template with named placeholders
(``{name} claims {route}``).  An entry with plural forms (``msgid_plural``) is chosen by its count with
the language's own plural rule (``messages.py``).  Move notation is never translated: it is the game's
language, not ours.  docs/engine.md ("Languages") says why gettext.
"""

from __future__ import annotations

import gettext
import io
import re
import string
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from importlib import resources

LANGS = ("en", "de")
DEFAULT_LANG = "en"
DOMAIN = "rail_table"


def _compiled(lang: str) -> Iterator[bytes]:
    """The .mo files of one language: the engine's, then each game's (by folder name)."""
    yield resources.files(__package__).joinpath("locale", lang, "LC_MESSAGES", f"{DOMAIN}.mo").read_bytes()
    games = resources.files(__package__.rsplit(".", 1)[0]).joinpath("games")
    for folder in sorted(games.iterdir(), key=lambda f: f.name):
        mo = folder.joinpath("locale", lang, "LC_MESSAGES", f"{folder.name}.mo")
        if mo.is_file():
            yield mo.read_bytes()


def translations(lang: str) -> gettext.GNUTranslations:
    """The compiled catalogues of one language, merged (English for a language we do not have)."""
    # Cached by the language we have, not the one asked for: every catalogue is read once per language
    # (pygame_rules.preload reads them all before a memory snapshot, which has no files).
    return _merged(lang if lang in LANGS else DEFAULT_LANG)


@cache
def _merged(lang: str) -> gettext.GNUTranslations:
    merged: gettext.GNUTranslations | None = None
    for mo in _compiled(lang):
        part = gettext.GNUTranslations(io.BytesIO(mo))
        if merged is None:
            merged = part
        else:  # the same language, so the same plural rule: one catalogue of every key
            merged._catalog.update(part._catalog)  # type: ignore[attr-defined]
    assert merged is not None
    return merged


@cache
def catalogue(lang: str) -> dict[str, str]:
    """The single-form texts of one language, by key (English for a language we do not have).

    gettext has no public way to list a catalogue, and the page and the checks need every key:
    ``_catalog`` is the mapping GNUTranslations has always kept (str keys: single entries; (key, i):
    plural forms; "": the header).
    """
    return {k: v for k, v in translations(lang)._catalog.items() if isinstance(k, str) and k}  # type: ignore[attr-defined]


@cache
def plural_forms(lang: str) -> dict[str, tuple[str, ...]]:
    """The texts with plural forms of one language: key -> its forms, in the language's order."""
    found: dict[str, list[tuple[int, str]]] = {}
    for k, v in translations(lang)._catalog.items():  # type: ignore[attr-defined]
        if isinstance(k, tuple):
            found.setdefault(k[0], []).append((k[1], v))
    return {k: tuple(v for _, v in sorted(forms)) for k, forms in found.items()}


def plural(lang: str, key: str, n: int) -> str | None:
    """The form of ``key`` for the count ``n`` in ``lang`` (its plural rule), else English's; None if
    the key has no plural forms."""
    for tongue in (lang if lang in LANGS else DEFAULT_LANG, DEFAULT_LANG):
        forms = plural_forms(tongue).get(key)
        if forms:
            index = translations(tongue).plural(n)  # type: ignore[attr-defined]
            return forms[min(index, len(forms) - 1)]
    return None


# Keys only the engine reads (the rules' own texts) or the build writes into pages (the balance report):
# build.py leaves them out of the pages' inline copy.
ENGINE_ONLY = re.compile(r"^(?:engine\.|balance\.|save\.(?!megabytes|million|too_large_page|export|make_room|"
                         r"manage|deleted|no_storage|conflict|full|failed|not_a_save|too_deep)|(?:ls|ttr|rd|si)\."
                         r"(?:log|status|label|err|col|cell|term|tie_break|prompt|pay|face|dice|svg)\.)")


def page_catalogue(lang: str) -> dict[str, str]:
    """The strings the page itself shows (web/js/i18n.js), without the rules' own texts."""
    return {k: v for k, v in catalogue(lang).items() if not ENGINE_ONLY.match(k)}


def t(lang: str, key: str, **params: object) -> str:
    """The text for ``key`` in ``lang``, its placeholders filled; English if the language lacks it.

    A key missing everywhere comes back as itself, so a gap shows on screen instead of crashing a
    game; tests/engine/test_i18n.py keeps the catalogues complete.
    """
    template = catalogue(lang).get(key) or catalogue(DEFAULT_LANG).get(key)
    if template is None:
        return key
    return template.format(**params) if params else template


def placeholders(template: str) -> set[str]:
    """The named fields of a template: both languages must use the same ones."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


# -- the language of the current call ------------------------------------------------------------
# The page says which language it reads (bridge.set_language); the bridge runs each call inside
# use_language(...), so code deep in a game (an error for a refused move) can ask current_language()
# without every signature growing a parameter.
_LANG: ContextVar[str] = ContextVar("rail_table_lang", default=DEFAULT_LANG)


def current_language() -> str:
    return _LANG.get()


@contextmanager
def use_language(lang: str) -> Iterator[str]:
    """Run a block in ``lang`` (an unknown language means English)."""
    token = _LANG.set(lang if lang in LANGS else DEFAULT_LANG)
    try:
        yield _LANG.get()
    finally:
        _LANG.reset(token)
