"""Silverton in the page: a short game against bots through clicks (a dispute rolled, winter shown, a bot's
trade offer answered in a dialog), the trade step (skipped in one click, an offer made in its small form
and answered by the other human: no pass screen, nothing in a view is secret), and phone width."""

from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import expect
from test_a11y import violations
from ui import (
    ARTIFACTS,
    FAST,
    click_move,
    confirm_privacy,
    moves_played,
    no_page_scroll_x,
    open_app,
    put_storage,
    settle,
    silverton_save,
    silverton_winter_save,
    start_game,
    stored_save,
)

from pygame_rules import dumps, load_game, new_game

CHOOSER = ".rt-choice[open]"
FIDELITY = Path("/work/shots/silverton-fidelity")  # screenshots of the trade step to look at
# With these seats and this way of clicking, a strong bot offers Ann a trade (rules version 4: a bot offers
# only for a claim in a town its track reaches and Ann's does not, worth clearly more to it; seed 12 no
# longer led there, and 13-25 did not either), a dispute is rolled, a winter is shown and the game ends.
SEED = 26
# The short game's seed: with the bots that keep their money's promises (issue 37) seed 26 no longer led
# to a trade offer; 27 and 28 did not either, 29 does.
SHORT_SEED = 29


def pick_options(page, scenario: str) -> None:
    page.select_option("#option-scenario", scenario)


def test_short_game_against_bots_through_clicks(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/silverton")
    pick_options(page, "short")
    start_game(page, [("Ann", "human"), ("Bot", "strong"), ("Cy", "strong")], seed=SHORT_SEED)
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
        # (never dismantling: it is asked about every time and undoes the network the game needs to end)
        move = page.locator(".rt-table [data-move]:not([data-move^='dismantle'])").first
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


def trade_step_save() -> str:
    """Two humans, Ann and Bea (the strong bot played both so far), Ann in step 4 of her turn with
    something to offer Bea: the trade form is up."""
    game = new_game("silverton", {"players": [{"name": "Ann"}, {"name": "Bea"}]}, seed=3)
    while not (game.current_player == 0 and game.view(0).get("turn", {}).get("step") == 3
               and any(m.startswith("offer 2 sell ") for m in game.legal_moves())):
        assert not game.is_over and len(game.moves) < 3000
        game.push(game.bot_move(level="strong", seed=len(game.moves)))
    return dumps(game)


def open_trade_step(page, site_url, wait_ready) -> None:
    """The saved game at Ann's trade step, opened in the page and past Ann's pass screen."""
    open_app(page, site_url, wait_ready)
    put_storage(page, {"railtable.save.trade": trade_step_save()})
    page.goto(f"{site_url}{FAST}#play/trade")
    wait_ready(page)
    if settle(page) == "privacy":
        confirm_privacy(page, "Ann")
    assert settle(page) == "move"


def test_the_trade_step_skips_in_one_click_and_an_offer_from_the_form_is_answered_without_a_pass_screen(
        page, site_url, wait_ready):
    page.set_viewport_size(DESKTOP)
    open_trade_step(page, site_url, wait_ready)
    # Skipping is one plain button in the first screen; offers are one small form, not a wall of buttons.
    skip = page.locator(".rt-actions [data-move='next']")
    expect(skip).to_have_text("No trade: next step")
    box = skip.bounding_box()
    assert box and box["y"] + box["height"] <= DESKTOP["height"], box
    assert page.locator(".rt-table button[data-move^='offer ']").count() == 0
    assert page.locator(".rt-actions [data-move]").count() <= 3
    form = page.locator(".rt-move-form")
    expect(form).to_be_visible()
    FIDELITY.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(FIDELITY / "silverton-trade-form-1280.png"))
    form.locator("select[name=partner]").select_option("2")  # Bea (seat 2)
    # The form never opens giving something away (issue 32): it asks for Bea's goods or claims, or has no default.
    assert not form.locator("select[name=item]").input_value().startswith("sell ")
    offer = form.locator("select[name=item] option[value^='sell ']").first.get_attribute("value")
    item = offer.split()[1]
    form.locator("select[name=item]").select_option(offer)
    form.locator("input[name=amount]").fill("137")  # an amount of Ann's own, not one of a list
    form.locator(".rt-form-submit").click()
    # Nothing in a Silverton view is any one seat's secret (issue 32): no pass screen, Bea answers at once.
    assert settle(page) == "move"
    expect(page.locator("#privacy")).to_be_hidden()
    dialog = page.locator(CHOOSER)
    expect(dialog).to_be_visible()
    expect(dialog.locator(".rt-choice-title")).to_contain_text("$137. Accept?")
    page.screenshot(path=str(FIDELITY / "silverton-trade-answer-1280.png"))
    before = moves_played(page)
    dialog.locator("[data-move='accept']").click()
    page.wait_for_function("() => !document.querySelector('.rt-choice[open]')")
    # The save is marked pending only when the engine's answer comes: wait for the move to be drawn
    # (the page stores before it draws), else a loaded machine reads the save from before the answer.
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
    game = load_game(stored_save(page))
    assert game.moves[-2:] == [f"offer 2 sell {item} 137", "accept"]
    # The answer is shown where Ann looks (a notice above her moves), and the step's button no longer says
    # "No trade" (issue 32).
    settle(page)
    expect(page.locator(".rt-notices")).to_contain_text("accepts")
    expect(page.locator(".rt-actions [data-move='next']")).to_have_text("Done trading: next step")


