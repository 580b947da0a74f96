"""Whole seeded games of the strong bot, move by move, against moves recorded before a refactor.

``ttr_bot_games.json`` holds complete games (every seat a bot, the strong bot in most seats, every
variant, 2 to 5 players) recorded with the bot seed the benchmark uses.  Replaying them checks that a
change meant to keep the bots' behaviour (a new module layout, a faster state, a rollout API) really
keeps every decision, the look-ahead's included.  A change that is meant to alter play re-records them:

    python tests/games/ticket_to_ride/test_ttr_bot_games.py --record
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
if __name__ == "__main__":  # run to record the games (see the end): this checkout's engine first
    sys.path.insert(0, str(HERE.parents[2]))

from pygame_rules import new_game  # noqa: E402

RECORDED = HERE / "ttr_bot_games.json"
GAMES = [("base", ["strong", "strong"], 11), ("mega", ["strong", "greedy", "strong"], 12),
         ("1910", ["greedy", "strong"], 13), ("big_cities", ["strong", "random", "strong", "greedy"], 14),
         ("base", ["strong", "greedy", "strong", "random", "strong"], 15)]


def play(variant: str, bots: list[str], seed: int, expected: list[str] | None = None) -> list[str]:
    """The moves of one whole bot game; with ``expected``, stop at the first move that differs."""
    g = new_game("ticket_to_ride", {"players": [{"name": f"P{i}", "bot": b} for i, b in enumerate(bots)],
                                    "variant": variant}, seed)
    while not g.is_over:
        move = g.bot_move(seed=seed * 7919 + len(g.moves))
        if expected is not None:
            n = len(g.moves)
            assert n < len(expected) and move == expected[n], (
                f"{variant} seed {seed}, move {n} ({bots[g.current_player]}): "
                f"{move!r}, recorded {expected[n] if n < len(expected) else 'the end'!r}")
        g.push(move)
    return g.moves


@pytest.mark.parametrize("game", json.loads(RECORDED.read_text()) if RECORDED.exists() else [],
                         ids=lambda game: f"{game['variant']}-{len(game['bots'])}p-{game['seed']}")
def test_bots_play_the_recorded_games(game):
    moves = play(game["variant"], game["bots"], game["seed"], game["moves"])
    assert moves == game["moves"]


def test_every_recorded_game_is_there():
    recorded = [(g["variant"], g["bots"], g["seed"]) for g in json.loads(RECORDED.read_text())]
    assert recorded == [(v, b, s) for v, b, s in GAMES]


def record() -> None:
    games = [{"variant": v, "bots": b, "seed": s, "moves": play(v, b, s)} for v, b, s in GAMES]
    RECORDED.write_text("[\n" + ",\n".join(json.dumps(g) for g in games) + "\n]\n")


if __name__ == "__main__" and "--record" in sys.argv:
    record()
