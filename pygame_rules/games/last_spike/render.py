"""Last Spike drawn as SVG: a pure function of a view (so it can only show what that viewer may see).

Every element that plays a move carries data-move="<notation>", class "legal", tabindex and an
aria-label, so the page (and a keyboard or screen-reader user) can play by activating it.
"""

from __future__ import annotations

import math

from ...i18n import current_language
from ...i18n.messages import Money, Msg, money_k
from ...svg import SEAT_COLOURS, el, esc, fit, playable, text
from ...svg import words as _w  # in the language of the call
from .data import CITIES, CITY_ORDER, PAYOUTS, ROUTE_ORDER, ROUTES, SPACES_PER_ROUTE, tile_cost
from .present import move_label

WIDTH, HEIGHT = 1100, 750
CITY_R = 24
SPACE = 30  # side of a track space
HIT = 46  # side of a playable space's tap area (an invisible square round it)


def project(lat: float, lon: float) -> tuple[float, float]:
    """Equirectangular projection of the western US onto the board (north up)."""
    return 60 + (lon + 122.0) * 29.0, 50 + (43.6 - lat) * 50.0


# Laramie lies only 1.6 degrees north of Denver: drawn at their true places, the four routes between
# Omaha, Laramie, Denver and Ogden would overlap, so these cities are nudged (degrees of latitude).
# Dodge City is nudged south-east so that the short Denver-Dodge City route has room for four spaces.
NUDGE = {"LAR": (1.2, 0.0), "OGD": (0.5, 0.0), "DEN": (-0.5, 0.0), "DOD": (-0.6, 0.6)}
POS = {c: project(lat + NUDGE.get(c, (0, 0))[0], lon + NUDGE.get(c, (0, 0))[1]) for c, (_, lat, lon) in CITIES.items()}

# Where each city's land panel sits relative to the city (chosen to stay clear of the routes).
PANEL = {
    "STL": (-60, 30), "OMA": (10, -92), "DOD": (20, 25), "DEN": (-25, 75), "LAR": (-59, -92),
    "ELP": (30, 5), "OGD": (-59, -94), "YUM": (-59, 30), "SAC": (-62, -150),
}
PANEL_W, PANEL_H = 128, 66


def space_centres(letter: str) -> list[tuple[float, float]]:
    """Centres of a route's spaces, evenly spread between the two city circles (space 1 east)."""
    east, west, _ = ROUTES[letter]
    (x1, y1), (x2, y2) = POS[east], POS[west]
    length = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    usable = length - 2 * CITY_R
    step = usable / SPACES_PER_ROUTE
    return [(x1 + ux * (CITY_R + step * (i + 0.5)), y1 + uy * (CITY_R + step * (i + 0.5)))
            for i in range(SPACES_PER_ROUTE)]


def _k(amount: int) -> str:
    return money_k(amount, current_language())


def _move_attrs(move: str, view: dict) -> dict:
    return {"data_move": move, "class_": "legal", "tabindex": "0", "role": "button",
            "aria_label": _w(move_label(move, view))}


