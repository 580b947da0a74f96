"""Issue 35: a teacher's lesson page on another site (a second origin) with boards of all four games (read-only,
playable and driven by the page's buttons) and five links with a mistake, written as docs/example-lesson.html
shows: every board tells the page that it is ready or why it cannot be, sizes its frame to its board (after
loading and after each step the page asks for), the reader's own steps reach the page, and nothing scrolls
sideways on a phone.  Screenshots of the lesson at laptop and phone size go to e2e/artifacts/."""

from __future__ import annotations

import time
from pathlib import Path
from urllib.parse import quote

from playwright.sync_api import expect
from ui import ARTIFACTS, HOST_PAGE

from pygame_rules import Game
from pygame_rules.registry import get_rules

EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "example-lesson.html"

# What each board of the example says first: ready, or an error with its code.
OUTCOMES = [("ready", None)] * 4 + [("error", "unknown_game"), ("error", "bad_seed"), ("error", "bad_level"),
                                    ("error", "bad_viewer"), ("error", "unknown_highlight")]

RECORD = """window.boardLog = [];
addEventListener("message", (e) => {
  const i = [...document.querySelectorAll("iframe.board")].findIndex((f) => f.contentWindow === e.source);
  if (i >= 0) window.boardLog.push({ i, origin: e.origin, data: e.data });
});"""

CONTENT = """() => { const s = getComputedStyle(document.body);
  return Math.ceil(document.body.getBoundingClientRect().height
    + parseFloat(s.marginTop) + parseFloat(s.marginBottom)); }"""


def frames(page):
    handles = page.locator("iframe.board").element_handles()
    return [h.content_frame() for h in handles]


def misfits(page) -> list[tuple[int, int, int]]:
    """The boards whose frame is not as tall as their content: (index, frame, content)."""
    out = []
    boards = page.locator("iframe.board")
    for i, frame in enumerate(frames(page)):
        # The frame's height as the page lays it out (a frame out of view may not have been told yet).
        inner, content = boards.nth(i).evaluate("f => f.clientHeight"), frame.evaluate(CONTENT)
        if abs(inner - content) > 1:
            out.append((i, inner, content))
    return out


