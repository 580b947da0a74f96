"""The rules page states the same facts as the data files and the code."""

import re
from pathlib import Path

from pygame_rules.games.silverton.data import PASSENGERS, SEGMENTS, TOWNS
from pygame_rules.games.silverton.notation import parse_move

DOC = (Path(__file__).resolve().parents[3] / "docs" / "games" / "silverton.md").read_text(encoding="utf-8")


def test_town_codes_match_the_data():
    block = DOC.split("Town codes:")[1].split("\n\n")[0]
    listed = dict(re.findall(r"\b([A-Z]{2,3}) ([^,]+)", " ".join(block.split()).rstrip(".")))
    assert listed == {code: t.name for code, t in TOWNS.items()}


def test_segment_table_matches_the_data():
    for sid, seg in SEGMENTS.items():
        row = next(line for line in DOC.splitlines() if line.startswith(f"| `{sid}` |"))
        assert f"| {seg.length} | ${seg.cost} |" in row


def test_contract_table_matches():
    for pid, p in PASSENGERS.items():
        row = next(line for line in DOC.splitlines() if line.startswith(f"| {pid} |"))
        assert f"${p['price']}" in row


def test_notation_examples_are_canonical():
    for move in re.findall(r"^\| `([^`]+)`", DOC, flags=re.M):
        if move.split()[0] in ("survey", "dismantle", "prospect", "steal", "deck", "hire", "extend", "operate",
                               "offer", "plow", "sell", "buyloco", "buyplow", "done", "next"):
            assert parse_move(move) == move
