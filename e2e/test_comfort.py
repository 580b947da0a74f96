"""Playing comfortably: navigation, scrolling, the log, the layout at 1280 x 800 and on a phone, clear
legal moves with big enough targets, and bot moves that can be followed."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from ui import (
    ARTIFACTS,
    FAST,
    click_move,
    current_save_id,
    finished_save,
    moves_played,
    open_app,
    painted,
    put_storage,
    settle,
    start_game,
)

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def save_keys(page) -> list[str]:
    return page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('railtable.save.'))")


def in_view(page, selector: str) -> bool:
    """Is the element's whole box inside the viewport as it is (no scrolling)?"""
    return page.locator(selector).first.evaluate(
        "el => { const r = el.getBoundingClientRect();"
        " return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }")


def test_back_after_starting_goes_home_and_never_duplicates(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready)
    page.get_by_role("link", name="New game of Last Spike").click()
    start_game(page, [("Ann", "human"), ("Bob", "standard")], seed=3)
    assert settle(page) == "move"
    game_id = current_save_id(page)
    page.go_back()
    expect(page.get_by_role("heading", name="Saved games")).to_be_visible()
    assert page.locator("#seat-0-name").count() == 0  # not the filled form again
    assert save_keys(page) == [f"railtable.save.{game_id}"]
    page.go_forward()
    assert settle(page) == "move" and current_save_id(page) == game_id
    assert save_keys(page) == [f"railtable.save.{game_id}"]


# Frames that come late (a loaded machine): the bot, at no delay, answers before the frame that makes
# good the shift of the player's own move's drawing; that shift must still be made good (seen in CI).
LATE_FRAMES = """(() => {
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => { setTimeout(() => raf(cb), 150); return 0; };
})();"""


@pytest.mark.parametrize("frames", ["on time", "late"])
def test_each_screen_starts_at_its_top_and_a_move_does_not_jump(page, site_url, wait_ready, frames):
    if frames == "late":
        page.add_init_script(LATE_FRAMES)
    page.set_viewport_size(PHONE)
    open_app(page, site_url, wait_ready)
    page.evaluate("scrollTo(0, 300)")
    page.get_by_role("link", name="New game of Ticket to Ride").click()
    expect(page.locator("#seat-0-name")).to_be_visible()
    assert page.evaluate("scrollY") == 0
    page.evaluate("scrollTo(0, 300)")
    page.get_by_role("link", name="Cancel").click()
    expect(page.get_by_role("heading", name="Saved games")).to_be_visible()
    assert page.evaluate("scrollY") == 0
    page.get_by_role("link", name="New game of Last Spike").click()
    start_game(page, [("Ann", "human"), ("Bob", "standard")], seed=12)
    assert settle(page) == "move"
    assert page.evaluate("scrollY") == 0
    # Scroll down to the hand, as on a phone one does, and play from it: what is on screen stays put
    # (the status line above may change its height; the board and the hand must not move).
    board_top = "document.querySelector('.rt-board-wrap').getBoundingClientRect().top"
    for _ in range(4):
        assert settle(page) == "move"
        target = page.locator(".rt-hand [data-move], .rt-actions [data-move]").first
        # (The page opens fitted, the hand right under the board: it scrolls less far than it did.)
        page.evaluate("el => scrollTo(0, scrollY + el.getBoundingClientRect().top - 150)", target.element_handle())
        assert page.evaluate("scrollY") > 100
        y = page.evaluate(board_top)
        before = moves_played(page)
        click_move(page, target)
        page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
        assert settle(page) == "move"
        painted(page)
        assert abs(page.evaluate(board_top) - y) <= 2


def test_log_numbers_of_three_digits_are_whole(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready)
    put_storage(page, {"railtable.save.long": finished_save()})
    page.goto(f"{site_url}{FAST}#play/long")
    wait_ready(page)
    assert settle(page) == "over"
    numbers = page.locator(".rt-log-n")
    assert numbers.count() > 100
    entry = numbers.nth(99)
    expect(entry).to_have_text("100.")
    fits = entry.evaluate("""el => {
      const list = el.closest('.rt-log-list').getBoundingClientRect(), r = el.getBoundingClientRect();
      return r.left >= list.left && el.scrollWidth <= el.clientWidth + 1;
    }""")
    assert fits


def test_hand_prompt_and_moves_in_view_at_1280x800(page, site_url, wait_ready):
    page.set_viewport_size(DESKTOP)
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, [("Ann", "human"), ("Bob", "standard"), ("Cy", "standard")], seed=6)
    assert settle(page) == "move"
    for selector in (".rt-status", ".rt-hand", ".rt-hand [data-move]", ".rt-undo"):
        assert in_view(page, selector), selector
    click_move(page, page.locator(".rt-hand [data-move]").first)
    assert settle(page) == "move"
    assert in_view(page, ".rt-actions [data-move]")  # buy / draw buttons
    page.screenshot(path=str(ARTIFACTS / "desktop-last-spike-turn.png"))

    page.goto(f"{site_url}{FAST}#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bot", "greedy")], seed=3)
    dialog = page.locator(".rt-choice[open]")
    expect(dialog).to_be_visible()  # the ticket choice asks at once
    page.screenshot(path=str(ARTIFACTS / "desktop-ttr-tickets.png"))
    dialog.get_by_role("button", name="Look at the board first").click()
    for selector in (".rt-status", ".rt-hand", ".rt-actions [data-move]"):
        assert in_view(page, selector), selector
    page.locator(".rt-actions [data-move]").first.click()
    assert settle(page) == "move"
    for selector in (".rt-status", ".rt-hand", ".rt-board"):
        assert in_view(page, selector), selector
    page.screenshot(path=str(ARTIFACTS / "desktop-ttr-turn.png"))


