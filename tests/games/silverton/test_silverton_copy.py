"""``State.copy`` (the expert's sampled worlds): independent of the state it copies, and a copy plays on
exactly as a deep copy does, in both modes and in an earlier release's rules (saves replay under them)."""

from __future__ import annotations

import copy
import json
import random

import pytest

from pygame_rules import Game
from pygame_rules.games.silverton.bots import standard
from pygame_rules.games.silverton.state import State


def frozen(s: State) -> str:
    return json.dumps(s.to_dict(), sort_keys=True, default=str) + json.dumps(s.chance.to_dict(), sort_keys=True)


def positions(n: int, seed: int, mode: str, version: int | None, every: int = 9):
    """Every ``every``-th position of a seeded game, strong bots mixed with random moves (so trades,
    disputes and depleted claims come up as well as the bots' plans)."""
    g = Game("silverton", {"players": [{"name": f"P{i}"} for i in range(n)], "mode": mode}, seed,
             rules_version=version)
    rnd = random.Random(seed)
    while not g.is_over:
        if len(g.moves) % every == 0:
            yield g.state
        legal = g.legal_moves()
        p = g.current_player
        g.push(rnd.choice(legal) if rnd.random() < 0.3 else standard.choose("strong", g.view(p), legal, seed))


@pytest.mark.parametrize("n,mode,version", [(2, "standard", None), (4, "advanced", None), (3, "standard", 2)])
def test_a_copy_is_independent_and_plays_on_exactly_like_a_deep_copy(n, mode, version):
    rnd = random.Random(n)
    for s in positions(n, seed=60 + n, mode=mode, version=version):
        before = frozen(s)
        c, deep = s.copy(), copy.deepcopy(s)
        assert set(vars(c)) == set(vars(s)) and frozen(c) == before
        for _ in range(rnd.randrange(1, 40)):
            if c.is_over:
                break
            move = rnd.choice(c.legal_moves())
            c.apply(move)
            deep.apply(move)
        assert frozen(s) == before  # playing on the copy changed nothing here
        assert frozen(c) == frozen(deep)  # and it went on as a deep copy did: dice and draws alike


def test_a_copy_refuses_what_it_cannot_copy_rather_than_share_it():
    s = Game("silverton", {"players": [{"name": "A"}, {"name": "B"}]}, 1).state
    assert isinstance(s, State)
    s.market = {"odd": {1, 2}}  # a set: not the table's plain data
    with pytest.raises(TypeError, match="set"):
        s.copy()
