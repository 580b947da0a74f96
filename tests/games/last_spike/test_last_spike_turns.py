"""Turn rules of Last Spike: playing tiles, land grants, buying land, drawing (seed: SPIELRUNDEN ...)."""

import pytest
from ls_helpers import arrange, game, tile_count

from pygame_rules import IllegalMove
from pygame_rules.games.last_spike.data import LAND_PRICES, tile_cost


def test_a_turn_is_tile_then_optional_land_then_draw():
    g = arrange(game(), hands={0: ["A1", "C2", "E2", "X2"], 1: ["B1"], 2: ["F1"]}, grants=["DEN"])
    assert g.legal_moves() == ["A1"]  # the only tile next to a city or tile
    g.push("A1")
    assert "A1" in g.state.board and g.state.players[0]["cash"] == 50000 - tile_cost("A1")
    # A1 took the St. Louis grant this turn, so only the draw remains.
    assert g.legal_moves() == ["draw"]
    pool_before = len(g.state.pool)
    g.push("draw")
    assert len(g.state.players[0]["tiles"]) == 4 and len(g.state.pool) == pool_before - 1
    assert g.current_player == 1 and g.state.phase == "play"
    assert tile_count(g) == 48


def test_one_land_card_per_turn_and_only_after_the_tile():
    g = arrange(game(), hands={0: ["A2", "B2"], 1: ["C1"], 2: ["D1"]}, board={"A1": 1, "B1": 1},
                grants=["STL", "DEN"])
    with pytest.raises(IllegalMove, match="first play a tile"):
        g.push("buy DEN")
    g.push("A2")
    assert "buy DEN" in g.legal_moves() and "buy STL" in g.legal_moves() and "buy OMA" not in g.legal_moves()
    g.push("buy DEN")
    with pytest.raises(IllegalMove, match="only one land card"):
        g.push("buy STL")
    assert g.legal_moves() == ["draw"]


def test_tile_next_to_placed_tile_is_legal_at_cost_and_inner_space_alone_is_not():
    g = arrange(game(), hands={0: ["A3", "C2", "E2", "B2"]}, board={"B1": 1})
    assert g.legal_moves() == ["B2"]  # next to B1
    with pytest.raises(IllegalMove, match="not next to a city or a placed tile, and you hold a tile that is"):
        g.push("C2")
    assert g.view(0)["costs"]["B2"] == tile_cost("B2")


def test_without_an_adjacent_tile_any_free_space_at_double_cost():
    g = arrange(game(), hands={0: ["A3", "C2"]})
    assert g.legal_moves() == ["A3", "C2"]
    g.push("A3")  # seed: A3 costs $3,000, doubled here
    assert g.state.players[0]["cash"] == 50000 - 6000
    assert g.state.board["A3"]["cost"] == 6000


def test_first_tile_next_to_a_city_takes_its_grant():
    g = arrange(game(), hands={0: ["D1"], 1: ["C1"], 2: ["B1"]})
    g.push("D1")
    assert ["OMA", 0] in g.state.players[0]["land"] and g.state.grant_taken["OMA"]
    g.push("draw")
    g.push("C1")  # also next to Omaha: the grant is gone
    assert ["OMA", 0] not in g.state.players[1]["land"]
    assert any(m.startswith("buy OMA") for m in g.legal_moves())


def test_last_space_takes_the_western_citys_grant():
    g = arrange(game(), hands={0: ["V4"]})
    g.push("V4")
    assert g.state.players[0]["land"] == [["OGD", 0]]


def test_player_who_took_a_grant_buys_no_land_this_turn():
    g = arrange(game(), hands={0: ["D1"]}, grants=["DEN", "STL"], cash={0: 50000})
    g.push("D1")
    assert g.legal_moves() == ["draw"]
    with pytest.raises(IllegalMove, match="took a land grant this turn"):
        g.push("buy DEN")


def test_land_only_after_the_grant_and_at_the_next_cards_price():
    g = arrange(game(), hands={0: ["A2"], 1: ["B2"]}, board={"A1": 2}, grants=["STL"])
    g.push("A2")
    with pytest.raises(IllegalMove, match="grant has not been taken"):
        g.push("buy DEN")
    g.push("buy STL")
    assert g.state.players[0]["land"] == [["STL", LAND_PRICES["STL"][0]]]
    assert g.view(0)["stacks"]["STL"]["next_price"] == LAND_PRICES["STL"][1]


def test_cannot_buy_land_without_the_cash():
    g = arrange(game(), hands={0: ["A2"]}, board={"A1": 2}, grants=["STL"], cash={0: 6000})
    g.push("A2")  # $2,000 leaves $4,000
    assert "buy STL" not in g.legal_moves()
    with pytest.raises(IllegalMove, match=r"costs \$7,000; you have \$4,000"):
        g.push("buy STL")


def test_land_stack_runs_out():
    g = arrange(game(), hands={0: ["A2"]}, board={"A1": 2},
                land={1: [("STL", 0), ("STL", 7000), ("STL", 10000)], 2: [("STL", 14000), ("STL", 19000)]})
    g.push("A2")
    assert g.view(0)["stacks"]["STL"]["left"] == 0
    with pytest.raises(IllegalMove, match="no STL land cards are left"):
        g.push("buy STL")


def test_drawing_from_an_empty_pool_draws_nothing():
    g = arrange(game(), hands={0: ["A1"], 1: ["B1"]}, pool=[])
    g.push("A1")
    g.push("draw")
    assert g.state.players[0]["tiles"] == [] and g.current_player == 1


def test_player_without_tiles_passes():
    g = arrange(game(), hands={1: ["B1"]}, pool=[])
    assert g.legal_moves() == ["pass"]
    g.push("pass")
    assert g.current_player == 1


def test_turns_go_clockwise_from_the_first_player():
    g = game(4, seed=11)
    first = g.current_player
    order = []
    for _ in range(8):
        order.append(g.current_player)
        g.push(g.legal_moves()[0])
        while g.current_player == order[-1]:
            g.push("draw")
    assert order == [(first + k) % 4 for k in range(8)]


def test_illegal_moves_give_a_reason_and_change_nothing():
    g = game(3, seed=5)
    before = g.state_hash()
    p = g.current_player
    other = next(t for t in __import__("pygame_rules.games.last_spike.data", fromlist=["TILES"]).TILES
                 if t not in g.state.players[p]["tiles"])
    for move, reason in [(other, "not in your hand"), ("draw", "first play a tile"), ("buy DEN", "first play a tile"),
                         ("sell DEN 5000", "only to pay for a tile"), ("pass", "you have tiles"),
                         ("bankrupt", "you can still pay"), ("fly", "not Last Spike notation")]:
        with pytest.raises(IllegalMove) as info:
            g.push(move)
        assert reason in info.value.reason
        assert g.state_hash() == before and g.moves == []
