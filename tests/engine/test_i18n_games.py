"""Every game speaks German for lang=de: a real game played through the bridge in both languages side
by side.  Every text is a message rendered in the reader's language (nothing is read back): the German
answer differs from the English one where the catalogues differ, holds no English words, no key name
leaks, and the state (its hash) is the same in both languages."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from pygame_rules import i18n
from pygame_rules.bridge import Table
from pygame_rules.i18n.messages import money, money_k

ROOT = Path(__file__).resolve().parents[2]
KEY_NAME = re.compile(r"\b(?:ls|ttr|rd|si|engine|save|app|home|setup|play|privacy|embed)\.[a-z_]+(?:\.[a-z_0-9]+)*\b")
GAMES = [  # id, bot level, seats, move cap
    ("last_spike", "standard", 3, 400),
    ("last_spike", "standard", 2, 400),  # two players: a tile is set aside
    ("ticket_to_ride", "greedy", 2, 400),
    ("railroad_dice", "basic", 2, 400),
    ("silverton", "standard", 2, 160),
]


def texts(snap: dict) -> list[str]:
    """The words of a snapshot that the rules wrote (the page's own words are the page's)."""
    found = [snap["status"], *snap["log"], *snap["players"]["columns"]]
    found += [cell for row in snap["players"]["rows"] for cell in row["cells"]]
    found += [m["label"] for m in snap["moves"]]
    if snap["prompt"]:
        found.append(snap["prompt"])
    if snap["result"] and isinstance(snap["result"].get("tie_break"), str):
        found.append(snap["result"]["tie_break"])
    return [x for x in found if isinstance(x, str)]


LEFTOVER = re.compile(r"\b(?:the|and|with|for|carries|takes|draws|plays|buys|is|are|your|you|left|card|cards)\b")


SVG_LABEL = re.compile(r'<title>([^<]*)</title>| aria-label="([^"]*)"')
# English words in a German tooltip or aria-label (place and railroad names are proper names: "Lake City",
# "Denver & Rio Grande (Creede branch)" stay as they are, so only words no such name has are looked for).
SVG_ENGLISH = re.compile(r"\b(?:the|and|with|for|on|of|by|to|at|length|cost|built|seat|white|contract|price|"
                         r"operating|units|depleted|station|Director|none|yet|shares|Stations|passengers?|year|tiles?|"
                         r"Tile|left|large|small|curve|straight|used|your|tickets|ways|pay|default|points|claimed|"
                         r"closed|rolled|showing|Your|Claim [A-Z][a-z]|Passenger|meadow|mountain|Plains|Hills|Lakes|"
                         r"Mountains)\b")
MARKET_KEY = re.compile(r"\b[A-Za-z]+:[A-Z]{3}\b")  # a market's internal key ("lumber:DEN")


def svg_labels(snap: dict) -> list[str]:
    """The tooltips (<title>) and aria-labels of the board and hand drawings."""
    found = []
    for part in ("board_svg", "hand_svg"):
        for m in SVG_LABEL.finditer(snap.get(part) or ""):
            found.append(html.unescape(m[1] if m[1] is not None else m[2]))
    return found


def english_words(text: str) -> bool:
    """Is there an English sentence fragment here (not just names, numbers, notation)?"""
    return bool(re.search(r"[a-z]{3,} [a-z]{3,}", text))


@pytest.mark.parametrize(("game_id", "level", "seats", "cap"), GAMES, ids=[f"{g[0]}-{g[2]}p" for g in GAMES])
def test_a_real_game_reads_in_german(game_id: str, level: str, seats: int, cap: int) -> None:
    players = json.dumps({"players": [{"name": f"Bot{i + 1}", "bot": level} for i in range(seats)]})
    en, de = Table(), Table()
    de.set_language("de")
    for table in (en, de):
        assert json.loads(table.new_game(game_id, players, 11))["ok"]
    leftover: set[str] = set()  # German texts with English words left in them
    translated = 0
    svg_english: set[str] = set()  # German tooltips and aria-labels with English words (or a key) in them
    for _ in range(cap):
        t_en = json.loads(en.table())["table"]
        viewer = t_en["current_player"] if t_en["current_player"] is not None else 0
        s_en = json.loads(en.snapshot(viewer))["snapshot"]
        s_de = json.loads(de.snapshot(viewer))["snapshot"]
        assert s_en["state_hash"] == s_de["state_hash"]
        for english, german in zip(texts(s_en), texts(s_de), strict=True):
            assert not KEY_NAME.search(german), german
            if not english_words(english):
                continue
            translated += german != english
            if LEFTOVER.search(german):
                leftover.add(german)
        for german in [*texts(s_de), *svg_labels(s_de)]:
            if MARKET_KEY.search(german):
                svg_english.add(german)
        for german in svg_labels(s_de):
            if KEY_NAME.search(german) or SVG_ENGLISH.search(german):
                svg_english.add(german)
        if t_en["is_over"]:
            break
        assert json.loads(en.bot_step())["ok"]
        assert json.loads(de.bot_step())["ok"]
    assert not leftover, f"{len(leftover)} German texts with English words, e.g. {sorted(leftover)[:12]}"
    assert translated > 50
    assert not svg_english, (f"{len(svg_english)} German tooltips/aria-labels with English words, "
                             f"e.g. {sorted(svg_english)[:12]}")


def test_board_words_are_translated_and_moves_kept() -> None:
    table = Table()
    table.set_language("de")
    players = json.dumps({"players": [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": None}]})
    table.new_game("ticket_to_ride", players, 3)
    de = json.loads(table.snapshot(0))["snapshot"]
    table.set_language("en")
    en = json.loads(table.snapshot(0))["snapshot"]
    assert "Deine Wagenkarten" in de["hand_svg"] and "Your train cards" in en["hand_svg"]
    assert re.findall(r'data-move="[^"]*"', de["board_svg"]) == re.findall(r'data-move="[^"]*"', en["board_svg"])


def test_errors_and_bad_saves_in_german() -> None:
    table = Table()
    table.set_language("de")
    answer = json.loads(table.open_save('{"format": "nope"}'))
    assert answer["error"] == "Das ist keine Rail-Table-Spielstanddatei."
    players = json.dumps({"players": [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": None}]})
    table.new_game("last_spike", players, 5)
    refused = json.loads(table.play("buy DEN"))
    assert refused["ok"] is False and refused["error"] == "Lege zuerst ein Gleisteil."
    assert "keine Last-Spike-Notation" in json.loads(table.play("xyz"))["error"]


def test_log_stored_as_messages_translated_when_shown() -> None:
    """The state keeps its log as messages, the same in every language; German is a view."""
    table = Table()
    table.set_language("de")
    players = json.dumps({"players": [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": None}]})
    table.new_game("last_spike", players, 5)
    assert table.game is not None
    stored = table.game.state.log[0]["text"]
    assert stored.key == "ls.log.start" and stored.startswith("Starting draws:")
    assert json.loads(table.snapshot(None))["snapshot"]["log"][0].startswith("Startziehung:")


CALL_JS = re.compile(r"""\bt(?:Or)?\(\s*["']([a-z]+\.[a-z0-9_.]+)["']""")
CALL_PY = re.compile(r"""\bt\(\s*[\w.()"']+,\s*["']([a-z]+\.[a-z0-9_.]+)["']""")
MSG_PY = re.compile(r"""\bMsg\(\s*["']((?:engine|save)\.[a-z0-9_.]+)["']""")  # the engine's own messages


def test_every_key_used_in_the_sources_exists() -> None:
    """Python's keys in the catalogue; the page's in the part of it the pages carry (build.py)."""
    used: dict[str, str] = {}
    for path in [*(ROOT / "web").glob("*.js"), *(ROOT / "web" / "js").glob("*.js")]:
        for key in CALL_JS.findall(path.read_text(encoding="utf-8")):
            used[key] = path.name
    page = set(i18n.page_catalogue("en"))
    assert len(used) > 100
    assert not {k: f for k, f in used.items() if k not in page}
    used = {}
    for path in (ROOT / "pygame_rules").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for key in [*CALL_PY.findall(text), *MSG_PY.findall(text)]:
            used[key] = path.name
    assert len(used) > 50
    assert not {k: f for k, f in used.items() if k not in i18n.catalogue("en")}


def test_silverton_board_headline_in_german() -> None:
    """A headline of three phrases joined by " · ", the last one "<name>'s turn: step …": each read alone."""
    table = Table()
    table.set_language("de")
    players = json.dumps({"players": [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": None}]})
    table.new_game("silverton", players, 3)
    board = json.loads(table.snapshot(0))["snapshot"]["board_svg"]
    assert "Ziel 10.000\u00a0$ · Spielart: Standard · Vermesser und Prospektoren einsetzen" in board
    assert "Runde 1 von 28" in board
    # The claim cards and the players' line under the board (drawn words, not only tooltips).
    assert re.search(r">[^<>]+ · (?:arm|mittel|reich)<", board) and " · Betr. " in board
    assert "0 Minen · 0 Passagierkarten · 0 Abschnitte" in board
    assert not re.search(r" · (?:poor|fair|rich)<| · op |\bclaims · |\bsegments<", board)


def test_silverton_market_names_read_in_both_languages() -> None:
    """A market's key ("lumber:DEN") stays in the log's schema-2 text; players read "Lumber Denver" / "Holz Denver"."""
    from pygame_rules.games.silverton.present import market_term
    from pygame_rules.i18n.legacy import legacy_text
    from pygame_rules.i18n.messages import ListOf, Msg

    said = Msg("si.log.markets", markets=ListOf(market_term(k) for k in ("gold", "lumber:DEN", "coal:ELP")), steps="+1")
    assert legacy_text(said) == "gold, lumber:DEN, coal:ELP move +1 on the price ladder"  # as schema 2 hashed it
    assert said.say("en") == "gold, Lumber Denver, Coal El Paso move +1 on the price ladder"
    assert said.say("de") == "Gold, Holz Denver, Kohle El Paso bewegen sich um +1 auf der Preistabelle"
    table = Table()
    players = json.dumps({"players": [{"name": "Ann", "bot": "standard"}, {"name": "Bob", "bot": "standard"}]})
    table.new_game("silverton", players, 11)
    assert table.game is not None
    for _ in range(80):
        json.loads(table.bot_step())
    stored_log = [legacy_text(e) for e in table.game.state.log]
    assert any(MARKET_KEY.search(x) for x in stored_log)  # older saves' hashes still read the keys
    for lang in ("en", "de"):
        table.set_language(lang)
        shown = json.loads(table.snapshot(0))["snapshot"]["log"]
        assert not [x for x in shown if MARKET_KEY.search(x)], lang
        assert any(("Lumber " if lang == "en" else "Holz ") + "Denver" in x for x in shown), lang


def test_money_in_german() -> None:
    """German readers read "10.000 $"; English keeps "$10,000"; what the state stores does not change."""
    assert money(10_000, "de") == "10.000\u00a0$" and money(1_250_000, "en") == "$1,250,000"
    assert money_k(2000, "de") == "2.000\u00a0$" and money_k(2000, "en") == "$2k"
    table = Table()
    players = json.dumps({"players": [{"name": "Ann", "bot": "standard"}, {"name": "Bob", "bot": "standard"}]})
    table.new_game("last_spike", players, 5)
    for _ in range(12):
        json.loads(table.bot_step())
    en = json.loads(table.snapshot(0))["snapshot"]
    table.set_language("de")
    de = json.loads(table.snapshot(0))["snapshot"]
    assert en["state_hash"] == de["state_hash"]
    english, german_amount = re.compile(r"\$\d{1,3}(?:,\d{3})+\b"), re.compile(r"\b\d{1,3}(?:\.\d{3})+\u00a0\$")
    for snap, amount in ((en, english), (de, german_amount)):
        words = [*texts(snap), *svg_labels(snap), *re.findall(r">([^<]+)<", snap["board_svg"])]
        assert sum(bool(amount.search(w)) for w in words) > 5
    german = [*texts(de), *svg_labels(de), *re.findall(r">([^<]+)<", de["board_svg"])]
    assert not [w for w in german if re.search(r"\$\d", w)]
