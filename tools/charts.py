"""Small SVG charts drawn at build time, in pure Python (the balance report, tools/balance_page.py).

Each function returns one self-contained ``<svg>`` that scales to its container (a viewBox, no fixed
size).  Every number and word drawn comes from the arguments, numbers written as ``lang`` writes them
(tools/figures.py: "53.8%", "53,8 %"); every bar carries its figure as data
attributes, so a test can check the chart against the data it was drawn from.
"""

from __future__ import annotations

import math

from pygame_rules.svg import SEAT_COLOURS, attrs, esc
from tools.figures import pct, plain

INK, MUTED, LINE, BAD, BAND = "#231f1a", "#6b6255", "#d8ccb4", "#a3261b", "#cfe8c9"
FONT = 'font-family="system-ui, sans-serif"'


def _svg(width: int, height: int, title: str, body: list[str]) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" role="img" '
            f'class="rt-chart" {FONT}><title>{esc(title)}</title>' + "".join(body) + "</svg>")


def _text(x: float, y: float, text: str, size: int = 11, anchor: str = "middle", fill: str = INK,
          **kw: str) -> str:
    return (f'<text {attrs(x=f"{x:.1f}", y=f"{y:.1f}", font_size=size, text_anchor=anchor, fill=fill, **kw)}>'
            f"{esc(text)}</text>")


def share_bars(title: str, labels: list[str], bars: list[dict[str, float]], fair: float | list[float],
               band: float | None = None, words: dict[str, str] | None = None, colour_by_seat: bool = True,
               lang: str = "en") -> str:
    """Bars of win shares (``share``, with the 95% interval ``low``-``high`` as a whisker), the fair
    share as a dashed line and, when ``band`` is given, the goal (fair +- band) as a green strip; a
    share outside the strip has its figure in red.  ``words``: "fair" and "goal" labels.  With one
    fair share per bar (a list: bars of different player counts), each bar gets its own dashed mark."""
    words = words or {"fair": "fair", "goal": "goal"}
    if isinstance(fair, list):
        return _bars(title, labels, bars, fair, None, words, colour_by_seat, lang)
    return _bars(title, labels, bars, [fair] * len(bars), band, words, colour_by_seat, lang)


def _bars(title: str, labels: list[str], bars: list[dict[str, float]], fairs: list[float],
          band: float | None, words: dict[str, str], colour_by_seat: bool, lang: str) -> str:
    fair = max(fairs)
    width, left, right, top, bottom = 320, 34, 8, 16, 34
    height = 200
    plot_w, plot_h = width - left - right, height - top - bottom
    peak = max([b["high"] for b in bars] + [fair + (band or 0), fair * 1.5])
    step = 0.1 if peak <= 0.6 else 0.2
    y_max = min(1.0, math.ceil(peak / step - 1e-9) * step)

    def y(v: float) -> float:
        return top + plot_h * (1 - v / y_max)

    body = []
    if band is not None:  # the goal strip first, under everything
        lo, hi = max(0.0, fair - band), min(y_max, fair + band)
        body.append(f'<rect {attrs(x=left, y=f"{y(hi):.1f}", width=plot_w, height=f"{y(lo) - y(hi):.1f}", fill=BAND)}'
                    ' class="rt-goal"/>')
    v = 0.0
    while v <= y_max + 1e-9:  # grid lines and their figures
        body.append(f'<line {attrs(x1=left, x2=width - right, y1=f"{y(v):.1f}", y2=f"{y(v):.1f}", stroke=LINE)}/>')
        body.append(_text(left - 4, y(v) + 4, pct(v, lang, 0), 10, "end", MUTED))
        v += step
    slot = plot_w / len(bars)
    bar_w = min(40.0, slot * 0.6)
    for i, (label, b) in enumerate(zip(labels, bars, strict=True)):
        cx = left + slot * (i + 0.5)
        colour = SEAT_COLOURS[i % len(SEAT_COLOURS)] if colour_by_seat else "#8a7a5c"
        outside = band is not None and abs(b["share"] - fairs[i]) > band + 1e-12
        body.append(f'<rect class="rt-bar" {attrs(x=f"{cx - bar_w / 2:.1f}", y=f"{y(b["share"]):.1f}", width=f"{bar_w:.1f}", height=f"{y(0) - y(b["share"]):.1f}", fill=colour, data_label=label, data_share=f"{b["share"]:.4f}", data_low=f"{b["low"]:.4f}", data_high=f"{b["high"]:.4f}")}/>')  # noqa: E501
        body.append(f'<path {attrs(d=f"M{cx:.1f} {y(b["low"]):.1f}V{y(b["high"]):.1f}M{cx - 5:.1f} {y(b["low"]):.1f}h10M{cx - 5:.1f} {y(b["high"]):.1f}h10", stroke=INK, stroke_width=1.3, fill="none")}/>')  # noqa: E501
        body.append(_text(cx, y(b["high"]) - 4, pct(b["share"], lang), 11, fill=BAD if outside else INK,
                          font_weight="700", class_="rt-value"))
        body.append(_text(cx, height - bottom + 14, label, 11, class_="rt-label"))
    dash = attrs(stroke=INK, stroke_dasharray="5 3", stroke_width=1.2)
    if len(set(fairs)) == 1:
        body.append(f'<line {attrs(x1=left, x2=width - right, y1=f"{y(fair):.1f}", y2=f"{y(fair):.1f}")} {dash}/>')
        goal = f" · {words['goal']} ±{100 * band:.0f}" if band is not None else ""
        legend = f"{words['fair']} {pct(fair, lang)}{goal}"
    else:
        for i, f in enumerate(fairs):
            cx = left + slot * (i + 0.5)
            body.append(f'<line {attrs(x1=f"{cx - slot * 0.4:.1f}", x2=f"{cx + slot * 0.4:.1f}", y1=f"{y(f):.1f}", y2=f"{y(f):.1f}")} {dash}/>')  # noqa: E501
        legend = f"- - {words['fair']}"
    body.append(_text(width - right, height - 4, legend, 10, "end", MUTED, class_="rt-legend"))
    return _svg(width, height, title, body)


