"""Learn the strong Last Spike bot's completion chances from self-play, and write them to
pygame_rules/games/last_spike/bots/learned.py.

    python tools/learn_last_spike.py            # 600 games per player count, seeds 0-599 (tuning seeds)
    python tools/learn_last_spike.py --check    # exit 1 if learned.py differs from a new run

The standard bot guesses the chance that a route still open will be finished before the game ends from
a formula (its progress and the time left).  Here the standard bot plays itself; at the start of every
turn, for every open route, we note how many of its spaces are filled and how far the St. Louis -
Sacramento line is from complete (the fewest empty spaces on any line, capped at DISTANCE_CAP), and at
the end of the game whether the route was finished.  The chance for each (players, filled, distance)
is the share finished, smoothed towards one half by SMOOTHING pseudo-games so that rare cells stay
sane.  Every input is public (board and line), so the strong bot can look the chance up from its view.
Only seeds below 10,000 are used: the benchmark reports on seeds from 100,000.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if not __package__:  # run as a script (python tools/learn_last_spike.py): this checkout's folders come first
    sys.path.insert(0, str(ROOT))

from pygame_rules import new_game  # noqa: E402
from pygame_rules.games.last_spike.bots.standard import StandardBot  # noqa: E402
from pygame_rules.games.last_spike.data import ROUTE_ORDER, SPACES_PER_ROUTE  # noqa: E402

OUT = ROOT / "pygame_rules" / "games" / "last_spike" / "bots" / "learned.py"
DISTANCE_CAP = 12
SMOOTHING = 4


def observe(players: int, seed: int, seen: Counter, done: Counter) -> None:
    g = new_game("last_spike", {"players": [{"name": f"P{i}", "bot": "standard"} for i in range(players)]}, seed)
    notes = []
    while not g.is_over:
        if g.state.phase == "play":
            judge = StandardBot(g.view(g.current_player))
            distance = min(judge.line_distance(), DISTANCE_CAP)
            notes += [(r, judge.filled(r), distance) for r in ROUTE_ORDER if judge.filled(r) < SPACES_PER_ROUTE]
        g.push(g.bot_move())
    for r, filled, distance in notes:
        seen[players, filled, distance] += 1
        done[players, filled, distance] += g.state.is_complete(r)


def learn(games: int) -> str:
    rows = []
    for players in range(2, 7):
        seen: Counter = Counter()
        done: Counter = Counter()
        for seed in range(games):
            observe(players, seed, seen, done)
        table = []
        for filled in range(SPACES_PER_ROUTE):
            row = []
            for distance in range(DISTANCE_CAP + 1):
                key = (players, filled, distance)
                row.append(round((done[key] + SMOOTHING / 2) / (seen[key] + SMOOTHING), 3))
            table.append(row)
        rows.append(f"    {players}: (\n" + "".join(f"        {tuple(r)},\n" for r in table) + "    ),\n")
    return (f'"""Completion chances learned from {games} self-play games of the standard bot per player count\n'
            f'(seeds 0-{games - 1}): written by tools/learn_last_spike.py, which says how.  Do not edit by hand.\n\n'
            "COMPLETION[players][filled][distance] is the share of open routes with ``filled`` spaces filled\n"
            "that were finished before the game ended, when the St. Louis-Sacramento line lacked ``distance``\n"
            f'spaces (capped at {DISTANCE_CAP}).\n"""\n\n'
            f"DISTANCE_CAP = {DISTANCE_CAP}\n"
            "COMPLETION: dict[int, tuple[tuple[float, ...], ...]] = {\n" + "".join(rows) + "}\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    text = learn(args.games)
    if args.check:
        sys.exit(0 if OUT.read_text() == text else 1)
    OUT.write_text(text)


if __name__ == "__main__":
    main()
