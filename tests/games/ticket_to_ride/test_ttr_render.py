"""The SVG board and hand: well formed, escaped, every legal move reachable, colour never the only cue."""

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from ttr_helpers import arrange, choose_tickets, game

from pygame_rules.bridge import build_snapshot
from pygame_rules.games.ticket_to_ride import RULES
from pygame_rules.games.ticket_to_ride.data import COLOURS, LOCO, ROUTES
from pygame_rules.i18n import t, use_language

NS = "{http://www.w3.org/2000/svg}"
ROOT = Path(__file__).resolve().parents[3]


def parse(svg):
    return ET.fromstring(svg)


def elements_with(root, attr):
    return [e for e in root.iter() if e.get(attr) is not None]


def test_board_is_well_formed_and_escapes_names():
    g = game(3, seed=2)
    g.options["players"][0]["name"] = "x"
    g.state.names[0] = 'Ann <b>&"'
    svg = g.svg(0)
    root = parse(svg)
    assert "<b>" not in svg and "Ann &lt;b&gt;&amp;&quot;" in svg
    assert len([e for e in root.iter() if e.get("data-route")]) == len(ROUTES)


def test_every_legal_move_is_reachable_and_routes_offer_all_their_payments():
    g = arrange(choose_tickets(game(2, seed=5)), hands={0: {"red": 3, "blue": 2, "loco": 2}, 1: {}},
                face_up=["loco", "red", "blue", "green", "white"])
    view = g.view(0)
    legal = set(view["legal_moves"])
    board, hand = parse(RULES.render_svg(view)), parse(RULES.hand_svg(view))
    reachable = set()
    for e in elements_with(board, "data-move") + elements_with(hand, "data-move"):
        assert e.get("class").split()[-1] == "legal" and e.get("tabindex") == "0" and e.get("role") == "button"
        assert e.get("aria-label")
        reachable.add(e.get("data-move"))
        if e.get("data-moves"):
            many = json.loads(e.get("data-moves"))
            assert e.get("data-move") in many and len(set(many)) == len(many)
            assert all(m.split()[1] == e.get("data-route") for m in many)
            reachable |= set(many)
    assert reachable == legal  # no keep choices now, so everything is on the board or in the hand
    # Issue 32: the routes are on the map; the cards to draw (face up, the deck, the tickets) are in the
    # player's hand, beside or under the map, not over its corner.
    assert all(e.get("data-move").startswith("claim ") for e in elements_with(board, "data-move"))
    assert {e.get("data-move") for e in elements_with(hand, "data-move")} == {
        m for m in legal if not m.startswith("claim")}
    assert not any(e.get("data-slot") for e in board.iter())
    # A spectator (no hand) still sees the table, on the board.
    assert len([e for e in parse(RULES.render_svg(g.view(None))).iter() if e.get("data-slot")]) == 5
    # The default payment for DEN-SLC (red, 3): red without locomotives.
    route = next(e for e in board.iter() if e.get("data-route") == "DEN-SLC")
    assert route.get("data-move") == "claim DEN-SLC red"
    assert json.loads(route.get("data-moves")) == ["claim DEN-SLC red", "claim DEN-SLC red+1L",
                                                   "claim DEN-SLC red+2L"]
    # A gray route defaults to no locomotives and the colour held most.
    gray = next(e for e in board.iter() if e.get("data-route") == "ATL-CHS")
    assert gray.get("data-move") == "claim ATL-CHS red"


def test_keep_choices_are_buttons_with_ticket_labels():
    g = game(2, seed=5)
    snap = build_snapshot(g, 0)
    keeps = [m for m in snap["moves"] if m["move"].startswith("keep")]
    assert keeps and all(m["shown"] is None and m["label"].startswith("Keep ") for m in keeps)
    assert "Tickets on offer" in snap["hand_svg"] and not snap["warnings"]


def test_claimed_routes_show_owner_and_closed_twins_fade():
    g = arrange(choose_tickets(game(2, seed=5)), claims={"DEN-SLC": 1})
    root = parse(g.svg(0))
    owned = next(e for e in root.iter() if e.get("data-route") == "DEN-SLC")
    assert "owned" in owned.get("class") and "P2 Bob" in owned.find(f"{NS}title").text
    # The owner's number on each space: one text, a glyph placed on each of the 3 spaces.
    (number,) = owned.iter(f"{NS}text")
    assert number.text == "222" and len(number.get("x").split()) == len(number.get("y").split()) == 3
    twin = next(e for e in root.iter() if e.get("data-route") == "DEN-SLC/2")
    assert "closed" in twin.get("class")


