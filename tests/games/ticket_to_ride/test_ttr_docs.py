"""The rules page states the same facts as the data file and the code (one source of truth, checked)."""

import re
from pathlib import Path

from pygame_rules.games.ticket_to_ride.data import CITIES, ROUTE_POINTS, VARIANTS
from pygame_rules.games.ticket_to_ride.notation import parse_move

DOC = (Path(__file__).resolve().parents[3] / "docs" / "games" / "ticket_to_ride.md").read_text(encoding="utf-8")


def test_city_codes_on_the_rules_page_match_the_data():
    block = DOC.split("City codes:")[1].split("\n\n")[0]
    listed = dict(re.findall(r"\b([A-Z]{3}) ([^,]+)", " ".join(block.split()).rstrip(".")))
    assert listed == {code: name for code, (name, _, _) in CITIES.items()}


def test_points_table_matches():
    row = next(line for line in DOC.splitlines() if line.startswith("| Points |"))
    assert [int(x) for x in re.findall(r"\d+", row)] == [ROUTE_POINTS[n] for n in range(1, 7)]


def test_variants_table_matches():
    for name, v in VARIANTS.items():
        row = next(line for line in DOC.splitlines() if line.startswith(f"| `{name}`"))
        assert f"{v['deal']} / {v['keep']}" in row and f"| {v['draw']} |" in row


def test_notation_examples_are_canonical():
    for move in re.findall(r"^\| `([^`]+)` \|", DOC, flags=re.M):
        if move.split()[0] in ("draw", "claim", "tickets", "keep", "pass"):
            assert parse_move(move) == move
