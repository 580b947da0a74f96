"""The hint (bridge/hint.py, Table.hint): a bot's move for the human to act, from that seat's view alone,
the same for the same position, and asked without changing anything of the game."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from pygame_rules import load_game, new_game
from pygame_rules.bridge import Table
from pygame_rules.bridge.hint import hint_for, hint_level
from pygame_rules.registry import get_rules, list_games, packaged_ids
from pygame_rules.secrets import hidden_from, redeal

GAMES = [g["id"] for g in list_games()]
SHIPPED = packaged_ids()  # the games with reasons (bots/hints.py): not a toy game another test module registered
FIXTURES = Path(__file__).parents[1] / "fixtures" / "last_spike"


@pytest.fixture(autouse=True)
def quick_searches(monkeypatch):
    """A game whose expert is settled (pygame_rules/standing.py) asks it for hints: here on a small
    budget, as these tests are about the hint and its reason, not the expert's strength
    (tests/engine/test_expert.py, test_standing.py)."""
    for game_id in GAMES:
        for bot in get_rules(game_id).own_bots().values():
            if getattr(bot, "searches", False):
                monkeypatch.setattr(bot, "iterations", 2)


def ask(table: Table) -> dict:
    return json.loads(table.hint())


def human_game(game_id: str, seed: int = 5, players: int = 2) -> Table:
    rules = get_rules(game_id)
    n = max(rules.min_players, min(players, rules.max_players))
    table = Table()
    seats = [{"name": f"P{i}", "bot": None} for i in range(n)]
    assert json.loads(table.new_game(game_id, json.dumps({"players": seats}), seed))["ok"]
    return table


def save_text(table: Table) -> str:
    return json.loads(table.save())["save"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_is_a_legal_move_the_same_twice_and_changes_nothing(game_id):
    table = human_game(game_id)
    game = table.game
    assert game is not None
    pick = random.Random(3)
    for _ in range(12):  # positions along a game: each hinted, then a random move played
        if game.is_over:
            break
        before = (save_text(table), game.state_hash(), list(game.moves))
        first, again = ask(table), ask(table)
        assert first["ok"], first
        assert first == again  # the same position, the same hint (no clock, no shared generator)
        assert first["move"] in game.legal_moves()
        assert first["moves_played"] == len(game.moves)
        assert first["text"].startswith("Hint: ") and first["label"] in first["text"]
        assert (save_text(table), game.state_hash(), list(game.moves)) == before
        table.play(pick.choice(game.legal_moves()))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_after_a_hint_is_byte_identical_to_one_without(game_id):
    asked, plain = human_game(game_id, seed=9), human_game(game_id, seed=9)
    ask(asked)
    assert save_text(asked) == save_text(plain)
    # ... and the game goes on the same way: the hint drew nothing from the game's random generator.
    for table in (asked, plain):
        assert table.game is not None
        table.play(table.game.legal_moves()[-1])
    assert save_text(asked) == save_text(plain)
    assert asked.game is not None and plain.game is not None
    assert asked.game.state_hash() == plain.game.state_hash()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_is_decided_from_the_seats_view_by_the_strongest_settled_level(game_id, monkeypatch):
    rules = get_rules(game_id)
    level = hint_level(rules)
    assert not getattr(rules.own_bots()[level], "experimental", False)
    settled = [name for name, bot in rules.own_bots().items() if not getattr(bot, "experimental", False)]
    assert level == settled[0]  # own_bots lists the strongest first
    table = human_game(game_id)
    game = table.game
    assert game is not None
    seen = []
    real = type(game.rules).bot_move

    def spy(self, level, view, legal, seed=0, state=None):
        seen.append((level, view, legal, state))
        return real(self, level, view, legal, seed, state)

    monkeypatch.setattr(type(game.rules), "bot_move", spy)
    assert ask(table)["ok"]
    ((used, view, legal, state),) = seen
    seat = game.current_player
    assert used == level and view == game.view(seat) and legal == game.legal_moves()
    # A level that plays the position out (a settled expert, pygame_rules/standing.py) is handed the state
    # and deals anew what the seat cannot see (tests/engine/test_expert.py); every other, the view alone.
    searches = getattr(rules.own_bots()[level], "searches", False)
    assert state is (game.state if searches else None)


def test_no_hint_while_a_bot_acts_or_when_the_game_is_over():
    table = Table()
    seats = [{"name": "Bot", "bot": "random"}, {"name": "Bot 2", "bot": "random"}]
    assert json.loads(table.new_game("last_spike", json.dumps({"players": seats}), 1))["ok"]
    table.set_language("de")
    answer = ask(table)
    assert not answer["ok"] and "Tipp" in answer["error"]
    finished = Table()
    assert json.loads(finished.open_save((FIXTURES / "2p_last_spike.json").read_text(encoding="utf-8")))["ok"]
    assert load_game(save_text(finished)).is_over
    assert not ask(finished)["ok"]


def test_no_game_no_hint():
    assert not ask(Table())["ok"]


def test_the_hint_speaks_german():
    table = human_game("ticket_to_ride")
    table.set_language("de")
    answer = ask(table)
    assert answer["ok"] and answer["text"].startswith("Tipp: ")


# -- the reason (each game's bots/hints.py): facts of the seat's own position, checked ---------------

# English words no German reason may keep (the German words of the reasons are none of these).
ENGLISH = {"the", "your", "you", "it", "is", "are", "of", "and", "for", "more", "with", "than", "which", "where",
           "its", "track", "claim", "ticket", "tickets", "cards", "tiles", "share", "station", "nearer", "pays"}


def reasons(game_id: str, seed: int, moves: int = 160, players: int = 2):
    """Along a game of humans who mostly play the hint: (reason, seat, view before, move, view after, the
    result if that move ended the game) for every hinted move played that has a reason."""
    table = human_game(game_id, seed, players)
    g = table.game
    assert g is not None
    pick = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            break
        seat = g.current_player
        view = g.view(seat)
        move = hint_for(g, seat)["move"]
        why = g.rules.hint_reason(move, view)
        played = move if pick.random() < 0.85 else pick.choice(g.legal_moves())
        assert json.loads(table.play(played))["ok"]
        if why is not None and played == move:
            yield why, seat, view, move, g.view(seat), g.result() if g.is_over else None


def seen_keys(found: list) -> set[str]:
    return {why.key for why, *_ in found}


def test_ticket_to_ride_reasons_name_the_seats_own_tickets_and_colours():
    from pygame_rules.games.ticket_to_ride.bots.strong import StrongBot
    from pygame_rules.games.ticket_to_ride.data import COLOURS, GRAY, LOCO, ROUTES, city_name
    from pygame_rules.games.ticket_to_ride.graph import connected
    from pygame_rules.games.ticket_to_ride.present import route_name

    def ticket_of(why, tickets):
        named = why.params["ticket"].params
        found = [t for t in tickets if f"{city_name(t['a'])}–{city_name(t['b'])}" == named["route"]
                 and t["points"] == named["points"]]
        assert found, (why, tickets)
        return found[0]

    found = [r for seed in (1, 2) for r in reasons("ticket_to_ride", seed)]
    for why, seat, view, move, after, _result in found:
        if why.key == "ttr.hint.completes":
            t = ticket_of(why, view["tickets"])
            assert not t["done"] and ticket_of(why, after["tickets"])["done"]
        elif why.key == "ttr.hint.on_the_way":
            t = ticket_of(why, view["tickets"])
            assert not t["done"] and not ticket_of(why, after["tickets"])["done"]
            bot = StrongBot(view)
            rid = move.split()[1]
            planned = bot.plan & {rid, ROUTES[rid].twin}
            assert planned  # the route (or its twin) is on the plan, and the plan joins the ticket only with it
            rest = tuple(sorted(bot.planner.joined | (bot.plan - planned)))
            assert connected(tuple(sorted({*rest, rid})), t["a"], t["b"]) and not connected(rest, t["a"], t["b"])
        elif why.key == "ttr.hint.need":
            card = view["face_up"][int(move.split()[1]) - 1]
            assert why.params["colour"].key == f"ttr.term.{card}"
            plan = StrongBot(view).plan
            need = sum(ROUTES[r].length for r in plan if ROUTES[r].colour == card)
            assert why.params["n"] == need - view["hand"][card] > 0
            assert why.params["route"] in [route_name(r) for r in plan if ROUTES[r].colour == card]
        elif why.key == "ttr.hint.gray":
            # "You hold most {colour} cards": at least one, and no colour more (once said of an empty hand).
            card = view["face_up"][int(move.split()[1]) - 1]
            assert why.params["colour"].key == f"ttr.term.{card}"
            assert view["hand"][card] > 0 and view["hand"][card] == max(view["hand"][c] for c in COLOURS)
            assert why.params["route"] in [route_name(r) for r in StrongBot(view).plan if ROUTES[r].colour == GRAY]
        elif why.key == "ttr.hint.loco":
            assert view["face_up"][int(move.split()[1]) - 1] == LOCO
        elif why.key == "ttr.hint.blind":
            # "No face-up card is a colour your planned routes need": each shown colour is already in hand.
            bot = StrongBot(view)
            need = bot.colour_need(bot.plan)
            assert move == "draw blind" and bot.plan
            assert all(need[c] <= view["hand"][c] for c in view["face_up"] if c not in (None, LOCO))
        elif why.key == "ttr.hint.keep":
            assert why.params["trains"] == view["players"][seat]["trains"] >= why.params["n"] > 0
        elif why.key in ("ttr.hint.tickets", "ttr.hint.collect", "ttr.hint.points"):
            assert view["tickets"] and all(t["done"] for t in view["tickets"])
        elif why.key == "ttr.hint.block":
            rid = move.split()[1]
            assert not StrongBot(view).plan & {rid, ROUTES[rid].twin}  # not for its own tickets
        elif why.key == "ttr.hint.endgame":
            assert view.get("last_round") is not None or min(p["trains"] for p in view["players"]) <= 8
    assert {"ttr.hint.completes", "ttr.hint.on_the_way", "ttr.hint.need", "ttr.hint.keep"} <= seen_keys(found)


def test_last_spike_reasons_say_what_the_tile_or_land_really_does():
    from pygame_rules.games.last_spike.data import CITIES, ROUTE_TILES, SPACES_PER_ROUTE, city_routes

    code = {name: c for c, (name, *_) in CITIES.items()}
    found = [r for seed in (1, 2, 3) for r in reasons("last_spike", seed)]
    for why, seat, view, move, after, result in found:
        p = why.params
        if why.key == "ls.hint.completes":
            paid = sum(a for q, a, w in after["ledger"][len(view["ledger"]):] if q == seat and w == "payout")
            assert paid == p["amount"] > 0
        elif why.key == "ls.hint.grant":
            city = code[p["city"]]
            assert not view["stacks"][city]["grant_taken"] and [city, 0] in after["players"][seat]["land"]
        elif why.key == "ls.hint.nearer":
            letter = move[0]
            assert p["k"] == sum(t in after["board"] for t in ROUTE_TILES[letter]) < SPACES_PER_ROUTE
            ends = {code[p["east"]], code[p["west"]]}
            assert p["amount"] > 0 and any(c in ends for c, _ in view["players"][seat]["land"])
        elif why.key == "ls.hint.buy":
            city = code[p["city"]]
            assert p["n"] == sum(any(t not in view["board"] for t in ROUTE_TILES[r]) for r in city_routes(city)) > 0
            held = [c for c, _ in after["players"][seat]["land"]].count(city)
            assert held == [c for c, _ in view["players"][seat]["land"]].count(city) + 1
        elif why.key == "ls.hint.keep_cash":
            cash = view["players"][seat]["cash"]
            prices = [s["next_price"] for s in view["stacks"].values()
                      if s["grant_taken"] and s["next_price"] is not None and s["next_price"] <= cash]
            assert prices and all(cash - price < p["amount"] for price in prices)
        elif why.key == "ls.hint.no_land":
            cash = view["players"][seat]["cash"]
            assert any(s["grant_taken"] and s["next_price"] is not None and s["next_price"] <= cash
                       for s in view["stacks"].values())
        elif why.key == "ls.hint.spike":
            assert result is not None and seat in result["winners"]
    assert {"ls.hint.completes", "ls.hint.grant", "ls.hint.nearer", "ls.hint.buy", "ls.hint.keep_cash"} <= \
        seen_keys(found)


def test_railroad_dice_reasons_count_passengers_and_shares_right():
    from pygame_rules.games.railroad_dice.notation import split_build, split_buy, split_lay, split_roll

    found = [r for seed in (1, 2) for r in reasons("railroad_dice", seed)]
    for why, seat, view, move, after, _result in found:

        def company(v, code):
            return next(c for c in v["companies"] if c["code"] == code)

        def shares(v, code):
            return [pl["shares"][code] for pl in v["players"]]

        if why.key in ("rd.hint.build", "rd.hint.build_yours"):
            code = split_build(move)[0]
            assert company(after, code)["passengers"] - company(view, code)["passengers"] == why.params["n"] > 0
        elif why.key in ("rd.hint.level", "rd.hint.narrow"):
            code = split_buy(move)[0] if move.startswith("buy") else move.split()[1]
            mine = shares(after, code)[seat]
            rival = max(x for q, x in enumerate(shares(after, code)) if q != seat)
            assert rival - mine == (0 if why.key == "rd.hint.level" else why.params["n"])
            assert mine == shares(view, code)[seat] + 1 and (why.key == "rd.hint.level" or mine < rival)
        elif why.key == "rd.hint.roll_wild":
            assert split_roll(move)[1] == why.params["dice"].params["n"] > 0
        elif why.key in ("rd.hint.director", "rd.hint.lead"):
            code = split_buy(move)[0] if move.startswith("buy") else move.split()[1]
            mine = shares(after, code)[seat]
            rival = max(x for q, x in enumerate(shares(after, code)) if q != seat)
            assert mine > rival or (mine == rival and company(view, code)["director"] == seat)
            if why.key == "rd.hint.lead":
                assert why.params["n"] == mine - rival > 0
        elif why.key == "rd.hint.join":
            assert split_lay(move)[3] is not None
        elif why.key == "rd.hint.keep":
            kept = why.params["dice"].params["n"]
            assert after["players"][seat]["screen"] == kept > 0
    assert {"rd.hint.build_yours", "rd.hint.director", "rd.hint.lead", "rd.hint.join", "rd.hint.sites"} <= \
        seen_keys(found)


def test_silverton_reasons_name_the_seats_own_track_claims_and_sales():
    from pygame_rules.games.silverton.data import CLAIMS, MARKETS, SEGMENTS, TOWNS

    code = {t.name: c for c, t in TOWNS.items()}
    found = [r for seed in (1, 2) for r in reasons("silverton", seed)]
    for why, seat, view, move, after, _result in found:
        p = why.params
        me = view["players"][seat]
        if why.key in ("si.hint.claim", "si.hint.claim_linked"):
            cid = next(c for c in CLAIMS if CLAIMS[c]["name"] == p["mine"])
            assert cid in move.split() and p["value"] > p["price"] == CLAIMS[cid]["price"]
            assert (CLAIMS[cid]["town"] in me["towns"]) == (why.key == "si.hint.claim_linked")
        elif why.key.startswith(("si.hint.reach_", "si.hint.towards_")):
            seg = SEGMENTS[move.split()[2]]
            town = code[p["town"]]
            assert (town in (seg.a, seg.b)) == why.key.startswith("si.hint.reach_")
            if why.key.endswith("_claim"):
                assert any(CLAIMS[c["id"]]["town"] == town and CLAIMS[c["id"]]["name"] == p["mine"]
                           for c in me["claims"])
            if why.key.endswith("_market"):
                assert town in MARKETS
        elif why.key == "si.hint.sell":
            assert after["players"][seat]["money"] - me["money"] == p["amount"] > 0
        elif why.key == "si.hint.operate":
            assert p["worth"] > p["cost"] == CLAIMS[move.split()[1]]["operate"]
    keys = seen_keys(found)
    assert {"si.hint.sell", "si.hint.operate"} <= keys
    assert keys & {"si.hint.claim", "si.hint.claim_linked"}
    assert any(k.startswith(("si.hint.reach_", "si.hint.towards_")) for k in keys)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_the_reason_is_the_same_when_the_other_seats_secrets_are_dealt_anew(game_id):
    table = human_game(game_id, seed=4)
    g = table.game
    assert g is not None
    pick = random.Random(4)
    reasoned = 0
    for step in range(60):
        if g.is_over:
            break
        seat = g.current_player
        hint = hint_for(g, seat)
        reasoned += hint["reason"] is not None
        if step % 3 == 0 and hidden_from(g.state, seat):
            real = g.state
            try:
                g.state = redeal(real, seat, step)
                assert hint_for(g, seat) == hint
            finally:
                g.state = real
        table.play(hint["move"] if pick.random() < 0.8 else pick.choice(g.legal_moves()))
    assert reasoned


@pytest.mark.parametrize("game_id", SHIPPED)
def test_the_reason_reads_in_german_with_no_english_left(game_id):
    table = human_game(game_id, seed=3)
    g = table.game
    assert g is not None
    said = 0
    pick = random.Random(3)
    for _ in range(50):
        if g.is_over:
            break
        table.set_language("de")
        answer = ask(table)
        table.set_language("en")
        english = ask(table)
        if answer["reason"] is not None:
            said += 1
            assert answer["text"] == f"Tipp: {answer['label']}. {answer['reason']}"
            assert english["text"] == f"Hint: {english['label']}. {english['reason']}"
            assert answer["reason"] != english["reason"]
            left = {w for w in re.findall(r"[A-Za-z]+", answer["reason"].lower()) if w in ENGLISH}
            assert not left, answer["reason"]
        else:
            assert answer["text"] == f"Tipp: {answer['label']}"
        table.play(answer["move"] if pick.random() < 0.85 else pick.choice(g.legal_moves()))
    assert said >= 5


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_option_set_gets_a_reason_or_none_without_failing(game_id):
    """The bridge would swallow a failing reason (the hint names the move only): here none may fail, for
    any legal move, in any variant and player count, along random games."""
    rules = get_rules(game_id)
    said = 0
    for n, options in enumerate(rules.option_sets()):
        g = new_game(game_id, options, 20 + n)
        pick = random.Random(n)
        for _ in range(25):
            if g.is_over:
                break
            view = g.view(g.current_player)
            legal = g.legal_moves()
            for move in pick.sample(legal, min(8, len(legal))):
                why = rules.hint_reason(move, view)
                if why is not None:
                    said += 1
                    assert why.say("de") != why.say("en")
            g.push(pick.choice(legal))
    assert said


def test_ticket_to_ride_says_you_hold_most_of_a_colour_only_when_you_do():
    """Any face-up card's reason, not only the hinted move's: "You hold most white cards" was once said of a
    hand without a white card (seed 2, 10 moves in: green the most held)."""
    from pygame_rules.games.ticket_to_ride.bots.hints import hint_reason
    from pygame_rules.games.ticket_to_ride.data import COLOURS

    said = 0
    for seed in (2, 3):
        g = new_game("ticket_to_ride", {"players": [{"name": "A"}, {"name": "B"}]}, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and len(g.moves) < 120:
            view, legal = g.view(g.current_player), g.legal_moves()
            for m in legal:
                if m.startswith("draw ") and m != "draw blind":
                    why = hint_reason(m, view)
                    if why is not None and why.key == "ttr.hint.gray":
                        card = view["face_up"][int(m.split()[1]) - 1]
                        held = view["hand"][card]
                        assert held > 0 and held == max(view["hand"][c] for c in COLOURS), (seed, len(g.moves), m)
                        said += 1
            g.push(g.bot_move(level="greedy", seed=len(g.moves)) if rng.random() < 0.9 else rng.choice(legal))
    assert said  # the reason was given, and checked
