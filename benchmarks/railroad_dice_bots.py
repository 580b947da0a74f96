"""Railroad Dice bots against each other: win rates, game length and how games end.

    python benchmarks/railroad_dice_bots.py            # 200 three-player games per pairing, and game lengths
    python benchmarks/railroad_dice_bots.py --quick    # 20 games per pairing
    python benchmarks/railroad_dice_bots.py --games 400 --first-seed 1000 --bank 60
    python benchmarks/railroad_dice_bots.py --lengths-only
    python benchmarks/railroad_dice_bots.py --fair --games 400 --first-seed 100000   # seats fixed
    python benchmarks/railroad_dice_bots.py --fair --reading "fixed, year end" --first-seed 1000

Pairings: one ``strong`` bot against two ``basic`` bots, and against two ``random`` players, and one
``basic`` against two ``random``; the seats rotate with the seed, so no bot always starts.  A shared
first place counts as a share of a win.  Then, with every seat a strong bot, the game length in years
and in turns (a turn is one player's go) and how often each end comes, for 2, 3 and 4 players and both
bank sizes.  Decision times are CPython medians per move (the page's Pyodide is slower: see bench.py).

``--fair``: does seating decide?  A strong bot in every seat, the seats kept fixed, 2, 3 and 4 players:
each seat's share of the wins with a 95% interval (normal approximation) and its distance from a fair
share.  ``--reading`` plays one of data.READINGS (the order of a year and when directors change)
instead of the current rules.  Each game is appended to ``--out`` as it ends, and games already there
are not played again, so a run that was stopped goes on where it stopped.  Tune on seeds below 10,000;
report from 100,000.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

if not __package__:  # run as a script (python benchmarks/railroad_dice_bots.py): this checkout's folders come first
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_rules import new_game  # noqa: E402
from pygame_rules.games.railroad_dice.data import BANK_SIZES, READINGS  # noqa: E402
from pygame_rules.games.railroad_dice.state import ENDINGS, State  # noqa: E402

FAIR_OUT = Path(__file__).resolve().parent.parent / "bench-results" / "railroad_dice_fair.jsonl"


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


def fair_game(players: int, seed: int, bank: str = "40", reading: str | None = None) -> dict:
    """One game with a strong bot in every seat, seats fixed; ``reading`` replaces the rules' year order."""
    g = new_game("railroad_dice", {"players": [{"name": f"Strong {i + 1}", "bot": "strong"} for i in range(players)],
                                   "bank": bank}, seed)
    if reading is not None:
        state = State([f"Strong {i + 1}" for i in range(players)], seed, BANK_SIZES[bank], order=READINGS[reading])
        state.chance.uses, state.chance.script = 0, g.script  # as Game._setup leaves a fresh state
        g.state = state
    while not g.is_over:
        g.push(g.bot_move(seed=seed * 7919 + len(g.moves)))
    result = g.result()
    return {"reading": reading or "rules", "players": players, "bank": bank, "seed": seed,
            "winners": list(result["winners"]), "passengers": list(g.state.passengers), "years": g.state.year,
            "ended": result["ended"]}


def fair(counts: list[int], games: int, first_seed: int, bank: str, reading: str | None, out: Path) -> None:
    """Play what ``out`` lacks, then print each seat's win share (resumable: see the module doc)."""
    key = reading or "rules"
    done: dict[tuple[int, int], dict] = {}
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["reading"] == key and row["bank"] == bank:
                done[(row["players"], row["seed"])] = row
    out.parent.mkdir(parents=True, exist_ok=True)
    seeds = range(first_seed, first_seed + games)
    with out.open("a", encoding="utf-8") as f:
        for seed in seeds:  # seeds outside, so that a stopped run has every count equally far
            for n in counts:
                if (n, seed) not in done:
                    done[(n, seed)] = row = fair_game(n, seed, bank, reading)
                    f.write(json.dumps(row) + "\n")
                    f.flush()
    print(f"Seats fixed, strong bot in every seat ({key}; {bank} dice; seeds {first_seed}-{first_seed + games - 1}):")
    for n in counts:
        rows = [done[(n, seed)] for seed in seeds]
        shares = fair_shares(rows, n)
        years = statistics.median(r["years"] for r in rows)
        worst = max(abs(m - 1 / n) for m, _ in shares)
        print(f"  {n} players, {len(rows)} games: " + " / ".join(f"{m:.1%} ±{h:.1%}" for m, h in shares)
              + f"; fair {1 / n:.1%}, worst seat {worst * 100:.1f} points off; median {years:g} years")


def fair_shares(rows: list[dict], n: int) -> list[tuple[float, float]]:
    """Each seat's mean win share (a shared win split) and its 95% half-interval."""
    out = []
    for seat in range(n):
        wins = [(1 / len(r["winners"]) if seat in r["winners"] else 0.0) for r in rows]
        mean = sum(wins) / len(wins)
        sd = math.sqrt(sum((w - mean) ** 2 for w in wins) / max(1, len(wins) - 1))
        out.append((mean, 1.96 * sd / math.sqrt(len(wins))))
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="20 games per pairing, 10 per length row")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--bank", default="40", choices=["40", "60"])
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--lengths-only", action="store_true")
    ap.add_argument("--fair", action="store_true", help="seats fixed, strong bots: each seat's win share")
    ap.add_argument("--reading", choices=sorted(READINGS), help="with --fair: play this year order instead")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4], help="with --fair: player counts")
    ap.add_argument("--out", type=Path, default=FAIR_OUT, help="with --fair: where games are kept")
    args = ap.parse_args(argv)
    if args.fair:
        fair(args.players, args.games, args.first_seed, args.bank, args.reading, args.out)
        return
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
