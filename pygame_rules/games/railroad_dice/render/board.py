"""Railroad Dice drawn as SVG, a pure function of a view (so it shows only what that viewer may see).

Top left: the large tiles at the line's two ends, square by square, with the track dice, stations and
the ends A and B; the acting player's possible dice are arrows on the square ahead of each end (on a
dashed square beyond the edge when the next die joins a new tile), and station squares are ringed.
Top right: the overview map of small tiles.  Below: the five company cards (click one to buy a
share) and the tile kinds with the small tiles left.  Each player's dice in front and hidden screen
are in the page's player rows (and the viewer's own dice in the hand drawing).

Clickable elements carry data-move (one move) or data-moves (several: the page asks which), class
"legal", tabindex, role and an aria-label.
"""

from __future__ import annotations

import json
from typing import Any

from ....i18n.messages import Msg
from ....svg import el, esc, fit, playable, text
from ....svg import words as _w  # in the language of the call
from .. import words as term
from ..data import KINDS, SIZE, TILE, TILE_TYPES, WILD
from ..geometry import STEP, ahead, square_name
from ..notation import split_build, split_buy, split_lay
from ..present import move_label
from .drawing import STYLE, arrow, rails, station, tile_squares, track_die

WIDTH, HEIGHT = 1000, 668
SQ = 40  # a square of a large tile
SLOT_W = SIZE * SQ + 2 * SQ
MAP_X, MAP_Y, MAP_W, MAP_H = 2 * SLOT_W + 24, 30, 1000 - 2 * SLOT_W - 32, 382
CARDS_Y, CATALOGUE_Y = 420, 580


def _clickable(moves: list[str], view: dict[str, Any], label: Msg | str | None = None) -> dict[str, str]:
    attrs = {"data_move": moves[0], "class_": "legal", "tabindex": "0", "role": "button",
             "aria_label": _w(label or move_label(moves[0], view))}
    if len(moves) > 1:
        attrs["data_moves"] = json.dumps(moves)
    return attrs


def _lays_by_arrow(legal: list[str]) -> dict[tuple[int, str], list[str]]:
    """Lay moves grouped by end and heading: one arrow each.  A click plays the die of the matching
    face (straight or curve) where the player has one, else a ? die; a new tile offers each type."""
    groups: dict[tuple[int, str], dict[int | None, str]] = {}
    for move in legal:
        if not move.startswith("lay "):
            continue
        e, heading, wild, join = split_lay(move)
        chosen = groups.setdefault((e, heading), {})
        if join not in chosen or not wild:
            chosen[join] = move
    return {key: [chosen[t] for t in sorted(chosen, key=lambda t: -1 if t is None else t)]
            for key, chosen in groups.items()}


PIC_A = 10  # a square of a new tile in a choice's picture (board units; the page scales the picture)


def _pictures(view: dict[str, Any], legal: list[str], e: int, gx: float, gy: float, tile_n: int) -> list[str]:
    """Pictures of end ``e``'s lay moves, for the page's "which move?" dialog (see tableview.js): each a
    <g data-picture-for=move data-view=viewBox> in the board's <defs>.  A die on this tile shows the
    squares around its target (the large tile drawn above, by reference); a die joining a new tile
    shows that tile with the entry square ringed and the heading's arrow."""
    end = view["ends"][e]
    tx, ty = ahead((end["sq"][0], end["sq"][1]), end["dir"])
    out = []
    for move in legal:
        if not move.startswith("lay "):
            continue
        me, heading, _, join = split_lay(move)
        if me != e:
            continue
        if join is None:
            x, y = gx + tx * SQ, gy + ty * SQ
            body = el("use", href=f"#rd-tile-{tile_n}")
            body += el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=SQ, height=SQ, class_="rd-pic-target")
            body += arrow(x + SQ / 2, y + SQ / 2, SQ, heading).replace("rd-arrow", "rd-pic-arrow")
            view_box = f"{x - 1.5 * SQ:.1f} {y - 1.5 * SQ:.1f} {4 * SQ} {4 * SQ}"
        else:
            c, r = tx % SIZE, ty % SIZE
            body = el("use", href=f"#rd-type-{join}")
            body += el("rect", x=f"{c * PIC_A:.1f}", y=f"{r * PIC_A:.1f}", width=PIC_A, height=PIC_A,
                       class_="rd-pic-target")
            body += arrow(c * PIC_A + PIC_A / 2, r * PIC_A + PIC_A / 2, PIC_A, heading).replace(
                "rd-arrow", "rd-pic-arrow")
            view_box = f"-2 -2 {SIZE * PIC_A + 4} {SIZE * PIC_A + 4}"
        out.append(el("g", body, data_picture_for=move, data_view=view_box))
    return out


