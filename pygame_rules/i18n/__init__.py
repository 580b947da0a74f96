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
from dataclasses import dataclass
from functools import cache, lru_cache
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


@cache
def translations(lang: str) -> gettext.GNUTranslations:
    """The compiled catalogues of one language, merged (English for a language we do not have)."""
    if lang not in LANGS:
        lang = DEFAULT_LANG
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


# -- translating what the rules wrote in English ---------------------------------------------------
# The rules write their texts (log lines stored in the state and hashed, status lines, labels,
# errors) in English, with the catalogue's English templates.  ``translate`` reads such a text
# back: it finds the English template of the given key prefixes that matches it whole, takes the
# placeholders' values from the text, translates those values in turn (a colour, a nested phrase),
# and fills the same key's template in the target language.  So saved states and their hashes stay
# exactly as they were, and the language is chosen when the text is shown (docs/engine.md).
_FIELD = re.compile(r"\{(\w+)(?:[:!][^{}]*)?\}")
_DEPTH = 12  # nested phrases: a list of n items is n levels deep ("{first}, {rest}")
# Placeholders whose values are names chosen by players: never translated (a player called "red").
_VERBATIM = ("name", "names", "move", "seed", "railroad")  # railroad: a historic line's name

# Placeholders that hold lists ("Ann A3, Bob B2"); any other placeholder's value has no ", ", "; ", ": " or " · " in
# it, so a list is read item by item ("{first}, {rest}") rather than swallowed by its first item's
# last placeholder.
_LISTS = frozenset({"rest", "items", "names", "note", "draws", "detail", "ranking", "tickets", "standings", "parts",
                    "what", "shown", "todo", "front", "carried", "changes", "text", "reason", "where", "why", "step",
                    "default", "railroad", "director", "bank", "stations"})



@dataclass(frozen=True)
class _Pattern:
    key: str
    lead: str  # the literal text before the first placeholder: a cheap test before the regex
    tail: str  # and after the last one
    words: tuple[str, ...]  # every literal piece, each of which a matching text contains
    regex: re.Pattern[str]
    weight: int  # literal characters: the more specific pattern is tried first


def _compile(key: str, template: str) -> _Pattern | None:
    parts: list[str] = []
    words: list[str] = []
    seen: set[str] = set()
    pos = 0
    literal = 0
    last_was_field = False
    for m in _FIELD.finditer(template):
        text = template[pos:m.start()]
        if not text and last_was_field:
            return None  # two placeholders side by side cannot be told apart: such templates are refused
        parts.append(re.escape(text))
        words.append(text)
        literal += len(text)
        name = m.group(1)
        value = ".+?" if name in _LISTS else "(?:(?!, |; |: | · ).)+?"
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>{value})")
        seen.add(name)
        pos = m.end()
        last_was_field = True
    tail = template[pos:]
    parts.append(re.escape(tail))
    words.append(tail)
    literal += len(tail)
    first = _FIELD.search(template)
    lead = template[: first.start()] if first else template
    return _Pattern(key, lead, tail, tuple(w for w in words if w), re.compile("".join(parts), re.DOTALL), literal)


@cache
def _patterns(prefixes: tuple[str, ...]) -> tuple[_Pattern, ...]:
    english = catalogue(DEFAULT_LANG)
    found = []
    for key, template in english.items():
        if key.startswith(tuple(p + "." for p in prefixes)):
            pattern = _compile(key, template)
            if pattern is not None:
                found.append(pattern)
    found.sort(key=lambda p: (-p.weight, p.key))
    return tuple(found)


def _fill(template: str, values: dict[str, str]) -> str:
    return _FIELD.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def match(text: str, prefixes: tuple[str, ...]) -> tuple[str, dict[str, str]] | None:
    """The key (and its placeholders' values) whose English template reads exactly ``text``."""
    for pattern in _patterns(prefixes):
        if (text.startswith(pattern.lead) and text.endswith(pattern.tail)
                and all(word in text for word in pattern.words)):
            m = pattern.regex.fullmatch(text)
            if m:
                return pattern.key, m.groupdict()
    return None


# Amounts of money: the rules write "$10,000"; each language shows them as its readers read them.
_MONEY = re.compile(r"\$(\d{1,3}(?:,\d{3})+|\d+)(k?)\b")  # "$2k": a board's short form
_MONEY_STYLE = {"de": lambda m: m[1].replace(",", ".") + m[2] + "\u00a0$"}  # "10.000 $" (no break before $)

# English a player reads may differ from the English the rules store: a key ``K`` whose catalogue also has
# ``K_shown`` is read back with ``K``'s English template and shown with ``K_shown``'s ("lumber:DEN", a
# market's key in a stored log line, is shown as "Lumber Denver").  Only texts containing the fixed
# start of such a template are read back in English, so every other English text costs nothing.
_SHOWN = "_shown"


@cache
def _shown_lead() -> re.Pattern[str] | None:
    english = catalogue(DEFAULT_LANG)
    leads = sorted({_FIELD.split(v)[0] for k, v in english.items()
                    if k + _SHOWN in english and _FIELD.search(v) and _FIELD.split(v)[0]})
    return re.compile("|".join(map(re.escape, leads))) if leads else None


def _template(lang: str, key: str) -> str:
    if lang == DEFAULT_LANG:
        english = catalogue(DEFAULT_LANG)
        return english.get(key + _SHOWN) or english[key]
    return catalogue(lang).get(key) or catalogue(DEFAULT_LANG)[key]


def money(lang: str, text: str) -> str:
    """The amounts of money in ``text`` ("$10,000") written as readers of ``lang`` read them."""
    style = _MONEY_STYLE.get(lang)
    return _MONEY.sub(style, text) if style and "$" in text else text


def translate(lang: str, text: str, prefixes: tuple[str, ...], depth: int = 0) -> str:
    """``text``, written by the rules from an English template of ``prefixes``, in ``lang``.

    A text no template matches is returned unchanged (a name, a number, notation), but for its amounts
    of money, written the language's way.
    """
    if lang not in LANGS or not text:
        return text
    if lang == DEFAULT_LANG and depth == 0:
        lead = _shown_lead()
        if lead is None or not lead.search(text):
            return text
    return _translate(lang, text, prefixes, depth)


@lru_cache(maxsize=50_000)
def _translate(lang: str, text: str, prefixes: tuple[str, ...], depth: int) -> str:
    if depth > _DEPTH:
        return text
    found = match(text, prefixes)
    if found is None:
        return money(lang, text) if depth == 0 else text
    key, values = found
    values = {k: v if k.startswith(_VERBATIM) else _translate(lang, v, prefixes, depth + 1)
              for k, v in values.items()}
    said = _fill(_template(lang, key), values)
    return money(lang, said) if depth == 0 else said

