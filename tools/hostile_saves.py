"""Hostile save files and preference values, from a seeded generator (the same list on every run).

Used by the fuzz tests: ``tests/engine/test_save_fuzz.py`` sends them through the engine's import and
load paths in CPython, ``e2e/test_robust.py`` through the page's (the size and depth checks in
web/js/guard.js, then Python in the browser).  Each item is ``(kind, text)``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

from pygame_rules import dumps, new_game

HOSTILE_NAMES = [
    '<img src=x onerror="alert(1)">', "</script><script>alert(1)</script>", "\u202eevil\u202c", "a" * 5000,
    "\x00\x01\x1b[31m", "\ud800", "💥" * 300, "", " ", "null", "__proto__", "constructor", "${7*7}",
]


def base_saves() -> list[str]:
    """A few real saves to damage: short games of each game, with bots and humans."""
    out = []
    for game_id, seed in (("last_spike", 11), ("ticket_to_ride", 12)):
        game = new_game(game_id, {"players": [{"name": "Ann"}, {"name": "Bot", "bot": "random"}]}, seed=seed)
        for _ in range(8):
            if game.is_over:
                break
            game.push(game.legal_moves()[0])
        out.append(dumps(game))
    return out


def nested(depth: int, rnd: random.Random) -> str:
    if rnd.random() < 0.5:
        return "[" * depth + "]" * depth
    return '{"a":' * depth + "1" + "}" * depth


def random_value(rnd: random.Random, depth: int = 0) -> object:
    """A JSON value of any type, sometimes big, sometimes nested."""
    pick = rnd.randrange(12 if depth < 4 else 8)
    if pick == 0:
        return None
    if pick == 1:
        return rnd.choice([True, False])
    if pick == 2:
        return rnd.choice([0, -1, 1, 2**63, 2**64, -(2**70), 10**30])
    if pick == 3:
        return rnd.choice([0.5, -0.0, 1e308, 3.0, 1e-300])
    if pick in (4, 5):
        return rnd.choice(HOSTILE_NAMES)
    if pick == 6:
        return "".join(chr(rnd.randrange(1, 0x2FFF)) for _ in range(rnd.randrange(0, 40)))
    if pick == 7:
        return rnd.choice(["last_spike", "ticket_to_ride", "rail-table-save", "draw", "A1", "claim"])
    if pick in (8, 9):
        return [random_value(rnd, depth + 1) for _ in range(rnd.randrange(0, 5))]
    return {rnd.choice(["name", "bot", "players", "format", "x", "__proto__"]): random_value(rnd, depth + 1)
            for _ in range(rnd.randrange(0, 4))}


def mutate(base: str, rnd: random.Random) -> tuple[str, str]:
    data = json.loads(base)
    how = rnd.randrange(9)
    if how == 0:
        return "truncated", base[:rnd.randrange(len(base))]
    if how == 1:
        chars = list(base)
        for _ in range(rnd.randrange(1, 6)):
            chars[rnd.randrange(len(chars))] = rnd.choice('{}[]",:\\0x\u0000é ')
        return "flipped", "".join(chars)
    if how == 2:
        key = rnd.choice(list(data))
        data[key] = random_value(rnd)
        return f"field {key}", json.dumps(data)
    if how == 3:
        del data[rnd.choice(list(data))]
        return "missing field", json.dumps(data)
    if how == 4:
        seat = rnd.randrange(len(data["options"]["players"]))
        data["options"]["players"][seat]["name"] = rnd.choice(HOSTILE_NAMES)
        if rnd.random() < 0.5:
            data["options"]["players"][seat]["bot"] = random_value(rnd)
        return "hostile name", json.dumps(data)
    if how == 5:
        moves = data["moves"]
        if moves:
            moves[rnd.randrange(len(moves))] = random_value(rnd)
        else:
            moves.append(random_value(rnd))
        return "hostile move", json.dumps(data)
    if how == 6:
        data["moves"] = data["moves"] + [rnd.choice(["draw", "A1", "claim X", "x" * 1000])] * rnd.randrange(1, 400)
        return "extra moves", json.dumps(data)
    if how == 7:
        data[rnd.choice(["options", "moves", "seed", "hash"])] = json.loads(nested(rnd.randrange(2, 30), rnd))
        return "nested field", json.dumps(data)
    data["options"]["players"] = [{"name": f"P{i}"} for i in range(rnd.choice([0, 1, 7, 50]))]
    return "seat count", json.dumps(data)


def hostile_saves(count: int = 1000, seed: int = 2024, big: bool = True) -> Iterator[tuple[str, str]]:
    """``count`` hostile save texts; ``big`` includes the few that are megabytes long."""
    rnd = random.Random(seed)
    bases = base_saves()
    fixed: list[tuple[str, str]] = [
        ("empty", ""), ("blank", "  \n\t"), ("bom", "\ufeff" + bases[0]), ("null", "null"), ("number", "1e999"),
        ("huge int", "1" * 5000), ("string", '"rail-table-save"'), ("array", "[]"),
        ("deep 33", "[" * 33 + "]" * 33), ("deep 1000", nested(1000, rnd)), ("deep open", "[" * 200_000),
        ("deep objects", '{"a":' * 200_000),
        ("deep in save", bases[0][:-1] + ', "x": ' + "[" * 5000 + "]" * 5000 + "}"),
        ("brackets in a string", json.dumps({"format": "rail-table-save", "x": "[" * 5000})),
        ("unterminated string", '{"format": "rail-table-save", "x": "' + "[" * 100),
        ("binary", "".join(chr(rnd.randrange(0, 256)) for _ in range(3000))),
        ("lone surrogate", '{"format": "rail-table-save", "schema": 2, "game": "\\ud800"}'),
        ("future", json.dumps({"format": "rail-table-save", "schema": 99, "game": "last_spike"})),
        ("proto", '{"__proto__": {"format": "rail-table-save"}, "constructor": 1}'),
    ]
    if big:
        fixed += [("oversized string", '"' + "x" * 1_200_000 + '"'),
                  ("oversized save", bases[1][:-1] + ', "pad": "' + "y" * 1_100_000 + '"}'),
                  ("deep 200000 brackets", "[" * 200_000 + "]" * 200_000)]
    yield from fixed[:count]
    for _ in range(max(0, count - len(fixed))):
        pick = rnd.random()
        if pick < 0.7:
            yield mutate(rnd.choice(bases), rnd)
        elif pick < 0.85:
            yield "random value", json.dumps(random_value(rnd))
        elif pick < 0.95:
            yield "random save-like", json.dumps({"format": "rail-table-save", "schema": rnd.choice([1, 2, 3]),
                                                  **{k: random_value(rnd) for k in rnd.sample(
                                                      ["game", "options", "seed", "moves", "hash", "rules_version",
                                                       "undo_floor"], rnd.randrange(1, 7))}})
        else:
            yield "nested", nested(rnd.choice([31, 32, 33, 64, 5000]), rnd)


def hostile_prefs(count: int = 200, seed: int = 7) -> Iterator[str]:
    """Texts to find in place of the page's stored preferences and save index (not necessarily JSON)."""
    rnd = random.Random(seed)
    games = [{"id": "last_spike", "name": "Last Spike", "min_players": 2, "max_players": 6,
              "bots": {"standard": "x"}, "default_bot": "standard", "blurb": "b", "choices": {}}]
    fixed = ["", "null", "{", "[]", "{}", "42", '"text"', "true", json.dumps({"not": "an array"}),
             json.dumps([{"id": "last_spike"}]), json.dumps([None, 1, "x"]), json.dumps(games),
             json.dumps([{**games[0], "bots": None}]), json.dumps([{**games[0], "min_players": 9}]),
             json.dumps({"players": "x"}), json.dumps({"players": [None]}), json.dumps({"players": [{"name": 5}]}),
             json.dumps({"abc": {"players": 3, "moves_played": "x", "updated": "yesterday"}}),
             "[" * 100_000, json.dumps({"__proto__": {"x": 1}})]
    yield from fixed[:count]
    for _ in range(max(0, count - len(fixed))):
        yield json.dumps(random_value(rnd))
