"""web/types/bridge.d.ts, the page's declaration of the engine's calls and answers, is held against the
Python: every page call (pygame_rules/bridge/page.py) is declared in ``PageCalls`` with the same
parameters, and real answers of every call (new games of every game, finished fixtures, refusals,
Silverton's trade form) have the shapes the file declares, no field missing and none undeclared.

The declarations are read by a small reader of the TypeScript the file uses (interfaces, type aliases
with parameters, unions, intersections, arrays, tuples, object literals, ``Record``), so a field renamed
in Python, or a call given a parameter, fails here and not in a player's browser.
"""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path
from typing import Any

import pytest

from pygame_rules import Game, bridge
from pygame_rules.bridge import Table
from pygame_rules.registry import get_rules, packaged_ids

ROOT = Path(__file__).resolve().parents[2]
DECLARATIONS = ROOT / "web" / "types" / "bridge.d.ts"
FIXTURES = ROOT / "tests" / "fixtures"

# Fields the engine sends that the page does not read (for tests and tools), by the interface that has them.
NOT_FOR_THE_PAGE = {"Snapshot": {"view", "warnings"}}

# -- a reader of the TypeScript in bridge.d.ts -------------------------------------------------------------
# A type is a tuple: ("name", n) a primitive, literal or reference to a declaration; ("ref", n, [args]) a
# generic's use; ("array", t); ("tuple", [t]); ("union", [t]); ("inter", [t]); ("object", members, index,
# name) with members {field: (optional, t)}; ("method", [(param, optional, t)], returns).

_TOKEN = re.compile(r"\s*(\w+|[{}()\[\]<>|&;:,?=])")


def _tokens(text: str) -> list[str]:
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    found, at = [], 0
    while at < len(text.rstrip()):
        m = _TOKEN.match(text, at)
        assert m, f"bridge.d.ts: cannot read {text[at:at + 40]!r}"
        found.append(m[1])
        at = m.end()
    return found


class _Reader:
    def __init__(self, text: str) -> None:
        self.toks = _tokens(text)
        self.at = 0

    def peek(self) -> str | None:
        return self.toks[self.at] if self.at < len(self.toks) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.toks[self.at]
        assert expected is None or tok == expected, f"bridge.d.ts: {expected!r} expected, read {tok!r}"
        self.at += 1
        return tok

    def declarations(self) -> tuple[dict[str, tuple], dict[str, tuple[list[str], tuple]]]:
        interfaces: dict[str, tuple] = {}
        aliases: dict[str, tuple[list[str], tuple]] = {}
        while self.peek() is not None:
            kind = self.take()
            name = self.take()
            if kind == "interface":
                interfaces[name] = self.members(name)
            else:
                assert kind == "type", f"bridge.d.ts: a declaration expected, read {kind!r}"
                params = []
                if self.peek() == "<":
                    self.take("<")
                    params.append(self.take())
                    while self.peek() == ",":
                        self.take(",")
                        params.append(self.take())
                    self.take(">")
                self.take("=")
                aliases[name] = (params, self.type())
                self.take(";")
        return interfaces, aliases

    def members(self, name: str | None = None) -> tuple:
        self.take("{")
        members: dict[str, tuple[bool, tuple]] = {}
        index = None
        while self.peek() != "}":
            if self.peek() == "[":  # [key: string]: T
                self.take("[")
                self.take()
                self.take(":")
                self.type()
                self.take("]")
                self.take(":")
                index = self.type()
            else:
                field = self.take()
                optional = self.peek() == "?"
                if optional:
                    self.take("?")
                if self.peek() == "(":
                    members[field] = (optional, self.method())
                else:
                    self.take(":")
                    members[field] = (optional, self.type())
            if self.peek() in (";", ","):
                self.take()
        self.take("}")
        return ("object", members, index, name)

    def method(self) -> tuple:
        self.take("(")
        params = []
        while self.peek() != ")":
            param = self.take()
            optional = self.peek() == "?"
            if optional:
                self.take("?")
            self.take(":")
            params.append((param, optional, self.type()))
            if self.peek() == ",":
                self.take(",")
        self.take(")")
        self.take(":")
        return ("method", params, self.type())

    def type(self) -> tuple:
        alts = [self.intersection()]
        while self.peek() == "|":
            self.take("|")
            alts.append(self.intersection())
        return alts[0] if len(alts) == 1 else ("union", alts)

    def intersection(self) -> tuple:
        parts = [self.postfix()]
        while self.peek() == "&":
            self.take("&")
            parts.append(self.postfix())
        return parts[0] if len(parts) == 1 else ("inter", parts)

    def postfix(self) -> tuple:
        made = self.primary()
        while self.peek() == "[" and self.toks[self.at + 1] == "]":
            self.take("[")
            self.take("]")
            made = ("array", made)
        return made

    def primary(self) -> tuple:
        tok = self.peek()
        if tok == "(":
            self.take("(")
            made = self.type()
            self.take(")")
            return made
        if tok == "{":
            return self.members()
        if tok == "[":
            self.take("[")
            items = [self.type()]
            while self.peek() == ",":
                self.take(",")
                items.append(self.type())
            self.take("]")
            return ("tuple", items)
        name = self.take()
        if self.peek() == "<":
            self.take("<")
            args = [self.type()]
            while self.peek() == ",":
                self.take(",")
                args.append(self.type())
            self.take(">")
            return ("ref", name, args)
        return ("name", name)


