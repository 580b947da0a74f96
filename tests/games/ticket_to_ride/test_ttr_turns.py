"""One action a turn: drawing train cards, claiming routes, drawing tickets, passing, the end."""

import pytest
from ttr_helpers import arrange, card_total, choose_tickets, game, stack

from pygame_rules import IllegalMove

ROW = ["red", "blue", "green", "white", "black"]


def ready(n=2, seed=3, **kw):
    return arrange(choose_tickets(game(n, seed=seed)), **kw)


# -- drawing train cards ------------------------------------------------------------------------
def test_a_draw_is_two_cards_then_the_turn_passes():
    g = ready(face_up=list(ROW))
    before = sum(g.state.players[0]["hand"].values())
    g.push("draw blind")
    assert g.current_player == 0 and g.state.phase == "second"
    assert "tickets" not in g.legal_moves() and not any(m.startswith("claim") for m in g.legal_moves())
    with pytest.raises(IllegalMove, match="second train card"):
        g.push("tickets")
    g.push("draw 2")
    assert g.current_player == 1 and sum(g.state.players[0]["hand"].values()) == before + 2


def test_a_face_up_card_is_replaced_at_once():
    g = ready(face_up=list(ROW))
    top = g.state.deck[-1]
    g.push("draw 3")
    assert g.state.players[0]["hand"]["green"] >= 1
    assert g.state.face_up[2] == top


def test_a_face_up_locomotive_is_the_whole_draw():
    g = ready(face_up=["loco"] + ROW[1:])
    g.push("draw 1")
    assert g.current_player == 1 and g.state.players[0]["hand"]["loco"] >= 1


def test_a_face_up_locomotive_is_never_the_second_card():
    g = ready(face_up=["loco"] + ROW[1:])
    g.push("draw 2")
    assert "draw 1" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="locomotive can't be taken as the second card"):
        g.push("draw 1")
    assert g.state.phase == "second"


def test_a_blind_locomotive_counts_as_one_card():
    g = ready(face_up=list(ROW))
    stack(g, "loco")
    g.push("draw blind")
    assert g.state.phase == "second" and g.current_player == 0


def test_three_face_up_locomotives_redeal_the_row():
    g = ready(face_up=["loco", "loco", "red", "blue", "green"])
    s = g.state
    stack(g, "white", "white", "black", "black", "orange", "loco")  # top: loco, then five colours
    g.push("draw 3")  # red taken; the loco replacing it makes three
    assert s.face_up == ["orange", "black", "black", "white", "white"]
    assert sorted(s.discards) == sorted(["loco", "loco", "loco", "blue", "green"])
    assert card_total(g) == 110


def test_redeals_stop_after_three_in_a_row():
    g = ready(face_up=["loco", "loco", "red", "blue", "green"])
    s = g.state
    rows = [["loco", "loco", "loco", "pink", "pink"]] * 3
    stack(g, *[c for row in reversed(rows) for c in reversed(row)], "loco")
    discards_before = len(s.discards)
    g.push("draw 3")
    assert s.face_up.count("loco") == 3  # still three, but the house rule stops the redeals
    assert len(s.discards) - discards_before == 15
    assert g.state.phase == "second"


def test_only_five_cards_left_with_three_locomotives_neither_crashes_nor_loops():
    # Every other card is in the hands: the deck holds 5 cards, 3 of them locomotives.
    g = choose_tickets(game(2, seed=3))
    arrange(g, hands={0: {c: 12 for c in ["pink", "blue", "orange", "white", "green", "yellow"]} | {"loco": 6},
                      1: {"black": 12, "red": 10, "loco": 5}},
            face_up=[None] * 5, deck=["red", "loco", "red", "loco", "loco"], discards=[])
    assert card_total(g) == 110
    g.state.refill_row()
    assert sorted(g.state.face_up) == ["loco", "loco", "loco", "red", "red"]
    assert g.state.deck == [] and g.state.discards == []
    g.push("draw 1")  # the face-up locomotive: the whole draw; nothing refills the slot
    assert g.current_player == 1 and g.state.face_up[0] is None
    g.push("draw 4")  # a red; only locomotives remain, so the draw ends with one card
    assert g.current_player == 0 and card_total(g) == 110


def test_discards_are_shuffled_into_an_empty_deck():
    g = ready(face_up=list(ROW), deck=[], discards=["yellow"] * 3)
    g.state.players[0]["hand"]["yellow"] = 0
    g.push("draw blind")
    assert g.state.players[0]["hand"]["yellow"] == 1
    assert len(g.state.deck) == 2 and g.state.discards == []


