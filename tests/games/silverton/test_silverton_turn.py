"""Phase IV: the seven steps of a player's turn, with scripted dice and draws."""

import pytest
from sv_helpers import finish_placing, game, give_claim, give_track, log_has, moves_with, placing, st

from pygame_rules.games.silverton import market
from pygame_rules.games.silverton.data import CLAIMS, EVENTS, PASSENGERS, SEGMENTS


def claim_of(kind: str, grade: str = "fair", town: str | None = None) -> str:
    return next(c for c in CLAIMS if CLAIMS[c]["kind"] == kind and CLAIMS[c]["grade"] == grade
                and (town is None or CLAIMS[c]["town"] == town))


def to_turn(g, seat_moves=()):
    """Place the given moves for seat 0, everybody else places nothing, disputes resolve."""
    placing(g)
    for m in seat_moves:
        g.push(m)
    finish_placing(g)


# -- step 1 ----------------------------------------------------------------------------------------
def test_take_a_claim_buy_or_leave():
    g = game(2)
    s = st(g)
    cid = s.display[0]
    to_turn(g, [f"prospect P1 {cid}"])
    assert g.current_player == 0 and g.legal_moves() == [f"buy {cid}", f"leave {cid}"]
    money = s.players[0]["money"]
    g.push(f"buy {cid}")
    assert cid in s.players[0]["claims"] and cid not in s.display
    assert s.players[0]["money"] == money - CLAIMS[cid]["price"]


def test_deck_draw_can_go_face_up_making_the_display_larger_than_eight():
    g = game(2)
    s = st(g)
    to_turn(g, ["deck P1"])
    card = next(c for c in s.deck if c in CLAIMS)
    g.script_draws([card])
    g.push("draw")
    g.push(f"leave {card}")
    assert len(s.display) == 9 and card in s.display


def test_an_event_from_the_deck_is_carried_out_at_once_and_the_fine_paid_in_step_7():
    g = game(2)
    s = st(g)
    to_turn(g, ["deck P1"])
    g.script_draws(["E2"])  # train robbery: a fine of $200
    money = s.players[0]["money"]
    g.push("draw")
    assert log_has(g, "draws the event Train robbery") and "E2" in s.discard
    # the rest of the turn needs no decision: the fine is paid in step 7
    assert s.players[0]["money"] == money - EVENTS["E2"]["amount"]
    assert s.players[0]["spent"]["fines"] == 200


def test_a_market_event_moves_prices_at_once():
    g = game(2)
    s = st(g)
    placing(g)
    g.push("deck P1")
    g.push("done")
    g.push("deck P1")  # Bob draws too: his turn keeps the round open, so no end-of-round price change follows
    finish_placing(g)
    before = s.market["silver"]
    g.script_draws(["E8"])  # Panic of 1893: silver -3
    g.push("draw")
    assert s.phase == "turns" and g.current_player == 1 and g.legal_moves() == ["draw"]
    assert s.market["silver"] == before - 3


# -- step 2 ----------------------------------------------------------------------------------------
def test_build_pays_the_cost_and_the_free_extension_must_beat_the_length():
    g = game(2)
    s = st(g)
    money = s.players[0]["money"]
    to_turn(g, ["survey S1 DEN-GOL"])
    assert "DEN-GOL" in s.players[0]["track"]
    assert s.players[0]["money"] == money - SEGMENTS["DEN-GOL"].cost
    assert "extend GOL-CEN" in g.legal_moves()
    g.script_dice([1, 1])  # 2 does not beat GOL-CEN's length
    g.push("extend GOL-CEN")
    assert "GOL-CEN" not in s.owner and log_has(g, "no free extension")


def test_free_extension_success():
    g = game(2)
    s = st(g)
    to_turn(g, ["survey S1 DEN-GOL"])
    g.script_dice([6, 6])
    g.push("extend GOL-CEN")
    assert s.owner["GOL-CEN"] == 0 and log_has(g, "takes GOL-CEN free")


def test_no_free_extension_with_five_players():
    g = game(5)
    s = st(g)
    placing(g)
    g.push("survey S1 DEN-GOL")
    finish_placing(g)
    assert "DEN-GOL" in s.players[0]["track"]
    assert not any(m.startswith("extend") for m in g.legal_moves())


def test_out_of_money_the_surveyor_comes_home_unbuilt():
    g = game(2)
    s = st(g)
    s.players[0]["money"] = 10
    to_turn(g, ["survey S1 DEN-GOL"])
    assert "DEN-GOL" not in s.owner and log_has(g, "cannot build DEN-GOL: not enough money")


# -- step 3 ----------------------------------------------------------------------------------------
def test_first_operation_counts_the_first_die_as_six():
    g = game(2)
    s = st(g)
    cid = claim_of("gold", "rich")
    give_claim(g, 0, cid, worked=False)
    to_turn(g)
    assert f"operate {cid}" in g.legal_moves()
    money = s.players[0]["money"]
    g.script_dice([3])  # 6 + 3 = 9
    g.push(f"operate {cid}")
    assert s.players[0]["money"] == money - CLAIMS[cid]["operate"]
    assert s.players[0]["goods"][cid] == CLAIMS[cid]["table"][9 - 2]
    assert log_has(g, "first operation")


