"""No import cycle anywhere in the repository (issues 22 and 33): the engine and every game import one
another in one direction only, and so do the tools, the benchmarks, the tests, the browser tests, build.py
and the page's worker.py.

The import graph is read from the source (tests/import_graph.py): every ``import`` wherever it stands --
inside a function, a method or an ``if TYPE_CHECKING:`` block too, because an import moved into a function
still ties the two modules together, it only hides the cycle from the interpreter until the function runs.
"""

from __future__ import annotations

from pathlib import Path

from import_graph import ROOT, SOURCES, cycles, files, graph, imports, repo_graph  # tests/import_graph.py

# Folders of the checkout that hold no source of ours: environments, the built site, caches, installed JS.
NOT_OURS = {"site", "node_modules", "build", "dist", "__pycache__"}


def write(root: Path, files_: dict[str, str]) -> None:
    for name, text in files_.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")


def test_the_reader_sees_every_kind_of_import(tmp_path: Path) -> None:
    """The check itself, on a made-up tree: an import inside a function, a relative one, a script's import
    of its neighbour, and importlib.import_module with a literal name all make edges, and a cycle made
    by any of them is found."""
    write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "import json\n\ndef later():\n    from pkg import b\n",  # json: not ours, no edge
        "pkg/b.py": "from .c import VALUE\n",
        "pkg/c.py": "import pkg.a\nVALUE = 1\n",
        "scripts/run.py": "import helper\nimport importlib\nimportlib.import_module('pkg.c')\n",
        "scripts/helper.py": "",
    })
    assert imports(tmp_path / "pkg" / "a.py", tmp_path) == {"pkg.b"}
    assert imports(tmp_path / "pkg" / "b.py", tmp_path) == {"pkg.c"}
    assert imports(tmp_path / "scripts" / "run.py", tmp_path) == {"scripts.helper", "pkg.c"}
    edges = repo_graph(tmp_path, ("pkg", "scripts"))
    assert cycles(edges) == [["pkg.a", "pkg.b", "pkg.c", "pkg.a"]]
    assert cycles({"a": {"b"}, "b": {"a"}}) == [["a", "b", "a"]]


def test_the_package_import_graph_is_acyclic() -> None:
    edges = graph()
    assert "pygame_rules.bridge" in edges and "pygame_rules.games.silverton.steps" in edges
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(" -> ".join(c) for c in found)


def test_the_whole_repository_import_graph_is_acyclic() -> None:
    edges = repo_graph()
    for module in ("build", "web.worker", "tools.pages", "benchmarks.balance", "tests.engine.toy_game", "e2e.ui"):
        assert module in edges, module  # every folder is read
    assert "tools.balance_page" in edges["tools.pages"] and "tools.pages" in edges["build"]  # the build's reach
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(" -> ".join(c) for c in found)


def test_every_python_file_is_in_the_graph() -> None:
    """A new folder of Python is read too (or this test names it)."""
    ours = {p for p in ROOT.rglob("*.py")
            if not any(part.startswith(".") or part in NOT_OURS for part in p.relative_to(ROOT).parts[:-1])}
    missing = sorted(str(p.relative_to(ROOT)) for p in ours - set(files()))
    assert not missing, f"add their folder to tests/import_graph.py's SOURCES {SOURCES}: {missing}"
