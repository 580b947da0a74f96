"""The moves a drawing offers as clickable elements, read out of its SVG text.

The renderers mark a piece the viewer may click with ``data-move="<notation>"`` (values attribute-escaped);
a piece that can play several moves (a route paid for in different ways) also has ``data-moves``, a JSON
array.  The snapshot lists each legal move as shown on the board, in the hand, or as a button.
"""

from __future__ import annotations

import functools
import html
import json
import re

_DATA_MOVE = re.compile(r"""\bdata-move\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_DATA_MOVES = re.compile(r"""\bdata-moves\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def data_moves(svg: str) -> set[str]:
    """The moves an SVG offers as clickable elements (its data-move values and data-moves lists).

    A ``svg.Drawing`` is read chunk by chunk, each chunk's moves remembered (a renderer that caches its
    pieces hands the same chunks again)."""
    made = getattr(svg, "chunks", None)
    if made is None:
        return set(_text_moves(svg))
    start, chunks, end = made
    found = set(_text_moves(start))
    for chunk in chunks:
        found |= _chunk_moves(chunk)
    return found


@functools.lru_cache(maxsize=4096)
def _chunk_moves(chunk: str) -> frozenset[str]:
    return _text_moves(chunk)


def _text_moves(svg: str) -> frozenset[str]:
    found = {html.unescape(m[1] if m[1] is not None else m[2]) for m in _DATA_MOVE.finditer(svg)}
    for m in _DATA_MOVES.finditer(svg):
        try:
            listed = json.loads(html.unescape(m[1] if m[1] is not None else m[2]))
        except ValueError:
            continue  # a malformed list offers nothing; those moves become buttons instead
        found.update(x for x in listed if isinstance(x, str))
    return frozenset(found)