def test_a_low_roll_depletes_goods_stay_until_sold_then_discarded():
    g = game(2)
    s = st(g)
    cid = claim_of("silver", "fair")
    give_claim(g, 0, cid, goods=2)
    to_turn(g)
    g.script_dice([1, 1])
    g.push(f"operate {cid}")
    assert cid in s.players[0]["depleted"] and s.players[0]["goods"][cid] == 2
    assert f"operate {cid}" not in g.legal_moves()
    g2 = game(2)
    s2 = st(g2)
    give_claim(g2, 0, cid, goods=0)
    to_turn(g2)
    g2.script_dice([1, 1])
    g2.push(f"operate {cid}")
    assert cid not in s2.players[0]["claims"] and cid in s2.discard


# -- step 4 ----------------------------------------------------------------------------------------
def test_a_trade_is_answered_by_the_other_player():
    g = game(2)
    s = st(g)
    cid = claim_of("coal")
    give_claim(g, 0, cid)
    to_turn(g)
    while not moves_with(g, "offer"):
        g.push("next")
    g.push(f"offer 2 sell {cid} 100")
    assert g.current_player == 1 and g.turn_player == 0
    assert g.legal_moves() == ["accept", "refuse"]
    g.push("accept")
    assert cid in s.players[1]["claims"] and log_has(g, "Bob accepts")
    assert g.current_player == 0 and moves_with(g, "offer")  # version 3: more offers in the same turn
    assert not any(f"sell {cid}" in m for m in moves_with(g, "offer"))  # the claim is Bob's now


def test_a_refused_trade_changes_nothing_but_counts():
    g = game(2)
    s = st(g)
    give_track(g, 0, "DEN-GOL")
    to_turn(g)
    while not moves_with(g, "offer"):
        g.push("next")
    g.push("offer 2 sell DEN-GOL 50")
    g.push("refuse")
    assert s.owner["DEN-GOL"] == 0 and log_has(g, "Bob refuses")


def test_goods_bought_need_track_to_the_mine_and_are_lost_unless_delivered():
    g = game(2)
    s = st(g)
    cid = claim_of("gold", "fair", "CEN")
    give_claim(g, 1, cid, goods=3)
    to_turn(g)
    while g.current_player == 0 and not moves_with(g, "offer"):
        g.push("next")
    assert not any(f"G{cid[1:]}" in m for m in moves_with(g, "offer"))
    g = game(2)
    s = st(g)
    give_claim(g, 1, cid, goods=3)
    give_track(g, 0, "DEN-GOL", "GOL-CEN")
    to_turn(g)
    while not moves_with(g, "offer"):
        g.push("next")
    lot = f"G{cid[1:]}"
    g.push(f"offer 2 buy {lot} 100")
    g.push("accept")
    assert s.turn.carried[cid] == 3 and cid not in s.players[1]["goods"]
    g.push("next")  # no more offers: on to step 6 (no contracts: step 5 passes by itself)
    assert f"sell {lot} DEN" in g.legal_moves()
    g.push("next")
    assert log_has(g, "could not deliver 3 gold")


# -- step 5 ----------------------------------------------------------------------------------------
def test_passenger_income_one_die_on_the_table():
    g = game(2)
    s = st(g)
    give_track(g, 0, "DEN-GOL")
    s.players[0]["passengers"].append("A1")  # Denver-Boulder
    give_track(g, 0, "DEN-BOU")
    s.pass_top[0] = None
    money = s.players[0]["money"]
    to_turn(g)
    g.script_dice([4])
    g.push("next")  # out of the trade step
    assert s.players[0]["money"] == money + PASSENGERS["A1"]["revenue"][3]
    assert log_has(g, "contract A1 earns")


def test_no_passenger_income_in_winter_over_a_white_segment():
    g = game(2)
    s = st(g)
    give_track(g, 0, "DEN-COM", "COM-FAI")
    s.pass_top[0] = None
    s.players[0]["passengers"].append("A1")
    # a contract Denver-Fairplay over Kenosha Pass (white): pretend A1 joins them
    s.round = 4
    PASSENGERS["A1"]["b"], old = "FAI", PASSENGERS["A1"]["b"]
    try:
        to_turn(g)
        g.push("next")  # out of the trade step
        assert log_has(g, "earns nothing: its route is snowed in")
    finally:
        PASSENGERS["A1"]["b"] = old


# -- step 6 ----------------------------------------------------------------------------------------
def test_sell_at_most_two_claims_in_one_city_within_limits():
    g = game(2)
    s = st(g)
    c1, c2, c3 = [c for c in CLAIMS if CLAIMS[c]["town"] == "CEN"][:3]
    for c in (c1, c2, c3):
        give_claim(g, 0, c, goods=2)
    give_track(g, 0, "DEN-GOL", "GOL-CEN")
    to_turn(g)
    while not moves_with(g, "sell"):
        g.push("next")
    money = s.players[0]["money"]
    g.push(f"sell {c1} DEN")
    assert s.players[0]["money"] == money + 2 * market.price(s.market, "gold")
    assert all(m.endswith(" DEN") for m in moves_with(g, "sell"))
    g.push(f"sell {c2} DEN")
    assert not moves_with(g, "sell")  # two claims per turn in the standard game


