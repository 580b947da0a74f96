"""Chance (dice, draws, scripts, the undo floor they set) and decisions by seats other than the turn
player, shown on the toy game of toy_game.py (registered by this module) and on the real games."""

from __future__ import annotations

import json

import pytest
import toy_game

from pygame_rules import Game, IllegalMove, dumps
from pygame_rules.bridge import Table, audience
from pygame_rules.chance import Chance, roll_text
from pygame_rules.registry import register

register(toy_game.RULES)
TOY = toy_game.RULES.id


def toy(n=3, seed=1, bots=None):
    bots = bots or {}
    names = ["Ann", "Bob", "Cy", "Dee"][:n]
    return Game(TOY, {"players": [{"name": x, "bot": bots.get(i)} for i, x in enumerate(names)]}, seed)


# -- dice --------------------------------------------------------------------------------------
def test_a_roll_is_recorded_and_shown_to_every_seat_and_spectators():
    g = toy()
    g.script_dice([3, 5])
    g.push("roll")
    roll = {"player": 0, "sides": 6, "dice": [3, 5], "why": ""}
    for viewer in (None, 0, 1, 2):
        view = g.view(viewer)
        assert view["last_roll"] == roll
        assert "Ann rolls 3 + 5 = 8." in view["log"]
    assert 'aria-label="rolled 3 + 5 = 8"' in g.svg(1)


def test_roll_text_reads_like_the_table():
    assert roll_text("Ann", {"player": 0, "sides": 6, "dice": [3, 5], "why": ""}) == "Ann rolls 3 + 5 = 8"
    assert roll_text("Bo", {"player": 1, "sides": 6, "dice": [4], "why": "production"}) == "Bo rolls 4 (production)"


def test_dice_are_fair_and_fixed_by_the_seed():
    a, b = Chance(9), Chance(9)
    rolls = [a.roll(2, 6) for _ in range(3000)]
    assert rolls[:50] == [b.roll(2, 6) for _ in range(50)]
    faces = [f for r in rolls for f in r]
    assert all(900 < faces.count(k) < 1100 for k in range(1, 7))
    assert a.uses == 3000 and a.dice_rolled == 6000
    with pytest.raises(ValueError):
        a.roll(0, 6)


def test_a_natural_two_goes_to_jail_scripted_not_searched():
    g = toy()
    g.script_dice([1, 1])
    g.push("roll")
    assert g.state.jailed[0] and g.current_player == 1
    assert any("goes to jail" in line for line in g.view(None)["log"])
    # Bob keeps, Cy keeps: Ann's next turn is skipped.
    g.script_dice([6, 6, 5, 5])
    g.push("roll"), g.push("keep"), g.push("roll"), g.push("keep")
    assert g.current_player == 1 and not g.state.jailed[0]
    assert "Ann is in jail and misses this turn." in g.view(None)["log"]


def test_a_two_that_is_not_natural_does_not_jail():
    g = toy()
    g.script_dice([1, 2])
    g.push("roll")
    assert not g.state.jailed[0] and g.legal_moves() == ["keep", "offer"]


def test_scripted_draws_take_the_named_card_and_keep_the_deck_whole():
    g = toy()
    card = g.state.deck[0]  # the bottom card, far from the top
    old = g.state.hands[0][0]
    g.script_draws([card])
    g.push(f"swap {old}")
    assert card in g.state.hands[0] and g.state.invariants() == []


def test_scripted_outcomes_survive_undo_and_cannot_be_saved():
    g = toy()
    g.push(f"swap {g.state.hands[0][0]}")  # a draw: final
    g.script_dice([2, 3])
    g.push("roll")
    assert g.state.pending == 5
    with pytest.raises(ValueError, match="scripted"):
        dumps(g)
    # Undo rebuilds the position by replaying the moves from the start; the replay meets the script
    # at the same die, so nothing changes.
    before = g.state_hash()
    g._replay(list(g.moves))
    assert g.state_hash() == before and g.state.pending == 5
    assert g.state.chance.rolls[-1]["dice"] == [2, 3]


def test_any_use_of_chance_sets_the_undo_floor():
    g = toy()
    g.push(f"swap {g.state.hands[0][0]}")
    assert not g.can_undo and g.floor_reason == "the last move revealed hidden information"
    g.push("roll")
    assert not g.can_undo
    g.push("offer")  # the decision passes to Bob
    assert not g.can_undo and g.floor_reason == "another player has acted since"


