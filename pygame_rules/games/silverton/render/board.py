"""Silverton drawn as SVG: a pure function of a view (it can only show what that viewer may see).

The map (left) projects the towns' real latitudes and longitudes; every segment shows its length, its
cost in the tooltip, white high passes as snow (white with a dashed dark edge), and built track in the
owner's colour with the owner's seat number on it (colour is never the only cue).  The right panel holds
the round, season, IDN and goal, the market board, the claim display, the passenger stacks, the deck,
the last dice and the players.  Every element that plays a move carries data-move (and data-moves when
several pieces could do it; the page asks which).
"""

from __future__ import annotations

import json
import math
from functools import cache
from typing import Any

from ....i18n import current_language
from ....i18n.messages import ListOf, Money, Msg
from ....svg import SEAT_COLOURS, dice, el, esc, text
from ....svg import words as _w  # in the language of the call
from .. import market
from ..data import CLAIMS, MARKETS, PASSENGERS, SEGMENT_ORDER, SEGMENTS, TOWNS
from ..present import kind_term, move_label, segment_words

WIDTH, MAP_H = 780, 1000  # the map on top; the panels below it (the page shows the board full width)
ROWS = 3  # claim display rows shown at most (18 cards)
LON0, LON1, LAT0, LAT1 = -112.7, -103.2, 41.6, 31.5
TWIN = 4.5  # half the gap between the two segments of a parallel pair
KIND_COLOUR = {"gold": "#d4a017", "silver": "#9aa4ad", "copper": "#b87333", "coal": "#3b3b3b", "lumber": "#4f7d3a"}


def kind_letter(kind: str) -> str:
    """A good's letter on a claim card, in the drawing's language (``si.letter.*``): the metals' and coal's
    chemical symbols in every language, lumber by its own word ("L", German "H" for Holz)."""
    return _w(Msg(f"si.letter.{kind}"))


# The Front Range (Denver to Leadville and Pueblo) holds a third of the towns in a twentieth of the map, the
# San Juans (Ouray to Durango) a tangle of short lines: the drawing magnifies each like a lens (MAG times at its
# centre, fading out over about R units), so names, segments and markers get room while the map's edges stay
# where they were.  A lens keeps the order of points along every ray from its centre (see _lens), so no line
# folds; lenses one after the other keep that too.  Each: longitude and latitude of its centre, R, MAG.
LENSES = ((-105.55, 39.1, 125.0, 2.3), (-107.75, 37.85, 45.0, 1.8), (-105.1, 39.8, 22.0, 1.8))  # Denver last


def _flat(lat: float, lon: float) -> tuple[float, float]:
    """Equirectangular, true to scale at 36.5°N (north up)."""
    return 24 + (lon - LON0) * 76.0, 18 + (LAT0 - lat) * 95.0


def _lens(x: float, y: float, cx: float, cy: float, r: float, mag: float) -> tuple[float, float]:
    """A Gaussian magnifier: d -> d * (1 + (mag - 1) * exp(-(d/r)²)); its derivative stays above zero for mag
    below about 3.2 (1 - 0.45 * (mag - 1) at d = 1.22 r), so the map is stretched, never folded."""
    dx, dy = x - cx, y - cy
    k = 1 + (mag - 1) * math.exp(-(dx * dx + dy * dy) / (r * r))
    return cx + dx * k, cy + dy * k


def project(lat: float, lon: float) -> tuple[float, float]:
    """Where a point of the map is drawn: equirectangular, the crowded regions magnified."""
    x, y = _flat(lat, lon)
    for lon0, lat0, r, mag in LENSES:
        x, y = _lens(x, y, *_flat(lat0, lon0), r, mag)
    return x, y


# Where real towns sit too close even under the lens, the drawing nudges them a little (degrees of latitude,
# longitude); the data keeps the real positions.
NUDGE: dict[str, tuple[float, float]] = {
    "FAI": (-0.1, -0.04), "OUR": (0.03, 0.04), "GOL": (-0.06, -0.12), "BOU": (0.1, 0.14)}
POS = {c: project(t.lat + NUDGE.get(c, (0, 0))[0], t.lon + NUDGE.get(c, (0, 0))[1]) for c, t in TOWNS.items()}
# Preferred label offsets (dx, dy, anchor); place_labels() keeps each one unless it collides.
PREFER: dict[str, tuple[float, float, str]] = {
    "DEN": (10, 4, "start"), "GOL": (-8, 4, "end"), "BOU": (8, -6, "start"), "CEN": (-8, -6, "end"),
    "GEO": (-8, 12, "end"), "CSP": (10, 4, "start"), "CRI": (4, -7, "start"), "CAN": (-8, 14, "end"),
    "PUE": (10, 4, "start"), "SAL": (-8, 14, "end"), "BUV": (8, 12, "start"), "LEA": (-8, 4, "end"),
    "COM": (8, 4, "start"), "FAI": (8, 12, "start"), "BRE": (-6, 12, "end"), "LAM": (8, 12, "start"),
    "SFE": (-8, -4, "end"), "CER": (-8, 12, "end"), "LVE": (8, 4, "start"), "WAL": (10, 4, "start"),
    "LAV": (-8, -6, "end"), "TRI": (10, 4, "start"), "RAT": (10, 4, "start"), "OUR": (0, -8, "middle"),
    "SIL": (8, 8, "start"), "TEL": (-8, 4, "end"), "RIC": (-8, 4, "end"), "DUR": (0, 16, "middle"),
    "MON": (8, -4, "start"), "DEL": (-8, -2, "end"), "GJ": (0, -9, "middle"), "SLC": (10, 4, "start"),
    "OGD": (10, 4, "start"), "PRO": (-8, 12, "end"), "PAR": (8, 4, "start"), "BIN": (-8, 4, "end"),
    "THI": (8, 4, "start"), "CGT": (8, -4, "start"), "PRI": (8, 10, "start"), "LCR": (-8, 4, "end"),
    "ELP": (10, 4, "start"), "DEM": (-8, 12, "end"), "RIN": (8, 4, "start"), "LKV": (8, -6, "start"),
    "SCI": (-8, 4, "end"), "ALB": (-8, 4, "end"), "ESP": (-8, 4, "end"), "ANT": (8, 4, "start"),
    "ALA": (-8, 4, "end"), "CHA": (-8, 4, "end"), "ASP": (0, 16, "middle"), "GWS": (-4, -8, "end"),
    "CRB": (-6, -6, "end"), "GUN": (0, 16, "middle"), "LAK": (8, 8, "start"), "CRE": (8, 4, "start"),
}


