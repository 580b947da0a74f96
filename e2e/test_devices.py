"""Every player on their own device (issue 36): a host and a guest, two browser contexts with their own
storage, connect through the page's own codes (the invite link, the answer code pasted back) and play.

Where these tests may send packets: only on loopback or inside a network namespace the test run makes
itself.  Chromium gathers no candidate on loopback alone, and outside a namespace it would send
connectivity checks over the machine's real network.  So ``test_in_a_network_namespace`` runs this file
again under ``unshare -n`` (CI runs as root) with ``lo`` up and a veth pair 10.77.0.1/24 - 10.77.0.2/24
with a default route on it, the server and Chromium started in there; the browser tests below run only
in there (RAIL_TABLE_NETNS=1) and are skipped anywhere else.  Where no namespace can be made, the wrapper
is skipped with the reason: these tests never run outside one.
"""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from conftest import NETNS_ARGS
from playwright.sync_api import Page, expect
from test_a11y import violations  # axe-core, as the other pages are checked
from test_scan import camera_browser, write_y4m
from ui import ARTIFACTS, click_shape, confirm_privacy, moves_played, open_app, settle, start_game

INSIDE = os.environ.get("RAIL_TABLE_NETNS") == "1"
ROOT = Path(__file__).resolve().parents[1]
# IPv6 is off on the veth pair: its link-local addresses would finish their duplicate check a second or two
# after the pair comes up, while the page loads, and Chromium would take that for a network change
# (ERR_NETWORK_CHANGED on its requests, candidates gathered again mid-connection).
SETUP = ("ip link set lo up && { echo 1 > /proc/sys/net/ipv6/conf/default/disable_ipv6 || true; }"
         " && ip link add v0 type veth peer name v1"
         " && ip addr add 10.77.0.1/24 dev v0 && ip addr add 10.77.0.2/24 dev v1"
         " && ip link set v0 up && ip link set v1 up && ip route add default dev v0")

inside_only = pytest.mark.skipif(not INSIDE, reason="peer connections run only inside the network namespace "
                                 "test_in_a_network_namespace makes (see the module's docstring)")


@pytest.mark.skipif(INSIDE, reason="already inside the namespace")
def test_in_a_network_namespace():
    """This file's browser tests, run again inside a network namespace of their own."""
    if not shutil.which("unshare") or not shutil.which("ip"):
        pytest.skip("no unshare/ip here: the peer-connection tests need a network namespace and never run outside one")
    probe = subprocess.run(["unshare", "-n", "sh", "-c", SETUP], capture_output=True, text=True, timeout=30)
    if probe.returncode:
        pytest.skip(f"cannot make a network namespace here ({probe.stderr.strip() or probe.returncode}): "
                    "the peer-connection tests never run outside one")
    env = dict(os.environ, RAIL_TABLE_NETNS="1")
    cmd = f'{SETUP} && exec "$0" -m pytest "$1" -q -p no:cacheprovider -x'
    proc = subprocess.run(["unshare", "-n", "sh", "-c", cmd, sys.executable, __file__], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=900)
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "devices-namespace.log").write_text(proc.stdout + proc.stderr)  # the whole run, browser logs too
    # The browser log of a failure comes first and is long: the reasons are at its end and in its "E" lines,
    # and what the pages said (their console, without the list of files they loaded).
    said = [line for line in proc.stdout.splitlines()
            if line.startswith(("error:", "warning:", "log:", "info:")) and "GET http" not in line]
    reasons = "\n".join([*dict.fromkeys(said)][:40] + [line for line in proc.stdout.splitlines()
                                                       if line.startswith(("E ", "FAILED", ">"))])
    report = f"{reasons[-6000:]}\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    print(report)
    assert proc.returncode == 0, f"the browser tests in the namespace failed:\n{report}"
    assert " passed" in proc.stdout and " failed" not in proc.stdout


GERMAN_SCREEN = "Hinter dem Sichtschirm"  # Railroad Dice's column "Behind screen" in German

