"""The language catalogues (pygame_rules/i18n): every key in every language, same placeholders."""

import subprocess
import sys
from pathlib import Path

from pygame_rules import i18n
from pygame_rules.registry import get_rules, packaged_ids
from tools import catalogues  # where the catalogues are, how Babel reads them

ROOT = Path(__file__).resolve().parents[2]


def domains() -> dict[str, dict[str, Path]]:
    """Each catalogue (the engine's, each game's) by language."""
    found: dict[str, dict[str, Path]] = {}
    for po in catalogues.po_files():
        found.setdefault(po.stem, {})[po.parts[-3]] = po
    return found


def keys(po: Path) -> set[str]:
    return {m.id if isinstance(m.id, str) else m.id[0] for m in catalogues.read(po) if m.id}


def test_every_compiled_catalogue_is_what_its_po_file_says() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "catalogues.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_catalogue_exists_in_every_language_with_the_same_keys() -> None:
    for domain, by_lang in domains().items():
        assert set(by_lang) == set(i18n.LANGS), domain
        english = keys(by_lang["en"])
        for lang, po in by_lang.items():
            own = keys(po)
            assert own == english, f"{domain} {lang}: missing {sorted(english - own)}, extra {sorted(own - english)}"


def test_a_games_words_are_in_its_own_folder_under_its_prefix() -> None:
    """A game folder holds its own texts: every key of a game's catalogue has its prefix, and no key
    with a game's prefix is elsewhere."""
    prefixes = {get_rules(g).prefix: g for g in packaged_ids()}
    for domain, by_lang in domains().items():
        for key in keys(by_lang["en"]):
            prefix = key.split(".")[0]
            if domain == i18n.DOMAIN:
                assert prefix not in prefixes, f"{key} belongs in {prefixes[prefix]}'s catalogue"
            else:
                assert prefixes.get(prefix) == domain, f"{key} in {domain}'s catalogue"
    assert {d for d in domains() if d != i18n.DOMAIN} == set(packaged_ids())


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
