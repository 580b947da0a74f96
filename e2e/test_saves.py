"""Saved games: broken saves stay listed with their reason; export and import round-trip a game."""

from __future__ import annotations

import json

from playwright.sync_api import expect
from ui import click_move, current_save_id, moves_played, open_app, settle, start_game, state_hash, stored_save

BROKEN = {
    "railtable.save.not-json": "{this is not json",
    "railtable.save.from-the-future": json.dumps(
        {"format": "rail-table-save", "schema": 99, "engine": "9.9.9", "game": "last_spike"}),
}


def storage_keys(page) -> set[str]:
    return set(page.evaluate("Object.keys(localStorage)"))


def test_corrupt_saves_are_listed_with_their_error_and_kept(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready)
    page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v); }", BROKEN)
    page.reload()
    wait_ready(page)

    junk = page.locator('.rt-save[data-save-id="not-json"]')
    expect(junk).to_have_class("rt-save rt-broken")
    expect(junk.locator(".rt-save-error")).to_contain_text("not valid JSON")
    future = page.locator('.rt-save[data-save-id="from-the-future"]')
    expect(future.locator(".rt-save-error")).to_contain_text("newer Rail Table")
    expect(future.get_by_role("link", name="Resume")).to_have_count(0)  # nothing to resume
    assert set(BROKEN) <= storage_keys(page)

    # Opening one directly (an old #play link) explains and goes home; the save stays.
    page.goto(f"{site_url}#play/not-json")
    wait_ready(page)
    expect(page.get_by_role("alert")).to_contain_text("cannot be opened")
    expect(junk).to_be_visible()
    assert set(BROKEN) <= storage_keys(page)

    # Only an explicit, confirmed delete removes it.
    junk.get_by_role("button", name="Delete").click()
    expect(junk).to_contain_text("Delete this saved game for good?")
    junk.get_by_role("button", name="Keep it").click()
    assert "railtable.save.not-json" in storage_keys(page)
    junk.get_by_role("button", name="Delete").click()
    junk.get_by_role("button", name="Yes, delete").click()
    expect(junk).to_have_count(0)
    assert "railtable.save.not-json" not in storage_keys(page)
    assert "railtable.save.from-the-future" in storage_keys(page)


def test_export_then_import_gives_the_same_game(page, site_url, wait_ready, tmp_path):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, [("Ann", "human"), ("Bob", "standard")], seed=77)
    for _ in range(5):
        assert settle(page) == "move"
        click_move(page)
    assert settle(page) == "move"
    original_id, position, played = current_save_id(page), state_hash(page), moves_played(page)

    with page.expect_download() as info:
        page.get_by_role("button", name="Export").click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    exported = json.loads(path.read_text())
    assert path.suffix == ".json" and exported["format"] == "rail-table-save"
    assert exported["hash"] == position and len(exported["moves"]) == played

    page.get_by_role("link", name="Home").click()
    page.set_input_files("#import-file", str(path))
    page.wait_for_url("**#play/*")
    assert settle(page) == "move"
    assert current_save_id(page) != original_id  # a new saved game ...
    assert state_hash(page) == position and moves_played(page) == played  # ... of the same position
    assert stored_save(page)["moves"] == exported["moves"]


def test_importing_a_foreign_file_explains_and_stores_nothing(page, site_url, wait_ready, tmp_path):
    open_app(page, site_url, wait_ready)
    before = storage_keys(page)
    path = tmp_path / "<b>notes<i>.json"
    path.write_text('{"hello": "<img src=x onerror=alert(1)>"}')
    page.set_input_files("#import-file", str(path))
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("<b>notes<i>.json could not be imported: This is not a Rail Table save file.")
    assert alert.locator("b, img").count() == 0  # the file name is text, not markup
    assert storage_keys(page) == before


def test_home_lists_games_and_saves_before_python_is_up(page, site_url, wait_ready):
    # First visit: Python up, the game list gets cached; leave a saved game behind.
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, [("Ann", "human"), ("Bob", "standard")], seed=3)
    page.goto(site_url)
    wait_ready(page)
    # Next visit with Python held back: games (with their build-time previews) and saves still show.
    page.route("**/pyodide.asm.wasm", lambda route: None)  # never answered
    page.reload()
    expect(page.locator("#status")).to_be_visible()
    card = page.locator('.rt-game[data-game="last_spike"]')
    expect(card).to_be_visible()
    card.locator("img.rt-preview").evaluate(  # the static preview loaded (no Python involved)
        "img => img.complete || new Promise(ok => img.addEventListener('load', ok))")
    assert card.locator("img.rt-preview").evaluate("img => img.naturalWidth") > 0
    expect(page.locator(".rt-save")).to_contain_text("Ann, Bob (bot)")
    assert page.locator("html[data-ready]").count() == 0


