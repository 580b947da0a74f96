"""Build-time lesson pages: one per game and language, from docs/lessons/<game_id>.json.

    site/lessons/en/<game_id>.html, site/lessons/de/<game_id>.html

A lesson is one line of play (seed, seats, options, moves) and a few boards on it, each an embedded
board (embed.html in an <iframe>) showing some of its steps with captions and marked pieces, and a last
"your turn" board in play mode that the page follows through the postMessage API (web/js/lesson-page.js).
Every board is checked here by replaying its moves in CPython: a lesson whose moves no longer replay,
whose marks name no piece, or whose play board does not wait for its human reader fails the build.
Each board carries the state hash it must show (data-hash), which the browser tests compare.

    python tools/lessons.py --show ticket_to_ride   # the line's steps: who acts, what the log says
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
if not __package__:  # run as a script (python tools/lessons.py): this checkout's folders come first
    sys.path.insert(0, str(ROOT))

from pygame_rules import Game  # noqa: E402
from pygame_rules.i18n import LANGS, t  # noqa: E402
from pygame_rules.registry import get_rules  # noqa: E402

SOURCES = ROOT / "docs" / "lessons"
_DATA_ATTR = re.compile(r'\bdata-([a-z-]+)="([^"]*)"')
_KEEP = ",:+"  # readable in a link, and what embed.js splits on (a "+" in a move is %2B below)

PAGE = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} · Rail Table</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../../style.css">
<script type="module" src="../../js/lesson-page.js"></script>
</head>
<body class="rules-page lesson-page" data-game="{game}">
<header class="topbar"><a href="../../index.html">← Rail Table</a> ·
<a href="../../rules/{game}.html">{rules}</a> ·
<a href="../{other}/{game}.html" hreflang="{other}" lang="{other}">{other_name}</a></header>
<main class="doc">
<h1>{title}</h1>
{intro}
{boards}
</main>
</body>
</html>
"""


def load(game_id: str) -> dict[str, Any]:
    return json.loads((SOURCES / f"{game_id}.json").read_text(encoding="utf-8"))


def lesson_ids() -> list[str]:
    return sorted(p.stem for p in SOURCES.glob("*.json"))


def seats(lesson: dict, bots: dict[str, str] | None = None) -> list[dict[str, Any]]:
    bots = bots or {}
    return [{"name": name, "bot": bots.get(str(i))} for i, name in enumerate(lesson["players"])]


def replay(lesson: dict, moves: list[str], bots: dict[str, str] | None = None) -> Game:
    game = Game(lesson["game"], {**lesson.get("options", {}), "players": seats(lesson, bots)}, lesson["seed"])
    for number, move in enumerate(moves, 1):
        try:
            game.push(move)
        except Exception as exc:
            raise SystemExit(f"lessons: {lesson['game']}: move {number} ({move}) does not replay: {exc}") from None
    return game


def check_marks(lesson: dict, game: Game, viewer: int | None, keys: list[str], where: str) -> None:
    """Every highlight key names a piece on the board (as web/js/share.js markPieces reads them)."""
    found = set()
    for name, value in _DATA_ATTR.findall(game.svg(viewer)):
        found.update({value, f"{name}:{value}"})
    missing = [k for k in keys if k not in found]
    if missing:
        raise SystemExit(f"lessons: {lesson['game']} {where}: no piece on the board for {missing}")


def embed_query(lesson: dict, moves: list[str], **extra: Any) -> str:
    players = ",".join(f"{s['name']}:{s['bot']}" if s["bot"] else s["name"]
                       for s in seats(lesson, extra.pop("bots", None)))
    # A game's option named like one of the embed's parameters is written opt.<name> (web/js/share.js).
    query: dict[str, Any] = {"game": lesson["game"], "seed": lesson["seed"], "players": players,
                             **{f"opt.{k}": v for k, v in lesson.get("options", {}).items()}}
    if moves:
        query["moves"] = ",".join(moves)
    query.update({k: v for k, v in extra.items() if v not in (None, "", [])})
    return "&".join(f"{k}={quote(str(v), safe=_KEEP if k in ('players', 'highlight') else ',')}"
                    for k, v in query.items())


