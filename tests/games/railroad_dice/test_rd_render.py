"""The board and hand drawings and the words around them: quick to play, nothing hidden shown."""

import json
import re
import xml.etree.ElementTree as ET

import pytest
from rd_helpers import arrange, faces, game, lay_track, set_end

from pygame_rules.bridge import data_moves
from pygame_rules.games.railroad_dice import RULES
from pygame_rules.games.railroad_dice.render.hand import moves_for_face


def moves_in(svg: str) -> set[str]:
    return data_moves(svg)


def test_drawings_are_well_formed_and_escape_names():
    g = arrange(game(3), directors={"G": 1})
    g.state.names[1] = 'Bo<b>"&'
    for viewer in (None, 0, 1):
        ET.fromstring(g.svg(viewer))
        hand = RULES.hand_svg(g.view(viewer))
        if hand is not None:
            ET.fromstring(hand)
    assert "Director: Bo&lt;b&gt;&quot;&amp;" in g.svg(None)


def test_only_the_acting_seat_gets_clickable_pieces_and_only_legal_ones():
    g = arrange(game(3), fronts={0: {"straight": 1, "curve": 1, "share": 1, "wild": 1}}, screens={0: 3})
    legal = set(g.legal_moves())
    offered = moves_in(g.svg(0)) | moves_in(RULES.hand_svg(g.view(0)))
    assert offered <= legal
    assert {m for m in legal if m.startswith(("lay", "roll", "buy"))} <= offered  # all on board or hand
    for viewer in (None, 1, 2):
        assert not moves_in(g.svg(viewer)) and not moves_in(RULES.hand_svg(g.view(viewer)) or "")


def test_arrows_on_the_square_ahead_play_with_one_click():
    g = arrange(game(3), fronts={0: {"straight": 1, "wild": 1}})
    svg = g.svg(0)
    arrows = re.findall(r'<g data-end-move="A" data-move="([^"]+)"[^>]*>', svg)
    assert sorted(arrows) == ["lay A N wild", "lay A S wild", "lay A W"]  # the straight die where it fits
    assert 'data-moves' not in "".join(re.findall(r'<g data-end-move="A"[^>]*>', svg))


def test_a_new_tile_arrow_asks_which_tile():
    g = arrange(game(3), fronts={0: {"straight": 1}})
    lay_track(g, 0, [((4, 3), "W", "E"), ((5, 3), "W", "E"), ((6, 3), "W", "E")])
    set_end(g, 1, 0, (6, 3), "E")
    svg = g.svg(0)
    tag = re.search(r'<g data-end-move="B" data-move="lay B E T2"[^>]*>', svg).group(0)
    listed = json.loads(re.search(r"data-moves=\"([^\"]+)\"", tag).group(1).replace("&quot;", '"'))
    assert listed == ["lay B E T2", "lay B E T3", "lay B E T4", "lay B E T5", "lay B E T6", "lay B E T7"]
    assert "rd-ghost" in svg  # the square beyond the edge is drawn, dashed


def test_station_squares_and_company_cards_are_clickable():
    g = arrange(game(3), directors={"R": 0, "G": 0}, screens={0: 5}, fronts={0: {"share": 1}})
    svg = g.svg(0)
    assert 'data-move="build R 1d3"' in svg
    tag = re.search(r'<g data-move="build G 1d3"[^>]*>|<g data-move="build R 1d3"[^>]*>', svg).group(0)
    assert "build G 1d3" in tag and "build R 1d3" in tag  # two companies can build there: the page asks
    assert re.search(r'<g data-company="R" data-move="buy R share"', svg)


def test_the_hand_offers_each_die_with_every_move_it_can_make():
    g = arrange(game(3), fronts={0: {"straight": 1, "share": 1}}, screens={0: 2})
    view = g.view(0)
    assert moves_for_face("straight", g.legal_moves(), view) == ["lay A W", "lay B E"]
    assert moves_for_face("share", g.legal_moves(), view) == [f"buy {c} share" for c in "RBGYK"]
    hand = RULES.hand_svg(view)
    assert 'data-face="straight" data-move="lay A W"' in hand
    assert "Behind your screen: 2 dice" in hand


def test_the_roll_grid_offers_every_roll_in_one_click():
    g = arrange(game(3), fronts={0: {"wild": 2}}, screens={0: 3})
    hand = RULES.hand_svg(g.view(0))
    rolls = {m for m in moves_in(hand) if m.startswith("roll")}
    assert rolls == {m for m in g.legal_moves() if m.startswith("roll")} and len(rolls) == 11


