"""Playing against a bot with the keyboard alone, as a blind player would (issue 32, "Playable without sight").

The player only presses Tab and Enter: Enter when focus is on a move it may play, else Tab to the next
control (so the key presses per move count what a keyboard player must press to reach a move and play it).
After every return of control the test reads, as a screen reader would hear it:

- the live regions: one polite region speaks during play (the status line is no longer live), and exactly
  one announcement is made per return of control, holding every log line the bot (and the player's own
  draw or roll) added since the player's last move: each bot move is announced once, never a flood;
- the focus: sampled every 20 ms by the page itself (an init script), it never rests on the page's body,
  and the focused element is never outside the viewport.

Railroad Dice and Ticket to Ride (2 players) are played to the end.  Last Spike and Silverton are played
for a long stretch (at least several full rounds with the bot's turns) to keep CI time low: their whole
games take hundreds of engine round trips on a 2-core machine, and nothing in the keyboard or announcement
code depends on the round (the same draw, announce and focus code runs after every move).

The figures (key presses per move, announcements per bot turn, Tab stops before Ticket to Ride's deck) are
written to e2e/artifacts/keyboard-<game>.json for the report.
"""

from __future__ import annotations

import json
import os
import re

import pytest
from playwright.sync_api import Page
from ui import ARTIFACTS, FAST, settle, start_game

# Set to measure the code before this work (the same test against the older site): figures only, no checks.
BEFORE = bool(os.environ.get("RT_KEYBOARD_BEFORE"))

# Sampled by the page: focus on the body, or on an element wholly outside the viewport, while a game is on.
WATCH_FOCUS_JS = """
window.__focus = {samples: 0, body: 0, off: 0, offWhat: [], bodyWhen: []};
// Every change a screen reader would speak: a change of text inside a live region (then, the status line).
window.__live = 0;
new MutationObserver((records) => {
  const live = new Set();
  for (const r of records) {
    const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
    const region = el?.closest('[aria-live]');
    if (region && region.getAttribute('aria-live') !== 'off') live.add(region);
  }
  window.__live += live.size;
}).observe(document, {subtree: true, childList: true, characterData: true});
setInterval(() => {
  const t = document.querySelector('.rt-table');
  if (window.__focus.paused || !t || !t.isConnected || document.getElementById('privacy')?.hidden === false) return;
  if (!document.hasFocus()) return;
  window.__focus.samples++;
  const a = document.activeElement;
  if (!a || a === document.body || a === document.documentElement) {
    window.__focus.body++;
    if (window.__focus.bodyWhen.length < 5) window.__focus.bodyWhen.push(t.querySelector('.rt-status')?.textContent);
    return;
  }
  const r = a.getBoundingClientRect();
  if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) {
    window.__focus.off++;
    if (window.__focus.offWhat.length < 5) window.__focus.offWhat.push(a.outerHTML.slice(0, 120));
  }
}, 20);
"""

PLAYABLE_JS = """() => {
  const a = document.activeElement;
  const t = document.querySelector('.rt-table');
  if (!a || !t || !t.contains(a) || t.classList.contains('rt-busy')) return false;
  return a.hasAttribute('data-move') && !a.disabled;
}"""

STATE_JS = """() => {
  const t = document.querySelector('.rt-table');
  const region = t.querySelector('.rt-announce');
  return {
    played: Number(t.querySelector('.rt-board').dataset.movesPlayed),
    said: Number(region?.dataset.count ?? 0),
    text: (region?.textContent ?? '').replace(/\\u200b/g, ''),
    log: [...t.querySelectorAll('.rt-log-list li')].map((li) => li.textContent.replace(/^\\d+\\.\\s*/, '')),
    live: [...t.querySelectorAll('[aria-live], [role=status], [role=log], [role=alert]')].map((e) => e.className),
    over: !t.querySelector('.rt-over').hidden,
  };
}"""


