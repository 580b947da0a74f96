"""Rules version 3: the seed's explicit readings (issue 20), each against version 2 where they differ."""

import pytest
from sv_helpers import (
    NAMES,
    bob_holds_a2_ann_has_a_shorter_route,
    finish_placing,
    game,
    give_claim,
    give_track,
    log_has,
    moves_with,
    placing,
    st,
)

from pygame_rules import Game, IllegalMove
from pygame_rules.games.silverton import table as table_module
from pygame_rules.games.silverton.data import CLAIMS, SEGMENTS, start_city
from pygame_rules.games.silverton.turn import SELL, Turn

GOLD = ["M43", "M44"]  # two gold claims at Central City: Denver-Golden-Central City, longest segment 2


def seats(n: int) -> dict:
    return {"players": [{"name": NAMES[i]} for i in range(n)]}


def drawn_setup(monkeypatch, n: int, cards: list[int], **choices: str) -> Game:
    """A game whose set-up draws (the first draws of its chance) are scripted to ``cards``."""
    real = table_module.Chance

    def scripted(seed: int) -> object:
        chance = real(seed)
        chance.script_draws(cards)
        return chance

    monkeypatch.setattr(table_module, "Chance", scripted)
    return Game("silverton", {**seats(n), **choices}, 7)


# -- pieces and set-up -----------------------------------------------------------------------------
@pytest.mark.parametrize("n", [5, 6])
def test_two_surveyors_and_two_prospectors_at_five_and_six(n):
    for pl in st(Game("silverton", seats(n), 3)).players:
        assert sorted(p["kind"] for p in pl["pieces"]) == ["P", "P", "S", "S"]
    for pl in st(Game("silverton", seats(n), 3, rules_version=2)).players:
        assert sorted(p["kind"] for p in pl["pieces"]) == ["P", "S"]


def test_start_city_and_pieces_follow_the_card_drawn_not_the_seat(monkeypatch):
    g = drawn_setup(monkeypatch, 3, [3, 1, 2])
    s = st(g)
    assert [pl["card"] for pl in s.players] == [3, 1, 2]
    assert [pl["home"] for pl in s.players] == [start_city(2), start_city(0), start_city(1)] == ["ELP", "DEN", "DEN"]
    bonus = {q: sorted(f"{p['kind']}{p['bonus']}" for p in pl["pieces"]) for q, pl in enumerate(s.players)}
    assert bonus[1] == ["P0", "P0", "S0", "S2"]  # card 1's set, in seat 2
    assert bonus[0] == ["P0", "P2", "S0", "S0"]  # card 3's set, in seat 1
    assert log_has(g, "Ann draws turn-order card 3 and starts in El Paso")
    assert log_has(g, "Cy draws turn-order card 2 and starts in Denver")


def test_the_set_up_draw_is_the_games_chance_and_replays():
    homes = {tuple(pl["home"] for pl in st(Game("silverton", seats(4), seed)).players) for seed in range(12)}
    assert len(homes) > 3  # seats do not decide
    g = Game("silverton", seats(4), 11)
    assert [pl["card"] for pl in st(g).players] == [pl["card"] for pl in st(Game("silverton", seats(4), 11)).players]
    old = st(Game("silverton", seats(4), 11, rules_version=2))
    assert [pl["home"] for pl in old.players] == ["DEN", "DEN", "ELP", "SLC"] and "card" not in old.players[0]


# -- jail -----------------------------------------------------------------------------------------
def _steal(version: int | None = None):
    g = game(2) if version is None else Game("silverton", seats(2), 1, rules_version=version)
    s = st(g)
    bob_holds_a2_ann_has_a_shorter_route(g)
    placing(g)
    g.push("steal P1 A2")
    g.script_dice([1, 1, 1, 2])  # the attacker rolls a natural 2 (2 + 1 + bonus still beats 3)
    finish_placing(g)
    return g, s