def start_ttr_turn(page, site_url, wait_ready) -> None:
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bot", "greedy")], seed=3)
    page.locator(".rt-choice[open] [data-move]").first.click()
    assert settle(page) == "move"


SCREEN_SIZE = """el => {
  // The element's own width and height on screen (rotation does not matter: scale from the CTM).
  const m = el.getScreenCTM(), scale = Math.hypot(m.a, m.b);
  return [el.width.baseVal.value * scale, el.height.baseVal.value * scale];
}"""


BESIDE_THE_CARS = """rects => {
  for (const r of rects) {
    r.scrollIntoView({block: "center", inline: "center"});
    const t = r.y.baseVal.value, h = r.height.baseVal.value;
    const y = Math.abs(t) > Math.abs(t + h) ? t + 3 : t + h - 3;  // near the band's outer edge
    const p = new DOMPoint(r.x.baseVal.value + r.width.baseVal.value / 2, y).matrixTransform(r.getScreenCTM());
    if (document.elementFromPoint(p.x, p.y) === r) return [p.x, p.y, r.closest("[data-hit-for]").dataset.hitFor];
  }
  return null;
}"""


def test_ticket_to_ride_claims_stand_out_with_24px_targets_on_a_phone(page, site_url, wait_ready):
    page.set_viewport_size(PHONE)
    start_ttr_turn(page, site_url, wait_ready)
    # The board opens fitted, whole (issue 32); a tap on Zoom makes it readable.
    expect(page.locator(".rt-zoom")).to_have_attribute("aria-pressed", "false")
    page.locator(".rt-zoom").click()
    expect(page.locator(".rt-zoom")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".rt-board svg > g.claiming")).to_have_count(1)  # the rest of the routes dimmed
    legal = page.locator(".rt-board .route.legal")
    assert legal.count() > 0
    moves = set(legal.evaluate_all("els => els.map((e) => e.dataset.move)"))
    bands = page.locator(".rt-board [data-hit-for]")
    assert set(bands.evaluate_all("els => els.map((e) => e.dataset.hitFor)")) == moves  # one per route
    for i in range(bands.count()):
        for w, h in [r.evaluate(SCREEN_SIZE) for r in bands.nth(i).locator("rect.hit").all()]:
            assert h >= 24 and w >= 8, (i, w, h)  # one band per space, the spaces side by side
        length = bands.nth(i).locator("rect.hit").evaluate_all(
            "rs => rs.reduce((s, r) => s + r.width.baseVal.value, 0)")
        assert length * 0.87 >= 24
    # The rest is dimmed; claimed routes stay as they are.
    other = page.locator(".rt-board .route:not(.legal):not(.owned)").first
    assert float(other.evaluate("el => getComputedStyle(el).opacity")) < 0.5
    assert float(legal.first.evaluate("el => getComputedStyle(el).opacity")) == 1
    page.screenshot(path=str(ARTIFACTS / "phone-ttr-claims.png"))
    # A tap on a band beside a route's train spaces (not on them) plays the route.
    x, y, hit_for = page.locator(".rt-board [data-hit-for] rect.hit").evaluate_all(BESIDE_THE_CARS)
    page.mouse.click(x, y)
    chooser = page.locator(".rt-choice[open]")
    if chooser.count():  # a route with several ways to pay asks which
        expect(chooser.locator("[data-move]").first).to_be_visible()
        assert hit_for in chooser.locator("[data-move]").evaluate_all("els => els.map((e) => e.dataset.move)")
        chooser.get_by_role("button", name="Cancel").click()
    else:
        page.wait_for_function("() => document.querySelector('.rt-board').dataset.movesPlayed > 0")


def test_last_spike_tiles_are_24px_on_a_phone(page, site_url, wait_ready):
    page.set_viewport_size(PHONE)
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, [("Ann", "human"), ("Bob", "standard")], seed=6)
    assert settle(page) == "move"
    page.locator(".rt-zoom").click()  # the board opens fitted, whole (issue 32); zoomed to play on it
    tiles = page.locator(".rt-board rect.tile")
    assert tiles.count() >= 40
    sizes = tiles.evaluate_all(
        "rs => rs.map((r) => { const b = r.getBoundingClientRect(); return [b.width, b.height]; })")
    assert min(min(s) for s in sizes) >= 24, sizes[:3]


def test_bot_moves_are_highlighted_until_the_player_moves(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, [("Ann", "human"), ("Bob", "standard")], seed=9)
    assert settle(page) == "move"
    while True:  # play Ann's turn to its end: then Bob moves at once (no delay in tests)
        before = moves_played(page)
        hand = page.locator(".rt-hand [data-move]")
        click_move(page, hand.first if hand.count() else page.locator(".rt-actions [data-move]").last)
        page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
        assert settle(page) == "move"
        if page.locator(".rt-board .rt-changed").count():
            break
    changed = page.locator(".rt-board .rt-changed")
    titles = changed.evaluate_all("els => els.map((e) => e.querySelector('title')?.textContent || '')")
    assert any("placed by Bob" in t for t in titles), titles  # Bob's tile
    assert not any("placed by Ann" in t for t in titles), titles  # not Ann's own
    assert len(titles) <= 4, titles  # Bob's tile, the land he bought: not every piece Ann may now play
    page.screenshot(path=str(ARTIFACTS / "desktop-bot-move.png"))
    # Ann's next move: the highlight goes (until Bob has moved again).
    before = moves_played(page)
    click_move(page, page.locator(".rt-hand [data-move]").first)
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
    expect(changed).to_have_count(0)
