"""Passenger contracts with discard conditions (rules version 2; S-ac: "some contracts carry discard
conditions (e.g. a number of mine depletions)"; which ones and how many are a reconstruction):
A4, B3 and B8 leave the game once that many claims have depleted, wherever they are face up or held.
Depletions are rolled with scripted dice."""

from __future__ import annotations

from sv_helpers import NAMES, finish_placing, give_claim, log_has, placing, st

from pygame_rules import Game, dumps, load_game
from pygame_rules.games.silverton import RULES
from pygame_rules.games.silverton.data import CLAIMS, PASSENGERS
from pygame_rules.games.silverton.round_end import Refill

SILVER = next(c for c in CLAIMS if CLAIMS[c]["kind"] == "silver" and CLAIMS[c]["grade"] == "fair")


def new(version: int | None = None) -> Game:
    return Game("silverton", {"players": [{"name": NAMES[i]} for i in range(2)]}, 1, version)


def take_from_stacks(g: Game, pid: str) -> None:
    s = st(g)
    for stack in s.pass_below:
        if pid in stack:
            stack.remove(pid)
    if pid in s.pass_top:
        s.pass_top[s.pass_top.index(pid)] = None


def deplete_one(g: Game, cid: str = SILVER) -> None:
    """Seat 0 operates a claim (goods on it, so it stays) and rolls 1+1: it depletes."""
    give_claim(g, 0, cid, goods=2)
    placing(g)
    finish_placing(g)
    g.script_dice([1, 1])
    g.push(f"operate {cid}")
    assert cid in st(g).players[0]["depleted"]


def ann_holds_b3_then_depletes(g: Game, depletions_before: int) -> None:
    s = st(g)
    take_from_stacks(g, "B3")
    s.players[0]["passengers"].append("B3")
    s.depletions = depletions_before
    deplete_one(g)


def test_the_conditions_are_in_the_data():
    assert {p: c["discard"]["depletions"] for p, c in PASSENGERS.items() if "discard" in c} == {
        "A4": 2, "B3": 3, "B8": 3}
    assert RULES.rules_version >= 2 and 1 in RULES.replays_versions


def test_a_held_contract_is_discarded_by_the_depletion_that_meets_its_condition():
    g = new()
    s = st(g)
    ann_holds_b3_then_depletes(g, 2)
    assert s.depletions == 3
    assert "B3" not in s.players[0]["passengers"] and s.pass_gone == ["A4", "B3"]  # A4 (2) went too
    assert log_has(g, "3 claims have depleted: passenger contract B3 is discarded (Ann loses it)")
    assert not s.invariants()


def test_a_contract_short_of_its_condition_stays():
    g = new()
    s = st(g)
    ann_holds_b3_then_depletes(g, 1)
    assert s.depletions == 2 and "B3" in s.players[0]["passengers"]
    assert s.pass_gone == ["A4"]  # A4 (2 depletions) lay face up: it goes, and its stack's top is empty


def test_a_face_up_contract_goes_and_the_refill_turns_up_the_next():
    g = new()
    s = st(g)
    i = s.pass_top.index("A4")
    s.depletions = 1
    deplete_one(g)
    assert s.pass_top[i] is None and s.pass_gone == ["A4"]
    assert g.view(0)["pass_gone"] == ["A4"] and g.view(0)["depletions"] == 2
    Refill().start(s)
    assert s.pass_top[i] is not None and s.pass_top[i][0] == "B"


def test_a_contract_turned_up_after_its_condition_came_true_goes_at_once():
    g = new()
    s = st(g)
    s.pass_open.append(s.pass_top[0])  # A1 taken and returned: stack 0 shows nothing
    s.pass_top[0] = None
    j = next(k for k, stack in enumerate(s.pass_below) if "B3" in stack)
    s.pass_below[j][s.pass_below[j].index("B3")] = s.pass_below[0][1]
    s.pass_below[0][1] = "B3"  # the C below, B3 on it
    s.depletions = 3
    s.refill_passengers()
    assert "B3" in s.pass_gone and s.pass_top[0] is not None and s.pass_top[0][0] == "C"
    assert not s.invariants()


def test_open_pile_contracts_go_too():
    g = new()
    s = st(g)
    take_from_stacks(g, "B8")
    s.pass_open.append("B8")
    s.depletions = 2
    deplete_one(g)
    assert "B8" not in s.pass_open and "B8" in s.pass_gone


def test_rules_version_1_games_keep_their_contracts_and_their_saves_load():
    g = new(1)
    s = st(g)
    ann_holds_b3_then_depletes(g, 5)
    assert "B3" in s.players[0]["passengers"] and "A4" in s.pass_top and s.pass_gone == []
    assert "pass_gone" not in s.to_dict() and g.view(0)["gone_at"] == {}


def test_a_save_of_rules_version_1_replays_under_those_rules():
    g = new(1)
    while len(g.moves) < 120:
        g.push(g.bot_move("standard"))
    again = load_game(dumps(g))
    assert again.rules_version == 1 and again.state_hash() == g.state_hash()
    assert load_game(dumps(new(2))).rules_version == 2
    assert load_game(dumps(new())).rules_version == RULES.rules_version


def test_the_board_shows_the_condition():
    g = new()
    svg = g.svg(0)
    assert ">✕2</text>" in svg and "discarded once 2 claims have depleted" in svg
    assert "✕2" not in new(1).svg(0)
