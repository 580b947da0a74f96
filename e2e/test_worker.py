"""The engine off the main thread (issue 23): Pyodide and the rules run in a web worker, the page only draws
and takes input.  While a bot thinks the page says so and stays live; leaving the game, going home or a
lesson jumping to another step mid-thought drops the bot's late answer (a generation counter in
js/play.js), so no late move lands on a game that was left; and the main thread has no long task while
the strongest bots play all four games.

A "thought" is held for as long as a test needs: the page's engine.botMove (the worker's answer with the
bot's choice) is wrapped so that its answer waits for window.releaseBot(); the choice itself was made in
the worker and changed nothing there (bridge.bot_move), as a slow bot's would.
"""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from conftest import watch
from playwright.sync_api import Page, expect
from ui import (
    ARTIFACTS,
    FAST,
    HOST_PAGE,
    click_move,
    confirm_privacy,
    moves_played,
    open_app,
    play_watching_main_thread,
    settle,
    start_game,
    state_hash,
    stored_save,
    strongest_seats,
)

from pygame_rules import Game

# Installed in a page (or an embed's frame): every bot answer waits for window.releaseBot().
HOLD_BOTS_JS = """async () => {
  const { engine } = await import('./js/engine.js');
  const real = engine.botMove;
  window.botAnswers = 0;
  window.holdBots = true;  // false: answers pass at once from now on
  engine.botMove = async () => {
    const answer = await real();
    if (window.holdBots) await new Promise((release) => { window.releaseBot = release; });
    window.botAnswers += 1;
    return answer;
  };
}"""
# The page settled after a released answer: the answer came back and two frames were painted after it.
AFTER_RELEASE_JS = """async ([n, hold]) => {
  window.holdBots = hold;
  window.releaseBot();
  while (window.botAnswers < n) await new Promise((done) => setTimeout(done, 10));
  for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
}"""
DUO = [("Ann", "human"), ("Bob", "strong")]


def bot_thinking(page: Page) -> None:
    """Ann moves until the bot is asked for its move (its answer then held)."""
    while page.locator(".rt-table[data-thinking=asked]").count() == 0:
        if settle(page) == "move":
            click_move(page)
        page.wait_for_selector(".rt-table[data-thinking=asked], .rt-table:not(.rt-busy) [data-move]", state="attached")


def test_the_engine_runs_in_a_worker(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready)
    # No Python on the page's own thread: no PyScript script element, no bridge in the window.
    assert page.locator("script[type=py], script[type=mpy]").count() == 0
    assert page.evaluate("typeof window.railTableBridge") == "undefined"
    assert len(page.workers) == 1
    # The worker answers the page's calls (awaited: the page never waits on it synchronously).
    version = page.evaluate("async () => (await import('./js/engine.js')).engine.version()")
    assert version == page.locator("html").get_attribute("data-engine-version")
    # PyScript's package cache, which this site does not use, is kept in the worker's memory, never in
    # IndexedDB (memory-idb.js): opening it cost every start time, and a frame refused storage its start.
    # (Its name: "IDBMap/" + the interpreter's folder + "@" + its version; PyScript's page side opens
    # "IDBMap/@pyscript.fs" as it loads.)
    names = page.evaluate("async () => (await indexedDB.databases()).map((d) => d.name)")
    assert not [n for n in names if n.startswith("IDBMap/" + site_url.split("/")[0])], names


HELD_WASM = "async () => (await import('./js/engine.js')).holdsWasm()"


def warm_visit(context, url: str, wait_ready, browser_log, init_script: str = ""):
    """A first visit, and once the service worker has cached the site a reload (a visit after the first)."""
    page = watch(context.new_page(), browser_log)
    if init_script:
        page.add_init_script(init_script)
    page.goto(url)
    wait_ready(page)
    first = page.locator("html").get_attribute("data-engine-wasm")
    if first == "own":  # the worker's module, held by the page for the reload's compile to find
        assert page.evaluate(HELD_WASM) is True
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
    browser_log.requests.clear()
    page.reload()
    wait_ready(page)
    return page, first


def test_a_warm_start_lends_the_pages_compiled_wasm_to_the_worker(sw_context, site_url, wait_ready, browser_log):
    # A page the service worker controls compiles pyodide.asm.wasm itself and lends the module to the
    # engine's worker (js/engine.js, web/pyodide-loader.js), whose own fetch of the file is answered with it:
    # on a reload Chromium hands the page the module it compiled before; a worker's dies with the worker
    # (the time is benchmarks/bench.py's).  A first visit lends nothing: the worker compiles its own.
    page, first = warm_visit(sw_context, site_url + FAST, wait_ready, browser_log)
    assert first == "own"
    assert page.locator("html").get_attribute("data-engine-wasm") == "page"
    wasm = site_url + "pyodide/pyodide.asm.wasm"
    assert [r for r in browser_log.requests if r.endswith(wasm)] == [f"GET {wasm}"]  # once, by the page
    assert page.evaluate(HELD_WASM) is False  # the page's own compile: nothing sent back to hold
    version = page.evaluate("async () => (await import('./js/engine.js')).engine.version()")
    assert version == page.locator("html").get_attribute("data-engine-version")


