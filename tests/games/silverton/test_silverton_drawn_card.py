"""A claim drawn from the deck is shown as its card in the hand, to the player who drew it (issue 32: it was a
text button only)."""

from __future__ import annotations

from pygame_rules import new_game
from pygame_rules.games.silverton.render.hand import hand_svg


def test_the_drawn_claim_is_drawn_as_its_card_for_the_drawer_only():
    game = new_game("silverton", {"players": [{"name": "Ann", "bot": "random"}, {"name": "Bea", "bot": "random"}]}, 3)
    while not game.state.turn_dict().get("drawn"):
        assert not game.is_over
        game.push(game.bot_move(seed=len(game.moves)))
    cid, q = game.state.turn_dict()["drawn"], game.current_player
    view = game.view(q)
    view["legal_moves"] = game.legal_moves()
    mine = hand_svg(view)
    assert "Drawn from the deck" in mine and f'data-for-sale="{cid}"' in mine
    other = game.view(1 - q)
    assert "Drawn from the deck" not in (hand_svg(other) or "")
