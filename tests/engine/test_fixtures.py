"""Recorded games: saves that every release must replay to the same end (docs/engine.md, "Recorded games").

* ``tests/fixtures/<game_id>/*.json``: whole games written by tools/record_fixtures.py, each with the
  result it must give (``recorded``).  Every one is replayed and checked, and every game in
  ``packaged_ids()`` must have one for each of its endings, and for each value of its first choice (the
  variant; later choices are house rules, which need none) at its smallest and largest player count.
* ``tests/fixtures/schema1/*.json``: saves written by the first release (schema 1), before saves carried
  ``rules_version`` and while states still held a hand-kept ``reveals`` counter.  They must still open,
  and a tampered copy must not.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from pygame_rules import SaveError, load_game
from pygame_rules.game import Game
from pygame_rules.registry import get_rules, packaged_ids

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
RECORDED = sorted(p for p in FIXTURES.glob("*/*.json") if p.parent.name != "schema1")
SCHEMA1 = sorted((FIXTURES / "schema1").glob("*.json"))


def read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def label(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


# -- recorded whole games ------------------------------------------------------------------------
@pytest.mark.parametrize("path", RECORDED, ids=label)
def test_recorded_game_replays_to_its_result(path):
    data = read(path)
    assert data["game"] == path.parent.name, "a fixture lives in the folder of its game"
    game = load_game(data)  # replays every move and checks the recorded state hash
    expected = data["recorded"]
    assert game.is_over
    result = game.result()
    assert result["ended"] == expected["ended"]
    assert result["ended"] in game.rules.endings
    assert result["winners"] == expected["winners"]
    assert [[row["player"], row["rank"]] for row in result["ranking"]] == expected["ranking"]
    assert len(game.moves) == expected["moves"]


def missing_fixtures(rules, fixtures: list[dict]) -> list[str]:
    """What a game's recorded fixtures (parsed files) do not cover yet, computed from its rules: an
    ending (but those in ``unreachable_endings``), or a choice's value at the smallest or the largest
    player count (the counts alone for a game without choices)."""
    ended = {f["recorded"]["ended"] for f in fixtures}
    unreachable = getattr(rules, "unreachable_endings", ())
    missing = [f"{rules.id}: no game ends by {e!r}" for e in rules.endings if e not in ended and e not in unreachable]
    # Only the first choice (the variant) needs recorded games: the others are house rules, played by the
    # conformance suite, while the recorded games guard the default rules (docs/engine.md).
    recorded_choices = dict(list(rules.choices.items())[:1])
    played = {(len(f["options"]["players"]), key, f["options"].get(key)) for f in fixtures for key in recorded_choices}
    counts = {len(f["options"]["players"]) for f in fixtures}
    for n in (rules.min_players, rules.max_players):
        if not rules.choices and n not in counts:
            missing.append(f"{rules.id}: no {n}-player game")
        for key, spec in recorded_choices.items():
            missing += [f"{rules.id}: no {n}-player game with {key} {value!r}"
                        for value in spec["choices"] if (n, key, value) not in played]
    return missing


def test_every_game_has_its_fixtures():
    by_game: dict[str, list[dict]] = {}
    for path in RECORDED:
        by_game.setdefault(path.parent.name, []).append(read(path))
    missing = [line for game_id in packaged_ids()
               for line in missing_fixtures(get_rules(game_id), by_game.get(game_id, []))]
    assert not missing, "record them with tools/record_fixtures.py:\n" + "\n".join(missing)


def test_a_new_game_without_fixtures_is_reported():
    new_game = SimpleNamespace(id="new", min_players=2, max_players=4, endings=("won", "timed out", "never"),
                               unreachable_endings=("never",),
                               choices={"map": {"choices": {"east": "East", "west": "West"}},
                                        "house": {"choices": {"off": "Off", "on": "On"}, "default": "off"}})
    missing = missing_fixtures(new_game, [])
    assert "new: no game ends by 'won'" in missing and "new: no game ends by 'timed out'" in missing
    assert not any("never" in line for line in missing)
    assert sum("with map" in line for line in missing) == 4  # 2 and 4 players, for each map
    assert not any("with house" in line for line in missing)  # a later choice (a house rule) needs none
    east_2p = {"options": {"players": [{}, {}], "map": "east"}, "recorded": {"ended": "won"}}
    assert len(missing_fixtures(new_game, [east_2p])) == len(missing) - 2


# -- saves of the first release (schema 1) -----------------------------------------------------
@pytest.mark.parametrize("path", SCHEMA1, ids=label)
def test_schema1_save_loads(path):
    data = read(path)
    assert data["schema"] == 1 and "rules_version" not in data
    game = load_game(data)
    assert len(game.moves) == len(data["moves"])
    assert game.rules_version == 1


def other_legal_move(data: dict) -> tuple[int, str]:
    """The last move of a save that had an alternative, and that alternative."""
    game = Game(data["game"], data["options"], data["seed"])
    last = None
    for index, move in enumerate(data["moves"]):
        others = [m for m in game.legal_moves() if m != move]
        if others:
            last = index, others[0]
        game.push(move)
    assert last is not None
    return last


@pytest.mark.parametrize("path", SCHEMA1, ids=label)
def test_schema1_save_with_another_move_is_refused(path):
    data = read(path)
    index, move = other_legal_move(data)
    tampered = copy.deepcopy(data)
    tampered["moves"][index] = move
    with pytest.raises(SaveError, match="damaged"):
        load_game(tampered)


@pytest.mark.parametrize("path", SCHEMA1, ids=label)
def test_schema1_save_with_another_hash_is_refused(path):
    data = read(path)
    last = data["hash"][-1]
    data["hash"] = data["hash"][:-1] + ("0" if last != "0" else "1")
    with pytest.raises(SaveError, match="does not give the position"):
        load_game(data)


# -- saves of older rules versions --------------------------------------------------------------
# The first-release saves, and the first recorded game of each game.
OLD_RULES = SCHEMA1 + [paths[0] for game_id in packaged_ids()
                       if (paths := [p for p in RECORDED if p.parent.name == game_id])]


@pytest.mark.parametrize("path", OLD_RULES, ids=label)
def test_save_of_rules_no_longer_played_is_refused(path, monkeypatch):
    data = read(path)
    rules = get_rules(data["game"])
    monkeypatch.setattr(rules, "rules_version", data.get("rules_version", 1) + 1)
    monkeypatch.setattr(rules, "replays_versions", ())
    with pytest.raises(SaveError, match="older version"):
        load_game(data)


@pytest.mark.parametrize("path", OLD_RULES, ids=label)
def test_save_of_rules_still_replayed_loads_under_them(path, monkeypatch):
    data = read(path)
    rules = get_rules(data["game"])
    version = data.get("rules_version", 1)
    monkeypatch.setattr(rules, "rules_version", version + 1)
    monkeypatch.setattr(rules, "replays_versions", (version,))
    game = load_game(data)
    assert game.rules_version == version
    assert len(game.moves) == len(data["moves"])