@pytest.mark.parametrize(("wild", "screen"), [(4, 0), (0, 6), (2, 9), (4, 4), (1, 15)])
def test_every_roll_has_a_cell_of_44_px_on_a_phone_inside_the_hand(wild, screen):
    """Issue 32: the roll grid's cells were 28 px on a phone.  Each cell's tap square is 54 units, 44 px at the
    phone's 0.83 px a unit; the cells neither overlap nor leave the hand, however many dice there are (the
    columns that do not fit go on in a second band), and every roll is offered (the largest beyond 12)."""
    g = arrange(game(3), fronts={0: {"wild": wild}}, screens={0: screen})
    hand = RULES.hand_svg(g.view(0))
    width = float(re.search(r'viewBox="0 0 ([\d.]+) ', hand).group(1))
    svg = "{http://www.w3.org/2000/svg}"
    cells = [g for g in ET.fromstring(hand).iter(f"{svg}g") if (g.get("data-move") or "").startswith("roll ")]
    boxes = [tuple(float(r.get(k)) for k in ("x", "y", "width", "height"))
             for g in cells for r in g.iter(f"{svg}rect") if r.get("data-tap") is not None]
    rolls = [g.get("data-move") for g in cells]
    assert len(boxes) == len(rolls) > 0
    assert all(w >= 54 and h >= 54 and x >= 0 and x + w <= width for x, _, w, h in boxes)
    for i, (x, y, w, h) in enumerate(boxes):
        for x2, y2, w2, h2 in boxes[i + 1:]:
            assert x + w <= x2 + 0.01 or x2 + w2 <= x + 0.01 or y + h <= y2 + 0.01 or y2 + h2 <= y + 0.01
    legal = [m for m in g.legal_moves() if m.startswith("roll ")]
    assert set(rolls) <= set(legal) and (len(rolls) == len(legal) or len(rolls) >= 12 * (wild + 1) - 1)


def test_freshly_rolled_dice_spin_in_unless_motion_is_reduced():
    g = arrange(game(3), fronts={0: {"wild": 1}}, screens={0: 1})
    assert "rd-fresh\"" not in RULES.hand_svg(g.view(0))
    g.script_dice(faces("curve", "share", "wild"))
    g.push("roll 1+1")
    hand = RULES.hand_svg(g.view(0))
    assert hand.count("rd-die-g rd-fresh") == 3
    assert "@media (prefers-reduced-motion: reduce){.rd-fresh>*{animation:none}}" in hand
    g.push("buy R share")
    assert "rd-fresh" not in RULES.hand_svg(g.view(0)).split("</style>")[1]


def test_only_your_own_screen_is_counted():
    g = arrange(game(3), screens={0: 4, 1: 6})
    view = g.view(0)
    assert 'data-screen="4"' in RULES.hand_svg(view)
    rows = RULES.player_rows(view)
    assert [r["Behind screen"] for r in rows] == ["4 dice", "hidden", "hidden"]
    assert "6 dice" not in g.svg(0) and "screen: 6" not in g.svg(0)


def test_labels_status_rows_and_the_give_back_question():
    g = arrange(game(3), fronts={0: {"straight": 3, "wild": 4}}, screens={0: 2}, directors={"R": 0})
    view = g.view(0)
    assert RULES.move_label("income", view) == "Take income: 4 dice from the bank behind your screen"
    assert RULES.move_label("roll 2+1", view) == "Roll 2 dice from behind your screen and 1 ? die (+1 bonus): 4 dice"
    assert RULES.move_label("lay A W", view) == "End A: a straight leading west on tile 1 c4"
    assert RULES.move_label("lay A N wild", view) == "End A: a ? die as curve turning north on tile 1 c4"
    assert RULES.move_label("buy R wild", view) == "Buy a Red share from the bank with a ? die (12 left)"
    assert RULES.move_label("build R 1d3", view) == "Build a Red station on tile 1 d3 for 1 die"
    assert RULES.move_label("end", view) == "End your turn (then give back 2 dice)"
    assert RULES.status_text(view).startswith("Year 1. Ann, your turn: take income, roll, buy shares")
    assert RULES.status_text(g.view(1)) == "Year 1. Ann is playing."
    rows = RULES.player_rows(g.view(1))
    assert rows[0]["Behind screen"] == "hidden" and rows[1]["Behind screen"] == "0 dice"
    assert rows[0]["Directs"] == "Red"
    g.push("end")
    assert RULES.prompt(g.view(0)) == "Keep at most 5 dice in front: give back 2 dice (3 straight, 4 ?)."
    assert RULES.prompt(g.view(1)) is None


