"""The example links in docs/embedding.md replay without a refused move (checked in CPython)."""

import json
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from pygame_rules.bridge import Table
from pygame_rules.registry import get_rules

DOC = Path(__file__).resolve().parents[2] / "docs" / "embedding.md"
LINKS = sorted(set(re.findall(r"embed\.html\?[^`\"\s]+", DOC.read_text())))


def players(text: str) -> list[dict]:
    # Same rule as web/js/embed.js: "Name:level" is a bot seat.
    seats = []
    for entry in text.split(","):
        name, _, level = entry.partition(":")
        seats.append({"name": name, "bot": level or None})
    return seats


@pytest.mark.parametrize("link", LINKS)
def test_documented_embed_links_replay(link):
    query = {k: v[0] for k, v in parse_qs(urlsplit(link).query).items()}
    moves = query.get("moves", "").split(",") if query.get("moves") else []
    options = {"players": players(query["players"])}
    choices = get_rules(query["game"]).choices  # the variant, house rules: by name, or as opt.<name>
    options.update({k.removeprefix("opt."): v for k, v in query.items() if k.removeprefix("opt.") in choices})
    answer = json.loads(Table().replay(query["game"], json.dumps(options), query["seed"], json.dumps(moves)))
    assert answer["ok"], answer.get("error")
    assert answer["table"]["moves_played"] == len(moves)


def test_the_doc_has_examples():
    assert len(LINKS) >= 3


def test_the_per_game_section_is_written_from_the_games():
    # Bot levels, options, highlight names and notation come from the games (tools/embed_docs.py).
    import sys
    sys.path.insert(0, str(DOC.parents[1] / "tools"))
    import embed_docs

    assert embed_docs.main(["--check"]) == 0, "run tools/embed_docs.py"
    text = DOC.read_text()
    for level in ("greedy", "basic", "standard"):
        assert f"`{level}`" in text
    assert "`option.mode`" in text and "`segment:`" in text and "`end:`" in text
    assert text.count("| `lang` |") == 1
