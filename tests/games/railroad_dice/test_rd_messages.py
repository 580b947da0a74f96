"""Railroad Dice speaks in messages (issue 22): every text is a key and typed parameters, said in the
reader's language; the stored log reads as the English the rules always wrote (the fixtures' hashes
hold, tests/engine/test_fixtures.py), and the whole game with hostile names is played in
tests/engine/test_messages.py.  Here: what those two do not reach."""

from __future__ import annotations

import json

import pytest
from rd_helpers import arrange, game, skip_picks

from pygame_rules import IllegalMove
from pygame_rules.bridge import Table
from pygame_rules.games.railroad_dice import words
from pygame_rules.games.railroad_dice.data import READINGS
from pygame_rules.games.railroad_dice.state import State
from pygame_rules.i18n.legacy import legacy_text
from pygame_rules.i18n.messages import Msg


def test_every_log_line_is_a_message() -> None:
    g = game(2)
    for _ in range(40):
        g.push(g.bot_move(level="basic", seed=len(g.moves)))
    assert all(isinstance(line, Msg) and line.key.startswith("rd.") for line in g.state.log)


def test_counts_of_one_are_singular_in_both_languages_while_the_schema2_english_stays_as_it_was() -> None:
    said = (words.dice(1).say("en"), words.dice(3).say("en"), words.dice(1).say("de"))
    assert said == ("1 die", "3 dice", "1 Würfel")
    # Log texts that always wrote the plural keep it in older saves' hashes (i18n/legacy.py), but are shown right.
    tile = Msg("rd.log.new_tile", end="A", tile=words.tile(3), number=4, kind=words.kind("Lakes"), n=1)
    assert legacy_text(tile).endswith("(1 small Lakes tiles left).")
    assert tile.say("en").endswith("(1 small Lakes tile left).")
    assert tile.say("de").endswith("(noch 1 kleines Geländefeld Seen).")
    leaves = Msg("rd.log.leaves", number=2, dice=words.dice(1), n=1)
    assert legacy_text(leaves) == "The line leaves tile 2: its 1 die of track go back to the bank."
    assert leaves.say("en") == "The line leaves tile 2: its 1 die of track goes back to the bank."


def test_a_surcharge_paid_with_several_wild_dice_reads_as_the_rules_wrote_it() -> None:
    """data: a surcharge is one die, so no game reaches this line; it still reads as it did."""
    said = {"name": "Kim, Lee", "piece": Msg("rd.log.piece_curve"), "end": "B",
            "where": Msg("rd.label.tile", n=3, sq="c4"), "dice": words.dice(2), "ground": words.ground("water")}
    assert Msg("rd.log.lay_paid_wilds", **said, n=2) == (
        "Kim, Lee lays a curve at end B on tile 3 c4, paying 2 dice for the water (2 of them ? dice).")
    assert Msg("rd.log.lay_paid_wilds", **said, n=1).say("de") == (
        "Kim, Lee legt eine Kurve an Ende B auf Geländefeld 3 c4 und zahlt 2 Würfel für Wasser (davon 1 ?-Würfel).")


def test_directors_changing_during_the_year_reads_as_before() -> None:
    """The readings benchmarks measure (directors settled at once) log their changes as they always did."""
    s = State(["Kim, Lee", "Bob"], 5, 40, order=READINGS["passes, at once"])
    s.fronts[0]["share"] = 1
    s.apply("buy R share")
    assert s.log[-1] == "Directors change: Kim, Lee now directs Red."
    assert s.log[-1].say("de") == "Direktoren wechseln: Kim, Lee ist jetzt Direktor von Rot."


@pytest.mark.parametrize(("move", "english", "german"), [
    ("income", "You have taken your income this turn.", "Du hast in diesem Zug schon Einkommen genommen."),
    ("roll 0+3", "You have only 1 ? die in front.", "Du hast nur 1 ?-Würfel vor dem Sichtschirm."),
    ("drop curve", "Dice are given back only when you end your turn with more than 5 in front.",
     "Würfel werden nur zurückgegeben, wenn du den Zug mit mehr als 5 vor dem Sichtschirm beendest."),
    ("buy R share", "You have no share die in front.", "Du hast keinen Würfel Aktie vor dem Sichtschirm."),
    ("lay A E wild", "End A leads west: track cannot turn back on itself.",
     "Ende A führt nach Westen: Schienen können nicht kehrtmachen."),
    ("xyz", None, "'xyz' ist keine Railroad-Dice-Notation"),
    ("buy Q share", None, "Unbekannte Gesellschaft 'Q' (Gesellschaften: R, B, G, Y, K)."),
])
def test_a_refused_move_says_why_in_the_readers_language(move: str, english: str | None, german: str) -> None:
    tables = {}
    for lang in ("en", "de"):
        table = Table()
        table.set_language(lang)
        players = json.dumps({"players": [{"name": "Kim, Lee", "bot": None}, {"name": "Bob", "bot": None}]})
        assert json.loads(table.new_game("railroad_dice", players, 3))["ok"]
        arrange(skip_picks(table.game), fronts={0: {"wild": 1}}, income_taken=True)
        tables[lang] = json.loads(table.play(move))
    assert not tables["en"]["ok"] and not tables["de"]["ok"]
    if english is not None:
        assert tables["en"]["error"] == english
    assert german in tables["de"]["error"]


def test_why_illegal_is_a_message() -> None:
    g = arrange(game(2), income_taken=True)
    with pytest.raises(IllegalMove) as refused:
        g.push("income")
    assert isinstance(refused.value.reason, Msg) and refused.value.reason.key == "rd.err.income_taken"