# Whose move is open: the host's screen (its table settled with a move), or the guest's board.
GUEST_READY = """() => {
  const t = document.querySelector('.rt-table');
  return Boolean(t && !t.classList.contains('rt-busy') && !t.dataset.asking && t.querySelector('[data-move]'));
}"""


def act(pg: Page) -> str:
    """Play a move by clicking as a player would: a dialog's first choice, else a move button, else a piece.
    A page still drawing (a loaded machine: a dialog just closed, the next position not painted yet) is
    given a few seconds before there is no move to click."""
    for _ in range(20):
        for selector in (".rt-choice[open] [data-move]:visible", ".rt-actions [data-move]:visible",
                         ".rt-table button[data-move]:visible:not([disabled])", ".rt-table [data-move]:visible"):
            found = pg.locator(selector)
            if found.count():
                target = found.first
                move = target.get_attribute("data-move") or ""
                if target.evaluate("el => el.tagName") == "BUTTON":
                    target.click()
                else:
                    click_shape(target)
                return move
        pg.wait_for_timeout(250)
    raise AssertionError("no move to click")


_DEVICES = itertools.count(1)


def guarded_context(browser, origin: str):
    """A fresh context (its own storage) whose pages may ask only `origin` for anything."""
    context = browser.new_context(service_workers="block")
    blocked: list[str] = []
    # What the guest's pages say goes to the test's output (shown when it fails, and picked into the namespace
    # run's report): the host's console alone could not tell why a row stayed "connecting".
    who = f"device {next(_DEVICES)}"
    def watch(pg):
        pg.on("console", lambda m: print(f"{m.type}: [{who}] {m.text}"))
        pg.on("pageerror", lambda e: print(f"error: [{who}] pageerror: {e}"))

    context.on("page", watch)

    def guard(route):
        url = route.request.url
        if url.startswith(origin) or urlsplit(url).scheme in ("data", "blob", "about"):
            route.continue_()
        else:
            blocked.append(url)
            route.abort("blockedbyclient")

    context.route("**/*", guard)
    return context, blocked


def invite(page: Page, name: str) -> str:
    """On the host: invite `name` to another device; the invite link."""
    page.get_by_role("button", name=f"Invite {name} to another device").click()
    box = page.locator(f".rt-device:has-text('{name}') .rt-invite-link")
    expect(box).to_be_visible(timeout=15_000)
    return box.input_value()


def join(guest: Page, link: str) -> str:
    """On a guest's page: open the invite; the answer code it shows."""
    guest.goto("about:blank")  # a new document, also where the page showed an invite before
    guest.goto(link)
    guest.wait_for_selector("html[data-answer]", state="attached", timeout=15_000)
    answer = guest.locator(".rt-answer-code").input_value()
    assert answer == guest.evaluate("document.documentElement.dataset.answer")
    return answer


def paste_answer(page: Page, name: str, answer: str) -> None:
    """On the host: paste the answer under `name`'s invite and connect (a question open on the host's board,
    a modal dialog, is closed first: "look first")."""
    if page.locator(".rt-choice[open]").count():
        page.locator(".rt-choice[open] .rt-choice-cancel").click()
    row = page.locator(f".rt-device:has-text('{name}')")
    row.locator(".rt-answer-code").fill(answer)
    row.get_by_role("button", name="Connect").click()


# How long a connection may take to be made and greeted on a loaded 2-core machine (the namespace's run beside
# the other browser tests, three pages each with its own Python).  Twice a host's row stayed unmarked with
# its channel open and no hello received: the guest's page waited for the host's announcement of the channel,
# which both sides now make themselves (peer.js), and says hello again until it is welcomed (guest.js).
CONNECT_MS = 45_000


def connected(page: Page, guest: Page, seat: int) -> None:
    expect(page.locator(f".rt-device[data-seat='{seat}']")).to_have_attribute("data-connected", "1", timeout=CONNECT_MS)
    guest.wait_for_selector("html[data-guest='connected']", state="attached", timeout=CONNECT_MS)
    guest.wait_for_selector(".rt-board svg", state="attached", timeout=CONNECT_MS)
    assert guest.locator(".rt-table").get_attribute("data-viewer") == str(seat)


