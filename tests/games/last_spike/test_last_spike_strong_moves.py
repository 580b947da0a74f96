"""The strong bot's moves, pinned: a change that only means to make it faster must leave these alone.

Each case plays a game with the standard bot until the strong bot's look-ahead is about to start, then
lets the strong bot (every seat, bot seeds as benchmarks/balance.py gives them) make the next decisions,
and compares them with the moves it made when they were recorded (commit 5f47b39, before the playouts
were made faster).  benchmarks/ls_speed.py checks whole games the same way.  If a change is meant to
alter the bot's play, record the lists anew (run ``strong_moves`` below) and raise ``rules_version``.
"""

import pytest

from pygame_rules import new_game
from pygame_rules.games.last_spike.bots import strong
from pygame_rules.games.last_spike.bots.standard import StandardBot


def strong_moves(players: int, seed: int, decisions: int) -> list[str]:
    """Standard moves until the look-ahead's distance, then ``decisions`` strong ones (searched or not)."""
    g = new_game("last_spike", {"players": [{"name": f"P{i + 1}", "bot": "strong"} for i in range(players)]}, seed)
    start = strong.SEARCH_DISTANCE_MORE if players > 2 else strong.SEARCH_DISTANCE
    while not g.is_over:
        who = g.current_player
        if StandardBot(g.view(who)).line_distance() <= start + 1:
            break
        g.push(g.bot_move("standard", seed=0))
    played = []
    while not g.is_over and len(played) < decisions:
        move = g.bot_move("strong", seed=seed * 7919 + len(g.moves))
        played.append(move)
        g.push(move)
    return played


EXPECTED = {
    (2, 100, 18): ["buy DEN", "draw", "V3", "draw", "W3", "draw", "V2", "draw", "A3", "draw", "Z4", "draw", "C4",
                   "draw", "C3", "draw", "Y3", "sell SAC 8000"],
    (3, 101, 10): ["draw", "F4", "draw", "V2", "buy DOD", "draw", "B3", "buy OGD", "draw", "C1"],
    (4, 102, 14): ["buy DOD", "draw", "W4", "draw", "D1", "draw", "Y4", "draw", "E4", "draw", "Z4", "buy ELP", "draw",
                   "Y1"],
    (6, 103, 12): ["draw", "B1", "buy DOD", "draw", "Z1", "draw", "A4", "draw", "U4", "draw", "D3", "buy DEN"],
}


@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_the_strong_bot_makes_the_recorded_moves(case):
    players, seed, decisions = case
    assert strong_moves(players, seed, decisions) == EXPECTED[case]
