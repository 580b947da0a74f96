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

Figures (``summarize``):
- win share per seat: a shared first place splits the win (each of k tied winners gets 1/k), so the
  shares of a row sum to 1; the 95% interval is Wilson's score interval on that share over the games;
- win share per start position: the turn order (the order in which seats first act), and for
  Silverton the start city;
- game length in moves (every move pushed), turns (a run of moves by one player), and rounds (Silverton)
  or years (Railroad Dice); how games end (``result()["ended"]``);
- the leader at one third: the seat(s) with the highest score (the game's own: Last Spike's cash,
  Ticket to Ride's points on the board, Silverton's money, Railroad Dice's passengers) after a third of
  the game's moves; "leader wins" is that leader's win share (tied leaders each count for an equal
  part), to compare with 1/players, what a leader would win if leading told nothing.

Silverton with one player is solitaire (a goal, not a rival): not a balance row, left out.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygame_rules import new_game  # noqa: E402
from pygame_rules.game import Game  # noqa: E402
from pygame_rules.registry import get_rules  # noqa: E402

DATA = ROOT / "docs" / "balance" / "balance.json"
FIRST_SEED = 100_000
GAMES = ("last_spike", "ticket_to_ride", "silverton", "railroad_dice")
# Issue 20's goal: every seat within 6 points of fair (1/players) in these games (Last Spike and Ticket
# to Ride follow published rules: reported, not changed).
GOAL_BAND = 0.06
GOAL_GAMES = ("silverton", "railroad_dice")
Z = 1.96


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


PERIOD_NAME = {"silverton": "rounds", "railroad_dice": "years"}


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


# -- figures ------------------------------------------------------------------------------------------
def wilson(share: float, n: int) -> tuple[float, float]:
    """Wilson's 95% score interval for a proportion ``share`` of ``n`` (fractional wins allowed)."""
    if n == 0:
        return 0.0, 1.0
    d = 1 + Z * Z / n
    centre = (share + Z * Z / (2 * n)) / d
    half = Z * math.sqrt(share * (1 - share) / n + Z * Z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def win_shares(rec: dict[str, Any], players: int) -> list[float]:
    """Each seat's share of this game's win: 1/k for each of k tied winners, so they sum to 1."""
    w = rec["w"]
    return [1 / len(w) if q in w else 0.0 for q in range(players)]


def leader_won(rec: dict[str, Any], players: int) -> float:
    """The leader at one third's share of the win, tied leaders each counting for an equal part."""
    shares = win_shares(rec, players)
    return sum(shares[q] for q in rec["l"]) / len(rec["l"])


def _shares_row(values: list[list[float]]) -> list[dict[str, Any]]:
    n = len(values)
    out = []
    for column in zip(*values, strict=True):
        share = sum(column) / n
        low, high = wilson(share, n)
        out.append({"share": share, "low": low, "high": high})
    return out


def _spread(xs: list[int]) -> dict[str, Any]:
    s = sorted(xs)
    q = [s[min(len(s) - 1, int(f * len(s)))] for f in (0.1, 0.5, 0.9)]
    return {"mean": sum(s) / len(s), "min": s[0], "p10": q[0], "median": q[1], "p90": q[2], "max": s[-1]}


def summarize(game_id: str, players: int, games: list[dict[str, Any]]) -> dict[str, Any]:
    """A row's figures from its games (see the module's docstring)."""
    n = len(games)
    if n == 0:
        return {"games": 0}
    seats = _shares_row([win_shares(r, players) for r in games])
    # By turn order: position j is the j-th seat to act (every seat acts in every game).
    by_order = _shares_row([[win_shares(r, players)[r["o"][j]] for j in range(players)] for r in games])
    out: dict[str, Any] = {
        "games": n, "fair": 1 / players, "seats": seats, "turn_order": by_order,
        "order_is_seats": all(r["o"] == list(range(players)) for r in games),
        "moves": _spread([r["m"] for r in games]), "turns": _spread([r["t"] for r in games]),
        "endings": dict(sorted(Counter(r["e"] for r in games).items(), key=lambda kv: (-kv[1], kv[0]))),
        "tied_wins": sum(1 for r in games if len(r["w"]) > 1),
        "leader": {"won": sum(leader_won(r, players) for r in games) / n,
                   "tied_lead": sum(1 for r in games if len(r["l"]) > 1)},
    }
    low, high = wilson(out["leader"]["won"], n)
    out["leader"].update(low=low, high=high)
    if games[0].get("p") is not None:
        out[PERIOD_NAME[game_id]] = _spread([r["p"] for r in games])
    if "c" in games[0]:
        cities: dict[str, list[float]] = {}
        for r in games:
            for q, city in enumerate(r["c"]):
                cities.setdefault(city, []).append(win_shares(r, players)[q])
        out["start_cities"] = {c: {"games": len(v), "share": sum(v) / len(v), **dict(zip(
            ("low", "high"), wilson(sum(v) / len(v), len(v)), strict=True))} for c, v in sorted(cities.items())}
    if game_id in GOAL_GAMES:
        out["goal"] = {"band": GOAL_BAND,
                       "met": all(abs(s["share"] - 1 / players) <= GOAL_BAND for s in seats)}
    return out


# -- the data file: one row per game and count, one line per game --------------------------------------
# A game's modules that only draw or describe it (boards, hands, the log's words, its story at the end):
# they change no move, so a change to them leaves the rows current.  No rules or bot module imports them.
# A drawing package (``render/``) counts whole.
PRESENTATION = {"render.py", "present.py", "story.py", "board_svg.py", "hand_svg.py", "drawing.py"}


def code_hash(game_id: str) -> str:
    """A hash of the game's rules and bots (its package but for PRESENTATION): a row measured with other
    code is stale."""
    h = hashlib.sha256()
    pkg = ROOT / "pygame_rules" / "games" / game_id
    for path in sorted(p for p in pkg.rglob("*") if p.is_file() and p.suffix in {".py", ".json"}
                       and p.name not in PRESENTATION and p.relative_to(pkg).parts[0] != "render"):
        h.update(path.relative_to(pkg).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:12]


def git_commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
        return out.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def load(path: Path = DATA) -> dict[str, Any]:
    if not path.exists():
        return {"rows": {}}
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def dump(data: dict[str, Any]) -> str:
    """JSON with one game per line, so a row's new games are new lines (small diffs, clean merges)."""
    parts = ["{", f' "about": {json.dumps(data.get("about", ABOUT))},', ' "rows": {']
    keys = sorted(data["rows"], key=row_order)
    for i, key in enumerate(keys):
        row = data["rows"][key]
        meta = {k: v for k, v in row.items() if k != "games"}
        parts.append(f"  {json.dumps(key)}: {{")
        for k, v in meta.items():
            parts.append(f"   {json.dumps(k)}: {json.dumps(v, sort_keys=True)},")
        games = row["games"]
        parts.append('   "games": [' + ("" if games else "]"))
        for j, rec in enumerate(games):
            parts.append("    " + json.dumps(rec, separators=(",", ":")) + ("," if j < len(games) - 1 else ""))
        if games:
            parts.append("   ]")
        parts.append("  }" + ("," if i < len(keys) - 1 else ""))
    parts += [" }", "}", ""]
    return "\n".join(parts)


ABOUT = ("Balance of every game with the strong bot in every seat, seats fixed (benchmarks/balance.py). "
         "Per row: its games, one per line: s seed, w winners, m moves, t turns, p rounds or years, "
         "e how it ended, l leader(s) at one third of the moves, o seats in the order they first act, "
         "c start city per seat (Silverton).")


def save(data: dict[str, Any], path: Path = DATA) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(dump(data), encoding="utf-8")
    tmp.replace(path)  # never a half-written file, even if the run is killed


def row_key(game_id: str, players: int) -> str:
    return f"{game_id}/{players}"


def row_order(key: str) -> tuple[int, int]:
    game_id, players = key.split("/")
    return GAMES.index(game_id) if game_id in GAMES else len(GAMES), int(players)


def fresh_row(game_id: str, players: int, first_seed: int) -> dict[str, Any]:
    return {"game": game_id, "players": players, "level": "strong", "first_seed": first_seed,
            "rules_version": get_rules(game_id).rules_version, "code": code_hash(game_id),
            "commit": git_commit(), "games": []}


def stale(row: dict[str, Any]) -> str | None:
    """Why a stored row was measured with other rules or code (None when it is current)."""
    game_id = row["game"]
    if row["rules_version"] != get_rules(game_id).rules_version:
        return f"rules_version {row['rules_version']}, now {get_rules(game_id).rules_version}"
    if row["code"] != code_hash(game_id):
        return f"code {row['code']}, now {code_hash(game_id)}"
    return None


def merge(data: dict[str, Any], other: dict[str, Any]) -> list[str]:
    """Take into ``data`` each row of ``other`` that is better: current where ours is stale (other
    rules or code), or both current from the same seed with more games.  For a conflict in the data
    file after a merge of branches; returns the keys taken."""
    taken = []
    for key, theirs in other["rows"].items():
        ours = data["rows"].get(key)
        if stale(theirs) or not theirs["games"]:
            continue
        if (ours is None or stale(ours) or ours["first_seed"] != theirs["first_seed"]
                or len(theirs["games"]) > len(ours["games"])):
            data["rows"][key] = theirs
            taken.append(key)
    return taken


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


# -- the table ----------------------------------------------------------------------------------------
def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def table(data: dict[str, Any]) -> str:
    lines = ["| game | players | games | win share by seat (95% interval) | leader at 1/3 wins | moves (median) "
             "| endings |", "|---|---|---|---|---|---|---|"]
    for key in sorted(data["rows"], key=row_order):
        row = data["rows"][key]
        s = summarize(row["game"], row["players"], row["games"])
        if not s["games"]:
            continue
        seats = " / ".join(f"{pct(x['share'])} ({pct(x['low'])}-{pct(x['high'])})" for x in s["seats"])
        goal = ""
        if "goal" in s:
            goal = " goal met" if s["goal"]["met"] else " goal NOT met"
        ends = ", ".join(f"{e} {c}" for e, c in s["endings"].items())
        games = f"{s['games']}{' (stale: ' + why + ')' if (why := stale(row)) else ''}"
        lines.append(f"| {row['game']} | {row['players']} | {games} | {seats}{goal} | {pct(s['leader']['won'])} "
                     f"(fair {pct(1 / row['players'])}) | {s['moves']['median']} | {ends} |")
    return "\n".join(lines)


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