def ben_joins(page: Page, browser, site_url: str):
    """Ben's device (a browser context of its own) takes Ben's invite and connects: (context, page, the
    requests it made off its origin)."""
    context, blocked = guarded_context(browser, site_url.rstrip("/"))
    guest = context.new_page()
    paste_answer(page, "Ben", join(guest, invite(page, "Ben")))
    connected(page, guest, 1)
    return context, guest, blocked


def play_some(page: Page, guest: Page, each: int) -> tuple[int, int]:
    """Host and guest each play `each` moves when theirs (the bot between); (guest's, host's) moves."""
    guest_moves = host_moves = 0
    for _ in range(20 * each):
        if guest_moves >= each and host_moves >= each:
            break
        before = moves_played(page)
        if guest.evaluate(GUEST_READY):
            # The host's screen says whom it waits for.
            expect(page.locator(".rt-thinking-now")).to_have_text("Ben is playing on another device.")
            actor = guest
            guest_moves += 1
        elif page.evaluate("() => document.querySelector('.rt-table:not(.rt-busy) [data-move]') !== null"):
            settle(page)
            actor = page
            host_moves += 1
        else:
            page.wait_for_timeout(200)
            continue
        play_a_move(actor, page, [guest], before)
    return guest_moves, host_moves


def play_a_move(actor: Page, page: Page, guests: list[Page], before: int) -> None:
    """`actor` (the host's page or a guest's) plays a move by clicking; a question the click opens first (how
    to pay, which tickets) is answered with its first choice.  Every guest is then sent the new position
    (its own seat's view)."""
    act(actor)
    for _ in range(100):
        if moves_played(page) != before:
            break
        if actor.locator(".rt-choice[open] [data-move]:visible").count():
            act(actor)
        page.wait_for_timeout(150)
    assert moves_played(page) != before, "the click played no move"
    n = moves_played(page)
    for guest in guests:
        guest.wait_for_function("n => Number(document.documentElement.dataset.guestMoves) >= n", arg=n,
                                timeout=20_000)


def host_a_game(page: Page, site_url: str, wait_ready, game: str = "railroad_dice",
                seats: tuple[tuple[str, str], ...] = (("Ann", "human"), ("Ben", "human"), ("Cy", "basic")),
                seed: int = 8) -> None:
    """Ann at the host's screen, Ben to invite, by default Cy a bot."""
    open_app(page, site_url, wait_ready, f"#new/{game}")
    start_game(page, list(seats), seed=seed)
    if settle(page) == "privacy":
        confirm_privacy(page, page.locator("#privacy-title").inner_text().removeprefix("Pass to "))
        settle(page)
    if page.locator(".rt-choice[open]").count():  # a question asked at once (tickets to keep): look first
        page.locator(".rt-choice[open] .rt-choice-cancel").click()
    page.get_by_role("button", name="Play on several devices").click()