def test_face_up_row_is_refilled_when_discards_return():
    g = ready(face_up=[None, None, "red", "blue", "green"], deck=[], discards=["yellow"] * 4)
    g.push("draw blind")  # the reshuffle brings cards back: the empty slots fill at once
    assert g.state.face_up[:2] == ["yellow", "yellow"] and len(g.state.deck) == 1


def test_face_up_row_is_refilled_after_a_claim_fills_the_discards():
    g = ready(face_up=[None, None, None, None, "blue"], deck=[], discards=[],
              hands={0: {"red": 3}, 1: {}})
    g.push("claim DEN-SLC red")
    assert sorted(c for c in g.state.face_up if c) == ["blue", "red", "red", "red"]


def test_no_blind_draw_when_deck_and_discards_are_empty():
    g = ready(face_up=["red", None, None, None, None], deck=[], discards=[])
    assert "draw blind" not in g.legal_moves() and "draw 1" in g.legal_moves()
    with pytest.raises(IllegalMove, match="deck and the discards are empty"):
        g.push("draw blind")


def test_pass_only_when_nothing_is_possible():
    g = ready(face_up=[None] * 5, deck=[], discards=[], hands={0: {}, 1: {}}, ticket_deck=[])
    assert g.legal_moves() == ["pass"]
    g.push("pass")
    assert g.current_player == 1
    g.push("pass")  # a full round of passes: nothing can ever change, the game ends
    assert g.is_over and g.result()["ended"] == "nobody can do anything"


def test_pass_refused_while_something_is_possible():
    g = ready(face_up=list(ROW))
    with pytest.raises(IllegalMove, match="only for when nothing else"):
        g.push("pass")


# -- claiming routes ----------------------------------------------------------------------------
def test_claim_with_one_colour_plus_locomotives():
    g = ready(hands={0: {"red": 2, "loco": 1, "blue": 3}, 1: {}})
    moves = g.legal_moves()
    assert "claim DEN-SLC red+1L" in moves and "claim DEN-SLC red" not in moves
    assert "claim DEN-SLC blue" not in moves  # a red route
    with pytest.raises(IllegalMove, match="red route"):
        g.push("claim DEN-SLC blue")
    discards = len(g.state.discards)
    g.push("claim DEN-SLC red+1L")
    s = g.state
    assert s.claims["DEN-SLC"] == 0 and s.players[0]["trains"] == 42 and s.players[0]["score"] == 4
    assert s.players[0]["hand"]["red"] == 0 and s.players[0]["hand"]["loco"] == 0
    assert len(s.discards) == discards + 3 and g.current_player == 1


def test_gray_routes_take_any_one_colour_and_locomotives_alone():
    g = ready(hands={0: {"red": 2, "blue": 2, "loco": 2}, 1: {}})
    moves = [m for m in g.legal_moves() if m.startswith("claim ATL-CHS ")]
    assert moves == ["claim ATL-CHS blue", "claim ATL-CHS blue+1L", "claim ATL-CHS loco",
                     "claim ATL-CHS red", "claim ATL-CHS red+1L"]


@pytest.mark.parametrize("rid,length,points", [
    ("ATL-NAS", 1, 1), ("ATL-CHS", 2, 2), ("CHI-DUL", 3, 4), ("ATL-NOL", 4, 7), ("ATL-MIA", 5, 10),
    ("CAL-WIN", 6, 15)])
def test_points_per_length(rid, length, points):
    g = ready(hands={0: {"loco": 6}, 1: {}})
    g.push(f"claim {rid} loco")
    assert g.state.players[0]["score"] == points and g.state.players[0]["trains"] == 45 - length


def test_not_enough_trains():
    g = ready(hands={0: {"loco": 6}, 1: {}}, trains={0: 5})
    assert "claim ATL-MIA loco" in g.legal_moves() and "claim CAL-WIN loco" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="needs 6 trains"):
        g.push("claim CAL-WIN loco")


def test_claimed_routes_are_closed():
    g = ready(hands={0: {}, 1: {"red": 3}}, claims={"DEN-SLC": 0})
    g.state.current = 1
    with pytest.raises(IllegalMove, match="already claimed by Ann"):
        g.push("claim DEN-SLC red")


