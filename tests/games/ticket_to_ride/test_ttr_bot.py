"""Bots: legal moves from their own view only, fast, and in the right order of strength."""

import copy
import json
import random

import pytest
from ttr_helpers import arrange, card_total, choose_tickets, game

from benchmarks import bots as bench
from benchmarks import ttr_bots
from pygame_rules.games.ticket_to_ride import RULES
from pygame_rules.games.ticket_to_ride.bots import search, strong
from pygame_rules.games.ticket_to_ride.bots.strong import StrongBot
from pygame_rules.i18n import t


@pytest.mark.parametrize("level", ["greedy", "strong", "random"])
def test_bots_pick_legal_moves_in_every_phase(level):
    g = game(3, seed=8)
    for _ in range(120):
        if g.is_over:
            break
        view = g.view(g.current_player)
        move = RULES.bot_move(level, view, g.legal_moves(), seed=len(g.moves))
        assert move in view["legal_moves"]
        g.push(move)


def test_bots_decide_from_the_view_alone():
    g = choose_tickets(game(2, seed=8))
    view = g.view(0)
    frozen = json.dumps(view, sort_keys=True)
    first = RULES.bot_move("strong", copy.deepcopy(view), g.legal_moves(), seed=1)
    # Changing what the bot can't see (the rival's hand and tickets, the deck order) changes nothing.
    s = g.state
    s.players[1]["hand"], s.deck = dict(s.players[1]["hand"]), list(reversed(s.deck))
    s.players[1]["tickets"] = [["SEA", "NYC", 22]] * len(s.players[1]["tickets"])
    assert json.dumps(g.view(0), sort_keys=True) == frozen
    assert RULES.bot_move("strong", g.view(0), g.legal_moves(), seed=1) == first


def test_greedy_claims_a_planned_route_it_can_pay_for():
    g = arrange(choose_tickets(game(2, seed=8)), hands={0: {"red": 3, "blue": 1}, 1: {}},
                tickets={0: [("DEN", "SLC", 3)]})
    assert RULES.bot_move("greedy", g.view(0), g.legal_moves()) == "claim DEN-SLC red"
    assert RULES.bot_move("strong", g.view(0), g.legal_moves()) == "claim DEN-SLC red"


def test_greedy_draws_the_colour_its_plan_needs():
    g = arrange(choose_tickets(game(2, seed=8)), hands={0: {"red": 1}, 1: {}},
                tickets={0: [("DEN", "SLC", 3)]}, face_up=["blue", "green", "red", "white", "black"])
    assert RULES.bot_move("greedy", g.view(0), g.legal_moves()) == "draw 3"


def test_bots_take_tickets_when_theirs_are_done():
    g = arrange(choose_tickets(game(2, seed=8)), claims={"DEN-SLC": 0}, tickets={0: [("DEN", "SLC", 3)]},
                hands={0: {}, 1: {}})
    assert RULES.bot_move("greedy", g.view(0), g.legal_moves()) == "tickets"


def test_strength_order_smoke():
    """A few seconds of benchmarks/ttr_bots.py's match: greedy against random, which it beats by far.
    The strong bot's strength takes minutes of games: benchmarks/strength.py (ttr_order).  Speed is
    reported by the benchmark, never asserted here."""
    greedy = ttr_bots.match("greedy", "random", 4, "base", first_seed=2000)
    assert greedy["games"] == 4 and greedy["win_rate"] >= 0.75 and greedy["mean_a"] > greedy["mean_b"]
    assert set(greedy["timing"]) == {"greedy", "random"}


def test_four_player_strength_smoke():
    """A few seconds of benchmarks/bots.py's four-player rows: greedy in one seat against three random
    bots wins and leads its best rival.  The strong bot against three greedy ones (forty games, with the
    figures measured so far) is benchmarks/strength.py (ttr_four_players)."""
    row = bench.pair("ticket_to_ride", 4, 2, 3000, bench.level("ticket_to_ride", "greedy"),
                     bench.level("ticket_to_ride", "random"))
    assert row["games"] == 2 and row["win"] >= 0.5 and row["margin"] > 0


def test_the_look_ahead_asks_less_evidence_with_more_players(monkeypatch):
    """With more than two players another move replaces the rules' one at 1.0 standard errors instead
    of 1.5 ("looser test with more players"; four players +2.6 points paired on tuning seeds, two
    players -3.4, so head to head keeps the stricter test)."""
    bars = []

    def best_move(view, candidates, default, seed, samples, z, track_cards=True):
        bars.append(z)
        return default

    monkeypatch.setattr(search, "best_move", best_move)
    looser = frozenset({"looser test with more players"})
    for players, off, bar in ((2, frozenset(), 1.5), (4, frozenset(), 1.0), (4, looser, 1.5), (5, frozenset(), 1.0)):
        g = game(players, seed=3)
        bars.clear()
        StrongBot(g.view(g.current_player), 1, off).choose(g.legal_moves())  # the opening ticket choice
        assert bars == [bar], (players, off)


