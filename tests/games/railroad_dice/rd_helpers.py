"""Helpers that put a Railroad Dice game into a chosen position, the way a chess test sets up a FEN."""

from __future__ import annotations

from pygame_rules.game import Game
from pygame_rules.games.railroad_dice import hidden_dice as purse
from pygame_rules.games.railroad_dice.data import CODES, FACES, ROLL_OF_FACE, START_DICE
from pygame_rules.i18n.messages import Msg

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def game(n: int = 3, seed: int = 1, bank: str = "40", bots: dict[int, str] | None = None, picks: bool = False,
         rules_version: int | None = None):
    """A new game at the start of year 1: the opening (rules versions 4 and 5: the picks, and with four
    players seat 1's head start) left out unless ``picks``, so that a test of the year's rules starts
    from no shares and empty screens, as it did before them."""
    seats = [{"name": NAMES[i], "bot": (bots or {}).get(i)} for i in range(n)]
    g = Game("railroad_dice", {"players": seats, "bank": bank}, seed, rules_version=rules_version)
    if not picks:
        skip_picks(g)
    return g


def skip_picks(g):
    """Arrange year 1's first turn as if nobody had a free share to pick or dice behind a screen (the
    log's first line as then)."""
    s = g.state
    for p, extra in enumerate(s.order.head_start):
        purse.put(s.bank, purse.take(s.screens[p], extra))
    if s.picks:
        s.picks.clear()
        s.log[-1] = Msg("rd.log.start", n=START_DICE, name=s.names[0])
        s.phase, s.current = "turn", s.start
        s.touch()
    return g


def faces(*names: str) -> list[int]:
    """Die numbers that roll these faces, for game.script_dice: faces("straight", "wild")."""
    return [ROLL_OF_FACE[f] for f in names]


def front(**counts: int) -> dict[str, int]:
    return {f: counts.get(f, 0) for f in FACES}


def arrange(g, *, fronts=None, screens=None, shares=None, directors=None, bank_shares=None, passengers=None,
            current=None, year=None, income_taken=None, rolled=None):
    """Rewrite parts of the position; the bank takes or gives the difference so that every die is
    still somewhere.  fronts {p: {face: n}} (missing faces 0); screens {p: n}; shares {p: {code: n}}
    (the bank's shares recounted unless bank_shares is given); directors {code: p or None}."""
    s = g.state
    for p, counts in (fronts or {}).items():
        s.fronts[p] = front(**counts)
    for p, n in (screens or {}).items():
        s.screens[p] = purse.empty(s.total)
        purse.put(s.screens[p], n)
    if shares is not None:
        for p, held in shares.items():
            s.shares[p] = {c: held.get(c, 0) for c in CODES}
        from pygame_rules.games.railroad_dice.data import COMPANY
        for c in CODES:
            s.bank_shares[c] = COMPANY[c].shares - sum(pl[c] for pl in s.shares)
    if bank_shares is not None:
        s.bank_shares.update(bank_shares)
    if directors is not None:
        s.directors.update(directors)
    if passengers is not None:
        for p, n in passengers.items():
            s.passengers[p] = n
    if current is not None:
        s.current = current
    if year is not None:
        s.year = year
    if income_taken is not None:
        s.income_taken = income_taken
    if rolled is not None:
        s.rolled = rolled
    rebank(g)
    return g


def rebank(g, bank: int | None = None):
    """Make the bank hold every die not elsewhere (or exactly ``bank`` dice, the rest behind no screen:
    only for tests that empty it on purpose, with the rest accounted for by the caller)."""
    s = g.state
    elsewhere = s.on_board() + sum(s.screen(q) + s.dice_in_front(q) for q in range(len(s.names)))
    s.bank = purse.empty(s.total)
    purse.put(s.bank, s.total - elsewhere if bank is None else bank)
    s.touch()
    return g


def lay_track(g, tile: int, pieces: list[tuple[tuple[int, int], str, str]], face: str = "straight"):
    """Put track dice on tile index ``tile``: (square, side in, side out) each, from the bank."""
    s = g.state
    for sq, a, b in pieces:
        s.tiles[tile]["track"].append({"sq": list(sq), "sides": [a, b], "face": face})
    rebank(g)
    return g


def set_end(g, e: int, tile: int, sq: tuple[int, int], heading: str):
    g.state.ends[e] = {"tile": tile, "sq": list(sq), "dir": heading}
    g.state.touch()
    return g


def add_tile(g, tile_type: int, cell: tuple[int, int]) -> int:
    """Place a small tile (taken from the box) on the overview map; returns its index."""
    s = g.state
    s.small_left[tile_type] -= 1
    s.tiles.append({"n": len(s.tiles) + 1, "type": tile_type, "cell": list(cell), "cleared": True,
                    "stations": [], "track": []})
    s.touch()
    return len(s.tiles) - 1


def add_station(g, tile: int, code: str, sq: tuple[int, int]):
    g.state.tiles[tile]["stations"].append([code, sq[0], sq[1]])
    g.state.touch()
    return g


def finish_turns(g, until_seat: int = 0):
    """End turns (giving back ? dice last) until ``until_seat`` is to move in a new turn."""
    while True:
        if g.state.phase == "discard":
            g.push(next(m for m in g.legal_moves()))
            continue
        g.push("end")
        if g.current_player == until_seat and g.state.phase == "turn":
            return g
