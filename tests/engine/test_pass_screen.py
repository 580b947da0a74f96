"""The hotseat pass screen only when a secret would show (issue 32): the table says whether the next human's
view holds a secret of theirs, read from the game's declared secrets (GameState.secrets).  Silverton showed
the screen six times in one two-player round though nothing in a view is any one seat's."""

from __future__ import annotations

import pytest

from pygame_rules import bridge, new_game
from pygame_rules.secrets import get_path


def _humans(n):
    return {"players": [{"name": f"P{i}"} for i in range(n)]}


def test_silverton_never_asks_to_pass_the_device():
    game = new_game("silverton", _humans(2), 4)
    while game.state.round <= 2:
        table = bridge.build_table(game)
        assert table["audience"] == game.current_player and table["private"] is False
        game.push(game.bot_move(level="random", seed=len(game.moves)))


@pytest.mark.parametrize("game_id", ["ticket_to_ride", "last_spike", "railroad_dice"])
def test_a_game_with_hands_behind_screens_asks_when_the_hand_holds_something(game_id):
    game = new_game(game_id, _humans(2), 4)
    asked = 0
    for _ in range(40):
        if game.is_over:
            break
        table = bridge.build_table(game)
        who = table["audience"]
        holds = any(s.owner == who and get_path(game.state, s.path) for s in game.state.secrets())
        assert table["private"] == holds
        asked += table["private"]
        game.push(game.bot_move(level="random", seed=len(game.moves)))
    assert asked


def test_a_finished_or_bot_acting_table_with_several_humans_has_no_private_audience():
    game = new_game("ticket_to_ride", {"players": [{"name": "A"}, {"name": "B"}, {"name": "C", "bot": "random"}]}, 1)
    while game.current_player != 2:
        game.push(game.bot_move(level="random", seed=len(game.moves)))
    table = bridge.build_table(game)
    assert table["audience"] is None and table["private"] is False
