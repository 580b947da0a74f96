"""Bot strength and speed on held-out seeds, every bot played through the one bot protocol
(``pygame_rules.bots.Bot``: ``choose(view, legal, seed)``), with 95% confidence intervals.

    python benchmarks/bots.py --levels --games 40   # every level of every game against the next one down
    python benchmarks/bots.py                  # issue 12's table: 400 games per row from seed 100000
    python benchmarks/bots.py --games 40       # a quick look (same rows, fewer games)
    python benchmarks/bots.py --game last_spike --players 2 --no-ablations
    python benchmarks/bots.py --first-seed 1000 --games 200   # tuning seeds (below 10,000)
    python benchmarks/bots.py --game last_spike --players 2 --ceiling --first-seed 2000   # the ceiling

``--levels``: for every game found (the registry) and each of its bot levels in the order the game
lists them (strongest first, the engine's random bot last), one level in one seat against the next
level down in every other seat, two players (the game's fewest when more), seats rotating with the
seed; the decision times of both.  A new game or level gets its rows with nothing to edit here.

The other rows (issue 12) play the strong bot (or one of its ablations: the strong bot with one idea switched off)
in one seat against the game's baseline bot in every other seat.  Game k of a row uses seed
first_seed + k and puts the strong bot in seat k mod players, so with two players the seats swap every
game and with four each seat is played equally often.  A shared first place counts as a share of a
win (1/2 for a two-way tie).  The confidence interval is the normal approximation mean +- 1.96 sd/sqrt(n)
over the games' win shares.  Decision times are CPython's, per bot move, mean and worst over the row
(in the page, Pyodide is slower: benchmarks/bench.py measures that).

The ceiling row (``--ceiling``, Last Spike only) is no bot anyone plays: the strong bot's look-ahead
told the rivals' true tiles (only the pool's order left to guess), to show how far its search could
go if its guesses at the hands were perfect.

Tune only on seeds below 10,000; the default seeds (from 100,000) are for reporting.
Nothing here is asserted: benchmarks/strength.py holds the strong bots to their bars, and
tests/games/*/test_*strength* run a few games of quick bots as a smoke test.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

if not __package__:  # run as a script (python benchmarks/bots.py): this checkout's folders come first
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_rules import new_game  # noqa: E402
from pygame_rules.bots import Bot, Level, choose_move  # noqa: E402
from pygame_rules.games.last_spike.bots import strong as ls_strong  # noqa: E402
from pygame_rules.games.ticket_to_ride import bots as ttr_bots  # noqa: E402
from pygame_rules.registry import game_ids, get_rules  # noqa: E402

GOALS = {("ticket_to_ride", 2): 0.75, ("ticket_to_ride", 4): 0.60,
         ("last_spike", 2): 0.75, ("last_spike", 4): 0.50}
BASELINE = {"ticket_to_ride": "greedy", "last_spike": "standard"}


def ttr_player(ablate: str | None = None) -> Bot:
    if not ablate:
        return level("ticket_to_ride", "strong")
    off = frozenset([ablate])
    return Level(f"strong without {ablate}", "", lambda view, legal, seed: ttr_bots.choose("strong", view, legal, seed,
                                                                                          off=off))


def ls_player(ablate: str | None = None) -> Bot:
    if not ablate:
        return level("last_spike", "strong")
    off = frozenset([ablate])
    return Level(f"strong without {ablate}", "", lambda view, legal, seed: ls_strong.choose(view, legal, seed, off=off))


def ls_ceiling() -> Bot:
    """The strong Last Spike bot told the rivals' true tiles (``play`` puts them in its view)."""
    return Level("ceiling", "", lambda view, legal, seed: ls_strong.choose(view, legal, seed, hands=view["true hands"]))


def level(game: str, name: str) -> Bot:
    """A game's bot level, as the engine plays it."""
    return get_rules(game).bot_levels()[name]


def baseline(game: str) -> Bot:
    return level(game, BASELINE[game])


IDEAS = {"ticket_to_ride": ttr_bots.IDEAS, "last_spike": ls_strong.IDEAS}
STRONG = {"ticket_to_ride": ttr_player, "last_spike": ls_player}
# The game being played, for the tuning oracles (benchmarks/*_oracle.py), which look at its true state.
PLAYING: dict[str, Any] = {}


def best_on_true_game(candidates: list[str], me: int, rollout: Callable[[Any, int], float]) -> str:
    """The oracles' choice: each candidate played once on a copy of the game being played (its true
    state, nothing guessed) and played out by ``rollout``; the first of the best outcomes for ``me``."""
    truth = PLAYING["game"].state
    best, best_value = candidates[0], None
    for move in candidates:
        s = truth.copy()
        s.log = []
        s.apply(move)
        value = rollout(s, me)
        if best_value is None or value > best_value:
            best, best_value = move, value
    return best


def play(game: str, players: int, seed: int, seat: int, hero: Bot, other: Bot,
         timing: dict[str, list[float]], reveal: bool = False) -> tuple[float, float]:
    """One game, ``hero`` in ``seat``: (its win share, its final margin over the best rival).  With
    ``reveal`` the hero's view also holds the rivals' true hands ("true hands": the ceiling's)."""
    g = new_game(game, {"players": [{"name": f"P{i + 1}"} for i in range(players)]}, seed)
    PLAYING["game"] = g
    while not g.is_over:
        p = g.current_player
        assert p is not None
        legal = g.legal_moves()
        who = "hero" if p == seat else "baseline"
        view = g.view(p)
        if reveal and p == seat:
            view["true hands"] = {q: list(pl["tiles"]) for q, pl in enumerate(g.state.players) if q != p}
        start = time.perf_counter()
        move = choose_move(hero if p == seat else other, view, legal, seed * 7919 + len(g.moves), g.state)
        spent = time.perf_counter() - start
        timing.setdefault(who, []).append(spent)
        g.push(move)
    result = g.result()
    assert result is not None
    winners = result["winners"]
    telling = g.rules.telling()
    key = telling.score if telling else "score"
    score = {r["player"]: r[key] for r in result["ranking"]}
    margin = score[seat] - max(v for q, v in score.items() if q != seat)
    return (1.0 / len(winners) if seat in winners else 0.0), margin