@pytest.mark.parametrize("n", [2, 3])
def test_double_routes_with_two_or_three_players_only_one_is_used(n):
    g = ready(n=n, hands={q: {"yellow": 3, "red": 3} for q in range(n)}, claims={"DEN-SLC": 0})
    for q in range(n):
        g.state.current = q
        assert not any(m.startswith("claim DEN-SLC/2") for m in g.legal_moves())
    g.state.current = 1
    with pytest.raises(IllegalMove, match="only one route of a double"):
        g.push("claim DEN-SLC/2 yellow")


@pytest.mark.parametrize("n", [4, 5])
def test_double_routes_with_four_or_five_players_never_both_to_one(n):
    g = ready(n=n, hands={q: {"yellow": 3, "red": 3} for q in range(n)}, claims={"DEN-SLC": 0})
    assert "claim DEN-SLC/2 yellow" not in g.legal_moves()  # Ann owns the twin
    with pytest.raises(IllegalMove, match="both routes of a double"):
        g.push("claim DEN-SLC/2 yellow")
    g.state.current = 1
    assert "claim DEN-SLC/2 yellow" in g.legal_moves()
    g.push("claim DEN-SLC/2 yellow")
    assert g.state.claims["DEN-SLC/2"] == 1


# -- tickets -----------------------------------------------------------------------------------
def test_drawing_tickets_keep_at_least_one_and_return_the_rest_to_the_bottom():
    g = ready(face_up=list(ROW))
    s = g.state
    top = [list(t) for t in s.tickets[:3]]
    held = len(s.players[0]["tickets"])
    g.push("tickets")
    assert s.phase == "keep" and s.players[0]["offer"] == top
    assert sorted(g.legal_moves()) == ["keep 1", "keep 1 2", "keep 1 2 3", "keep 1 3", "keep 2", "keep 2 3", "keep 3"]
    with pytest.raises(IllegalMove, match="choose which tickets"):
        g.push("draw blind")
    g.push("keep 2")
    assert s.players[0]["tickets"][held:] == [top[1]]
    assert s.tickets[-2:] == [top[0], top[2]]
    assert g.current_player == 1


def test_fewer_tickets_when_the_deck_is_short_and_none_when_empty():
    g = ready(ticket_deck=[("DEN", "ELP", 4), ("BOS", "MIA", 12)])
    g.push("tickets")
    assert len(g.state.players[0]["offer"]) == 2
    g.push("keep 1 2")
    g.state.current = 0
    g.state.tickets = []
    assert "tickets" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="no tickets are left"):
        g.push("tickets")


def test_mega_and_big_cities_draw_four_later():
    for variant in ("mega", "big_cities"):
        g = arrange(choose_tickets(game(2, seed=4, variant=variant)))
        g.push("tickets")
        assert len(g.state.players[0]["offer"]) == 4 and "keep 1" in g.legal_moves()


# -- the end -----------------------------------------------------------------------------------
def test_two_trains_left_triggers_one_last_turn_for_everyone_that_player_included():
    g = ready(n=3, hands={0: {"loco": 6}, 1: {}, 2: {}}, trains={0: 3}, face_up=list(ROW))
    g.push("claim ATL-NAS loco")  # 2 trains left
    assert g.state.last_round_by == 0 and not g.is_over
    for _ in range(4):  # Bob, then Cy: two blind draws each
        g.push("draw blind")
    assert g.current_player == 0 and not g.is_over
    g.push("draw blind")
    assert not g.is_over
    g.push("draw blind")  # Ann's final turn ends the game
    assert g.is_over and g.current_player is None and g.legal_moves() == []


def test_three_trains_left_does_not_end_the_game():
    g = ready(hands={0: {"loco": 6}, 1: {}}, trains={0: 4}, face_up=list(ROW))
    g.push("claim ATL-NAS loco")
    assert g.state.last_round_by is None


def test_not_stuck_in_the_draw_on_the_last_turn():
    # The last turn: one face-up card and nothing else to take.  The draw ends with one card.
    g = ready(hands={0: {"loco": 1}, 1: {}}, trains={0: 3}, face_up=list(ROW))
    g.push("claim ATL-NAS loco")
    g.push("tickets")  # Bob's last turn
    g.push("keep 1")
    s = g.state
    s.face_up = ["red", "loco", None, None, None]
    s.discards, s.deck = [], []
    g.push("draw 1")
    assert g.is_over


def test_draw_ends_with_one_card_when_no_second_card_exists():
    g = ready(face_up=["red", "loco", None, None, None], deck=[], discards=[])
    g.push("draw 1")
    assert g.current_player == 1
    assert "No card is left to take" in g.state.log[-1]["text"]
