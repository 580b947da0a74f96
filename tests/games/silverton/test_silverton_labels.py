"""Silverton's map is readable on a laptop: no town's name covers another name, another town or a
segment's length badge.  The boxes are estimated from the drawn SVG (font size x characters, with a
generous width per character), so the test checks what the page shows, not the placement code."""

from __future__ import annotations

import re

from sv_helpers import game

from pygame_rules.games.silverton.data import SEGMENTS, TOWNS

Box = tuple[float, float, float, float]
SIZES = {"sv-name": 11.0, "sv-mname": 13.0}  # the town name classes' font sizes (render.STYLE)
TOWN = re.compile(r'<g data-town="(\w+)">(.*?)</g>')
TEXT = re.compile(r'<text x="([\d.]+)" y="([\d.]+)" class="(sv-m?name)" text-anchor="(\w+)">([^<]*)</text>')
DOT = re.compile(r'<(?:circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"|rect x="([\d.]+)" y="([\d.]+)" width="12")')
BADGE = re.compile(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="6" class="sv-lenbg"/>')


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def drawn() -> tuple[dict[str, Box], dict[str, Box], list[Box]]:
    svg = game(3).svg(0)
    labels, dots = {}, {}
    for code, body in TOWN.findall(svg):
        x, y, cls, anchor, name = TEXT.search(body).groups()  # type: ignore[union-attr]
        size = SIZES[cls]
        w = len(name.replace("&amp;", "&")) * size * (0.62 if cls == "sv-mname" else 0.56)
        x0 = float(x) - (w if anchor == "end" else w / 2 if anchor == "middle" else 0)
        labels[code] = (x0, float(y) - 0.75 * size, x0 + w, float(y) + 0.2 * size)
        d = DOT.search(body).groups()  # type: ignore[union-attr]
        if d[0]:
            cx, cy, r = float(d[0]), float(d[1]), float(d[2])
            dots[code] = (cx - r, cy - r, cx + r, cy + r)
        else:
            dots[code] = (float(d[3]), float(d[4]), float(d[3]) + 12, float(d[4]) + 12)
    badges = [(float(x) - 6, float(y) - 6, float(x) + 6, float(y) + 6) for x, y in BADGE.findall(svg)]
    return labels, dots, badges


def test_every_town_is_drawn_with_a_name() -> None:
    labels, dots, badges = drawn()
    assert len(labels) == len(dots) == len(TOWNS) and len(badges) == len(SEGMENTS)  # no pieces on the map yet


def test_no_two_town_names_overlap() -> None:
    labels, _, _ = drawn()
    codes = sorted(labels)
    clashes = [(a, b) for i, a in enumerate(codes) for b in codes[i + 1:] if overlaps(labels[a], labels[b])]
    assert clashes == []


def test_no_name_covers_another_town() -> None:
    labels, dots, _ = drawn()
    clashes = [(a, b) for a in sorted(labels) for b in sorted(dots) if a != b and overlaps(labels[a], dots[b])]
    assert clashes == []


def test_no_name_covers_a_segment_length() -> None:
    labels, _, badges = drawn()
    clashes = [(a, b) for a in sorted(labels) for b in badges if overlaps(labels[a], b)]
    assert clashes == []


def test_claim_card_lines_fit_and_keep_the_grade_whole() -> None:
    """The card's second line is cut to fit; the grade (rich/fair/poor) is read as a word, so the town
    name gives way (Glenwood Springs · fair was shown as "Glenwood Springs · fai")."""
    from pygame_rules.games.silverton.data import CLAIMS, TOWNS
    from pygame_rules.games.silverton.render.board import _town_and_grade

    for claim in CLAIMS.values():
        line = _town_and_grade(TOWNS[claim["town"]].name, claim["grade"])
        assert len(line) <= 22 and line.endswith(f" · {claim['grade']}"), line