def row(game: str, players: int, games: int, first_seed: int, ablate: str | None,
        ceiling: bool = False) -> dict[str, Any]:
    hero, other = (ls_ceiling() if ceiling else STRONG[game](ablate)), baseline(game)
    return dict(pair(game, players, games, first_seed, hero, other), ablate=ablate, ceiling=ceiling)


def pair(game: str, players: int, games: int, first_seed: int, hero: Bot, other: Bot) -> dict[str, Any]:
    """``hero`` in one seat (seat k mod players in game k) against ``other`` in every other seat."""
    timing: dict[str, list[float]] = {}
    shares, margins = [], []
    for k in range(games):
        share, margin = play(game, players, first_seed + k, k % players, hero, other, timing, hero.name == "ceiling")
        shares.append(share)
        margins.append(margin)
    mean = sum(shares) / games
    sd = math.sqrt(sum((s - mean) ** 2 for s in shares) / max(games - 1, 1))
    half = 1.96 * sd / math.sqrt(games)
    hero_t, other_t = timing.get("hero", [0.0]), timing.get("baseline", [0.0])
    return {"game": game, "players": players, "hero": hero.name, "other": other.name, "games": games,
            "seeds": (first_seed, first_seed + games - 1),
            "win": mean, "ci": (max(0.0, mean - half), min(1.0, mean + half)), "margin": sum(margins) / games,
            "mean_ms": 1000 * sum(hero_t) / len(hero_t), "max_ms": 1000 * max(hero_t),
            "other_mean_ms": 1000 * sum(other_t) / len(other_t), "other_max_ms": 1000 * max(other_t)}


def level_rows(games: int, first_seed: int, only: list[str] | None) -> None:
    """Every level of every game against the next level down (``--levels``)."""
    print("| game | players | level | against | games | seeds | level wins | 95% CI | mean margin | "
          "level ms per move (mean / max) | against ms per move (mean / max) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for game in only or game_ids():
        rules = get_rules(game)
        # A level that searches (the expert) needs the game's state and is measured by benchmarks/expert.py.
        levels = [bot for bot in rules.bot_levels().values() if not getattr(bot, "searches", False)]
        players = max(2, rules.min_players)
        for hero, other in zip(levels, levels[1:], strict=False):
            r = pair(game, players, games, first_seed, hero, other)
            fair = 1 / players
            print(f"| {game} | {players} | {hero.name} | {other.name} x{players - 1} | {games} | "
                  f"{r['seeds'][0]}-{r['seeds'][1]} | {r['win']:.1%} (even {fair:.0%}) | "
                  f"{r['ci'][0]:.1%}-{r['ci'][1]:.1%} | {r['margin']:+.1f} | {r['mean_ms']:.1f} / {r['max_ms']:.0f} | "
                  f"{r['other_mean_ms']:.1f} / {r['other_max_ms']:.0f} |", flush=True)


def show(r: dict[str, Any]) -> str:
    name = "strong" if r["ablate"] is None else f"strong without {r['ablate']}"
    if r.get("ceiling"):
        name = "ceiling: strong told the rivals' tiles"
    goal = GOALS.get((r["game"], r["players"]))
    met = ""
    if r["ablate"] is None and not r.get("ceiling") and goal is not None:
        met = f" (goal {goal:.0%}: {'met' if r['win'] >= goal else 'NOT met'})"
    return (f"| {r['game']} | {r['players']} | {name} | {BASELINE[r['game']]} x{r['players'] - 1} | {r['games']} | "
            f"{r['seeds'][0]}-{r['seeds'][1]} | {r['win']:.1%}{met} | {r['ci'][0]:.1%}-{r['ci'][1]:.1%} | "
            f"{r['margin']:+.1f} | {r['mean_ms']:.1f} / {r['max_ms']:.0f} |")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400, help="games per row (default 400)")
    ap.add_argument("--first-seed", type=int, default=100_000, help="seeds run from here (default 100000)")
    ap.add_argument("--levels", action="store_true",
                    help="every level of every game (or of --game) against the next level down")
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--players", type=int, action="append", help="only this player count (repeatable)")
    ap.add_argument("--no-ablations", action="store_true", help="only the strong bots' rows")
    ap.add_argument("--ablate", action="append", help="only these ablation rows (an idea's name), no strong row")
    ap.add_argument("--ceiling", action="store_true",
                    help="only the ceiling row: Last Spike's strong bot told the rivals' true tiles")
    args = ap.parse_args(argv)
    if args.levels:
        level_rows(args.games, args.first_seed, args.game)
        return
    print("| game | players | bot | against | games | seeds | strong wins | 95% CI | mean margin | "
          "ms per move (mean / max) |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    if args.ceiling:
        for players in args.players or [2]:
            print(show(row("last_spike", players, args.games, args.first_seed, None, ceiling=True)), flush=True)
        return
    for game in [g for g in args.game or ["ticket_to_ride", "last_spike"] if g in BASELINE]:
        for players in args.players or [2, 4]:
            ablations: list[str | None] = [] if args.ablate else [None]
            if not args.no_ablations:
                ablations += [a for a in IDEAS[game] if not args.ablate or a in args.ablate]
            for ablate in ablations:
                print(show(row(game, players, args.games, args.first_seed, ablate)), flush=True)


if __name__ == "__main__":
    main()
