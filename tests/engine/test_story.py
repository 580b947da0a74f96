"""A finished game's story (pygame_rules/story.py, story_svg.py and the bridge's ``story`` call): every
player's score over the game, read from the recorded games in tests/fixtures/, its chart and the
game-over breakdown."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import toy_game

from pygame_rules import bridge, load_game
from pygame_rules.bridge import Table
from pygame_rules.game import Game
from pygame_rules.games.last_spike.state import STARTING_CASH
from pygame_rules.games.ticket_to_ride.state import STALEMATE
from pygame_rules.registry import register
from pygame_rules.story import story_of
from pygame_rules.story_svg import amount, chart_svg, nice_ticks

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
RECORDED = sorted(p for p in FIXTURES.glob("*/*.json") if p.parent.name != "schema1")
SVG = "{http://www.w3.org/2000/svg}"


def read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def told(data: dict) -> dict:
    story = story_of(data["game"], data["options"], data["seed"], data["moves"], data["rules_version"])
    assert story is not None
    return story


def expected_points(data: dict) -> int:
    """How many points the chart should have, counted without story.py: the start, and one per round
    (the round or year a game ends in counts as ended) or, in games played turn by turn, one per turn
    (a run of moves by the same seat; the last ends the game)."""
    game = load_game(data)
    result = game.result()
    if data["game"] == "silverton":
        return result["rounds"] + 1
    if data["game"] == "railroad_dice":
        return game.state.year + 1
    turns = sum(1 for i, actor in enumerate(game.actors) if i == 0 or actor != game.actors[i - 1])
    return 1 + turns


@pytest.mark.parametrize("path", RECORDED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_story_ends_at_the_result_and_has_a_point_per_turn_or_round(path):
    data = read(path)
    story = told(data)
    result = load_game(data).result()
    column = story["score"]
    final = {row["player"]: row[column] for row in result["ranking"]}
    assert story["points"][-1]["scores"] == [final[q] for q in range(len(final))]
    assert story["points"][-1]["move"] == len(data["moves"])
    assert story["points"][0]["move"] == 0
    assert len(story["points"]) == expected_points(data)
    moves = [p["move"] for p in story["points"]]
    assert moves == sorted(set(moves)), "one point per position, in the order played"
    assert story["players"] == [s["name"] for s in data["options"]["players"]]


@pytest.mark.parametrize("path", RECORDED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_point_is_the_score_of_its_position(path):
    """A point's scores are those of the position after its moves (spot-checked at three points)."""
    data = read(path)
    story = told(data)
    rules = load_game(data).rules
    for point in (story["points"][1], story["points"][len(story["points"]) // 2], story["points"][-2]):
        game = Game(data["game"], data["options"], data["seed"], data["rules_version"])
        for move in data["moves"][:point["move"]]:
            game.push(move)
        assert rules.telling().standing(game.state) == point["scores"]


def test_starting_scores():
    """Everybody starts level: Last Spike's starting cash, no points, money or passengers yet."""
    cash = STARTING_CASH[2]
    for name, start in (("last_spike/2p_last_spike", [cash, cash]), ("ticket_to_ride/base_2p_last_round", [0, 0]),
                        ("railroad_dice/2p_40_bank", [0, 0])):
        assert told(read(FIXTURES / f"{name}.json"))["points"][0]["scores"] == start, name


def test_ticket_to_ride_marks_its_last_round_where_it_begins():
    for path in sorted((FIXTURES / "ticket_to_ride").glob("*.json")):
        data = read(path)
        story = told(data)
        if data["recorded"]["ended"] == STALEMATE:
            assert story["marks"] == [], path.name
            continue
        [mark] = story["marks"]
        assert mark["text"] == "last round"
        at = story["points"][mark["point"]]["move"]
        before = story["points"][mark["point"] - 1]["move"]
        game = Game(data["game"], data["options"], data["seed"])
        for move in data["moves"][:before]:
            game.push(move)
        assert game.state.turns_left is None
        for move in data["moves"][before:at]:
            game.push(move)
        assert game.state.turns_left is not None


def test_a_game_without_its_own_telling_is_told_from_its_views_and_result():
    """The toy game (tests/engine/toy_game.py) has no ``telling``: its players' public "score" per turn,
    its result's at the end."""
    register(toy_game.RULES)
    game = Game(toy_game.RULES.id, {"players": [{"name": "A"}, {"name": "B"}, {"name": "C"}]}, 3)
    seen = [[0, 0, 0]]
    while not game.is_over:
        turn = game.turn_player
        game.push(game.bot_move(level="random", seed=len(game.moves)))
        if game.turn_player != turn or game.is_over:
            seen.append([p["score"] for p in game.view(None)["players"]])
    story = story_of(game.game_id, game.options, game.seed, game.moves)
    assert story is not None and story["score"] == "score" and story["per"] == "turn"
    assert [p["scores"] for p in story["points"]] == seen
    assert seen[-1] == [row["score"] for row in sorted(game.result()["ranking"], key=lambda r: r["player"])]
    assert bridge.build_snapshot(game, None)["result"]["breakdown"] is None


def test_no_story_before_the_end_and_a_refused_move_is_said():
    data = read(FIXTURES / "last_spike/2p_last_spike.json")
    assert story_of(data["game"], data["options"], data["seed"], data["moves"][:-1]) is None
    table = Table()
    args = (data["game"], json.dumps(data["options"]), str(data["seed"]))
    assert json.loads(table.story(*args, json.dumps(data["moves"][:-1]))) == {"ok": True, "story": None}
    refused = json.loads(table.story(*args, json.dumps(["Z99"])))
    assert refused["ok"] is False and refused["error"]
    assert json.loads(table.story(*args, "not json"))["ok"] is False
    assert table.game is None, "the story never opens a game"


# -- the chart ---------------------------------------------------------------------------------
def chart(story: dict, **kw) -> ET.Element:
    words = {"title": "Points over the game", "desc": "The story.", "x": "Turn", "y": "Points", "start": "Start",
             "end": "End", "now": "here", "marks": [m["text"] for m in story["marks"]]}
    return ET.fromstring(chart_svg(story, words, **kw))


def legend(svg: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in svg.iter(f"{SVG}text")
            if t in [c for g in svg.iter(f"{SVG}g") if g.get("class") == "rt-story-key" for c in g]]


@pytest.mark.parametrize("name", ["ticket_to_ride/base_5p_last_round", "last_spike/6p_bankruptcy",
                                  "silverton/1p_short_won", "railroad_dice/4p_40_bank"])
def test_the_chart_has_a_line_per_player_and_says_what_it_shows(name):
    story = told(read(FIXTURES / f"{name}.json"))
    svg = chart(story)
    seats = len(story["players"])
    lines = [g for g in svg.iter(f"{SVG}g") if g.get("class") == "rt-story-line"]
    assert [g.get("data-seat") for g in lines] == [str(q) for q in range(seats)]
    for g in lines:
        [polyline] = g.iter(f"{SVG}polyline")
        assert len(polyline.get("points").split()) == len(story["points"])
    assert svg.get("role") == "img"
    ids = svg.get("aria-labelledby").split()
    assert [svg.find(f"{SVG}title").get("id"), svg.find(f"{SVG}desc").get("id")] == ids
    assert svg.find(f"{SVG}title").text == "Points over the game"
    assert len(legend(svg)) == seats


def test_legend_names_are_escaped_and_whole():
    data = read(FIXTURES / "ticket_to_ride/base_2p_last_round.json")
    odd = ["<b>Ann</b> & {co}", "Bob {0} <script>"]
    for seat, name in zip(data["options"]["players"], odd, strict=True):
        seat["name"] = name
    story = told(data)
    text = "".join(legend(chart(story)))
    for name in odd:
        assert name in text
    # through the bridge too, in German (its words are translated; the names never are)
    table = Table()
    table.set_language("de")
    answer = json.loads(table.story(data["game"], json.dumps(data["options"]), str(data["seed"]),
                                    json.dumps(data["moves"]), 1, 10))
    svg = ET.fromstring(answer["story"]["svg"])
    assert all(name in "".join(legend(svg)) for name in odd)
    assert svg.find(f"{SVG}title").text == "Punkte im Lauf der Partie"
    assert all(name in svg.find(f"{SVG}desc").text for name in odd)
    assert "Spielzug" in svg.find(f"{SVG}desc").text and "letzte Runde" in svg.find(f"{SVG}desc").text


def test_the_position_shown_is_marked():
    story = told(read(FIXTURES / "railroad_dice/2p_40_bank.json"))
    for at, point in ((0, 0), (story["points"][3]["move"], 3), (story["points"][3]["move"] + 1, 3),
                      (story["points"][-1]["move"], len(story["points"]) - 1)):
        [now] = [g for g in chart(story, at=at).iter(f"{SVG}g") if g.get("class") == "rt-story-now"]
        assert now.get("data-point") == str(point)
    assert not [g for g in chart(story).iter(f"{SVG}g") if g.get("class") == "rt-story-now"]


def test_amounts_and_ticks():
    assert amount(12_000, "money", "en") == "$12,000"
    assert amount(12_000, "money", "de") == "12.000\u00a0$"
    assert amount(20_000, "money", "en", short=True) == "$20k"
    assert amount(-24, "points", "en") == "-24"
    assert amount(1234, "passengers", "de") == "1.234"
    assert nice_ticks(-24, 98) == [-50, 0, 50, 100]
    assert nice_ticks(0, 1) == [0, 1]
    assert nice_ticks(0, 56_000) == [0, 20_000, 40_000, 60_000]
    assert nice_ticks(0, 7_265) == [0, 2_000, 4_000, 6_000, 8_000]


# -- the breakdown in the game-over snapshot ------------------------------------------------------
@pytest.mark.parametrize("name", ["ticket_to_ride/mega_5p_last_round", "last_spike/6p_last_spike",
                                  "silverton/6p_short_goal", "railroad_dice/4p_60_terrain"])
def test_the_game_over_snapshot_holds_each_players_breakdown(name):
    data = read(FIXTURES / f"{name}.json")
    table = Table()
    assert json.loads(table.open_save(json.dumps(data)))["ok"]
    result = json.loads(table.snapshot(None))["snapshot"]["result"]
    breakdown = result["breakdown"]
    assert [r["player"] for r in breakdown["rows"]] == [r["player"] for r in result["ranking"]]
    assert [r["rank"] for r in breakdown["rows"]] == [r["rank"] for r in result["ranking"]]
    for row, ranked in zip(breakdown["rows"], result["ranking"], strict=True):
        assert len(row["cells"]) == len(breakdown["columns"])
        assert row["name"] == data["options"]["players"][row["player"]]["name"]
        score = dict(zip(breakdown["columns"], row["cells"], strict=True))
        if data["game"] == "ticket_to_ride":
            assert score["Total"] == str(ranked["score"])
            assert score["Tickets"].startswith(f"{ranked['ticket_points']:+d} ({ranked['tickets_completed']} made")
        elif data["game"] == "last_spike":
            assert score["Cash"] == f"${ranked['cash']:,}"
            assert score["Land value"] == f"${ranked['land_value']:,}"
            # Where the money came from and went (issue 32: the panel gave no breakdown of it).
            assert all(score[c] == "nothing" or "$" in score[c] for c in ("Earned", "Spent"))
        elif data["game"] == "silverton":
            assert score["Money"] == f"${ranked['money']:,}"
        else:
            assert score["Passengers"] == str(ranked["passengers"])


def test_the_breakdown_in_german():
    data = read(FIXTURES / "ticket_to_ride/base_2p_last_round.json")
    table = Table()
    table.set_language("de")
    table.open_save(json.dumps(data))
    breakdown = json.loads(table.snapshot(None))["snapshot"]["result"]["breakdown"]
    assert breakdown["columns"] == ["Strecken", "Zielkarten", "Längste Strecke", "Summe"]
    assert "erfüllt" in breakdown["rows"][0]["cells"][1] and "Strecken" in breakdown["rows"][0]["cells"][0]


def test_story_is_a_page_call():
    assert "story" in bridge.PAGE_CALLS


def test_last_spikes_breakdown_adds_up_to_each_players_cash():
    from pygame_rules.games.last_spike.story import money_by_kind

    game = load_game(json.dumps(read(FIXTURES / "last_spike/6p_last_spike.json")))
    n = len(game.state.players)
    for q, pl in enumerate(game.state.players):
        earned, spent = money_by_kind(game.state, q)
        if not pl["bankrupt"]:  # (a bankrupt player's cash is 0, as the result counts it)
            assert STARTING_CASH[n] + sum(earned.values()) - sum(spent.values()) == pl["cash"]
    table = Table()
    table.open_save(json.dumps(read(FIXTURES / "last_spike/6p_last_spike.json")))
    rows = json.loads(table.snapshot(None))["snapshot"]["result"]["breakdown"]["rows"]
    assert any("route payouts $" in r["cells"][1] for r in rows) and any("track $" in r["cells"][2] for r in rows)
