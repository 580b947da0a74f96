"""Ticket to Ride drawn as SVG: a pure function of a view (so it can only show what that viewer may see).

Every element that plays a move carries data-move="<notation>", class "legal", tabindex, role and an
aria-label.  A route that can be paid for in several ways also carries data-moves, a JSON array of
all of them (the page offers a chooser); its data-move is the most natural one: fewest locomotives,
then the colour the viewer holds most of.

Colour is never the only cue: each train space shows its colour's letter (K for black; in German
"Sw" for Schwarz), each card shows the same letter, and claimed spaces show the owner's seat number.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable, Hashable
from typing import Any

from ...i18n import current_language
from ...i18n.messages import Msg
from ...svg import SEAT_COLOURS, drawing, el, esc, playable, text
from ...svg import words as _w  # in the language of the call
from .data import CITIES, CITY_ORDER, COLOURS, GRAY, LOCO, ROUTE_ORDER, ROUTES, city_name, points_for
from .notation import split_cards
from .present import card_name, claim_terms, move_label, route_name

WIDTH, HEIGHT = 1200, 800
CITY_R = 7
TRACK_W = 12  # thickness of a train space
GAP = 2.5  # between two train spaces
# Half the distance between the two routes of a double: a clear gap of 4 between their spaces (issue 32:
# 11 wide and 2 apart, the two tracks read as one band).
TWIN_OFFSET = 8
# A claimable route is drawn over a band this wide, and the band can be tapped: 30 units are 26 px on a
# phone, where the page opens the board at 300% of the screen's width.  The band of a double's route
# stops at the line between the two, so each keeps its own half.  The bands lie under every route
# (data-hit-for names the move the page plays for a tap on one), so near a city a band never covers
# another route's train spaces.
HIT_W = 30
# ... and an invisible edge round each band (a transparent stroke this wide: half of it outside the band)
# makes a route's hit area 56 units across, 24 px on a laptop and 44 on a phone's zoomed board (issue 32),
# with the band's look unchanged.  A double's band is wider outwards (TWIN_HIT_W): its hit area ends where
# the other track's spaces begin.  Where bands overlap, a tap there asks which route (web/js/hits.js).
HIT_EDGE = 26
TWIN_HIT_W = 40

# Card and route colours, each with a letter in the drawing's language (letter() below).
FILL = {
    "pink": "#ef8fc0", "blue": "#2f6fd6", "orange": "#f28c28", "white": "#fbfbf6", "green": "#3a9d52",
    "yellow": "#f4d03f", "black": "#2b2b2b", "red": "#d23c3c", GRAY: "#b9b3a9", LOCO: "url(#ttr-loco)",
}
DARK = {"blue", "black", "red", "green"}  # white letters on these, dark letters elsewhere


def letter(kind: str) -> str:
    """A colour's letter in the drawing's language, from the catalogue (``ttr.letter.*``): English "K" for
    black (as in CMYK, so that B stays blue), German two letters where one would be shared (Rot/Rosa,
    Grün/Gelb: DIN's short colour names "Rt", "Rs", "Gn", "Ge").  Gray spaces carry none."""
    return "" if kind == GRAY else _w(Msg(f"ttr.letter.{kind}"))


# Room for one glyph of a space's letter: a letter of two glyphs has them this far apart (8 px bold type).
GLYPH_W = 5.0


def project(lat: float, lon: float) -> tuple[float, float]:
    """Equirectangular projection with 40°N as the true-scale parallel (north up)."""
    return 22 + (lon + 125.0) * 20.6, 14 + (51.8 - lat) * 26.9


# Where the real map is too crowded for train spaces, cities are nudged (degrees: lat, lon).
NUDGE = {
    "VAN": (0.5, 0.3), "SEA": (0.0, 0.6), "POR": (-0.5, 0.0), "BOS": (0.5, 1.2), "MTL": (0.9, 0.0),
    "NYC": (-0.3, 0.8), "WAS": (-0.6, 0.5), "TOR": (0.0, -0.7), "PIT": (-0.2, -0.6), "RAL": (-0.4, 0.0),
    "CHS": (-0.3, 0.0), "KCY": (-0.3, 0.3), "OMA": (0.4, -0.2), "LAX": (0.0, 0.3), "SFO": (0.0, 0.4),
    "DAL": (0.2, 0.0), "HOU": (0.2, 0.5), "SSM": (0.2, 0.0), "DUL": (0.2, 0.0), "WIN": (0.3, 0.0),
}
POS = {c: project(lat + NUDGE.get(c, (0, 0))[0], lon + NUDGE.get(c, (0, 0))[1])
       for c, (_, lat, lon) in CITIES.items()}

# Name labels: offset from the city (dx, dy) and text anchor.  Chosen once by a small search (each city
# takes the candidate place its label overlaps the fewest train spaces, cities and earlier labels in),
# then fixed here so the board never shifts.
LABEL = {
    "ATL": (-9, 4, "end"), "BOS": (-9, 4, "end"), "CAL": (0, -11, "middle"), "CHI": (0, -11, "middle"),
    "CHS": (9, 4, "start"), "DAL": (9, 4, "start"),
    "DEN": (0, -11, "middle"), "DUL": (0, -11, "middle"), "ELP": (0, 19, "middle"), "HEL": (0, -11, "middle"),
    "HOU": (0, 19, "middle"), "KCY": (0, 19, "middle"),
    "LAX": (-9, 4, "end"), "LRK": (9, 4, "start"), "LVS": (9, 4, "start"), "MIA": (9, 4, "start"),
    "MTL": (0, -11, "middle"), "NAS": (-9, 4, "end"),
    "NOL": (9, 4, "start"), "NYC": (9, 4, "start"), "OKC": (9, 4, "start"), "OMA": (0, 19, "middle"),
    "PHX": (9, 4, "start"), "PIT": (0, -11, "middle"),
    "POR": (-9, 4, "end"), "RAL": (9, 4, "start"), "SEA": (-9, 4, "end"), "SFE": (-9, 4, "end"),
    "SFO": (0, 19, "middle"), "SLC": (-9, 4, "end"),
    "SSM": (0, 19, "middle"), "STL": (9, 4, "start"), "TOR": (9, 4, "start"), "VAN": (0, -11, "middle"),
    "WAS": (9, 4, "start"), "WIN": (0, -11, "middle"),
}


def route_spaces(rid: str) -> tuple[list[tuple[float, float, float]], float]:
    """Centre and angle (degrees) of each train space of a route, doubles shifted to either side, and
    the distance between space centres."""
    r = ROUTES[rid]
    (x1, y1), (x2, y2) = POS[r.a], POS[r.b]
    length = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    shift = 0.0
    if r.twin:
        shift = TWIN_OFFSET if rid.endswith("/2") else -TWIN_OFFSET
    nx, ny = -uy * shift, ux * shift
    usable = length - 2 * (CITY_R + 2)
    step = usable / r.length
    angle = math.degrees(math.atan2(uy, ux))
    if angle > 90:  # keep the letters upright: a space looks the same turned half round
        angle -= 180
    elif angle <= -90:
        angle += 180
    return [(x1 + nx + ux * (CITY_R + 2 + step * (i + 0.5)), y1 + ny + uy * (CITY_R + 2 + step * (i + 0.5)), angle)
            for i in range(r.length)], step


def default_move(moves: list[str], hand: dict | None) -> str:
    """The move a click on a route plays: fewest locomotives, then the colour held most, then by name."""
    hand = hand or {}

    def key(move: str):
        rid, cards = move.split()[1:]
        colour, locos = split_cards(cards, ROUTES[rid].length)
        return locos, -(hand.get(colour, 0) if colour else 0), move
    return min(moves, key=key)


def _move_attrs(move: str, view: dict, label: str | None = None) -> dict:
    return {"data_move": move, "class_": "legal", "tabindex": "0", "role": "button",
            "aria_label": label or _w(move_label(move, view))}


def _hit_band(rid: str, angle: float) -> tuple[float, float]:
    """Top and height, in a space's own (rotated) frame, of the tap band of a claimable route."""
    r = ROUTES[rid]
    if not r.twin:
        return -HIT_W / 2, HIT_W
    (x1, y1), (x2, y2) = POS[r.a], POS[r.b]
    length = math.hypot(x2 - x1, y2 - y1)
    shift = TWIN_OFFSET if rid.endswith("/2") else -TWIN_OFFSET
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    # The route is shifted by shift * (-uy, ux) from the line between the twins; that line, along the
    # space's own y axis (-sin a, cos a), is at:
    rad = math.radians(angle)
    mid = -shift * (uy * math.sin(rad) + ux * math.cos(rad))
    return (mid, TWIN_HIT_W) if mid < 0 else (mid - TWIN_HIT_W, TWIN_HIT_W)


# The board's pieces as drawn, by everything they are drawn from: a move redraws only the pieces whose
# inputs changed (the others are the same strings, which the patches also know, see patch.py).
_PIECES: dict[Hashable, str] = {}


def _cached(key: Hashable, make: Callable[..., str], *args: Any) -> str:
    key = (current_language(), key)  # the words of a piece are in the language it was drawn in
    got = _PIECES.get(key)
    if got is None:
        if len(_PIECES) >= 4096:
            _PIECES.clear()
        got = _PIECES[key] = make(*args)
    return got


def _route(rid: str, view: dict, claims_by_route: dict[str, list[str]]) -> str:
    """One route: drawn from its owner (and their name), whether it is closed and the moves claiming it."""
    owner = view["claims"].get(rid)
    # Closed: why the route can't be used any more (its twin is taken where only one of a double is used).
    closed = None
    if owner is None and ROUTES[rid].twin in view["claims"] and not view.get("doubles_both", len(view["players"]) >= 4):
        closed = "house" if "doubles_four" in view.get("house_rules", ()) else "published"
    moves = claims_by_route.get(rid)
    move = label = None
    if moves:
        move = default_move(moves, view.get("hand"))
        label = _w(move_label(move, view) if len(moves) == 1 else Msg(
            "ttr.label.claim_ways", route=route_name(rid), n=len(moves), default=claim_terms(rid, move.split()[2])))
    owner_name = None if owner is None else view["players"][owner]["name"]
    return _cached(("route", rid, owner, owner_name, closed, tuple(moves or ()), move, label),
                   lambda: _draw_route(rid, owner, owner_name, closed, moves, move, label))


def _draw_route(rid: str, owner: int | None, owner_name: str | None, closed: str | None, moves: list[str] | None,
                move: str | None, label: str | None) -> str:
    r = ROUTES[rid]
    paths, spots = _route_shapes(rid)
    # Under the spaces, an invisible strip along them: a click in the gap between two spaces (the middle of
    # a route of even length) is on the route too, not on the bands that overlap there (issue 32).
    parts, letters = [_gap_strip(rid)], []
    for d in paths:
        # Each space drawn where it lies, without a transform: a transform of its own per space made a
        # separate piece of paint each, and every frame that changes the board handles them all.
        parts.append(el("path", d=d, class_="car owned" if owner is not None else "car",
                        fill=SEAT_COLOURS[owner % len(SEAT_COLOURS)] if owner is not None else FILL[r.colour]))
        if owner is not None and owner % len(SEAT_COLOURS):  # the seat's pattern over it (seat 1 plain)
            parts.append(el("path", d=d, fill=f"url(#ttr-seat{owner % len(SEAT_COLOURS)})", class_="seat-mark"))
    # The letter (or the owner's number) over every space: one text, a glyph placed on each space.
    if owner is not None:
        digits = str(owner + 1)
        parts.append(el("text", esc(digits * len(paths)), **_glyph_xy(spots, len(digits)), class_="glyph on"))
    elif word := letter(r.colour):  # its letters go over it, outside the button (see svg.playable)
        letters.append(el("text", esc(word * len(paths)), **_glyph_xy(spots, len(word)),
                          class_="glyph light" if r.colour in DARK else "glyph"))
    about = {"route": route_name(rid), "length": r.length, "n": points_for(r.length),
             "colour": Msg("ttr.term.gray_any") if r.colour == GRAY else card_name(r.colour)}
    if owner is not None:
        title = Msg("ttr.svg.route_claimed", **about, player=f"P{owner + 1} {owner_name}")
    elif closed:
        title = Msg("ttr.svg.route_closed", **about, why=Msg(f"ttr.svg.closed_{closed}"))
    else:
        title = Msg("ttr.svg.route", **about)
    body = el("title", esc(_w(title))) + "".join(parts)
    if moves and move is not None and label is not None:
        extra = _move_attrs(move, {}, label)
        del extra["class_"]  # first, as an unclaimable route's (the attributes a move adds come last)
        extra["data_moves"] = json.dumps(moves)
        return playable(body, "".join(letters), class_="route legal", data_route=rid, **extra)
    # A route nobody can claim now is still a piece to explore by keyboard (data-explore: the page's arrow
    # keys visit it), one picture named by its title, not its letters or the owner's digits read out.
    named = {"role": "img", "aria_label": _w(title), "data_explore": ""}
    if owner is not None:
        return el("g", body, class_="route owned", data_route=rid, **named)
    # Drawn as a claimable route is (letters after it), so that becoming claimable or not changes only
    # the route's own attributes: the page patches those in place (patch.py).
    route = el("g", body, class_="route closed" if closed else "route", data_route=rid, **named)
    words = "".join(letters)
    return route + el("g", words, class_="labels", aria_hidden="true") if words else route


@functools.cache
def _route_shapes(rid: str) -> tuple[tuple[str, ...], tuple[tuple[float, float], ...]]:
    """A route's train spaces as paths, and where the middle of the glyphs over each goes."""
    spaces, step = route_spaces(rid)
    seg = max(4.0, step - GAP)
    return (tuple(_space_path(cx, cy, angle, seg) for cx, cy, angle in spaces),
            tuple((cx, cy + 3.2) for cx, cy, _ in spaces))


@functools.cache
def _glyph_xy(spots: tuple[tuple[float, float], ...], glyphs: int) -> dict[str, str]:
    """The x and y lists of one text placing ``glyphs`` glyphs, side by side, on each space."""
    xs = [cx + (i - (glyphs - 1) / 2) * GLYPH_W for cx, _ in spots for i in range(glyphs)]
    ys = [cy for _, cy in spots for _ in range(glyphs)]
    return {"x": " ".join(f"{x:.1f}" for x in xs), "y": " ".join(f"{y:.1f}" for y in ys)}


@functools.cache
def _gap_strip(rid: str) -> str:
    spaces, step = route_spaces(rid)
    (x1, y1, _), (x2, y2, _) = spaces[0], spaces[-1]
    ux, uy = ((x2 - x1) / (step * (len(spaces) - 1)), (y2 - y1) / (step * (len(spaces) - 1))) if len(spaces) > 1 \
        else (0.0, 0.0)
    half = (step - GAP) / 2
    return el("line", x1=f"{x1 - ux * half:.1f}", y1=f"{y1 - uy * half:.1f}", x2=f"{x2 + ux * half:.1f}",
              y2=f"{y2 + uy * half:.1f}", class_="gap")


def _space_path(cx: float, cy: float, angle: float, length: float, width: float = TRACK_W, r: float = 2) -> str:
    """A train space: a rectangle with rounded corners (radius r), centred on (cx, cy), turned by angle."""
    rad = math.radians(angle)
    ux, uy = math.cos(rad), math.sin(rad)
    a, b = length / 2, width / 2
    corners = [(-a + r, -b), (a - r, -b), (a, -b + r), (a, b - r), (a - r, b), (-a + r, b), (-a, b - r), (-a, -b + r)]
    # Points rounded to a tenth in board coordinates, written as steps from the one before (shorter text).
    points = [(round(cx + x * ux - y * uy, 1), round(cy + x * uy + y * ux, 1)) for x, y in corners]
    steps = [f"{x1 - x0:.1f} {y1 - y0:.1f}" for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True)]
    arc = f"a{r} {r} 0 0 1 "
    return (f"M{points[0][0]:.1f} {points[0][1]:.1f}l{steps[0]}{arc}{steps[1]}l{steps[2]}{arc}{steps[3]}"
            f"l{steps[4]}{arc}{steps[5]}l{steps[6]}{arc}{steps[7]}z")