def endgame_position():
    """A position where the strong bot searches: its rival is down to 6 trains."""
    g = arrange(choose_tickets(game(2, seed=8)), hands={0: {"red": 3, "blue": 4, "loco": 1}, 1: {"green": 5}},
                claims={"DEN-SLC": 0}, trains={0: 20, 1: 6})
    return g


def test_search_decides_from_the_view_alone_and_is_deterministic():
    g = endgame_position()
    view = g.view(0)
    assert StrongBot(view, 3).search_turn()
    frozen = json.dumps(view, sort_keys=True)
    moves = view["legal_moves"]
    candidates = sorted(m for m in moves if m.startswith("claim "))[:3] + ["draw blind"]
    first = search.best_move(copy.deepcopy(view), candidates, "draw blind", seed=5)
    strong = RULES.bot_move("strong", copy.deepcopy(view), g.legal_moves(), seed=5)
    # Same seed, same choice; and the search leaves the view it was given alone.
    assert search.best_move(view, candidates, "draw blind", seed=5) == first
    assert RULES.bot_move("strong", view, g.legal_moves(), seed=5) == strong
    assert json.dumps(view, sort_keys=True) == frozen
    # Scrambling what the bot can't see (rival hand and tickets, deck order) changes nothing.
    s = g.state
    hidden = [k for k, n in s.players[1]["hand"].items() for _ in range(n)] + s.deck
    random.Random(0).shuffle(hidden)
    k = sum(s.players[1]["hand"].values())
    s.players[1]["hand"] = {kind: hidden[:k].count(kind) for kind in s.players[1]["hand"]}
    s.deck = hidden[k:]
    s.players[1]["tickets"] = [["SEA", "NYC", 22]] * len(s.players[1]["tickets"])
    assert json.dumps(g.view(0), sort_keys=True) == frozen
    assert search.best_move(g.view(0), candidates, "draw blind", seed=5) == first
    assert RULES.bot_move("strong", g.view(0), g.legal_moves(), seed=5) == strong


def test_determinization_matches_the_view():
    g = endgame_position()
    view = g.view(0)
    for seed in range(5):
        s = search.determinize(view, random.Random(seed))
        # The bot's own cards, tickets and the public board are as in the view; the hidden ones are
        # guesses, but every count the view shows holds and the 110 cards are all there.
        assert s.players[0]["hand"] == view["hand"]
        assert s.view(0)["hand"] == view["hand"] and s.view(0)["claims"] == view["claims"]
        assert sum(s.players[1]["hand"].values()) == view["players"][1]["cards"]
        assert len(s.players[1]["tickets"]) == view["players"][1]["tickets"]
        assert len(s.deck) == view["deck"] and len(s.tickets) == view["ticket_deck"]
        assert card_total(type("G", (), {"state": s})) == 110
        # A rollout is a function of the guess alone.
        assert search.rollout(s, 0) == search.rollout(search.determinize(view, random.Random(seed)), 0)


def test_card_tracking_never_claims_more_than_a_rival_holds():
    """Cards a rival took face up and has not spent are in its hand: the tracking reads the public log
    and is never wrong about them (it may know fewer, never more)."""
    g = game(3, seed=4)
    known_any = False
    while not g.is_over:
        g.push(g.bot_move("greedy", seed=len(g.moves)))
        if len(g.moves) % 5 == 0 and not g.is_over:
            known = search.known_cards(g.view(0))
            for q in (1, 2):
                hand = g.state.players[q]["hand"]
                assert all(known[q][kind] <= hand[kind] for kind in hand)
                known_any = known_any or sum(known[q].values()) > 0
    assert known_any


def test_determinization_deals_the_tracked_cards():
    g = endgame_position()
    view = g.view(0)
    known = search.known_cards(view)
    for seed in range(3):
        s = search.determinize(view, random.Random(seed))
        assert all(s.players[1]["hand"][kind] >= known[1][kind] for kind in known[1])


def greedy_game_until(players: int, seed: int, moves: int):
    g = game(players, seed=seed, bots=["greedy"] * players)
    while len(g.moves) < moves:
        g.push(g.bot_move(seed=seed * 7919 + len(g.moves)))
    return g


def test_strong_blocks_only_in_two_player_games(monkeypatch):
    """A block hurts one rival and spends a turn: with three rivals the other two gain (measured on
    tuning seeds: with four players blocking lost games), so the strong bot blocks only head to head."""
    g = greedy_game_until(4, seed=2, moves=109)  # player 0 could block POR-SLC here
    bot = StrongBot(g.view(0), 0)
    claims, need = bot.claim_moves(g.legal_moves()), bot.colour_need(bot.plan)
    assert bot.best_block(claims, need) is None
    monkeypatch.setattr(strong, "HEAD_TO_HEAD", 4)
    assert bot.best_block(claims, need) == "claim POR-SLC blue+3L"


