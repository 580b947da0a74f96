"""The engine and every game import one another in one direction only (issue 22).

The import graph of the whole ``pygame_rules`` package is read from the source: every ``import``
wherever it stands -- inside a function, a method or an ``if TYPE_CHECKING:`` block too, because an
import moved into a function still ties the two modules together, it only hides the cycle from the
interpreter until the function runs.  The graph must be acyclic.
"""

from __future__ import annotations

import ast
from pathlib import Path

from import_graph import ROOT, cycles, graph, imports  # tests/import_graph.py


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
