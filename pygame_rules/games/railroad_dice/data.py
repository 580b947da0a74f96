"""Every number of Railroad Dice, in one place, each with where it comes from.

Provenance marks (as on the rules page, docs/games/railroad_dice.md):

* **seed**: the German description in shared/seeds/railroad_dice.de.txt;
* **source**: a public review or the play-by-web reference (shared/reference/railroad_dice*.md);
* **reconstructed**: not in any public source; designed by Rail Table to play as the reviews describe
  (60-90 minutes, a line winding across a growing map, companies worth fighting over, scarce dice),
  tuned by bot self-play (benchmarks/railroad_dice_bots.py).  An owner of the printed rules can
  correct any of them here.
"""

from __future__ import annotations

from typing import NamedTuple

# -- dice (source: 40 dice; faces 2 straight, 2 curve, 1 share, 1 "?") ---------------------------
BANK_SIZES = {"40": 40, "60": 60}  # source: 40 in the box; the play-by-web version offered 60
DEFAULT_BANK = "40"
STRAIGHT, CURVE, SHARE, WILD = "straight", "curve", "share", "wild"
FACES = (STRAIGHT, CURVE, SHARE, WILD)  # the order dice are listed and drawn in
# What a rolled six-sided number shows (reconstructed numbering of the source's faces).
FACE_OF_ROLL = {1: STRAIGHT, 2: STRAIGHT, 3: CURVE, 4: CURVE, 5: SHARE, 6: WILD}
ROLL_OF_FACE = {STRAIGHT: 1, CURVE: 3, SHARE: 5, WILD: 6}  # for tests that script a face
START_DICE = 4  # seed/source: each player starts with 4 dice in front, "?" up, none behind
KEEP_IN_FRONT = 5  # seed: at the end of a turn at most 5 dice stay in front
INCOME_MIN = 4  # seed: income is 4 dice, or the stations built by the companies you direct
JOIN_BONUS = 2  # seed: joining a new tile brings 2 "?" dice from the bank
# The end (source: the bank running out; reconstructed: when it counts, and a kind of terrain used up
# ending the game too, which the sources do not say: they only forbid building on it).
# The bank has run out when it is empty at the end of a turn, after the dice given back; the year of
# either trigger is played to its end.  A game also ends after this year at the latest, so that it
# always ends (reconstructed; bot games end by year 8-14, see docs).
LAST_YEAR = 30

# -- the order of a year and when directors change (reconstructed; docs/provenance/railroad_dice.md
# lists every reading measured).  The sources: seat order is clockwise, a round of turns is a year, the
# box has a start-player disc, and the majority holder at the end of a round directs.  Rules version 1
# kept the disc with seat 1 and settled directors after the last seat's turn, so the last seat had the
# last word on every directorship (strong bots, seats fixed: the last seat won 47% of 4-player games).
class YearOrder(NamedTuple):
    marker_passes: bool  # the start-player disc passes on at each year end
    directors: str  # when directorships follow the shares: YEAR_END, TURN_END or AT_ONCE
    ties_to_first: bool = False  # a tie without a sitting director goes to who played first that year
    to_last: bool = False  # the disc passes to the right: whoever played last begins the next year
    picks: str = ""  # shares taken free before year 1, in the order pick_order gives
    head_start: tuple[int, ...] = ()  # dice each seat (by seat, from seat 1) has behind its screen at the start


# NO_PICKS: none.  REVERSE_PICK: one each, the last seat first.  SNAKE_PICKS: that, then back from seat 1.
# PAID_PICK: as REVERSE_PICK, but each pick is paid with one of the player's ? dice, as a share is bought.
# RIGHT_FIRST_PICK: the player on seat 1's right (the last seat) picks first, then clockwise from seat 1.
# FIRST_HALF_AGAIN: as REVERSE_PICK, then the seats of the first half of year 1 take a second, seat 1 first.
# The other orders are readings measured once (READINGS), named by who picks after REVERSE_PICK.
NO_PICKS, REVERSE_PICK, SNAKE_PICKS, PAID_PICK = "", "reverse", "snake", "reverse, paid"
RIGHT_FIRST_PICK = "right first"
FIRST_HALF_AGAIN = "reverse, first half twice"
FIRST_HALF_AGAIN_BACK = "reverse, first half twice, back"  # the last of the first half first
SEAT_1_AGAIN, SEAT_1_TWICE_MORE, SEATS_1_2_1 = "reverse, seat 1 again", "reverse, then 1, 1", "reverse, then 1, 2, 1"


