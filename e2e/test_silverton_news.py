"""Issue 32 in the page: Silverton's "Since your last move" holds every line from round 3 on, notices and snow,
a sale asked about before it is made, and two small ones (a seat made Human loses its bot name; the replay
screen speaks German).  Screenshots of Silverton mid-game go to /work/shots/sil/ for a person to look at."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import expect
from ui import click_move, open_app, put_storage, settle, silverton_save, stored_save

from pygame_rules import bridge, load_game
from pygame_rules.i18n import use_language
from pygame_rules.notices import keys_of

SHOTS = Path("/work/shots/sil")
DESKTOP, PHONE = {"width": 1280, "height": 800}, {"width": 390, "height": 844}


def _news_of(save_text: str, seat: int = 0) -> list[str]:
    game = load_game(save_text)
    with use_language("en"):
        return bridge.build_snapshot(game, seat)["news"]


def _mid_game(view, game) -> bool:
    """Round 4 or later, Ann to act after a whole round of the bots' turns: the log is full (80 lines)."""
    return view["round"] >= 4 and game.current_player == 0 and len(view["log"]) == 80 and len(game.news(0)) > 8


def _open(page, site_url, wait_ready, text: str, name: str, lang: str = "en") -> None:
    open_app(page, site_url, wait_ready)
    put_storage(page, {f"railtable.save.{name}": text})
    page.goto(f"{site_url}?lang={lang}&botDelay=0#play/{name}")
    wait_ready(page)
    assert settle(page, timeout=60_000) == "move"


def test_since_your_last_move_lists_every_line_from_round_three_on(page, site_url, wait_ready):
    page.set_viewport_size(DESKTOP)
    text = silverton_save(2, _mid_game)
    expected = _news_of(text)
    _open(page, site_url, wait_ready, text, "news")
    news = page.locator(".rt-news-list li")
    expect(news).to_have_count(len(expected))
    assert news.all_inner_texts() == expected
    # After Ann's move and the bots' turns that follow, the panel holds everything since that move.
    for _ in range(40):
        click_move(page, page.locator(".rt-actions [data-move='done'], .rt-actions [data-move='next'], "
                                      ".rt-actions [data-move]").first)
        assert settle(page, timeout=90_000) in ("move", "over")
        save = json.dumps(stored_save(page))
        game = load_game(save)
        if game.actors[-1] != 0:  # the bots have moved since Ann's move
            break
    expected = _news_of(save)
    assert len(expected) > 1
    expect(news).to_have_count(len(expected))
    assert news.all_inner_texts() == expected


def test_mid_game_screens_show_notices_snow_and_the_news(page, site_url, wait_ready):
    def winter_news(view, game) -> bool:  # Ann to act in a winter round that began since her last move
        return (view["winter"] and view["round"] >= 4 and game.current_player == 0
                and any("si.log.order_winter" in keys_of(x) for x in game.news(0)))

    winter = silverton_save(1, winter_news)
    for lang in ("en", "de"):
        for size in (DESKTOP, PHONE):
            page.set_viewport_size(size)
            _open(page, site_url, wait_ready, winter, f"winter{lang}", lang)
            expect(page.locator(".rt-board .sv-snowfall")).to_have_count(1)
            expect(page.locator(".rt-notices")).to_be_visible()
            expect(page.locator(".rt-notices")).to_contain_text("Winter" if lang == "de" else "winter")
            page.screenshot(path=str(SHOTS / f"silverton-winter-{lang}-{size['width']}.png"), full_page=False)
            page.screenshot(path=str(SHOTS / f"silverton-winter-{lang}-{size['width']}-full.png"), full_page=True)


def test_a_sale_on_a_claim_card_asks_first_with_units_and_total(page, site_url, wait_ready):
    page.set_viewport_size(DESKTOP)

    def selling(view, game):
        return game.current_player == 0 and len(view.get("sales", {})) == 1

    text = silverton_save(2, selling)
    move = next(iter(load_game(text).view(0)["sales"]))
    _open(page, site_url, wait_ready, text, "sale")
    before = len(stored_save(page)["moves"])
    card = page.locator(f".rt-hand-svg [data-move='{move}']")
    click_move(page, card)
    dialog = page.locator(".rt-choice[open]")
    expect(dialog).to_be_visible()
    title = dialog.locator(".rt-choice-title").inner_text()
    assert title.startswith("Sell ") and title.count("$") >= 2 and ("last sale" in title or "second sale" in title)
    page.screenshot(path=str(SHOTS / "silverton-sale-confirm-1280.png"))
    dialog.locator(".rt-choice-cancel").click()
    assert len(stored_save(page)["moves"]) == before  # nothing sold by the click
    click_move(page, card)
    page.locator(".rt-choice[open] [data-move]").click()
    settle(page, timeout=90_000)
    assert load_game(json.dumps(stored_save(page))).moves[before] == move


def test_a_seat_made_human_loses_its_bot_name(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, "#new/silverton")
    expect(page.locator("#seat-1-name")).to_have_value("Bot 2")
    page.select_option("#seat-1-kind", "")
    expect(page.locator("#seat-1-name")).to_have_value("Player 2")
    page.select_option("#seat-1-kind", "strong")
    expect(page.locator("#seat-1-name")).to_have_value("Bot 2")
    page.fill("#seat-1-name", "Bea")
    page.select_option("#seat-1-kind", "")
    expect(page.locator("#seat-1-name")).to_have_value("Bea")  # a name typed is kept


def test_the_replay_screen_speaks_german(page, site_url, wait_ready):
    open_app(page, site_url, wait_ready, query="?lang=de&botDelay=0")
    text = silverton_save(3, lambda v, g: len(g.moves) >= 6)
    put_storage(page, {"railtable.save.rep": text})
    page.goto(f"{site_url}?lang=de&botDelay=0#replay/rep")
    wait_ready(page)
    nav = page.locator(".rt-playbar nav")
    expect(nav).to_have_attribute("aria-label", "Spiel")
    expect(nav.locator("a").first).to_have_text("Start")
