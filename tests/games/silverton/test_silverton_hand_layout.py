"""Issue 32 (polish): a prospector's disc on a claim card for sale in the hand sits on the card's lower
edge, clear of its words: it covered "op $70" ("Betr. 70 $"), the card's price to operate, which runs the
card's whole width."""

from __future__ import annotations

import re

from sv_helpers import game, placing, st

from pygame_rules.games.silverton.render import hand_svg
from pygame_rules.i18n import use_language

TEXT = re.compile(r'<text x="([\d.]+)" y="([\d.]+)"([^>]*)>([^<]*)</text>')
DISC = re.compile(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="([78])"')
SIZE = {"sv-hand": 13, "sv-handb": 13, "sv-handk": 13, "sv-handx": 13}


def text_boxes(svg: str) -> list[tuple[str, float, float, float, float]]:
    """Each hand text's likely box (words, left, top, right, bottom): letters 0.55 em wide, caps 0.72 em
    above the baseline, descenders 0.2 em below."""
    boxes = []
    for x, y, attrs, words in TEXT.findall(svg):
        cls = re.search(r'class="([\w-]+)', attrs)
        size = SIZE.get(cls.group(1) if cls else "", 0)
        if not size or not words.strip():
            continue
        width = len(words) * size * 0.55
        anchor = re.search(r'text-anchor="(\w+)"', attrs)
        left = float(x) - {"middle": width / 2, "end": width}.get(anchor.group(1) if anchor else "", 0)
        boxes.append((words, left, float(y) - size * 0.72, left + width, float(y) + size * 0.2))
    return boxes


def test_a_prospector_on_a_claim_for_sale_covers_none_of_the_cards_words() -> None:
    g = game(3)
    placing(g)
    s = st(g)
    for_sale = list(s.display)[:4]
    for q, cid in ((1, for_sale[0]), (2, for_sale[0]), (1, for_sale[3])):
        s.players[q]["pieces"][[p["at"] for p in s.players[q]["pieces"]].index(None)]["at"] = f"claim:{cid}"
    for lang in ("en", "de"):
        with use_language(lang):
            svg = hand_svg(g.view(0)) or ""
        discs = [(float(cx), float(cy), float(r)) for cx, cy, r in DISC.findall(svg)]
        assert len(discs) == 3, (lang, discs)
        digits = {str(q) for q in (2, 3)}
        for cx, cy, r in discs:
            for words, left, top, right, bottom in text_boxes(svg):
                if words in digits and abs(float(left) + 3.5 - cx) < r:
                    continue  # the disc's own seat number
                nearest_x, nearest_y = min(max(cx, left), right), min(max(cy, top), bottom)
                assert (nearest_x - cx) ** 2 + (nearest_y - cy) ** 2 > r ** 2, \
                    f"{lang}: the disc at {cx},{cy} covers {words!r}"


def test_the_maps_names_stay_on_the_map_in_both_languages() -> None:
    """Issue 32 (polish): "NEW MEXICO" ran past the map's right edge, and on a phone's fitted overview
    "Denver" and "NEW MEXICO" too.  Each state's and market city's name, as wide as its bold letters are
    likely to be (0.7 em, capitals 0.8 em, plus its letter-spacing), lies inside the map's width."""
    from pygame_rules.games.silverton.render.board import STYLE, WIDTH

    font = {cls: (float(size), float(spacing or 0)) for cls, size, spacing in re.findall(
        r"\.(sv-statename|sv-oname|sv-ostate)\{font:700 (\d+)px sans-serif[^}]*?(?:letter-spacing:(\d+)px)?\}",
        STYLE)}
    assert set(font) == {"sv-statename", "sv-oname", "sv-ostate"}, font
    for lang in ("en", "de"):
        with use_language(lang):
            svg = game(3).svg(0)
        names = re.findall(r'<text x="([\d.]+)" y="[\d.]+" class="(sv-statename|sv-oname|sv-ostate)"'
                           r'(?: text-anchor="(\w+)")?>([^<]+)</text>', svg)
        assert len(names) == 3 + 3 + 5, names
        for x, cls, anchor, name in names:
            size, spacing = font[cls]
            width = len(name) * (size * (0.8 if name.isupper() else 0.7) + spacing)
            left = float(x) - {"middle": width / 2, "end": width}.get(anchor, 0)
            assert left >= 0 and left + width <= WIDTH, (lang, cls, name, left, left + width)
