"""Offline play and safe redeploys: the service worker (web/sw.js) and the update offer (js/offline.js).

Each test serves its own copy of site/ (the `deploy` fixture) so it can take the server down (no
network at all: every request answers 503, on top of Playwright's offline mode) or publish another
build while a tab is open.
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import json
import re
import shutil
import struct
import zipfile
from pathlib import Path

from conftest import CHROMIUM, CHROMIUM_ARGS, ROOT, SITE, _guarded, watch
from playwright.sync_api import expect
from ui import FAST, click_move, current_save_id, moves_played, settle, start_game

SOLO = [("Ann", "human"), ("Bob", "standard")]


def _build_module():
    spec = importlib.util.spec_from_file_location("railtable_build", ROOT / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def open_ready(page, url: str, wait_ready) -> None:
    page.goto(url)
    wait_ready(page)


def wait_offline_ready(page) -> None:
    """Every file of this build is in the service worker's cache (js/offline.js sets the mark)."""
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)


def engine_version(page) -> str:
    return page.locator("html").get_attribute("data-engine-version")


def go_offline(context, deploy) -> None:
    deploy.down = True
    context.set_offline(True)


def play_one_move(page) -> None:
    assert settle(page) == "move"
    before = moves_played(page)
    click_move(page)
    page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)


def test_offline_reload_new_tab_and_play(sw_context, deploy, wait_ready, browser_log):
    page = watch(sw_context.new_page(), browser_log)
    open_ready(page, deploy.url + FAST, wait_ready)
    wait_offline_ready(page)

    go_offline(sw_context, deploy)
    # A reload reaches ready with no network, and a game can be started and played.
    page.reload()
    wait_ready(page)
    assert page.locator("html").get_attribute("data-engine-wasm") == "page"  # compiled from the cache
    expect(page.locator(".rt-game")).to_have_count(len(json.loads(_games_json())))
    page.goto(deploy.url + FAST + "#new/last_spike")
    start_game(page, SOLO, seed=4)
    play_one_move(page)
    play_one_move(page)

    # A new tab (the installed app's start URL is the site root) too, and it finds the saved game.
    tab = watch(sw_context.new_page(), browser_log)
    open_ready(tab, deploy.url, wait_ready)
    expect(tab.locator(".rt-save")).to_have_count(1)
    tab.locator(".rt-save").get_by_role("link", name="Resume").click()
    expect(tab.locator(".rt-board svg")).to_be_attached()
    assert moves_played(tab) == moves_played(page)
    # Nothing the app asks for is missing from the cache (a miss would be a 503 from the dead server).
    assert not [e for e in browser_log.errors if "503" in e or "Failed to load" in e], browser_log.errors


def test_offline_in_a_freshly_started_browser(browser, deploy, wait_ready, browser_log, tmp_path):
    """After one visit, a browser started anew (same profile, the old one closed) reaches ready with the
    network off, and a game can be started and played.

    This test launches browsers of its own: the session's shared browser cannot be restarted, and a
    persistent profile (the service worker and its cache on disk, as a player's browser keeps them)
    needs a browser launched on that profile (launch_persistent_context).  It launches two, one after
    the other, each closed before the next."""
    profile = tmp_path / "profile"
    launch = {"executable_path": CHROMIUM if Path(CHROMIUM).exists() else None, "args": CHROMIUM_ARGS,
              "service_workers": "allow"}

    first = _guarded(browser.browser_type.launch_persistent_context(profile, **launch), browser_log)
    try:
        page = watch(first.pages[0] if first.pages else first.new_page(), browser_log)
        open_ready(page, deploy.url + FAST, wait_ready)
        wait_offline_ready(page)
    finally:
        first.close()  # the whole browser: nothing of this run stays in memory

    deploy.down = True  # no network: every request to the server fails
    again = _guarded(browser.browser_type.launch_persistent_context(profile, offline=True, **launch), browser_log)
    try:
        page = watch(again.pages[0] if again.pages else again.new_page(), browser_log)
        open_ready(page, deploy.url + FAST, wait_ready)
        expect(page.locator(".rt-game")).to_have_count(len(json.loads(_games_json())))
        page.goto(deploy.url + FAST + "#new/last_spike")
        start_game(page, SOLO, seed=5)
        play_one_move(page)
        assert moves_played(page) >= 1
    finally:
        again.close()
    # Everything came from the service worker's cache (a miss would be a 503 from the dead server).
    assert not [e for e in browser_log.errors if "503" in e or "Failed to load" in e], browser_log.errors


def _games_json() -> str:
    text = (SITE / "index.html").read_text(encoding="utf-8")
    return re.search(r'<script type="application/json" id="rt-games">(.*?)</script>', text, re.S).group(1)


