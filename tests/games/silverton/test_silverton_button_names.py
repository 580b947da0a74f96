"""Every button on Silverton's board and in its hand holds no words its name lacks (axe's
label-content-name-mismatch, which found them on a zoomed phone board: a segment to dismantle had its
railroad, year and owner as tooltip and the move as name; a claim card its production table; a card's
"i" the letter "i" inside).  A playable piece's tooltip is its name; a card's "i" is named by the details
it shows; drawn words lie over a button, not in it; a surveyor's pennant inside a segment's button keeps
its tooltip but is hidden from assistive technology.  Checked in positions of whole games where segments
are surveyed, dismantled and extended onto, claims prospected and contracts taken, in English and German."""

from __future__ import annotations

import html
import random
from xml.etree import ElementTree as ET

import pytest

from pygame_rules import new_game
from pygame_rules.i18n import use_language

SVG = "{http://www.w3.org/2000/svg}"


def positions(seed: int):
    """Every fifth position of a 3-player game of random moves, the board and hand the seat to act sees."""
    game = new_game("silverton", {"players": [{"name": n} for n in ("Ann", "Ben", "Cy")]}, seed=seed)
    rng = random.Random(seed)
    while not game.is_over and len(game.moves) < 600:
        seat = game.current_player
        if len(game.moves) % 5 == 0 and seat is not None:
            yield game.svg(seat)
            hand = game.rules.hand_svg(game.view(seat))
            if hand:
                yield hand
        game.push(rng.choice(game.legal_moves()))


def tag(e: ET.Element) -> str:
    return e.tag.replace(SVG, "")


def shown_words(button: ET.Element) -> list[str]:
    """The words inside ``button`` a checker counts as shown: texts and the titles of its named parts,
    leaving out what is hidden from assistive technology (its own title is checked apart)."""
    out: list[str] = []

    def walk(e: ET.Element, own: bool) -> None:
        if e.get("aria-hidden") == "true":
            return
        for child in e:
            if tag(child) == "title":
                if not own:
                    out.append(child.text or "")
            elif tag(child) == "text":
                out.append("".join(child.itertext()))
            else:
                walk(child, False)

    walk(button, True)
    return [w for w in out if w.strip()]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_button_shows_words_its_name_lacks(lang: str) -> None:
    seen: dict[str, int] = {}
    with use_language(lang):
        for seed in (1, 2):
            for svg in positions(seed):
                root = ET.fromstring(svg)
                for button in root.iter():
                    if button.get("role") != "button":
                        continue
                    name = button.get("aria-label") or ""
                    info = "info" if button.get("data-info") is not None else "other"
                    what = (button.get("data-move") or "").split(" ")[0] or info
                    seen[what] = seen.get(what, 0) + 1
                    title = next((c for c in button if tag(c) == "title"), None)
                    if title is not None:
                        assert html.unescape(title.text or "") == name, (what, title.text, name)
                    assert shown_words(button) == [], (what, name, shown_words(button))
                    pennants = [g for g in button.iter() if "sv-flag" in (g.get("class") or "")]
                    assert all(g.get("aria-hidden") == "true" for g in pennants)
                    seen["pennant"] = seen.get("pennant", 0) + len(pennants)
    # Each kind was met: segments surveyed and dismantled with pennants on them, claims, cards' "i".
    assert {"survey", "dismantle", "prospect", "info"} <= set(seen) and seen["pennant"], seen
