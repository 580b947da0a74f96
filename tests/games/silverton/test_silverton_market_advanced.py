"""Phase V (price regulation), phase VI (refill), the advanced game, notation and views."""

import pytest
from sv_helpers import finish_placing, game, give_claim, give_track, moves_with, placing, st

from pygame_rules.games.silverton import market
from pygame_rules.games.silverton.data import CLAIMS, EVENTS, SEGMENTS, idn
from pygame_rules.games.silverton.notation import parse_move
from pygame_rules.games.silverton.round_end import Refill, Regulate
from pygame_rules.games.silverton.selling import sale
from pygame_rules.games.silverton.turn import PASSENGERS, SELL, Turn


def test_change_tables():
    assert [market.change("gold", v) for v in (0, 1, 2, 3, 4, 5, 6, 7, 8, 20)] == [2, 2, 1, 1, 0, 0, -1, -1, -2, -2]
    assert market.change("silver", -3) == 5 and market.change("silver", 16) == -7
    assert market.change("copper", 12) == -4 and market.change("lumber", 6) == 0 and market.change("coal", 8) == 0


def test_change_value_dice_plus_sold_minus_idn_half_coal_in_denver_and_slc():
    assert market.change_value("gold", [3], 4, 5) == 7  # no IDN for gold
    assert market.change_value("silver", [3, 4], 2, 3) == 6
    assert market.change_value("coal:DEN", [3, 4], 5, 1) == 7 + 3 - 1
    assert market.change_value("coal:PUE", [3, 4], 5, 1) == 7 + 5 - 1


def test_regulation_moves_each_price_clamped_to_its_ladder():
    g = game(2)
    s = st(g)
    s.market["gold"] = 9  # top of the ladder
    s.market["lumber:SFE"] = 0
    s.sold["lumber:SFE"] = 20
    # 13 markets in KEYS order: gold 1 die, silver 2, copper 1, then 5 lumber and 5 coal with 2 each
    g.script_dice([1] + [1, 1] + [6] + [6, 6] * 10)
    Regulate().start(s)
    assert s.market["gold"] == 9  # +2 clamped at the top
    assert s.market["silver"] == 5 + market.change("silver", 2 - idn(1))
    assert s.market["copper"] == 4 + market.change("copper", 6)
    assert s.market["lumber:SFE"] == 0  # -4, clamped at Santa Fe's lowest cell
    assert s.market["lumber:SLC"] == max(3, 5 + market.change("lumber", 12))  # SLC's ladder starts at 3
    assert all(v == 0 for v in s.sold.values())


def test_idn_schedule():
    assert [idn(r) for r in (1, 3, 5, 8, 11, 15, 19, 23, 24, 30)] == [0, 1, 2, 3, 4, 5, 6, 7, 7, 7]


def test_refill_display_to_eight_and_turn_up_passengers():
    g = game(2)
    s = st(g)
    s.display = s.display[:5]
    taken = s.pass_top[0]
    s.pass_top[0] = None
    s.players[0]["passengers"].append(taken)
    Refill().start(s)
    assert len(s.display) == 8
    assert s.pass_top[0] is not None and s.pass_top[0][0] == "B"


def test_an_event_turned_up_by_the_refill_is_shuffled_back():
    g = game(2)
    s = st(g)
    s.display = s.display[:7]
    g.script_draws(["E5"])
    Refill().start(s)
    assert "E5" in s.deck and len(s.display) == 8 and all(c in CLAIMS for c in s.display)


# -- advanced game ------------------------------------------------------------------------------------
def test_advanced_hire_from_a_point_budget_at_least_one_of_each():
    g = game(4, mode="advanced")
    s = st(g)
    assert s.phase == "hire"
    q = g.current_player
    assert s.players[q]["budget"] == 6 and "done" not in g.legal_moves()
    g.push("hire S2")
    assert "done" not in g.legal_moves()
    g.push("hire P2")
    assert s.players[q]["budget"] == 0 and g.current_player != q  # nothing left to buy: next player
    assert {p["kind"] for p in s.players[q]["pieces"]} == {"S", "P"}


def test_advanced_cannot_spend_the_budget_on_one_kind():
    g = game(5, mode="advanced")  # budget 6 (version 3: four pieces at every count)
    g.push("hire S2")
    g.push("hire S1")  # 1 point left: it must buy a prospector
    assert all(m.startswith("hire P") for m in moves_with(g, "hire"))


def _advanced_at_turn(n=2):
    g = game(n, mode="advanced")
    s = st(g)
    while s.phase == "hire":
        g.push(moves_with(g, "hire")[0] if moves_with(g, "hire") else "done")
    return g, s


