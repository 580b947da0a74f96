"""One word per thing (issue 34): docs/glossary.de.md is the single list of German game terms, and each entry
names the variants not to use.  A German catalogue entry, rules page or lesson that uses a listed variant
fails here, and so does a catalogue entry whose English and German texts disagree on a number."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.de.md"
GAMES = {"Last Spike": "last_spike", "Zug um Zug": "ticket_to_ride", "Railroad Dice": "railroad_dice",
         "Silverton": "silverton", "Alle Spiele": None}
PREFIX = {"ls.": "last_spike", "ttr.": "ticket_to_ride", "rd.": "railroad_dice", "si.": "silverton"}


def variants() -> list[tuple[str | None, str, str]]:
    """(game or None for every game, variant, preferred word) from the glossary's "nicht" column."""
    found, game = [], None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            name = re.sub(r"\s*\(`.*", "", line[3:]).strip()
            assert name in GAMES, f"glossary section {name!r} names no game"
            game = GAMES[name]
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("| ") else []
        if len(cells) == 3 and cells[2] and cells[0] != "English":
            preferred = re.sub(r"\s*\*\(.*?\)\*", "", cells[1])
            found += [(game, v.strip(), preferred) for v in cells[2].split("·")]
    return found


def _po(path: Path) -> dict[str, list[str]]:
    text = path.read_text(encoding="utf-8")
    out = {}
    for m in re.finditer(r'^msgid "([^"]*)"\n(?:msgid_plural "[^"]*"\n)?((?:msgstr(?:\[\d\])? "(?:[^"\\]|\\.)*"\n?)+)',
                         text, flags=re.M):
        out[m.group(1)] = re.findall(r'msgstr(?:\[\d\])? "((?:[^"\\]|\\.)*)"', m.group(2))
    return out


def _game_of_key(key: str) -> str | None:
    for prefix, game in PREFIX.items():
        if key.startswith(prefix):
            return game
    return next((g for g in PREFIX.values() if g in key), None)  # balance.order.last_spike


def german_texts() -> list[tuple[str | None, str, str]]:
    """(game or None, where, text) of every German catalogue entry, rules page line and lesson text."""
    texts = []
    for po in sorted(ROOT.glob("pygame_rules/**/locale/de/LC_MESSAGES/*.po")):
        for key, strings in _po(po).items():
            texts += [(_game_of_key(key), f"{po.relative_to(ROOT)} {key}", s) for s in strings]
    for md in sorted((ROOT / "docs" / "games" / "de").glob("*.md")):
        body = re.sub(r"`[^`]*`", "", md.read_text(encoding="utf-8"))
        texts += [(md.stem, f"{md.relative_to(ROOT)}:{i}", line) for i, line in enumerate(body.splitlines(), 1)]

    def walk(node: object, game: str, where: str) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "de":
                    texts.extend((game, where, str(s)) for s in (value if isinstance(value, list) else [value]))
                else:
                    walk(value, game, f"{where}.{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, game, f"{where}[{i}]")

    for lesson in sorted((ROOT / "docs" / "lessons").glob("*.json")):
        walk(json.loads(lesson.read_text(encoding="utf-8")), lesson.stem, str(lesson.relative_to(ROOT)))
    return texts


def uses(text: str, variant: str) -> bool:
    """The variant as a word or the start of one ("Claims", "Claim-Stapel"; not "Sichtschirm"), outside a
    quotation that names it („Ticket to Ride“ in "englisch: „Ticket to Ride“")."""
    text = text.replace(f"„{variant}“", "")
    return re.search(rf"(?<![\wäöüÄÖÜß]){re.escape(variant)}", text) is not None  # German nouns keep their capital


def test_the_glossary_lists_variants_for_every_game() -> None:
    games = {g for g, _, _ in variants()}
    assert games == set(GAMES.values())
    assert "Claim" in {v for g, v, _ in variants() if g == "silverton"}


def test_the_glossary_says_where_its_words_come_from_and_names_the_catalogues() -> None:
    text = GLOSSARY.read_text(encoding="utf-8")
    assert "pygame_rules/games/<id>/locale/de/LC_MESSAGES/<id>.po" in text
    assert "not published German editions" in text  # only Zug um Zug has a German edition to cite


# Texts not yet reworded to the glossary's word (issue 34; remove an entry when you fix it).  Each must
# still hold its variant, so the list cannot go stale.
NOT_YET: set[tuple[str | None, str]] = set()


def test_no_german_text_uses_a_variant_the_glossary_rules_out() -> None:
    found = []
    for game, where, text in german_texts():
        for scope, variant, preferred in variants():
            if (scope is None or scope == game) and uses(text, variant) and (scope, variant) not in NOT_YET:
                found.append(f"{where}: uses {variant!r}, the glossary's word is {preferred!r}: {text[:90]!r}")
    assert found == [], "German texts use variants the glossary rules out:\n" + "\n".join(found)


def test_the_not_yet_list_is_current() -> None:
    left = {(s, v) for s, v in NOT_YET if any(uses(t, v) and s == g for g, _, t in german_texts())}
    assert left == NOT_YET, f"fixed, remove from NOT_YET: {NOT_YET - left}"


def _numbers(text: str) -> Counter[str]:
    text = re.sub(r"\{[^}]*\}", "", text)  # placeholders
    return Counter(re.sub(r"[.,](?=\d{3}\b)", "", n) for n in re.findall(r"\d+(?:[.,]\d+)*", text))


def test_english_and_german_catalogue_entries_agree_on_numbers() -> None:
    found = []
    for de_po in sorted(ROOT.glob("pygame_rules/**/locale/de/LC_MESSAGES/*.po")):
        en_po = Path(str(de_po).replace("/locale/de/", "/locale/en/"))
        en, de = _po(en_po), _po(de_po)
        for key in sorted(en.keys() & de.keys()):
            if not key or key.startswith("fmt."):  # the number formats themselves differ by design
                continue
            a = sum((_numbers(s) for s in en[key][-1:]), Counter())
            b = sum((_numbers(s) for s in de[key][-1:]), Counter())
            if a != b:
                found.append(f"{de_po.relative_to(ROOT)} {key}: English {dict(a)}, German {dict(b)}")
    assert found == [], "English and German entries disagree on a number:\n" + "\n".join(found)
