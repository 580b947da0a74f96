"""Ticket to Ride bots against each other: win rates and mean scores over seeded games.

    python benchmarks/ttr_bots.py            # 200 two-player games strong vs greedy, greedy vs random, ...
    python benchmarks/ttr_bots.py --quick    # a fast version (20 games per pairing)
    python benchmarks/ttr_bots.py --games 400 --pair strong greedy --variant mega
    python benchmarks/ttr_bots.py --games 400 --pair strong greedy --first-seed 1000   # other seeds

Seats alternate between the two bots from game to game, so neither always moves first.  A shared
first place counts as half a win.  The time per bot move is printed too (CPython; Pyodide is slower).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

if not __package__:  # run as a script (python benchmarks/ttr_bots.py): this checkout's folders come first
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_rules import new_game  # noqa: E402


def play(a: str, b: str, seed: int, variant: str, timing: dict) -> tuple[float, int, int]:
    """One game, ``a`` in seat 1 on even seeds and seat 2 on odd ones.

    Returns (a's win share, a's score, b's score)."""
    seats = [a, b] if seed % 2 == 0 else [b, a]
    g = new_game("ticket_to_ride", {"players": [{"name": f"{s}{i}", "bot": s} for i, s in enumerate(seats)],
                                    "variant": variant}, seed)
    while not g.is_over:
        level = seats[g.current_player]
        start = time.perf_counter()
        move = g.bot_move(level, seed=seed * 7919 + len(g.moves))
        spent = time.perf_counter() - start
        stat = timing.setdefault(level, [0.0, 0, 0.0])
        stat[0] += spent
        stat[1] += 1
        stat[2] = max(stat[2], spent)
        g.push(move)
    result = g.result()
    ia = 0 if seed % 2 == 0 else 1
    ib = 1 - ia
    scores = {r["player"]: r["score"] for r in result["ranking"]}
    winners = result["winners"]
    share = (1.0 / len(winners)) if ia in winners else 0.0
    return share, scores[ia], scores[ib]


def match(a: str, b: str, games: int, variant: str, first_seed: int = 0) -> dict:
    timing: dict = {}
    wins = sa = sb = 0.0
    for seed in range(first_seed, first_seed + games):
        share, x, y = play(a, b, seed, variant, timing)
        wins += share
        sa += x
        sb += y
    return {"a": a, "b": b, "games": games, "win_rate": wins / games, "mean_a": sa / games, "mean_b": sb / games,
            "timing": {k: (v[0] / max(v[1], 1), v[2]) for k, v in timing.items()}}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="20 games per pairing")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--variant", default="base")
    ap.add_argument("--pair", nargs=2, metavar=("A", "B"), help="only this pairing")
    ap.add_argument("--first-seed", type=int, default=0, help="seeds run from here (default 0)")
    args = ap.parse_args(argv)
    games = 20 if args.quick else args.games
    pairs = [tuple(args.pair)] if args.pair else [("strong", "greedy"), ("greedy", "random"), ("strong", "random")]
    print(f"Ticket to Ride bots, {games} two-player games per pairing, variant {args.variant}")
    for a, b in pairs:
        r = match(a, b, games, args.variant, args.first_seed)
        times = ", ".join(f"{k} {avg * 1000:.1f} ms mean / {worst * 1000:.0f} ms max"
                          for k, (avg, worst) in sorted(r["timing"].items()))
        print(f"{a:>7} vs {b:<7}  {a} wins {r['win_rate']:6.1%}   "
              f"mean score {a} {r['mean_a']:6.1f}  {b} {r['mean_b']:6.1f}"
              f"   ({times})")


if __name__ == "__main__":
    main()
