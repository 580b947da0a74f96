"""The language catalogues (pygame_rules/i18n): every key in every language, same placeholders."""

import json
from importlib import resources

import pytest

from pygame_rules import i18n


def raw(lang: str) -> dict[str, str]:
    text = resources.files(i18n).joinpath(f"{lang}.json").read_text(encoding="utf-8")
    return json.loads(text)


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_key_exists_in_every_language(lang: str) -> None:
    keys = {k for k in raw(lang) if not k.startswith("@")}
    for other in i18n.LANGS:
        other_keys = {k for k in raw(other) if not k.startswith("@")}
        missing, extra = sorted(other_keys - keys), sorted(keys - other_keys)
        assert keys == other_keys, f"{lang} vs {other}: missing {missing}, extra {extra}"


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