def _hit_bands(rid: str, moves: list[str], view: dict) -> str:
    """The tap band under a claimable route (see HIT_W): tapping it plays the route's default move."""
    move = default_move(moves, view.get("hand"))
    return _cached(("hit", rid, move), lambda: _draw_hit_bands(rid, move))


def _draw_hit_bands(rid: str, move: str) -> str:
    # One band along the whole route: a band per space left a seam between two spaces, right where the
    # middle of a route of even length is, that no band caught.
    spaces, step = route_spaces(rid)
    cx = (spaces[0][0] + spaces[-1][0]) / 2
    cy = (spaces[0][1] + spaces[-1][1]) / 2
    angle = spaces[0][2]
    top, height = _hit_band(rid, angle)
    length = step * len(spaces)

    def rect(cls: str) -> str:
        return el("rect", x=f"{-length / 2:.1f}", y=f"{top:.1f}", width=f"{length:.1f}", height=height, class_=cls,
                  transform=f"translate({cx:.1f} {cy:.1f}) rotate({angle:.1f})")

    # The band is a light pad (the route reads as its own colour over the map's dark areas too) framed
    # twice, dark outside and gold inside: "you can claim this" on light land and on dark alike, gold as
    # every piece a player can play is framed (issue 32: over dark areas claimable routes were grey blocks).
    halo = rect("halo") + rect("halo-in")
    return el("g", rect("hit") + halo, class_="hit-for", data_hit_for=move, aria_hidden="true")