def _route(letter: str, view: dict, legal: set) -> str:
    east, west, costs = ROUTES[letter]
    (x1, y1), (x2, y2) = POS[east], POS[west]
    complete = all(f"{letter}{n}" in view["board"] for n in range(1, SPACES_PER_ROUTE + 1))
    parts = [el("line", x1=f"{x1:.1f}", y1=f"{y1:.1f}", x2=f"{x2:.1f}", y2=f"{y2:.1f}",
                class_="rail done" if complete else "rail")]
    for n, (cx, cy) in enumerate(space_centres(letter), 1):
        code = f"{letter}{n}"
        placed = view["board"].get(code)
        x, y = cx - SPACE / 2, cy - SPACE / 2
        if placed:
            seat = placed["player"]
            body = el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=SPACE, height=SPACE, rx=4,
                      fill=SEAT_COLOURS[seat % len(SEAT_COLOURS)], class_="tile placed")
            body += text(cx, cy - 1, code, class_="code on")
            body += text(cx, cy + 11, f"P{seat + 1}", class_="cost on")
            if view.get("last_spike") == code:
                body += el("circle", cx=f"{cx:.1f}", cy=f"{cy:.1f}", r=SPACE * 0.75, class_="spike")
            title = _w(Msg("ls.svg.placed", code=code, name=view["players"][seat]["name"], cost=Money(placed["cost"])))
            parts.append(el("g", el("title", esc(title)) + body, class_="space", data_space=code))
            continue
        body = el("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=SPACE, height=SPACE, rx=4, class_="tile empty")
        body += text(cx, cy - 1, code, class_="code")
        cost = _k(costs[n - 1])  # German writes the whole amount ("5.000 $"): squeezed into the space
        body += text(cx, cy + 11, cost, class_="cost", **fit(cost, 10, SPACE - 3))
        title = el("title", esc(_w(Msg("ls.svg.space", code=code, cost=Money(costs[n - 1])))))
        if code in legal:
            # An invisible square round the space (data-tap, see web/js/hits.js): 44 px on a phone's zoomed
            # board, where the space itself is about 33; the spaces' own squares still win where it reaches
            # a neighbour, so it never takes a neighbour's click.
            tap = el("rect", x=f"{cx - HIT / 2:.1f}", y=f"{cy - HIT / 2:.1f}", width=HIT, height=HIT, class_="hit",
                     data_tap="")
            parts.append(playable(title + tap + body, data_space=code, **_move_attrs(code, view)))
        else:
            parts.append(el("g", title + body, data_space=code, class_="space"))
    return el("g", "".join(parts), class_="route", data_route=letter)


def _city(city: str, view: dict, legal: set) -> str:
    name = CITIES[city][0]
    x, y = POS[city]
    stack = view["stacks"][city]
    parts = [el("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=CITY_R, class_="city"),
             text(x, y + 4, city, class_="city-code")]
    dx, dy = PANEL[city]
    px, py = x + dx, y + dy
    parts.append(el("rect", x=f"{px:.1f}", y=f"{py:.1f}", width=PANEL_W, height=PANEL_H, rx=6, class_="panel"))
    parts.append(text(px + 6, py + 15, name, class_="city-name"))
    if not stack["grant_taken"]:
        offer = _w(Msg("ls.svg.grant_free"))
    elif stack["next_price"] is None:
        offer = _w(Msg("ls.svg.no_land"))
    else:
        offer = _w(Msg("ls.svg.land", price=Money(stack["next_price"]), left=stack["left"]))
    paid = _w(Msg("ls.svg.paid", paid=stack["payouts"], routes=stack["routes"], amount=_k(PAYOUTS[city][0])))
    for line, y in ((offer, py + 30), (paid, py + 44)):  # squeezed into the panel where a language runs long
        parts.append(text(px + 6, y, line, class_="land", **fit(line, 11.5, PANEL_W - 12)))
    # One pip per land card held, in the holder's colour with the seat number: square for the grant,
    # round for bought cards.
    pip_x = px + 4
    for q, pl in enumerate(view["players"]):
        for c, price in pl["land"]:
            if c != city:
                continue
            colour = SEAT_COLOURS[q % len(SEAT_COLOURS)]
            if price == 0:
                shape = el("rect", x=f"{pip_x:.1f}", y=f"{py + 49:.1f}", width=14, height=14, fill=colour, class_="pip")
            else:
                shape = el("circle", cx=f"{pip_x + 7:.1f}", cy=f"{py + 56:.1f}", r=7, fill=colour, class_="pip")
            label = _w(Msg("ls.svg.pip_grant", name=pl["name"]) if price == 0
                       else Msg("ls.svg.pip_bought", name=pl["name"], price=Money(price)))
            parts.append(el("g", el("title", esc(label)) + shape + text(pip_x + 7, py + 59, q + 1, class_="pip-text"),
                            class_="holding"))
            pip_x += 16
    move = f"buy {city}"
    if move in legal:
        return playable("".join(parts), data_city=city, **{**_move_attrs(move, view), "class_": "city-group legal"})
    return el("g", "".join(parts), class_="city-group", data_city=city)


def board_svg(view: dict) -> str:
    legal = set(view.get("legal_moves") or [])
    parts = [el("rect", x=0, y=0, width=WIDTH, height=HEIGHT, class_="sea")]
    parts += [_route(r, view, legal) for r in ROUTE_ORDER]
    parts += [_city(c, view, legal) for c in CITY_ORDER]
    parts.append(_legend(view))
    name = esc(_w(Msg("ls.svg.board")))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" class="board last-spike" '
            f'role="group" aria-label="{name}"><title>{name}</title>{STYLE}{"".join(parts)}</svg>')


def _legend(view: dict) -> str:
    parts, x = [], 16
    for q, pl in enumerate(view["players"]):
        colour = SEAT_COLOURS[q % len(SEAT_COLOURS)]
        seat = f"P{q + 1} {pl['name']}"
        label = _w(Msg("ls.svg.bankrupt", player=seat)) if pl["bankrupt"] else seat
        parts.append(el("rect", x=x, y=HEIGHT - 26, width=14, height=14, rx=3, fill=colour))
        parts.append(text(x + 20, HEIGHT - 14, label, class_="legend"))
        x += 34 + 8 * len(label)
    parts.append(text(WIDTH - 16, HEIGHT - 14, _w(Msg("ls.svg.pool", n=view["pool"])), class_="legend end"))
    return el("g", "".join(parts), class_="legend-row")


def hand_svg(view: dict) -> str | None:
    """The viewer's own tiles, each playable one clickable.  None for spectators."""
    hand = view.get("hand")
    if hand is None:
        return None
    legal = set(view.get("legal_moves") or [])
    costs = view.get("costs") or {}
    w = 70
    parts = []
    for i, tile in enumerate(hand):
        x = 8 + i * (w + 8)
        east, west, _ = ROUTES[tile[0]]
        cost = costs.get(tile, tile_cost(tile))
        body = el("rect", x=x, y=6, width=w, height=58, rx=6, class_="hand-tile")
        body += text(x + w / 2, 28, tile, class_="hand-code")
        body += text(x + w / 2, 43, f"{east}–{west}", class_="hand-route")
        base = tile_cost(tile)
        # A tile played away from the player's own track costs a multiple of its price: said as that
        # multiple ("2 × $6,000"), in the drawing's language.
        price = (Msg("ls.svg.hand_cost_times", n=cost // base, price=Money(base)) if cost != base and cost % base == 0
                 else Msg("fmt.amount", amount=Money(cost)))
        body += text(x + w / 2, 57, _w(price), class_="hand-cost")
        if tile in legal:
            parts.append(playable(body, data_tile=tile, **_move_attrs(tile, view)))
        else:
            parts.append(el("g", body, data_tile=tile, class_="hand"))
    # At least a full hand's width (four tiles): the page stretches this SVG to its panel's width, so a
    # narrower viewBox would blow its text up (and an empty hand's line would not fit: issue 23).
    width = 8 + max(len(hand), 4) * (w + 8)
    if not hand:
        parts.append(text(10, 38, _w(Msg("ls.svg.no_tiles")), class_="hand-empty"))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 70" class="hand last-spike" '
            f'role="group" aria-label="{esc(_w(Msg("ls.svg.your_tiles")))}">{STYLE}{"".join(parts)}</svg>')


# Scoped to svg.last-spike: inlined in the page, an SVG's <style> applies to the whole document.
_RULES = """
svg.last-spike .sea{fill:#f4efe1}
svg.last-spike .rail{stroke:#b9ad8f;stroke-width:4}
svg.last-spike .rail.done{stroke:#3a3a3a;stroke-width:7}
svg.last-spike .tile.empty{fill:#fffdf6;stroke:#8c7b55;stroke-width:1.2}
svg.last-spike .tile.placed{stroke:#222;stroke-width:1.2}
svg.last-spike .code{font:700 12px sans-serif;text-anchor:middle;fill:#333}
svg.last-spike .cost{font:10px sans-serif;text-anchor:middle;fill:#555}
svg.last-spike .on{fill:#fff;paint-order:stroke;stroke:#000;stroke-width:2px}
svg.last-spike .spike{fill:none;stroke:#c00;stroke-width:3;stroke-dasharray:4 3}
svg.last-spike .city{fill:#7a2e1f;stroke:#fff;stroke-width:2}
svg.last-spike .city-code{font:700 12px sans-serif;text-anchor:middle;fill:#fff}
svg.last-spike .panel{fill:#fffaf0;stroke:#b9ad8f;opacity:.95}
svg.last-spike .city-name{font:700 14px sans-serif;fill:#222}
svg.last-spike .land{font:11.5px sans-serif;fill:#333}
svg.last-spike .pip{stroke:#222;stroke-width:1}
svg.last-spike .pip-text{font:700 8px sans-serif;text-anchor:middle;fill:#fff;
paint-order:stroke;stroke:#000;stroke-width:1.5px}
svg.last-spike .legend{font:14px sans-serif;fill:#222}
svg.last-spike .legend.end{text-anchor:end}
svg.last-spike .legal{cursor:pointer}
svg.last-spike .labels{pointer-events:none}
svg.last-spike .hit{fill:#fff;fill-opacity:0}
svg.last-spike .legal .tile.empty,
svg.last-spike .legal .panel,
svg.last-spike .legal .hand-tile{stroke:#d4a000;stroke-width:3;fill:#fff4c2}
svg.last-spike .legal:hover .tile.empty,
svg.last-spike .legal:focus .tile.empty,
svg.last-spike .legal:hover .panel,
svg.last-spike .legal:focus .panel,
svg.last-spike .legal:hover .hand-tile,
svg.last-spike .legal:focus .hand-tile{stroke:#0057b8;stroke-width:4}
svg.last-spike .legal:focus{outline:none}
svg.last-spike .hand-tile{fill:#fffdf6;stroke:#8c7b55;stroke-width:1.5}
svg.last-spike .hand-code{font:700 16px sans-serif;text-anchor:middle;fill:#222}
svg.last-spike .hand-route{font:10px sans-serif;text-anchor:middle;fill:#444}
svg.last-spike .hand-cost{font:10px sans-serif;text-anchor:middle;fill:#444}
svg.last-spike .hand-empty{font:14px sans-serif;text-anchor:start;fill:#444}
"""
STYLE = "<style>" + _RULES.strip() + "</style>"
