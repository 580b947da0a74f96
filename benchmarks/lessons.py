"""Lessons benchmark: one run, figures only (nothing asserted).

    nice -n 10 .venv/bin/python benchmarks/lessons.py

Prints
  * cold time to ready of one embedded board, and of each lesson page until all its boards show their
    positions (each board is its own Python runtime), as a ratio to the one board;
  * the conformance suite's configurations per game under GameRules.option_sets (the variant crossed
    with every player count, each house rule at every count) against the full product of choices.
The site must be built first (`./dev build`).
"""

from __future__ import annotations

import math
import sys
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
if not __package__:  # run as a script (python benchmarks/lessons.py): this checkout's folders come first
    sys.path.insert(0, str(ROOT))

from pygame_rules.registry import game_ids, get_rules  # noqa: E402
from tools import serve  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync"]
ALL_READY = """() => [...document.querySelectorAll('iframe.lesson-embed')]
  .every(f => f.dataset.ready === '1' && f.dataset.shownHash === f.dataset.hash)"""


def timed(browser, url: str, ready: str) -> float:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_function(ready, timeout=300_000)
    took = time.perf_counter() - start
    context.close()
    return took


def main() -> None:
    server = serve.make_server(str(ROOT / "site"), 0, "/", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        one = timed(browser, f"{base}embed.html?game=ticket_to_ride&seed=7&players=Ann,Ben",
                    "() => document.documentElement.dataset.ready === '1'")
        print(f"one embedded board, cold: {one:.1f} s")
        for game_id in sorted(game_ids()):
            for lang in ("en", "de"):
                took = timed(browser, f"{base}lessons/{lang}/{game_id}.html", ALL_READY)
                print(f"lesson {lang}/{game_id}: all boards ready in {took:.1f} s ({took / one:.1f}x one board)")
        browser.close()
    server.shutdown()
    for game_id in sorted(game_ids()):
        rules = get_rules(game_id)
        counts = rules.max_players - rules.min_players + 1
        full = counts * math.prod(len(spec["choices"]) for spec in rules.choices.values())
        print(f"conformance configurations, {game_id}: {len(rules.option_sets())} (full product: {full})")


if __name__ == "__main__":
    main()
