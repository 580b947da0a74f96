"""Board updates as patches: what changed in an SVG since the copy the page shows, piece by piece.

A renderer draws each piece of the board (a route, a city, the card table, a legend row) as one
top-level element of its ``<svg>``.  After a move most pieces are the same text as before, so the page
need not parse and replace the whole drawing: the bridge splits both drawings into their top-level
pieces (``split``), matches them (``diff``), and the page replaces only the pieces that changed, in
place.  Text between pieces (whitespace) is a piece too, so the page's ``childNodes`` of the ``<svg>``
match the pieces one to one, and a patched board is node for node what a full render gives.

A drawing is named by a short hash of its text or chunks (``token``); the page says which drawing it shows, and
gets a patch against it only if the bridge still has that drawing (``Shown``), else the full text.
"""

from __future__ import annotations

import bisect
import functools
import hashlib
import html
import re
from collections import OrderedDict
from typing import Any

# A comment, or a start/end/empty tag with quoted attribute values (which may hold ">").
_TAG = re.compile(r"""<!--.*?-->|<(/?)[A-Za-z][\w:.-]*(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(/?)>""", re.S)

_TAG_NAME = re.compile(r"<[A-Za-z][\w:.-]*")

Split = tuple[str, list[str], str]  # root start tag, pieces, root end tag


def token(svg: str) -> str:
    """A short name of a drawing: a hash of its text, or of its chunks for a ``svg.Drawing`` (pieces a
    renderer cached are the same string objects, whose hashes Python keeps: no need to read 84 KB)."""
    made = getattr(svg, "chunks", None)
    if made is not None:
        return f"d{hash(made) % 2**64:016x}"  # the names only live as long as this process
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
        if got and pieces and not got[0].startswith("<") and not pieces[-1].startswith("<"):
            pieces[-1] += got[0]  # text ending one chunk and starting the next is one text node
            pieces.extend(got[1:])
        else:
            pieces.extend(got)
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


def changes(old: list[str], new: list[str]) -> tuple[list[list[Any]], list[list[Any]]]:
    """What turns ``old`` into ``new``: splices, [index, how many to remove, [pieces to insert there]],
    last first, so each index is a position in ``old`` whatever the splices after it did; and the
    pieces that only changed their root element's attributes (a route that became claimable or not),
    [index in ``old``, [[name, value], ...]] with the element's new attributes in order (values as
    text, unescaped), so the page sets them instead of parsing and replacing the piece.  The splices
    leave those pieces alone."""
    splices: list[list[Any]] = []
    attrs: list[list[Any]] = []
    for tag, i1, i2, j1, j2 in reversed(_opcodes(old, new)):
        if tag == "equal":
            continue
        if tag == "replace" and i2 - i1 == j2 - j1:
            run: list[list[Any]] = []  # pieces to splice, one by one, last first
            for k in range(i2 - i1 - 1, -1, -1):
                same = _attrs_only(old[i1 + k], new[j1 + k])
                if same is None:
                    run.append([i1 + k, 1, [new[j1 + k]]])
                else:
                    attrs.append([i1 + k, same])
            splices += _joined(run)
            continue
        splices.append([i1, i2 - i1, new[j1:j2]])
    attrs.reverse()
    return splices, attrs


def _joined(run: list[list[Any]]) -> list[list[Any]]:
    """Adjacent one-piece splices (last first) as one."""
    out: list[list[Any]] = []
    for index, remove, pieces in run:
        if out and out[-1][0] == index + remove:
            out[-1] = [index, remove + out[-1][1], pieces + out[-1][2]]
        else:
            out.append([index, remove, pieces])
    return out


