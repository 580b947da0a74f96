"""The step objects Silverton's round is made of (after 18xx.games), and the helpers every step uses
to find a player's pieces."""

from __future__ import annotations

from typing import Any

from ...i18n.messages import Msg
from .table import Table


class Step:
    """A step of the round.  ``settle`` does the automatic part and returns the seat that must decide
    now, or None when the step is over."""

    key = "step"

    def title(self, st: Table) -> Msg:
        return Msg(f"si.step.{self.key}")

    def start(self, st: Table) -> None:
        pass

    def allows(self, st: Table, q: int, words: list[str]) -> bool:
        """Whether an offer with any amount (``is_legal``'s free-amount moves) may be made now: only
        the trade step takes them."""
        return False

    def settle(self, st: Table) -> int | None:
        return None

    def moves(self, st: Table) -> list[str]:
        return []

    def play(self, st: Table, words: list[str]) -> None:
        raise AssertionError(f"{self.key} has no moves")


# -- helpers ------------------------------------------------------------------------------------
def free_pieces(st: Table, q: int, kind: str) -> list[dict[str, Any]]:
    """The player's pieces of ``kind`` at home, one per bonus (equal pieces are interchangeable)."""
    out, seen = [], set()
    for p in st.players[q]["pieces"]:
        if p["kind"] == kind and p["at"] is None and not p["jail"] and p["bonus"] not in seen:
            seen.add(p["bonus"])
            out.append(p)
    return out


def piece(st: Table, q: int, pid: str) -> dict[str, Any]:
    for p in st.players[q]["pieces"]:
        if p["id"] == pid:
            return p
    raise KeyError(pid)


class Sequential(Step):
    """A step the players take one after another in turn order, each ending with ``done``."""

    def start(self, st: Table) -> None:
        st.phase = self.key
        st.idx = 0

    def settle(self, st: Table) -> int | None:
        while st.idx < st.n:
            q = st.order[st.idx]
            if self.options(st, q):
                return q
            st.idx += 1
        return None

    def options(self, st: Table, q: int) -> list[str]:
        return []

    def can_finish(self, st: Table, q: int) -> bool:
        return True

    def moves(self, st: Table) -> list[str]:
        q = st.current
        return self.options(st, q) + (["done"] if self.can_finish(st, q) else [])

    def play(self, st: Table, words: list[str]) -> None:
        q = st.current
        if words == ["done"]:
            st.idx += 1
        else:
            self.act(st, q, words)

    def act(self, st: Table, q: int, words: list[str]) -> None:
        raise AssertionError
