"""Issue 37: no Silverton bot, at any level, buys a claim it cannot reach with track and then operate:
a bot that did sat broke without income for the rest of the game."""

from __future__ import annotations

import pytest
from sv_helpers import game, placing

from pygame_rules.games.silverton.bots import standard as bot
from pygame_rules.games.silverton.data import CLAIMS


def cost_to_work(view: dict, q: int, cid: str) -> int:
    """The claim's price, the cheapest track from the seat's towns to its town, and one operation of
    it and of every claim already held."""
    pl = view["players"][q]
    town = CLAIMS[cid]["town"]
    far = 0 if town in pl["towns"] else bot.distance(pl["towns"], town)
    held = sum(CLAIMS[c["id"]]["operate"] for c in pl["claims"] if not c["depleted"])
    return CLAIMS[cid]["price"] + far + held + CLAIMS[cid]["operate"]


@pytest.mark.parametrize("level", ["strong", "standard"])
def test_no_level_prospects_for_a_claim_it_could_not_work(level):
    """The placement step (its surveyors placed: prospectors left) with every amount of money from $100
    to $2,400: whatever claim the bot sends a prospector to, it can pay for, link and operate."""
    g = game(2, 1)
    s = placing(g)
    legal = [m for m in g.legal_moves() if not m.startswith("survey")]
    prospected = 0
    for money in range(100, 2401, 25):
        s.players[0]["money"] = money
        view = g.view(0)
        move = bot.choose(level, view, legal, 1)
        if move.startswith("prospect") and move.split()[2] in CLAIMS:
            prospected += 1
            assert cost_to_work(view, 0, move.split()[2]) <= money, (money, move)
    assert prospected  # with money enough, it still buys claims


@pytest.mark.parametrize("level", ["strong", "standard"])
def test_no_level_buys_a_claim_whose_town_it_cannot_afford_to_reach(level):
    """At the purchase (buy or leave), the bot with just the price and a little more leaves a far claim
    but buys it when it has the money to link and work it too."""
    g = game(2, 1)
    placing(g)
    view = g.view(0)
    cid = max(view["display"], key=lambda c: bot.distance(view["players"][0]["towns"], CLAIMS[c]["town"]))
    need = cost_to_work(view, 0, cid)
    assert need > CLAIMS[cid]["price"] + 100  # its town lies away from the seat's track
    view["step"] = "turn"
    legal = [f"buy {cid}", f"leave {cid}"]
    view["players"][0]["money"] = CLAIMS[cid]["price"] + 100
    assert bot.choose(level, view, legal, 1) == f"leave {cid}"
    view["players"][0]["money"] = need + 2000  # rich: the strong bot may still find it not worth its price
    if level == "standard":
        assert bot.choose(level, view, legal, 1) == f"buy {cid}"
