"""README tells a player how to install the app and play offline (tracker issue 9)."""

from __future__ import annotations

from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_says_how_to_install_the_app_and_play_offline():
    text = README.read_text(encoding="utf-8")
    assert "## Install the app and play offline" in text
    section = text.split("## Install the app and play offline", 1)[1].split("\n## ", 1)[0]
    for words in ("One visit", "reload", "new tab", "restarted browser", "Install", "Add to Home Screen",
                  "Update now"):
        assert words in section, words
