"""axe-core finds nothing on any page or dialog: home, new game, each game's play screen, the ticket and
payment choices, the privacy screen, game over, alerts, embedded boards and the rules pages.

axe-core comes from npm (web/package.json, devDependencies) and is injected here from node_modules as
an inline script: it is not part of the site, and the page requests nothing for it.
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Page, expect
from ui import (
    ARTIFACTS,
    FAST,
    finished_save,
    put_storage,
    settle,
    silverton_question_save,
    silverton_winter_save,
    start_game,
)

AXE = Path(__file__).resolve().parent.parent / "web" / "node_modules" / "axe-core" / "axe.min.js"
# Every WCAG 2.x A/AA rule, the best practices (page-has-heading-one is one) and the experimental rules
# (label-content-name-mismatch is one).
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"]


def violations(page: Page, where: str) -> list[str]:
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate("tags => axe.run(document, {runOnly: {type: 'tag', values: tags}})", TAGS)
    return [f"{where}: {v['id']} ({v['help']}) at " + json.dumps([n["target"] for n in v["nodes"]][:4])
            for v in result["violations"]]


def silverton_dialogs(page: Page, site_url: str, wait_ready, where: str) -> list[str]:
    """From Silverton's winter save on screen: the which-piece chooser, then the saved games' questions (a
    trade offer, the two disputes, stored as silverton_question_save makes them); what axe finds."""
    pieces = page.locator(".rt-board g.legal[data-moves]")
    assert pieces.count()
    pieces.first.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".rt-choice[open]")).to_be_visible()
    found = violations(page, f"Silverton which-piece chooser{where}")
    for kind, words in (("offer", "Accept?"), ("parallel", "parallel segment"), ("special", "special dispute")):
        page.goto(f"{site_url}{FAST}#play/{kind}")
        wait_ready(page)
        assert settle(page) == "move"
        expect(page.locator(".rt-choice[open] .rt-choice-title")).to_contain_text(words)
        found += violations(page, f"Silverton {kind} dialog{where}")
    return found


def test_axe_finds_nothing_anywhere(page, site_url, wait_ready, browser_log, tmp_path):
    found: list[str] = []
    page.goto(f"{site_url}{FAST}")
    wait_ready(page)
    put_storage(page, {"railtable.save.finished": finished_save(), "railtable.save.broken": "{not json"})
    page.reload()
    wait_ready(page)
    expect(page.locator(".rt-save")).to_have_count(2)
    found += violations(page, "home")
    foreign = tmp_path / "notes.json"
    foreign.write_text("{}")
    page.set_input_files("#import-file", str(foreign))
    expect(page.locator("#alert")).to_contain_text("could not be imported")
    found += violations(page, "home with an alert")

    page.get_by_role("link", name="New game of Last Spike").click()
    expect(page.locator("#seat-0-name")).to_be_visible()
    found += violations(page, "new game")
    start_game(page, [("Ann", "human"), ("Bob", "standard")], seed=6)
    assert settle(page) == "move"
    found += violations(page, "Last Spike")

    page.goto(f"{site_url}{FAST}#play/finished")
    assert settle(page) == "over"
    found += violations(page, "game over")

    page.goto(f"{site_url}{FAST}#new/ticket_to_ride")
    start_game(page, [("Ann", "human"), ("Bea", "human"), ("Bot", "greedy")], seed=3)
    assert settle(page) == "privacy"
    found += violations(page, "privacy screen")
    page.locator(".rt-privacy-go").click()
    expect(page.locator(".rt-choice[open]")).to_be_visible()
    found += violations(page, "ticket choice dialog")
    page.locator(".rt-choice[open] [data-move]").first.click()
    page.locator(".rt-privacy-go").click()
    page.locator(".rt-choice[open] [data-move]").first.click()
    assert settle(page) in ("move", "privacy")
    if page.locator(".rt-privacy-go").is_visible():
        page.locator(".rt-privacy-go").click()
    assert settle(page) == "move"
    found += violations(page, "Ticket to Ride")
    several = page.locator(".rt-board .route.legal[data-moves*='\",\"']")
    if several.count():
        several.first.locator(".car").first.click()
        expect(page.locator(".rt-choice[open]")).to_be_visible()
        found += violations(page, "payment choice dialog")

    page.goto(f"{site_url}{FAST}#new/railroad_dice")
    start_game(page, [("Ann", "human"), ("Bot", "strong")], seed=4)
    assert settle(page) == "move"
    found += violations(page, "Railroad Dice")

    page.goto(f"{site_url}embed.html?game=last_spike&seed=5&players=Ann,Bob&moves=A1,draw&viewer=1")
    wait_ready(page)
    found += violations(page, "embedded board")
    page.goto(f"{site_url}embed.html?game=ticket_to_ride&seed=5&players=Ann,Bot:greedy&mode=play&viewer=1&botDelay=0")
    wait_ready(page)
    found += violations(page, "embedded game")
    for game in ("last_spike", "ticket_to_ride", "railroad_dice"):
        page.goto(f"{site_url}rules/{game}.html")
        found += violations(page, f"rules of {game}")
    assert found == [], "\n".join(found)
    assert not any("axe" in r for r in browser_log.requests)  # injected, never fetched


def test_axe_finds_nothing_in_silverton(page, site_url, wait_ready):
    """Silverton's new-game screen, its play screen mid-game (winter), the which-piece chooser, the
    dialogs answering a trade offer and the two dispute questions, the zoomed board on a phone and the
    rules page."""
    found: list[str] = []
    page.goto(f"{site_url}{FAST}#new/silverton")
    wait_ready(page)
    expect(page.locator("#option-scenario")).to_be_visible()
    found += violations(page, "Silverton new game")
    # On the phone, seed 2's winter: Ann's segments to dismantle, her pennants on playable segments (a zoomed
    # board's tooltips there once held words their buttons' names lacked: label-content-name-mismatch).
    put_storage(page, {"railtable.save.winter": silverton_winter_save(),
                       "railtable.save.winter2": silverton_winter_save(2)}
                | {f"railtable.save.{k}": silverton_question_save(k) for k in ("offer", "parallel", "special")})
    page.goto(f"{site_url}{FAST}#play/winter")
    wait_ready(page)
    assert settle(page) == "move"
    expect(page.locator(".rt-board")).to_contain_text("WINTER")
    found += violations(page, "Silverton in winter")
    found += silverton_dialogs(page, site_url, wait_ready, "")
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}{FAST}#play/winter2")
    wait_ready(page)
    assert settle(page) == "move"
    found += violations(page, "Silverton fitted board on a phone")  # it opens fitted (issue 32)
    page.locator(".rt-zoom").click()
    expect(page.locator(".rt-zoom")).to_have_attribute("aria-pressed", "true")
    found += violations(page, "Silverton zoomed board on a phone")
    page.goto(f"{site_url}rules/silverton.html")
    found += violations(page, "rules of Silverton")
    assert found == [], "\n".join(found)


def test_axe_finds_nothing_on_a_phone_in_ticket_to_ride(page, site_url, wait_ready):
    """Ticket to Ride in play at 390 x 844 (issue 23): the zoomed board scrolls in its own box, so a
    keyboard must be able to reach that box (axe: scrollable-region-focusable), whatever the board
    holds to play: tickets to choose, a whole turn, or a second card to draw."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}{FAST}#new/ticket_to_ride")
    wait_ready(page)
    start_game(page, [("Ann", "human"), ("Bot", "greedy")], seed=3)
    expect(page.locator(".rt-choice[open]")).to_be_visible()
    found = violations(page, "Ticket to Ride on a phone, tickets to choose")
    page.locator(".rt-choice[open] [data-move]").first.click()
    assert settle(page) == "move"
    found += violations(page, "Ticket to Ride on a phone, a turn, the board fitted")  # as it opens (issue 32)
    page.locator(".rt-zoom").click()
    expect(page.locator(".rt-zoom")).to_have_attribute("aria-pressed", "true")
    wrap = page.locator(".rt-board-wrap")
    assert wrap.evaluate("w => w.scrollWidth > w.clientWidth")  # it does scroll
    found += violations(page, "Ticket to Ride on a phone, a turn")
    page.locator('[data-move="draw blind"]').first.click()
    assert settle(page) == "move"
    found += violations(page, "Ticket to Ride on a phone, second card")
    # The bot's turn (it waits a minute here): nothing on the board to play, so nothing in the box to focus.
    page.goto(page.url.replace(FAST, "?botDelay=60000"))
    wait_ready(page)
    expect(page.locator('[data-move="draw blind"]').first).to_be_visible()
    page.locator('[data-move="draw blind"]').first.click()  # the second card ends Ann's turn
    expect(page.locator(".rt-status")).to_contain_text("Bot")
    expect(page.locator(".rt-board [data-move]")).to_have_count(0)
    page.screenshot(path=str(ARTIFACTS / "ttr-phone-board.png"))
    found += violations(page, "Ticket to Ride on a phone, the bot's turn")
    assert found == [], "\n".join(found)
    # The box itself takes focus, and keeps it while its arrow keys scroll it.
    assert wrap.get_attribute("tabindex") == "0" and wrap.get_attribute("role") == "region"
    wrap.focus()
    page.keyboard.press("ArrowRight")
    expect(wrap).to_be_focused()


