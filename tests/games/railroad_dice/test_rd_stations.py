"""Stations and passengers (seed: "Bahnhof bauen"; sources: director only, terrain by card, sections)."""

import pytest
from rd_helpers import add_station, add_tile, arrange, finish_turns, game, lay_track, rebank, set_end

from pygame_rules import IllegalMove
from pygame_rules.games.railroad_dice.data import STATIONS_PER_TILE, passengers_for_group, station_cost
from pygame_rules.games.railroad_dice.scoring import company_passengers, groups

# The start tile: the line on d4 (3, 3); mountains on c3 (2, 2) and e5 (4, 4).


def director_of(code, p=0, screen=10):
    return arrange(game(3), directors={code: p}, screens={p: screen}, shares={p: {code: 1}})


def test_the_director_builds_next_to_the_line_paying_from_behind_the_screen():
    g = director_of("R")
    bank = g.state.bank_count()
    g.push("build R 1d3")
    s = g.state
    assert s.tiles[0]["stations"] == [["R", 3, 2]]
    assert s.screen(0) == 9 and s.bank_count() == bank + 1
    assert s.log[-1] == "Ann builds a Red station on tile 1 d3 for 1 die (9 left on the card)."


def test_only_the_director_builds():
    g = director_of("R", p=1)
    with pytest.raises(IllegalMove, match="only the director of Red"):
        g.push("build R 1d3")


def test_stations_stand_next_to_the_line_on_the_terrain_of_the_card():
    g = director_of("R")
    with pytest.raises(IllegalMove, match="next to the line"):
        g.push("build R 1a1")
    lay_track(g, 0, [((2, 3), "E", "W")])
    with pytest.raises(IllegalMove, match="Red builds on meadow only; c3 is mountain"):
        g.push("build R 1c3")
    g2 = director_of("Y")
    lay_track(g2, 0, [((2, 3), "E", "W")])
    g2.push("build Y 1c3")  # Yellow builds in the mountains
    with pytest.raises(IllegalMove, match="d4 is taken"):
        g2.push("build Y 1d4")


def test_costs_rise_by_the_sections_of_the_card():
    assert [station_cost("R", n) for n in range(11)] == [1, 1, 1, 1, 2, 2, 2, 3, 3, 3, None]
    assert [station_cost("K", n) for n in range(9)] == [2, 2, 3, 3, 3, 4, 4, 4, None]
    g = director_of("K", screen=5)
    g.push("build K 1d3")
    g.push("build K 1d5")
    assert g.state.screen(0) == 1
    lay_track(g, 0, [((2, 3), "E", "W")])
    with pytest.raises(IllegalMove, match="costs 3 dice from behind your screen; you have 1"):
        g.push("build K 1c5")


def test_at_most_three_stations_of_a_company_on_a_tile():
    g = director_of("R")
    lay_track(g, 0, [((2, 3), "E", "W"), ((4, 3), "W", "E")])
    for sq in ("1d3", "1d5", "1c5"):
        g.push(f"build R {sq}")
    assert STATIONS_PER_TILE == 3
    with pytest.raises(IllegalMove, match="already has 3 stations on this tile"):
        g.push("build R 1e3")


def test_stations_only_on_the_large_tiles_at_the_ends():
    g = director_of("R")
    add_tile(g, 2, (0, 1))  # a small tile south of the start tile, not at an end
    with pytest.raises(IllegalMove, match="large tiles at the ends of the line only"):
        g.push("build R 2d4")


def test_a_station_never_closes_an_end():
    g = director_of("R")
    with pytest.raises(IllegalMove, match="no way on"):
        g.push("build R 1c4")  # c4 is the square end A leads onto
    for sq in ((2, 2), (2, 4), (1, 3)):
        add_station(g, 0, "Y" if sq == (2, 2) else "B", sq)
    set_end(g, 0, 0, (3, 3), "W")
    assert not g.state.end_live(0)  # c4 is walled in: end A is closed already
    assert "build R 1d3" in g.legal_moves()  # a closed end is not protected any more


def test_a_group_of_touching_stations_carries_1_plus_2_plus_3_passengers():
    assert [passengers_for_group(n) for n in range(1, 6)] == [1, 3, 6, 10, 15]
    assert groups([(0, 0), (1, 0), (2, 0), (5, 5), (5, 6)]) == [3, 2]
    assert groups([(0, 0), (1, 1)]) == [1, 1]  # diagonal squares do not touch


def test_groups_run_across_a_tile_edge():
    g = game(3)
    east = add_tile(g, 2, (1, 0))
    add_station(g, 0, "G", (6, 0))
    add_station(g, east, "G", (0, 0))
    assert company_passengers(g.state.tiles, "G") == 3


def test_at_each_year_end_the_director_gets_the_passengers():
    g = arrange(game(2), directors={"R": 0, "B": 1}, shares={0: {"R": 1}, 1: {"B": 1}})
    for sq in ((3, 2), (3, 1), (3, 0)):
        add_station(g, 0, "R", sq)
    add_station(g, 0, "B", (3, 4))
    rebank(g)
    finish_turns(g, until_seat=0)
    assert g.state.passengers == [6, 1]
    assert "End of year 1. Red carries 6 for Ann; Blue carries 1 for Bob." in g.state.log
    finish_turns(g, until_seat=0)
    assert g.state.passengers == [12, 2]  # every year again


def test_a_company_without_a_director_carries_nobody():
    g = arrange(game(2), shares={0: {"R": 1}, 1: {"R": 1}})
    add_station(g, 0, "R", (3, 2))
    finish_turns(g, until_seat=0)
    assert g.state.passengers == [0, 0] and g.state.directors["R"] is None
