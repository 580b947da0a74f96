"""The round as an ordered list of step objects (after 18xx.games): each step settles what happens by
itself, says which seat must decide (``settle``), lists that seat's moves and plays them.

ROUND: turn order, hiring (advanced game, round 1), placing pieces, disputes, the players' turns, price
regulation, refilling (with the victory check), the round marker.  Each player's turn is seven small
steps (TURN): take cards, build, operate claims, trade, passenger income, sell goods, fines and jail;
what they remember during the turn is a typed record (turn.Turn).  The steps live in modules by family:
step.py (the base), placing.py (phases I-II), disputes.py (III), turn_steps.py, trade.py and
selling.py (IV), round_end.py (V-VII).  The state (state.py) runs ROUND.
"""

from __future__ import annotations

from ...i18n.messages import Msg
from .disputes import DisputeStep
from .placing import HireStep, OrderStep, PlaceStep
from .round_end import Advance, Refill, Regulate
from .selling import Passengers, Sell
from .step import Step
from .table import Table
from .trade import Trade
from .turn import TAKE_CARDS, Turn
from .turn_steps import Build, FinesAndJail, Operate, TakeCards, TurnStep

TURN: list[TurnStep] = [TakeCards(), Build(), Operate(), Trade(), Passengers(), Sell(), FinesAndJail()]


class Turns(Step):
    """Phase IV: every player in turn order does the seven steps of TURN before the next begins."""

    key = "turns"

    def title(self, st: Table) -> Msg:
        if st.turn is None:
            return Msg("si.step.turns")
        return Msg("si.step.turn", name=st.name(st.turn.seat), step=TURN[st.turn.step].title(st))

    def start(self, st: Table) -> None:
        st.phase = "turns"
        st.idx = 0
        self._begin(st)

    def _begin(self, st: Table) -> None:
        st.turn = Turn(seat=st.order[st.idx])
        TURN[TAKE_CARDS].start(st)

    def settle(self, st: Table) -> int | None:
        while st.idx < st.n:
            turn = st.turn_record
            inner = TURN[turn.step]
            seat = inner.settle(st)
            if seat is not None:
                return seat
            inner.finish(st)
            turn.done = False
            turn.step += 1
            if turn.step < len(TURN):
                TURN[turn.step].start(st)
                continue
            st.idx += 1
            if st.idx < st.n:
                self._begin(st)
        st.turn = None
        return None

    def moves(self, st: Table) -> list[str]:
        return TURN[st.turn_record.step].moves(st)

    def play(self, st: Table, words: list[str]) -> None:
        TURN[st.turn_record.step].play(st, words)


ROUND: list[Step] = [OrderStep(), HireStep(), PlaceStep(), DisputeStep(), Turns(), Regulate(), Refill(), Advance()]
