"""The page's API (pygame_rules.bridge): JSON in and out, errors as messages, secrets kept per seat."""

from __future__ import annotations

import json

import pytest

from pygame_rules import bridge, dumps, load_game
from pygame_rules.bridge import Table
from pygame_rules.i18n import messages
from pygame_rules.i18n.messages import Msg
from pygame_rules.registry import get_rules

LAST_SPIKE = get_rules("last_spike")


def call(fn, *args):
    """Every bridge call answers JSON text; decode it and check the envelope."""
    raw = fn(*args)
    assert isinstance(raw, str)
    answer = json.loads(raw)
    assert isinstance(answer["ok"], bool)
    if not answer["ok"]:
        assert isinstance(answer["error"], str) and answer["error"].strip()
    return answer


def opts(*seats) -> str:
    return json.dumps({"players": [s if isinstance(s, dict) else {"name": s} for s in seats]})


def started(*seats, seed=7) -> Table:
    t = Table()
    assert call(t.new_game, "last_spike", opts(*seats), seed)["ok"]
    return t


def snap(t: Table, viewer):
    answer = call(t.snapshot, viewer)
    assert answer["ok"], answer
    return answer["snapshot"]


def tab(t: Table):
    return call(t.table)["table"]


# -- catalogue and opening ----------------------------------------------------------------------
def test_games_lists_last_spike_with_seats_and_bots():
    (game,) = [g for g in json.loads(bridge.games()) if g["id"] == "last_spike"]
    assert (game["min_players"], game["max_players"]) == (2, 6)
    assert game["default_bot"] in game["bots"]
    assert game["name"] == "Last Spike"


@pytest.mark.parametrize("game_id, options, seed, message", [
    ("chess", opts("A", "B"), 1, "unknown game"),
    ("last_spike", "{not json", 1, "not valid JSON"),
    ("last_spike", opts("Solo"), 1, "2 to 6 players"),
    ("last_spike", opts("A", {"name": "B", "bot": "genius"}), 1, "unknown bot"),
    ("last_spike", opts("A", "B"), -1, "seed"),
    ("last_spike", opts("A", "B"), "12abc", "seed"),
    ("last_spike", opts("A", "B"), 2**64, "seed"),
    ("last_spike", opts("A", "B"), True, "seed"),
])
def test_new_game_refusals_are_messages(game_id, options, seed, message):
    t = Table()
    answer = call(t.new_game, game_id, options, seed)
    assert not answer["ok"]
    assert message.lower() in answer["error"].lower()
    assert answer["error"][0].isupper() and answer["error"].endswith(".")
    assert not call(t.table)["ok"]  # nothing was opened


def test_seed_as_text_number_or_float_gives_the_same_game():
    hashes = {tab(started("A", "B", seed=s))["state_hash"] for s in (42, "42", " 42 ", 42.0)}
    assert len(hashes) == 1
    # Blank means random: two blank-seed games are (overwhelmingly likely) different.
    assert tab(started("A", "B", seed=""))["state_hash"] != tab(started("A", "B", seed=None))["state_hash"]


def test_calls_without_an_open_game_say_so():
    t = Table()
    for answer in (call(t.play, "A1"), call(t.undo), call(t.bot_step), call(t.snapshot, 0),
                   call(t.table), call(t.save)):
        assert answer == {"ok": False, "error": "No game is open."}


# -- the table: public, decides whose view to show ----------------------------------------------
def test_table_lists_seats_and_who_acts():
    t = started("Ann", {"name": "Bob", "bot": "standard"}, {"name": "Cy", "bot": "random"})
    table = tab(t)
    assert [s["name"] for s in table["seats"]] == ["Ann", "Bob", "Cy"]
    assert [s["human"] for s in table["seats"]] == [True, False, False]
    assert table["humans"] == [0]
    assert table["current_is_bot"] == (table["current_player"] != 0)
    assert table["audience"] == 0  # a solo human always sees their own hand, even on a bot's turn
    assert load_game(table["save"]).state_hash() == table["state_hash"]
    assert "hand" not in json.dumps({k: v for k, v in table.items() if k != "save"})


