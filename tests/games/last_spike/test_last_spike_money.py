"""Payouts, land sales, bankruptcy, the last spike and the winner (seed: AUSZAHLUNGEN ... GEWINNER)."""

import pytest
from ls_helpers import arrange, game, tile_count

from pygame_rules import IllegalMove
from pygame_rules.games.last_spike.data import LAND_PRICES, PAYOUTS, sale_price, tile_cost


def test_seed_example_two_denver_one_dodge_city_pay_10000_and_7000():
    g = arrange(game(), hands={0: ["E2"]}, board={"E1": 1, "E3": 1, "E4": 1}, grants=["DOD", "DEN"],
                land={1: [("DEN", 5000), ("DEN", 8000), ("DOD", 6000)]})
    before = g.state.players[1]["cash"]
    g.push("E2")
    assert g.state.players[1]["cash"] - before == 10000 + 7000
    assert PAYOUTS["DEN"][1] == 10000 and PAYOUTS["DOD"][0] == 7000
    assert g.state.completed[-1] == {"route": "E", "paid": [[1, "DOD", 1, 7000], [1, "DEN", 2, 10000]]}


def test_every_holder_in_both_cities_is_paid_by_cards_held_grants_included():
    g = arrange(game(), hands={0: ["A2"]}, board={"A1": 2, "A3": 2, "A4": 2},
                land={0: [("STL", 7000)], 1: [("OMA", 0), ("OMA", 4000), ("OMA", 7000)], 2: [("STL", 0)]})
    cash = [p["cash"] for p in g.state.players]
    g.push("A2")
    gained = [p["cash"] - c for p, c in zip(g.state.players, cash, strict=True)]
    assert gained == [PAYOUTS["STL"][0] - tile_cost("A2"), PAYOUTS["OMA"][2], PAYOUTS["STL"][0]]


def test_incomplete_route_pays_nothing():
    g = arrange(game(), hands={0: ["A2"]}, board={"A1": 2}, land={1: [("STL", 0)]}, grants=["STL"])
    cash = g.state.players[1]["cash"]
    g.push("A2")
    assert g.state.players[1]["cash"] == cash and g.state.completed == []


def test_short_of_cash_the_player_sells_land_at_half_price_rounded_up():
    g = arrange(game(), hands={0: ["Y4"]}, board={"Y3": 1}, cash={0: 1000},
                land={0: [("DEN", 5000), ("DEN", 8000), ("OMA", 0)]}, grants=["SAC"])
    g.push("Y4")  # $6,000 with $1,000 in hand
    assert g.state.phase == "raise" and "Y4" not in g.state.board
    assert g.legal_moves() == ["sell DEN 5000", "sell DEN 8000"]  # never the grant
    g.push("sell DEN 5000")  # seed: a $5,000 card sells for $3,000
    assert g.state.players[0]["cash"] == 4000 and g.state.phase == "raise"
    g.push("sell DEN 8000")
    assert "Y4" in g.state.board and g.state.players[0]["cash"] == 1000 + 3000 + 4000 - 6000
    assert g.state.stacks["DEN"] == list(LAND_PRICES["DEN"])  # back to the bank, cheapest on top
    assert sale_price(5000) == 3000 and sale_price(7000) == 4000 and sale_price(4000) == 2000


def test_bank_never_buys_grants_or_land_of_a_city_that_made_all_its_payouts():
    g = arrange(game(), hands={0: ["Y4"]}, board={"Y3": 1, **{f"{r}{n}": 1 for r in "CU" for n in range(1, 5)}},
                cash={0: 3000}, land={0: [("LAR", 5000), ("DEN", 5000), ("OGD", 0)]}, grants=["SAC"])
    g.push("Y4")
    assert g.legal_moves() == ["sell DEN 5000"]
    with pytest.raises(IllegalMove, match="no longer buys LAR land"):
        g.push("sell LAR 5000")
    with pytest.raises(IllegalMove, match="never buys land grants"):
        g.push("sell OGD 0")


def test_a_tile_that_cannot_be_financed_is_not_offered():
    g = arrange(game(), hands={0: ["Y4", "A1"]}, board={"Y3": 1}, cash={0: 2000}, grants=["SAC"])
    assert g.legal_moves() == ["A1"]
    with pytest.raises(IllegalMove, match=r"costs \$6,000, more than you can raise"):
        g.push("Y4")


