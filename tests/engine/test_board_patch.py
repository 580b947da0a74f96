"""Board patches (pygame_rules/patch.py): pieces split exactly, patches rebuild the new drawing, and the
bridge sends a patch only against a drawing it sent."""

from __future__ import annotations

import json
import random
import re

import pytest

from pygame_rules import dumps, new_game
from pygame_rules.bridge import Table, data_moves
from pygame_rules.games.ticket_to_ride import render
from pygame_rules.games.ticket_to_ride.data import ROUTES
from pygame_rules.patch import Shown, changes, split, token
from pygame_rules.registry import packaged_ids
from pygame_rules.svg import Drawing, drawing, esc


def apply(pieces: list[str], ops: list, attrs: list = ()) -> list[str]:
    """What the page does with childNodes (web/js/boardpatch.js applyPatch): attributes set in place (the
    root element's start tag written anew), then the splices."""
    out = list(pieces)
    for index, pairs in attrs:
        m = _START.match(out[index])
        assert m, out[index]
        written = "".join(f' {name}="{esc(value)}"' for name, value in pairs)
        out[index] = f"{m[1]}{written}{m[2]}" + out[index][m.end():]
    for index, remove, insert in ops:
        out[index:index + remove] = insert
    return out


_START = re.compile(r"""(<[\w:.-]+)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(/?>)""")


def played(game_id: str, seed: int, moves: int):
    game = new_game(game_id, {"players": [{"name": n} for n in ["Ann", "Bob", "Cy"]]}, seed)
    rnd = random.Random(seed)
    drawings = [game.svg(0)]
    for _ in range(moves):
        if game.is_over:
            break
        game.push(rnd.choice(game.legal_moves()))
        drawings.append(game.svg(0))
    return game, drawings


@pytest.mark.parametrize("game_id", packaged_ids())  # the shipped games: not a toy another module registered
def test_every_drawing_splits_into_its_pieces_and_patches_rebuild_the_next(game_id):
    _, drawings = played(game_id, seed=3, moves=40)
    for old, new in zip(drawings, drawings[1:], strict=False):
        a, b = split(old), split(new)
        assert a and b, "a renderer's drawing is one <svg> element"
        assert a[0] + "".join(a[1]) + a[2] == old  # nothing lost or added
        assert len(a[1]) > 5  # pieces, not one blob
        assert apply(a[1], *changes(a[1], b[1])) == b[1]


@pytest.mark.parametrize("text", ["", "<svg>", "plain", "<svg></svg><svg></svg>", "<svg><![CDATA[<g>]]></svg>",
                                  "<!-- c --><svg/>", "<svg/>"])
def test_what_is_not_one_plain_element_is_not_split(text):
    assert split(text) is None


def test_split_keeps_comments_text_and_quoted_brackets():
    svg = '<svg a="1"><!-- x --><g title="a > b"><g/></g>\n<rect/>text</svg>'
    assert split(svg) == ('<svg a="1">', ["<!-- x -->", '<g title="a > b"><g/></g>', "\n", "<rect/>", "text"], "</svg>")


def test_shown_sends_a_patch_only_against_a_drawing_it_sent():
    shown = Shown(keep=2)
    first = '<svg><g id="a"/><g id="b"/><g id="c"/></svg>'
    second = '<svg><g id="a"/><g id="B"/><g id="c"/></svg>'
    assert shown.update(first, None) == {"token": token(first), "svg": first}
    assert shown.update(second, token(first)) == {
        "token": token(second), "patch": {"base": token(first), "ops": [], "attrs": [[1, [["id", "B"]]]]}}
    assert shown.update(second, "unknown") == {"token": token(second), "svg": second}
    other = '<svg class="x"><g id="a"/><g id="B"/><g id="c"/></svg>'  # the root changed: full text
    assert "svg" in shown.update(other, token(second))
    shown.update('<svg><g/></svg>', None)  # keeps only the last two
    assert "svg" in shown.update(second, token(first))
    assert shown.update(None, token(second)) == {"token": None, "svg": None}


