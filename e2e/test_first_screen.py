"""Issue 32, "Done when": the first decisions of each game are played from the first screen.

For each game at a laptop's 1280 x 800 and a phone's 390 x 844, a human plays their first decisions
against bots; at each decision every legal move must have a control (a board or hand piece, a button,
a tap band) whose middle lies inside the first screen as the page opened it: no page scrolling, no
panning of the board, nothing covering it.  The list of all moves (a fallback for keyboards and screen
readers, folded away) does not count.  The share found is printed (pytest -s) for the record.
"""

from __future__ import annotations

import pytest
from ui import ARTIFACTS, DRAWN_JS, open_app, settle, start_game

VIEWPORTS = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
SEATS = {
    "last_spike": [("Ann", "human"), ("Bob", "standard"), ("Cy", "standard")],
    "ticket_to_ride": [("Ann", "human"), ("Bob", "greedy"), ("Cy", "greedy")],
    "railroad_dice": [("Ann", "human"), ("Bob", "basic"), ("Cy", "basic")],
    "silverton": [("Ann", "human"), ("Bob", "strong"), ("Cy", "strong")],
}
DECISIONS = 4  # the human's first decisions measured (each one's legal moves); Silverton: to its build step
DECISIONS_OF = {"silverton": 8}

# For every legal move (the list of all moves names them): is some control for it, outside that list,
# with its middle (its drawing's, an invisible tap area left out) in the viewport, inside every box that
# clips it, and not covered by anything but the board's own drawing (where pieces meet, which one a tap
# plays is another test's business)?
REACHABLE_JS = """() => {""" + DRAWN_JS + """
  const moves = [...document.querySelectorAll('.rt-all-moves-list [data-move]')].map((b) => b.dataset.move);
  const outsideList = (el) => !el.closest('.rt-all-moves');
  const controls = [...document.querySelectorAll(
    '.rt-table [data-move], .rt-table [data-moves], .rt-table [data-hit-for]')].filter(outsideList);
  const movesOf = (el) => {
    const out = [];
    if (el.dataset.move) out.push(el.dataset.move);
    if (el.dataset.hitFor) out.push(el.dataset.hitFor);
    try { out.push(...JSON.parse(el.dataset.moves || '[]')); } catch (e) { /* none */ }
    return out;
  };
  // A piece's box is its drawing's: an invisible tap area round it (data-tap, issue 32) may reach under
  // the sticky action bar where the drawing does not.
  const pieceBox = (el) => drawnBox(el, el.querySelector('[data-tap]') ? drawnShapes(el, '[data-tap]') : []);
  const inView = (el) => {
    const r = pieceBox(el);
    if (!r.width && !r.height) return false;
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.display === 'none' || s.visibility === 'hidden') return false;
      if (/(auto|scroll|hidden|clip)/.test(s.overflowX + s.overflowY)) {
        const c = a.getBoundingClientRect();
        if (x < c.left || x > c.right || y < c.top || y > c.bottom) return false;
      }
    }
    const top = document.elementFromPoint(x, y);
    if (!top) return false;
    return el.contains(top) || top.contains(el) || Boolean(top.closest('.rt-board') && el.closest('.rt-board'));
  };
  const reached = new Set();
  for (const el of controls) if (inView(el)) for (const m of movesOf(el)) reached.add(m);
  // A pick (tickets ticked, then confirmed: pick.js) reaches every move of its verb when its boxes and its
  // confirm button are all in view: the boxes make the move the button plays.
  const pick = document.querySelector('.rt-choice[open] .rt-pick-confirm');
  const boxes = [...document.querySelectorAll('.rt-choice[open] .rt-pick-list input')];
  if (pick && pick.dataset.move && boxes.length && [pick, ...boxes].every(inView)) {
    const verb = pick.dataset.move.split(' ')[0] + ' ';
    for (const m of moves) if (m.startsWith(verb)) reached.add(m);
  }
  return {moves, missing: moves.filter((m) => !reached.has(m))};
}"""


def measure(game: str, viewport: str, page, site_url, wait_ready) -> tuple[int, int, list[str]]:
    page.set_viewport_size(VIEWPORTS[viewport])
    open_app(page, site_url, wait_ready, f"#new/{game}")
    start_game(page, SEATS[game], seed=7)
    total = reached = 0
    missing: list[str] = []
    for decision in range(DECISIONS_OF.get(game, DECISIONS)):
        if settle(page, timeout=60_000) != "move":
            break
        page.evaluate("scrollTo(0, 0)")  # the first screen, as the page opens it
        # A question the page asks in a dialog (which tickets to keep) is answered there, on the first
        # screen: its buttons are the controls then.
        found = page.evaluate(REACHABLE_JS)
        total += len(found["moves"])
        reached += len(found["moves"]) - len(found["missing"])
        missing += [f"{decision}: {m}" for m in found["missing"]]
        if decision == 0:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"first-screen-{game}-{viewport}.png"))
        before = page.locator(".rt-board").get_attribute("data-moves-played")
        if page.locator(".rt-choice[open]").count():
            page.locator(".rt-choice[open] [data-move]").first.click()
        else:
            page.locator(".rt-all-moves").evaluate("d => { d.hidden = false; d.open = true; }")
            page.locator(".rt-all-moves-list [data-move]").first.click()
            page.locator(".rt-all-moves").evaluate("d => { d.open = false; }")
        page.wait_for_function(
            f"() => document.querySelector('.rt-board').dataset.movesPlayed !== '{before}'", timeout=60_000)
    return reached, total, missing


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize("game", list(SEATS))
def test_every_move_of_the_first_decisions_is_on_the_first_screen(game, viewport, page, site_url, wait_ready):
    reached, total, missing = measure(game, viewport, page, site_url, wait_ready)
    print(f"\nfirst screen {game} {viewport}: {reached} of {total}")
    assert total > 0
    assert not missing, f"{game} at {viewport}: {reached} of {total} on the first screen; missing {missing[:12]}"
