"""The expert level (pygame_rules/search), a smoke version of benchmarks/expert.py: in every game it
plays legal moves, the same move for the same seed, and decides from its own seat's view only."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from pygame_rules import Game
from pygame_rules.i18n.messages import Msg
from pygame_rules.registry import get_rules
from pygame_rules.search import EXPERT, Budget, ExpertBot, expert_hint, sample_world, search
from pygame_rules.secrets import hidden_from, redeal

GAMES = ["ticket_to_ride", "last_spike", "silverton", "railroad_dice"]
SMALL = 6  # iterations: enough to build a tree, a few seconds for the whole file


def small_expert(game: str) -> ExpertBot:
    bot = get_rules(game).own_bots()[EXPERT]
    assert isinstance(bot, ExpertBot)
    return dataclasses.replace(bot, iterations=SMALL, time_limit=None)


def to_a_choice(game: str, players: int, seed: int, seat: int = 0, skip: int = 0) -> Game:
    """A game played by the strong bots until ``seat`` has a real choice (after ``skip`` of them)."""
    g = Game(game, {"players": [{"name": f"P{i + 1}", "bot": "strong"} for i in range(players)]}, seed)
    while True:
        if g.current_player == seat and len(g.legal_moves()) > 1:
            if skip == 0:
                return g
            skip -= 1
        g.push(g.bot_move(seed=len(g.moves)))
        assert not g.is_over


@pytest.mark.parametrize("game", GAMES)
def test_the_expert_plays_legal_moves_the_same_for_a_seed(game):
    expert = small_expert(game)
    g = to_a_choice(game, 3, 11)
    for _ in range(3):
        seat = g.current_player
        legal = g.legal_moves()
        move = expert.choose_in(g.state, legal, 5, g.view(seat))
        assert move in legal or g.state.is_legal(move)
        assert expert.choose_in(g.state, legal, 5, g.view(seat)) == move
        g.push(move)
        while not g.is_over and g.current_player != seat:
            g.push(g.bot_move(seed=len(g.moves)))


@pytest.mark.parametrize("game", GAMES)
def test_the_expert_decides_from_its_own_view_only(game):
    """Other seats' secrets (and the deck's order, and the generator) dealt anew: the same move."""
    expert = small_expert(game)
    g = to_a_choice(game, 3, 23, skip=1)
    me = g.current_player
    assert me is not None and hidden_from(g.state, me)
    legal = g.legal_moves()
    move = expert.choose_in(g.state, legal, 9, g.view(me))
    for k in range(2):
        twin = redeal(g.state, me, 100 + k)
        assert twin.view(me) == g.state.view(me)
        assert expert.choose_in(twin, legal, 9, g.view(me)) == move


def test_a_sampled_world_depends_on_the_view_alone():
    g = to_a_choice("ticket_to_ride", 3, 4)
    twin = redeal(g.state, 0, 7)
    a, b = sample_world(g.state, 0, random.Random(3)), sample_world(twin, 0, random.Random(3))
    assert a.to_dict() == b.to_dict() and a.view(0) == g.state.view(0)


def test_the_engine_plays_the_expert_and_the_hint_names_its_move(monkeypatch):
    rules = get_rules("last_spike")
    monkeypatch.setattr(rules.own_bots()[EXPERT], "iterations", SMALL)
    g = to_a_choice("last_spike", 2, 3)
    g.options["players"][0]["bot"] = EXPERT
    move = g.bot_move(seed=1)
    assert move in g.legal_moves() and g.bot_move(seed=1) == move
    hint, why = expert_hint(g, 0)
    assert hint in g.legal_moves() and isinstance(why, Msg)
    with pytest.raises(ValueError):
        expert_hint(g, 1)


def test_asked_without_the_game_the_expert_says_it_cannot_search():
    bot = get_rules("silverton").own_bots()[EXPERT]
    with pytest.raises(ValueError):
        bot.choose({"viewer": 0}, ["a", "b"], 0)
    assert bot.choose({"viewer": 0}, ["a"], 0) == "a"


def test_the_budget_curve_has_a_row_a_budget_on_the_same_seeds_and_a_summary(monkeypatch):
    """benchmarks/expert.py's strength-against-budget curve, its games replaced by made-up shares (the
    real rows play whole games: minutes; this checks what it prints and which seeds each budget gets)."""
    from benchmarks import expert as bench

    asked = []

    def fake(game, players, games, first, iterations):
        asked.append((game, players, games, first, iterations))
        won = {0: 0.5, 4: 0.25, 16: 0.5, 64: 0.75, 256: 0.75}[iterations]
        return {"iterations": iterations, "shares": [1.0] * int(won * 4) + [0.0] * (4 - int(won * 4)),
                "times": [0.001 * iterations]}

    monkeypatch.setattr(bench, "measure", fake)
    rows = bench.budget_curve("last_spike", 2, 4, 100_000, [64, 4, 256, 0, 16])
    assert [a[4] for a in asked] == [0, 4, 16, 64, 256] and {a[3] for a in asked} == {100_000}
    assert len(rows) == 6 and rows[0].startswith("| last_spike | 2 | 0 (control: strong in the expert's seat) |")
    assert rows[1].startswith("| last_spike | 2 | 4 | 4 | 100000-100003 | 25.0%")
    assert "control 50%, 4 it. 25%" in rows[-1] and "256 it. 75%" in rows[-1]
    assert "more than 16 iterations" in rows[-1]
    rising = bench.budget_curve("last_spike", 2, 4, 100_000, [4, 64])
    assert "the best share was at the largest budget (64)" in rising[-1]
    # games kept before their times were: the curve says so, it does not print 0 ms
    monkeypatch.setattr(bench, "measure", lambda *a: {**fake(*a), "times": []})
    assert "64 it. 75% (time not kept)" in bench.budget_curve("last_spike", 2, 4, 100_000, [64])[-1]


@pytest.mark.parametrize("confirmed", [False, True])
def test_a_switch_the_tree_proposes_is_played_only_when_the_game_s_playouts_confirm_it(confirmed):
    """The tree is told (by a made-up evaluation) that the move the prior does not favour is far better;
    with a game's ``playout`` the switch must also win there, on the same worlds for both moves."""
    g = to_a_choice("last_spike", 2, 3)
    legal = g.legal_moves()
    favourite, other = legal  # two tile plays: ['U1', 'Y4']
    base = get_rules("last_spike").own_bots()[EXPERT].expertise

    def made_up(world, me):
        return 1.0 if other in world.board else 0.0

    ex = dataclasses.replace(base, prior=lambda view, moves, seed, root: {favourite: 0.5, other: 0.4},
                             evaluate=made_up, switch_z=0.5, verify_worlds=6,
                             playout=made_up if confirmed else (lambda world, me: 0.0))
    unchecked = dataclasses.replace(ex, playout=None)
    assert search(g.state, 0, legal, 5, unchecked, Budget(iterations=40)).move == other
    assert search(g.state, 0, legal, 5, ex, Budget(iterations=40)).move == (other if confirmed else favourite)


