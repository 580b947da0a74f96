"""The expert level (issue 37, pygame_rules/search) measured on held-out seeds: one row per run.

    python benchmarks/expert.py h2h --game last_spike --games 100        # 2 players, expert vs strong
    python benchmarks/expert.py four --game ticket_to_ride --games 40    # 4 players, expert vs 3 strong
    python benchmarks/expert.py mega --games 20                          # TTR Mega, experts in all 4 seats
    python benchmarks/expert.py mega --games 20 --control strong         # the same seeds, strong bots in all 4
    python benchmarks/expert.py ruin --games 400                         # Silverton: strong bots never sit broke
    python benchmarks/expert.py budget --game ticket_to_ride,last_spike --games 40 --budgets 10 30 100 300
    python benchmarks/expert.py speed --game ticket_to_ride,silverton --games 4   # time per decision, 4 players
    python benchmarks/expert.py played                                   # the rows' games so far, none played

Game k uses seed first_seed + k (default 100,000: held out; tune only on seeds below 10,000) and
puts the expert in seat k mod players, so seats rotate.  A shared first place counts as a share of a
win.  95 % intervals are the normal approximation.  Times are CPython's, per expert decision with
more than one legal move, in CPU seconds of the process (the machine may be shared): median and 95th
percentile (the page's worker, Pyodide, is about 2-3x slower).  Budgets are iterations
(``--iterations``; default: each game's ``ITERATIONS``), no time cap, so every row is reproducible.
``budget`` is the strength-against-budget curve: every budget plays the same seeds (2 players unless
``--players``), a row each, then the curve on one line.  Nothing here is asserted:
tests/engine/test_expert.py is the smoke test.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_rules import new_game  # noqa: E402
from pygame_rules.bots import choose_move  # noqa: E402
from pygame_rules.registry import get_rules  # noqa: E402
from pygame_rules.search import EXPERT  # noqa: E402
from tools.balance_data import code_hash  # noqa: E402

# Every game a row plays is kept here, one JSON line each, the moment it ends: a run stopped (a session's
# end) goes on where it stopped when started again with the same arguments, and a row's figures are
# those of all its games.  A line counts only for the code it was played with (the game's rules and bots,
# and the search): after a change the row starts again.  ``--data`` another file, ``--no-data`` none.
DATA = Path(__file__).resolve().parent / "results" / "expert.jsonl"
_store: Path | None = DATA


def search_hash() -> str:
    h = hashlib.sha256()
    folder = Path(__file__).resolve().parent.parent / "pygame_rules" / "search"
    for path in sorted(folder.glob("*.py")):
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:12]


def today(game: str) -> str:
    """The code a kept game counts for: the game's rules and bots, and the search."""
    return f"{code_hash(game)}/{search_hash()}"


def stored(row: str, game: str) -> dict[int, dict[str, Any]]:
    """The games of ``row`` already played with today's code, by seed."""
    code = today(game)
    return {entry["seed"]: entry for entry in _kept() if entry["row"] == row and entry["code"] == code}


def _kept() -> list[dict[str, Any]]:
    """Every game kept in ``_store``; a line cut short (a run stopped while writing it) is left out, and
    its game is played again."""
    if _store is None or not _store.exists():
        return []
    out = []
    for line in _store.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return out


def keep(row: str, game: str, seed: int, **figures: Any) -> None:
    if _store is None:
        return
    _store.parent.mkdir(parents=True, exist_ok=True)
    entry = {"row": row, "code": today(game), "seed": seed, **figures}
    line = json.dumps(entry, sort_keys=True).encode() + b"\n"
    with _store.open("a+b") as f:  # appends go to the end wherever the file was read
        if f.tell() > 0:
            f.seek(-1, 2)
            if f.read(1) != b"\n":  # a line cut short by a stopped run: never write onto it
                line = b"\n" + line
        f.write(line)

STRONGEST = {"ticket_to_ride": "strong", "last_spike": "strong", "silverton": "strong", "railroad_dice": "strong"}


def expert(game: str, iterations: int | None) -> Any:
    bot = get_rules(game).own_bots()[EXPERT]
    return dataclasses.replace(bot, time_limit=None, **({"iterations": iterations} if iterations else {}))


def play(game: str, seats: list[Any], seed: int, options: dict[str, Any] | None = None,
         times: list[float] | None = None) -> dict[str, Any]:
    """One game, ``seats[q]`` playing seat q; the result, and each expert decision's time in ``times``."""
    g = new_game(game, {"players": [{"name": f"P{i + 1}"} for i in range(len(seats))], **(options or {})}, seed)
    while not g.is_over:
        p = g.current_player
        assert p is not None
        legal = g.legal_moves()
        bot = seats[p]
        start = time.process_time()  # CPU time: the machine may be shared, the page's worker is not
        move = choose_move(bot, g.view(p), legal, seed * 7919 + len(g.moves), g.state)
        if times is not None and bot.name == EXPERT and len(legal) > 1:
            times.append(time.process_time() - start)
        g.push(move)
    result = g.result()
    assert result is not None
    return result