def _picture_defs(view: dict[str, Any], legal: list[str], pictures: list[str]) -> str:
    """The <defs> holding the pictures, and once each the new tiles they show."""
    if not pictures:
        return ""
    types = sorted({j for m in legal if m.startswith("lay ") for j in [split_lay(m)[3]] if j is not None})
    tiles = "".join(el("g", tile_squares(t, 0, 0, PIC_A) + el("rect", x=0, y=0, width=SIZE * PIC_A,
                                                                height=SIZE * PIC_A, class_="rd-cell"),
                       id=f"rd-type-{t}") for t in types)
    return el("defs", tiles + "".join(pictures), class_="rd-pictures")


def _explore(name: str) -> dict[str, str]:
    """A piece nobody plays but a keyboard may visit (the page's arrow keys, data-explore): one picture,
    named as its tooltip says."""
    return {"role": "img", "aria_label": name, "data_explore": ""}


def _large_tile(view: dict[str, Any], index: int, x0: float, y0: float, legal: list[str],
                ends_here: list[int], pictures: list[str]) -> str:
    tile = view["tiles"][index]
    gx, gy = x0 + SQ, y0 + 22 + SQ
    heading = Msg("rd.svg.tile_ends" if len(ends_here) > 1 else "rd.svg.tile_end", n=tile["n"],
                  tile=term.tile(tile["type"]), kind=term.kind(TILE[tile["type"]].kind),
                  ends=term.and_list(["AB"[e] for e in ends_here]))
    parts = [text(x0 + 4, y0 + 16, _w(heading), class_="rd-title", text_anchor="start")]
    parts.append(el("g", tile_squares(tile["type"], gx, gy, SQ), class_="rd-grid"))
    # The grid's letters and numbers are for the eye: each piece says its square in its name (below), and
    # a screen reader read the board as runs of letters and digits.
    coords = [text(gx + i * SQ + SQ / 2, gy - 3, "abcdefg"[i], class_="rd-tiny", text_anchor="middle")
              + text(gx - 4, gy + i * SQ + SQ / 2 + 3, i + 1, class_="rd-tiny", text_anchor="end") for i in range(SIZE)]
    parts.append(el("g", "".join(coords), aria_hidden="true"))
    if not tile["cleared"]:
        for d in tile["track"]:
            c, r = d["sq"]
            shape = Msg("rd.term.straight" if d["sides"][0] == _opp(d["sides"][1]) else "rd.term.curve")
            key = "rd.svg.square_wild" if d["face"] == WILD else "rd.svg.square_die"
            said = _w(Msg(key, square=square_name((c, r)), shape=shape))
            die = track_die(gx + c * SQ, gy + r * SQ, SQ, d["sides"], d["face"])
            parts.append(el("g", el("title", esc(said)) + die, class_="rd-track", data_square=square_name((c, r)),
                            **_explore(said)))
    for code, c, r in tile["stations"]:
        said = _w(Msg("rd.svg.station_on", company=term.company(code), square=square_name((c, r))))
        cube = station(gx + c * SQ, gy + r * SQ, SQ, code)
        parts.append(el("g", el("title", esc(said)) + cube, class_="rd-station-g",
                        data_station=f"{code}{tile['n']}{square_name((c, r))}", **_explore(said)))
    # Station squares the acting player can build on.
    sites: dict[tuple[int, int], list[str]] = {}
    for move in legal:
        if move.startswith("build "):
            code, number, sq = split_build(move)
            if number == tile["n"]:
                sites.setdefault(sq, []).append(move)
    for (c, r), moves in sorted(sites.items()):
        # The whole square takes the click (an invisible fill under the dashed ring), not only the ring.
        box = el("rect", x=f"{gx + c * SQ:.1f}", y=f"{gy + r * SQ:.1f}", width=SQ, height=SQ, class_="rd-site-hit")
        box += el("rect", x=f"{gx + c * SQ + 3:.1f}", y=f"{gy + r * SQ + 3:.1f}", width=SQ - 6, height=SQ - 6,
                  rx=4, class_="rd-site")
        cubes = "".join(station(gx + c * SQ + 6 + i * 9, gy + r * SQ + SQ - 14, 9, split_build(m)[0], small=True)
                        for i, m in enumerate(moves))
        label = (move_label(moves[0], view) if len(moves) == 1
                 else Msg("rd.svg.build_many", n=tile["n"], sq=square_name((c, r)), k=len(moves)))
        parts.append(el("g", box + cubes, **_clickable(moves, view, label)))
    by_arrow = _lays_by_arrow(legal)
    bands: list[str] = []
    for e in ends_here:
        end = view["ends"][e]
        c, r = end["sq"]
        # The badge sits towards the end's heading, off to one side: two ends on one die stay apart.
        dx, dy = STEP[end["dir"]]
        bx = gx + (c + 0.5 + 0.3 * dx - 0.3 * dy) * SQ
        by = gy + (r + 0.5 + 0.3 * dy + 0.3 * dx) * SQ
        cls = "rd-end-bg" if end["live"] else "rd-end-bg rd-end-dead"
        state = Msg("rd.svg.end_live" if end["live"] else "rd.svg.end_dead", end="AB"[e])
        parts.append(el("g", el("title", esc(_w(state))) + el("circle", cx=f"{bx:.1f}",
                        cy=f"{by:.1f}", r=8, class_=cls) + text(bx, by + 4, "AB"[e], class_="rd-end"),
                        data_end="AB"[e], **_explore(_w(state))))
        tx, ty = ahead((c, r), end["dir"])
        px, py = gx + tx * SQ, gy + ty * SQ
        pictures += _pictures(view, legal, e, gx, gy, tile["n"])
        arrows = [(h, moves) for (ee, h), moves in sorted(by_arrow.items()) if ee == e]
        if not arrows:
            continue
        if not (0 <= tx < SIZE and 0 <= ty < SIZE):
            parts.append(el("rect", x=f"{px + 1:.1f}", y=f"{py + 1:.1f}", width=SQ - 2, height=SQ - 2, rx=4,
                            class_="rd-ghost"))
            parts.append(text(px + SQ / 2, py + SQ / 2 + 3, _w(Msg("rd.svg.new")), class_="rd-tiny",
                              text_anchor="middle"))
        # The tap areas (each names its arrow's move: data-hit-for) lie under the tile's dice, stations and
        # arrows, drawn right after its squares: no piece lies under another's tap area.
        bands += [el("g", _tap_square(px, py), class_="rd-hit-for", data_hit_for=moves[0], aria_hidden="true")
                  for _, moves in arrows]
        for h, moves in arrows:
            label = move_label(moves[0], view) if len(moves) == 1 else \
                Msg("rd.svg.join_many", end="AB"[e], heading=term.heading(h), n=len(moves))
            parts.append(el("g", arrow(px + SQ / 2, py + SQ / 2, SQ, h), data_end_move="AB"[e],
                            **_clickable(moves, view, label)))
    parts[2:2] = bands  # after the title and the squares
    return el("g", "".join(parts), class_="rd-large", data_tile=str(tile["n"]), id=f"rd-tile-{tile['n']}")


