"""Last Spike's board: cities, routes, track costs, land prices and payout tables.

The seed rules (shared/seeds/last_spike.de.txt) print only a few of these numbers.  Each group below
says where its values come from: "seed" (printed in the rules), "reference" (public sources collected
in shared/reference/last_spike.md) or "reconstructed" (designed here to fit the known values; an owner
of the printed game can correct them in this one file).  The rules page docs/games/last_spike.md
repeats this.
"""

from collections.abc import Mapping

# Code, name, latitude, longitude.  Names and positions: reference (real coordinates).
CITIES = {
    "STL": ("St. Louis", 38.63, -90.20),
    "OMA": ("Omaha", 41.26, -95.94),
    "DOD": ("Dodge City", 37.75, -100.02),
    "DEN": ("Denver", 39.74, -104.99),
    "LAR": ("Laramie", 41.31, -105.59),
    "ELP": ("El Paso", 31.76, -106.49),
    "OGD": ("Ogden", 41.22, -111.97),
    "YUM": ("Yuma", 32.69, -114.62),
    "SAC": ("Sacramento", 38.58, -121.49),
}
CITY_ORDER = list(CITIES)  # fixed order for everything that iterates over cities
START, END = "STL", "SAC"  # the last spike joins these two (seed)

# Route letter -> (eastern city, western city, cost of spaces 1..4 in dollars).
# Space 1 touches the eastern city, space 4 the western one.
# Topology: reference (a 3x3 diamond; A = St. Louis-Omaha with A4 at Omaha; Omaha's other routes C and
# D with space 1 at Omaha; V = Denver-Ogden; Z = Yuma-Sacramento).  Letters B, E, F, U, W, X, Y: reconstructed.
# Costs: A3 = $3,000 and V3 = $3,000 are seed; all costs lie in $1,000..$6,000 and rise west of Denver
# (reference); every other value is reconstructed.
ROUTES = {
    "A": ("STL", "OMA", (2000, 2000, 3000, 2000)),
    "B": ("STL", "DOD", (1000, 2000, 2000, 3000)),
    "C": ("OMA", "LAR", (2000, 3000, 3000, 4000)),
    "D": ("OMA", "DEN", (2000, 2000, 3000, 3000)),
    "E": ("DOD", "DEN", (2000, 3000, 3000, 4000)),
    "F": ("DOD", "ELP", (2000, 3000, 3000, 4000)),
    "U": ("LAR", "OGD", (4000, 5000, 6000, 5000)),
    "V": ("DEN", "OGD", (5000, 6000, 3000, 4000)),
    "W": ("DEN", "YUM", (5000, 6000, 5000, 4000)),
    "X": ("ELP", "YUM", (3000, 4000, 4000, 3000)),
    "Y": ("OGD", "SAC", (4000, 5000, 6000, 6000)),
    "Z": ("YUM", "SAC", (4000, 5000, 5000, 6000)),
}
ROUTE_ORDER = list(ROUTES)
SPACES_PER_ROUTE = 4  # seed
TILES = [f"{letter}{n}" for letter in ROUTE_ORDER for n in range(1, SPACES_PER_ROUTE + 1)]  # 48, seed

# Buyable land cards per city, cheapest first (the stack also holds the free "Land 0" grant on top,
# seed).  St. Louis's $7,000 card is seed; a $5,000 card exists (seed's sale example); the rest is
# reconstructed.  The first card's price follows what the city can pay; each later card costs $3,000,
# $7,000 and $12,000 more, so that early buyers get the cheapest land and a fourth or fifth card of
# one city is rarely worth it (both are tips in the seed).
_LADDER = (0, 3000, 7000, 12000)
_FIRST_CARD = {
    "STL": 7000, "OMA": 4000, "DOD": 6000, "DEN": 5000, "LAR": 5000,
    "ELP": 5000, "OGD": 5000, "YUM": 4000, "SAC": 8000,
}
LAND_PRICES = {city: tuple(first + step for step in _LADDER) for city, first in _FIRST_CARD.items()}