@pytest.mark.parametrize("game", [g for g in GAMES if g != "silverton"])
def test_the_strong_bot_s_playout_that_confirms_a_switch(game):
    """A game's expertise plays a sampled world on by its strong bot (Railroad Dice's to the end) and
    values it for the seat: the same world, the same value.  (Silverton gives none: its whole game played
    out 32 times for each switch the tree proposed made its expert much slower: README.)"""
    playout = small_expert(game).expertise.playout
    assert playout is not None
    g = to_a_choice(game, 2, 31)
    me = g.current_player
    assert me is not None
    worlds = []
    for _ in range(2):
        world = sample_world(g.state, me, random.Random(4))
        world.apply(g.legal_moves()[0])
        worlds.append((world, playout(world, me)))
    (first, value), (second, again) = worlds
    assert value == again and math.isfinite(value)  # on the game's own scale
    if game == "railroad_dice":  # played to the end, valued as a chance of winning
        assert first.is_over and second.is_over and 0.0 <= value <= 1.0


def test_a_stopped_run_goes_on_where_it_stopped_and_a_code_change_starts_again(monkeypatch, tmp_path):
    """benchmarks/expert.py keeps each game the moment it ends: run again, a row plays only the games it
    lacks (the games faked here: a real one takes seconds); played with other code, the kept ones do not count."""
    from benchmarks import expert as bench

    played = []

    def fake_play(game, seats, seed, options=None, times=None):
        played.append(seed)
        if times is not None:
            times.append(0.01)
        return {"winners": [seed % 2], "ranking": []}

    monkeypatch.setattr(bench, "play", fake_play)
    monkeypatch.setattr(bench, "_store", tmp_path / "expert.jsonl")
    first = bench.measure("last_spike", 2, 3, 100_000, 5)
    assert played == [100_000, 100_001, 100_002]
    again = bench.measure("last_spike", 2, 5, 100_000, 5)
    assert played[3:] == [100_003, 100_004], "only the games the row lacked were played"
    assert again["shares"][:3] == first["shares"] and len(again["times"]) == 5
    monkeypatch.setattr(bench, "search_hash", lambda: "changed")
    bench.measure("last_spike", 2, 2, 100_000, 5)
    assert played[5:] == [100_000, 100_001], "games kept for other code count for nothing"


