"""Income, rolling and the end of a turn (seed: "Einkommen nehmen", "Würfeln", "auf 5 reduzieren")."""

import pytest
from rd_helpers import add_station, arrange, faces, game, rebank

from pygame_rules import IllegalMove


def test_income_is_four_dice_from_the_bank_behind_the_screen_once_a_turn():
    g = game(3)
    bank = g.state.bank_count()
    g.push("income")
    assert g.state.screen(0) == 4 and g.state.bank_count() == bank - 4
    assert "Ann takes income: 4 dice behind the screen." in g.state.log
    with pytest.raises(IllegalMove, match="taken your income"):
        g.push("income")


def test_income_is_the_stations_of_the_companies_you_direct_when_more_than_four():
    g = arrange(game(3), directors={"R": 0, "B": 0, "G": 1})
    for i, code in enumerate(["R", "R", "R", "B", "B", "G", "G"]):
        add_station(g, 0, code, (i, 0))
    rebank(g)
    g.push("income")
    assert g.state.screen(0) == 5  # 3 Red + 2 Blue; Green is Bob's


def test_an_empty_bank_pays_what_it_has():
    g = game(2)
    arrange(g, screens={1: g.state.bank_count() - 1})
    g.push("income")
    assert g.state.screen(0) == 1
    assert "The bank has only 1 die for Ann's income." in g.state.log


def test_rolling_dice_from_behind_the_screen_and_wild_dice_with_a_bonus_die_each():
    g = arrange(game(3), screens={0: 3}, fronts={0: {"wild": 2, "share": 1}})
    bank = g.state.bank_count()
    g.script_dice(faces("straight", "curve", "share", "wild", "straight", "curve"))
    g.push("roll 3+1")  # 3 from behind + 1 ? die + 1 bonus die from the bank = 5 dice
    s = g.state
    assert s.screen(0) == 0
    assert s.fronts[0] == {"straight": 2, "curve": 1, "share": 2, "wild": 2}  # the other ? die and the share stay
    assert s.bank_count() == bank - 1
    assert s.chance.rolls[-1]["dice"] == [1, 3, 5, 6, 1] and s.chance.rolls[-1]["player"] == 0
    assert s.log[-1] == ("Ann rolls 3 dice from behind the screen and 1 ? die with 1 bonus die: "
                         "straight, curve, share, ?, straight.")
    assert g.view(1)["last_roll"]["dice"] == [1, 3, 5, 6, 1]  # every seat sees the roll
    with pytest.raises(IllegalMove, match="rolled this turn"):
        g.push("roll 0+1")
    assert not g.can_undo  # a roll reveals: it can't be taken back


def test_a_roll_needs_dice_you_have():
    g = arrange(game(3), screens={0: 2}, fronts={0: {"wild": 1}})
    for move, reason in (("roll 3+0", "only 2 dice behind"), ("roll 0+2", r"only 1 \? die")):
        with pytest.raises(IllegalMove, match=reason):
            g.push(move)
    with pytest.raises(IllegalMove):
        g.push("roll 0+0")
    assert "roll 2+1" in g.legal_moves() and "roll 0+1" in g.legal_moves()


def test_dice_in_front_keep_their_faces():
    """Only ? dice from in front can be rolled; nothing turns a die or puts it behind the screen."""
    g = arrange(game(3), fronts={0: {"straight": 1, "curve": 1, "share": 1, "wild": 1}}, screens={0: 1})
    rolls = [m for m in g.legal_moves() if m.startswith("roll")]
    assert sorted(rolls) == ["roll 0+1", "roll 1+0", "roll 1+1"]
    g.script_dice(faces("curve", "curve", "curve"))
    g.push("roll 1+1")
    assert g.state.fronts[0] == {"straight": 1, "curve": 4, "share": 1, "wild": 0}


def test_at_the_end_of_a_turn_at_most_five_dice_stay_in_front():
    g = arrange(game(3), fronts={0: {"straight": 3, "curve": 2, "wild": 2}})
    bank = g.state.bank_count()
    g.push("end")
    assert g.state.phase == "discard" and g.current_player == 0
    assert g.legal_moves() == ["drop straight", "drop curve", "drop wild"]
    view = g.view(0)
    assert "give back 2 dice" in g.rules.prompt(view)
    with pytest.raises(IllegalMove, match="give dice back"):
        g.push("income")
    g.push("drop straight")
    assert g.current_player == 0
    g.push("drop wild")
    assert g.current_player == 1 and g.state.fronts[0] == {"straight": 2, "curve": 2, "share": 0, "wild": 1}
    assert g.state.bank_count() == bank + 2


def test_giving_back_is_only_for_the_end_of_a_turn():
    g = arrange(game(3), fronts={0: {"straight": 3}})
    with pytest.raises(IllegalMove, match="only when you end your turn"):
        g.push("drop straight")
    g.push("end")  # three dice: nothing to give back
    assert g.current_player == 1


def test_income_and_roll_are_each_once_a_turn_in_any_order():
    g = arrange(game(3), fronts={0: {"wild": 1}})
    g.script_dice(faces("share", "straight"))
    g.push("roll 0+1")
    g.push("income")  # after rolling, too
    assert g.state.screen(0) == 4 and "roll 4+0" not in g.legal_moves()
