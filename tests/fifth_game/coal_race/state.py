"""Coal Race's rules: one state, every text a message (keys under ``cr.``)."""

from __future__ import annotations

from typing import Any

from pygame_rules.chance import Chance
from pygame_rules.contract import Secret
from pygame_rules.i18n.messages import Msg
from pygame_rules.state import OVER, PhasedState, rank_rows

TARGET, ROUNDS, MAX_ROLLS, BONUS = 20, 6, 3, 3
PLAY = "play"
ENDINGS = ("target", "rounds")


class State(PhasedState):
    def __init__(self, names: list[str], seed: int) -> None:
        self.names = list(names)
        self.chance = Chance(seed)
        cards = [1, 2, 3, 4, 5, 6]
        self.chance.shuffle(cards)
        self.hands = [[card] for card in cards[:len(names)]]  # each seat's secret contract card
        self.pile = cards[len(names):]  # the cards nobody holds, face down
        self.coal = [0] * len(names)
        self.carried, self.rolls_this_turn, self.round = 0, 0, 1
        self.phase, self.current = PLAY, 0
        self.ended: str | None = None
        self.log: list[dict[str, Any]] = [{"text": Msg("cr.log.dealt")}]

    def _say(self, text: Msg, player: int | None = None, secret: Msg | None = None) -> None:
        self.log.append({"text": text, "player": player, "secret": secret})

    def legal_moves(self) -> list[str]:
        if self.phase == OVER:
            return []
        moves = ["roll"] if self.rolls_this_turn < MAX_ROLLS else []
        return moves + (["stop"] if self.rolls_this_turn else [])

    def why_illegal(self, move: str) -> str:
        if self.phase == OVER:
            return Msg("cr.why.over")
        if move == "roll":
            return Msg("cr.why.three_rolls", n=MAX_ROLLS)
        return Msg("cr.why.roll_first")

    def apply(self, move: str) -> None:
        p = self.current
        if move == "roll":
            face = self.chance.roll(1, 6, player=p)[0]
            self.rolls_this_turn += 1
            if face == 1:
                self._say(Msg("cr.log.spill", name=self.names[p], n=self.carried))
                self._end_turn()
                return
            self.carried += face
            self._say(Msg("cr.log.roll", name=self.names[p], face=face, n=self.carried))
            return
        last = self.chance.rolls[-1]["dice"][0]
        bonus = BONUS if last == self.hands[p][0] else 0
        self.coal[p] += self.carried + bonus
        self._say(Msg("cr.log.bank", name=self.names[p], n=self.carried + bonus),
                  p, Msg("cr.log.bank_bonus", n=bonus) if bonus else None)
        self._end_turn()

    def _end_turn(self) -> None:
        self.carried = self.rolls_this_turn = 0
        if max(self.coal) >= TARGET:
            self.finish("target")
            return
        self.current = (self.current + 1) % len(self.names)
        if self.current == 0:
            self.round += 1
            if self.round > ROUNDS:
                self.finish("rounds")

    def say_over(self, result: dict[str, Any]) -> None:
        self._say(Msg(f"cr.log.over.{self.ended}"))

    def result(self) -> dict[str, Any] | None:
        if self.phase != OVER:
            return None
        rows = rank_rows([{"player": q, "coal": c} for q, c in enumerate(self.coal)], lambda r: (r["coal"],))
        return {"ranking": rows, "winners": [r["player"] for r in rows if r["rank"] == 1], "ended": self.ended}

    def view(self, viewer: int | None) -> dict[str, Any]:
        def line(e: dict[str, Any]) -> str:
            mine = viewer is not None and e.get("player") == viewer and e.get("secret")
            return e["secret"] if mine else e["text"]
        return {
            "viewer": viewer,
            "players": [{"name": n, "coal": self.coal[q]} for q, n in enumerate(self.names)],
            "contract": self.hands[viewer][0] if viewer is not None else None,
            "carried": self.carried, "rolls_this_turn": self.rolls_this_turn, "round": self.round,
            "current_player": self.current_player,
            "log": [line(e) for e in self.log],
            "result": self.result(),
        }

    def to_dict(self) -> dict[str, Any]:
        return {"names": self.names, "chance": self.chance.to_dict(), "hands": self.hands,
                "pile": self.pile, "coal": self.coal, "carried": self.carried,
                "rolls_this_turn": self.rolls_this_turn, "round": self.round, "phase": self.phase,
                "current": self.current, "ended": self.ended, "log": self.log}

    def secrets(self) -> list[Secret]:
        return ([Secret(q, "card", ("hands", q)) for q in range(len(self.names))]
                + [Secret(None, "card", ("pile",)), Secret(None, "rng", ("chance", "rng", "state"), "opaque")])

    def invariants(self) -> list[str]:
        cards = sorted([c for h in self.hands for c in h] + self.pile)
        return [] if cards == [1, 2, 3, 4, 5, 6] else ["the six cards are not all there"]