Box = tuple[float, float, float, float]


def label_box(code: str, dx: float, dy: float, anchor: str) -> Box:
    """The box a town's name covers (estimated from its font size x characters, generously)."""
    t = TOWNS[code]
    x, y = POS[code]
    size = 13 if t.market else 11
    w = len(t.name) * size * (0.64 if t.market else 0.58)
    x0 = x + dx - (w if anchor == "end" else w / 2 if anchor == "middle" else 0)
    return x0, y + dy - 0.8 * size, x0 + w, y + dy + 0.25 * size


def dot_box(code: str) -> Box:
    x, y = POS[code]
    r = 6 if TOWNS[code].market else 4.5
    return x - r, y - r, x + r, y + r


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


# Where along a segment its length badge sits (from a to b) when the middle is crowded; else halfway.
BADGE_AT = {"BRE-LEA": 0.2}


def _badge(sid: str) -> tuple[float, float]:
    x1, y1, x2, y2 = _offset(sid)
    k = BADGE_AT.get(sid, 0.5)
    return x1 + (x2 - x1) * k, y1 + (y2 - y1) * k


def _badges() -> list[Box]:
    """The length badges on the segments (r 6)."""
    return [(mx - 6.5, my - 6.5, mx + 6.5, my + 6.5) for mx, my in map(_badge, SEGMENT_ORDER)]


def _crosses(box: Box, seg: tuple[float, float, float, float]) -> bool:
    """Whether a segment's line passes through a box (sampled along the line)."""
    x1, y1, x2, y2 = seg
    steps = max(2, int(math.hypot(x2 - x1, y2 - y1) / 3))
    return any(box[0] < x1 + (x2 - x1) * k / steps < box[2] and box[1] < y1 + (y2 - y1) * k / steps < box[3]
               for k in range(steps + 1))


def _leader(code: str, dx: float, dy: float, anchor: str) -> tuple[float, float, float, float] | None:
    """The line from a town to its name set further off (None when the name sits beside the town)."""
    if math.hypot(dx, dy) <= 18:
        return None
    x, y = POS[code]
    x0, y0, x1, y1 = label_box(code, dx, dy, anchor)
    return x, y, min(max(x, x0), x1), min(max(y, y0), y1)


def _candidates(code: str) -> list[tuple[float, float, str]]:
    """The preferred offset, then right, left, above, below and the corners, a ring further each time."""
    size = 13 if TOWNS[code].market else 11
    out = [PREFER[code]] if code in PREFER else []
    for r in (8, 13, 19, 26, 34):
        out += [(r, size * 0.35, "start"), (-r, size * 0.35, "end"), (0, -r + 1, "middle"),
                (0, r + size * 0.75, "middle"), (r * 0.8, -r * 0.6, "start"), (-r * 0.8, -r * 0.6, "end"),
                (r * 0.8, r * 0.6 + size * 0.6, "start"), (-r * 0.8, r * 0.6 + size * 0.6, "end")]
    return out


def place_labels() -> dict[str, tuple[float, float, str]]:
    """Where each town's name goes: crowded towns first, each at its first candidate that covers no placed
    name, no town and no length badge (else the least covering one).  Deterministic: sorted orders only."""
    dots = {c: dot_box(c) for c in TOWNS}
    badges = _badges()
    lines = [_offset(sid) for sid in SEGMENT_ORDER]

    def crowd(c: str) -> int:
        x, y = POS[c]
        return sum(1 for o in TOWNS if o != c and math.hypot(POS[o][0] - x, POS[o][1] - y) < 70)

    placed: dict[str, tuple[float, float, str]] = {}
    boxes: list[Box] = []
    for code in sorted(TOWNS, key=lambda c: (not TOWNS[c].market, -crowd(c), c)):
        best: tuple[float, int] | None = None
        for i, cand in enumerate(_candidates(code)):
            box = label_box(code, *cand)
            lead = _leader(code, *cand)
            cost = (100 * sum(overlaps(box, b) for b in boxes)
                    + 100 * sum(overlaps(box, d) for o, d in dots.items() if o != code)
                    + 50 * sum(overlaps(box, b) for b in badges)
                    + 2 * sum(_crosses(box, ln) for ln in lines)
                    + (100 * sum(_crosses(d, lead) for o, d in dots.items() if o != code) if lead else 0)
                    + (box[0] < 2 or box[2] > WIDTH - 2) * 100 + math.hypot(*cand[:2]) * 0.1 + i * 0.01)
            if best is None or cost < best[0]:
                best = (cost, i)
            if cost < 1 or (i == 0 and code in PREFER and cost < 50):  # a preferred place may cross a line
                break
        assert best is not None
        placed[code] = _candidates(code)[best[1]]
        boxes.append(label_box(code, *placed[code]))
    return placed


