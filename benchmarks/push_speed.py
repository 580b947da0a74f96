"""How fast the engine checks and plays moves: a game's own ``is_legal`` against the generic check.

    python benchmarks/push_speed.py [--games N] [--repeats R]

``Game.push`` checks every move with ``state.is_legal(move)``.  The generic check (the contract's
``GameState.is_legal``) lists every legal move and looks the move up; Ticket to Ride answers for the
one move instead.  In one run this prints, for the same seeded games played both ways:

  * complete random Ticket to Ride games per second (2 to 5 players, every variant in turn; a random
    game also lists the legal moves once a move, to pick one), generic check vs the game's own, as a
    ratio;
  * the same games replayed from their move lists (what loading a save and undo do: push only);
  * complete random Last Spike games per second, for reference (it uses the generic check).

Each figure is the best of ``--repeats`` runs (the machine's noise only ever slows a run down).  Both
ways must play the very same games: the script checks the final state hashes.  Nothing is asserted
about speed anywhere: tests assert behaviour, this script reports speed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import types
from pathlib import Path

if not __package__:  # run as a script (python benchmarks/push_speed.py): this checkout's folders come first
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench import random_game as last_spike_game  # noqa: E402
from pygame_rules import Game, new_game  # noqa: E402
from pygame_rules.contract import GameState  # noqa: E402

VARIANTS = ["base", "1910", "mega", "big_cities"]


def ttr_game(seed: int, generic: bool) -> Game:
    """A new Ticket to Ride game for ``seed`` (players and variant follow from it); with ``generic``
    its state checks moves with the contract's default ``is_legal`` (``move in legal_moves()``)."""
    players = 2 + seed % 4
    g = new_game("ticket_to_ride", {"players": [f"P{i}" for i in range(players)],
                                    "variant": VARIANTS[seed // 4 % 4]}, seed)
    if generic:
        g.state.is_legal = types.MethodType(GameState.is_legal, g.state)
    return g


def play_random(seed: int, generic: bool) -> Game:
    rnd = random.Random(seed)
    g = ttr_game(seed, generic)
    while not g.is_over:
        g.push(rnd.choice(g.legal_moves()))
    return g


def replay(seed: int, moves: list[str], generic: bool) -> Game:
    g = ttr_game(seed, generic)
    for move in moves:
        g.push(move)
    return g


def best_times(runs: dict, repeats: int) -> dict:
    """name -> (best seconds, what the run returned), the runs taken in turn ``repeats`` times, so that
    a slow spell of the machine or a cold cache does not fall on one of them only."""
    out = {name: (float("inf"), None) for name in runs}
    for _ in range(repeats):
        for name, run in runs.items():
            start = time.perf_counter()
            result = run()
            spent = time.perf_counter() - start
            out[name] = (min(out[name][0], spent), result)
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="games per figure (default 40)")
    ap.add_argument("--repeats", type=int, default=5, help="runs per figure; the best counts (default 5)")
    args = ap.parse_args(argv)
    seeds = range(args.games)
    print(f"CPython {sys.version.split()[0]}, {args.games} games per figure, best of {args.repeats} runs")

    recorded = [play_random(s, False) for s in seeds]  # also warms the caches (networks, paths)
    moves = sum(len(g.moves) for g in recorded)
    figures = best_times({
        ("random", True): lambda: [play_random(s, True) for s in seeds],
        ("random", False): lambda: [play_random(s, False) for s in seeds],
        ("replay", True): lambda: [replay(s, g.moves, True) for s, g in zip(seeds, recorded, strict=True)],
        ("replay", False): lambda: [replay(s, g.moves, False) for s, g in zip(seeds, recorded, strict=True)],
        "last_spike": lambda: [last_spike_game(s) for s in seeds],
    }, args.repeats)
    hashes = [g.state_hash() for g in recorded]
    if any([g.state_hash() for g in games] != hashes for key, (_, games) in figures.items() if key != "last_spike"):
        sys.exit("push_speed: the two checks played different games")

    for kind, label in (("random", "complete random games"), ("replay", "replays of those games (push only)")):
        slow, fast = figures[kind, True][0], figures[kind, False][0]
        print(f"Ticket to Ride {label}: generic check {args.games / slow:.1f} games/s, own is_legal "
              f"{args.games / fast:.1f} games/s: {slow / fast:.2f}x "
              f"({moves / slow:,.0f} -> {moves / fast:,.0f} moves/s)")
    elapsed, games = figures["last_spike"]
    print(f"Last Spike complete random games (generic check, for reference): {args.games / elapsed:.1f} games/s "
          f"({sum(len(g.moves) for g in games) / elapsed:,.0f} moves/s, 3 players)")


if __name__ == "__main__":
    main()
