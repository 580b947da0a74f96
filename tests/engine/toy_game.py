"""Offer Dice: a toy game registered inside the test suite, to show the conformance suite runs
against anything registered and to exercise what the real games need from the engine.

It is small but has every hard part: dice rolled through the engine (with a "natural 2 goes to jail"
rule to test by scripting the dice), hidden hands dealt from a hidden deck, a draw that reveals, and
decisions by seats other than the turn player (an offer that the other seats answer one after another).

Rules.  2-4 players, each dealt two cards (1-12) from a shuffled deck.  On your turn you may first
``swap N``: put card N under the deck and draw a new one.  Then ``roll`` two dice: a natural 2 (1 and 1)
sends you to jail (you miss your next turn) and scores nothing.  Otherwise you either ``keep`` the roll
(score it) or ``offer`` it: each other seat in turn order then answers ``accept`` (it takes the points
and gives you its highest card, which scores you that card's value and goes under the deck; only a seat
holding a card may accept) or ``refuse``.  One swap per turn.  If everyone refuses you score half the
roll, rounded down.  The first to 30 points wins at the end of that turn ("target"); after 6 rounds
the most points win ("rounds").
"""

from __future__ import annotations

from typing import Any

from pygame_rules.bots import Bot, Level
from pygame_rules.chance import Chance, roll_text
from pygame_rules.contract import GameRules, Secret
from pygame_rules.state import OVER, PhasedState, move_words
from pygame_rules.svg import dice, el, esc, text

CARDS = list(range(1, 13))
TARGET, ROUNDS = 30, 6
START, ROLLED, OFFER = "start", "rolled", "offer"
ENDS = ("target", "rounds")


