"""A move paints in one frame: the board and hand are patched in place (only the pieces that changed,
pygame_rules/patch.py), the side panels too (the log appended to, player rows and move buttons kept by
key), and the result is exactly what a full render of the same snapshot gives.

After every render of whole games, a checker in the page draws the same position afresh (the full
drawing, on a detached TableView) and compares the markup of the board, the hand, the status line, the
players table, the log and the move buttons; it also counts the renders that kept the log's and the
players table's nodes (updated in place, not rebuilt).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from ui import FAST, click_move, finished_save, moves_played, open_app, put_storage, settle, start_game, ttr_turn_save

# Installed in the page: wraps TableView.render so each render is followed by a fresh full render of
# the same view into a detached table, compared piece by piece.
CHECKER_JS = """async () => {
  const { TableView } = await import('./js/tableview.js');
  const { engine } = await import('./js/engine.js');
  const log = window.patchCheck = { renders: 0, patched: 0, keptLog: 0, keptRows: 0, pending: 0, mismatches: [] };
  const render = TableView.prototype.render;
  // What the side panels show, as markup (the disabled state of buttons is the session's, not the snapshot's).
  const panels = (root) => ({
    status: root.querySelector('.rt-status').textContent,
    players: root.querySelector('.rt-scores').innerHTML,
    log: root.querySelector('.rt-log-list').innerHTML,
    actions: [...root.querySelectorAll('.rt-actions [data-move]')].map((b) => b.outerHTML).join(''),
    all: root.querySelector('.rt-all-moves').outerHTML,
  });
  TableView.prototype.render = function (snap, opts) {
    const own = !this.root.closest('.rt-check');  // not the checker's own table
    const firstEntry = own && this.root.querySelector('.rt-log-list li');
    const firstRow = own && this.root.querySelector('.rt-scores tbody tr');
    render.call(this, snap, opts);
    if (!own) return;
    log.renders += 1;
    if (firstEntry && this.root.querySelector('.rt-log-list li') === firstEntry) log.keptLog += 1;
    if (firstRow && this.root.querySelector('.rt-scores tbody tr') === firstRow) log.keptRows += 1;
    if (this.root.querySelector('.rt-board').dataset.paint === 'patch') log.patched += 1;
    // What this render put on screen, compared once the engine (in its worker) sends the full drawing of
    // the same position: asked now, it is answered before any later move.
    // A full drawing shows its words a frame after its shapes (tableview.js paint): the class that hides
    // them meanwhile is how the drawing is painted, not what it shows, so it is left out of the comparison.
    // The board's roving Tab stop (boardnav.js: which piece has tabindex 0) is where the keyboard was,
    // not what the drawing shows: left out too.
    const shown = (el) => el.innerHTML.replaceAll(' rt-words-later', '').replace(/ tabindex="(-1|0)"/g, '');
    const drawn = { board: shown(this.root.querySelector('.rt-board')),
                    hand: shown(this.root.querySelector('.rt-hand-svg')), panels: panels(this.root) };
    log.pending += 1;
    engine.snapshot(snap.viewer).then((fresh) => {  // no drawings named: the full ones
      const box = document.createElement('div');
      box.className = 'rt-check';
      const view = new TableView(box, { onMove: () => {} });
      render.call(view, fresh.snapshot, {});
      for (const [part, sel] of [['board', '.rt-board'], ['hand', '.rt-hand-svg']]) {
        const a = drawn[part], b = shown(box.querySelector(sel));
        if (a !== b) {
          let i = 0;
          while (a[i] === b[i]) i++;
          log.mismatches.push({ moves: snap.moves_played, sel, patched: a.slice(i - 80, i + 120),
                                full: b.slice(i - 80, i + 120) });
        }
      }
      const again = panels(box);
      for (const part of Object.keys(drawn.panels)) {
        const a = drawn.panels[part].replaceAll(' disabled=""', ''), b = again[part].replaceAll(' disabled=""', '');
        if (a !== b) {
          log.mismatches.push({ moves: snap.moves_played, sel: part, patched: a.slice(0, 300), full: b.slice(0, 300) });
        }
      }
      log.pending -= 1;
    });
  };
}"""

GAMES = [
    ("last_spike", [("Ann", "human"), ("Bob", "standard"), ("Cy", "random")], 5),
    ("ticket_to_ride", [("Ann", "human"), ("Bob", "greedy")], 2),
    ("railroad_dice", [("Ann", "human"), ("Bob", "strong"), ("Cy", "basic")], 3),
]


@pytest.mark.parametrize(("game", "seats", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_patched_board_equals_full_render_after_every_move(page, site_url, wait_ready, game, seats, seed):
    open_app(page, site_url, wait_ready, f"#new/{game}")
    page.evaluate(CHECKER_JS)
    start_game(page, seats, seed=seed)
    clicks = 0
    while settle(page, timeout=60_000) == "move":
        before = moves_played(page)
        click_move(page)
        # A route paid for in several ways opens a chooser first (click_move then picks its first way).
        page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n"
                               " || document.querySelector('.rt-choice[open]')", arg=before)
        clicks += 1
        assert clicks < 600, "the game should have ended"
    expect(page.locator(".rt-over")).to_be_visible()
    page.wait_for_function("() => window.patchCheck.pending === 0")
    check = page.evaluate("window.patchCheck")
    print(f"\n{game}: {clicks} clicks, {moves_played(page)} moves, {check['renders']} renders, "
          f"{check['patched']} patched")
    assert check["mismatches"] == [], check["mismatches"][:3]
    # The patch path is the usual one: every render after the first (a load) of the same view.
    assert check["patched"] >= check["renders"] * 0.8, check
    # The log and the players table are updated in place, not rebuilt, on nearly every render.
    assert check["keptLog"] >= check["renders"] * 0.8, check
    assert check["keptRows"] >= check["renders"] * 0.8, check


def test_side_panels_contain_their_layout_and_paint(page, site_url, wait_ready):
    """The players and log panels change on every move: their layout and paint stay inside them (less
    to lay out and paint per move), and the focus ring of what is inside still fits (not clipped)."""
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bob", "greedy")], seed=4)
    settle(page, timeout=60_000)
    for panel in (".rt-players", ".rt-log"):
        assert page.locator(panel).evaluate("el => getComputedStyle(el).contain") == "layout paint"
    # style.css's :focus-visible ring: a 3px outline 2px out.
    fits = page.locator(".rt-log-list").evaluate("""list => {
      const ring = 5;
      const inner = list.getBoundingClientRect();
      const panel = list.closest("section").getBoundingClientRect();
      return inner.left - ring >= panel.left && inner.right + ring <= panel.right
        && inner.top - ring >= panel.top && inner.bottom + ring <= panel.bottom;
    }""")
    assert fits


def test_log_entries_out_of_view_are_neither_laid_out_nor_painted(page, site_url, wait_ready):
    """A long log (hundreds of entries, a dozen in view): a move adds one and scrolls to it, and the
    entries scrolled out of view are skipped by layout and paint (content-visibility), yet stay whole
    entries in the document (text, numbers) and the list still follows the game to its end."""
    open_app(page, site_url, wait_ready)
    put_storage(page, {"railtable.save.long": finished_save()})
    page.goto(f"{site_url}{FAST}#play/long")
    wait_ready(page)
    settle(page)
    seen = page.locator(".rt-log-list").evaluate("""async (list) => {
      list.scrollIntoView({ block: "end" }); // the page's end, where the log is (its own end in view)
      // What is in view is worked out with the frames after a layout.
      for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(done));
      const items = [...list.children];
      // An entry skipped by content-visibility keeps its own box; what is inside it is not rendered.
      const shown = (li) => li.firstElementChild.checkVisibility({ contentVisibilityAuto: true });
      return { n: items.length, first: shown(items[0]), last: shown(items.at(-1)),
               skipped: items.filter((li) => !shown(li)).length, text: items[0].textContent,
               atEnd: list.scrollHeight - list.scrollTop - list.clientHeight < 2 };
    }""")
    assert seen["n"] > 100 and seen["text"].startswith("1.")
    assert seen["last"] and seen["atEnd"] and not seen["first"], seen
    assert seen["skipped"] >= seen["n"] - 64, seen  # all but the last 40 to 64 (those in view among them)


def test_a_move_patches_the_routes_it_leaves_unclaimable_in_place(page, site_url, wait_ready):
    """Claiming a route ends the turn: the other routes that were claimable stay the same nodes, only their
    attributes change (patch.py's attribute changes, no markup parsed for them), as a fresh render has them."""
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    page.evaluate(CHECKER_JS)
    # The routes held before a claim, read right after the render that follows it (the bot may move soon after).
    page.evaluate("""async () => {
      const { TableView } = await import('./js/tableview.js');
      const render = TableView.prototype.render;
      TableView.prototype.render = function (...args) {
        render.apply(this, args);
        if (window.kept && !window.keptAfter && !this.root.closest('.rt-check')) {
          window.keptAfter = window.kept.map((el) => ({ on: el.isConnected, move: el.dataset.move ?? null }));
        }
      };
    }""")
    start_game(page, [("Ann", "human"), ("Bob", "greedy")], seed=4)
    claimed = 0
    for _ in range(40):
        assert settle(page, timeout=60_000) == "move"
        routes = page.locator(".rt-board g.route[data-move]")
        if routes.count() >= 2:
            page.evaluate("""() => { window.keptAfter = null;
                                     window.kept = [...document.querySelectorAll('.rt-board g.route[data-move]')]
                                                     .slice(1); }""")
            before = moves_played(page)
            click_move(page, routes.first)
            chooser = page.locator(".rt-choice[open] [data-move]")
            page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n"
                                   " || document.querySelector('.rt-choice[open]')", arg=before)
            if chooser.count():
                chooser.first.click()
            page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
            kept = page.evaluate("window.keptAfter")
            page.evaluate("() => { window.kept = null; }")
            # The claimed route's twin may close (redrawn); every other one is the same node, no longer playable.
            assert sum(k["on"] for k in kept) >= len(kept) - 1, kept
            assert all(k["move"] is None for k in kept if k["on"]), kept
            claimed += 1
            if claimed == 3:
                break
        else:
            click_move(page)
    assert claimed == 3
    check = page.evaluate("window.patchCheck")
    assert check["mismatches"] == [], check["mismatches"][:3]


