"""Messages (pygame_rules/i18n/messages.py): what the rules say as a key and typed parameters, shown in
the reader's language with its plural forms, numbers and money; names never parsed, always whole."""

from __future__ import annotations

import copy
import html
import json
import pickle
import random
import re

import pytest
from babel.numbers import format_currency, format_decimal

from pygame_rules import i18n
from pygame_rules.bridge import Table
from pygame_rules.i18n.legacy import legacy_text
from pygame_rules.i18n.messages import ListOf, Money, Msg, Stored, money, money_k, number, say
from pygame_rules.registry import get_rules, packaged_ids

HOSTILE = ["Kim, Lee", "Ann claims Bob", "Mia: 2 black", "Jo & Al", "{name} {0}", "<b>Zoe</b>"]


def test_a_message_reads_as_english_and_says_itself_in_german() -> None:
    m = Msg("ls.log.play", name="Kim, Lee", tile="A3", cost=Money(12000))
    assert m == "Kim, Lee plays A3 for $12,000."
    assert m.say("en") == "Kim, Lee plays A3 for $12,000."
    assert m.say("de") == "Kim, Lee legt A3 für 12.000\u00a0$."
    assert m.say("fr") == m.say("en")  # a language we lack speaks English
    assert json.dumps({"t": m}) == json.dumps({"t": "Kim, Lee plays A3 for $12,000."})


def test_plural_forms_follow_the_count_in_each_language_but_the_schema2_text_stays_as_it_was() -> None:
    for n, en, de in [(0, "0 lots", "0 Baulandkarten"), (1, "1 lot", "1 Baulandkarte"),
                      (2, "2 lots", "2 Baulandkarten")]:
        m = Msg("ls.cell.lots", n=n)
        assert (m, m.say("en"), m.say("de")) == (en, en, de)
        assert legacy_text(m) == f"{n} lots"  # what the rules wrote before plurals were chosen: old saves' hashes


def test_numbers_and_money_follow_the_language() -> None:
    assert (number(1234567, "en"), number(1234567, "de")) == ("1,234,567", "1.234.567")
    assert (money(5000, "en"), money(5000, "de")) == ("$5,000", "5.000\u00a0$")
    assert (money(-500, "en"), money(-500, "de")) == ("-$500", "-500\u00a0$")
    assert (money_k(3000, "en"), money_k(3000, "de"), money_k(2500, "de")) == ("$3k", "3.000\u00a0$", "2.500\u00a0$")


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_the_catalogues_number_formats_are_the_locales_own(lang: str) -> None:
    """fmt.group and fmt.money are the CLDR's (Babel's data), not our guess."""
    assert number(10000, lang) == format_decimal(10000, locale=lang)
    cldr = format_currency(5000, "USD", locale=lang, currency_digits=False, format="¤#,##0" if lang == "en" else None)
    cldr = re.sub(r"[.,]00(?=\D*$)", "", cldr)  # whole dollars: the games have no cents
    assert money(5000, lang) == cldr


def test_lists_join_with_the_languages_and_and_keep_every_item_whole() -> None:
    names = ListOf(["Kim, Lee", "Jo & Al", "Mia"], last_and=True)
    assert Msg("engine.over_won", names=names).say("en") == "Game over. Kim, Lee, Jo & Al and Mia won."
    assert Msg("engine.over_won", names=names).say("de").startswith("Spiel vorbei. Sieg für Kim, Lee, Jo & Al und Mia")


@pytest.mark.parametrize("name", HOSTILE)
def test_a_name_is_never_parsed_or_formatted(name: str) -> None:
    m = Msg("ls.log.grant", name=name, city="DEN")
    for lang in i18n.LANGS:
        assert name in m.say(lang)
    assert name in m