def _city(city: str, ticket_state: dict[str, bool]) -> str:
    return _cached(("city", city, ticket_state.get(city)), lambda: _draw_city(city, ticket_state))


def _draw_city(city: str, ticket_state: dict[str, bool]) -> str:
    x, y = POS[city]
    dx, dy, anchor = LABEL.get(city, (0, -11, "middle"))
    parts = []
    if city in ticket_state:
        done = ticket_state[city]
        parts.append(el("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=CITY_R + 5,
                        class_="goal done" if done else "goal"))
    parts.append(el("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=CITY_R, class_="city"))
    parts.append(text(x + dx, y + dy, city_name(city), class_="city-name", text_anchor=anchor))
    title = _w(Msg("ttr.svg.city_tickets", city=city_name(city))) if city in ticket_state else city_name(city)
    return el("g", el("title", esc(title)) + "".join(parts), class_="city-group", data_city=city,
              role="img", aria_label=title, data_explore="")


def _card(x: float, y: float, kind: str | None, w: float = 38, h: float = 54, label: str = "") -> str:
    if kind is None:
        return el("rect", x=x, y=y, width=w, height=h, rx=5, class_="card empty")
    body = el("rect", x=x, y=y, width=w, height=h, rx=5, fill=FILL[kind], class_="card")
    letter_cls = "card-letter light" if kind in DARK else "card-letter"
    body += text(x + w / 2, y + h / 2 + 6, letter(kind), class_=letter_cls)
    if label:
        body += text(x + w / 2, y + h - 5, label, class_="card-small light" if kind in DARK else "card-small")
    return body


def _table(view: dict, legal: set, x0: float = 16, y0: float = 640, narrow: bool = False) -> list[str]:
    """The face-up row, the deck, the discards and the ticket deck: a piece each (cached by what it shows
    and where), so a move redraws only the ones that changed.  A player's table is the top row of their
    hand (``narrow``: beside or under the board, never over the map: issue 32); a spectator's, who has no
    hand, is drawn off the map's coast (bottom left)."""
    deck_x, tickets_x = (x0 + 222, x0 + 266) if narrow else (x0 + 232, x0 + 332)
    labels = {m: _w(move_label(m, view)) for m in sorted(legal) if m.startswith("draw") or m == "tickets"}
    parts = [_cached(("table-panel", x0, y0, narrow), lambda: el("g", "".join([
        "" if narrow else el("rect", x=x0 - 8, y=y0 - 22, width=470, height=100, rx=8, class_="panel"),
        text(x0, y0 - 8, _w(Msg("ttr.svg.face_up")), class_="panel-title", text_anchor="start"),
        text(deck_x, y0 - 8, _w(Msg("ttr.svg.deck_title")), class_="panel-title", text_anchor="start"),
        text(tickets_x, y0 - 8, _w(Msg("ttr.svg.tickets_title")), class_="panel-title", text_anchor="start")]),
        class_="table"))]
    for i, card in enumerate(view["face_up"]):
        move = f"draw {i + 1}"
        parts.append(_cached(("slot", x0, y0, i, card, labels.get(move)), _slot, x0 + i * 44, y0, i, card,
                             labels.get(move)))
    deck, discards = view["deck"], view["discards"]
    parts.append(_cached(("deck", deck_x, y0, narrow, deck, discards, labels.get("draw blind")),
                         _deck, deck_x, y0, deck, discards, labels.get("draw blind"), narrow))
    tickets = view["ticket_deck"]
    parts.append(_cached(("ticket-deck", tickets_x, y0, tickets, labels.get("tickets")),
                         _ticket_deck, tickets_x, y0, tickets, labels.get("tickets")))
    return parts


def _card_tap(x: float, y: float) -> str:
    """An invisible rectangle round a card on the table (data-tap, see web/js/hits.js) that fills the gaps
    between the cards: 48 px on a phone's zoomed board, where a card is 37 (issue 32)."""
    return el("rect", x=x - 6, y=y - 4, width=50, height=62, class_="tap", data_tap="")


def _slot(x: float, y: float, i: int, card: str | None, label: str | None) -> str:
    body = _card_tap(x, y) + _card(x, y, card, label=str(i + 1))
    shown = card_name(card) if card else Msg("ttr.term.empty")
    title = el("title", esc(_w(Msg("ttr.svg.slot", slot=i + 1, card=shown))))
    return _table_piece(title + body, f"draw {i + 1}", label, data_slot=str(i + 1))


def _table_piece(body: str, move: str, label: str | None, **keys: str) -> str:
    """A slot, the deck or the tickets: drawn alike whether it can be taken or not (its words in a labels
    group after it, see svg.playable), so that becoming playable or not changes only its own attributes
    (``class`` first, the move's after), which the page sets in place (patch.py)."""
    # data-rove: the page's keyboard reaches these by a Tab stop of their own, not by arrows across the map.
    if label is None:
        return playable(body, **keys, class_="slot", data_rove="table")
    extra = _move_attrs(move, {}, label)
    del extra["class_"]
    return playable(body, **keys, class_="slot legal", data_rove="table", **extra)


def _deck(x: float, y: float, deck: int, discards: int, label: str | None, under: bool = False) -> str:
    """The deck, face down, and the discards (beside it, or ``under`` it where the row is narrow)."""
    body = _card_tap(x, y) + el("rect", x=x, y=y, width=38, height=54, rx=5, class_="card back")
    body += text(x + 19, y + 32, deck, class_="card-count")
    if under:
        body += text(x + 19, y + 68, f'{_w(Msg("ttr.svg.discards"))} {discards}', class_="small",
                     text_anchor="middle")
    else:
        body += text(x + 60, y + 22, _w(Msg("ttr.svg.discards")), class_="small", text_anchor="middle")
        body += text(x + 60, y + 36, discards, class_="small", text_anchor="middle")
    body = el("title", esc(_w(Msg("ttr.svg.deck", n=deck, d=discards)))) + body
    return _table_piece(body, "draw blind", label)


def _ticket_deck(x: float, y: float, tickets: int, label: str | None) -> str:
    body = el("rect", x=x, y=y, width=62, height=54, rx=5, class_="card ticket-back")
    body += text(x + 31, y + 24, _w(Msg("ttr.svg.ticket_word")), class_="ticket-word")
    body += text(x + 31, y + 42, tickets, class_="card-count dark")
    body = el("title", esc(_w(Msg("ttr.svg.tickets", n=tickets)))) + body
    return _table_piece(body, "tickets", label)


def _legend(view: dict) -> list[str]:
    """Players (seat colour, number, trains, cards, tickets, points) and the colour key: a piece each
    (cached by what it shows), so a move redraws only the rows that changed."""
    x0, y0 = 16, 746
    parts = []
    current = view.get("current_player")
    for q, pl in enumerate(view["players"]):
        mark = "▶ " if q == current else ""
        line = _w(Msg("ttr.svg.player", who=mark + pl["name"], trains=Msg("ttr.count.trains", n=pl["trains"]),
                      cards=Msg("ttr.count.cards", n=pl["cards"]),
                      tickets=Msg("ttr.count.tickets_short", n=pl["tickets"]),
                      score=Msg("ttr.count.points_short", n=pl["score"])))
        parts.append(_cached(("legend", q, line), _legend_row, x0 + (q % 3) * 330, y0 + (q // 3) * 22, q, line))
    parts.append(_cached(("colour-key",), _colour_key))
    if view.get("last_round"):
        by = view["players"][view["last_round"]["by"]]["name"]
        alert = _w(Msg("ttr.svg.last_round", name=by))
        parts.append(el("g", text(880, 102, alert, class_="alert", text_anchor="start"), class_="legend-row"))
    return parts


def _legend_row(x: float, y: float, q: int, line: str) -> str:
    colour = SEAT_COLOURS[q % len(SEAT_COLOURS)]
    mark = el("rect", x=x, y=y - 12, width=16, height=16, rx=3, fill=f"url(#ttr-seat{q % len(SEAT_COLOURS)})",
              class_="seat-mark") if q % len(SEAT_COLOURS) else ""
    return el("g", "".join([el("rect", x=x, y=y - 12, width=16, height=16, rx=3, fill=colour, class_="seat"), mark,
                            text(x + 8, y + 1, q + 1, class_="glyph on"),
                            text(x + 22, y + 1, line, class_="legend", text_anchor="start")]), class_="legend-row")


KEY_SIZE, KEY_EM = 10, 0.6  # the key's names: .small's font size, and a letter's likely width in em


def _colour_key() -> str:
    """The colour key for the letters: five to a row, its columns as wide as the longest name in the
    drawing's language, the whole key ending short of the map's right edge ("Lokomotive" touched it)."""
    kinds = COLOURS + [GRAY, LOCO]
    names = [_w(card_name(kind)) for kind in kinds]
    col = 20 + max(len(n) for n in names) * KEY_SIZE * KEY_EM + 8
    kx = min(880, WIDTH - 12 - 4 * col - (col - 8))
    parts = [text(kx, 30, _w(Msg("ttr.svg.colours")), class_="panel-title", text_anchor="start")]
    for i, kind in enumerate(kinds):
        cx = kx + (i % 5) * col
        cy = 42 + (i // 5) * 20
        parts.append(el("rect", x=cx, y=cy, width=16, height=14, rx=2, fill=FILL[kind], class_="card"))
        parts.append(text(cx + 8, cy + 11, letter(kind), class_="glyph light" if kind in DARK else "glyph"))
        parts.append(text(cx + 20, cy + 11, names[i], class_="small", text_anchor="start"))
    return el("g", "".join(parts), class_="legend-row")


def board_svg(view: dict) -> str:
    legal = set(view.get("legal_moves") or [])
    claims_by_route: dict[str, list[str]] = {}
    for move in sorted(legal):
        if move.startswith("claim "):
            claims_by_route.setdefault(move.split()[1], []).append(move)
    ticket_state: dict[str, bool] = {}
    for t in (view.get("tickets") or []):
        for c in (t["a"], t["b"]):
            ticket_state[c] = ticket_state.get(c, True) and t["done"]
    parts = [el("rect", x=0, y=0, width=WIDTH, height=HEIGHT, class_="sea"), _land()]
    if claims_by_route:  # a marker before the routes: the ones that can't be claimed now are dimmed (STYLE)
        parts.append(el("g", class_="claiming"))
    parts += [_hit_bands(r, claims_by_route[r], view) for r in ROUTE_ORDER if r in claims_by_route]
    parts += [_route(r, view, claims_by_route) for r in ROUTE_ORDER]
    parts += [_city(c, ticket_state) for c in CITY_ORDER]
    if view.get("hand") is None:  # a player's table is in their hand (hand_svg)
        parts += _table(view, legal)
    parts += _legend(view)
    variant = Msg(f"ttr.term.variant.{view['variant']}") if view.get("variant") else view.get("variant_name", "")
    title = el("title", esc(_w(Msg("ttr.svg.board_variant", variant=variant))))
    return drawing(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
                   f'class="board ticket-to-ride" role="group" aria-label="{esc(_w(Msg("ttr.svg.board")))}">',
                   [title, DEFS, STYLE, *parts], "</svg>")


# A rough outline of the continental United States and southern Canada (lat, lon), for orientation only.
_COAST = [
    (56.0, -131.0), (50.5, -128.0), (48.4, -124.7), (46.3, -124.0), (43.4, -124.3), (40.4, -124.4),
    (38.0, -123.0), (37.8, -122.5), (36.6, -121.9), (34.5, -120.5), (34.0, -118.5), (32.7, -117.2),
    (31.0, -116.3), (28.0, -114.1), (24.5, -111.8), (22.9, -109.9), (24.2, -110.3), (28.0, -112.7),
    (31.3, -114.8), (29.0, -112.2), (27.9, -110.6), (25.6, -109.2), (22.5, -105.6), (20.0, -105.0),
    (20.0, -97.4), (22.0, -97.8), (25.0, -97.5), (26.0, -97.2), (27.8, -97.1), (28.6, -96.2),
    (29.3, -94.8), (29.7, -93.8), (29.6, -92.3), (29.2, -91.0), (29.0, -89.2), (30.2, -89.6),
    (30.4, -88.5), (30.3, -86.5), (29.7, -85.3), (30.0, -84.0), (29.1, -83.0), (28.0, -82.8),
    (26.6, -82.2), (25.8, -81.3), (25.1, -80.9), (25.4, -80.3), (25.8, -79.9), (26.8, -79.9), (28.4, -80.6),
    (30.3, -81.4), (31.9, -81.0), (32.8, -79.9), (33.8, -78.5), (34.7, -76.6), (35.2, -75.5),
    (36.9, -76.0), (38.4, -75.0), (38.9, -74.9), (39.4, -74.4), (40.5, -74.0), (40.7, -72.5),
    (41.1, -71.9), (41.5, -71.0), (41.7, -70.0), (42.0, -70.1), (42.4, -70.9), (43.0, -70.7),
    (43.7, -70.2), (44.4, -68.2), (44.8, -67.0), (45.1, -66.0), (45.5, -64.5), (47.0, -64.8),
    (48.5, -64.3), (49.2, -66.5), (50.2, -66.0), (56.0, -66.0),
]


@functools.cache
def _land() -> str:
    pts = [project(lat, lon) for lat, lon in _COAST]
    pts += [(WIDTH + 40, -40), (-40, -40)]
    d = "M" + " L".join(f"{x:.0f} {y:.0f}" for x, y in pts) + " Z"
    return el("path", d=d, class_="land")


HAND_W = 340  # the hand's width in its units: about its width on screen beside the board or on a phone
TICKET_W, TICKET_H = HAND_W - 16, 26  # a ticket: one a line


def hand_svg(view: dict) -> str | None:
    """The player's side of the table (None for spectators): the cards on the table to draw from (face
    up, the deck, the tickets), the viewer's cards stacked by colour with counts, their tickets with
    completion, and any ticket offer (the keep choices are buttons on the page).  Each piece is cached
    by what it shows, so a move redraws only the pieces that changed."""
    hand = view.get("hand")
    if hand is None:
        return None
    parts = _table(view, set(view.get("legal_moves") or []), x0=8, y0=26, narrow=True)
    y: float = 114
    parts.append(_cached(("hand-title", y), lambda: text(8, y, _w(Msg("ttr.svg.your_cards")), class_="panel-title",
                                                         text_anchor="start")))
    held = [k for k in COLOURS + [LOCO] if hand.get(k)]
    per_row = (HAND_W - 8) // 52
    for i, kind in enumerate(held):  # each stack drawn once for its place and count
        x, cy = 8 + (i % per_row) * 52, y + 8 + (i // per_row) * 70
        parts.append(_cached(("hand-card", x, cy, kind, hand[kind]), _hand_card, x, cy, kind, hand[kind]))
    rows = max(1, (len(held) + per_row - 1) // per_row)
    if not held:
        parts.append(text(8, y + 40, _w(Msg("ttr.svg.no_cards")), class_="small", text_anchor="start"))
    y += 8 + rows * 70 + 6
    parts.append(text(8, y, _w(Msg("ttr.svg.in_hand", n=sum(hand.values()))), class_="small", text_anchor="start"))
    y += 24
    tickets = view.get("tickets") or []
    heading = Msg("ttr.svg.your_tickets_n", done=sum(t["done"] for t in tickets), n=len(tickets)) if tickets else Msg(
        "ttr.svg.your_tickets")
    parts.append(text(8, y, _w(heading), class_="panel-title", text_anchor="start"))
    y = _ticket_grid(parts, tickets, y + 8, numbered=False)
    offer = view.get("offer")
    if offer:
        need = view.get("min_keep", 1)
        parts.append(text(8, y + 16, _w(Msg("ttr.svg.offer", n=need)), class_="panel-title", text_anchor="start"))
        y = _ticket_grid(parts, offer, y + 24, numbered=True)
    height = y + 8
    return drawing(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {HAND_W} {height:.0f}" '
                   f'class="hand ticket-to-ride" role="group" aria-label="{esc(_w(Msg("ttr.svg.hand")))}">',
                   [DEFS, STYLE, *parts], "</svg>")


def _hand_card(x: float, y: float, kind: str, count: int) -> str:
    body = _card(x, y, kind, w=44, h=62, label=_w(Msg("ttr.term.loco") if kind == LOCO else card_name(kind)))
    body += el("circle", cx=x + 38, cy=y + 6, r=10, class_="count-bubble")
    body += text(x + 38, y + 10, count, class_="count")
    held = Msg("ttr.svg.locos_of", n=count) if kind == LOCO else Msg("ttr.svg.cards_of", n=count, card=card_name(kind))
    title = el("title", esc(_w(held)))
    # One picture named "3 orange cards" for screen readers, not its letters and digits read one by one.
    return el("g", title + body, class_="hand-card", data_card=kind, role="img", aria_label=_w(held))


def _ticket_grid(parts: list[str], tickets: list[dict], y: float, numbered: bool) -> float:
    for i, t in enumerate(tickets):
        ty = y + i * (TICKET_H + 4)
        parts.append(_cached(("ticket", ty, i if numbered else None, t["a"], t["b"], t["points"], t["done"]),
                             _ticket_card, 8, ty, i, t, numbered))
    return y + len(tickets) * (TICKET_H + 4)


def _ticket_card(x: float, ty: float, i: int, t: dict, numbered: bool) -> str:
    col_w, row_h = TICKET_W, TICKET_H
    done = t["done"]
    body = el("rect", x=x, y=ty, width=col_w, height=row_h, rx=4, class_="ticket done" if done else "ticket")
    mark = "✓" if done else "○"
    prefix = f"{i + 1}. " if numbered else ""
    body += text(x + 8, ty + 17, f"{prefix}{city_name(t['a'])} – {city_name(t['b'])}", class_="ticket-text",
                 text_anchor="start")
    body += text(x + col_w - 30, ty + 17, t["points"], class_="ticket-points", text_anchor="end")
    body += text(x + col_w - 12, ty + 17, mark, class_="ticket-mark done-mark" if done else "ticket-mark",
                 text_anchor="middle")
    state = Msg("ttr.term.connected" if done else "ttr.term.not_connected")
    about = Msg("ttr.svg.ticket", a=city_name(t["a"]), b=city_name(t["b"]), n=t["points"], state=state)
    title = el("title", esc(_w(about)))
    return el("g", title + body, class_="ticket-card", data_ticket=f"{t['a']}-{t['b']}")


# Each seat's pattern over its claimed spaces (seat 1's plain): a second cue besides colour and number,
# seen at a glance where two players hold the two routes of a double (issue 32).  Light strokes on the
# dark seat colours, dark ones on the light (seats 4 and 6).
_SEAT_PATTERNS = {
    1: ('<path d="M-1 1l2-2M0 6l6-6M5 7l2-2"/>', "#fff"),  # stripes
    2: ('<circle cx="3" cy="3" r="1.3" stroke="none"/>', "#fff"),  # dots
    3: ('<path d="M0 1.5h6M0 4.5h6"/>', "#000"),  # bars
    4: ('<path d="M-1 1l2-2M0 6l6-6M5 7l2-2M-1 5l2 2M0 0l6 6M5-1l2 2"/>', "#fff"),  # cross-hatch
    5: ('<path d="M1.5 0v6M4.5 0v6"/>', "#000"),  # upright bars
}
DEFS = ("""<defs><linearGradient id="ttr-loco" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#d23c3c"/><stop offset=".25" stop-color="#f4d03f"/><stop offset=".5" stop-color="#3a9d52"/>
<stop offset=".75" stop-color="#2f6fd6"/><stop offset="1" stop-color="#ef8fc0"/></linearGradient>"""
        + "".join(f'<pattern id="ttr-seat{q}" width="6" height="6" patternUnits="userSpaceOnUse">'
                  f'<g stroke="{ink}" fill="{ink}" stroke-width="1.1" opacity=".55">{shape}</g></pattern>'
                  for q, (shape, ink) in _SEAT_PATTERNS.items())
        + "</defs>")

STYLE = """<style>
.sea{fill:#cfe3ee}
.land{fill:#f3ecd9;stroke:#b9ad8f;stroke-width:1}
.car{stroke:#3b3b3b;stroke-width:.8}
.car.owned{stroke:#111;stroke-width:1.2}
.seat-mark{pointer-events:none}
.route.closed,.route.closed+.labels{opacity:.3}
.glyph{font:700 8px sans-serif;text-anchor:middle;fill:#222;pointer-events:none}
.glyph.light,.glyph.on{fill:#fff}
.glyph.on{paint-order:stroke;stroke:#000;stroke-width:1.6px}
.city{fill:#7a2e1f;stroke:#fff;stroke-width:2}
.city-name{font:700 12px sans-serif;fill:#222;paint-order:stroke;stroke:#f3ecd9;stroke-width:3px;pointer-events:none}
.goal{fill:none;stroke:#d4a000;stroke-width:3.5;stroke-dasharray:4 2}
.goal.done{stroke:#1b7f3b;stroke-dasharray:none}
.panel{fill:#fffaf0;stroke:#b9ad8f;opacity:.96}
.panel-title{font:700 12px sans-serif;fill:#222}
.card{stroke:#333;stroke-width:1}
.card.empty{fill:none;stroke:#999;stroke-dasharray:3 3}
.card.back{fill:#5b4a8a}
.card.ticket-back{fill:#f7e7b4}
.card-letter{font:700 18px sans-serif;text-anchor:middle;fill:#222}
.card-letter.light,.card-small.light{fill:#fff}
.card-small{font:9px sans-serif;text-anchor:middle;fill:#222}
.card-count{font:700 14px sans-serif;text-anchor:middle;fill:#fff}
.card-count.dark{fill:#222}
.ticket-word{font:700 9px sans-serif;text-anchor:middle;fill:#7a2e1f}
.small{font:10px sans-serif;fill:#333}
.legend{font:12px sans-serif;fill:#222}
.alert{font:700 12px sans-serif;fill:#b00020}
.seat{stroke:#222}
.count-bubble{fill:#fff;stroke:#333}
.count{font:700 11px sans-serif;text-anchor:middle;fill:#222}
.ticket{fill:#fff8e1;stroke:#b9ad8f}
.ticket.done{fill:#e3f4e6;stroke:#1b7f3b}
.ticket-text{font:12px sans-serif;fill:#222}
.ticket-points{font:700 12px sans-serif;fill:#7a2e1f}
.ticket-mark{font:700 13px sans-serif;fill:#777}
.ticket.done~.ticket-mark,.done-mark{fill:#1b7f3b}
.legal{cursor:pointer}
.labels{pointer-events:none}
.hit{fill:#fff4c2;fill-opacity:.92;stroke:#13294b;stroke-opacity:0;stroke-width:{HIT_EDGE}}
.halo,.halo-in{fill:none;pointer-events:none;rx:4px}
.halo{stroke:#13294b;stroke-width:5}
.halo-in{stroke:#f2b705;stroke-width:2.2}
.goal{pointer-events:none}
.tap{fill:#000;fill-opacity:0}
.gap{stroke:#000;stroke-opacity:0;stroke-width:11}
.claiming~.route:not(.legal):not(.owned),.claiming~.route:not(.legal):not(.owned)+.labels{opacity:.3}
.route.legal .car{stroke:#fff;stroke-width:1.6}
.hit-for{cursor:pointer}
.hit-for:hover .hit{fill:#0057b8;fill-opacity:.5}
.slot.legal .card,.legal .card{stroke:#d4a000;stroke-width:3}
.legal:hover .car,.legal:focus .car,.legal:hover .card,.legal:focus .card{stroke:#0057b8;stroke-width:3}
.legal:focus{outline:none}
</style>""".replace("{HIT_EDGE}", str(HIT_EDGE))
