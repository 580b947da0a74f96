"""The language catalogues (pygame_rules/i18n): every key in every language, same placeholders."""

import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from pygame_rules import i18n

ROOT = Path(__file__).resolve().parents[2]


def raw(lang: str) -> Catalog:
    """A language's .po file as Babel reads it (what translators edit)."""
    with (ROOT / "pygame_rules" / "i18n" / "locale" / lang / "LC_MESSAGES" / "rail_table.po").open("rb") as f:
        return read_po(f, locale=lang)


def keys(lang: str) -> set[str]:
    return {m.id if isinstance(m.id, str) else m.id[0] for m in raw(lang) if m.id}


def test_every_compiled_catalogue_is_what_its_po_file_says() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "catalogues.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_key_exists_in_every_language(lang: str) -> None:
    own = keys(lang)
    for other in i18n.LANGS:
        other_keys = keys(other)
        missing, extra = sorted(other_keys - own), sorted(own - other_keys)
        assert own == other_keys, f"{lang} vs {other}: missing {missing}, extra {extra}"


def test_placeholders_match_between_languages() -> None:
    english = i18n.catalogue("en")
    for lang in i18n.LANGS:
        for key, template in i18n.catalogue(lang).items():
            assert i18n.placeholders(template) == i18n.placeholders(english[key]), (lang, key)


def test_values_are_non_empty_text() -> None:
    for lang in i18n.LANGS:
        for key, template in i18n.catalogue(lang).items():
            assert isinstance(template, str) and template.strip(), (lang, key)


def test_lookup_fills_placeholders_and_falls_back() -> None:
    assert i18n.t("de", "lang.name") == "Deutsch"
    assert i18n.t("fr", "lang.name") == "English"  # a language we lack speaks English
    assert i18n.t("de", "no.such.key") == "no.such.key"  # visible, not a crash
