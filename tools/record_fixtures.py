"""Record whole games as fixtures: real saves that every later release must replay to the same end.

    python tools/record_fixtures.py            write every fixture in FIXTURES
    python tools/record_fixtures.py --check    compare the files with a fresh recording, write nothing
    python tools/record_fixtures.py --search   re-run the seed search and check the seeds below
    python tools/record_fixtures.py --list     the fixtures with their seeds and seats

Each fixture is one game played from a fixed seed by a fixed mix of players, every move chosen from
the legal moves and pushed through ``Game.push``, and written with
``pygame_rules.saves.dumps(game, recorded=...)`` to ``tests/fixtures/<game_id>/<name>.json``.
``recorded`` is what the replay must give: ``{"ended", "winners", "ranking": [[player, rank], ...],
"moves"}``.  tests/engine/test_fixtures.py replays each file and checks it, and checks that every
game's endings, choices and smallest and largest player counts have a fixture.

Seats.  A seat is a bot level of the game (``standard``, ``greedy``, ``strong``, ``random``: the move
comes from ``Game.bot_move``) or one of the policies below, which exist to reach rare endings on
purpose.  They see what a bot sees (their own seat's view and the legal moves):

* ``spendthrift`` (Last Spike): plays its dearest tile that completes no route (a completed route
  pays its land holders) and is not the last spike, and buys the dearest land it can.  Five of them
  and one standard bot at six players go bankrupt in 85 of seeds 0-199; bots alone (random,
  standard, and both mixed) never did in 180 six-player games.
* ``hoarder`` (Ticket to Ride): a cooperative policy for "nobody can do anything" (see
  ``HoarderPlan``): keep every ticket, close every route of 1-3 trains, leave each player with exactly
  3 trains, then take every card and ticket there is, after which nobody can act.

Seeds.  Every game's move choices come from ``random.Random(seed)`` (one number per move, handed to
the bot or the policy), so the seed fixes the whole game.  The seed of each fixture is the first seed
from 0 up whose game ends the way the fixture wants (``--search`` finds them again from scratch and
fails if FIXTURES names another).  The Last Spike 2-player bankruptcy (standard against random)
needed a search, finding seed 1, and so did three of Railroad Dice's games (rules version 5: the
2-player year-30 limit at seed 2, the 4-player bank at seed 1, a kind of terrain used up at seed 7 with
4 players); every other fixture ends as wanted at seed 0.  Railroad Dice's recordings of rules versions
1 to 4 are kept as ``v1_*.json`` to ``v4_*.json`` (not in ``FIXTURES``: they replay under their own
rules and are never written again).

Why Ticket to Ride's stalemate is recorded with 3 and 5 players, not 2.  It needs the deck, discards,
face-up row and ticket deck empty, so all 110 cards are in hands, and nobody able to claim.  For any
open route of 1-3 trains of colour c (a gray one takes any colour), the 12 c cards and 14
locomotives (26) are split between the hands, so with two players one of them holds 13 or more of
them and can pay it, having 3 or more trains (2 or fewer start the last round, which ends the game
the other way).  So every route of 1-3 trains must be closed: 106 trains (a double counts once with
2 players), more than the 84 two players can lay while keeping 3 each.  With 3 players (126 trains to
lay) and 5 (210 for the 141 trains of short routes, doubles counted twice) it is reachable, and
recorded.

Regenerating a fixture after a rules change is only allowed together with a ``rules_version`` bump of
that game (docs/engine.md, "Recorded games").
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's engine, not one installed elsewhere

import pygame_rules  # noqa: E402 - after the path line above, on purpose
from pygame_rules.game import Game  # noqa: E402
from pygame_rules.games.last_spike.data import END, SPACES_PER_ROUTE, START, city_routes, route_cities  # noqa: E402
from pygame_rules.games.ticket_to_ride.data import END_TRAINS, GRAY, ROUTE_ORDER, ROUTES  # noqa: E402
from pygame_rules.registry import get_rules  # noqa: E402
from pygame_rules.saves import dumps  # noqa: E402

FIXTURES_DIR = ROOT / "tests" / "fixtures"
MAX_MOVES = 5000  # a game that runs longer is a bug in a policy, not a fixture
SEARCH_LIMIT = 500  # seeds tried by --search before giving up


# -- policies for rare endings ------------------------------------------------------------------
Policy = Callable[[dict[str, Any], list[str], random.Random], str]


def _completes(board: dict[str, Any], tile: str) -> tuple[bool, bool]:
    """Would placing ``tile`` on ``board`` complete its route, and would that be the last spike (St.
    Louis joined to Sacramento)?"""
    placed = set(board) | {tile}

    def complete(letter: str) -> bool:
        return all(f"{letter}{n}" in placed for n in range(1, SPACES_PER_ROUTE + 1))

    if not complete(tile[0]):
        return False, False
    seen, todo = {START}, [START]
    while todo:
        for letter in city_routes(todo.pop()):
            if complete(letter):
                for city in route_cities(letter):
                    if city not in seen:
                        seen.add(city)
                        todo.append(city)
    return True, END in seen


def spendthrift(view: dict[str, Any], legal: list[str], rnd: random.Random) -> str:
    """Last Spike: spend everything, and keep cash from coming back: complete no route (a completed
    route pays its land holders) and above all not the last spike, when another tile will do."""
    if len(legal) == 1:
        return legal[0]
    if view["phase"] == "play":
        def order(tile: str) -> tuple:
            completes, spike = _completes(view["board"], tile)
            return not spike, not completes, view["costs"][tile], rnd.random()
        return max(legal, key=order)
    if view["phase"] == "raise":
        return rnd.choice(legal)
    buys = [m for m in legal if m.startswith("buy ")]
    if buys:
        return max(buys, key=lambda m: view["stacks"][m.split()[1]]["next_price"])
    return legal[-1]


SHORT = 3  # routes of at most this many trains: someone can always pay for one, so all get closed
KEEP = END_TRAINS + 1  # trains each hoarder keeps: fewer would start the last round


def _long_fill(trains: int) -> bool:
    """Can routes of 4, 5 and 6 trains add up to exactly ``trains``?"""
    return trains in (0, 4, 5, 6) or trains >= 8


@cache
def _fillable(budgets: tuple[int, ...], ones: int, twos: int, threes: int) -> bool:
    """Can the players' trains to lay (``budgets``) be used up exactly by the open short routes (all
    of them, by length) plus any long routes?"""
    if not budgets:
        return ones == twos == threes == 0
    first, rest = budgets[0], budgets[1:]
    for x3 in range(min(threes, first // 3) + 1):
        for x2 in range(min(twos, (first - 3 * x3) // 2) + 1):
            for x1 in range(min(ones, first - 3 * x3 - 2 * x2) + 1):
                if _long_fill(first - 3 * x3 - 2 * x2 - x1) and _fillable(rest, ones - x1, twos - x2, threes - x3):
                    return True
    return False


class HoarderPlan:
    """Ticket to Ride: what a hoarder sees of the plan in its view.

    The plan: every route of 1-3 trains gets claimed (with 2 or 3 players a double is closed by one
    claim) and each player lays exactly 42 trains, keeping 3, so no open route is short enough to
    claim; long routes fill what the short ones leave.  A claim is taken only if the rest of the plan
    can still be laid exactly (``_fillable``); coloured short routes go first (they need one colour),
    gray ones are left to fill the gaps.  A player whose trains are laid takes tickets, then cards
    nobody else needs, so the cards others need stay in play.  Once every card and ticket is in a
    hand nobody can act, and a round of passes ends the game.
    """

    def __init__(self, view: dict[str, Any]):
        self.me = view["viewer"]
        self.budgets = [pl["trains"] - KEEP for pl in view["players"]]
        n, claims = len(view["players"]), view["claims"]
        self.short = [rid for rid in ROUTE_ORDER if ROUTES[rid].length <= SHORT and rid not in claims
                      and not (n <= 3 and ROUTES[rid].twin and (ROUTES[rid].twin in claims or rid.endswith("/2")))]

    def keeps_plan(self, rid: str) -> bool:
        length, budgets, short = ROUTES[rid].length, list(self.budgets), list(self.short)
        budgets[self.me] -= length
        if budgets[self.me] < 0:
            return False
        if length <= SHORT:
            twin = ROUTES[rid].twin
            if rid not in short and twin not in short:
                return False
            short.remove(rid if rid in short else twin)
        count = Counter(ROUTES[r].length for r in short)
        return _fillable(tuple(sorted(b for b in budgets if b > 0)), count[1], count[2], count[3])

    def wanted(self) -> Counter:
        """Colours the open coloured short routes ask for."""
        return Counter(ROUTES[r].colour for r in self.short if ROUTES[r].colour != GRAY)


def hoarder(view: dict[str, Any], legal: list[str], rnd: random.Random) -> str:
    if len(legal) == 1:
        return legal[0]
    if view["phase"] in ("deal", "keep"):
        return max(legal, key=len)  # keep every ticket
    plan = HoarderPlan(view)
    claims = [m for m in legal if m.startswith("claim ")]
    planned = [m for m in claims if plan.keeps_plan(m.split()[1])]
    if planned:
        def order(move: str) -> tuple:
            rid, cards = move.split()[1:]
            route = ROUTES[rid]
            locos = route.length if cards == "loco" else int(cards.split("+")[1][:-1]) if "+" in cards else 0
            return route.length <= SHORT and route.colour != GRAY, route.length > SHORT, -locos, route.length
        return max(planned, key=order)
    done = plan.budgets[plan.me] == 0
    if done and "tickets" in legal:
        return "tickets"
    draws = [m for m in legal if m.startswith("draw ")]
    if draws:
        wanted = plan.wanted()

        def worth(move: str) -> float:
            if move == "draw blind":
                return 0.5
            card = view["face_up"][int(move.split()[1]) - 1]
            return -wanted[card] if done else wanted[card]
        return max(draws, key=lambda m: (worth(m), -draws.index(m)))
    if "tickets" in legal:
        return "tickets"
    # Off the plan (this seed does not reach the stalemate): the claim that keeps the most trains.
    return min(claims, key=lambda m: ROUTES[m.split()[1]].length) if claims else legal[0]


POLICIES: dict[str, Policy] = {"spendthrift": spendthrift, "hoarder": hoarder}


# -- the fixtures ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Fixture:
    game: str
    name: str
    seats: tuple[str, ...]  # one bot level or policy per seat
    ending: str  # how the game must end
    seed: int
    choices: dict[str, str] = field(default_factory=dict)

    @property
    def path(self) -> Path:
        return FIXTURES_DIR / self.game / f"{self.name}.json"

    def options(self) -> dict[str, Any]:
        rules = get_rules(self.game)
        seats = [{"name": f"{seat.title()} {i + 1}", "bot": seat if seat in rules.all_bots() else None}
                 for i, seat in enumerate(self.seats)]
        return {"players": seats, **self.choices}


LS_SPIKE, LS_BANKRUPT = "last spike", "bankruptcy"
TTR_LAST, TTR_STUCK = "the last round is over", "nobody can do anything"
TTR_2P = ("strong", "greedy")
TTR_5P = ("strong", "greedy", "random", "greedy", "strong")

FIXTURES = [
    Fixture("last_spike", "2p_last_spike", ("standard", "standard"), LS_SPIKE, 0),
    Fixture("last_spike", "2p_bankruptcy", ("standard", "random"), LS_BANKRUPT, 1),
    Fixture("last_spike", "6p_last_spike", ("standard", "random") * 3, LS_SPIKE, 0),
    Fixture("last_spike", "6p_bankruptcy", ("standard",) + ("spendthrift",) * 5, LS_BANKRUPT, 0),
    Fixture("ticket_to_ride", "base_3p_stalemate", ("hoarder",) * 3, TTR_STUCK, 0, {"variant": "base"}),
]
# Railroad Dice: the bank runs out in most games; a kind of terrain used up and the year-30 limit are
# rarer (random players, who waste dice and seldom join tiles, reach year 30 with the 60-dice bank).
RD_BANK, RD_TERRAIN, RD_LAST = "the bank ran out of dice", "a kind of terrain was used up", "the last year was played"
FIXTURES += [
    Fixture("railroad_dice", "2p_40_bank", ("strong", "basic"), RD_BANK, 0, {"bank": "40"}),
    Fixture("railroad_dice", "2p_60_last_year", ("random", "random"), RD_LAST, 2, {"bank": "60"}),
    Fixture("railroad_dice", "4p_40_bank", ("strong", "basic", "random", "strong"), RD_BANK, 1, {"bank": "40"}),
    Fixture("railroad_dice", "4p_60_terrain", ("strong",) * 4, RD_TERRAIN, 7, {"bank": "60"}),
]
for _variant in ("base", "1910", "mega", "big_cities"):
    FIXTURES += [
        Fixture("ticket_to_ride", f"{_variant}_2p_last_round", TTR_2P, TTR_LAST, 0, {"variant": _variant}),
        Fixture("ticket_to_ride", f"{_variant}_5p_last_round", TTR_5P, TTR_LAST, 0, {"variant": _variant}),
        Fixture("ticket_to_ride", f"{_variant}_5p_stalemate", ("hoarder",) * 5, TTR_STUCK, 0, {"variant": _variant}),
    ]

# Silverton: every scenario and both modes at 1 and 6 players, and every ending (solitaire won and lost,
# a money goal reached, a money scenario's round limit, the campaign's 24 rounds).
SV_MIX = ("strong", "standard") * 3
FIXTURES += [
    Fixture("silverton", "1p_short_won", ("strong",), "solitaire_won", 0, {"scenario": "short", "mode": "standard"}),
    Fixture("silverton", "1p_long_lost", ("standard",), "solitaire_lost", 0, {"scenario": "long", "mode": "standard"}),
    Fixture("silverton", "1p_standard_advanced", ("strong",), "solitaire_won", 1,
            {"scenario": "standard", "mode": "advanced"}),
    Fixture("silverton", "1p_campaign_advanced", ("random",), "solitaire_lost", 0,
            {"scenario": "campaign", "mode": "advanced"}),
    Fixture("silverton", "6p_short_goal", SV_MIX, "goal", 0, {"scenario": "short", "mode": "standard"}),
    Fixture("silverton", "6p_standard_advanced", SV_MIX, "goal", 1, {"scenario": "standard", "mode": "advanced"}),
    Fixture("silverton", "6p_long_round_limit", ("standard", "random") * 3, "round_limit", 0,
            {"scenario": "long", "mode": "standard"}),
    Fixture("silverton", "6p_campaign_advanced", SV_MIX, "campaign", 0, {"scenario": "campaign", "mode": "advanced"}),
]


# -- playing and writing --------------------------------------------------------------------------
def play(fixture: Fixture, seed: int | None = None) -> Game:
    """The fixture's game from ``seed`` (its own by default), played to the end."""
    seed = fixture.seed if seed is None else seed
    game = Game(fixture.game, fixture.options(), seed)
    rnd = random.Random(seed)
    while not game.is_over:
        if len(game.moves) >= MAX_MOVES:
            raise RuntimeError(f"{fixture.name}: no end after {MAX_MOVES} moves")
        seat = fixture.seats[game.current_player]
        move_seed = rnd.randrange(2**32)
        if seat in POLICIES:
            player = game.current_player
            move = POLICIES[seat](game.view(player), game.legal_moves(), random.Random(move_seed))
        else:
            move = game.bot_move(seat, seed=move_seed)
        game.push(move)
    return game