def test_the_engine_counts_reveals_no_game_does():
    import pathlib

    games = pathlib.Path(__file__).resolve().parents[2] / "pygame_rules" / "games"
    for path in games.rglob("*.py"):
        assert "reveals" not in path.read_text(encoding="utf-8"), path


# -- decisions by any seat ---------------------------------------------------------------------
def offered(g):
    g.script_dice([4, 4])
    g.push("roll")
    g.push("offer")
    return g


def test_an_offer_is_answered_by_the_other_seats_in_turn():
    g = offered(toy())
    assert g.current_player == 1 and g.turn_player == 0
    assert g.legal_moves() == ["accept", "refuse"]
    assert g.view(1)["legal_moves"] == ["accept", "refuse"] and "legal_moves" not in g.view(0)
    with pytest.raises(IllegalMove, match="Bob must accept or refuse"):
        g.push("keep")
    g.push("refuse")
    assert g.current_player == 2 and g.turn_player == 0
    g.push("refuse")
    assert g.current_player == 1 and g.state.scores[0] == 4  # half of 8, then Bob's turn
    log = g.view(None)["log"]
    assert "Bob refuses." in log and "Cy refuses." in log
    assert g.actors[-3:] == [0, 1, 2]  # who decided each move


def test_accepting_pays_both_sides():
    g = offered(toy())
    highest = g.state.hands[1][-1]
    g.push("accept")
    assert g.state.scores[1] == 8 and g.state.scores[0] == highest


def test_undo_never_reaches_back_past_another_seats_decision():
    g = toy()
    g.push("roll")
    g.push("offer")
    assert g.current_player == 1 and not g.can_undo
    with pytest.raises(IllegalMove, match="another player"):
        g.undo()
    assert not g.view(1)["can_undo"]


def test_the_page_asks_the_answering_seat_behind_the_privacy_screen():
    t = Table()
    opts = {"players": [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cy", "bot": "steady"}]}
    answer = json.loads(t.new_game(TOY, json.dumps(opts), 3))
    assert answer["table"]["audience"] == 0
    answer = json.loads(t.play("roll"))  # (scripted dice can't be saved, and the page saves every move)
    assert t.game.state.chance.rolls[-1]["dice"] != [1, 1]
    answer = json.loads(t.play("offer"))
    table = answer["table"]
    # Bob must answer although it is Ann's turn: the page passes the device to Bob.
    assert table["current_player"] == 1 and table["audience"] == 1 and not table["current_is_bot"]
    snap = json.loads(t.snapshot(1))["snapshot"]
    assert [m["move"] for m in snap["moves"]] == ["accept", "refuse"]
    assert json.loads(t.snapshot(0))["snapshot"]["moves"] == []
    answer = json.loads(t.play("refuse"))
    # Cy is a bot: it answers from its own view, and while it thinks nobody's hand is shown.
    assert answer["table"]["current_player"] == 2 and answer["table"]["current_is_bot"]
    assert audience(t.game) is None
    answer = json.loads(t.bot_step())
    assert answer["ok"] and answer["played"] in ("accept", "refuse")


def test_bots_answer_from_their_own_view(monkeypatch):
    g = offered(toy(bots={1: "steady", 2: "steady"}))
    seen = {}
    real = toy_game.steady

    def spy(view, legal, seed):
        seen.update(view=view, legal=legal)
        return real(view, legal, seed)

    monkeypatch.setattr(toy_game, "steady", spy)
    move = g.bot_move()
    assert seen["view"]["viewer"] == 1 and seen["view"]["hand"] == g.state.hands[1]
    assert seen["legal"] == ["accept", "refuse"] and move == "accept"  # 8 points: worth a card
    # The view a bot gets is its seat's and nothing more (no other hand, no deck order).
    blob = json.dumps(seen["view"])
    assert str(g.state.chance.rng.state) not in blob and '"hands"' not in blob


def test_the_random_bot_serves_every_game():
    for game_id in ("last_spike", "ticket_to_ride", TOY):
        g = Game(game_id, {"players": [{"name": "A", "bot": "random"}, {"name": "B", "bot": "random"}]}, 4)
        for _ in range(10):
            move = g.bot_move(seed=len(g.moves))
            assert move in g.legal_moves()
            assert move == g.bot_move(seed=len(g.moves))  # deterministic for a seed
            g.push(move)


def test_real_games_report_their_turn_player():
    g = Game("last_spike", {"players": ["A", "B", "C"]}, 1)
    assert g.turn_player == g.current_player is not None
    assert g.view(None)["turn_player"] == g.current_player
