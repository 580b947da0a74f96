"""The browser and CPython agree: same seed and moves, same state hash; embedded boards replay links."""

from __future__ import annotations

import json
from urllib.parse import quote

from playwright.sync_api import expect
from ui import click_move, moves_played, open_app, settle, start_game, state_hash, stored_save

from pygame_rules import Game
from pygame_rules.bridge import Table

PLAYERS = {"players": [{"name": "Ann"}, {"name": "Bea"}]}


def cpython_line(seed: int, count: int) -> tuple[list[str], list[str]]:
    """A deterministic line of play in CPython: (moves, state hash after each prefix, from 0)."""
    game = Game("last_spike", PLAYERS, seed)
    hashes = [game.state_hash()]
    for i in range(count):
        legal = game.legal_moves()
        game.push(legal[i % len(legal)])  # vary the choice so buys and sales show up too
        hashes.append(game.state_hash())
    return game.moves, hashes


def embed_url(base: str, seed: int, moves: list[str], **extra: str) -> str:
    query = {"game": "last_spike", "seed": str(seed), "players": "Ann,Bea", "moves": ",".join(moves), **extra}
    return f"{base}embed.html?" + "&".join(f"{k}={quote(v, safe=',:')}" for k, v in query.items())


def test_embedded_replay_matches_cpython_hash_and_steps(page, site_url, wait_ready):
    moves, hashes = cpython_line(seed=5, count=40)
    page.goto(embed_url(site_url, 5, moves))
    wait_ready(page)
    board = page.locator(".rt-board")
    expect(board).to_have_attribute("data-state-hash", hashes[-1])
    expect(page.locator(".rt-step")).to_have_text("Move 40 of 40")
    # Read-only: nothing to play, no hand (spectator), no home page chrome.
    expect(page.locator(".rt-table [data-move]")).to_have_count(0)
    expect(page.locator(".rt-hand")).to_be_hidden()
    expect(page.locator(".rt-games")).to_have_count(0)

    page.get_by_role("button", name="Back").click()
    expect(board).to_have_attribute("data-state-hash", hashes[39])
    page.get_by_role("button", name="First", exact=True).click()
    expect(board).to_have_attribute("data-state-hash", hashes[0])
    page.get_by_role("button", name="Next").click()
    expect(board).to_have_attribute("data-state-hash", hashes[1])
    page.get_by_role("button", name="Last", exact=True).click()
    expect(board).to_have_attribute("data-state-hash", hashes[-1])


def test_embedded_link_with_a_bad_move_stops_before_it(page, site_url, wait_ready):
    moves, hashes = cpython_line(seed=9, count=6)
    page.goto(embed_url(site_url, 9, [*moves[:3], "Q9", *moves[3:]], viewer="1"))
    wait_ready(page)
    expect(page.get_by_role("alert")).to_contain_text("Move 4 (Q9) is not allowed")
    expect(page.locator(".rt-board")).to_have_attribute("data-state-hash", hashes[3])
    expect(page.locator(".rt-hand")).to_be_visible()  # viewer=1: Ann's view, read-only
    expect(page.locator(".rt-table [data-move]")).to_have_count(0)


def test_embedded_board_can_be_played_without_being_saved(page, site_url, wait_ready):
    moves, hashes = cpython_line(seed=12, count=4)
    page.goto(embed_url(site_url, 12, moves, mode="play", players="Ann,Bot:standard", botDelay="0"))
    wait_ready(page)
    assert settle(page) in ("move", "over")
    if settle(page) == "move":
        before = moves_played(page)
        click_move(page)
        page.wait_for_function("n => +document.querySelector('.rt-board').dataset.movesPlayed > n", arg=before)
    assert not [k for k in page.evaluate("Object.keys(localStorage)") if k.startswith("railtable.save.")]


def test_a_game_played_in_the_browser_replays_identically_in_cpython(page, site_url, wait_ready):
    seats = [("Ann", "human"), ("Bob", "standard"), ("Cy", "random")]
    open_app(page, site_url, wait_ready, "#new/last_spike")
    start_game(page, seats, seed=31)
    for _ in range(12):
        assert settle(page) == "move"
        click_move(page)
    assert settle(page) == "move"
    save = stored_save(page)
    shown = state_hash(page)

    # CPython, through the same bridge: every bot decision the browser made is the one CPython
    # makes, and the final position hashes the same.
    table = Table()
    options = {"players": [{"name": n, "bot": None if k == "human" else k} for n, k in seats]}
    assert json.loads(table.new_game("last_spike", json.dumps(options), 31))["ok"]
    for move in save["moves"]:
        current = json.loads(table.table())["table"]
        if current["current_is_bot"]:
            assert json.loads(table.bot_step())["played"] == move
        else:
            assert json.loads(table.play(move))["ok"]
    assert json.loads(table.table())["table"]["state_hash"] == shown == save["hash"]
