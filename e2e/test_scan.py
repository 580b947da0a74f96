"""The host reads a guest's answer QR code with its camera (issue 36, web/js/net/qrscan.js).

Chromium is given a fake camera (``--use-file-for-fake-video-capture``) that shows a video written here
into tmp_path: a QR code of a FIXED answer code, made by the site's own encoder (vendor/uqr.mjs) and drawn
into the frames, or a blank picture.  The invite row's scanner (``HostPanel.prototype.scan``, the row's
real buttons and boxes) runs on the site's origin without an invite: no RTCPeerConnection is made here
(peer connections run only in test_devices.py's network namespace).  Without a camera it says so and the
paste box stays.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import CHROMIUM, CHROMIUM_ARGS, _guarded, watch
from playwright.sync_api import Page, expect
from test_a11y import violations  # axe-core, as the other pages are checked
from ui import ARTIFACTS

# An answer code as a guest's page shows one (108 characters, QR version 7 at level M).
CODE = "EQAEqhIf4ABs2Mq6BB6VQVnmhXg_bNtqsSAXH-Ms3M9B2Cv4lbkijOH6M5R-iydAAAFjEuMAZBWhP_Qx3fh2wI9M__RLDmGR9eh4bsM"
FAKE_CAMERA = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"]

# On a page of the site: the invite row's scanner for seat 0 ("Ada") with the row's answer box, a Connect
# that notes what it was given, and every camera stream the page opened (to see that it is stopped).
ROW_JS = """async () => {
  const { HostPanel } = await import("./js/net/hostpanel.js");
  const streams = window.rtStreams = [];
  const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (c) => { const s = await ask(c); streams.push(s); return s; };
  const answer = document.createElement("textarea");
  answer.className = "rt-answer-code";
  answer.setAttribute("aria-label", "Ada's answer code");
  window.rtAccepted = [];
  const panel = { scanners: new Map(), name: () => "Ada" };
  const row = document.createElement("div");
  row.className = "rt-device";
  row.append(answer, ...HostPanel.prototype.scan.call(panel, 0, answer, async () => {
    window.rtAccepted.push(answer.value);
  }));
  (document.querySelector("main") ?? document.body).prepend(row);
  window.rtPanel = panel;
}"""
LIVE_JS = "() => window.rtStreams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length"


def qr_matrix(page: Page, text: str) -> list[list[bool]]:
    """The QR code of `text` as the site's encoder makes it (qr.js's settings), quiet zone included."""
    return page.evaluate("""async (text) => {
      const { encode } = await import("./vendor/uqr.mjs");
      return encode(text, { ecc: "M", border: 4 }).data;
    }""", text)


def module_picture(matrix: list[list[bool]], scale: int = 7) -> tuple[bytes, int]:
    """A QR matrix as a square grey picture (dark modules 25, light 225), `scale` px a module, and its side."""
    side = len(matrix) * scale
    return bytes(25 if matrix[y // scale][x // scale] else 225 for y in range(side) for x in range(side)), side


def write_y4m(path: Path, picture: tuple[bytes, int] | None, width: int = 640, height: int = 480) -> None:
    """A two-frame YUV 4:2:0 video (Chromium plays it in a loop): light grey, a square grey `picture` (its
    bytes and side) centred if any."""
    luma = bytearray([225]) * (width * height)
    if picture:
        pixels, side = picture
        left, top = (width - side) // 2, (height - side) // 2
        for y in range(side):
            luma[(top + y) * width + left:(top + y) * width + left + side] = pixels[y * side:(y + 1) * side]
    chroma = bytes([128]) * (width * height // 2)  # U and V planes, a quarter each: no colour
    frame = b"FRAME\n" + bytes(luma) + chroma
    path.write_bytes(f"YUV4MPEG2 W{width} H{height} F5:1 Ip A1:1 C420jpeg\n".encode() + frame * 2)


def camera_browser(browser, browser_log, video: Path, extra: tuple[str, ...] = ()):
    """A browser of its own whose camera shows `video` (read when the camera starts), and a watched page."""
    exe = CHROMIUM if Path(CHROMIUM).exists() else None
    own = browser.browser_type.launch(executable_path=exe, args=[
        *CHROMIUM_ARGS, *extra, *FAKE_CAMERA, f"--use-file-for-fake-video-capture={video}"])
    context = _guarded(own.new_context(service_workers="block"), browser_log)
    return own, watch(context.new_page(), browser_log)


def camera_page(browser, browser_log, site_url: str, video: Path):
    """A browser of its own whose camera shows `video`, and a page of the site with the invite row on it."""
    own, page = camera_browser(browser, browser_log, video)
    page.goto(f"{site_url}/join.html")  # the guest's page without an invite: no Python, no connection
    expect(page.locator("html[data-guest='no-invite']")).to_be_attached(timeout=30_000)
    page.evaluate(ROW_JS)
    return own, page


@pytest.fixture
def code_video(page: Page, site_url: str, tmp_path: Path) -> Path:
    page.goto(f"{site_url}/join.html")
    video = tmp_path / "answer.y4m"
    write_y4m(video, module_picture(qr_matrix(page, CODE)))
    assert video.stat().st_size < 1_000_000
    return video


def test_the_camera_reads_the_answer_into_the_box_and_connects(browser, browser_log, site_url, code_video):
    own, page = camera_page(browser, browser_log, site_url, code_video)
    try:
        scan = page.get_by_role("button", name="Scan Ada's answer with the camera")
        scan.click()
        expect(scan).to_be_hidden()
        expect(page.locator(".rt-answer-code")).to_have_value(CODE, timeout=20_000)
        assert page.evaluate("() => window.rtAccepted") == [CODE]  # connected as the Connect button does
        # The camera is off and the row is as before, ready to scan again.
        assert page.evaluate(LIVE_JS) == 0
        expect(page.locator(".rt-scan")).to_have_count(0)
        expect(scan).to_be_visible()
        assert page.evaluate("() => window.rtPanel.scanners.size") == 0
    finally:
        own.close()
    assert not browser_log.errors, browser_log.dump()


def test_stop_and_a_changed_row_stop_the_camera(browser, browser_log, site_url, tmp_path):
    blank = tmp_path / "blank.y4m"
    write_y4m(blank, None)
    own, page = camera_page(browser, browser_log, site_url, blank)
    try:
        scan = page.get_by_role("button", name="Scan Ada's answer with the camera")
        scan.click()
        expect(page.locator(".rt-scan[data-scan='scanning']")).to_be_attached(timeout=20_000)
        expect(page.locator("video.rt-scan-video[aria-label='Camera picture']")).to_be_visible()
        ARTIFACTS.mkdir(exist_ok=True)
        page.set_viewport_size({"width": 390, "height": 844})
        page.screenshot(path=str(ARTIFACTS / "devices-scan-390.png"))  # to look at (e2e/artifacts, not kept)
        found = violations(page, "scanning")
        assert found == [], "\n".join(found)
        assert page.evaluate(LIVE_JS) == 1
        page.get_by_role("button", name="Stop the camera").click()
        assert page.evaluate(LIVE_JS) == 0
        expect(page.locator(".rt-scan")).to_have_count(0)
        assert page.locator(".rt-answer-code").input_value() == ""
        # Scanning again, then the row changes under it (a new invite, the device connected, the panel closed):
        # the scanner sees it left the page and stops the camera.
        scan.click()
        expect(page.locator(".rt-scan[data-scan='scanning']")).to_be_attached(timeout=20_000)
        page.evaluate("() => document.querySelector('.rt-device').remove()")
        page.wait_for_function(f"() => ({LIVE_JS})() === 0", timeout=5_000)
        assert page.evaluate("() => window.rtAccepted") == []
    finally:
        own.close()
    assert not browser_log.errors, browser_log.dump()


def test_no_camera_is_said_and_the_paste_box_stays(page: Page, site_url: str):
    """The shared browser has no fake camera: the browser refuses or finds none, and the row says so."""
    page.goto(f"{site_url}/join.html")
    page.evaluate(ROW_JS)
    page.get_by_role("button", name="Scan Ada's answer with the camera").click()
    said = page.locator(".rt-scan[data-scan='problem'] [role='alert']")
    expect(said).to_contain_text("Paste the answer code in the box instead.", timeout=20_000)
    expect(page.locator(".rt-answer-code")).to_be_editable()
    found = violations(page, "no camera")
    assert found == [], "\n".join(found)
    expect(page.get_by_role("button", name="Scan Ada's answer with the camera")).to_be_visible()
    assert page.evaluate(LIVE_JS) == 0
