"""German texts write money, thousands and decimals the German way (issue 34): "3.000 $", "1,5", "53,8 %".

The engine has no runtime dependencies, so its catalogue entries ``fmt.*`` are checked here against Babel's
locale data (a dev dependency); every German text a player reads is scanned for English formats."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel import Locale
from babel.numbers import format_compact_currency, format_currency, format_decimal

from pygame_rules.i18n.messages import money, money_k, number

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("amount", [0, 7, 950, 3000, 12000, 1234567])
def test_money_and_numbers_follow_babels_locale_data(lang: str, amount: int) -> None:
    pattern = Locale.parse(lang).currency_formats["standard"].pattern.replace(".00", "")  # whole dollars
    assert money(amount, lang) == format_currency(amount, "USD", format=pattern, locale=lang, currency_digits=False)
    assert number(amount, lang) == format_decimal(amount, locale=lang)


def test_german_short_money_is_the_whole_amount_as_babel_gives_it() -> None:
    # CLDR's German short form does not abbreviate thousands ("3000 $", no "k" and no "Tsd."), so a board
    # space shows the whole amount, grouped as every other German amount is.
    assert not re.search(r"[kK]|Tsd", format_compact_currency(3000, "USD", locale="de"))
    for amount in (1000, 3000, 20000):
        assert money_k(amount, "de") == money(amount, "de")


# English formats in a German text: "$3,000", "3,000", "3k $", "53.8%".
ENGLISH_FORMATS = [
    (re.compile(r"\$\s?\d"), "a dollar sign before the amount (German: 3.000 $)"),
    (re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])"), "a comma between thousands (German: 3.000)"),
    (re.compile(r"\d\s?k\s?\$"), "thousands as 'k' (German: 3.000 $)"),
    (re.compile(r"(?<![\d.])\d+\.\d\s?%"), "a decimal point in a percentage (German: 53,8 %)"),
]


def _po_msgstrs(path: Path) -> list[tuple[str, str]]:
    text = path.read_text(encoding="utf-8")
    found = []
    for m in re.finditer(r'^msgid "([^"]*)"\n(?:msgid_plural "[^"]*"\n)?((?:msgstr(?:\[\d\])? "(?:[^"\\]|\\.)*"\n?)+)',
                         text, flags=re.M):
        for s in re.findall(r'msgstr(?:\[\d\])? "((?:[^"\\]|\\.)*)"', m.group(2)):
            found.append((m.group(1), s))
    return found


def _german_texts() -> list[tuple[str, str]]:
    """(where, text) for every German text: catalogues, rules pages, lessons, balance report, glossary."""
    texts = []
    for po in sorted(ROOT.glob("pygame_rules/**/locale/de/LC_MESSAGES/*.po")):
        texts += [(f"{po.relative_to(ROOT)} {key}", s) for key, s in _po_msgstrs(po)]
    for md in [*sorted((ROOT / "docs" / "games" / "de").glob("*.md")), ROOT / "docs" / "balance.de.md",
               ROOT / "docs" / "glossary.de.md"]:
        body = re.sub(r"`[^`]*`", "", md.read_text(encoding="utf-8"))  # move notation is the same in both
        texts += [(f"{md.relative_to(ROOT)}:{i}", line) for i, line in enumerate(body.splitlines(), 1)]

    def walk(node: object, where: str) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "de":
                    for s in value if isinstance(value, list) else [value]:
                        texts.append((where, str(s)))
                else:
                    walk(value, f"{where}.{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{where}[{i}]")

    for lesson in sorted((ROOT / "docs" / "lessons").glob("*.json")):
        walk(json.loads(lesson.read_text(encoding="utf-8")), str(lesson.relative_to(ROOT)))
    return texts


def test_the_scan_sees_every_kind_of_german_text() -> None:
    where = " ".join(w for w, _ in _german_texts())
    for part in ("rail_table.po", "silverton.po", "docs/games/de/silverton.md", "balance.de.md", "lessons/"):
        assert part in where


def test_no_german_text_writes_numbers_the_english_way() -> None:
    found = [f"{where}: {m.group(0)!r} — {why}" for where, text in _german_texts()
             for pattern, why in ENGLISH_FORMATS for m in pattern.finditer(text)]
    assert found == [], "English number formats in German texts:\n" + "\n".join(found)
