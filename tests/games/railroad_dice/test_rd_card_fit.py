"""Issue 32: German company cards overflowed (\"Bahnhöfe: 0 von 10, nächster 1\" ran past the card's edge)."""

from pygame_rules.svg import fit as _fit


def test_a_long_line_is_squeezed_to_the_card_and_a_short_one_left_alone():
    assert _fit("Bahnhöfe: 0 von 10, nächster 1", 12.5, 178) == {
        "textLength": "178", "lengthAdjust": "spacingAndGlyphs"}
    assert _fit("Aktien der Bank: 10 von 12", 12.5, 178) == {}  # fits: never stretched
    assert _fit("Stations: 0 of 10, next 1", 12.5, 178) == {}
