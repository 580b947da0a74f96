"""The shared engine: generator, sessions, refusals and saves (game-agnostic behaviour)."""

import json
import re

import pytest

from pygame_rules import Game, IllegalMove, SaveError, __version__, dumps, list_games, load_game, new_game
from pygame_rules.rng import Rng
from pygame_rules.saves import SCHEMA


def test_generator_stream_is_fixed_forever():
    # Saves replay through this stream: a change here would break every saved game.
    r = Rng(42)
    assert [r.below(100) for _ in range(8)] == [26, 9, 35, 55, 57, 46, 0, 71]
    assert r.state == 8074968364730697660
    items = list(range(10))
    Rng(0).shuffle(items)
    assert items == [3, 7, 9, 5, 4, 1, 0, 6, 8, 2]


def test_generator_is_uniform_enough_and_resumable():
    r = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(900 < c < 1100 for c in counts)
    copy = Rng(state=r.state)
    assert [copy.below(1000) for _ in range(5)] == [r.below(1000) for _ in range(5)]
    with pytest.raises(ValueError):
        r.below(0)


def test_games_are_listed_with_their_seats_and_bots():
    games = {g["id"]: g for g in list_games()}
    assert games["last_spike"]["min_players"] == 2 and games["last_spike"]["max_players"] == 6
    assert "standard" in games["last_spike"]["bots"]


def test_unknown_game_and_bad_options_are_refused_clearly():
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        Game("chess", {"players": ["A", "B"]}, 1)
    with pytest.raises(ValueError, match="2 to 6 players"):
        Game("last_spike", {"players": ["A"]}, 1)
    with pytest.raises(ValueError, match="unknown bot"):
        Game("last_spike", {"players": ["A", {"name": "B", "bot": "genius"}]}, 1)
    with pytest.raises(ValueError, match="seed"):
        Game("last_spike", {"players": ["A", "B"]}, -1)


def test_names_are_tidied_but_kept_verbatim():
    g = Game("last_spike", {"players": ["  Ann   Lee ", "<b>Bob</b>", ""]}, 1)
    assert [p["name"] for p in g.options["players"]] == ["Ann Lee", "<b>Bob</b>", "Player 3"]


def test_same_options_seed_and_moves_give_the_same_state():
    a = new_game("last_spike", {"players": ["A", "B", "C"]}, 99)
    b = new_game("last_spike", {"players": ["A", "B", "C"]}, 99)
    for _ in range(40):
        move = a.bot_move()
        a.push(move)
        b.push(move)
    assert a.state_hash() == b.state_hash()
    c = new_game("last_spike", {"players": ["A", "B", "C"]}, 100)
    assert c.state_hash() != new_game("last_spike", {"players": ["A", "B", "C"]}, 99).state_hash()


def test_refused_move_names_the_reason_and_leaves_the_state_unchanged():
    g = new_game("last_spike", {"players": ["A", "B"]}, 3)
    before, moves = g.state_hash(), list(g.moves)
    with pytest.raises(IllegalMove) as info:
        g.push("draw")
    assert info.value.reason == "first play a tile" and "draw" in str(info.value)
    assert g.state_hash() == before and g.moves == moves


def game_with_moves(n=25, seed=8):
    g = new_game("last_spike", {"players": ["Ann", "Bob", {"name": "Cy", "bot": "standard"}]}, seed)
    for _ in range(n):
        g.push(g.bot_move())
    return g


def test_save_round_trip_keeps_everything():
    g = game_with_moves()
    save = json.loads(dumps(g))
    assert save["format"] == "rail-table-save" and save["schema"] == SCHEMA and save["engine"] == __version__
    assert save["rules_version"] == g.rules.rules_version == 1
    assert save["game"] == "last_spike" and save["seed"] == 8 and save["moves"] == g.moves
    loaded = load_game(dumps(g))
    assert loaded.state_hash() == g.state_hash() and loaded.undo_floor == g.undo_floor
    assert loaded.options == g.options


@pytest.mark.parametrize("mangle,message", [
    (lambda s: s[: len(s) // 2], "not valid JSON"),
    (lambda s: "[1, 2, 3]", "not a Rail Table save"),
    (lambda s: json.dumps({"format": "other-app", "schema": 1}), "not a Rail Table save"),
    (lambda s: s.replace(f'"schema": {SCHEMA}', f'"schema": {SCHEMA + 1}'), "newer Rail Table"),
    (lambda s: s.replace(f'"schema": {SCHEMA}', '"schema": "one"'), "schema version is missing or invalid"),
    (lambda s: s.replace('"rules_version": 1', '"rules_version": 2'), "newer version of the Last Spike rules"),
    (lambda s: s.replace('"rules_version": 1', '"rules_version": 0'), "rules version is missing or invalid"),
    (lambda s: s.replace('"rules_version": 1,', ''), "rules version is missing or invalid"),
    (lambda s: s.replace('"game": "last_spike"', '"game": "monopoly"'), "unknown game 'monopoly'"),
    (lambda s: s.replace('"seed": 8', '"seed": "eight"'), "seed"),
    (lambda s: s.replace('"moves": [', '"moves": ["Q9", '), "move 1 (Q9) is not legal there"),
    (lambda s: s.replace('"hash": "', '"hash": "0'), "does not give the position it recorded"),
    (lambda s: s.replace('"moves": [', '"moves": 5, "x": ['), "move list is missing or invalid"),
    (lambda s: "\x00\x01binary", "not valid JSON"),
])
def test_bad_saves_are_refused_with_a_clear_message(mangle, message):
    text = dumps(game_with_moves())
    with pytest.raises(SaveError, match=re.escape(message)):
        load_game(mangle(text))


def test_tampered_move_list_is_caught_by_replay():
    g = game_with_moves()
    save = json.loads(dumps(g))
    save["moves"] = save["moves"][:-3]
    with pytest.raises(SaveError, match="does not give the position"):
        load_game(save)
    del save["hash"]  # without a recorded hash, a shorter game is simply an earlier position
    assert load_game(save).moves == g.moves[:-3]


def test_loaded_save_cannot_undo_behind_what_it_revealed():
    g = game_with_moves(26)
    loaded = load_game(dumps(g))
    assert loaded.can_undo == g.can_undo
    save = json.loads(dumps(g))
    save["undo_floor"] = 0  # a save can't lower the floor below what the replay revealed
    assert load_game(save).undo_floor == g.undo_floor