def wait_fitted(page, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while (wrong := misfits(page)) and time.monotonic() < end:
        page.wait_for_timeout(250)
    assert not wrong, f"frames not sized to their boards: {wrong}" + str(page.evaluate(
        "[window.boardLog.filter((m) => m.data.type === 'size').map((m) => [m.i, m.data.height]),"
        " [...document.querySelectorAll('iframe.board')].map((f) => f.style.height)]"))


def shoot(page, width: int) -> None:
    """Screen-sized shots down the lesson, one per board of each game and one of the broken links (a
    browser paints a frame of another site only while it is in view, so a full-page shot shows them empty)."""
    for n, i in enumerate((0, 1, 2, 3, 4)):
        page.locator("iframe.board").nth(i).evaluate(
            "f => { f.previousElementSibling.scrollIntoView({ block: 'start' }); }")
        page.wait_for_timeout(1500)  # painted, and sized again now that it is drawn
        page.screenshot(path=str(ARTIFACTS / f"embed-lesson-{width}-{n + 1}.png"))


def sideways(page) -> list[str]:
    """What scrolls sideways: the page, or a board inside its frame."""
    out = []
    if page.evaluate("document.documentElement.scrollWidth > innerWidth"):
        out.append("page")
    for i, frame in enumerate(frames(page)):
        if frame.evaluate("document.documentElement.scrollWidth > innerWidth"):
            out.append(f"board {i}")
    return out


def test_lesson_on_another_origin_hears_every_board_and_fits_them(page, site_url, host_pages):
    site = site_url.rstrip("/")
    host = host_pages.url.rstrip("/")
    html = EXAMPLE.read_text(encoding="utf-8")
    html = html.replace("https://YOUR-SITE", site).replace("https://school.example", host)
    host_pages.put("example-lesson.html", html)
    page.add_init_script(RECORD)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{host_pages.url}example-lesson.html")
    boards = page.locator("iframe.board")
    assert boards.count() == len(OUTCOMES)
    # One after another: each next board starts on the one before's ready or error, so all get there.
    page.wait_for_function(f"document.querySelectorAll('iframe.board[data-outcome]').length === {len(OUTCOMES)}",
                           timeout=600_000)
    # ... and each tells its height once its layout has settled, good or broken.
    page.wait_for_function(f"[...Array({len(OUTCOMES)}).keys()].every((i) => "
                           "window.boardLog.some((m) => m.i === i && m.data.type === 'size'))", timeout=20_000)
    log = page.evaluate("window.boardLog")
    assert all(m["origin"] == site and m["data"]["source"] == "rail-table" for m in log)
    for i, (kind, code) in enumerate(OUTCOMES):
        first = next(m["data"] for m in log if m["i"] == i and m["data"]["type"] in ("ready", "error"))
        assert (first["type"], first.get("code")) == (kind, code), (i, first)
        if kind == "error":  # the sentence the frame shows, also under it on the page
            assert first["error"] and "{" not in first["error"]
            expect(page.locator(".said").nth(i)).to_have_text(first["error"])
            expect(page.frame_locator(f"iframe.board >> nth={i}").get_by_role("alert")).to_contain_text(first["error"])
    said = {i: m["data"]["error"] for m in log if m["data"]["type"] == "error" for i in [m["i"]]}
    assert "silverten" in said[4] and "silverton" in said[4]
    assert "seed=five" in said[5]
    assert "Ben:standard" in said[6]  # ... and the levels Railroad Dice has, in the order it lists them
    assert ", ".join(get_rules("railroad_dice").bot_levels()) in said[6]
    assert "viewer=7" in said[7] and "from 1 to 2" in said[7]
    assert '"city:ATLANTIS"' in said[8]
    # Without origin= a board tells only public things: no moves, no state hash.
    assert not [m for m in log if m["i"] in (0, 1, 4, 5, 6, 7, 8) and ("moves" in m["data"] or "hash" in m["data"])]
    wait_fitted(page)
    shoot(page, 1280)

    # The reader steps with the board's own buttons: the page hears it and its text follows.
    ttr = page.frame_locator("iframe.board >> nth=0")
    ttr.get_by_role("button", name="Next").click()
    page.wait_for_function("window.boardLog.some((m) => m.i === 0 && m.data.type === 'step')")
    step = page.evaluate("window.boardLog.find((m) => m.i === 0 && m.data.type === 'step').data")
    assert (step["step"], step["total"], step.get("by")) == (3, 4, None)  # public: a step, no moves
    expect(page.locator(".said").first).to_have_text("You are at move 3 of 4.")

    # A phone: the lesson fits its width, every board too, each still as tall as its content.
    page.set_viewport_size({"width": 390, "height": 844})
    wait_fitted(page)
    assert not sideways(page)

    # The page's buttons drive the Silverton board: each step settles the frame's size once.
    moves = ["survey S1 DEN-CSP", "survey S2 DEN-BOU", "prospect P1 M105", "prospect P2 M68"]
    game = Game("silverton", {"players": ["Ann", "Ben"]}, 3)
    hashes = [game.state_hash()]
    for move in moves:
        game.push(move)
        hashes.append(game.state_hash())
    silverton = page.frame_locator("#silverton").locator(".rt-board")
    expect(silverton).to_have_attribute("data-state-hash", hashes[0])
    expect(page.frame_locator("#silverton").locator(".rt-steps")).to_have_count(0)  # nav=0: the page steps it
    for label, k in (("Both surveys", 2), ("First prospects", 4), ("Start", 0)):
        before = page.evaluate("window.boardLog.length")
        page.get_by_role("button", name=label).click()
        expect(silverton).to_have_attribute("data-state-hash", hashes[k])
        page.wait_for_function(f"window.boardLog.slice({before}).some((m) => m.i === 3 && m.data.type === 'position')")
        wait_fitted(page)
        page.wait_for_timeout(500)  # any late size message would be in by now
        later = page.evaluate(f"window.boardLog.slice({before})")
        sizes = [m for m in later if m["i"] == 3 and m["data"]["type"] == "size"]
        assert len(sizes) <= 1, sizes  # once, not a frame growing in steps
        assert page.locator("#silverton").evaluate("f => f.clientHeight") < 2500
    # The board opens whole on a phone (not zoomed), its highlighted town on screen.
    assert page.frame_locator("#silverton").locator(".rt-zoomed").count() == 0
    expect(page.frame_locator("#silverton").locator(".rt-lesson-mark")).to_have_count(1)
    assert not sideways(page)
    # No pulsing "bot thinks" dot beside Fit board while no bot thinks.
    for i in range(4):
        assert not page.frame_locator(f"iframe.board >> nth={i}").locator(".rt-thinking-now:visible").count()
    shoot(page, 390)
    wait_fitted(page)  # each board drawn in view is still as tall as its frame


def test_a_play_message_in_view_mode_keeps_the_links_later_moves(page, site_url, host_pages):
    site, host = site_url.rstrip("/"), host_pages.url.rstrip("/")
    moves = ["keep 1 2", "keep 1 2", "claim ATL-CHS orange+1L", "claim ATL-NAS black"]
    game = Game("ticket_to_ride", {"players": ["Ann", "Bob"], "tickets": "any", "doubles": "four"}, 7)
    for move in moves:
        game.push(move)
    src = (f"{site_url}embed.html?game=ticket_to_ride&seed=7&players=Ann,Bob&tickets=any&doubles=four"
           f"&moves={quote(','.join(moves))}&step=2&origin={quote(host)}")
    host_pages.put("view-play.html", HOST_PAGE % {"src": src, "target": site})
    page.goto(f"{host_pages.url}view-play.html")
    page.wait_for_function("window.received.some((m) => m.data.type === 'ready')", timeout=120_000)
    # The link's own next move, spelled another way: the board steps on, the later move stays.
    page.evaluate("() => window.tell({type: 'play', move: 'CLAIM atl-chs Orange+1l'})")
    page.wait_for_function("window.received.some((m) => m.data.type === 'move')")
    moved = page.evaluate("window.received.find((m) => m.data.type === 'move').data")
    assert (moved["move"], moved["by"], moved["seat"], moved["over"]) == (moves[2], "host", 0, False)
    assert (moved["step"], moved["total"]) == (3, 4)
    page.evaluate("() => window.tell({type: 'goto', step: 4})")
    board = page.frame_locator("#board").locator(".rt-board")
    expect(board).to_have_attribute("data-state-hash", game.state_hash())
    # A step that is no whole number is refused with its code; the board stays at step 4.
    page.evaluate("() => window.tell({type: 'goto', step: 'four'})")
    page.wait_for_function("window.received.some((m) => m.data.type === 'error' && m.data.request === 'goto')")
    error = page.evaluate("window.received.find((m) => m.data.type === 'error' && m.data.request === 'goto').data")
    assert error["code"] == "bad_step" and "four" in error["error"] and error["step"] == 4, error
    expect(board).to_have_attribute("data-state-hash", game.state_hash())
    # A move the game refuses: the page hears which and why.
    page.evaluate("() => window.tell({type: 'play', move: 'claim DEN-MIA red'})")  # no such route
    page.wait_for_function("window.received.some((m) => m.data.type === 'error' && m.data.request === 'play')")
    error = page.evaluate("window.received.find((m) => m.data.type === 'error' && m.data.request === 'play').data")
    assert "DEN-MIA" in error["error"] and error["step"] == 4, error


def test_a_refused_move_in_a_play_link_is_named_and_stays_said(page, site_url, host_pages):
    site = site_url.rstrip("/")
    src = (f"{site_url}embed.html?game=ticket_to_ride&seed=7&players=Ann,Bot:greedy"
           "&moves=keep+1+2,fly+to+the+moon&mode=play&botDelay=0")
    host_pages.put("refused.html", HOST_PAGE % {"src": src, "target": site})
    page.goto(f"{host_pages.url}refused.html")
    page.wait_for_function("window.received.some((m) => m.data.type === 'ready')", timeout=120_000)
    told = [m["data"] for m in page.evaluate("window.received")]
    refused = next(d for d in told if d["type"] == "error")
    assert refused["code"] == "illegal_move" and "Move 2 (fly to the moon)" in refused["error"], refused
    inside = page.frame_locator("#board")
    note = inside.locator(".rt-embed-note")
    expect(note).to_have_text(refused["error"])
    # The bot keeps its tickets (its turn after Ann's): the note is still there.
    expect(inside.locator(".rt-board")).to_have_attribute("data-moves-played", "2", timeout=60_000)
    expect(note).to_be_visible()


MARKS_IN_VIEW = """() => { const wrap = document.querySelector(".rt-board-wrap").getBoundingClientRect();
  return [...document.querySelectorAll(".rt-lesson-mark")].map((m) => { const r = m.getBoundingClientRect();
    return { piece: [...m.attributes].filter((a) => a.name.startsWith("data-")).map((a) => a.value).join(" "),
      shown: getComputedStyle(m).visibility === "visible" && r.width > 0 && r.height > 0,
      inside: r.left >= wrap.left - 1 && r.right <= wrap.right + 1
        && r.top >= wrap.top - 1 && r.bottom <= wrap.bottom + 1 };
  }); }"""


def test_a_phone_opens_the_whole_board_with_every_marked_piece_in_view(page, site_url):
    # Issue 35: a phone opens the whole board fitted, its highlighted pieces in view.  A phone's fitted
    # Silverton board is the map alone; a lesson that marks a claim (in the panels under the map) must
    # still show it, not a mark cut off below the board's box.
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}embed.html?game=silverton&seed=3&players=Ann,Ben&moves=survey+S1+DEN-CSP,"
              "survey+S2+DEN-BOU,prospect+P1+M105,prospect+P2+M68&highlight=town:DEN,claim:M105")
    page.wait_for_function("document.documentElement.dataset.ready === '1'", timeout=180_000)
    assert page.locator(".rt-zoomed").count() == 0
    marks = page.evaluate(MARKS_IN_VIEW)
    assert len(marks) == 2 and all(m["shown"] and m["inside"] for m in marks), marks
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_a_highlight_message_naming_no_piece_is_refused_by_name_in_view_mode(page, site_url, host_pages):
    # Issue 35: an unknown highlight is refused by name, in the frame and to the page, also when the page
    # sends it later (view mode answered "position" to it: it read the marks before the board was redrawn).
    site, host = site_url.rstrip("/"), host_pages.url.rstrip("/")
    src = (f"{site_url}embed.html?game=ticket_to_ride&seed=7&players=Ann,Bob&tickets=any&doubles=four"
           f"&moves={quote('keep 1 2,keep 1 2,claim ATL-CHS orange+1L')}&origin={quote(host)}")
    host_pages.put("view-highlight.html", HOST_PAGE % {"src": src, "target": site})
    page.goto(f"{host_pages.url}view-highlight.html")
    page.wait_for_function("window.received.some((m) => m.data.type === 'ready')", timeout=120_000)
    inside = page.frame_locator("#board")
    answer = """(n) => window.received.filter((m) => m.data.request === 'highlight').length >= n"""
    page.evaluate("() => window.tell({type: 'highlight', pieces: ['route:ATL-CHS', 'city:ATLANTIS']})")
    page.wait_for_function(answer, arg=1)
    said = page.evaluate("window.received.filter((m) => m.data.request === 'highlight')[0].data")
    assert (said["type"], said["code"]) == ("error", "unknown_highlight") and '"city:ATLANTIS"' in said["error"], said
    expect(inside.locator(".rt-lesson-mark")).to_have_count(1)  # the known one is marked
    expect(inside.get_by_role("alert")).to_contain_text('"city:ATLANTIS"')
    page.evaluate("() => window.tell({type: 'highlight', pieces: ['route:ATL-CHS']})")
    page.wait_for_function(answer, arg=2)
    said = page.evaluate("window.received.filter((m) => m.data.request === 'highlight')[1].data")
    assert said["type"] == "position", said
    expect(inside.locator("#alert")).not_to_contain_text("ATLANTIS")  # said no more
    page.evaluate("() => window.tell({type: 'wave'})")
    page.wait_for_function("window.received.some((m) => m.data.request === 'wave')")
    said = page.evaluate("window.received.find((m) => m.data.request === 'wave').data")
    assert (said["type"], said["code"]) == ("error", "unknown_message") and "wave" in said["error"], said


def test_a_playable_board_in_a_wide_frame_has_its_dock_under_the_board(page, site_url):
    # A frame as wide as a laptop's lesson column (over the play screen's 900 px): the board takes the
    # frame's width and the hand and moves go under it, never over it (the laptop dock's grid cells,
    # kept in the embed's one column, laid both in the same cell).
    page.set_viewport_size({"width": 928, "height": 800})
    page.goto(f"{site_url}embed.html?game=railroad_dice&seed=2&players=Ann,Bot:basic&mode=play")
    page.wait_for_function("document.documentElement.dataset.ready === '1'", timeout=180_000)
    boxes = page.evaluate("""() => Object.fromEntries(["#app", ".rt-board-wrap", ".rt-side", ".rt-hand"].map((s) => {
      const r = document.querySelector(s).getBoundingClientRect();
      return [s, [r.left, r.top, r.right, r.bottom]]; }))""")
    app, board, side, hand = boxes["#app"], boxes[".rt-board-wrap"], boxes[".rt-side"], boxes[".rt-hand"]
    assert side[1] >= board[3] and hand[1] >= board[3], boxes  # under the board, not over it
    assert board[2] - board[0] >= app[2] - app[0] - 40, boxes  # the board as wide as the frame
