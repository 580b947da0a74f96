"""Railroad Dice's move notation (documented in docs/games/railroad_dice.md).

    income                   take this turn's income (dice from the bank behind your screen)
    roll 3+1                 roll 3 dice from behind your screen and 1 "?" die from in front
    buy R share              buy a Red share from the bank, paying with a share die
    buy R wild               ... paying with a "?" die
    buy R share from P2      buy a Red share from its director, seat 2 (from the trading point on)
    lay A N                  lay a die at end A whose track leads on northwards (straight or curve)
    lay A N wild             ... using a "?" die instead of the straight or curve it needs
    lay B E T3               lay a die at end B onto a new tile of type 3, joined there
    build R 3c5              build a Red station on tile 3, square c5
    end                      end your turn
    drop curve               give a die back to the bank (only when ending with more than 5 in front)
    pick R                   take a free Red share before year 1 (rules version 4: the opening pick)

Parsing accepts any case and spacing, company names (red), faces by symbol ($ share, ? wild),
headings by name (north), ``tile 3`` for ``T3``, ``from 2`` for ``from P2`` and ``roll 3`` for
``roll 3+0``.
"""

from __future__ import annotations

import re

from ...i18n.messages import Msg
from ...state import move_words
from .data import CODES, COMPANIES, FACES, SHARE, TILE, WILD
from .geometry import HEADINGS

_COMPANY = {c.code.lower(): c.code for c in COMPANIES} | {c.name.lower(): c.code for c in COMPANIES}
_FACE = {f: f for f in FACES} | {"$": SHARE, "?": WILD, "s": "straight", "c": "curve"}
_HEADING = {h.lower(): h for h in HEADINGS} | {"north": "N", "east": "E", "south": "S", "west": "W"}
_SQUARE = re.compile(r"(\d+)[.:]?([a-g])([1-7])")
PAYING = (SHARE, WILD)  # the faces that buy a share


def company(word: str) -> str:
    code = _COMPANY.get(word.lower())
    if code is None:
        raise ValueError(Msg("rd.err.unknown_company", word=repr(word), codes=", ".join(CODES)))
    return code


def face(word: str) -> str:
    f = _FACE.get(word.lower())
    if f is None:
        raise ValueError(Msg("rd.err.unknown_face", word=repr(word)))
    return f


def _roll(rest: list[str]) -> str:
    text = "".join(rest)
    m = re.fullmatch(r"(\d+)(?:\+(\d+))?", text)
    if not m:
        raise ValueError(Msg("rd.err.roll_form"))
    k, q = int(m.group(1)), int(m.group(2) or 0)
    if k + q < 1:
        raise ValueError(Msg("rd.err.roll_none"))
    if k > 999 or q > 999:
        raise ValueError(Msg("rd.err.roll_many"))
    return f"roll {k}+{q}"


def _buy(rest: list[str]) -> str:
    if len(rest) not in (2, 4, 5):
        raise ValueError(Msg("rd.err.buy_form"))
    code, paid = company(rest[0]), face(rest[1])
    if paid not in PAYING:
        raise ValueError(Msg("rd.err.buy_paid"))
    if len(rest) == 2:
        return f"buy {code} {paid}"
    if rest[2].lower() != "from":
        raise ValueError(Msg("rd.err.seller_form"))
    seat = "".join(rest[3:]).lower().removeprefix("p")
    if not seat.isdigit() or not 1 <= int(seat) <= 9:
        raise ValueError(Msg("rd.err.seller_seat"))
    return f"buy {code} {paid} from P{int(seat)}"


def _lay(rest: list[str]) -> str:
    words = [w.lower() for w in rest]
    if len(words) < 2 or words[0] not in ("a", "b"):
        raise ValueError(Msg("rd.err.lay_form"))
    end, heading = words[0].upper(), _HEADING.get(words[1])
    if heading is None:
        raise ValueError(Msg("rd.err.heading", word=repr(rest[1])))
    wild, tile = False, None
    tail = words[2:]
    while tail:
        word = tail.pop(0)
        if word in ("wild", "?"):
            wild = True
        elif word == "tile" and tail and tail[0].isdigit():
            tile = int(tail.pop(0))
        elif re.fullmatch(r"t\d+", word):
            tile = int(word[1:])
        else:
            raise ValueError(Msg("rd.err.lay_word", word=repr(word)))
    if tile is not None and tile not in TILE:
        raise ValueError(Msg("rd.err.tile_types", n=len(TILE)))
    return f"lay {end} {heading}" + (" wild" if wild else "") + (f" T{tile}" if tile is not None else "")


def _build(rest: list[str]) -> str:
    if len(rest) < 2:
        raise ValueError(Msg("rd.err.build_form"))
    code = company(rest[0])
    m = _SQUARE.fullmatch("".join(rest[1:]).lower())
    if not m:
        raise ValueError(Msg("rd.err.square_form"))
    return f"build {code} {int(m.group(1))}{m.group(2)}{m.group(3)}"


def parse_move(text: str) -> str:
    """Canonical form of a move, or ValueError saying why it is not Railroad Dice notation."""
    words = move_words(text)
    head, rest = words[0].lower(), words[1:]
    if head in ("income", "end") and not rest:
        return head
    if head == "roll" and rest:
        return _roll(rest)
    if head == "buy":
        return _buy(rest)
    if head == "lay":
        return _lay(rest)
    if head == "build":
        return _build(rest)
    if head == "pick" and len(rest) == 1:
        return f"pick {company(rest[0])}"
    if head == "drop" and len(rest) == 1:
        return f"drop {face(rest[0])}"
    raise ValueError(Msg("rd.err.notation", move=repr(str(text).strip())))


def split_lay(move: str) -> tuple[int, str, bool, int | None]:
    """Canonical ``lay`` move -> (end index, heading, wild, tile type or None)."""
    words = move.split()
    tile = next((int(w[1:]) for w in words[3:] if w.startswith("T")), None)
    return "AB".index(words[1]), words[2], "wild" in words, tile


def split_build(move: str) -> tuple[str, int, tuple[int, int]]:
    """Canonical ``build`` move -> (company, tile number, square)."""
    _, code, where = move.split()
    m = _SQUARE.fullmatch(where)
    assert m
    return code, int(m.group(1)), ("abcdefg".index(m.group(2)), int(m.group(3)) - 1)


def split_buy(move: str) -> tuple[str, str, int | None]:
    """Canonical ``buy`` move -> (company, face paid, seller seat or None for the bank)."""
    words = move.split()
    seller = int(words[4][1:]) - 1 if len(words) == 5 else None
    return words[1], words[2], seller


def split_roll(move: str) -> tuple[int, int]:
    k, q = move.split()[1].split("+")
    return int(k), int(q)
