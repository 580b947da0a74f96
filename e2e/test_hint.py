"""The Hint button (web/js/hint.js, bridge/hint.py): a player asks, the engine's worker answers with a legal
move, the page marks it as a focused move is marked and says it in words, with the reason the game gives;
asking changes nothing stored, and playing the move clears the hint."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from ui import open_app, settle, start_game, stored_save


def legal_moves(page: Page) -> set[str]:
    """Every move the page offers the player (board pieces, hand, the lists)."""
    return set(page.eval_on_selector_all(
        ".rt-table [data-move], .rt-table [data-moves]",
        "els => els.flatMap((e) => e.dataset.moves ? JSON.parse(e.dataset.moves) : [e.dataset.move])"))


def raw_save(page: Page) -> str:
    stored_save(page)  # waits for the page to have written it
    key = page.evaluate("() => Object.keys(localStorage).find((k) => k.startsWith('railtable.save.'))")
    return page.evaluate("k => localStorage.getItem(k)", key)


def test_a_hint_names_a_legal_move_marks_it_and_clears_when_it_is_played(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bob", "greedy")], seed=5)
    settle(page)
    page.locator(".rt-choice[open] .rt-pick-confirm").click()  # keep the tickets dealt
    settle(page)
    before = raw_save(page)
    played = len(stored_save(page)["moves"])

    hint = page.locator(".rt-actions .rt-hint")
    expect(hint).to_have_text("Hint")
    hint.click()
    words = page.locator(".rt-hint-say")
    expect(words).to_have_text(re.compile(r"^Hint: "))
    # ... said through the table's one live region (a polite one), as the announcements after a move are.
    expect(page.locator(".rt-announce[aria-live=polite]")).to_have_text(words.inner_text())
    expect(hint).to_have_attribute("aria-pressed", "true")
    marked = page.locator(".rt-table .rt-hinted")
    expect(marked.first).to_be_attached()
    # Every marked element plays the hinted move (a piece offering several lists it among them), and it
    # is one of the moves the page offers.
    move = page.locator(".rt-table [data-move].rt-hinted").first.get_attribute("data-move")
    assert move in legal_moves(page)
    assert all(move in group for group in marked.evaluate_all(
        "els => els.map((e) => e.dataset.moves ? JSON.parse(e.dataset.moves) : [e.dataset.move])"))
    label = page.locator(f'.rt-all-moves-list [data-move="{move}"], .rt-actions [data-move="{move}"]').first
    assert label.inner_text() in words.inner_text()  # the words are the move's own label
    # ... and then why (bridge/hint.py's reason, from the game's bots/hints.py): here, after the tickets are kept,
    # a sentence about the player's own tickets or the cards their routes need.
    said, named = words.inner_text(), (label.text_content() or "").strip()
    assert named and said.startswith(f"Hint: {named}. "), (said, named)
    reason = said.removeprefix(f"Hint: {named}. ")
    assert reason.endswith(".") and re.search(r"\byour\b", reason, re.IGNORECASE), said
    assert raw_save(page) == before  # asking stored nothing: byte for byte the same save

    # Asked again: the same hint (a seed from the position, not the clock); pressed once more it goes.
    hint.click()
    expect(words).to_have_text("")
    expect(marked).to_have_count(0)
    hint.click()
    expect(page.locator(f'.rt-table [data-move="{move}"].rt-hinted').first).to_be_attached()

    # Played: the move is the hinted one, and the hint is gone.
    button = page.locator(f'.rt-table button[data-move="{move}"]').first
    if not button.is_visible():
        page.locator(".rt-all-moves summary").click()
    button.click()
    settle(page)
    assert stored_save(page)["moves"][played] == move
    expect(words).to_have_text("")
    expect(page.locator(".rt-table .rt-hinted")).to_have_count(0)


def test_a_lesson_board_in_play_mode_offers_the_hint(page, site_url):
    page.set_viewport_size({"width": 928, "height": 800})
    page.goto(f"{site_url}embed.html?game=railroad_dice&seed=2&players=Ann,Bot:basic&mode=play&botDelay=0")
    page.wait_for_function("document.documentElement.dataset.ready === '1'", timeout=180_000)
    settle(page)
    page.locator(".rt-actions .rt-hint").click()
    expect(page.locator(".rt-hint-say")).to_have_text(re.compile(r"^Hint: "))
    move = page.locator(".rt-table [data-move].rt-hinted").first.get_attribute("data-move")
    assert move in legal_moves(page)