def pick_order(picks: str, n: int) -> list[int]:
    """The seats, in the order they take a free share before year 1 (``YearOrder.picks``)."""
    back = list(range(n - 1, -1, -1))
    first_half = list(range(n // 2))
    return {NO_PICKS: [], REVERSE_PICK: back, SNAKE_PICKS: back + back[::-1], PAID_PICK: back,
            RIGHT_FIRST_PICK: [n - 1, *range(n - 1)], FIRST_HALF_AGAIN: back + first_half,
            FIRST_HALF_AGAIN_BACK: back + first_half[::-1], SEAT_1_AGAIN: back + [0],
            SEAT_1_TWICE_MORE: back + [0, 0], SEATS_1_2_1: back + [0, 1, 0]}[picks]


YEAR_END, TURN_END, AT_ONCE = "year end", "turn end", "at once"
YEAR_ORDERS = {  # by rules version
    1: YearOrder(False, YEAR_END),
    # Reconstructed (issue 20): the disc passes clockwise every year, so the seat that plays last
    # before the directors are settled changes each year; directors are still settled at the year end
    # (the sources: the majority holder "at the end of a round").
    2: YearOrder(True, YEAR_END),
    # Reconstructed (issue 20, rules version 3): the disc passes to the right, to the player who played
    # last, so that player has two turns in a row across the year end (the passengers and directors
    # settled between them).  The last seat of year 1, who found the companies taken, begins year 2, and
    # the last word before the directors are settled goes round the table backwards (seats fixed,
    # strong bots, tuning seeds: the fairest reading measured; docs/provenance/railroad_dice.md).
    3: YearOrder(True, YEAR_END, to_last=True),
    # Reconstructed (issue 20, rules version 4): as version 3, and before year 1 each player takes one
    # share free from the bank, the last seat first and the first seat last.  Year 1 is always played
    # in seat order, and the first seats took the best companies (Red, Blue) in it; the opening pick
    # gives the seats that play year 1 last the first choice (docs/provenance/railroad_dice.md).
    4: YearOrder(True, YEAR_END, to_last=True, picks=REVERSE_PICK),
    5: YearOrder(True, YEAR_END, to_last=True, picks=REVERSE_PICK),  # four players: FOUR_PLAYER_ORDERS
}
# Rules versions whose four-player games begin otherwise.  Reconstructed (issue 20, rules version 5):
# with four players one pick each still left seats 1 and 2 behind (held out: 13.5 / 18.5 / 35.5 /
# 32.5% by seat), since they play year 1 before the line nears the tile edges and the seats after them
# join the tiles and answer their purchases.  So seats 1 and 2 take a second free share (seat 1 first)
# after the reverse pick, and seat 1, who begins year 1, also has 2 dice behind its screen: the fairest
# of the openings measured (docs/provenance/railroad_dice.md).  Two and three players as version 4.
FOUR_PLAYER_ORDERS = {5: YearOrder(True, YEAR_END, to_last=True, picks=FIRST_HALF_AGAIN, head_start=(2,))}


def year_order(rules_version: int, players: int) -> YearOrder:
    """The order of a year, the opening and when directors change, for this rules version and count."""
    if players == 4 and rules_version in FOUR_PLAYER_ORDERS:
        return FOUR_PLAYER_ORDERS[rules_version]
    return YEAR_ORDERS[rules_version]


# Every reading measured, by name (benchmarks/railroad_dice_bots.py --fair).  Those with more picks than
# one each, or a head start, were measured with four players only (rules version 5: FOUR_PLAYER_ORDERS).
READINGS = {
    "fixed, year end": YearOrder(False, YEAR_END),
    "passes, year end": YearOrder(True, YEAR_END),
    "passes, turn end": YearOrder(True, TURN_END),
    "fixed, at once": YearOrder(False, AT_ONCE),
    "passes, at once": YearOrder(True, AT_ONCE),
    "passes, year end, ties to the first": YearOrder(True, YEAR_END, True),
    "to the last, year end": YearOrder(True, YEAR_END, to_last=True),
    "to the last, year end, reverse pick": YearOrder(True, YEAR_END, to_last=True, picks=REVERSE_PICK),
    "to the last, year end, snake picks": YearOrder(True, YEAR_END, to_last=True, picks=SNAKE_PICKS),
    "to the last, year end, reverse pick paid": YearOrder(True, YEAR_END, to_last=True, picks=PAID_PICK),
    "passes, year end, reverse pick": YearOrder(True, YEAR_END, picks=REVERSE_PICK),
    "to the last, year end, right first pick": YearOrder(True, YEAR_END, to_last=True, picks=RIGHT_FIRST_PICK),
    "passes, year end, snake picks": YearOrder(True, YEAR_END, picks=SNAKE_PICKS),
    "to the last, year end, reverse pick, first half twice": YearOrder(
        True, YEAR_END, to_last=True, picks=FIRST_HALF_AGAIN),
    "to the last, year end, reverse pick, seat 1 again": YearOrder(
        True, YEAR_END, to_last=True, picks=SEAT_1_AGAIN),
    "to the last, year end, reverse pick, first half twice, back": YearOrder(
        True, YEAR_END, to_last=True, picks=FIRST_HALF_AGAIN_BACK),
    "to the last, year end, reverse pick, then 1, 2, 1": YearOrder(True, YEAR_END, to_last=True, picks=SEATS_1_2_1),
    "to the last, year end, reverse pick, ties to the first": YearOrder(
        True, YEAR_END, True, to_last=True, picks=REVERSE_PICK),
    "to the last, year end, first half twice, ties to the first": YearOrder(
        True, YEAR_END, True, to_last=True, picks=FIRST_HALF_AGAIN),
    "to the last, year end, reverse pick, then 1, 1": YearOrder(True, YEAR_END, to_last=True, picks=SEAT_1_TWICE_MORE),
    "to the last, year end, first half twice, seat 1 head start 1": YearOrder(
        True, YEAR_END, to_last=True, picks=FIRST_HALF_AGAIN, head_start=(1,)),
    "to the last, year end, first half twice, seat 1 head start 2": YearOrder(
        True, YEAR_END, to_last=True, picks=FIRST_HALF_AGAIN, head_start=(2,)),
    "to the last, year end, reverse pick, seat 1 head start 2": YearOrder(
        True, YEAR_END, to_last=True, picks=REVERSE_PICK, head_start=(2,)),
    "to the last, year end, reverse pick, seat 1 head start 3": YearOrder(
        True, YEAR_END, to_last=True, picks=REVERSE_PICK, head_start=(3,)),
    "to the last, year end, first half twice, seat 1 head start 3": YearOrder(
        True, YEAR_END, to_last=True, picks=FIRST_HALF_AGAIN, head_start=(3,)),
    "to the last, year end, reverse pick, head start 1": YearOrder(
        True, YEAR_END, to_last=True, picks=REVERSE_PICK, head_start=(1, 1)),
    "to the last, year end, reverse pick, head start 2": YearOrder(
        True, YEAR_END, to_last=True, picks=REVERSE_PICK, head_start=(2, 2)),
}

# -- track surcharges (reconstructed: the seed says mountain and water cost extra dice) ----------
MOUNTAIN_EXTRA = 1  # per die laid on a mountain square
WATER_EXTRA = 1  # per die laid on a water square (every die of a bridge)


# -- companies (source: 5 companies, 44 stations, 50 shares; split and cards reconstructed) -------
class Company(NamedTuple):
    code: str
    name: str
    colour: str  # fill of its cards and station cubes
    ink: str  # text on that fill
    terrain: tuple[str, ...]  # where its stations may stand
    shares: int
    sections: tuple[tuple[int, int], ...]  # (stations, cost in dice) per section of its card, in order


MEADOW, MOUNTAIN, WATER = "meadow", "mountain", "water"
COMPANIES = (
    Company("R", "Red", "#c8322a", "#ffffff", (MEADOW,), 12, ((4, 1), (3, 2), (3, 3))),
    Company("B", "Blue", "#2160b0", "#ffffff", (MEADOW,), 12, ((3, 1), (4, 2), (3, 3))),
    Company("G", "Green", "#2f8a44", "#ffffff", (MEADOW, MOUNTAIN), 9, ((3, 2), (3, 3), (2, 4))),
    Company("Y", "Yellow", "#e8b400", "#222222", (MOUNTAIN,), 9, ((3, 1), (3, 2), (2, 3))),
    Company("K", "Black", "#2b2b2b", "#ffffff", (MEADOW, MOUNTAIN), 8, ((2, 2), (3, 3), (3, 4))),
)
COMPANY = {c.code: c for c in COMPANIES}
CODES = tuple(c.code for c in COMPANIES)
STATIONS_PER_TILE = 3  # reconstructed: at most 3 stations of one company on one tile
# Buying from a director opens once the bank has sold every share of this many companies (seed).
SOLD_OUT_TO_TRADE = {2: 2, 3: 3, 4: 4}


def stations_of(code: str) -> int:
    return sum(n for n, _ in COMPANY[code].sections)


def station_cost(code: str, built: int) -> int | None:
    """The cost of a company's next station when ``built`` are on the map (None: card empty)."""
    for n, cost in COMPANY[code].sections:
        if built < n:
            return cost
        built -= n
    return None


def passengers_for_group(size: int) -> int:
    """Passengers a group of ``size`` touching stations of one company carries at a year end:
    1 + 2 + ... + size (reconstructed: "the goal is many adjacent stations")."""
    return size * (size + 1) // 2


# -- terrain tiles (source: 8 large tiles of 7 x 7 squares and 35 small twins on the overview map; a
# review counts "four different terrain types in total".  Reconstructed: 4 kinds of terrain with two
# large tiles each, so both ends of the line can stand on the same kind; the layouts and how many
# small twins each has) -------------------------------------------------------------------------
SIZE = 7
TERRAIN_OF = {".": MEADOW, "^": MOUNTAIN, "~": WATER}
KINDS = ("Plains", "Lakes", "Hills", "Mountains")


class TileType(NamedTuple):
    number: int
    name: str
    kind: str
    small: int  # small twins of this large tile in the box
    rows: tuple[str, ...]  # north to south; "." meadow, "^" mountain, "~" water


TILE_TYPES = (
    TileType(1, "Meadow", "Plains", 5, (
        ".......",
        ".......",
        "..^....",
        ".......",
        "....^..",
        ".......",
        ".......")),
    TileType(2, "Pasture", "Plains", 4, (
        ".......",
        ".^...^.",
        "...^...",
        ".^...^.",
        "...^...",
        ".^...^.",
        ".......")),
    TileType(3, "Lake", "Lakes", 5, (
        ".......",
        ".......",
        "..~~...",
        "..~~~..",
        "...~~..",
        ".......",
        ".......")),
    TileType(4, "Ponds", "Lakes", 4, (
        ".......",
        ".~~....",
        ".~~..^.",
        ".......",
        ".^..~~.",
        "....~~.",
        ".......")),
    TileType(5, "Northern hills", "Hills", 5, (
        "^^^^^^^",
        ".^^^^^.",
        "..^^^..",
        ".......",
        "...~...",
        ".......",
        ".......")),
    TileType(6, "Southern hills", "Hills", 4, (
        ".......",
        ".......",
        "...~...",
        ".......",
        "..^^^..",
        ".^^^^^.",
        "^^^^^^^")),
    TileType(7, "Pass", "Mountains", 4, (
        "^^^^^^^",
        ".^^^^^.",
        "..^^^..",
        ".......",
        "..^^^..",
        ".^^^^^.",
        "^^^^^^^")),
    TileType(8, "Peaks", "Mountains", 4, (
        "^^^^^^^",
        "^^...^^",
        "^.....^",
        "^..~..^",
        "^.....^",
        "^^...^^",
        "^^^^^^^")),
)
TILE = {t.number: t for t in TILE_TYPES}


def kind_tiles(kind: str) -> tuple[int, ...]:
    return tuple(t.number for t in TILE_TYPES if t.kind == kind)
START_TILE = 1  # seed: a large meadow tile in the middle, its small twin starts the overview map
START_SQUARE = (3, 3)  # seed: a straight die on the centre square
START_HEADINGS = ("W", "E")  # reconstructed: that die runs west-east; end A points west, end B east

# Game options shown on the new-game screen.
BANK_CHOICE = {"label": "Dice", "choices": {"40": "40 dice (the box)", "60": "60 dice (longer game)"},
               "default": DEFAULT_BANK}
