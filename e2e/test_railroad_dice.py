"""Railroad Dice in the page: a whole game against bots by mouse and keyboard, two humans passing the
device without ever seeing each other's hidden dice, and the phone width."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from ui import ARTIFACTS, click_move, confirm_privacy, no_page_scroll_x, open_app, settle, start_game, stored_save

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
    plan = {"Ann": ["income", "roll 1+0"], "Bea": ["income"]}  # Ann keeps 3 dice behind, Bea 4
    for _ in range(40):
        state = settle(page)
        if state == "privacy":
            # Nothing private is in the page while the screen is up.
            assert page.locator("[data-screen]").count() == 0
            assert page.locator(".rt-table").get_attribute("data-viewer") == "public"
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
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-phone.png"), full_page=True)
    board = page.locator(".rt-board svg")
    zoomed = board.bounding_box()["width"]  # a phone opens the board zoomed
    page.get_by_role("button", name="Fit board").click()
    narrow = board.bounding_box()["width"]
    assert zoomed > 2 * narrow
    page.get_by_role("button", name="Zoom board").click()
    assert board.bounding_box()["width"] > 2 * narrow
    assert no_page_scroll_x(page)  # the board scrolls inside its own box
    page.screenshot(path=str(ARTIFACTS / "railroad-dice-phone-zoomed.png"))
    # A roll from the grid by touch-sized squares.
    cell = page.locator(".rt-hand [data-move^='roll ']").first
    assert cell.bounding_box()["width"] >= 22
