"""Complete games, random and bot players, 2-5 seats, every variant, invariants checked after every move."""

import json
import random

import pytest

from pygame_rules import dumps, load_game, new_game
from pygame_rules.games.ticket_to_ride.data import CARD_COUNTS, CARD_KINDS, ROUTES, TRAINS, VARIANTS, points_for
from pygame_rules.games.ticket_to_ride.notation import parse_move

VARIANT_LIST = ["base", "1910", "mega", "big_cities"]
PUBLIC_PLAYER_KEYS = {"name", "trains", "cards", "tickets", "choosing", "score", "routes", "longest"}


def check_invariants(g):
    s = g.state
    # 110 cards, each kind conserved across hands, face-up row, deck and discards.
    counts = {k: 0 for k in CARD_KINDS}
    for c in s.deck + s.discards + [c for c in s.face_up if c is not None]:
        counts[c] += 1
    for pl in s.players:
        for k, v in pl["hand"].items():
            assert v >= 0
            counts[k] += v
    assert counts == CARD_COUNTS
    # 45 trains each; route points recounted; claims agree with the players' route lists.
    for q, pl in enumerate(s.players):
        assert pl["trains"] + sum(ROUTES[r].length for r in pl["routes"]) == TRAINS
        assert pl["score"] == sum(points_for(ROUTES[r].length) for r in pl["routes"])
        assert sorted(pl["routes"]) == sorted(r for r, o in s.claims.items() if o == q)
        for r in pl["routes"]:
            assert ROUTES[r].twin not in pl["routes"]
            if len(s.players) <= 3:
                assert ROUTES[r].twin not in s.claims
    # Tickets conserved: deck + held + on offer = the variant's deck.
    held = [tuple(t) for t in s.tickets] + [tuple(t) for pl in s.players for t in pl["tickets"] + pl["offer"]]
    assert sorted(held) == sorted(VARIANTS[s.variant]["tickets"])
    if not g.is_over:
        moves = g.legal_moves()
        assert moves, "a legal move must exist until the game ends"
        assert moves == sorted(set(moves))
        assert all(parse_move(m) == m for m in moves)
    # Hidden information: no other player's hand, tickets or offer in any view.
    for viewer in [None] + list(range(len(s.players))):
        view = g.view(viewer)
        for shown in view["players"]:
            assert set(shown) == PUBLIC_PLAYER_KEYS
        text = json.dumps(view)
        assert '"rng"' not in text and '"deck": [' not in text
        if viewer is not None:
            assert view["hand"] == s.players[viewer]["hand"]
            kept = [tuple(t) for t in s.players[viewer]["tickets"]]
            assert [(t["a"], t["b"], t["points"]) for t in view["tickets"]] == kept
        assert ("legal_moves" in view) == (viewer is not None and viewer == g.current_player)


def play(seed, seats, variant, check_every=1, save_every=40):
    rnd = random.Random(seed)
    g = new_game("ticket_to_ride", {"players": [{"name": f"P{i}", "bot": b} for i, b in enumerate(seats)],
                                    "variant": variant}, seed)
    check_invariants(g)
    while not g.is_over:
        assert len(g.moves) < 3000, "the game must end"
        seat = seats[g.current_player]
        move = g.bot_move(seat, seed=rnd.randrange(2**32)) if seat else rnd.choice(g.legal_moves())
        g.push(move)
        if len(g.moves) % check_every == 0:
            check_invariants(g)
        if len(g.moves) % save_every == 0:
            assert load_game(dumps(g)).state_hash() == g.state_hash()
    check_invariants(g)
    replay = new_game("ticket_to_ride", g.options, g.seed)
    for move in g.moves:
        replay.push(move)
    assert replay.state_hash() == g.state_hash()
    assert load_game(dumps(g)).state_hash() == g.state_hash()
    result = g.result()
    assert result and result["ranking"][0]["rank"] == 1 and len(result["ranking"]) == len(seats)
    final = g.state.final_scores()
    for row in result["ranking"]:
        mine = final[row["player"]]
        assert row["score"] == (mine["route_points"] + mine["ticket_points"] + mine["longest_bonus"]
                                + mine["globetrotter_bonus"])
    return g


@pytest.mark.parametrize("seed", range(48))
def test_random_games(seed):
    n = 2 + seed % 4
    variant = VARIANT_LIST[(seed // 4) % 4]
    play(seed, [None] * n, variant, check_every=1 if seed < 8 else 5)


@pytest.mark.parametrize("seed", range(12))
def test_bot_games(seed):
    n = 2 + seed % 4
    variant = VARIANT_LIST[seed % 4]
    levels = ["greedy", "strong", "random"]
    seats = [levels[(seed + i) % 3] for i in range(n)]
    play(500 + seed, seats, variant, check_every=3)


def test_games_exercise_the_rare_paths():
    """The simulation is worth something only if it reaches the rare paths too."""
    seen = set()
    for seed in range(40):
        g = play(900 + seed, [None] * (2 + seed % 4), VARIANT_LIST[seed % 4], check_every=25, save_every=10**6)
        log = " ".join(e["text"] for e in g.state.log)
        if "shuffled into a new deck" in log:
            seen.add("reshuffle")
        if "dealt again" in log:
            seen.add("redeal")
        if "last turn" in log:
            seen.add("last round")
        if any(m.startswith("keep") for m in g.moves[len(g.options["players"]):]):
            seen.add("tickets")
        if any("/2" in m for m in g.moves):
            seen.add("double")
        if {"reshuffle", "redeal", "last round", "tickets", "double"} <= seen:
            break
    assert {"reshuffle", "redeal", "last round", "tickets", "double"} <= seen