def test_audience_with_two_humans_is_the_acting_human_or_nobody():
    t = started("Ann", "Bea", {"name": "Bot", "bot": "random"}, seed=3)
    seen = set()
    for _ in range(200):
        table = tab(t)
        if table["is_over"]:
            break
        current = table["current_player"]
        seen.add(table["audience"])
        if table["current_is_bot"]:
            assert table["audience"] is None  # bots act in public view
            assert call(t.bot_step)["ok"]
        else:
            assert table["audience"] == current
            assert call(t.play, snap(t, current)["moves"][0]["move"])["ok"]
    assert {0, 1, None} <= seen
    assert tab(t)["is_over"]  # (about 100 moves) the game played out, so the end's audience is checked
    assert tab(t)["audience"] is None  # a finished game is shown to everybody


# -- playing ------------------------------------------------------------------------------------
def acting_human_game():
    """A two-human game and the seat to act."""
    t = started("Ann", "Bea")
    return t, tab(t)["current_player"]


def test_play_refuses_with_the_rules_reason_and_changes_nothing():
    t, me = acting_human_game()
    before = tab(t)["state_hash"]
    answer = call(t.play, "draw")  # drawing before playing a tile
    assert answer == {"ok": False, "error": "First play a tile.", "move": "draw"}
    answer = call(t.play, "fly to the moon")
    assert not answer["ok"] and "not Last Spike notation" in answer["error"]
    hand = snap(t, me)["view"]["hand"]
    not_mine = next(f"{r}{n}" for r in "ABCDEFUVWXYZ" for n in range(1, 5) if f"{r}{n}" not in hand)
    assert call(t.play, not_mine)["error"] == f"{not_mine} is not in your hand."
    assert tab(t)["state_hash"] == before


def test_play_accepts_any_spelling_and_reports_the_canonical_move():
    t, me = acting_human_game()
    move = snap(t, me)["moves"][0]["move"]
    answer = call(t.play, f"  {move.lower()} ")
    assert answer["ok"] and answer["played"] == move
    assert answer["table"]["moves_played"] == 1


def test_moves_have_labels_and_say_where_the_page_shows_them():
    t, me = acting_human_game()
    s = snap(t, me)
    assert s["moves"], "the acting seat has legal moves"
    for m in s["moves"]:
        assert m["label"] and m["label"] != m["move"]  # Last Spike provides move_label
        if m["shown"] == "board":
            assert f'data-move="{m["move"]}"' in s["board_svg"]
        elif m["shown"] == "hand":
            assert f'data-move="{m["move"]}"' in s["hand_svg"]
    # After the tile, "draw" is not on the board: the page needs it as a button.
    tile = next(m["move"] for m in s["moves"] if m["shown"])
    assert call(t.play, tile)["ok"]
    after = snap(t, me)
    draw = [m for m in after["moves"] if m["move"] == "draw"]
    assert draw and draw[0]["shown"] is None


def test_undo_takes_back_a_tile_but_not_a_draw():
    t, me = acting_human_game()
    start = tab(t)["state_hash"]
    assert not call(t.undo)["ok"]  # nothing played yet
    tile = snap(t, me)["moves"][0]["move"]
    assert call(t.play, tile)["table"]["can_undo"]
    answer = call(t.undo)
    assert answer["ok"] and answer["undone"] == tile and answer["table"]["state_hash"] == start
    assert call(t.play, tile)["ok"]
    while (moves := snap(t, me)["moves"]) and "draw" not in [m["move"] for m in moves]:
        assert call(t.play, moves[0]["move"])["ok"]
    assert call(t.play, "draw")["ok"]
    answer = call(t.undo)
    assert not answer["ok"] and "revealed hidden information" in answer["error"]


