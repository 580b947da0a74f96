"""Silverton's state: the table (table.py) driven by the round's steps (steps.ROUND, after 18xx.games).

A round is an ordered list of step objects: turn order, hiring pieces (advanced game, first round),
placing surveyors and prospectors, disputes, every player's seven-step build-and-operate turn, price
regulation, refilling the display (and the victory check), and the round marker.  ``run`` settles
steps until a seat must decide; that seat is ``current_player``, which may be another than the turn
player (a trade answered by its receiver, a question in a dispute).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ...i18n.messages import Money, Msg
from ...state import OVER
from . import market
from .data import PASSENGER_ORDER, SEGMENT_ORDER
from .rules import RULES_VERSION
from .steps import ROUND, TURN, Step
from .table import Table
from .turn import Turn

_SHARED = (str, int, float, bool, type(None))  # immutable leaves: shared by a copy


def _clone(value: Any) -> Any:
    """A deep copy of the table's plain data (dicts, lists and immutable leaves), without
    ``copy.deepcopy``'s memo: the table holds no object twice (``State.copy``'s test plays copies on
    against deep copies)."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is dict:
        return {k: _clone(v) for k, v in value.items()}
    if kind is list:
        return [_clone(v) for v in value]
    if kind is Turn:
        return dataclasses.replace(value, **{f.name: _clone(getattr(value, f.name))
                                             for f in dataclasses.fields(Turn) if f.name != "seat"})
    raise TypeError(f"State.copy does not know how to copy a {kind.__name__}")


