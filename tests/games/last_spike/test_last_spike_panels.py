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
