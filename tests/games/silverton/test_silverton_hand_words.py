"""The hand's lines of words (contracts, pieces) read whole in German: where each piece stands ("auf",
not an English "at"), and a line long enough to wrap is said in the reader's language before it is
wrapped (when texts were read back, a wrapped half matched no template and stayed English)."""

from __future__ import annotations

import re

from sv_helpers import game, st

from pygame_rules.games.silverton.render import hand_svg
from pygame_rules.i18n import use_language

WORDS = re.compile(r"<text[^>]*>([^<]+)</text>")


def hand_lines(lang: str) -> list[str]:
    """The hand's text lines from "Contracts" on, as the page shows them in ``lang``."""
    g = game(2)
    pieces = st(g).players[0]["pieces"]
    pieces[0]["at"] = "survey:CSP-PUE/2"
    pieces[1]["jail"] = True
    pieces[2]["at"] = "claim:M99"
    pieces[3]["at"] = "deck"
    with use_language(lang):
        svg = hand_svg(g.view(0)) or ""
    lines = WORDS.findall(svg)
    start = next(i for i, w in enumerate(lines) if w.startswith(("Contracts:", "Passagierkarten:")))
    return lines[start:]


def test_where_each_piece_stands_reads_in_english_and_german_on_lines_wrapped_between_pieces() -> None:
    en, de = hand_lines("en"), hand_lines("de")
    assert len(en) >= 3 and len(de) >= 3, (en, de)  # the pieces line is long enough to wrap
    assert " ".join(en[1:]) == ("Pieces: S1+2 at CSP-PUE/2, S2 (jail), P1+1 at M99, P2 on the claim deck · "
                                "cubes left 36")
    assert " ".join(de[1:]) == ("Figuren: S1+2 auf CSP-PUE/2, S2 (im Gefängnis), P1+1 auf M99, "
                                "P2 auf dem Minenkartenstapel · Holzwürfel übrig 36")
    for line in de:
        assert not re.search(r"\b(?:at|on|the|jail|deck|cubes|left|Pieces|Contracts)\b", line), line
    for line in en + de:
        assert len(line) <= 50 and not line.endswith(" "), line
        assert not re.search(r"\b(?:at|auf)$", line), line  # a piece and its place stay on one line


def test_the_claim_deck_line_fits_its_box_in_both_languages() -> None:
    """Issue 34: the German claim deck line ("… einen Prospektor verdeckt daraufsetzen") ran past its box
    in the hand while pieces are placed.  It fits (by the likely width of its letters) or is squeezed."""
    from sv_helpers import placing

    from pygame_rules.games.silverton.render.hand import HAND_W

    g = game(2)
    placing(g)
    for lang in ("en", "de"):
        with use_language(lang):
            svg = hand_svg(g.view(0)) or ""
        deck = re.search(r'<text ([^>]*)>((?:Claim deck|Minenkartenstapel) [^<]+)</text>', svg)
        assert deck, lang
        attrs, words = deck.groups()
        room = HAND_W - 48
        squeezed = re.search(r'textLength="(\d+)"', attrs)
        assert (int(squeezed.group(1)) <= room if squeezed else len(words) * 13 * 0.5 <= room), (lang, words)
        assert len(words) * 13 * 0.5 <= room * 1.2, (lang, words)  # never squeezed out of shape


def test_goods_letters_are_the_languages_own() -> None:
    """Issue 34: a lumber claim showed the English "L" on the German board.  The metals and coal keep
    their chemical symbols (Au, Ag, Cu, C) in both languages; lumber is "L" in English, "H" (Holz) in German."""
    from sv_helpers import give_claim

    from pygame_rules.games.silverton.data import CLAIMS

    lumber = next(cid for cid, c in sorted(CLAIMS.items()) if c["kind"] == "lumber")
    g = game(2)
    give_claim(g, 0, lumber, goods=2)
    letters = {}
    for lang in ("en", "de"):
        with use_language(lang):
            drawn = (hand_svg(g.view(0)) or "") + g.svg(0)
        letters[lang] = set(re.findall(r'class="sv-(?:handk|own)"[^>]*>([^<]+)</text>', drawn))
    assert "L" in letters["en"] and "H" not in letters["en"]
    assert "H" in letters["de"] and "L" not in letters["de"], letters