def test_the_trade_form_fits_a_phone(page, site_url, wait_ready):
    page.set_viewport_size(PHONE)
    open_trade_step(page, site_url, wait_ready)
    expect(page.locator(".rt-actions [data-move='next']")).to_be_visible()
    expect(page.locator(".rt-move-form .rt-form-submit")).to_be_visible()
    assert page.locator(".rt-table button[data-move^='offer ']").count() == 0
    assert no_page_scroll_x(page)
    FIDELITY.mkdir(parents=True, exist_ok=True)
    page.locator(".rt-move-form").scroll_into_view_if_needed()
    page.screenshot(path=str(FIDELITY / "silverton-trade-form-390.png"))


def test_phone_width_fits(page, site_url, wait_ready):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url, wait_ready, "#new/silverton")
    start_game(page, [("Ann", "human"), ("Bot", "strong")], seed=3)
    settle(page)
    assert no_page_scroll_x(page)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "phone-silverton-play.png"), full_page=True)


SHOTS = Path("/work/shots/silverton-polish")
DESKTOP, PHONE = {"width": 1280, "height": 800}, {"width": 390, "height": 844}
# Seed 2: with the bots that keep their money (issue 37) seed 1's winter leaves Ann no segment to survey,
# and the phone's zoom test taps one.
WINTER = silverton_winter_save(2)

# Each text of a drawing: its font size on screen (CSS font size x the drawing's scale) and its box height.
TEXT_SIZES = """svg => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim()).map((t) => [
    t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale, t.getBoundingClientRect().height]);
}"""


def open_winter_game(page, site_url, wait_ready) -> None:
    """Ann's turn in the second winter (see ui.silverton_winter_save), opened from the saved games."""
    open_app(page, site_url, wait_ready)
    put_storage(page, {"railtable.save.winter": WINTER})
    page.goto(f"{site_url}{FAST}#play/winter")
    wait_ready(page)
    assert settle(page) == "move"


def test_the_hand_reads_at_12px_on_a_laptop_and_a_phone(page, site_url, wait_ready):
    for size, least in ((DESKTOP, 12), (PHONE, 11.5)):
        page.set_viewport_size(size)
        open_winter_game(page, site_url, wait_ready)
        hand = page.locator(".rt-hand-svg svg")
        # Ann's claims, and while she places, the display's claims for sale beside them
        expect(hand.locator("[data-claim]").first).to_be_visible()
        assert hand.locator("[data-claim]").count() >= len(load_game(WINTER).view(0)["players"][0]["claims"])
        sizes = hand.evaluate(TEXT_SIZES)
        assert len(sizes) > 10
        small = [(t, round(f, 1), round(b, 1)) for t, f, b in sizes if f < least or b < least]
        assert small == [], size
        assert no_page_scroll_x(page)
        page.screenshot(path=str(SHOTS / f"silverton-winter-{size['width']}.png"), full_page=size == PHONE)


