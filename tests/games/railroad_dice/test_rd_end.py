"""The end of the game and the winner (sources: the bank running out, a terrain used up, the most
passengers; the exact trigger reconstructed)."""

import pytest
from rd_helpers import arrange, game, lay_track

from pygame_rules import IllegalMove
from pygame_rules.games.railroad_dice.data import LAST_YEAR


def empty_bank(g, holder=2):
    """Every die the bank has goes behind ``holder``'s screen."""
    s = g.state
    arrange(g, screens={holder: s.screen(holder) + s.bank_count()})
    return g


def test_the_bank_empty_at_the_end_of_a_turn_ends_the_game_after_that_year():
    g = empty_bank(game(3))
    g.push("end")
    assert g.state.ending == "the bank ran out of dice"
    assert "The bank is empty at the end of Ann's turn. The game ends at the end of year 1." in g.state.log
    g.push("end")
    g.push("end")
    assert g.is_over and g.result()["ended"] == "the bank ran out of dice"


def test_a_bank_emptied_during_a_turn_and_refilled_before_its_end_does_not_end_the_game():
    g = empty_bank(game(3))
    arrange(g, fronts={0: {"wild": 6}}, screens={2: g.state.screen(2) - 2})
    assert g.state.bank_count() == 0
    g.push("end")  # six dice in front: one goes back to the bank before the turn ends
    g.push("drop wild")
    assert g.state.ending is None and g.state.bank_count() == 1


def test_year_thirty_is_the_last():
    g = arrange(game(2), year=LAST_YEAR - 1)
    g.push("end")
    g.push("end")
    assert g.state.year == LAST_YEAR and "Year 30 is the last: the game ends at its end at the latest." in g.state.log
    assert g.state.start == 1  # the start-player disc went to Bob
    g.push("end")
    g.push("end")
    assert g.is_over and g.result()["ended"] == "the last year was played"


def test_the_most_passengers_win_and_dice_left_break_ties():
    g = arrange(game(3), passengers={0: 20, 1: 30, 2: 30}, screens={1: 2, 2: 5}, fronts={1: {"wild": 1}})
    empty_bank(g, holder=0)
    for _ in range(3):
        g.push("end")
    result = g.result()
    assert result["winners"] == [2]
    ranking = [(r["player"], r["rank"], r["passengers"]) for r in result["ranking"]]
    assert ranking == [(2, 1, 30), (1, 2, 30), (0, 3, 20)]
    assert result["tie_break"] == "the most dice left (in front and behind the screen)"
    assert g.view(1)["players"][2]["screen"] == 5  # screens are opened at the end
    assert g.rules.status_text(g.view(None)) == \
        "Game over (the bank ran out of dice): Cy wins with 30 passengers."


def test_players_still_tied_share_the_win():
    g = lay_track(arrange(game(2), passengers={0: 9, 1: 9}), 0, [((4, 3), "W", "E")])
    arrange(g, screens={0: 15, 1: 15})  # 2 dice on the board, 4 + 15 each: the bank is empty
    assert g.state.bank_count() == 0
    g.push("end")
    g.push("end")
    result = g.result()
    assert result["winners"] == [0, 1] and [r["rank"] for r in result["ranking"]] == [1, 1]


def test_a_finished_game_takes_no_moves():
    g = empty_bank(game(2), holder=1)
    g.push("end")
    g.push("end")
    with pytest.raises(IllegalMove, match="over"):
        g.push("income")
    assert g.legal_moves() == [] and g.current_player is None
