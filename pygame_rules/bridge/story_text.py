"""A finished game's story (story.story_of's) in words and as a chart, for the game-over panel and replays."""

from __future__ import annotations

import functools

from ..i18n import t
from ..i18n.messages import Msg
from ..story import story_of
from ..story_svg import amount, chart_svg
from .args import parse_options


@functools.lru_cache(maxsize=8)
def remembered_story(game_id: str, options_json: str, seed: int, moves: tuple[str, ...],
                     version: int | None) -> dict | None:
    """story_of, remembered: a replay asks for the same story at every step it shows."""
    return story_of(game_id, parse_options(options_json), seed, list(moves), version)


def tell(told: dict, lang: str, at: int | None = None) -> dict:
    """A story (story.story_of's) in ``lang``: its chart, and the words around it."""
    per = told["per"]
    final = told["points"][-1]["scores"]
    order = sorted(range(len(final)), key=lambda q: (-final[q], q))
    x_name = t(lang, f"engine.story.per.{per}")
    marks = [m["text"].say(lang) if isinstance(m["text"], Msg) else m["text"] for m in told["marks"]]
    title = t(lang, "engine.story.title", score=t(lang, f"engine.story.score.{told['score']}"))
    desc = " ".join([t(lang, "engine.story.final", standings=", ".join(
        f"{told['players'][q]} {amount(final[q], told['unit'], lang)}" for q in order))]
        + [t(lang, "engine.story.mark_at", mark=said, per=x_name, n=m["point"])
           for m, said in zip(told["marks"], marks, strict=True)])
    words = {"title": title, "desc": desc, "x": x_name, "y": t(lang, f"engine.story.score.{told['score']}"),
             "start": t(lang, "engine.story.start"), "end": t(lang, "engine.story.end"),
             "now": t(lang, "engine.story.now"), "marks": marks}
    return {"svg": chart_svg(told, words, lang, at), "title": title, "per": per, "points": len(told["points"])}