STYLE = """<style>
.sv-bg{fill:#f3ecdc}.sv-state{fill:none;stroke:#b7a98c;stroke-width:1.2;stroke-dasharray:6 4}
.sv-statename{font:700 22px sans-serif;fill:#d8ccb2;letter-spacing:6px}
.sv-seg{stroke-linecap:round;fill:none}.sv-plain{stroke:#9b8f77;stroke-width:4}.sv-mtn{stroke:#6e6250;stroke-width:4}
.sv-snow-edge{stroke:#4a5560;stroke-width:6.5}.sv-snow{stroke:#ffffff;stroke-width:4;stroke-dasharray:5 3}
.sv-len{font:600 9px sans-serif;fill:#2b2b2b;text-anchor:middle}.sv-lenbg{fill:#fffbea;stroke:#6e6250;stroke-width:.8}
.sv-own{font:700 9px sans-serif;fill:#fff;text-anchor:middle}
.sv-town{fill:#fff;stroke:#333;stroke-width:1.5}.sv-lead{stroke:#333;stroke-width:1}.sv-market{fill:#222;stroke:#222}
.sv-name{font:11px sans-serif;fill:#222;paint-order:stroke;stroke:#f3ecdc;stroke-width:3px}
.sv-mname{font:700 13px sans-serif;fill:#000;paint-order:stroke;stroke:#f3ecdc;stroke-width:3px}
.sv-name,.sv-mname,.sv-lead,.sv-words,.sv-overview,.sv-town,.sv-market{pointer-events:none}
.sv-overview{display:none}
.sv-oname{font:700 38px sans-serif;fill:#000;paint-order:stroke;stroke:#f3ecdc;stroke-width:6px}
.sv-ostate{font:700 38px sans-serif;fill:#d8ccb2;letter-spacing:1px}
.sv-panel{fill:#fffaf0;stroke:#b7a98c;stroke-width:1}.sv-title{font:700 14px sans-serif;fill:#222}
.sv-small{font:11px sans-serif;fill:#222}.sv-tiny{font:9.5px sans-serif;fill:#333}
.sv-bold{font:700 12px sans-serif;fill:#222}
.sv-hand{font:13px sans-serif;fill:#222}.sv-handb{font:700 13px sans-serif;fill:#222}
.sv-handk{font:700 13px sans-serif;fill:#fff;text-anchor:middle}
.sv-handx{font:700 13px sans-serif;fill:#a00;text-anchor:end}
.sv-winter{fill:#dff1ff;stroke:#2f6fd6;stroke-width:2}.sv-alert{font:700 13px sans-serif;fill:#1b4f9c}
.sv-card{fill:#fff;stroke:#6e6250;stroke-width:1}.sv-edge{fill:#fff;stroke:#6e6250;stroke-width:1}.sv-event{fill:#fbe3e3}
.sv-gone{font:700 10px sans-serif;fill:#a00;text-anchor:end}
.sv-info{font-weight:700;font-family:serif;fill:#1b4f9c;text-anchor:middle;pointer-events:none}[data-info]{cursor:help}
[data-move]{cursor:pointer}.legal .sv-hit{stroke:#ffcc00;stroke-opacity:.55}
.sv-hit{stroke:transparent;stroke-width:14;fill:none}.sv-tap{stroke:#000;stroke-opacity:0;stroke-width:48;fill:none}.sv-tapbox{fill:#000;fill-opacity:0}
g.legal>.sv-card,g.legal>.sv-cardbox{stroke:#d18b00;stroke-width:3}
g.legal:hover .sv-hit,g.legal:focus .sv-hit{stroke-opacity:.9}
</style>"""


def _attrs(moves: list[str], view: dict[str, Any], label: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"data_move": moves[0], "class_": "legal", "tabindex": "0", "role": "button",
                           "aria_label": label or _w(move_label(moves[0], view))}
    if len(moves) > 1:
        out["data_moves"] = json.dumps(moves)
    return out


def _playable(parts: list[str], moves: list[str], view: dict[str, Any], **data: str) -> str:
    """A piece (one element a string); with moves, a button.  A button's name must contain its visible
    words, and its label says more than the card's lines or a "6": so its words are drawn over it, not in
    it (hidden from assistive technology, letting clicks through to the button)."""
    if not moves:
        return el("g", "".join(parts), **data)
    attrs = _attrs(moves, view)
    # Its tooltip is its name (what a click does): a button's name must hold every word it shows, and axe
    # counts a tooltip as shown on a zoomed phone board (label-content-name-mismatch).  The piece's details
    # (a segment's railroad and owner, a claim's production table) are its tooltip while nobody can play
    # it, and a card's "i" shows them always.
    parts = [el("title", esc(attrs["aria_label"])) if p.startswith("<title>") else p for p in parts]
    words = "".join(p for p in parts if p.startswith("<text"))
    button = el("g", "".join(p for p in parts if not p.startswith("<text")), **data, **attrs)
    return button + (el("g", words, class_="sv-words", aria_hidden="true") if words else "")


def _offset(sid: str) -> tuple[float, float, float, float]:
    seg = SEGMENTS[sid]
    (x1, y1), (x2, y2) = POS[seg.a], POS[seg.b]
    if seg.parallel:
        d = math.hypot(x2 - x1, y2 - y1) or 1
        nx, ny = -(y2 - y1) / d, (x2 - x1) / d
        k = TWIN if sid.endswith("/2") else -TWIN
        x1, y1, x2, y2 = x1 + nx * k, y1 + ny * k, x2 + nx * k, y2 + ny * k
    return x1, y1, x2, y2


LABEL = place_labels()  # (dx, dy, anchor) per town

_PLAIN: dict[tuple[str, int | None, str, str], str] = {}  # segments without pieces or moves, by owner and language


def _segment(sid: str, view: dict[str, Any], moves: list[str], flagged: set[str]) -> str:
    owner = view["owner"].get(sid)
    if moves or sid in flagged:
        return _draw_segment(sid, view, moves, owner)
    key = (sid, owner, view["players"][owner]["name"] if owner is not None else "", current_language())
    if len(_PLAIN) > 5000:
        _PLAIN.clear()
    if key not in _PLAIN:
        _PLAIN[key] = _draw_segment(sid, view, [], owner)
    return _PLAIN[key]


