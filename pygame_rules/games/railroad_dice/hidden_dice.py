"""Dice nobody else may count: what lies behind each screen.

How many dice a player has behind the screen is that player's secret.  The bank is a pile on the
table, so its count is public (with two players, a player who counts the bank, the board and the
dice in front can work the other screen out by subtraction, as at a real table; with more players
only the other screens' total).  Each place (every screen, and the bank, which shares the shape) is
a list of ``capacity`` slots, 1 for a die and 0 for an empty place, with the capacity the number of
dice in the game.  That shape is what lets the conformance suite prove the screens hidden:
``pygame_rules.secrets.redeal`` pools the slots of every screen hidden from a viewer and deals them
back, each keeping its length, so the dice land in new numbers behind those screens while the
viewer's own screen, the bank and the others' total stay as they are.

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