# A segment's tap area on screen: its hit line's stroke width times the drawing's scale, and its box.
HIT = """g => {
  const hit = g.querySelector('.sv-hit'), r = g.getBoundingClientRect();
  return [parseFloat(getComputedStyle(hit).strokeWidth) * hit.getScreenCTM().a, r.width, r.height];
}"""


# A point on a hit line (a third of the way, beside the length badge), scrolled into view.
ON_THE_LINE = """line => {
  line.scrollIntoView({block: "center", inline: "center"});
  const k = 0.3, v = (a) => line[a].baseVal.value;
  const p = new DOMPoint(v("x1") + (v("x2") - v("x1")) * k, v("y1") + (v("y2") - v("y1")) * k);
  const s = p.matrixTransform(line.getScreenCTM());
  return [s.x, s.y];
}"""


def test_a_phone_zooms_the_board_so_segments_are_24px_to_tap_and_remembers_it(page, site_url, wait_ready):
    page.set_viewport_size(PHONE)
    open_winter_game(page, site_url, wait_ready)
    zoom = page.locator(".rt-zoom")
    expect(zoom).to_have_attribute("aria-pressed", "false")  # a phone opens the board fitted (issue 32)
    zoom.click()  # zoomed to play on it
    expect(zoom).to_have_attribute("aria-pressed", "true")
    in_view = page.locator(".rt-board [data-move]").first.evaluate("""el => {
      const r = el.getBoundingClientRect(), w = el.closest('.rt-board-wrap').getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      return w.left < x && x < w.right && w.top < y && y < w.bottom;
    }""")
    assert in_view, "the zoomed board opens on the first piece the player may play"
    segments = page.locator(".rt-board g[data-segment].legal")
    assert segments.count() > 3
    for i in range(segments.count()):
        stroke, w, h = segments.nth(i).evaluate(HIT)
        assert stroke >= 24 and max(w, h) >= 24, (segments.nth(i).get_attribute("data-segment"), stroke, w, h)
    # a segment to survey (a click on the player's own track asks before dismantling it)
    moves_of = [(segments.nth(i).get_attribute("data-moves") or segments.nth(i).get_attribute("data-move") or "")
                for i in range(segments.count())]
    segment = segments.nth(next(i for i, m in enumerate(moves_of) if "survey " in m))
    sid = segment.get_attribute("data-segment")
    x, y = segment.locator(".sv-hit").evaluate(ON_THE_LINE)
    page.screenshot(path=str(SHOTS / "silverton-phone-zoomed.png"))
    before = moves_played(page)
    # What a tap there means, as the page works it out (hits.js: a piece drawn there wins over another's
    # wider tap area laid over it; where only tap areas meet, the page asks).
    meant = page.evaluate("""async ([x, y]) => {
      const { meantAt } = await import(new URL('js/hits.js', document.baseURI).href);
      return meantAt(document, x, y, () => true).map((el) => el.closest('[data-segment]')?.dataset.segment); }""",
                          [x, y])
    assert sid in meant, (sid, meant)
    page.mouse.click(x, y)
    page.wait_for_function("""n => document.querySelector('.rt-choice[open]')
      || +document.querySelector('.rt-board').dataset.movesPlayed > n""", arg=before)
    chooser = page.locator(".rt-choice[open]")
    if chooser.count():  # which piece goes there (or, on the player's own track, do they mean to dismantle it)
        chooser.locator(f"[data-move^='survey '][data-move$=' {sid}']").first.click()
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
    assert load_game(stored_save(page)).moves[-1].endswith(sid)
    # The player fits the board again: kept for Silverton, on this page and the next.
    settle(page)
    zoom.click()
    expect(zoom).to_have_attribute("aria-pressed", "false")
    assert page.evaluate("localStorage.getItem('railtable.zoom.silverton')") == "0"
    page.reload()
    wait_ready(page)
    settle(page)
    expect(page.locator(".rt-zoom")).to_have_attribute("aria-pressed", "false")
    zoom = page.locator(".rt-zoom")
    zoom.focus()
    page.keyboard.press("Enter")  # a button: the keyboard works it too
    expect(zoom).to_have_attribute("aria-pressed", "true")


