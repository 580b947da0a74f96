"""A sale picked on a claim card is asked about first (issue 32: one click sold lumber at $40 when the player
meant to look): its label and question say units, price and total, the first sale says its city is the only
one for the second, and the last sale says it ends the turn."""

from __future__ import annotations

from pygame_rules import bridge, new_game
from pygame_rules.games.silverton.selling import sale
from pygame_rules.i18n import use_language


def _at_a_sale(seed: int):
    game = new_game("silverton", {"players": [{"name": "Ann", "bot": "strong"}, {"name": "Bea", "bot": "strong"}]},
                    seed)
    while not any(m.startswith("sell ") for m in game.legal_moves()):
        assert not game.is_over
        game.push(game.bot_move(seed=len(game.moves)))
    return game


def test_a_sale_says_units_price_and_total_and_is_asked_about():
    game = _at_a_sale(5)
    q = game.current_player
    with use_language("en"):
        snap = bridge.build_snapshot(game, q)
    sells = [m for m in snap["moves"] if m["move"].startswith("sell ")]
    assert sells
    for m in sells:
        _, lot, city = m["move"].split()
        units = sale(game.state, q, lot, city)[0]
        assert game.view(q)["sales"][m["move"]] == units > 0
        assert f"Sell {units} " in m["label"] and m["label"].count("$") == 2  # price and total
        assert m["confirm"].startswith(f"Sell {units} ") and m["confirm"].endswith(("sale.", "with it.", "in all?"))
    # Nothing else is asked about, and nobody else sees the sales.
    assert all(m["confirm"] is None for m in snap["moves"] if not m["move"].startswith("sell "))
    assert game.view(1 - q)["sales"] == {} and game.view(None)["sales"] == {}


def test_the_first_sale_names_its_city_for_the_second_and_the_last_ends_the_turn():
    firsts = lasts = 0
    for seed in range(3, 12):
        game = _at_a_sale(seed)
        q = game.current_player
        with use_language("en"):
            asks = [m["confirm"] for m in bridge.build_snapshot(game, q)["moves"] if m["confirm"]]
        lots = {m.split()[1] for m in game.view(q)["sales"]}
        if len(lots) > 1:
            assert all("is then the only city for your second sale" in a for a in asks)
            firsts += 1
        else:
            assert all("your turn ends with it" in a for a in asks)
            lasts += 1
    assert firsts and lasts
