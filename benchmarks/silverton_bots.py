"""Silverton bots against each other: win rates over seeded 3-player standard games, bot decision times,
and the time of a whole 4-player standard game, all in CPython.

    python benchmarks/silverton_bots.py             # 200 games strong vs 2 baselines, 200 vs 2 random
    python benchmarks/silverton_bots.py --games 40  # a shorter run
    python benchmarks/silverton_bots.py --scenario short --mode advanced

It also plays 4-player games of two mining-only against two passenger-first strong bots (balance).

The strong bot's seat rotates from game to game (seat = seed mod 3), so it does not always sit in the
same start city.  A shared first place counts as a share of a win.  A third of the games is chance.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

if not __package__:  # run as a script (python benchmarks/silverton_bots.py): this checkout's folders come first
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_rules import new_game  # noqa: E402


def play(levels: list[str], seed: int, scenario: str, mode: str, times: dict[str, list[float]]) -> dict:
    g = new_game("silverton", {"players": [{"name": f"{lv}{i}", "bot": lv} for i, lv in enumerate(levels)],
                               "scenario": scenario, "mode": mode}, seed)
    while not g.is_over:
        level = levels[g.current_player]
        start = time.perf_counter()
        move = g.bot_move(level, seed=seed * 7919 + len(g.moves))
        times.setdefault(level, []).append(time.perf_counter() - start)
        g.push(move)
    return g.result() or {}


def match(hero: str, other: str, games: int, scenario: str, mode: str, first: int) -> None:
    wins, rounds, money, endings = 0.0, [], [], {}
    times: dict[str, list[float]] = {}
    for seed in range(first, first + games):
        seat = seed % 3
        levels = [other] * 3
        levels[seat] = hero
        res = play(levels, seed, scenario, mode, times)
        if seat in res["winners"]:
            wins += 1 / len(res["winners"])
        rounds.append(res["rounds"])
        money.append(next(r["money"] for r in res["ranking"] if r["player"] == seat))
        endings[res["ended"]] = endings.get(res["ended"], 0) + 1
    print(f"{hero} vs 2x {other}: {games} games, {hero} wins {100 * wins / games:.1f}% "
          f"(a third would be chance); rounds median {statistics.median(rounds)}, "
          f"{hero}'s median money ${statistics.median(money):,.0f}; endings {endings}")
    for level, ts in sorted(times.items()):
        print(f"  {level}: median decision {1000 * statistics.median(ts):.2f} ms, max {1000 * max(ts):.1f} ms "
              f"over {len(ts)} moves")


def whole_game(scenario: str, mode: str, seeds: int = 5) -> None:
    spent, rounds = [], []
    for seed in range(seeds):
        start = time.perf_counter()
        res = play(["strong", "strong", "standard", "standard"], seed, scenario, mode, {})
        spent.append(time.perf_counter() - start)
        rounds.append(res["rounds"])
    print(f"a whole 4-player {scenario} game (2 strong, 2 baseline bots): median {statistics.median(spent):.2f} s "
          f"in CPython, median {statistics.median(rounds)} rounds")


def strategies(games: int) -> None:
    """Balance: 4-player standard games of two mining-only strong bots (never prospect a contract)
    against two passenger-first strong bots (take every affordable contract, claims only when none)."""
    from pygame_rules.games.silverton.bots import standard as bots
    from pygame_rules.games.silverton.data import CLAIMS, PASSENGERS

    plain = bots.Bot.place

    def place(self: bots.Bot) -> str:
        style, legal = self.view["players"][self.me]["name"][:5], self.legal
        contracts = [m for m in legal if m.split()[0] in ("prospect", "steal") and m.split()[2] in PASSENGERS]
        if style == "miner":
            self.legal = [m for m in legal if m not in contracts]
        else:
            affordable = [m for m in contracts if PASSENGERS[m.split()[2]]["price"] <= self.money]
            if affordable:
                return max(affordable, key=lambda m: PASSENGERS[m.split()[2]]["price"])
            self.legal = [m for m in legal if not (m.startswith("prospect") and m.split()[2] in CLAIMS)]
        try:
            return plain(self)
        finally:
            self.legal = legal

    bots.Bot.place = place  # type: ignore[method-assign]
    try:
        wins = {"miner": 0.0, "rails": 0.0}
        rounds = []
        for seed in range(games):
            names = ["miner", "rails"] * 2 if seed % 2 == 0 else ["rails", "miner"] * 2
            g = new_game("silverton", {"players": [{"name": f"{n}{i}", "bot": "strong"} for i, n in enumerate(names)]},
                         seed)
            while not g.is_over:
                g.push(g.bot_move(seed=seed * 7919 + len(g.moves)))
            res = g.result() or {}
            for w in res["winners"]:
                wins[names[w]] += 1 / len(res["winners"])
            rounds.append(res["rounds"])
        print(f"balance, 4-player standard, {games} games: mining-only bots win {wins['miner']:.1f}, "
              f"passenger-first bots {wins['rails']:.1f}; median {statistics.median(rounds)} rounds")
    finally:
        bots.Bot.place = plain  # type: ignore[method-assign]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--scenario", default="standard")
    parser.add_argument("--mode", default="standard")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--whole-games", type=int, default=5, help="4-player games timed whole (default 5)")
    parser.add_argument("--strategy-games", type=int, help="balance games of the two styles (default: "
                        "a fifth of --games, at least 20; 0: none)")
    args = parser.parse_args(argv)
    match("strong", "standard", args.games, args.scenario, args.mode, args.first_seed)
    match("strong", "random", args.games, args.scenario, args.mode, args.first_seed)
    if args.whole_games:
        whole_game(args.scenario, args.mode, args.whole_games)
    strategy_games = max(20, args.games // 5) if args.strategy_games is None else args.strategy_games
    if strategy_games:
        strategies(strategy_games)


if __name__ == "__main__":
    main()
