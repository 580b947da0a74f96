"""Laying track and joining tiles (seed: "Schienen legen", the lake, dead ends, new tiles)."""

import copy

import pytest
from rd_helpers import add_station, add_tile, arrange, game, lay_track, rebank, set_end

from pygame_rules import IllegalMove
from pygame_rules.games.railroad_dice.geometry import ahead, terrain

# The start tile (Meadow): mountains on c3 (2, 2) and e5 (4, 4); the line starts on d4 (3, 3), end A
# leading west (onto c4), end B east (onto e4).


def dice(**counts):
    return {0: counts}


def test_a_straight_leads_on_and_a_curve_turns():
    g = arrange(game(3), fronts=dice(straight=1, curve=1))
    g.push("lay A W")
    s = g.state
    assert s.tiles[0]["track"][-1] == {"sq": [2, 3], "sides": ["E", "W"], "face": "straight"}
    assert s.ends[0] == {"tile": 0, "sq": [2, 3], "dir": "W"}
    g.push("lay B S")
    assert s.tiles[0]["track"][-1] == {"sq": [4, 3], "sides": ["W", "S"], "face": "curve"}
    assert s.ends[1]["dir"] == "S"
    assert s.fronts[0] == {"straight": 0, "curve": 0, "share": 0, "wild": 0}
    assert "Ann lays a curve at end B on tile 1 e4." in s.log


def test_the_right_die_is_needed_and_a_wild_die_stands_in():
    g = arrange(game(3), fronts=dice(curve=1, wild=1))
    with pytest.raises(IllegalMove, match="no straight die"):
        g.push("lay A W")
    with pytest.raises(IllegalMove, match="cannot turn back"):
        g.push("lay A E")
    g.push("lay A W wild")
    assert g.state.tiles[0]["track"][-1]["face"] == "wild" and g.state.fronts[0]["wild"] == 0
    lays = [m for m in g.legal_moves() if m.startswith("lay")]
    assert sorted(lays) == ["lay A N", "lay A S", "lay B N", "lay B S"]  # curves only, from the curve die


def test_track_is_laid_only_at_the_two_ends():
    g = arrange(game(3), fronts=dice(straight=2, curve=2, wild=2), screens={0: 3})
    s = g.state
    targets = {tuple(ahead(tuple(e["sq"]), e["dir"])) for e in s.ends}
    for move in [m for m in g.legal_moves() if m.startswith("lay")]:
        twin = copy.deepcopy(s)
        twin.apply(move)
        assert tuple(twin.tiles[0]["track"][-1]["sq"]) in targets
    with pytest.raises(IllegalMove):
        g.push("lay C W")


def test_no_crossing_a_square_already_taken():
    g = arrange(game(3), fronts=dice(straight=1, curve=1))
    lay_track(g, 0, [((2, 3), "N", "S")])  # a die already on c4
    with pytest.raises(IllegalMove, match=r"ahead of end A \(c4\) is taken"):
        g.push("lay A W")


def test_mountain_costs_one_more_die_from_behind_the_screen_or_a_wild_die():
    g = arrange(game(3), fronts=dice(curve=1, straight=1), screens={0: 0})
    g.push("lay A N")  # curve on c4, turning north: c3 is mountain
    assert terrain(1, (2, 2)) == "mountain"
    with pytest.raises(IllegalMove, match="mountain costs 1 die more"):
        g.push("lay A N")
    arrange(g, fronts=dice(straight=1, wild=1))
    bank = g.state.bank_count()
    g.push("lay A N")  # the ? die pays the surcharge
    assert g.state.fronts[0] == {"straight": 0, "curve": 0, "share": 0, "wild": 0}
    assert g.state.bank_count() == bank + 1
    assert g.state.log[-1] == "Ann lays a straight at end A on tile 1 c3, paying 1 die for the mountain (a ? die)."


def test_the_screen_pays_the_surcharge_first():
    g = arrange(game(3), fronts=dice(curve=1, straight=1, wild=1), screens={0: 1})
    g.push("lay A N")
    g.push("lay A N")
    assert g.state.screen(0) == 0 and g.state.fronts[0]["wild"] == 1


def lake_at_end_b(g):
    """A Lake tile east of the start tile holding end B: its die on b4 leads east onto the lake
    (water c3 d3 / c4 d4 e4 / d5 e5)."""
    tile = add_tile(g, 3, (1, 0))
    g.state.tiles[tile]["cleared"] = False
    lay_track(g, tile, [((1, 3), "W", "E")])
    set_end(g, 1, tile, (1, 3), "E")
    return tile


def test_over_water_only_straight_and_at_a_cost():
    g = arrange(game(3), fronts=dice(straight=2, curve=1), screens={0: 2})
    tile = lake_at_end_b(g)
    assert terrain(3, (2, 3)) == "water"
    with pytest.raises(IllegalMove, match="bridge runs straight"):
        g.push("lay B N")
    g.push("lay B E")
    assert g.state.screen(0) == 1
    assert g.state.ends[1] == {"tile": tile, "sq": [2, 3], "dir": "E"}
    assert [m for m in g.legal_moves() if m.startswith("lay B")] == ["lay B E"]  # on water: straight on only


def test_over_the_lake_only_if_the_line_gets_across():
    g = arrange(game(3), fronts=dice(straight=2), screens={0: 2})
    tile = lake_at_end_b(g)
    add_station(g, tile, "R", (5, 3))  # the far shore f4 is taken
    with pytest.raises(IllegalMove, match="dead end"):
        g.push("lay B E")


