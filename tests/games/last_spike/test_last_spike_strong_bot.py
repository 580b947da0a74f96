"""The strong bot: legal moves from its own view only, deterministic for a seed; the strength benchmark's smoke run."""

import copy
import json
import random

from ls_helpers import arrange, game

from benchmarks import bots as bench
from pygame_rules import new_game
from pygame_rules.games.last_spike import RULES
from pygame_rules.games.last_spike.bots import search, strong
from pygame_rules.games.last_spike.data import TILES


def endgame(n=2, seed=3):
    """A position where the strong bot searches: the line lacks three tiles (Y3, B4 and V3)."""
    board = {t: 1 for t in ["Y1", "Y2", "Y4", "E1", "E2", "E3", "E4", "B1", "B2", "B3", "V1", "V2", "V4"]}
    return arrange(game(n, seed), hands={0: ["Y3", "C1", "A2", "X1"], 1: ["B4", "D2", "F3", "W1"]}, board=board,
                   grants=["STL", "DOD", "DEN", "OGD", "SAC"], land={1: [("DEN", 5000)], 0: [("OGD", 5000)]})


def test_strong_is_a_level_of_the_game():
    assert "strong" in RULES.bots and "standard" in RULES.bots
    g = endgame()
    move = RULES.bot_move("strong", g.view(0), g.legal_moves(), seed=4)
    assert move in g.legal_moves()


def test_strong_bot_searches_near_the_end_and_is_deterministic():
    g = endgame()
    view = g.view(0)
    frozen = json.dumps(view, sort_keys=True)
    first = strong.choose(copy.deepcopy(view), g.legal_moves(), seed=5)
    assert strong.choose(view, g.legal_moves(), seed=5) == first
    assert json.dumps(view, sort_keys=True) == frozen  # the search leaves the view alone


def test_strong_bot_decides_from_its_own_view_only():
    g = endgame()
    view = g.view(0)
    first = strong.choose(view, g.legal_moves(), seed=5)
    # Deal what seat 0 cannot see anew: the rival's hand, the pool and the tile set aside.
    s = g.state
    hidden = s.players[1]["tiles"] + s.pool + s.aside
    random.Random(2).shuffle(hidden)
    k = 4 + len(s.aside)
    s.players[1]["tiles"], s.aside, s.pool = hidden[:4], hidden[4:k], hidden[k:]
    assert g.view(0) == view
    assert strong.choose(g.view(0), g.legal_moves(), seed=5) == first


def test_determinization_matches_the_view():
    g = endgame(3)
    view = g.view(0)
    for seed in range(4):
        s = search.determinize(view, random.Random(seed))
        assert s.view(0)["hand"] == view["hand"] and s.view(0)["board"] == view["board"]
        assert [len(p["tiles"]) for p in s.players] == [p["tiles"] for p in view["players"]]
        assert len(s.pool) == view["pool"] and len(s.aside) == view["aside"]
        assert sorted(s.pool + s.aside + list(s.board) + [t for p in s.players for t in p["tiles"]]) == sorted(TILES)
        assert s.players[0]["cash"] == view["players"][0]["cash"]


def test_rollouts_play_like_the_standard_bot():
    """A playout from the true position, every seat the standard bot, is the game the engine plays."""
    g = new_game("last_spike", {"players": [{"name": f"P{i}", "bot": "standard"} for i in range(3)]}, 21)
    for _ in range(12):
        g.push(g.bot_move())
    s = g.state.copy()
    played = []
    while not s.is_over:
        move = search.policy_move(s)
        played.append(move)
        s.apply(move)
    start = len(g.moves)
    while not g.is_over:
        g.push(g.bot_move())
    assert g.moves[start:] == played


def test_strength_smoke():
    """Under a second of benchmarks/bots.py's rows: the standard bot against the random one wins both
    games and by money.  The strong bot against the standard one (12 games, minutes) is
    benchmarks/strength.py (last_spike); benchmarks/bots.py measures it on 400 held-out games."""
    r = bench.pair("last_spike", 2, 2, 4000, bench.level("last_spike", "standard"), bench.level("last_spike", "random"))
    assert r["games"] == 2 and r["win"] == 1.0 and r["margin"] > 0


def test_learned_chances_cover_every_position():
    from pygame_rules.games.last_spike.bots.learned import COMPLETION, DISTANCE_CAP

    assert sorted(COMPLETION) == [2, 3, 4, 5, 6]
    for table in COMPLETION.values():
        assert len(table) == 4 and all(len(row) == DISTANCE_CAP + 1 for row in table)
        assert all(0.0 < p < 1.0 for row in table for p in row)


def test_the_look_ahead_uses_many_guesses_and_the_inferred_tiles(monkeypatch):
    """40 guesses with two players (fewer with more) and a paired test at one standard error; the
    ablations switch back to the first strong bot's 12 guesses at two standard errors, and to uniform
    guesses at the hidden tiles."""
    calls = []

    def spy(view, candidates, seed, samples, z, horizon, inferred, budget, hands):
        calls.append((samples, z, inferred))
        return candidates[0]

    monkeypatch.setattr(search, "best_move", spy)
    for n in (2, 4):
        g = endgame(n)
        strong.choose(g.view(0), g.legal_moves(), seed=5)
        strong.choose(g.view(0), g.legal_moves(), seed=5, off=frozenset(["many guesses"]))
        strong.choose(g.view(0), g.legal_moves(), seed=5, off=frozenset(["inferred tiles"]))
    assert calls == [(40, 1.0, True), (12, 2.0, True), (40, 1.0, False),
                     (20, 1.0, True), (6, 2.0, True), (20, 1.0, False)]