def test_a_natural_two_in_a_steal_sends_the_prospector_to_jail():
    g, s = _steal()
    p1 = next(p for p in s.players[0]["pieces"] if p["id"] == "P1")
    assert p1["jail"] and "A2" in s.players[1]["passengers"]
    assert log_has(g, "rolls a natural 2: the prospector P1")


def test_version_2_steal_knew_no_jail():
    g, s = _steal(2)
    p1 = next(p for p in s.players[0]["pieces"] if p["id"] == "P1")
    assert not p1["jail"]


# -- the free extension ---------------------------------------------------------------------------
def test_the_free_extension_continues_the_line_beyond_the_segment_just_built():
    g = game(2)
    placing(g)
    g.push("survey S1 DEN-GOL")
    finish_placing(g)
    extends = moves_with(g, "extend")
    assert "extend GOL-CEN" in extends  # beyond Golden
    assert not any(SEGMENTS[m.split()[1]].a == "DEN" or SEGMENTS[m.split()[1]].b == "DEN" for m in extends)
    with pytest.raises(IllegalMove):
        g.push("extend DEN-BOU")


def test_version_2_extended_at_either_end():
    g = Game("silverton", seats(2), 1, rules_version=2)
    placing(g)
    g.push("survey S1 DEN-GOL")
    finish_placing(g)
    assert {"extend GOL-CEN", "extend DEN-BOU"} <= set(moves_with(g, "extend"))


# -- trade ----------------------------------------------------------------------------------------
def _at_trade(n: int = 3):
    g = game(n)
    s = st(g)
    give_claim(g, 0, "M43")
    give_track(g, 0, "DEN-GOL")
    placing(g)
    finish_placing(g)
    while not moves_with(g, "offer"):
        g.push("next")
    return g, s


def test_any_amount_up_to_what_the_payer_holds():
    g, s = _at_trade()
    assert "offer 2 sell M43 137" not in g.legal_moves()  # a few amounts are listed ...
    bob = s.players[1]["money"]
    g.push("offer 2 sell M43 137")  # ... any is played
    assert g.current_player == 1 and g.view(1)["offer"]["price"] == 137
    g.push("accept")
    assert s.players[1]["money"] == bob - 137 and "M43" in s.players[1]["claims"]
    with pytest.raises(IllegalMove):
        g.push(f"offer 3 sell DEN-GOL {s.players[2]['money'] + 1}")  # more than Cy holds
    g.push(f"offer 3 sell DEN-GOL {s.players[2]['money']}")  # all Cy holds


def test_offers_to_every_other_player_each_item_once_and_two_per_partner():
    g, s = _at_trade()
    g.push("offer 2 sell M43 100")
    g.push("refuse")
    with pytest.raises(IllegalMove):
        g.push("offer 2 sell M43 120")  # the same offer again this turn
    g.push("offer 3 sell M43 90")  # another partner
    g.push("refuse")
    g.push("offer 2 sell DEN-GOL 50")  # Bob's second offer this turn
    g.push("refuse")
    assert not any(m.startswith("offer 2 ") for m in moves_with(g, "offer"))
    assert any(m.startswith("offer 3 ") for m in moves_with(g, "offer"))
    assert s.turn.offered == ["2 sell M43", "3 sell M43", "2 sell DEN-GOL"]


def test_version_2_one_offer_a_turn_at_four_prices():
    g = Game("silverton", seats(2), 1, rules_version=2)
    give_claim(g, 0, "M43")
    placing(g)
    finish_placing(g)
    while not moves_with(g, "offer"):
        g.push("next")
    assert {m.split()[-1] for m in moves_with(g, "offer")} <= {"50", "100", "250", "500"}
    with pytest.raises(IllegalMove):
        g.push("offer 2 sell M43 137")
    g.push("offer 2 sell M43 100")
    g.push("refuse")
    assert not (g.turn_player == 0 and moves_with(g, "offer")) and log_has(g, "Bob refuses")