def test_installable_manifest_and_icons(sw_context, deploy, wait_ready):
    page = sw_context.new_page()
    open_ready(page, deploy.url, wait_ready)
    wait_offline_ready(page)
    cdp = sw_context.new_cdp_session(page)
    errors = [e["errorId"] for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]]
    # Chromium would offer to install it (a test context is incognito, the one thing it objects to).
    assert [e for e in errors if e != "in-incognito"] == [], errors
    manifest = json.loads((SITE / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone" and manifest["name"]
    for icon in manifest["icons"]:
        data = (SITE / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            width, height = struct.unpack(">II", data[16:24])  # PNG IHDR
            assert f"{width}x{height}" == icon["sizes"], icon
    # The installed app opens its start URL: offline, that is the cached home page.
    go_offline(sw_context, deploy)
    open_ready(page, deploy.url, wait_ready)
    expect(page.locator(".rt-game").first).to_be_visible()


def make_redeploy(deploy, v1: Path, version: str) -> Path:
    """A second build: v1 with another pygame_rules version in its wheel (source changed, its .pyc
    dropped), the lock's hash of the wheel and sw.js rewritten as build.py writes them."""
    v2 = deploy.root / "v2"
    shutil.rmtree(v2, ignore_errors=True)
    shutil.copytree(v1, v2)
    (wheel,) = (v2 / "pyodide").glob("pygame_rules-*.whl")
    src = io.BytesIO(wheel.read_bytes())
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as out:
        for info in zin.infolist():
            if info.filename.startswith("pygame_rules/__pycache__/__init__."):
                continue
            data = zin.read(info)
            if info.filename == "pygame_rules/__init__.py":
                data = re.sub(rb'__version__ = "[^"]+"', f'__version__ = "{version}"'.encode(), data)
            out.writestr(info, data)
    lock_path = v2 / "pyodide" / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    lock["packages"]["pygame-rules"]["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
    lock_path.write_text(json.dumps(lock))
    build = _build_module()
    build.stamp_runtime(v2)  # another interpreter: its own Python memory snapshot (pyodide-snapshot.js)
    build.write_service_worker(v2)
    return v2


CHECK_UPDATE_JS = """async () => {
  // evaluate has no timeout of its own: an update check or an install that never ends fails after 60 s.
  let timer;
  const stuck = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error("no update settled in 60 s")), 60000);
  });
  const check = async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    // An update check joins one already under way (the browser's own after a navigation, say), and that one
    // may have fetched sw.js before the deploy: only a check begun after it can see the new version.
    let w = null;
    for (let tries = 0; tries < 10 && !w; tries++) {
      if (tries) await new Promise((done) => setTimeout(done, 500));
      await reg.update();
      w = reg.installing || reg.waiting;
    }
    if (!w) return 'none';
    if (w.state === 'installed' || w.state === 'redundant') return w.state;
    return await new Promise((done) => w.addEventListener('statechange',
      () => (w.state === 'installed' || w.state === 'redundant') && done(w.state)));
  };
  try {
    return await Promise.race([check(), stuck]);
  } finally {
    clearTimeout(timer);  // else the page would see a rejection nobody handles, 60 s after a check that ended
  }
}"""


def test_redeploy_while_a_tab_is_open(sw_context, deploy, wait_ready, browser_log):
    import pygame_rules

    v1_version, v2_version = pygame_rules.__version__, pygame_rules.__version__ + "+redeploy"
    v1 = deploy.folder
    page = watch(sw_context.new_page(), browser_log)
    open_ready(page, deploy.url + FAST + "#new/last_spike", wait_ready)
    wait_offline_ready(page)
    start_game(page, SOLO, seed=9)
    play_one_move(page)
    game_id = current_save_id(page)
    v2 = make_redeploy(deploy, v1, v2_version)

    # A half-finished deploy (the new worker and wheel, the old lock) is refused as a whole: the
    # worker checks every file against its hash, so no cache ever mixes builds.
    half = deploy.copy_site("half")
    shutil.copytree(v1, half, dirs_exist_ok=True)
    shutil.copy2(v2 / "sw.js", half / "sw.js")
    for wheel in (v2 / "pyodide").glob("pygame_rules-*.whl"):
        shutil.copy2(wheel, half / "pyodide" / wheel.name)
    deploy.publish(half)
    assert page.evaluate(CHECK_UPDATE_JS) == "redundant"
    expect(page.locator("#update")).to_be_hidden()

    # The whole deploy: the page offers the update and goes on playing the old version meanwhile.
    deploy.publish(v2)
    assert page.evaluate(CHECK_UPDATE_JS) == "installed"
    update = page.locator("#update")
    expect(update).to_be_visible()
    expect(update).to_contain_text("A new version of Rail Table is ready")
    play_one_move(page)
    assert engine_version(page) == v1_version
    assert settle(page) == "move"  # the bot's answer played and saved: the count the reload must find
    played = moves_played(page)

    # Until the player agrees, every tab gets the old build, lock and wheel together.
    tab = sw_context.new_page()
    open_ready(tab, deploy.url, wait_ready)
    assert engine_version(tab) == v1_version
    tab.close()

    # "Update now": the page reloads into the new version and the game resumes where it was.
    update.get_by_role("button", name="Update now").click()
    page.wait_for_function("v => document.documentElement.dataset.engineVersion === v", arg=v2_version,
                           timeout=120_000)
    wait_ready(page)
    assert current_save_id(page) == game_id
    expect(page.locator(".rt-board svg")).to_be_attached()
    assert moves_played(page) == played
    expect(page.locator("#update")).to_be_hidden()
    # The old build's cache is gone; the new one serves the new wheel even with no network.
    go_offline(sw_context, deploy)
    page.reload()
    wait_ready(page)
    assert engine_version(page) == v2_version
    # (rail-table-snapshot, Python's memory snapshot, may be there again: this tab made v2's.)
    caches = [name for name in page.evaluate("caches.keys()") if name != "rail-table-snapshot"]
    assert caches == [f"rail-table-{_build_id(v2)}"]


def _build_id(site: Path) -> str:
    return re.search(r'"build": "([0-9a-f]+)"', (site / "sw.js").read_text()).group(1)
