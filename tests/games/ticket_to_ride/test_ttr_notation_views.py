"""Move notation, and what each view shows (hidden information, live ticket completion)."""

import json

import pytest
from ttr_helpers import arrange, choose_tickets, game

from pygame_rules import IllegalMove
from pygame_rules.games.ticket_to_ride import RULES
from pygame_rules.games.ticket_to_ride.notation import parse_move


@pytest.mark.parametrize("text,canonical", [
    ("draw blind", "draw blind"), ("DRAW  deck", "draw blind"), ("draw 3", "draw 3"),
    ("tickets", "tickets"), ("Pass", "pass"),
    ("keep 3 1", "keep 1 3"), ("keep 1,2", "keep 1 2"),
    ("claim DEN-SLC red", "claim DEN-SLC red"), ("claim slc-den RED", "claim DEN-SLC red"),
    ("claim DEN-SLC/1 red", "claim DEN-SLC red"), ("claim DEN-SLC/2 yellow+1L", "claim DEN-SLC/2 yellow+1L"),
    ("claim Salt Lake City - Denver red + 1 loco", "claim DEN-SLC red+1L"),
    ("claim denver-salt lake city/2 yellow+2 locomotives", "claim DEN-SLC/2 yellow+2L"),
    ("claim DEN-SLC red+3L", "claim DEN-SLC loco"), ("claim DEN-SLC 3L", "claim DEN-SLC loco"),
    ("claim DEN-SLC locos", "claim DEN-SLC loco"), ("claim DEN-SLC red+0L", "claim DEN-SLC red"),
    ("claim Montreal-Boston pink", "claim BOS-MTL pink"), ("claim St. Louis-Chicago green", "claim CHI-STL green"),
    ("claim Sault St. Marie-Toronto blue", "claim SSM-TOR blue"),
])
def test_parse_canonical(text, canonical):
    assert parse_move(text) == canonical
    assert parse_move(canonical) == canonical


@pytest.mark.parametrize("text,reason", [
    ("", "empty"), ("draw", "say which card"), ("draw 6", "slots are numbered"), ("keep", "by their numbers"),
    ("keep 1 1", "each ticket once"), ("keep 7", "numbered 1 to 5"),
    ("claim DEN-BOS red", "no route joins"), ("claim DEN-XYZ red", "unknown city"),
    ("claim DEN-SFE/2 red", "single route"), ("claim DEN-SLC/3 red", "/1 and /2 only"),
    ("claim DEN-SLC purple", "unknown card colour"), ("claim DEN-SLC gray", "one card colour"),
    ("claim DEN-SLC red+4L", "takes only 3 cards"), ("claim DEN-SLC 2L", "add a colour"),
    ("build DEN-SLC", "not Ticket to Ride notation"), ("claim DEN red", "two cities"),
])
def test_parse_errors_say_why(text, reason):
    with pytest.raises(ValueError, match=reason):
        parse_move(text)


def test_every_legal_move_parses_to_itself_and_labels_are_clear():
    g = arrange(choose_tickets(game(4, seed=9)), hands={0: {"red": 3, "loco": 2, "blue": 4}, 1: {}, 2: {}, 3: {}})
    view = g.view(0)
    for move in g.legal_moves():
        assert parse_move(move) == move
        assert RULES.move_label(move, view) != move
    assert RULES.move_label("claim DEN-SLC red+1L", view) == \
        "Claim Denver–Salt Lake City (3 red, 4 points) with 2 red + 1 locomotive"


def test_keep_labels_name_the_tickets():
    g = game(2, seed=1)
    s = g.state
    s.players[0]["offer"] = [["DEN", "ELP", 4], ["BOS", "MIA", 12], ["SEA", "NYC", 22]]
    view = g.view(0)
    assert RULES.move_label("keep 1 2", view) == "Keep Denver–El Paso (4) and Boston–Miami (12)"
    assert RULES.move_label("keep 1 2 3", view).startswith("Keep all 3: Denver–El Paso (4), Boston–Miami")


