"""Silverton in the page: a short game against bots through clicks (a dispute rolled, winter shown, a bot's
trade offer answered in a dialog), a trade offer answered by the other human behind the privacy screen,
and phone width."""

from __future__ import annotations

from playwright.sync_api import expect
from ui import ARTIFACTS, click_move, confirm_privacy, no_page_scroll_x, open_app, settle, start_game, stored_save

from pygame_rules import load_game

CHOOSER = ".rt-choice[open]"
SEED = 12  # with these seats and this way of clicking, the strong bot offers Ann a trade


def pick_options(page, scenario: str) -> None:
    page.select_option("#option-scenario", scenario)


def test_short_game_against_bots_through_clicks(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/silverton")
    pick_options(page, "short")
    start_game(page, [("Ann", "human"), ("Bot", "strong"), ("Cy", "strong")], seed=SEED)
    saw_winter = saw_trade = False
    for _ in range(1500):
        state = settle(page, timeout=90_000)
        if state == "over":
            break
        assert state == "move"
        if "WINTER" in page.locator(".rt-board").inner_text():
            saw_winter = True
        dialog = page.locator(CHOOSER)
        if dialog.count():  # which piece, a dispute question, or a bot's trade offer to answer
            if "Accept?" in dialog.locator(".rt-choice-title").inner_text():
                saw_trade = True
            click_move(page, dialog.locator("[data-move]").first)
            continue
        # A player's choice: prefer ending a step (fast), but place and buy now and then.
        done = page.locator(".rt-actions [data-move='done'], .rt-actions [data-move='next']")
        move = page.locator(".rt-table [data-move]").first
        if done.count() and page.locator(".rt-board").get_attribute("data-moves-played").endswith(("1", "3", "5")):
            move = done.first
        click_move(page, move)
    else:
        raise AssertionError("the game did not end")
    assert saw_winter, "no winter round was shown"
    assert saw_trade, "no trade offer was answered in a dialog"
    over = page.locator(".rt-over")
    expect(over).to_be_visible()
    assert "Ann" in over.inner_text()
    game = load_game(stored_save(page))
    assert game.is_over and game.result()["ended"] in ("goal", "round_limit")
    assert any(r["why"].startswith("dispute") for r in game.state.chance.rolls), "no dispute was rolled"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "silverton-over.png"), full_page=True)


def test_a_trade_offer_is_answered_by_the_other_human_behind_the_privacy_screen(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/silverton")
    start_game(page, [("Ann", "human"), ("Bea", "human")], seed=3)
    for _ in range(200):
        state = settle(page)
        if state == "privacy":
            confirm_privacy(page, page.locator("#privacy-title").inner_text().removeprefix("Pass to "))
            continue
        dialog = page.locator(CHOOSER)
        if dialog.count():  # which piece, or a dispute question: the first answer
            click_move(page, dialog.locator("[data-move]").first)
            continue
        offers = page.locator(".rt-actions [data-move^='offer ']")
        if offers.count():
            seat = int(page.locator(".rt-table").get_attribute("data-viewer"))
            other = "Bea" if seat == 0 else "Ann"
            click_move(page, offers.first)
            assert settle(page) == "privacy"
            expect(page.locator("#privacy-title")).to_have_text(f"Pass to {other}")
            confirm_privacy(page, other)
            dialog = page.locator(CHOOSER)
            expect(dialog).to_be_visible()
            expect(dialog.locator(".rt-choice-title")).to_contain_text("Accept?")
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "silverton-trade.png"))
            dialog.locator("[data-move='accept']").click()
            page.wait_for_function("() => !document.querySelector('.rt-choice[open]')")
            game = load_game(stored_save(page))
            assert game.moves[-1] == "accept"
            return
        click_move(page)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "silverton-no-trade.png"), full_page=True)
    raise AssertionError(f"no trade was offered: {load_game(stored_save(page)).moves[-30:]}")


def test_phone_width_fits(page, site_url, wait_ready):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url, wait_ready, "#new/silverton")
    start_game(page, [("Ann", "human"), ("Bot", "strong")], seed=3)
    settle(page)
    assert no_page_scroll_x(page)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "phone-silverton-play.png"), full_page=True)