# The players' place under the "All moves" row.  (Measured from the row, not the window: the status line
# above, beside the board at this size, takes as many lines as its sentence needs.)
UNDER_ALL_MOVES = ("el => el.getBoundingClientRect().top"
                   " - document.querySelector('.rt-all-moves').getBoundingClientRect().top")


def test_the_panels_under_the_moves_stay_put_while_others_play(page, site_url, wait_ready):
    """The end of a turn leaves the player no moves: the "All moves" row keeps its place, unseen and out
    of reach (not focusable, not in the accessibility tree), so the players and the log under it do not
    move up (and down again at the next turn): nothing there is laid out or painted again for it."""
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride", query="?botDelay=4000")  # the bot waits a while
    start_game(page, [("Ann", "human"), ("Bob", "greedy")], seed=4)
    assert settle(page, timeout=60_000) == "move"
    page.locator(".rt-choice[open] [data-move]").first.click()  # the tickets dealt at the start: keep them
    assert settle(page, timeout=60_000) == "move"  # the bot has kept its own
    all_moves = page.locator(".rt-all-moves")
    undo_why = page.locator(".rt-undo-why")  # why Undo is off: shown after a drawn card, kept in place after
    for drawn in range(2):  # two cards from the deck end the turn
        expect(all_moves).to_be_visible()
        if drawn:
            expect(undo_why).to_be_visible()
        else:
            expect(undo_why).to_be_hidden()
        top = page.locator(".rt-players").evaluate(UNDER_ALL_MOVES)
        before = moves_played(page)
        click_move(page, page.locator(":is(.rt-board, .rt-hand-svg) [data-move='draw blind']"))
        page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
    assert page.locator(".rt-table").evaluate("el => el.classList.contains('rt-bot-turn')")
    assert page.locator(".rt-all-moves-list [data-move]").count() == 0
    expect(all_moves).to_be_hidden()  # visibility: hidden counts as hidden for Playwright
    expect(undo_why).to_be_hidden()
    assert undo_why.evaluate("el => el.isConnected && getComputedStyle(el).visibility === 'hidden'")
    assert all_moves.evaluate("el => !el.hidden && getComputedStyle(el).visibility === 'hidden'")
    assert page.locator(".rt-players").evaluate(UNDER_ALL_MOVES) == top
    # Out of reach: Tab never lands on its summary.
    assert page.locator(".rt-all-moves summary").evaluate("el => { el.focus(); return document.activeElement !== el; }")
    # The waiting look is set on the elements it changes (a bot's turn: the status line's accent and
    # ellipsis, a progress cursor), not by rules under the table's root, which make the browser search
    # the whole table (thousands of board pieces) for them whenever the root's state classes change.
    look = page.locator(".rt-status").evaluate("""el => ({ after: getComputedStyle(el, '::after').content,
        cursor: getComputedStyle(el).cursor,
        tools: getComputedStyle(document.querySelector('.rt-board-tools')).cursor })""")
    assert look == {"after": '" …"', "cursor": "progress", "tools": "progress"}, look
    under_root = page.evaluate("""() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
        .map((rule) => rule.selectorText || '').filter((sel) => /\\.rt-(busy|bot-turn)[\\s>+~]/.test(sel))""")
    assert under_root == []