def test_views_hide_other_hands_tickets_and_the_decks():
    g = choose_tickets(game(3, seed=4))
    s = g.state
    for viewer in (None, 0, 1, 2):
        view = g.view(viewer)
        text = json.dumps(view)
        assert "rng" not in view and str(s.chance.rng.state) not in text
        assert set(view) >= {"face_up", "deck", "discards", "discard_counts", "ticket_deck", "claims", "players"}
        assert isinstance(view["deck"], int) and isinstance(view["ticket_deck"], int)
        for q, pl in enumerate(s.players):
            shown = view["players"][q]
            assert shown["cards"] == sum(pl["hand"].values()) and shown["tickets"] == len(pl["tickets"])
            assert shown["trains"] == pl["trains"] and shown["score"] == pl["score"]
            if q != viewer:
                own = s.players[viewer]["tickets"] if viewer is not None else []
                for a, b, pts in pl["tickets"]:
                    assert f'"a": "{a}", "b": "{b}", "points": {pts}' not in text or any(
                        (t[0], t[1], t[2]) == (a, b, pts) for t in own)
        if viewer is None:
            assert view["hand"] is None and view["tickets"] is None
        else:
            assert view["hand"] == s.players[viewer]["hand"]
    assert "legal_moves" in g.view(0) and "legal_moves" not in g.view(1) and "legal_moves" not in g.view(None)


def test_opening_offer_is_shown_only_to_its_owner():
    g = game(2, seed=4)
    assert g.view(0)["offer"] and g.view(1)["offer"]
    assert g.view(0)["offer"] != g.view(1)["offer"] or g.state.players[0]["offer"] == g.state.players[1]["offer"]
    assert g.view(None)["offer"] is None and g.view(0)["players"][1]["choosing"] == 3


def test_blind_draws_are_secret_in_the_log_face_up_draws_are_public():
    g = arrange(choose_tickets(game(2, seed=4)), face_up=["red", "blue", "green", "white", "black"])
    top = g.state.deck[-1]
    g.push("draw blind")
    g.push("draw 2")
    mine, theirs = g.view(0)["log"], g.view(1)["log"]
    assert mine[-2].startswith("You draw") and top in mine[-2]
    assert theirs[-2] == "Ann draws a card from the deck." and theirs[-1] == "Ann takes the face-up blue."


def test_a_ticket_already_connected_is_shown_as_completed():
    g = arrange(choose_tickets(game(2, seed=4)), claims={"DEN-SFE": 0, "ELP-SFE": 0},
                tickets={0: [("DEN", "ELP", 4), ("BOS", "MIA", 12)]},
                ticket_deck=[("ELP", "DEN", 4), ("SEA", "NYC", 22), ("DAL", "HOU", 1)])
    view = g.view(0)
    assert [t["done"] for t in view["tickets"]] == [True, False]
    g.push("tickets")
    offer = g.view(0)["offer"]
    assert [t["done"] for t in offer] == [True, False, False]
    assert "already connected" in RULES.move_label("keep 1", g.view(0))
    g.push("keep 1")
    assert [t["done"] for t in g.view(0)["tickets"]] == [True, False, True]


def test_view_counts_discards_per_colour_and_lists_claims():
    g = arrange(choose_tickets(game(2, seed=4)), hands={0: {"red": 2, "loco": 1}, 1: {}})
    g.push("claim DEN-SLC red+1L")
    view = g.view(1)
    assert view["claims"] == {"DEN-SLC": 0}
    assert view["discard_counts"]["red"] >= 2 and view["discard_counts"]["loco"] >= 1
    assert sum(view["discard_counts"].values()) == view["discards"]


def test_refused_moves_change_nothing():
    g = choose_tickets(game(2, seed=4))
    before = g.state_hash()
    for bad in ("keep 1", "claim DEN-SLC red+2L", "pass"):
        with pytest.raises(IllegalMove):
            g.push(bad)
    assert g.state_hash() == before


def test_undo_until_something_is_revealed():
    g = choose_tickets(game(2, seed=4))
    # Keeping tickets reveals nothing, but each keep hands the choice to the next player: final.
    assert g.undo_floor == len(g.moves) and not g.can_undo
    arrange(g, hands={0: {"red": 3}, 1: {}}, face_up=["red", "blue", "green", "white", "black"])
    g.push("claim DEN-SLC red")  # reveals nothing new, but the turn passes to Bob: Ann's claim is final
    assert not g.can_undo and g.floor_reason == "another player has acted since"
    g.push("draw 2")  # Bob takes a face-up card; the refill shows a new card
    assert not g.can_undo and g.floor_reason == "the last move revealed hidden information"
    with pytest.raises(IllegalMove, match="revealed hidden information"):
        g.undo()
