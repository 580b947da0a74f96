"""The conformance suite: every registered game, every player count and variant it declares.

Adding a game adds no code here.  The toy game of toy_game.py is registered by this module, which shows
the suite runs against anything registered (and gives the engine a game with dice, offers answered by
other seats, and a jail rule to script).
"""

from __future__ import annotations

import json
import random

import pytest
import toy_game
from conformance import GARBAGE, Playout, bot_policy, random_policy, seats_with_bots
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from pygame_rules import Game, IllegalMove, SaveError, dumps, load_game
from pygame_rules.bridge import Table
from pygame_rules.registry import game_ids, get_rules, packaged_ids, register

register(toy_game.RULES)


def _label(opts: dict) -> str:
    extra = "-".join(str(v) for k, v in sorted(opts.items()) if k != "players")
    return f"{len(opts['players'])}p" + (f"-{extra}" if extra else "")


CONFIGS = [pytest.param(gid, opts, id=f"{gid}-{_label(opts)}")
           for gid in game_ids() for opts in get_rules(gid).option_sets()]
SMALLEST = [pytest.param(gid, get_rules(gid).option_sets()[0], id=gid) for gid in game_ids()]


def test_the_suite_covers_every_registered_game_including_one_registered_by_a_test():
    covered = {p.values[0] for p in CONFIGS}
    assert covered == set(packaged_ids()) | {toy_game.RULES.id}
    # every player count of every game, with every variant
    for gid in covered:
        rules = get_rules(gid)
        counts = {len(p.values[1]["players"]) for p in CONFIGS if p.values[0] == gid}
        assert counts == set(range(rules.min_players, rules.max_players + 1))
        for key, spec in rules.choices.items():
            assert {p.values[1][key] for p in CONFIGS if p.values[0] == gid} == set(spec["choices"])


@pytest.mark.parametrize("game_id, opts", CONFIGS)
def test_random_playout(game_id, opts):
    seed = 1000 + len(opts["players"])
    check = Playout(Game(game_id, opts, seed), random_policy, seed, every=6)
    check.run()
    if any(s.owner is not None or s.kind != "rng" for s in check.g.state.secrets()):
        # The leak check is not vacuous: dealing the secrets anew really changed the state.
        assert check.leak_checks and check.redeals_differed


@pytest.mark.parametrize("game_id, opts", CONFIGS)
def test_bot_playout(game_id, opts):
    rules = get_rules(game_id)
    opts = dict(opts, players=seats_with_bots(rules, len(opts["players"])))
    seed = 2000 + len(opts["players"])
    Playout(Game(game_id, opts, seed), bot_policy, seed, every=15).run()


@pytest.mark.parametrize("game_id, opts", SMALLEST)
def test_a_save_loads_after_every_single_move(game_id, opts):
    g = Game(game_id, opts, 31)
    rnd = random.Random(31)
    while not g.is_over:
        g.push(rnd.choice(g.legal_moves()))
        text = dumps(g)
        loaded = load_game(text)
        assert loaded.state_hash() == g.state_hash()
        assert loaded.moves == g.moves and loaded.undo_floor == g.undo_floor
        assert load_game(json.loads(text)).state_hash() == g.state_hash()


@pytest.mark.parametrize("game_id, opts", SMALLEST)
def test_replay_gives_the_same_hash_and_a_tampered_save_is_refused(game_id, opts):
    g = Game(game_id, opts, 77)
    rnd = random.Random(77)
    while not g.is_over and len(g.moves) < 40:
        g.push(rnd.choice(g.legal_moves()))
    again = Game(game_id, opts, 77)
    for move in g.moves:
        again.push(move)
    assert again.state_hash() == g.state_hash()
    save = json.loads(dumps(g))
    save["hash"] = ("0" if save["hash"][0] != "0" else "1") + save["hash"][1:]
    with pytest.raises(SaveError, match="damaged"):
        load_game(save)


@pytest.mark.parametrize("game_id, opts", SMALLEST)
def test_a_finished_game_cannot_be_undone_through_the_page(game_id, opts):
    table = Table()
    rules = get_rules(game_id)
    seats = seats_with_bots(rules, len(opts["players"]))
    answer = json.loads(table.new_game(game_id, json.dumps(dict(opts, players=seats)), 5))
    assert answer["ok"]
    while not answer["table"]["is_over"]:
        answer = json.loads(table.bot_step())
        assert answer["ok"], answer
    assert not answer["table"]["can_undo"]
    refused = json.loads(table.undo())
    assert not refused["ok"] and "over" in refused["error"]
    assert json.loads(table.table())["table"]["state_hash"] == answer["table"]["state_hash"]


# -- a Hypothesis state machine: random legal and illegal moves, undo, save and load ----------------
def machine_for(game_id: str, opts: dict) -> type[RuleBasedStateMachine]:
    class GameMachine(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.g = Game(game_id, opts, 4242)
            self.seen: list[str] = []

        @rule(pick=st.integers(min_value=0, max_value=10**6))
        def play_legal(self, pick: int) -> None:
            legal = self.g.legal_moves()
            if legal:
                self.seen.extend(legal[:10])
                self.g.push(legal[pick % len(legal)])

        @rule(pick=st.integers(min_value=0, max_value=10**6), garbage=st.sampled_from(GARBAGE))
        def play_illegal(self, pick: int, garbage: str) -> None:
            legal = set(self.g.legal_moves())
            others = [m for m in self.seen if m not in legal] or [garbage]
            text = others[pick % len(others)] if pick % 3 else garbage
            before = self.g.state_hash()
            with pytest.raises(IllegalMove):
                self.g.push(text)
            assert self.g.state_hash() == before

        @rule()
        def undo(self) -> None:
            if self.g.can_undo:
                before_moves = list(self.g.moves)
                self.g.undo()
                assert self.g.moves == before_moves[:-1]
            else:
                with pytest.raises(IllegalMove):
                    self.g.undo()

        @rule()
        def save_and_load(self) -> None:
            loaded = load_game(dumps(self.g))
            assert loaded.state_hash() == self.g.state_hash()
            assert loaded.can_undo == self.g.can_undo
            self.g = loaded

        @invariant()
        def sound(self) -> None:
            assert self.g.state.invariants() == []
            assert self.g.is_over or self.g.legal_moves()

    GameMachine.__name__ = f"{game_id}_machine"
    return GameMachine


@pytest.mark.parametrize("game_id, opts", SMALLEST)
def test_state_machine(game_id, opts):
    machine = machine_for(game_id, opts)
    machine.TestCase.settings = settings(max_examples=12, stateful_step_count=40, deadline=None,
                                         suppress_health_check=list(HealthCheck), derandomize=True)
    machine.TestCase().runTest()
