"""A ceiling for the strong Last Spike bot: its look-ahead given ALL the hidden information.

    nice -n 10 python benchmarks/ls_oracle.py --players 2 --games 200 --first-seed 2000
    nice -n 10 python benchmarks/ls_oracle.py --players 2 --games 200 --first-seed 2000 --search-from 99

A tuning tool, never a bot level.  Wherever the strong bot would play its candidate moves out on
guesses at what its view hides (``search.best_move``), this oracle plays each candidate out once on a
copy of the real game state instead: the rivals' real tiles and cash, and the real order of the pool,
so the tiles everyone will draw, its own included.  The rivals are the standard bot, which is also the
playout policy, so each playout is exactly what would follow if everybody then played like the
standard bot: the oracle takes the candidate with the best outcome (its own choice on ties).
``--search-from N`` lets it decide every decision with a choice once the line lacks N empty spaces
or fewer (99: the whole game), so that the ceiling covers a search of the whole game.

``benchmarks/bots.py --ceiling`` tells the look-ahead the rivals' tiles only; this tells it the future
too, which no player can know.  Its rows are those of benchmarks/bots.py (same seeds, seats and
scoring), so an oracle row and a plain strong row on the same seeds are paired.  Tune on seeds below
10,000 only.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

if not __package__:  # run as a script (python benchmarks/ls_oracle.py): this checkout's folders come first
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import bots as bench  # noqa: E402
from pygame_rules.games.last_spike.bots import search, strong  # noqa: E402


def oracle_best_move(view: dict[str, Any], candidates: list[str], seed: int, samples: int, z: float,
                     horizon: int = search.HORIZON, inferred: bool = True, budget: int | None = None,
                     hands: dict[int, list[str]] | None = None) -> str:
    """``search.best_move`` with the true state in place of the guesses: one playout per candidate."""
    return bench.best_on_true_game(candidates, view["viewer"], lambda s, me: search.rollout(s, me, horizon))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--first-seed", type=int, default=2000)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--search-from", type=int, default=None,
                    help="search every decision once the line lacks this many empty spaces (99: all game)")
    ap.add_argument("--no-oracle", action="store_true", help="the plain bot (with --search-from: its guesses)")
    args = ap.parse_args(argv)
    if not args.no_oracle:
        search.best_move = oracle_best_move
    if args.search_from is not None:
        strong.SEARCH_DISTANCE = strong.SEARCH_DISTANCE_MORE = args.search_from
    r = bench.row("last_spike", args.players, args.games, args.first_seed, None)
    label = "guesses" if args.no_oracle else "oracle"
    if args.search_from is not None:
        label += f", search from {args.search_from} spaces"
    print(label, bench.show(r), flush=True)


if __name__ == "__main__":
    main()
