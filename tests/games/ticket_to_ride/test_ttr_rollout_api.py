"""The State's public simulation API (copy, claim_route, draw_card, draw_tickets, keep_tickets,
pass_turn, final_scores) and the rule that nothing outside state.py calls the State's private methods."""

from __future__ import annotations

import ast
import json
import random

import pytest
from conftest import ROOT
from ttr_helpers import game

from pygame_rules.chance import Chance
from pygame_rules.games.ticket_to_ride.state import State

GAME_DIR = ROOT / "pygame_rules" / "games" / "ticket_to_ride"
PRIVATE = {name for name in vars(State) if name.startswith("_") and not name.startswith("__")}


def frozen(s: State) -> str:
    return json.dumps(s.to_dict(), sort_keys=True) + json.dumps(s.chance.to_dict(), sort_keys=True)


def positions(n: int, seed: int, variant: str, every: int = 7):
    """Every ``every``-th position of a seeded random game."""
    g = game(n, seed=seed, variant=variant)
    rnd = random.Random(seed)
    while not g.is_over:
        if len(g.moves) % every == 0:
            yield g.state
        g.push(rnd.choice(g.legal_moves()))


@pytest.mark.parametrize("n,variant", [(2, "base"), (3, "mega"), (5, "big_cities")])
def test_a_copy_is_independent_and_plays_on_exactly_like_the_original(n, variant):
    rnd = random.Random(n)
    for s in positions(n, seed=40 + n, variant=variant):
        before = frozen(s)
        c = s.copy()
        assert set(vars(c)) == set(vars(s)) and frozen(c) == before
        played = []
        while not c.is_over and len(played) < 25:
            played.append(rnd.choice(c.legal_moves()))
            c.apply(played[-1])
        assert frozen(s) == before  # playing on the copy changed nothing here
        twin = s.copy()
        for move in played:
            twin.apply(move)
        assert frozen(twin) == frozen(c)  # the same moves draw the same cards on every copy


def test_the_public_moves_are_what_apply_plays():
    calls = {"claim": lambda s, w: s.claim_route(w[1], w[2]), "draw": lambda s, w: s.draw_card(w[1]),
             "tickets": lambda s, w: s.draw_tickets(), "keep": lambda s, w: s.keep_tickets([int(x) for x in w[1:]]),
             "pass": lambda s, w: s.pass_turn()}
    seen = set()
    for variant in ("base", "1910"):
        for s in positions(3, seed=5, variant=variant, every=3):
            for move in s.legal_moves():
                a, b = s.copy(), s.copy()
                a.apply(move)
                calls[move.split()[0]](b, move.split())
                assert frozen(a) == frozen(b), move
                seen.add(move.split()[0])
    assert seen >= {"claim", "draw", "tickets", "keep"}


def test_final_scores_are_the_result_once_over():
    g = game(2, seed=3)
    rnd = random.Random(3)
    while not g.is_over:
        g.push(rnd.choice(g.legal_moves()))
    scores = {r["player"]: r["score"] for r in g.state.final_scores()}
    assert scores == {r["player"]: r["score"] for r in g.result()["ranking"]}


def test_a_chance_copy_goes_on_like_the_original():
    ch = Chance(9)
    ch.roll(2, player=0, why="test")
    ch.script_draws(["x"])
    c = ch.copy()
    assert c.to_dict() == ch.to_dict() and c.script == ch.script and c.uses == ch.uses
    c.rolls[0]["dice"].append(7)
    c.script["draws"].clear()
    assert len(ch.rolls[0]["dice"]) == 2 and ch.script["draws"]
    a, b = Chance(rng_state=ch.rng.state), ch.copy()
    assert [a.below(100) for _ in range(5)] == [b.below(100) for _ in range(5)]


# -- no private access ----------------------------------------------------------------------------
def python_files(*folders):
    for folder in folders:
        yield from sorted((ROOT / folder).rglob("*.py"))


def test_the_bots_use_no_private_attribute_of_anything():
    found = []
    for path in python_files(GAME_DIR.relative_to(ROOT) / "bots"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
    assert not found


def test_nothing_outside_state_py_calls_a_private_method_of_the_state():
    assert {"_say", "_end_turn", "_pop_deck"} <= PRIVATE  # what the rule protects
    found = []
    for path in python_files("pygame_rules", "tests", "benchmarks"):
        if path == GAME_DIR / "state.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            # Other games' states have private methods of the same names, called on self.
            on_self = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"
            if isinstance(node, ast.Attribute) and node.attr in PRIVATE and not on_self:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
    assert not found
