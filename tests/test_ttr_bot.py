"""Bots: legal moves from their own view only, fast, and in the right order of strength."""

import copy
import json
import sys
import time
from pathlib import Path

import pytest

from pygame_rules.games.ticket_to_ride import RULES
from ttr_helpers import arrange, choose_tickets, game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import ttr_bots  # noqa: E402


@pytest.mark.parametrize("level", ["greedy", "strong", "random"])
def test_bots_pick_legal_moves_in_every_phase(level):
    g = game(3, seed=8)
    for _ in range(120):
        if g.is_over:
            break
        view = g.view(g.current_player)
        move = RULES.bot_move(level, view, seed=len(g.moves))
        assert move in view["legal_moves"]
        g.push(move)


def test_bots_decide_from_the_view_alone():
    g = choose_tickets(game(2, seed=8))
    view = g.view(0)
    frozen = json.dumps(view, sort_keys=True)
    first = RULES.bot_move("strong", copy.deepcopy(view), seed=1)
    # Changing what the bot can't see (the rival's hand and tickets, the deck order) changes nothing.
    s = g.state
    s.players[1]["hand"], s.deck = dict(s.players[1]["hand"]), list(reversed(s.deck))
    s.players[1]["tickets"] = [["SEA", "NYC", 22]] * len(s.players[1]["tickets"])
    assert json.dumps(g.view(0), sort_keys=True) == frozen
    assert RULES.bot_move("strong", g.view(0), seed=1) == first


def test_greedy_claims_a_planned_route_it_can_pay_for():
    g = arrange(choose_tickets(game(2, seed=8)), hands={0: {"red": 3, "blue": 1}, 1: {}},
                tickets={0: [("DEN", "SLC", 3)]})
    assert RULES.bot_move("greedy", g.view(0)) == "claim DEN-SLC red"
    assert RULES.bot_move("strong", g.view(0)) == "claim DEN-SLC red"


def test_greedy_draws_the_colour_its_plan_needs():
    g = arrange(choose_tickets(game(2, seed=8)), hands={0: {"red": 1}, 1: {}},
                tickets={0: [("DEN", "SLC", 3)]}, face_up=["blue", "green", "red", "white", "black"])
    assert RULES.bot_move("greedy", g.view(0)) == "draw 3"


def test_bots_take_tickets_when_theirs_are_done():
    g = arrange(choose_tickets(game(2, seed=8)), claims={"DEN-SLC": 0}, tickets={0: [("DEN", "SLC", 3)]},
                hands={0: {}, 1: {}})
    assert RULES.bot_move("greedy", g.view(0)) == "tickets"


def test_strength_order_and_speed_quick():
    """A short run of the benchmark (the full one: python benchmarks/ttr_bots.py)."""
    start = time.perf_counter()
    strong = ttr_bots.match("strong", "greedy", 24, "base", first_seed=1000)
    greedy = ttr_bots.match("greedy", "random", 10, "base", first_seed=2000)
    assert greedy["win_rate"] >= 0.9
    assert strong["win_rate"] >= 0.6 and strong["mean_a"] > strong["mean_b"]
    for result in (strong, greedy):
        for level, (mean, worst) in result["timing"].items():
            assert mean < 0.05 and worst < 1.0, (level, mean, worst)
    assert time.perf_counter() - start < 30
