"""From a game to a lesson: share links that reproduce the position, the board as a standalone SVG, the
replay of a saved game, the embed's options, highlights and captions, the postMessage API driven by a
page on another origin, the lesson pages in both languages, and Ticket to Ride's house rules on the
new-game screen."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from playwright.sync_api import expect
from ui import ARTIFACTS, HOST_PAGE, click_move, open_app, settle, start_game, state_hash, stored_save

from pygame_rules import Game

SVG = "{http://www.w3.org/2000/svg}"


def play_some(page, count):
    for _ in range(count):
        assert settle(page) == "move"
        click_move(page)
    assert settle(page) == "move"


def test_share_dialog_links_reproduce_the_position(page, site_url, wait_ready, host_pages):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, [("Ann", "human"), ("Bob", "standard")], seed=31)
    play_some(page, 6)
    shown = state_hash(page)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])

    page.get_by_role("button", name="Share this position").click()
    dialog = page.get_by_role("dialog", name="Share this position")
    expect(dialog).to_be_visible()
    page.select_option("#share-viewer", "0")  # Ann's view, hand included
    link = page.input_value("#share-link")
    code = page.input_value("#share-code")
    assert f'src="{link.replace("&", "&amp;")}"' in code and code.startswith("<iframe ")
    query = parse_qs(urlsplit(link).query)
    assert query["viewer"] == ["1"] and query["players"] == ["Ann,Bob:standard"] and query["seed"] == ["31"]
    dialog.locator("[data-copy=share-link]").click()
    expect(dialog.locator(".rt-copied").first).to_have_text("Copied.")
    assert page.evaluate("navigator.clipboard.readText()") == link

    # Code that fits any page: the frame at the column's width, sized by the site's own script; the
    # page's origin, a caption and marks from the fields (issue 35).
    assert 'style="width:100%;' in code and f'src="{site_url}embed-resize.js"' in code
    page.fill("#share-origin", "https://school.example/lesson/1")
    page.fill("#share-caption", "Your move")
    page.fill("#share-highlight", "space:A1")
    page.select_option("#share-size", "640px")
    query = parse_qs(urlsplit(page.input_value("#share-link")).query)
    assert query["origin"] == ["https://school.example"] and query["caption"] == ["Your move"]
    assert query["highlight"] == ["space:A1"] and "max-width:640px" in page.input_value("#share-code")
    pasted = page.input_value("#share-code")
    dialog.locator(".rt-share-phone").click()  # the live preview, at a phone's width
    preview = dialog.locator(".rt-share-frame")
    expect(preview).to_have_attribute("src", page.input_value("#share-link"))
    assert preview.evaluate("f => f.getBoundingClientRect().width") == 390
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    for field in ("#share-origin", "#share-caption", "#share-highlight"):
        page.fill(field, "")
    page.select_option("#share-size", "100%")

    page.select_option("#share-mode", "play")
    play_link = page.input_value("#share-link")
    assert "mode=play" in play_link

    page.goto(link)
    wait_ready(page)
    expect(page.locator(".rt-board")).to_have_attribute("data-state-hash", shown)
    expect(page.locator(".rt-hand")).to_be_visible()  # seen by Ann
    page.goto(play_link)
    wait_ready(page)
    expect(page.locator(".rt-board")).to_have_attribute("data-state-hash", shown)

    # The code pasted as it is into a teacher's page on another site, read on a phone: the page never
    # scrolls sideways, and the frame takes its board's height (issue 35: the old fixed 900 px frame made
    # a 390 px page 921 px wide).
    host_pages.put("pasted.html", '<!doctype html><html lang="en"><head><meta charset="utf-8">'
                   '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Lesson</title></head>'
                   f'<body><main style="padding:1rem"><h1>A lesson</h1>{pasted}<p>After the board.</p></main>'
                   '</body></html>')
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{host_pages.url}pasted.html")
    frame = page.locator("iframe[data-rail-table]")
    inside = frame.element_handle().content_frame()
    inside.wait_for_function("document.documentElement.dataset.ready === '1'", timeout=180_000)
    expect(inside.locator(".rt-board")).to_have_attribute("data-state-hash", shown)
    # As tall as the board's content (not the 640 px it was written with), once the size message is in.
    content = "() => Math.ceil(document.documentElement.scrollHeight)"
    for _ in range(80):
        if abs(frame.evaluate("f => f.clientHeight") - inside.evaluate(content)) <= 1:
            break
        page.wait_for_timeout(250)
    assert frame.evaluate("f => f.clientHeight") == pytest.approx(inside.evaluate(content), abs=1)
    assert frame.evaluate("f => f.clientHeight") != 640
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert inside.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_download_board_is_a_standalone_svg_with_escaped_names(page, site_url, wait_ready):
    hostile = '<b>Ann</b>&"x\''
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    start_game(page, [(hostile, "human"), ("Bob", "greedy")], seed=5)
    play_some(page, 3)
    if page.locator(".rt-choice[open]").count():
        page.keyboard.press("Escape")  # a question (which tickets, how to pay) waits: look at the board
    with page.expect_download() as info:
        page.get_by_role("button", name="Download board").click()
    download = info.value
    assert download.suggested_filename.endswith(".svg")
    text = Path(download.path()).read_text(encoding="utf-8")
    root = ET.fromstring(text)  # well-formed XML
    assert root.tag == f"{SVG}svg" and root.get("width") and root.get("font-family")
    assert root.find(f"{SVG}style") is not None  # its own styles: no page, no Pyodide needed
    routes = [el for el in root.iter() if el.get("data-route")]
    cities = [el for el in root.iter() if el.get("data-city")]
    assert len(routes) >= 100 and len(cities) == 36
    assert not [el for el in root.iter() if el.get("data-move") or el.get("tabindex")]
    assert not [el for el in root.iter() if el.tag in (f"{SVG}b", "b", f"{SVG}script")]
    words = " ".join(el.text or "" for el in root.iter())
    assert hostile in words  # the name as text, its markup escaped in the file
    assert "&lt;b&gt;Ann&lt;/b&gt;&amp;" in text
    assert root.find(f"{SVG}title").text.startswith("Ticket to Ride")


def test_replay_of_a_saved_game_steps_with_the_log(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, [("Ann", "human"), ("Bob", "standard")], seed=8)
    play_some(page, 4)
    save = stored_save(page)
    game = Game("last_spike", save["options"], save["seed"])
    hashes, logs = [game.state_hash()], [len(game.view(0)["log"])]
    for move in save["moves"]:
        game.push(move)
        hashes.append(game.state_hash())
        logs.append(len(game.view(0)["log"]))

    page.goto(f"{site_url}?botDelay=0#")
    wait_ready(page)
    page.locator(".rt-save").first.get_by_role("link", name="Replay").click()
    board = page.locator(".rt-board")
    log = page.locator(".rt-log-list li")
    total = len(save["moves"])
    expect(page.locator(".rt-step")).to_have_text(f"Move 0 of {total}")
    expect(board).to_have_attribute("data-state-hash", hashes[0])
    expect(log).to_have_count(logs[0])
    for k in (1, 2, 3):
        page.get_by_role("button", name="Next").click()
        expect(board).to_have_attribute("data-state-hash", hashes[k])
        expect(log).to_have_count(logs[k])
    page.get_by_role("button", name="Last", exact=True).click()
    expect(board).to_have_attribute("data-state-hash", hashes[-1])
    expect(page.locator(".rt-step")).to_have_text(f"Move {total} of {total}")
    expect(page.locator(".rt-table [data-move]")).to_have_count(0)  # read-only

    # Share from the replay: the position shown, not the end of the game.
    page.get_by_role("button", name="First", exact=True).click()
    page.get_by_role("button", name="Next").click()
    page.get_by_role("button", name="Share this position").click()
    link = page.input_value("#share-link")
    page.goto(link)
    wait_ready(page)
    expect(page.locator(".rt-board")).to_have_attribute("data-state-hash", hashes[1])


def ttr_line(opts: dict, seed: int, count: int) -> tuple[list[str], list[str]]:
    game = Game("ticket_to_ride", opts, seed)
    hashes = [game.state_hash()]
    for _ in range(count):
        game.push(game.legal_moves()[0])
        hashes.append(game.state_hash())
    return game.moves, hashes


def test_embed_takes_every_option_highlight_and_captions(page, site_url, wait_ready):
    opts = {"players": ["Ann", "Bob", "Cy", "Dee", "Eve"], "variant": "1910", "tickets": "any", "doubles": "four"}
    moves, hashes = ttr_line(opts, 4, 8)
    captions = json.dumps([f"Step {i}" for i in range(len(moves) + 1)])
    url = (f"{site_url}embed.html?game=ticket_to_ride&seed=4&players=Ann,Bob,Cy,Dee,Eve&variant=1910&tickets=any"
           f"&doubles=four&moves={quote(','.join(moves))}&step=6&highlight=route:DEN-SLC,SEA&captions={quote(captions)}")
    page.goto(url)
    wait_ready(page)
    board = page.locator(".rt-board")
    expect(board).to_have_attribute("data-state-hash", hashes[6])  # the house rules reached the game
    expect(page.locator(".rt-caption")).to_have_text("Step 6")
    marked = page.locator(".rt-board .rt-lesson-mark")
    expect(marked).to_have_count(2)
    assert sorted(marked.evaluate_all("els => els.map(e => e.dataset.route || e.dataset.city)")) == ["DEN-SLC", "SEA"]
    page.get_by_role("button", name="Next").click()
    expect(board).to_have_attribute("data-state-hash", hashes[7])
    expect(page.locator(".rt-caption")).to_have_text("Step 7")
    expect(marked).to_have_count(2)  # kept on the new position

    # An option named like an embed parameter: opt.<name> (Silverton's mode).
    advanced = Game("silverton", {"players": ["Ann", "Ben"], "mode": "advanced"}, 3).state_hash()
    assert advanced != Game("silverton", {"players": ["Ann", "Ben"]}, 3).state_hash()
    page.goto(f"{site_url}embed.html?game=silverton&seed=3&players=Ann,Ben&opt.mode=advanced")
    wait_ready(page)
    expect(page.locator(".rt-board")).to_have_attribute("data-state-hash", advanced)

    page.goto(f"{site_url}embed.html?game=ticket_to_ride&seed=4&players=Ann,Bob&tickets=sometimes")
    wait_ready(page)
    expect(page.get_by_role("alert")).to_contain_text("Unknown tickets=sometimes")


def test_post_message_api_from_a_page_on_another_origin(page, site_url, host_pages, wait_ready):
    site_origin = site_url.rstrip("/")
    host_origin = host_pages.url.rstrip("/")
    assert host_origin != site_origin
    moves, hashes = ttr_line({"players": ["Ann", "Bob"]}, 11, 6)
    src = (f"{site_url}embed.html?game=ticket_to_ride&seed=11&players=Ann,Bob&moves={quote(','.join(moves[:4]))}"
           f"&mode=play&origin={quote(host_origin)}")
    host_pages.put("lesson.html", HOST_PAGE % {"src": src, "target": site_origin})
    page.goto(f"{host_pages.url}lesson.html")
    frame = page.frame_locator("#board")
    board = frame.locator(".rt-board")
    expect(board).to_have_attribute("data-state-hash", hashes[4], timeout=120_000)
    page.wait_for_function("window.received.some(m => m.data.type === 'ready')")
    ready = page.evaluate("window.received.find(m => m.data.type === 'ready')")
    assert ready["origin"] == site_origin and ready["data"]["hash"] == hashes[4] and ready["data"]["step"] == 4

    # The host plays a move, then the reader plays one: both are reported with the new hash.
    page.evaluate("m => window.tell({type: 'play', move: m})", moves[4])
    expect(board).to_have_attribute("data-state-hash", hashes[5])
    go = frame.locator(".rt-privacy-go")  # two human seats: the board asks who is at the screen
    if go.is_visible():
        go.click()
    frame.locator(".rt-all-moves summary").click()
    first = frame.locator(".rt-all-moves-list [data-move]").first
    played = first.get_attribute("data-move")
    first.click()
    page.wait_for_function("window.received.some(m => m.data.type === 'move' && m.data.by === 'reader')")
    moved = page.evaluate("window.received.find(m => m.data.type === 'move' && m.data.by === 'reader').data")
    reference = Game("ticket_to_ride", {"players": ["Ann", "Bob"]}, 11)
    for m in [*moves[:5], played]:
        reference.push(m)
    assert moved["move"] == played and moved["step"] == 6 and moved["hash"] == reference.state_hash()
    assert moved["hash"] == board.get_attribute("data-state-hash")

    # Go back to a step, mark pieces, caption: each answered with the position.
    page.evaluate("() => window.tell({type: 'goto', step: 2})")
    expect(board).to_have_attribute("data-state-hash", hashes[2])
    page.evaluate("() => window.tell({type: 'highlight', pieces: ['route:ATL-CHS']})")
    expect(frame.locator(".rt-lesson-mark")).to_have_count(1)
    page.evaluate("() => window.tell({type: 'caption', text: '<b>Your turn</b>'})")
    expect(frame.locator(".rt-caption")).to_have_text("<b>Your turn</b>")  # text, never markup
    page.wait_for_function("window.received.filter(m => m.data.type === 'position').length >= 3")
    assert all(m["origin"] == site_origin for m in page.evaluate("window.received"))

    # A page on an origin the embed was not told about: ignored, and told nothing.
    host_pages.put("intruder.html", HOST_PAGE % {"src": src, "target": site_origin})
    page.goto(f"{host_pages.other_url}intruder.html")
    expect(board).to_have_attribute("data-state-hash", hashes[4], timeout=120_000)
    embed = page.locator("#board").element_handle().content_frame()
    assert embed is not None
    embed.wait_for_function("document.documentElement.dataset.ready === '1'")  # the embed listens by now
    # A listener of the test's own, added after the embed's: it hears each message once the embed has handled it.
    embed.evaluate("() => { window.heard = []; addEventListener('message', e => window.heard.push(e.data.type)); }")
    page.evaluate("() => window.tell({type: 'goto', step: 1})")
    page.evaluate("() => window.tell({type: 'hello'})")
    embed.wait_for_function("window.heard.join() === 'goto,hello'")
    # An answer to "hello" would have been posted while the embed handled it; a message the frame posts now
    # reaches the page after it.  So when this one has arrived, nothing came before it.
    embed.evaluate("() => window.parent.postMessage({type: 'after'}, '*')")
    page.wait_for_function("window.received.some(m => m.data.type === 'after')")
    # Only the public events (ready, size: what the link itself says, no moves, no hash) reached this page.
    told = [m["data"] for m in page.evaluate("window.received")]
    assert [d for d in told if d["type"] not in ("ready", "size")] == [{"type": "after"}]
    assert not [d for d in told if "moves" in d or "hash" in d]
    expect(board).to_have_attribute("data-state-hash", hashes[4])


def test_ttr_house_rules_on_the_new_game_screen_reach_the_game(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/ticket_to_ride")
    tickets, doubles = page.locator("#option-tickets"), page.locator("#option-doubles")
    expect(tickets).to_have_value("own")  # the published rules by default
    expect(doubles).to_have_value("published")
    expect(page.get_by_label("Tickets (house rule)")).to_be_visible()
    tickets.select_option("any")
    doubles.select_option("four")
    start_game(page, [("Ann", "human"), ("Bob", "greedy"), ("Cy", "greedy"), ("Dee", "greedy"), ("Eve", "greedy")],
               seed=3)
    save = stored_save(page)
    assert save["options"]["tickets"] == "any" and save["options"]["doubles"] == "four"
    expected = Game("ticket_to_ride", save["options"], 3)
    for move in save["moves"]:
        expected.push(move)
    assert expected.state.house == ("doubles_four", "tickets_any")
    assert state_hash(page) == expected.state_hash()


LESSONS = Path(__file__).resolve().parent.parent / "docs" / "lessons"
ALL_READY = """() => [...document.querySelectorAll('iframe.lesson-embed')]
  .every(f => f.dataset.ready === '1' && f.dataset.shownHash === f.dataset.hash)"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_lesson_pages_show_their_positions_in_both_languages(page, site_url, lang):
    for source in sorted(LESSONS.glob("*.json")):
        lesson = json.loads(source.read_text(encoding="utf-8"))
        page.goto(f"{site_url}lessons/{lang}/{lesson['game']}.html")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator("h1")).to_have_text(lesson["title"][lang])
        frames = page.locator("iframe.lesson-embed")
        expect(frames).to_have_count(len(lesson["boards"]))
        page.wait_for_function(ALL_READY, timeout=180_000)
        for i, board in enumerate(lesson["boards"]):
            inside = page.frame_locator(f"iframe.lesson-embed >> nth={i}")
            expected = frames.nth(i).get_attribute("data-hash")
            expect(inside.locator(".rt-board")).to_have_attribute("data-state-hash", expected)
            caption = board["caption"][lang] if board.get("play") else board["captions"][lang][0]
            expect(inside.locator(".rt-caption")).to_have_text(caption)
            expect(inside.locator(".rt-lesson-mark").first).to_be_attached()
        if lang == "de":
            first = page.frame_locator("iframe.lesson-embed >> nth=0")
            expect(first.get_by_role("button", name="Weiter")).to_be_visible()