def test_axe_finds_nothing_on_a_phone_in_every_game(page, site_url, wait_ready):
    """Issue 32: each game's new-game screen, play screen and a dialog at 390 x 844 (Ticket to Ride's
    turn and ticket choice are checked above), with the page's keyboard parts in place: the skip link
    (focused, so seen), the live region, the board's roving Tab stops."""
    page.set_viewport_size({"width": 390, "height": 844})
    found: list[str] = []
    games = (("last_spike", "standard", 6), ("railroad_dice", "strong", 4), ("silverton", "standard", 2))
    for game, bot, seed in games:
        page.goto(f"{site_url}{FAST}#new/{game}")
        wait_ready(page)
        expect(page.locator("#seat-0-name")).to_be_visible()
        found += violations(page, f"{game} new game on a phone")
        start_game(page, [("Ann", "human"), ("Bot", bot)], seed=seed)
        assert settle(page) == "move"
        found += violations(page, f"{game} on a phone")
        page.locator(".rt-skip").focus()
        found += violations(page, f"{game} on a phone, skip link focused")
        info = page.locator(".rt-board [data-info]:visible")  # (a fitted board hides its small print)
        if info.count():
            info.first.focus()
            page.keyboard.press("Enter")
            expect(page.locator(".rt-choice[open]")).to_be_visible()
            found += violations(page, f"{game} on a phone, a piece's details")
    assert found == [], "\n".join(found)


