"""web/types/bridge.d.ts, the page's declaration of the engine's calls and answers, is held against the
Python: every page call (pygame_rules/bridge/page.py) is declared in ``PageCalls`` with the same
parameters, and real answers of every call (new games of every game, finished fixtures, refusals,
Silverton's trade form) have the shapes the file declares, no field missing and none undeclared.

The declarations are read by a small reader of the TypeScript the file uses (tests/ts_declarations.py),
so a field renamed in Python, or a call given a parameter, fails here and not in a player's browser.
"""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path
from typing import Any

import pytest
from ts_declarations import Declarations  # tests/ts_declarations.py

from pygame_rules import Game, bridge
from pygame_rules.bridge import Table
from pygame_rules.registry import get_rules, packaged_ids

ROOT = Path(__file__).resolve().parents[2]
DECLARATIONS = ROOT / "web" / "types" / "bridge.d.ts"
FIXTURES = ROOT / "tests" / "fixtures"

# Fields the engine sends that the page does not read (for tests and tools), by the interface that has them.
NOT_FOR_THE_PAGE = {"Snapshot": {"view", "warnings"}}

DECLARED = Declarations(DECLARATIONS, NOT_FOR_THE_PAGE)
INTERFACES = DECLARED.interfaces
problems = DECLARED.problems


# -- the calls --------------------------------------------------------------------------------------------
CALLS = INTERFACES["PageCalls"][1]

_PYTHON_TO_TS = {"str": "string", "int": "number", "float": "number", "bool": "boolean", "None": "null"}


def _ts_names(t: tuple) -> set[str]:
    alts = t[1] if t[0] == "union" else [t]
    assert all(a[0] == "name" for a in alts), f"a parameter of a page call is a primitive: {t}"
    return {a[1] for a in alts}


def test_the_reader_reads_the_declarations():
    # The reader itself: a shape it could not see would let every answer pass.
    assert {"Table", "Snapshot", "MoveEntry", "PageCalls", "Refused"} <= set(INTERFACES)
    assert problems({"ok": True, "table": 3}, CALLS["table"][1][2]) != []
    assert problems({"ok": False, "error": "No."}, CALLS["play"][1][2]) == []
    assert problems({"ok": False, "error": "No.", "extra": 1}, CALLS["play"][1][2]) != []
    assert problems({"ok": True}, CALLS["bot_move"][1][2]) != []  # move and moves_played are required


def test_every_page_call_is_declared_with_its_parameters():
    assert set(CALLS) == set(bridge.PAGE_CALLS)
    for name, (optional, (kind, params, _)) in CALLS.items():
        assert kind == "method" and not optional, name
        function = getattr(bridge, name)
        assert function.__module__ == "pygame_rules.bridge.page", name  # a plain function, not a bound method
        python = list(inspect.signature(function).parameters.values())
        assert [p.name for p in python] == [p[0] for p in params], name
        for py, (param, ts_optional, ts_type) in zip(python, params, strict=True):
            assert (py.default is not inspect.Parameter.empty) == ts_optional, f"{name}({param}): optional in one only"
            annotation = str(py.annotation)
            if annotation == "Any":  # the call checks what arrives itself (a seat, a seed): any JSON value
                continue
            declared = {_PYTHON_TO_TS[a.strip()] for a in annotation.split("|")}
            assert _ts_names(ts_type) == declared, f"{name}({param}): Python {annotation}, bridge.d.ts {ts_type}"


# -- the answers ------------------------------------------------------------------------------------------
def _fixture(game_id: str) -> str:
    """A finished game of the current rules (a fixture named v<N>_... keeps an earlier version's)."""
    current = [f for f in sorted((FIXTURES / game_id).glob("*.json")) if not re.match(r"v\d+_", f.name)]
    return current[-1].read_text(encoding="utf-8")


