"""Rail Table benchmark: one run, every figure, speeds as ratios where a baseline exists.

    .venv/bin/python benchmarks/bench.py [--games N] [--no-browser]

Prints
  * time to ready, cold and warm, of the app, of a stock bare Pyodide page (stdlib compiled from source
    at each start) and of a bare page loading the same precompiled stdlib as the app (the fair
    baseline), interleaved, as ratios; floors between that baseline and the app (PyScript alone;
    PyScript with the engine's wheel and bridge, no page; the engine in PyScript's worker, started as
    before pyodide-loader.js and as js/engine.js starts it); and when the app's game list is on screen;
  * the main thread during play in each game, a human and the strongest bots: the longest task and the
    blocking time per 100 moves (--main-thread-only: just these);
  * click to painted frame for a Ticket to Ride move (5 players, mid-game), board patched and fully
    redrawn, against an empty frame, with the Python, bridge and DOM time of each (DOM: drawing the
    snapshot, marking what changed and the one layout it forces) and the rest (--frames-only: just these);
  * CPython: complete random Last Spike games per second, and the bot's decision time;
  * the standard bot's win rate against two random players;
  * every bot level's time per move in the page over whole games (--bots-only: just these);
  * the expert's time per move in the page, 4 players (--expert-moves N: just these);
  * the wheel and site sizes;
  * how many finished games localStorage holds (the page stores saves compactly), and how long the
    page takes to refuse a hostile import (200,000 nested brackets) before it reaches Python.
The site must be built first (`./dev build`).  Nothing here is asserted: tests assert behaviour,
this script reports speed.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
if not __package__:  # run as a script (python benchmarks/bench.py): this checkout's folders come first
    sys.path.insert(0, str(ROOT))

from pygame_rules import dumps, new_game  # noqa: E402

# A bare Pyodide page: loadPyodide and nothing else.  {stdlib} is "" (the site's stdlib, precompiled
# by build.py) or a stdLibURL option (Pyodide's stock stdlib, sources only).
BARE_PAGE = """<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
import {{ loadPyodide }} from "./pyodide/pyodide.mjs";
await loadPyodide({{ indexURL: "./pyodide/"{stdlib} }});
performance.mark("rt-ready");
document.documentElement.dataset.ready = "1";
</script>"""
# Two floors between the fair baseline and the app, so the report shows where the app's extra time goes:
# PyScript alone (as the app configures it, a one-line script, no page), and PyScript with the engine
# (the wheel installed through the lock, the bridge imported), still without the page.
PYSCRIPT_PAGE = """<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./pyscript/core.js"></script>
<script type="py" config='{{"interpreter": "./pyodide/pyodide.mjs"{packages}}}'>
import js
{imports}js.performance.mark("rt-ready")
js.document.documentElement.dataset.ready = "1"
</script>"""
# The third floor: the same engine started by the app's own js/engine.js (PyScript's worker, worker.py,
# pyodide-loader.js), awaited from a page that does nothing else: the app's start less its page.  No service
# worker controls it, so, as on the app's first visit, the page lends the worker no compiled wasm.
WORKER_PAGE = """<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
import { startEngine } from "./js/engine.js";
await startEngine();
performance.mark("rt-ready");
document.documentElement.dataset.ready = "1";
</script>"""
# The same started as the app did until 2 Dec 2026 (PyWorker given pyodide.mjs itself, no pyodide-loader.js).
OWN_WASM_PAGE = """<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
import { PyWorker } from "./pyscript/core.js";
const here = (path) => new URL(path, location.href).href;  // as engine.js: PyScript wants whole URLs
const worker = await PyWorker(here("./worker.py"), { version: here("./pyodide/pyodide.mjs"),
  config: { packages: ["pygame_rules"], packages_cache: "passthrough", sync_main_only: true } });
