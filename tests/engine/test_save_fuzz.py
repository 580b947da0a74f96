"""Fuzz: malformed, truncated, oversized and hostile saves thrown at the import and load paths.

The page imports a file with ``bridge.open_save`` and lists stored saves with ``bridge.inspect_save``;
both must answer every input with JSON: either a game, or ``ok: false`` and a message for the player.
Never an exception, never a crash of the runtime (deep nesting is refused before the JSON parser sees
it), and a refused file never replaces the game that was open (no save is lost).  The same generator
feeds the page in e2e/test_robust.py.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_rules import SaveError, load_game
from pygame_rules.bridge import Table
from pygame_rules.saves import MAX_SAVE_CHARS, MAX_SAVE_DEPTH, check_text
from tools.hostile_saves import base_saves, hostile_saves


@pytest.fixture(scope="module")
def table() -> Table:
    """A table with a game open, which no refused file may replace."""
    t = Table()
    assert json.loads(t.open_save(base_saves()[0]))["ok"]
    return t


def check_answers(table: Table, text: str, kind: str) -> bool:
    before = table.game
    assert before is not None
    hash_before = before.state_hash()
    for call in (table.inspect_save, table.open_save):
        answer = json.loads(call(text))  # never raises, always JSON
        assert isinstance(answer, dict) and isinstance(answer.get("ok"), bool), kind
        if not answer["ok"]:
            assert isinstance(answer["error"], str) and len(answer["error"]) > 10, (kind, answer)
    opened = answer["ok"]
    if not opened:  # the game that was open stays open, unchanged
        assert table.game is before and before.state_hash() == hash_before, kind
    else:
        table.game = before
    return opened


def test_a_thousand_seeded_hostile_saves(table: Table) -> None:
    rejected = opened = 0
    kinds: set[str] = set()
    for kind, text in hostile_saves(1000):
        kinds.add(kind.split()[0])
        if check_answers(table, text, kind):
            opened += 1
        else:
            rejected += 1
    assert rejected + opened == 1000 and rejected > 900
    assert {"truncated", "flipped", "oversized", "deep", "hostile", "nested"} <= kinds


def test_deep_and_huge_inputs_are_refused_before_parsing() -> None:
    with pytest.raises(SaveError, match="nested too deeply"):
        load_game("[" * 200_000)
    with pytest.raises(SaveError, match="nested too deeply"):
        load_game('{"a":' * (MAX_SAVE_DEPTH + 1) + "1" + "}" * (MAX_SAVE_DEPTH + 1))
    with pytest.raises(SaveError, match="too large"):
        load_game(" " * (MAX_SAVE_CHARS + 1))
    check_text("[" * MAX_SAVE_DEPTH + "]" * MAX_SAVE_DEPTH)  # at the limit: parsed as usual
    check_text(json.dumps({"x": "[" * 10_000}))  # brackets inside strings do not count
    check_text(json.dumps({"x": '\\"[[[[' * 100}))


BASES = base_saves()


@st.composite
def damaged_saves(draw) -> str:
    base = draw(st.sampled_from(BASES))
    how = draw(st.integers(0, 3))
    if how == 0:
        return base[:draw(st.integers(0, len(base)))]
    if how == 1:
        at = draw(st.integers(0, len(base)))
        return base[:at] + draw(st.text(max_size=20)) + base[at + draw(st.integers(0, 20)):]
    data = json.loads(base)
    json_values = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
        max_leaves=12)
    if how == 2:
        data[draw(st.sampled_from(sorted(data)))] = draw(json_values)
    else:
        data["options"]["players"][0] = draw(json_values)
    return json.dumps(data)


@settings(max_examples=1000, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(text=st.one_of(damaged_saves(), st.text(max_size=200)))
def test_hypothesis_damaged_saves(text: str) -> None:
    t = Table()
    t.open_save(BASES[1])
    check_answers(t, text, "hypothesis")