def share(result: dict[str, Any], seat: int) -> float:
    winners = result["winners"]
    return 1.0 / len(winners) if seat in winners else 0.0


def interval(values: list[float]) -> tuple[float, float, float]:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / max(n - 1, 1))
    return mean, max(0.0, mean - 1.96 * sd / math.sqrt(n)), min(1.0, mean + 1.96 * sd / math.sqrt(n))


def timing(times: list[float]) -> str:
    if not times:
        return "-"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return f"{1000 * statistics.median(ordered):.0f} / {1000 * p95:.0f} ms ({len(ordered)} moves)"


def measure(game: str, players: int, games: int, first: int, iterations: int | None,
            backward: bool = False) -> dict[str, Any]:
    """The expert in one seat (rotating) against the strongest level today in every other seat: its
    win share per game and its time per decision.  ``iterations`` 0: the strongest level itself in the
    expert's seat, the control (what that seat wins on these seeds when nothing changes).  ``backward``:
    the games from the last one down, so that a second run on the other core finishes the same row in
    half the time (each game's seed and seat are its own either way; before each game the kept games
    are read again, and one another run has kept meanwhile is not played twice)."""
    other = get_rules(game).bot_levels()[STRONGEST[game]]
    hero = other if iterations == 0 else expert(game, iterations)
    row = f"vs|{game}|{players}|{getattr(hero, 'iterations', 0)}|{first}"
    got: dict[int, tuple[float, list[float]]] = {}
    for k in reversed(range(games)) if backward else range(games):
        seat = k % players
        done = stored(row, game).get(first + k)
        if done is not None:
            got[k] = (done["share"], done["times"])
            continue
        seats = [hero if q == seat else other for q in range(players)]
        mine: list[float] = []
        got[k] = (share(play(game, seats, first + k, times=mine), seat), mine)
        keep(row, game, first + k, share=got[k][0], seat=seat, times=[round(t, 4) for t in mine])
        print(f"  {game} {getattr(hero, 'iterations', 0)} it. game {k + 1}/{games}: seed {first + k}, "
              f"expert seat {seat}, share {got[k][0]:.2f}, running {statistics.fmean(g[0] for g in got.values()):.1%}",
              file=sys.stderr, flush=True)
    shares = [got[k][0] for k in range(games)]
    times = [t for k in range(games) for t in got[k][1]]
    return {"iterations": getattr(hero, "iterations", 0), "shares": shares, "times": times}


def against(game: str, players: int, games: int, first: int, iterations: int | None,
            backward: bool = False) -> str:
    m = measure(game, players, games, first, iterations, backward)
    mean, lo, hi = interval(m["shares"])
    return (f"| {game} | {players} | expert ({m['iterations']} it.) | {STRONGEST[game]} x{players - 1} | {games} | "
            f"{first}-{first + games - 1} | {mean:.1%} (fair {1 / players:.0%}) | {lo:.1%}-{hi:.1%} | "
            f"{timing(m['times'])} |")


def budget_curve(game: str, players: int, games: int, first: int, budgets: list[int]) -> list[str]:
    """Strength against budget: the expert at each budget (iterations) against the strongest level,
    on the same seeds for every budget (so the rows differ by the budget, not by the deal), one row a
    budget, then the curve on one line, with the budget past which more did not help on these games
    (the smallest whose share is within one standard error of the best share).  Budget 0 is the
    control: the strongest level itself in the expert's seat; with few games the seeds' and seats'
    luck is far from the fair share, and the curve is read against that row."""
    rows, points = [], []
    for budget in sorted(budgets):
        m = measure(game, players, games, first, budget)
        mean, lo, hi = interval(m["shares"])
        median = statistics.median(m["times"]) if m["times"] else None  # games kept without their times
        error = statistics.stdev(m["shares"]) / math.sqrt(games) if games > 1 else 0.0
        points.append((budget, mean, error, median))
        label = f"0 (control: {STRONGEST[game]} in the expert's seat)" if budget == 0 else str(budget)
        rows.append(f"| {game} | {players} | {label} | {games} | {first}-{first + games - 1} | "
                    f"{mean:.1%} (fair {1 / players:.0%}) | {lo:.1%}-{hi:.1%} | {timing(m['times'])} |")
    curve = ", ".join(_point(b, share, t) for b, share, _, t in points)
    searched = [p for p in points if p[0]]
    if searched:
        best = max(searched, key=lambda p: p[1])
        enough = next(p for p in searched if p[1] >= best[1] - best[2])
        if enough is searched[-1]:
            curve += f"; the best share was at the largest budget ({enough[0]}): more may help"
        else:
            curve += (f"; more than {enough[0]} iterations did not help by more than one standard error on "
                      "these games")
    rows.append(f"{game}, {players} players, {games} games a budget: {curve}")
    return rows


