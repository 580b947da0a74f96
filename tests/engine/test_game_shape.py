"""Every game has the same shape (issue 22): the same modules with the same roles, a description that
forwards nothing, and one bot protocol for every level (docs/engine.md, "Adding a game")."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ROOT
from import_graph import graph  # tests/import_graph.py

from pygame_rules.bots import RANDOM_BOT, Bot, Level
from pygame_rules.contract import ROLES, GameRules, GameState
from pygame_rules.registry import get_rules, packaged_ids

LAYOUT = ["__init__.py", "state.py", "data.py", "notation.py", "present.py", "story.py", "bots/__init__.py"]
# Games not yet moved to the layout, with what each still lacks: none now (a game in the making may be listed).
NOT_YET: dict[str, set[str]] = {}


@pytest.mark.parametrize("game", packaged_ids())
def test_every_game_package_has_the_modules_of_the_layout(game):
    folder = ROOT / "pygame_rules" / "games" / game
    missing = {m for m in LAYOUT if not (folder / m).exists()}
    if not ((folder / "render.py").exists() or (folder / "render" / "__init__.py").exists()):
        missing.add("render.py")
    assert missing == NOT_YET.get(game, set())


@pytest.mark.parametrize("game", [g for g in packaged_ids() if g not in NOT_YET])
def test_the_description_forwards_no_hook(game):
    cls = type(get_rules(game))
    assert not set(ROLES) & set(vars(cls))
    for role in ("parse_move", "render_svg", "status_text", "move_label", "player_rows", "telling", "bots"):
        assert get_rules(game).part(role) is not None, role


@pytest.mark.parametrize("game", packaged_ids())
def test_every_level_of_every_game_is_a_bot(game):
    rules = get_rules(game)
    levels = rules.bot_levels()
    assert list(levels)[-1] == RANDOM_BOT and rules.default_bot in levels
    for name, bot in levels.items():
        assert isinstance(bot, Bot) and bot.name == name and bot.description
    assert rules.all_bots() == {name: bot.description for name, bot in levels.items()}
    assert list(rules.bots) == list(levels)[:-1]


@pytest.mark.parametrize("game", packaged_ids())
def test_bot_move_plays_the_level_through_choose(game, monkeypatch):
    rules = get_rules(game)
    asked: list[tuple[Any, ...]] = []
    spy = Level("spy", "asks nothing", lambda view, legal, seed: asked.append((view, legal, seed)) or legal[-1])
    monkeypatch.setattr(rules, "bot_levels", lambda: {"spy": spy})
    assert rules.bot_move("spy", {"viewer": 0}, ["a", "b"], 7) == "b" and asked == [({"viewer": 0}, ["a", "b"], 7)]
    with pytest.raises(ValueError):
        rules.bot_move("nobody", {"viewer": 0}, ["a"], 0)


@pytest.mark.parametrize("game", [g for g in packaged_ids() if g not in NOT_YET])
def test_the_rules_never_import_a_bot(game):
    package = f"pygame_rules.games.{game}"
    edges = graph()
    reached, todo = set(), [m for m in edges if m.startswith(package + ".") and not m.startswith(package + ".bots")]
    while todo:
        module = todo.pop()
        if module not in reached and not module.startswith(package + ".bots"):
            reached.add(module)
            todo += edges.get(module, ())
    assert not {m for m in reached if m != package and any(x.startswith(package + ".bots") for x in edges.get(m, ()))}


class Bare(GameRules):
    """A description in a module that is no package: it has no parts to find."""

    id = "bare"
    prefix = "bare"
    name = "Bare"
    blurb = ""
    min_players = max_players = 2
    default_bot = RANDOM_BOT

    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> GameState:
        raise NotImplementedError


def test_a_game_without_a_part_gets_the_generic_version_or_is_told_what_is_missing():
    bare = Bare()
    assert bare.status_text({}) is None and bare.telling() is None and not bare.destructive("x", {})
    assert list(bare.bot_levels()) == [RANDOM_BOT]
    with pytest.raises(NotImplementedError, match="notation.parse_move"):
        bare.parse_move("x")
