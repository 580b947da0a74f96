"""How fair is each game?  The strong bot in every seat, seats fixed, every player count (issue 20).

    nice -n 19 .venv/bin/python benchmarks/balance.py                 # every row up to 400 games
    nice -n 19 .venv/bin/python benchmarks/balance.py --game silverton --players 4 --fresh
    .venv/bin/python benchmarks/balance.py --report                   # print the table, play nothing
    .venv/bin/python benchmarks/balance.py --docs                     # rewrite docs/balance.md (+ .de.md)
    .venv/bin/python benchmarks/balance.py --merge-from other.json    # after a merge conflict in the data
    .venv/bin/python benchmarks/balance.py --recheck                  # rows whose code changed: replay one

A row is one game at one player count.  Game k of a row is played on seed ``first_seed + k`` (from
100,000 by default: nothing was tuned on those seeds) with the strong bot in every seat; seat i is
always seat i, so whatever the rules hand out by seat (who starts, a start city, money) shows up in
that seat's share.  Each game is stored as one line of docs/balance/balance.json the moment it ends,
so a run can be stopped at any time and resumes where it stopped; a row can be measured again alone
(``--game G --players N --fresh``).  Rows are filled in turns (``--slice`` seconds of play per row
before the next row's turn), so a run cut short still leaves every row with some games.  A row
records the game's rules_version and a hash of the game's code: when either changes, the row is
stale and is only extended after ``--fresh`` starts it again, except that a row whose code alone changed
is current again when its first game, played again, comes out exactly as stored (``recheck``: a change
that plays the same, such as a new game-over story, leaves the rows standing).

The figures of a row are tools/balance_data.py's (``summarize``), which the report and the site's page
read too.

Silverton with one player is solitaire (a goal, not a rival): not a balance row, left out.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if not __package__:  # run as a script (python benchmarks/balance.py): this checkout's folders come first
    sys.path.insert(0, str(ROOT))

from pygame_rules import new_game  # noqa: E402
from pygame_rules.game import Game  # noqa: E402
from pygame_rules.registry import get_rules  # noqa: E402
from tools.balance_data import (  # noqa: E402
    DATA,
    GAMES,
    code_hash,
    fresh_row,
    load,
    merge,
    row_key,
    row_order,
    save,
    stale,
    table,
)

FIRST_SEED = 100_000

# -- what each game counts as its score, and its length beyond moves ------------------------------------
def _scores(game_id: str, g: Game) -> list[float]:
    s: Any = g.state
    if game_id == "last_spike":
        return [pl["cash"] for pl in s.players]
    if game_id == "ticket_to_ride":
        return [pl["score"] for pl in s.players]  # points on the board; tickets are hidden till the end
    if game_id == "silverton":
        return [pl["money"] for pl in s.players]
    return list(s.passengers)


def _periods(game_id: str, g: Game, result: dict[str, Any]) -> int | None:
    """Rounds (Silverton) or years (Railroad Dice); None where the game has neither."""
    if game_id == "silverton":
        return int(result["rounds"])
    if game_id == "railroad_dice":
        state: Any = g.state
        return int(state.year)
    return None


def _start_cities(game_id: str, g: Game) -> list[str] | None:
    if game_id != "silverton":
        return None
    state: Any = g.state
    return [str(pl["home"]) for pl in state.players]



def player_counts(game_id: str) -> list[int]:
    rules = get_rules(game_id)
    low = max(rules.min_players, 2)  # one-player Silverton is solitaire: no seats to compare
    return list(range(low, rules.max_players + 1))


def play(game_id: str, players: int, seed: int, level: str = "strong") -> dict[str, Any]:
    """One game with ``level`` in every seat: its compact record (one line of the data file)."""
    g = new_game(game_id, {"players": [{"name": f"P{i + 1}", "bot": level} for i in range(players)]}, seed)
    scores: list[list[float]] = []
    turns: list[int] = []
    while not g.is_over:
        scores.append(_scores(game_id, g))
        who = g.turn_player if g.turn_player is not None else g.current_player
        assert who is not None
        turns.append(who)
        g.push(g.bot_move(level, seed=seed * 7919 + len(g.moves)))
    result = g.result()
    assert result is not None
    return record(seed, result, turns, scores, _periods(game_id, g, result), _start_cities(game_id, g))


def record(seed: int, result: dict[str, Any], turns: list[int], scores: list[list[float]],
           periods: int | None, cities: list[str] | None) -> dict[str, Any]:
    """A game as stored: ``turns[i]``/``scores[i]`` are whose turn it was and the scores before move i."""
    moves = len(turns)
    third = scores[moves // 3]
    top = max(third)
    rec: dict[str, Any] = {
        "s": seed, "w": sorted(result["winners"]), "m": moves,
        "t": sum(1 for i, p in enumerate(turns) if i == 0 or turns[i - 1] != p),
        "p": periods, "e": str(result["ended"]),
        "l": [q for q, v in enumerate(third) if v == top],
        "o": list(dict.fromkeys(turns)),  # seats in the order they first act
    }
    if cities is not None:
        rec["c"] = cities
    return rec


def recheck(row: dict[str, Any], games: int = 1) -> bool:
    """A row stale only by its code hash (same rules_version) is current again when its first ``games``
    games, played again with today's code, come out exactly as stored (every move's effect shows in the
    record: the moves, turns, scores at a third, winners and ending); then its hash becomes today's."""
    if row["rules_version"] != get_rules(row["game"]).rules_version or not row["games"]:
        return False
    if any(play(row["game"], row["players"], rec["s"]) != rec for rec in row["games"][:games]):
        return False
    row.setdefault("rechecked", []).append(row["code"])  # the hashes it was measured and checked with
    row["code"] = code_hash(row["game"])
    return True


