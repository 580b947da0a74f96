"""Silverton's move notation: a verb, then ids.  Verbs are lower case; piece ids (S1, P2), segment ids
(DEN-CSP, DEN-CSP/2), claim ids (M17), goods lots (G17), contract ids (A3) and town codes (DEN) upper case.

    done | next | draw | accept | refuse | parallel | fight | challenge | allow
    hire S2                  survey S1 DEN-CSP        dismantle S1 DEN-CSP
    prospect P1 M17          prospect P1 A3           steal P1 A3           deck P1
    buy M17 | leave M17      extend DEN-GOL           operate M17
    offer 2 sell DEN-CSP 100 offer 3 buy G17 250      plow LEA-GWS 2 (version 3 and earlier: plow LEA-GWS)
    sell M17 DEN             bail P1                  jailroll P1           buyloco 24    buyplow 2

An offer's amount is any whole number of dollars from 0 to what the payer holds (rules version 4);
legal_moves lists 50, 100, 250 and 500 of each as representatives, State.is_legal accepts any.
"""

from __future__ import annotations

import re

from ...i18n.messages import Msg
from ...state import move_words
from .data import CLAIMS, MARKETS, PASSENGERS, SEGMENTS

BARE = {"done", "next", "draw", "accept", "refuse", "parallel", "fight", "challenge", "allow"}
PIECE = re.compile(r"^[SP][1-4]$")
BONUS = re.compile(r"^[SP][0-2]$")


def _claim(w: str) -> bool:
    return w in CLAIMS


def _lot(w: str) -> bool:
    return w in CLAIMS or (w.startswith("G") and "M" + w[1:] in CLAIMS)


def _check(words: list[str]) -> bool:
    verb, args = words[0], words[1:]
    shapes = {
        "hire": lambda: len(args) == 1 and bool(BONUS.match(args[0])),
        "survey": lambda: len(args) == 2 and bool(PIECE.match(args[0])) and args[1] in SEGMENTS,
        "dismantle": lambda: len(args) == 2 and bool(PIECE.match(args[0])) and args[1] in SEGMENTS,
        "prospect": lambda: (len(args) == 2 and bool(PIECE.match(args[0]))
                             and (_claim(args[1]) or args[1] in PASSENGERS)),
        "steal": lambda: len(args) == 2 and bool(PIECE.match(args[0])) and args[1] in PASSENGERS,
        "deck": lambda: len(args) == 1 and bool(PIECE.match(args[0])),
        "buy": lambda: len(args) == 1 and (_claim(args[0]) or args[0] in PASSENGERS),
        "leave": lambda: len(args) == 1 and (_claim(args[0]) or args[0] in PASSENGERS),
        "extend": lambda: len(args) == 1 and args[0] in SEGMENTS,
        "operate": lambda: len(args) == 1 and _claim(args[0]),
        "plow": lambda: len(args) in (1, 2) and args[0] in SEGMENTS and (len(args) == 1 or args[1].isdigit()),
        "sell": lambda: len(args) == 2 and _lot(args[0]) and args[1] in MARKETS,
        "bail": lambda: len(args) == 1 and bool(PIECE.match(args[0])),
        "jailroll": lambda: len(args) == 1 and bool(PIECE.match(args[0])),
        "buyloco": lambda: len(args) == 1 and args[0].isdigit(),
        "buyplow": lambda: len(args) == 1 and args[0].isdigit(),
        "offer": lambda: (len(args) == 4 and args[0].isdigit() and args[1] in ("SELL", "BUY")
                          and (args[2] in SEGMENTS or _lot(args[2])) and args[3].isdigit()),
    }
    if verb in BARE:
        return not args
    check = shapes.get(verb)
    return bool(check and check())


def parse_move(text: str) -> str:
    words = move_words(text)
    words = [words[0].lower()] + [w.upper() for w in words[1:]]
    if not _check(words):
        raise ValueError(Msg("si.err.notation", move=repr(text)))
    if words[0] == "offer":
        words[1] = str(int(words[1]))
        words[2] = words[2].lower()
        words[4] = str(int(words[4]))
    if words[0] == "plow" and len(words) == 3:
        words[2] = str(int(words[2]))
    return " ".join(words)
