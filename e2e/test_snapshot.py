"""Python's memory snapshot (web/pyodide-snapshot.js): once the engine has started and the service worker
controls the page (a first visit's once it has cached the site), a throwaway worker makes a snapshot of
Python with the rules imported (snapshot-worker.js); the next start restores it instead of starting the
interpreter and importing them.  <html data-engine-start>
says how the engine's Python started: "fresh", "snapshot", or "fallback" (a stored snapshot failed and was
dropped); <html data-engine-snapshot> that the page had one made ("made").  The time saved is
benchmarks/bench.py's.

Each test serves its own copy of site/ (the `deploy` fixture): a redeploy swaps it.
"""

from __future__ import annotations

from conftest import watch
from test_offline import CHECK_UPDATE_JS, go_offline, make_redeploy, play_one_move
from ui import FAST, start_game

import pygame_rules

SOLO = [("Ann", "human"), ("Bob", "standard")]
SNAPSHOT_CACHE = "rail-table-snapshot"


def started(page) -> str:
    return page.locator("html").get_attribute("data-engine-start")


def reload_ready(page, wait_ready) -> None:
    page.reload()
    wait_ready(page)


def snapshot_made(sw_context, deploy, wait_ready, browser_log):
    """A first visit, which has the snapshot made once its service worker controls the page (so that the
    first reload starts from it).  Returns the page."""
    page = watch(sw_context.new_page(), browser_log)
    page.goto(deploy.url + FAST)
    wait_ready(page)
    assert started(page) == "fresh"
    assert page.locator("html").get_attribute("data-engine-wasm") == "own"  # a first visit lends no wasm
    page.wait_for_selector("html[data-engine-snapshot]", state="attached", timeout=120_000)
    assert page.locator("html").get_attribute("data-engine-snapshot") == "made"
    assert page.locator("html").get_attribute("data-offline") == "ready"  # made after the site was cached
    return page


def stored_keys(page) -> list[str]:
    return page.evaluate("""async (name) => (await caches.has(name))
      ? (await (await caches.open(name)).keys()).map((r) => r.url) : []""", SNAPSHOT_CACHE)


# Rewrites the one stored snapshot: "flip" changes a byte in the middle and keeps the stored hash (damaged in
# storage); "garbage" stores other bytes with their own hash (a snapshot Pyodide itself refuses).
SPOIL_JS = """async ([name, how]) => {
  const cache = await caches.open(name);
  const [key] = await cache.keys();
  const old = await cache.match(key);
  const bytes = new Uint8Array(await old.arrayBuffer());
  const headers = new Headers(old.headers);
  if (how === 'flip') bytes[bytes.length >> 1] ^= 0xff;
  else {
    bytes.fill(7);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    headers.set('X-Snapshot-SHA-256', Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
  }
  await cache.put(key, new Response(bytes, { headers }));
}"""


def test_a_warm_start_restores_python_from_the_snapshot_online_and_offline(sw_context, deploy, wait_ready,
                                                                             browser_log):
    page = snapshot_made(sw_context, deploy, wait_ready, browser_log)
    assert len(stored_keys(page)) == 1
    reload_ready(page, wait_ready)
    assert started(page) == "snapshot"
    assert page.locator("html").get_attribute("data-engine-wasm") == "page"
    assert page.locator("html").get_attribute("data-engine-version") == pygame_rules.__version__
    # The restored Python plays: a game with a bot, in German (the catalogues are files, not memory).
    go_offline(sw_context, deploy)
    page.goto(deploy.url + FAST + "&lang=de#new/last_spike")
    wait_ready(page)
    assert started(page) == "snapshot"
    start_game(page, SOLO, seed=9, start="Spiel starten")
    play_one_move(page)
    play_one_move(page)
    assert page.locator("html").get_attribute("data-engine-snapshot") is None  # none made again
    assert not browser_log.errors, browser_log.dump()


def test_a_broken_snapshot_falls_back_to_a_normal_start_and_is_made_again(sw_context, deploy, wait_ready,
                                                                          browser_log):
    page = snapshot_made(sw_context, deploy, wait_ready, browser_log)
    for how, why in [("flip", "its hash differs"), ("garbage", "Snapshot has invalid magic number")]:
        page.evaluate(SPOIL_JS, [SNAPSHOT_CACHE, how])
        browser_log.console.clear()
        reload_ready(page, wait_ready)
        assert started(page) == "fallback", how
        assert any(why in line for line in browser_log.console), browser_log.console
        page.wait_for_selector("html[data-engine-snapshot=made]", state="attached", timeout=120_000)
        reload_ready(page, wait_ready)
        assert started(page) == "snapshot", how
    page.goto(deploy.url + FAST + "#new/last_spike")
    wait_ready(page)
    start_game(page, SOLO, seed=4)
    play_one_move(page)


def test_a_redeploy_never_starts_from_the_old_snapshot(sw_context, deploy, wait_ready, browser_log):
    v2_version = pygame_rules.__version__ + "+redeploy"
    page = snapshot_made(sw_context, deploy, wait_ready, browser_log)
    reload_ready(page, wait_ready)
    assert started(page) == "snapshot"
    (v1_key,) = stored_keys(page)
    page.evaluate(COPY_JS, [SNAPSHOT_CACHE, v1_key, "kept-by-the-test", v1_key])

    deploy.publish(make_redeploy(deploy, deploy.folder, v2_version))
    assert page.evaluate(CHECK_UPDATE_JS) == "installed"
    page.locator("#update").get_by_role("button", name="Update now").click()
    page.wait_for_function("v => document.documentElement.dataset.engineVersion === v", arg=v2_version,
                           timeout=120_000)
    wait_ready(page)
    assert started(page) == "fresh"  # the new version's service worker dropped the old snapshot
    page.wait_for_selector("html[data-engine-snapshot=made]", state="attached", timeout=120_000)
    (v2_key,) = stored_keys(page)
    assert v2_key != v1_key

    # Even were v1's snapshot stored (a v1 tab's late maker, say), v2 looks only for its own interpreter's.
    page.evaluate("async ([name, key]) => (await caches.open(name)).delete(key)", [SNAPSHOT_CACHE, v2_key])
    page.evaluate(COPY_JS, ["kept-by-the-test", v1_key, SNAPSHOT_CACHE, v1_key])
    reload_ready(page, wait_ready)
    assert started(page) == "fresh"
    assert page.locator("html").get_attribute("data-engine-version") == v2_version
    page.wait_for_selector("html[data-engine-snapshot=made]", state="attached", timeout=120_000)
    reload_ready(page, wait_ready)
    assert started(page) == "snapshot"
    assert page.locator("html").get_attribute("data-engine-version") == v2_version
    assert stored_keys(page) == [v2_key]  # storing v2's dropped v1's


COPY_JS = """async ([fromCache, fromKey, toCache, toKey]) => {
  const hit = await (await caches.open(fromCache)).match(fromKey);
  await (await caches.open(toCache)).put(toKey, hit);
}"""