def test_a_message_survives_copy_deepcopy_and_pickle() -> None:
    m = Msg("ls.log.over", ranking=ListOf([Msg("ls.log.rank", rank=1, name="Ann", cash=Money(9000))]))
    for twin in (copy.copy(m), copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert isinstance(twin, Msg) and twin == m and twin.say("de") == m.say("de")
    assert say("plain", "de") == "plain" and say(m, "de") == m.say("de")


def test_a_stored_value_keeps_the_schema2_english_at_any_depth_while_readers_read_it_their_way() -> None:
    """Silverton's log stored "$1500" and "lumber:DEN", and a count of one in the plural: old saves' hashes
    hold, while English readers read "$1,500", "Lumber Denver" and "1 claim has", and German ones their own."""
    inner = Msg("si.log.builds", name="Kim, Lee", sid="DEN-CSP", cost=Stored("$1500", Money(1500)))
    line = Msg("si.log.round", r=3, text=Stored(inner, inner))
    assert legacy_text(line) == "Round 3: Kim, Lee builds DEN-CSP for $1500"
    assert line == line.say("en") == "Round 3: Kim, Lee builds DEN-CSP for $1,500"
    assert line.say("de") == "Runde 3: Kim, Lee baut DEN-CSP für 1.500\u00a0$"
    gone = Msg("si.log.contract_gone", n=1, pid="A3")
    line = Msg("si.log.round", r=2, text=Stored(gone, gone))
    assert legacy_text(line) == "Round 2: 1 claims have depleted: passenger contract A3 is discarded"
    assert line.say("en") == "Round 2: 1 claim has depleted: passenger contract A3 is discarded"
    lumber = Stored("lumber:DEN", Msg("si.term.lumber_at", city="Denver"))
    moved = Msg("si.log.price_move", market=lumber, old=Stored("$40", Money(40)), new=Stored("$1045", Money(1045)))
    prices = Msg("si.log.prices", changes=ListOf([Msg("si.log.price_move", market=Msg("si.term.gold"),
                                                      old=Stored("$300", Money(300)), new=Stored("$320", Money(320))),
                                                  moved]), idn=3)
    assert legacy_text(prices) == "prices: gold $300→$320, lumber:DEN $40→$1045 (IDN 3)"  # nested: as stored
    assert prices.say("en") == "prices: gold $300→$320, Lumber Denver $40→$1,045 (IDN 3)"
    assert prices.say("de") == "Preise: Gold 300\u00a0$→320\u00a0$, Holz Denver 40\u00a0$→1.045\u00a0$ (IDN 3)"
    for twin in (copy.deepcopy(prices), pickle.loads(pickle.dumps(prices))):
        assert twin == prices and twin.say("de") == prices.say("de") and legacy_text(twin) == legacy_text(prices)


# -- whole games with hostile names ---------------------------------------------------------------
SPEAKING = packaged_ids()  # every game speaks in messages
ENGLISH = re.compile(r"\b(?:the|and|with|for|plays|buys|draws|takes|sells|your|you|tiles?|cards?|land|left|"
                     r"points|trains|turn|wins?|is|are|no|bank|route|pays|game|over|cash)\b")
# A count of one with a plural noun after it, in either language.
BAD_PLURAL = re.compile(r"(?<![\d.,])\b1 (?:lots|tiles|trains|points|cards|shares|passengers|Grundstücke|"
                        r"Baulandkarten|Gleisteile|Punkte|Waggons|Karten|Aktien|Passagiere)\b")
SVG_WORDS = re.compile(r"<title>([^<]*)</title>|aria-label=\"([^\"]*)\"|<text\b[^>]*>([^<]*)</text>")


def snapshot_texts(snap: dict) -> list[str]:
    found = [snap["status"], *snap["log"], *snap["players"]["columns"]]
    found += [cell for row in snap["players"]["rows"] for cell in row["cells"]]
    found += [m["label"] for m in snap["moves"]]
    found += [snap["prompt"]] if snap.get("prompt") else []
    return [x for x in found if isinstance(x, str)]


def svg_texts(snap: dict) -> list[str]:
    return [html.unescape(next(g for g in m.groups() if g is not None))
            for part in ("board_svg", "hand_svg") for m in SVG_WORDS.finditer(snap.get(part) or "")]


def without_names(text: str, names: list[str]) -> str:
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


@pytest.mark.parametrize("game_id", SPEAKING)
def test_hostile_names_stay_whole_and_german_has_no_english_left(game_id: str) -> None:
    rules = get_rules(game_id)
    seats = min(max(rules.min_players, 4), rules.max_players)
    names = HOSTILE[:seats]
    if seats < len(HOSTILE):
        names[-1] = HOSTILE[-1]  # always one name that is markup, and one that is a template
        names[0] = HOSTILE[4]
    players = json.dumps({"players": [{"name": n, "bot": None} for n in names]})
    tables = {lang: Table() for lang in i18n.LANGS}
    for lang, table in tables.items():
        table.set_language(lang)
        assert json.loads(table.new_game(game_id, players, 4242))["ok"]
    rng = random.Random(7)
    seen_names = 0
    for _ in range(120):
        snaps = {lang: json.loads(table.snapshot(table.game.current_player))["snapshot"]
                 for lang, table in tables.items()}
        en, de = snaps["en"], snaps["de"]
        for text in snapshot_texts(de) + svg_texts(de):
            leftover = ENGLISH.findall(without_names(text, names))
            assert not leftover, f"English left in German: {text!r} ({leftover})"
        for text in snapshot_texts(en) + snapshot_texts(de) + svg_texts(en) + svg_texts(de):
            assert not BAD_PLURAL.search(text), text
            assert "{" not in without_names(text, names), f"a placeholder left unfilled: {text!r}"
        # Every name that a line mentions is there whole, in both languages, in the same lines.
        for lang, snap in snaps.items():
            for line in snap["log"]:
                for name in names:
                    # The proper names in a name ("Ann", "Bob"), as words: "claims" and "black" are also the
                    # game's own words, and "Mia" is in "Miami" (Ticket to Ride: "Kim claims ... with 2 black").
                    fragments = [w for w in re.split(r"[ ,:&<>/{}]+", name) if len(w) > 2 and w[0].isupper()]
                    if any(re.search(rf"\b{re.escape(f)}\b", line) for f in fragments) and name not in line:
                        raise AssertionError(f"{lang}: a name was split: {line!r}")
                seen_names += any(name in line for name in names)
        if en["is_over"]:
            break
        move = rng.choice(en["moves"])["move"]
        for table in tables.values():
            assert json.loads(table.play(move))["ok"]
    assert seen_names, "no log line named a player: the test saw nothing"
    board = json.loads(tables["de"].snapshot(0))["snapshot"]["board_svg"]
    assert "<b>Zoe</b>" not in board  # markup in a name is escaped in the drawing
