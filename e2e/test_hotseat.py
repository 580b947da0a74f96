"""Two humans at one screen: a privacy screen between them, and never the other's tiles in the DOM."""

from __future__ import annotations

from playwright.sync_api import expect
from ui import SETTLED_JS, click_move, confirm_privacy, hand_tiles, open_app, settle, start_game, stored_save

from pygame_rules import load_game

SEATS = [("Ann", "human"), ("Bea", "human"), ("Cal", "standard")]


def secret_hands(page) -> list[list[str]]:
    """Every seat's tiles, from the stored save replayed in CPython (the browser never shows them all)."""
    game = load_game(stored_save(page))
    return [list(p["tiles"]) for p in game.state.players]


def dom_tiles(page) -> set[str]:
    """Every data-tile in the whole document (hand pieces are drawn with data-tile)."""
    return set(page.locator("[data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)"))


# What the page holds of a seat at the very moment the privacy screen is put up: recorded synchronously by
# the overlay's `hidden` setter (not a frame or an engine answer later), for every time it is shown.
WATCH_PRIVACY_JS = """() => {
  const overlay = document.getElementById("privacy");
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "hidden");
  window.privacyShown = [];
  Object.defineProperty(overlay, "hidden", {
    configurable: true,
    get() { return own.get.call(this); },
    set(value) {
      const table = document.querySelector(".rt-table");
      if (!value && own.get.call(this) && table) {
        const count = (sel) => table.querySelectorAll(sel).length;
        window.privacyShown.push({
          viewer: table.dataset.viewer,
          tiles: document.querySelectorAll("[data-tile]").length,
          board: count(".rt-board *"),
          hand: count(".rt-hand-svg *"),
          moves: count("[data-move]"),
          form: count(".rt-move-form *"),
          choice: count(".rt-choice *") + count(".rt-choice[open]"),
          news: count(".rt-news-list li"),
          log: count(".rt-log-list li"),
        });
      }
      own.set.call(this, value);
    },
  });
}"""


def test_privacy_screen_between_two_humans_and_no_foreign_tiles(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    page.evaluate(WATCH_PRIVACY_JS)
    start_game(page, SEATS, seed=4)
    names = [name for name, _ in SEATS]
    handovers = 0
    shown_to = None
    for _ in range(60):
        state = settle(page)
        if state == "over":
            break
        if state == "privacy":
            # The screen covers everything and nothing private is in the page while it is up.
            expect(page.locator("#privacy")).to_be_visible()
            box = page.locator("#privacy").bounding_box()
            viewport = page.viewport_size
            assert box["width"] >= viewport["width"] and box["height"] >= viewport["height"]
            assert page.evaluate("document.getElementById('app').inert")
            assert dom_tiles(page) == set()
            assert page.locator(".rt-table").get_attribute("data-viewer") == "public"
            title = page.locator("#privacy-title").inner_text()
            nxt = title.removeprefix("Pass to ")
            assert nxt in ("Ann", "Bea") and nxt != shown_to
            confirm_privacy(page, nxt)
            shown_to = nxt
            handovers += 1
            continue
        # A human's turn: the page shows exactly that human's hand and no one else's tiles.
        seat = int(page.locator(".rt-table").get_attribute("data-viewer"))
        assert names[seat] == shown_to
        hands = secret_hands(page)
        assert sorted(hand_tiles(page)) == sorted(hands[seat])
        others = {t for q, hand in enumerate(hands) if q != seat for t in hand} - set(hands[seat])
        assert not dom_tiles(page) & others
        page_text = page.locator("body").inner_text()
        assert not any(f"Play {t} " in page_text for t in others)  # move labels name own tiles only
        click_move(page)
        if handovers >= 4:
            break
    assert handovers >= 4, "Ann and Bea should have handed over at least twice each"
    # At the moment each screen went up, the last player's view was already off the page (not a frame later,
    # when the public drawing comes from the engine's worker): no board, hand, moves, form, choice or news.
    shown = page.evaluate("window.privacyShown")
    assert len(shown) >= handovers
    blank = {"viewer": "public", "tiles": 0, "board": 0, "hand": 0, "moves": 0, "form": 0, "choice": 0, "news": 0,
             "log": 0}
    assert shown == [blank] * len(shown)


def test_bot_turns_in_a_two_human_game_show_the_public_view(page, site_url, wait_ready):
    # Slow bots so the bot's turn can be looked at.
    open_app(page, site_url, wait_ready, "#new/last_spike", query="?botDelay=1500")
    start_game(page, [("Ann", "human"), ("Bot", "standard"), ("Bea", "human")], seed=4)
    for _ in range(40):
        bot_turn = page.evaluate("document.querySelector('.rt-table')?.classList.contains('rt-bot-turn')")
        if bot_turn:
            assert page.locator(".rt-table").get_attribute("data-viewer") == "public"
            assert dom_tiles(page) == set()
            return
        if not page.locator("#privacy").is_hidden():
            page.locator(".rt-privacy-go").click()
            continue
        # Only a settled page takes a click: the engine answers from its worker, so a board still on
        # screen may be replaced (or covered by the next pass screen) a moment later.
        if page.evaluate(SETTLED_JS) == "move":
            click_move(page)
        else:
            page.wait_for_timeout(100)
    raise AssertionError("the bot never got a turn")
