"""No click may land on a piece other than the one drawn where it lands (issues 21 and 32), and every
playable piece is easy to hit.

For each game and viewport (1280 x 800, 390 x 844), over the first decisions of a game against bots, the
middle of every playable piece on the board and in the hand (elements with data-move) is clicked with the
mouse, as a player would.  The page's own code works out what the click means (TableView.activate with
hits.js); the move it would play is taken from its cancelable "rt-play" event instead of being played,
and a chooser it opens is read and closed.  The right piece must arrive, or a question with this piece's
move among its choices (where tap areas overlap).  Each piece's hit area is measured too: from its middle,
along and across it, the stretch of points where a click reaches it, through hits.js as the page decides
(at least 24 px on a laptop, WCAG 2.5.8, and 44 px on a phone).  Then one move is played (chosen by a
seeded random, dispatched straight to its element) and the next decision is probed.

The middle of a piece is the centre of its drawn shapes' bounding box (its tap area left out); for a
piece drawn as a stroke with no fill (a line of track), the point halfway along it.
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page
from ui import DRAWN_JS, FAST, open_app, put_storage, railroad_dice_save, rd_can_build, settle, start_game, stored_save

from pygame_rules import dumps, load_game, new_game
from pygame_rules.games.ticket_to_ride.data import ROUTES

DECISIONS = 14
# The smallest hit area every playable piece must have, by viewport (WCAG 2.5.8 on a laptop; 44 px, the
# size of a fingertip, on a phone: issue 32).
SIZES = {(1280, 800): 24, (390, 844): 44}

# Take every move the table would play (its cancelable "rt-play" event) instead of playing it, and note
# a chooser the click opened (its moves), then close it: a click is probed through the page's own code.
INSTALL_JS = """() => {
  if (window.__probe) return;
  window.__probe = { on: false, played: null };
  document.querySelector('.rt-table').addEventListener('rt-play', (e) => {
    if (!window.__probe.on) return;
    e.preventDefault();
    window.__probe.played = e.detail.move;
  });
}"""

# Number the pieces; give the middle of piece i in viewport coordinates (after scrolling it into view).
MARK_JS = """() => {
  const pieces = [...document.querySelectorAll('.rt-board svg [data-move], .rt-hand svg [data-move]')];
  pieces.forEach((el, i) => { el.dataset.probe = String(i); });
  return pieces.map((el) => ({ move: el.dataset.move, where: el.closest('.rt-hand') ? 'hand' : 'board',
    own: (() => { try { return JSON.parse(el.dataset.moves || 'null') || [el.dataset.move]; }
                  catch { return [el.dataset.move]; } })() }));
}"""

# The middle of a piece is the centre of its drawn shapes' bounding box (its tap area left out); for a
# piece drawn as a stroke with no fill (a line of track), the point halfway along it.  Its axis: along
# that line, or along a route's train spaces, else the screen's x axis.
MIDDLE_JS = """(i) => {""" + DRAWN_JS + """
  const el = document.querySelector(`[data-probe="${i}"]`);
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const shapes = drawnShapes(el, '.hit, .hit-for, [data-tap]')
    .filter((s) => s.getBBox().width + s.getBBox().height > 0);
  const area = (s) => { const b = s.getBBox(); return Math.max(b.width, 1) * Math.max(b.height, 1); };
  const main = shapes.slice().sort((a, b) => area(b) - area(a))[0];
  const centre = (s) => {
    const r = s.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  };
  if (main && ['path', 'line'].includes(main.localName) && getComputedStyle(main).fill === 'none') {
    const n = main.getTotalLength();
    const m = main.getScreenCTM();
    const p = main.getPointAtLength(n / 2).matrixTransform(m);
    const q = main.getPointAtLength(Math.min(n, n / 2 + 1)).matrixTransform(m);
    const o = main.getPointAtLength(Math.max(0, n / 2 - 1)).matrixTransform(m);
    return { x: p.x, y: p.y, axis: Math.atan2(q.y - o.y, q.x - o.x) };
  }
  const cars = el.querySelectorAll('.car');
  const car = cars[0];
  if (car) {  // a train space: its first side runs along the route
    const m = car.getScreenCTM();
    const a = car.getPointAtLength(0).matrixTransform(m), b = car.getPointAtLength(1).matrixTransform(m);
    return { ...centre(cars.length > 1 ? el : car), axis: Math.atan2(b.y - a.y, b.x - a.x) };
  }
  // The drawn shapes' box (a tap area round them is no part of the middle).
  if (!shapes.length) return { ...centre(el), axis: 0 };
  const box = drawnBox(el, shapes);
  return { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2, axis: 0 };
}"""

# The hit area of piece i: the length (px) along its axis of the stretch through its middle where a click
# reaches it (plays it, or asks with it among the choices), as hits.js works it out for the page
# (TableView.activate), and the widest stretch across it, through the middle or a quarter of the way to
# either end of that stretch.  Each direction is scanned up to twice the size asked for.
HIT_JS = """async ([i, at, size]) => {
  const { meantAt } = await import(new URL('js/hits.js', document.baseURI).href);
  const el = document.querySelector(`[data-probe="${i}"]`);
  const legal = () => true;  // the table leaves data-move only on playable pieces
  const reaches = (x, y) => meantAt(document, x, y, legal).includes(el);
  // From (x, y) both ways along (dx, dy): how far a click still reaches the piece, each way.
  const reach = (x, y, dx, dy) => [1, -1].map((sign) => {
    let k = 0;
    while (k < 2 * size && reaches(x + sign * (k + 1) * dx, y + sign * (k + 1) * dy)) k++;
    return k;
  });
  const ux = Math.cos(at.axis), uy = Math.sin(at.axis);
  const [ahead, back] = reach(at.x, at.y, ux, uy);
  // Across: through the middle, and a quarter of the way to either end (a long piece may pass close by
  // another piece at its middle and be wide elsewhere); the widest counts.
  let across = 0;
  for (const t of [0, (ahead - back) / 2 - (ahead + back) / 4, (ahead - back) / 2 + (ahead + back) / 4]) {
    const x = at.x + t * ux, y = at.y + t * uy;
    if (!reaches(x, y)) continue;
    const [left, right] = reach(x, y, -uy, ux);
    across = Math.max(across, left + right + 1);
  }
  return { along: ahead + back + 1, across, middle: reaches(at.x, at.y) };
}"""


def probe(page: Page, size: int = 24) -> list[dict]:
    """Click the middle of every playable piece on screen; what the page would play for each, and the
    hit area it has there."""
    pieces = page.evaluate(MARK_JS)
    page.evaluate("() => { window.__probe.on = true; }")
    found = []
    try:
        for i, piece in enumerate(pieces):
            at = page.evaluate(MIDDLE_JS, i)
            hit = page.evaluate(HIT_JS, [i, at, size])
            page.evaluate("() => { window.__probe.played = null; }")
            page.mouse.click(at["x"], at["y"])
            played = page.evaluate("() => window.__probe.played")
            asked = page.locator(".rt-choice[open] [data-move]").evaluate_all("els => els.map((e) => e.dataset.move)")
            if asked:
                page.evaluate("() => document.querySelector('.rt-choice[open]').close()")
            if played == piece["move"] or (asked and set(asked) == set(piece["own"])):
                verdict = "right"  # this piece's move, or the question of its own moves (how to pay)
            elif piece["move"] in asked:
                verdict = "asks"  # a piece offering this move among others: the page asks which
            elif played or asked:
                verdict = "other"
            else:
                verdict = "nothing"
            found.append({**piece, "verdict": verdict, "got": played or asked or None,
                          "hit": min(hit["along"], hit["across"]), "hit_along": hit["along"],
                          "hit_across": hit["across"]})
    finally:
        page.evaluate("() => { window.__probe.on = false; }")
    return found


def rd_plan(moves: list[str], rng: random.Random) -> int:
    """Railroad Dice: income, a station, the smallest roll, Red shares, then end the turn (no track: it
    takes many decisions), so that the first decisions reach a second year with Ann directing Red and
    dice behind her screen: station squares to probe."""
    for first in ("income", "build ", "roll ", "buy R ", "drop ", "end"):
        found = [i for i, m in enumerate(moves) if m.startswith(first)]
        if found:
            return found[0] if first == "roll " else rng.choice(found)
    return rng.randrange(len(moves))


PLANS = {"railroad_dice": rd_plan}


def play_one(page: Page, rng: random.Random, game: str) -> None:
    """One move: a choice in an open dialog, else a playable element, by the game's plan or at random
    (dispatched to the element, not clicked)."""
    chooser = page.locator(".rt-choice[open] [data-move]")
    if chooser.count():
        chooser.nth(rng.randrange(chooser.count())).click()
        return
    moves = page.locator(".rt-table [data-move]:not(.rt-choice [data-move])")
    names = moves.evaluate_all("els => els.map((e) => e.dataset.move)")
    pick = PLANS.get(game, lambda ms, r: r.randrange(len(ms)))(names, rng)
    before = page.locator(".rt-board").get_attribute("data-moves-played")
    moves.nth(pick).dispatch_event("click")
    if page.locator(".rt-choice[open] [data-move]").count():
        play_one(page, rng, game)
        return
    page.wait_for_function(f"document.querySelector('.rt-board').dataset.movesPlayed !== '{before}'")


GAMES = {
    "last_spike": [("Ann", "human"), ("Bob", "standard"), ("Cy", "standard")],
    "ticket_to_ride": [("Ann", "human"), ("Bob", "greedy"), ("Cy", "greedy"), ("Di", "greedy")],
    "silverton": [("Ann", "human"), ("Bob", "strong"), ("Cy", "strong")],
    "railroad_dice": [("Ann", "human"), ("Bob", "strong"), ("Cy", "basic")],
}


def run_probe(page: Page, site_url: str, wait_ready, game: str, seed: int = 5, size=(1280, 800)) -> list[dict]:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_app(page, site_url, wait_ready, f"#new/{game}")
    start_game(page, GAMES[game], seed=seed)
    page.evaluate(INSTALL_JS)
    rng = random.Random(seed)
    results: list[dict] = []
    for _ in range(DECISIONS):
        state = settle(page, timeout=90_000)
        if state == "over":
            break
        assert state == "move"
        cancel = page.locator(".rt-choice[open] .rt-choice-cancel")
        if cancel.count():  # a question the game asks at once (tickets to keep): look at the board first
            cancel.click()
        zoom = page.locator(".rt-zoom")
        if size[0] < 700 and zoom.get_attribute("aria-pressed") == "false":
            zoom.click()  # a phone plays on the zoomed board (the whole board fitted is for looking)
        results += probe(page, SIZES.get(tuple(size), 24))
        play_one(page, rng, game)
    return results


# Pieces known to stay under 44 px on a phone: none now (issue 32).  Railroad Dice's roll grid was 28 px
# (54-unit cells now, a second band for the columns that do not fit), its lay arrows' tap areas 23-42 px
# (90 units now, moved inwards at an edge, not cut) and a freshly rolled die 31-39 px while it spun in
# (its tap square now stays still).
PHONE_SHORT: dict[str, list[tuple[str, str]]] = {}
# The pieces each game's probe must have met, so that its sizes say something about them.
MET = {"railroad_dice": ("roll ", "lay ", "buy ")}


# Pieces known to stay under 24 px on a laptop (issue 32): none.  Silverton's segments, drawn at about two
# thirds of their size beside the dock, were 19-21 px (tap lines 32 units across, Como-Breckenridge 28 units
# along between its towns' dots); their tap lines are now 48 units wide, pushed outwards from a parallel
# twin (never over its drawing), at least 54 units long past a short segment's towns (whose dots let taps
# through), and drawn over the segments no one can play (board.py _tap_line).
LAPTOP_SHORT: dict[str, list[tuple[str, str]]] = {}


def hit_summary(results: list[dict], size: int) -> str:
    """The smallest hit areas (px), and how many pieces are under ``size``."""
    small = sorted(results, key=lambda r: r["hit"])
    under = [r for r in small if r["hit"] < size]
    return (f"hit areas: smallest {small[0]['hit'] if small else None} px, {len(under)} of {len(results)} under "
            f"{size} px: " + ", ".join(sorted({f"{r['move']!r} {r['hit_along']}x{r['hit_across']}"
                                               for r in under})[:40]))


def report(results: list[dict]) -> str:
    wrong = [r for r in results if r["verdict"] in ("other", "nothing")]
    return "\n".join(f"{r['where']} {r['move']!r}: {r['verdict']} (got {r['got']!r})" for r in wrong)


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["laptop", "phone"])
@pytest.mark.parametrize("game", ["last_spike", "ticket_to_ride", "railroad_dice", "silverton"])
def test_the_middle_of_every_playable_piece_plays_that_piece(page, site_url, wait_ready, game, size):
    """Issue 32: in the first decisions, the middle of every legal piece plays exactly that piece, and
    every piece has a hit area of at least 24 px (laptop) or 44 px (phone) across and along."""
    results = run_probe(page, site_url, wait_ready, game, size=size)
    counts = {v: sum(r["verdict"] == v for r in results) for v in ("right", "asks", "other", "nothing")}
    need = SIZES[size]
    print(f"{game} {size}: {len(results)} pieces probed: {counts}; {hit_summary(results, need)}")
    assert len(results) >= 20, results  # the probe saw the pieces of several decisions
    for start in MET.get(game, ()):
        assert any(r["move"].startswith(start) for r in results), f"no {start!r} piece probed"
    assert not [r for r in results if r["verdict"] in ("other", "nothing")], report(results)
    short = [r for r in results if r["hit"] < need]
    allowed = (PHONE_SHORT if size == (390, 844) else LAPTOP_SHORT).get(game, ())
    known = [r for r in short if any(r["where"] == where and r["move"].startswith(start) for where, start in allowed)]
    if known:
        print(f"  known short (issue 32, not done): {hit_summary(known, need)}")
    assert not [r for r in short if r not in known], hit_summary(short, need)


def test_the_middle_of_every_railroad_dice_station_square_builds_there(page, site_url, wait_ready):
    """Issue 21: a station square's middle played nothing.  The bots' game above need not reach a station
    in its decisions (it depends on the rules version's turn order), so this opens a saved game where Ann
    can build one (bots played it, from a fixed seed) and probes every piece there, the squares among them."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, wait_ready)
    put_storage(page, {"railtable.save.station": railroad_dice_save(rd_can_build)})
    page.goto(f"{site_url}{FAST}#play/station")
    wait_ready(page)
    assert settle(page) == "move"
    page.evaluate(INSTALL_JS)
    results = probe(page)
    stations = [r for r in results if r["move"].startswith("build ")]
    assert stations, results
    assert not [r for r in results if r["verdict"] in ("other", "nothing")], report(results)


def ttr_twin_save() -> str:
    """Four players of Ticket to Ride (both routes of a double in use), Ann to play where she can claim a
    route whose twin another player has claimed."""
    seats = [{"name": "Ann"}] + [{"name": name, "bot": "greedy"} for name in ("Bob", "Cy", "Di")]
    game = new_game("ticket_to_ride", {"players": seats}, seed=1)
    while True:
        assert len(game.moves) < 400 and not game.is_over
        if game.current_player == 0 and game.view(0).get("phase") == "turn":
            claims = game.view(0)["claims"]
            if any(m.startswith("claim ") and ROUTES[m.split()[1]].twin in claims for m in game.legal_moves()):
                return dumps(game)
        game.push(game.bot_move(seed=len(game.moves)))


def test_a_free_route_beside_its_claimed_twin_takes_its_own_middle(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, wait_ready)
    put_storage(page, {"railtable.save.twin": ttr_twin_save()})
    page.goto(f"{site_url}{FAST}#play/twin")
    wait_ready(page)
    assert settle(page) == "move"
    page.evaluate(INSTALL_JS)
    results = probe(page)
    claims = load_game(stored_save(page)).view(0)["claims"]
    twins = [r for r in results if r["move"].startswith("claim ") and ROUTES[r["move"].split()[1]].twin in claims]
    assert twins
    assert not [r for r in results if r["verdict"] in ("other", "nothing")], report(results)


@pytest.mark.parametrize("seed", [13, 18, 23, 63])
def test_silverton_tap_areas_never_cover_another_piece(page, site_url, wait_ready, seed):
    """Seeds where a segment's invisible tap area lay over another piece and took its click (issue 21)."""
    results = run_probe(page, site_url, wait_ready, "silverton", seed=seed)
    assert len(results) >= 20, results
    assert not [r for r in results if r["verdict"] in ("other", "nothing")], report(results)
