"""One move checked alone (State.is_legal, what every push and every replay asks) agrees exactly with
the list of legal moves, over whole games and every kind of move, legal or not."""

import random

import pytest
from rd_helpers import game

from pygame_rules.games.railroad_dice import legal
from pygame_rules.games.railroad_dice.data import CODES, FACES, TILE
from pygame_rules.games.railroad_dice.geometry import square_name


def universe(s) -> list[str]:
    """Every move of each kind that could be asked now, legal or not."""
    out = ["income", "end"] + [f"drop {f}" for f in FACES]
    out += [f"roll {k}+{q}" for k in range(s.screen(s.current) + 2) for q in range(4) if k + q]
    for code in CODES:
        for paid in ("share", "wild"):
            out.append(f"buy {code} {paid}")
            out += [f"buy {code} {paid} from P{q + 1}" for q in range(len(s.names))]
    for end in "AB":
        for h in "NESW":
            for wild in ("", " wild"):
                out.append(f"lay {end} {h}{wild}")
                out += [f"lay {end} {h}{wild} T{t}" for t in TILE]
    for code in CODES:
        for t in s.large_tiles() + [0]:
            out += [f"build {code} {s.tiles[t]['n']}{square_name((c, r))}" for r in range(7) for c in range(7)]
    return out


@pytest.mark.parametrize("n, bank, seed", [(2, "40", 1), (3, "60", 2), (4, "40", 3)])
def test_one_move_checked_alone_agrees_with_the_list(n, bank, seed):
    bots = {q: ("strong", "basic", "random")[q % 3] for q in range(n)}
    g = game(n, seed=seed, bank=bank, bots=bots)
    rnd = random.Random(seed)
    checked = 0
    while not g.is_over:
        s = g.state
        listed = set(legal.moves(s))
        sample = universe(s)
        for move in rnd.sample(sample, min(60, len(sample))) + sorted(listed):
            assert legal.allowed(s, move) == (move in listed), move
            checked += 1
        g.push(g.bot_move(seed=len(g.moves)))
    assert checked > 5000