INTERFACES, ALIASES = _Reader(DECLARATIONS.read_text(encoding="utf-8")).declarations()


def _resolve(t: tuple, bound: dict[str, tuple]) -> tuple:
    """A type with its references to declarations (and the parameters in ``bound``) looked up, one level."""
    if t[0] == "name" and t[1] in bound:
        return _resolve(bound[t[1]], {})
    if t[0] == "name" and t[1] in INTERFACES:
        return INTERFACES[t[1]]
    if t[0] == "name" and t[1] in ALIASES:
        return _resolve(ALIASES[t[1]][1], {})
    if t[0] == "ref" and t[1] in ALIASES:
        params, body = ALIASES[t[1]]
        return _substitute(body, dict(zip(params, [_substitute(a, bound) for a in t[2]], strict=True)))
    return _substitute(t, bound)


def _substitute(t: tuple, bound: dict[str, tuple]) -> tuple:
    if not bound:
        return t
    if t[0] == "name":
        return bound.get(t[1], t)
    if t[0] == "ref":
        return ("ref", t[1], [_substitute(a, bound) for a in t[2]])
    if t[0] == "array":
        return ("array", _substitute(t[1], bound))
    if t[0] in ("tuple", "union", "inter"):
        return (t[0], [_substitute(a, bound) for a in t[1]])
    if t[0] == "object":
        return ("object", {k: (o, _substitute(v, bound)) for k, (o, v) in t[1].items()},
                None if t[2] is None else _substitute(t[2], bound), t[3])
    return t


def _shape(t: tuple) -> tuple:
    """An object type, or an intersection of them, as one object type (members of every part)."""
    t = _resolve(t, {})
    if t[0] == "inter":
        members: dict[str, tuple[bool, tuple]] = {}
        names = []
        for part in t[1]:
            shaped = _shape(part)
            members.update(shaped[1])
            names.append(shaped[3])
        return ("object", members, None, next((n for n in names if n), None))
    return t


_PRIMITIVES = {
    "string": lambda v: isinstance(v, str),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
    "true": lambda v: v is True,
    "false": lambda v: v is False,
    "unknown": lambda v: True,
}


def _depth(problem: str) -> float:
    """How deep into a value a problem lies (a value of the wrong kind lies shallower than a field of it)."""
    path, said = problem.split(":", 1)
    return path.count(".") + path.count("[") - (0.5 if " is not " in said else 0)


def problems(value: Any, t: tuple, where: str = "answer") -> list[str]:
    """How ``value`` (decoded JSON) differs from the declared type ``t``: nothing when it fits."""
    t = _resolve(t, {})
    kind = t[0]
    if kind == "name":
        assert t[1] in _PRIMITIVES, f"bridge.d.ts: unknown type {t[1]}"
        return [] if _PRIMITIVES[t[1]](value) else [f"{where}: {value!r:.60} is not {t[1]}"]
    if kind == "union":
        found = [problems(value, alt, where) for alt in t[1]]
        if any(not f for f in found):
            return []
        # Say what is wrong in the alternative the value comes nearest to: the one it fits deepest into.
        return max(found, key=lambda f: (min(_depth(p) for p in f), -len(f)))
    if kind == "array":
        if not isinstance(value, list):
            return [f"{where}: {value!r:.60} is not an array"]
        return [p for i, item in enumerate(value) for p in problems(item, t[1], f"{where}[{i}]")]
    if kind == "tuple":
        if not isinstance(value, list) or len(value) != len(t[1]):
            return [f"{where}: {value!r:.60} is not a tuple of {len(t[1])}"]
        return [p for i, (item, it) in enumerate(zip(value, t[1], strict=True))
                for p in problems(item, it, f"{where}[{i}]")]
    if kind == "ref" and t[1] == "Record":
        if not isinstance(value, dict):
            return [f"{where}: {value!r:.60} is not an object"]
        return [p for k, v in value.items() for p in problems(v, t[2][1], f"{where}.{k}")]
    shape = _shape(t)
    assert shape[0] == "object", f"bridge.d.ts: cannot check {t}"
    if not isinstance(value, dict):
        return [f"{where}: {value!r:.60} is not an object"]
    _, members, index, name = shape
    found = []
    for field, (optional, ft) in members.items():
        if field in value:
            found += problems(value[field], ft, f"{where}.{field}")
        elif not optional:
            found.append(f"{where}: no field {field!r} (declared in {name or 'an object type'})")
    if index is None:
        extra = set(value) - set(members) - NOT_FOR_THE_PAGE.get(name or "", set())
        found += [f"{where}: field {field!r} is sent but not declared in {name or 'an object type'}"
                  for field in sorted(extra)]
    else:
        found += [p for k, v in value.items() if k not in members for p in problems(v, index, f"{where}.{k}")]
    return found


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
    for name, args in [("play", ("x",)), ("undo", ()), ("bot_step", ()), ("bot_move", ()), ("table", ()),
                       ("save", ()), ("snapshot", (0,))]:
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
        call(table, "undo")

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
