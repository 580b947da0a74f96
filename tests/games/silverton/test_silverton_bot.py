"""Bots: whole games end with only legal moves, bots see only their own view, the benchmark runs."""

import subprocess
import sys

import pytest
from sv_helpers import NAMES

from pygame_rules import Game
from pygame_rules.games.silverton.bots import standard as bot


@pytest.mark.parametrize("mode", ["standard", "advanced"])
def test_strong_and_baseline_bots_finish_a_game(mode):
    seats = [{"name": NAMES[i], "bot": lv} for i, lv in enumerate(["strong", "standard", "strong"])]
    g = Game("silverton", {"players": seats, "scenario": "short", "mode": mode}, 3)
    while not g.is_over:
        g.push(g.bot_move(seed=len(g.moves)))  # push refuses anything illegal
    assert g.result()["ended"] in ("goal", "round_limit")


def test_a_bot_decides_from_the_view_and_the_legal_moves_only():
    g = Game("silverton", {"players": [{"name": "Ann"}, {"name": "Bob"}]}, 2)
    view = g.view(g.current_player)
    move = bot.choose("strong", view, g.legal_moves(), 1)
    assert move in g.legal_moves()


def test_the_strong_bot_values_a_rich_claim_above_a_poor_one():
    g = Game("silverton", {"players": [{"name": "Ann"}, {"name": "Bob"}]}, 2)
    view = g.view(0)
    assert bot.claim_value(view, "M1", 10) > bot.claim_value(view, "M3", 10)  # Matchless (rich) vs (poor)


def test_the_benchmark_runs(root):
    """A few seconds of benchmarks/silverton_bots.py, run as a script: one short game a pairing and one
    whole 4-player game (the full run is the script's; benchmarks/strength.py runs it with two games)."""
    out = subprocess.run([sys.executable, str(root / "benchmarks" / "silverton_bots.py"), "--games", "1",
                          "--scenario", "short", "--whole-games", "1", "--strategy-games", "0"],
                         capture_output=True, text=True, timeout=300, check=True).stdout
    assert "strong vs 2x standard: 1 games" in out and "strong vs 2x random: 1 games" in out
    assert "a whole 4-player short game" in out and "balance" not in out