@inside_only
def test_a_guest_joins_by_the_page_codes_and_plays_railroad_dice_beside_a_bot(page, browser, site_url, wait_ready):
    host_a_game(page, site_url, wait_ready)
    link = invite(page, "Ben")
    assert link.startswith(site_url) and "/join.html#" in link
    assert "~" not in link  # no STUN server unless the host chose one (test_play_over_the_internet...)
    print(f"invite: link {len(link)} characters, offer code {len(link.split('#', 1)[1])}")
    context, blocked = guarded_context(browser, site_url.rstrip("/"))
    guest = context.new_page()
    guest_errors: list[str] = []
    guest.on("pageerror", lambda e: guest_errors.append(str(e)))
    answer = join(guest, link)
    # Both codes are QR codes too, of version 10 or below (a phone scans them at arm's length).
    versions = [int(pg.locator("img.rt-qr").first.get_attribute("data-qr-version") or 0) for pg in (page, guest)]
    print(f"answer code {len(answer)} characters; QR versions: invite {versions[0]}, answer {versions[1]}")
    assert all(1 <= v <= 10 for v in versions), versions
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator(".rt-devices").screenshot(path=str(ARTIFACTS / "devices-host-invite.png"))
    guest.screenshot(path=str(ARTIFACTS / "devices-guest-answer.png"), full_page=True)
    found = violations(page, "host's invite") + violations(guest, "guest's answer code")
    paste_answer(page, "Ben", answer)
    connected(page, guest, 1)

    guest_moves, host_moves = play_some(page, guest, 3)
    assert guest_moves >= 3 and host_moves >= 3, (guest_moves, host_moves)
    found += violations(page, "host with a connected device") + violations(guest, "guest playing")
    assert found == [], "\n".join(found)
    # The host's screen never shows Ben's seat; the guest's never another's hidden dice.
    assert page.locator(".rt-table").get_attribute("data-viewer") != "1"
    assert guest.locator(".rt-table").get_attribute("data-viewer") == "1"
    # The guest switches to German: its page and the views its host sends for it come in German.
    assert "Behind screen" in guest.locator(".rt-players").inner_text()
    guest.get_by_role("button", name="Deutsch").click()
    expect(guest.locator("#guest-status")).to_have_text("Verbunden. Du spielst als Ben.")
    expect(guest.locator(".rt-players")).to_contain_text(GERMAN_SCREEN, timeout=20_000)
    assert "Behind screen" in page.locator(".rt-players").inner_text(), "the host's own screen stays in English"
    # A spectator: the public view, kept up to date, no move to play.
    page.get_by_role("button", name="Invite a spectator").click()
    spectator_row = page.locator(".rt-device[data-seat='-1']")
    expect(spectator_row.locator(".rt-invite-link")).to_be_visible(timeout=15_000)
    watch_context, watch_blocked = guarded_context(browser, site_url.rstrip("/"))
    spectator = watch_context.new_page()
    paste_answer(page, "Spectator 1", join(spectator, spectator_row.locator(".rt-invite-link").input_value()))
    expect(spectator_row).to_have_attribute("data-connected", "1", timeout=20_000)
    spectator.wait_for_selector(".rt-board svg", state="attached", timeout=20_000)
    assert spectator.locator(".rt-table").get_attribute("data-viewer") == "public"
    expect(spectator.locator("#guest-status")).to_have_text("Connected. You are watching the game.")
    play_some(page, guest, 1)
    spectator.wait_for_function("n => Number(document.documentElement.dataset.guestMoves) >= n",
                                arg=moves_played(page), timeout=20_000)
    assert not spectator.evaluate(GUEST_READY), "a spectator has no move to play"
    assert not watch_blocked, watch_blocked
    requests = guest.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    assert not [r for r in requests if "pyodide" in r or "pyscript" in r], "the guest started Python"
    assert not blocked, blocked
    assert not guest_errors, guest_errors
    # Screens to look at (e2e/artifacts, not kept): the host's and the guest's, wide and phone-sized.
    for width, height in [(1280, 800), (390, 844)]:
        for who, pg in [("host", page), ("guest", guest)]:
            pg.set_viewport_size({"width": width, "height": height})
            pg.wait_for_timeout(300)  # a drawing's words come a frame after its shapes
            pg.screenshot(path=str(ARTIFACTS / f"devices-{who}-{width}.png"), full_page=True)
    context.close()
    watch_context.close()


