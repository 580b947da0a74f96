"""Issue 32: the players' colours are told apart, from each other and from Ticket to Ride's route colours,
by people with protanopia or deuteranopia too: each colour is passed through a standard simulation of
the deficiency (Machado, Oliveira and Fernandes 2009, severity 1) and compared in CIELAB by CIEDE2000."""

from __future__ import annotations

import itertools
import math

import pytest

from pygame_rules.games.ticket_to_ride.render import FILL
from pygame_rules.svg import SEAT_COLOURS

# Machado et al. 2009, severity 1.0, on linear RGB.
SIGHT = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
PLAYERS_APART = 15.0  # CIEDE2000 between two players' colours (about 2.3 is "just noticeable")
FROM_ROUTES = 10.0  # ... between a player's colour and a route's


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(colour: str, sight: str) -> tuple[float, float, float]:
    """The colour as seen with ``sight``, in CIELAB (D65)."""
    rgb = [_linear(int(colour[i:i + 2], 16) / 255) for i in (1, 3, 5)]
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True)))) for row in SIGHT[sight])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    d_l, d_c = l2 - l1, c2 - c1
    d_h = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_mean2 = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6)) - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c, s_h = 1 + 0.045 * c_mean2, 1 + 0.015 * c_mean2 * t
    r_c = 2 * math.sqrt(c_mean2 ** 7 / (c_mean2 ** 7 + 25 ** 7))
    r_t = -math.sin(math.radians(60 * math.exp(-(((h_mean - 275) / 25) ** 2)))) * r_c
    return math.sqrt((d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_h / s_h) ** 2 + r_t * (d_c / s_c) * (d_h / s_h))


def apart(c1: str, c2: str, sight: str) -> float:
    return ciede2000(_lab(c1, sight), _lab(c2, sight))


def test_ciede2000_matches_the_published_test_data():
    # Sharma, Wu and Dalal (2005), pairs 1, 7 and 17 of their table.
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    assert ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)


def test_the_simulation_confuses_what_it_should():
    # Red and green look alike to both; the simulation must say so, or the tests below prove nothing.
    assert apart("#d23c3c", "#3a9d52", "normal") > 40
    assert apart("#ff0000", "#8f7a00", "deuteranopia") < 12
    # The colours replaced: seat 1's orange-gold was the orange route's colour to a deuteranope.
    assert apart("#E69F00", FILL["orange"], "deuteranopia") < FROM_ROUTES


@pytest.mark.parametrize("sight", list(SIGHT))
def test_players_colours_differ_from_each_other(sight):
    for c1, c2 in itertools.combinations(SEAT_COLOURS, 2):
        assert apart(c1, c2, sight) >= PLAYERS_APART, (sight, c1, c2, apart(c1, c2, sight))


@pytest.mark.parametrize("sight", list(SIGHT))
def test_players_colours_differ_from_the_route_colours(sight):
    routes = [c for c in FILL.values() if c.startswith("#")]
    assert len(routes) == 9
    for seat, route in itertools.product(SEAT_COLOURS, routes):
        assert apart(seat, route, sight) >= FROM_ROUTES, (sight, seat, route, apart(seat, route, sight))
