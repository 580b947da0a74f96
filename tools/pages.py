"""Build-time pages: a board preview per game and each game's rules page as HTML.

Previews are the engine's own SVG of a new game's public view, so the home page can show every
board before Python has loaded.  Rules pages come from docs/games/<id>.md (the single source, also
read on GitHub), rendered with markdown-it with raw HTML disabled, so nothing in a doc can inject
markup into the site.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from markdown_it import MarkdownIt

from pygame_rules import new_game
from pygame_rules.i18n import t, use_language
from pygame_rules.registry import list_games

DOCS = Path(__file__).resolve().parent.parent / "docs" / "games"
PREVIEW_SEATS = ["North", "South", "East", "West"]

PAGE = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} · Rail Table</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="{up}style.css">
</head>
<body class="rules-page">
<header class="topbar"><a href="{up}index.html{query}">← Rail Table</a>
<a class="other-lang" href="{other_href}" hreflang="{other_lang}" lang="{other_lang}">{other_name}</a></header>
<main class="doc">
{body}
</main>
</body>
</html>
"""


def preview_svg(game_id: str, min_players: int, lang: str = "en") -> str:
    seats = PREVIEW_SEATS[:max(min_players, 3)]
    game = new_game(game_id, {"players": [{"name": n} for n in seats]}, seed=1)
    with use_language(lang):  # a game draws its words in the language of the call
        svg = game.svg(None)
    box = getattr(game.rules, "preview_box", None)  # a tall board shows its most telling part, not a thin strip
    if box:
        svg = re.sub(r'viewBox="[^"]*"', 'viewBox="{} {} {} {}"'.format(*box), svg, count=1)
    return svg


# German rules pages: docs/games/de/<id>.md -> rules/de/<id>.html, linked both ways with the English
# page; a German page also links the German example lesson (lessons/de/<id>.html, site-relative).
LANG_NAMES = {"en": "English", "de": "Deutsch"}


# A rules page links the balance report as docs/balance.md (docs/balance.de.md) so the link works on
# GitHub; on the site the report is rules/balance.html (rules/de/balance.html), beside the rules pages.
REPORT_LINK = re.compile(r'href="(?:\.\./)+balance(?:\.de)?\.md(#[\w-]*)?"')
# Where a player should know that a number is reconstructed, a rules page links the reasoning in
# docs/provenance/<id>.md; the site publishes those pages (English only) as rules/provenance/<id>.html.
PROVENANCE_LINK = re.compile(r'href="(?:\.\./)+provenance/(\w+)\.md(#[\w-]*)?"')
PROVENANCE = DOCS.parent / "provenance"


def rules_html(game_id: str, title: str, lang: str = "en") -> str:
    source = DOCS / f"{game_id}.md" if lang == "en" else DOCS / lang / f"{game_id}.md"
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    body = md.render(source.read_text(encoding="utf-8"))
    body = REPORT_LINK.sub(lambda m: f'href="balance.html{m.group(1) or ""}"', body)
    up = "" if lang == "en" else "../"
    body = PROVENANCE_LINK.sub(lambda m: f'href="{up}provenance/{m.group(1)}.html{m.group(2) or ""}"', body)
    if lang == "en":
        other = "de"
        other_href = f"de/{game_id}.html"
    else:
        other = "en"
        other_href = f"../{game_id}.html"
        lesson = f"../../lessons/{lang}/{game_id}.html"
        body += (f'<p class="lesson-link"><a href="{escape(lesson)}">Beispiel-Lektion: die ersten Züge von '
                 f"{escape(title)} mit Spielplänen zum Durchklicken</a></p>\n")
    has_other = other == "en" or (DOCS / other / f"{game_id}.md").exists()
    rules = "Spielregeln" if lang == "de" else "rules"
    return page_html(lang, f"{escape(title)} — {rules}", body, other_href if has_other else None)


