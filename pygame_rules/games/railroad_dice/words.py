"""Railroad Dice's words as messages (i18n.messages): the game's terms and counts, for the log, the
page's texts and the drawings alike.  Each is a ``Msg`` whose English is the word the rules always
wrote, so a log line built from them reads (and hashes) as before; a count's message chooses its
plural form, in English too, as a nested message ("1 die", "3 dice")."""

from __future__ import annotations

from ...i18n.messages import ListOf, Msg
from .data import COMPANY, TILE, WILD

# How a game ended (state.ENDINGS, stored as these English words) -> its term.
END_TERMS = {"the bank ran out of dice": "rd.term.bank_out", "a kind of terrain was used up": "rd.term.terrain_out",
             "the last year was played": "rd.term.last_year"}


def dice(n: int) -> Msg:
    """"1 die", "3 dice"."""
    return Msg("rd.count.dice", n=n)


def wild_dice(n: int) -> Msg:
    """"1 ? die", "2 ? dice"."""
    return Msg("rd.count.wild", n=n)


def face(f: str) -> Msg | str:
    """A die face as the log says it: "straight", "curve", "share", and "?" for the wild face."""
    return "?" if f == WILD else Msg(f"rd.term.{f}")


def company(code: str) -> Msg:
    """A company by its colour: "Red"."""
    return Msg(f"rd.term.{COMPANY[code].name.lower()}")


def share(code: str) -> Msg:
    """"Red share"."""
    return Msg(f"rd.term.share_of_{COMPANY[code].name.lower()}")


def tile(number: int) -> Msg:
    """A tile type's name: "Meadow", "Northern hills"."""
    return Msg(f"rd.term.t_{TILE[number].name.split()[0].lower()}")


def kind(name: str) -> Msg:
    """A kind of terrain (a tile type's kind): "Plains", "Mountains"."""
    return Msg(f"rd.term.{name.lower()}")


def ground(name: str) -> Msg:
    """A square's terrain: "meadow", "mountain", "water"."""
    return Msg(f"rd.term.{name}")


HEADINGS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def heading(h: str) -> Msg:
    """"north" for N."""
    return Msg(f"rd.term.{HEADINGS[h]}")


def ending(why: str) -> Msg | str:
    """How the game ends or ended, from the state's ending (one of state.ENDINGS)."""
    key = END_TERMS.get(why)
    return Msg(key) if key else why


def and_list(items: list) -> Msg:
    """Items joined, the last two by the language's "and" ("A and B", "1, 2 and 3")."""
    return Msg("rd.term.items", items=ListOf(items, last_and=True))
