"""The rules pages (rules/<game>.html, from docs/games/<game>.md) are written for players and teachers:
no source paths, test names, benchmarks or page internals.  Those live in docs/provenance/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygame_rules.registry import list_games
from tools.pages import rules_html

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
