"""Rail Table benchmark: one run, every figure, speeds as ratios where a baseline exists.

    .venv/bin/python benchmarks/bench.py [--games N] [--no-browser]

Prints
  * time to ready, cold and warm, of the app against a bare Pyodide page in the same browser (ratio);
  * median time from a move (a click on a data-move element) to the re-rendered board in the page;
  * CPython: complete random Last Spike games per second, and the bot's decision time;
  * the standard bot's win rate against two random players;
  * the wheel and site sizes;
  * how many finished games localStorage holds (the page stores saves compactly), and how long the
    page takes to refuse a hostile import (200,000 nested brackets) before it reaches Python.
The site must be built first (`./dev build`).  Nothing here is asserted: tests assert behaviour,
this script reports speed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "e2e"))

from pygame_rules import dumps, new_game  # noqa: E402

BARE_PAGE = """<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
await loadPyodide({ indexURL: "./pyodide/" });
document.documentElement.dataset.ready = "1";
</script>"""
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


def time_to_ready(browser, url: str, runs: int) -> tuple[float, float]:
    """Median cold (fresh context, empty cache) and warm (reload in the same context) seconds."""
    cold, warm = [], []
    for _ in range(runs):
        context = browser.new_context()
        page = context.new_page()
        t = time.perf_counter()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
        cold.append(time.perf_counter() - t)
        t = time.perf_counter()
        page.reload()
        page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
        warm.append(time.perf_counter() - t)
        context.close()
    return statistics.median(cold), statistics.median(warm)


MOVE_JS = """async () => {
  const board = document.querySelector('.rt-board');
  const before = board.dataset.movesPlayed;
  const target = document.querySelector('.rt-table [data-move]');
  const t0 = performance.now();
  target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  while (board.dataset.movesPlayed === before) await new Promise(r => setTimeout(r, 1));
  await new Promise(r => requestAnimationFrame(() => r()));  // until the new board is painted
  return performance.now() - t0;
}"""


def move_to_render(browser, url: str, moves: int) -> float:
    import ui  # e2e/ui.py: the same steps the browser tests use

    context = browser.new_context()
    page = context.new_page()
    ui.open_app(page, url, lambda p: p.wait_for_selector("html[data-ready]", state="attached", timeout=180_000),
                "#new/last_spike", query="?botDelay=0")
    ui.start_game(page, [("Bench", "human"), ("Bot", "standard"), ("Bot 2", "standard")], seed=3)
    samples = []
    while len(samples) < moves:
        state = ui.settle(page)
        if state != "move":
            break
        samples.append(page.evaluate(MOVE_JS))
    context.close()
    return statistics.median(samples) if samples else float("nan")


BOT_TIMES_JS = """([game, bots, seed]) => {
  const api = window.railTableBridge;
  const players = bots.map((bot, i) => ({name: `Bot ${i + 1}`, bot}));
  api.new_game(game, JSON.stringify({players}), seed);
  const times = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    const answer = JSON.parse(api.bot_step());
    if (!answer.ok) break;  // the game is over
    times.push(performance.now() - t0);
  }
  return times;
}"""


def bot_times_in_page(browser, url: str, game: str, bots: list[str], seed: int) -> list[float]:
    """Milliseconds per bot move in Pyodide, through the page's bridge (decision plus bookkeeping)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
    times = page.evaluate(BOT_TIMES_JS, [game, bots, seed])
    context.close()
    return times


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
  const { engine } = await import('./js/engine.js');
  const text = '['.repeat(200000);
  const t0 = performance.now();
  const answer = engine.openSave(text);
  return [performance.now() - t0, answer.ok, JSON.parse(window.railTableBridge.version()).ok];
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


def browser_figures(runs: int) -> None:
    import serve
    from playwright.sync_api import sync_playwright

    bare = SITE / "bench-bare.html"
    bare.write_text(BARE_PAGE)
    server = serve.make_server(str(SITE), 0, "/", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            bare_cold, bare_warm = time_to_ready(browser, base + "bench-bare.html", runs)
            app_cold, app_warm = time_to_ready(browser, base + "index.html", runs)
            print(f"Time to ready (median of {runs}): app cold {app_cold:.2f} s = {app_cold / bare_cold:.2f}x bare "
                  f"Pyodide ({bare_cold:.2f} s); app warm {app_warm:.2f} s = {app_warm / bare_warm:.2f}x bare "
                  f"({bare_warm:.2f} s)")
            median = move_to_render(browser, base + "index.html", 25)
            print(f"Move to re-rendered board in the page: median {median:.1f} ms "
                  f"(= {median / 16.7:.1f} frames at 60 Hz)")
            storage_figures(browser, base + "index.html")
            for game, bots in (("last_spike", ["standard"] * 3), ("ticket_to_ride", ["strong", "strong"])):
                times = bot_times_in_page(browser, base + "index.html", game, bots, seed=1)
                print(f"{game} {bots[0]} bot in the page (Pyodide): median {statistics.median(times):.1f} ms, "
                      f"max {max(times):.0f} ms per move over a whole game ({len(times)} moves)")
            browser.close()
    finally:
        server.shutdown()
        bare.unlink(missing_ok=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--runs", type=int, default=3, help="page loads per measurement")
    ap.add_argument("--no-browser", action="store_true")
    args = ap.parse_args()
    if not (SITE / "index.html").exists():
        sys.exit("bench: build the site first (./dev build)")
    cpython_figures(args.games)
    sizes()
    if not args.no_browser:
        browser_figures(args.runs)


if __name__ == "__main__":
    main()
