"""pygame_rules.preload: once it has run, the engine never reads one of its own files.

A returning player's page starts Python from a memory snapshot taken after ``preload()`` and does not
install the wheel's files again (web/pyodide-loader.js): a file read by the engine afterwards would
fail there.  So every game is played here in both languages, with a bot, a save opened and a finished
game's story told, while every file of the package is unreadable.
"""

from __future__ import annotations

import builtins
import io
import json
import os
from pathlib import Path

import pytest

import pygame_rules
from pygame_rules import bridge, i18n
from pygame_rules.preload import module_names, preload
from pygame_rules.registry import game_ids, get_rules, packaged_ids

PACKAGE = Path(pygame_rules.__file__).resolve().parent
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
# The package's folder as the engine names it (its modules' __file__) and as the file system names it.
_ROOTS = {os.path.abspath(os.path.dirname(pygame_rules.__file__)), str(PACKAGE)}


def _inside(path) -> bool:
    """Whether ``path`` names a file of the package.  Only string operations: the guard runs inside the
    patched os.stat, and anything that stats (Path.resolve() does on CPython 3.12) would call it again
    without end (a RecursionError on 3.12.1)."""
    try:
        name = os.path.abspath(os.fsdecode(path))
    except (TypeError, ValueError):
        return False  # a file descriptor or the like: not a path into the package
    return any(name == root or name.startswith(root + os.sep) for root in _ROOTS)


@pytest.fixture
def files_gone(monkeypatch):
    """Every read, listing or stat of the package's files raises, as if they were not there."""
    def refusing(real):
        def call(path, *args, **kwargs):
            if _inside(path):
                raise FileNotFoundError(f"read after preload: {path}")
            return real(path, *args, **kwargs)
        return call

    preload()
    for module, name in ((builtins, "open"), (io, "open"), (io, "open_code"), (os, "listdir"),
                         (os, "scandir"), (os, "stat")):
        monkeypatch.setattr(module, name, refusing(getattr(module, name)))


def test_the_block_is_real(files_gone):
    """Without this, the tests below could pass with the files still readable."""
    with pytest.raises(FileNotFoundError):
        (PACKAGE / "games" / "ticket_to_ride" / "usa.json").read_text()
    with pytest.raises(FileNotFoundError):
        list((PACKAGE / "games").iterdir())
    with pytest.raises(FileNotFoundError):
        list(i18n._compiled("de"))  # what an uncached catalogue would read


def test_every_module_is_imported():
    preload()
    import sys
    assert module_names() and all(name in sys.modules for name in module_names())
    assert "pygame_rules.bridge" in module_names()
    assert not [name for name in module_names() if ".tests" in name]


@pytest.mark.parametrize("lang", ["de", "en", "fr"])  # fr: a language we do not have (English)
@pytest.mark.parametrize("game_id", packaged_ids())  # the shipped games (tests register toy ones)
def test_a_game_plays_without_the_files(files_gone, game_id, lang):
    rules = get_rules(game_id)
    table = bridge.Table()
    assert json.loads(table.set_language(lang))["ok"]
    seats = [{"name": f"Bot {i}", "bot": rules.default_bot} for i in range(rules.min_players)]
    assert json.loads(table.new_game(game_id, json.dumps({"players": seats}), 11))["ok"]
    for _ in range(6):
        step = json.loads(table.bot_step())
        assert step["ok"], step
    assert json.loads(table.snapshot(0))["ok"]
    refused = json.loads(table.play("no such move"))  # the reason comes from the catalogues
    assert not refused["ok"] and refused["error"].strip()
    undone = json.loads(table.undo())  # taken back, or refused with its reason (a move revealed something)
    assert undone["ok"] or undone["error"].strip()
    assert [entry["id"] for entry in json.loads(table.games())] == game_ids()


@pytest.mark.parametrize("game_id", packaged_ids())  # the shipped games (tests register toy ones)
def test_a_finished_game_opens_and_tells_its_story_without_the_files(files_gone, game_id):
    fixture = sorted((FIXTURES / game_id).glob("*.json"))[-1]
    text = fixture.read_text(encoding="utf-8")  # the test's own file, outside the package
    save = json.loads(text)
    table = bridge.Table()
    table.set_language("de")
    assert json.loads(table.inspect_save(text))["ok"]
    opened = json.loads(table.open_save(text))
    assert opened["ok"], opened
    told = json.loads(table.story(game_id, json.dumps(save["options"]), str(save["seed"]),
                                  json.dumps(save["moves"]), save["rules_version"], None))
    assert told["ok"] and told["story"] and "<svg" in told["story"]["svg"]
