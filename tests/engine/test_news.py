"""What happened since a seat's last move (Game.news, the snapshot's "news", the pass screen's "last"): every
line, however long the log grew.  Issue 32: from round 3 on Silverton's "Since your last move" was empty,
because the page counted new lines against a log that holds only its latest 80."""

from __future__ import annotations

import pytest

from pygame_rules import bridge, new_game
from pygame_rules.bridge.news import said_log
from pygame_rules.games.silverton import table as silverton_table
from pygame_rules.i18n import use_language


def _said(lines):
    return [line.say("en") if hasattr(line, "say") else line for line in lines]


def _play_watching(game, rounds=None, moves=None):
    """Bots play; yields (game, {seat: the state's log length before that seat's last move}) after each move."""
    before: dict[int, int] = {}
    while not game.is_over:
        if rounds is not None and game.state.round > rounds:
            return
        if moves is not None and len(game.moves) >= moves:
            return
        seat = game.current_player
        before[seat] = game.state.log_total()
        game.push(game.bot_move(seed=len(game.moves)))
        yield game, before


@pytest.mark.parametrize("players", [2, 6])
def test_silverton_news_holds_every_line_since_the_seats_last_move_past_the_views_80(players):
    game = new_game("silverton", {"players": [{"name": f"P{i}", "bot": "standard"} for i in range(players)]}, 11)
    full = 0
    for _, before in _play_watching(game, rounds=4):
        seat = game.current_player
        if seat not in before:
            continue
        expected = _said(game.state.log[before[seat]:])  # nothing trimmed yet below 400 lines
        with use_language("en"):
            snap = bridge.build_snapshot(game, seat)
        assert snap["news"] == expected
        if len(snap["log"]) == 80 and expected:
            full += 1
    assert game.state.round >= 4 and full > 0  # the view's log was full (80 lines) while news came in


def test_news_survives_the_kept_log_dropping_its_oldest_lines(monkeypatch):
    monkeypatch.setattr(silverton_table, "LOG_KEPT", 30)  # drop lines early: numbers must not shift
    game = new_game("silverton", {"players": [{"name": f"P{i}", "bot": "standard"} for i in range(4)]}, 5)
    checked = 0
    written: list[str] = []  # every line ever written, in order (the log drops its oldest)
    for _, before in _play_watching(game, rounds=3):
        new = game.state.logged - len(written)
        written += _said(game.state.log[len(game.state.log) - new:]) if new else []
        seat = game.current_player
        if seat in before and game.state.logged - before[seat] <= len(game.state.log):
            assert _said(game.news(seat, seat)) == written[before[seat]:]
            checked += 1
    assert game.state.logged > 60 and checked > 10


@pytest.mark.parametrize("game_id", ["ticket_to_ride", "last_spike", "railroad_dice", "silverton"])
def test_every_game_gives_news_since_the_viewers_last_move_in_their_own_words(game_id):
    game = new_game(game_id, {"players": [{"name": "Ann", "bot": "random"}, {"name": "Bea", "bot": "random"},
                                          {"name": "Cy", "bot": "random"}]}, 3)
    for _, before in _play_watching(game, moves=60):
        seat = game.current_player
        if seat is None or seat not in before:
            continue
        with use_language("en"):
            snap = bridge.build_snapshot(game, seat)
            mine = said_log(game, game.view(seat)["log"])
        n = game.state.log_total() - before[seat]
        assert snap["news"] == (mine[len(mine) - n:] if n else [])


def test_the_pass_screen_tells_everything_since_the_next_players_last_move():
    # Two humans and two bots: between the humans' turns the bots move; the pass screen's "last" holds all
    # of it from the public log (not the last three lines).
    seats = [{"name": "Ann"}, {"name": "Bo", "bot": "standard"}, {"name": "Bea"}, {"name": "Cy", "bot": "standard"}]
    game = new_game("silverton", {"players": seats}, 9)
    before: dict[int, int] = {}
    seen = 0
    while game.state.round <= 3:
        seat = game.current_player
        before[seat] = game.state.log_total()
        game.push(game.bot_move(level="standard", seed=len(game.moves)))
        who = bridge.audience(game)
        if who is None or who not in before:
            continue
        with use_language("en"):
            last = bridge.build_table(game)["last"]
        expected = _said(game.state.log[before[who]:])
        assert last == (expected or None)
        seen += len(expected) > 3
    assert seen  # some hand-overs had more than three lines to tell


def test_no_news_before_any_move_and_none_for_spectators():
    game = new_game("silverton", {"players": [{"name": "Ann"}, {"name": "Bea"}]}, 3)
    assert bridge.build_snapshot(game, 0)["news"] == [] and bridge.build_table(game)["last"] is None
    game.push(game.legal_moves()[0])
    assert bridge.build_snapshot(game, None)["news"] == []
    # Bea has not moved yet: she hears everything moves wrote so far.
    with use_language("en"):
        assert bridge.build_snapshot(game, 1)["news"] == _said(game.state.log[game.log_marks[0]:])