await worker.sync.call("version", "[]");
performance.mark("rt-ready");
document.documentElement.dataset.ready = "1";
</script>"""
FLOOR_PAGES = {
    "bench-pyworker-own-wasm.html": OWN_WASM_PAGE,
    "bench-pyscript.html": PYSCRIPT_PAGE.format(packages="", imports=""),
    "bench-pyworker-engine.html": WORKER_PAGE,
    "bench-pyscript-engine.html": PYSCRIPT_PAGE.format(
        packages=', "packages": ["pygame_rules"], "packages_cache": "passthrough"',
        imports="from pygame_rules import bridge  # noqa: F401\n"),
}
STOCK_STDLIB = ROOT / "web" / "node_modules" / "pyodide" / "python_stdlib.zip"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def random_game(seed: int, players: int = 3):
    rnd = random.Random(seed)
    g = new_game("last_spike", {"players": [f"P{i}" for i in range(players)]}, seed)
    while not g.is_over:
        g.push(rnd.choice(g.legal_moves()))
    return g


def cpython_figures(games: int) -> None:
    start = time.perf_counter()
    moves = sum(len(random_game(seed).moves) for seed in range(games))
    elapsed = time.perf_counter() - start
    print(f"CPython {sys.version.split()[0]}: {games / elapsed:.1f} complete random Last Spike games/s "
          f"({moves / elapsed:,.0f} moves/s, 3 players)")

    timings, wins = [], 0
    for seed in range(7000, 7000 + games):
        rnd = random.Random(seed)
        seats = ["standard", None, None]
        g = new_game("last_spike", {"players": [{"name": f"P{i}", "bot": b} for i, b in enumerate(seats)]}, seed)
        while not g.is_over:
            if seats[g.current_player]:
                t = time.perf_counter()
                move = g.bot_move()
                timings.append(time.perf_counter() - t)
            else:
                move = rnd.choice(g.legal_moves())
            g.push(move)
        wins += 0 in g.result()["winners"]
    print(f"Last Spike standard bot: median decision {statistics.median(timings) * 1000:.2f} ms; "
          f"wins {wins}/{games} ({wins / games:.0%}) three-player games against two random players")


def sizes() -> None:
    wheel = next((SITE / "pyodide").glob("pygame_rules-*.whl"))
    total = sum(f.stat().st_size for f in SITE.rglob("*") if f.is_file())
    pyodide = sum(f.stat().st_size for f in (SITE / "pyodide").rglob("*") if f.is_file())
    print(f"Sizes: wheel {wheel.stat().st_size / 1024:.0f} KiB; site {total / 2**20:.1f} MiB "
          f"(Pyodide runtime and wheels {pyodide / 2**20:.1f} MiB, the rest {(total - pyodide) / 1024:.0f} KiB)")


MARK_JS = "name => performance.getEntriesByName(name)[0]?.startTime ?? null"


def load_times(browser, url: str, app: bool) -> dict[str, float]:
    """One cold load (fresh context: empty caches), one warm load (a reload: the first after a first visit,
    once that visit has done what it does after its start: the service worker has cached the site, and
    Python's memory snapshot is made, when the app makes one) and one later warm load (another reload: a
    returning player's, after the same), in seconds from navigation start, read in the page."""
    context = browser.new_context()
    page = context.new_page()
    out = {}
    for kind in ("cold", "warm", "later"):
        if kind == "cold":
            page.goto(url)
        else:
            if app:
                page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=180_000)
            # A build that makes snapshots says how its Python started; it makes one unless it started from one.
            if app and page.evaluate("document.documentElement.dataset.engineStart") not in (None, "snapshot"):
                page.wait_for_selector("html[data-engine-snapshot]", state="attached", timeout=180_000)
            page.reload()
        page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
        out[kind] = page.evaluate(MARK_JS, "rt-ready") / 1000
        if app:
            out[f"games_{kind}"] = page.evaluate(MARK_JS, "rt-games-shown") / 1000
    context.close()
    return out