def test_bot_step_moves_bots_only_and_is_reproducible():
    def run():
        t = started({"name": "B1", "bot": "standard"}, {"name": "B2", "bot": "random"}, seed=11)
        for _ in range(40):
            assert call(t.bot_step)["ok"]
        return tab(t)["state_hash"]

    assert run() == run()
    t, _ = acting_human_game()
    answer = call(t.bot_step)
    assert not answer["ok"] and "is not a bot" in answer["error"]


def test_bot_move_chooses_without_playing_and_matches_bot_step():
    # The page (the engine in a worker) asks for the bot's choice and plays it only if the game is still
    # on screen: asking changes nothing, and the choice is the move bot_step would play.
    seats = ({"name": "B1", "bot": "standard"}, {"name": "B2", "bot": "random"})
    asked, stepped = started(*seats, seed=11), started(*seats, seed=11)
    for _ in range(30):
        before = tab(asked)["state_hash"]
        choice = call(asked.bot_move)
        assert choice["ok"] and choice["moves_played"] == len(load_game(tab(asked)["save"]).moves)
        assert tab(asked)["state_hash"] == before
        assert call(asked.play, choice["move"])["played"] == call(stepped.bot_step)["played"]
    assert tab(asked)["state_hash"] == tab(stepped)["state_hash"]
    t, _ = acting_human_game()
    answer = call(t.bot_move)
    assert not answer["ok"] and "is not a bot" in answer["error"]


def test_a_whole_game_through_the_bridge_ends_with_a_named_ranking():
    t = started("Ann", {"name": "Bob", "bot": "standard"}, {"name": "Cy", "bot": "random"}, seed=5)
    for _ in range(2000):
        table = tab(t)
        if table["is_over"]:
            break
        if table["current_is_bot"]:
            assert call(t.bot_step)["ok"]
        else:
            assert call(t.play, snap(t, 0)["moves"][0]["move"])["ok"]
    table = tab(t)
    assert table["is_over"] and table["current_player"] is None and not table["can_undo"]
    s = snap(t, 0)
    assert s["is_over"] and s["moves"] == [] and s["status"].startswith("Game over")
    ranking = s["result"]["ranking"]
    assert sorted(r["name"] for r in ranking) == ["Ann", "Bob", "Cy"]
    assert [r["rank"] for r in ranking] == sorted(r["rank"] for r in ranking)
    assert s["result"]["winner_names"] == [r["name"] for r in ranking if r["rank"] == 1]
    # Cash is public once the game is over: nobody's shows as hidden.
    cash = s["players"]["columns"].index("Cash")
    assert all(row["cells"][cash].startswith("$") for row in s["players"]["rows"])


# -- hidden information -------------------------------------------------------------------------
def test_a_seat_never_receives_another_seats_tiles():
    t = started("Ann", "Bea")
    game = t.game
    mine, theirs = (game.state.players[p]["tiles"] for p in (0, 1))
    s0 = snap(t, 0)
    assert s0["view"]["hand"] == mine
    assert all(f'data-tile="{tile}"' in s0["hand_svg"] for tile in mine)
    assert not any(f'data-tile="{tile}"' in s0["hand_svg"] for tile in theirs)
    assert s0["view"]["players"][1]["tiles"] == len(theirs)  # a count, not the tiles
    text = json.dumps(s0)
    # Nothing that would let a seat reconstruct the others' hands: no save, seed or generator state.
    assert str(game.state.chance.rng.state) not in text
    assert '"save"' not in text and '"seed"' not in text and "rail-table-save" not in text
    # The seat not acting gets no legal moves (and so no costs of its own tiles from the rules).
    waiting = 1 - game.current_player
    assert snap(t, waiting)["moves"] == [] and "costs" not in snap(t, waiting)["view"]


def test_a_draw_is_private_to_the_drawer():
    t, me = acting_human_game()
    while "draw" not in [m["move"] for m in snap(t, me)["moves"]]:
        assert call(t.play, snap(t, me)["moves"][0]["move"])["ok"]
    hand_before = list(t.game.state.players[me]["tiles"])
    assert call(t.play, "draw")["ok"]
    (drawn,) = set(t.game.state.players[me]["tiles"]) - set(hand_before)
    mine_log, their_log, public_log = (snap(t, v)["log"][-1] for v in (me, 1 - me, None))
    assert mine_log == f"You draw {drawn}."
    assert their_log == public_log and "draws a tile" in their_log and drawn not in their_log


