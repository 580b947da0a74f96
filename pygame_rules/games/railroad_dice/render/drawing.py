"""SVG pieces both drawings use: terrain squares, dice with their faces, track, stations, arrows.

Colour is never the only cue: mountains carry a peak and water a wave, each die face has its own
glyph, and a station cube shows its company's letter.
"""

from __future__ import annotations

from functools import cache

from ....svg import el, esc, text
from ..data import COMPANY, CURVE, MEADOW, MOUNTAIN, SHARE, STRAIGHT, WATER, WILD
from ..geometry import STEP, terrain

GROUND_FILL = {MEADOW: "#cfe3a3", MOUNTAIN: "#b99d7b", WATER: "#86bfe3"}


def side_point(x: float, y: float, a: float, side: str) -> tuple[float, float]:
    dx, dy = STEP[side]
    return x + a / 2 + dx * a / 2, y + a / 2 + dy * a / 2


def rail_path(x: float, y: float, a: float, s1: str, s2: str) -> str:
    """The track of a piece joining sides ``s1`` and ``s2`` of the square at x, y (side a): a line,
    or a quarter curve bent round the square's centre."""
    x1, y1 = side_point(x, y, a, s1)
    x2, y2 = side_point(x, y, a, s2)
    if STEP[s1][0] == -STEP[s2][0] and STEP[s1][1] == -STEP[s2][1]:
        return f"M{x1:.1f} {y1:.1f} L{x2:.1f} {y2:.1f}"
    return f"M{x1:.1f} {y1:.1f} Q{x + a / 2:.1f} {y + a / 2:.1f} {x2:.1f} {y2:.1f}"


def rails(x: float, y: float, a: float, s1: str, s2: str, thin: bool = False) -> str:
    d = rail_path(x, y, a, s1, s2)
    if thin:
        return el("path", d=d, class_="rd-sketch")
    return el("path", d=d, class_="rd-ties") + el("path", d=d, class_="rd-rail")


def ground_square(x: float, y: float, a: float, ground: str, glyph: bool = True) -> str:
    body = el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=f"{a:.1f}", height=f"{a:.1f}", fill=GROUND_FILL[ground],
              class_="rd-sq")
    if glyph and ground == MOUNTAIN:
        body += el("path", d=f"M{x + a * .22:.1f} {y + a * .78:.1f} L{x + a * .5:.1f} {y + a * .3:.1f} "
                             f"L{x + a * .78:.1f} {y + a * .78:.1f}", class_="rd-peak")
    elif glyph and ground == WATER:
        body += el("path", d=f"M{x + a * .2:.1f} {y + a * .55:.1f} q{a * .15:.1f} {-a * .15:.1f} {a * .3:.1f} 0 "
                             f"t{a * .3:.1f} 0", class_="rd-wave")
    return body


@cache
def _tile_at_origin(tile_type: int, a: float, glyph: bool) -> str:
    """A tile's terrain drawn at 0, 0: meadow as one background, the other squares on it, and the
    grid as one path.  Drawn once per type and size (the board shows the same tiles again and again)."""
    side = 7 * a
    body = el("rect", x="0", y="0", width=f"{side:.1f}", height=f"{side:.1f}", fill=GROUND_FILL[MEADOW])
    body += "".join(ground_square(c * a, r * a, a, terrain(tile_type, (c, r)), glyph)
                    for r in range(7) for c in range(7) if terrain(tile_type, (c, r)) != MEADOW)
    lines = "".join(f"M{i * a:.1f} 0V{side:.1f}M0 {i * a:.1f}H{side:.1f}" for i in range(1, 7))
    return body + el("path", d=lines, class_="rd-grid-lines")


def tile_squares(tile_type: int, x: float, y: float, a: float, glyph: bool = True) -> str:
    return f'<g transform="translate({x:.1f} {y:.1f})">{_tile_at_origin(tile_type, round(a, 2), glyph)}</g>'


def face_glyph(x: float, y: float, a: float, face: str) -> str:
    """The face of a die whose top-left corner is x, y."""
    if face == STRAIGHT:
        return rails(x, y, a, "N", "S")
    if face == CURVE:
        return rails(x, y, a, "S", "E")
    label = "$" if face == SHARE else "?"
    return text(x + a / 2, y + a * 0.7, label, class_="rd-face-text", font_size=f"{a * 0.6:.0f}")


def die(x: float, y: float, a: float, face: str, title: str, cls: str = "", tap: float = 0, **kw: str) -> str:
    """A die showing ``face``, its top-left corner at x, y, named by ``title`` (in the drawing's language);
    with ``tap``, an invisible square that much wider on each side answers a tap for it (data-tap, see
    web/js/hits.js)."""
    body = el("rect", x=f"{x - tap:.1f}", y=f"{y - tap:.1f}", width=f"{a + 2 * tap:.1f}",
              height=f"{a + 2 * tap:.1f}", class_="rd-site-hit", data_tap="") if tap else ""
    body += el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=f"{a:.1f}", height=f"{a:.1f}", rx=f"{a * .16:.1f}",
              class_="rd-die")
    body += face_glyph(x, y, a, face)
    if "rd-fresh" in cls.split():
        # The die spins in round its middle, its tap square still: a tap during the spin reaches it as
        # well as after it (the whole group spun, its tap area was a third of its size for a moment).
        kw["style"] = f"transform-origin:{x + a / 2:.1f}px {y + a / 2:.1f}px"
    return el("g", el("title", esc(title)) + body, class_=("rd-die-g " + cls).strip(), **kw)


