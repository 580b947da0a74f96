"""The import graph of pygame_rules, read from the source (tests/engine/test_import_graph.py and the
Ticket to Ride bot-import tests share it): every ``import`` wherever it stands -- inside a function, a
method or an ``if TYPE_CHECKING:`` block too."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pygame_rules"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return (path / "__init__.py").exists() or path.with_suffix(".py").exists()


def imports(path: Path) -> set[str]:
    """The modules of pygame_rules a file imports, wherever the import stands, relative ones resolved
    ("from . import search" imports a module; "from .board import ROUTES" the module board)."""
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if is_module(sub) else base)
    # A package's own __init__ runs first whenever one of its modules is imported: importing the
    # package you are in is not an edge.
    return {m for m in found if m.startswith("pygame_rules") and m != me and not me.startswith(m + ".")}


def graph() -> dict[str, set[str]]:
    return {module_name(p): imports(p) for p in sorted(PACKAGE.rglob("*.py"))}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every import cycle found by a depth-first walk (each reported once, by where it was entered)."""
    found: list[list[str]] = []
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            found.append(path[path.index(module):] + [module])
            return
        if module in done:
            return
        for other in sorted(edges.get(module, ())):
            visit(other, path + [module])
        done.add(module)

    for module in sorted(edges):
        visit(module, [])
    return found