def keys_to_reach(page: Page, move: str) -> dict:
    """Key presses from the top of the page to the element playing `move`: Tab, then (inside the board's
    group holding it) arrow keys; the focus watcher pauses meanwhile (the page's body is the start)."""
    page.evaluate("window.__focus.paused = true; document.activeElement?.blur(); window.scrollTo(0, 0)")
    tabs = arrows = 0
    while tabs < 200:
        page.keyboard.press("Tab")
        tabs += 1
        here = page.evaluate("""([m]) => [document.activeElement?.dataset?.move ?? null,
            document.activeElement?.dataset?.rove ?? null,
            !!document.activeElement?.closest('svg')?.querySelector(`[data-move="${m}"]`)]""", [move])
        if here[0] == move:
            break
        if here[1] is not None and here[2]:  # in the drawing's group of the move: arrows from here
            while arrows < 20 and page.evaluate("() => document.activeElement?.dataset?.move") != move:
                page.keyboard.press("ArrowRight")
                arrows += 1
            break
    found = page.evaluate("() => document.activeElement?.dataset?.move") == move
    page.evaluate("window.__focus.paused = false")
    return {"tabs": tabs, "arrows": arrows, "found": found}


def tab_cycle(page: Page) -> int:
    """How many Tab presses go round the page once (its Tab stops)."""
    page.evaluate("window.__focus.paused = true; document.activeElement?.blur()")
    page.keyboard.press("Tab")
    first = page.evaluate("() => { window.__first = document.activeElement; return true; }")
    n = 1
    while first and n < 400:
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement === window.__first"):
            break
        n += 1
    page.evaluate("window.__focus.paused = false")
    return n


def play_by_keyboard(page: Page, human_moves: int) -> dict:
    """Tab/Enter until the game ends or the player made `human_moves` moves; checks as described above."""
    presses = moves = returns = 0
    per_move: list[int] = []
    pending = 0
    before = page.evaluate(STATE_JS)
    # One live region, the status line is not one.
    assert BEFORE or before["live"] == ["rt-announce rt-sr"], before["live"]
    said_at_start = before["said"]
    problems: list[str] = []
    while moves < human_moves:
        state = settle(page, timeout=120_000)
        if state == "over":
            break
        if not page.evaluate(PLAYABLE_JS):
            page.keyboard.press("Tab")
            presses += 1
            pending += 1
            assert pending < 300, "no playable move reached by Tab"
            continue
        log_before = page.evaluate(STATE_JS)["log"]
        page.keyboard.press("Enter")
        presses += 1
        pending += 1
        state = settle(page, timeout=120_000)
        after = page.evaluate(STATE_JS)
        if after["played"] == before["played"]:
            before = after
            continue  # a chooser opened (several ways to pay): its first option is focused next
        moves += 1
        per_move.append(pending)
        pending = 0
        returns += 1
        # One announcement since the last return of control, holding every line added since the move.
        if after["said"] - before["said"] != 1:
            problems.append(f"move {moves}: {after['said'] - before['said']} announcements")
        # Lines after the log as it was at the move (the log may drop old lines: match its last lines).
        keep = len(log_before)
        new = after["log"][keep:] if after["log"][:keep] == log_before else []
        missing = [line for line in new if line not in after["text"]]
        if missing:
            problems.append(f"move {moves}: not announced: {missing[:3]} in {after['text'][:200]!r}")
        before = after
        if after["over"]:
            break
    focus = page.evaluate("window.__focus")
    live = page.evaluate("window.__live")
    return {"presses": presses, "moves": moves, "per_move": per_move, "returns": returns,
            "announcements": page.evaluate(STATE_JS)["said"] - said_at_start, "problems": problems,
            "focus": focus, "live_updates": live, "over": page.evaluate(STATE_JS)["over"]}


GAMES = [
    # game, seats, seed, human moves at most (None: to the end), size
    ("railroad_dice", [("Ann", "human"), ("Bot", "basic")], 4, 400),
    ("ticket_to_ride", [("Ann", "human"), ("Bot", "greedy")], 3, 400),
    ("last_spike", [("Ann", "human"), ("Bot", "standard")], 6, 30),
    ("silverton", [("Ann", "human"), ("Bot", "standard")], 2, 30),
]


