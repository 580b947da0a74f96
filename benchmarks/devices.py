"""Several devices (issue 36): one run, the figures the issue asks for.

    .venv/bin/python benchmarks/devices.py [--moves N] [--pictures]

Prints the invite's and the answer's code sizes and QR versions as the page made them; a guest's time from
opening the invite link to its answer code, and from the pasted code to its board, against the host's
time to ready (Python started); a move's round trip from a guest's click to its next view drawn, against
the same kind of move played on the host (click to the host's board updated), medians of N each.

Peer connections may run only inside a network namespace this script makes itself (as e2e/test_devices.py
does: `unshare -n`, lo up, a veth pair 10.77.0.1/24 - 10.77.0.2/24, a default route): it runs itself
again in there, and stops with the reason where none can be made.  The site must be built first
(`./dev build`).  Nothing is asserted here.

With --pictures it makes the players' page's pictures of the steps instead (docs/devices.md and
docs/devices.de.md show them): in English and in German, the host's invite at 1280 x 800, the guest's
answer code on a phone (390 x 844), the host's row once connected and the guest playing on the phone.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
if not __package__:
    sys.path.insert(0, str(ROOT))

SETUP = ("ip link set lo up && ip link add v0 type veth peer name v1"
         " && ip addr add 10.77.0.1/24 dev v0 && ip addr add 10.77.0.2/24 dev v1"
         " && ip link set v0 up && ip link set v1 up && ip route add default dev v0")

MOVABLE = ("() => { const t = document.querySelector('.rt-table'); return Boolean(t && "
           "!t.classList.contains('rt-busy') && !t.dataset.asking && t.querySelector('[data-move]')); }")


def click_a_move(pg) -> None:
    for selector in (".rt-choice[open] [data-move]:visible", ".rt-actions [data-move]:visible",
                     ".rt-table button[data-move]:visible:not([disabled])", ".rt-table [data-move]:visible"):
        found = pg.locator(selector)
        if found.count():
            target = found.first
            if target.evaluate("el => el.tagName") == "BUTTON":
                target.click()
            else:
                target.locator(":is(rect, circle, ellipse, path, polygon):not([data-tap])").first.click()
            return
    raise RuntimeError("no move to click")


def host_moves(page) -> int:
    return int(page.locator(".rt-board").get_attribute("data-moves-played"))


def played(actor, page, before: int) -> None:
    """Wait for the move to land (answering a question the click opened with its first choice)."""
    for _ in range(200):
        if host_moves(page) != before:
            return
        if actor.locator(".rt-choice[open] [data-move]:visible").count():
            click_a_move(actor)
        page.wait_for_timeout(50)
    raise RuntimeError("the click played no move")


def run(moves: int) -> None:
    from playwright.sync_api import sync_playwright

    from tools import serve
    from tools.chromium import CHROMIUM, CHROMIUM_ARGS

    server = serve.make_server(str(SITE), 0, "/", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host_, port = server.server_address[:2]
    base = f"http://{host_}:{port}/"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(service_workers="block").new_page()
        t0 = time.perf_counter()
        page.goto(f"{base}?botDelay=0#new/railroad_dice")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
        host_ready = time.perf_counter() - t0
        page.select_option("#seat-count", "3")
        for i, (name, kind) in enumerate([("Ann", ""), ("Ben", ""), ("Cy", "basic")]):
            page.fill(f"#seat-{i}-name", name)
            page.select_option(f"#seat-{i}-kind", kind)
        page.fill("#seed", "8")
        page.get_by_role("button", name="Start game").click()
        page.wait_for_selector(".rt-board svg", state="attached")
        page.wait_for_timeout(500)
        if not page.locator("#privacy").is_hidden():
            page.locator(".rt-privacy-go").click()
        page.get_by_role("button", name="Play on several devices").click()
        page.get_by_role("button", name="Invite Ben to another device").click()
        link_box = page.locator(".rt-device[data-seat='1'] .rt-invite-link")
        link_box.wait_for(timeout=20_000)
        link = link_box.input_value()
        invite_qr = page.locator(".rt-device[data-seat='1'] img.rt-qr").get_attribute("data-qr-version")

        guest = browser.new_context(service_workers="block").new_page()
        t0 = time.perf_counter()
        guest.goto(link)
        guest.wait_for_selector("html[data-answer]", state="attached", timeout=20_000)
        to_answer = time.perf_counter() - t0
        answer = guest.locator(".rt-answer-code").input_value()
        guest.locator("img.rt-qr").wait_for(timeout=10_000)
        answer_qr = guest.locator("img.rt-qr").get_attribute("data-qr-version")
        t0 = time.perf_counter()
        page.locator(".rt-device[data-seat='1'] .rt-answer-code").fill(answer)
        page.locator(".rt-device[data-seat='1'] .rt-connect").click()
        guest.wait_for_selector(".rt-board svg", state="attached", timeout=20_000)
        to_board = time.perf_counter() - t0

        guest_trips: list[float] = []
        host_trips: list[float] = []
        for _ in range(40 * moves):
            if len(guest_trips) >= moves and len(host_trips) >= moves:
                break
            before = host_moves(page)
            if guest.evaluate(MOVABLE):
                t0 = time.perf_counter()
                click_a_move(guest)
                played(guest, page, before)
                guest.wait_for_function("n => Number(document.documentElement.dataset.guestMoves) >= n",
                                        arg=host_moves(page), timeout=20_000)
                guest.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))")
                guest_trips.append(time.perf_counter() - t0)
            elif page.evaluate(MOVABLE):
                t0 = time.perf_counter()
                click_a_move(page)
                played(page, page, before)
                page.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))")
                host_trips.append(time.perf_counter() - t0)
            else:
                page.wait_for_timeout(100)
        browser.close()
    server.shutdown()

    def ms(values: list[float]) -> str:
        return f"{statistics.median(values) * 1000:.0f} ms (median of {len(values)})" if values else "n/a"

    print("Several devices (Railroad Dice, Ann on the host, Ben on a guest, Cy a bot; one Chromium, two contexts)")
    code = link.split("#", 1)[1]
    print(f"  invite link      {len(link)} characters (offer code {len(code)}), QR version {invite_qr}")
    print(f"  answer code      {len(answer)} characters, QR version {answer_qr}")
    print(f"  host ready       {host_ready:.2f} s from opening the page to Python started (cold, no service worker)")
    print(f"  guest's answer   {to_answer:.2f} s from opening the invite link to its answer code (no Python)")
    print(f"  guest's board    {to_board:.2f} s from the answer pasted on the host to the guest's board drawn")
    print(f"  guest's move     {ms(guest_trips)} from its click to its next view drawn")
    print(f"  host's move      {ms(host_trips)} from the click on the host to its board updated")


PICTURES = ROOT / "docs" / "images" / "devices"


def pictures() -> None:
    """The players' page's pictures of the steps, in both languages (JPEG: a few dozen kB each)."""
    from playwright.sync_api import sync_playwright

    from tools import serve
    from tools.chromium import CHROMIUM, CHROMIUM_ARGS

    server = serve.make_server(str(SITE), 0, "/", quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host_, port = server.server_address[:2]
    base = f"http://{host_}:{port}/"
    PICTURES.mkdir(parents=True, exist_ok=True)
    words = {"en": ("Start game", "Play on several devices", "Invite Ben to another device"),
             "de": ("Spiel starten", "Auf mehreren Geräten spielen", "Ben auf ein anderes Gerät einladen")}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for lang, (start, several, invite) in words.items():
            def context(width: int, height: int, lang: str = lang):
                ctx = browser.new_context(service_workers="block", viewport={"width": width, "height": height})
                ctx.add_init_script(f"localStorage.setItem('rt-lang', '{lang}')")
                return ctx.new_page()

            def shot(target, name: str, lang: str = lang) -> None:
                target.screenshot(path=str(PICTURES / f"{lang}-{name}.jpg"), type="jpeg", quality=80)

            page = context(1280, 800)
            page.goto(f"{base}?botDelay=0#new/railroad_dice")
            page.wait_for_selector("html[data-ready]", state="attached", timeout=180_000)
            page.select_option("#seat-count", "3")
            for i, (name, kind) in enumerate([("Ann", ""), ("Ben", ""), ("Cy", "basic")]):
                page.fill(f"#seat-{i}-name", name)
                page.select_option(f"#seat-{i}-kind", kind)
            page.fill("#seed", "8")
            page.get_by_role("button", name=start).click()
            page.wait_for_selector(".rt-board svg", state="attached")
            page.wait_for_timeout(500)
            if not page.locator("#privacy").is_hidden():
                page.locator(".rt-privacy-go").click()
            page.get_by_role("button", name=several).click()
            page.get_by_role("button", name=invite).click()
            row = page.locator(".rt-device[data-seat='1']")
            row.locator("img.rt-qr").wait_for(timeout=20_000)
            panel = page.locator(".rt-devices")
            shot(panel, "1-invite")
            guest = context(390, 844)
            guest.goto(row.locator(".rt-invite-link").input_value())
            guest.locator("img.rt-qr").wait_for(timeout=20_000)
            shot(guest, "2-answer")
            row.locator(".rt-answer-code").fill(guest.locator(".rt-answer-code").input_value())
            row.locator(".rt-connect").click()
            guest.wait_for_selector(".rt-board svg", state="attached", timeout=20_000)
            page.wait_for_selector(".rt-device[data-seat='1'][data-connected]", state="attached", timeout=20_000)
            shot(panel, "3-connected")
            for _ in range(100):  # Ben's turn on his phone
                if guest.evaluate(MOVABLE):
                    break
                if page.evaluate(MOVABLE):
                    before = host_moves(page)
                    click_a_move(page)
                    played(page, page, before)
                page.wait_for_timeout(100)
            guest.wait_for_timeout(500)
            shot(guest, "4-guest-plays")
            print(f"pictures in {lang}: {PICTURES.relative_to(ROOT)}/{lang}-*.jpg")
        browser.close()
    server.shutdown()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--moves", type=int, default=5)
    ap.add_argument("--pictures", action="store_true", help="make the players' page's pictures instead")
    args = ap.parse_args()
    if not (SITE / "index.html").exists():
        sys.exit("build the site first: ./dev build")
    if os.environ.get("RAIL_TABLE_NETNS") == "1":
        pictures() if args.pictures else run(args.moves)
        return
    probe = subprocess.run(["unshare", "-n", "sh", "-c", SETUP], capture_output=True, text=True)
    if probe.returncode:
        sys.exit(f"no network namespace can be made here ({probe.stderr.strip()}): peer connections run only in one")
    cmd = f'{SETUP} && exec "$0" "$1" --moves "$2" $3'
    env = dict(os.environ, RAIL_TABLE_NETNS="1")
    extra = "--pictures" if args.pictures else ""
    sys.exit(subprocess.run(["unshare", "-n", "sh", "-c", cmd, sys.executable, __file__, str(args.moves), extra],
                            cwd=ROOT, env=env).returncode)


if __name__ == "__main__":
    main()
