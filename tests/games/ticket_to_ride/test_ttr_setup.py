"""Components, map data, options and the opening ticket choice (rules: setup)."""

import pytest
from ttr_helpers import card_total, game

from pygame_rules import IllegalMove, new_game
from pygame_rules.games.ticket_to_ride import RULES
from pygame_rules.games.ticket_to_ride.data import (
    BIG_CITIES,
    CARD_COUNTS,
    CITIES,
    COLOURS,
    GRAY,
    LOCO,
    ROUTES,
    TOTAL_CARDS,
    TRAINS,
    VARIANTS,
    points_for,
)


def test_map_data_matches_the_reference():
    assert len(CITIES) == 36
    assert len(ROUTES) == 100
    assert sum(1 for r in ROUTES.values() if r.twin) == 44  # 22 double pairs
    for colour in COLOURS:
        mine = [r for r in ROUTES.values() if r.colour == colour]
        assert len(mine) == 7 and sum(r.length for r in mine) == 27  # the reference's colour balance
    assert {r.colour for r in ROUTES.values()} == set(COLOURS) | {GRAY}
    for r in ROUTES.values():
        assert r.a in CITIES and r.b in CITIES and 1 <= r.length <= 6
        if r.twin:
            t = ROUTES[r.twin]
            assert (t.a, t.b, t.length) == (r.a, r.b, r.length) and t.twin == r.id


def test_points_by_length():
    assert [points_for(n) for n in range(1, 7)] == [1, 2, 4, 7, 10, 15]


def test_ticket_decks_per_variant():
    assert len(VARIANTS["base"]["tickets"]) == 30
    assert len(VARIANTS["1910"]["tickets"]) == 35
    assert len(VARIANTS["mega"]["tickets"]) == 69
    big = VARIANTS["big_cities"]["tickets"]
    assert len(big) == 35 and all(a in BIG_CITIES or b in BIG_CITIES for a, b, _ in big)
    mega = {(a, b): p for a, b, p in VARIANTS["mega"]["tickets"]}
    assert mega[("LAX", "NYC")] == 20 and ("LAX", "NYC", 21) in VARIANTS["base"]["tickets"]
    for v in VARIANTS.values():
        assert all(a in CITIES and b in CITIES for a, b, _ in v["tickets"])


def test_cards_trains_and_deal():
    for n in range(2, 6):
        g = game(n, seed=n)
        s = g.state
        assert TOTAL_CARDS == 110 and CARD_COUNTS[LOCO] == 14
        assert card_total(g) == 110
        assert all(sum(p["hand"].values()) == 4 for p in s.players)
        assert all(p["trains"] == TRAINS == 45 for p in s.players)
        assert len([c for c in s.face_up if c]) == 5
        assert all(len(p["offer"]) == 3 for p in s.players)
        assert len(s.tickets) == 30 - 3 * n


@pytest.mark.parametrize("variant,deal,keep", [("base", 3, 2), ("1910", 3, 2), ("mega", 5, 3), ("big_cities", 4, 2)])
def test_opening_ticket_choice_in_turn_order(variant, deal, keep):
    g = game(3, seed=7, variant=variant)
    s = g.state
    for p in range(3):
        assert g.current_player == p and s.phase == "deal"
        moves = g.legal_moves()
        assert all(len(m.split()) - 1 >= keep for m in moves)
        assert "keep " + " ".join(str(i) for i in range(1, deal + 1)) in moves
        smallest = "keep " + " ".join(str(i) for i in range(1, keep + 1))
        assert smallest in moves
        if keep > 1:
            with pytest.raises(IllegalMove, match=f"at least {keep}"):
                g.push("keep 1")
        offer = list(s.players[p]["offer"])
        bottom_before = len(s.tickets)
        g.push(smallest)
        assert s.players[p]["tickets"] == offer[:keep]
        # Returned tickets go to the bottom of the ticket deck.
        assert s.tickets[bottom_before:] == offer[keep:]
    assert s.phase == "turn" and g.current_player == 0


def test_options_are_validated():
    opts = RULES.normalize_options({"players": ["a", "b"]})
    assert opts["variant"] == "base"
    assert RULES.normalize_options({"players": ["a", "b"], "variant": "mega"})["variant"] == "mega"
    with pytest.raises(ValueError, match="variant"):
        RULES.normalize_options({"players": ["a", "b"], "variant": "europe"})
    with pytest.raises(ValueError, match="2 to 5"):
        RULES.normalize_options({"players": ["a"]})
    with pytest.raises(ValueError, match="2 to 5"):
        RULES.normalize_options({"players": ["a"] * 6})
    with pytest.raises(ValueError, match="unknown bot"):
        RULES.normalize_options({"players": [{"name": "a", "bot": "nope"}, "b"]})
    assert RULES.id == "ticket_to_ride" and RULES.name == "Ticket to Ride"
    assert (RULES.min_players, RULES.max_players) == (2, 5) and RULES.default_bot in RULES.bots


def test_same_seed_same_game_and_different_seeds_differ():
    a, b, c = game(3, seed=5), game(3, seed=5), game(3, seed=6)
    assert a.state_hash() == b.state_hash() != c.state_hash()


def test_registered():
    g = new_game("ticket_to_ride", {"players": ["a", "b"]}, 1)
    assert g.current_player == 0
