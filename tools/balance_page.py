"""The balance report: docs/balance.md (and docs/balance.de.md) written from the measured data, and the
site's page rules/balance.html (rules/de/balance.html) with its charts drawn at build time.

The Markdown is the report for GitHub readers (tables); it marks where each chart goes with a line
``[//]: # (chart KIND GAME)``, a link definition that renders as nothing there.  The build puts the
chart, drawn from docs/balance/balance.json by tools/charts.py, in its place.  Every word comes from
the catalogues (``balance.*`` keys in pygame_rules/i18n/locale/*/LC_MESSAGES/rail_table.po).
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt

from pygame_rules.i18n import t
from pygame_rules.registry import get_rules
from tools import balance_data, charts
from tools.figures import pct, points, whole

ROOT = Path(__file__).resolve().parent.parent

DOCS = {"en": ROOT / "docs" / "balance.md", "de": ROOT / "docs" / "balance.de.md"}
MARKER = re.compile(r"^\[//\]: # \(chart (\w+) (\w+)\)$", re.M)
TARGET = 400  # games a row should have (issue 20)


def game_name(game_id: str, lang: str) -> str:
    return t(lang, f"{get_rules(game_id).prefix}.name")


def slug(text: str) -> str:
    """GitHub's anchor for a heading, so a link to docs/balance.md#<slug> works there and on the site."""
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def rows_by_game(data: dict[str, Any]) -> dict[str, list[tuple[int, dict[str, Any], dict[str, Any]]]]:
    """Each game's rows (players, stored row, figures), in the report's order."""
    out: dict[str, list[tuple[int, dict[str, Any], dict[str, Any]]]] = {g: [] for g in balance_data.GAMES}
    for key in sorted(data["rows"], key=balance_data.row_order):
        row = data["rows"][key]
        if row["games"] and row["game"] in out:
            figures = balance_data.summarize(row["game"], row["players"], row["games"])
            out[row["game"]].append((row["players"], row, figures))
    return out


def ending_name(ending: str, lang: str) -> str:
    key = "balance.end." + re.sub(r"\W+", "_", ending).strip("_")
    text = t(lang, key)
    return ending if text == key else text  # an ending the catalogue does not know yet shows as it is


