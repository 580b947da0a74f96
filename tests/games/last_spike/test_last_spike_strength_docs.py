"""The strong bot's measured strength is written down: the held-out table in the provenance page (with
ablation rows), and the same two- and four-player figures in the words the new-game screen
shows."""

import re
from pathlib import Path

from pygame_rules.games.last_spike import RULES
from pygame_rules.games.last_spike.bots import strong
from pygame_rules.i18n import t

ROOT = Path(__file__).resolve().parents[3]
PROVENANCE = (ROOT / "docs" / "provenance" / "last_spike.md").read_text(encoding="utf-8")


def rows() -> list[list[str]]:
    """The benchmark's Last Spike rows (benchmarks/bots.py prints them as a Markdown table)."""
    return [[c.strip() for c in line.split("|")[1:-1]] for line in PROVENANCE.splitlines()
            if line.startswith("| last_spike |")]


def test_provenance_has_the_held_out_table_with_every_ablation():
    assert "not copied here yet" not in PROVENANCE
    table = rows()
    for players in ("2", "4"):
        bots = {r[2] for r in table if r[1] == players}
        assert "strong" in bots
        assert "strong without look-ahead" in bots
        assert bots <= {"strong"} | {f"strong without {idea}" for idea in strong.IDEAS}
    for r in table:
        games, (first, last) = int(r[4]), map(int, r[5].split("-"))
        assert first >= 100_000 and last - first + 1 == games  # held-out seeds only
        assert games >= (400 if r[2] == "strong" else 200)
        assert re.fullmatch(r"\d+\.\d%-\d+\.\d%", r[7])  # the 95% confidence interval


def test_the_new_game_screen_quotes_the_measured_figures():
    wins = {r[1]: round(float(r[6].split("%")[0])) for r in rows() if r[2] == "strong"}
    for text in (RULES.bots["strong"], t("en", "ls.bot.strong"), t("de", "ls.bot.strong")):
        figures = [int(x) for x in re.findall(r"(\d+)\s?%", text)]
        assert wins["2"] in figures and wins["4"] in figures, text