def ready_figures(browser, base: str, runs: int, before: str | None = None) -> None:
    """Interleaved: each run loads every page once cold and once warm, in turn.  ``before``: the URL of
    another build of the site (--before), whose app is loaded in the same turns."""
    pages = {"stock": base + "bench-bare-stock.html", "bare": base + "bench-bare.html",
             "pyscript": base + "bench-pyscript.html", "engine": base + "bench-pyscript-engine.html",
             "own": base + "bench-pyworker-own-wasm.html", "worker": base + "bench-pyworker-engine.html",
             "app": base + "index.html"}
    if before:
        pages["before"] = before + "index.html"
    samples: dict[str, list[dict[str, float]]] = {k: [] for k in pages}
    load = os.getloadavg()  # ratios share the machine's load; the seconds do not: printed with them
    for _ in range(runs):
        for kind, url in pages.items():
            samples[kind].append(load_times(browser, url, app=kind in ("app", "before")))

    def med(kind: str, key: str) -> float:
        return statistics.median(s[key] for s in samples[kind])

    print(f"Time to ready, median of {runs} interleaved loads of each (s from navigation; warm = reload, the app's "
          f"from its service worker); load average {load[0]:.1f} before, {os.getloadavg()[0]:.1f} after, "
          f"{os.cpu_count()} CPUs:")
    print(f"  stock bare Pyodide page (stdlib from source): cold {med('stock', 'cold'):.2f}, "
          f"warm {med('stock', 'warm'):.2f}")
    print(f"  bare page, precompiled stdlib (fair baseline): cold {med('bare', 'cold'):.2f} = "
          f"{med('bare', 'cold') / med('stock', 'cold'):.2f}x stock, warm {med('bare', 'warm'):.2f} = "
          f"{med('bare', 'warm') / med('stock', 'warm'):.2f}x stock")
    for kind, what in (("pyscript", "PyScript alone (a one-line script, no page, no engine)"),
                       ("engine", "PyScript and the engine (wheel from the lock, bridge imported), no page"),
                       ("own", "the same engine in PyScript's worker, started as before pyodide-loader.js, no page"),
                       ("worker", "the same engine in PyScript's worker as js/engine.js starts it, no page (no "
                                  "service worker: the worker compiles the wasm)")):
        print(f"  {what}: cold {med(kind, 'cold'):.2f} = {med(kind, 'cold') / med('bare', 'cold'):.2f}x the fair "
              f"baseline, warm {med(kind, 'warm'):.2f} = {med(kind, 'warm') / med('bare', 'warm'):.2f}x")
    for key, goal, fair in (("cold", 0.70, 1.2), ("warm", 0.50, 1.2)):
        for kind in ("before", "app") if before else ("app",):
            app = med(kind, key)
            print(f"  {'app' if kind == 'app' else 'app before (--before)'} {key}: {app:.2f} s = "
                  f"{app / med('stock', key):.2f}x stock (goal <= {goal:.2f}x), "
                  f"{app / med('bare', key):.2f}x the fair baseline (goal <= {fair:.1f}x)")
    for kind in ("before", "app") if before else ("app",):
        later = med(kind, "later")
        print(f"  {'app' if kind == 'app' else 'app before (--before)'} later warm (a returning player's, "
              f"{'with' if kind == 'app' else 'without'} the memory snapshot): {later:.2f} s = "
              f"{later / med('stock', 'later'):.2f}x stock, {later / med('bare', 'later'):.2f}x the fair baseline")
    print(f"  app: games on screen {med('app', 'games_cold') * 1000:.0f} ms (cold) / "
          f"{med('app', 'games_warm') * 1000:.0f} ms (warm) after navigation (goal <= 300 ms)")


