"""A level's standing (pygame_rules/standing.py): an experimental level shown stronger moves to the front
of its game's levels, loses its label and gives the hints; the other games keep it after the strongest."""

from __future__ import annotations

import json

import pytest

from pygame_rules import standing
from pygame_rules.bridge import Table
from pygame_rules.bridge.hint import hint_level
from pygame_rules.i18n import t
from pygame_rules.registry import get_rules, list_games
from pygame_rules.search import EXPERT, ExpertBot

GAMES = ["ticket_to_ride", "last_spike", "silverton", "railroad_dice"]
SHOWN = standing.Shown(EXPERT, "Expert bot: tries the strong bot's move and others", "vs|made-up|2|30|100000")


def entry(game_id: str) -> dict:
    return next(e for e in list_games() if e["id"] == game_id)


def promote(monkeypatch, game_id: str) -> None:
    monkeypatch.setitem(standing.SHOWN_STRONGER, game_id, SHOWN)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_level_shown_stronger_comes_first_settled_and_described_so(game_id, monkeypatch):
    before = list(get_rules(game_id).own_bots())
    promote(monkeypatch, game_id)
    rules = get_rules(game_id)
    bots = rules.own_bots()
    assert list(bots) == [EXPERT] + [name for name in before if name != EXPERT]
    expert = bots[EXPERT]
    assert isinstance(expert, ExpertBot) and not expert.experimental
    assert rules.bots[EXPERT] == SHOWN.description
    assert bots[EXPERT] is rules.own_bots()[EXPERT]  # the same object every time: tuning it is heard
    assert entry(game_id)["experimental"] == []
    assert hint_level(rules) == EXPERT
    assert entry(game_id)["default_bot"] != EXPERT  # a new seat still gets the quick default


def test_a_game_not_named_keeps_its_levels_as_its_bots_package_lists_them(monkeypatch):
    promote(monkeypatch, "railroad_dice")
    bots = get_rules("ticket_to_ride").own_bots()
    assert list(bots)[:2] == ["strong", EXPERT] and bots[EXPERT].experimental  # type: ignore[attr-defined]
    assert entry("ticket_to_ride")["experimental"] == [EXPERT]


def test_a_standing_that_names_a_level_the_game_lacks_is_refused(monkeypatch):
    monkeypatch.setitem(standing.SHOWN_STRONGER, "last_spike", standing.Shown("grandmaster", "x", "row"))
    with pytest.raises(ValueError, match="grandmaster"):
        get_rules("last_spike").own_bots()


def test_the_page_names_the_expert_by_its_standing_in_both_languages():
    assert "experimental" in t("en", f"setup.level.{EXPERT}_experimental")
    assert "experimentell" in t("de", f"setup.level.{EXPERT}_experimental")
    assert "xperiment" not in t("en", f"setup.level.{EXPERT}") + t("de", f"setup.level.{EXPERT}")


@pytest.mark.parametrize("game_id", GAMES)
def test_each_games_expert_is_described_by_its_standing(game_id):
    """While a game's expert is experimental, its description says so in both languages and the game's
    entry lists it; once shown stronger (standing.py), neither."""
    rules = get_rules(game_id)
    shown = game_id in standing.SHOWN_STRONGER
    assert (EXPERT in entry(game_id)["experimental"]) is not shown
    for lang, word in (("en", "experimental"), ("de", "experimentell")):
        assert (word in t(lang, f"{rules.prefix}.bot.{EXPERT}")) is not shown
    assert ("experimental" in rules.bots[EXPERT]) is not shown
    if shown:  # the page's English words are the description's
        words = standing.SHOWN_STRONGER[game_id].description
        assert t("en", f"{rules.prefix}.bot.{EXPERT}") == rules.bots[EXPERT] == words
    levels = list(rules.own_bots())
    assert levels.index(EXPERT) == (0 if shown else 1)
    assert entry(game_id)["default_bot"] != EXPERT  # a new seat gets the quick default, not the search


def test_a_settled_expert_gives_the_hint_from_a_position_whose_secrets_it_deals_anew(monkeypatch):
    """The hint of a level that searches is handed the game's state, to play out (that it reads from it
    nothing the seat cannot see is tests/engine/test_expert.py's)."""
    promote(monkeypatch, "railroad_dice")
    monkeypatch.setattr(get_rules("railroad_dice").own_bots()[EXPERT], "iterations", 4)
    table = Table()
    seats = [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": None}]
    assert json.loads(table.new_game("railroad_dice", json.dumps({"players": seats}), 7))["ok"]
    game = table.game
    assert game is not None
    while len(game.legal_moves()) < 2:
        table.play(game.legal_moves()[0])
    seen = []
    real = type(game.rules).bot_move

    def spy(self, level, view, legal, seed=0, state=None):
        seen.append((level, state))
        return real(self, level, view, legal, seed, state)

    monkeypatch.setattr(type(game.rules), "bot_move", spy)
    answer = json.loads(table.hint())
    assert answer["ok"] and answer["move"] in game.legal_moves()
    ((level, state),) = seen
    assert level == EXPERT and state is game.state
