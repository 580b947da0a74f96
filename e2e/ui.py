"""Steps the browser tests share: open the app, set up a game, play by clicking, read the state.

The tests drive the page only through what a player has (clicks, keys, files); they read back
through stable hooks: data-move on playable elements, data-state-hash / data-moves-played on the
board container, data-viewer on the table, data-tile on hand pieces (Last Spike's renderer).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from pygame_rules import dumps, new_game

FAST = "?botDelay=0"  # bots move without the visible pause

# The page has settled when a human can act (moves enabled), the game is over, or the privacy
# screen waits for the next player.
SETTLED_JS = """() => {
  if (document.body.hasAttribute('data-save-pending')) return false;  // a move's save waits for its frame
  if (!document.getElementById('privacy').hidden) return 'privacy';
  const t = document.querySelector('.rt-table');
  if (!t) return false;
  if (!t.querySelector('.rt-over').hidden) return 'over';
  if (t.dataset.asking) return false;  // a question (a dialog) is asked once the position is painted
  if (t.dataset.drawing) return false;  // a whole drawing's words come a frame after its shapes
  return !t.classList.contains('rt-busy') && t.querySelector('[data-move]') ? 'move' : false;
}"""


def open_app(page: Page, base: str, wait_ready, hash_: str = "", query: str = FAST) -> None:
    page.goto(f"{base}{query}{hash_}")
    wait_ready(page)


def start_game(page: Page, seats: list[tuple[str, str]], seed: int | str = "", start: str = "Start game") -> None:
    """On the setup screen: seats as (name, "human" | bot level), then Start (``start``: its words)."""
    page.select_option("#seat-count", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        page.fill(f"#seat-{i}-name", name)
        page.select_option(f"#seat-{i}-kind", "" if kind == "human" else kind)
    page.fill("#seed", str(seed))
    page.get_by_role("button", name=start).click()
    page.wait_for_selector(".rt-board svg", state="attached")  # may be under the privacy screen


def settle(page: Page, timeout: float = 30_000) -> str:
    return page.wait_for_function(SETTLED_JS, timeout=timeout).json_value()


def painted(page: Page) -> None:
    """Wait until the page has painted two more frames: what a drawing does in its frame's callback
    (play.js keeps the board in place there) is done.  A read of the layout before it would see a state
    no player sees (the callback runs before that frame is painted)."""
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def first_move(page: Page) -> Locator:
    """The first playable element; while a "how to pay" chooser is open, its first option."""
    chooser = page.locator(".rt-choice[open] [data-move]")
    if chooser.count():
        return chooser.first
    return page.locator(".rt-table [data-move]").first


def click_move(page: Page, move: Locator | None = None) -> str:
    """Click a playable element (the first one by default) like a player would; returns its move."""
    move = move or first_move(page)
    name = move.get_attribute("data-move")
    tag = move.evaluate("el => el.tagName.toLowerCase()")
    if tag == "button":
        move.click()
    else:
        # An SVG group: click one of its drawn shapes (its bounding box's centre may be empty sea; its
        # invisible tap area, data-tap, may lie under another piece's, where the page asks which).
        click_shape(move)
    return name


def click_shape(piece: Locator) -> None:
    """Click the middle of a board piece's first drawn shape, as a finger would.  Another piece's invisible
    tap area may lie over it (Silverton's tap lines reach past their towns and over their neighbours):
    the page gives a click on a drawing to the piece drawn there (web/js/hits.js), but Playwright would
    refuse to click an element another covers, so its check is skipped (force), not the click."""
    piece.locator(":is(rect, circle, ellipse, path, polygon):not([data-tap])").first.click(force=True)


def state_hash(page: Page) -> str:
    return page.locator(".rt-board").get_attribute("data-state-hash")


def moves_played(page: Page) -> int:
    return int(page.locator(".rt-board").get_attribute("data-moves-played"))


def current_save_id(page: Page) -> str:
    match = re.search(r"#play/([^/?#]+)", page.url)
    assert match, page.url
    return match.group(1)


def stored_save(page: Page, save_id: str | None = None) -> dict:
    """The game's save as stored, once the page has written the last move's (it waits for the page to
    be idle after the move's frame: play.js)."""
    page.wait_for_function("() => !document.body.hasAttribute('data-save-pending')")
    save_id = save_id or current_save_id(page)
    text = page.evaluate("k => localStorage.getItem(k)", f"railtable.save.{save_id}")
    assert text, f"no save stored for {save_id}"
    return json.loads(text)


def hand_tiles(page: Page) -> list[str]:
    return page.locator(".rt-hand [data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)")


def confirm_privacy(page: Page, name: str) -> None:
    expect(page.locator("#privacy")).to_be_visible()
    expect(page.locator("#privacy-title")).to_have_text(f"Pass to {name}")
    page.locator(".rt-privacy-go").click()
    expect(page.locator("#privacy")).to_be_hidden()


def no_page_scroll_x(page: Page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


ARTIFACTS = Path(__file__).resolve().parent / "artifacts"  # gitignored: screenshots to look at


def finished_save(seed: int = 2) -> str:
    """A whole three-player Last Spike game played by bots (a finished save to store)."""
    game = new_game("last_spike", {"players": [
        {"name": "Ann"}, {"name": "Bob", "bot": "standard"}, {"name": "Cy", "bot": "standard"}]}, seed=seed)
    while not game.is_over:
        game.push(game.bot_move(level="standard"))
    return dumps(game)


def ttr_turn_save(names: list[str], seed: int, moves: int) -> str:
    """A Ticket to Ride game, the first of ``names`` human and greedy bots in the other seats, played by
    the bots (the human's seat too) until at least ``moves`` moves are made and it is the human's turn
    proper (not a ticket choice): a long game to open with the human to act."""
    seats = [{"name": names[0]}] + [{"name": name, "bot": "greedy"} for name in names[1:]]
    game = new_game("ticket_to_ride", {"players": seats}, seed=seed)
    while len(game.moves) < moves or game.current_player != 0 or game.view(0).get("phase") != "turn":
        game.push(game.bot_move(seed=len(game.moves)))
    return dumps(game)


def put_storage(page: Page, items: dict[str, str]) -> None:
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)


def storage_snapshot(page: Page) -> dict[str, str]:
    return page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")


def silverton_save(seed: int, stop) -> str:
    """A three-player Silverton game, Ann (the one human) and two strong bots, every move so far played
    by the strong bot, saved at the first position where ``stop(view of Ann, game)`` holds."""
    game = new_game("silverton", {"players": [
        {"name": "Ann"}, {"name": "Bot", "bot": "strong"}, {"name": "Cy", "bot": "strong"}]}, seed=seed)
    while not stop(game.view(0), game):
        assert not game.is_over and len(game.moves) < 3000
        game.push(game.bot_move(level="strong"))
    return dumps(game)


def _winter(view, game) -> bool:
    me = view["players"][0]
    return (view["winter"] and view["round"] >= 8 and game.current_player == 0 and len(me["claims"]) >= 3
            and any(c["goods"] for c in me["claims"]) and len(me["track"]) >= 3)


# Seed 3: with the bots that keep their money (issue 37) seed 1's winter leaves Ann no piece with several
# moves, and the which-piece chooser the accessibility tests open needs one.
def silverton_winter_save(seed: int = 3) -> str:
    """Silverton in its second winter (round 8), Ann to place her pieces: she has track, and claims with
    goods."""
    return silverton_save(seed, _winter)


def silverton_question_save(kind: str) -> str:
    """Silverton with Ann to answer: a bot's trade offer ("offer"), or a dispute question ("parallel",
    "special"); the page asks it in a dialog."""
    # The first seeds with that question (rules version 4, the bots that keep their money's promises).
    seed = {"offer": 2, "parallel": 3, "special": 3}[kind]
    if kind == "offer":
        return silverton_save(seed, lambda v, g: g.current_player == 0 and bool(v.get("offer")))
    return silverton_save(seed, lambda v, g: g.current_player == 0 and (v.get("ask") or {}).get("kind") == kind)


# -- where a piece is drawn ----------------------------------------------------------------------------
# Two declarations to put at the top of a snippet's body (the snippets that measure pieces on screen share
# them).  drawnShapes(el, leaveOut): the shapes el draws, those inside an element matching the selector
# leaveOut left out (an invisible tap area round a piece is no part of its drawing).  drawnBox(el, shapes):
# the box in viewport px round those shapes ({left, top, right, bottom, width, height}), the element's own
# box where there are none.
DRAWN_JS = """
  const drawnShapes = (el, leaveOut) => [...el.querySelectorAll('rect, circle, ellipse, path, polygon, line, polyline')]
    .filter((s) => !s.closest(leaveOut));
  const drawnBox = (el, shapes) => {
    const boxes = shapes.map((s) => s.getBoundingClientRect());
    if (!boxes.length) return el.getBoundingClientRect();
    const left = Math.min(...boxes.map((b) => b.left)), right = Math.max(...boxes.map((b) => b.right));
    const top = Math.min(...boxes.map((b) => b.top)), bottom = Math.max(...boxes.map((b) => b.bottom));
    return { left, top, right, bottom, width: right - left, height: bottom - top };
  };
"""


# -- the page's main thread during play -----------------------------------------------------------
# Every long task (a main-thread task of more than 50 ms) from the moment this runs, as the browser's
# PerformanceObserver reports them: [start, duration] in ms.
WATCH_LONG_TASKS_JS = """() => {
  if (window.rtLongTasks) return;
  window.rtLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.rtLongTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask" });
}"""

# (game, seats) for a human against the strongest bot of each game in the three other seats.
STRONGEST = {"last_spike": "strong", "ticket_to_ride": "strong", "railroad_dice": "strong", "silverton": "strong"}


def strongest_seats(game: str, players: int = 4) -> list[tuple[str, str]]:
    return [("Ann", "human")] + [(f"Bot {i}", STRONGEST[game]) for i in range(1, players)]


def play_watching_main_thread(page: Page, max_moves: int | None = None, timeout: float = 120_000,
                              since_start: bool = False, begin=None) -> dict:
    """Play the human's seat (its first move each turn; the first way to pay, when asked) while the bots
    play theirs, watching the page's main thread: until the game is over or ``max_moves`` were made.

    Returns {"moves": moves made, "longest": the longest task (ms, 0 if none was long), "blocking": the
    total blocking time (ms: each long task's time beyond 50 ms), "tasks": how many were long, "cpu": the
    main thread's longest task in its own CPU time (ms)}.  The long tasks are the PerformanceObserver's,
    in wall-clock time: on a loaded machine (other processes on the same cores) a task of 15 ms of work
    may take 400 ms to finish, so the trace's CPU time per task (Chromium's own "toplevel" trace of the
    page's main thread) says what the page itself costs.  ``since_start``: count the long tasks since
    WATCH_LONG_TASKS_JS ran (before the game's first drawing, say), not only those from now on.
    ``begin``: a step run once the watch has begun (starting the game: its first drawing is watched too)."""
    page.evaluate(WATCH_LONG_TASKS_JS)
    if not since_start:
        page.evaluate("() => { window.rtLongTasks.length = 0; }")
    browser = page.context.browser
    assert browser is not None
    browser.start_tracing(page=page, categories=["toplevel"])
    try:
        if begin is not None:
            begin()
        settle(page, timeout=timeout)
        start = moves_played(page)
        while True:
            state = settle(page, timeout=timeout)
            if state == "over" or (max_moves is not None and moves_played(page) - start >= max_moves):
                break
            assert state == "move", state  # one human: never the privacy screen
            before = moves_played(page)
            click_move(page)
            if page.locator(".rt-choice[open] [data-move]").count():
                click_move(page)  # a route paid for in several ways: its first way
            page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n",
                                   arg=before, timeout=timeout)
    finally:
        trace = json.loads(browser.stop_tracing())
    tasks = page.evaluate("() => window.rtLongTasks.map(([, d]) => d)")
    return {"moves": moves_played(page) - start, "longest": max(tasks, default=0.0),
            "blocking": sum(d - 50 for d in tasks), "tasks": len(tasks),
            "cpu": max(main_thread_cpu(trace), default=0.0)}


def main_thread_cpu(trace: dict | list) -> list[float]:
    """The CPU time (ms) of every task of the renderers' main threads in a Chromium trace."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"}
    return [e["tdur"] / 1000 for e in events if e.get("ph") == "X" and (e.get("pid"), e.get("tid")) in main
            and e.get("name") == "ThreadControllerImpl::RunTask" and "tdur" in e]


# A lesson page on another site holding one board (embed.html) in #board: it records every message from the
# board (window.received) and tells the board what window.tell(msg) says.  %(src)s is the board's URL,
# %(target)s the site's origin.
HOST_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson host</title></head>
<body><h1>A lesson on another site</h1>
<iframe id="board" src="%(src)s" width="900" height="700" title="board"></iframe>
<script>
  window.received = [];
  addEventListener("message", (e) => { window.received.push({origin: e.origin, data: e.data}); });
  window.tell = (msg) => document.getElementById("board").contentWindow.postMessage(msg, "%(target)s");
</script></body></html>"""


def railroad_dice_save(stop, seed: int = 1) -> str:
    """A three-player Railroad Dice game, Ann (the one human) and two basic bots, every move so far
    played by the basic bot, saved at the first position where ``stop(game)`` holds with Ann to act."""
    game = new_game("railroad_dice", {"players": [
        {"name": "Ann"}, {"name": "Bot", "bot": "basic"}, {"name": "Cy", "bot": "basic"}]}, seed=seed)
    while not (game.current_player == 0 and stop(game)):
        assert not game.is_over and len(game.moves) < 3000
        game.push(game.bot_move(level="basic"))
    return dumps(game)


def rd_joins_a_new_tile(game) -> bool:
    """An end of the line can join a new tile, with several tiles to choose from (one arrow, a dialog)."""
    joins: dict[str, int] = {}
    for move in game.legal_moves():
        words = move.split()
        if words[0] == "lay" and words[-1].startswith("T"):
            joins[" ".join(words[1:3])] = joins.get(" ".join(words[1:3]), 0) + 1
    return any(n > 2 for n in joins.values())


def rd_before_a_year_end(game) -> bool:
    """Ann can end her turn in year 2 or later, after rolling: the bots then play and the year ends."""
    view = game.view(0)
    return view["year"] >= 2 and view["rolled"] and view["phase"] == "turn" and "end" in game.legal_moves()


def rd_can_build(game) -> bool:
    return any(m.startswith("build ") for m in game.legal_moves())


def rd_track_die_in_front(game) -> bool:
    """Ann has a track die in front that she can lay at either end (a die that asks which move)."""
    front = game.view(0)["players"][0]["front"]
    ends = {m.split()[1] for m in game.legal_moves() if m.startswith("lay ") and "wild" not in m}
    return bool(front["straight"] + front["curve"]) and ends == {"A", "B"}