def provenance_html(game_id: str, title: str) -> str:
    """Where the rules of a game come from and why the reconstructed numbers are what they are."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    body = heading_ids(md.render((PROVENANCE / f"{game_id}.md").read_text(encoding="utf-8")))
    return page_html("en", f"{escape(title)} — sources", body, None).replace(
        'href="../style.css"', 'href="../../style.css"').replace('href="../index.html', 'href="../../index.html')


def heading_ids(html: str) -> str:
    """Every h2..h4 gets GitHub's anchor (a repeated heading "-1", "-2", ... as GitHub counts them), so a
    rules page's link to docs/provenance/<id>.md#<anchor> lands on the same heading there and on the site."""
    from tools.balance_page import slug

    seen: dict[str, int] = {}

    def anchor(m: re.Match[str]) -> str:
        base = slug(re.sub(r"<[^>]+>", "", m.group(2)))
        n = seen.get(base, 0)
        seen[base] = n + 1
        return f'<{m.group(1)} id="{base if n == 0 else f"{base}-{n}"}">{m.group(2)}</{m.group(1)}>'

    return re.sub(r"<(h[234])>(.*?)</\1>", anchor, html)


def page_html(lang: str, title: str, body: str, other_href: str | None) -> str:
    """A page beside the rules pages (rules/<id>.html, rules/de/<id>.html): ``title`` is HTML."""
    up, query = ("../", "") if lang == "en" else ("../../", f"?lang={lang}")
    other = "de" if lang == "en" else "en"
    page = PAGE.format(lang=lang, title=title, up=up, query=query, other_href=escape(other_href or ""),
                       other_lang=other, other_name=LANG_NAMES[other], body=body)
    if other_href is None:  # no page in the other language yet: no link to nowhere
        page = re.sub(r'\n<a class="other-lang"[^\n]*</a>', "", page)
    return page


def balance_html(lang: str = "en") -> str:
    """The balance report (docs/balance.md, docs/balance.de.md) with its charts (tools/balance_page.py)."""
    from tools import balance_data, balance_page  # the report reads the measured data: only when the page is built

    body = balance_page.body_html(balance_data.load(), lang)
    other = "de/balance.html" if lang == "en" else "../balance.html"
    return page_html(lang, escape(t(lang, "balance.title")), body, other)


def write_pages(out: Path) -> list[Path]:
    written = []
    for game in list_games():
        previews = out / "previews"
        previews.mkdir(parents=True, exist_ok=True)
        path = previews / f"{game['id']}.svg"
        path.write_text(preview_svg(game["id"], game["min_players"]), encoding="utf-8")
        written.append(path)
        for lang in LANG_NAMES:  # the same board with its words in each other language: previews/de/<id>.svg
            if lang != "en":
                (previews / lang).mkdir(exist_ok=True)
                path = previews / lang / f"{game['id']}.svg"
                path.write_text(preview_svg(game["id"], game["min_players"], lang), encoding="utf-8")
                written.append(path)
        rules = out / "rules"
        rules.mkdir(parents=True, exist_ok=True)
        path = rules / f"{game['id']}.html"
        path.write_text(rules_html(game["id"], game["name"]), encoding="utf-8")
        written.append(path)
        for lang in LANG_NAMES:
            if lang != "en" and (DOCS / lang / f"{game['id']}.md").exists():
                (rules / lang).mkdir(exist_ok=True)
                path = rules / lang / f"{game['id']}.html"
                name = t(lang, f"{game['prefix']}.name")
                path.write_text(rules_html(game["id"], name, lang), encoding="utf-8")
                written.append(path)
        if (PROVENANCE / f"{game['id']}.md").exists():
            (rules / "provenance").mkdir(exist_ok=True)
            path = rules / "provenance" / f"{game['id']}.html"
            path.write_text(provenance_html(game["id"], game["name"]), encoding="utf-8")
            written.append(path)
    (out / "rules" / "de").mkdir(parents=True, exist_ok=True)
    for lang, path in (("en", out / "rules" / "balance.html"), ("de", out / "rules" / "de" / "balance.html")):
        path.write_text(balance_html(lang), encoding="utf-8")
        written.append(path)
    return written
