"""Ticket to Ride in the page: a whole game against a bot through clicks, the hotseat screen, phone width."""

from __future__ import annotations

from playwright.sync_api import expect
from ui import ARTIFACTS, click_move, confirm_privacy, no_page_scroll_x, open_app, settle, start_game, stored_save

from pygame_rules import load_game

CHOOSER = ".rt-choice[open]"


def route_with_choices(page):
    """A claimable route that can be paid in several ways (its data-moves lists them), if any."""
    for el in page.locator(".rt-board [data-moves].legal").all():
        if len(el.evaluate("e => JSON.parse(e.dataset.moves)")) > 1:
            return el
    return None


def test_full_game_against_a_bot_through_clicks(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bot", "greedy")], seed=11)
    # The game opens with the ticket choice, asked in a dialog: keep at least two of three.
    assert settle(page) == "move"
    dialog = page.locator(CHOOSER)
    expect(dialog).to_be_visible()
    expect(dialog.locator(".rt-choice-title")).to_contain_text("keep at least 2")
    # Each ticket ticked (issue 32), one button keeping the ticked ones (all at first), not a button per
    # combination (e2e/test_turn_clicks.py ticks and confirms).
    expect(dialog.locator("input[type=checkbox]")).to_have_count(3)
    keeps = dialog.locator("[data-move^='keep ']")
    assert keeps.count() == 1
    assert keeps.get_attribute("data-move") == "keep 1 2 3"
    assert "Keep" in keeps.inner_text()
    # Closing it to study the map leaves the same choices as buttons.
    dialog.locator(".rt-choice-cancel").click()
    expect(page.locator(CHOOSER)).to_have_count(0)
    click_move(page, page.locator(".rt-actions [data-move^='keep ']").first)
    chosen = 0
    for _ in range(400):
        state = settle(page, timeout=60_000)
        if state == "over":
            break
        assert state == "move"
        route = route_with_choices(page)
        if route is not None and chosen < 3:
            # A claim with a choice of cards: the route asks how to pay, then plays the one picked.
            before = page.locator(".rt-board").get_attribute("data-moves-played")
            route.locator(".car").first.click()
            dialog = page.locator(CHOOSER)
            expect(dialog).to_be_visible()
            options = dialog.locator("[data-move]")
            assert options.count() > 1
            picked = options.last.get_attribute("data-move")
            options.last.click()
            expect(page.locator(CHOOSER)).to_have_count(0)
            page.wait_for_function(f"document.querySelector('.rt-board').dataset.movesPlayed !== '{before}'")
            assert picked in load_game(stored_save(page)).moves
            chosen += 1
            continue
        click_move(page)
    else:
        raise AssertionError("the game did not end")
    over = page.locator(".rt-over")
    expect(over).to_be_visible()
    text = over.inner_text()
    assert "Ann" in text and "Bot" in text
    assert chosen >= 1, "no claim offered a choice of cards"
    game = load_game(stored_save(page))
    assert game.is_over and game.result()["ranking"]


def test_two_humans_pass_the_device_and_never_see_each_others_tickets(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bea", "human")], seed=5)
    handovers = 0
    for _ in range(12):
        state = settle(page)
        if state == "privacy":
            name = page.locator("#privacy-title").inner_text().removeprefix("Pass to ")
            assert page.locator("[data-ticket]").count() == 0 and page.locator("[data-card]").count() == 0
            confirm_privacy(page, name)
            handovers += 1
            continue
        seat = int(page.locator(".rt-table").get_attribute("data-viewer"))
        game = load_game(stored_save(page))
        other = 1 - seat
        mine, theirs = ({f"{t['a']}-{t['b']}" for t in (v["tickets"] or []) + (v["offer"] or [])}
                        for v in (game.view(seat), game.view(other)))
        theirs -= mine
        shown = set(page.locator("[data-ticket]").evaluate_all("els => els.map(e => e.dataset.ticket)"))
        assert shown <= mine and not shown & theirs
        click_move(page)
    assert handovers >= 2


def test_phone_width_fits(page, site_url, wait_ready):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bot", "greedy")], seed=3)
    settle(page)
    assert no_page_scroll_x(page)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "phone-ttr-play.png"), full_page=True)