def _draw_segment(sid: str, view: dict[str, Any], moves: list[str], owner: int | None) -> str:
    seg = SEGMENTS[sid]
    x1, y1, x2, y2 = _offset(sid)
    line = {"x1": f"{x1:.1f}", "y1": f"{y1:.1f}", "x2": f"{x2:.1f}", "y2": f"{y2:.1f}"}
    names = [p["name"] for p in view["players"]]
    parts = [el("title", esc(_w(segment_words(sid, owner, names))))]
    if seg.white:
        parts.append(el("line", class_="sv-seg sv-snow-edge", **line))
    if owner is not None:
        parts.append(el("line", class_="sv-seg", stroke=SEAT_COLOURS[owner % 6], stroke_width="6", **line))
        if seg.white:
            parts.append(el("line", class_="sv-seg", stroke="#fff", stroke_width="1.5", stroke_dasharray="3 5", **line))
    else:
        parts.append(el("line", class_="sv-seg " + ("sv-snow" if seg.white else "sv-mtn" if seg.cost > 20 * seg.length
                                                    else "sv-plain"), **line))
    mx, my = _badge(sid)
    if owner is not None:
        parts.append(el("circle", cx=f"{mx:.1f}", cy=f"{my:.1f}", r="6.5", fill=SEAT_COLOURS[owner % 6],
                        stroke="#222", stroke_width="1"))
        words = [text(mx, my + 3.2, owner + 1, class_="sv-own")]
    else:
        parts.append(el("circle", cx=f"{mx:.1f}", cy=f"{my:.1f}", r="6", class_="sv-lenbg"))
        words = [text(mx, my + 3.2, seg.length, class_="sv-len")]
    # Surveyors on the segment: a pennant per piece in its player's colour, on the segment's own line beside
    # the length badge (never off it, where it would seem to sit on a neighbour).  Its mark is the seat number
    # alone ("3"), or "✕3" for a piece sent to dismantle: "S3" read as a piece name (S1, S2).
    flags = [(q, p) for q, pl in enumerate(view["players"]) for p in pl["pieces"]
             if p["at"] in (f"survey:{sid}", f"dismantle:{sid}")]
    d = math.hypot(x2 - x1, y2 - y1) or 1
    ux, uy = (x2 - x1) / d, (y2 - y1) / d
    for i, (q, p) in enumerate(flags):
        along = min(15.0, d / 4) * (i // 2 + 1) * (1 if i % 2 == 0 else -1)
        flag, mark = _marker(mx + ux * along, my + uy * along, q, p, names, inside=bool(moves))
        parts.append(flag)
        words.append(mark)  # over a playable segment, not in it: "3" is no part of its name (axe, issue 32)
    hit = [el("line", class_="sv-hit", data_tap="", **line), _tap_line(sid)] if moves else []
    return _playable(parts + words + hit, moves, view, data_segment=sid)


# The invisible tap line along a playable segment (issue 32: at least 24 x 24 px on a laptop, WCAG 2.5.8).  A
# laptop draws the map at about 0.68 px a unit (1280 x 800: the whole map in the screen's height beside the
# dock), a phone's zoomed map at about 1.9.  So the line is 48 units wide (33 px on that laptop; 32 units were
# 21 px): where another segment's drawing runs close beside it (Denver-Golden by Denver-Como, 6 px off), the
# other side alone still gives 24 px.
TAP_W = 48
# A parallel pair's tap lines are moved outwards from the pair's middle, so that each reaches inwards only to
# its twin's drawing (the gap between the two drawings is both's: a tap there asks which) and the rest of its
# width lies on the outer side: the twin's drawing is never under it, and it is as wide across as any other.
TAP_OUT = TAP_W / 2 - (2 * TWIN - 2)  # 2: half a drawn segment's stroke (.sv-plain, .sv-mtn)
# A short segment's tap line is this long at least (37 px), reaching past its towns in line with it: Castle
# Gate-Price is 13 units between the towns' centres, 9 px.  Past a town it lies over other segments' tap lines
# (a tap there asks which) and under no playable segment's drawing (a tap on a drawing plays what is drawn,
# web/js/hits.js); the towns' dots let taps through to the tap lines round them (STYLE).
TAP_MIN = 54


def _tap_line(sid: str) -> str:
    """An invisible wide line along a playable segment (data-tap, see web/js/hits.js): a click there plays the
    segment, or asks where another's tap line is there too (issue 32).  Where it lies over another playable
    segment's drawing, that drawing takes the click (hits.js); over a segment no one can play now, the tap
    line does (the playable segments are drawn last).  The yellow line of a playable segment (sv-hit) keeps
    its look: the drawing never moves."""
    x1, y1, x2, y2 = _offset(sid)
    d = math.hypot(x2 - x1, y2 - y1) or 1
    if SEGMENTS[sid].parallel:
        k = TAP_OUT if sid.endswith("/2") else -TAP_OUT  # the pair's normal, as in _offset
        nx, ny = -(y2 - y1) / d * k, (x2 - x1) / d * k
        x1, y1, x2, y2 = x1 + nx, y1 + ny, x2 + nx, y2 + ny
    if d < TAP_MIN:
        e = (TAP_MIN - d) / 2 / d
        x1, y1, x2, y2 = x1 - (x2 - x1) * e, y1 - (y2 - y1) * e, x2 + (x2 - x1) * e, y2 + (y2 - y1) * e
    return el("line", x1=f"{x1:.1f}", y1=f"{y1:.1f}", x2=f"{x2:.1f}", y2=f"{y2:.1f}", class_="sv-tap", data_tap="")


def _marker(x: float, y: float, q: int, p: dict[str, Any], names: list[str], inside: bool = False) -> tuple[str, str]:
    """A surveyor on a segment: a pennant on a pole, in its player's colour, with the seat number (and ✕ when
    it is to dismantle); its tooltip names the player.  The pennant and its mark apart: the mark is drawn
    with the segment's words (see _playable).  ``inside`` a playable segment's button the pennant is hidden
    from assistive technology (its tooltip still shows): a named part would be words of the button that
    its name lacks."""
    dismantle = p["at"].startswith("dismantle")
    mark = f"✕{q + 1}" if dismantle else f"{q + 1}"
    w = 17 if dismantle else 12
    flag = (f"M{x - 1:.1f},{y + 5:.1f} L{x - 1:.1f},{y - 13:.1f} L{x + w:.1f},{y - 13:.1f} "
            f"L{x + w - 3:.1f},{y - 8.5:.1f} L{x + w:.1f},{y - 4:.1f} L{x - 1:.1f},{y - 4:.1f} Z")
    what = Msg("si.svg.flag_dismantler" if dismantle else "si.svg.flag_surveyor", name=names[q], seat=q + 1)
    return (el("g", el("title", esc(_w(what))) + el("path", d=flag, fill=SEAT_COLOURS[q % 6], stroke="#222",
                                                      stroke_width="0.8"), class_="sv-flag",
               **({"aria_hidden": "true"} if inside else {})),
            text(x + w / 2 - 1.5, y - 5.6, mark, class_="sv-own", font_size="8"))


def _town(code: str) -> str:
    t = TOWNS[code]
    x, y = POS[code]
    dx, dy, anchor = LABEL[code]
    line = _leader(code, dx, dy, anchor)  # a name set further off: a line from the town to it
    lead = el("line", x1=f"{line[0]:.1f}", y1=f"{line[1]:.1f}", x2=f"{line[2]:.1f}", y2=f"{line[3]:.1f}",
              class_="sv-lead") if line else ""
    if t.market:
        body = el("rect", x=f"{x - 6:.1f}", y=f"{y - 6:.1f}", width="12", height="12", class_="sv-market")
        label = text(x + dx, y + dy, t.name, class_="sv-mname", text_anchor=anchor)
    else:
        body = el("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r="4.5", class_="sv-town")
        label = text(x + dx, y + dy, t.name, class_="sv-name", text_anchor=anchor)
    title = el("title", esc(_w(Msg("si.svg.market_city", town=t.name, state=t.state)) if t.market
                            else f"{t.name}, {t.state}"))
    return el("g", title + lead + body + label, data_town=code)


OVERVIEW_FONT = 38  # units (as in STYLE .sv-oname, .sv-ostate): 11 px on a phone's fitted board (230 px for 780 units)
# Likely widths of a letter in em of a bold sans-serif (DejaVu Sans Bold, the page's usual font, is wide):
# a name is placed so that even this wide it stays on the map (issue 32: "Denver" and "NEW MEXICO" ran past
# the phone's fitted map).
BOLD_EM, CAPS_EM = 0.68, 0.78
STATES = (("UTAH", 38.2, -112.3), ("COLORADO", 40.6, -106.0), ("NEW MEXICO", 34.2, -105.4))


def overview_extent(name: str, x: float, anchor: str, size: float, caps: bool = False,
                    spacing: float = 0) -> tuple[float, float]:
    """The likely left and right ends of a bold name drawn at ``x`` with ``anchor`` (``spacing``: the
    letter-spacing)."""
    width = len(name) * (size * (CAPS_EM if caps else BOLD_EM) + spacing)
    left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    return left, left + width


def state_name(name: str, lat: float, lon: float, cls: str, size: float, spacing: float) -> str:
    """A state's name, from its point on the map rightwards, moved in from the map's right edge as far as
    it would reach past it ("NEW MEXICO" did)."""
    x, y = project(lat, lon)
    left, right = overview_extent(name, x, "start", size, caps=True, spacing=spacing)
    half = (right - left) / 2
    return text(min(max(x + half, half + 6), WIDTH - 6 - half), y, name, class_=cls, text_anchor="middle")


@cache
def _overview() -> str:
    """The market cities' and the states' names for a phone's fitted board, where the map is drawn at under
    a third of its size: large enough to read there (hidden elsewhere; the page's style shows them), each
    city's on the side of its town that keeps it on the map, each state's moved in from the map's edge."""
    parts = []
    for code in sorted(MARKETS):
        x, y = POS[code]
        name = TOWNS[code].name
        right = overview_extent(name, x + 10, "start", OVERVIEW_FONT)[1] <= WIDTH - 6
        parts.append(text(x + (10 if right else -10), y + OVERVIEW_FONT * 0.35, name, class_="sv-oname",
                          text_anchor="start" if right else "end"))
    parts += [state_name(*state, "sv-ostate", OVERVIEW_FONT, 1) for state in STATES]
    return el("g", "".join(parts), class_="sv-overview", aria_hidden="true")


@cache
def _towns(lang: str) -> str:  # the language of the market towns' tooltips
    return "".join(_town(c) for c in sorted(TOWNS))


@cache
def _states() -> str:
    def pl(points: list[tuple[float, float]]) -> str:
        return " ".join(f"{x:.0f},{y:.0f}" for x, y in (project(a, b) for a, b in points))
    parts = [el("polyline", points=pl([(41.6, -109.05), (31.33, -109.05)]), class_="sv-state"),
             el("polyline", points=pl([(37.0, -112.7), (37.0, -103.0)]), class_="sv-state"),
             el("polyline", points=pl([(41.0, -111.05), (41.0, -103.0)]), class_="sv-state"),
             el("polyline", points=pl([(32.0, -106.62), (32.0, -103.0)]), class_="sv-state"),
             el("polyline", points=pl([(31.33, -109.05), (31.33, -108.2), (31.78, -108.2), (31.78, -106.53)]),
                class_="sv-state")]
    parts += [state_name(*state, "sv-statename", 22, 6) for state in STATES]  # as in STYLE .sv-statename
    return "".join(parts)


def _header(view: dict[str, Any], x0: float, y0: float) -> str:
    season = Msg("si.svg." + ["spring", "summer", "fall", "winter"][(view["round"] - 1) % 4])
    goal = Msg("si.svg.goal", money=Money(view["goal"])) if view["goal"] else Msg("si.svg.campaign")
    parts = []
    if view["winter"]:
        parts.append(el("rect", x=x0 - 6, y=y0 - 20, width=WIDTH - x0 - 4, height=58, rx=6, class_="sv-winter"))
        parts.append(text(x0 + 440, y0 + 30, _w(Msg("si.svg.winter_alert")), class_="sv-alert"))
    parts.append(text(x0, y0, _w(Msg("si.svg.round", r=view["round"], limit=view["round_limit"], season=season,
                                     idn=view["idn"])), class_="sv-title"))
    parts.append(text(x0, y0 + 18, _w(Msg("si.svg.line2", goal=goal, mode=Msg(f"si.svg.mode_{view['mode']}"),
                                          step=view["step_title"])), class_="sv-small"))
    return "".join(parts)


def _market(view: dict[str, Any], x0: float, y0: float) -> str:
    parts = [el("rect", x=x0 - 6, y=y0 - 16, width=WIDTH - x0 - 4, height=126, rx=6, class_="sv-panel"),
             text(x0, y0, _w(Msg("si.svg.market")), class_="sv-bold")]
    y = y0 + 18
    for i, kind in enumerate(market.METALS):
        parts.append(text(x0 + i * 110, y, metal_price(kind, view), class_="sv-small"))
    parts.append(text(x0 + 340, y, _w(Msg("si.svg.metals")), class_="sv-tiny"))
    y += 18
    parts.append(text(x0, y, _w(Msg("si.svg.city")), class_="sv-tiny"))
    for j, city in enumerate(MARKETS):
        parts.append(text(x0 + 70 + j * 88, y, TOWNS[city].name, class_="sv-tiny"))
    for kind in ("lumber", "coal"):
        y += 17
        parts.append(text(x0, y, _w(Msg(f"si.svg.{kind.title()}")), class_="sv-small"))
        for j, city in enumerate(MARKETS):
            parts.append(text(x0 + 70 + j * 88, y, price_limit(f"{kind}:{city}", view), class_="sv-small"))
    y += 22
    parts.append(text(x0, y, _w(Msg("si.svg.deck", deck=view["deck"], d=view["discard"])), class_="sv-tiny"))
    return "".join(parts)


def metal_price(kind: str, view: dict[str, Any]) -> str:
    """"Gold $300" in the drawing's language."""
    return _w(Msg("si.svg.price_of", kind=Msg(f"si.svg.{kind.title()}"), price=Money(view["prices"][kind])))


def price_limit(key: str, view: dict[str, Any]) -> str:
    """A city's lumber or coal price and the most a player may sell there in a turn: "$40 ≤5"."""
    return _w(Msg("si.svg.price_limit", price=Money(view["prices"][key]), limit=market.spec(key)["limit"]))


def _town_and_grade(town: str, grade: str, room: int = 22) -> str:
    """A card line that fits: a long town name is shortened, never the grade (it is read as a word)."""
    if len(town) + len(grade) + 3 > room:
        town = town[: room - len(grade) - 4] + "…"
    return f"{town} · {grade}"


@cache
def _claim_face(cid: str, x: float, y: float, w: float, h: float, lang: str) -> tuple[str, ...]:
    c = CLAIMS[cid]
    return (el("title", esc(_w(claim_words(cid)))),
            el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=f"{w:.0f}", height=f"{h:.0f}", rx="4", class_="sv-card"),
            el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width="22", height=f"{h:.0f}", rx="4", fill=KIND_COLOUR[c["kind"]]),
            text(x + 11, y + 20, kind_letter(c["kind"]), class_="sv-own", font_size="10"),
            text(x + 26, y + 13, f"{cid} {c['name']}"[:15], class_="sv-tiny", font_weight="700"),
            text(x + 26, y + 26, _town_and_grade(TOWNS[c["town"]].name, _w(Msg(f"si.svg.grade_{c['grade']}"))),
                 class_="sv-tiny"),
            text(x + 26, y + 39, _w(Msg("si.svg.card_price", price=Money(c["price"]), operate=Money(c["operate"]))),
                 class_="sv-tiny"))


