"""Playing in the browser: a whole game by clicking, resuming after a reload, keyboard, full storage."""

from __future__ import annotations

from playwright.sync_api import expect
from ui import click_move, current_save_id, moves_played, open_app, settle, start_game, state_hash, stored_save

SOLO = [("Ann", "human"), ("Bob", "standard"), ("Cy", "random")]


def test_solo_game_against_two_bots_played_to_the_end_by_clicking(page, site_url, wait_ready, browser_log):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, SOLO, seed=5)
    clicks = 0
    while settle(page) == "move":
        assert page.locator(".rt-table").get_attribute("data-viewer") == "0"  # always Ann's view
        before = moves_played(page)
        click_move(page)
        clicks += 1
        page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
        assert clicks < 400, "the game should have ended"
    print(f"\nsolo game: {clicks} clicks, {moves_played(page)} moves")

    over = page.locator(".rt-over")
    expect(over).to_be_visible()
    expect(over.get_by_role("heading", name="Game over")).to_be_visible()
    ranking = over.locator(".rt-ranking tbody tr")
    expect(ranking).to_have_count(3)
    names = ranking.locator("th").all_inner_texts()
    assert sorted(n.split()[-1] for n in names) == ["Ann", "Bob", "Cy"], names
    assert ranking.first.locator("td").first.inner_text() == "1"
    assert "$" in ranking.first.inner_text()  # cash is shown once the game is over
    expect(page.locator(".rt-table [data-move]")).to_have_count(0)
    # The finished game was saved as finished.
    assert stored_save(page)["moves"] and page.evaluate("JSON.parse(localStorage['railtable.index'])")[
        current_save_id(page)]["is_over"] is True
    assert browser_log.errors == [] or all("previews/" in e or "404" in e for e in browser_log.errors)


def test_reload_mid_game_resumes_the_same_position(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, SOLO, seed=21)
    for _ in range(4):
        assert settle(page) == "move"
        click_move(page)
    assert settle(page) == "move"
    url, position, played = page.url, state_hash(page), moves_played(page)
    assert played >= 4

    page.reload()
    wait_ready(page)
    assert page.url == url  # #play/<id> brings the same game back
    assert settle(page) == "move"
    assert state_hash(page) == position and moves_played(page) == played
    # The home page lists it too.
    page.get_by_role("link", name="Home").click()
    saved = page.locator(f'.rt-save[data-save-id="{current_save_id_from(url)}"]')
    expect(saved).to_contain_text("Ann, Bob (bot), Cy (bot)")
    expect(saved.get_by_role("link", name="Resume")).to_be_visible()


def current_save_id_from(url: str) -> str:
    return url.rsplit("#play/", 1)[1]


def test_keyboard_only_play_and_undo(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, SOLO, seed=8)
    assert settle(page) == "move"
    before = moves_played(page)
    # A board/hand piece: focusable, and Enter plays it.
    piece = page.locator(".rt-table svg [data-move]").first
    expect(piece).to_have_attribute("tabindex", "0")
    expect(piece).to_have_attribute("role", "button")
    piece.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
    # The redraw keeps keyboard focus in the game (on the next thing to do), not lost on <body>.
    assert page.evaluate("!!document.activeElement.closest('.rt-table')")
    # Undo is a button (Space activates it) and takes the tile back.
    undo = page.get_by_role("button", name="Undo")
    expect(undo).to_be_enabled()
    undo.focus()
    page.keyboard.press("Space")
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed == n", arg=before)
    # Moves not on the board are buttons in the tab order.
    assert settle(page) == "move"
    click_move(page, page.locator(".rt-table svg [data-move]").first)
    button = page.locator(".rt-actions button[data-move]").first
    expect(button).to_be_visible()
    button.focus()
    assert page.evaluate("document.activeElement.dataset.move") == button.get_attribute("data-move")


def test_full_storage_warns_and_play_goes_on(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, SOLO, seed=13)
    assert settle(page) == "move"
    # From now on every save is refused the way a full localStorage refuses it.
    page.evaluate("""() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }""")
    before = moves_played(page)
    click_move(page)
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("storage is full")
    assert settle(page) == "move"
    assert moves_played(page) > before
    click_move(page)  # still playable
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n + 1", arg=before)


def test_refused_move_is_shown_in_the_alert_region(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, SOLO, seed=3)
    assert settle(page) == "move"
    before = state_hash(page)
    # A button the engine did not list (say, left over from an earlier screen) plays nothing.
    page.evaluate("""() => {
      const b = document.createElement('button');
      b.dataset.move = 'draw'; b.textContent = 'stale';
      document.querySelector('.rt-actions').append(b);
    }""")
    page.locator(".rt-actions button", has_text="stale").click()
    assert state_hash(page) == before
    # When the engine refuses a move, its reason is shown in the alert region and nothing changes.
    page.evaluate("""async () => {
      const { engine } = await import('./js/engine.js');
      engine.realPlay = engine.play;
      engine.play = async () => ({ok: false, error: 'Refused by the rules (test).', move: 'x'});
    }""")
    click_move(page)
    expect(page.get_by_role("alert")).to_contain_text("Refused by the rules (test).")
    assert state_hash(page) == before and settle(page) == "move"
    page.evaluate("async () => { const { engine } = await import('./js/engine.js'); engine.play = engine.realPlay; }")
    click_move(page)
    expect(page.locator("#alert")).to_be_empty()  # a successful move clears it
    # The engine answers from its worker: the new position is drawn a moment after the click.
    expect(page.locator(".rt-board")).not_to_have_attribute("data-state-hash", before)
