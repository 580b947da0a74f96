"""The state after every move of recorded games, against what the code produced before the steps were
typed (issue 33): the turn record, the rules flags and the split step modules must not change one
serialized byte.

``silverton_per_move.json`` holds, for a few whole fixtures (every rules version, both modes), two
SHA-256 chains over the moves, recorded with the untouched code (run this file as a script to record):

* ``state``: the state hash after every move (``Game.state_hash``: the whole state, log included, its
  messages as their keys and parameters, so a reworded line or another language leaves it alone);
* ``shape``: ``to_dict`` without the log (so it survives a reworded log line), the view's ``turn``, the
  legal moves and the seat to act, after every move.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from pygame_rules.game import Game, hash_dict

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "silverton"
CHAINS = Path(__file__).resolve().parent / "silverton_per_move.json"
GAMES = ["v1_6p_short_goal", "v1_1p_standard_advanced", "v2_6p_standard_advanced", "v2_1p_long_lost",
         "v3_6p_campaign_advanced", "v3_1p_short_won", "6p_standard_advanced", "6p_short_goal",
         "1p_campaign_advanced"]


def chains(name: str) -> dict[str, Any]:
    data = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    game = Game("silverton", data["options"], data["seed"], data.get("rules_version"))
    state_chain, shape_chain = hashlib.sha256(), hashlib.sha256()

    def add() -> None:
        whole = game.state.to_dict()
        state_chain.update(game.state_hash().encode())
        shape = {k: v for k, v in whole.items() if k != "log"}
        shape["view_turn"] = game.state.view(None)["turn"]
        shape["legal"] = game.legal_moves()
        shape["current"] = game.current_player
        shape_chain.update(hash_dict(shape).encode())

    add()
    for move in data["moves"]:
        game.push(move)
        add()
    return {"moves": len(data["moves"]), "state": state_chain.hexdigest(), "shape": shape_chain.hexdigest()}


@pytest.mark.parametrize("name", GAMES)
def test_every_move_serializes_as_before(name: str) -> None:
    recorded = json.loads(CHAINS.read_text(encoding="utf-8"))[name]
    now = chains(name)
    assert now["moves"] == recorded["moves"]
    assert now["shape"] == recorded["shape"], f"{name}: the state (log aside) differs after some move"
    assert now["state"] == recorded["state"], f"{name}: a state hash differs after some move"


if __name__ == "__main__":  # record with the code the chains must keep matching
    CHAINS.write_text(json.dumps({name: chains(name) for name in GAMES}, indent=1) + "\n", encoding="utf-8")