def _claim_card(cid: str, x: float, y: float, view: dict[str, Any], moves: list[str], w: float = 124,
                h: float = 52) -> str:
    body = list(_claim_face(cid, x, y, w, h, current_language()))
    if moves:  # an invisible frame filling the gaps to the next cards (data-tap, see web/js/hits.js)
        body.insert(1, el("rect", x=f"{x - 1.5:.1f}", y=f"{y - 3:.1f}", width=f"{w + 3:.1f}", height=f"{h + 6:.1f}",
                          class_="sv-tapbox", data_tap=""))
    pieces = [(q, p) for q, pl in enumerate(view["players"]) for p in pl["pieces"] if p["at"] == f"claim:{cid}"]
    for i, (q, _) in enumerate(pieces):
        px = x + w - 12 - i * 13
        body.append(el("circle", cx=f"{px:.1f}", cy=f"{y + h - 10:.1f}", r="6", fill=SEAT_COLOURS[q % 6],
                       stroke="#222", stroke_width=".8"))
        body.append(text(px, y + h - 7, f"{q + 1}", class_="sv-own", font_size="8"))
    return _playable(body, moves, view, data_claim=cid) + _info(cid, x + w - 9, y + 9)


def _info(cid: str, x: float, y: float, r: float = 7, words: str | None = None) -> str:
    """A small "i" on a card: a click or tap (not only a hover) shows the card's details (a claim's 2d6
    production table, a contract's revenue by die).  Those details are its name as well as its tooltip
    (shown as words on a zoomed board, and a button's name must hold its words); they begin with the
    card's number and name."""
    details = words or _w(claim_words(cid))
    # The "i" drawn over the button, not in it (as _playable's words): in it, it would be a word its name lacks.
    ring = el("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=f"{r}", fill="#fff", stroke="#1b4f9c", stroke_width="1.2")
    return (el("g", el("title", esc(details)) + ring,
               data_info="", role="button", tabindex="0", aria_label=details)
            + el("g", text(x, y + r * 0.45, "i", class_="sv-info", font_size=f"{r * 1.5:.0f}"), class_="sv-words",
                 aria_hidden="true"))


def claim_words(cid: str) -> Msg:
    c = CLAIMS[cid]
    table = ListOf(Msg("si.svg.depleted_mark", s=s) if v < 0 else f"{s}:{v}"  # "D" reads "A" in German
                   for s, v in zip(range(2, 13), c["table"], strict=True))
    return Msg("si.svg.claim_card", cid=cid, name=c["name"], kind=kind_term(c["kind"]),
               grade=Msg(f"si.svg.grade_{c['grade']}"), town=TOWNS[c["town"]].name, price=Money(c["price"]),
               operate=Money(c["operate"]), items=table)


COLS = 6  # claim cards per row


def _display(view: dict[str, Any], x0: float, y0: float, by_target: dict[str, list[str]]) -> tuple[str, float]:
    parts = [text(x0, y0, _w(Msg("si.svg.for_sale")), class_="sv-bold")]
    for i, cid in enumerate(view["display"][:COLS * ROWS]):
        x = x0 + (i % COLS) * 127
        y = y0 + 8 + (i // COLS) * 58
        parts.append(_claim_card(cid, x, y, view, by_target.get(cid, [])))
    rows = (min(len(view["display"]), COLS * ROWS) + COLS - 1) // COLS
    deck_moves = by_target.get("deck", [])
    y = y0 + 8 + rows * 58
    # The deck's button is low: an invisible box round it, over the gaps above and below (data-tap).
    tap = [el("rect", x=x0, y=f"{y - 6:.1f}", width="124", height="50", class_="sv-tapbox", data_tap="")
           ] if deck_moves else []
    body = [*tap, el("rect", x=x0, y=y, width="124", height="26", rx="4", class_="sv-card"),
            text(x0 + 62, y + 17, _w(Msg("si.svg.deck_n", deck=view["deck"])), class_="sv-small",
                 text_anchor="middle")]
    on_deck = [q for q, pl in enumerate(view["players"]) for p in pl["pieces"] if p["at"] == "deck"]
    body += [text(x0 + 134 + i * 14, y + 17, q + 1, class_="sv-bold") for i, q in enumerate(on_deck)]
    parts.append(_playable(body, deck_moves, view) if deck_moves else "".join(body))
    return el("g", "".join(parts)), y + 34


@cache
def _contract_face(pid: str, x: float, y: float, gone_at: int | None, lang: str) -> tuple[str, ...]:
    """A contract card; one with a discard condition is tinted and says after how many depletions it goes."""
    p = PASSENGERS[pid]
    face = (el("title", esc(_w(contract_words(pid, gone_at)))),
            el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width="60", height="50", rx="4",
               class_="sv-card sv-event" if gone_at else "sv-card"),
            text(x + 30, y + 13, pid, class_="sv-bold", text_anchor="middle"),
            text(x + 30, y + 26, f"{p['a']}–{p['b']}", class_="sv-tiny", text_anchor="middle"),
            text(x + 30, y + 39, _w(Msg("fmt.amount", amount=Money(p["price"]))), class_="sv-tiny",
                 text_anchor="middle"))
    return face + ((text(x + 57, y + 12, f"✕{gone_at}", class_="sv-gone"),) if gone_at else ())


def _contract(pid: str | None, x: float, y: float, view: dict[str, Any], moves: list[str], below: int = 0) -> str:
    if pid is None:
        return el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width="60", height="50", rx="4", class_="sv-card",
                  fill_opacity=".4") + text(x + 30, y + 30, "—", class_="sv-tiny", text_anchor="middle")
    body = list(_contract_face(pid, x, y, view.get("gone_at", {}).get(pid), current_language()))
    if below:
        body.append(text(x + 56, y + 47, f"+{below}", class_="sv-tiny", text_anchor="end"))
    on = [q for q, pl in enumerate(view["players"]) for pc in pl["pieces"]
          if pc["at"] in (f"pass:{pid}", f"steal:{pid}")]
    body += [text(x + 6 + i * 10, y + 47, q + 1, class_="sv-bold", font_size="9") for i, q in enumerate(on)]
    return _playable(body, moves, view, data_contract=pid)