RECORD_BOARDS = """addEventListener('DOMContentLoaded', () => {
  window.boardEvents = [];
  const frames = [...document.querySelectorAll('iframe.lesson-embed')];
  new MutationObserver((changes) => {
    for (const c of changes) window.boardEvents.push([frames.indexOf(c.target), c.attributeName]);
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['src', 'data-ready'] });
});"""


def test_lesson_boards_start_one_after_another(page, site_url):
    # Each board runs its own Python: the first starts at once, each next one when the one before is
    # ready, so the board the reader sees first does not share the CPU with the others.
    page.add_init_script(RECORD_BOARDS)
    page.goto(f"{site_url}lessons/en/last_spike.html")
    frames = page.locator("iframe.lesson-embed")
    assert frames.first.get_attribute("src") and frames.count() == 3
    assert frames.nth(1).get_attribute("src") is None and frames.nth(1).get_attribute("data-src")
    # Until it starts, a board says why it is empty.
    expect(page.frame_locator("iframe.lesson-embed >> nth=2").locator("p")).to_have_text(
        "This board starts once the one above it is ready\u2026")
    page.wait_for_function(ALL_READY, timeout=180_000)
    assert [frames.nth(i).get_attribute("srcdoc") for i in range(3)] == [None, None, None]
    events = [tuple(e) for e in page.evaluate("window.boardEvents")]
    assert events == [(0, "data-ready"), (1, "src"), (1, "data-ready"), (2, "src"), (2, "data-ready")]


