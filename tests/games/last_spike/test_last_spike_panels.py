"""Issue 34: the German city panels' lines ran past their boxes ("Landschenkung fürs erste Gleisteil",
"ausgezahlt 0/3 · zahlt 6.000 $+").  Every panel line fits its box in both languages: it is short
enough, or squeezed to the box (textLength), never wider than the box by the likely width of its letters."""

import re

import pytest
from ls_helpers import game

from pygame_rules.games.last_spike.render import PANEL_W
from pygame_rules.i18n import use_language

ROOM = PANEL_W - 12  # the box less its margins


@pytest.mark.parametrize("lang", ["en", "de"])
def test_city_panel_lines_fit_their_boxes(lang):
    g = game(3)
    with use_language(lang):
        svg = g.svg(0)
    lines = re.findall(r'<text ([^>]*class="land"[^>]*)>([^<]*)</text>', svg)
    assert len(lines) == 2 * 9  # two lines on each city's panel
    for attrs, words in lines:
        squeezed = re.search(r'textLength="([\d.]+)"', attrs)
        if squeezed:
            assert float(squeezed.group(1)) <= ROOM and len(words) * 11.5 * 0.5 <= ROOM * 1.35, words
        else:
            assert len(words) * 11.5 * 0.5 <= ROOM, f"{words!r} runs past its box"


def test_a_tile_at_double_cost_says_so_in_the_hands_language():
    """Issue 32 (polish): a tile the player can only lay away from their own track showed "$12,000 (x2)",
    the "(x2)" written into the drawing in English.  It is a message: "2 × $6,000", "2 × 6.000 $"; each
    cost line fits its tile (70 units, 10-unit letters about half as wide)."""
    from pygame_rules import new_game
    from pygame_rules.games.last_spike.data import tile_cost
    from pygame_rules.games.last_spike.render import hand_svg

    g = new_game("last_spike", {"players": [{"name": "Ann"}, {"name": "Bob", "bot": "standard"},
                                            {"name": "Cy", "bot": "standard"}]}, seed=5)
    while len(g.moves) < 18 or g.current_player != 0:
        g.push(g.bot_move(level="standard", seed=len(g.moves)))
    view = g.view(0)
    doubled = [t for t in view["hand"] if view["costs"].get(t, tile_cost(t)) == 2 * tile_cost(t)]
    assert doubled, view["costs"]
    for lang, want in (("en", "2 × ${:,}"), ("de", "2 × {:,}\xa0$")):
        with use_language(lang):
            svg = hand_svg(view) or ""
        costs = re.findall(r'class="hand-cost">([^<]*)<', svg)
        assert "x2" not in svg
        for t in doubled:
            price = want.format(tile_cost(t))
            assert (price if lang == "en" else price.replace(",", ".")) in costs, (lang, costs)
        for words in costs:
            assert len(words) * 10 * 0.55 <= 70 - 4, words


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_spaces_cost_fits_its_square(lang):
    """Issue 32 (polish): German writes a space's cost whole ("5.000 $"), which ran out of its 30-unit
    square into the track beside it.  Each cost fits (half an em a letter) or is squeezed to the square."""
    from pygame_rules.games.last_spike.render import SPACE

    with use_language(lang):
        svg = game(3).svg(0)
    costs = re.findall(r'<text ([^>]*class="cost"[^>]*)>([^<]*)</text>', svg)
    assert len(costs) > 40
    for attrs, words in costs:
        squeezed = re.search(r'textLength="([\d.]+)"', attrs)
        assert float(squeezed.group(1)) <= SPACE - 2 if squeezed else len(words) * 10 * 0.5 <= SPACE - 2, words
