"""benchmarks/balance.py and tools/balance_data.py: the balance report's figures on a few tiny games, and on
scripted records.

Silverton and Railroad Dice play with their strong bots, as the report does.  Last Spike's and Ticket to
Ride's strong bots search (15-30 s a game in CPython), so their smoke games use the random bot: the
figures' arithmetic is the same whoever plays.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from benchmarks import balance
from pygame_rules.i18n import t
from tools import balance_data, balance_page
from tools.pages import balance_html, rules_html

ROOT = Path(__file__).resolve().parents[2]

SMOKE = [("last_spike", 2, "random"), ("ticket_to_ride", 3, "random"), ("silverton", 2, "strong"),
         ("railroad_dice", 2, "strong"), ("railroad_dice", 3, "strong")]


def _check_row(game_id: str, players: int, games: list[dict]) -> dict:
    s = balance_data.summarize(game_id, players, games)
    assert s["games"] == len(games)
    for part in ("seats", "turn_order"):
        assert len(s[part]) == players
        assert sum(x["share"] for x in s[part]) == pytest.approx(1.0)  # a split win still sums to one
        for x in s[part]:
            assert x["low"] <= x["share"] <= x["high"]
    assert s["moves"]["min"] <= s["moves"]["median"] <= s["moves"]["max"]
    assert sum(s["endings"].values()) == len(games)
    assert 0.0 <= s["leader"]["won"] <= 1.0
    return s


@pytest.mark.parametrize(("game_id", "players", "level"), SMOKE)
def test_tiny_games_give_consistent_figures(game_id: str, players: int, level: str) -> None:
    games = [balance.play(game_id, players, seed, level) for seed in (100_000, 100_001)]
    for rec in games:
        assert sorted(rec["o"]) == list(range(players))  # every seat acts, each once in the order
        assert rec["t"] <= rec["m"]
        assert all(0 <= q < players for q in rec["w"] + rec["l"])
    s = _check_row(game_id, players, games)
    if game_id == "silverton":
        assert "rounds" in s and sum(c["games"] for c in s["start_cities"].values()) == 2 * players
        assert "goal" in s
    if game_id == "railroad_dice":
        assert "years" in s and "goal" in s
    if game_id in ("last_spike", "ticket_to_ride"):
        assert "goal" not in s  # published rules: reported, not held to the goal


def _scripted(winners: list[int], third: list[int], seed: int = 1) -> dict:
    """A 3-player record of 9 moves whose scores before move 3 (a third of 9) are ``third``."""
    turns = [0, 0, 1, 1, 2, 2, 0, 1, 2]
    scores = [[0, 0, 0]] * 3 + [third] + [[99, 0, 0]] * 5  # only the score at a third counts
    return balance.record(seed, {"winners": winners, "ended": "scripted"}, turns, scores, None, None)


def test_leader_at_one_third_scripted() -> None:
    rec = _scripted([2], [5, 7, 9])
    assert rec["l"] == [2] and rec["t"] == 6 and rec["o"] == [0, 1, 2] and rec["m"] == 9
    assert balance_data.leader_won(rec, 3) == 1.0
    assert balance_data.leader_won(_scripted([1], [5, 7, 9]), 3) == 0.0
    assert balance_data.leader_won(_scripted([0], [9, 1, 9]), 3) == 0.5  # two leaders, one of them wins
    assert balance_data.leader_won(_scripted([0, 1], [9, 1, 1]), 3) == 0.5  # the leader shares first place
    games = [_scripted([2], [5, 7, 9]), _scripted([1], [5, 7, 9]), _scripted([0, 1], [9, 1, 1]),
             _scripted([0], [9, 1, 9])]
    s = _check_row("last_spike", 3, games)
    assert s["leader"]["won"] == pytest.approx((1 + 0 + 0.5 + 0.5) / 4)
    assert s["leader"]["tied_lead"] == 1 and s["tied_wins"] == 1
    assert [x["share"] for x in s["seats"]] == pytest.approx([1.5 / 4, 1.5 / 4, 1 / 4])


def test_wilson_interval() -> None:
    assert balance_data.wilson(0.0, 100)[0] == 0.0 and balance_data.wilson(0.0, 100)[1] > 0.0
    low, high = balance_data.wilson(0.5, 400)
    assert 0.45 < low < 0.5 < high < 0.55


def test_goal_band_decides_met() -> None:
    fair = [_scripted([q], [1, 1, 1]) for q in (0, 1, 2)] * 10
    assert balance_data.summarize("silverton", 3, fair)["goal"]["met"]
    lopsided = fair + [_scripted([2], [1, 1, 1])] * 10
    assert not balance_data.summarize("silverton", 3, lopsided)["goal"]["met"]


def test_run_is_incremental_and_resumes(tmp_path: Path) -> None:
    path = tmp_path / "balance.json"
    quiet = lambda _text: None  # noqa: E731
    balance.run([("railroad_dice", 2)], 1, 100_000, 1, False, 0.0, path, quiet)
    data = balance.run([("railroad_dice", 2)], 2, 100_000, 1, False, 0.0, path, quiet)
    row = balance_data.load(path)["rows"]["railroad_dice/2"]
    assert row == data["rows"]["railroad_dice/2"]
    assert [g["s"] for g in row["games"]] == [100_000, 100_001]  # the second run went on, not over
    assert row["rules_version"] and row["code"] == balance_data.code_hash("railroad_dice")
    assert balance_data.stale(row) is None
    row["code"] = "other"  # other code that plays the same: its first game replays as stored
    balance_data.save({"rows": {"railroad_dice/2": row}}, path)
    said: list[str] = []
    balance.run([("railroad_dice", 2)], 3, 100_000, 1, False, 0.0, path, said.append)
    row = balance_data.load(path)["rows"]["railroad_dice/2"]
    assert "replays the same" in said[0] and len(row["games"]) == 3 and row["rechecked"] == ["other"]
    row["code"] = "other"
    row["games"][0]["w"] = [1 - row["games"][0]["w"][0]]  # code that plays otherwise: another winner
    balance_data.save({"rows": {"railroad_dice/2": row}}, path)
    said.clear()
    balance.run([("railroad_dice", 2)], 4, 100_000, 1, False, 0.0, path, said.append)
    assert "stale" in said[0] and len(balance_data.load(path)["rows"]["railroad_dice/2"]["games"]) == 3


# -- the report built from the data: charts, Markdown, links from the rules pages --------------------------
def _data(rows: dict[str, list[dict]]) -> dict:
    data: dict = {"rows": {}}
    for key, games in rows.items():
        game_id, players = key.split("/")
        row = balance_data.fresh_row(game_id, int(players), 100_000)
        row["games"] = games
        data["rows"][key] = row
    return data


def _panels(html: str, kind: str, game_id: str) -> list[str]:
    block = re.search(rf'<div class="rt-charts" data-chart="{kind}" data-game="{game_id}">(.*?)</div>', html, re.S)
    assert block, f"no {kind} chart for {game_id}"
    return re.findall(r"<figure.*?</figure>", block.group(1), re.S)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_charts_are_drawn_from_the_data(lang: str) -> None:
    sv = [_scripted([q % 3], [1, 2, 3]) for q in range(7)] + [_scripted([0, 2], [3, 2, 3])]
    for k, rec in enumerate(sv):
        rec.update(c=["DEN", "DEN", "ELP"], p=15 + k % 3, e="goal")
    ls = [dict(_scripted([0], [1, 2, 3]), e="last spike", o=[1, 2, 0]), dict(_scripted([2], [1, 2, 3]), e="bankruptcy")]
    data = _data({"silverton/3": sv, "last_spike/3": ls})
    html = balance_page.body_html(data, lang, balance_page.markdown(data, lang))
    for game_id, games, goal in (("silverton", sv, True), ("last_spike", ls, False)):
        s = balance_data.summarize(game_id, 3, games)
        (panel,) = _panels(html, "seats", game_id)
        bars = re.findall(r'<rect class="rt-bar" [^>]*data-label="([^"]+)" data-share="([\d.]+)"', panel)
        assert [label for label, _ in bars] == [t(lang, "balance.seat", n=q) for q in (1, 2, 3)]
        assert [float(x) for _, x in bars] == pytest.approx([x["share"] for x in s["seats"]], abs=1e-4)
        values = re.findall(r'class="rt-value"[^>]*>([^<]+)<', panel)
        assert values == [balance_page.pct(x["share"], lang) for x in s["seats"]]  # as the tables write them
        assert ('class="rt-goal"' in panel) == goal  # the goal strip only where the issue sets a goal
        assert t(lang, "balance.games", n=len(games)) in panel
        endings = re.findall(r'data-ending="([^"]+)" data-games="(\d+)"', "".join(_panels(html, "endings", game_id)))
        assert {e: int(n) for e, n in endings} == s["endings"]
        (leader,) = _panels(html, "leader", game_id)
        assert [float(x) for x in re.findall(r'data-share="([\d.]+)"', leader)] == pytest.approx([s["leader"]["won"]],
                                                                                                abs=1e-4)
    # Last Spike's turn order is not the seat order here: its own chart; Silverton's start cities too.
    (order,) = _panels(html, "order", "last_spike")
    assert len(re.findall(r'class="rt-bar"', order)) == 3
    (cities,) = _panels(html, "cities", "silverton")
    assert re.findall(r'data-label="(\w+)"', cities) == ["DEN", "ELP"]
    assert 'id="silverton"' in html and 'RTCHART' not in html


def test_german_charts_write_numbers_the_german_way() -> None:
    """Every figure drawn in the German report's charts is German: "53,8 %", "12,5" (issue 34), as
    Babel's locale data writes them; the English charts keep "53.8%"."""
    data = balance_data.load()
    drawn = {lang: re.findall(r"<text [^>]*>([^<]*)</text>", balance_page.body_html(data, lang))
             for lang in ("en", "de")}
    assert any(re.fullmatch(r"\d+\.\d%", s) for s in drawn["en"])
    german = [s for s in drawn["de"] if re.search(r"\d", s)]
    assert any(re.fullmatch(r"\d+,\d\u00a0%", s) for s in german)
    assert [s for s in german if re.search(r"\d%|\d\.\d{1,2}(?!\d)", s)] == []  # "1.000" is German grouping