def _route_letters(root, rid: str) -> str:
    """The letters over a route's spaces: in the "labels" group drawn just after it, one text with a glyph
    placed on each letter (a German letter has two: "Rt")."""
    pieces = list(root)
    at = next(i for i, e in enumerate(pieces) if e.get("data-route") == rid)
    assert pieces[at + 1].get("class") == "labels"
    (word,) = pieces[at + 1].iter(f"{NS}text")
    assert len(word.get("x").split()) == len(word.get("y").split()) == len(word.text)
    return word.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_colour_letters_are_the_languages_own(lang):
    """The colour letters on spaces, cards and the colour key come from the catalogue (issue 34): German
    boards show the German colours' letters (DIN's short colour names: Rt Rot, Sw Schwarz), never the English
    ones; within a language each colour has a letter of its own."""
    letter = {kind: t(lang, f"ttr.letter.{kind}") for kind in COLOURS + [LOCO]}
    assert len(set(letter.values())) == len(letter), "two colours share a letter"
    g = arrange(choose_tickets(game(2, seed=5)), hands={0: {"black": 1, "yellow": 2, "green": 1, "loco": 1}, 1: {}},
                face_up=["pink", "red", "blue", "white", "orange"])
    before = g.state_hash()
    with use_language(lang):
        view = g.view(0)
        board, hand = parse(RULES.render_svg(view)), parse(RULES.hand_svg(view))
    assert g.state_hash() == before  # the drawing's language is no part of the game
    assert _route_letters(board, "DEN-OKC") == letter["red"] * 4
    assert _route_letters(board, "DUL-WIN") == letter["black"] * ROUTES["DUL-WIN"].length
    drawn = {e.text for root in (board, hand) for e in root.iter(f"{NS}text")
             if (e.get("class") or "").startswith(("card-letter", "glyph"))}
    for kind in ("pink", "red", "blue", "white", "orange", "black", "yellow", "green", LOCO):
        assert letter[kind] in drawn, kind
    if lang == "de":
        assert {"R", "K", "Y", "P"}.isdisjoint(drawn)
    key = t(lang, "ttr.svg.colours")
    assert key in {e.text for e in board.iter(f"{NS}text")}


def test_german_rules_page_names_the_boards_letters():
    page = (ROOT / "docs" / "games" / "de" / "ticket_to_ride.md").read_text(encoding="utf-8")
    for kind in COLOURS:
        assert f"{t('de', f'ttr.letter.{kind}')} {t('de', f'ttr.term.{kind}')}" in page, kind


def test_spaces_carry_colour_letters():
    root = parse(game(2, seed=5).svg(None))

    def letters(rid: str) -> list[str]:
        """The letters over a route's spaces, one per space: in the "labels" group drawn just after it, one
        text with a glyph placed on each space."""
        pieces = list(root)
        at = next(i for i, e in enumerate(pieces) if e.get("data-route") == rid)
        assert not list(pieces[at].iter(f"{NS}text"))  # not in the route's group itself
        assert pieces[at + 1].get("class") == "labels"
        (word,) = pieces[at + 1].iter(f"{NS}text")
        assert len(word.get("x").split()) == len(word.get("y").split()) == len(word.text)
        return list(word.text)

    assert letters("DEN-OKC") == ["R"] * 4
    assert set(letters("DUL-WIN")) == {"K"}


def test_ticket_cities_are_marked_with_completion():
    g = arrange(choose_tickets(game(2, seed=5)), claims={"DEN-SFE": 0, "ELP-SFE": 0},
                tickets={0: [("DEN", "ELP", 4), ("BOS", "MIA", 12)]})
    root = parse(g.svg(0))
    cities = {e.get("data-city"): [c.get("class") for c in e if c.get("class", "").startswith("goal")]
              for e in root.iter() if e.get("data-city")}
    assert cities["DEN"] == ["goal done"] and cities["BOS"] == ["goal"] and cities["CHI"] == []
    hand = RULES.hand_svg(g.view(0))
    assert "1 of 2 connected" in hand and "✓" in hand
    assert RULES.hand_svg(g.view(None)) is None
    # The spectators' board marks nobody's tickets.
    assert 'class="goal' not in g.svg(None)