# The middle of a piece on screen, scrolled into view: a segment's middle is the middle of its line (its tap
# area's), any other piece's the middle of its box.
MIDDLE = """g => {
  g.scrollIntoView({block: "center", inline: "center"});
  const line = g.querySelector('line[data-tap]');  // (a claim card's tap area is a box)
  if (line) {
    const v = (a) => line[a].baseVal.value;
    const p = new DOMPoint((v("x1") + v("x2")) / 2, (v("y1") + v("y2")) / 2).matrixTransform(line.getScreenCTM());
    return [p.x, p.y];
  }
  const r = g.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}"""


def test_a_click_in_the_middle_of_every_piece_plays_that_piece_or_asks_among_its_own_moves(page, site_url, wait_ready):
    """Issue 21: the middle of Colorado Springs–Cripple Creek played Buena Vista, Denver–Golden played Como.
    Every legal piece on the board is clicked in its middle: the move that arrives (or every move the chooser
    offers) must be the piece's own; a move that dismantles the player's own track is always asked, last."""
    open_app(page, site_url, wait_ready, "#new/silverton")
    start_game(page, [("Ann", "human"), ("Bot", "strong"), ("Cy", "strong")], seed=SEED)
    probed = 0
    for _ in range(3):  # the first placement decisions of the game, each piece probed then taken back
        assert settle(page, timeout=90_000) == "move"
        pieces = page.locator(".rt-board [data-move]")
        count = pieces.count()
        assert count > 5
        for i in range(count):
            piece = pieces.nth(i)
            own = set(json.loads(piece.get_attribute("data-moves") or "null") or [piece.get_attribute("data-move")])
            x, y = piece.evaluate(MIDDLE)
            before = moves_played(page)
            page.mouse.click(x, y)
            chooser = page.locator(CHOOSER)
            if chooser.count():
                offered = [b.get_attribute("data-move") for b in chooser.locator("[data-move]").all()]
                assert set(offered) <= own, (own, offered)
                kinds = [m.startswith("dismantle") for m in offered]
                assert kinds == sorted(kinds), offered  # the destructive choice last
                chooser.locator(".rt-choice-cancel").click()
            else:
                page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
                played = load_game(stored_save(page)).moves[-1]
                assert played in own and not played.startswith("dismantle"), (own, played)
                settle(page)
                page.locator(".rt-undo").click()
                page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed == n", arg=before)
                settle(page)
            probed += 1
            pieces = page.locator(".rt-board [data-move]")
        # go on: place a piece (the first one), so the next probe sees a new position
        click_move(page, page.locator(".rt-board [data-move]").first)
        if page.locator(CHOOSER).count():
            click_move(page, page.locator(CHOOSER).locator("[data-move]").first)
    assert probed > 20  # three placing decisions: every piece of each (how many depends on the start city drawn)