def board_html(lesson: dict, board: dict, lang: str, number: int) -> str:
    """One section: heading, text, and the embedded board (with the hash it must show)."""
    game_id = lesson["game"]
    moves = lesson["moves"]
    keys = board.get("highlight", [])
    if board.get("play"):
        step = board["step"]
        game = replay(lesson, moves[:step], board.get("bots"))
        human = game.current_player
        if human is None or game.options["players"][human]["bot"]:
            raise SystemExit(f"lessons: {game_id} board {number}: nobody human acts at step {step}")
        check_marks(lesson, game, human, keys, f"board {number}")
        query = embed_query(lesson, moves[:step], bots=board.get("bots"), mode="play", botDelay=900,
                            highlight=",".join(keys), caption=board["caption"][lang], lang=lang)
        kind, extra = "play", (f'<p class="lesson-said" role="status" aria-live="polite" '
                               f'data-said="{escape(t(lang, "lesson.you_played"))}" '
                               f'data-bot="{escape(t(lang, "lesson.bot_played"))}">'
                               f"{escape(t(lang, 'lesson.waiting'))}</p>")
        shown = step
    else:
        first, last = board["from"], board["to"]
        game = replay(lesson, moves[:first])
        check_marks(lesson, game, board.get("viewer"), keys, f"board {number}")
        replay(lesson, moves[:last])
        captions = [""] * first + list(board["captions"][lang])
        if len(captions) != last + 1:
            raise SystemExit(f"lessons: {game_id} board {number}: {lang} needs one caption per step {first}..{last}")
        viewer = board.get("viewer")
        query = embed_query(lesson, moves[:last], step=first, viewer=None if viewer is None else viewer + 1,
                            highlight=",".join(keys), captions=json.dumps(captions, ensure_ascii=False), lang=lang)
        kind, extra, shown = "view", "", first
    title = t(lang, "lesson.board_title", n=number, heading=board["heading"][lang])
    # Only the first board starts at once; web/js/lesson-page.js starts each next one when the one
    # before is ready (each board runs its own Python: started together they share the CPU, and the
    # first is ready about twice as late).  Until then a board says so (srcdoc, which the script removes).
    start = "src"
    if number > 1:
        note = (f'<p style="margin:1rem;font:1rem/1.4 system-ui,sans-serif;color:#5c5240">'
                f'{escape(t(lang, "lesson.board_waiting"))}</p>')
        start = f'srcdoc="{escape(note)}" data-src'
    # width/height are the frame's size before its board says how tall it is (a "size" message, see
    # docs/embedding.md); web/js/lesson-page.js then fits the frame to the board, so nothing is cut off.
    return (f'<section class="lesson-board" id="board-{number}">\n<h2>{escape(board["heading"][lang])}</h2>\n'
            + "".join(f"<p>{escape(p)}</p>\n" for p in board["text"][lang])
            + f'<iframe class="lesson-embed" {start}="../../embed.html?{escape(query)}" title="{escape(title)}" '
            f'data-kind="{kind}" data-hash="{game.state_hash()}" data-step="{shown}" '
            f'width="900" height="{760 if kind == "view" else 820}"></iframe>\n{extra}</section>')


def lesson_html(game_id: str, lang: str) -> str:
    lesson = load(game_id)
    rules = get_rules(game_id)
    other = next(code for code in LANGS if code != lang)
    boards = "\n".join(board_html(lesson, b, lang, i) for i, b in enumerate(lesson["boards"], 1))
    return PAGE.format(lang=lang, game=escape(game_id), title=escape(lesson["title"][lang]),
                       rules=escape(t(lang, "lesson.rules", game=rules.name)),
                       other=other, other_name=escape(t(other, "lang.name")),
                       intro="".join(f"<p>{escape(p)}</p>\n" for p in lesson["intro"][lang]), boards=boards)


def write_lessons(out: Path) -> list[Path]:
    written = []
    for game_id in lesson_ids():
        for lang in LANGS:
            path = out / "lessons" / lang / f"{game_id}.html"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(lesson_html(game_id, lang), encoding="utf-8")
            written.append(path)
    return written


def show(game_id: str) -> None:
    lesson = load(game_id)
    game = replay(lesson, [])
    print(0, "acts:", game.current_player, "|", " / ".join(game.view(None)["log"][-2:]))
    for i, move in enumerate(lesson["moves"], 1):
        game.push(move)
        print(i, repr(move), "acts:", game.current_player, "|", game.view(None)["log"][-1])


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--show", metavar="GAME")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    if args.show:
        show(args.show)
    if args.out:
        for p in write_lessons(args.out):
            print(p)