def _opcodes(old: list[str], new: list[str]) -> list[tuple[str, int, int, int, int]]:
    """Opcodes as SequenceMatcher's (equal, replace, delete, insert), found the quick way a board's
    pieces allow: pieces that occur once in each list and in the same order in both (the longest such
    run) are kept, so is every equal piece next to them; what lies between is replaced."""
    once_old = _once(old)
    once_new = _once(new)
    pairs = [(once_old[p], j) for j, p in enumerate(new) if p in once_old and once_new.get(p) == j]
    anchors = _increasing(pairs)
    out: list[tuple[str, int, int, int, int]] = []
    i = j = 0
    for a, b in [*anchors, (len(old), len(new))]:
        if a < i or b < j:
            continue  # taken already, by the equal run before it
        # the equal run up to this anchor, from its start backwards
        a0, b0 = a, b
        while a0 > i and b0 > j and old[a0 - 1] == new[b0 - 1]:
            a0, b0 = a0 - 1, b0 - 1
        if a0 > i and b0 > j:
            out.append(("replace", i, a0, j, b0))
        elif a0 > i:
            out.append(("delete", i, a0, j, j))
        elif b0 > j:
            out.append(("insert", i, i, j, b0))
        # ... and onwards from it
        a1, b1 = a, b
        while a1 < len(old) and b1 < len(new) and old[a1] == new[b1]:
            a1, b1 = a1 + 1, b1 + 1
        if a1 > a0:
            out.append(("equal", a0, a1, b0, b1))
        i, j = a1, b1
    return out


def _once(pieces: list[str]) -> dict[str, int]:
    """The pieces that occur once, by where."""
    seen: dict[str, int] = {}
    twice: set[str] = set()
    for k, p in enumerate(pieces):
        if p in seen:
            twice.add(p)
        seen[p] = k
    for p in twice:
        del seen[p]
    return seen


def _increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest run of ``pairs`` (in order of their second) whose firsts increase too."""
    tails: list[int] = []  # tails[k]: index in pairs of the smallest end of a run of length k + 1
    ends: list[int] = []  # ... and that end
    back: list[int] = []
    for n, (a, _) in enumerate(pairs):
        k = bisect.bisect_left(ends, a)
        back.append(tails[k - 1] if k else -1)
        if k == len(tails):
            tails.append(n)
            ends.append(a)
        else:
            tails[k] = n
            ends[k] = a
    run: list[tuple[int, int]] = []
    n = tails[-1] if tails else -1
    while n >= 0:
        run.append(pairs[n])
        n = back[n]
    return run[::-1]


_ATTR = re.compile(r"""([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def _attrs_only(old: str, new: str) -> list[list[str]] | None:
    """``new``'s root attributes (name, unescaped value) if it differs from ``old`` only in them (in an
    order the page can reach by removing attributes and appending new ones), else None."""
    a, b = _start(old), _start(new)
    if a is None or b is None or a[0] != b[0] or old[a[1]:] != new[b[1]:]:
        return None
    names = [name for name, _ in b[2]]
    kept = [name for name, _ in a[2] if name in names]
    if kept != names[:len(kept)] or len(set(names)) != len(names):
        return None
    return [list(pair) for pair in b[2]]


@functools.lru_cache(maxsize=4096)
def _start(piece: str) -> tuple[str, int, tuple[tuple[str, str], ...]] | None:
    """A piece's root start tag: its name (with "/" if it closes itself), where it ends, and its
    attributes (name, unescaped value); None for a comment or text."""
    m = _TAG.match(piece)
    if m is None or piece.startswith("<!--") or m[1]:
        return None
    name = _TAG_NAME.match(piece)
    assert name is not None
    attrs = tuple((a[1], html.unescape(a[2] if a[2] is not None else a[3]))
                  for a in _ATTR.finditer(piece, name.end(), m.end()))
    return name[0] + m[2], m.end(), attrs


class Shown:
    """The drawings the page was last sent (a few: board and hand, several views), by token."""

    def __init__(self, keep: int = 6) -> None:
        self.keep = keep
        self.drawings: OrderedDict[str, Split] = OrderedDict()

    def update(self, svg: str | None, have: str | None) -> dict[str, Any]:
        """What the page needs to show ``svg`` when it shows drawing ``have``: ``{"token", "svg"}`` (the
        full text) or ``{"token", "patch": {"base", "ops", "attrs"}}`` (``changes``: splices, and pieces
        whose root element's attributes are set in place); ``{"token": None, "svg": None}`` for none."""
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
        ops, attrs = changes(base[1], parts[1])
        if sum(len(p) for _, _, pieces in ops for p in pieces) > len(svg) // 2:
            return {"token": tok, "svg": svg}  # most of it changed: the full text is as cheap
        return {"token": tok, "patch": {"base": have, "ops": ops, "attrs": attrs}}
