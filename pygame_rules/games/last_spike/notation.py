"""Last Spike's move notation (documented in docs/games/last_spike.md).

    A3              play the tile A3 on its space (the cost, single or double, follows from the rules)
    sell DEN 5000   sell your $5,000 Denver land card to the bank (only while raising cash for a tile)
    bankrupt        declare bankruptcy (only when no tile in hand can be paid for, even by selling)
    buy DEN         buy the next land card of Denver
    draw            end the turn by drawing a tile (draws nothing when the pool is empty)
    pass            a player without tiles ends the turn (drawing one if any are left)

Parsing accepts any case, extra spaces and full city names ("buy dodge city", "sell Denver $5,000").
"""

from ...i18n.messages import Msg
from ...state import move_words
from .data import CITIES, TILES

_CITY_BY_NAME = {}
for _code, (_name, _lat, _lon) in CITIES.items():
    _CITY_BY_NAME[_code.lower()] = _code
    _CITY_BY_NAME[_name.lower()] = _code
    _CITY_BY_NAME[_name.lower().replace(".", "").replace(" ", "")] = _code


def parse_city(text: str) -> str:
    key = " ".join(text.lower().split())
    code = _CITY_BY_NAME.get(key) or _CITY_BY_NAME.get(key.replace(".", "").replace(" ", ""))
    if code is None:
        raise ValueError(Msg("ls.err.unknown_city", city=repr(text)))
    return code


def parse_price(text: str) -> int:
    digits = text.replace("$", "").replace(",", "").replace(".", "").strip()
    if not digits.isdigit():
        raise ValueError(Msg("ls.err.not_price", text=repr(text)))
    return int(digits)


def parse_move(text: str) -> str:
    """Canonical form of a move, or ValueError saying why it is not Last Spike notation."""
    words = move_words(text)
    head = words[0].lower()
    if len(words) == 1 and head.upper() in TILES:
        return head.upper()
    if len(words) == 1 and head in ("draw", "pass", "bankrupt"):
        return head
    if head == "buy" and len(words) >= 2:
        return f"buy {parse_city(' '.join(words[1:]))}"
    if head == "sell" and len(words) >= 3:
        return f"sell {parse_city(' '.join(words[1:-1]))} {parse_price(words[-1])}"
    raise ValueError(Msg("ls.err.notation", move=repr(text.strip())))
