"""A finished game's story as a chart: every player's score over the game, one line per player.

A pure function of data, like the boards: ``chart_svg`` takes a story (story.py) and the words to
show in the reader's language, and returns SVG text.  It is drawn narrow (340 units wide) so that its
words stay readable on a 390 px phone, where it is shown at about that width (the page shows it at
most about 1.2 times that on a wide screen).  Each line has its seat's colour (as on the boards), its
own dash pattern and the seat's number at its end, so colour is never the only cue; the legend under
it names each player with the final score, and ``<title>``/``<desc>`` say the whole story to a screen
reader.
"""

from __future__ import annotations

import math
from typing import Any

from .i18n.messages import money, money_k, number
from .svg import SEAT_COLOURS, el, esc, text

WIDTH = 340
LEFT, RIGHT, TOP, PLOT = 56, 14, 46, 170  # the plot's margins and height
LEGEND_ROW = 22
KEY = 10  # the legend's left edge
DASHES = ["", "7 4", "2 3", "9 3 2 3", "4 4", "12 3 3 3"]


def nice_ticks(low: float, high: float, most: int = 5) -> list[int]:
    """Round values from ``low`` or below to ``high`` or above, steps of 1, 2 or 5 times a power of ten
    (whole numbers, at least 1), about ``most`` of them."""
    if high <= low:
        high = low + 1
    raw = max(1.0, (high - low) / most)  # scores are whole numbers: a step of at least 1
    power = 10 ** math.floor(math.log10(raw))
    step = next(k * power for k in (1, 2, 5, 10) if k * power >= raw)
    ticks = [math.floor(low / step) * step]
    while ticks[-1] < high:
        ticks.append(ticks[-1] + step)
    return ticks


def amount(value: int, unit: str, lang: str, short: bool = False) -> str:
    """A score as the chart writes it: money with its sign, the language's way ("$12,000", "12.000 $";
    ``short``: "$12k" for an axis), other units as the number alone."""
    if unit != "money":
        return number(value, lang)
    if short and abs(value) >= 1000:
        return ("-" if value < 0 else "") + money_k(abs(value), lang)
    return money(value, lang)