def _session() -> list[tuple[str, Any]]:
    """(call, decoded answer) of a session that reaches every kind of answer each call gives."""
    answers: list[tuple[str, Any]] = []

    def call(table: Table, name: str, *args: Any) -> Any:
        answer = json.loads(getattr(table, name)(*args))
        answers.append((name, answer))
        return answer

    fresh = Table()
    call(fresh, "games")
    call(fresh, "version")
    call(fresh, "set_language", "xx")
    for name, args in [("play", ("x",)), ("play_for", (0, "x", "en")), ("guest_view", (0, "en")),
                       ("undo", ()), ("bot_step", ()), ("bot_move", ()), ("hint", ()),
                       ("table", ()), ("save", ()), ("snapshot", (0,))]:
        assert not call(fresh, name, *args)["ok"]  # no game open
    assert not call(fresh, "new_game", "no_such_game", None, None)["ok"]
    assert not call(fresh, "open_save", "{not a save")["ok"]
    assert not call(fresh, "inspect_save", "[]")["ok"]
    assert not call(fresh, "replay", "last_spike", "{}", "", "[]")["ok"]
    assert not call(fresh, "story", "last_spike", "{}", "1", "nope", None, None)["ok"]

    for game_id in packaged_ids():
        table = Table()
        call(table, "set_language", "de")
        rules = get_rules(game_id)
        seats = [{"name": f"Bot {i}", "bot": rules.default_bot} for i in range(rules.min_players)]
        assert call(table, "new_game", game_id, json.dumps({"players": seats}), 7)["ok"]
        for _ in range(6):
            current = call(table, "table")["table"]["current_player"]
            call(table, "snapshot", current)
            call(table, "bot_move")
            call(table, "bot_step")
        call(table, "snapshot", None, json.dumps({"board": None, "hand": None}))
        token = call(table, "snapshot", 0, json.dumps({"board": None, "hand": None}))["snapshot"]["board_token"]
        call(table, "bot_step")
        call(table, "snapshot", 0, json.dumps({"board": token, "hand": None}))  # a patch
        assert not call(table, "play", "no such move")["ok"]
        acting = call(table, "table")["table"]["current_player"]
        if acting is not None:
            call(table, "guest_view", acting, "en")
            call(table, "guest_view", None, "de")
            assert not call(table, "play_for", acting, "no such move", "de")["ok"]
            assert not call(table, "play_for", 99, "x", "en")["ok"]
        call(table, "undo")
        call(table, "hint")  # refused: bots only
        humans = [{"name": f"Human {i}", "bot": None} for i in range(rules.min_players)]
        assert call(table, "new_game", game_id, json.dumps({"players": humans}), 7)["ok"]
        assert call(table, "hint")["ok"]

        text = _fixture(game_id)
        save = json.loads(text)
        options, seed, moves = json.dumps(save["options"]), str(save["seed"]), json.dumps(save["moves"])
        assert call(table, "inspect_save", text)["ok"]
        assert call(table, "open_save", text)["ok"]
        for seat in (None, 0):
            assert call(table, "snapshot", seat)["snapshot"]["result"]
        call(table, "save")
        assert call(table, "story", game_id, options, seed, moves, save["rules_version"], 3)["story"]
        assert call(table, "story", game_id, options, seed, json.dumps(save["moves"][:2]), None, None)["story"] is None
        assert call(table, "replay", game_id, options, seed, json.dumps(save["moves"][:5]))["ok"]
        assert "table" in call(table, "replay", game_id, options, seed, json.dumps(save["moves"][:5] + ["no"]))
    return answers


def _with_a_form() -> list[tuple[str, Any]]:
    """Silverton's trade form: a snapshot of the first position of a fixture where an offer is legal."""
    save = json.loads(_fixture("silverton"))
    game = Game("silverton", save["options"], save["seed"])
    played = 0
    while not any(m.startswith("offer ") for m in game.legal_moves()):
        assert played < len(save["moves"]), "no position of the fixture offers a trade"
        game.push(save["moves"][played])
        played += 1
    table = Table()
    replayed = json.loads(table.replay("silverton", json.dumps(save["options"]), str(save["seed"]),
                                       json.dumps(save["moves"][:played])))
    snap = json.loads(table.snapshot(replayed["table"]["current_player"]))
    assert snap["snapshot"]["form"], "the trade form is shown"
    return [("snapshot", snap)]


@pytest.fixture(scope="module")
def answers() -> list[tuple[str, Any]]:
    return _session() + _with_a_form()


def test_every_answer_has_the_declared_shape(answers):
    assert {name for name, _ in answers} == set(bridge.PAGE_CALLS)
    found = [f"{name}: {p}" for name, answer in answers for p in problems(answer, CALLS[name][1][2])]
    assert not found, "\n".join(dict.fromkeys(found))  # each problem once


def test_the_session_reaches_the_optional_parts(answers):
    # The shapes above are checked only where answers have them: make sure they do.
    snaps = [a["snapshot"] for name, a in answers if name == "snapshot" and a["ok"]]
    assert any(s.get("board_patch") for s in snaps) and any(s["form"] for s in snaps)
    assert any(s["result"] and s["result"].get("breakdown") for s in snaps)
    assert any(s["moves"] for s in snaps) and any(s["hand_svg"] for s in snaps)
    refused = [a for name, a in answers if name != "games" and not a["ok"]]
    assert any("table" in a for a in refused) and any("move" in a for a in refused)