def test_spectators_see_no_hand_and_no_moves():
    t, _ = acting_human_game()
    s = snap(t, None)
    assert s["viewer"] is None and s["hand_svg"] is None and s["moves"] == []
    assert s["view"]["hand"] is None
    assert all(p["cash"] is None for p in s["view"]["players"])


@pytest.mark.parametrize("viewer", [-1, 2, "0", True, 1.5])
def test_snapshot_refuses_a_seat_that_does_not_exist(viewer):
    t, _ = acting_human_game()
    answer = call(t.snapshot, viewer)
    assert not answer["ok"] and "no seat" in answer["error"]


# -- saves --------------------------------------------------------------------------------------
def test_open_save_restores_the_same_game():
    t, me = acting_human_game()
    assert call(t.play, snap(t, me)["moves"][0]["move"])["ok"]
    table = tab(t)
    other = Table()
    answer = call(other.open_save, table["save"])
    assert answer["ok"] and answer["table"]["state_hash"] == table["state_hash"]
    assert answer["table"]["can_undo"] == table["can_undo"]


@pytest.mark.parametrize("text, message", [
    ("{{{", "not valid JSON"),
    ('{"format": "something-else"}', "not a Rail Table save"),
    ('{"format": "rail-table-save", "schema": 99, "engine": "9.0"}', "newer Rail Table"),
    ('{"format": "rail-table-save", "schema": 1, "game": "chess", "options": {}, "seed": 1, "moves": []}',
     "unknown game"),
    ("[]", "not a Rail Table save"),
])
def test_broken_saves_are_refused_with_the_save_error_and_the_open_game_stays(text, message):
    t, _ = acting_human_game()
    before = tab(t)["state_hash"]
    for fn in (t.open_save, t.inspect_save):
        answer = call(fn, text)
        assert not answer["ok"] and message.lower() in answer["error"].lower()
    assert tab(t)["state_hash"] == before


def test_a_tampered_save_is_refused():
    t, _ = acting_human_game()
    save = json.loads(tab(t)["save"])
    save["hash"] = "0" * 64
    assert "does not give the position" in call(t.inspect_save, json.dumps(save))["error"]
    save = json.loads(tab(t)["save"])
    save["moves"] = ["draw"]
    assert "move 1 (draw) is not legal" in call(t.inspect_save, json.dumps(save))["error"]


@pytest.mark.parametrize("junk", [None, 12, "", b"\xff\xfe", ["a"], {"format": None}])
def test_inspect_save_never_raises(junk):
    answer = call(Table().inspect_save, junk)
    assert not answer["ok"]


def test_inspect_save_summarises_for_the_saved_games_list():
    t = started("Ann", {"name": "Bot", "bot": "standard"})
    answer = call(Table().inspect_save, tab(t)["save"])
    summary = answer["summary"]
    assert summary["game_name"] == "Last Spike" and summary["moves_played"] == 0
    assert [p["name"] for p in summary["players"]] == ["Ann", "Bot"]
    assert summary["status"] and not summary["is_over"]


# -- replay (embedded boards) -------------------------------------------------------------------
def test_replay_reaches_the_same_position_as_playing():
    t = started("Ann", "Bea", seed=9)
    played = []
    for _ in range(6):
        me = tab(t)["current_player"]
        move = snap(t, me)["moves"][-1]["move"]
        played.append(call(t.play, move)["played"])
    r = Table()
    answer = call(r.replay, "last_spike", opts("Ann", "Bea"), "9", json.dumps(played))
    assert answer["ok"] and answer["table"]["state_hash"] == tab(t)["state_hash"]
    assert answer["table"]["moves_played"] == 6