def markdown(data: dict[str, Any], lang: str) -> str:
    def w(key: str, **kw: object) -> str:
        return t(lang, f"balance.{key}", **kw)

    out = [f"# {w('title')}", "", w("intro"), "", w("goal_text"), ""] + glance(data, lang)
    for game_id, rows in rows_by_game(data).items():
        if not rows:
            continue
        out += [f"## {game_name(game_id, lang)}", "",
                w("goal_game") if game_id in balance_data.GOAL_GAMES else w("published"), ""]
        if game_id == "silverton":
            out += [w("solo"), ""]
        short = [f"{w('players', n=p)}: {s['games']}" for p, _, s in rows if s["games"] < TARGET]
        if short:
            out += [w("short", target=TARGET, rows=", ".join(short)), ""]
        out += [f"[//]: # (chart seats {game_id})", ""]
        head = [w("col.players"), w("col.games"), w("col.seats"), w("col.leader"), w("col.moves")]
        if game_id in balance_data.PERIOD_NAME:
            head.append(w(f"col.{balance_data.PERIOD_NAME[game_id]}"))
        out += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for p, _, s in rows:
            seats = " / ".join(pct(x["share"], lang) for x in s["seats"])
            if "goal" in s:
                seats += " " + (w("met") if s["goal"]["met"] else w("not_met"))
            m = s["moves"]
            leader = f"{pct(s['leader']['won'], lang)} ({w('chance')} {pct(1 / p, lang)})"
            cells = [str(p), str(s["games"]), seats, leader,
                     f"{m['median']} ({m['p10']}-{m['p90']})"]
            if game_id in balance_data.PERIOD_NAME:
                r = s[balance_data.PERIOD_NAME[game_id]]
                cells.append(f"{r['median']} ({r['p10']}-{r['p90']})")
            out.append("| " + " | ".join(cells) + " |")
        out += ["", f"### {w('leader_head')}", "", w("leader_game", score=w(f"score.{game_id}")), "",
                f"[//]: # (chart leader {game_id})", ""]
        out += [f"### {w('order_head')}", ""]
        if all(s["order_is_seats"] for _, _, s in rows):  # the order chart would repeat the seats' chart
            out += [w("order_same"), ""]
        else:
            text = w("order.last_spike" if game_id == "last_spike" else "order.other")
            out += [text, "", f"[//]: # (chart order {game_id})", ""]
        if game_id == "silverton":
            out += [w("cities_text"), "", "[//]: # (chart cities silverton)", ""]
        out += [f"### {w('length_head')}", "", "[//]: # (chart length " + game_id + ")", "",
                "[//]: # (chart endings " + game_id + ")", ""]
        for p, _, s in rows:
            ends = ", ".join(f"{ending_name(e, lang)} {pct(c / s['games'], lang)}" for e, c in s["endings"].items())
            out.append(f"- {w('players', n=p)}: {ends}")
        out.append("")
    out += [f"## {w('method_head')}", "", w("ties"), "", w("leader_text"), "", w("method"), "",
            f"| {w('col.game')} | {w('col.players')} | {w('col.games')} | {w('col.seeds')} | {w('col.rules')} "
            f"| {w('col.code')} |", "|---|---|---|---|---|---|"]
    for game_id, rows in rows_by_game(data).items():
        for p, row, s in rows:
            seeds = f"{whole(row['first_seed'], lang)}-{whole(row['first_seed'] + s['games'] - 1, lang)}"
            stale = balance_data.stale(row)
            out.append(f"| {game_name(game_id, lang)} | {p} | {s['games']} | {seeds} | {row['rules_version']} | "
                       f"{row['code']} ({row['commit']}){' ' + w('stale') if stale else ''} |")
    return "\n".join(line for line in out) + "\n"


def docs_text(data: dict[str, Any], lang: str) -> str:
    return re.sub(r"\n{3,}", "\n\n", markdown(data, lang))


def glance(data: dict[str, Any], lang: str) -> list[str]:
    """One line per row: the seats that win most and least, how far from fair, and the goal."""
    def w(key: str, **kw: object) -> str:
        return t(lang, f"balance.{key}", **kw)

    out = [f"## {w('glance_head')}", "", f"| {w('col.game')} | {w('col.players')} | {w('col.games')} | "
           f"{w('col.most')} | {w('col.least')} | {w('col.goal')} |", "|---|---|---|---|---|---|"]
    for game_id, rows in rows_by_game(data).items():
        for p, row, s in rows:
            shares = [x["share"] for x in s["seats"]]
            most, least = shares.index(max(shares)), shares.index(min(shares))
            goal = "—" if "goal" not in s else (w("yes") if s["goal"]["met"] else w("no"))
            if "goal" in s and s["games"] < TARGET:
                goal += "*"  # not final
            stale = f" {w('stale')}" if balance_data.stale(row) else ""
            out.append(f"| {game_name(game_id, lang)} | {p} | {s['games']}{stale} | "
                       f"{w('seat', n=most + 1)}: {pct(shares[most], lang)} ({points(shares[most] - 1 / p, lang)}) | "
                       f"{w('seat', n=least + 1)}: {pct(shares[least], lang)} "
                       f"({points(shares[least] - 1 / p, lang)}) | {goal} |")
    return out + ["", w("glance_note"), ""]


def write_docs(data: dict[str, Any]) -> list[Path]:
    for lang, path in DOCS.items():
        path.write_text(docs_text(data, lang), encoding="utf-8")
    return list(DOCS.values())