class State(Table):
    def __init__(self, names: list[str], seed: int, scenario: str = "standard", mode: str = "standard",
                 rules_version: int = RULES_VERSION):
        super().__init__(names, seed, scenario, mode, rules_version)
        ROUND[0].start(self)
        self.run()

    def copy(self) -> State:
        """An independent copy for simulation (the expert's sampled worlds): playing on it never changes
        this state, and it goes on exactly as this state would.  About a hundred times faster than
        ``copy.deepcopy``, which was half of the expert's time: the log's lines, never changed once
        written, are shared (a deep copy also rendered each again), the rules too (frozen)."""
        new = State.__new__(State)
        for name, value in self.__dict__.items():
            if name == "chance":
                value = value.copy()
            elif name == "log":
                value = list(value)
            elif name != "rules":
                value = _clone(value)
            new.__dict__[name] = value
        return new

    # -- the driver -----------------------------------------------------------------------------
    def run(self) -> None:
        """Settle steps until a seat must decide (or the game is over)."""
        rnd = ROUND
        while self.phase != OVER:
            step = rnd[self.rstep]
            seat = step.settle(self)
            if self.phase == OVER:
                return
            if seat is not None:
                self.current = seat
                return
            self.rstep = (self.rstep + 1) % len(rnd)
            rnd[self.rstep].start(self)

    @property
    def turn_player(self) -> int | None:
        """Whose turn it is: the player whose seven steps are under way (a trade partner may be the one
        answering), else the seat acting."""
        if self.phase == OVER:
            return None
        if self.phase == "turns" and self.turn is not None:
            return self.turn.seat
        return self.current

    @property
    def step(self) -> Step:
        return ROUND[self.rstep]

    def legal_moves(self) -> list[str]:
        if self.phase == OVER:
            return []
        return self.step.moves(self)

    def is_legal(self, move: str) -> bool:
        """Version 4's offers name any amount up to what the payer holds; legal_moves lists a few
        amounts of each offer, so an offer is checked by its step.  Every other move is listed."""
        words = move.split()
        turn = self.turn
        if (self.rules.free_trade and self.phase == "turns" and len(words) == 5 and words[0] == "offer"
                and words[1].isdigit() and words[4].isdigit() and turn is not None and self.current == turn.seat):
            return not turn.done and TURN[turn.step].allows(self, self.current, words)
        return move in self.legal_moves()

    def apply(self, move: str) -> None:
        self.step.play(self, move.split())
        self.run()

    def why_illegal(self, move: str) -> Msg:
        if self.phase == OVER:
            return Msg("si.err.over")
        legal = self.legal_moves()
        word = move.split()[0] if move.split() else ""
        same = [m for m in legal if m.split()[0] == word]
        what = self.step.title(self)
        words = move.split()
        if same and self.rules.free_trade and word == "offer" and len(words) == 5 and words[4].isdigit():
            r = int(words[1]) - 1 if words[1].isdigit() and 0 < int(words[1]) <= self.n else None
            payer = r if words[2] == "sell" else self.current
            if payer is not None and int(words[4]) > self.players[payer]["money"]:
                return Msg("si.err.offer_amount", name=self.names[payer], price=Money(self.players[payer]["money"]))
        if not same:
            return Msg("si.err.not_now", what=what)
        return Msg("si.err.not_allowed", what=what, word=word)

    # -- views ----------------------------------------------------------------------------------
    def view(self, viewer: int | None) -> dict[str, Any]:
        players = []
        for q, pl in enumerate(self.players):
            players.append({
                "name": self.names[q], "money": pl["money"], "home": pl["home"],
                "pieces": [dict(p) for p in pl["pieces"]], "track": list(pl["track"]),
                "cubes": self.cubes_left(q), "claims": [
                    {"id": c, "goods": pl["goods"].get(c, 0), "depleted": c in pl["depleted"],
                     "worked": c in pl["worked"]} for c in pl["claims"]],
                "passengers": [{"id": p, "route": self.contract_route(q, p)} for p in pl["passengers"]],
                "locos": list(pl["locos"]), "plows": list(pl["plows"]), "fines": pl["fines"],
                "budget": pl["budget"], "earned": dict(pl["earned"]), "spent": dict(pl["spent"]),
                "towns": self.towns(q), "card": pl.get("card"),
            })
        return {
            "viewer": viewer, "players": players, "current_player": self.current_player,
            "rules_version": self.rules_version,
            "log": self.log[-80:], "result": self.result(),
            "round": self.round, "winter": self.winter, "idn": self.idn, "goal": self.goal,
            "scenario": self.scenario, "mode": self.mode, "round_limit": self.round_limit,
            "phase": self.phase, "step": self.step.key if self.phase != OVER else OVER,
            "step_title": self.step.title(self) if self.phase != OVER else Msg("si.term.over"),
            "order": list(self.order), "owner": {s: self.owner[s] for s in SEGMENT_ORDER if s in self.owner},
            "display": list(self.display), "deck": len(self.deck), "discard": len(self.discard),
            "pass_top": list(self.pass_top), "pass_below": [len(b) for b in self.pass_below],
            "pass_open": list(self.pass_open), "pass_gone": list(self.pass_gone), "depletions": self.depletions,
            "gone_at": {p: at for p in PASSENGER_ORDER if (at := self.gone_at(p)) is not None},
            "market": {k: self.market[k] for k in market.KEYS},
            "prices": {k: market.price(self.market, k) for k in market.KEYS},
            "sold": dict(self.sold), "locos": dict(self.locos), "plows": dict(self.plows),
            "disputes": [dict(d) for d in self.disputes], "ask": dict(self.ask) if self.ask else None,
            "offer": dict(self.offer) if self.offer else None,
            "turn": self.turn_dict(),
            "sales": self._sales(viewer),
        }

    def _sales(self, viewer: int | None) -> dict[str, int]:
        """The seller's own sales open now and the units each would sell (step 6, their view only): the page
        shows units, price and total before a sale is made."""
        turn = self.turn
        if (viewer is None or turn is None or viewer != turn.seat or self.phase != "turns"
                or self.current_player != viewer):
            return {}
        units = getattr(TURN[turn.step], "units", None)  # the sell step's
        return units(self, viewer) if units else {}