class ToyState(PhasedState):
    def __init__(self, names: list[str], seed: int):
        self.names = list(names)
        self.chance = Chance(seed)
        deck = list(CARDS)
        self.chance.shuffle(deck)
        self.deck = deck
        self.hands = [sorted(self.chance.draw(self.deck) for _ in range(2)) for _ in names]
        self.scores = [0] * len(names)
        self.jailed = [False] * len(names)
        self.log: list[dict[str, Any]] = [{"text": "Each player is dealt two cards."}]
        self.phase, self.turn, self.current = START, 0, 0
        self.round = 1
        self.pending = 0
        self.asked: list[int] = []  # seats still to answer the current offer, in order
        self.ended: str | None = None
        self.swapped = False  # this turn

    @property
    def turn_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def _say(self, text_: str, player: int | None = None, secret: str | None = None) -> None:
        self.log.append({"text": text_, "player": player, "secret": secret})

    # -- protocol ------------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        if self.phase == OVER:
            return []
        if self.phase == START:
            return ["roll"] + ([] if self.swapped else [f"swap {c}" for c in self.hands[self.turn]])
        if self.phase == ROLLED:
            return ["keep", "offer"]
        return ["accept", "refuse"] if self.hands[self.current] else ["refuse"]

    def why_illegal(self, move: str) -> str:
        if move.startswith("swap") and self.phase == START:
            return "you hold no such card"
        if self.phase == OFFER:
            return f"{self.names[self.current]} must accept or refuse the offer"
        return "not possible now"

    def apply(self, move: str) -> None:
        p = self.current
        word = move.split()[0]
        if word == "swap":
            card = int(move.split()[1])
            self.hands[p].remove(card)
            self.deck.insert(0, card)
            new = self.chance.draw(self.deck)
            self.hands[p] = sorted(self.hands[p] + [new])
            self._say(f"{self.names[p]} swaps a card.", p, f"You swap {card} for {new}.")
            self.swapped = True
            return
        if word == "roll":
            roll = self.chance.roll(2, 6, player=p, why="")
            self._say(roll_text(self.names[p], self.chance.rolls[-1]) + ".")
            if roll == [1, 1]:
                self.jailed[p] = True
                self._say(f"A natural 2: {self.names[p]} goes to jail and misses the next turn.")
                self._end_turn()
                return
            self.pending, self.phase = sum(roll), ROLLED
            return
        if word == "keep":
            self._score(p, self.pending, "keeps")
            self._end_turn()
            return
        if word == "offer":
            n = len(self.names)
            self.asked = [(p + k) % n for k in range(1, n)]
            self.phase, self.current = OFFER, self.asked[0]
            self._say(f"{self.names[p]} offers the {self.pending} points to the table.")
            return
        if word == "accept":
            card = self.hands[p].pop()  # the highest card
            self.deck.insert(0, card)
            self._score(p, self.pending, "accepts and takes")
            self._score(self.turn, card, "receives")
            self._end_turn()
            return
        # refuse
        self._say(f"{self.names[p]} refuses.")
        self.asked.pop(0)
        if self.asked:
            self.current = self.asked[0]
        else:
            self._score(self.turn, self.pending // 2, "is refused by everyone and scores")
            self._end_turn()

    def _score(self, p: int, points: int, how: str) -> None:
        self.scores[p] += points
        self._say(f"{self.names[p]} {how} {points} point{'s' if points != 1 else ''}.")

    def _end_turn(self) -> None:
        self.pending, self.asked, self.swapped = 0, [], False
        if max(self.scores) >= TARGET:
            self._finish("target")
            return
        n = len(self.names)
        while True:
            self.turn = (self.turn + 1) % n
            if self.turn == 0:
                self.round += 1
                if self.round > ROUNDS:
                    self._finish("rounds")
                    return
            if self.jailed[self.turn]:
                self.jailed[self.turn] = False
                self._say(f"{self.names[self.turn]} is in jail and misses this turn.")
                continue
            break
        self.current, self.phase = self.turn, START

    def _finish(self, why: str) -> None:
        self.phase, self.ended = OVER, why
        self._say(f"Game over ({why}).")

    def result(self) -> dict[str, Any] | None:
        if self.phase != OVER:
            return None
        order = sorted(range(len(self.names)), key=lambda q: (-self.scores[q], q))
        best = self.scores[order[0]]
        ranking = []
        for q in order:
            rank = 1 if self.scores[q] == best else len(ranking) + 1
            ranking.append({"player": q, "rank": rank, "score": self.scores[q]})
        return {"ranking": ranking, "winners": [r["player"] for r in ranking if r["rank"] == 1],
                "ended": self.ended}

    def view(self, viewer: int | None) -> dict[str, Any]:
        return {
            "viewer": viewer,
            "players": [{"name": self.names[q], "score": self.scores[q], "cards": len(self.hands[q]),
                         "jailed": self.jailed[q]} for q in range(len(self.names))],
            "hand": list(self.hands[viewer]) if viewer is not None else None,
            "deck": len(self.deck),
            "phase": self.phase,
            "round": self.round,
            "pending": self.pending,
            "asked": list(self.asked),
            "current_player": self.current_player,
            "log": [e["secret"] if viewer is not None and e.get("player") == viewer and e.get("secret")
                    else e["text"] for e in self.log],
            "result": self.result(),
        }

    def to_dict(self) -> dict[str, Any]:
        return {"names": self.names, "chance": self.chance.to_dict(), "deck": self.deck, "hands": self.hands,
                "scores": self.scores, "jailed": self.jailed, "log": self.log, "phase": self.phase,
                "turn": self.turn, "current": self.current, "round": self.round, "pending": self.pending,
                "asked": self.asked, "ended": self.ended, "swapped": self.swapped}

    def secrets(self) -> list[Secret]:
        return ([Secret(q, "card", ("hands", q)) for q in range(len(self.names))]
                + [Secret(None, "card", ("deck",)), Secret(None, "rng", ("chance", "rng", "state"), "opaque")])

    def invariants(self) -> list[str]:
        cards = sorted(self.deck + [c for h in self.hands for c in h])
        return [] if cards == CARDS else ["the twelve cards are not conserved"]


def parse_move(text_: str) -> str:
    words = [w.lower() for w in move_words(text_)]
    if len(words) == 1 and words[0] in ("roll", "keep", "offer", "accept", "refuse"):
        return words[0]
    if len(words) == 2 and words[0] == "swap" and words[1].isdigit():
        return f"swap {int(words[1])}"
    raise ValueError(f"{text_!r} is not Offer Dice notation (roll, swap N, keep, offer, accept, refuse)")


def render(view: dict[str, Any]) -> str:
    legal = set(view.get("legal_moves") or [])
    parts = [el("rect", x="0", y="0", width="400", height="200", fill="#f4efe1")]
    for q, pl in enumerate(view["players"]):
        parts.append(text(10, 24 + 20 * q, f"{pl['name']}: {pl['score']} points, {pl['cards']} cards"))
    parts.append(dice(220, 20, view.get("last_roll"), ""))
    for i, move in enumerate(sorted(legal)):
        parts.append(el("g", el("rect", x=str(10 + 64 * i), y="150", width="60", height="30", fill="#ddd")
                        + text(14 + 64 * i, 170, move), data_move=move, role="button", tabindex="0"))
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" aria-label="{esc("Offer Dice")}">' \
        + "".join(parts) + "</svg>"


class ToyRules(GameRules):
    id = "offer_dice"
    prefix = "toy"
    name = "Offer Dice (test game)"
    blurb = "A toy game for the engine's tests."
    min_players = 2
    max_players = 4
    default_bot = "steady"
    endings = ENDS

    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> ToyState:
        return ToyState([s["name"] for s in options["players"]], seed)

    def parse_move(self, text_: str) -> str:
        return parse_move(text_)

    def render_svg(self, view: dict[str, Any]) -> str:
        return render(view)

    def own_bots(self) -> dict[str, Bot]:
        # A module, not a game package with a bots/ folder: its one level is named here.  The lambda
        # looks steady() up when it plays, so a test can put a spy in its place.
        return {"steady": Level("steady", "Keeps rolls of 7 or more, accepts offers of 8 or more",
                                lambda view, legal, seed: steady(view, legal, seed))}


def steady(view: dict[str, Any], legal: list[str], seed: int) -> str:
    """The toy's bot.  Decides from its own view: the pending points and its own hand."""
    if "accept" in legal:
        return "accept" if view["pending"] >= 8 and view["hand"] else "refuse"
    if "keep" in legal:
        return "keep" if view["pending"] >= 7 else "offer"
    low = [m for m in legal if m.startswith("swap") and int(m.split()[1]) <= 2]
    return low[0] if low else "roll"


RULES = ToyRules()
