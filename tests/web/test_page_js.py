"""The page's JavaScript (web/app.js, web/js/, web/sw.js), checked as the Python is: TypeScript in checkJs
mode (JSDoc types, no build step: the browser runs the files unchanged), ESLint, and unit tests of its
pure logic under Node's own test runner (web/tests/*.test.js).  All three are npm dev dependencies pinned
in web/package-lock.json (`./dev` installs them); each test fails with the tool's own report."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
BIN = WEB / "node_modules" / ".bin"

# Without web/node_modules (a bare `pytest` before `./dev build`) there is nothing to run them with; CI and
# `./dev test` always install first, so there a missing tool is a failure, not a skip.
if not (BIN / "tsc").exists() or not shutil.which("node"):
    if os.environ.get("CI"):
        pytest.fail("web/node_modules (npm ci in web/) and node are needed", pytrace=False)
    pytest.skip("needs web/node_modules (./dev build) and node", allow_module_level=True)


def run(*cmd: str | Path) -> None:
    proc = subprocess.run([str(c) for c in cmd], cwd=WEB, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"{' '.join(map(str, cmd))} failed ({proc.returncode}):\n{proc.stdout}{proc.stderr}"


@pytest.mark.parametrize("project", ["tsconfig.json", "tsconfig.sw.json"])
def test_typescript_finds_no_type_error(project):
    run(BIN / "tsc", "-p", project)


def test_eslint_finds_no_problem():
    run(BIN / "eslint", "--max-warnings", "0", ".")


def test_unit_tests_of_the_page_logic_pass():
    tests = sorted((WEB / "tests").glob("*.test.js"))
    assert len(tests) >= 5  # store, guard, changes, embedlink, share at least: none may silently go missing
    run("node", "--test", *(t.relative_to(WEB) for t in tests))


def test_the_checks_are_not_shipped():
    """The configs, types and tests live in web/ beside the page but are no part of the site (build.py)."""
    site = ROOT / "site"
    if not (site / "index.html").exists():
        pytest.skip("needs site/ (./dev build)")
    for name in ["tsconfig.json", "tsconfig.sw.json", "eslint.config.js", "types", "tests"]:
        assert (WEB / name).exists() and not (site / name).exists(), name
