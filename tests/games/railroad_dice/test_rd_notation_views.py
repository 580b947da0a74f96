"""Notation, refusals, and what each seat may see: the screens stay hidden."""

import json
import random
import re

import pytest
from rd_helpers import arrange, faces, game

from pygame_rules import IllegalMove, dumps, load_game
from pygame_rules.games.railroad_dice.notation import parse_move
from pygame_rules.secrets import redeal


@pytest.mark.parametrize("text, canonical", [
    ("income", "income"), ("  END ", "end"),
    ("roll 3+1", "roll 3+1"), ("roll 3 + 1", "roll 3+1"), ("roll 2", "roll 2+0"), ("Roll 0+2", "roll 0+2"),
    ("buy red share", "buy R share"), ("buy r $", "buy R share"), ("buy K ?", "buy K wild"),
    ("buy blue wild from 2", "buy B wild from P2"), ("buy B share from p3", "buy B share from P3"),
    ("lay a n", "lay A N"), ("lay B east ?", "lay B E wild"), ("lay A S tile 3", "lay A S T3"),
    ("lay b w t4 wild", "lay B W wild T4"),
    ("build red 3 c5", "build R 3c5"), ("build Y 12:g7", "build Y 12g7"),
    ("drop ?", "drop wild"), ("drop Curve", "drop curve"),
])
def test_notation_accepts_aliases_and_prints_canonically(text, canonical):
    assert parse_move(text) == canonical
    assert parse_move(canonical) == canonical


@pytest.mark.parametrize("text", ["roll", "roll 0+0", "roll x", "buy Z share", "buy R straight", "buy R",
                                  "lay C N", "lay A Q", "lay A N T9", "lay A N sideways", "build R", "build R 3h1",
                                  "build R 3a8", "drop", "drop track", "xyzzy", "buy R share to P2"])
def test_notation_refuses_what_is_not_a_move(text):
    with pytest.raises(ValueError):
        parse_move(text)


def test_every_legal_move_is_canonical_over_a_whole_game():
    g = game(3, seed=5)
    rnd = random.Random(5)
    while not g.is_over:
        for move in g.legal_moves():
            assert parse_move(move) == move
        g.push(rnd.choice(g.legal_moves()))


def test_nobody_sees_another_screen_but_everybody_counts_the_bank():
    g = arrange(game(3), screens={0: 5, 1: 2, 2: 7})
    assert g.state.bank_count() == 40 - 1 - 12 - 14
    for viewer in (None, 0, 1, 2):
        view = g.view(viewer)
        for q, pl in enumerate(view["players"]):
            assert pl["screen"] == (g.state.screen(q) if q == viewer else None)
        assert view["bank"] == 13  # a pile on the table
        assert "bank: 13 dice" in g.svg(viewer)
    assert "The bank: 13 dice (everybody sees this)" in g.rules.hand_svg(g.view(2))
    text = json.dumps(g.view(1))
    assert '"screen": 2' in text and '"screen": 5' not in text and '"screen": 7' not in text


def test_dealing_the_hidden_dice_anew_changes_the_counts_but_not_the_view():
    g = arrange(game(3), screens={0: 5, 1: 2, 2: 7})
    view, svg, hand = g.view(1), g.svg(1), g.rules.hand_svg(g.view(1))
    changed = 0
    for seed in range(20):
        twin = redeal(g.state, 1, seed)
        counts = (twin.screen(0), twin.screen(2))
        changed += counts != (5, 7)
        assert twin.screen(1) == 2  # the viewer's own screen stays
        assert twin.bank_count() == g.state.bank_count()  # the bank is public: never dealt anew
        assert sum(counts) == 12  # the dice in the pool are conserved
        state, g.state = g.state, twin
        try:
            assert g.view(1) == view and g.svg(1) == svg and g.rules.hand_svg(g.view(1)) == hand
        finally:
            g.state = state
    assert changed >= 15


def test_the_log_tells_every_roll_and_purchase_but_no_count_behind_a_screen():
    g = arrange(game(2), fronts={0: {"wild": 2}}, screens={0: 3})
    g.script_dice(faces("share", "share", "straight", "wild", "curve", "curve", "curve"))
    g.push("income")
    g.push("roll 3+2")
    g.push("buy R share")
    log = g.view(1)["log"]
    assert log[-3] == "Ann takes income: 4 dice behind the screen."
    assert log[-2].startswith("Ann rolls 3 dice from behind the screen and 2 ? dice with 2 bonus dice: ")
    # Nothing states what lies behind a screen now (a careful bookkeeper could add it up, as at the table).
    assert not any(re.search(r"has \d+ (dice|die) behind|screen holds|behind the screen: \d", line) for line in log)


def test_refused_moves_leave_the_game_unchanged_with_a_reason():
    g = game(3)
    before = g.state_hash()
    for move in ("buy R share", "lay A W", "build R 1d3", "drop wild", "roll 1+0", "buy R share from P2"):
        with pytest.raises(IllegalMove) as refused:
            g.push(move)
        assert refused.value.reason.strip()
        assert g.state_hash() == before


def test_saves_replay_a_game():
    g = game(3, seed=9, bots={0: "strong", 1: "basic", 2: "random"}, picks=True)
    while not g.is_over and len(g.moves) < 150:
        g.push(g.bot_move(seed=len(g.moves)))
    loaded = load_game(dumps(g))
    assert loaded.state_hash() == g.state_hash() and loaded.moves == g.moves
