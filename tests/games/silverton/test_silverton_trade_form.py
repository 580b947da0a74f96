"""The trade form as Silverton describes it (present.move_form; the page draws any such description,
web/js/moveform.js) and the trade's feedback (issue 32): every choice makes a legal offer, the default never
gives anything away (it offered the player's own first segment for $100), items that drop out are explained,
the answer is a notice, opponents' goods are listed, and the step's button stops saying "No trade" once an
offer was made."""

from __future__ import annotations

from pygame_rules import bridge, new_game
from pygame_rules.games.silverton.data import SEGMENTS
from pygame_rules.games.silverton.present import _needed
from pygame_rules.i18n import use_language


def _trade_step(seed: int, players: int = 3):
    game = new_game("silverton", {"players": [{"name": f"P{i}"} for i in range(players)]}, seed)
    while not (game.view(game.current_player).get("turn", {}).get("step") == 3
               and any(m.startswith("offer ") for m in game.legal_moves())):
        assert not game.is_over and len(game.moves) < 3000
        game.push(game.bot_move(level="strong", seed=len(game.moves)))
    return game


def _moves(form):
    """Every move the form can make: each partner, each item listed for them, at its suggested and its most amount."""
    partner, item, amount = form["fields"]
    assert (partner["name"], item["name"], amount["name"]) == ("partner", "item", "amount")
    for p in partner["options"]:
        for o in item["options"][p["value"]]:
            for v in {o["suggest"], o["max"]}:
                yield p["value"], o, form["template"].format(partner=p["value"], item=o["value"], amount=v)


def test_every_choice_of_the_form_is_a_legal_offer_and_the_default_gives_nothing_needed():
    checked = 0
    for seed in (3, 4, 5, 6):
        game = _trade_step(seed)
        q = game.current_player
        with use_language("en"):
            form = bridge.build_snapshot(game, q)["form"]
        assert form["verb"] == "offer" and isinstance(form["title"], str) and form["submit"] == "Make the offer"
        needed = _needed(game.view(q), q)
        for _partner, _option, move in _moves(form):
            assert game.state.is_legal(move), move
            checked += 1
        for partner, default in form["fields"][1]["default"].items():
            assert default == "" or default.startswith("buy "), default  # never gives anything away
            listed = [o["value"] for o in form["fields"][1]["options"][partner]]
            assert default in listed or (default == "" and not any(v.startswith("buy ") for v in listed))
        for options in form["fields"][1]["options"].values():
            for o in options:
                if o["value"].startswith("sell ") and o["value"].split()[1] in needed:
                    assert o["value"].split()[1] in SEGMENTS
    assert checked > 20


def test_items_needed_by_a_contract_say_so_and_asks_come_first():
    game = new_game("silverton", {"players": [{"name": f"P{i}"} for i in range(3)]}, 4)
    found = 0
    while not game.is_over and not found:
        q = game.current_player
        if game.view(q).get("turn", {}).get("step") == 3 and any(m.startswith("offer ") for m in game.legal_moves()):
            needed = _needed(game.view(q), q)
            with use_language("en"):
                form = bridge.build_snapshot(game, q)["form"]
            for options in form["fields"][1]["options"].values():
                groups = [o["group"] for o in options]
                assert groups == sorted(groups, key=lambda g: g != "You ask for")
                for o in options:
                    if o["value"].startswith("sell ") and o["value"].split()[1] in needed:
                        assert "(one of your contracts runs on it)" in o["label"]
                        found += 1
        game.push(game.bot_move(level="strong", seed=len(game.moves)))
    assert found, "no trade step offered a needed segment"


def test_after_an_offer_the_answer_is_a_notice_the_lists_say_why_and_the_button_changes():
    game = _trade_step(3, players=2)
    q = game.current_player
    with use_language("en"):
        snap = bridge.build_snapshot(game, q)
    assert [m["label"] for m in snap["moves"] if m["move"] == "next"] == ["No trade: next step"]
    _, option, move = next(_moves(snap["form"]))
    game.push(move)
    game.push("refuse")
    assert game.current_player == q
    with use_language("en"):
        snap = bridge.build_snapshot(game, q)
    assert any("refuses" in n for n in snap["notices"])
    assert [m["label"] for m in snap["moves"] if m["move"] == "next"] == ["Done trading: next step"]
    if snap["form"]:
        assert any("is made once a turn" in n for n in snap["form"]["notes"])
        listed = [o["value"] for opts in snap["form"]["fields"][1]["options"].values() for o in opts]
        assert option["value"] not in listed


def test_the_players_table_lists_which_goods_each_player_holds():
    game = _trade_step(5)
    while not any(c["goods"] for pl in game.view(None)["players"] for c in pl["claims"]):
        game.push(game.bot_move(level="strong", seed=len(game.moves)))
    with use_language("en"):
        rows = bridge.build_snapshot(game, game.current_player)["players"]
    cells = [c for r in rows["rows"] for c in r["cells"] if "goods:" in c]
    assert cells and all(" on M" in c for c in cells)