PYSCRIPT_PRELOADS = ("[...document.querySelectorAll('link[rel=modulepreload]')]"
                     ".map((l) => l.href).filter((h) => h.includes('/pyscript/'))")


def test_a_returning_visit_preloads_pyscript_and_still_lends_the_wasm(sw_context, site_url, wait_ready, browser_log):
    # On a visit the service worker controls, the page preloads PyScript while it is parsed (build.py), so the
    # engine's start does not wait behind the home page's drawing for it.  A preload only compiles: PyScript
    # still runs after js/engine.js has put in the Worker class that lends the wasm ("page").  A first visit
    # preloads nothing (its download waits for the page to be painted).
    page = watch(sw_context.new_page(), browser_log)
    page.goto(site_url)
    wait_ready(page)
    assert page.evaluate(PYSCRIPT_PRELOADS) == []
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
    page.reload()
    wait_ready(page)
    preloads = page.evaluate(PYSCRIPT_PRELOADS)
    assert preloads[0] == site_url + "pyscript/core.js" and len(preloads) >= 2, preloads
    assert page.locator("html").get_attribute("data-engine-wasm") == "page"
    assert not browser_log.errors, browser_log.errors


def test_without_the_pages_compile_the_worker_compiles_its_own(sw_context, site_url, wait_ready, browser_log):
    # A browser that cannot compile the file on the page: it lends nothing, and Pyodide in the worker fetches
    # and compiles the file itself, as on a first visit.
    page, _ = warm_visit(sw_context, site_url + FAST, wait_ready, browser_log, "delete WebAssembly.compile")
    assert page.locator("html").get_attribute("data-engine-wasm") == "own"
    assert any("not compiled on the page" in line for line in browser_log.console), browser_log.console
    assert not browser_log.errors, browser_log.errors
    page.goto(site_url + FAST + "#new/last_spike")
    start_game(page, DUO, seed=3)
    expect(page.locator(".rt-board svg")).to_be_attached()


@pytest.mark.parametrize(("lang", "says", "row"), [("en", "Bob is thinking…", "thinking…"),
                                                   ("de", "Bob überlegt …", "überlegt …")])
def test_a_thinking_bot_is_shown_and_the_page_stays_live(page, site_url, wait_ready, lang, says, row):
    open_app(page, site_url, wait_ready, "#new/last_spike", query=f"?botDelay=0&lang={lang}")
    page.evaluate(HOLD_BOTS_JS)
    start_game(page, DUO, seed=3, start="Start game" if lang == "en" else "Spiel starten")
    bot_thinking(page)
    table = page.locator(".rt-table")
    expect(page.locator(".rt-status")).to_have_class(re.compile(r"\brt-bot\b"))  # its ellipsis
    thinking = page.locator(".rt-scores tr.rt-thinking-row")
    expect(thinking).to_have_count(1)
    expect(thinking.locator("th")).to_contain_text("Bob")
    expect(thinking.locator(".rt-thinking-badge")).to_have_text(f" {row}")
    expect(thinking.locator(".rt-thinking-badge")).to_have_attribute("title", says)
    # The page is live meanwhile: it scrolls, and answers at once (its thread is not the engine's).
    page.mouse.move(300, 300)
    page.mouse.wheel(0, 500)
    page.wait_for_function("window.scrollY > 0")
    assert page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done(true)))")
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("window.scrollY === 0")
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"bot-thinking-{lang}-{width}x{height}.png"))
    # On a phone the players table is far under the board: the thinking bot is named above the board too,
    # in the first screen (the tools row beside Zoom).
    now = page.locator(".rt-thinking-now")
    expect(now).to_have_text(says)
    box = now.bounding_box()
    assert box is not None and page.evaluate("window.scrollY") == 0 and 0 <= box["y"] <= 844 - box["height"], box
    # Its moves come, and the mark goes with the bot's turn.
    before = moves_played(page)
    page.evaluate(AFTER_RELEASE_JS, [1, False])
    assert settle(page) == "move" and moves_played(page) > before
    expect(table).not_to_have_attribute("data-thinking", "asked")
    expect(page.locator(".rt-thinking-badge, .rt-thinking-row")).to_have_count(0)
    expect(now).to_have_text("")