def test_bots_name_their_own_amounts_and_answer_by_their_evaluation():
    g, s = _at_trade(2)
    g.push("offer 2 sell M43 5")  # far below what the claim is worth to Bob
    assert g.bot_move("strong") == "accept"
    g.push("refuse")


# -- locomotives ----------------------------------------------------------------------------------
def _selling(version: int | None = None):
    g = game(2, mode="advanced") if version is None else Game(
        "silverton", {**seats(2), "mode": "advanced"}, 1, rules_version=version)
    s = st(g)
    for cid in GOLD:
        give_claim(g, 0, cid, goods=3)
    give_track(g, 0, "DEN-GOL", "GOL-CEN")
    s.turn = Turn(seat=0, step=SELL)
    s.current = 0
    return g, s


def test_locomotives_carry_together_and_keep_what_capacity_is_left():
    from pygame_rules.games.silverton.selling import Sell, sale

    g, s = _selling()
    assert s.players[0]["locos"] == [9]  # 9 // 2 = 4 units over a route whose longest segment is 2
    Sell().act(s, 0, ["sell", "M43", "DEN"])  # 3 units: 6 of its 9 points
    assert s.players[0]["goods"].get("M43", 0) == 0
    assert sale(s, 0, "M44", "DEN")[0] == 1  # 3 points left carry one more unit
    s.players[0]["locos"] = [9, 12]
    assert sale(s, 0, "M44", "DEN")[0] == 3  # the 12 adds 6: together they carry the rest


def test_version_2_used_up_a_whole_locomotive_per_sale():
    from pygame_rules.games.silverton.selling import Sell, sale

    g, s = _selling(2)
    Sell().act(s, 0, ["sell", "M43", "DEN"])
    assert sale(s, 0, "M44", "DEN")[0] == 0


# -- snowplows ------------------------------------------------------------------------------------
def test_the_player_chooses_which_snowplow_to_risk():
    g = game(2, mode="advanced")
    s = st(g)
    while s.phase == "hire":
        g.push(moves_with(g, "hire")[0] if moves_with(g, "hire") else "done")
    give_claim(g, 0, "M43", goods=2)
    give_track(g, 0, "DEN-COM")
    s.players[0]["plows"] = [4, 1]
    s.round = 4
    placing(g)
    finish_placing(g)
    while g.current_player == 0 and not moves_with(g, "plow"):
        g.push("next")
    assert moves_with(g, "plow") == ["plow DEN-COM 1", "plow DEN-COM 4"]
    g.script_dice([1])  # 1 + 1 does not reach Kenosha Pass's length
    g.push("plow DEN-COM 1")
    assert s.players[0]["plows"] == [4] and log_has(g, "loses the snowplow 1")
    assert moves_with(g, "plow") == ["plow DEN-COM 4"]


def test_claims_data_has_the_gold_claims_the_tests_use():
    assert all(CLAIMS[c]["town"] == "CEN" and CLAIMS[c]["kind"] == "gold" for c in GOLD)


def test_the_strong_bot_offers_an_amount_of_its_own_for_a_claim_its_track_reaches():
    from pygame_rules.games.silverton.bots.standard import Bot

    g = game(2)
    give_claim(g, 1, "M43")  # Bob's track does not reach Central City: the claim is worth half to him
    give_track(g, 0, "DEN-GOL", "GOL-CEN")
    st(g).players[0]["money"] = 5000  # enough for its price and a reserve
    placing(g)
    finish_placing(g)
    while not moves_with(g, "offer"):
        g.push("next")
    move = g.bot_move("strong")
    assert move.startswith("offer 2 buy M43 ")
    amount = int(move.split()[-1])
    bot = Bot("strong", g.view(0), g.legal_moves(), 0)
    assert amount == int((bot.worth(0, "M43") + bot.worth(1, "M43")) / 2) // 10 * 10
    assert move not in g.legal_moves() and g.state.is_legal(move)
    g.push(move)
    assert g.bot_move("strong") in ("accept", "refuse") and g.current_player == 1
