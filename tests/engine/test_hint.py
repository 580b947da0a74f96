"""The hint (bridge/hint.py, Table.hint): a bot's move for the human to act, from that seat's view alone,
the same for the same position, and asked without changing anything of the game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from pygame_rules import load_game
from pygame_rules.bridge import Table
from pygame_rules.bridge.hint import hint_level
from pygame_rules.registry import get_rules, list_games

GAMES = [g["id"] for g in list_games()]
FIXTURES = Path(__file__).parents[1] / "fixtures" / "last_spike"


def ask(table: Table) -> dict:
    return json.loads(table.hint())


def human_game(game_id: str, seed: int = 5, players: int = 2) -> Table:
    rules = get_rules(game_id)
    n = max(rules.min_players, min(players, rules.max_players))
    table = Table()
    seats = [{"name": f"P{i}", "bot": None} for i in range(n)]
    assert json.loads(table.new_game(game_id, json.dumps({"players": seats}), seed))["ok"]
    return table


def save_text(table: Table) -> str:
    return json.loads(table.save())["save"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_is_a_legal_move_the_same_twice_and_changes_nothing(game_id):
    table = human_game(game_id)
    game = table.game
    assert game is not None
    pick = random.Random(3)
    for _ in range(12):  # positions along a game: each hinted, then a random move played
        if game.is_over:
            break
        before = (save_text(table), game.state_hash(), list(game.moves))
        first, again = ask(table), ask(table)
        assert first["ok"], first
        assert first == again  # the same position, the same hint (no clock, no shared generator)
        assert first["move"] in game.legal_moves()
        assert first["moves_played"] == len(game.moves)
        assert first["text"].startswith("Hint: ") and first["label"] in first["text"]
        assert (save_text(table), game.state_hash(), list(game.moves)) == before
        table.play(pick.choice(game.legal_moves()))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_after_a_hint_is_byte_identical_to_one_without(game_id):
    asked, plain = human_game(game_id, seed=9), human_game(game_id, seed=9)
    ask(asked)
    assert save_text(asked) == save_text(plain)
    # ... and the game goes on the same way: the hint drew nothing from the game's random generator.
    for table in (asked, plain):
        assert table.game is not None
        table.play(table.game.legal_moves()[-1])
    assert save_text(asked) == save_text(plain)
    assert asked.game is not None and plain.game is not None
    assert asked.game.state_hash() == plain.game.state_hash()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_is_decided_from_the_seats_view_by_the_strongest_settled_level(game_id, monkeypatch):
    rules = get_rules(game_id)
    level = hint_level(rules)
    assert not getattr(rules.own_bots()[level], "experimental", False)
    settled = [name for name, bot in rules.own_bots().items() if not getattr(bot, "experimental", False)]
    assert level == settled[0]  # own_bots lists the strongest first
    table = human_game(game_id)
    game = table.game
    assert game is not None
    seen = []
    real = type(game.rules).bot_move

    def spy(self, level, view, legal, seed=0, state=None):
        seen.append((level, view, legal, state))
        return real(self, level, view, legal, seed, state)

    monkeypatch.setattr(type(game.rules), "bot_move", spy)
    assert ask(table)["ok"]
    ((used, view, legal, state),) = seen
    seat = game.current_player
    assert used == level and view == game.view(seat) and legal == game.legal_moves()
    assert state is None  # never handed the state: nothing the seat cannot see


def test_no_hint_while_a_bot_acts_or_when_the_game_is_over():
    table = Table()
    seats = [{"name": "Bot", "bot": "random"}, {"name": "Bot 2", "bot": "random"}]
    assert json.loads(table.new_game("last_spike", json.dumps({"players": seats}), 1))["ok"]
    table.set_language("de")
    answer = ask(table)
    assert not answer["ok"] and "Tipp" in answer["error"]
    finished = Table()
    assert json.loads(finished.open_save((FIXTURES / "2p_last_spike.json").read_text(encoding="utf-8")))["ok"]
    assert load_game(save_text(finished)).is_over
    assert not ask(finished)["ok"]


def test_no_game_no_hint():
    assert not ask(Table())["ok"]


def test_the_hint_speaks_german():
    table = human_game("ticket_to_ride")
    table.set_language("de")
    answer = ask(table)
    assert answer["ok"] and answer["text"].startswith("Tipp: ")
