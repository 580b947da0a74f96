"""The order of a year (rules versions 3 and 4, reconstructed: the start-player disc passes to the right, to
the seat that played last, every year; directors are settled when the year ends), and rules versions 2
(the disc passed clockwise) and 1 (seat 1 began every year), which older saves keep."""

import json
from pathlib import Path

from rd_helpers import NAMES, arrange, faces, game

from pygame_rules import load_game
from pygame_rules.game import Game
from pygame_rules.games.railroad_dice import RULES
from pygame_rules.games.railroad_dice.bots.strong import Strong
from pygame_rules.games.railroad_dice.data import FOUR_PLAYER_ORDERS, YEAR_END, YEAR_ORDERS


def turn_order(g, turns: int) -> list[tuple[int, int]]:
    """(year, seat) of the next ``turns`` turns, each ended at once."""
    seen = []
    for _ in range(turns):
        seen.append((g.state.year, g.current_player))
        g.push("end")
    return seen


def old_game(n: int, version: int) -> Game:
    seats = [{"name": NAMES[i], "bot": None} for i in range(n)]
    return Game("railroad_dice", {"players": seats, "bank": "40"}, 1, rules_version=version)


def test_the_start_player_disc_passes_to_the_seat_that_played_last():
    """Rules version 3: whoever ends a year begins the next, two turns in a row across the year end."""
    assert RULES.rules_version == 5 and RULES.replays_versions == (1, 2, 3, 4)
    g = game(4)
    assert g.state.order == FOUR_PLAYER_ORDERS[5] and g.state.order.to_last
    assert turn_order(g, 12) == [(1, 0), (1, 1), (1, 2), (1, 3),
                                 (2, 3), (2, 0), (2, 1), (2, 2),
                                 (3, 2), (3, 3), (3, 0), (3, 1)]
    assert g.state.year == 4 and g.current_player == 1 and g.view(0)["start_player"] == 1
    assert "Year 2: Dee takes the start-player disc and begins." in g.state.log
    assert g.state.log[-1] == "Year 4: Bob takes the start-player disc and begins."
    assert turn_order(game(3), 6) == [(1, 0), (1, 1), (1, 2), (2, 2), (2, 0), (2, 1)]


def test_rules_version_2_passes_the_disc_clockwise_every_year():
    g = old_game(4, 2)
    assert not g.state.order.to_last
    assert turn_order(g, 12) == [(1, 0), (1, 1), (1, 2), (1, 3),
                                 (2, 1), (2, 2), (2, 3), (2, 0),
                                 (3, 2), (3, 3), (3, 0), (3, 1)]
    assert g.state.year == 4 and g.current_player == 3 and g.view(0)["start_player"] == 3
    assert "Year 2: Bob takes the start-player disc and begins." in g.state.log
    assert g.state.log[-1] == "Year 4: Dee takes the start-player disc and begins."


def test_with_two_players_the_seats_take_turns_beginning_the_year():
    for g in (game(2), old_game(2, 2)):  # with two, the right and the left are the same seat
        assert turn_order(g, 6) == [(1, 0), (1, 1), (2, 1), (2, 0), (3, 0), (3, 1)]


def test_the_last_seat_of_a_year_begins_the_next_and_the_seat_before_it_settles_the_directors():
    """Rules version 3: Cy ends year 1 and begins year 2 (two turns in a row, the directors settled in
    between); Bob plays last in year 2, so his shares count at its end and Cy's answer has to wait for
    year 3, which Bob begins.  The purchases come from scripted rolls."""
    g = arrange(game(3), shares={0: {"R": 2}}, directors={"R": 0})
    g.push("end")  # Ann
    g.push("end")  # Bob
    arrange(g, screens={2: 2})
    g.script_dice(faces("share", "share"))
    g.push("roll 2+0")  # Cy, the last of year 1
    g.push("buy B share")
    g.push("buy B share")
    g.push("end")
    assert (g.state.year, g.current_player) == (2, 2) and g.state.directors["B"] == 2
    assert g.state.log[-1] == "Year 2: Cy takes the start-player disc and begins."
    g.push("end")  # Cy again
    g.push("end")  # Ann
    arrange(g, screens={1: 3})
    g.script_dice(faces("share", "share", "share"))
    g.push("roll 3+0")  # Bob, the last of year 2
    for _ in range(3):
        g.push("buy R share")
    g.push("end")
    assert g.state.year == 3 and g.current_player == 1  # Bob played last: he begins year 3
    assert g.state.directors["R"] == 1 and g.state.directors["B"] == 2
    assert "Bob now directs Red." in g.state.log[-2]


