"""The import graph of the repository's Python, read from the source (tests/engine/test_import_graph.py and
the Ticket to Ride bot-import tests share it): every ``import`` wherever it stands -- inside a function, a
method or an ``if TYPE_CHECKING:`` block too -- and every ``importlib.import_module("a.literal")``.

A module is named by its path from the repository's root (``tools.balance_page``,
``tests.engine.toy_game``, ``build``).  An import is looked for where Python finds it when the file runs:
a package's module (a folder with ``__init__.py``: pygame_rules, tools, benchmarks) imports from the
root; any other file (a test, a browser test, a script such as build.py) from its own folder first, then
each folder above it up to the root (pytest puts a test's folder and its conftests' folders on the path,
a script's own folder is the path's first entry; the root is on the tests' path: pyproject.toml).  A name
found nowhere here (the standard library, an installed package) is no edge.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pygame_rules"
# Every Python folder and loose file of the repository (the built site/ and installed files are not ours).
SOURCES = ("pygame_rules", "tools", "benchmarks", "tests", "e2e", "build.py", "web/worker.py")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _file_of(base: Path, name: str) -> Path | None:
    """The file that module ``name`` is when looked for in folder ``base``."""
    path = base.joinpath(*name.split("."))
    for candidate in (path / "__init__.py", path.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


def _bases(path: Path, root: Path) -> list[Path]:
    """The folders an absolute import in ``path`` is looked for in (see the module's docstring)."""
    folder = path.parent
    if (folder / "__init__.py").exists():
        return [root]
    bases = [folder, *folder.parents]
    return bases[:bases.index(root) + 1] if root in bases else [folder, root]


def _imported(path: Path, me: str) -> list[list[str]]:
    """What ``path`` imports, each as the names to try in order: ``from a import b`` tries a.b (b a module)
    then a (b a name in a); relative imports resolved ("from .board import ROUTES": the module board)."""
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found: list[list[str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [[alias.name] for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            found += [[f"{base}.{alias.name}", base] for alias in node.names]
        elif (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
              and isinstance(node.args[0].value, str)
              and getattr(node.func, "attr", getattr(node.func, "id", None)) == "import_module"):
            found.append([node.args[0].value])  # importlib.import_module("tools.pages"): an import all the same
    return found


def imports(path: Path, root: Path = ROOT) -> set[str]:
    """The repository's modules a file imports (named as module_name names them)."""
    me = module_name(path, root)
    found = set()
    for names in _imported(path, me):
        file = next((f for name in names if name for base in _bases(path, root)
                     if (f := _file_of(base, name)) is not None), None)
        if file is not None:
            found.add(module_name(file, root))
    # A package's own __init__ runs first whenever one of its modules is imported: importing the
    # package you are in is not an edge.
    return {m for m in found if m != me and not me.startswith(m + ".")}


def files(root: Path = ROOT, sources: tuple[str, ...] = SOURCES) -> list[Path]:
    """Every Python file of ``sources`` under ``root`` (a folder's whole tree, or one file)."""
    out: list[Path] = []
    for source in sources:
        path = root / source
        out += sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.is_file() else []
    return out


def repo_graph(root: Path = ROOT, sources: tuple[str, ...] = SOURCES) -> dict[str, set[str]]:
    """Module -> the repository's modules it imports, over every Python file of ``sources``."""
    return {module_name(p, root): imports(p, root) for p in files(root, sources)}


def graph() -> dict[str, set[str]]:
    """The engine package's own graph: pygame_rules' modules and what of pygame_rules each imports."""
    return {m: {x for x in edges if x.startswith("pygame_rules")}
            for m, edges in repo_graph(ROOT, ("pygame_rules",)).items()}


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