def test_bridge_snapshot_patches_the_board_the_page_shows():
    game, _ = played("ticket_to_ride", seed=5, moves=30)
    table = Table()
    assert json.loads(table.open_save(dumps(game)))["ok"]
    viewer = game.current_player
    plain = json.loads(table.snapshot(viewer))["snapshot"]
    assert "board_token" not in plain and plain["board_svg"].startswith("<svg")  # no `have`: as before
    full = json.loads(table.snapshot(viewer, json.dumps({"board": None, "hand": None})))["snapshot"]
    assert full["board_svg"] == plain["board_svg"] and full["board_patch"] is None
    # The page's answers leave the raw view out (it draws from the rest); the same snapshot otherwise.
    assert "view" in plain and "view" not in full
    assert {k: v for k, v in plain.items() if k != "view"} == {
        k: v for k, v in full.items() if not k.endswith(("_token", "_patch"))}
    move = game.legal_moves()[0]
    assert json.loads(table.play(move))["ok"]
    game.push(move)
    shown = json.dumps({"board": full["board_token"], "hand": full["hand_token"]})
    after = json.loads(table.snapshot(viewer, shown))["snapshot"]
    assert after["board_svg"] is None and after["board_patch"]["base"] == full["board_token"]
    old, new = split(full["board_svg"]), split(game.svg(viewer))
    assert old and new and apply(old[1], after["board_patch"]["ops"], after["board_patch"]["attrs"]) == new[1]
    assert after["board_token"] == token(game.svg(viewer))
    # A page that names something else, or garbage, gets the full drawing.
    for have in ["{\"board\": \"0000\"}", "not json", "[1]"]:
        again = json.loads(table.snapshot(viewer, have))["snapshot"]
        assert again["board_svg"] == game.svg(viewer) and again["board_patch"] is None


# -- drawings split chunk by chunk (svg.Drawing): the same pieces as splitting the whole text ----------
@pytest.mark.parametrize("game_id", packaged_ids())  # the shipped games: not a toy another module registered
def test_a_drawing_splits_and_offers_moves_as_its_whole_text_does(game_id):
    game = new_game(game_id, {"players": [{"name": n} for n in ["Ann", "Bob", "Cy"]]}, 7)
    rnd = random.Random(7)
    for _ in range(60):
        if game.is_over:
            break
        for viewer in (None, game.current_player):
            view = game.view(viewer)
            for drawn in (game.svg(viewer), game.rules.hand_svg(view) if viewer is not None else None):
                if drawn is not None:
                    assert split(drawn) == split(str(drawn))
                    assert data_moves(drawn) == data_moves(str(drawn))
        game.push(rnd.choice(game.legal_moves()))


def test_ticket_to_ride_hands_its_board_in_chunks():
    game, drawings = played("ticket_to_ride", seed=4, moves=5)
    assert all(isinstance(d, Drawing) for d in drawings)
    start, chunks, end = drawings[-1].chunks
    assert len(chunks) > 100 and start + "".join(chunks) + end == drawings[-1]


def test_chunks_split_like_the_whole_text_where_text_meets_across_chunks():
    made = drawing('<svg a="1">', ["one ", "two<g/>", "<!-- c -->", "<g><g/></g> three", "", " four"], "</svg>")
    assert split(made) == split(str(made)) == (
        '<svg a="1">', ["one two", "<g/>", "<!-- c -->", "<g><g/></g>", " three four"], "</svg>")
    broken = drawing("<svg>", ["<g>", "</g>"], "</svg>")  # an element across chunks: the whole text decides
    assert split(broken) == split(str(broken)) == ("<svg>", ["<g></g>"], "</svg>")


def test_a_ticket_to_ride_move_redraws_only_the_routes_it_touched(monkeypatch):
    game, _ = played("ticket_to_ride", seed=6, moves=20)
    rnd = random.Random(6)
    while not any(m.startswith("claim ") for m in game.legal_moves()):
        game.push(rnd.choice(game.legal_moves()))
    calls: list[str] = []
    draw_route = render._draw_route
    monkeypatch.setattr(render, "_draw_route", lambda rid, *a: calls.append(rid) or draw_route(rid, *a))
    viewer = game.current_player
    first = game.svg(viewer)
    calls.clear()
    render._PIECES.clear()
    assert game.svg(viewer) == first  # drawn afresh: the same text
    assert len(calls) == len(ROUTES)
    calls.clear()
    claims = [m for m in game.legal_moves() if m.startswith("claim ")]
    rid = claims[0].split()[1]
    game.push(claims[0])
    game.svg(viewer)
    # The claimed route (and its twin, closed or not) and the routes that were claimable (they are not,
    # now that it is another player's turn) are drawn again; nothing else.
    was_claimable = {m.split()[1] for m in claims}
    assert rid in calls and set(calls) <= was_claimable | {rid, ROUTES[rid].twin}
    assert len(calls) < len(ROUTES) // 2


