"""The bots' modules import one another in one direction only, at module level, and the rules' state
never imports a bot.

The import graph of the whole game package is read from the source (every ``import``, wherever it
stands) and must be acyclic; then each bot module is imported first in a fresh interpreter.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT

PACKAGE = "pygame_rules.games.ticket_to_ride"
GAME_DIR = ROOT / "pygame_rules" / "games" / "ticket_to_ride"
BOTS = sorted(f"{PACKAGE}.bots" + ("" if p.stem == "__init__" else f".{p.stem}")
              for p in (GAME_DIR / "bots").glob("*.py"))


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def source(module: str) -> Path:
    path = ROOT.joinpath(*module.split("."))
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")


def imports(path: Path) -> list[str]:
    """The modules a file imports, wherever the import stands, relative ones resolved."""
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                # "from . import search" imports a module; "from .board import ROUTES" a name.
                out.append(sub if source(sub).exists() else base)
    return out


def graph() -> dict[str, set[str]]:
    """Module -> the modules of the game package it imports."""
    edges = {}
    for path in sorted(GAME_DIR.rglob("*.py")):
        edges[module_name(path)] = {m for m in imports(path) if m.startswith(PACKAGE) and m != module_name(path)}
    return edges


def test_the_game_package_import_graph_is_acyclic():
    edges = graph()
    assert set(BOTS) <= set(edges) and f"{PACKAGE}.bots.search" in BOTS
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        assert module not in path, "import cycle: " + " -> ".join(path[path.index(module):] + [module])
        if module in done:
            return
        for other in sorted(edges.get(module, ())):
            visit(other, path + [module])
        done.add(module)

    for module in sorted(edges):
        visit(module, [])


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