def test_everyone_starts_with_a_nine_and_capacity_is_value_over_the_longest_segment():
    g, s = _advanced_at_turn()
    assert all(pl["locos"] == [9] for pl in s.players)
    cid = next(c for c in CLAIMS if CLAIMS[c]["town"] == "CEN" and CLAIMS[c]["kind"] == "gold")
    give_claim(g, 0, cid, goods=10)
    give_track(g, 0, "DEN-GOL", "GOL-CEN")
    s.turn = Turn(seat=0, step=SELL)
    longest = max(SEGMENTS["DEN-GOL"].length, SEGMENTS["GOL-CEN"].length)
    units, spend = sale(s, 0, cid, "DEN")
    assert units == 9 // longest and spend == [9 // longest * longest]
    s.players[0]["locos"] = [24, 9]
    assert sale(s, 0, cid, "DEN")[0] == min(10, 24 // longest + 9 // longest)


def test_locomotives_bought_in_step_7_better_ones_later_at_most_four():
    g, s = _advanced_at_turn()
    placing(g)
    finish_placing(g)
    while g.current_player == s.order[0] and not moves_with(g, "buyloco"):
        g.push("next")
    values = [int(m.split()[1]) for m in moves_with(g, "buyloco")]
    assert values == [12, 18]  # the 24 comes in round 5
    s.players[g.current_player]["locos"] = [9, 12, 12, 18]
    assert not moves_with(g, "buyloco")


@pytest.mark.parametrize("die, kept", [(6, True), (1, False)])
def test_snowplow_one_die_plus_value_must_reach_the_length(die, kept):
    g, s = _advanced_at_turn()
    s.round = 4
    s.players[0]["plows"] = [2]
    give_track(g, 0, "DEN-COM")
    s.turn = Turn(seat=0, step=PASSENGERS)
    from pygame_rules.games.silverton.selling import plow_segment
    g.script_dice([die])
    plow_segment(s, 0, "DEN-COM")
    opened = "DEN-COM" in s.turn.opened
    assert opened is (die + 2 >= SEGMENTS["DEN-COM"].length)
    assert (s.players[0]["plows"] == [2]) is opened
    assert kept is opened or die + 2 < SEGMENTS["DEN-COM"].length


# -- notation and views -------------------------------------------------------------------------------
@pytest.mark.parametrize("text, canonical", [
    ("Survey s1 den-csp/2", "survey S1 DEN-CSP/2"), ("OFFER 02 SELL m17 0100", "offer 2 sell M17 100"),
    ("sell g17 den", "sell G17 DEN"), ("done", "done"), ("hire p2", "hire P2"),
    ("offer 2 sell M17 75", "offer 2 sell M17 75"), ("plow lea-gws 02", "plow LEA-GWS 2"),
])
def test_notation_is_canonical(text, canonical):
    assert parse_move(text) == canonical


@pytest.mark.parametrize("bad", ["survey S9 DEN-CSP", "sell M17 XYZ", "offer 2 sell M17 -5", "offer 2 sell M17 x",
                                 "hire S3", "buy E1"])
def test_notation_refuses_what_is_no_move(bad):
    with pytest.raises(ValueError):
        parse_move(bad)


def test_views_hide_the_deck_and_what_lies_below_the_passenger_stacks():
    g = game(3)
    v = g.view(0)
    assert isinstance(v["deck"], int) and v["pass_below"] == [2] * 8
    assert "E1" not in str(v["display"]) and all(e not in str(v) for e in EVENTS if e not in v["log"])


def test_names_are_escaped_in_the_svg():
    g = game(2)
    g.state.names[0] = "<b>&x"
    give_track(g, 0, "DEN-GOL")
    svg = g.svg(0)
    assert "<b>&x" not in svg and "&lt;b&gt;&amp;x" in svg


def test_in_winter_a_plow_is_offered_in_step_5_and_opens_the_segment_for_sales():
    g, s = _advanced_at_turn()
    cid = next(c for c in CLAIMS if CLAIMS[c]["town"] == "FAI" and CLAIMS[c]["kind"] == "silver")
    give_claim(g, 0, cid, goods=2)
    give_track(g, 0, "DEN-COM", "COM-FAI")
    s.players[0]["plows"] = [4]
    s.round = 4
    placing(g)
    finish_placing(g)
    while g.current_player == 0 and not moves_with(g, "plow"):
        g.push("next")
    assert g.legal_moves() == ["plow DEN-COM 4", "next"]
    assert sale(s, 0, cid, "DEN")[0] == 0  # Kenosha Pass is snowed in
    g.script_dice([6])
    g.push("plow DEN-COM 4")
    assert "DEN-COM" in s.turn.opened
    assert f"sell {cid} DEN" in g.legal_moves()