@inside_only
def test_a_guest_that_reloads_comes_back_to_its_seat_and_no_other_device_can_take_it(page, browser, site_url,
                                                                                      wait_ready):
    host_a_game(page, site_url, wait_ready)
    context, guest, blocked = ben_joins(page, browser, site_url)
    play_some(page, guest, 1)
    token = guest.evaluate("localStorage.getItem('rt-guest-seat')")
    assert token and '"token"' in token

    # The guest's page reloads: the host sees the device gone, and the seat waits for it.
    guest.reload()
    expect(page.locator(".rt-device[data-seat='1'] .rt-device-status")).to_contain_text("not connected",
                                                                                       timeout=30_000)
    played = moves_played(page)

    # Another device (its own storage, so another token) takes a new invite for Ben's seat: refused.
    other_context, other_blocked = guarded_context(browser, site_url.rstrip("/"))
    other = other_context.new_page()
    paste_answer(page, "Ben", join(other, invite(page, "Ben")))
    other.wait_for_selector("#alert:has-text('Another device holds this seat')", timeout=20_000)
    assert other.locator(".rt-table").count() == 0, "the other device was sent nothing of the seat"
    other_context.close()

    # Ben's own device, through a new invite, is back at its seat, with the game as it is.
    paste_answer(page, "Ben", join(guest, invite(page, "Ben")))
    connected(page, guest, 1)
    guest.wait_for_function("n => Number(document.documentElement.dataset.guestMoves) >= n", arg=played)
    assert guest.evaluate("localStorage.getItem('rt-guest-seat')").startswith(token[:30])
    guest_moves, _ = play_some(page, guest, 1)
    assert guest_moves >= 1
    assert not blocked and not other_blocked
    context.close()


@inside_only
def test_ticket_to_ride_across_two_devices_keeps_each_players_tickets_on_their_own(page, browser, site_url,
                                                                                    wait_ready):
    host_a_game(page, site_url, wait_ready, "ticket_to_ride", (("Ann", "human"), ("Ben", "human")))
    context, guest, blocked = ben_joins(page, browser, site_url)
    # Each keeps tickets (a dialog of ticks on each device), then plays on.
    guest_moves, host_moves = play_some(page, guest, 3)
    assert guest_moves >= 3 and host_moves >= 3, (guest_moves, host_moves)
    assert guest.locator(".rt-table").get_attribute("data-viewer") == "1"
    assert page.locator(".rt-table").get_attribute("data-viewer") != "1"
    assert guest.locator(".rt-hand").inner_text(), "Ben's hand is on Ben's device"
    assert not blocked, blocked
    context.close()


@inside_only
def test_a_host_that_reloads_resumes_the_game_and_its_guest_comes_back_by_a_new_invite(page, browser, site_url,
                                                                                        wait_ready):
    host_a_game(page, site_url, wait_ready)
    context, guest, blocked = ben_joins(page, browser, site_url)
    play_some(page, guest, 2)
    played = moves_played(page)

    # The host's page reloads: the guest is told the connection is gone and keeps the position, read-only.
    page.reload()
    wait_ready(page)
    guest.wait_for_selector("html[data-guest='lost'], html[data-guest='closed']", state="attached", timeout=30_000)
    assert not guest.evaluate(GUEST_READY), "a guest without its host takes no move"
    assert int(guest.evaluate("document.documentElement.dataset.guestMoves")) == played

    # The saved game is back on the host, and it invites Ben again by itself (no click: the panel is open with
    # Ben's new invite); Ben's device returns to its seat through it.
    # (No settling here: with Ben's seat on another device again, the host may be waiting for Ben's move.)
    page.wait_for_selector(".rt-board svg", state="attached")
    assert moves_played(page) == played
    assert page.locator("#privacy-title:visible").count() == 0  # Ben's seat is not shown here
    link = page.locator(".rt-device[data-seat='1'] .rt-invite-link")
    expect(link).to_be_visible(timeout=15_000)
    assert page.get_by_role("button", name="Invite Ben to another device").count() == 0
    paste_answer(page, "Ben", join(guest, link.input_value()))
    connected(page, guest, 1)
    guest_moves, host_moves = play_some(page, guest, 2)
    assert guest_moves >= 2 and host_moves >= 2
    assert not blocked, blocked
    context.close()