def test_moves_mark_old_log_entries_in_steps(page, site_url, wait_ready):
    """Marking a log entry old (skipped by layout and paint, see the test above) costs a move's style
    update as much as the rest of the log: the line between old and laid-out entries moves in steps of
    25 entries, so most moves of a long game mark none (and the last 40 to 64 stay laid out)."""
    open_app(page, site_url, wait_ready)
    put_storage(page, {"railtable.save.long": ttr_turn_save(["Ann", "Bob", "Cy"], 11, 80)})
    page.goto(f"{site_url}{FAST}#play/long")
    wait_ready(page)
    page.evaluate("""async () => {
      const { TableView } = await import('./js/tableview.js');
      const seen = window.logMarks = { renders: 0, marking: 0, laidOut: [] };
      const renderLog = TableView.prototype.renderLog;
      TableView.prototype.renderLog = function (entries) {
        const items = [...this.root.querySelectorAll('.rt-log-list li')];
        const marks = items.map((li) => li.className);
        renderLog.call(this, entries);
        seen.renders += 1;
        if (items.some((li, i) => li.isConnected && li.className !== marks[i])) seen.marking += 1;
        seen.laidOut.push(this.root.querySelectorAll('.rt-log-list li:not(.rt-log-old)').length);
      };
    }""")
    for _ in range(12):
        assert settle(page, timeout=60_000) == "move"
        before = moves_played(page)
        click_move(page)
        page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n"
                               " || document.querySelector('.rt-choice[open]')", arg=before)
    settle(page, timeout=60_000)
    seen = page.evaluate("window.logMarks")
    assert seen["renders"] >= 20, seen
    assert seen["marking"] <= seen["renders"] // 4, seen
    assert all(40 <= n < 65 for n in seen["laidOut"]), seen