def test_home_and_another_game_mid_thought_get_no_late_move(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    page.evaluate(HOLD_BOTS_JS)
    start_game(page, DUO, seed=3)
    bot_thinking(page)
    left = page.url.split("#play/")[1]
    made = moves_played(page)
    hash_left = state_hash(page)
    assert len(stored_save(page, left)["moves"]) == made
    # While the bot thinks, Undo is not offered (Ann's move handed the turn on: final by the rules).
    expect(page.get_by_role("button", name="Undo")).to_be_disabled()
    # Home, then a new game of another kind, all before the bot's answer comes.
    page.get_by_role("link", name="Home").click()
    expect(page.locator(".rt-save")).to_have_count(1)
    page.get_by_role("link", name="New game of Railroad Dice").click()
    start_game(page, [("Cy", "human"), ("Dee", "human")], seed=8)
    assert settle(page) == "privacy"
    other = page.url.split("#play/")[1]
    assert other != left and moves_played(page) == 0
    page.evaluate(AFTER_RELEASE_JS, [1, True])
    # The late answer landed nowhere: not on the game on screen, not in the one left.
    assert moves_played(page) == 0 and stored_save(page, other)["moves"] == []
    assert len(stored_save(page, left)["moves"]) == made
    # Rules version 4: before year 1 each player picks a free share, the last seat first (Dee).
    confirm_privacy(page, "Dee")
    assert settle(page) == "move" and moves_played(page) == 0
    # The game left resumes where it was, and its bot thinks again.
    page.get_by_role("link", name="Home").click()
    page.locator(f'.rt-save[data-save-id="{left}"]').get_by_role("link", name="Resume").click()
    expect(page.locator(".rt-board")).to_have_attribute("data-state-hash", hash_left)
    expect(page.locator(".rt-table")).to_have_attribute("data-thinking", "asked")
    page.evaluate(AFTER_RELEASE_JS, [2, True])
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=made)
    assert len(stored_save(page, left)["moves"]) == moves_played(page)


def test_a_lesson_going_back_mid_thought_gets_no_late_move(page, site_url, host_pages):
    # A playable board in a lesson on another site: Ann moves, the bot thinks, and the lesson page takes
    # the board back to the start (its "undo") before the bot's answer comes.
    site_origin = site_url.rstrip("/")
    # Seed 4: Ann begins.
    src = (f"{site_url}embed.html?game=last_spike&seed=4&players=Ann,Bob:strong&mode=play&botDelay=0"
           f"&origin={quote(host_pages.url.rstrip('/'))}")
    host_pages.put("lesson-undo.html", HOST_PAGE % {"src": src, "target": site_origin})
    page.goto(f"{host_pages.url}lesson-undo.html")
    page.wait_for_function("window.received.some(m => m.data.type === 'ready')", timeout=120_000)
    frame = next(f for f in page.frames if "embed.html" in f.url)
    start = Game("last_spike", {"players": [{"name": "Ann"}, {"name": "Bob", "bot": "strong"}]}, 4).state_hash()
    board = page.frame_locator("#board").locator(".rt-board")
    expect(board).to_have_attribute("data-state-hash", start)
    frame.evaluate(HOLD_BOTS_JS)
    while not frame.locator(".rt-table[data-thinking=asked]").count():
        frame.wait_for_selector(".rt-table[data-thinking=asked], .rt-table:not(.rt-busy) [data-move]", state="attached")
        if not frame.locator(".rt-table[data-thinking=asked]").count():
            made = int(frame.locator(".rt-board").get_attribute("data-moves-played") or 0)
            click_move(frame)  # type: ignore[arg-type]  (a Frame has what click_move uses)
            # Wait for the move to land, not for the busy mark: a quick move can come and go before
            # the test looks (seen once with two browsers at once), and Ann may still be the one to move.
            frame.wait_for_function(
                "n => document.querySelector('.rt-table[data-thinking=asked]')"
                " || +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=made)
    assert board.get_attribute("data-state-hash") != start
    page.evaluate("() => window.tell({type: 'goto', step: 0})")
    expect(board).to_have_attribute("data-state-hash", start)
    frame.evaluate(AFTER_RELEASE_JS, [1, True])
    expect(board).to_have_attribute("data-state-hash", start)
    assert frame.locator(".rt-board").get_attribute("data-moves-played") == "0"
    assert not any(m["data"]["type"] == "move" and m["data"]["by"] == "bot" for m in page.evaluate("window.received"))


@pytest.mark.alone
@pytest.mark.parametrize("game", ["last_spike", "ticket_to_ride", "railroad_dice", "silverton"])
def test_the_main_thread_stays_free_while_the_strongest_bots_play(page, site_url, wait_ready, game):
    # A human (its first move each turn) and the strongest bot in three seats, from the click on Start on,
    # the game's first drawing (its whole board) included: no main-thread task of the page takes more than
    # 50 ms (the bots think in the worker; the page draws).  Measured in each task's own CPU time (see
    # ui.play_watching_main_thread: the tests run on shared machines); the PerformanceObserver's
    # wall-clock long tasks are printed beside it.
    open_app(page, site_url, wait_ready, f"#new/{game}")
    page.set_viewport_size({"width": 1280, "height": 800})
    got = play_watching_main_thread(page, max_moves=MOVES[game], timeout=180_000,
                                    begin=lambda: start_game(page, strongest_seats(game), seed=1))
    print(f"\n{game}: {got['moves']} moves, longest main-thread task {got['cpu']:.0f} ms of CPU time "
          f"(wall clock, PerformanceObserver: longest {got['longest']:.0f} ms, {got['tasks']} long tasks)")
    assert got["moves"] >= MOVES[game] or page.locator(".rt-over").is_visible()
    assert 0 < got["cpu"] <= 50, got


# Moves watched per game: a stretch of bot play with several turns of every seat, short enough for CI.
MOVES = {"last_spike": 24, "ticket_to_ride": 24, "railroad_dice": 30, "silverton": 40}
