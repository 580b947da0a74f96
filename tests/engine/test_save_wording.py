"""No wording is part of a game (docs/engine.md, "Saves and versions"): rewording a catalogue line, in
any language, or reading in another language changes no state hash, and every recorded game and every
save of an earlier release still opens, replays to its result and verifies."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from pygame_rules import SaveError, dumps, load_game
from pygame_rules.game import Game, hash_dict
from pygame_rules.games.ticket_to_ride.bots import search
from pygame_rules.i18n import DEFAULT_LANG, LANGS, catalogue, plural, use_language
from pygame_rules.i18n import messages as messages_module
from pygame_rules.i18n.messages import Msg, each_message, structured
from pygame_rules.saves import SCHEMA

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
EVERY_SAVE = sorted(FIXTURES.glob("*/*.json"))
REWORDED = " (reworded)"
# Saves of schema 2, of every game.
OLDER = [FIXTURES / "last_spike" / "2p_last_spike.json", FIXTURES / "silverton" / "v1_1p_standard_advanced.json",
         FIXTURES / "railroad_dice" / "v4_2p_40_bank.json", FIXTURES / "ticket_to_ride" / "base_2p_last_round.json"]
ONE_EN, ONE_DE = "ls.log.play", "ls.log.rank"  # lines in the log of last_spike/2p_last_spike.json


def read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def outcome(path: Path) -> tuple:
    """What a save opens to: its moves, result (its messages as keys and parameters) and state hash."""
    game = load_game(read(path))  # verifies the recorded hash
    return game.moves, structured(game.result()), game.state_hash()


def reword(monkeypatch: pytest.MonkeyPatch, lines: dict[str, set[str] | None]) -> None:
    """Add REWORDED to lines of the loaded catalogues: ``lines[lang]``, a set of keys, or None for all."""
    def chosen(lang: str, key: str) -> bool:
        keys = lines.get(lang, set())
        return keys is None or key in keys

    made = {lang: {k: v + REWORDED if chosen(lang, k) else v for k, v in catalogue(lang).items()} for lang in LANGS}

    def reworded_catalogue(lang: str) -> dict[str, str]:
        return made[lang if lang in LANGS else DEFAULT_LANG]

    def reworded_plural(lang: str, key: str, n: int) -> str | None:
        form = plural(lang, key, n)
        return form + REWORDED if form is not None and chosen(lang, key) else form

    monkeypatch.setattr(messages_module, "catalogue", reworded_catalogue)
    monkeypatch.setattr(messages_module, "plural", reworded_plural)


@pytest.fixture(scope="module")
def before() -> dict[Path, tuple]:
    return {path: outcome(path) for path in EVERY_SAVE}


def test_rewording_an_english_and_a_german_line_changes_no_save(before, monkeypatch) -> None:
    reword(monkeypatch, {"en": {ONE_EN}, "de": {ONE_DE}})
    spike = load_game(read(FIXTURES / "last_spike" / "2p_last_spike.json"))
    texts = [e["text"] for e in spike.state.log]
    assert any(m.key == ONE_EN and m.say("en").endswith(REWORDED) for m in texts)  # the rewording is read
    assert any(REWORDED in m.say("de") for m in texts)  # ls.log.over's German holds ls.log.rank
    for path in EVERY_SAVE:
        assert outcome(path) == before[path], path


def test_rewording_every_line_in_both_languages_changes_no_save(before, monkeypatch) -> None:
    """Every line at once, so that no text made from a catalogue line hides in a state (one save per folder:
    the test above replays them all)."""
    reword(monkeypatch, {"en": None, "de": None})
    assert Msg("ls.log.set_aside").endswith(REWORDED)
    for path in {path.parent: path for path in EVERY_SAVE}.values():
        with use_language("de"):
            assert outcome(path) == before[path], path


def test_the_hash_is_the_same_in_every_language_and_covers_no_words() -> None:
    for game_id in ("last_spike", "railroad_dice", "silverton", "ticket_to_ride"):
        path = sorted((FIXTURES / game_id).glob("[!v]*.json"))[0]
        hashes = set()
        for lang in ("en", "de"):
            with use_language(lang):
                game = load_game(read(path))
                hashes.add(game.state_hash())
        assert len(hashes) == 1, game_id
        # The state does hold messages: hashing their words would tell the languages apart.
        said = {lang: hash_dict(each_message(game.state.to_dict(), lambda m, lang=lang: m.say(lang)))
                for lang in ("en", "de")}
        assert said["en"] != said["de"], game_id


def test_an_older_save_is_written_again_in_the_current_schema() -> None:
    for path in [*OLDER, *sorted((FIXTURES / "schema1").glob("*.json"))[:1]]:
        data = read(path)
        assert data["schema"] < SCHEMA
        game = load_game(data)
        again = json.loads(dumps(game))
        assert again["schema"] == SCHEMA and again["hash"] == game.state_hash() != data["hash"]
        assert load_game(again).state_hash() == game.state_hash()


@pytest.mark.parametrize("path", OLDER, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_damaged_older_save_is_still_reported(path: Path) -> None:
    data = read(path)
    assert data["schema"] == 2
    for damaged in (dict(data, hash=data["hash"][:-1] + ("0" if data["hash"][-1] != "0" else "1")),
                    dict(data, schema=SCHEMA),  # its English-text hash is no schema-3 hash
                    dict(copy.deepcopy(data), moves=data["moves"][:-1])):
        with pytest.raises(SaveError, match="does not give the position"):
            load_game(damaged)
    current = json.loads(dumps(load_game(data)))
    with pytest.raises(SaveError, match="does not give the position"):
        load_game(dict(current, schema=2))  # nor is a schema-3 hash an English one


def test_no_bot_reads_the_words_of_the_log(monkeypatch) -> None:
    """Ticket to Ride's strong bot tracks the cards rivals took face up from the log: by its messages' keys
    and parameters, so a reworded line changes nothing it knows."""
    def tracked() -> list:
        game = Game("ticket_to_ride", {"players": [{"name": f"P{i}", "bot": "greedy"} for i in range(3)]}, 4)
        known = []
        while len(game.moves) < 60:
            game.push(game.bot_move("greedy", seed=len(game.moves)))
            known.append(search.known_cards(game.view(0)))
        return known

    before = tracked()
    assert any(sum(hand.values()) for position in before for hand in position)
    reword(monkeypatch, {"en": None, "de": None})
    assert tracked() == before
