"""German and English: the switch in the header (remembered), the embed's lang=, and German on every
screen at phone width with no text overflowing its box.  Screenshots of each German screen go to
$RT_SHOTS (default e2e/artifacts/i18n) to be looked at."""

from __future__ import annotations

import os
import re
from pathlib import Path

from playwright.sync_api import Page, expect
from ui import ARTIFACTS, FAST, click_move, finished_save, put_storage, settle

from pygame_rules import dumps, new_game

SHOTS = Path(os.environ.get("RT_SHOTS", str(ARTIFACTS / "i18n")))

# Elements whose text overflows their box (scrollWidth > clientWidth), in the page's main parts.  Boxes
# that scroll on purpose (the board, wide tables, the log) are left out.
OVERFLOW_JS = """() => {
  // (Text kept for screen readers only, and the skip link until it is focused, are clipped on purpose.)
  const skip = ".rt-board-wrap, .rt-board, .rt-table-scroll, .rt-log-list, .rt-hand-svg, svg, select, input, pre, code,"
    + " .rt-sr, .rt-skip:not(:focus)";
  const out = [];
  for (const el of document.querySelectorAll("header *, main *, #alert *, #privacy *, footer *")) {
    if (el.closest(skip) || !el.getClientRects().length) continue;
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "auto") {
      out.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.textContent.trim().slice(0, 60)}`);
    }
  }
  return out;
}"""


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def fits(page: Page, where: str) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), where
    assert page.evaluate(OVERFLOW_JS) == [], where


def test_language_switch_is_remembered(page, site_url, wait_ready):
    page.goto(f"{site_url}{FAST}")
    expect(page.get_by_role("heading", name="Games", exact=True)).to_be_visible()  # the browser speaks English
    assert page.evaluate("document.documentElement.lang") == "en"
    switch = page.get_by_role("navigation", name="Language")
    switch.get_by_role("button", name="Deutsch").click()
    expect(page.get_by_role("heading", name="Spiele", exact=True)).to_be_visible()
    expect(page.locator(".rt-game h3").nth(1)).to_have_text("Zug um Zug")
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.get_by_role("navigation", name="Sprache").get_by_role("button", name="Deutsch")) \
        .to_have_attribute("aria-pressed", "true")
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("heading", name="Spiele", exact=True)).to_be_visible()  # still German
    # A game in German; back to English on the play screen redraws it in English (the engine's words too).
    page.locator('.rt-game[data-game="last_spike"]').get_by_role("link", name="Neues Spiel").click()
    expect(page.get_by_role("heading", name="Neues Spiel: Last Spike")).to_be_visible()
    page.get_by_role("button", name="Spiel starten").click()
    assert settle(page) == "move"
    expect(page.locator(".rt-status")).to_contain_text("lege ein Gleisteil")
    expect(page.get_by_role("link", name="Regeln")).to_have_attribute("href", "rules/de/last_spike.html")
    page.get_by_role("navigation", name="Sprache").get_by_role("button", name="English").click()
    expect(page.locator(".rt-status")).to_contain_text("play a tile")
    expect(page.get_by_role("link", name="Rules")).to_have_attribute("href", "rules/last_spike.html")
    assert page.evaluate("document.documentElement.lang") == "en"


def test_embed_takes_lang(page, site_url, wait_ready):
    page.goto(f"{site_url}embed.html?game=ticket_to_ride&seed=3&players=Ann,Bob&moves=keep%201%202&lang=de")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator(".rt-embed-title")).to_have_text("Zug um Zug")
    expect(page.locator(".rt-step")).to_have_text("Zug 1 von 1")
    expect(page.get_by_role("button", name="Anfang")).to_be_visible()
    expect(page.locator(".rt-status")).to_have_text("Bob wählt Zielkarten.")
    expect(page.locator(".rt-log-list")).to_contain_text("Jeder Spieler erhält")


def two_humans_save() -> str:
    game = new_game("ticket_to_ride", {"players": [{"name": "Ann"}, {"name": "Bob"}]}, seed=4)
    return dumps(game)