def contract_words(pid: str, gone_at: int | None = None) -> Msg:
    p = PASSENGERS[pid]
    rev = ListOf(Msg("si.svg.die_pays", die=str(i + 1), money=Money(v)) for i, v in enumerate(p["revenue"]))
    words = {"pid": pid, "a": TOWNS[p["a"]].name, "b": TOWNS[p["b"]].name, "price": Money(p["price"]), "items": rev}
    return Msg("si.svg.contract_gone", n=gone_at, **words) if gone_at else Msg("si.svg.contract", **words)


def _passengers(view: dict[str, Any], x0: float, y0: float, by_target: dict[str, list[str]]) -> str:
    # "+n" on a stack's top card counts the cards under it: said in the title, where a reader looks first.
    parts = [text(x0, y0, _w(Msg("si.svg.contracts")), class_="sv-bold")]
    if view.get("gone_at"):
        parts.append(text(x0, y0 + 70, _w(Msg("si.svg.contracts_gone", so_far=view["depletions"])), class_="sv-tiny"))
    for i, pid in enumerate(view["pass_top"]):
        parts.append(_contract(pid, x0 + i * 64, y0 + 8, view, by_target.get(pid or "", []), view["pass_below"][i]))
    for j, pid in enumerate(view["pass_open"][:3]):
        parts.append(_contract(pid, x0 + 520 + j * 64, y0 + 8, view, by_target.get(pid, [])))
    return "".join(parts)