@inside_only
def test_play_over_the_internet_is_chosen_names_its_stun_server_and_reaches_the_guest(page, browser, site_url,
                                                                                       wait_ready):
    """By default no STUN server (the page contacts nobody off its network); the host may choose one, the page
    says which, the invite carries it and the guest's page says it too.  The server here is the namespace's
    own address, where nothing answers: its requests stay inside, and the devices still connect directly."""
    host_a_game(page, site_url, wait_ready)
    internet = page.locator(".rt-internet")
    assert internet.get_attribute("open") is None
    internet.locator("summary").click()
    said = internet.locator(".rt-stun-said")
    expect(said).to_contain_text("No STUN server")
    use = internet.get_by_role("checkbox", name="Use this STUN server for the next invites")
    assert not use.is_checked()
    box = internet.get_by_role("textbox", name="STUN server (name:port)")
    box.fill("https://stun.example.org/x")
    use.click()  # refused: the box is unchecked again
    expect(internet.locator(".rt-device-problem")).to_contain_text("not a STUN server's name")
    assert not use.is_checked() and page.evaluate("localStorage.getItem('railtable.stun')") is None
    box.fill("stun:10.77.0.1:3478")
    use.check()
    expect(said).to_have_text("This device and the invited ones will contact 10.77.0.1:3478 to find a route over "
                              "the internet.")
    assert page.evaluate("localStorage.getItem('railtable.stun')") == "10.77.0.1:3478"
    # The invite names the server, and the guest's page says it too.
    context, blocked = guarded_context(browser, site_url.rstrip("/"))
    guest = context.new_page()
    link = invite(page, "Ben")
    assert link.endswith("~10.77.0.1:3478"), link
    answer = join(guest, link)
    # Read before the answer goes back: once connected, the guest's page shows the board instead.
    expect(guest.locator(".rt-stun-said")).to_contain_text("will contact 10.77.0.1:3478")
    paste_answer(page, "Ben", answer)
    connected(page, guest, 1)
    assert not blocked, blocked
    context.close()


# Each game with two guests: its seats (Ann at the host's screen, Ben and Cy on devices of their own, a bot where
# the game needs more players to be interesting) and the seed.
TWO_GUESTS = {
    "last_spike": ((("Ann", "human"), ("Ben", "human"), ("Cy", "human")), 5),
    "ticket_to_ride": ((("Ann", "human"), ("Ben", "human"), ("Cy", "human")), 3),
    "silverton": ((("Ann", "human"), ("Ben", "human"), ("Cy", "human")), 4),
    "railroad_dice": ((("Ann", "human"), ("Ben", "human"), ("Cy", "human"), ("Di", "basic")), 8),
}


def play_table(page: Page, guests: dict[int, Page], rounds: int | None, limit: int = 500) -> dict[int, int]:
    """Host and guests play, each when theirs (the first move each time: a dialog's first choice, a button, a
    piece), until every player has had `rounds` turns (None: to the end of the game).  The turns each had
    (a turn: one or more moves in a row by the same player); every guest is sent each new position."""
    turns: dict[int, int] = {seat: 0 for seat in [0, *guests]}
    last = None
    for _ in range(limit):
        if rounds is not None and min(turns.values()) >= rounds:
            return turns
        if page.evaluate("() => document.querySelector('.rt-over') && !document.querySelector('.rt-over').hidden"):
            assert rounds is None, f"the game ended before {rounds} rounds: {turns}"
            return turns
        before = moves_played(page)
        ready = [seat for seat, guest in guests.items() if guest.evaluate(GUEST_READY)]
        if ready:
            seat, actor = ready[0], guests[ready[0]]
        elif page.evaluate("() => document.querySelector('.rt-table:not(.rt-busy) [data-move]') !== null"):
            settle(page)
            seat, actor = 0, page
        else:
            page.wait_for_timeout(150)
            continue
        if seat != last:
            turns[seat] += 1
            last = seat
        play_a_move(actor, page, list(guests.values()), before)
    raise AssertionError(f"no end after {limit} moves: {turns}")