FRAME_JS = """async ([kind, phase]) => {
  // Click, then wait for the move to be drawn and the next frame to be painted (a task queued from
  // requestAnimationFrame runs after the paint).  kind: "empty" clicks the status line (nothing happens),
  // "patch" a move drawn by patching the board, "full" the same with the full drawing (patches declined).
  // phase: click this many ms after a frame began (a player clicks at any moment of the 16.7 ms between
  // frames); null: click as soon as the call arrives (then the phase is whatever the round trip from
  // Playwright makes it).
  if (phase !== null) await new Promise((done) => requestAnimationFrame(() => setTimeout(done, phase)));
  const { TableView } = await import("./js/tableview.js");
  const proto = TableView.prototype;
  proto.benchShown ??= proto.shown;
  proto.shown = kind === "full" ? () => ({ board: null, hand: null }) : proto.benchShown;
  const perf = window.railTablePerf;
  const before = { ...perf };
  const target = kind === "empty" ? document.querySelector(".rt-status")
    : [...document.querySelectorAll(".rt-table svg [data-move]")].find(
      (el) => !el.dataset.moves || JSON.parse(el.dataset.moves).length === 1)
      || document.querySelector(".rt-table [data-move]");
  // A move is on screen once the board says so (the engine answers from its worker): then the next frame.
  const board = document.querySelector(".rt-board");
  const drawn = kind === "empty" ? null : new Promise((done) => {
    const watch = new MutationObserver(() => { watch.disconnect(); done(); });
    watch.observe(board, { attributes: true, attributeFilter: ["data-moves-played"] });
  });
  const t0 = performance.now();
  target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  await drawn;
  const painted = await new Promise((done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(0);
  }));
  return { ms: painted - t0, python: perf.python - before.python, bridge: perf.bridge - before.bridge,
           dom: perf.dom - before.dom, bytes: document.querySelector(".rt-board").innerHTML.length };
}"""


def ttr_midgame_save(players: int = 5, moves: int = 90) -> str:
    """A Ticket to Ride game, one human and greedy bots, some way in, with the human to act."""
    from e2e import ui  # e2e/ui.py: the same long game the browser tests build

    return ui.ttr_turn_save(["Bench"] + [f"Bot {i}" for i in range(1, players)], 11, moves)


def frame_figures(browser, base: str, samples: int) -> None:
    from e2e import ui  # e2e/ui.py: the same steps the browser tests use

    context = browser.new_context(service_workers="block")
    page = context.new_page()
    save = ttr_midgame_save()

    def start() -> None:  # the same mid-game position, again each time a game runs out of turns
        # From the home page: leaving a game writes its save, which must not overwrite the position.
        page.goto(base + "?botDelay=150")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
        page.evaluate("text => localStorage.setItem('railtable.save.bench', text)", save)
        page.goto(base + "?botDelay=150#play/bench")
        page.wait_for_selector(".rt-board svg", state="attached")

    start()
    kinds = ("empty", "patch", "full", "empty as called")
    got: dict[str, list[dict]] = {kind: [] for kind in kinds}
    phases = random.Random(9)
    restarts = 0
    while len(got["empty"]) < samples and restarts <= samples:
        phase = phases.uniform(0, 1000 / 60)  # the same moment of the frame for each kind in a round
        round_: dict[str, dict] = {}
        for kind in kinds:
            if ui.settle(page, timeout=60_000) != "move":
                break
            round_[kind] = page.evaluate(FRAME_JS, ["empty" if kind == "empty as called" else kind,
                                                    None if kind == "empty as called" else phase])
        if len(round_) < len(kinds):  # the game ended mid-round: drop the round, start over
            restarts += 1
            start()
            continue
        for kind in kinds:
            got[kind].append(round_[kind])
    context.close()
    n = len(got["empty"])
    if not n:
        print("Ticket to Ride frames: no samples (the game ended)")
        return

    def med(kind: str, key: str) -> float:
        return statistics.median(s[key] for s in got[kind][:n])

    empty = med("empty", "ms")
    print(f"Click to painted frame, Ticket to Ride 5 players mid-game, median of {n} interleaved samples each, "
          "clicked at a random moment of the frame (the same for each kind in a round):")
    print(f"  empty frame (a click that changes nothing): {empty:.1f} ms (clicked as soon as Playwright's call "
          f"arrives, not at a random moment: {med('empty as called', 'ms'):.1f} ms)")
    for kind, name in (("patch", "move, board patched"), ("full", "move, board drawn whole (as loads and jumps)")):
        rest = statistics.median(s["ms"] - s["python"] - s["bridge"] - s["dom"] for s in got[kind][:n])
        print(f"  {name}: {med(kind, 'ms'):.1f} ms = {med(kind, 'ms') / empty:.2f}x the empty frame"
              f"{' (goal <= 1.5x)' if kind == 'patch' else ''}; Python {med(kind, 'python'):.1f} ms, "
              f"bridge {med(kind, 'bridge'):.1f} ms, DOM {med(kind, 'dom'):.1f} ms, "
              f"rest (saving, waiting for the frame, paint) {rest:.1f} ms")
    print(f"  (board markup {med('patch', 'bytes') / 1024:.0f} KB)")


