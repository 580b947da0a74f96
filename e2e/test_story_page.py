"""Each game's story at its end: the game-over panel, the replay of a saved game and an embed asked for
it (story=1) show the score chart the engine draws from the moves, and the panel each player's
breakdown.  Games are the recorded fixtures (tests/fixtures/), loaded into the page as saves."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

from playwright.sync_api import Page, expect
from test_a11y import AXE, TAGS, violations
from ui import FAST, put_storage, settle

from pygame_rules import dumps, load_game
from pygame_rules.story import story_of

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures"
# One finished game of each game, the chart's title and a column its breakdown has.
GAMES = {
    "last_spike": ("6p_last_spike", "Cash over the game", "Land value"),
    "ticket_to_ride": ("base_2p_last_round", "Points over the game", "Routes"),
    "silverton": ("6p_short_goal", "Money over the game", "Earned"),
    "railroad_dice": ("2p_40_bank", "Passengers over the game", "Dice left"),
}
ODD = "<b>Zoë</b> & {co}"  # a name the page must show whole, as text


def fixture_save(game_id: str, rename: bool = False) -> tuple[str, dict]:
    """The recorded game as a save text (its first seat renamed ``ODD`` when asked), and the save's data."""
    data = json.loads((FIXTURES / game_id / f"{GAMES[game_id][0]}.json").read_text(encoding="utf-8"))
    if rename:
        data["options"]["players"][0]["name"] = ODD
        data.pop("hash")  # the names are part of the state: saved anew below, with its own hash
    text = dumps(load_game(data))
    return text, json.loads(text)


def violations_in(page: Page, where: str, selector: str) -> list[str]:
    """axe's findings inside ``selector`` alone (the story and the panel around it; the rest of each
    screen is scanned by test_a11y.py)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate("([sel, tags]) => axe.run({include: [[sel]]}, {runOnly: {type: 'tag', values: tags}})",
                           [selector, TAGS])
    return [f"{where}: {v['id']} ({v['help']}) at " + json.dumps([n["target"] for n in v["nodes"]][:4])
            for v in result["violations"]]


def lines(page: Page, where: str) -> list[str]:
    return page.locator(f"{where} .rt-story-line").evaluate_all("els => els.map((e) => e.dataset.seat)")


def test_game_over_panel_and_replay_tell_each_games_story(page, site_url, wait_ready):
    saves = {game_id: fixture_save(game_id, rename=True) for game_id in GAMES}
    page.goto(f"{site_url}{FAST}")
    wait_ready(page)
    put_storage(page, {f"railtable.save.{game_id}": text for game_id, (text, _) in saves.items()})
    for game_id, (_, data) in saves.items():
        seats = len(data["options"]["players"])
        page.goto(f"{site_url}{FAST}#play/{game_id}")
        assert settle(page) == "over"
        panel = page.locator(".rt-over")
        chart = panel.locator(".rt-story-chart")
        expect(chart).to_be_visible()
        assert lines(page, ".rt-over") == [str(q) for q in range(seats)], game_id
        expect(chart.locator("title")).to_have_text(GAMES[game_id][1])
        expect(chart.locator(".rt-story-legend")).to_contain_text(ODD)  # whole: escaped, never markup
        expect(panel.locator(".rt-ranking thead")).to_contain_text(GAMES[game_id][2])
        expect(panel.locator(".rt-ranking tbody th").filter(has_text=ODD)).to_have_count(1)

        page.goto(f"{site_url}{FAST}#replay/{game_id}")
        story = page.locator(".rt-replay-story")
        expect(story.locator(".rt-story-chart")).to_be_visible()
        assert lines(page, ".rt-replay-story") == [str(q) for q in range(seats)], game_id
        now = story.locator(".rt-story-now")
        expect(now).to_have_attribute("data-point", "0")
        page.get_by_role("button", name="Last", exact=True).click()
        points = str(len(story.locator(".rt-story-line polyline").first.get_attribute("points").split()) - 1)
        expect(now).to_have_attribute("data-point", points)
        expect(page.locator(".rt-over")).to_be_visible()  # the last position: the game over, as it was


def test_story_in_german_at_phone_width_is_clean_under_axe(page, site_url, wait_ready):
    page.set_viewport_size({"width": 390, "height": 844})
    text, data = fixture_save("ticket_to_ride")
    page.goto(f"{site_url}?lang=de&botDelay=0")
    wait_ready(page)
    put_storage(page, {"railtable.save.ttr": text})
    page.goto(f"{site_url}?lang=de&botDelay=0#play/ttr")
    assert settle(page) == "over"
    chart = page.locator(".rt-over .rt-story-chart")
    expect(chart.locator("title")).to_have_text("Punkte im Lauf der Partie")
    expect(page.locator(".rt-over .rt-story h3")).to_have_text("So lief die Partie")
    expect(page.locator(".rt-over .rt-ranking")).to_contain_text("Strecken")
    width = chart.evaluate("el => el.getBoundingClientRect().width")
    assert 300 <= width <= 390, width  # as wide as the phone allows: its words are drawn for it
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    found = violations_in(page, "game over with its story (de, 390 px)", ".rt-over")
    page.goto(f"{site_url}?lang=de&botDelay=0#replay/ttr")
    expect(page.locator(".rt-replay-story .rt-story-chart")).to_be_visible()
    found += violations_in(page, "replay with its story (de, 390 px)", ".rt-replay-story")
    assert found == [], "\n".join(found)


def embed_url(base: str, data: dict, **extra: str) -> str:
    names = ",".join(s["name"] for s in data["options"]["players"])
    query = {"game": data["game"], "seed": str(data["seed"]), "players": names, "moves": ",".join(data["moves"]),
             "variant": data["options"]["variant"], **extra}
    return f"{base}embed.html?" + "&".join(f"{k}={quote(v, safe=',:')}" for k, v in query.items())


def test_embed_shows_the_story_when_asked(page, site_url, wait_ready):
    _, data = fixture_save("ticket_to_ride")
    page.goto(embed_url(site_url, data, story="1", step="10"))
    wait_ready(page)
    chart = page.locator(".rt-replay-story .rt-story-chart")
    expect(chart).to_be_visible()
    assert lines(page, ".rt-replay-story") == ["0", "1"]
    expect(chart.locator(".rt-story-now")).to_have_attribute("data-point", str(_point_of(data, 10)))
    assert violations(page, "embed with its story") == []

    # Not asked for: no chart; and a position before the end says the chart waits for the end.
    page.goto(embed_url(site_url, data))
    wait_ready(page)
    expect(page.locator(".rt-board svg")).to_be_visible()
    expect(page.locator(".rt-story")).to_have_count(0)
    page.goto(embed_url(site_url, {**data, "moves": data["moves"][:20]}, story="1"))
    wait_ready(page)
    expect(page.locator(".rt-replay-story")).to_contain_text("once the game is over")


def _point_of(data: dict, step: int) -> int:
    """Which point of the chart the position after ``step`` moves is in (CPython's story of the game)."""
    story = story_of(data["game"], data["options"], data["seed"], data["moves"])
    assert story is not None
    return max(i for i, p in enumerate(story["points"]) if p["move"] <= step)
