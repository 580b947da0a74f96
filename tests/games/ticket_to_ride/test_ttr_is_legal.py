"""Ticket to Ride's own ``is_legal`` (one move checked, for ``Game.push``) agrees exactly with
``legal_moves()``, at every position of whole seeded games: 2 to 5 players, every variant.

At each position every legal move must be legal, and a large set of other moves, each written in the
notation, must not be: every draw slot, tickets, pass, every keep combination, malformed variants of
them, and claims with every payment form a route can be written with (every colour alone or with 1 to
length - 1 locomotives, and all locomotives): all of them for the routes the player could claim now
or that a claim has closed, and some routes more at random; every 20th position, every route.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations

import pytest
from ttr_helpers import arrange, choose_tickets, game

from pygame_rules.games.ticket_to_ride.data import COLOURS, FACE_UP, LOCO, ROUTE_ORDER, ROUTES
from pygame_rules.games.ticket_to_ride.notation import MAX_OFFER
from pygame_rules.games.ticket_to_ride.state import SECOND, TURN

OTHERS = (["draw blind", "tickets", "pass"] + [f"draw {i}" for i in range(0, FACE_UP + 2)]
          + ["keep " + " ".join(map(str, pick)) for k in range(1, MAX_OFFER + 1)
             for pick in combinations(range(1, MAX_OFFER + 1), k)]
          + ["keep 2 1", "keep 1 1", "keep 0", "keep", "claim DEN-SLC", "claim DEN-SLC red extra",
             "claim XXX-YYY red", "claim DEN-SLC gray", "claim DEN-SLC loco+1L", "claim DEN-SLC red+0L",
             "claim DEN-SLC red+3L", "draw", "", "draw  1", " pass", "tickets 1"])
# Every payment the notation can write for each route (colour+<length>L is written "loco").
CLAIMS = {rid: [f"claim {rid} {form}" for form in [LOCO, *COLOURS]
                + [f"{c}+{k}L" for c in COLOURS for k in range(1, ROUTES[rid].length)]] for rid in ROUTE_ORDER}
GAMES = [(2, "base"), (3, "1910"), (4, "mega"), (5, "big_cities"), (2, "mega"), (3, "big_cities"), (4, "base"),
         (5, "1910")]
RARE = {"pass", "no blind draw", "face-up locomotive refused as second card", "empty face-up slot",
        "no tickets left", "double closed", "too few trains", "nobody can do anything", "the last round is over",
        "deal", "turn", "second", "keep"}


def check(s, rnd: random.Random, every_route: bool = False) -> set[str]:
    """Check ``is_legal`` against ``legal_moves`` at this position; what rare cases it shows."""
    legal = s.legal_moves()
    assert all(s.is_legal(m) for m in legal), [m for m in legal if not s.is_legal(m)]
    legal_set = set(legal)
    if every_route:
        rids = set(ROUTE_ORDER)
    else:
        rids = {m.split()[1] for m in legal if m.startswith("claim ")}
        rids |= {r for rid in s.claims for r in (rid, ROUTES[rid].twin) if r}  # closed by a claim
        rids = set(rnd.sample(sorted(rids), min(len(rids), 6))) | set(rnd.sample(ROUTE_ORDER, 4))
    sample = OTHERS + [m for rid in sorted(rids) for m in CLAIMS[rid]]
    wrong = [m for m in sample if s.is_legal(m) != (m in legal_set)]
    assert not wrong, (s.phase, wrong)
    return cases(s, legal)


def cases(s, legal: list[str]) -> set[str]:
    seen = {s.phase}
    if legal == ["pass"]:
        seen.add("pass")
    if s.phase == TURN and not (s.deck or s.discards):
        seen.add("no blind draw")
    if s.phase == SECOND and LOCO in s.face_up:
        seen.add("face-up locomotive refused as second card")
    if None in s.face_up:
        seen.add("empty face-up slot")
    if s.phase == TURN and not s.tickets:
        seen.add("no tickets left")
    if s.phase == TURN:
        for rid in ROUTE_ORDER:
            reason = s.route_open(s.current, rid) if s.payments(s.current, rid) else None
            if reason:
                seen.add("double closed" if "double" in reason else "too few trains" if "trains" in reason else "taken")
    return seen


def play(n: int, variant: str, seed: int, hoard: bool) -> set[str]:
    """A whole seeded game checked at every position.  A hoarding game draws cards whenever it can
    and keeps every ticket it draws, to empty the deck and the tickets."""
    rnd = random.Random(seed)
    g = game(n, seed=seed, variant=variant)
    seen = set()
    while not g.is_over:
        seen |= check(g.state, rnd, every_route=len(g.moves) % 20 == 0)
        moves = g.legal_moves()
        if hoard:
            draws = [m for m in moves if m.startswith("draw")]
            if "tickets" in moves and rnd.random() < 0.15:
                moves = ["tickets"]
            elif draws and rnd.random() < 0.97:
                moves = draws
            elif moves[0].startswith("keep"):
                moves = [max(moves, key=len)]
        g.push(rnd.choice(moves))
    assert not any(g.state.is_legal(m) for m in OTHERS + CLAIMS["DEN-SLC"])
    return seen | {g.result()["ended"]}


@cache
def whole_games(n: int, variant: str) -> frozenset[str]:
    """Play a random and a hoarding game of ``n`` players in ``variant``; what rare cases they showed."""
    return frozenset(play(n, variant, seed=100 + n, hoard=False) | play(n, variant, seed=200 + n, hoard=True))


@pytest.mark.parametrize("n,variant", GAMES, ids=[f"{n}p-{v}" for n, v in GAMES])
def test_is_legal_agrees_with_legal_moves_in_whole_games(n, variant):
    whole_games(n, variant)


@pytest.mark.parametrize("left,kw", [
    ("pass", {}), ("tickets", {"ticket_deck": [["DEN", "SLC", 3]]}), ("draw blind", {"discards": ["red"]}),
    ("draw 2", {"face_up": [None, "red", None, None, None]}), ("claim ", {"hands": {0: {"red": 3}, 1: {}}}),
], ids=["pass", "tickets", "discards", "face-up", "claim"])
def test_positions_where_one_thing_is_left(left, kw):
    """Nothing to draw and no tickets left (as the games reach only rarely): passing is legal exactly
    when nothing else is, and a round of passes ends the game."""
    g = arrange(choose_tickets(game(2, seed=3)), **{"face_up": [None] * 5, "deck": [], "discards": [],
                                                    "hands": {0: {}, 1: {}}, "ticket_deck": [], **kw})
    legal = g.legal_moves()
    assert legal and all(m.startswith(left) for m in legal) and (len(legal) == 1 or left == "claim ")
    check(g.state, random.Random(0), every_route=True)
    if left == "pass":
        g.push("pass")
        g.push("pass")
        assert g.is_over and not any(g.state.is_legal(m) for m in OTHERS)


def test_the_games_reach_the_rare_cases():
    seen = set().union(*(whole_games(n, variant) for n, variant in GAMES))
    assert RARE - {"pass", "nobody can do anything"} <= seen, RARE - seen


def test_the_push_benchmark_runs_and_plays_the_same_games_both_ways(capsys):
    """A tiny run of benchmarks/push_speed.py (it stops if the two checks play different games).
    Its speeds are reported by the script, never asserted here."""
    from benchmarks import push_speed

    push_speed.main(["--games", "2", "--repeats", "1"])
    out = capsys.readouterr().out
    assert "complete random games" in out and "replays" in out and "Last Spike" in out
