"""Railroad Dice bots against each other: win rates, game length and how games end.

    python benchmarks/railroad_dice_bots.py            # 200 three-player games per pairing, and game lengths
    python benchmarks/railroad_dice_bots.py --quick    # 20 games per pairing
    python benchmarks/railroad_dice_bots.py --games 400 --first-seed 1000 --bank 60
    python benchmarks/railroad_dice_bots.py --lengths-only

Pairings: one ``strong`` bot against two ``basic`` bots, and against two ``random`` players, and one
``basic`` against two ``random``; the seats rotate with the seed, so no bot always starts.  A shared
first place counts as a share of a win.  Then, with every seat a strong bot, the game length in years
and in turns (a turn is one player's go) and how often each end comes, for 2, 3 and 4 players and both
bank sizes.  Decision times are CPython medians per move (the page's Pyodide is slower: see bench.py).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_rules import new_game  # noqa: E402
from pygame_rules.games.railroad_dice.state import ENDINGS  # noqa: E402


def play(seats: list[str], seed: int, bank: str = "40", timing: dict | None = None):
    """One game with ``seats`` rotated by the seed; returns (game, the seat order used)."""
    rot = seed % len(seats)
    order = seats[rot:] + seats[:rot]
    g = new_game("railroad_dice", {"players": [{"name": f"{b} {i + 1}", "bot": b} for i, b in enumerate(order)],
                                   "bank": bank}, seed)
    while not g.is_over:
        level = order[g.current_player]
        start = time.perf_counter()
        move = g.bot_move(seed=seed * 7919 + len(g.moves))
        if timing is not None:
            timing.setdefault(level, []).append(time.perf_counter() - start)
        g.push(move)
    return g, order


def match(first: str, other: str, players: int, games: int, bank: str, first_seed: int = 0) -> dict:
    """``first`` against ``players - 1`` copies of ``other``: its win share and the mean passengers."""
    seats = [first] + [other] * (players - 1)
    wins, mine, theirs, timing = 0.0, 0, 0, {}
    for seed in range(first_seed, first_seed + games):
        g, order = play(seats, seed, bank, timing)
        result = g.result()
        me = order.index(first)
        if me in result["winners"]:
            wins += 1 / len(result["winners"])
        mine += g.state.passengers[me]
        theirs += sum(g.state.passengers) - g.state.passengers[me]
    return {"win_rate": wins / games, "mean": mine / games, "mean_other": theirs / games / (players - 1),
            "timing": {k: statistics.median(v) for k, v in timing.items()}}


def lengths(players: int, games: int, bank: str, first_seed: int = 0, level: str = "strong") -> dict:
    years, moves, ends = [], [], Counter()
    for seed in range(first_seed, first_seed + games):
        g, _ = play([level] * players, seed, bank)
        years.append(g.state.year)
        moves.append(len(g.moves))
        ends[g.result()["ended"]] += 1
    return {"years": statistics.median(years), "turns": statistics.median(years) * players,
            "min": min(years), "max": max(years), "moves": statistics.median(moves), "ends": ends}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="20 games per pairing, 10 per length row")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--bank", default="40", choices=["40", "60"])
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--lengths-only", action="store_true")
    args = ap.parse_args(argv)
    games = 20 if args.quick else args.games
    if not args.lengths_only:
        print(f"Railroad Dice bots: {games} three-player games per pairing, seeds {args.first_seed}-"
              f"{args.first_seed + games - 1}, {args.bank} dice")
        for first, other in (("strong", "basic"), ("strong", "random"), ("basic", "random")):
            r = match(first, other, 3, games, args.bank, args.first_seed)
            times = ", ".join(f"{k} {v * 1000:.2f} ms" for k, v in sorted(r["timing"].items()))
            print(f"  {first} vs two {other}: {first} wins {r['win_rate']:.1%} (a fair share is 33.3%); mean "
                  f"passengers {r['mean']:.1f} against {r['mean_other']:.1f}; median decision {times}")
    rows = max(10, games // 4) if not args.quick else 10
    print(f"Game length with strong bots in every seat ({rows} games per row, seeds {args.first_seed}-"
          f"{args.first_seed + rows - 1}):")
    for bank in ("40", "60"):
        for n in (2, 3, 4):
            r = lengths(n, rows, bank, args.first_seed)
            ends = ", ".join(f"{e}: {r['ends'][e]}" for e in ENDINGS)
            print(f"  {n} players, {bank} dice: median {r['years']:g} years = {r['turns']:g} turns "
                  f"(years {r['min']}-{r['max']}; {r['moves']:g} moves); ends: {ends}")


if __name__ == "__main__":
    main()