# The tap area of a lay arrow (data-hit-for, see web/js/hits.js): its square and more than half of each square
# round it, TAP units on a side: 45 px on a phone, where the board is zoomed to 135% of its width, about half
# a pixel a unit (an arrow alone was 16 px on a laptop).  A click on an arrow plays it; elsewhere in the area
# of several arrows the page asks which.  It stays clear of the company cards and the overview map: at an
# edge it is moved inwards, not cut (a square by the cards had a tap area of 23 px).
TAP = 2.25 * SQ
TAP_BOX = (4.0, 50.0, MAP_X - 4.0, CARDS_Y - 4.0)  # left, top, right, bottom


def _tap_square(px: float, py: float) -> str:
    """The tap area round the square at px, py (its top-left corner), moved inside TAP_BOX."""
    left = min(max(TAP_BOX[0], px + SQ / 2 - TAP / 2), TAP_BOX[2] - TAP)
    top = min(max(TAP_BOX[1], py + SQ / 2 - TAP / 2), TAP_BOX[3] - TAP)
    return el("rect", x=f"{left:.1f}", y=f"{top:.1f}", width=f"{TAP:.1f}", height=f"{TAP:.1f}", class_="rd-site-hit")


def _opp(side: str) -> str:
    return "NESW"[("NESW".index(side) + 2) % 4]


