"""The German summary's own reading of two rules, offered as house rules (docs/games/ticket_to_ride.md):
other players' routes complete a ticket, and both tracks of a double route are used only with four
players.  The published rules stay the default, and a default game hashes as it always did."""

import pytest
from ttr_helpers import NAMES, arrange, choose_tickets

from pygame_rules import IllegalMove, load_game, new_game
from pygame_rules.games.ticket_to_ride import RULES
from pygame_rules.saves import dumps

TICKET = ("DEN", "SLC", 3)  # Denver - Salt Lake City, one route apart (DEN-SLC)
LONG_TICKET = ("DEN", "SFO", 11)  # Denver - Salt Lake City - San Francisco


def house_game(n=2, seed=3, **house):
    opts = {"players": [{"name": x} for x in NAMES[:n]], **house}
    return choose_tickets(new_game("ticket_to_ride", opts, seed))


def test_the_published_rules_are_the_default():
    opts = RULES.normalize_options({"players": ["Ann", "Bob"]})
    assert opts["tickets"] == "own" and opts["doubles"] == "published"
    assert new_game("ticket_to_ride", {"players": ["Ann", "Bob"]}, 3).state.house == ()


def test_house_rules_change_the_hash_and_defaults_do_not():
    plain = new_game("ticket_to_ride", {"players": ["Ann", "Bob"]}, 3)
    spelled = new_game("ticket_to_ride", {"players": ["Ann", "Bob"], "tickets": "own", "doubles": "published"}, 3)
    house = new_game("ticket_to_ride", {"players": ["Ann", "Bob"], "tickets": "any"}, 3)
    assert plain.state_hash() == spelled.state_hash()
    assert "house" not in plain.state.to_dict()
    assert house.state_hash() != plain.state_hash()


def test_unknown_house_rule_values_are_refused():
    with pytest.raises(ValueError, match="unknown tickets"):
        RULES.normalize_options({"players": ["Ann", "Bob"], "tickets": "everyone"})


# -- (a) tickets through other players' routes -------------------------------------------------
def test_published_rules_a_ticket_needs_your_own_routes():
    g = arrange(house_game(), claims={"DEN-SLC": 1}, tickets={0: [TICKET]})
    assert not g.state.ticket_done(0, TICKET)
    assert g.view(0)["tickets"][0]["done"] is False


def test_house_rule_another_players_route_completes_your_ticket():
    g = arrange(house_game(tickets="any"), claims={"DEN-SLC": 1}, tickets={0: [TICKET]})
    assert g.state.ticket_done(0, TICKET)
    assert g.view(0)["tickets"][0]["done"] is True
    assert g.view(0)["house_rules"] == ["tickets_any"]


def test_house_rule_ticket_scoring_mixes_own_and_others_routes():
    # Ann owns Salt Lake City - San Francisco, Bob owns Denver - Salt Lake City: together they join
    # Ann's Denver - San Francisco ticket.  Route points stay with each route's owner.
    claims = {"DEN-SLC": 1, "SLC-SFO": 0}
    for house, sign in (("own", -1), ("any", 1)):
        g = arrange(house_game(tickets=house), claims=claims, tickets={0: [LONG_TICKET], 1: []})
        g.state.finish("the last round is over")
        rows = {r["player"]: r for r in g.result()["ranking"]}
        assert rows[0]["ticket_points"] == sign * LONG_TICKET[2]
        assert rows[0]["route_points"] == 10  # SFO-SLC is 5 long; Bob's route scores for Bob only
        assert rows[1]["route_points"] == 4
        assert rows[0]["longest"] == 5  # the longest path counts own routes only


# -- (b) both tracks of a double route only with four players ---------------------------------
@pytest.mark.parametrize("n, both_published, both_house", [(2, False, False), (3, False, False),
                                                          (4, True, True), (5, True, False)])
def test_double_route_availability_by_player_count(n, both_published, both_house):
    for house, both in (("published", both_published), ("four", both_house)):
        g = arrange(house_game(n=n, doubles=house), hands={q: {"yellow": 3, "red": 3} for q in range(n)},
                    claims={"DEN-SLC": 0}, current=1)
        assert g.view(None)["doubles_both"] is both
        assert ("claim DEN-SLC/2 yellow" in g.legal_moves()) is both
        assert g.state.is_legal("claim DEN-SLC/2 yellow") is both
        if not both:
            with pytest.raises(IllegalMove, match="double"):
                g.push("claim DEN-SLC/2 yellow")


def test_house_rule_five_players_the_other_track_is_drawn_closed():
    g = arrange(house_game(n=5, doubles="four"), claims={"DEN-SLC": 0})
    assert "house rule: both are used only with 4 players" in g.svg(None)
    published = arrange(house_game(n=5), claims={"DEN-SLC": 0})
    assert "closed (the other route" not in published.svg(None)


def test_house_rules_survive_a_save():
    g = house_game(n=5, tickets="any", doubles="four")
    text = dumps(g)
    again = load_game(text)
    assert again.state.house == ("doubles_four", "tickets_any")
    assert again.state_hash() == g.state_hash()


def test_option_sets_cover_each_house_rule_at_every_player_count():
    sets = RULES.option_sets()
    for key, value in (("tickets", "any"), ("doubles", "four")):
        counts = sorted(len(o["players"]) for o in sets if o[key] == value)
        assert counts == [2, 3, 4, 5]
        assert all(o["variant"] == "base" for o in sets if o[key] == value)
    # every variant with every player count under the published rules; nothing crossed beyond that
    assert len(sets) == 4 * 4 + 2 * 4
