"""The strong bot's guess at the rivals' hidden tiles: read from their plays (infer.py)."""

import random

from ls_helpers import arrange, game

from pygame_rules import new_game
from pygame_rules.games.last_spike.bots import infer, search
from pygame_rules.games.last_spike.data import TILES, tile_cost


def test_the_view_lists_the_plays_in_order():
    g = new_game("last_spike", {"players": [{"name": f"P{i}", "bot": "standard"} for i in range(3)]}, 8)
    placed = []
    while len(placed) < 6:
        move = g.bot_move()
        if move in TILES:
            placed.append(move)
        g.push(move)
    assert g.view(1)["plays"] == placed
    assert sorted(g.view(1)["plays"]) == sorted(g.view(1)["board"])


def test_a_play_at_double_cost_rules_out_every_tile_next_to_the_track():
    g = game(2, seed=3)
    # Bob (seat 1), the standard bot, plays at double cost: nothing he held lay next to a city.
    held = ["A3", "C3", "U2", "W3"]
    arrange(g, hands={0: ["C2", "D3", "E2", "F3"], 1: held}, current=1, cash={1: 60000}, pool=["X2", "Y2"])
    played = g.bot_move()
    g.push(played)
    g.push("draw")
    view = g.view(0)
    assert view["board"][played]["cost"] == 2 * tile_cost(played)
    kept = [t for t in held if t != played]
    unseen = [t for t in TILES if t not in view["board"] and t not in view["hand"]]
    ruled = infer.constraints(view, unseen)[1]
    assert ruled["B1"] == 1 and ruled["Z4"] == 1  # at the ends of routes: he would have played them
    assert all(ruled[t] == infer.NEVER for t in kept)  # what he kept is not ruled out
    # Of his four tiles only the one he drew since may be such a tile.
    assert infer.violation([*kept, "B1"], ruled) == 0
    assert infer.violation([*kept[:2], "B1", "Z4"], ruled) == 1
    for seed in range(5):
        s = search.determinize(view, random.Random(seed), infer.constraints(view, unseen))
        assert infer.violation(s.players[1]["tiles"], ruled) == 0


def test_standard_bots_hands_are_consistent_and_better_guessed_than_uniformly():
    """Over whole games of standard bots, the rivals' true hands are (almost always) consistent with
    what the inference rules out, and its guesses hold more of the true tiles than uniform guesses."""
    consistent = total = 0
    hits = {"inferred": 0, "uniform": 0}
    for seed in (11, 12, 13):
        g = new_game("last_spike", {"players": [{"name": f"P{i}", "bot": "standard"} for i in range(2)]}, seed)
        while not g.is_over:
            view = g.view(g.current_player)
            if view["phase"] == "play" and len(view["plays"]) >= 4:
                unseen = [t for t in TILES if t not in view["board"] and t not in view["hand"]]
                ruled = infer.constraints(view, unseen)
                for q, tiles in ruled.items():
                    true = set(g.state.players[q]["tiles"])
                    total += 1
                    consistent += infer.violation(sorted(true), tiles) == 0
                    rng = random.Random(len(view["plays"]))
                    for _ in range(4):
                        guess = infer.deal(list(unseen), {q: len(true)}, ruled, rng)[q]
                        hits["inferred"] += len(true & set(guess))
                        hits["uniform"] += len(true & set(rng.sample(unseen, len(true))))
            g.push(g.bot_move())
    assert total > 50
    assert consistent >= 0.95 * total
    assert hits["inferred"] > 1.15 * hits["uniform"]
