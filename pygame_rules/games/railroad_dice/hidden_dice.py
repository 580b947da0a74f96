"""Dice nobody may count: the bank and what lies behind each screen.

How many dice a player has behind the screen is that player's secret, and the bank's count is
nobody's (with it public, two players could work each other's screens out by subtraction).  Each of
these places is a list of ``capacity`` slots, 1 for a die and 0 for an empty place, with the capacity
the number of dice in the game.  That shape is what lets the conformance suite prove the counts
hidden: ``pygame_rules.secrets.redeal`` pools the slots of every place hidden from a viewer and deals
them back, each place keeping its length, so the dice land in new numbers on each side while the
viewer's own screen, and the sum of the others (public: every die not in the bank or behind a screen
is on the table), stay as they are.

Faces behind the screen do not matter (seed: "dice behind the screen are money"), so slots hold no
faces.
"""

from __future__ import annotations


def empty(capacity: int) -> list[int]:
    return [0] * capacity


def count(slots: list[int]) -> int:
    return sum(slots)


def put(slots: list[int], n: int) -> None:
    """Add ``n`` dice (first free slots first)."""
    for i, slot in enumerate(slots):
        if n == 0:
            return
        if not slot:
            slots[i] = 1
            n -= 1
    if n:
        raise ValueError("more dice than the game has")


def take(slots: list[int], n: int) -> int:
    """Take up to ``n`` dice (last slots first); returns how many there were to take."""
    taken = 0
    for i in range(len(slots) - 1, -1, -1):
        if taken == n:
            break
        if slots[i]:
            slots[i] = 0
            taken += 1
    return taken
