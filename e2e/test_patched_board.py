"""A move paints in one frame: the board and hand are patched in place (only the pieces that changed,
pygame_rules/patch.py), and a patched board is exactly what a full render of the same snapshot gives.

After every render of whole games, a checker in the page draws the same position afresh (the full
drawing, on a detached TableView) and compares the markup of the board and the hand.
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
  const log = window.patchCheck = { renders: 0, patched: 0, mismatches: [] };
  const render = TableView.prototype.render;
  TableView.prototype.render = function (snap, opts) {
    render.call(this, snap, opts);
    if (this.root.closest('.rt-check')) return;  // the checker's own table
    log.renders += 1;
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
