"""A reader of the TypeScript declarations in web/types/bridge.d.ts, and a check of decoded JSON against them
(tests/engine/test_bridge_types.py holds the page's declarations against the engine's answers with it).

It reads what that file uses: interfaces (fields, optional fields, methods, an index signature), type
aliases with parameters, unions, intersections, arrays, tuples, object literals and ``Record``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

# A type is a tuple: ("name", n) a primitive, literal or reference to a declaration; ("ref", n, [args]) a
# generic's use; ("array", t); ("tuple", [t]); ("union", [t]); ("inter", [t]); ("object", members, index,
# name) with members {field: (optional, t)}; ("method", [(param, optional, t)], returns); ("literal", s) a
# string literal type ("select").

_TOKEN = re.compile(r"\s*(\w+|\"[^\"\n]*\"|[{}()\[\]<>|&;:,?=])")


def _tokens(text: str) -> list[str]:
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    found, at = [], 0
    while at < len(text.rstrip()):
        m = _TOKEN.match(text, at)
        assert m, f"d.ts: cannot read {text[at:at + 40]!r}"
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
        assert expected is None or tok == expected, f"d.ts: {expected!r} expected, read {tok!r}"
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
                assert kind == "type", f"d.ts: a declaration expected, read {kind!r}"
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
        return self.joined("|", self.intersection, "union")

    def intersection(self) -> tuple:
        return self.joined("&", self.postfix, "inter")

    def joined(self, sep: str, part: Callable[[], tuple], kind: str) -> tuple:
        """Parts joined by ``sep`` (a union's "|", an intersection's "&"); one part alone is itself."""
        parts = [part()]
        while self.peek() == sep:
            self.take(sep)
            parts.append(part())
        return parts[0] if len(parts) == 1 else (kind, parts)

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
            return ("tuple", self.types("[", "]"))
        name = self.take()
        if name.startswith('"'):
            return ("literal", name[1:-1])
        if self.peek() == "<":
            return ("ref", name, self.types("<", ">"))
        return ("name", name)

    def types(self, opening: str, closing: str) -> list[tuple]:
        """Types separated by commas between ``opening`` and ``closing`` (a tuple's, a generic's arguments)."""
        self.take(opening)
        found = [self.type()]
        while self.peek() == ",":
            self.take(",")
            found.append(self.type())
        self.take(closing)
        return found


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


class Declarations:
    """The interfaces and type aliases of a .d.ts file; ``unread``: fields an answer may carry that an
    interface leaves undeclared on purpose (interface name -> fields)."""

    def __init__(self, path: Path, unread: dict[str, set[str]] | None = None) -> None:
        self.interfaces, self.aliases = _Reader(path.read_text(encoding="utf-8")).declarations()
        self.unread = unread or {}

    def _resolve(self, t: tuple, bound: dict[str, tuple]) -> tuple:
        """A type with its references to declarations (and the parameters in ``bound``) looked up, one level."""
        if t[0] == "name" and t[1] in bound:
            return self._resolve(bound[t[1]], {})
        if t[0] == "name" and t[1] in self.interfaces:
            return self.interfaces[t[1]]
        if t[0] == "name" and t[1] in self.aliases:
            return self._resolve(self.aliases[t[1]][1], {})
        if t[0] == "ref" and t[1] in self.aliases:
            params, body = self.aliases[t[1]]
            return self._substitute(body, dict(zip(params, [self._substitute(a, bound) for a in t[2]], strict=True)))
        return self._substitute(t, bound)

    def _substitute(self, t: tuple, bound: dict[str, tuple]) -> tuple:
        if not bound:
            return t
        if t[0] == "name":
            return bound.get(t[1], t)
        if t[0] == "ref":
            return ("ref", t[1], [self._substitute(a, bound) for a in t[2]])
        if t[0] == "array":
            return ("array", self._substitute(t[1], bound))
        if t[0] in ("tuple", "union", "inter"):
            return (t[0], [self._substitute(a, bound) for a in t[1]])
        if t[0] == "object":
            return ("object", {k: (o, self._substitute(v, bound)) for k, (o, v) in t[1].items()},
                    None if t[2] is None else self._substitute(t[2], bound), t[3])
        return t

    def _shape(self, t: tuple) -> tuple:
        """An object type, or an intersection of them, as one object type (members of every part)."""
        t = self._resolve(t, {})
        if t[0] == "inter":
            members: dict[str, tuple[bool, tuple]] = {}
            names = []
            for part in t[1]:
                shaped = self._shape(part)
                members.update(shaped[1])
                names.append(shaped[3])
            return ("object", members, None, next((n for n in names if n), None))
        return t

    def problems(self, value: Any, t: tuple, where: str = "answer") -> list[str]:
        """How ``value`` (decoded JSON) differs from the declared type ``t``: nothing when it fits.  A field
        that an interface does not declare is a problem unless ``unread`` names it for that interface."""
        t = self._resolve(t, {})
        kind = t[0]
        if kind == "literal":
            return [] if value == t[1] else [f"{where}: {value!r:.60} is not {t[1]!r}"]
        if kind == "name":
            assert t[1] in _PRIMITIVES, f"d.ts: unknown type {t[1]}"
            return [] if _PRIMITIVES[t[1]](value) else [f"{where}: {value!r:.60} is not {t[1]}"]
        if kind == "union":
            tried = [self.problems(value, alt, where) for alt in t[1]]
            if any(not f for f in tried):
                return []
            # Say what is wrong in the alternative the value comes nearest to: the one it fits deepest into.
            return max(tried, key=lambda f: (min(_depth(p) for p in f), -len(f)))
        if kind == "array":
            if not isinstance(value, list):
                return [f"{where}: {value!r:.60} is not an array"]
            return [p for i, item in enumerate(value) for p in self.problems(item, t[1], f"{where}[{i}]")]
        if kind == "tuple":
            if not isinstance(value, list) or len(value) != len(t[1]):
                return [f"{where}: {value!r:.60} is not a tuple of {len(t[1])}"]
            return [p for i, (item, it) in enumerate(zip(value, t[1], strict=True))
                    for p in self.problems(item, it, f"{where}[{i}]")]
        if kind == "ref" and t[1] == "Record":
            if not isinstance(value, dict):
                return [f"{where}: {value!r:.60} is not an object"]
            return [p for k, v in value.items() for p in self.problems(v, t[2][1], f"{where}.{k}")]
        shape = self._shape(t)
        assert shape[0] == "object", f"d.ts: cannot check {t}"
        if not isinstance(value, dict):
            return [f"{where}: {value!r:.60} is not an object"]
        _, members, index, name = shape
        found: list[str] = []
        for field, (optional, ft) in members.items():
            if field in value:
                found += self.problems(value[field], ft, f"{where}.{field}")
            elif not optional:
                found.append(f"{where}: no field {field!r} (declared in {name or 'an object type'})")
        if index is None:
            extra = set(value) - set(members) - self.unread.get(name or "", set())
            found += [f"{where}: field {field!r} is sent but not declared in {name or 'an object type'}"
                      for field in sorted(extra)]
        else:
            found += [p for k, v in value.items() if k not in members for p in self.problems(v, index, f"{where}.{k}")]
        return found
