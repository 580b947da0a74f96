"""Every legal piece is easy to hit, without moving the drawing (issue 32): the renderers give small pieces
an invisible tap area (data-tap inside the piece, or a band under the board naming its move in
data-hit-for; web/js/hits.js decides what a click there means), and a button's visible words are drawn
over it, never in it (axe: label-content-name-mismatch).  The sizes on screen are measured in the browser
(e2e/test_clicks.py); these check the shapes the sizes come from."""

from __future__ import annotations

import math
import random
import xml.etree.ElementTree as ET

import pytest

from pygame_rules import new_game
from pygame_rules.games.last_spike import render as ls_render
from pygame_rules.games.railroad_dice.render import board as rd_board
from pygame_rules.games.ticket_to_ride import render as ttr_render
from pygame_rules.registry import packaged_ids

SVG = "{http://www.w3.org/2000/svg}"


def boards(game_id: str, seed: int, moves: int, players: int = 3):
    """The first player's board after each of ``moves`` random moves (bots' and Ann's alike)."""
    game = new_game(game_id, {"players": [{"name": n} for n in ["Ann", "Bob", "Cy", "Di"][:players]]}, seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        yield game, ET.fromstring(game.svg(game.current_player if game.current_player is not None else 0))
        game.push(rnd.choice(game.legal_moves()))


def pieces(root: ET.Element) -> list[ET.Element]:
    return [e for e in root.iter() if e.get("data-move")]


def taps(piece: ET.Element) -> list[ET.Element]:
    return [e for e in piece.iter() if e.get("data-tap") is not None]


@pytest.mark.parametrize("game_id", packaged_ids())
def test_no_button_on_a_board_holds_words_of_its_own(game_id):
    """A piece's visible words ("3" on a surveyor's pennant, a cost) are drawn over it: its name says more."""
    seen = 0
    for seed in (3, 11):
        for _, root in boards(game_id, seed, 60):
            for piece in pieces(root):
                seen += 1
                words = list(piece.iter(f"{SVG}text"))
                assert not words, (piece.get("data-move"), [w.text for w in words])
    assert seen


def test_silverton_surveyors_on_a_playable_segment_carry_their_mark_outside_its_button():
    """The surveyors' pennants on a segment someone can still play (issue 32: axe found their seat numbers in
    the segments' buttons, 4 nodes on 2 screens)."""
    found = 0
    for seed in range(1, 12):
        for _, root in boards("silverton", seed, 120):
            for piece in pieces(root):
                if piece.get("data-segment") and piece.find(f".//{SVG}g[@class='sv-flag']") is not None:
                    found += 1
                    assert not list(piece.iter(f"{SVG}text"))
        if found:
            break
    assert found, "no surveyor on a playable segment in these games"


def test_ticket_to_ride_route_bands_are_wide_and_never_catch_a_city_ring():
    seen = 0
    for _, root in boards("ticket_to_ride", 5, 30, players=4):
        claimable = {p.get("data-route") for p in pieces(root) if p.get("data-route")}
        bands = {b.get("data-hit-for").split()[1]: b for b in root.iter(f"{SVG}g") if b.get("data-hit-for")}
        assert claimable == set(bands)
        for rid, band in bands.items():
            height = float(band.find(f"{SVG}rect").get("height"))
            twin = ttr_render.ROUTES[rid].twin
            assert height == (ttr_render.TWIN_HIT_W if twin else ttr_render.HIT_W)
            seen += 1
    assert seen
    # The invisible edge round every band, and the rings round ticket cities let a click through.
    assert f"stroke-opacity:0;stroke-width:{ttr_render.HIT_EDGE}" in ttr_render.STYLE
    assert ttr_render.HIT_W + ttr_render.HIT_EDGE >= 56
    assert ".goal{pointer-events:none}" in ttr_render.STYLE


def test_railroad_dice_lay_arrows_take_their_whole_square_and_stay_off_the_cards():
    seen = 0
    for _, root in boards("railroad_dice", 4, 80):
        bands = {b.get("data-hit-for"): b for b in root.iter(f"{SVG}g") if b.get("data-hit-for")}
        for piece in pieces(root):
            if not piece.get("data-move").startswith("lay "):
                continue
            # Its tap area lies under the arrows (a band naming its move), not in it over another arrow.
            assert not taps(piece)
            tap = bands[piece.get("data-move")].find(f"{SVG}rect")
            x, y, w, h = (float(tap.get(k)) for k in ("x", "y", "width", "height"))
            arrow = piece.find(f"{SVG}polygon")
            xs = [float(p.split(",")[0]) for p in arrow.get("points").split()]
            ys = [float(p.split(",")[1]) for p in arrow.get("points").split()]
            # The square the arrow is on lies inside the tap area, and the area stays clear of the cards.
            assert x <= min(xs) and max(xs) <= x + w and y <= min(ys) and max(ys) <= y + h
            # 90 units, 45 px on the phone's board (issue 32: at an edge the area was cut, down to 23 px).
            assert w == h == rd_board.TAP >= 2.2 * rd_board.SQ
            assert y + h <= rd_board.CARDS_Y - 4 and x + w <= rd_board.MAP_X - 4
            seen += 1
    assert seen


def test_last_spike_spaces_have_a_tap_square_round_them():
    seen = 0
    for _, root in boards("last_spike", 2, 20):
        for piece in pieces(root):
            if piece.get("data-space"):
                (tap,) = taps(piece)
                assert float(tap.get("width")) == ls_render.HIT > ls_render.SPACE
                seen += 1
    assert seen


def test_silverton_playable_segments_have_a_wide_long_tap_line_clear_of_their_twin():
    """A segment's tap line is TAP_W wide (24 px on a laptop's map, issue 32), at least TAP_MIN long (reaching
    past a short segment's towns, centred on it), and a parallel pair's lines are pushed outwards so that
    each reaches inwards just to its twin's drawing, never over it."""
    from pygame_rules.games.silverton.render import board as sv_board

    assert f".sv-tap{{stroke:#000;stroke-opacity:0;stroke-width:{sv_board.TAP_W}" in sv_board.STYLE
    assert ".sv-town,.sv-market{pointer-events:none}" in sv_board.STYLE  # a town's dot lets taps through
    seen = {"parallel": 0, "short": 0}
    for seed in (3, 5):
        for _, root in boards("silverton", seed, 40):
            for piece in pieces(root):
                sid = piece.get("data-segment")
                if not sid:
                    continue
                (tap,) = [t for t in taps(piece) if t.get("class") == "sv-tap"]
                line = next(e for e in piece.iter(f"{SVG}line") if "sv-seg" in (e.get("class") or ""))
                tx1, ty1, tx2, ty2 = (float(tap.get(k)) for k in ("x1", "y1", "x2", "y2"))
                lx1, ly1, lx2, ly2 = (float(line.get(k)) for k in ("x1", "y1", "x2", "y2"))
                d = math.hypot(lx2 - lx1, ly2 - ly1)
                ux, uy = (lx2 - lx1) / d, (ly2 - ly1) / d
                # The tap line runs along the drawn one, centred on it, at least TAP_MIN long.
                assert abs((tx2 - tx1) * uy - (ty2 - ty1) * ux) < 0.5
                assert math.hypot(tx2 - tx1, ty2 - ty1) >= min(d, sv_board.TAP_MIN) - 0.2
                assert math.hypot(tx2 - tx1, ty2 - ty1) >= d - 0.2
                shift = ((tx1 + tx2) / 2 - (lx1 + lx2) / 2) * -uy + ((ty1 + ty2) / 2 - (ly1 + ly2) / 2) * ux
                along = ((tx1 + tx2) / 2 - (lx1 + lx2) / 2) * ux + ((ty1 + ty2) / 2 - (ly1 + ly2) / 2) * uy
                assert abs(along) < 0.2
                seen["short"] += d < sv_board.TAP_MIN
                if sv_board.SEGMENTS[sid].parallel:
                    seen["parallel"] += 1
                    # Outwards from the pair (away from its twin), its inner edge at the twin's drawing's edge.
                    outward = 1 if sid.endswith("/2") else -1
                    assert shift * outward == pytest.approx(sv_board.TAP_OUT, abs=0.2)
                    inner = sv_board.TWIN + sv_board.TAP_OUT - sv_board.TAP_W / 2  # from the pair's middle
                    assert inner == pytest.approx(-(sv_board.TWIN - 2))  # 2: half the twin's stroke
                else:
                    assert abs(shift) < 0.2
    assert all(seen.values()), seen


def test_silverton_playable_segments_lie_over_the_others_in_the_maps_order():
    """A playable segment's tap line reaching over a segment no one can play takes the tap there (drawn under
    it, that segment's line took the tap and did nothing); the playable ones keep the map's order (Tab)."""
    from pygame_rules.games.silverton.render import board as sv_board

    seen = 0
    for _, root in boards("silverton", 3, 30):
        order = [(g.get("data-move") is not None, g.get("data-segment")) for g in root.iter(f"{SVG}g")
                 if g.get("data-segment")]
        playable = [sid for legal, sid in order if legal]
        assert order == sorted(order, key=lambda o: o[0])  # every playable one after every other
        assert playable == [sid for sid in sv_board.SEGMENT_ORDER if sid in playable]
        assert len(order) == len(sv_board.SEGMENT_ORDER)
        seen += bool(playable)
    assert seen


def hands(game_id: str, seed: int, moves: int, players: int = 3):
    """The hand of the player to move after each of ``moves`` random moves, parsed."""
    from importlib import import_module

    hand_svg = import_module(f"pygame_rules.games.{game_id}.render").hand_svg
    game = new_game(game_id, {"players": [{"name": n} for n in ["Ann", "Bob", "Cy", "Di"][:players]]}, seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        if game.current_player is not None:
            svg = hand_svg(game.view(game.current_player))
            if svg:
                yield ET.fromstring(svg)
        game.push(rnd.choice(game.legal_moves()))


def box(e: ET.Element) -> tuple[float, float, float, float]:
    return tuple(float(e.get(k)) for k in ("x", "y", "width", "height"))  # type: ignore[return-value]


def test_railroad_dice_playable_dice_in_front_have_a_tap_square_over_half_the_gap():
    """A die in front is 44 units, 37 px on a phone (the hand drawn at about 0.86 px a unit): its tap square
    takes half the gap on each side, 54 units, and the squares of two dice never overlap."""
    from pygame_rules.games.railroad_dice.render import hand as rd_hand

    seen = 0
    for root in hands("railroad_dice", 4, 80):
        squares = []
        for piece in pieces(root):
            if piece.get("data-face") is None:
                continue
            (tap,) = taps(piece)
            x, y, w, h = box(tap)
            die = next(e for e in piece.iter(f"{SVG}rect") if e.get("class") == "rd-die")
            dx, dy, dw, _ = box(die)
            half = rd_hand.DIE_GAP / 2
            assert w == h == dw + 2 * half >= 54 and (x, y) == (dx - half, dy - half)
            squares.append((x, y, w, h))
            seen += 1
        for i, a in enumerate(squares):
            for b in squares[i + 1:]:
                assert a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
    assert seen


def test_silverton_hand_pieces_for_sale_have_tap_boxes_that_never_overlap():
    """While pieces are placed, the hand's claims for sale, deck (a 28-unit bar) and contracts (40 units
    high) each answer a tap over half the gaps round them: at least 44 units high, none over another's."""
    seen = set()
    for seed in range(1, 12):
        if len(seen) == 3:
            break
        for root in hands("silverton", seed, 60):
            boxes = []
            for piece in pieces(root):
                kinds = ("data-for-sale", "data-deck", "data-contract")
                kind = next((k for k in kinds if piece.get(k) is not None), None)
                if kind is None:
                    continue
                (tap,) = taps(piece)
                x, y, w, h = box(tap)
                assert h >= 44 and w >= 44, (kind, h, w)
                boxes.append((x, y, w, h))
                seen.add(kind)
            for i, a in enumerate(boxes):
                for b in boxes[i + 1:]:
                    assert a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
    assert seen == {"data-for-sale", "data-deck", "data-contract"}, seen