def _point(budget: int, share: float, median: float | None) -> str:
    """One budget on the curve's line: its share and its median time a decision."""
    if not budget:
        return f"control {share:.0%}"
    if median is None:
        return f"{budget} it. {share:.0%} (time not kept)"
    return f"{budget} it. {share:.0%} ({1000 * median:.0f} ms)"


def speed(game: str, players: int, games: int, first: int, decisions: int, iterations: int | None) -> str:
    """Time per expert decision only: ``games`` games of ``players`` seats (the expert in one, rotating,
    the strongest level in the others), each stopped after the expert's first ``decisions`` real choices."""
    hero = expert(game, iterations)
    other = get_rules(game).bot_levels()[STRONGEST[game]]
    times: list[float] = []
    for k in range(games):
        seed, seat = first + k, k % players
        g = new_game(game, {"players": [{"name": f"P{i + 1}"} for i in range(players)]}, seed)
        mine = 0
        while not g.is_over and mine < decisions:
            p = g.current_player
            assert p is not None
            legal = g.legal_moves()
            bot = hero if p == seat else other
            start = time.process_time()
            move = choose_move(bot, g.view(p), legal, seed * 7919 + len(g.moves), g.state)
            if bot is hero and len(legal) > 1:
                times.append(time.process_time() - start)
                mine += 1
            g.push(move)
    return (f"| {game} | {players} | expert ({hero.iterations} it.) | {games} games, "
            f"seeds {first}-{first + games - 1} | {timing(times)} |")


def mega(games: int, first: int, iterations: int | None, level: str = EXPERT) -> str:
    """Ticket to Ride, 4 players, Mega: experts (or ``level``, the control) in every seat; the mean
    winning score."""
    hero = expert("ticket_to_ride", iterations) if level == EXPERT else get_rules("ticket_to_ride").bot_levels()[level]
    row = f"mega|ticket_to_ride|4|{getattr(hero, 'iterations', level)}|{first}"
    done = stored(row, "ticket_to_ride")
    best: list[float] = []
    times: list[float] = []
    for k in range(games):
        if first + k in done:
            best.append(done[first + k]["best"])
            times += done[first + k]["times"]
            continue
        mine: list[float] = []
        result = play("ticket_to_ride", [hero] * 4, first + k, {"variant": "mega"}, mine)
        times += mine
        best.append(max(r["score"] for r in result["ranking"]))
        keep(row, "ticket_to_ride", first + k, best=best[-1], times=[round(t, 4) for t in mine])
        print(f"  game {k + 1}/{games}: winning score {best[-1]}", file=sys.stderr, flush=True)
    sd = statistics.stdev(best) if len(best) > 1 else 0.0
    who = f"expert x4 ({hero.iterations} it.)" if level == EXPERT else f"{level} x4"
    return (f"| ticket_to_ride mega | 4 | {who} | {games} | {first}-{first + games - 1} | "
            f"mean winning score {statistics.mean(best):.1f} +- {1.96 * sd / math.sqrt(len(best)):.1f} | "
            f"{timing(times)} |")


def broke_spells(seed: int, players: int, bot: Any) -> list[int]:
    """One Silverton game, ``bot`` in every seat: for each seat, the most whole rounds in a row it
    ended at $200 or less having earned nothing in the round (issue 37's "broke without income")."""
    g = new_game("silverton", {"players": [{"name": f"P{i + 1}"} for i in range(players)]}, seed)
    spell = [0] * players
    longest = [0] * players
    seen_round = g.state.round
    earned = [sum(pl["earned"].values()) for pl in g.state.players]
    while not g.is_over:
        p = g.current_player
        assert p is not None
        g.push(choose_move(bot, g.view(p), g.legal_moves(), seed * 7919 + len(g.moves), g.state))
        if g.state.round != seen_round:  # a round ended: who earned nothing in it while broke?
            seen_round = g.state.round
            for q, pl in enumerate(g.state.players):
                now = sum(pl["earned"].values())
                spell[q] = spell[q] + 1 if pl["money"] <= 200 and now == earned[q] else 0
                longest[q] = max(longest[q], spell[q])
                earned[q] = now
    return longest


