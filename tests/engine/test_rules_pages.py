"""The rules pages (rules/<game>.html, from docs/games/<game>.md) are written for players and teachers:
no source paths, test names, benchmarks or page internals.  Those live in docs/provenance/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygame_rules.registry import list_games
from tools.pages import provenance_html, rules_html

ROOT = Path(__file__).resolve().parents[2]

DEVELOPER_TALK = [
    r"\b[\w./-]+\.(?:py|json|txt|md|js)\b",  # file names
    r"\b(?:tests|shared|benchmarks|pygame_rules|web|tools)/",  # source folders
    r"\bseeds?\b",  # the source texts were called "seeds"
    r"\btest(?:s|ed)?\b",
    r"\bbenchmark",
    r"data-moves?\b",
    r"\bsubpackage\b|\bdeterminization",
]


@pytest.mark.parametrize("game", [g["id"] for g in list_games()])
def test_rules_pages_speak_to_players(game: str) -> None:
    if not (ROOT / "docs" / "games" / f"{game}.md").exists():
        pytest.skip(f"{game} has no rules page yet")
    page = re.sub(r"<[^>]+>", " ", rules_html(game, game))
    found = [m.group(0) for pattern in DEVELOPER_TALK for m in re.finditer(pattern, page, flags=re.I)]
    assert found == [], f"developer talk on the rules page of {game}: {found}"
    assert (ROOT / "docs" / "provenance" / f"{game}.md").exists()  # where that talk went


@pytest.mark.parametrize("game", [g["id"] for g in list_games()])
def test_german_rules_pages_link_both_ways_and_to_the_lesson(game: str) -> None:
    if not (ROOT / "docs" / "games" / "de" / f"{game}.md").exists():
        pytest.skip(f"{game} has no German rules page yet")
    german = rules_html(game, game, "de")
    english = rules_html(game, game)
    assert '<html lang="de">' in german and "Spielregeln" in german
    assert f'href="de/{game}.html"' in english  # English -> German
    assert f'href="../{game}.html"' in german  # German -> English
    assert f'href="../../lessons/de/{game}.html"' in german
    assert 'href="../../index.html?lang=de"' in german  # back to the app, in German
    page = re.sub(r"<[^>]+>", " ", german)
    found = [m.group(0) for pattern in DEVELOPER_TALK for m in re.finditer(pattern, page, flags=re.I)]
    assert found == [], f"developer talk on the German rules page of {game}: {found}"


# Source keys as the reference files write them: "S-ac", "S-dfa" (Silverton), "R-sf", "R-fw2" (Railroad
# Dice), and their confidence marks "[C2]", "[S1]", "[INF]", "[REC]", "[CONFLICT]".  Players do not need
# them: a rules page states the rule, and docs/provenance/<id>.md says which source it rests on (issue 34).
SOURCE_KEY = re.compile(r"(?<![\w-])[A-Z]-[a-z][a-z0-9]{0,5}\b|\[(?:C2|S1|INF|REC|CONFLICT)\]")
RULES_PAGES = sorted((ROOT / "docs" / "games").glob("*.md")) + sorted((ROOT / "docs" / "games").glob("*/*.md"))


def _prose(path: Path) -> str:
    return re.sub(r"\]\([^)]*\)", "]", path.read_text(encoding="utf-8"))  # link targets are addresses


@pytest.mark.parametrize("path", RULES_PAGES, ids=lambda p: str(p.relative_to(ROOT / "docs" / "games")))
def test_rules_pages_cite_no_source_keys(path: Path) -> None:
    found = SOURCE_KEY.findall(_prose(path))
    assert found == [], f"source keys on a rules page (they belong in docs/provenance/): {found}"


def test_the_source_key_pattern_finds_every_form() -> None:
    text = "(S-ac) (nach S-ac) S-dfa, (S-ac, bestätigt von S-dfa) R-fw2 R-sf [C2] [CONFLICT]"
    assert SOURCE_KEY.findall(text) == ["S-ac", "S-ac", "S-dfa", "S-ac", "S-dfa", "R-fw2", "R-sf", "[C2]",
                                        "[CONFLICT]"]
    assert SOURCE_KEY.findall("DEN-CSP S+2 P+1 `extend GOL-CEN` 1–2 ✕2") == []  # segments and pieces are not


PROVENANCE_LINK = re.compile(r"\]\((?:\.\./)+provenance/(\w+)\.md(?:#([\w-]+))?\)")


@pytest.mark.parametrize("path", RULES_PAGES, ids=lambda p: str(p.relative_to(ROOT / "docs" / "games")))
def test_links_to_the_sources_page_land_on_a_heading(path: Path) -> None:
    # The same anchor works on GitHub and on the site: provenance_html gives every heading GitHub's id.
    for game, anchor in PROVENANCE_LINK.findall(path.read_text(encoding="utf-8")):
        assert (ROOT / "docs" / "provenance" / f"{game}.md").exists(), f"{path.name}: no provenance page {game}"
        if anchor:
            html = provenance_html(game, game)
            assert f'id="{anchor}"' in html, f"{path.name}: no heading #{anchor} on the {game} sources page"


def test_both_silverton_pages_link_where_each_rule_comes_from() -> None:
    for lang in ("en", "de"):
        assert "provenance/silverton.md#where-each-rule-comes-from" in _page("silverton", lang)


def test_silverton_sources_page_keeps_every_key_it_uses_explained() -> None:
    text = (ROOT / "docs" / "provenance" / "silverton.md").read_text(encoding="utf-8")
    where = text.split("## Where each rule comes from")[1].split("\n## ")[0]
    used = set(re.findall(r"\bS-[a-z0-9]+\b", where))
    assert {"S-ac", "S-dfa", "S-sb", "S-bg"} <= used  # the keys the rules pages once carried, and S-bg
    explained = set(re.findall(r"\*\*(S-[a-z0-9]+)\*\*", text.split("## Sources")[1].split("\n## ")[0]))
    assert used <= explained, f"keys used without their meaning: {used - explained}"


def test_german_silverton_page_lets_the_defender_win_a_tied_steal() -> None:
    # The seed: "Der Verteidiger gewinnt auch bei einem Gleichstand."  The German page once said that
    # every tie leaves the pieces standing, stealing included, which is the wrong rule.
    text = (ROOT / "docs" / "games" / "de" / "silverton.md").read_text(encoding="utf-8")
    assert "Verteidiger gewinnt auch bei einem Gleichstand" in text
    assert "außer beim Stehlen" in text


# ---------------------------------------------------------------------------------------------------------
# The German rules page holds every rule of the English one and the reverse (issue 34): the same sections
# in the same order, the same tables with the same shapes, and the same numbers, each written as its
# language writes numbers ("$3,000" / "3.000 $", "1.1" / "1,1").

GAMES_WITH_BOTH = sorted(p.stem for p in (ROOT / "docs" / "games" / "de").glob("*.md"))


def _page(game: str, lang: str) -> str:
    path = ROOT / "docs" / "games" / (f"{game}.md" if lang == "en" else f"de/{game}.md")
    return path.read_text(encoding="utf-8")


def _headings(text: str) -> list[str]:
    return [m.group(1) for m in re.finditer(r"^(#{1,6}) ", text, flags=re.M)]


def _tables(text: str) -> list[tuple[int, int]]:
    """(rows, columns) of each table, header row included, in page order."""
    shapes, rows = [], []
    for line in text.splitlines() + [""]:
        if line.startswith("|"):
            rows.append(line)
            continue
        if rows:
            cells = rows[0].strip().strip("|").count("|") + 1
            shapes.append((len(rows) - 1, cells))  # the |---| line is not a row
            rows = []
    return shapes


# A number as each language writes it: English 10,000 and 1.5; German 10.000 and 1,5 (a list is written
# with a space after each comma in both, so "1, 2" is two numbers and "1,2" a German decimal).
NUMBER = {
    "en": re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?"),
    "de": re.compile(r"\d{1,3}(?:\.\d{3})+(?![\d,])|\d+(?:,\d+)?"),
}


def _numbers(text: str, lang: str) -> list[str]:
    text = re.sub(r"\]\([^)]*\)", "]", text)  # link targets are addresses, not rules
    found = []
    for m in NUMBER[lang].finditer(text):
        n = m.group(0)
        n = n.replace(",", "") if lang == "en" else n.replace(".", "").replace(",", ".")
        found.append(n)
    return sorted(found)


@pytest.mark.parametrize("game", GAMES_WITH_BOTH)
def test_german_rules_page_has_the_sections_of_the_english_one(game: str) -> None:
    en, de = _headings(_page(game, "en")), _headings(_page(game, "de"))
    assert de == en, f"{game}: heading levels differ: English {en}, German {de}"


@pytest.mark.parametrize("game", GAMES_WITH_BOTH)
def test_german_rules_page_has_the_tables_of_the_english_one(game: str) -> None:
    en, de = _tables(_page(game, "en")), _tables(_page(game, "de"))
    assert de == en, f"{game}: table shapes (rows, columns) differ: English {en}, German {de}"


@pytest.mark.parametrize("game", GAMES_WITH_BOTH)
def test_german_rules_page_has_the_numbers_of_the_english_one(game: str) -> None:
    from collections import Counter

    en, de = Counter(_numbers(_page(game, "en"), "en")), Counter(_numbers(_page(game, "de"), "de"))
    only_en, only_de = en - de, de - en
    assert not only_en and not only_de, (
        f"{game}: numbers only on the English page {dict(only_en)}, only on the German page {dict(only_de)}")


ENGLISH_MONEY_IN_GERMAN = [
    (r"\$\s?\d", "a dollar sign before the amount: German writes 3.000 $"),
    (r"\b\d{1,3}(?:,\d{3})+\b", "a comma between thousands: German writes 3.000"),
    (r"\b\d+\.\d{1,2}\b(?!\.)", "a decimal point: German writes 1,5"),
]


@pytest.mark.parametrize("game", GAMES_WITH_BOTH)
def test_german_rules_page_writes_numbers_the_german_way(game: str) -> None:
    text = re.sub(r"`[^`]*`", "", _page(game, "de"))  # move notation is the same in both languages
    found = [(m.group(0), why) for pattern, why in ENGLISH_MONEY_IN_GERMAN for m in re.finditer(pattern, text)]
    assert found == [], f"{game}: English number formats on the German page: {found}"


JARGON = ["Lesart", "Abwurfbedingung", "Hotseat", "englische Seite", "englischen Seite", "Vorlage",
          "Regelversion"]


@pytest.mark.parametrize("game", GAMES_WITH_BOTH)
def test_german_rules_page_speaks_plain_german(game: str) -> None:
    text = _page(game, "de")
    found = [w for w in JARGON if w.lower() in text.lower()]
    assert found == [], f"{game}: words for developers or a pointer to the English page: {found}"


@pytest.mark.parametrize(("game", "rule"), [
    ("silverton", "bis zum Ende des Zuges verkauft"),  # bought goods are sold this turn or lost
    ("silverton", "Prospektor zu Hause"),  # the free extension needs a prospector at home
    ("last_spike", "bewahrt dich daher nicht vor dem Bankrott"),  # the far tile at double cost
    ("last_spike", "auch die Landschenkung aus"),  # a grant taken by the completing tile is paid too
    ("ticket_to_ride", "Platz 1 beginnt"),  # a house rule
    ("ticket_to_ride", "nur im Spiel zu zweit"),  # the strong bot blocks only in 2-player games
    ("ticket_to_ride", "für deine Zielkarten"),  # the tickets house rule
])
def test_german_rules_page_keeps_the_rule(game: str, rule: str) -> None:
    page = " ".join(_page(game, "de").split()).lower()  # a phrase may break across lines
    assert " ".join(rule.split()).lower() in page, f"{game}: the German page lost a rule of the English page ({rule!r})"