# -- the charts -------------------------------------------------------------------------------------
def chart_html(kind: str, game_id: str, data: dict[str, Any], lang: str) -> str:
    """The figure that replaces one ``[//]: # (chart KIND GAME)`` line."""
    rows = rows_by_game(data).get(game_id, [])
    if not rows:
        return ""

    def w(key: str, **kw: object) -> str:
        return t(lang, f"balance.{key}", **kw)

    words = {"fair": w("fair"), "goal": w("goal")}
    band = balance_data.GOAL_BAND if game_id in balance_data.GOAL_GAMES else None
    panels: list[tuple[str, str]] = []
    if kind in ("seats", "order", "cities"):
        for p, _, s in rows:
            caption = f"{w('players', n=p)} · {w('games', n=s['games']) if s['games'] != 1 else w('games_one')}"
            if kind == "seats":
                labels, bars = [w("seat", n=q + 1) for q in range(p)], s["seats"]
                title = w("chart.seats", players=w("players", n=p))
            elif kind == "order":
                labels, bars = [w(f"order_pos.{j + 1}") for j in range(p)], s["turn_order"]
                title = w("chart.order", players=w("players", n=p))
            else:
                cities = s.get("start_cities", {})
                labels, bars = list(cities), list(cities.values())
                title = w("chart.cities", players=w("players", n=p))
                caption = w("players", n=p)
            goal = band if kind == "seats" else None  # the goal is about seats
            # Seat colours only for seats: a turn-order position or a city is no seat.
            panels.append((caption, charts.share_bars(title, labels, bars, 1 / p, goal, words, kind == "seats",
                                                            lang)))
    elif kind == "leader":
        labels = [w("players", n=p) for p, _, _ in rows]
        bars = [{k: s["leader"][k] for k in ("low", "high")} | {"share": s["leader"]["won"]} for _, _, s in rows]
        chance = {"fair": w("chance"), "goal": w("goal")}
        panels.append(("", charts.share_bars(w("chart.leader"), labels, bars, [1 / p for p, _, _ in rows], None,
                                             chance, False, lang)))
    elif kind == "length":
        period = balance_data.PERIOD_NAME.get(game_id)
        for what in ["moves"] + ([period] if period else []):
            spreads = [(w("players", n=p), s[what]) for p, _, s in rows]
            panels.append(("", charts.spread_rows(w("chart.length"), spreads, w(f"unit.{what}"), lang)))
    elif kind == "endings":
        seen: list[str] = list(get_rules(game_id).endings)
        for _, _, s in rows:
            seen += [e for e in s["endings"] if e not in seen]
        used = [e for e in seen if any(e in s["endings"] for _, _, s in rows)]
        names = {e: ending_name(e, lang) for e in used}
        panels.append(("", charts.ending_rows(w("chart.endings"),
                                              [(w("players", n=p), s["endings"]) for p, _, s in rows], names, lang)))
    figures = "".join(f'<figure class="rt-chart-panel">{svg}'
                      + (f"<figcaption>{escape(cap)}</figcaption>" if cap else "") + "</figure>"
                      for cap, svg in panels)
    return f'<div class="rt-charts" data-chart="{kind}" data-game="{game_id}">{figures}</div>'


def body_html(data: dict[str, Any], lang: str, source: str | None = None) -> str:
    """The report's HTML: its Markdown rendered, each chart marker replaced by its charts, every h2 and
    h3 given GitHub's anchor."""
    text = source if source is not None else DOCS[lang].read_text(encoding="utf-8")
    text = MARKER.sub(lambda m: f"RTCHART-{m.group(1)}-{m.group(2)}", text)
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    # Its tables scroll sideways on a phone (no word breaks): focusable, so a keyboard can scroll them too.
    html = '<div class="rt-balance">' + md.render(text).replace("<table>", '<table tabindex="0">') + "</div>"
    html = re.sub(r"<p>RTCHART-(\w+?)-(\w+)</p>", lambda m: chart_html(m.group(1), m.group(2), data, lang), html)
    return re.sub(r"<(h[23])>(.*?)</\1>",
                  lambda m: f'<{m.group(1)} id="{slug(re.sub("<[^>]+>", "", m.group(2)))}">{m.group(2)}</{m.group(1)}>',
                  html)
