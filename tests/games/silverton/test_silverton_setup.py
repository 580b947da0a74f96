"""Setup by player count and seat, scenarios, and the round's frame (turn order, winter, round marker)."""

import pytest
from sv_helpers import game, st

from pygame_rules.games.silverton import market
from pygame_rules.games.silverton.data import CUBES, PASSENGERS, SCENARIOS

MONEY = {1: 2400, 2: 2400, 3: 2200, 4: 2000, 5: 1600, 6: 1400}
CITY = ["DEN", "DEN", "ELP", "SLC", "PUE", "SFE"]
PIECES = {
    2: [["S2", "S0", "P1", "P0"], ["S1", "S0", "P2", "P0"]],
    3: [["S2", "S0", "P0", "P0"], ["S1", "S0", "P1", "P0"], ["S0", "S0", "P2", "P0"]],
    4: [["S2", "S0", "P0", "P0"], ["S1", "S0", "P1", "P0"], ["S1", "S0", "P1", "P0"], ["S0", "S0", "P2", "P0"]],
    # seed: two surveyors and two prospectors at every count (rules version 2 gave 5 and 6 players two pieces)
    5: [["S2", "S0", "P0", "P0"], ["S0", "S0", "P2", "P0"], ["S1", "S0", "P1", "P0"], ["S0", "S0", "P2", "P0"],
        ["S1", "S0", "P1", "P0"]],
    6: [["S2", "S0", "P0", "P0"], ["S0", "S0", "P2", "P0"], ["S1", "S0", "P1", "P0"], ["S0", "S0", "P2", "P0"],
        ["S1", "S0", "P1", "P0"], ["S2", "S0", "P0", "P0"]],
}


@pytest.mark.parametrize("n", range(1, 7))
def test_money_cities_and_cubes_by_player_count(n):
    s = st(game(n))
    for q, pl in enumerate(s.players):
        assert pl["money"] == MONEY[n]
        assert pl["home"] == CITY[q]
        assert s.cubes_left(q) == CUBES == 36


@pytest.mark.parametrize("n", range(2, 7))
def test_pieces_by_seat(n):
    s = st(game(n))
    for q, pl in enumerate(s.players):
        got = sorted(f"{p['kind']}{p['bonus']}" for p in pl["pieces"])
        assert got == sorted(PIECES[n][q])


def test_display_passenger_stacks_and_market_start():
    s = st(game(3))
    assert len(s.display) == 8 and all(c.startswith("M") for c in s.display)
    assert sorted(s.pass_top) == sorted(p for p in PASSENGERS if p[0] == "A")
    for below in s.pass_below:  # B over C under each A
        assert [p[0] for p in below] == ["C", "B"]
    assert market.price(s.market, "gold") == 250 and market.price(s.market, "silver") == 200
    assert market.price(s.market, "copper") == 200
    cities = ("DEN", "SLC", "PUE", "SFE", "ELP")
    assert [market.price(s.market, f"lumber:{c}") for c in cities] == [100, 120, 100, 80, 100]
    assert [market.price(s.market, f"coal:{c}") for c in ("DEN", "SLC", "PUE", "SFE", "ELP")] == [60, 60, 40, 60, 60]


def test_scenarios_goals_and_round_limits():
    assert [SCENARIOS[k]["goal"] for k in ("short", "standard", "long", "campaign")] == [6000, 10000, 20000, None]
    assert SCENARIOS["campaign"]["rounds"] == 24
    assert st(game(2, scenario="short")).goal == 6000
    assert st(game(2, scenario="campaign")).goal is None
    assert st(game(1, scenario="campaign")).goal == 10000  # solitaire campaign goal (reconstruction)


def test_turn_order_cards_are_shuffled_each_round_and_logged():
    g = game(4, seed=5)
    s = st(g)
    assert sorted(s.order) == [0, 1, 2, 3]
    assert "draws turn-order card" in s.log[0] and s.log[4].startswith("Round 1: turn order")
    orders = set()
    for seed in range(12):
        orders.add(tuple(st(game(4, seed=seed)).order))
    assert len(orders) > 3


def test_winter_every_fourth_round():
    s = st(game(2))
    for r, winter in ((1, False), (3, False), (4, True), (8, True), (24, True), (13, False)):
        s.round = r
        assert s.winter is winter


def test_campaign_ends_after_24_rounds_and_money_goal_at_the_refill():
    g = game(2, scenario="campaign")
    s = st(g)
    s.round = 24
    from pygame_rules.games.silverton.steps import Advance, Refill
    Refill().start(s)
    assert not s.is_over  # no money goal in the campaign
    Advance().start(s)
    assert s.is_over and s.result()["ended"] == "campaign"

    g = game(3, scenario="short")
    s = st(g)
    s.players[1]["money"] = 6000
    Refill().start(s)
    assert s.is_over and s.result()["ended"] == "goal" and s.result()["winners"] == [1]


def test_money_scenario_round_limit_house_rule_and_ties_share():
    g = game(2, scenario="short")
    s = st(g)
    s.round = SCENARIOS["short"]["rounds"]
    s.players[0]["money"] = s.players[1]["money"] = 500
    from pygame_rules.games.silverton.steps import Advance
    Advance().start(s)
    res = s.result()
    assert res["ended"] == "round_limit" and res["winners"] == [0, 1]


def test_solitaire_won_and_lost():
    from pygame_rules.games.silverton.steps import Advance, Refill
    s = st(game(1, scenario="short"))
    s.players[0]["money"] = 6000
    Refill().start(s)
    assert s.result()["ended"] == "solitaire_won" and s.result()["goal_met"]
    s = st(game(1, scenario="short"))
    s.round = SCENARIOS["short"]["rounds"]
    Advance().start(s)
    assert s.result()["ended"] == "solitaire_lost" and not s.result()["goal_met"]