def _players(view: dict[str, Any], x0: float, y0: float) -> str:
    parts = []
    current = view["current_player"]
    for q, pl in enumerate(view["players"]):
        y = y0 + q * 17
        parts.append(el("rect", x=x0, y=y - 11, width="14", height="14", rx="3", fill=SEAT_COLOURS[q % 6],
                        stroke="#222", stroke_width=".8"))
        parts.append(text(x0 + 7, y, q + 1, class_="sv-own"))
        jail = sum(1 for p in pl["pieces"] if p["jail"])
        parts.append(text(x0 + 20, y, ("▶ " if q == current else "") + _w(player_line(pl, jail)), class_="sv-small"))
    return "".join(parts)


def player_line(pl: dict[str, Any], jail: int) -> Msg:
    """"Ann $1,200 · 2 claims · 1 contract · 5 segments" (and pieces in jail, locomotives)."""
    items: list[Msg] = [Msg("si.svg.player_money", name=pl["name"], money=Money(pl["money"])),
                        Msg("si.count.claims", n=len(pl["claims"])), Msg("si.count.contracts", n=len(pl["passengers"])),
                        Msg("si.cell.segments", n=len(pl["track"]))]
    if jail:
        items.append(Msg("si.svg.player_jail", n=jail))
    if pl["locos"]:
        items.append(Msg("si.svg.player_locos", locos=", ".join(map(str, pl["locos"]))))
    return Msg("si.svg.items", items=ListOf(items, sep=" · "))


