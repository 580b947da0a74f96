"""Tiny helpers for writing SVG as text.  Every piece of text passes through esc()."""

import re
from html import escape

from .i18n import current_language
from .i18n.messages import Msg, say

# The players' colours (wine, indigo, teal, light green, brown, light cyan): told apart from each other,
# and from Ticket to Ride's nine route colours, with normal sight and with protanopia or deuteranopia
# (tests/engine/test_colours.py simulates them: at least 15 and 10 CIEDE2000 apart).  The Okabe-Ito
# colours they replace are distinct from each other, but seat 1's orange-gold was the orange and yellow
# routes' colour and the page's gold "you can play this" (issue 32).  Seat numbers and, on Ticket to
# Ride's routes, a pattern per seat are drawn as well: colour is never the only cue.
SEAT_COLOURS = ["#880e4f", "#3949ab", "#00838f", "#81c784", "#8d6e63", "#4dd0e1"]


class Drawing(str):
    """An SVG drawing's text that also keeps how it was put together (``chunks``): the root's start tag,
    its children as chunks of text (each some whole top-level elements, or text between them), and the
    end tag.  The patches (patch.py) and the bridge's list of board moves read the chunks instead of the
    whole text: a chunk drawn before (the same piece of a board, cached by its renderer) is scanned once."""

    chunks: tuple[str, tuple[str, ...], str]


def drawing(start: str, chunks: list[str], end: str) -> Drawing:
    """``start + "".join(chunks) + end`` as a Drawing (see there)."""
    made = Drawing(start + "".join(chunks) + end)
    made.chunks = (start, tuple(chunks), end)
    return made


def esc(text) -> str:
    return escape(str(text), quote=True)


def attrs(**kw) -> str:
    """Attributes in a stable order; None values are left out; class_ -> class, data_move -> data-move."""
    parts = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{esc(value)}"')
    return " ".join(parts)


def el(tag: str, body: str = "", **kw) -> str:
    a = attrs(**kw)
    open_tag = f"<{tag} {a}" if a else f"<{tag}"
    return f"{open_tag}>{body}</{tag}>" if body else f"{open_tag}/>"


def text(x: float, y: float, content, **kw) -> str:
    return el("text", esc(content), x=f"{x:.1f}", y=f"{y:.1f}", **kw)


_TEXT = re.compile(r"<text\b[^>]*>.*?</text>", re.DOTALL)


def fit(line: str, size: float, room: float) -> dict[str, str]:
    """Attributes that squeeze a line of text to ``room`` when its likely width (half its font size per
    letter, a sans-serif's average) would overflow: German runs longer than English (issues 32, 34).  A
    line that fits is never stretched."""
    if len(line) * size * 0.5 <= room:
        return {}
    return {"textLength": f"{room:.0f}", "lengthAdjust": "spacingAndGlyphs"}


def playable(body: str, labels: str = "", **kw) -> str:
    """A piece that plays a move (``kw``: data-move, role, aria-label ...): its shapes in the group that
    is the button, its words (``<text>`` in ``body``, plus ``labels``) drawn over it in an aria-hidden
    group that clicks pass through.  The words are abbreviations of what the aria-label says in full
    ("$3k", a colour's letter), and a button's visible words must be part of its name for people who
    speak to their computer: outside the button they are not its name, only a picture of it."""
    words = "".join(_TEXT.findall(body)) + labels
    button = el("g", _TEXT.sub("", body), **kw)
    return button + el("g", words, class_="labels", aria_hidden="true") if words else button


def money_k(amount: int) -> str:
    """$3,000 -> $3k: compact enough for a board space."""
    return f"${amount // 1000}k" if amount % 1000 == 0 else f"${amount:,}"


# Pip positions on a unit die (0..1), by face.
_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def die(x: float, y: float, face: int, size: float = 28, **kw) -> str:
    """One die with its face drawn as pips (faces above 6 as a number), top-left corner at x, y."""
    body = el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=f"{size:.1f}", height=f"{size:.1f}",
              rx=f"{size * 0.18:.1f}", class_="rt-die-face", fill="#fffdf6", stroke="#333", stroke_width="1.5")
    if face in _PIPS:
        r = size * 0.09
        body += "".join(el("circle", cx=f"{x + px * size:.1f}", cy=f"{y + py * size:.1f}", r=f"{r:.1f}", fill="#222")
                        for px, py in _PIPS[face])
    else:
        body += text(x + size / 2, y + size * 0.68, face, text_anchor="middle", font_size=f"{size * 0.55:.0f}")
    label = Msg("engine.svg.die", face=face).say(current_language())  # in the language of the call
    return el("g", body, class_="rt-die", role="img", aria_label=label, **kw)


def dice(x: float, y: float, roll: dict | None, name: str = "", size: float = 28) -> str:
    """The dice of a roll (an engine ``Roll``: faces in ``dice``) side by side, with their total;
    nothing when there is no roll.  The label reads like the log: "Ann rolled 3 + 5 = 8"."""
    if not roll:
        return ""
    faces = roll["dice"]
    parts = [die(x + i * (size + 6), y, f, size) for i, f in enumerate(faces)]
    total = f" = {sum(faces)}" if len(faces) > 1 else ""
    # The label in the language of the call (i18n.use_language): "Ann rolled 3 + 5 = 8", "Ann würfelt ...".
    key = "engine.svg.rolled" + ("_by" if name else "") + ("_total" if total else "")
    label = Msg(key, name=name, faces=" + ".join(map(str, faces)), total=sum(faces)).say(current_language())
    parts.append(text(x + len(faces) * (size + 6) + 4, y + size * 0.68, total.strip(" =") if total else "",
                      font_size=f"{size * 0.55:.0f}") if total else "")
    return el("g", "".join(parts), class_="rt-dice", role="img", aria_label=label)


def words(message: Msg | str) -> str:
    """A message (or plain text) in the language the drawing is made in (the bridge's call's): every
    renderer's words go through here."""
    text: str = say(message, current_language())
    return text