def test_company_cards_say_who_directs_from_the_year_end_and_why():
    g = arrange(game(3), shares={0: {"R": 2, "B": 1}, 1: {"B": 3, "G": 1}, 2: {"G": 1}}, directors={"B": 0})
    names = g.state.names
    svg = g.svg(None)
    assert f"→ {names[0]} from year end (most shares)" in svg  # Red: no director yet, Ann holds the most
    assert f"→ {names[1]} from year end (more shares)" in svg  # Blue: Bob holds more than its director Ann
    assert "→ none from year end (tied shares)" in svg  # Green: tied, nobody directs
    assert "→ from year end: most shares" in svg  # Yellow and Black: nobody holds a share
    # The note is the engine's own answer: the year end then makes exactly those directors.
    view = g.view(None)
    assert {c["code"]: c["next_director"] for c in view["companies"]} == {
        "R": 0, "B": 1, "G": None, "Y": None, "K": None}
    g.state._year_end()
    assert {c: g.state.directors[c] for c in "RBGYK"} == {"R": 0, "B": 1, "G": None, "Y": None, "K": None}
    after = g.svg(None)
    assert f"→ {names[0]} from" not in after and f"→ {names[1]} from" not in after  # settled: nothing to come
    assert "→ none from year end (tied shares)" in after  # Green stays without a director while tied


def test_lay_moves_come_with_pictures_for_the_which_move_dialog():
    g = arrange(game(3), fronts={0: {"straight": 1}})
    lay_track(g, 0, [((4, 3), "W", "E"), ((5, 3), "W", "E"), ((6, 3), "W", "E")])
    set_end(g, 1, 0, (6, 3), "E")
    svg = g.svg(0)
    pictures = dict(re.findall(r'<g data-picture-for="([^"]+)" data-view="([^"]+)">', svg))
    lays = {m for m in g.legal_moves() if m.startswith("lay ")}
    assert set(pictures) == lays
    assert '<use href="#rd-type-2"/>' in svg and 'id="rd-type-2"' in svg  # a new tile, drawn once, shown by reference
    assert 'id="rd-tile-1"' in svg  # the large tile a die on it is shown on
    assert not moves_in(svg) - set(g.legal_moves())
    ET.fromstring(svg)


def test_the_director_note_follows_when_the_rules_change_directorships():
    from pygame_rules.games.railroad_dice.render.board import director_note
    g = arrange(game(3), shares={0: {"R": 2}})
    view = g.view(None)
    red = next(c for c in view["companies"] if c["code"] == "R")
    assert view["directors_change"] == "year end"
    assert director_note(view, red) == f"→ {g.state.names[0]} from year end (most shares)"
    turn_end = {**view, "directors_change": "turn end"}
    assert director_note(turn_end, red) == f"→ {g.state.names[0]} from turn end (most shares)"
    assert director_note({**view, "directors_change": "at once"}, red) is None  # the card's director is the one


def test_german_drawings_show_no_english_compass_letters():
    """Issue 34: the German board spoke of headings in English.  Headings are words from the catalogue
    ("Norden"), in German drawings never the English letters N, E, S, W or words; the notation keeps its
    letters (`lay A N`), but the drawings show no notation.  A whole bot game, every position drawn."""
    from pygame_rules.i18n import use_language

    g = game(2, seed=3, bots={0: "random", 1: "random"})
    english = re.compile(r"^[NESW]$|\b(?i:north|east|south|west)\b")  # the grid's column "e" is no heading
    found = set()
    for _ in range(150):
        if g.is_over:
            break
        with use_language("de"):
            view = g.view(g.current_player)
            drawn = g.svg(g.current_player) + (RULES.hand_svg(view) or "")
        words = re.findall(r"<text[^>]*>([^<]*)</text>", drawn) + re.findall(r'(?:aria-label|title)="([^"]*)"', drawn)
        words += re.findall(r"<title>([^<]*)</title>", drawn)
        found |= {w for w in words if english.search(w.strip())}
        g.push(g.bot_move())
    assert found == set()
