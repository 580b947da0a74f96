"""The site ships only the standard library the page imports (issue 23), and never less: every module a
traced session of play imports (tools/stdlib_trace.py: whole games of all four games, saves, replays,
languages, errors) is in tools/stdlib_modules.txt and in the built site's python_stdlib.zip."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

import build  # build.py (the repository root is on the tests' path: pyproject.toml)
from tools import stdlib_trace

ROOT = Path(__file__).resolve().parents[2]
FULL = ROOT / "web" / "node_modules" / "pyodide" / "python_stdlib.zip"  # Pyodide's whole stdlib
SITE_ZIP = ROOT / "site" / "pyodide" / "python_stdlib.zip"


def modules_in(zip_path: Path) -> set[str]:
    with zipfile.ZipFile(zip_path) as z:
        return {build.zip_module(n) for n in z.namelist() if n.endswith((".py", ".pyc"))}


@pytest.fixture(scope="module")
def traced() -> list[str]:
    return stdlib_trace.trace_cpython()


def test_zip_entries_name_their_modules():
    assert build.zip_module("json/decoder.pyc") == "json.decoder"
    assert build.zip_module("json/__init__.pyc") == "json"
    assert build.zip_module("json/") == "json"
    assert build.zip_module("typing.pyc") == "typing"
    assert build.zip_module("_pyodide/py.typed") == "_pyodide"  # a data file goes with its package


def test_the_trace_sees_the_engine_at_work(traced):
    # Modules the engine is known to need, so a trace that ran nothing cannot pass the test below.
    assert {"json", "json.decoder", "random", "hashlib", "dataclasses", "html"} <= set(traced)
    assert not [m for m in traced if m.startswith(("pygame_rules", "stdlib_trace", "hostile_saves"))]


@pytest.mark.skipif(not FULL.exists(), reason="needs web/node_modules (./dev build)")
def test_every_traced_module_is_listed_and_shipped(traced):
    in_pyodide = set(traced) & modules_in(FULL)  # the rest are built into Pyodide's wasm
    assert in_pyodide, "Pyodide's stdlib holds none of the traced modules?"
    missing = sorted(in_pyodide - stdlib_trace.read_list())
    assert not missing, f"run `python tools/stdlib_trace.py --write`: not in tools/stdlib_modules.txt: {missing}"
    if not SITE_ZIP.exists():
        pytest.skip("site/ not built")
    assert not sorted(in_pyodide - modules_in(SITE_ZIP)), "built site is older than tools/stdlib_modules.txt"


@pytest.mark.skipif(not SITE_ZIP.exists() or not FULL.exists(), reason="site/ not built")
def test_the_site_ships_the_listed_modules_and_no_more():
    listed = stdlib_trace.read_list()
    shipped = modules_in(SITE_ZIP)
    assert shipped == listed & modules_in(FULL)
    assert len(shipped) < len(modules_in(FULL)) / 2