def test_a_decision_plays_out_no_more_than_its_budget(monkeypatch):
    """However many candidates, a searched decision plays at most strong.BUDGET playouts (two
    players; fewer with more): a decision with five candidates once took 200 and over a second in
    the page.  A candidate clearly worse than the standard bot's move is dropped early."""
    played = []
    rollout = search.rollout

    def counted(s, me, max_moves=400):
        played.append(me)
        return rollout(s, me, max_moves)

    monkeypatch.setattr(search, "rollout", counted)
    for n in (2, 4):
        g = endgame(n)
        moves = g.legal_moves()
        assert len(moves) == 3  # 40 guesses each would be 120 playouts (20 each, 60, with four players)
        played.clear()
        strong.choose(g.view(0), moves, seed=5)
        assert 0 < len(played) <= strong.BUDGET * 2 // n

    # Clearly worse candidates are dropped: a move that gives the game away meets fewer guesses.
    view = endgame(2).view(0)
    seen: dict[str, int] = {}

    def value(s, me, max_moves=400):
        return 0.0 if s.players[me]["bankrupt"] else 1.0

    monkeypatch.setattr(search, "rollout", value)
    real_apply = search.State.apply

    def apply(s, move):
        seen[move] = seen.get(move, 0) + 1
        if move == "C1":
            s.players[s.current]["bankrupt"] = True
        else:
            real_apply(s, move)

    monkeypatch.setattr(search.State, "apply", apply)
    assert search.best_move(view, ["Y3", "C1", "A2"], 5, 40, 1.0, budget=1000) == "Y3"
    assert seen["C1"] == search.BATCH < seen["Y3"]


def test_the_ceiling_knows_the_rivals_tiles_and_nothing_else():
    """The benchmark's ceiling (never a bot in play): the rivals' true hands, the pool still guessed."""
    g = endgame(3)
    view = g.view(0)
    hands = {q: list(g.state.players[q]["tiles"]) for q in (1, 2)}
    pools = set()
    for seed in range(3):
        s = search.determinize(view, random.Random(seed), hands=hands)
        assert [s.players[q]["tiles"] for q in (1, 2)] == [sorted(hands[1]), sorted(hands[2])]
        pools.add(tuple(s.pool))
    assert len(pools) == 3
    r = bench.row("last_spike", 2, 1, 4000, None, ceiling=True)
    assert r["games"] == 1 and "ceiling" in bench.show(r) and "goal" not in bench.show(r)


def test_the_full_oracle_plays_every_candidate_out_on_the_true_game():
    """benchmarks/ls_oracle.py (a tuning tool, never a bot level): each candidate is played out once on a
    copy of the real game (the rivals' tiles and the pool's order known), the best outcome taken, the
    real game untouched; the playouts are the standard bot's, so the values are exact, not sampled."""
    from benchmarks import ls_oracle

    g = endgame()
    view = g.view(0)
    frozen = json.dumps(g.state.to_dict(), sort_keys=True)
    bench.PLAYING["game"] = g
    candidates = sorted(g.legal_moves())
    values = []
    for move in candidates:
        s = g.state.copy()
        s.apply(move)
        values.append(search.rollout(s, 0))
    best = candidates[max(range(len(candidates)), key=lambda i: (values[i], -i))]
    assert len(set(values)) > 1  # the position has a choice that matters
    for order in (candidates, list(reversed(candidates))):
        chosen = ls_oracle.oracle_best_move(view, order, seed=1, samples=1, z=1.0)
        assert values[candidates.index(chosen)] == max(values)
    assert ls_oracle.oracle_best_move(view, candidates, seed=2, samples=1, z=1.0) == best
    after = json.dumps(g.state.to_dict(), sort_keys=True)
    assert after == frozen


def test_with_more_players_the_look_ahead_starts_further_from_the_end(monkeypatch):
    """Two players: the look-ahead waits till the line lacks SEARCH_DISTANCE spaces; with more, it starts
    at SEARCH_DISTANCE_MORE ("earlier look-ahead with more players", which the benchmark can switch off)."""
    from pygame_rules.games.last_spike.bots.standard import StandardBot

    searched: list[int] = []

    def best_move(view, candidates, *args, **kwargs):
        searched.append(len(view["players"]))
        return candidates[0]

    monkeypatch.setattr(search, "best_move", best_move)
    board = {t: 1 for t in ["Y1", "Y2", "E1", "E2", "B1", "V1"]}
    for n in (2, 4):
        g = arrange(game(n, 3), hands={0: ["Y3", "C1", "A2", "X1"], 1: ["B4", "D2", "F3", "W1"]}, board=board,
                    grants=["STL", "DOD", "DEN"])
        view = g.view(0)
        distance = StandardBot(view).line_distance()
        assert strong.SEARCH_DISTANCE < distance <= strong.SEARCH_DISTANCE_MORE
        searched.clear()
        assert strong.choose(view, g.legal_moves(), seed=1) in g.legal_moves()
        assert searched == ([] if n == 2 else [n])
        searched.clear()
        strong.choose(view, g.legal_moves(), seed=1, off=frozenset(["earlier look-ahead with more players"]))
        assert searched == []


def test_the_look_ahead_plays_its_guesses_without_a_log_and_the_game_keeps_one():
    """A simulated position writes no log (its moves are played out, never read: a quarter of the strong
    bot's time went to making those lines); the real game's state still narrates every move."""
    g = new_game("last_spike", {"players": [{"name": "Ann"}, {"name": "Bob"}]}, 12)
    s = search.determinize(g.view(g.current_player), random.Random(1))
    played = 0
    while played < 30 and not s.is_over:
        s.apply(search.policy_move(s))
        played += 1
    assert played == 30 and s.log == []
    for _ in range(30):
        g.push(g.bot_move("standard"))
    assert len(g.state.log) > 30