def test_hooks_produce_text():
    g = choose_tickets(game(3, seed=5))
    view = g.view(0)
    assert RULES.status_text(view).startswith("Ann, your turn")
    assert RULES.status_text(g.view(1)) == "Ann is playing."
    rows = RULES.player_rows(view)
    assert [r["Player"] for r in rows] == ["P1 Ann", "P2 Bob", "P3 Cy"] and rows[0]["Status"] == "to move"
    g.state.finish("test")
    assert RULES.status_text(g.view(0)).startswith("Game over:")
    assert "Final" in RULES.player_rows(g.view(0))[0]


def test_routes_draw_their_spaces_without_transforms():
    """A transform per train space made a separate piece of paint each, handled on every frame that changes
    the board: the spaces and their letters are drawn where they lie, rounded corners included."""
    g = arrange(choose_tickets(game(2, seed=5)), claims={"DEN-SLC": 1})
    root = parse(g.svg(g.current_player))
    routes = [e for e in root if e.get("data-route")]
    assert len(routes) == len(ROUTES)
    for piece in root:
        if piece.get("data-route") or piece.get("class") == "labels":
            assert not [e for e in piece.iter() if e.get("transform")], piece.get("data-route")
    owned = next(e for e in routes if e.get("data-route") == "DEN-SLC")
    spaces = [e for e in owned.iter(f"{NS}path") if "car" in e.get("class", "")]
    assert len(spaces) == ROUTES["DEN-SLC"].length and all(s.get("d").count("a2 2 0 0 1 ") == 4 for s in spaces)


def test_a_claimed_double_route_shows_each_owner_by_a_pattern_and_number_as_well():
    # Issue 32: seat 1's gold and seat 4's orange looked alike on a double route.  Each seat's claimed
    # spaces carry a pattern of their own (seat 1's plain) besides the seat's colour and number.
    g = arrange(choose_tickets(game(4, seed=5)), claims={"KCY-OMA": 1, "KCY-OMA/2": 3})
    svg = g.svg(None)
    marks = {}
    for rid in ("KCY-OMA", "KCY-OMA/2"):
        route = re.search(rf'<g class="route owned" data-route="{re.escape(rid)}"[^>]*>(.*?)</g>', svg, re.S)
        assert route, rid
        marks[rid] = (set(re.findall(r'fill="url\(#(ttr-seat\d)\)"', route.group(1))),
                      re.findall(r'class="glyph on"[^>]*>(\d+)<', route.group(1)))
    (pattern1, number1), (pattern2, number2) = marks.values()
    assert pattern1 == {"ttr-seat1"} and pattern2 == {"ttr-seat3"}
    assert number1 == ["2"] and number2 == ["4"]
    assert all(f'id="ttr-seat{q}"' in svg for q in range(1, 6))


def test_german_claim_labels_name_the_length_not_a_count_of_colours():
    """Issue 34: "(4 Rot, 7 Punkte)" read as four red things; German says "Länge 4, Rot"."""
    from pygame_rules.games.ticket_to_ride.present import move_label
    from pygame_rules.i18n.messages import say

    g = arrange(choose_tickets(game(2, seed=5)), hands={0: {"red": 4}, 1: {}})
    view = g.view(0)
    assert "claim DEN-OKC red" in view["legal_moves"]
    label = say(move_label("claim DEN-OKC red", view), "de")
    assert "(Länge 4, Rot, 7 Punkte)" in label, label
    assert "(4 red, 7 points)" in say(move_label("claim DEN-OKC red", view), "en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_colour_key_ends_short_of_the_maps_right_edge(lang):
    """Issue 32 (polish): "Lokomotive" / "locomotive", the key's last name, touched the board's right edge.
    Each name of the key, as wide as its letters are likely to be (0.6 em), ends 8 units inside."""
    from pygame_rules.games.ticket_to_ride.render import HEIGHT, WIDTH

    with use_language(lang):
        root = parse(game(3, seed=2).svg(0))
    names = [e for e in root.iter(f"{NS}text") if e.get("class") == "small"]
    assert len(names) == len(COLOURS) + 2
    for e in names:
        right = float(e.get("x")) + len(e.text) * 10 * 0.6
        assert right <= WIDTH - 8 and float(e.get("y")) < HEIGHT, (e.text, right)
