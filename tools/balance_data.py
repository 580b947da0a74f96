"""The balance data and its figures: docs/balance/balance.json (one row per game and player count, one line
per game) read, written, merged and summed up.  benchmarks/balance.py plays the games and fills it;
tools/balance_page.py writes the report and the site's page from it (the build reads it, plays nothing).

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
"""

from __future__ import annotations

import hashlib
import json
import math
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

from pygame_rules.registry import get_rules

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "docs" / "balance" / "balance.json"
GAMES = ("last_spike", "ticket_to_ride", "silverton", "railroad_dice")
# Issue 20's goal: every seat within 6 points of fair (1/players) in these games (Last Spike and Ticket
# to Ride follow published rules: reported, not changed).
GOAL_BAND = 0.06
GOAL_GAMES = ("silverton", "railroad_dice")
Z = 1.96

PERIOD_NAME = {"silverton": "rounds", "railroad_dice": "years"}

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
# A game's modules that only draw or describe it (boards, hands, the log's words, its story at the end, the
# reasons a hint gives):
# they change no move, so a change to them leaves the rows current.  No rules or bot module imports them.
# A drawing package (``render/``) counts whole.
PRESENTATION = {"render.py", "present.py", "story.py", "hints.py"}


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