@inside_only
@pytest.mark.parametrize("game", list(TWO_GUESTS))
def test_two_guests_play_each_game_for_rounds_and_last_spike_to_the_end(game, page, browser, site_url, wait_ready):
    """Issue 36: a host and two guests (browser contexts of their own), codes exchanged through the pages, play
    each game for three rounds; Last Spike (the shortest) to its end, where every device shows the result."""
    seats, seed = TWO_GUESTS[game]
    host_a_game(page, site_url, wait_ready, game, seats, seed)
    guests: dict[int, Page] = {}
    contexts = []
    for seat, name in ((1, "Ben"), (2, "Cy")):
        context, blocked = guarded_context(browser, site_url.rstrip("/"))
        contexts.append((context, blocked))
        guests[seat] = context.new_page()
        paste_answer(page, name, join(guests[seat], invite(page, name)))
        connected(page, guests[seat], seat)
    # The host's screen never shows a guest's seat (their views left it with their invites).
    assert page.locator(".rt-table").get_attribute("data-viewer") not in ("1", "2")
    to_the_end = game == "last_spike"
    turns = play_table(page, guests, None if to_the_end else 3)
    print(f"{game}: turns {turns}, {moves_played(page)} moves")
    for seat, guest in guests.items():
        assert guest.locator(".rt-table").get_attribute("data-viewer") == str(seat)
        assert int(guest.evaluate("document.documentElement.dataset.guestMoves")) == moves_played(page)
    if to_the_end:
        expect(page.locator(".rt-over")).to_be_visible()
        for guest in guests.values():
            expect(guest.locator(".rt-over")).to_be_visible(timeout=20_000)
            assert not guest.evaluate(GUEST_READY)
    assert page.locator(".rt-table").get_attribute("data-viewer") not in ("1", "2")
    assert page.locator("#privacy-title:visible").count() == 0  # Ann alone at the host's screen: no pass screen
    for context, blocked in contexts:
        assert not blocked, blocked
        context.close()


# On a guest's page: its answer's QR image as it is shown, drawn on a canvas `side` px square: its grey values.
SHOWN_QR_JS = """(side) => {
  const img = document.querySelector("img.rt-qr");
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = side;
  const context = canvas.getContext("2d");
  context.imageSmoothingEnabled = false;
  context.drawImage(img, 0, 0, side, side);
  const rgba = context.getImageData(0, 0, side, side).data;
  return Array.from({ length: side * side }, (_, i) => rgba[4 * i]);
}"""


@inside_only
def test_the_host_scans_the_guests_answer_qr_code_with_its_camera(browser, browser_log, site_url, wait_ready,
                                                                 tmp_path):
    """The host's browser has a fake camera that shows a video of the guest's answer QR code as its page shows
    it (drawn from its image once the guest answers; Chromium reads the file when the camera starts)."""
    video = tmp_path / "answer.y4m"
    own, page = camera_browser(browser, browser_log, video, tuple(NETNS_ARGS))
    try:
        host_a_game(page, site_url, wait_ready)
        link = invite(page, "Ben")
        context, blocked = guarded_context(browser, site_url.rstrip("/"))
        guest = context.new_page()
        answer = join(guest, link)
        guest.wait_for_function("() => document.querySelector('img.rt-qr')?.complete")
        side = 378
        write_y4m(video, (bytes(guest.evaluate(SHOWN_QR_JS, side)), side))
        row = page.locator(".rt-device[data-seat='1']")
        assert row.locator(".rt-answer-code").input_value() == ""
        # What goes into the answer box is noted: the box leaves the row as soon as the device says hello.
        row.locator(".rt-answer-code").evaluate("""(box) => {
          const value = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value");
          Object.defineProperty(box, "value", { get() { return value.get.call(this); },
            set(text) { window.rtScanned = text; value.set.call(this, text); } });
        }""")
        row.get_by_role("button", name="Scan Ben's answer with the camera").click()
        connected(page, guest, 1)  # nothing was pasted: the device connects by what the camera read
        assert page.evaluate("() => window.rtScanned") == answer
        assert row.locator("video").count() == 0, "the camera's preview left with the invite"
        guest_moves, host_moves = play_some(page, guest, 1)
        assert guest_moves >= 1 and host_moves >= 1
        assert not blocked, blocked
        context.close()
    finally:
        own.close()
    assert not browser_log.off_origin, browser_log.off_origin