def test_played_reads_each_row_s_kept_games_without_playing_and_leaves_stale_ones_out(monkeypatch, tmp_path):
    """``expert.py played``: a row that goes on across sessions is read between runs from its kept games
    (today's code only), nothing played."""
    from benchmarks import expert as bench

    def fake_play(game, seats, seed, options=None, times=None):
        if times is not None:
            times.append(0.02)
        return {"winners": [0], "ranking": [{"score": 100 + seed % 10}]}

    monkeypatch.setattr(bench, "play", fake_play)
    monkeypatch.setattr(bench, "_store", tmp_path / "expert.jsonl")
    assert bench.played() == []
    bench.measure("last_spike", 2, 4, 100_000, 5)  # the expert in seat 0 on even games: wins 2 of 4
    bench.mega(2, 100_000, 5)
    monkeypatch.setattr(bench, "play", lambda *a, **k: pytest.fail("played() plays nothing"))
    rows = bench.played()
    assert rows == ["| vs|last_spike|2|5|100000 | 4 | 100000-100003 | 50.0% (2 of 4) | 0.0%-100.0% | "
                    "20 / 20 ms (4 moves) |",
                    "| mega|ticket_to_ride|4|5|100000 | 2 | 100000-100001 | mean winning score 100.5 | 99.5-101.5 | "
                    "20 / 20 ms (2 moves) |"]
    monkeypatch.setattr(bench, "search_hash", lambda: "changed")
    assert bench.played() == []


def test_a_line_cut_short_by_a_stopped_run_is_played_again_and_spoils_nothing_after_it(monkeypatch, tmp_path):
    from benchmarks import expert as bench

    played = []

    def fake_play(game, seats, seed, options=None, times=None):
        played.append(seed)
        return {"winners": [0], "ranking": []}

    monkeypatch.setattr(bench, "play", fake_play)
    monkeypatch.setattr(bench, "_store", tmp_path / "expert.jsonl")
    bench.measure("last_spike", 2, 2, 100_000, 5)
    whole = (tmp_path / "expert.jsonl").read_text(encoding="utf-8")
    (tmp_path / "expert.jsonl").write_text(whole[: len(whole) - 20], encoding="utf-8")  # the second line cut
    bench.measure("last_spike", 2, 3, 100_000, 5)
    assert played == [100_000, 100_001, 100_001, 100_002]
    assert sorted(bench.stored("vs|last_spike|2|5|100000", "last_spike")) == [100_000, 100_001, 100_002]


def test_a_row_played_backward_beside_a_forward_run_plays_no_game_twice(monkeypatch, tmp_path):
    """``h2h --backward``: a second run on the other core plays the row from its last game down; a game the
    other run kept meanwhile is read, not played again, and each game keeps its own seed and seat."""
    from benchmarks import expert as bench

    played = []

    def fake_play(game, seats, seed, options=None, times=None):
        played.append(seed)
        if seed == 100_003:  # meanwhile the forward run keeps game 2 (seed 100,002), a loss for its seat
            bench.keep("vs|last_spike|2|5|100000", "last_spike", 100_002, share=0.0, seat=0, times=[0.5])
        return {"winners": [seed % 2], "ranking": []}

    monkeypatch.setattr(bench, "play", fake_play)
    monkeypatch.setattr(bench, "_store", tmp_path / "expert.jsonl")
    bench.measure("last_spike", 2, 1, 100_000, 5)  # the forward run's first game
    m = bench.measure("last_spike", 2, 5, 100_000, 5, backward=True)
    assert played == [100_000, 100_004, 100_003, 100_001]
    # seed k's winner is seat k mod 2, where the expert sits: a win, but for the game kept as a loss
    assert m["shares"] == [1.0, 1.0, 0.0, 1.0, 1.0] and 0.5 in m["times"]