# -- running ------------------------------------------------------------------------------------------
def _play_args(args: tuple[str, int, int]) -> dict[str, Any]:
    return play(*args)


def run(rows: list[tuple[str, int]], target: int, first_seed: int, workers: int, fresh: bool,
        slice_seconds: float, path: Path = DATA, say: Callable[[str], None] = print,
        after_save: Callable[[dict[str, Any]], object] = lambda _data: None) -> dict[str, Any]:
    """Fill ``rows`` up to ``target`` games each, a turn of about ``slice_seconds`` per row at a time;
    ``after_save(data)`` after each save (the command rewrites the report's Markdown there, so the data
    file and the report agree whenever the run is stopped)."""
    data = load(path)
    for game_id, players in rows:
        key = row_key(game_id, players)
        old = data["rows"].get(key)
        why = stale(old) if old else None
        if why and not fresh and recheck(old):
            say(f"{key}: {why}, but its first game replays the same: current")
            why = None
        if old is None or fresh:
            data["rows"][key] = fresh_row(game_id, players, first_seed)
        elif why:
            say(f"{key}: stored games are stale ({why}); skipped (use --fresh to measure it again)")
        elif old["first_seed"] != first_seed:
            say(f"{key}: stored from seed {old['first_seed']}, not {first_seed}; skipped (use --fresh)")
    live = [(g, p) for g, p in rows if not stale(data["rows"][row_key(g, p)])
            and data["rows"][row_key(g, p)]["first_seed"] == first_seed]
    save(data, path)
    after_save(data)
    pool = multiprocessing.Pool(workers) if workers > 1 else None
    try:
        while True:
            todo = [(g, p) for g, p in live if len(data["rows"][row_key(g, p)]["games"]) < target]
            if not todo:
                break
            for game_id, players in todo:
                _turn(data, game_id, players, target, slice_seconds, pool, workers, path, say, after_save)
    finally:
        if pool is not None:
            pool.close()
    return data


def _turn(data: dict[str, Any], game_id: str, players: int, target: int, slice_seconds: float,
          pool: Any, workers: int, path: Path, say: Callable[[str], None],
          after_save: Callable[[dict[str, Any]], object]) -> None:
    """One row's turn: games until ``slice_seconds`` have passed or the row is full."""
    row = data["rows"][row_key(game_id, players)]
    start = time.monotonic()
    while len(row["games"]) < target:  # at least one batch per turn, however short the slice
        k = len(row["games"])
        seeds = range(row["first_seed"] + k, row["first_seed"] + min(target, k + workers))
        batch: Iterator[dict[str, Any]]
        if pool is None:
            batch = (play(game_id, players, s) for s in seeds)
        else:
            batch = pool.imap(_play_args, [(game_id, players, s) for s in seeds])
        for rec in batch:
            row["games"].append(rec)
        save(data, path)
        after_save(data)
        if time.monotonic() - start >= slice_seconds:
            break
    say(f"{row_key(game_id, players)}: {len(row['games'])} games ({time.monotonic() - start:.0f} s this turn)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=400, help="games per row (default 400)")
    ap.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    ap.add_argument("--players", type=int, action="append", help="only this player count (repeatable)")
    ap.add_argument("--first-seed", type=int, default=FIRST_SEED, help="seed of a row's first game (100000)")
    ap.add_argument("--workers", type=int, default=1, help="processes playing games (default 1)")
    ap.add_argument("--slice", type=float, default=300, help="seconds of play per row before the next row's turn")
    ap.add_argument("--fresh", action="store_true", help="forget the chosen rows' stored games first")
    ap.add_argument("--data", type=Path, default=DATA, help="the data file (docs/balance/balance.json)")
    ap.add_argument("--report", action="store_true", help="print the table of stored rows; play nothing")
    ap.add_argument("--docs", action="store_true", help="rewrite docs/balance.md and docs/balance.de.md "
                    "from the stored rows; play nothing (a run rewrites them after every game)")
    ap.add_argument("--merge-from", type=Path, help="take the better rows of another data file (after a "
                    "merge conflict: current over stale, then more games), rewrite the docs; play nothing")
    ap.add_argument("--recheck", action="store_true", help="replay the first game of every row stale by its "
                    "code hash alone: the same game means the row is current; play nothing else")
    args = ap.parse_args()
    from tools.balance_page import write_docs  # the report's Markdown, in both languages

    if args.recheck:
        data = load(args.data)
        for key in sorted(data["rows"], key=row_order):
            row = data["rows"][key]
            if (not args.game or row["game"] in args.game) and stale(row):
                print(key, "current again" if recheck(row) else f"stale ({stale(row)})", flush=True)
                save(data, args.data)
        write_docs(data)
        return
    if args.merge_from:
        data = load(args.data)
        print("rows taken:", ", ".join(merge(data, load(args.merge_from))) or "none")
        save(data, args.data)
        write_docs(data)
        return
    if args.report or args.docs:
        data = load(args.data)
        if args.docs:
            write_docs(data)
        print(table(data))
        return
    rows = [(g, p) for g in (args.game or GAMES) for p in player_counts(g) if not args.players or p in args.players]
    data = run(rows, args.games, args.first_seed, args.workers, args.fresh, args.slice, args.data,
               after_save=write_docs)
    print(table(data))


if __name__ == "__main__":
    main()