def test_lesson_your_turn_board_tells_the_page_what_the_reader_played(page, site_url):
    page.goto(f"{site_url}rules/ticket_to_ride.html")
    page.get_by_role("link", name="the opening, step by step, with boards to play").click()
    expect(page).to_have_url(f"{site_url}lessons/en/ticket_to_ride.html")
    page.wait_for_function(ALL_READY, timeout=180_000)
    play = page.locator("iframe.lesson-embed[data-kind=play]")
    inside = page.frame_locator("iframe.lesson-embed[data-kind=play]")
    inside.locator(".rt-all-moves summary").click()
    move = inside.locator(".rt-all-moves-list [data-move]").first
    name = move.get_attribute("data-move")
    move.click()
    said = page.locator(".lesson-said")
    expect(said).to_have_text(f"You played {name} (move 6).")
    # The page's record of the board and the board itself agree once the embed's messages are in (read
    # together, in one task: the move's message and the board's next drawing can come in either order).
    page.wait_for_function("""() => {
      const frame = document.querySelector("iframe.lesson-embed[data-kind=play]");
      const board = frame.contentDocument.querySelector(".rt-board");
      return !!board && !!frame.dataset.shownHash && frame.dataset.shownHash === board.dataset.stateHash;
    }""")
    assert play.get_attribute("data-shown-hash")


FITS = """() => [...document.querySelectorAll('iframe.lesson-embed')].map((f) => {
  const doc = f.contentDocument, board = doc.querySelector('.rt-board svg');
  return {inner: f.clientHeight, content: Math.ceil(doc.documentElement.scrollHeight),
          boardBottom: board ? board.getBoundingClientRect().bottom : null};
})"""


def test_lesson_boards_take_their_content_height(page, site_url):
    # Issue 23: at a fixed height the German Silverton lesson cut its boards off at 1280 x 800 (the map
    # below Santa Fe hidden).  Each board tells its height ("size" message) and the page fits the frame.
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}lessons/de/silverton.html")
    page.wait_for_function(ALL_READY, timeout=180_000)
    page.wait_for_function(f"() => ({FITS})().every((b) => b.content <= b.inner + 1)", timeout=10_000)
    for board in page.evaluate(FITS):
        assert board["boardBottom"] is not None and board["boardBottom"] <= board["inner"], board
        assert board["inner"] != 760 - 2  # sized, not the height it was written with
    page.locator("iframe.lesson-embed").first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "lesson-de-silverton.png"), full_page=True)
