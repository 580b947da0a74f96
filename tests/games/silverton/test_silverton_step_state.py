"""Silverton's steps on typed state (issue 33): the turn record, the rules flags, the step titles, and
the package description that forwards nothing."""

from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

import pytest
from sv_helpers import finish_placing, game, placing, st

from pygame_rules.games.silverton import state as state_module
from pygame_rules.games.silverton.rules import RULES_VERSION, Rules
from pygame_rules.games.silverton.steps import ROUND, TURN
from pygame_rules.games.silverton.turn import BUILD, FINES, OPERATE, SELL, TAKE_CARDS, Turn
from pygame_rules.i18n import catalogue

PACKAGE = Path(state_module.__file__).resolve().parent


# -- the rules flags -----------------------------------------------------------------------------
def test_each_rules_version_turns_on_its_own_flags():
    v1, v2, v3, v4 = (Rules.of(v) for v in (1, 2, 3, 4))
    assert not v1.discard_conditions and not v1.stores_version and not v1.done_after_last_piece
    assert v2.discard_conditions and v2.stores_version and not v2.done_after_last_piece
    assert v3.done_after_last_piece and not v3.free_trade
    seed = ("seed_tables", "setup_cards", "steal_jail", "extension_beyond", "free_trade", "locos_together",
            "plow_chosen")
    assert not any(getattr(v3, f) for f in seed) and all(getattr(v4, f) for f in seed)
    assert Rules.of(RULES_VERSION) == v4


def test_the_rules_and_the_bots_ask_flags_not_the_version_number():
    """The version is branched on in rules.py only (data.versioned takes the flag; present.py, the page's
    words, reads the version a view carries)."""
    for path in [*PACKAGE.glob("*.py"), *PACKAGE.glob("bots/*.py")]:
        if path.name in ("rules.py", "data.py", "present.py"):
            continue
        text = path.read_text(encoding="utf-8")
        for branch in ("rules_version >", "rules_version <", "seed_rules", "SEED_RULES"):
            assert branch not in text, f"{path.name}: {branch}"


# -- the turn record -----------------------------------------------------------------------------
def test_a_new_turn_serializes_as_the_three_keys_it_began_with():
    assert Turn(seat=2).to_dict(True) == {"seat": 2, "step": TAKE_CARDS, "pending": []}


def test_keys_appear_as_the_steps_begin_and_act():
    t = Turn(seat=0, step=BUILD)
    assert set(t.to_dict(True)) == {"seat", "step", "pending", "done", "built"}
    t.step = OPERATE
    assert "operated" not in t.to_dict(True)  # no claim to operate: the step never listed one
    t.operating = True
    assert t.to_dict(True)["operated"] == []
    t.step = SELL
    assert t.to_dict(True)["sold_lots"] == [] and "sold" not in t.to_dict(True)
    t.sold_lots, t.sold, t.city = ["M43"], {"gold:DEN": 2}, "DEN"
    assert {"sold", "city", "loco_load"} <= set(t.to_dict(True)) and "locos_used" not in t.to_dict(True)
    assert "locos_used" in t.to_dict(False) and "loco_load" not in t.to_dict(False)
    t.step = FINES
    out = t.to_dict(True)
    assert out["tried"] == [] and out["carried"] == {}  # selling ends by emptying what was carried


def test_the_state_holds_a_turn_record_only_during_a_players_turn():
    g = game(2)
    s = st(g)
    assert s.turn is None and s.to_dict()["turn"] == {} and s.view(None)["turn"] == {}
    placing(g)
    g.push(f"prospect P1 {s.display[0]}")
    finish_placing(g)
    assert s.phase == "turns" and isinstance(s.turn, Turn)
    assert s.to_dict()["turn"]["seat"] == s.turn.seat == s.turn_player


def test_every_turn_record_field_is_typed_and_defaulted_but_the_seat():
    for f in fields(Turn):
        assert f.type, f.name
    assert Turn(seat=0) == Turn(seat=0)  # everything else has a default


# -- titles --------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_step_title_is_a_message_in_both_catalogues(lang):
    s = st(game(2))
    keys = [step.key for step in TURN]
    assert len(set(keys)) == len(TURN) and not any(k[0].isdigit() for k in keys)
    for number, step in enumerate(TURN, 1):
        title = step.title(s)
        assert title.key == f"si.step.{step.key}"
        assert catalogue(lang).get(title.key, "").startswith(str(number))
    for step in ROUND:
        if step.key != "turns":
            assert catalogue(lang).get(f"si.step.{step.key}"), step.key


# -- the package description forwards nothing ------------------------------------------------------
def test_the_package_init_assigns_nothing_to_the_state():
    tree = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    targets = [t for node in ast.walk(tree) if isinstance(node, ast.Assign) for t in node.targets]
    assert not any(isinstance(t, (ast.Attribute, ast.Tuple)) for t in targets)
    assert not hasattr(state_module.State, "ROUND") and not hasattr(state_module.State, "TURN")