# Payout to a holder of 1..5 land cards of the city, each time one of its routes is completed.
# Denver 2 -> $10,000 and Dodge City 1 -> $7,000 are seed; the rows are the 1976 edition's table family
# (reference), assigned here by position: reconstructed.
_ROW = {
    4: (4000, 10000, 18000, 28000, 40000),
    5: (5000, 12000, 22000, 35000, 50000),
    6: (6000, 15000, 27000, 42000, 60000),
    7: (7000, 17000, 32000, 50000, 70000),
    8: (8000, 20000, 36000, 56000, 80000),
    9: (9000, 22000, 40000, 63000, 90000),
    10: (10000, 25000, 45000, 70000, 100000),
}
PAYOUTS = {
    "DEN": _ROW[4],  # centre, up to 4 payouts
    "OMA": _ROW[5],
    "YUM": _ROW[5],
    "OGD": _ROW[6],
    "DOD": _ROW[7],
    "LAR": _ROW[8],  # tips: at most 2 payouts, so each pays more
    "ELP": _ROW[8],
    "STL": _ROW[9],  # termini: at least one payout is certain
    "SAC": _ROW[10],
}

STARTING_CASH = {2: 60000, 3: 50000, 4: 40000, 5: 35000, 6: 30000}  # seed
LAST_SPIKE_BONUS = 20000  # seed

PROVENANCE = {
    "cities": "reference: the nine cities; real coordinates",
    "routes": "reference: topology and letters A, C, D, V, Z; reconstructed: letters B, E, F, U, W, X, Y",
    "track costs": ("seed: A3 and V3 cost $3,000; reference: $1,000-$6,000, dearer west of Denver; "
                    "reconstructed: the rest"),
    "land prices": ("seed: a St. Louis card at $7,000 and a $5,000 card; reconstructed: the rest "
                    "(first card by city, then +$3,000/+$7,000/+$12,000)"),
    "payouts": ("seed: Denver x2 = $10,000, Dodge City x1 = $7,000; reference: the 1976 table family; "
                "reconstructed: which city gets which row"),
    "starting cash, bonus": "seed",
}


def route_cities(letter: str) -> tuple[str, str]:
    east, west, _ = ROUTES[letter]
    return east, west


# Per space, worked out once: the rules and the bots' playouts ask for them hundreds of thousands of times.
TILE_COST = {t: ROUTES[t[0]][2][int(t[1:]) - 1] for t in TILES}
# The spaces on either side of an inner space (an end space is always adjacent: None).
_NEIGHBOURS = {f"{r}{n}": None if n in (1, SPACES_PER_ROUTE) else (f"{r}{n - 1}", f"{r}{n + 1}")
               for r in ROUTE_ORDER for n in range(1, SPACES_PER_ROUTE + 1)}
_TILE_CITIES = {t: tuple(c for c, hit in ((ROUTES[t[0]][0], int(t[1:]) == 1),
                                          (ROUTES[t[0]][1], int(t[1:]) == SPACES_PER_ROUTE)) if hit) for t in TILES}
ROUTE_TILES = {letter: tuple(f"{letter}{n}" for n in range(1, SPACES_PER_ROUTE + 1)) for letter in ROUTE_ORDER}


def tile_cost(tile: str) -> int:
    return TILE_COST[tile]


def is_adjacent(tile: str, board: Mapping[str, object]) -> bool:
    """Next to a city (an end space) or to a tile already on ``board`` on the same route."""
    sides = _NEIGHBOURS[tile]
    return sides is None or sides[0] in board or sides[1] in board


def play_cost(tile: str, board: Mapping[str, object]) -> int:
    """Cost of playing ``tile`` on ``board``: its printed cost, doubled when it is not adjacent."""
    sides = _NEIGHBOURS[tile]
    if sides is None or sides[0] in board or sides[1] in board:
        return TILE_COST[tile]
    return TILE_COST[tile] * 2


def tile_cities(tile: str) -> list[str]:
    """The cities a space touches: space 1 the eastern city, the last space the western one."""
    return list(_TILE_CITIES[tile])


CITY_ROUTES = {city: tuple(r for r in ROUTE_ORDER if city in ROUTES[r][:2]) for city in CITIES}


def city_routes(city: str) -> tuple[str, ...]:
    return CITY_ROUTES[city]


def sale_price(price: int) -> int:
    """The bank pays half the printed price, rounded up to the next $1,000 (seed: $5,000 -> $3,000)."""
    return -(-price // 2000) * 1000
