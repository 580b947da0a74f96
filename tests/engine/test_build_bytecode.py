"""Build-time bytecode (tools/bytecode.py run in Pyodide under Node, see build.py): the stdlib zip and
the wheel get unchecked hash-based .pyc files, the same bytes every time."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "web" / "node_modules" / "pyodide"
SITE = ROOT / "site"

needs_pyodide = pytest.mark.skipif(not (PYODIDE / "pyodide.mjs").exists() or not shutil.which("node"),
                                   reason="needs web/node_modules (./dev build) and node")


def compile_(tmp: Path, kind: str, src: Path, dst: str) -> dict:
    if src.parent != tmp:
        shutil.copy2(src, tmp / src.name)
    jobs = json.dumps([{"kind": kind, "src": src.name, "dst": dst}])
    proc = subprocess.run(["node", ROOT / "tools" / "bytecode.mjs", PYODIDE, tmp, jobs],
                          capture_output=True, text=True, check=True)
    return json.loads(proc.stdout)[0]


def wheel(tmp: Path) -> Path:
    subprocess.run([sys.executable, "-P", "-m", "build", "--wheel", "--no-isolation", "--outdir", tmp, ROOT],
                   cwd=tmp, capture_output=True, check=True)
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    (whl,) = tmp.glob("pygame_rules-*.whl")
    return whl


@needs_pyodide
def test_wheel_gets_pycs_beside_its_sources_deterministically(tmp_path):
    src = wheel(tmp_path)
    report = compile_(tmp_path, "wheel", src, "a.whl")
    compile_(tmp_path, "wheel", src, "b.whl")
    assert (tmp_path / "a.whl").read_bytes() == (tmp_path / "b.whl").read_bytes()
    with zipfile.ZipFile(tmp_path / "a.whl") as z:
        names = set(z.namelist())
        sources = {n for n in names if n.endswith(".py")}
        assert sources and report["compiled"] == len(sources)
        for source in sources:
            folder, _, module = source.rpartition("/")
            pyc = f"{folder}/__pycache__/{module[:-3]}.cpython-314.pyc"
            assert pyc in names
            header = z.read(pyc)[:8]
            assert header[:4].hex() == report["magic"] and int.from_bytes(header[4:8], "little") == 0b01
        record = z.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
        assert all(f"{n}," in record for n in names)  # every file listed, the pycs too


def test_site_stdlib_is_bytecode_only():
    stdlib = SITE / "pyodide" / "python_stdlib.zip"
    if not stdlib.exists():
        pytest.skip("site/ not built")
    with zipfile.ZipFile(stdlib) as z:
        names = z.namelist()
        pycs = [n for n in names if n.endswith(".pyc")]
        # Only the modules the page imports (tools/stdlib_modules.txt; tests/engine/test_stdlib_trace.py).
        assert len(pycs) > 100 and not [n for n in names if n.endswith(".py")]
        assert {z.read(n)[4:8] for n in pycs[:50]} == {b"\x01\x00\x00\x00"}  # unchecked hash-based
        assert "json/__init__.pyc" in names and "_pyodide/__init__.pyc" in names


def test_importing_the_bridge_imports_no_game():
    # The page imports pygame_rules.bridge at start; a game's modules load on first use.
    code = "import sys, pygame_rules.bridge; print([m for m in sys.modules if m.startswith('pygame_rules.games.')])"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