def nice_step(span: float) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about four ticks over ``span``."""
    raw = max(span, 1e-9) / 4
    mag = 10 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)


def spread_rows(title: str, rows: list[tuple[str, dict[str, float]]], unit: str, lang: str = "en") -> str:
    """One line per row: the middle 80% of games (10th to 90th percentile) as a bar, the median as a
    tick with its figure, on an axis around the figures (not from zero: the differences are the news)."""
    width, left, right, row_h, top = 320, 78, 14, 24, 8
    axis_y = top + row_h * len(rows) + 4
    height = axis_y + 30
    lo, hi = min(r["p10"] for _, r in rows), max(r["p90"] for _, r in rows)
    step = nice_step(max(hi - lo, 4))
    start, end = math.floor(lo / step - 0.3) * step, math.ceil(hi / step + 0.3) * step
    start = max(start, 0)
    scale = (width - left - right) / (end - start)

    def x(v: float) -> float:
        return left + (v - start) * scale

    body = []
    v = start
    while v <= end + 1e-9:
        body.append(f'<line {attrs(x1=f"{x(v):.1f}", x2=f"{x(v):.1f}", y1=top, y2=axis_y, stroke=LINE)}/>')
        body.append(_text(x(v), axis_y + 12, plain(v, lang), 10, fill=MUTED))
        v += step
    for i, (label, r) in enumerate(rows):
        yy = top + row_h * i
        x0, x1, xm = x(r["p10"]), x(r["p90"]), x(r["median"])
        body.append(_text(left - 6, yy + 15, label, 11, "end", class_="rt-label"))
        body.append(f'<rect class="rt-spread" {attrs(x=f"{x0:.1f}", y=yy + 5, width=f"{max(x1 - x0, 2):.1f}", height=13, rx=3, fill="#e7c86a", data_median=r["median"])}/>')  # noqa: E501
        body.append(f'<line {attrs(x1=f"{xm:.1f}", x2=f"{xm:.1f}", y1=yy + 2, y2=yy + 21, stroke=INK, stroke_width=2)}/>')  # noqa: E501
        body.append(_text(xm + 4, yy + 15, plain(r["median"], lang), 10, "start", class_="rt-value"))
    body.append(_text(width - right, height - 3, unit, 10, "end", MUTED, class_="rt-legend"))
    return _svg(width, height, title, body)


ENDING_COLOURS = ["#7a2e1f", "#d4a000", "#0072B2", "#009E73", "#CC79A7", "#56B4E9", "#6b6255"]
DARK_ENDINGS = {0, 2, 6}


def ending_rows(title: str, rows: list[tuple[str, dict[str, int]]], names: dict[str, str],
                lang: str = "en") -> str:
    """One 100% bar per row, split by how the games ended (``names``: each ending's words, which also
    fixes the order and colours), with a legend below."""
    order = list(names)
    width, left, right, row_h, top = 320, 78, 8, 24, 8
    legend_top = top + row_h * len(rows) + 6
    height = legend_top + 16 * len(order) + 4
    plot_w = width - left - right
    body = []
    for i, (label, counts) in enumerate(rows):
        yy, x, total = top + row_h * i, float(left), sum(counts.values())
        body.append(_text(left - 6, yy + 15, label, 11, "end", class_="rt-label"))
        for j, ending in enumerate(order):
            n = counts.get(ending, 0)
            if not n:
                continue
            w = plot_w * n / total
            body.append(f'<rect class="rt-ending" {attrs(x=f"{x:.1f}", y=yy + 4, width=f"{w:.1f}", height=15, fill=ENDING_COLOURS[j % len(ENDING_COLOURS)], data_ending=ending, data_games=n)}/>')  # noqa: E501
            if w > 26:  # white on the dark colours, ink on the light ones
                ink = "#fff" if j % len(ENDING_COLOURS) in DARK_ENDINGS else INK
                body.append(_text(x + w / 2, yy + 15, pct(n / total, lang, 0), 10, fill=ink))
            x += w
    for j, ending in enumerate(order):
        yy = legend_top + 16 * j
        body.append(f'<rect {attrs(x=left, y=yy, width=10, height=10, fill=ENDING_COLOURS[j % len(ENDING_COLOURS)])}/>')
        body.append(_text(left + 15, yy + 9, names[ending], 10, "start", class_="rt-legend"))
    return _svg(width, height, title, body)
