"""The viewer's own dice, drawn for the hand panel (None for spectators).

* Dice in front, each clickable with every move that uses its face (the page asks which when there
  are several): track at either end, a share, or, while ending the turn, giving it back.  Freshly
  rolled dice spin in (class rd-fresh; still for players who prefer reduced motion).
* Dice behind the screen: only the viewer's own count, never anybody else's.
* The roll: a grid of every roll the player may make, dice from behind the screen across and ? dice
  from in front down (each ? die brings a bonus die), one click each.
"""

from __future__ import annotations

import json
from typing import Any

from ....i18n.messages import Msg
from ....svg import el, esc, fit, text
from ....svg import words as _w  # in the language of the call
from .. import words as term
from ..data import CURVE, FACES, SHARE, STRAIGHT, WILD
from ..notation import split_buy, split_lay, split_roll
from ..present import move_label
from .drawing import STYLE, die

WIDTH = 420
DIE = 44
# Between two dice in front: each die's tap area (data-tap) takes half of it on each side, 54 units square,
# 44 px on a phone, where the hand is drawn at about 0.86 px a unit (issue 32).
DIE_GAP = 10
# A roll's cell with the gap round it (its tap area) is 54 units: 44 px on a phone, where the hand is drawn
# at about 0.83 px a unit, and 41 px in the laptop's dock (issue 32).  The columns that do not fit across
# the hand go on in a second band under the first.
ROLL_CELL = 52
ROLL_X0 = 64  # the grid's left edge when it has rows to name: their axis name and numbers stand left of it
MAX_ROLL_COLS = 12  # with more dice behind the screen the grid's last column is the largest roll


def moves_for_face(face: str, legal: list[str], view: dict[str, Any]) -> list[str]:
    """Every legal move that uses a die of ``face`` from in front, most natural first."""
    out = []
    for move in legal:
        kind = move.split()[0]
        if (kind == "drop" and move.split()[1] == face) or (kind == "buy" and split_buy(move)[1] == face):
            out.append(move)
        elif kind == "lay":
            e, heading, wild, _ = split_lay(move)
            straight = heading == view["ends"][e]["dir"]
            if (face == WILD and wild) or (not wild and face == (STRAIGHT if straight else CURVE)):
                out.append(move)
    return out


def _front(view: dict[str, Any], legal: list[str], y: float) -> tuple[str, float]:
    me = view["players"][view["viewer"]]
    parts = [text(8, y + 14, _w(Msg("rd.svg.front", n=sum(me["front"].values()))), class_="rd-title",
                  text_anchor="start")]
    fresh = dict((view.get("fresh") or {}).get("faces") or {}) \
        if (view.get("fresh") or {}).get("player") == view["viewer"] else {}
    x = 8
    row_y = y + 22
    for face in FACES:
        moves = moves_for_face(face, legal, view)
        for _ in range(me["front"][face]):
            cls = ""
            if fresh.get(face):
                fresh[face] -= 1
                cls = "rd-fresh"
            attrs: dict[str, str] = {"data_face": face}
            if moves:
                attrs.update(data_move=moves[0], tabindex="0", role="button")
                if len(moves) > 1:
                    attrs["data_moves"] = json.dumps(moves)
                    attrs["aria_label"] = _w(Msg("rd.svg.use_die", face=term.face(face), n=len(moves)))
                else:
                    attrs["aria_label"] = _w(move_label(moves[0], view))
                cls = (cls + " legal").strip()
            # Every die has its tap square, playable or not: a die the page patches into a playable one keeps
            # the shapes it was drawn with.
            parts.append(die(x, row_y, DIE, face, _w(Msg(f"rd.svg.die_{face}")), cls, tap=DIE_GAP / 2, **attrs))
            x += DIE + DIE_GAP
            if x > WIDTH - DIE - 8:
                x, row_y = 8, row_y + DIE + DIE_GAP
    if not sum(me["front"].values()):
        parts.append(text(8, row_y + 24, _w(Msg("rd.svg.no_front")), class_="rd-small", text_anchor="start"))
    return "".join(parts), row_y + DIE + 10


