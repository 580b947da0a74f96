"""The opening pick (rules version 4, reconstructed): before year 1 each player takes one share free from
the bank, the last seat first and the first seat last; then year 1 begins with seat 1.  Rules version 5
(reconstructed): with four players seats 1 and 2 then take a second, seat 1 first, and seat 1 starts
with 2 dice behind its screen; two and three players as version 4.  Older rules versions have no pick."""

import pytest
from rd_helpers import NAMES, arrange, game

from pygame_rules import IllegalMove
from pygame_rules.game import Game
from pygame_rules.games.railroad_dice import RULES
from pygame_rules.games.railroad_dice.data import (
    COMPANY,
    FOUR_PLAYER_ORDERS,
    READINGS,
    REVERSE_PICK,
    SNAKE_PICKS,
    START_DICE,
    YEAR_ORDERS,
    pick_order,
)
from pygame_rules.games.railroad_dice.notation import parse_move
from pygame_rules.games.railroad_dice.present import move_label, status_text
from pygame_rules.games.railroad_dice.state import State


def test_each_seat_picks_one_free_share_the_last_seat_first_then_year_1_begins_with_seat_1():
    g = game(4, picks=True, rules_version=4)
    assert YEAR_ORDERS[4].picks == REVERSE_PICK and g.state.phase == "pick"
    assert g.state.log[-1].endswith("Each player has 4 ? dice in front of the screen. Before year 1 each player "
                                    "takes one share free from the bank, the last seat first: Dee picks first.")
    bank_dice = g.state.bank_count()
    seen = []
    for move in ("pick R", "pick R", "pick B", "pick K"):
        seen.append(g.current_player)
        assert g.legal_moves() == ["pick R", "pick B", "pick G", "pick Y", "pick K"]
        g.push(move)
    assert seen == [3, 2, 1, 0]
    assert [g.state.shares[q] for q in (3, 2, 1, 0)] == [
        {"R": 1, "B": 0, "G": 0, "Y": 0, "K": 0}, {"R": 1, "B": 0, "G": 0, "Y": 0, "K": 0},
        {"R": 0, "B": 1, "G": 0, "Y": 0, "K": 0}, {"R": 0, "B": 0, "G": 0, "Y": 0, "K": 1}]
    assert g.state.bank_shares["R"] == COMPANY["R"].shares - 2
    assert "Cy takes a Red share free from the bank (10 left)." in g.state.log
    # Free: no die paid, none handed out.
    assert g.state.bank_count() == bank_dice and all(f["wild"] == START_DICE for f in g.state.fronts)
    assert (g.state.phase, g.current_player, g.state.year) == ("turn", 0, 1)
    assert g.state.log[-1] == "Year 1: Ann begins."
    assert "income" in g.legal_moves()


def test_the_picked_shares_count_for_the_directors_at_the_end_of_year_1():
    g = game(3, picks=True)
    for move in ("pick B", "pick G", "pick G"):
        g.push(move)
    assert g.state.directors == {c: None for c in "RBGYK"}  # directors are settled at the year end
    for _ in range(3):
        g.push("end")
    assert g.state.directors["B"] == 2 and g.state.directors["G"] is None  # a tie: no director


def test_anything_but_a_pick_is_refused_before_year_1_and_a_pick_after_it():
    g = game(3, picks=True)
    before = g.state_hash()
    for move in ("income", "end", "roll 0+1", "buy R wild"):
        with pytest.raises(IllegalMove, match="before year 1 every player first picks one free share"):
            g.push(move)
    arrange(g, bank_shares={"Y": 0})
    g.state.touch()
    assert "pick Y" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="the bank has no Yellow shares left"):
        g.push("pick Y")
    arrange(g, bank_shares={"Y": COMPANY["Y"].shares})
    assert g.state_hash() == before
    for move in ("pick R", "pick R", "pick R"):
        g.push(move)
    with pytest.raises(IllegalMove, match="free shares are picked only before year 1"):
        g.push("pick B")
    assert g.state.shares[0]["B"] == 0 and g.state.phase == "turn"


