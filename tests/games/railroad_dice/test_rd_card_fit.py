"""Issue 32: German company cards overflowed (\"Bahnhöfe: 0 von 10, nächster 1\" ran past the card's edge)."""

import pytest

from pygame_rules.svg import fit as _fit


def test_a_long_line_is_squeezed_to_the_card_and_a_short_one_left_alone():
    assert _fit("Bahnhöfe: 0 von 10, nächster 1", 12.5, 178) == {
        "textLength": "178", "lengthAdjust": "spacingAndGlyphs"}
    assert _fit("Aktien der Bank: 10 von 12", 12.5, 178) == {}  # fits: never stretched
    assert _fit("Stations: 0 of 10, next 1", 12.5, 178) == {}


@pytest.mark.parametrize(("wild", "screen"), [(2, 3), (4, 1)], ids=["dice across", "? dice across"])
def test_the_roll_tables_row_name_stays_inside_the_hand_in_both_languages(wild, screen):
    """Issue 32 (polish): German's "?-Würfel ↓", the name of the roll table's rows, ran past the hand's left
    edge.  It ends left of the table, and starts inside the hand (half an em a letter) or is squeezed; so
    does the other axis's name when the ? dice run across (more of them than dice behind the screen)."""
    import re

    from rd_helpers import arrange, game

    from pygame_rules.games.railroad_dice.render import hand_svg
    from pygame_rules.i18n import use_language

    g = arrange(game(3), fronts={0: {"wild": wild}}, screens={0: screen})
    for lang in ("en", "de"):
        with use_language(lang):
            svg = hand_svg(g.view(0)) or ""
        found = re.search(r'<text x="([\d.]+)" [^>]*class="rd-tiny rd-axis" text-anchor="end"([^>]*)>([^<]+)<', svg)
        assert found, lang
        x, attrs, words = float(found.group(1)), found.group(2), found.group(3)
        squeezed = re.search(r'textLength="([\d.]+)"', attrs)
        width = float(squeezed.group(1)) if squeezed else len(words) * 10.5 * 0.5
        assert x - width >= 2, (lang, words, x, width)