def chart_svg(story: dict[str, Any], words: dict[str, Any], lang: str = "en", at: int | None = None,
              ident: str = "rt-story") -> str:
    """The chart of ``story`` (story.story_of's data).

    ``words``: ``title``, ``desc`` (the story in a sentence or two), ``x`` and ``y`` (the axes' names),
    ``start`` and ``end`` (the first and last point), ``now`` (the marker of the position shown) and
    ``marks`` (one text per mark of the story, in its order), all in the reader's language.
    ``at``: the moves played in the position shown next to the chart (a replay), marked on it.
    ``ident``: the prefix of the chart's element ids (two charts on a page need two).
    """
    points, names, unit = story["points"], story["players"], story["unit"]
    seats = len(names)
    values = [v for p in points for v in p["scores"]]
    ticks = nice_ticks(min(0, *values), max(1, *values))
    low, high = ticks[0], ticks[-1]
    inner = WIDTH - LEFT - RIGHT
    last = max(1, len(points) - 1)

    def x(i: float) -> float:
        return LEFT + inner * i / last

    def y(v: float) -> float:
        return TOP + PLOT * (high - v) / (high - low)

    parts = [el("title", esc(words["title"]), id=f"{ident}-title"),
             el("desc", esc(words["desc"]), id=f"{ident}-desc")]
    grid = []
    for v in ticks:
        grid.append(el("line", x1=LEFT, x2=WIDTH - RIGHT, y1=f"{y(v):.1f}", y2=f"{y(v):.1f}",
                       stroke="currentColor", stroke_opacity="0.55" if v == 0 else "0.15"))
        grid.append(text(LEFT - 5, y(v) + 4, amount(v, unit, lang, short=True), text_anchor="end"))
    bottom = TOP + PLOT
    grid.append(text(LEFT, bottom + 18, words["start"], text_anchor="start"))
    grid.append(text(WIDTH - RIGHT, bottom + 18, words["end"], text_anchor="end"))
    grid.append(text(LEFT + inner / 2, bottom + 18, words["x"], text_anchor="middle", font_style="italic"))
    grid.append(text(4, 16, words["y"], font_style="italic"))
    parts.append(el("g", "".join(grid), class_="rt-story-axes", font_size="14", fill="currentColor"))

    for mark, said in zip(story["marks"], words["marks"], strict=True):
        mx = x(mark["point"])
        parts.append(el("g", el("line", x1=f"{mx:.1f}", x2=f"{mx:.1f}", y1=TOP, y2=bottom, stroke="currentColor",
                                stroke_dasharray="3 3", stroke_opacity="0.6")
                        + text(mx - 4, TOP + 13, said, text_anchor="end", font_size="13", fill="currentColor"),
                        class_="rt-story-mark"))
    if at is not None:
        shown = max(i for i, p in enumerate(points) if p["move"] <= at) if at > 0 else 0
        nx = x(shown)
        parts.append(el("g", el("line", x1=f"{nx:.1f}", x2=f"{nx:.1f}", y1=TOP - 12, y2=bottom, stroke="#0057b8",
                                stroke_width="2.5")
                        + text(nx, TOP - 16, words["now"], text_anchor="middle" if 0.1 < shown / last < 0.9
                               else "start" if shown / last <= 0.1 else "end", font_size="13", fill="#0057b8",
                               font_weight="bold"),
                        class_="rt-story-now", data_point=shown))

    for q in range(seats):
        colour = SEAT_COLOURS[q % len(SEAT_COLOURS)]
        line = " ".join(f"{x(i):.1f},{y(p['scores'][q]):.1f}" for i, p in enumerate(points))
        end = points[-1]["scores"][q]
        parts.append(el("g", el("polyline", points=line, fill="none", stroke=colour, stroke_width="2.5",
                                stroke_linejoin="round", stroke_dasharray=DASHES[q % len(DASHES)] or None)
                        + el("circle", cx=f"{x(last):.1f}", cy=f"{y(end):.1f}", r="7", fill=colour,
                             stroke="#fff", stroke_width="1")
                        + text(x(last), y(end) + 4, q + 1, text_anchor="middle", font_size="10", font_weight="bold",
                               fill="#000"),
                        class_="rt-story-line", data_seat=q))

    legend_top = bottom + 42
    order = sorted(range(seats), key=lambda q: (-points[-1]["scores"][q], q))
    rows = []
    room = WIDTH - KEY - 40  # for a legend entry's words; a longer entry is squeezed to fit, never cut
    for row, q in enumerate(order):
        ly = legend_top + row * LEGEND_ROW
        colour = SEAT_COLOURS[q % len(SEAT_COLOURS)]
        said = f"{q + 1} {names[q]}: {amount(points[-1]['scores'][q], unit, lang)}"
        squeeze = {"textLength": room, "lengthAdjust": "spacingAndGlyphs"} if len(said) * 15 * 0.56 > room else {}
        rows.append(el("line", x1=KEY, x2=KEY + 30, y1=f"{ly - 4:.1f}", y2=f"{ly - 4:.1f}", stroke=colour,
                       stroke_width="3", stroke_dasharray=DASHES[q % len(DASHES)] or None)
                    + text(KEY + 38, ly, said, font_size="15", fill="currentColor", **squeeze))
    parts.append(el("g", "".join(el("g", r, class_="rt-story-key") for r in rows), class_="rt-story-legend"))

    height = legend_top + seats * LEGEND_ROW - 4
    return el("svg", "".join(parts), xmlns="http://www.w3.org/2000/svg", viewBox=f"0 0 {WIDTH} {height}",
              class_="rt-story-chart", role="img", aria_labelledby=f"{ident}-title {ident}-desc",
              font_family="system-ui, sans-serif")


__all__ = ["amount", "chart_svg", "nice_ticks"]