def track_die(x: float, y: float, a: float, sides: list[str], face: str) -> str:
    """A die laid as track: its face shows the piece (a ? die keeps its ? in the corner)."""
    body = el("rect", x=f"{x + 1:.1f}", y=f"{y + 1:.1f}", width=f"{a - 2:.1f}", height=f"{a - 2:.1f}",
              rx=f"{a * .14:.1f}", class_="rd-die")
    body += rails(x, y, a, sides[0], sides[1])
    if face == WILD:
        body += text(x + a * 0.8, y + a * 0.3, "?", class_="rd-face-text", font_size=f"{a * 0.28:.0f}")
    return body


def station(x: float, y: float, a: float, code: str, small: bool = False) -> str:
    c = COMPANY[code]
    inset = a * (0.12 if not small else 0.05)
    body = el("rect", x=f"{x + inset:.1f}", y=f"{y + inset:.1f}", width=f"{a - 2 * inset:.1f}",
              height=f"{a - 2 * inset:.1f}", rx=f"{a * .12:.1f}", fill=c.colour, class_="rd-station")
    if not small:
        body += text(x + a / 2, y + a * 0.68, code, class_="rd-station-text", fill=c.ink, font_size=f"{a * 0.5:.0f}")
    return body


def arrow(cx: float, cy: float, a: float, heading: str) -> str:
    """A triangle near the edge of a square of side a centred on cx, cy, pointing ``heading``."""
    dx, dy = STEP[heading]
    tip = (cx + dx * a * 0.46, cy + dy * a * 0.46)
    base = (cx + dx * a * 0.14, cy + dy * a * 0.14)
    px, py = -dy * a * 0.2, dx * a * 0.2
    pts = [tip, (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)]
    return el("polygon", points=" ".join(f"{u:.1f},{v:.1f}" for u, v in pts), class_="rd-arrow")


STYLE = """<style>
.rd-bg{fill:#f5efe2}
.rd-panel{fill:#fffaf0;stroke:#b9ad8f}
.rd-title{font:700 15px sans-serif;fill:#222}
.rd-small{font:12.5px sans-serif;fill:#333}
.rd-tiny{font:10.5px sans-serif;fill:#333}
.rd-sq{stroke:none}
.rd-grid-lines{fill:none;stroke:#8a8a6a;stroke-width:.4}
.rd-peak{fill:none;stroke:#5b4630;stroke-width:1.4}
.rd-wave{fill:none;stroke:#1f5f8b;stroke-width:1.3}
.rd-die{fill:#fffdf6;stroke:#333;stroke-width:1.2}
.rd-ties{fill:none;stroke:#b08a5a;stroke-width:5;stroke-dasharray:2 3}
.rd-rail{fill:none;stroke:#3a2a1a;stroke-width:2.2}
.rd-sketch{fill:none;stroke:#5a3a1a;stroke-width:1.3;opacity:.85}
.rd-face-text{font-family:sans-serif;font-weight:700;text-anchor:middle;fill:#222}
.rd-station{stroke:#111;stroke-width:1}
.rd-station-text{font-family:sans-serif;font-weight:700;text-anchor:middle;pointer-events:none}
.rd-arrow{fill:#d4a000;stroke:#5a4000;stroke-width:1}
.rd-ghost{fill:#fff8dc;stroke:#b38f00;stroke-width:1.5;stroke-dasharray:4 3}
.rd-site{fill:none;stroke:#d4a000;stroke-width:2.2;stroke-dasharray:4 2}
.rd-axis{font-weight:700}
.rd-note{font-size:10px;font-weight:600;fill:#7a2e1f}
.rd-site-hit{fill:#fff;fill-opacity:0}
.rd-hit-for{cursor:pointer}
.rd-pic-target{fill:none;stroke:#0057b8;stroke-width:3}
.rd-pic-arrow{fill:#0057b8;stroke:#002a5c;stroke-width:1}
.rd-end{font:700 11px sans-serif;fill:#fff;text-anchor:middle}
.rd-end-bg{fill:#7a2e1f;stroke:#fff;stroke-width:1.2}
.rd-end-dead{fill:#777}
.rd-cell-large{fill:none;stroke:#7a2e1f;stroke-width:3}
.rd-cell{fill:none;stroke:#666;stroke-width:.8}
.rd-company-name{font:700 14px sans-serif}
.rd-company-short{display:none;font:700 31px sans-serif}
.rd-seat{stroke:#222}
.rd-screen{fill:#6c5a8c;stroke:#333}
.rd-screen-text{font:700 12px sans-serif;fill:#fff;text-anchor:middle}
.rd-roll-cell{fill:#fff3c4;stroke:#b38f00}
.rd-roll-text{font:700 17px sans-serif;fill:#222;text-anchor:middle;pointer-events:none}
.legal{cursor:pointer}
.labels{pointer-events:none}
.legal .rd-arrow,.legal .rd-die,.legal .rd-roll-cell,.legal.rd-company .rd-panel{stroke:#d4a000;stroke-width:2.5}
.legal:hover .rd-arrow,.legal:focus .rd-arrow{fill:#0057b8;stroke:#002a5c}
.legal:hover .rd-site,.legal:focus .rd-site,.legal:hover .rd-die,.legal:focus .rd-die,
.legal:hover .rd-roll-cell,.legal:focus .rd-roll-cell,
.legal.rd-company:hover .rd-panel,.legal.rd-company:focus .rd-panel{stroke:#0057b8;stroke-width:3}
.legal:focus{outline:none}
.rd-fresh>:not([data-tap]){animation:rd-roll .6s ease-out;transform-box:view-box;transform-origin:inherit}
@keyframes rd-roll{0%{transform:rotate(-320deg) scale(.3);opacity:0}
70%{transform:rotate(15deg) scale(1.08);opacity:1}100%{transform:none}}
@media (prefers-reduced-motion: reduce){.rd-fresh>*{animation:none}}
</style>"""
