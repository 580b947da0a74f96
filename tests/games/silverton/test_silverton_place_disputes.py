"""Phase II (placing surveyors and prospectors) and phase III (disputes), with scripted dice."""

import pytest
from sv_helpers import (
    bob_holds_a2_ann_has_a_shorter_route,
    finish_placing,
    game,
    give_track,
    log_has,
    moves_with,
    pieces,
    placing,
    st,
)

from pygame_rules import IllegalMove
from pygame_rules.games.silverton.data import CLAIMS, SEGMENTS


def test_survey_only_next_to_the_own_network():
    g = game(2)
    placing(g)
    targets = {m.split()[2] for m in moves_with(g, "survey")}
    assert {"DEN-CSP", "DEN-CSP/2", "DEN-BOU", "DEN-GOL", "DEN-COM"} <= targets
    assert "GOL-CEN" not in targets
    with pytest.raises(IllegalMove):
        g.push("survey S1 GOL-CEN")


def test_never_both_of_a_parallel_pair():
    g = game(2)
    give_track(g, 0, "DEN-CSP")
    placing(g)
    targets = {m.split()[2] for m in moves_with(g, "survey")}
    assert "DEN-CSP/2" not in targets
    g2 = game(2)
    placing(g2)
    g2.push("survey S1 DEN-CSP")
    assert "survey S2 DEN-CSP/2" not in g2.legal_moves()


def test_no_action_on_white_segments_in_winter():
    g = game(2)
    s = st(g)
    give_track(g, 0, "DEN-COM")
    s.round = 4
    placing(g)
    moves = g.legal_moves()
    assert "survey S1 DEN-COM" not in moves and not any("DEN-COM" in m for m in moves_with(g, "dismantle"))
    assert SEGMENTS["DEN-COM"].white


def test_dismantling_pays_ten_times_the_length():
    g = game(2)
    give_track(g, 0, "DEN-GOL")
    placing(g)
    money = st(g).players[0]["money"]
    g.push("dismantle S1 DEN-GOL")
    finish_placing(g)
    assert "DEN-GOL" not in st(g).owner
    assert st(g).players[0]["money"] == money + 10 * SEGMENTS["DEN-GOL"].length


def _contest(g, first="fight", second="fight"):
    placing(g)
    g.push("survey S1 DEN-CSP")  # seat 0: S1 is +2
    g.push("done")
    g.push("survey S1 DEN-CSP")  # seat 1: S1 is +1
    g.push("done")


def test_segment_dispute_asks_about_the_parallel_then_rolls_with_bonuses():
    g = game(2)
    _contest(g)
    s = st(g)
    assert g.current_player == 0 and g.legal_moves() == ["parallel", "fight"]
    assert s.ask["twin"] == "DEN-CSP/2"
    g.push("fight")
    assert g.current_player == 1
    g.script_dice([3, 3, 4, 4])  # seat 0: 6 + 2 = 8; seat 1: 8 + 1 = 9
    g.push("fight")
    assert log_has(g, "Bob wins the dispute for DEN-CSP")
    assert pieces(g, 0)[0]["at"] is None
    assert st(g).owner.get("DEN-CSP") == 1 or pieces(g, 1)[0]["at"] == "survey:DEN-CSP"


def test_the_parallel_way_out():
    g = game(2)
    _contest(g)
    g.push("fight")
    g.push("parallel")
    assert pieces(g, 1)[0]["at"] == "survey:DEN-CSP/2" or st(g).owner.get("DEN-CSP/2") == 1
    assert log_has(g, "Bob decides to survey the parallel segment DEN-CSP/2")


def test_a_tie_leaves_both_pieces_until_next_round():
    g = game(2)
    _contest(g)
    g.push("fight")
    g.script_dice([3, 3, 3, 4])  # 6 + 2 = 8 and 7 + 1 = 8
    g.push("fight")
    assert log_has(g, "tie for DEN-CSP")
    assert pieces(g, 0)[0]["at"] == pieces(g, 1)[0]["at"] == "survey:DEN-CSP"
    assert "DEN-CSP" not in st(g).owner  # nobody builds a tied segment


def test_a_natural_two_goes_to_jail():
    g = game(2)
    _contest(g)
    g.push("fight")
    g.script_dice([1, 1, 2, 3])
    g.push("fight")
    assert pieces(g, 0)[0]["jail"] and pieces(g, 0)[0]["at"] is None
    assert log_has(g, "natural 2")