def test_ticket_choice_is_checked_by_look_ahead():
    """The opening ticket choice: the best few choices by the rules' valuation are played out on the
    same guesses, and one replaces the rules' choice when it wins the paired test."""
    g = game(2, seed=5)
    view, legal = g.view(0), g.legal_moves()
    assert StrongBot(view, 5, frozenset({"ticket look-ahead"})).choose(legal) == "keep 1 2"
    assert StrongBot(view, 5).choose(legal) == "keep 1 2 3"
    assert StrongBot(copy.deepcopy(view), 5).choose(legal) == "keep 1 2 3"  # same seed, same choice


def test_look_ahead_weighs_drawing_tickets(monkeypatch):
    seen: list[list[str]] = []

    def spy(view, candidates, default, *args):
        seen.append(list(candidates))
        return default

    monkeypatch.setattr(search, "best_move", spy)
    g = endgame_position()
    legal = g.legal_moves()
    assert "tickets" in legal
    StrongBot(g.view(0), 3).choose(legal)
    StrongBot(g.view(0), 3, frozenset({"ticket draws searched"})).choose(legal)
    assert "tickets" in seen[0] and "tickets" not in seen[1]


def test_with_more_players_the_look_ahead_waits_for_the_last_turns(monkeypatch):
    """With three rivals the look-ahead searches only once someone is down to LATE_SEARCH_TRAINS trains
    (from 22, as head to head, its noisy playouts lost games); "late look-ahead with more players" off
    is the old bot, which never searched with more than two players."""
    searched: list[int] = []

    def spy(view, candidates, default, *args):
        searched.append(min(p["trains"] for p in view["players"]))
        return default

    monkeypatch.setattr(search, "best_move", spy)
    for rival_trains in (20, 12, 10, 6):
        g = arrange(choose_tickets(game(4, seed=8)), hands={0: {"red": 3, "blue": 4, "loco": 1}},
                    claims={"DEN-SLC": 0}, trains={0: 30, 1: rival_trains, 2: 30, 3: 30})
        legal = g.legal_moves()
        StrongBot(g.view(0), 3).choose(legal)
        StrongBot(g.view(0), 3, frozenset({"late look-ahead with more players"})).choose(legal)
    assert searched == [10, 6]
    assert strong.LATE_SEARCH_TRAINS == 10 < strong.SEARCH_TRAINS


def test_strong_description_says_how_strong_and_how_fast():
    """The new-game screen describes the level in a player's words: its strength at both table sizes
    the benchmark measures (benchmarks/bots.py), and how long it thinks."""
    text = RULES.bots["strong"]
    assert "two-player" in text and "four-player" in text and "greedy" in text
    assert "second" in text
    assert t("en", "ttr.bot.strong") == text  # the page shows the catalogues' text
    assert "zu zweit" in t("de", "ttr.bot.strong") and "zu viert" in t("de", "ttr.bot.strong")
    # With more players it looks ahead over the last few turns, and wins more than four games in ten.
    assert "last few turns" in text and "more than four four-player games in ten" in text
    assert "letzten Zügen" in t("de", "ttr.bot.strong") and "mehr als vier von zehn" in t("de", "ttr.bot.strong")


def test_oracle_ceiling_sees_the_true_hidden_state():
    """benchmarks/ttr_oracle.py (a tuning tool, never a bot level) measures a ceiling: its look-ahead
    plays every candidate out on a copy of the real state, and its --tickets-only guesses are the bot's
    own guesses at the cards with the rivals' real tickets and the real ticket deck."""
    from benchmarks import ttr_oracle

    g = game(4, seed=1, bots=["greedy"] * 4)
    while len(g.moves) < 90 or g.state.phase != "turn":
        g.push(g.bot_move(seed=len(g.moves)))
    me = g.current_player
    view = g.view(me)
    frozen = json.dumps(view, sort_keys=True)
    ttr_oracle.bench.PLAYING["game"] = g
    guess = search.determinize(view, random.Random(0))
    told = ttr_oracle.tickets_only_determinize(view, random.Random(0))
    rivals = [q for q in range(4) if q != me]
    assert all(told.players[q]["tickets"] == g.state.players[q]["tickets"] for q in rivals)
    assert told.tickets == g.state.tickets and told.deck == guess.deck  # the cards stay guessed
    assert any(guess.players[q]["tickets"] != g.state.players[q]["tickets"] for q in rivals)
    # The oracle's choice is the candidate whose playout on the true state ends best (ties: the default).
    candidates = sorted(m for m in g.legal_moves() if m.startswith("claim "))[:3] + ["draw blind"]
    values = []
    for move in ["draw blind"] + sorted(set(candidates) - {"draw blind"}):
        s = g.state.copy()
        s.apply(move)
        values.append((search.rollout(s, me), move))
    best = max(values, key=lambda v: v[0])
    assert ttr_oracle.oracle_best_move(view, candidates, "draw blind", 0) == best[1]
    assert json.dumps(view, sort_keys=True) == frozen and g.state.phase == "turn"