def test_the_pick_keeps_the_screens_hidden_and_shows_who_is_still_to_pick():
    g = game(3, picks=True)
    view = g.view(0)
    assert view["picks"] == [2, 1, 0] and view["phase"] == "pick"
    assert view["players"][0]["screen"] == 0 and view["players"][1]["screen"] is None
    assert status_text(g.view(2)).say("en") == "Before year 1. Cy, pick one share to take free from the bank."
    assert status_text(view).say("de") == "Vor Jahr 1. Cy wählt eine kostenlose Aktie."
    label = move_label("pick B", g.view(2))
    assert label.say("en") == "Take a Blue share free (12 left)"
    assert label.say("de") == "Eine blaue Aktie kostenlos nehmen (noch 12)"
    assert parse_move("pick blue") == "pick B" and parse_move("PICK k") == "pick K"


def test_bots_pick_a_share():
    for level in ("strong", "basic", "random"):
        for n, picked in ((3, 3), (4, 6)):
            g = game(n, picks=True, bots={q: level for q in range(n)})
            while g.state.phase == "pick":
                move = g.bot_move(seed=len(g.moves))
                assert move.startswith("pick ")
                g.push(move)
            assert sum(sum(held.values()) for held in g.state.shares) == picked


def test_with_four_players_seats_1_and_2_pick_twice_and_seat_1_starts_with_2_dice_behind_its_screen():
    g = game(4, picks=True)
    assert RULES.rules_version == 5 and g.state.order == FOUR_PLAYER_ORDERS[5]
    assert g.state.log[-1].say("en").endswith(
        "Each player has 4 ? dice in front of the screen, and Ann, who begins year 1, also has 2 dice behind it. "
        "Before year 1 each player takes one share free from the bank, the last seat first, then Ann and Bob take "
        "a second one: Dee picks first.")
    assert "Ann, Startspieler in Jahr 1, hat dazu 2 Würfel dahinter" in g.state.log[-1].say("de")
    # The head start comes out of the bank: 40 dice, one on the board, 4 in front of each player.
    assert [g.state.screen(q) for q in range(4)] == [2, 0, 0, 0]
    assert g.state.bank_count() == 40 - 1 - 4 * START_DICE - 2
    assert g.view(0)["players"][0]["screen"] == 2 and g.view(1)["players"][0]["screen"] is None
    seen = []
    for move in ("pick R", "pick R", "pick B", "pick B", "pick R", "pick G"):
        seen.append(g.current_player)
        assert g.state.phase == "pick"
        g.push(move)
    assert seen == [3, 2, 1, 0, 0, 1]
    assert g.state.shares[0] == {"R": 1, "B": 1, "G": 0, "Y": 0, "K": 0}
    assert g.state.shares[1] == {"R": 0, "B": 1, "G": 1, "Y": 0, "K": 0}
    assert g.state.bank_shares["R"] == COMPANY["R"].shares - 3
    assert (g.state.phase, g.current_player, g.state.year) == ("turn", 0, 1)
    # Seat 1's dice behind the screen are money like any other: income adds to them.
    g.push("income")
    assert g.state.screen(0) == 2 + START_DICE


def test_two_and_three_players_begin_under_rules_version_5_as_under_version_4():
    for n in (2, 3):
        for version in (4, 5):
            g = game(n, picks=True, rules_version=version)
            assert g.state.order == YEAR_ORDERS[4] and g.state.picks == list(range(n - 1, -1, -1))
            assert all(g.state.screen(q) == 0 for q in range(n))
    four = game(4, picks=True, rules_version=4)
    assert four.state.picks == [3, 2, 1, 0] and four.state.screen(0) == 0


def test_older_rules_versions_and_readings_without_picks_begin_with_year_1():
    for version in (1, 2, 3):
        seats = [{"name": NAMES[i], "bot": None} for i in range(4)]
        g = Game("railroad_dice", {"players": seats, "bank": "40"}, 1, rules_version=version)
        assert g.state.phase == "turn" and g.current_player == 0 and "picks" not in g.state.to_dict()
        assert not any(m.startswith("pick") for m in g.legal_moves())
    assert all(g.state.screen(q) == 0 for q in range(4))
    assert RULES.rules_version == 5
    snake = State(NAMES[:3], 1, 40, order=READINGS["to the last, year end, snake picks"])
    assert snake.picks == [2, 1, 0, 0, 1, 2] == pick_order(SNAKE_PICKS, 3)