def _screen(view: dict[str, Any], y: float) -> tuple[str, float]:
    n = view["players"][view["viewer"]]["screen"] or 0
    parts = [text(8, y + 14, _w(Msg("rd.svg.behind", n=n)), class_="rd-title", text_anchor="start")]
    # The bank on the same line, right of the dice (as many drawn as leave it room, the rest counted):
    # the hand is the phone's dock under the board, and every line it saves keeps the roll grid's last
    # row on the first screen.
    bank = view["bank"]
    bank_line = _w(Msg("rd.svg.bank", n=bank))
    room = int((WIDTH - 8 - len(bank_line) * 12.5 * 0.56 - 40) // 18)
    shown = n if n <= room else max(1, room - 1)
    for i in range(shown):
        parts.append(el("rect", x=8 + i * 18, y=y + 22, width=15, height=15, rx=3, class_="rd-screen"))
    if n > shown:
        parts.append(text(8 + shown * 18 + 4, y + 34, f"+{n - shown}", class_="rd-small", text_anchor="start"))
    parts.append(text(WIDTH - 8, y + 34, bank_line, class_="rd-small", text_anchor="end", data_bank=str(bank)))
    return el("g", "".join(parts), data_screen=str(n)), y + 44


def _roll_axes(ks: list[int], qs: list[int]) -> tuple[list[int], list[int], bool]:
    """The grid's columns and rows: the axis with more values runs across (the hand is wide and short on a
    phone), so it is the dice from behind the screen unless there are more ? dice to choose from."""
    if len(qs) > len(ks):
        return qs, ks, True
    return ks, qs, False


def _rolls(view: dict[str, Any], legal: list[str], y: float) -> tuple[str, float]:
    rolls = [m for m in legal if m.startswith("roll ")]
    if not rolls:
        return "", y
    by = {split_roll(m): m for m in rolls}
    ks = sorted({k for k, _ in by})
    qs = sorted({q for _, q in by})
    if len(ks) > MAX_ROLL_COLS:
        ks = ks[:MAX_ROLL_COLS - 1] + [ks[-1]]
    cols, rows, across_wild = _roll_axes(ks, qs)
    title = _w(Msg("rd.svg.roll_once"))
    parts = [text(8, y + 14, title, class_="rd-title", text_anchor="start")]
    pitch = ROLL_CELL + 2
    # One row needs no row names (its one value is the line above's: nothing, or every ? die, in front):
    # the grid then starts at the hand's edge and holds one more column.
    x0 = ROLL_X0 if len(rows) > 1 else 8
    per_band = max(1, int((WIDTH - 8 - x0 + 2) // pitch))
    bands = -(-len(cols) // per_band)
    per_band = -(-len(cols) // bands)  # the columns shared evenly between the bands
    # Every line above the grid pushes its last row off a phone's first screen: the columns' name shares the
    # title's line where both fit (the title in bold, about 0.55 em a letter), and the help goes under the grid.
    col_axis = _w(Msg("rd.svg.roll_axis_wild_across" if across_wild else "rd.svg.roll_axis_screen"))
    if len(title) * 15 * 0.55 + 12 + len(col_axis) * 10.5 * 0.5 <= WIDTH - 16:
        parts.append(text(WIDTH - 8, y + 14, col_axis, class_="rd-tiny rd-axis", text_anchor="end"))
        y0 = y + 4
    else:
        parts.append(text(x0, y + 32, col_axis, class_="rd-tiny rd-axis", text_anchor="start",
                          **fit(col_axis, 10.5, WIDTH - 8 - x0)))
        y0 = y + 22
    if len(rows) > 1:
        # German's "?-Würfel ↓" ran past the hand's left edge: squeezed to the room left of the grid.
        row_axis = _w(Msg("rd.svg.roll_axis_screen_down" if across_wild else "rd.svg.roll_axis_wild"))
        parts.append(text(x0 - 8, y0 + 28, row_axis, class_="rd-tiny rd-axis", text_anchor="end",
                          **fit(row_axis, 10.5, x0 - 12)))
    top = y0 + 16
    for band in range(bands):
        band_cols = cols[band * per_band:(band + 1) * per_band]
        for i, c in enumerate(band_cols):
            parts.append(text(x0 + i * pitch + ROLL_CELL / 2, top + 12, c, class_="rd-tiny", text_anchor="middle"))
        top += 18
        for r in rows:
            if len(rows) > 1:
                parts.append(text(x0 - 8, top + ROLL_CELL / 2 + 4, r, class_="rd-tiny", text_anchor="end"))
            for i, c in enumerate(band_cols):
                k, q = (r, c) if across_wild else (c, r)
                move = by.get((k, q))
                if move is None:
                    continue
                cx = x0 + i * pitch
                # The cell and half the gap round it answer a tap (data-tap, web/js/hits.js): the grid has no
                # dead lines between its cells; 54 units across, 44 px on a phone (0.83 px a unit).
                body = el("rect", x=cx - 1, y=top - 1, width=pitch, height=pitch, class_="rd-site-hit",
                          data_tap="")
                body += el("rect", x=cx, y=top, width=ROLL_CELL, height=ROLL_CELL, rx=5, class_="rd-roll-cell")
                body += text(cx + ROLL_CELL / 2, top + ROLL_CELL / 2 + 5, k + 2 * q,
                             class_="rd-roll-text")
                label = _w(move_label(move, view))
                parts.append(el("g", el("title", esc(label)) + body, data_move=move, class_="legal",
                                tabindex="0", role="button", aria_label=label))
            top += pitch
        top += 4
    parts += [text(8, top + 10, _w(Msg("rd.svg.roll_help1")), class_="rd-small", text_anchor="start"),
              text(8, top + 26, _w(Msg("rd.svg.roll_help2")), class_="rd-small", text_anchor="start")]
    return "".join(parts), top + 32


def hand_svg(view: dict[str, Any]) -> str | None:
    if view.get("viewer") is None:
        return None
    legal = list(view.get("legal_moves") or [])
    front, y = _front(view, legal, 4)
    # While the player may roll, the grid comes right under the dice in front, and what is behind the
    # screen (its count is the grid's columns too) under the grid: its rows stay on a phone's first screen.
    rolls, y = _rolls(view, legal, y)
    screen, y = _screen(view, y)
    me = view["players"][view["viewer"]]
    shares = " ".join(f"{code} {n}" for code, n in me["shares"].items() if n) or Msg("rd.term.none")
    extra = text(8, y + 14, _w(Msg("rd.svg.shares", shares=shares)), class_="rd-small", text_anchor="start")
    height = y + 24
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height:.0f}" class="hand railroad-dice" '
            f'role="group" aria-label="{esc(_w(Msg("rd.svg.your_dice")))}">{STYLE}{front}{screen}{rolls}{extra}</svg>')


__all__ = ["SHARE", "hand_svg", "moves_for_face"]
