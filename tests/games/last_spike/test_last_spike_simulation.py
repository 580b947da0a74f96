"""Hundreds of complete games, random and bot players, with invariants checked after every move."""

import json
import random

import pytest

from pygame_rules import dumps, load_game, new_game
from pygame_rules.games.last_spike.data import CITY_ORDER, LAND_PRICES, TILES
from pygame_rules.games.last_spike.notation import parse_move


def check_invariants(g):
    s = g.state
    # 48 tiles, each exactly once.
    tiles = s.pool + s.aside + list(s.board) + [t for p in s.players for t in p["tiles"]]
    assert sorted(tiles) == sorted(TILES)
    # Land: per city, four cards between stack and players; one grant untaken, held or removed.
    for city in CITY_ORDER:
        held = sorted(price for p in s.players for c, price in p["land"] if c == city and price > 0)
        assert sorted(s.stacks[city] + held) == sorted(LAND_PRICES[city])
        grants = sum(1 for p in s.players for c, price in p["land"] if c == city and price == 0)
        grants += s.grants_removed.count(city) + (0 if s.grant_taken[city] else 1)
        assert grants == 1
    assert all(p["cash"] >= 0 for p in s.players)
    if not g.is_over:
        moves = g.legal_moves()
        assert moves, "a legal move must exist until the game ends"
        assert all(parse_move(m) == m for m in moves)
        assert len(set(moves)) == len(moves)
        # Hidden information: no other hand in a player's view.
        me = g.current_player
        view = json.dumps({k: v for k, v in g.view(me).items() if k not in ("log", "board")})
        for q, p in enumerate(s.players):
            if q != me:
                assert not any(f'"{t}"' in view for t in p["tiles"])


def play(seed, seats, deep=False):
    rnd = random.Random(seed)
    g = new_game("last_spike", {"players": [{"name": f"P{i}", "bot": b} for i, b in enumerate(seats)]}, seed)
    check_invariants(g)
    while not g.is_over:
        assert len(g.moves) < 600, "the game must end"
        seat = seats[g.current_player]
        move = g.bot_move(seat, seed=rnd.randrange(2**32)) if seat else rnd.choice(g.legal_moves())
        g.push(move)
        check_invariants(g)
        if deep or len(g.moves) % 25 == 0:
            assert load_game(dumps(g)).state_hash() == g.state_hash()
    # Replaying the log from options and seed gives the identical final state, and so does a save.
    replay = new_game("last_spike", g.options, g.seed)
    for move in g.moves:
        replay.push(move)
    assert replay.state_hash() == g.state_hash()
    assert load_game(dumps(g)).state_hash() == g.state_hash()
    result = g.result()
    assert result and result["ranking"][0]["rank"] == 1
    return g


@pytest.mark.parametrize("seed", range(300))
def test_random_games(seed):
    n = 2 + seed % 5
    play(seed, [None] * n, deep=seed < 10)


@pytest.mark.parametrize("seed", range(100))
def test_bot_games(seed):
    n = 2 + seed % 5
    seats = ["standard" if i % 2 == 0 else "random" for i in range(n)]
    play(1000 + seed, seats, deep=seed < 5)


def test_games_exercise_every_rule_path():
    """The simulation is only worth something if it reaches the rare paths too."""
    wanted = {"tile", "buy", "draw", "sell", "bankrupt", "pass", "last spike", "double cost"}
    seen = set()
    for seed in range(300):
        g = play(seed, [None] * (2 + seed % 5))
        seen |= {"tile" if m[0].isupper() else m.split()[0] for m in g.moves}
        if g.state.last_spike:
            seen.add("last spike")
        if any(e["text"].endswith("at double cost.") for e in g.state.log):
            seen.add("double cost")
        if wanted <= seen:
            break
    assert wanted <= seen