def test_replay_stops_at_a_bad_move_and_names_it():
    r = Table()
    answer = call(r.replay, "last_spike", opts("Ann", "Bea"), 9, json.dumps(["draw"]))
    assert not answer["ok"] and answer["error"].startswith("Move 1 (draw) is not allowed")
    assert answer["table"]["moves_played"] == 0  # the position before the bad move stays open
    assert "seed" in call(r.replay, "last_spike", opts("Ann", "Bea"), "", "[]")["error"]
    assert "move list" in call(r.replay, "last_spike", opts("Ann", "Bea"), 1, "[1, 2]")["error"]


# -- text that comes from players ---------------------------------------------------------------
HOSTILE = ['<img src onerror=f()>&', '</svg><script>x()']  # names fit 24 characters


def test_hostile_names_stay_text_and_never_become_markup():
    t = started(*HOSTILE)
    for viewer in (0, 1, None):
        s = snap(t, viewer)
        # JSON carries the names verbatim (the page puts them in textContent) ...
        cells = [cell for row in s["players"]["rows"] for cell in row["cells"]]
        assert all(any(name in cell for cell in cells) for name in HOSTILE)
        # ... and the SVG, which the page inserts as markup, holds them only escaped.
        for svg in filter(None, (s["board_svg"], s["hand_svg"])):
            assert "<img" not in svg and "<script" not in svg and svg.count("</svg>") == 1
    assert snap(t, 0)["viewer_name"] == HOSTILE[0]


def test_data_moves_reads_both_quote_styles_and_unescapes():
    svg = """<svg><g data-move="buy DEN"/><g data-move='A1'/><g data-move="x &amp; y"/><g data-space="B2"/></svg>"""
    assert bridge.data_moves(svg) == {"buy DEN", "A1", "x & y"}
    assert bridge.data_moves("") == set()


# -- presentation hooks: used when present, generic fallbacks otherwise -------------------------
def test_fallbacks_when_a_game_has_no_presentation_hooks(monkeypatch):
    for hook in ("status_text", "move_label", "player_rows", "hand_svg"):
        monkeypatch.setattr(LAST_SPIKE, hook, lambda *args: None)  # None: "use the generic one"
    t, me = acting_human_game()
    s = snap(t, me)
    name = s["current_name"]
    assert s["status"] == f"{name}, your move."
    assert snap(t, 1 - me)["status"] == f"Waiting for {name}."
    assert all(m["label"] == m["move"] for m in s["moves"])
    assert s["hand_svg"] is None
    assert s["players"]["columns"][0] == "Player"
    assert [r["cells"][0] for r in s["players"]["rows"]] == ["Ann", "Bea"]
    assert s["warnings"] == []
    t.set_language("de")  # the fallbacks are messages too
    german = snap(t, me)
    assert german["status"] == f"{name}, du bist am Zug."
    assert snap(t, 1 - me)["status"] == f"Warten auf {name}."
    assert german["players"]["columns"][0] == "Spieler"


def test_a_failing_hook_falls_back_and_says_so(monkeypatch):
    def broken(*args):
        raise KeyError("oops")

    monkeypatch.setattr(LAST_SPIKE, "move_label", broken)
    monkeypatch.setattr(LAST_SPIKE, "player_rows", lambda view: "not rows")
    t, me = acting_human_game()
    s = snap(t, me)
    assert all(m["label"] == m["move"] for m in s["moves"])
    assert any(w.startswith("move_label:") for w in s["warnings"])
    assert any(w.startswith("player_rows:") for w in s["warnings"])
    assert s["players"]["rows"]  # the fallback scoreboard


def test_the_module_level_api_shares_one_table():
    assert call(bridge.new_game, "last_spike", opts("Ann", "Bea"), 1)["ok"]
    assert call(bridge.snapshot, None)["snapshot"]["game"] == "last_spike"
    assert json.loads(bridge.save())["save"] == dumps(bridge.TABLE.game)


def test_data_moves_lists_count_as_shown_and_malformed_lists_are_ignored():
    from pygame_rules.bridge import data_moves
    svg = ('<g data-move="claim A-B red" data-moves=\'["claim A-B red","claim A-B red+1L"]\'/>'
           '<g data-move="x" data-moves="not json"/>'
           '<g data-move="y" data-moves="[&quot;y&quot;,&quot;z&quot;]"/>')
    assert data_moves(svg) == {"claim A-B red", "claim A-B red+1L", "x", "y", "z"}


