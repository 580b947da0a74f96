"""Every screen at desktop and phone width: no sideways page scroll, no control that sticks out of the page
or lies under something else, and screenshots to look at.

The screenshots land in e2e/artifacts/ (gitignored): <viewport>-<screen>.png.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect
from ui import ARTIFACTS, FAST, confirm_privacy, finished_save, no_page_scroll_x, settle, start_game

from pygame_rules import dumps, new_game

VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}

# What a player could not use on the screen shown: each visible control (link, button, field, summary) of the
# page that reaches past either side of the page, or, in the window, whose middle is covered by something
# else (a click there would land on that).  With a modal dialog open, only the dialog's controls count:
# it is meant to cover the rest.
LAYOUT_PROBLEMS_JS = """() => {
  const width = document.documentElement.clientWidth, height = innerHeight;
  const modal = [...document.querySelectorAll("[aria-modal=true]")].find((d) => !d.closest("[hidden]"));
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}`
    + ` "${(el.textContent || el.value || el.getAttribute("aria-label") || "").trim().slice(0, 30)}"`;
  const problems = [];
  function* ancestors(el) { for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) yield a; }
  for (const el of document.querySelectorAll("a[href], button, input, select, textarea, summary")) {
    const r = el.getBoundingClientRect();
    // checkVisibility: false inside a closed <details> too, whose content keeps a box but is not drawn.
    if (r.width < 2 || r.height < 2 || !el.checkVisibility({visibilityProperty: true}) || el.closest("[inert]")
        || (modal && !modal.contains(el))) continue;
    // A control in a row that scrolls sideways inside the page (the game's links on a phone) is reached by
    // scrolling that row: the row must stay inside the page, the control may lie past its visible part.
    const row = [...ancestors(el)].find((a) => /(auto|scroll)/.test(getComputedStyle(a).overflowX));
    const box = row ? row.getBoundingClientRect() : r;
    if (box.left < -1 || box.right > width + 1) problems.push(`${name(el)} reaches past the page's side`);
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= width || y >= height) continue;  // below the fold: nothing to hit-test
    const hit = document.elementFromPoint(x, y);
    const label = hit && hit.closest("label");
    // A bar pinned at the screen's foot (the phone's move bar) covers what scrolls past it; that is fine
    // if the page can still scroll the control up out from under it (the page leaves room at its end).
    const bar = hit && [hit, ...ancestors(hit)].find((a) => getComputedStyle(a).position === "fixed");
    const barTop = bar ? bar.getBoundingClientRect().top : 0;
    const reachable = bar && barTop > height / 2
      && document.documentElement.scrollHeight - innerHeight - scrollY >= r.bottom - barTop;
    if (hit && !reachable && !el.contains(hit) && !hit.contains(el) && !(label && label.control === el)) {
      problems.push(`${name(el)} lies under ${name(hit)}`);
    }
  }
  return problems;
}"""


def two_human_save() -> str:
    game = new_game("last_spike", {"players": [
        {"name": "Ann"}, {"name": "Bea"}, {"name": "Cal", "bot": "standard"}]}, seed=4)
    for _ in range(9):
        game.push(game.legal_moves()[0])
    return dumps(game)


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_screens_fit_and_every_control_is_in_reach(viewport, page, site_url, wait_ready):
    page.set_viewport_size(VIEWPORTS[viewport])
    ARTIFACTS.mkdir(exist_ok=True)

    def shot(screen: str, full_page: bool = True) -> None:
        assert no_page_scroll_x(page), f"{viewport} {screen}: the page scrolls sideways"
        page.screenshot(path=str(ARTIFACTS / f"{viewport}-{screen}.png"), full_page=full_page)  # to look at
        assert page.evaluate(LAYOUT_PROBLEMS_JS) == [], f"{viewport} {screen}"

    page.goto(f"{site_url}{FAST}")
    wait_ready(page)
    page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v); }", {
        "railtable.save.finished": finished_save(),
        "railtable.save.hotseat": two_human_save(),
        "railtable.save.damaged": '{"format": "rail-table-save", "schema": 1, "game": "last_spike", "moves": 3}',
    })
    page.reload()
    wait_ready(page)
    expect(page.locator(".rt-save")).to_have_count(3)
    shot("home")

    page.get_by_role("link", name="New game of Last Spike").click()
    expect(page.locator("#seat-0-name")).to_be_visible()
    shot("new-game")

    start_game(page, [("Ann", "human"), ("Bob", "standard"), ("A very long player name", "random")], seed=6)
    assert settle(page) == "move"
    hand = page.locator(".rt-hand [data-move], .rt-hand [data-tile]").first
    box = hand.bounding_box()
    assert box["width"] >= 40 and box["height"] >= 34, f"hand pieces too small to tap: {box}"
    shot("play")

    page.goto(f"{site_url}{FAST}#play/hotseat")
    wait_ready(page)
    assert settle(page) == "privacy"
    cover = page.locator("#privacy").bounding_box()  # what the players see: the window fully covered
    size = VIEWPORTS[viewport]
    assert cover and cover["x"] <= 0 and cover["y"] <= 0, cover
    assert cover["x"] + cover["width"] >= size["width"] and cover["y"] + cover["height"] >= size["height"], cover
    shot("privacy", full_page=False)
    confirm_privacy(page, page.locator("#privacy-title").inner_text().removeprefix("Pass to "))
    shot("play-hotseat")

    page.goto(f"{site_url}{FAST}#play/finished")
    wait_ready(page)
    assert settle(page) == "over"
    expect(page.locator(".rt-over .rt-ranking tbody tr")).to_have_count(3)
    shot("game-over")
    # Only the finished-game rows changed their screen; the damaged save is still listed.
    page.get_by_role("link", name="Home").first.click()
    expect(page.locator('.rt-save[data-save-id="damaged"] .rt-save-error')).to_contain_text("move list")
    assert json.loads(page.evaluate("localStorage['railtable.save.finished']"))["format"] == "rail-table-save"


def bankrupt_save() -> str:
    """A finished two-player Last Spike game in which the human, Ann (playing at random), went bankrupt."""
    game = new_game("last_spike", {"players": [{"name": "Ann"}, {"name": "Bob", "bot": "standard"}]}, seed=1)
    while not game.is_over:
        game.push(game.bot_move(level="random" if game.current_player == 0 else "standard"))
    assert game.state.players[0]["bankrupt"]
    return dumps(game)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_bankrupt_players_empty_hand_says_so_in_full(lang, page, site_url, wait_ready):
    # Issue 23: after a game Ann lost by bankruptcy, her empty hand read "...es in hand", cut at the left.
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}{FAST}")
    wait_ready(page)
    page.evaluate("([save, lang]) => { localStorage.setItem('railtable.save.broke', save); "
                  "localStorage.setItem('rt-lang', lang); }", [bankrupt_save(), lang])
    page.goto(f"{site_url}{FAST}#play/broke")
    page.reload()  # a new hash alone is no new page load: the language is read at load
    wait_ready(page)
    assert settle(page) == "over"
    line = page.locator(".rt-hand-svg text.hand-empty")
    expect(line).to_have_text({"en": "No tiles in hand", "de": "Keine Gleisteile auf der Hand"}[lang])
    drawn, svg = line.bounding_box(), page.locator(".rt-hand-svg svg").bounding_box()
    assert svg["x"] <= drawn["x"] and drawn["x"] + drawn["width"] <= svg["x"] + svg["width"], (drawn, svg)
    assert drawn["height"] <= 40  # text at the size of the hand's own, not blown up to the panel's width
    page.locator(".rt-hand").screenshot(path=str(ARTIFACTS / f"bankrupt-hand-{lang}.png"))