@pytest.mark.parametrize(("game", "seats", "seed", "limit"), GAMES, ids=[g[0] for g in GAMES])
def test_a_game_by_keyboard_alone(page, site_url, wait_ready, game, seats, seed, limit):
    page.add_init_script(WATCH_FOCUS_JS)
    page.goto(f"{site_url}{FAST}#new/{game}")
    wait_ready(page)
    # Each seat's menu is named for its seat (they were all "plays as").
    assert page.get_by_role("combobox", name="Seat 2 plays as").count() == 1
    start_game(page, seats, seed=seed)
    settle(page, timeout=120_000)
    if page.locator(".rt-choice[open]").count():  # a dialog is named for its question
        assert page.locator(".rt-choice[open]").get_attribute("aria-label") not in (None, "", "Choose how to play")
    # The skip link is the table's first Tab stop and takes focus to a move.
    if not page.locator(".rt-choice[open]").count():
        page.locator(".rt-skip").focus()
        page.keyboard.press("Enter")
        assert page.evaluate(PLAYABLE_JS)
    figures: dict = {}
    if game == "ticket_to_ride":
        # The ticket dialog first: keep its first choice by keyboard (focus is on it).
        if page.locator(".rt-choice[open]").count():
            page.keyboard.press("Enter")
            settle(page)
        figures["keys_to_deck"] = keys_to_reach(page, "draw blind")
        figures["tab_stops_total"] = tab_cycle(page)
        # The map is one Tab stop (the cards and decks another); its pieces are reached by the arrow keys.
        board_stops = page.locator(".rt-board [tabindex='0']:not([data-rove])")
        assert BEFORE or board_stops.count() == 1
        board_stops.first.focus()
        first = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
        page.keyboard.press("ArrowRight")
        moved = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
        assert BEFORE or (moved and moved != first)
        assert BEFORE or page.locator(".rt-board [tabindex='0']").count() == 1
        # (The face-up cards and the decks are in the hand beside or under the map now: Tab stops of their own.)
        assert BEFORE or page.locator(".rt-hand-svg [data-move^='draw'][tabindex='0']").count() >= 1
        # The hand reads as "4 orange cards", one picture per colour (it read "O orange 1 W white 1 ...").
        assert BEFORE or page.locator(".rt-hand [role=img]").count() >= 1
        assert BEFORE or all(re.fullmatch(r"\d+ [a-z ]+cards?", n or "") for n in page.locator(
            ".rt-hand .hand-card").evaluate_all("els => els.map((e) => e.getAttribute('aria-label'))"))
        # Pieces nobody can play now are in the tree too, named (a city, a route with who holds it).
        assert BEFORE or page.get_by_role("img", name=re.compile(r"^Denver( \(.*\))?$")).count() == 1
    result = play_by_keyboard(page, limit)
    result.update(figures)
    result["per_move_mean"] = round(result["presses"] / max(1, result["moves"]), 2)
    ARTIFACTS.mkdir(exist_ok=True)
    result["live_updates_per_return"] = round(result["live_updates"] / max(1, result["returns"]), 2)
    (ARTIFACTS / f"keyboard-{game}{'-before' if BEFORE else ''}.json").write_text(json.dumps(result, indent=1))
    if BEFORE:
        return
    if game in ("railroad_dice", "ticket_to_ride"):
        assert result["over"], f"{game} did not reach its end in {limit} moves"
    else:
        assert result["moves"] >= limit
    assert result["problems"] == [], "\n".join(result["problems"][:10])
    assert result["focus"]["body"] == 0, result["focus"]
    assert result["focus"]["off"] == 0, result["focus"]
    assert result["announcements"] == result["returns"]
    if game == "ticket_to_ride":
        reach = result["keys_to_deck"]
        # (From the page's top: the site's links and the game's tool row, "Play on several devices" among
        # them, then the skip link, the map's one stop, and the card row's, where arrows reach the deck.)
        assert reach["found"] and reach["tabs"] <= 11 and reach["arrows"] <= 6, reach
    assert re.search(r"\S", page.locator(".rt-announce").text_content() or "")
    if game in ("railroad_dice", "ticket_to_ride"):  # the laid track, the claimed routes: explorable
        explore = page.locator(".rt-board [data-explore][role=img][aria-label]")
        assert explore.count() > 0 and explore.first.get_attribute("tabindex") in ("-1", "0")