# -- the quick diff, and pieces changed in place by their attributes -------------------------------------
@pytest.mark.parametrize("seed", range(300))
def test_changes_turn_any_list_into_any_other(seed):
    rnd = random.Random(seed)
    alphabet = [f'<g id="{k}"/>' for k in range(rnd.randint(1, 12))] + ["\n", '<g class="x"/>', '<g class="y"/>']
    old = [rnd.choice(alphabet) for _ in range(rnd.randint(0, 25))]
    new = list(old)
    for _ in range(rnd.randint(0, 6)):  # edits, as a move makes them; sometimes a list all new
        at = rnd.randint(0, len(new))
        new[at:at + rnd.randint(0, 3)] = [rnd.choice(alphabet) for _ in range(rnd.randint(0, 3))]
    if seed % 10 == 0:
        new = [rnd.choice(alphabet) for _ in range(rnd.randint(0, 25))]
    splices, attrs = changes(old, new)
    assert apply(old, splices, attrs) == new
    ends = [index + remove for index, remove, _ in splices]
    assert all(index >= end for (index, _, _), end in zip(splices, ends[1:], strict=False))  # last first, apart
    assert not any(index <= at < index + remove for at, _ in attrs for index, remove, _ in splices)


def test_a_piece_that_only_changes_its_attributes_is_set_in_place():
    old = ['<g class="route" data-route="A">x</g>', '<g class="labels">A</g>', '<rect x="1"/>']
    new = ['<g class="route legal" data-route="A" data-move="claim A" aria-label="Claim &quot;A&quot;">x</g>',
           '<g class="labels">A</g>', '<rect x="2"/>']
    splices, attrs = changes(old, new)
    assert splices == [] and attrs == [
        [0, [["class", "route legal"], ["data-route", "A"], ["data-move", "claim A"], ["aria-label", 'Claim "A"']]],
        [2, [["x", "2"]]]]
    assert changes(new, old) == ([], [[0, [["class", "route"], ["data-route", "A"]]], [2, [["x", "1"]]]])
    # Not when the body differs, the element is another, or the page could not reach the order.
    for other in ['<g class="route" data-route="A">y</g>', '<rect class="route" data-route="A">x</rect>',
                  '<g data-route="A" class="route">x</g>', '<g class="route" data-route="A"/>']:
        assert changes(old[:1], [other]) == ([[0, 1, [other]]], [])


def test_pieces_beside_a_run_of_another_length_are_still_set_in_place():
    """A claimed route loses the letters after it (one piece fewer): its claimable neighbours on either
    side only change their attributes, and are set in place, not parsed again."""
    legal = '<g class="route legal" data-route="{}" data-move="claim {}">x</g>'
    plain = '<g class="route" data-route="{}">x</g>'
    old = [legal.format("B", "B"), legal.format("A", "A"), '<g class="labels">AA</g>', legal.format("C", "C"),
           legal.format("D", "D"), "<rect/>"]
    new = [plain.format("B"), '<g class="route owned" data-route="A">11</g>', plain.format("C"), plain.format("D"),
           "<rect/>"]
    splices, attrs = changes(old, new)
    assert splices == [[1, 2, [new[1]]]]
    assert [index for index, _ in attrs] == [0, 3, 4]
    assert apply(old, splices, attrs) == new
    # A run that only loses pieces beside the ones set in place: a removal, nothing to parse.
    splices, attrs = changes(old[2:], new[2:])
    assert splices == [[0, 1, []]] and [index for index, _ in attrs] == [1, 2]
    assert apply(old[2:], splices, attrs) == new[2:]


def test_a_ticket_to_ride_move_patches_the_routes_it_leaves_claimable_by_their_attributes():
    game, _ = played("ticket_to_ride", seed=6, moves=20)
    rnd = random.Random(6)
    while not any(m.startswith("claim ") for m in game.legal_moves()):
        game.push(rnd.choice(game.legal_moves()))
    viewer = game.current_player
    table = Table()
    table.open_save(dumps(game))
    first = json.loads(table.snapshot(viewer, json.dumps({"board": None})))["snapshot"]
    claims = [m for m in game.legal_moves() if m.startswith("claim ")]
    table.play(claims[0])
    after = json.loads(table.snapshot(viewer, json.dumps(
        {"board": first["board_token"], "hand": first["hand_token"]})))["snapshot"]
    patch = after["board_patch"]
    rid = claims[0].split()[1]
    was_claimable = {m.split()[1] for m in claims} - {rid, ROUTES[rid].twin}  # the twin may close: redrawn
    routes = {dict(pairs)["data-route"] for _, pairs in patch["attrs"] if "data-route" in dict(pairs)}
    assert routes == was_claimable  # every route that was claimable, and by its attributes alone
    # The face-up cards (a claim leaves them as they were; in the hand since issue 32) are no longer
    # takeable: set in place too.
    slots = {dict(pairs).get("data-slot") for _, pairs in after["hand_patch"]["attrs"]}
    assert {"1", "2", "3", "4", "5"} <= slots
    spliced = "".join(p for _, _, pieces in patch["ops"] for p in pieces)
    assert len(spliced) < 6000 and not any(f'data-route="{rid}"' in spliced for rid in was_claimable)
    old, new = split(first["board_svg"]), split(table.game.svg(viewer))
    assert old and new and apply(old[1], patch["ops"], patch["attrs"]) == new[1]