def test_in_rules_version_2_the_seat_before_the_disc_settles_the_directors_each_year():
    """Year 2 begins with Bob, so Ann plays last: her shares count at that year end, Cy's answer has to
    wait for year 3.  The purchases come from scripted rolls."""
    g = arrange(old_game(3, 2), shares={2: {"R": 2}}, directors={"R": 2})
    for _ in range(3):
        g.push("end")
    assert (g.state.year, g.current_player) == (2, 1)
    g.push("end")  # Bob
    arrange(g, screens={2: 2, 0: 3})
    g.script_dice(faces("share", "share"))
    g.push("roll 2+0")  # Cy
    g.push("buy B share")
    g.push("buy B share")
    g.push("end")
    g.script_dice(faces("share", "share", "share"))
    g.push("roll 3+0")  # Ann, the last of year 2
    for _ in range(3):
        g.push("buy R share")
    g.push("end")
    assert g.state.year == 3 and g.current_player == 2  # the disc went on to Cy
    assert g.state.directors["R"] == 0 and g.state.directors["B"] == 2
    assert "Ann now directs Red; Cy now directs Blue." in g.state.log[-2]


def test_a_trigger_plays_the_year_out_from_the_disc_round_to_the_seat_before_it():
    g = game(3)
    for _ in range(3):
        g.push("end")  # year 1
    s = g.state
    arrange(g, screens={2: s.bank_count()})  # the bank empties into Cy's screen
    g.push("end")  # Cy, who holds the disc in year 2
    assert s.ending == "the bank ran out of dice"
    assert "The bank is empty at the end of Cy's turn. The game ends at the end of year 2." in s.log
    g.push("end")  # Ann
    assert not g.is_over and g.current_player == 1
    g.push("end")  # Bob, the last of year 2
    assert g.is_over and s.year == 2


def test_rules_version_1_keeps_seat_1_first_every_year():
    g = old_game(3, 1)
    assert g.state.order == YEAR_ORDERS[1] and not g.state.order.marker_passes
    assert turn_order(g, 6) == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]
    assert not any("start-player disc" in line for line in g.state.log)
    assert "start" not in g.state.to_dict()  # a version-1 state keeps the shape its saves were hashed with
    assert "start" in game(3).state.to_dict()


def test_the_view_says_who_begins_and_when_directors_change():
    g = game(3)
    for _ in range(3):
        g.push("end")
    view = g.view(None)
    assert view["start_player"] == 2 and view["directors_change"] == YEAR_END


def test_the_strong_bot_weighs_the_rivals_who_play_after_it_this_year():
    """First of the year, a lead of one share is easily bought away by the two rivals to come; last of
    the year, nobody can answer before the directors are settled."""
    g = arrange(game(3), fronts={0: {"share": 1}, 1: {"wild": 4}, 2: {"wild": 4}})
    first = Strong(g.view(0), g.legal_moves())
    assert first.later == [1, 2]
    assert 0 < first.hold_chance("R", [1, 0, 0]) < first.hold_chance("R", [4, 0, 0]) < 1
    for _ in range(2):
        g.push("end")
    arrange(g, fronts={2: {"share": 1}})
    last = Strong(g.view(2), g.legal_moves())
    assert last.later == [] and last.hold_chance("R", [0, 0, 1]) == 1.0


def test_recorded_games_of_older_rules_versions_replay_under_their_rules():
    fixtures = Path(__file__).resolve().parents[2] / "fixtures" / "railroad_dice"
    for version in (1, 2, 3, 4):
        old = sorted(fixtures.glob(f"v{version}_*.json"))
        assert len(old) == 4
        for path in old:
            data = json.loads(path.read_text(encoding="utf-8"))
            assert data["rules_version"] == version
            g = load_game(data)  # every move again, the state hash checked
            assert g.rules_version == version and g.state.order == YEAR_ORDERS[version]
            assert g.result()["ended"] == data["recorded"]["ended"]
    assert json.loads((fixtures / "4p_40_bank.json").read_text(encoding="utf-8"))["rules_version"] == 5
