"""README tells a player how to install the app and play offline (tracker issue 9)."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_says_how_to_install_the_app_and_play_offline():
    text = README.read_text(encoding="utf-8")
    assert "## Install the app and play offline" in text
    section = text.split("## Install the app and play offline", 1)[1].split("\n## ", 1)[0]
    for words in ("One visit", "reload", "new tab", "restarted browser", "Install", "Add to Home Screen",
                  "Update now"):
        assert words in section, words


def test_the_oldest_python_promised_is_the_one_tested():
    """README, pyproject.toml (requires-python) and ./dev (the second unit-test run, issue 33) name the
    same oldest Python, so what README promises is what `./dev test` checks."""
    root = README.parent
    text = README.read_text(encoding="utf-8")
    pyproject = (root / "pyproject.toml").read_text(encoding="utf-8")
    dev = (root / "dev").read_text(encoding="utf-8")
    oldest = re.search(r'^requires-python = ">=(3\.\d+)"$', pyproject, re.M)
    assert oldest, "pyproject.toml: requires-python"
    version = oldest[1]
    flat = " ".join(text.split())
    assert f"Python >= {version}" in flat and f"on Python {version}, in `.venv{version.replace('.', '')}`" in flat
    assert re.search(rf"^OLDEST={re.escape(version)}$", dev, re.M), "./dev: OLDEST"
    assert f'python_version = "{version}"' in pyproject  # mypy checks against the oldest too