def test_prompt_is_asked_only_of_the_acting_seat():
    from pygame_rules import bridge
    table = bridge.Table()
    assert json.loads(table.new_game("ticket_to_ride", json.dumps({"players": ["Ann", "Bea"]}), 5))["ok"]
    def snap(seat):
        return json.loads(table.snapshot(seat))["snapshot"]

    mine = snap(0)
    assert "keep at least 2" in mine["prompt"] and all(m["move"].startswith("keep ") for m in mine["moves"])
    assert snap(1)["prompt"] is None and snap(None)["prompt"] is None
    table.new_game("last_spike", json.dumps({"players": ["Ann", "Bea"]}), 5)
    assert snap(0)["prompt"] is None and snap(1)["prompt"] is None


def test_a_snapshot_says_the_log_lines_it_said_before_without_rendering_them_again(monkeypatch):
    """Every snapshot carries the whole log: the lines said for an earlier move are remembered (a move's
    Python time in the page), and still said in the language of the call."""
    table = Table()
    table.new_game("railroad_dice", json.dumps({"players": [{"name": "Ann", "bot": "basic"},
                                                            {"name": "Bob", "bot": "basic"}]}), 3)
    for _ in range(6):
        assert json.loads(table.bot_step())["ok"]
    first = json.loads(table.snapshot(0))["snapshot"]
    assert table.game is not None
    log_keys = {line.key for line in table.game.state.log if isinstance(line, Msg)}
    said: list[str] = []
    real = messages._render
    monkeypatch.setattr(messages, "_render", lambda key, params, lang: said.append(key) or real(key, params, lang))
    again = json.loads(table.snapshot(0))["snapshot"]
    assert again["log"] == first["log"] and len(first["log"]) > 3 and log_keys
    assert not log_keys & set(said)
    table.set_language("de")
    german = json.loads(table.snapshot(0))["snapshot"]
    assert german["log"] != first["log"] and log_keys & set(said)


def test_undo_says_why_it_is_off_after_the_players_own_roll():
    from pygame_rules import new_game

    game = new_game("silverton", {"players": [{"name": "Ann"}, {"name": "Bea"}]}, seed=3)
    for _ in range(600):  # until a player's own move rolled and the same player still decides
        actor = game.current_player
        game.push(game.bot_move(level="strong"))
        if (game.current_player == actor and game.undo_floor == len(game.moves)
                and "revealed" in game.floor_reason):
            break
    else:
        raise AssertionError("no roll by a player who then moved on")
    snap = bridge.build_snapshot(game, game.current_player)
    assert snap["undo_why"] == "revealed" and not snap["can_undo"]
    assert bridge.build_snapshot(game, 1 - game.current_player)["undo_why"] is None  # not theirs to move


def test_a_destructive_move_is_listed_last_and_marked():
    from pygame_rules import new_game

    game = new_game("silverton", {"players": [{"name": "Ann"}, {"name": "Bea"}]}, seed=3)
    while not any(m.startswith("dismantle ") for m in game.legal_moves()):
        game.push(game.bot_move(level="strong"))
    moves = bridge.build_snapshot(game, game.current_player)["moves"]
    marks = [m["destructive"] for m in moves]
    assert any(marks) and marks == sorted(marks)
    assert all(m["move"].startswith("dismantle ") == m["destructive"] for m in moves)


def test_the_table_says_why_the_turn_passes_and_what_happened_last():
    from pygame_rules import new_game

    game = new_game("silverton", {"players": [{"name": "Ann"}, {"name": "Bea"}]}, seed=3)
    assert bridge.build_table(game)["last"] is None
    game.push(game.legal_moves()[0])
    table = bridge.build_table(game)
    assert table["status"].startswith("Round 1:") and table["last"] == game.view(None)["log"][-1:]