def test_no_dead_ends():
    g = arrange(game(3), fronts=dice(curve=1, straight=1))
    for sq in ((2, 1), (1, 2), (3, 2)):  # around c3, the square north of c4
        add_station(g, 0, "R", sq)
    with pytest.raises(IllegalMove, match="dead end"):
        g.push("lay A N")  # c4 turning north into c3, from where nothing leads on
    g.push("lay A W")


def test_a_blocked_end_offers_nothing():
    g = arrange(game(3), fronts=dice(straight=1, curve=1, wild=1))
    for sq in ((1, 3), (2, 2), (2, 4)):
        add_station(g, 0, "R", sq)
    assert not [m for m in g.legal_moves() if m.startswith("lay A")]
    assert not g.state.end_live(0) and g.state.end_live(1)


def end_b_at_east_edge(g):
    lay_track(g, 0, [((4, 3), "W", "E"), ((5, 3), "W", "E"), ((6, 3), "W", "E")])
    set_end(g, 1, 0, (6, 3), "E")


def test_joining_a_new_tile_brings_two_wild_dice():
    g = arrange(game(3), fronts=dice(straight=1))
    end_b_at_east_edge(g)
    joins = sorted({m.split()[-1] for m in g.legal_moves() if m.startswith("lay B E T")})
    # Meadow's one large tile holds end A; Peaks has mountain edges, the start tile meadow.
    assert joins == ["T2", "T3", "T4", "T5", "T6", "T7"]
    bank = g.state.bank_count()
    g.push("lay B E T3")
    s = g.state
    assert len(s.tiles) == 2 and s.tiles[1]["type"] == 3 and s.tiles[1]["cell"] == [1, 0]
    assert s.tiles[1]["track"] == [{"sq": [0, 3], "sides": ["W", "E"], "face": "straight"}]
    assert s.ends[1] == {"tile": 1, "sq": [0, 3], "dir": "E"}
    assert s.fronts[0]["wild"] == 2 and s.bank_count() == bank - 2
    assert s.small_left[3] == 4
    assert not s.tiles[0]["cleared"]  # end A is still on the start tile
    assert s.large_tiles() == [0, 1]


def test_meadow_meets_meadow_and_mountain_meets_mountain():
    g = arrange(game(3), fronts=dice(straight=1))
    end_b_at_east_edge(g)
    with pytest.raises(IllegalMove, match="does not fit there: meadow must meet meadow"):
        g.push("lay B E T8")


def test_the_large_tile_at_the_other_end_cannot_be_joined():
    g = arrange(game(3), fronts=dice(straight=1))
    end_b_at_east_edge(g)
    with pytest.raises(IllegalMove, match="large Meadow tile lies at the other end"):
        g.push("lay B E T1")


def test_a_tile_is_joined_only_if_the_line_can_go_on_from_it():
    g = arrange(game(3), fronts=dice(straight=1))
    end_b_at_east_edge(g)
    for cell in ((2, 0), (1, -1), (1, 1)):  # the cell east of the start tile is walled in
        add_tile(g, 2, cell)
    with pytest.raises(IllegalMove, match="dead end"):
        g.push("lay B E T3")


def test_leaving_a_large_tile_returns_its_track_and_keeps_its_stations():
    g = arrange(game(3), fronts=dice(straight=2))
    end_b_at_east_edge(g)
    g.push("lay B E T3")
    add_station(g, 1, "R", (0, 2))
    lay_track(g, 1, [((1, 3), "W", "E")])
    # End B now leaves the Lake tile west-east across its south, end A still on the start tile.
    g.state.tiles[1]["track"] = [{"sq": [0, 3], "sides": ["W", "S"], "face": "curve"},
                                 {"sq": [0, 4], "sides": ["N", "S"], "face": "straight"},
                                 {"sq": [0, 5], "sides": ["N", "S"], "face": "straight"},
                                 {"sq": [0, 6], "sides": ["N", "S"], "face": "straight"}]
    set_end(g, 1, 1, (0, 6), "S")
    rebank(g)
    bank = g.state.bank_count()
    g.push("lay B S T2")
    s = g.state
    assert s.tiles[1]["cleared"] and s.tiles[1]["stations"] == [["R", 0, 2]]
    assert s.bank_count() == bank + 4 - 2  # four track dice back, two ? dice out
    assert ("The line leaves tile 2: its 4 dice of track go back to the bank and its 1 station stays on the "
            "small tile.") in s.log
    assert s.large_tiles() == [0, 2]


def test_a_kind_of_terrain_used_up_ends_the_game_at_the_end_of_the_year():
    g = arrange(game(2), fronts=dice(straight=1))
    end_b_at_east_edge(g)
    g.state.small_left.update({3: 1, 4: 0})
    g.state.touch()
    with pytest.raises(IllegalMove, match="no Ponds tiles are left"):
        g.push("lay B E T4")
    g.push("lay B E T3")
    assert g.state.ending == "a kind of terrain was used up"
    assert "The last small tile of the Lakes is placed: that terrain is used up. The game ends at the end of year 1." \
        in g.state.log
    g.push("end")
    assert not g.is_over  # Bob still plays the year out
    g.push("end")
    assert g.is_over and g.result()["ended"] == "a kind of terrain was used up"
