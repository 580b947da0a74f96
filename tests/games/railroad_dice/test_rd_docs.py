"""The rules page states the same facts as the data file and the code (one source of truth, checked),
and its worked examples hold."""

import re
from pathlib import Path

from rd_helpers import add_station, arrange, faces, game

from pygame_rules.games.railroad_dice.data import (
    COMPANIES,
    INCOME_MIN,
    JOIN_BONUS,
    KEEP_IN_FRONT,
    LAST_YEAR,
    MOUNTAIN_EXTRA,
    START_DICE,
    STATIONS_PER_TILE,
    TILE_TYPES,
    WATER_EXTRA,
)
from pygame_rules.games.railroad_dice.geometry import edge
from pygame_rules.games.railroad_dice.notation import parse_move
from pygame_rules.games.railroad_dice.scoring import company_passengers, income

DOC = (Path(__file__).resolve().parents[3] / "docs" / "games" / "railroad_dice.md").read_text(encoding="utf-8")


def rows(first_cell: str) -> list[list[str]]:
    return [[c.strip() for c in line.strip("|").split("|")] for line in DOC.splitlines()
            if line.startswith(f"| {first_cell}")]


def test_company_table_matches_the_data():
    for c in COMPANIES:
        (row,) = rows(c.name + " |")
        assert row[1] == c.code and row[2] == ", ".join(c.terrain) and int(row[3]) == c.shares
        assert row[4] == ", ".join(f"{n} × {cost}" for n, cost in c.sections)


def test_tile_table_and_layouts_match_the_data():
    for t in TILE_TYPES:
        (row,) = rows(f"T{t.number} |")
        assert row[1:4] == [t.name, t.kind, str(t.small)]
        assert row[4] == " / ".join({"meadow": "meadow", "mountain": "mountain"}[edge(t.number, s)] for s in "NESW")
    blocks = [DOC.split("```")[k].strip().splitlines()[1:] for k in (1, 3)]
    for i, t in enumerate(TILE_TYPES):
        block, column = blocks[i // 4], i % 4
        assert [line[column * 14:column * 14 + 7] for line in block] == list(t.rows), t.name


def test_numbers_in_the_text_match_the_data():
    assert f"**{START_DICE} dice in front of the screen" in DOC
    assert f"**{INCOME_MIN} dice, or the number of stations" in DOC
    assert f"costs **{MOUNTAIN_EXTRA} more die**" in DOC and f"costs **{WATER_EXTRA} more die** too" in DOC
    assert f"**Joining pays {JOIN_BONUS} \"?\" dice**" in DOC
    assert f"at most **{STATIONS_PER_TILE}\nstations of one company on one tile**" in DOC
    assert f"until **{KEEP_IN_FRONT}** remain" in DOC
    assert f"year {LAST_YEAR}**" in DOC


def test_notation_examples_are_canonical():
    moves = re.findall(r"^\| `([^`]+)` \|", DOC, flags=re.M)
    assert len(moves) == 12
    for move in moves:
        assert parse_move(move) == move


def test_worked_example_income():
    g = arrange(game(3), directors={"R": 0, "B": 0})
    for i, code in enumerate("RRRBBB"):
        add_station(g, 0, code, (i, 0))
    assert income(g.state.tiles, g.state.directors, 0) == 6


def test_worked_example_roll():
    g = arrange(game(3), screens={0: 3}, fronts={0: {"wild": 2}})
    g.script_dice(faces("straight", "curve", "curve", "share", "wild"))
    g.push("roll 3+1")
    assert sum(g.state.fronts[0].values()) == 6 and g.state.fronts[0]["wild"] == 2  # 5 rolled + the kept "?"


def test_worked_example_passengers():
    g = game(3)
    for sq in ((0, 0), (1, 0), (2, 0), (5, 5)):
        add_station(g, 0, "R", sq)
    assert company_passengers(g.state.tiles, "R") == 7