def ruin(games: int, first: int, players: int, level: str) -> str:
    """Silverton, ``level`` in every seat: the longest any seat sat at $200 or less with no income
    (money earned) for whole rounds; the issue's goal is under 3 rounds in every game."""
    bot = get_rules("silverton").bot_levels()[level]
    worst, broke_games = 0, 0
    for k in range(games):
        seed = first + k
        longest = broke_spells(seed, players, bot)
        if max(longest) >= 3:
            broke_games += 1
            print(f"  seed {seed}: a seat sat broke without income for {max(longest)} rounds", file=sys.stderr,
                  flush=True)
        worst = max(worst, max(longest))
    return (f"| silverton | {players} | {level} x{players} | {games} | {first}-{first + games - 1} | "
            f"games with a seat broke and without income 3+ rounds: {broke_games} | "
            f"longest such spell: {worst} rounds |")


def played() -> list[str]:
    """Every row's games kept so far with today's code (``--data``), played or not to its end: games,
    seeds, the figure and its 95 % interval, and the expert's time per decision.  Nothing is played:
    this is how a row that goes on across sessions is read between runs."""
    codes: dict[str, str] = {}
    rows: dict[str, dict[int, dict[str, Any]]] = {}
    for entry in _kept():  # the file read once; a game played with other code (stale) left out
        game = entry["row"].split("|")[1]
        if entry["code"] == codes.setdefault(game, today(game)):
            rows.setdefault(entry["row"], {})[entry["seed"]] = entry
    out = []
    for row, games in rows.items():
        seeds = sorted(games)
        entries = [games[seed] for seed in seeds]
        times = [t for e in entries for t in e.get("times", [])]
        key = "share" if "share" in entries[0] else "best"
        mean, lo, hi = interval([e[key] for e in entries])
        if key == "share":
            figure = f"{mean:.1%} ({sum(e[key] for e in entries):g} of {len(entries)}) | {lo:.1%}-{hi:.1%}"
        else:  # a mean winning score: its interval is not clipped to 0..1
            half = 1.96 * statistics.stdev(e[key] for e in entries) / math.sqrt(len(entries)) if len(entries) > 1 else 0
            figure = f"mean winning score {mean:.1f} | {mean - half:.1f}-{mean + half:.1f}"
        out.append(f"| {row} | {len(entries)} | {seeds[0]}-{seeds[-1]} | {figure} | {timing(times)} |")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["h2h", "four", "mega", "ruin", "budget", "speed", "played"])
    ap.add_argument("--decisions", type=int, default=15, help="speed: expert decisions timed per game")
    ap.add_argument("--game", default="last_spike")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first-seed", type=int, default=100_000)
    ap.add_argument("--iterations", type=int, default=None, help="the expert's budget (default: the game's)")
    ap.add_argument("--budgets", type=int, nargs="+", default=[0, 10, 30, 100, 300],
                    help="budget: iterations (0: the control, the strongest level in the expert's seat)")
    ap.add_argument("--players", type=int, default=None, help="ruin: seats (default 4); budget: seats (default 2)")
    ap.add_argument("--level", default="strong", help="ruin: the level in every seat")
    ap.add_argument("--control", default=None, help="mega: this level in every seat instead of experts (the control)")
    ap.add_argument("--backward", action="store_true",
                    help="h2h, four: play the row's games from the last one down (a second run beside a first)")
    ap.add_argument("--data", type=Path, default=DATA, help="where each game played is kept (resumes from it)")
    ap.add_argument("--no-data", action="store_true", help="keep nothing, resume nothing")
    args = ap.parse_args(argv)
    global _store
    _store = None if args.no_data else args.data
    header = ("| game | players | level | against | games | seeds | expert's win share | 95% CI | "
              "expert time median / p95 |")
    if args.what == "h2h":
        print(header, flush=True)
        print(against(args.game, 2, args.games, args.first_seed, args.iterations, args.backward), flush=True)
    elif args.what == "four":
        print(header, flush=True)
        print(against(args.game, 4, args.games, args.first_seed, args.iterations, args.backward), flush=True)
    elif args.what == "mega":
        print(mega(args.games, args.first_seed, args.iterations, args.control or EXPERT), flush=True)
    elif args.what == "speed":
        for game in args.game.split(","):
            print(speed(game, 4, args.games, args.first_seed, args.decisions, args.iterations), flush=True)
    elif args.what == "ruin":
        print(ruin(args.games, args.first_seed, args.players or 4, args.level), flush=True)
    elif args.what == "played":
        print("| row | games | seeds | result | 95% CI | expert time median / p95 |")
        print("\n".join(played()))
    else:
        print("| game | players | budget (iterations) | games | seeds | expert's win share | 95% CI | "
              "expert time median / p95 |", flush=True)
        for game in args.game.split(","):
            for line in budget_curve(game, args.players or 2, args.games, args.first_seed, args.budgets):
                print(line, flush=True)


if __name__ == "__main__":
    main()
