"""Notices: the events since a player's last move shown where they look (issue 32: Silverton's claim jumpers,
jail, depletion and winter were log lines only; a last round had no word at all), and snow on the map in winter."""

from __future__ import annotations

import pytest

from pygame_rules import bridge, new_game
from pygame_rules.i18n import use_language
from pygame_rules.notices import keys_of


def _bots(n, level="random"):
    return {"players": [{"name": f"P{i}", "bot": level} for i in range(n)]}


def _notices_over_a_game(game_id, seed, limit=4000):
    """(notice texts in English, the news keys each snapshot saw) over a whole game, asked of every acting seat."""
    game = new_game(game_id, _bots(3), seed)
    said: list[str] = []
    while not game.is_over and len(game.moves) < limit:
        q = game.current_player
        with use_language("en"):
            snap = bridge.build_snapshot(game, q)
        assert set(snap["notices"]) <= set(snap["news"]) | {n for n in snap["notices"] if "last round" in n}
        said += snap["notices"]
        game.push(game.bot_move(seed=len(game.moves)))
    return said


def test_silverton_tells_jail_depletion_winter_events_and_the_last_round():
    said = _notices_over_a_game("silverton", 5)
    assert any("goes to jail" in s for s in said)
    assert any("is depleted" in s for s in said)
    assert any("(winter:" in s for s in said)
    assert any("draws the event" in s for s in said)
    assert any(s.endswith("is the last round.") for s in said)
    # Only events: no build, no sale, no roll of a dispute.
    assert not any(" builds " in s or " sells " in s for s in said)


@pytest.mark.parametrize(("game_id", "words"), [("ticket_to_ride", "one last turn"), ("railroad_dice", "new"),
                                                ("last_spike", "land grant")])
def test_other_games_tell_their_events_too(game_id, words):
    said = _notices_over_a_game(game_id, 5)
    assert said and all(words.lower() in s.lower() or "bankrupt" in s for s in said), said[:3]


def test_a_wrapped_line_is_found_by_the_message_it_wraps():
    game = new_game("silverton", _bots(2), 3)
    game.push(game.bot_move(seed=0))
    line = game.state.log[-1]
    assert keys_of(line)[0] == "si.log.round" and len(keys_of(line)) >= 2


def test_winter_snows_on_the_map():
    game = new_game("silverton", _bots(2, "strong"), 5)
    while not game.state.winter:
        assert game.view(None)["winter"] is False and "sv-snowfall" not in game.svg(None)
        game.push(game.bot_move(seed=len(game.moves)))
    svg = game.svg(None)
    assert "sv-snowfall" in svg and "sv-snow-haze" in svg and svg.count("<path d=\"M") >= 10
