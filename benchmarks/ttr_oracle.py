"""A ceiling for the strong Ticket to Ride bot: its look-ahead given the TRUE hidden information.

    nice -n 10 python benchmarks/ttr_oracle.py --players 4 --games 100 --first-seed 5000
    nice -n 10 python benchmarks/ttr_oracle.py --players 4 --games 100 --first-seed 5000 --search-from 45

A test-only oracle, never a bot level: wherever the strong bot would play candidate moves out on guesses
at what its view hides (``search.best_move``: the ticket choices and the late look-ahead), this tool
plays each candidate out once on a copy of the real game state instead (the rivals' real tickets and
hands, the real deck order and shuffles), with the same fast greedy policy for every seat, and takes
the candidate with the best final margin (the bot's own choice on ties).  The rivals are the greedy bot,
which the playout policy models closely, so this is about what a perfect guess at the hidden cards and
tickets could give the bot's search.  ``--search-from N`` also lets the look-ahead decide every turn
once someone is down to N trains (45: every turn), so the ceiling covers a search of the whole game.

The rows are those of benchmarks/bots.py (same seeds, seats and scoring), so an oracle row and a
plain strong row on the same seeds are paired.  Tune on seeds below 10,000 only.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

if not __package__:  # run as a script (python benchmarks/ttr_oracle.py): this checkout's folders come first
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import bots as bench  # noqa: E402
from pygame_rules.games.ticket_to_ride.bots import search, strong  # noqa: E402


def oracle_best_move(view: dict, candidates: list[str], default: str, seed: int, samples: int = 0,
                     z: float | None = None, track_cards: bool = True) -> str:
    """``search.best_move`` with the true state in place of the guesses: one playout per candidate."""
    cands = [default] + sorted(set(candidates) - {default})
    if len(cands) == 1:
        return default
    return bench.best_on_true_game(cands, view["viewer"], search.rollout)


_determinize = search.determinize


def tickets_only_determinize(view: dict, rng: Any, track_cards: bool = True) -> Any:
    """A guess at the hidden cards as the bot makes it, with the rivals' real tickets (and offers) and
    the real ticket deck: how much knowing the tickets alone would give."""
    s = _determinize(view, rng, track_cards)
    truth = bench.PLAYING["game"].state
    for q, pl in enumerate(s.players):
        if q != view["viewer"]:
            pl["tickets"] = [list(t) for t in truth.players[q]["tickets"]]  # type: ignore[attr-defined]
            pl["offer"] = [list(t) for t in truth.players[q]["offer"]]  # type: ignore[attr-defined]
    s.tickets = [list(t) for t in truth.tickets]  # type: ignore[attr-defined]
    return s


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--first-seed", type=int, default=5000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--search-from", type=int, default=None,
                    help="look ahead on every turn once someone is down to this many trains")
    ap.add_argument("--no-oracle", action="store_true", help="the plain bot (with --search-from: its guesses)")
    ap.add_argument("--tickets-only", action="store_true",
                    help="the bot's own guesses at the cards, but the rivals' real tickets")
    ap.add_argument("--ablate", help="switch this idea of the strong bot off (an IDEAS name)")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=NUMBER",
                    help="set a constant of strong.py (or search.NAME) for a tuning run")
    args = ap.parse_args(argv)
    for item in args.set:
        name, number = item.split("=")
        module, name = (search, name[len("search."):]) if name.startswith("search.") else (strong, name)
        setattr(module, name, type(getattr(module, name))(number))
    if args.tickets_only:
        search.determinize = tickets_only_determinize
    elif not args.no_oracle:
        search.best_move = oracle_best_move
    if args.search_from is not None:
        strong.LATE_SEARCH_TRAINS = args.search_from
        strong.SEARCH_TRAINS = max(strong.SEARCH_TRAINS, args.search_from)
    r = bench.row("ticket_to_ride", args.players, args.games, args.first_seed, args.ablate)
    label = "tickets oracle" if args.tickets_only else "guesses" if args.no_oracle else "oracle"
    if args.search_from is not None:
        label += f", search from {args.search_from} trains"
    label = " ".join(args.set + [label])
    print(label, bench.show(r))


if __name__ == "__main__":
    main()