def test_axe_finds_nothing_in_the_balance_report(page, site_url):
    """The balance report (rules/balance.html, its charts drawn at build time), in both languages, on
    a desktop and on a phone; a rules page's link lands on its game's section."""
    found: list[str] = []
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        for path in ("rules/balance.html", "rules/de/balance.html"):
            page.goto(f"{site_url}{path}")
            expect(page.locator("svg.rt-chart").first).to_be_visible()
            found += violations(page, f"{path} at {width}px")
    page.goto(f"{site_url}rules/railroad_dice.html")
    page.get_by_role("link", name="How fair is it?").click()
    expect(page).to_have_url(f"{site_url}rules/balance.html#railroad-dice")
    expect(page.locator("h2#railroad-dice")).to_be_in_viewport()
    assert found == [], "\n".join(found)


def test_axe_finds_nothing_in_any_dialog_on_a_phone(page, site_url, wait_ready):
    """Issue 32: the dialogs and whole-screen steps the laptop tests above check, at 390 x 844 too: the
    pass screen, Ticket to Ride's payment chooser, Silverton's which-piece chooser and its three questions
    (a trade offer, the two disputes), game over, and the home page with an alert."""
    page.set_viewport_size({"width": 390, "height": 844})
    found: list[str] = []
    page.goto(f"{site_url}{FAST}")
    wait_ready(page)
    put_storage(page, {"railtable.save.finished": finished_save(), "railtable.save.winter": silverton_winter_save()}
                | {f"railtable.save.{k}": silverton_question_save(k) for k in ("offer", "parallel", "special")})
    page.goto(f"{site_url}{FAST}#play/finished")
    assert settle(page) == "over"
    found += violations(page, "game over on a phone")
    page.goto(f"{site_url}{FAST}#new/ticket_to_ride")
    wait_ready(page)
    start_game(page, [("Ann", "human"), ("Bea", "human"), ("Bot", "greedy")], seed=3)
    assert settle(page) == "privacy"
    found += violations(page, "pass screen on a phone")
    for _ in range(2):  # both humans keep their first choice of tickets
        page.locator(".rt-privacy-go").click()
        page.locator(".rt-choice[open] [data-move]").first.click()
    if settle(page) == "privacy":
        page.locator(".rt-privacy-go").click()
    assert settle(page) == "move"
    found += violations(page, "Ticket to Ride on a phone, a turn after the pass screens")
    several = page.locator(".rt-board .route.legal[data-moves*='\",\"']")
    if several.count():  # a route with several ways to pay (as the laptop test above: the deal decides)
        several.first.focus()
        page.keyboard.press("Enter")
        expect(page.locator(".rt-choice[open]")).to_be_visible()
        found += violations(page, "payment chooser on a phone")
    page.goto(f"{site_url}{FAST}#play/winter")
    wait_ready(page)
    assert settle(page) == "move"
    found += silverton_dialogs(page, site_url, wait_ready, " on a phone")
    assert found == [], "\n".join(found)