def test_stored_data_report_and_docs_agree() -> None:
    """docs/balance.md and .de.md are what the stored data gives (a run rewrites them), and the built
    page has one seats chart per stored row, one bar per seat, with the row's shares."""
    data = balance_data.load()
    for lang, path in balance_page.DOCS.items():
        assert path.read_text(encoding="utf-8") == balance_page.docs_text(data, lang), f"run balance.py --docs ({path})"
    html = balance_page.body_html(data, "en")
    for game_id, rows in balance_page.rows_by_game(data).items():
        if not rows:
            continue
        panels = _panels(html, "seats", game_id)
        assert len(panels) == len(rows)
        for panel, (players, _, s) in zip(panels, rows, strict=True):
            shares = [float(x) for x in re.findall(r'class="rt-bar" [^>]*data-share="([\d.]+)"', panel)]
            assert shares == pytest.approx([x["share"] for x in s["seats"]], abs=1e-4) and len(shares) == players


@pytest.mark.parametrize("game_id", balance_data.GAMES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_rules_page_links_the_report(game_id: str, lang: str) -> None:
    page = rules_html(game_id, game_id, lang)
    anchor = balance_page.slug(balance_page.game_name(game_id, lang))
    assert f'<a href="balance.html#{anchor}">{t(lang, "balance.link")}</a>' in page
    report = balance_html(lang)
    assert f"<h1>{t(lang, 'balance.title')}</h1>" in report
    name = balance_page.game_name(game_id, lang)
    if f"\n## {name}\n" in balance_page.DOCS[lang].read_text(encoding="utf-8"):  # a game with games measured
        assert f'<h2 id="{anchor}">{name}</h2>' in report  # the link lands on the game's section


def test_merge_takes_current_rows_and_more_games() -> None:
    mine = _data({"silverton/3": [_scripted([0], [1, 1, 1])] * 3, "railroad_dice/2": [_scripted([0], [1, 1, 1])]})
    theirs = _data({"silverton/3": [_scripted([1], [1, 1, 1])] * 2, "railroad_dice/2": [_scripted([1], [1, 1, 1])] * 2,
                    "last_spike/2": []})
    assert balance_data.merge(mine, theirs) == ["railroad_dice/2"]  # more games; not fewer, not none
    assert len(mine["rows"]["silverton/3"]["games"]) == 3
    mine["rows"]["silverton/3"]["rules_version"] = 0  # ours measured under other rules: theirs wins
    assert balance_data.merge(mine, theirs) == ["silverton/3"] and mine["rows"]["silverton/3"]["games"][0]["w"] == [1]


@pytest.mark.parametrize("game_id", ["last_spike", "ticket_to_ride", "silverton", "railroad_dice"])
def test_no_module_that_plays_imports_one_the_code_hash_leaves_out(game_id):
    """A row stays current across changes to a game's drawings, words, story and hint reasons
    (balance_data.PRESENTATION) only because they change no move: no bot imports them, and nothing imports
    the hint reasons (the rules take words from present.py for the log, which decide nothing)."""
    import ast

    pkg = ROOT / "pygame_rules" / "games" / game_id
    left_out = {Path(name).stem for name in balance_data.PRESENTATION} | {"render"}
    for path in sorted(pkg.rglob("*.py")):
        rel = path.relative_to(pkg)
        if path.name in balance_data.PRESENTATION or rel.parts[0] == "render":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = [*(node.module or "").split("."), *(a.name for a in node.names)]
            elif isinstance(node, ast.Import):
                names = [part for a in node.names for part in a.name.split(".")]
            else:
                continue
            # Only this game's own modules count (``from ....i18n import ...`` is the engine's).
            if isinstance(node, ast.ImportFrom) and node.level >= 3:
                continue
            hit = (left_out if rel.parts[0] == "bots" else {"hints"}) & set(names)
            assert not hit, f"{game_id}/{rel} imports {sorted(hit)}, which balance rows' code hash leaves out"