BOT_TIMES_JS = """async ([game, bots, seed, most]) => {
  const { engine } = await import('./js/engine.js');
  const players = bots.map((bot, i) => ({name: `Bot ${i + 1}`, bot}));
  await engine.newGame(game, {players}, seed);
  const times = [];
  for (let i = 0; i < most; i++) {
    const t0 = performance.now();
    const answer = await engine.botStep();
    if (!answer.ok) break;  // the game is over
    times.push(performance.now() - t0);
  }
  return times;
}"""


def bot_times_in_page(browser, url: str, game: str, bots: list[str], seed: int, most: int = 2000) -> list[float]:
    """Milliseconds per bot move in Pyodide, through the page's engine (decision plus bookkeeping, and the
    trip to the engine's worker and back); the first ``most`` moves."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
    times = page.evaluate(BOT_TIMES_JS, [game, bots, seed, most])
    context.close()
    return times


# (game, bot level, players): five players where the game seats five, else its most.
PAGE_BOT_GAMES = (("last_spike", "strong", 5), ("last_spike", "standard", 5), ("ticket_to_ride", "strong", 5),
                  ("ticket_to_ride", "greedy", 5), ("railroad_dice", "strong", 4), ("silverton", "strong", 5))


def page_bot_figures(browser, url: str, games: int, only: list[str] | None = None, seats: int | None = None) -> None:
    """Bot time per move in the page, every seat that bot, over whole games (issue 12: at most 1 s for
    the worst move of the strong bots in five-player games).  ``only``: these games' rows alone;
    ``seats``: that many players instead (a Last Spike strong bot searches most with two)."""
    for game, level, players in PAGE_BOT_GAMES:
        if only and game not in only:
            continue
        players = seats or players
        times: list[float] = []
        for seed in range(1, games + 1):
            times += bot_times_in_page(browser, url, game, [level] * players, seed=seed)
        print(f"{game} {level} bot in the page (Pyodide), {players} players: "
              f"median {statistics.median(times):.1f} ms, "
              f"worst {max(times):.0f} ms per move over {games} whole games ({len(times)} moves)")


def expert_page_figures(browser, url: str, games: int, moves: int, only: list[str] | None = None) -> None:
    """The expert's time per move in the page (issue 37: 4-player games, median at most 1 s, 95th percentile
    at most 2 s): experts in all four seats, the first ``moves`` moves of ``games`` games on held-out seeds
    from 100,000.  In the page the expert also stops searching after PAGE_TIME_LIMIT (search/expert.py)."""
    for game in ("last_spike", "ticket_to_ride", "railroad_dice", "silverton"):
        if only and game not in only:
            continue
        times: list[float] = []
        for seed in range(100_000, 100_000 + games):
            times += bot_times_in_page(browser, url, game, ["expert"] * 4, seed=seed, most=moves)
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(f"{game} expert in the page (Pyodide), 4 players: median {statistics.median(times):.0f} ms, "
              f"95th percentile {p95:.0f} ms, worst {times[-1]:.0f} ms per move ({len(times)} moves: the first "
              f"{moves} of {games} games, seeds 100,000-{100_000 + games - 1:,})", flush=True)


def main_thread_figures(browser, base: str, pace: int, max_moves: int | None) -> None:
    """The page's main thread while bots think (issue 23): one human (the first legal move each turn) and
    the strongest bot in the three other seats, at the page's bot pace, from the game's start: the
    longest main-thread task and the blocking time (each long task's time beyond 50 ms) per 100 moves, as
    the PerformanceObserver sees them (wall clock), and the longest task in the thread's own CPU time
    (Chromium's trace: on a loaded machine the wall clock stretches), the game's first drawing apart."""
    import json

    from e2e import ui  # e2e/ui.py: the same play and long-task watch as the browser test

    print(f"Main thread during play, a human and the strongest bot in three seats, bot pace {pace} ms"
          f"{'' if max_moves is None else f', at most {max_moves} moves'} (goal: longest task <= 50 ms):")
    for game in ui.STRONGEST:
        context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
        page = context.new_page()
        page.goto(f"{base}?botDelay={pace}#new/{game}")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
        page.evaluate(ui.WATCH_LONG_TASKS_JS)
        browser.start_tracing(page=page, categories=["toplevel"])
        ui.start_game(page, ui.strongest_seats(game), seed=1)
        page.wait_for_selector(".rt-board svg", state="attached")
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))")
        first = max(ui.main_thread_cpu(json.loads(browser.stop_tracing())), default=0.0)
        got = ui.play_watching_main_thread(page, max_moves, timeout=600_000, since_start=True)
        context.close()
        per100 = got["blocking"] / max(1, got["moves"]) * 100
        print(f"  {game}: longest task {got['longest']:.0f} ms, blocking {per100 / 1000:.2f} s per 100 moves "
              f"({got['tasks']} long tasks over {got['moves']} moves, seed 1); in CPU time: longest "
              f"{got['cpu']:.0f} ms during play, {first:.0f} ms for the first drawing")


QUOTA_JS = """() => {
  // localStorage's room in characters: fill it until not even one more fits, then clear up.
  localStorage.clear();
  let n = 0, chars = 0;
  for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
    for (;;) {
      try { localStorage.setItem(`f${n}`, 'x'.repeat(size)); n++; chars += size + `f${n}`.length; }
      catch (e) { break; }
    }
  }
  localStorage.clear();
  return chars;
}"""

GUARD_JS = """async () => {
  const { engine, engineHealthy } = await import('./js/engine.js');
  const text = '['.repeat(200000);
  const t0 = performance.now();
  const answer = await engine.openSave(text);
  return [performance.now() - t0, answer.ok, await engineHealthy()];
}"""


def finished_saves() -> dict[str, str]:
    """Compact saves (as the page stores them) of whole games played by bots."""
    import json

    out = {}
    for game_id, bot, n in (("last_spike", "standard", 3), ("ticket_to_ride", "greedy", 4)):
        g = new_game(game_id, {"players": [{"name": f"Player {i + 1}", "bot": bot} for i in range(n)]}, seed=3)
        while not g.is_over:
            g.push(g.bot_move())
        out[f"{game_id} ({n} players, {len(g.moves)} moves)"] = json.dumps(json.loads(dumps(g)),
                                                                          separators=(",", ":"))
    return out


def storage_figures(browser, url: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
    quota = page.evaluate(QUOTA_JS)
    index_entry = 160  # the home page's cached summary of a save (names, moves, date), about this long
    for name, text in finished_saves().items():
        print(f"Saves: a finished {name} game takes {len(text):,} characters; localStorage "
              f"({quota / 1e6:.2f} M characters here) holds {quota // (len(text) + index_entry):,} of them")
    ms, ok, healthy = page.evaluate(GUARD_JS)
    print(f"Hostile import (200,000 nested brackets): refused in {ms:.1f} ms before reaching Python "
          f"(accepted: {ok}; runtime healthy after: {healthy})")
    context.close()


def browser_figures(runs: int, bot_games: int, bots_only: bool, frames_only: bool = False,
                    only: list[str] | None = None, seats: int | None = None, frames: int = 60,
                    main_thread_only: bool = False, pace: int = 600, max_moves: int | None = None,
                    before: Path | None = None, ready_only: bool = False, expert_moves: int = 0) -> None:
    from playwright.sync_api import sync_playwright

    from tools import serve

    written = {SITE / "bench-bare.html": BARE_PAGE.format(stdlib=""),
               SITE / "bench-bare-stock.html": BARE_PAGE.format(stdlib=', stdLibURL: "./bench-stock-stdlib.zip"'),
               **{SITE / name: text for name, text in FLOOR_PAGES.items()}}
    for path, text in written.items():
        path.write_text(text)
    stock = SITE / "bench-stock-stdlib.zip"
    shutil.copyfile(STOCK_STDLIB, stock)
    server = serve.make_server(str(SITE), 0, "/", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    servers = [server]
    before_url = None
    if before:  # another build, on its own server (its own origin: its own service worker and storage)
        servers.append(serve.make_server(str(before), 0, "/", quiet=True))
        threading.Thread(target=servers[-1].serve_forever, daemon=True).start()
        before_url = f"http://127.0.0.1:{servers[-1].server_address[1]}/"
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            if ready_only:
                ready_figures(browser, base, runs, before_url)
                browser.close()
                return
            if expert_moves:
                expert_page_figures(browser, base + "index.html", bot_games, expert_moves, only)
                browser.close()
                return
            if frames_only or main_thread_only:
                if frames_only:
                    frame_figures(browser, base, frames)
                else:
                    main_thread_figures(browser, base, pace, max_moves)
                browser.close()
                return
            if not bots_only:
                ready_figures(browser, base, runs, before_url)
                frame_figures(browser, base, frames)
                main_thread_figures(browser, base, pace, max_moves)
                storage_figures(browser, base + "index.html")
            page_bot_figures(browser, base + "index.html", bot_games, only, seats)
            browser.close()
    finally:
        for each in servers:
            each.shutdown()
        for path in [*written, stock]:
            path.unlink(missing_ok=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--runs", type=int, default=6, help="interleaved page loads of each kind (cold and warm)")
    ap.add_argument("--no-browser", action="store_true")
    ap.add_argument("--bot-games", type=int, default=2, help="whole five-player games per bot level in the page")
    ap.add_argument("--bots-only", action="store_true", help="only the bots' times in the page")
    ap.add_argument("--frames-only", action="store_true", help="only click to painted frame (Ticket to Ride)")
    ap.add_argument("--bot-game", action="append", help="with --bots-only: only this game's bots (repeatable)")
    ap.add_argument("--bot-players", type=int, help="with --bots-only: seat this many players (default: 5)")
    # A frame's median is noisy (the click lands anywhere in the 16.7 ms between frames): 21 samples
    # swung the ratio by 0.2 from run to run, 60 by about 0.05.
    ap.add_argument("--frames", type=int, default=60, help="click-to-frame samples of each kind (interleaved)")
    ap.add_argument("--site", type=Path, help="another built site to measure (e.g. main's, for a before/after)")
    ap.add_argument("--main-thread-only", action="store_true",
                    help="only the main thread's long tasks during play (four games)")
    ap.add_argument("--pace", type=int, default=600, help="the bots' pause before each move (ms), as the page's")
    ap.add_argument("--max-moves", type=int, help="main-thread figures: stop each game after this many moves")
    ap.add_argument("--before", type=Path, help="another built site whose app loads in the same turns (before/after)")
    ap.add_argument("--ready-only", action="store_true", help="only the time to ready (with --before: both builds)")
    ap.add_argument("--expert-moves", type=int, default=0,
                    help="only the expert's time per move in the page: experts in 4 seats, this many moves of "
                         "--bot-games games per game (--bot-game: only these)")
    args = ap.parse_args()
    if args.site:
        global SITE
        SITE = args.site.resolve()
    if not (SITE / "index.html").exists():
        sys.exit("bench: build the site first (./dev build)")
    if not (args.bots_only or args.frames_only or args.main_thread_only or args.ready_only or args.expert_moves):
        cpython_figures(args.games)
        sizes()
    if not args.no_browser:
        browser_figures(args.runs, args.bot_games, args.bots_only, args.frames_only, args.bot_game, args.bot_players,
                        args.frames, args.main_thread_only, args.pace, args.max_moves, args.before, args.ready_only,
                        args.expert_moves)


if __name__ == "__main__":
    main()