def _question(view: dict[str, Any], x0: float, y0: float) -> str:
    lines = []
    if view.get("offer"):
        o = view["offer"]
        lines.append(_w(Msg(f"si.svg.offer_{o['dir']}", name=view["players"][o["from"]]["name"],
                            name2=view["players"][o["to"]]["name"], x=o["item"], price=Money(o["price"]))))
    if view.get("ask"):
        a = view["ask"]
        lines.append(_w(Msg(f"si.svg.question_{a['kind']}", name=view["players"][a["seat"]]["name"])))
    roll = view.get("last_roll")
    parts = [text(x0, y0 + 16 * i, line, class_="sv-alert") for i, line in enumerate(lines)]
    if roll:
        who = view["players"][roll["player"]]["name"] if roll["player"] is not None else _w(Msg("si.svg.bank"))
        y = y0 + 16 * len(lines)
        if len(roll["dice"]) <= 3:
            parts.append(dice(x0, y - 4, roll, who, size=22))
            parts.append(text(x0 + 120, y + 12, _w(Msg("si.svg.roll_why", who=who, why=roll["why"]))[:60],
                              class_="sv-tiny"))
        else:  # the bank's regulation roll: every market's dice at once
            parts.append(text(x0, y + 12, _w(Msg("si.svg.rolled", who=who, dice=len(roll["dice"]), why=roll["why"])),
                              class_="sv-small"))
    return "".join(parts)


def targets(view: dict[str, Any]) -> dict[str, list[str]]:
    """Legal moves grouped by what they act on (segment, claim, contract, deck)."""
    out: dict[str, list[str]] = {}
    for m in view.get("legal_moves") or []:
        w = m.split()
        key = None
        if w[0] in ("survey", "dismantle", "prospect", "steal"):
            key = w[2]
        elif w[0] == "deck":
            key = "deck"
        elif w[0] in ("extend", "plow"):
            key = w[1]
        elif w[0] in ("operate", "sell") and w[1].startswith("M"):
            key = "hand:" + w[1]
        if key:
            out.setdefault(key, []).append(m)
    return out


# Winter on the map (issue 32: it was a word in the status line and a banner under the map): a pale haze over
# the whole map and snowflakes on the white segments, where no one may act.  Clicks pass through.
_SNOW_HAZE = el("rect", x="0", y="0", width=WIDTH, height=MAP_H, class_="sv-snow-haze", fill="#eef6ff",
                fill_opacity=".45", pointer_events="none")


def _flake(x: float, y: float, r: float = 5.5) -> str:
    """A six-armed snowflake, centre x, y."""
    arms = " ".join(f"M{x:.1f} {y:.1f}l{r * math.cos(a):.1f} {r * math.sin(a):.1f}"
                    for a in (k * math.pi / 3 for k in range(6)))
    return el("path", d=arms)


@cache
def _snowfall() -> str:
    flakes = []
    for sid in SEGMENT_ORDER:
        if SEGMENTS[sid].white:
            x1, y1, x2, y2 = _offset(sid)
            flakes += [_flake(x1 + (x2 - x1) * f, y1 + (y2 - y1) * f) for f in (0.3, 0.7)]
    return el("g", "".join(flakes), class_="sv-snowfall", stroke="#2f6fd6", stroke_width="1.6", stroke_linecap="round",
              fill="none", pointer_events="none", aria_hidden="true")


def board_svg(view: dict[str, Any]) -> str:
    by_target = targets(view)
    # The panels below the map: as tall as the fullest display (3 rows) and this game's players need,
    # so the board keeps its size all game.
    height = MAP_H + 224 + 8 + ROWS * 58 + 34 + 144 + 17 * len(view["players"])
    parts = [el("rect", x="0", y="0", width=WIDTH, height=height, class_="sv-bg"), _states()]
    flagged = {p["at"].split(":")[1] for pl in view["players"] for p in pl["pieces"]
               if p["at"] and p["at"].startswith(("survey:", "dismantle:"))}
    if view["winter"]:
        parts.append(_SNOW_HAZE)
    # The playable segments over the others: a tap line reaching over a segment no one can play now takes the
    # tap there (a drawing on top of it took it and did nothing); among themselves, and in the Tab order, they
    # keep the map's order.
    playable = [s for s in SEGMENT_ORDER if by_target.get(s)]
    parts += [_segment(s, view, [], flagged) for s in SEGMENT_ORDER if not by_target.get(s)]
    parts += [_segment(s, view, by_target[s], flagged) for s in playable]
    if view["winter"]:
        parts.append(_snowfall())
    parts.append(_towns(current_language()))
    parts.append(text(18, MAP_H - 10, _w(Msg("si.svg.legend")), class_="sv-small sv-legend"))
    parts.append(_overview())
    x0 = 18
    panels = [el("rect", x="0", y=MAP_H, width=WIDTH, height=height - MAP_H, fill="#fbf6ea")]
    panels.append(_header(view, x0, MAP_H + 24))
    panels.append(_market(view, x0, MAP_H + 80))
    display, _ = _display(view, x0, MAP_H + 224, by_target)
    panels.append(display)
    y = MAP_H + 224 + 8 + ROWS * 58 + 34  # fixed, so the panels below never jump
    panels.append(_passengers(view, x0, y + 10, by_target))
    panels.append(_question(view, x0, y + 98))
    panels.append(_players(view, x0, y + 144))
    # The panels under the map, in one group: a phone's fitted board shows the map alone (style.css), the
    # hand beside it holding what the step needs (hand.py).
    parts.append(el("g", "".join(panels), class_="sv-panels"))
    title = el("title", esc(_w(Msg("si.svg.board_title"))))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" class="board silverton" '
            f'preserveAspectRatio="xMidYMin slice" data-fit-height="{MAP_H}" '
            f'role="group" aria-label="{esc(_w(Msg("si.svg.board")))}" '
            f'style="--zoom:4">'
            f'{title}{STYLE}{"".join(parts)}</svg>')
