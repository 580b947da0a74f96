"""Setup rules of Last Spike (seed: VOR SPIELBEGINN)."""

import re

import pytest
from ls_helpers import game, tile_count

from pygame_rules.games.last_spike.data import (
    CITY_ORDER,
    LAND_PRICES,
    ROUTES,
    STARTING_CASH,
    TILES,
    city_routes,
    tile_cost,
)
from pygame_rules.games.last_spike.state import tile_key


@pytest.mark.parametrize("n,cash", [(2, 60000), (3, 50000), (4, 40000), (5, 35000), (6, 30000)])
def test_starting_cash_by_player_count(n, cash):
    g = game(n)
    assert [p["cash"] for p in g.state.players] == [cash] * n
    assert STARTING_CASH[n] == cash


@pytest.mark.parametrize("n", [1, 7])
def test_player_count_outside_two_to_six_is_refused(n):
    with pytest.raises(ValueError, match="2 to 6 players"):
        game(n) if n <= 6 else game_with(n)


def game_with(n):
    from pygame_rules import new_game
    return new_game("last_spike", {"players": [{"name": f"P{i}"} for i in range(n)]}, 1)


def test_board_has_nine_cities_twelve_routes_48_tiles():
    assert len(CITY_ORDER) == 9 and len(ROUTES) == 12 and len(TILES) == 48
    assert {c: len(city_routes(c)) for c in ("DEN", "YUM", "STL")} == {"DEN": 4, "YUM": 3, "STL": 2}
    assert all(len(prices) == 4 and list(prices) == sorted(prices) for prices in LAND_PRICES.values())
    assert tile_cost("A3") == 3000 and tile_cost("V3") == 3000  # seed
    assert 7000 in LAND_PRICES["STL"]  # seed
    assert all(1000 <= c <= 6000 for _, _, costs in ROUTES.values() for c in costs)


def test_omaha_grant_is_claimed_by_a4_d1_or_c1():
    from pygame_rules.games.last_spike.data import tile_cities
    assert [t for t in TILES if "OMA" in tile_cities(t)] == ["A4", "C1", "D1"]


def test_closeness_to_a1_is_letter_first_then_number():
    assert tile_key("A3") < tile_key("B1")  # seed's example
    assert tile_key("A1") < tile_key("A2") < tile_key("Z1")


@pytest.mark.parametrize("seed", range(40))
def test_first_player_drew_the_tile_closest_to_a1(seed):
    n = 2 + seed % 5
    g = game(n, seed)
    first_entry = g.state.log[0]["text"]
    drawn = re.findall(r"(?:Ann|Bob|Cy|Dee|Eve|Fay) ([A-Z]\d)", first_entry)
    assert len(drawn) == n
    assert g.state.first == min(range(n), key=lambda i: tile_key(drawn[i]))
    assert g.current_player == g.state.first


@pytest.mark.parametrize("n", range(2, 7))
def test_four_tiles_each_and_two_player_tile_set_aside(n):
    g = game(n, seed=3)
    assert all(len(p["tiles"]) == 4 for p in g.state.players)
    assert len(g.state.aside) == (1 if n == 2 else 0)
    assert tile_count(g) == 48
    all_tiles = g.state.pool + g.state.aside + [t for p in g.state.players for t in p["tiles"]]
    assert sorted(all_tiles) == sorted(TILES)


def test_the_set_aside_tile_is_never_seen():
    g = game(2, seed=3)
    aside = g.state.aside[0]
    for viewer in (0, 1, None):
        view = g.view(viewer)
        assert aside not in str({k: v for k, v in view.items() if k != "log"})
        assert view["aside"] == 1


def test_tiles_are_reshuffled_after_the_starting_draw():
    # Over many seeds, the starting draws are not systematically the first tiles dealt.
    same = 0
    for seed in range(30):
        g = game(3, seed)
        drawn = re.findall(r" ([A-Z]\d)", g.state.log[0]["text"])
        hands = [t for p in g.state.players for t in p["tiles"]]
        same += all(t in hands for t in drawn)
    assert same < 5


def test_every_city_starts_with_its_grant_and_four_cards():
    g = game(3)
    view = g.view(None)
    for city in CITY_ORDER:
        assert view["stacks"][city]["grant_taken"] is False
        assert view["stacks"][city]["left"] == 5
        assert view["stacks"][city]["next_price"] == LAND_PRICES[city][0]
