"""Issue 32 (polish): a prospector's disc on a claim card for sale in the hand sits on the card's lower
edge, clear of its words: it covered "op $70" ("Betr. 70 $"), the card's price to operate, which runs the
card's whole width."""

from __future__ import annotations

import re

from sv_helpers import game, placing, st

from pygame_rules.games.silverton.render import hand_svg
from pygame_rules.i18n import use_language

TEXT = re.compile(r'<text x="([\d.]+)" y="([\d.]+)"([^>]*)>([^<]*)</text>')
DISC = re.compile(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="8"')
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
        discs = [(float(cx), float(cy)) for cx, cy in DISC.findall(svg)]
        assert len(discs) == 3, (lang, discs)
        digits = {str(q) for q in (2, 3)}
        for cx, cy in discs:
            for words, left, top, right, bottom in text_boxes(svg):
                if words in digits and abs(float(left) + 3.5 - cx) < 8:
                    continue  # the disc's own seat number
                nearest_x, nearest_y = min(max(cx, left), right), min(max(cy, top), bottom)
                assert (nearest_x - cx) ** 2 + (nearest_y - cy) ** 2 > 8 ** 2, \
                    f"{lang}: the disc at {cx},{cy} covers {words!r}"
