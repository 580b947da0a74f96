"""Last Spike's strong bot: same moves, how much CPU?  Games played exactly as benchmarks/balance.py plays
them (its ``play``: the strong bot in every seat, seats fixed, the same seeds and bot seeds).

    python benchmarks/ls_speed.py --against DIR [--games 4] [--counts 2,3,4,5,6] [--first-seed 100000]
    python benchmarks/ls_speed.py --write-reference FILE [...]     # on the code to compare with
    python benchmarks/ls_speed.py --check FILE [...]               # on the changed code

``--against DIR`` plays every game twice in one run, once with the rules and bots of another checkout
(DIR, e.g. ``git archive main | tar -x -C DIR``) and once with this tree's, alternating which goes first
so the shared machine's load falls on both alike.  It checks that both played the same moves, move for
move, and prints each side's CPU seconds per game (``time.process_time`` inside the game, so starting
Python does not count) and their ratio.  ``--write-reference``/``--check`` do the same against a file
of move logs written earlier (the file's CPU seconds come from another run: its ratio is only a hint).

Each game runs in a child process that imports ``pygame_rules`` from the chosen tree and then plays it
with this tree's balance.py ``play``, whose ``new_game`` is wrapped only to keep the game's move log.
Nothing is asserted about speed anywhere: this script reports it.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def worker(players: int, seed: int) -> dict[str, Any]:
    """In the child: one game with the code in $LS_CODE (default this tree): its moves and CPU seconds."""
    sys.path.insert(0, os.environ.get("LS_CODE") or str(ROOT))
    import pygame_rules  # the chosen tree's: its modules load from there from now on (the package's __path__)

    sys.path[0] = str(ROOT)  # this tree's benchmarks/ and tools/ (the games played as this tree's balance.py plays)
    from benchmarks import balance

    games: list[Any] = []

    def new_game(*args: Any, **kwargs: Any) -> Any:
        g = pygame_rules.new_game(*args, **kwargs)
        games.append(g)
        return g

    balance.new_game = new_game
    start = time.process_time()
    rec = balance.play("last_spike", players, seed)
    cpu = time.process_time() - start
    return {"players": players, "seed": seed, "cpu": cpu, "moves": list(games[0].moves), "winners": rec["w"],
            "code": str(Path(pygame_rules.__file__).parent.parent)}


def run_one(players: int, seed: int, code: str | None) -> dict[str, Any]:
    env = dict(os.environ, LS_CODE=code or str(ROOT))
    out = subprocess.run([sys.executable, __file__, "--worker", str(players), str(seed)], env=env,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--worker", nargs=2, type=int, help=argparse.SUPPRESS)
    ap.add_argument("--against", help="another checkout (its pygame_rules) to play the same games with")
    ap.add_argument("--write-reference", help="write this tree's move logs to FILE")
    ap.add_argument("--check", help="compare this tree's move logs with FILE")
    ap.add_argument("--games", type=int, default=4, help="games per player count (4)")
    ap.add_argument("--counts", default="2,3,4,5,6", help="player counts (2,3,4,5,6)")
    ap.add_argument("--first-seed", type=int, default=100_000, help="seed of each count's first game (100000)")
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(worker(*args.worker)))
        return
    reference: dict[str, Any] = {}
    if args.check:
        reference = {g["key"]: g for g in json.loads(Path(args.check).read_text())["games"]}
    written = []
    ours_total = theirs_total = 0.0
    same = differ = 0
    k = 0
    for players in (int(c) for c in args.counts.split(",")):
        for seed in range(args.first_seed, args.first_seed + args.games):
            key = f"{players}-{seed}"
            theirs = reference.get(key)
            if args.against:
                order = [None, args.against] if k % 2 else [args.against, None]
                runs = {code: run_one(players, seed, code) for code in order}
                ours, theirs = runs[None], runs[args.against]
            else:
                ours = run_one(players, seed, None)
            k += 1
            written.append({"key": key, "players": players, "seed": seed, "cpu": ours["cpu"], "moves": ours["moves"]})
            line = f"{players} players, seed {seed}: {len(ours['moves'])} moves, {ours['cpu']:.2f} s"
            if theirs is not None:
                match = theirs["moves"] == ours["moves"]
                same += match
                differ += not match
                ours_total += ours["cpu"]
                theirs_total += theirs["cpu"]
                line += (f" vs {theirs['cpu']:.2f} s (x{theirs['cpu'] / ours['cpu']:.2f} faster), "
                         f"{'same moves' if match else 'MOVES DIFFER'}")
            print(line, flush=True)
    if args.write_reference:
        Path(args.write_reference).write_text(json.dumps({"games": written}) + "\n")
    if same + differ:
        n = same + differ
        print(f"{same} of {n} games played the same moves; CPU per game {theirs_total / n:.2f} s before, "
              f"{ours_total / n:.2f} s now: x{theirs_total / ours_total:.2f} faster")
        if differ:
            sys.exit(1)


if __name__ == "__main__":
    main()
