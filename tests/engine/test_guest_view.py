"""What a host sends to a player on another device (issue 36): the seat's own snapshot, nothing of another's.

Every message a host would send a guest (bridge.Table.guest_view) is held to the engine's re-deal leak check
(pygame_rules.secrets.redeal, as tests/engine/conformance.py uses it): the secrets hidden from that seat are
dealt anew, and the message must not change, in English or German.  And a guest's move (Table.play_for)
is played only for the seat to act; a refusal is in the guest's language and changes nothing.
"""

from __future__ import annotations

import json
import random

import pytest

from pygame_rules import Game
from pygame_rules.bridge import Table
from pygame_rules.bridge.guest import guest_snapshot
from pygame_rules.registry import get_rules, packaged_ids
from pygame_rules.secrets import hidden_from, redeal


def _game(game_id: str, seed: int) -> Game:
    rules = get_rules(game_id)
    seats = max(rules.min_players, 2)
    return Game(game_id, {"players": [{"name": f"P{i + 1}", "bot": "random"} for i in range(seats)]}, seed)


def _messages(game: Game, seat: int | None) -> str:
    return json.dumps([guest_snapshot(game, seat, lang) for lang in ("en", "de")], sort_keys=True)


@pytest.mark.parametrize("game_id", packaged_ids())
def test_a_guest_is_sent_nothing_of_the_secrets_hidden_from_its_seat(game_id):
    game = _game(game_id, 11)
    rnd = random.Random(5)
    checked = differed = 0
    for step in range(60):
        if game.is_over:
            break
        if step % 6 == 0:
            for seat in [None, *range(len(game.options["players"]))]:  # None: a spectator
                if not hidden_from(game.state, seat):
                    continue
                real = _messages(game, seat)
                twin_state = redeal(game.state, seat, rnd.randrange(2**32))
                if json.dumps(twin_state.to_dict(), sort_keys=True) != json.dumps(game.state.to_dict(), sort_keys=True):
                    differed += 1
                state, game.state = game.state, twin_state
                try:
                    twin = _messages(game, seat)
                finally:
                    game.state = state
                assert twin == real, f"{game_id}: the message to seat {seat} changes with secrets hidden from it"
                checked += 1
        game.push(rnd.choice(game.legal_moves()))
    assert checked and differed, "the check is not vacuous: secrets were dealt anew"


def test_a_guest_message_holds_no_raw_view_nor_the_state_hash():
    game = _game("ticket_to_ride", 3)
    snap = guest_snapshot(game, 0, "de")
    assert "view" not in snap and "warnings" not in snap
    assert snap["state_hash"] == "n0" and snap["viewer"] == 0
    assert snap["hand_svg"] and snap["board_svg"]
    watcher = json.loads(_table_with(game).guest_view(None, "en"))["snapshot"]
    assert watcher["viewer"] is None and watcher["hand_svg"] is None and watcher["moves"] == []


def _table_with(game: Game) -> Table:
    table = Table()
    table.game = game
    return table


def _table(game_id: str = "railroad_dice") -> Table:
    table = Table()
    seats = [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}]
    assert json.loads(table.new_game(game_id, json.dumps({"players": seats}), 4))["ok"]
    return table


def test_a_guest_plays_only_for_the_seat_to_act_and_hears_why_in_its_language():
    table = _table()
    game = table.game
    assert game is not None
    acting = game.current_player
    assert acting is not None
    other = 1 - acting
    before = game.state_hash()
    refused = json.loads(table.play_for(other, game.legal_moves()[0], "de"))
    assert refused == {"ok": False, "error": "Du bist nicht am Zug.", "move": game.legal_moves()[0]}
    wrong = json.loads(table.play_for(acting, "no such move", "de"))
    assert not wrong["ok"] and wrong["error"] and wrong["move"] == "no such move"
    assert not json.loads(table.play_for(7, "x", "en"))["ok"]
    assert not json.loads(table.play_for(True, "x", "en"))["ok"]
    assert game.state_hash() == before and game.moves == []
    move = game.legal_moves()[0]
    played = json.loads(table.play_for(acting, move, "de"))
    assert played["ok"] and played["played"] == move and game.moves == [move]


def test_the_host_table_stays_in_the_host_language_after_a_guest_move():
    table = _table()
    json.loads(table.set_language("en"))
    game = table.game
    assert game is not None
    seat = game.current_player
    played = json.loads(table.play_for(seat, game.legal_moves()[0], "de"))
    english = json.loads(table.table())["table"]["status"]
    assert played["table"]["status"] == english
    assert json.loads(table.guest_view(seat, "de"))["snapshot"]["status"] != english
