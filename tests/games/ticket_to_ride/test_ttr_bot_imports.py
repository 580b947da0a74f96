"""The bots' modules import one another in one direction only, at module level, and the rules' state
never imports a bot.

The import graph is read from the source (every ``import``, wherever it stands: tests/import_graph.py,
whose acyclic check covers the whole package); then each bot module is imported first in a fresh
interpreter.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT
from import_graph import graph as package_graph  # tests/import_graph.py

PACKAGE = "pygame_rules.games.ticket_to_ride"
GAME_DIR = ROOT / "pygame_rules" / "games" / "ticket_to_ride"
BOTS = sorted(f"{PACKAGE}.bots" + ("" if p.stem == "__init__" else f".{p.stem}")
              for p in (GAME_DIR / "bots").glob("*.py"))


def source(module: str) -> Path:
    path = ROOT.joinpath(*module.split("."))
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")


def graph() -> dict[str, set[str]]:
    """Module -> the modules of the game package it imports (the package's whole graph is acyclic:
    tests/engine/test_import_graph.py)."""
    return {m: {x for x in edges if x.startswith(PACKAGE)} for m, edges in package_graph().items()
            if m.startswith(PACKAGE)}


def test_every_bot_module_is_in_the_graph():
    assert set(BOTS) <= set(graph()) and f"{PACKAGE}.bots.search" in BOTS


def test_the_state_never_imports_a_bot():
    edges = graph()
    reached, todo = set(), [f"{PACKAGE}.state"]
    while todo:
        module = todo.pop()
        if module not in reached:
            reached.add(module)
            todo += edges.get(module, ())
    assert not {m for m in reached if m.startswith(f"{PACKAGE}.bots")}


@pytest.mark.parametrize("module", BOTS + [f"{PACKAGE}.state"])
def test_imports_stand_at_module_level(module):
    tree = ast.parse(source(module).read_text(encoding="utf-8"))
    nested = [node.lineno for node in ast.walk(tree)
              if isinstance(node, (ast.Import, ast.ImportFrom)) and node not in tree.body]
    assert not nested, f"{module} imports inside a function or class at lines {nested}"


@pytest.mark.parametrize("first", BOTS)
def test_each_bot_module_imports_first_in_a_fresh_interpreter(first):
    rest = [m for m in BOTS if m != first]
    code = "import importlib\n" + "".join(f"importlib.import_module({m!r})\n" for m in [first] + rest)
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=60)
