"""What the steps keep on the table between moves besides the turn record (turn.py): the queue of
disputes (phase III), the question a dispute asks a seat, and an open trade offer (step 4).  They are
typed dicts, not dataclasses, because saved states hash them as exactly these dicts."""

from __future__ import annotations

from typing import Required, TypedDict


class Dispute(TypedDict, total=False):
    kind: Required[str]  # "segment", "special" (the way through a town), "claim", "passenger", "steal"
    target: Required[str]  # the segment, town, claim or contract disputed
    asked: list[int]  # segment, special: the seats asked already
    challenged: bool  # special: somebody challenged
    seat: int  # steal: the attacker
    piece: str  # steal: the attacker's prospector


class Ask(TypedDict, total=False):
    kind: Required[str]  # "parallel" (take the free parallel segment?) or "special" (challenge?)
    seat: Required[int]
    target: Required[str]
    piece: str  # parallel: the surveyor that would move
    twin: str  # parallel: the free parallel segment
    segments: list[str]  # special: the two segments at the town


# "from" is a keyword, hence the functional form.
Offer = TypedDict("Offer", {"from": int, "to": int, "dir": str, "item": str, "price": int})