def test_german_on_every_screen_at_phone_width(page, site_url, wait_ready, tmp_path):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}?lang=de&botDelay=0")
    wait_ready(page)
    put_storage(page, {"railtable.save.over": finished_save(), "railtable.save.pass": two_humans_save()})
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("heading", name="Gespeicherte Spiele")).to_be_visible()
    expect(page.locator('.rt-save[data-save-id="over"]')).to_contain_text("Beendet:")
    expect(page.get_by_text("Spielstand importieren …")).to_be_visible()
    fits(page, "home")
    shot(page, "de-390-home")

    # An error alert: a file that is no save.
    bad = tmp_path / "notiz.json"
    bad.write_text('{"hello": 1}')
    page.set_input_files("#import-file", str(bad))
    expect(page.get_by_role("alert")).to_contain_text(
        "notiz.json konnte nicht importiert werden: Das ist keine Rail-Table-Spielstanddatei.")
    expect(page.get_by_role("button", name="Schließen")).to_be_visible()
    fits(page, "alert")
    shot(page, "de-390-alert")
    page.get_by_role("button", name="Schließen").click()

    for game_id, title in [("last_spike", "Last Spike"), ("ticket_to_ride", "Zug um Zug"),
                           ("railroad_dice", "Railroad Dice"), ("silverton", "Silverton")]:
        page.goto(f"{site_url}?lang=de&botDelay=0#new/{game_id}")
        expect(page.get_by_role("heading", name=f"Neues Spiel: {title}")).to_be_visible()
        expect(page.get_by_role("group", name="Spieler")).to_be_visible()
        expect(page.get_by_role("button", name="Spiel starten")).to_be_enabled()
        if game_id == "ticket_to_ride":  # the options, house rules too
            expect(page.locator('label[for="option-variant"]')).to_have_text("Variante ")
            expect(page.locator('label[for="option-tickets"]')).to_have_text("Zielkarten (Hausregel) ")
            expect(page.locator("#option-tickets option").first).to_have_text(
                "Nur eigene Strecken erfüllen eine Zielkarte (veröffentlichte Regeln)")
        fits(page, f"setup {game_id}")
        shot(page, f"de-390-setup-{game_id}")

    # A game with a move made (Last Spike, you against two bots).
    page.goto(f"{site_url}?lang=de&botDelay=0#new/last_spike")
    page.get_by_role("button", name="Spiel starten").click()
    assert settle(page) == "move"
    click_move(page)
    assert settle(page) == "move"
    expect(page.get_by_role("heading", name="Protokoll")).to_be_visible()
    expect(page.locator(".rt-log-list")).to_contain_text("Startziehung:")
    expect(page.locator(".rt-scores th").first).to_have_text("Spieler")
    fits(page, "play")
    shot(page, "de-390-play-last_spike")

    # The privacy screen between two humans.
    page.goto(f"{site_url}?lang=de&botDelay=0#play/pass")
    expect(page.locator("#privacy-title")).to_have_text("Weitergeben an Ann")
    expect(page.locator(".rt-privacy-go")).to_have_text("Ich bin Ann: meinen Zug zeigen")
    fits(page, "privacy")
    shot(page, "de-390-privacy")
    page.locator(".rt-privacy-go").click()
    # The dialog is named for its question (issue 32), in German.
    expect(page.get_by_role("dialog", name=re.compile("Zielkarten"))).to_be_visible()
    expect(page.locator(".rt-choice-title")).to_contain_text("Wähle deine Zielkarten")
    shot(page, "de-390-ttr-tickets")

    # The game-over panel.
    page.goto(f"{site_url}?lang=de&botDelay=0#play/over")
    expect(page.get_by_role("heading", name="Spiel vorbei", exact=True)).to_be_visible()
    expect(page.locator(".rt-over")).to_contain_text("Bei Gleichstand: die Summe der Kaufpreise")
    expect(page.get_by_role("button", name="Noch einmal (dieselben Spieler)")).to_be_visible()
    expect(page.locator(".rt-status")).to_contain_text("Spiel vorbei")
    fits(page, "game over")
    shot(page, "de-390-over")


def test_home_is_german_before_python(page, site_url):
    """The words come with the page (build.py inlines the catalogues): no wait for Python, no request."""
    page.route("**/pyodide/**", lambda route: route.abort())  # Python never arrives
    page.goto(f"{site_url}?lang=de")
    expect(page.get_by_role("heading", name="Spiele", exact=True)).to_be_visible()
    expect(page.locator(".rt-game h3").nth(1)).to_have_text("Zug um Zug")
    expect(page.locator('.rt-game[data-game="last_spike"] .rt-preview')).to_have_attribute(
        "src", "previews/de/last_spike.svg")
    expect(page.locator(".rt-tagline")).to_have_text("Eisenbahn-Brettspiele im Browser")
    assert page.evaluate("document.documentElement.dataset.ready") is None  # Python is not up


# Headless Chromium paints no native tooltip: the screenshot shows the hovered segment's <title> in a box
# drawn where the tooltip would be (only for the picture; the assertions read the drawing itself).
TOOLTIP_JS = """([x, y, words]) => {
  const box = document.createElement("div");
  box.id = "shot-tooltip";
  box.textContent = words;
  box.style.cssText = `position:fixed;left:${x + 12}px;top:${y + 16}px;max-width:420px;z-index:99;` +
    "background:#ffffe1;border:1px solid #767676;padding:2px 6px;font:12px sans-serif;color:#000";
  document.body.append(box);
}"""


def test_silverton_tooltips_and_money_in_german(page, site_url, wait_ready):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}?lang=de&botDelay=0#new/silverton")
    wait_ready(page)
    page.get_by_role("button", name="Spiel starten").click()
    assert settle(page) == "move"
    board = page.locator(".rt-board svg").first
    segment = board.locator("g:has(> title):has(> line.sv-seg)").first
    words = segment.locator("> title").text_content() or ""
    assert "Länge" in words and "Kosten" in words and "length" not in words and "cost" not in words, words
    assert re.search(r"Kosten \d+\u00a0\$", words), words  # money as German readers read it
    titles = board.locator("title").all_text_contents()
    english = [t for t in titles if re.search(r"\b(?:length|cost|price|operating|Passenger|built by)\b", t)]
    assert not english, english[:5]
    assert "Ziel 10.000\u00a0$" in board.text_content()
    segment.scroll_into_view_if_needed()
    # Hover the middle of the segment's line (a straight line's box has its middle on it): the middle of
    # the group's box, with its label beside the line, may lie on the map's background.
    box = segment.locator("line.sv-seg").first.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.evaluate(TOOLTIP_JS, [x, y, words])
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "de-1280x800-silverton-tooltip.png"))  # what the window shows
    shot(page, "de-1280-silverton-tooltip")
    page.evaluate("document.getElementById('shot-tooltip').remove()")
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    fits(page, "silverton play")
    shot(page, "de-390-play-silverton")
