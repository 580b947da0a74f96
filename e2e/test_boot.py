"""The built site boots Python in the browser, offline, from any mount path.

Page contract these tests rely on (keep it when the placeholder UI is replaced):
  <html data-ready="1" data-engine-version="X.Y.Z">  set once the engine's worker is up
  the engine version visible somewhere on the page once ready
  #status                                            loading message while Python boots
"""

import re
import time

import pytest


@pytest.mark.parametrize("where", ["root", "subpath"])
def test_boots_and_shows_engine_version(where, request, page, browser_log, wait_ready):
    import pygame_rules  # the same source tree the site's wheel was built from

    url = request.getfixturevalue("site_url" if where == "root" else "subpath_url")
    t0 = time.monotonic()
    page.goto(url)
    wait_ready(page)
    print(f"\n[{where}] data-ready after {time.monotonic() - t0:.1f} s (cold cache)")

    version = pygame_rules.__version__
    assert page.locator("html").get_attribute("data-engine-version") == version
    assert page.get_by_text(version).first.is_visible()
    assert not page.locator("#status").is_visible()
    assert browser_log.errors == []
    # Every request stayed under the mount path (relative URLs), and Python really came
    # from our local copies (the page fixture separately fails on any off-origin request).
    assert all(r.split(" ", 1)[1].startswith(url) for r in browser_log.requests), browser_log.requests
    fetched = {r.rsplit("/", 1)[1] for r in browser_log.requests}
    assert {"pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"} <= fetched
    assert any(re.fullmatch(r"pygame_rules-.+\.whl", f) for f in fetched), fetched


def test_shows_loading_message_before_python(page, site_url):
    # Hold back the wasm so Python cannot finish booting, and look at what the user sees.
    page.route("**/pyodide.asm.wasm", lambda route: None)  # never answered
    page.goto(site_url)
    status = page.locator("#status")
    assert status.is_visible()
    assert re.search(r"load", status.inner_text(), re.I)
    assert page.locator("html[data-ready]").count() == 0


def test_home_page_lists_games_and_saves_before_python(page, site_url):
    # Python never arrives (the wasm is held back): the game list, previews and saved games still show,
    # from the page itself (build.py inlines the list) and localStorage.
    page.route("**/pyodide.asm.wasm", lambda route: None)  # never answered
    page.goto(site_url)
    page.evaluate("""() => {
      localStorage.setItem('railtable.save.s1', '{}');
      localStorage.setItem('railtable.index', JSON.stringify({s1: {game_name: 'Ticket to Ride',
        players: [{name: '<b>Ann</b>'}, {name: 'Bot', bot: 'greedy'}], moves_played: 12}}));
    }""")
    page.reload()
    games = page.locator(".rt-game")
    assert games.count() >= 2
    assert {"last_spike", "ticket_to_ride"} <= set(games.evaluate_all("els => els.map(e => e.dataset.game)"))
    assert page.get_by_role("link", name="New game of Ticket to Ride").is_visible()
    assert page.locator(".rt-game img.rt-preview").first.evaluate("img => img.complete && img.naturalWidth > 0")
    save = page.locator('.rt-save[data-save-id="s1"]')
    assert "Ticket to Ride — <b>Ann</b>, Bot (bot)" in save.inner_text()  # names shown as text
    assert page.locator("html[data-ready]").count() == 0
    took = page.evaluate("performance.getEntriesByName('rt-games-shown')[0].startTime")
    print(f"\ngames on screen {took:.0f} ms after navigation (no Python)")


RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]


@pytest.mark.parametrize("path", ["index.html", "embed.html?game=last_spike&seed=5&players=Ann,Bob"])
def test_the_runtime_is_fetched_at_once_and_only_once(path, page, site_url, browser_log, wait_ready):
    # The engine's worker fetches Pyodide itself, each file once (but for pyodide.asm.wasm, which the page
    # fetches and compiles for it: js/engine.js, pyodide-loader.js): the pages preload none of it (a page's
    # preload is not shared with a worker, so each file would be requested twice: 14 MB at stake).  The home
    # page preloads its own modules only (build.py: all at once, not one level of imports after another).
    page.goto(site_url + path)
    wait_ready(page)
    hints = page.evaluate("[...document.querySelectorAll('link[rel=preload], link[rel=modulepreload]')]"
                          ".map((link) => link.getAttribute('href'))")
    assert all(href.startswith("./js/") for href in hints), hints
    assert bool(hints) == path.startswith("index.html")
    fetched = [r.split(" ", 1)[1] for r in browser_log.requests]
    runtime = [site_url + "pyodide/" + name for name in RUNTIME]
    assert {url: fetched.count(url) for url in runtime} == {url: 1 for url in runtime}