# A playable element that plays one move (a piece offering several opens a chooser instead), and the
# moment the engine's answer is taken (it answers from its worker): the move's save then waits for its frame.
ONE_MOVE = """const oneMove = () => [...document.querySelectorAll(".rt-table [data-move]")].find(
  (el) => !el.dataset.moves || JSON.parse(el.dataset.moves).length === 1);
const applied = () => new Promise((done, fail) => {  // the engine's answer taken: its save is waiting (or written)
  const watch = new MutationObserver(() => { watch.disconnect(); done(); });
  watch.observe(document.body, { attributes: true, attributeFilter: ["data-save-pending"] });
  // A click the page did not take as a move would leave this waiting for ever (evaluate has no timeout).
  setTimeout(() => { watch.disconnect(); fail(new Error("no save pending 30 s after the click")); }, 30000);
});"""

MOVE_THEN_READ_JS = """async (key) => {
  """ + ONE_MOVE + """
  // Click a move like a player, read the save at once, once the engine's answer is taken (the frame
  // showing the move is not painted yet), once that frame is painted (a task queued from
  // requestAnimationFrame runs after the paint), and once the page is idle after it.
  const before = localStorage.getItem(key);
  const shown = applied();
  oneMove().dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const atClick = localStorage.getItem(key);
  await shown;
  const atDrawn = localStorage.getItem(key);
  await new Promise((done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = done;
    channel.port2.postMessage(0);
  }));
  const atPaint = localStorage.getItem(key);
  await new Promise((done) => requestIdleCallback(done, { timeout: 1000 }));
  await new Promise((done) => setTimeout(done, 0));
  return { before, atClick, atDrawn, atPaint, painted: localStorage.getItem(key) };
}"""


HIDDEN_TAB_JS = """async ([key, how]) => {
  """ + ONE_MOVE + """
  const moves = () => JSON.parse(localStorage.getItem(key)).moves.length;
  const hide = () => Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  const before = moves();
  if (how === "hidden already") hide();
  const shown = applied();
  oneMove().dispatchEvent(new MouseEvent("click", { bubbles: true }));
  await shown;
  const atClick = moves();
  if (how === "hide after the click") {
    hide();
    document.dispatchEvent(new Event("visibilitychange"));
  }
  const after = moves();
  delete document.visibilityState; // visible again (the document's own getter)
  return { before, atClick, after };
}"""


def to_move(page) -> None:
    """Wait until a human can move, passing the privacy screen when the turn changed hands."""
    if settle(page) == "privacy":
        page.locator(".rt-privacy-go").click()
    assert settle(page) == "move"


def test_a_moves_save_is_written_after_its_frame_and_never_lost(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, [("Ann", "human"), ("Bea", "human")], seed=5)
    to_move(page)
    save_id = current_save_id(page)
    key = f"railtable.save.{save_id}"

    # The click's frame does not wait for localStorage, nor what runs right after it: the save is written
    # once the page is idle after the frame.
    got = page.evaluate(MOVE_THEN_READ_JS, key)
    assert got["atClick"] == got["atDrawn"] == got["atPaint"] == got["before"]
    assert len(json.loads(got["painted"])["moves"]) == len(json.loads(got["before"])["moves"]) + 1

    # A move whose frame never comes (the tab is closed or reloaded once it is drawn) is still saved:
    # pagehide writes what is waiting.
    to_move(page)
    played = moves_played(page)
    at_pagehide = page.evaluate("""async (key) => {
      """ + ONE_MOVE + """
      const shown = applied();
      oneMove().dispatchEvent(new MouseEvent("click", { bubbles: true }));
      await shown;
      dispatchEvent(new PageTransitionEvent("pagehide"));
      return localStorage.getItem(key);
    }""", key)
    assert len(json.loads(at_pagehide)["moves"]) == played + 1
    page.reload()
    wait_ready(page)
    assert len(stored_save(page, save_id)["moves"]) == played + 1
    to_move(page)
    assert moves_played(page) == played + 1

    # The tab is hidden before the frame comes (visibilitychange), or already hidden (no frames at all):
    # written at once.
    to_move(page)
    got = page.evaluate(HIDDEN_TAB_JS, [key, "hide after the click"])
    assert got["atClick"] == got["before"] and got["after"] == got["before"] + 1
    to_move(page)
    got = page.evaluate(HIDDEN_TAB_JS, [key, "hidden already"])
    assert got["atClick"] == got["before"] + 1
    played += 2

    # Leaving the game for the home page writes it too (the session closes), even while the engine's
    # answer to the move is still on its way.
    to_move(page)
    page.evaluate("""() => {
      """ + ONE_MOVE + """
      oneMove().dispatchEvent(new MouseEvent("click", { bubbles: true }));
      location.hash = "#";
    }""")
    expect(page.locator(".rt-save")).to_have_count(1)
    assert len(stored_save(page, save_id)["moves"]) == played + 2
