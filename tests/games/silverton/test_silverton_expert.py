"""Silverton's expertise for the shared search: its evaluation values money, goods held and each claim
by what it is expected to earn over the rounds left (as the strong bot does), and the strong bot is
both its prior and its rollout policy."""

from __future__ import annotations

import pytest

from pygame_rules import Game
from pygame_rules.games.silverton import market
from pygame_rules.games.silverton.bots import expert, standard
from pygame_rules.games.silverton.data import CLAIMS
from pygame_rules.games.silverton.state import State


def table() -> tuple[State, dict, int]:
    s = Game("silverton", {"players": [{"name": "A"}, {"name": "B"}]}, 7).state
    assert isinstance(s, State)
    prices = {"prices": {k: market.price(s.market, k) for k in market.KEYS}}
    return s, prices, standard.horizon(s.round_limit - s.round + 1)


def test_a_claim_is_worth_what_it_is_expected_to_earn_halved_where_the_track_does_not_reach_it():
    s, prices, horizon = table()
    cid = max(CLAIMS, key=lambda c: standard.claim_value(prices, c, horizon))
    value = standard.claim_value(prices, cid, horizon)
    assert value > 0
    bare = expert.worth(s, 0, prices, horizon)
    s.players[0]["claims"].append(cid)
    held = expert.worth(s, 0, prices, horizon)
    reached = s.claim_town_linked(0, cid)
    assert held - bare == pytest.approx(value if reached else expert.UNLINKED * value)
    s.players[0]["goods"][cid] = 3
    goods = expert.GOODS * 3 * standard.unit_price(prices, cid)
    assert expert.worth(s, 0, prices, horizon) - held == pytest.approx(goods)
    s.players[0]["depleted"].append(cid)  # a depleted claim earns no more: its goods still sell
    assert expert.worth(s, 0, prices, horizon) - bare == pytest.approx(goods)


def test_buying_a_claim_that_earns_more_than_its_price_raises_the_buyer_s_chance():
    s, prices, horizon = table()
    cid = max(CLAIMS, key=lambda c: standard.claim_value(prices, c, horizon) - CLAIMS[c]["price"])
    assert standard.claim_value(prices, cid, horizon) > 2 * CLAIMS[cid]["price"]  # even unreached, worth it
    before = expert.evaluate(s, 0)
    s.players[0]["money"] -= CLAIMS[cid]["price"]
    s.players[0]["claims"].append(cid)
    assert expert.evaluate(s, 0) > before and expert.evaluate(s, 1) < 1 - before


def test_the_strong_bot_is_the_prior_s_favourite_and_the_rollout_policy():
    g = Game("silverton", {"players": [{"name": "A"}, {"name": "B"}]}, 3)
    while len(g.legal_moves()) < 2:
        g.push(g.legal_moves()[0])
    view, legal = g.view(g.current_player), g.legal_moves()
    strong = standard.choose("strong", view, legal, 9)
    prior = expert.EXPERTISE.prior(view, legal, 9, True)
    assert max(prior, key=prior.get) == strong and expert.EXPERTISE.policy(view, legal, 9) == strong
