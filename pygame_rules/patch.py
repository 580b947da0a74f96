"""Board updates as patches: what changed in an SVG since the copy the page shows, piece by piece.

A renderer draws each piece of the board (a route, a city, the card table, a legend row) as one
top-level element of its ``<svg>``.  After a move most pieces are the same text as before, so the page
need not parse and replace the whole drawing: the bridge splits both drawings into their top-level
pieces (``split``), matches them (``diff``), and the page replaces only the pieces that changed, in
place.  Text between pieces (whitespace) is a piece too, so the page's ``childNodes`` of the ``<svg>``
match the pieces one to one, and a patched board is node for node what a full render gives.

A drawing is named by a short hash of its text (``token``); the page says which drawing it shows, and
gets a patch against it only if the bridge still has that drawing (``Shown``), else the full text.
"""

from __future__ import annotations

import hashlib
import re
from collections import OrderedDict
from difflib import SequenceMatcher
from typing import Any

# A comment, or a start/end/empty tag with quoted attribute values (which may hold ">").
_TAG = re.compile(r"""<!--.*?-->|<(/?)[A-Za-z][\w:.-]*(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(/?)>""", re.S)

Split = tuple[str, list[str], str]  # root start tag, pieces, root end tag


def token(svg: str) -> str:
    return hashlib.blake2b(svg.encode(), digest_size=8).hexdigest()


def split(svg: str) -> Split | None:
    """The root's start tag, its children as text (elements, comments and the text between them), and
    its end tag; None for anything else (no single root element, CDATA, a stray "<").

    A ``svg.Drawing`` is split chunk by chunk, each chunk's pieces remembered (a renderer that caches its
    pieces hands the same chunks again), with the same result as splitting its whole text."""
    made = getattr(svg, "chunks", None)
    if made is not None:
        parts = _split_chunks(*made)
        if parts is not None:
            return parts
    return _split_text(svg)


_MISSING: Any = object()
_CHUNK_PIECES: dict[str, list[str] | None] = {}  # chunk text -> its pieces (None: not splittable alone)


def _split_chunks(start: str, chunks: tuple[str, ...], end: str) -> Split | None:
    first = _TAG.match(start)
    if (first is None or first.end() != len(start) or start.startswith("<!--") or first[1] or first[2]
            or not re.fullmatch(r"</[A-Za-z][\w:.-]*\s*>", end)):
        return None
    pieces: list[str] = []
    for chunk in chunks:
        got = _CHUNK_PIECES.get(chunk, _MISSING)
        if got is _MISSING:
            whole = _split_text(f"<svg>{chunk}</svg>")
            got = None if whole is None else whole[1]
            if len(_CHUNK_PIECES) >= 8192:
                _CHUNK_PIECES.clear()
            _CHUNK_PIECES[chunk] = got
        if got is None:
            return None
        for piece in got:
            if pieces and not piece.startswith("<") and not pieces[-1].startswith("<"):
                pieces[-1] += piece  # text ending one chunk and starting the next is one text node
            else:
                pieces.append(piece)
    return start, pieces, end


def _split_text(svg: str) -> Split | None:
    tags = _TAG.finditer(svg)
    first = next(tags, None)
    if first is None or first.start() != 0 or first.group(0).startswith("<!--") or first[1] or first[2]:
        return None
    pieces: list[str] = []
    depth, cursor, start = 1, first.end(), 0
    for m in tags:
        comment = m.group(0).startswith("<!--")
        if depth == 1:
            if "<" in svg[cursor:m.start()]:
                return None  # markup the pattern does not know (CDATA, a processing instruction)
            if m.start() > cursor:
                pieces.append(svg[cursor:m.start()])
            if m[1]:  # the root's end tag
                return (first.group(0), pieces, m.group(0)) if not svg[m.end():].strip() else None
            if comment or m[2]:
                pieces.append(m.group(0))
                cursor = m.end()
            else:
                start, depth = m.start(), 2
            continue
        if comment:
            continue
        depth += -1 if m[1] else 0 if m[2] else 1
        if depth == 1:
            pieces.append(svg[start:m.end()])
            cursor = m.end()
    return None


def diff(old: list[str], new: list[str]) -> list[list[Any]]:
    """Splices turning ``old`` into ``new``: [index, how many to remove, [pieces to insert there]],
    last first, so each index is a position in ``old`` whatever the splices after it did."""
    ops = SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    return [[i1, i2 - i1, new[j1:j2]] for tag, i1, i2, j1, j2 in reversed(ops) if tag != "equal"]


class Shown:
    """The drawings the page was last sent (a few: board and hand, several views), by token."""

    def __init__(self, keep: int = 6) -> None:
        self.keep = keep
        self.drawings: OrderedDict[str, Split] = OrderedDict()

    def update(self, svg: str | None, have: str | None) -> dict[str, Any]:
        """What the page needs to show ``svg`` when it shows drawing ``have``: ``{"token", "svg"}`` (the
        full text) or ``{"token", "patch": {"base", "ops"}}``; ``{"token": None, "svg": None}`` for none."""
        if svg is None:
            return {"token": None, "svg": None}
        tok = token(svg)
        parts = split(svg)
        if parts is not None:
            self.drawings[tok] = parts
            self.drawings.move_to_end(tok)
            while len(self.drawings) > self.keep:
                self.drawings.popitem(last=False)
        base = self.drawings.get(have) if have else None
        if parts is None or base is None or base[0] != parts[0] or base[2] != parts[2]:
            return {"token": tok, "svg": svg}
        ops = diff(base[1], parts[1])
        if sum(len(p) for _, _, pieces in ops for p in pieces) > len(svg) // 2:
            return {"token": tok, "svg": svg}  # most of it changed: the full text is as cheap
        return {"token": tok, "patch": {"base": have, "ops": ops}}
