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
from ui import click_move, moves_played, open_app, settle, start_game

# Installed in the page: wraps TableView.render so each render is followed by a fresh full render of
# the same view into a detached table, compared piece by piece.
CHECKER_JS = """async () => {
  const { TableView } = await import('./js/tableview.js');
  const { engine } = await import('./js/engine.js');
  const log = window.patchCheck = { renders: 0, patched: 0, keptLog: 0, keptRows: 0, mismatches: [] };
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
    const fresh = engine.snapshot(snap.viewer);  // no drawings named: the full ones
    const box = document.createElement('div');
    box.className = 'rt-check';
    const view = new TableView(box, { onMove: () => {} });
    render.call(view, fresh.snapshot, {});
    for (const sel of ['.rt-board', '.rt-hand-svg']) {
      const a = this.root.querySelector(sel).innerHTML, b = box.querySelector(sel).innerHTML;
      if (a !== b) {
        let i = 0;
        while (a[i] === b[i]) i++;
        log.mismatches.push({ moves: snap.moves_played, sel, patched: a.slice(i - 80, i + 120),
                              full: b.slice(i - 80, i + 120) });
      }
    }
    const mine = panels(this.root), again = panels(box);
    for (const part of Object.keys(mine)) {
      const a = mine[part].replaceAll(' disabled=""', ''), b = again[part].replaceAll(' disabled=""', '');
      if (a !== b) {
        log.mismatches.push({ moves: snap.moves_played, sel: part, patched: a.slice(0, 300), full: b.slice(0, 300) });
      }
    }
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
    check = page.evaluate("window.patchCheck")
    print(f"\n{game}: {clicks} clicks, {moves_played(page)} moves, {check['renders']} renders, "
          f"{check['patched']} patched")
    assert check["mismatches"] == [], check["mismatches"][:3]
    # The patch path is the usual one: every render after the first (a load) of the same view.
    assert check["patched"] >= check["renders"] * 0.8, check
    # The log and the players table are updated in place, not rebuilt, on nearly every render.
    assert check["keptLog"] >= check["renders"] * 0.8, check
    assert check["keptRows"] >= check["renders"] * 0.8, check
