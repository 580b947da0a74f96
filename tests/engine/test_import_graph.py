"""The engine and every game import one another in one direction only (issue 22).

The import graph of the whole ``pygame_rules`` package is read from the source: every ``import``
wherever it stands -- inside a function, a method or an ``if TYPE_CHECKING:`` block too, because an
import moved into a function still ties the two modules together, it only hides the cycle from the
interpreter until the function runs.  The graph must be acyclic.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
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


def test_the_reader_sees_an_import_hidden_in_a_function(tmp_path: Path) -> None:
    """The check itself: a cycle made by an import inside a function is found."""
    edges = {"a": {"b"}, "b": {"a"}}
    assert cycles(edges) == [["a", "b", "a"]]
    mod = ROOT / "pygame_rules" / "games" / "silverton" / "state.py"
    source = ast.parse(mod.read_text(encoding="utf-8"))
    nested = [n for n in ast.walk(source) if isinstance(n, ast.ImportFrom) and n not in source.body]
    if nested:  # while state.py still imports inside functions, the graph must show those edges
        assert any(m.startswith("pygame_rules.games.silverton.") for m in imports(mod))


def test_the_package_import_graph_is_acyclic() -> None:
    edges = graph()
    assert "pygame_rules.bridge" in edges and "pygame_rules.games.silverton.steps" in edges
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(" -> ".join(c) for c in found)
