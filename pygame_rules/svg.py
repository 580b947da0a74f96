"""Tiny helpers for writing SVG as text.  Every piece of text passes through esc()."""

from html import escape

# Okabe-Ito colours: distinguishable with the common colour-vision deficiencies.  Seat numbers are
# drawn as well, so colour is never the only cue.
SEAT_COLOURS = ["#E69F00", "#0072B2", "#009E73", "#D55E00", "#CC79A7", "#56B4E9"]


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


def money_k(amount: int) -> str:
    """$3,000 -> $3k: compact enough for a board space."""
    return f"${amount // 1000}k" if amount % 1000 == 0 else f"${amount:,}"