def recorded(game: Game) -> dict[str, Any]:
    result = game.result()
    return {"ended": result["ended"], "winners": list(result["winners"]),
            "ranking": [[row["player"], row["rank"]] for row in result["ranking"]], "moves": len(game.moves)}


def record(fixture: Fixture) -> str:
    """The text of the fixture's file; refuses a seed that does not end the way the fixture wants."""
    game = play(fixture)
    ended = game.result()["ended"]
    if ended != fixture.ending:
        raise RuntimeError(f"{fixture.name}: seed {fixture.seed} ends by {ended!r}, not {fixture.ending!r}")
    return dumps(game, recorded=recorded(game)) + "\n"


def search(fixture: Fixture) -> int:
    """The first seed from 0 up whose game ends the way the fixture wants."""
    for seed in range(SEARCH_LIMIT):
        if play(fixture, seed).result()["ended"] == fixture.ending:
            return seed
    raise RuntimeError(f"{fixture.name}: no seed below {SEARCH_LIMIT} ends by {fixture.ending!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="compare the files with a new recording")
    mode.add_argument("--search", action="store_true", help="find every fixture's seed again")
    mode.add_argument("--list", action="store_true", help="list the fixtures, seeds and seats")
    parser.add_argument("names", nargs="*", help="only these fixtures (default: all)")
    args = parser.parse_args(argv)
    if Path(pygame_rules.__file__).resolve().parent != ROOT / "pygame_rules":
        print(f"refusing to record with the engine at {pygame_rules.__file__}", file=sys.stderr)
        return 2
    chosen = [f for f in FIXTURES if not args.names or f.name in args.names]
    failed = 0
    for fixture in chosen:
        label = f"{fixture.game}/{fixture.name}"
        if args.list:
            print(f"{label}: seed {fixture.seed}, seats {', '.join(fixture.seats)}, ends by {fixture.ending}")
        elif args.search:
            seed = search(fixture)
            ok = seed == fixture.seed
            failed += not ok
            print(f"{label}: first seed {seed}" + ("" if ok else f" (FIXTURES says {fixture.seed})"))
        else:
            text = record(fixture)
            if args.check:
                ok = fixture.path.exists() and fixture.path.read_text(encoding="utf-8") == text
                failed += not ok
                print(f"{label}: {'same' if ok else 'DIFFERENT'}")
            else:
                fixture.path.parent.mkdir(parents=True, exist_ok=True)
                fixture.path.write_text(text, encoding="utf-8")
                print(f"{label}: seed {fixture.seed}, {text.count(chr(10))} lines")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
