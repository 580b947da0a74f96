"""Build-time pages: a board preview per game and each game's rules page as HTML.

Previews are the engine's own SVG of a new game's public view, so the home page can show every
board before Python has loaded.  Rules pages come from docs/games/<id>.md (the single source, also
read on GitHub), rendered with markdown-it with raw HTML disabled, so nothing in a doc can inject
markup into the site.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from markdown_it import MarkdownIt

from pygame_rules import new_game
from pygame_rules.registry import list_games

DOCS = Path(__file__).resolve().parent.parent / "docs" / "games"
PREVIEW_SEATS = ["North", "South", "East", "West"]

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} — rules · Rail Table</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../style.css">
</head>
<body class="rules-page">
<header class="topbar"><a href="../index.html">← Rail Table</a></header>
<main class="doc">
{body}
</main>
</body>
</html>
"""


def preview_svg(game_id: str, min_players: int) -> str:
    seats = PREVIEW_SEATS[:max(min_players, 3)]
    game = new_game(game_id, {"players": [{"name": n} for n in seats]}, seed=1)
    return game.svg(None)


def rules_html(game_id: str, title: str) -> str:
    source = DOCS / f"{game_id}.md"
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    body = md.render(source.read_text(encoding="utf-8"))
    return PAGE.format(title=escape(title), body=body)


def write_pages(out: Path) -> list[Path]:
    written = []
    for game in list_games():
        previews = out / "previews"
        previews.mkdir(parents=True, exist_ok=True)
        path = previews / f"{game['id']}.svg"
        path.write_text(preview_svg(game["id"], game["min_players"]), encoding="utf-8")
        written.append(path)
        rules = out / "rules"
        rules.mkdir(parents=True, exist_ok=True)
        path = rules / f"{game['id']}.html"
        path.write_text(rules_html(game["id"], game["name"]), encoding="utf-8")
        written.append(path)
    return written