def test_lumber_and_coal_have_city_prices_and_per_player_limits():
    g = game(2)
    s = st(g)
    coal = claim_of("coal", town="CRB")
    give_claim(g, 0, coal, goods=30)
    to_turn(g)
    s.players[0]["track"] += []
    from pygame_rules.games.silverton.selling import sale
    s.turn.sold = {}
    give_track(g, 0, "GUN-CRB")
    # Crested Butte connected to Denver? not by this track: nothing to sell there
    assert sale(s, 0, coal, "DEN")[0] == 0
    give_track(g, 0, "SAL-GUN", "CAN-SAL", "PUE-CAN")
    s.round = 5
    assert sale(s, 0, coal, "PUE")[0] == market.spec("coal:PUE")["limit"] == 8
    s.round = 4  # winter: Marshall Pass is white
    assert sale(s, 0, coal, "PUE")[0] == 0


def test_metal_prices_are_the_same_in_every_city():
    st(game(2))
    assert market.key_for("gold", "DEN") == market.key_for("gold", "ELP") == "gold"
    assert market.key_for("coal", "DEN") != market.key_for("coal", "ELP")


# -- step 7 ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("dice, free", [([3, 4], True), ([5, 6], True), ([2, 3], False)])
def test_jail_roll_seven_or_eleven(dice, free):
    g = game(2)
    s = st(g)
    s.players[0]["pieces"][2]["jail"] = True  # P1
    to_turn(g)
    while not moves_with(g, "jailroll"):
        g.push("next")
    assert "bail P1" in g.legal_moves()
    g.script_dice(dice)
    g.push("jailroll P1")
    assert s.players[0]["pieces"][2]["jail"] is not free


def test_bail_costs_200():
    g = game(2)
    s = st(g)
    s.players[0]["pieces"][2]["jail"] = True
    to_turn(g)
    while not moves_with(g, "bail"):
        g.push("next")
    money = s.players[0]["money"]
    g.push("bail P1")
    assert s.players[0]["money"] == money - 200 and not s.players[0]["pieces"][2]["jail"]


def test_a_fine_takes_what_there_is():
    g = game(2)
    s = st(g)
    s.players[0]["fines"] = 500
    s.players[0]["money"] = 120
    to_turn(g)
    assert s.players[0]["money"] == 0 and s.players[0]["spent"]["fines"] == 120


# -- where the seed is silent ------------------------------------------------------------------------
def test_out_of_cubes_a_surveyed_segment_is_not_built():
    from pygame_rules.games.silverton.data import CUBES, SEGMENT_ORDER
    g = game(2)
    s = st(g)
    far = [sid for sid in SEGMENT_ORDER if "DEN" not in sid and "/2" not in sid][:CUBES]
    give_track(g, 0, *far)
    assert s.cubes_left(0) == 0
    to_turn(g, ["survey S1 DEN-GOL"])
    assert "DEN-GOL" not in s.owner and log_has(g, "cannot build DEN-GOL: no track cubes left")


def test_an_empty_deck_stays_empty():
    g = game(2)
    s = st(g)
    s.discard += s.deck
    s.deck = []
    placing(g)
    assert not moves_with(g, "deck")
    s.display = s.display[:3]
    from pygame_rules.games.silverton.round_end import Refill
    Refill().start(s)
    assert len(s.display) == 3


def test_a_steal_lapses_when_the_attacker_cannot_pay_any_more():
    g = game(2)
    s = st(g)
    give_track(g, 0, "CSP-PUE")
    give_track(g, 1, "CSP-CRI", "CAN-CRI", "PUE-CAN")
    s.pass_top[2] = None
    s.players[1]["passengers"].append("A3")
    placing(g)
    g.push("steal P1 A3")
    s.players[0]["money"] = 50  # less than the contract's price by the time of the dispute
    finish_placing(g)
    assert "A3" in s.players[1]["passengers"] and log_has(g, "attempt to steal A3 lapses")


def test_a_contract_whose_route_is_dismantled_returns_face_up():
    g = game(2)
    s = st(g)
    give_track(g, 0, "DEN-BOU")
    s.pass_top[0] = None
    s.players[0]["passengers"].append("A1")
    to_turn(g, ["dismantle S1 DEN-BOU"])
    assert "A1" in s.pass_open and "A1" not in s.players[0]["passengers"]
    assert log_has(g, "no longer has the route of contract A1")


def test_white_segments_are_not_traded_in_winter():
    g = game(2)
    s = st(g)
    give_track(g, 0, "DEN-COM", "DEN-GOL")
    s.round = 4
    to_turn(g)
    while not moves_with(g, "offer"):
        g.push("next")
    offered = {m.split()[3] for m in moves_with(g, "offer")}
    assert "DEN-GOL" in offered and "DEN-COM" not in offered
