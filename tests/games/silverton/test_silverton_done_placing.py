"""Rules version 3: placing ends with "done" even after the last piece (so it can be taken back first);
version 2 saves keep ending it at the last piece, as they were played."""

from __future__ import annotations

from sv_helpers import game, placing, st

from pygame_rules import Game


def place_all(g: Game) -> list[str]:
    """The seat to act places every piece it has (the first legal target each time); the moves played."""
    played, q = [], st(g).current
    while st(g).current == q and any(m != "done" for m in g.legal_moves()):
        move = next(m for m in g.legal_moves() if m != "done")
        g.push(move)
        played.append(move)
    return played


def test_after_the_last_piece_the_player_still_says_done_and_can_take_it_back():
    g = game(2)  # the turn order as the game drew it: undo replays the game from its start
    q = st(g).current
    played = place_all(g)
    assert len(played) == len(st(g).players[q]["pieces"])
    assert st(g).phase == "place" and st(g).current == q
    assert g.legal_moves() == ["done"]
    assert g.can_undo
    g.undo()
    assert g.moves[-1] == played[-2] and st(g).current == q
    assert any(m != "done" for m in g.legal_moves())


def test_done_hands_placing_to_the_next_player():
    g = game(2)
    s = placing(g)
    place_all(g)
    g.push("done")
    assert s.current == 1


def test_a_version_2_game_ends_placing_at_the_last_piece():
    g = Game("silverton", {"players": [{"name": "Ann"}, {"name": "Bob"}]}, 1, rules_version=2)
    s = placing(g)
    played = place_all(g)
    assert played and "done" not in g.moves  # nobody said done: the last piece ended seat 0's placing
    assert s.phase == "place" and s.current == 1


def test_a_player_with_nothing_placed_is_not_asked():
    g = game(2)
    s = placing(g)
    for p in s.players[0]["pieces"]:
        p["jail"] = True
    s.idx = 0
    assert s.step.settle(s) == 1
