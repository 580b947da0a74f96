"""Components and setup (seed: the material list and the start; sources: the counts)."""

import pytest
from rd_helpers import game

from pygame_rules import new_game
from pygame_rules.games.railroad_dice import RULES
from pygame_rules.games.railroad_dice.data import (
    BANK_SIZES,
    CODES,
    COMPANIES,
    FACE_OF_ROLL,
    KINDS,
    SIZE,
    START_DICE,
    TILE_TYPES,
    kind_tiles,
    stations_of,
)
from pygame_rules.games.railroad_dice.geometry import HEADINGS, edge, edge_squares, fresh_sides, terrain


def test_two_to_four_players_and_two_bank_sizes():
    assert (RULES.min_players, RULES.max_players) == (2, 4)
    assert BANK_SIZES == {"40": 40, "60": 60}
    assert RULES.choices["bank"]["default"] == "40"
    with pytest.raises(ValueError):
        new_game("railroad_dice", {"players": ["A"]})
    with pytest.raises(ValueError):
        new_game("railroad_dice", {"players": ["A", "B", "C", "D", "E"]})
    with pytest.raises(ValueError, match="unknown bank"):
        new_game("railroad_dice", {"players": ["A", "B"], "bank": "50"})


def test_the_dice_have_two_straight_two_curve_one_share_and_one_wild_face():
    faces = list(FACE_OF_ROLL.values())
    assert sorted(faces) == sorted(["straight", "straight", "curve", "curve", "share", "wild"])


def test_five_companies_with_44_stations_and_50_shares():
    assert len(COMPANIES) == 5 and len(set(CODES)) == 5
    assert sum(stations_of(c) for c in CODES) == 44
    assert sum(c.shares for c in COMPANIES) == 50


def test_eight_large_tiles_of_7_by_7_and_35_small_ones_in_four_kinds():
    assert len(TILE_TYPES) == 8 and SIZE == 7
    assert all(len(t.rows) == 7 and all(len(r) == 7 for r in t.rows) for t in TILE_TYPES)
    assert sum(t.small for t in TILE_TYPES) == 35
    assert [len(kind_tiles(k)) for k in KINDS] == [2, 2, 2, 2]


@pytest.mark.parametrize("tile", TILE_TYPES, ids=lambda t: t.name)
def test_every_edge_is_one_terrain_and_no_edge_holds_water(tile):
    for side in HEADINGS:
        middle = [terrain(tile.number, sq) for sq in edge_squares(side)[1:-1]]
        assert len(set(middle)) == 1, f"{tile.name} {side} edge mixes terrain"
        assert edge(tile.number, side) in ("meadow", "mountain")
        assert all(terrain(tile.number, sq) != "water" for sq in edge_squares(side))


@pytest.mark.parametrize("tile", TILE_TYPES, ids=lambda t: t.name)
def test_the_line_can_cross_every_fresh_tile_from_any_edge_square(tile):
    for side in HEADINGS:
        inward = "NESW"[("NESW".index(side) + 2) % 4]
        for sq in edge_squares(side):
            others = fresh_sides(tile.number, sq, inward) - {side}
            assert others, f"{tile.name}: no way across from {sq}"


def test_setup():
    g = game(3)
    s = g.state
    start = s.tiles[0]
    assert start["type"] == 1 and start["cell"] == [0, 0] and terrain(1, (3, 3)) == "meadow"
    assert start["track"] == [{"sq": [3, 3], "sides": ["W", "E"], "face": "straight"}]
    assert [e["dir"] for e in s.ends] == ["W", "E"] and all(e["tile"] == 0 for e in s.ends)
    for p in range(3):
        assert s.fronts[p] == {"straight": 0, "curve": 0, "share": 0, "wild": START_DICE}
        assert s.screen(p) == 0
    assert s.bank_count() == 40 - 1 - 4 * 3
    assert s.small_left[1] == 4  # the start tile's small twin is on the overview map
    assert s.year == 1 and g.current_player == 0
    assert all(s.directors[c] is None for c in CODES)
    assert s.invariants() == []


def test_the_larger_bank():
    g = game(2, bank="60")
    assert g.state.bank_count() == 60 - 1 - 8 and g.state.total == 60