def test_a_claims_production_table_shows_on_a_click_as_well_as_on_hover(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/silverton")
    start_game(page, [("Ann", "human"), ("Bot", "strong")], seed=SEED)
    assert settle(page, timeout=90_000) == "move"
    info = page.locator(".rt-board [data-info]").first
    info.scroll_into_view_if_needed()
    before = moves_played(page)
    info.click()
    dialog = page.locator(CHOOSER)
    expect(dialog).to_be_visible()
    expect(dialog.locator(".rt-choice-title")).to_contain_text("2d6")
    assert moves_played(page) == before  # a look, not a move
    dialog.locator(".rt-choice-cancel").click()
    info.focus()
    page.keyboard.press("Enter")
    expect(page.locator(CHOOSER)).to_be_visible()


def test_placing_the_last_piece_asks_for_done_and_the_legend_explains_the_marks(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/silverton")
    start_game(page, [("Ann", "human"), ("Bot", "strong")], seed=SEED)
    for _ in range(20):
        assert settle(page, timeout=90_000) == "move"
        if page.locator(".rt-board [data-move]").count() == 0:
            break
        click_move(page, page.locator(".rt-board [data-move]").first)
        if page.locator(CHOOSER).count():
            click_move(page, page.locator(CHOOSER).locator("[data-move]").first)
    game = load_game(stored_save(page))
    assert game.state.phase == "place" and game.legal_moves() == ["done"]
    expect(page.locator(".rt-actions [data-move='done']")).to_have_text("Done placing")
    expect(page.locator(".rt-undo")).to_be_enabled()
    # What the player's moves did, beside the moves (not only in the log below the players).
    expect(page.locator(".rt-news")).to_be_visible()
    expect(page.locator(".rt-news-list")).to_contain_text("Ann places")
    board = page.locator(".rt-board").inner_text()
    assert "flag n: player n's surveyor" in board and "+n: cards under the top one" in board


def placing_save() -> str:
    """Ann placing her pieces in round 3 (seed 26): claims, contracts and the deck to prospect."""
    return silverton_save(SEED, lambda v, g: g.current_player == 0 and len(g.moves) > 30
                          and any(m.startswith("prospect ") for m in g.legal_moves()))


def open_save(page, site_url, wait_ready, save: str, name: str = "placing") -> None:
    open_app(page, site_url, wait_ready)
    put_storage(page, {f"railtable.save.{name}": save})
    page.goto(f"{site_url}{FAST}#play/{name}")
    wait_ready(page)
    assert settle(page, timeout=60_000) == "move"


# Every playable piece in the hand: its moves, and whether its box lies wholly in the first screen.
HAND_PIECES = """(height) => [...document.querySelectorAll('.rt-hand svg [data-move]')].map((el) => {
  const r = el.getBoundingClientRect();
  return [JSON.parse(el.dataset.moves || 'null') || [el.dataset.move], r.top >= 0 && r.bottom <= height];
})"""


def test_what_placing_needs_is_beside_the_hand_in_the_first_screen(page, site_url, wait_ready):
    """Issue 21, Silverton 4: the claims, contracts and deck to prospect lay under the map at 1280 x 800.  Every
    one the board offers is in the hand too, in the first screen with "Done placing", and its "i" shows the
    card's table on a click."""
    page.set_viewport_size(DESKTOP)
    open_save(page, site_url, wait_ready, placing_save())
    page.evaluate("() => window.scrollTo(0, 0)")
    board = {m for ms in page.locator(".rt-board svg [data-move]").evaluate_all(
        "els => els.map((el) => JSON.parse(el.dataset.moves || 'null') || [el.dataset.move])") for m in ms}
    wanted = {m for m in board if m.startswith(("prospect ", "deck ", "steal "))}
    assert any(" A" in m for m in wanted) and any(m.startswith("deck ") for m in wanted)  # contracts and deck
    hand = page.evaluate(HAND_PIECES, DESKTOP["height"])
    assert wanted <= {m for moves, _ in hand for m in moves}
    assert all(seen for moves, seen in hand if set(moves) & wanted), hand
    done = page.locator(".rt-actions [data-move='done']").bounding_box()
    assert done and done["y"] + done["height"] <= DESKTOP["height"]
    small = [(t, round(f, 1)) for t, f, _ in page.locator(".rt-hand-svg svg").evaluate(TEXT_SIZES) if f < 12]
    assert small == []
    page.screenshot(path=str(SHOTS / "silverton-placing-1280.png"))
    contract = page.locator(".rt-hand [data-contract][data-move]").first
    cid = contract.get_attribute("data-contract")
    before = moves_played(page)
    contract.locator("xpath=following-sibling::*[@data-info][1]").click()
    expect(page.locator(f"{CHOOSER} .rt-choice-title")).to_contain_text("one die each turn")
    assert moves_played(page) == before
    page.locator(f"{CHOOSER} .rt-choice-cancel").click()
    contract.locator("rect").first.click()  # the card plays its move, from the hand
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
    assert load_game(stored_save(page)).moves[-1].split()[-1] == cid


# Is the element's middle on screen, and the element itself what a tap there reaches (not covered)?
TAPPABLE = """(el) => {
  const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  const top = document.elementFromPoint(x, y);
  return r.top >= 0 && r.bottom <= innerHeight && !!top && el.contains(top);
}"""


def test_a_phone_ends_the_trade_and_placing_steps_from_its_first_screen(page, site_url, wait_ready):
    """Issue 21, Silverton 1 and 5 on a phone: "No trade: next step" and "Done placing" end a step no board
    piece ends, and under the zoomed board they sat a scroll below the first screen.  They ride at the foot
    of the screen, tappable there, and what they cover at the page's end can still be scrolled into view."""
    page.set_viewport_size(PHONE)
    open_trade_step(page, site_url, wait_ready)
    page.evaluate("() => window.scrollTo(0, 0)")
    skip = page.locator(".rt-actions [data-move='next']")
    expect(skip).to_have_text("No trade: next step")
    assert skip.evaluate(TAPPABLE)
    page.screenshot(path=str(SHOTS / "silverton-trade-390.png"))
    assert violations(page, "Silverton's trade step on a phone") == []  # axe, with the bar at the foot
    # At the page's end the bar covers nothing: the footer's last line sits above it.
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    bar = page.locator(".rt-actions").bounding_box()
    foot = page.locator("footer").last.bounding_box()
    assert bar and foot and foot["y"] + foot["height"] <= bar["y"] + 1, (foot, bar)
    before = moves_played(page)
    page.evaluate("() => window.scrollTo(0, 0)")
    skip.click()
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
    assert load_game(stored_save(page, "trade")).moves[-1] == "next"

    open_save(page, site_url, wait_ready, placing_save())
    page.evaluate("() => window.scrollTo(0, 0)")
    done = page.locator(".rt-actions [data-move='done']")
    expect(done).to_have_text("Done placing")
    assert done.evaluate(TAPPABLE)
    page.screenshot(path=str(SHOTS / "silverton-placing-390.png"))


# The fitted board on a phone: every text shown on the map (font size on screen), every segment's tap area.
FITTED = """() => {
  const svg = document.querySelector('.rt-board svg'), box = svg.getBoundingClientRect();
  const scale = box.width / svg.viewBox.baseVal.width;
  const shown = (el) => el.getClientRects().length && getComputedStyle(el).visibility === 'visible'
    && el.getBoundingClientRect().top < box.bottom;
  const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim() && shown(t))
    .map((t) => [t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale]);
  const taps = [...svg.querySelectorAll('.legal .sv-hit')].map((hit) => {
    const c = getComputedStyle(hit);
    return parseFloat(c.strokeWidth) * (c.vectorEffect === 'non-scaling-stroke' ? 1 : scale);
  });
  const hidden = [...svg.querySelectorAll('.sv-panels [data-move]')].filter(shown).length;
  return { texts, taps, hidden, height: box.height, width: box.width };
}"""


def test_the_fitted_board_on_a_phone_reads_at_11px_and_taps_at_24px(page, site_url, wait_ready):
    """Issue 21, Silverton 4: a phone's "Fit board" drew the whole board at 9 px text and 14 px tap areas.
    Fitted, it shows the map alone (the panels' pieces are in the hand), names the market cities at a size
    that reads, and gives each segment a 26 px tap area; a tap on a segment plays it or asks among the
    segments there; the hand's "i" shows a claim's table."""
    page.set_viewport_size(PHONE)
    open_save(page, site_url, wait_ready, placing_save())
    zoom = page.locator(".rt-zoom")
    expect(zoom).to_have_attribute("aria-pressed", "false")  # opens fitted (issue 32)
    fitted = page.evaluate(FITTED)
    assert fitted["height"] <= fitted["width"] * 1000 / 780 + 1  # the map alone
    assert fitted["hidden"] == 0
    assert [t for t, size in fitted["texts"] if size < 11] == []
    assert {"Denver", "Pueblo"} <= {t for t, _ in fitted["texts"]}
    assert fitted["taps"] and min(fitted["taps"]) >= 24, fitted["taps"]
    assert no_page_scroll_x(page)
    page.screenshot(path=str(SHOTS / "silverton-phone-fitted.png"))
    segment = page.locator(".rt-board g[data-segment].legal").first
    own = set(json.loads(segment.get_attribute("data-moves") or "null") or [segment.get_attribute("data-move")])
    x, y = segment.evaluate(MIDDLE)
    before = moves_played(page)
    page.mouse.click(x, y)
    page.wait_for_function("""n => document.querySelector('.rt-choice[open]')
      || +document.querySelector('.rt-board').dataset.movesPlayed > n""", arg=before)
    if page.locator(CHOOSER).count():
        offered = page.locator(f"{CHOOSER} [data-move]").evaluate_all("els => els.map((e) => e.dataset.move)")
        assert own & set(offered), (own, offered)
        page.locator(f"{CHOOSER} .rt-choice-cancel").click()
    else:
        assert load_game(stored_save(page)).moves[-1] in own
    settle(page)
    info = page.locator(".rt-hand [data-info]").first
    info.scroll_into_view_if_needed()
    info.click()
    expect(page.locator(f"{CHOOSER} .rt-choice-title")).to_contain_text("2d6")


def test_in_german_the_hand_says_where_each_piece_stands_and_dismantling_says_what_it_pays(
        page, site_url, wait_ready):
    """Issue 21, German and Silverton 6: the hand's pieces line kept an English "at" ("P1 at M99"), and a
    line long enough to wrap stayed English; dismantling read "(+2) (+$60)" (a piece's dispute bonus and the
    money, side by side, neither said) in a dialog whose title repeated its first button, with that button
focused.  Ann has placed her pieces (seed 26): the line wraps."""
    page.set_viewport_size(DESKTOP)
    save = silverton_save(SEED, lambda v, g: g.current_player == 0 and g.legal_moves() == ["done"])
    open_app(page, site_url, wait_ready, query=f"{FAST}&lang=de")
    put_storage(page, {"railtable.save.placed": save})
    page.goto(f"{site_url}{FAST}&lang=de#play/placed")
    wait_ready(page)
    assert settle(page, timeout=60_000) == "move"
    lines = page.locator(".rt-hand svg text").all_text_contents()
    start = next(i for i, w in enumerate(lines) if w.startswith("Figuren:"))
    pieces = " ".join(lines[start:start + 3])
    assert " auf M" in pieces and "Holzwürfel übrig" in pieces, lines[start:]
    english = [w for w in lines if re.search(r"\b(?:at|on|the|jail|cubes|left|Pieces|Contracts)\b", w)]
    assert english == []
    # Back to placing (undo the last piece), then a click on her own track: dismantling says what it pays.
    open_save(page, site_url, wait_ready, placing_save())
    own = page.locator(".rt-board g[data-segment][data-moves*='dismantle'], "
                       ".rt-board g[data-segment][data-move^='dismantle']").first
    own.locator(".sv-hit").scroll_into_view_if_needed()
    own.locator("line").first.dispatch_event("click")
    # Only dismantling on offer: the title asks (it repeated the first button) and Cancel has the focus.
    expect(page.locator(f"{CHOOSER} .rt-choice-title")).to_have_text(
        re.compile(r"^(?:Dismantle your own track\?|Deine eigene Strecke abreißen\?)"))
    assert page.evaluate("() => document.activeElement.classList.contains('rt-choice-cancel')")
    labels = page.locator(f"{CHOOSER} [data-move^='dismantle']").all_text_contents()
    pays = r": (?:the bank pays you \$\d+|die Bank zahlt dir \d+\u00a0\$)$"  # the page keeps the language chosen
    assert labels and all(re.search(pays, w) for w in labels), labels
    assert not any(re.search(r"\(\+\$?\d+\)", w) for w in labels), labels  # no bare "(+2)", "(+$60)"
    assert any("(+2 in disputes)" in w or "(+2 bei Konflikten)" in w for w in labels), labels
