"""The engine's own texts (saves, seeds, options, refused moves, undo) are messages: a German reader
gets them in German through the bridge, with no English word left (issue 22)."""

from __future__ import annotations

import json
import re

import pytest

from pygame_rules.bridge import Table
from pygame_rules.game import Game
from pygame_rules.saves import to_save
from pygame_rules.state import move_words

# Words every one of the engine's old English errors used; none is German.
ENGLISH = {"the", "is", "not", "must", "save", "move", "moves", "options", "nothing", "undo",
           "empty", "unknown", "seat", "whole", "number", "damaged", "file", "allowed", "game", "needs", "can",
           "players", "object", "blank", "random", "there", "its", "played", "this", "rules", "newer", "older"}
PLAYERS = json.dumps({"players": [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": None}]})


def _error(answer: str) -> str:
    said = json.loads(answer)
    assert said["ok"] is False
    return said["error"]


def _english(text: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]+", text.lower()) if w in ENGLISH}


def _save(**changed: object) -> str:
    save = to_save(Game("last_spike", {"players": ["Ann", "Bob"]}, 1))
    return json.dumps({**save, **changed})


@pytest.fixture
def table() -> Table:
    table = Table()
    table.set_language("de")
    return table


def test_bad_saves_answered_in_german(table: Table) -> None:
    answers = [table.open_save('{"format": "nope"}'), table.open_save(_save(schema=99)),
               table.open_save(_save(schema=None)), table.open_save(_save(moves=3)),
               table.open_save(_save(hash="x")), table.open_save(_save(rules_version=99)),
               table.open_save(_save(rules_version="x")), table.open_save(_save(game="zz")),
               table.open_save(_save(seed=-1)), table.open_save(_save(moves=["zzz"])),
               table.open_save("[" * 40 + "]" * 40), table.inspect_save('{"format": "nope"}')]
    errors = [_error(a) for a in answers]
    assert errors[0] == "Das ist keine Rail-Table-Spielstanddatei."
    assert errors[8] == ("Der Spielstand lässt sich nicht öffnen: der Startwert muss eine ganze Zahl von 0 bis "
                         "2**64 - 1 sein.")
    assert {e: _english(e) for e in errors if _english(e)} == {}


def test_bad_options_and_seeds_answered_in_german(table: Table) -> None:
    errors = [_error(table.new_game("last_spike", PLAYERS, seed)) for seed in ("abc", 2**70, -1)]
    assert errors[0].startswith("Der Startwert muss eine ganze Zahl von 0 bis 18446744073709551615 sein")
    for options in ("{nope", "[1]", json.dumps({"players": [{"name": "A"}]}), json.dumps({"players": [1, 2]}),
                    json.dumps({"players": [{"name": 3}, {"name": "B"}]})):
        errors.append(_error(table.new_game("last_spike", options, 1)))
    errors.append(_error(table.new_game("nope", PLAYERS, 1)))
    errors.append(_error(table.replay("last_spike", PLAYERS, None, "[]")))
    errors.append(_error(table.replay("last_spike", PLAYERS, 1, "{x")))
    errors.append(_error(table.story("last_spike", PLAYERS, 1, "[1]")))
    assert "Dieses Spiel braucht 2 bis 6 Spieler." in errors
    assert {e: _english(e) for e in errors if _english(e)} == {}


@pytest.mark.parametrize("game_id", ["last_spike", "ticket_to_ride", "silverton", "railroad_dice"])
def test_refused_moves_and_undo_answered_in_german(table: Table, game_id: str) -> None:
    table.new_game(game_id, PLAYERS, 1)
    errors = [_error(table.undo()), _error(table.play("")), _error(table.play("   ")), _error(table.bot_step()),
              _error(table.snapshot(7)), _error(table.replay(game_id, PLAYERS, 1, '["xyz"]'))]
    assert errors[0] == "Nichts zurückzunehmen: es wurde noch kein Zug gespielt."
    assert errors[1] == "Leerer Zug."
    assert {e: _english(e) for e in errors if _english(e)} == {}


def test_a_finished_game_refuses_in_german(table: Table) -> None:
    bots = json.dumps({"players": [{"name": "Ann", "bot": "random"}, {"name": "Bob", "bot": "random"}]})
    table.new_game("last_spike", bots, 11)
    while json.loads(table.bot_step())["ok"]:
        pass
    assert table.game is not None and table.game.is_over
    errors = [_error(table.play("draw")), _error(table.undo()), _error(table.bot_step())]
    assert errors[0] == "Das Spiel ist vorbei."
    assert {e: _english(e) for e in errors if _english(e)} == {}


def test_engine_errors_keep_their_english_value() -> None:
    """A message's str is the old English text (what a log or an older test compares against)."""
    with pytest.raises(ValueError, match=r"^empty move$"):
        move_words(" ")
    with pytest.raises(ValueError, match=r"^the seed must be a whole number from 0 to 2\*\*64 - 1$"):
        Game("last_spike", {"players": ["Ann", "Bob"]}, -1)
    english = Table()
    assert _error(english.open_save('{"format": "nope"}')) == "This is not a Rail Table save file."