def test_bankruptcy_returns_tiles_cash_and_land_and_grants_leave_the_game():
    g = arrange(game(), hands={0: ["Y4", "Z4"], 1: ["A1", "A2"], 2: ["B1"]}, board={"Y3": 1, "Z3": 1}, cash={0: 1000},
                land={0: [("DEN", 5000), ("OMA", 0)]}, grants=["SAC"])
    assert g.legal_moves() == ["bankrupt"]
    pool = len(g.state.pool)
    g.push("bankrupt")
    me = g.state.players[0]
    assert me == {"cash": 0, "tiles": [], "land": [], "bankrupt": True}
    assert len(g.state.pool) == pool + 2 and tile_count(g) == 48
    assert g.state.stacks["DEN"] == list(LAND_PRICES["DEN"])
    assert g.state.grant_taken["OMA"] and not any(["OMA", 0] in p["land"] for p in g.state.players)
    assert g.current_player == 1 and not g.can_undo
    # The bankrupt player is skipped from now on.
    for _ in range(2):
        g.push(g.legal_moves()[0])
        g.push("draw")
    assert g.current_player == 1


def test_game_ends_when_one_solvent_player_remains():
    g = arrange(game(2), hands={0: ["Y4"], 1: ["A1"]}, board={"Y3": 1}, cash={0: 0}, grants=["SAC"])
    g.push("bankrupt")
    assert g.is_over and g.result()["winners"] == [1]
    assert [r["player"] for r in g.result()["ranking"]] == [1, 0]


def play_endgame(last):
    """The seed's end-game picture: seven payouts, V3 (or Z3) the last spike."""
    order = ["Y2", "X2", "F2", "E2", "B2", "A2", last]
    placed = [f"{r}{n}" for r in "YXFEBA" for n in (1, 3, 4)] + ["V1", "V2", "V4", "Z1", "Z2", "Z4"]
    hands = {0: [order[0], order[3], order[6]], 1: [order[1], order[4]], 2: [order[2], order[5]]}
    g = arrange(game(), hands=hands, board={t: 1 for t in placed},
                grants=["STL", "OMA", "DOD", "DEN", "ELP", "OGD", "YUM", "SAC"],
                land={1: [("DEN", 5000), ("OGD", 5000)]})
    for tile in order[:-1]:
        assert not g.is_over
        g.push(tile)
        g.push("draw")
    return g


def test_seed_end_game_v3_is_the_last_spike_with_seven_payouts_and_none_for_laramie():
    g = play_endgame("V3")
    cash = g.state.players[0]["cash"]
    other = g.state.players[1]["cash"]
    assert g.current_player == 0
    g.push("V3")
    assert g.is_over and g.state.last_spike == "V3"
    # The spike's player holds no Ogden or Denver land: pays $3,000, receives $20,000.
    assert g.state.players[0]["cash"] == cash - 3000 + 20000
    assert g.state.players[1]["cash"] == other + PAYOUTS["DEN"][0] + PAYOUTS["OGD"][0]
    assert [c["route"] for c in g.state.completed] == ["Y", "X", "F", "E", "B", "A", "V"]
    assert g.view(None)["stacks"]["LAR"]["payouts"] == 0
    assert g.legal_moves() == [] and g.result()["last_spike"] == "V3"
    with pytest.raises(IllegalMove, match="game is over"):
        g.push("draw")


def test_seed_end_game_z3_could_also_have_been_the_last_spike():
    g = play_endgame("Z3")
    g.push("Z3")
    assert g.is_over and g.state.last_spike == "Z3"


def test_completing_a_route_that_does_not_join_the_termini_does_not_end_the_game():
    g = play_endgame("V3")
    assert not g.is_over and len(g.state.completed) == 6


def test_most_cash_wins_ties_broken_by_land_purchase_price():
    g = arrange(game(4), cash={0: 90000, 1: 120000, 2: 120000, 3: 30000},
                land={0: [("YUM", 4000)], 1: [("DEN", 5000), ("STL", 0)], 2: [("STL", 7000)]})
    g.state.finish("test")
    ranking = g.result()["ranking"]
    assert [r["player"] for r in ranking] == [2, 1, 0, 3]
    assert [r["rank"] for r in ranking] == [1, 2, 3, 4]
    assert g.result()["winners"] == [2]


def test_full_tie_shares_the_rank():
    g = arrange(game(3), cash={0: 50000, 1: 50000, 2: 10000}, land={0: [("DEN", 5000)], 1: [("LAR", 5000)]})
    g.state.finish("test")
    assert [r["rank"] for r in g.result()["ranking"]] == [1, 1, 3]
    assert g.result()["winners"] == [0, 1]
