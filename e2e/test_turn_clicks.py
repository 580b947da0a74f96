"""Clicks for a typical Ticket to Ride turn, counted (issue 32: "choices the way people expect").

A player keeps 2 of the 3 tickets dealt (ticked in the dialog, then confirmed), draws two face-up cards,
and claims a route, with the mouse; every press of the mouse the page receives is counted (trusted
pointerdown events), and the move the page played is read back from the save.  The counts are printed
and held to: keeping 2 of 3 tickets takes 2 clicks (untick one, confirm; before issue 32 it was 1 click on
the right one of 4-7 combination buttons), drawing two cards 2, claiming a route 1 (2 where it can be
paid for in several ways: the page asks how)."""

from __future__ import annotations

from playwright.sync_api import Page, expect
from ui import FAST, open_app, put_storage, settle, start_game, stored_save

from pygame_rules import dumps, new_game

COUNT_JS = """() => {
  window.__clicks = 0;
  if (window.__counting) return;
  window.__counting = true;
  addEventListener('pointerdown', (e) => { if (e.isTrusted) window.__clicks++; }, true);
}"""


def clicks(page: Page) -> int:
    return page.evaluate("() => window.__clicks")


def moves(page: Page) -> list[str]:
    return stored_save(page)["moves"]


def test_keeping_two_of_three_tickets_is_tick_then_confirm(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bob", "greedy")], seed=5)
    settle(page)
    dialog = page.locator(".rt-choice[open]")
    expect(dialog).to_be_visible()
    boxes = dialog.locator("input[type=checkbox]")
    expect(boxes).to_have_count(3)
    # Every ticket ticked at first; each with its cities and points as its label.
    assert boxes.evaluate_all("els => els.every((e) => e.checked)")
    labels = dialog.locator(".rt-pick-item").all_inner_texts()
    assert all("–" in text and "(" in text for text in labels), labels
    confirm = dialog.locator(".rt-pick-confirm")
    # Too few ticked: the button is off and the dialog says why.
    page.evaluate(COUNT_JS)
    boxes.nth(2).click()
    boxes.nth(1).click()
    expect(confirm).to_be_disabled()
    expect(dialog.locator(".rt-pick-hint")).to_contain_text("2")
    boxes.nth(1).click()
    page.evaluate(COUNT_JS)  # from here: the player's own way to keep tickets 1 and 2
    assert confirm.get_attribute("data-move") == "keep 1 2"
    confirm.click()
    settle(page)
    assert moves(page)[0] == "keep 1 2"  # the same notation as the combination buttons sent
    kept = 1 + clicks(page)  # unticking the third ticket, and confirming
    print(f"keep 2 of 3 tickets: {kept} clicks (before: 1 click on one of 4 combination buttons)")
    assert kept == 2


def test_drawing_two_cards_takes_two_clicks(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bob", "greedy")], seed=5)
    settle(page)
    page.locator(".rt-choice[open] .rt-pick-confirm").click()
    while True:  # until Ann's first turn (the bot keeps its tickets meanwhile)
        settle(page, timeout=60_000)
        if page.locator(":is(.rt-board, .rt-hand-svg) [data-move^='draw ']").count():
            break
    page.evaluate(COUNT_JS)
    before = len(moves(page))
    for _ in range(2):
        # A face-up card that is not a locomotive (a locomotive ends the draw at one card).
        slots = page.locator(":is(.rt-board, .rt-hand-svg) [data-move^='draw ']:not([data-move='draw blind'])")
        names = slots.evaluate_all("els => els.map((e) => e.getAttribute('aria-label'))")
        pick = next((i for i, n in enumerate(names) if "ocomotive" not in n), None)
        deck = page.locator(":is(.rt-board, .rt-hand-svg) [data-move='draw blind']")
        target = slots.nth(pick) if pick is not None else deck
        target.locator("rect").first.click()
        settle(page, timeout=60_000)
    drawn = moves(page)[before:before + 2]
    assert all(m.startswith("draw ") for m in drawn), drawn
    print(f"draw two cards: {clicks(page)} clicks (before: 2)")
    assert clicks(page) == 2


def ttr_claim_save() -> str:
    """Ann to play a turn in which she can claim a route (both players' moves by the greedy bot)."""
    game = new_game("ticket_to_ride", {"players": [{"name": "Ann"}, {"name": "Bob", "bot": "greedy"}]}, seed=2)
    while True:
        assert len(game.moves) < 300 and not game.is_over
        if (game.current_player == 0 and game.view(0).get("phase") == "turn"
                and any(m.startswith("claim ") for m in game.legal_moves())):
            return dumps(game)
        game.push(game.bot_move(seed=len(game.moves)))


def test_claiming_a_route_takes_one_click_or_two_when_it_asks_how(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, wait_ready)
    put_storage(page, {"railtable.save.claim": ttr_claim_save()})
    page.goto(f"{site_url}{FAST}#play/claim")
    wait_ready(page)
    assert settle(page) == "move"
    before = len(moves(page))
    route = page.locator(".rt-board [data-move^='claim ']").first
    ways = len(route.evaluate("el => JSON.parse(el.dataset.moves || 'null') || [el.dataset.move]"))
    page.evaluate(COUNT_JS)
    route.locator(".car").first.click()
    if ways > 1:
        page.locator(".rt-choice[open] [data-move]").first.click()
    settle(page, timeout=60_000)
    assert moves(page)[before].startswith("claim ")
    print(f"claim a route: {clicks(page)} clicks ({ways} ways to pay; before: the same)")
    assert clicks(page) == (2 if ways > 1 else 1)
