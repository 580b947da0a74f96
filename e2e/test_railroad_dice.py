"""Railroad Dice in the page: a whole game against bots by mouse and keyboard, two humans passing the
device without ever seeing each other's hidden dice, and the phone width."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect
from ui import (
    ARTIFACTS,
    FAST,
    click_move,
    confirm_privacy,
    no_page_scroll_x,
    open_app,
    put_storage,
    railroad_dice_save,
    rd_before_a_year_end,
    rd_can_build,
    rd_joins_a_new_tile,
    rd_track_die_in_front,
    settle,
    start_game,
    stored_save,
)

from pygame_rules import load_game

CHOOSER = ".rt-choice[open]"


def moves_played(page: Page) -> int:
    return int(page.locator(".rt-board").get_attribute("data-moves-played"))


def wait_for_move(page: Page, before: int) -> None:
    page.wait_for_function(f"document.querySelector('.rt-board').dataset.movesPlayed !== '{before}'")


def press_enter_on(page: Page, selector: str) -> str:
    """Play a move with the keyboard: focus its element and press Enter."""
    target = page.locator(selector).first
    move = target.get_attribute("data-move")
    before = moves_played(page)
    target.focus()
    page.keyboard.press("Enter")
    if page.locator(CHOOSER).count():
        page.keyboard.press("Enter")  # the chooser focuses its first choice
    wait_for_move(page, before)
    return move


def human_step(page: Page) -> None:
    """One move of a simple player: income, the biggest roll, then whatever the board offers (arrows,
    stations, company cards), then the dice in hand, then the end of the turn."""
    if page.locator(CHOOSER).count():
        click_move(page, page.locator(f"{CHOOSER} [data-move]").first)
        return
    for selector in (".rt-actions [data-move='income']", ".rt-hand [data-move^='roll ']",
                     ".rt-board [data-move]", ".rt-hand [data-move]", ".rt-actions [data-move]"):
        found = page.locator(selector)
        if found.count():
            click_move(page, found.last if "roll" in selector else found.first)
            return
    raise AssertionError("nothing to click")


def test_a_whole_game_against_two_bots_by_mouse_and_keyboard(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, wait_ready, "#new/railroad_dice")
    start_game(page, [("Ann", "human"), ("Bot", "strong"), ("Cy", "basic")], seed=21)
    assert settle(page) == "move"
    # The opening pick (rules version 4): Cy and Bot have picked, the first seat picks last.
    expect(page.locator(".rt-status")).to_contain_text("Ann, pick one share to take free from the bank")
    picks = page.locator(".rt-actions [data-move^='pick ']")
    assert picks.count() == 5
    expect(picks.first).to_have_text(re.compile(r"Take a Red share free \(1[01] left\)"))
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-desktop-pick.png"))
    before = moves_played(page)
    click_move(page, page.locator(".rt-actions [data-move='pick B']"))
    wait_for_move(page, before)
    assert settle(page) == "move"
    expect(page.locator(".rt-log-list")).to_contain_text("Ann takes a Blue share free from the bank")
    expect(page.locator(".rt-status")).to_contain_text("Ann, your turn")
    # Keyboard: Tab reaches the board's pieces, and Enter plays the focused one.
    page.locator(".rt-board [data-move]").first.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('[data-move]') !== null")
    assert press_enter_on(page, ".rt-actions [data-move='income']") == "income"
    rolled = press_enter_on(page, ".rt-hand [data-move^='roll ']")
    assert re.fullmatch(r"roll \d+\+\d+", rolled)
    expect(page.locator(".rt-log-list")).to_contain_text("Ann rolls")
    assert page.locator(".rt-hand .rd-fresh").count() > 0  # freshly rolled dice spin in
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-desktop-rolled.png"))
    # A die in hand with several uses asks which, by keyboard too.
    many = page.locator(".rt-hand [data-moves]")
    if many.count():
        before = moves_played(page)
        many.first.focus()
        page.keyboard.press("Enter")
        expect(page.locator(CHOOSER)).to_be_visible()
        assert page.locator(f"{CHOOSER} [data-move]").count() > 1
        page.keyboard.press("Enter")
        wait_for_move(page, before)
    for step in range(3000):
        state = settle(page, timeout=90_000)
        if state == "over":
            break
        assert state == "move"
        human_step(page)
        if step == 40:
            page.screenshot(path=str(ARTIFACTS / "railroad-dice-desktop-midgame.png"), full_page=True)
    else:
        raise AssertionError("the game did not end")
    over = page.locator(".rt-over")
    expect(over).to_be_visible()
    assert "Ann" in over.inner_text() and "passengers" in page.locator(".rt-status").inner_text()
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-desktop-over.png"), full_page=True)
    game = load_game(stored_save(page))
    assert game.is_over and game.result()["ended"] in game.rules.endings
    assert any(m.startswith("lay") for m, seat in zip(game.moves, game.actors, strict=True) if seat == 0)


def true_screens(page: Page) -> list[int]:
    game = load_game(stored_save(page))
    return [game.state.screen(q) for q in range(len(game.state.names))]


def test_two_humans_pass_the_device_and_never_see_each_others_dice(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/railroad_dice")
    start_game(page, [("Ann", "human"), ("Bea", "human"), ("Cy", "basic")], seed=8)
    handovers = turns = 0
    # Each picks a free share first; then Ann keeps 3 dice behind, Bea 4.
    plan = {"Ann": ["pick R", "income", "roll 1+0"], "Bea": ["pick B", "income"]}
    for _ in range(40):
        state = settle(page)
        if state == "privacy":
            # Nothing private is in the page while the screen is up (the public drawing comes from the
            # engine's worker right after the screen: waited for, not read at once).
            expect(page.locator(".rt-table")).to_have_attribute("data-viewer", "public")
            expect(page.locator("[data-screen]")).to_have_count(0)
            confirm_privacy(page, page.locator("#privacy-title").inner_text().removeprefix("Pass to "))
            handovers += 1
            continue
        seat = int(page.locator(".rt-table").get_attribute("data-viewer"))
        name = ["Ann", "Bea"][seat]
        screens = true_screens(page)
        assert page.locator(".rt-hand [data-screen]").get_attribute("data-screen") == str(screens[seat])
        cells = page.locator(".rt-scores tbody tr").evaluate_all(
            "rows => rows.map(r => r.querySelector('[data-label=\"Behind screen\"]').textContent)")
        assert cells[seat] == f"{screens[seat]} {'die' if screens[seat] == 1 else 'dice'}"
        assert all(c == "hidden" for q, c in enumerate(cells) if q != seat)
        other = 1 - seat
        body = page.locator("body").inner_text()
        if screens[other] != screens[seat]:
            assert f"Behind your screen: {screens[other]} " not in body
        todo = plan[name]
        legal = page.locator(".rt-table [data-move]").evaluate_all("els => els.map(e => e.dataset.move)")
        move = next((m for m in todo if m in legal), None)
        if move is not None:
            todo.remove(move)
            before = moves_played(page)
            click_move(page, page.locator(f".rt-table [data-move='{move}']").first)
            wait_for_move(page, before)
            continue
        if page.locator(CHOOSER).count():
            click_move(page, page.locator(f"{CHOOSER} [data-move]").first)
            continue
        click_move(page, page.locator(".rt-actions [data-move='end'], .rt-actions [data-move^='drop']").first)
        turns += 1
        if turns >= 5:
            break
    assert handovers >= 3


def test_phone_width_fits_and_the_board_zooms(page, site_url, wait_ready):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url, wait_ready, "#new/railroad_dice")
    start_game(page, [("Ann", "human"), ("Bot", "strong")], seed=3)
    assert settle(page) == "move"
    assert no_page_scroll_x(page)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-phone-pick.png"))  # the opening pick
    pick = page.locator(".rt-actions [data-move^='pick ']").first
    assert pick.bounding_box()["height"] >= 24
    before = moves_played(page)
    click_move(page, pick)
    wait_for_move(page, before)
    assert settle(page) == "move"
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-phone.png"), full_page=True)
    board = page.locator(".rt-board svg")
    narrow = board.bounding_box()["width"]  # a phone opens the whole board, fitted (issue 32)
    page.get_by_role("button", name="Zoom board").click()
    assert board.bounding_box()["width"] > 1.3 * narrow  # 135%: both ends' large tiles side by side in view
    page.get_by_role("button", name="Fit board").click()
    assert board.bounding_box()["width"] == pytest.approx(narrow, abs=2)
    page.get_by_role("button", name="Zoom board").click()
    assert no_page_scroll_x(page)  # the board scrolls inside its own box
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-phone-zoomed.png"))
    # A roll from the grid by touch-sized squares.
    cell = page.locator(".rt-hand [data-move^='roll ']").first
    assert cell.bounding_box()["width"] >= 22


def open_save(page: Page, site_url: str, wait_ready, save: str, name: str = "rd") -> None:
    open_app(page, site_url, wait_ready)
    put_storage(page, {f"railtable.save.{name}": save})
    page.goto(f"{site_url}{FAST}#play/{name}")
    wait_ready(page)
    assert settle(page) == "move"


def test_a_click_anywhere_on_a_station_square_builds_there(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, wait_ready, railroad_dice_save(rd_can_build))
    site = page.locator(".rt-board [data-move^='build ']").first
    box = site.locator(".rd-site-hit").bounding_box()
    moves = site.evaluate("e => JSON.parse(e.dataset.moves || 'null') || [e.dataset.move]")
    before = moves_played(page)
    # Inside the square, away from the dashed ring and the cubes: its middle, and near a corner.
    for dx, dy in ((0.5, 0.5), (0.15, 0.2)):
        page.mouse.click(box["x"] + box["width"] * dx, box["y"] + box["height"] * dy)
        if len(moves) > 1:
            expect(page.locator(CHOOSER)).to_be_visible()
            assert sorted(page.locator(f"{CHOOSER} [data-move]").evaluate_all(
                "els => els.map(e => e.dataset.move)")) == sorted(moves)
            page.locator(f"{CHOOSER} .rt-choice-cancel").click()
    if len(moves) > 1:
        page.locator(CHOOSER).wait_for(state="hidden")
        site.locator(".rd-site-hit").click()
        page.locator(f"{CHOOSER} [data-move]").first.click()
    wait_for_move(page, before)
    assert load_game(stored_save(page)).moves[-1] in moves


SHAPES = "rect, circle, ellipse, path, polygon, line, polyline, text"


def test_the_change_mark_leaves_every_shape_as_drawn(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, wait_ready, railroad_dice_save(rd_before_a_year_end))
    page.locator(".rt-actions [data-move='end']").click()
    for _ in range(10):
        assert settle(page, timeout=90_000) == "move"
        if not page.locator(CHOOSER).count():
            break
        page.locator(f"{CHOOSER} [data-move]").first.click()
    assert int(page.locator(".rt-board").get_attribute("data-changed")) > 0
    look = page.evaluate("""(shapes) => {
      const marked = [...document.querySelectorAll('.rt-board .rt-changed')];
      const paint = () => marked.map((el) => [...el.querySelectorAll(shapes), el].map((s) => {
        const c = getComputedStyle(s); return [c.fill, c.stroke, c.strokeWidth, c.opacity].join(' ');
      }).join('|'));
      const withMark = paint();
      const frame = marked.map((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineColor]);
      marked.forEach((el) => el.classList.remove('rt-changed'));
      const without = paint();
      marked.forEach((el) => el.classList.add('rt-changed'));
      const legal = document.querySelector('.rt-board .legal .rd-arrow, .rt-board .legal .rd-site');
      return { withMark, without, frame, legal: legal && getComputedStyle(legal).stroke,
               pieces: marked.length };
    }""", SHAPES)
    assert look["pieces"] > 0
    assert look["withMark"] == look["without"]  # never a fill, never a piece's own strokes recoloured
    assert all(style == "dashed" for style, _ in look["frame"])  # a dashed frame round the piece instead
    assert all(colour != look["legal"] for _, colour in look["frame"])  # unlike the gold of a playable piece
    legend = page.locator(".rt-legend")
    expect(legend).to_be_visible()
    assert legend.locator(".rt-swatch").count() == 2
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-year-end-changes.png"), full_page=True)


def test_the_new_tile_dialog_shows_each_tile_with_its_entry_square(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_save(page, site_url, wait_ready, railroad_dice_save(rd_joins_a_new_tile))
    arrow = page.locator(".rt-board [data-moves][data-end-move]").first
    moves = arrow.evaluate("e => JSON.parse(e.dataset.moves)")
    arrow.locator("polygon").click()
    dialog = page.locator(CHOOSER)
    expect(dialog).to_be_visible()
    buttons = dialog.locator("[data-move]")
    assert buttons.count() == len(moves) > 1
    for i in range(buttons.count()):
        picture = buttons.nth(i).locator("svg.rt-choice-pic")
        expect(picture).to_be_visible()
        assert picture.locator("use").count() == 1 and picture.locator(".rd-pic-target").count() == 1
        tile = buttons.nth(i).get_attribute("data-move").split()[-1]  # T<n>
        assert picture.locator("use").get_attribute("href") == f"#rd-type-{tile[1:]}"
        box = picture.locator("use").bounding_box()
        assert box and box["width"] > 40 and box["height"] > 40  # the tile is drawn, not an empty box
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-tile-dialog.png"))
    before = moves_played(page)
    buttons.last.click()
    wait_for_move(page, before)
    assert load_game(stored_save(page)).moves[-1] == moves[-1]


def test_on_a_phone_both_ends_are_in_view_and_a_die_previews_its_square(page, site_url, wait_ready):
    page.set_viewport_size({"width": 390, "height": 844})
    open_save(page, site_url, wait_ready, railroad_dice_save(rd_track_die_in_front))
    wrap = page.locator(".rt-board-wrap").bounding_box()
    for large in page.locator(".rt-board .rd-large .rd-grid").all():
        box = large.bounding_box()
        assert wrap["x"] - 1 <= box["x"] and box["x"] + box["width"] <= wrap["x"] + wrap["width"] + 1
    die = page.locator(".rt-hand [data-moves][data-face]").first
    lays = [m for m in die.evaluate("e => JSON.parse(e.dataset.moves)") if m.startswith("lay ")]
    die.scroll_into_view_if_needed()
    die.click()
    dialog = page.locator(CHOOSER)
    expect(dialog).to_be_visible()
    for move in lays:
        expect(dialog.locator(f"[data-move='{move}'] svg.rt-choice-pic .rd-pic-target")).to_have_count(1)
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-phone-die-dialog.png"))


def test_with_four_players_seat_1_sees_its_head_start_and_picks_twice(page, site_url, wait_ready):
    """Rules version 5: seat 1 starts with 2 dice behind its screen (shown to it alone) and, after the
    three bots' picks, picks twice in a row (the second after its first, seat 2 picking last)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, wait_ready, "#new/railroad_dice")
    start_game(page, [("Ann", "human"), ("Bot", "strong"), ("Cy", "strong"), ("Dee", "strong")], seed=5)
    assert settle(page) == "move"
    expect(page.locator(".rt-status")).to_contain_text("Ann, pick one share to take free from the bank")
    expect(page.locator("body")).to_contain_text("Ann, who begins year 1, also has 2 dice behind it")
    expect(page.locator(".rt-hand")).to_contain_text("Behind your screen: 2 dice")
    page.locator(".rt-actions [data-move='pick R']").click()
    assert settle(page) == "move"
    expect(page.locator(".rt-status")).to_contain_text("Ann, pick one share to take free from the bank")
    expect(page.locator(".rt-hand")).to_contain_text("Your shares: R 1")
