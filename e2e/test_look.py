"""Issue 32, found by looking at the play screens: Ticket to Ride's claimable routes were grey blocks over
the map's dark areas (the route's colour and "you can claim this" both lost); Railroad Dice opened on a
phone with every word of its board under 6 px; the game's links above the board scrolled sideways on a
phone (cut at "Exportiere…" in German)."""

from __future__ import annotations

import pytest
from test_board_edges import GAMES, SIZES, open_game, saves  # noqa: F401  (saves: the module's fixture)

# Relative luminance and contrast (WCAG 2) of "rgb(r, g, b)" colours, and a colour laid over another at an
# opacity, all in the page.
COLOUR_JS = """
const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
const lum = (c) => {
  const [r, g, b] = c.map((v) => { v /= 255; return v <= .03928 ? v / 12.92 : ((v + .055) / 1.055) ** 2.4; });
  return .2126 * r + .7152 * g + .0722 * b; };
const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + .05) / (y + .05); };
const over = (top, alpha, under) => top.map((v, i) => v * alpha + under[i] * (1 - alpha));
"""

# For every claimable route: its band (data-hit-for) and the rings that frame it, and how they read on the
# map's light land and on black (the darkest the map draws under a route).
FRAMED_JS = "() => {" + COLOUR_JS + """
  const land = rgb(getComputedStyle(document.querySelector('.rt-board .land')).fill), black = [0, 0, 0];
  const out = [];
  for (const route of document.querySelectorAll('.rt-board .route.legal')) {
    const band = document.querySelector(`.rt-board [data-hit-for="${route.dataset.move}"]`);
    const pad = band && band.querySelector('rect.hit'), outer = band && band.querySelector('.halo'),
      inner = band && band.querySelector('.halo-in');
    if (!pad || !outer || !inner) { out.push([route.dataset.route, 'no frame']); continue; }
    const p = getComputedStyle(pad), o = rgb(getComputedStyle(outer).stroke), i = rgb(getComputedStyle(inner).stroke);
    const alpha = +p.fillOpacity * +p.opacity, fill = rgb(p.fill);
    const onLand = over(fill, alpha, land), onBlack = over(fill, alpha, black);
    out.push([route.dataset.route, {
      ring_on_land: contrast(o, land), ring_on_ring: contrast(i, o), ring_on_black: contrast(i, black),
      pad_shift: contrast(onLand, onBlack), pad_light: lum(onBlack),
      drawn: getComputedStyle(outer).display !== 'none' && parseFloat(getComputedStyle(outer).strokeWidth) > 0}]);
  }
  return out;
}"""


@pytest.mark.parametrize("size", list(SIZES))
def test_ticket_to_ride_claimable_routes_are_framed_on_light_and_dark(page, site_url, wait_ready, saves, size):  # noqa: F811
    page.set_viewport_size(SIZES[size])
    open_game(page, site_url, wait_ready, saves, "ticket_to_ride", "en")
    found = page.evaluate(FRAMED_JS)
    assert found
    for rid, how in found:
        assert how != "no frame", f"{rid}: a claimable route without its frame"
        assert how["drawn"], rid
        assert how["ring_on_land"] >= 3, (rid, how)  # the dark ring on light land
        assert how["ring_on_ring"] >= 3 and how["ring_on_black"] >= 3, (rid, how)  # the gold ring on dark
        # The route lies on a light pad whatever is under it: its colour reads as itself.
        assert how["pad_shift"] <= 1.25 and how["pad_light"] >= .6, (rid, how)


# The game's links above the board: does the row fit, and is each of its buttons inside the screen?
ROW_JS = """() => {
  const nav = document.querySelector('.rt-playbar > nav'), bar = nav.parentElement;
  const shown = [...nav.querySelectorAll('a, button')].filter((b) => b.checkVisibility());
  const out = shown.filter((b) => { const r = b.getBoundingClientRect();
    return r.left < 0 || r.right > innerWidth || r.top < 0 || r.bottom > innerHeight; }).map((b) => b.textContent);
  return {navFits: nav.scrollWidth <= nav.clientWidth, barFits: bar.scrollWidth <= bar.clientWidth,
    pageFits: document.documentElement.scrollWidth <= innerWidth, out, shown: shown.map((b) => b.textContent)};
}"""


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_the_phones_game_links_fit_without_scrolling_sideways(page, site_url, wait_ready, saves, game, lang):  # noqa: F811
    page.set_viewport_size(SIZES["phone"])
    open_game(page, site_url, wait_ready, saves, game, lang)
    row = page.evaluate(ROW_JS)
    assert row["navFits"] and row["barFits"] and row["pageFits"] and row["out"] == [], row
    more = page.locator(".rt-playbar .rt-more")
    assert more.get_attribute("aria-expanded") == "false"
    more.click()
    assert more.get_attribute("aria-expanded") == "true"
    opened = page.evaluate(ROW_JS)
    assert opened["pageFits"] and opened["out"] == [], opened
    # Every link of the laptop's row is there, Export and Replay among them.
    assert len(opened["shown"]) >= 6, opened
    page.keyboard.press("Escape")
    assert more.get_attribute("aria-expanded") == "false"
    assert page.evaluate("() => document.activeElement.classList.contains('rt-more')")


def test_the_laptops_game_links_stand_in_one_row_without_more(page, site_url, wait_ready, saves):  # noqa: F811
    page.set_viewport_size(SIZES["laptop"])
    open_game(page, site_url, wait_ready, saves, "ticket_to_ride", "de")
    assert not page.locator(".rt-playbar .rt-more").is_visible()
    assert page.get_by_role("button", name="Exportieren").is_visible()
    assert page.evaluate(ROW_JS)["out"] == []


# Every word the fitted board shows on the first screen, with its size on screen (the font's size in the
# drawing times the drawing's scale), as test_silverton's fitted-board check reads it.
WORDS_JS = """() => {
  const svg = document.querySelector('.rt-board svg'), box = svg.getBoundingClientRect();
  const scale = box.width / svg.viewBox.baseVal.width;
  return [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim()
      && t.checkVisibility({visibilityProperty: true}) && t.getBoundingClientRect().top < innerHeight)
    .map((t) => [t.textContent, +(parseFloat(getComputedStyle(t).fontSize) * scale).toFixed(1)]);
}"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_railroad_dice_on_a_phone_opens_with_words_of_11px(page, site_url, wait_ready, saves, lang):  # noqa: F811
    page.set_viewport_size(SIZES["phone"])
    open_game(page, site_url, wait_ready, saves, "railroad_dice", lang)
    assert page.locator(".rt-zoom").get_attribute("aria-pressed") == "false"  # opens fitted
    words = page.evaluate(WORDS_JS)
    assert [w for w in words if w[1] < 11] == [], words
    shown = {w for w, _ in words}
    assert {"A", "B"} <= shown
    assert ({"Red", "Blue", "Green", "Yellow", "Black"} if lang == "en"
            else {"Rot", "Blau", "Grün", "Gelb", "Schwarz"}) <= shown, shown
    # Zoomed, the details left out of the fitted board read at 11 px too (all but the overview map's ends).
    page.locator(".rt-zoom").click()
    small = [w for w in page.evaluate(WORDS_JS) if w[1] < 11 and w[0] not in ("A", "B")]
    assert small == [], small