def test_special_dispute_at_a_town_with_two_segments():
    g = game(2)
    give_track(g, 1, "CEN-GEO")
    placing(g)
    g.push("survey S1 DEN-GOL")
    g.push("done")
    g.push("survey S1 GOL-CEN")
    g.push("done")
    assert g.current_player == 0 and g.legal_moves() == ["challenge", "allow"]
    g.push("allow")
    assert g.current_player == 1
    g.script_dice([6, 6, 1, 2])
    g.push("challenge")
    assert log_has(g, "Bob calls the special dispute at Golden")
    assert log_has(g, "Ann wins the dispute for the way through Golden")
    assert pieces(g, 1)[0]["at"] is None


def _claim_in(town: str) -> str:
    return next(c for c in CLAIMS if CLAIMS[c]["town"] == town)


def test_claim_dispute_gives_plus_three_where_track_reaches_the_town():
    g = game(2)
    s = st(g)
    cid = _claim_in("BOU")
    if cid not in s.display:
        s.deck.remove(cid) if cid in s.deck else s.discard.remove(cid)
        s.display.append(cid)
    give_track(g, 1, "DEN-BOU")
    placing(g)
    g.push(f"prospect P1 {cid}")  # seat 0: +1
    g.push("done")
    g.push(f"prospect P1 {cid}")  # seat 1: +2, and +3 for Boulder
    g.script_dice([4, 4, 3, 3])  # 8 + 1 = 9 against 6 + 2 + 3 = 11
    g.push("done")
    assert log_has(g, "Bob's total with +5: 11")
    assert log_has(g, f"Bob wins the dispute for claim {cid}")


def test_passenger_dispute_the_shorter_route_adds_the_difference():
    g = game(2)
    give_track(g, 0, "DEN-CSP")
    give_track(g, 1, "DEN-COM", "COM-BUV", "CSP-BUV")
    s = st(g)
    placing(g)
    pid = "A2"  # Denver-Colorado Springs
    assert s.pass_top[1] == pid
    g.push(f"prospect P1 {pid}")
    g.push("done")
    g.push(f"prospect P1 {pid}")
    diff = s.contract_route(1, pid) - s.contract_route(0, pid)
    assert diff > 0
    g.script_dice([2, 2, 5, 5])
    g.push("done")
    assert log_has(g, f"Ann's total with +{1 + diff}")


def test_stealing_needs_a_shorter_route_and_costs_the_price():
    g = game(2)
    s = st(g)
    bob_holds_a2_ann_has_a_shorter_route(g)
    placing(g)
    assert "steal P1 A2" in g.legal_moves()
    money = s.players[0]["money"]
    g.push("steal P1 A2")
    g.script_dice([3, 3, 3, 3])
    finish_placing(g)
    assert s.players[0]["money"] <= money - 120
    assert log_has(g, "pays $120 and tries to steal A2")


def test_steal_succeeds_when_higher():
    g = game(2)
    s = st(g)
    bob_holds_a2_ann_has_a_shorter_route(g)
    placing(g)
    g.push("steal P1 A2")
    g.script_dice([6, 6, 1, 1])
    finish_placing(g)
    assert "A2" in s.players[0]["passengers"] and "A2" not in s.players[1]["passengers"]


def test_steal_defender_wins_a_tie():
    g = game(2)
    s = st(g)
    give_track(g, 0, "CSP-PUE")  # length 4
    give_track(g, 1, "CSP-CRI", "CAN-CRI", "PUE-CAN")  # length 9
    s.pass_top[2] = None
    s.players[1]["passengers"].append("A3")  # Colorado Springs-Pueblo
    placing(g)
    g.push("steal P1 A3")
    g.script_dice([1, 2, 5, 4])  # attacker 3 + 1 (prospector) + 5 (shorter by 5) = 9; defender 9
    finish_placing(g)
    assert "A3" in s.players[1]["passengers"]
    assert log_has(g, "Bob (9) keeps A3 against Ann (9)")


def _two_dice(total: int) -> list[int]:
    total = max(2, min(12, total))
    return [min(6, total - 1), total - min(6, total - 1)]


def test_prospecting_a_contract_needs_its_route_built():
    g = game(2)
    placing(g)
    assert not any(m.endswith(" A2") for m in moves_with(g, "prospect"))
    g = game(2)
    give_track(g, 0, "DEN-CSP")
    placing(g)
    assert "prospect P1 A2" in g.legal_moves()


def test_the_deck_has_no_disputes():
    g = game(2)
    placing(g)
    g.push("deck P1")
    g.push("done")
    g.push("deck P1")
    g.push("done")
    assert not st(g).disputes and st(g).phase == "turns"