def _large_tiles(view: dict[str, Any], legal: list[str]) -> str:
    ends = view["ends"]
    parts: list[str] = []
    pictures: list[str] = []
    if ends[0]["tile"] == ends[1]["tile"]:
        parts.append(_large_tile(view, ends[0]["tile"], 8, 28, legal, [0, 1], pictures))
        for i, key in enumerate(("rd.svg.both_ends", "rd.svg.new_tile", "rd.svg.drawn_large")):
            parts.append(text(8 + SLOT_W + 24, 150 + 18 * i, _w(Msg(key)), class_="rd-small", text_anchor="start"))
    else:
        for e in (0, 1):
            parts.append(_large_tile(view, ends[e]["tile"], 8 + e * (SLOT_W + 8), 28, legal, [e], pictures))
    return "".join(parts) + _picture_defs(view, legal, pictures)


def _overview(view: dict[str, Any]) -> str:
    tiles = view["tiles"]
    xs = [t["cell"][0] for t in tiles]
    ys = [t["cell"][1] for t in tiles]
    w, h = max(xs) - min(xs) + 3, max(ys) - min(ys) + 3
    cs = min(56.0, (MAP_W - 8) / w, (MAP_H - 30) / h)
    a = cs / SIZE
    ox = MAP_X + (MAP_W - cs * w) / 2 - (min(xs) - 1) * cs
    oy = MAP_Y + 24 + (MAP_H - 30 - cs * h) / 2 - (min(ys) - 1) * cs
    parts = [el("rect", x=MAP_X, y=MAP_Y, width=MAP_W, height=MAP_H, rx=8, class_="rd-panel"),
             text(MAP_X + 8, MAP_Y + 18, _w(Msg("rd.svg.overview", n=len(tiles))), class_="rd-title",
                  text_anchor="start")]
    large = set(view["large"])
    for t in tiles:
        x, y = ox + t["cell"][0] * cs, oy + t["cell"][1] * cs
        body = tile_squares(t["type"], x, y, a, glyph=False)
        for d in t["track"]:
            body += rails(x + d["sq"][0] * a, y + d["sq"][1] * a, a, d["sides"][0], d["sides"][1], thin=True)
        for code, c, r in t["stations"]:
            body += station(x + c * a, y + r * a, a, code, small=True)
        body += el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=f"{cs:.1f}", height=f"{cs:.1f}",
                   class_="rd-cell-large" if t["n"] - 1 in large else "rd-cell")
        body += text(x + 2, y + 9, t["n"], class_="rd-tiny", text_anchor="start")
        title = el("title", esc(_w(Msg("rd.svg.tile_large" if t["n"] - 1 in large else "rd.svg.tile", n=t["n"],
                                       tile=term.tile(t["type"]), kind=term.kind(TILE[t["type"]].kind)))))
        parts.append(el("g", title + body, class_="rd-map-tile", data_map_tile=str(t["n"])))
    for e, end in enumerate(view["ends"]):
        t = tiles[end["tile"]]
        dx, dy = STEP[end["dir"]]
        x = ox + t["cell"][0] * cs + (end["sq"][0] + 0.5 + 0.6 * (dx - dy)) * a
        y = oy + t["cell"][1] * cs + (end["sq"][1] + 0.5 + 0.6 * (dy + dx)) * a
        parts.append(el("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=6, class_="rd-end-bg"))
        parts.append(text(x, y + 3.5, "AB"[e], class_="rd-end", font_size="8"))
    return el("g", "".join(parts), class_="rd-overview")


def _company(view: dict[str, Any], index: int, c: dict[str, Any], legal: list[str]) -> str:
    x, y, w, hgt = 8 + index * 198, CARDS_Y, 192, 152
    players = view["players"]
    parts = [el("rect", x=x, y=y, width=w, height=hgt, rx=8, class_="rd-panel"),
             el("rect", x=x, y=y, width=w, height=24, rx=8, fill=c["colour"], class_="rd-company-head"),
             text(x + 10, y + 17, _w(Msg("rd.svg.company_code", company=term.company(c["code"]), code=c["code"])),
                  class_="rd-company-name", fill=c["ink"], text_anchor="start"),
             # The colour's word alone, large: what a phone's fitted board shows of the card (web/style.css),
             # its lines of detail being too small to read there (issue 32).
             text(x + 10, y + 30, _w(term.company(c["code"])), class_="rd-company-short", fill=c["ink"],
                  text_anchor="start")]
    d = c["director"]
    stations = {"n": c["built"], "total": c["stations"]}
    lines = [_w(m) for m in (
        Msg("rd.svg.director", name=players[d]["name"]) if d is not None else Msg("rd.svg.no_director"),
        Msg("rd.svg.on", terrain=term.and_list([term.ground(g) for g in c["terrain"]])),
        Msg("rd.svg.bank_shares", n=c["bank_shares"], total=c["shares"]),
        Msg("rd.svg.stations_next", **stations, cost=c["next_cost"]) if c["next_cost"] is not None
        else Msg("rd.svg.stations_all", **stations),
        Msg("rd.svg.passengers_year", n=c["passengers"]),
    )]
    note = director_note(view, c)
    step = 14.0 if note else 15.5
    for i, line in enumerate(lines):
        parts.append(text(x + 8, y + 41 + (i + (i > 0 and note is not None)) * step, line, class_="rd-small",
                          text_anchor="start", **fit(line, 12.5, w - 14)))
    if note:
        parts.append(text(x + 8, y + 41 + step - 1, note, class_="rd-tiny rd-note", text_anchor="start",
                          **fit(note, 10.5, w - 14)))
    # The card's station cubes, by section, with each section's cost.
    cx, left = x + 8, c["stations"] - c["built"]
    taken = c["built"]
    for n, cost in c["sections"]:
        for _ in range(n):
            on_card = taken <= 0
            taken -= 1
            body = el("rect", x=cx, y=y + 120, width=11, height=11, rx=2,
                      fill=c["colour"] if on_card else "none", class_="rd-station")
            parts.append(body)
            cx += 13
        parts.append(text(cx - 6.5 * n - 1, y + 145, f"{cost}", class_="rd-tiny", text_anchor="middle"))
        cx += 5
    parts.append(text(x + w - 6, y + 145, _w(Msg("rd.svg.left", n=left)), class_="rd-tiny", text_anchor="end"))
    buys = [m for m in legal if m.startswith("buy ") and split_buy(m)[0] == c["code"]]
    title = el("title", esc(f"{_w(term.company(c['code']))}: " + "; ".join(lines[:1] + ([note] if note else [])
                                                                          + lines[1:])))
    if buys:
        buys.sort(key=lambda m: (split_buy(m)[2] is not None, split_buy(m)[1] == WILD))
        label = move_label(buys[0], view) if len(buys) == 1 else Msg("rd.svg.buy_ways", share=term.share(c["code"]),
                                                                     n=len(buys))
        attrs = _clickable(buys, view, label)
        attrs["class_"] = "legal rd-company"
        # The card's words go over the button, not in it (see svg.playable): they are not its name.
        return playable(title + "".join(parts), data_company=c["code"], **attrs)
    return el("g", title + "".join(parts), class_="rd-company", data_company=c["code"])


# When directorships next follow the shares, as the view says (data.YearOrder.directors); "at once" needs no note.
WHEN = {"year end": "rd.term.when_year_end", "turn end": "rd.term.when_turn_end"}


def director_note(view: dict[str, Any], c: dict[str, Any]) -> str | None:
    """Who will direct the company once directorships next follow the shares, and why, from the engine's
    own answer (the view's next_director and directors_change): None when nothing changes then."""
    key = WHEN.get(view.get("directors_change", "year end"))
    if key is None:
        return None  # directorships change at once: the card's director is already the one
    when = Msg(key)
    d, nd = c["director"], c.get("next_director", c["director"])
    holdings = [p["shares"].get(c["code"], 0) for p in view["players"]]
    if nd == d:
        if d is not None:
            return None
        return _w(Msg("rd.svg.next_none", when=when) if any(holdings) else Msg("rd.svg.next_rule", when=when))
    if nd is None:
        return _w(Msg("rd.svg.next_none", when=when))
    why = Msg("rd.term.why_most" if d is None else "rd.term.why_more")
    return _w(Msg("rd.svg.next_director", name=view["players"][nd]["name"], when=when, why=why))


def _catalogue(view: dict[str, Any]) -> str:
    x0, y0 = 8, CATALOGUE_Y
    parts = [el("rect", x=x0, y=y0, width=WIDTH - 16, height=82, rx=8, class_="rd-panel"),
             text(x0 + 8, y0 + 18, _w(Msg("rd.svg.small_left")), class_="rd-title", text_anchor="start"),
             # at the right: the title is longer in German
             text(x0 + WIDTH - 24, y0 + 18, _w(Msg("rd.svg.one_end_only")), class_="rd-small", text_anchor="end")]
    in_use: dict[int, str] = {}
    for i, e in enumerate(view["ends"]):
        kind_of = view["tiles"][e["tile"]]["type"]
        in_use[kind_of] = in_use[kind_of] + "+" + "AB"[i] if kind_of in in_use else "AB"[i]
    for k, kind in enumerate(KINDS):
        x = x0 + 8 + k * 246
        types = [t for t in TILE_TYPES if t.kind == kind]
        total = sum(view["small_left"][str(t.number)] for t in types)
        parts.append(text(x, y0 + 48, _w(Msg("rd.svg.kind_count", kind=term.kind(kind), n=total)), class_="rd-small",
                          text_anchor="start", font_weight="700"))
        for j, t in enumerate(types):
            tx, a = x + 80 + j * 82, 5.0
            left = view["small_left"][str(t.number)]
            body = tile_squares(t.number, tx, y0 + 28, a, glyph=False)
            body += el("rect", x=tx, y=y0 + 28, width=a * SIZE, height=a * SIZE, class_="rd-cell")
            body += text(tx + 39, y0 + 41, f"T{t.number}: {left}", class_="rd-small", text_anchor="start")
            if t.number in in_use:
                body += text(tx + 39, y0 + 57, _w(Msg("rd.svg.at_end", ends=in_use[t.number])), class_="rd-tiny",
                             text_anchor="start")
            about = {"number": t.number, "tile": term.tile(t.number), "kind": term.kind(kind), "n": left}
            title = el("title", esc(_w(Msg("rd.svg.tiles_left_end", **about,
                                           ends=term.and_list(in_use[t.number].split("+")))
                                       if t.number in in_use else Msg("rd.svg.tiles_left", **about))))
            parts.append(el("g", title + body, data_tile_type=str(t.number)))
    return el("g", "".join(parts), class_="rd-catalogue")


def _header(view: dict[str, Any]) -> str:
    trade = Msg("rd.svg.trade_open") if view["trading"] else Msg(
        "rd.svg.trade_later", need=view["sold_out_needed"], n=view["sold_out"])
    about = {"y": view["year"], "bank": term.dice(view["bank"]), "b": view["on_board"], "trade": trade}
    line = (Msg("rd.svg.status_last", **about, why=term.ending(view["ending"])) if view.get("ending")
            else Msg("rd.svg.status", **about))
    return text(8, 18, _w(line), class_="rd-small", text_anchor="start", font_weight="700")


def board_svg(view: dict[str, Any]) -> str:
    legal = list(view.get("legal_moves") or [])
    parts = [el("rect", x=0, y=0, width=WIDTH, height=HEIGHT, class_="rd-bg"), _header(view),
             _large_tiles(view, legal), _overview(view)]
    parts += [_company(view, i, c, legal) for i, c in enumerate(view["companies"])]
    parts.append(_catalogue(view))
    name = esc(_w(Msg("rd.svg.board")))
    title = el("title", name)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" class="board railroad-dice" '
            # A phone zooms the board to 135% of its width, opened on the large tiles (data-zoom-focus, see
            # tableview.js): both ends' tiles in view side by side, a lay arrow's tap area 45 px (TAP).
            f'role="group" aria-label="{name}" style="--zoom:1.35" data-zoom-focus="0 0">'
            f'{title}{STYLE}{"".join(parts)}</svg>')
