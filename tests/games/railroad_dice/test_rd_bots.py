"""Bots: legal moves from their own view only, and in the right order of strength (a smoke test; the
full measurement is benchmarks/railroad_dice_bots.py)."""

import copy
import json

import pytest
from rd_helpers import arrange, game, lay_track, set_end

from benchmarks import railroad_dice_bots
from pygame_rules.games.railroad_dice import RULES
from pygame_rules.games.railroad_dice.hidden_dice import put, take


@pytest.mark.parametrize("level", ["strong", "basic", "random"])
def test_bots_pick_legal_moves_in_every_phase(level):
    g = game(3, seed=8, picks=True)
    phases = set()
    while not g.is_over and len(g.moves) < 400:
        view = g.view(g.current_player)
        move = RULES.bot_move(level, view, g.legal_moves(), seed=len(g.moves))
        assert move in view["legal_moves"]
        phases.add(g.state.phase)
        g.push(move)
    assert {"pick", "turn"} <= phases


@pytest.mark.parametrize("level", ["strong", "basic"])
def test_bots_decide_from_their_own_view(level):
    g = arrange(game(3, seed=4), fronts={0: {"share": 1, "straight": 1, "wild": 2}}, screens={0: 3, 1: 6, 2: 2})
    view = g.view(0)
    frozen = json.dumps(view, sort_keys=True)
    first = RULES.bot_move(level, copy.deepcopy(view), g.legal_moves(), seed=1)
    # What the bot can't see (the other screens, the bank) changes nothing.
    s = g.state
    moved = take(s.screens[1], 5)
    put(s.screens[2], moved)
    s.touch()
    assert json.dumps(g.view(0), sort_keys=True) == frozen
    assert RULES.bot_move(level, g.view(0), g.legal_moves(), seed=1) == first


def test_the_strong_bot_builds_a_station_next_to_its_own():
    g = arrange(game(3), directors={"R": 0}, shares={0: {"R": 2}}, screens={0: 4}, income_taken=True)
    lay_track(g, 0, [((1, 3), "E", "W"), ((2, 3), "E", "W"), ((4, 3), "W", "E"), ((5, 3), "W", "E")])
    set_end(g, 0, 0, (1, 3), "W")
    set_end(g, 1, 0, (5, 3), "E")
    g.state.tiles[0]["stations"].append(["R", 3, 2])  # d3, next to the line b4-f4
    g.state.touch()
    builds = [m for m in g.legal_moves() if m.startswith("build")]
    assert len(builds) > 5
    # c3 is mountain, so e3 is the one meadow square that joins d3's group.
    assert RULES.bot_move("strong", g.view(0), g.legal_moves(), seed=1) == "build R 1e3"


def test_the_strong_bot_buys_no_share_in_the_last_year():
    g = arrange(game(3), fronts={0: {"share": 1}}, income_taken=True, rolled=True)
    g.state.ending = "the bank ran out of dice"
    g.state.touch()
    assert RULES.bot_move("strong", g.view(0), g.legal_moves(), seed=1) == "end"


def test_strong_beats_two_basic_bots_more_often_than_a_fair_share():
    result = railroad_dice_bots.match("strong", "basic", 3, games=9, bank="40", first_seed=500)
    assert result["win_rate"] > 1 / 3
