"""Silverton's table: everything on it, and the helpers the steps (steps.py and the modules it lists)
change it with.  The state (state.py) is this table driven by the round's steps.

Every card id is in exactly one place: the deck (hidden order), the claim display, the discard pile or
a player's claims; passenger contracts are on top of a stack (face up), below it (hidden), in the open
pile of returned contracts, or with a player.  Money never goes negative: nothing can be paid for
without the money, and a fine takes what there is.
"""

from __future__ import annotations

from typing import Any

from ...chance import Chance
from ...contract import Secret
from ...i18n.messages import ListOf, Msg, Stored
from ...state import OVER, PhasedState, rank_rows
from . import market
from .data import (
    CLAIM_ORDER,
    CLAIMS,
    CUBES,
    DISPLAY,
    EVENTS,
    LOCOS,
    PASSENGER_ORDER,
    PASSENGERS,
    PLOWS,
    SCENARIOS,
    SEGMENTS,
    WINTER_EVERY,
    hire_budget,
    idn,
    solitaire_goal,
    start_city,
    start_money,
    start_pieces,
    town_name,
)
from .network import reach, shortest, towns_of
from .present import dollars, market_term
from .records import Ask, Dispute, Offer
from .rules import RULES_VERSION, Rules
from .turn import Turn

# How a game can end (result()["ended"]).
GOAL = "goal"  # somebody reached the scenario's money at the end of a round
CAMPAIGN = "campaign"  # the campaign's 24 rounds are over
ROUND_LIMIT = "round_limit"  # house rule: a money scenario's rounds ran out
SOLO_WON = "solitaire_won"
SOLO_LOST = "solitaire_lost"
ENDINGS = (GOAL, CAMPAIGN, ROUND_LIMIT, SOLO_WON, SOLO_LOST)

LOG_KEPT = 400  # the log keeps the last 400 lines (about four rounds of six players): saves replay anyway
EARNINGS = ["goods", "passengers", "dismantling", "trades"]
SPENDING = ["claims", "contracts", "track", "operating", "fines", "jail", "trades", "equipment", "steals"]


ENDING_TERM = {GOAL: "si.term.goal", CAMPAIGN: "si.term.campaign", ROUND_LIMIT: "si.term.round_limit",
               SOLO_WON: "si.term.solitaire_won", SOLO_LOST: "si.term.solitaire_lost"}


class Table(PhasedState):
    """Everything on the table, and the helpers the steps change it with; the state (state.py) adds the
    round's steps that drive it."""

    def __init__(self, names: list[str], seed: int, scenario: str = "standard", mode: str = "standard",
                 rules_version: int = RULES_VERSION):
        n = len(names)
        self.rules_version = rules_version  # earlier versions' saves replay under their rules
        self.rules = Rules.of(rules_version)
        self.names = list(names)
        self.n = n
        self.scenario = scenario
        self.mode = mode
        self.chance = Chance(seed)
        self.log: list[Msg] = []
        # Lines written so far, the dropped ones included (log_total): not part of the state (to_dict), which
        # the same moves make again.
        self.logged = 0
        self.round = 1
        self.phase = "order"
        self.rstep = 0
        self.current = 0
        self.order: list[int] = list(range(n))
        self.idx = 0  # position in ``order`` of the seat acting in a sequential step
        self.seq = 0  # placement counter: who placed a piece first
        self.players: list[dict[str, Any]] = []
        positions = self._draw_positions() if self.rules.setup_cards else list(range(n))
        for q in range(n):
            at = positions[q]
            pieces = [] if mode == "advanced" else self._pieces(start_pieces(n, at, self.rules.seed_tables))
            self.players.append({
                "money": start_money(n), "home": start_city(at), "pieces": pieces, "track": [],
                "claims": [], "goods": {}, "depleted": [], "worked": [], "passengers": [],
                "locos": [9] if mode == "advanced" else [], "plows": [], "fines": 0,
                "budget": hire_budget(n, self.rules.seed_tables) if mode == "advanced" else 0,
                "earned": {k: 0 for k in EARNINGS}, "spent": {k: 0 for k in SPENDING},
            })
            if self.rules.setup_cards:
                self.players[q]["card"] = at + 1
        self.owner: dict[str, int] = {}
        deck = list(CLAIM_ORDER) + list(EVENTS)
        self.chance.shuffle(deck)
        self.deck: list[str] = deck
        self.display: list[str] = []
        self.discard: list[str] = []
        # Passenger stacks: 8 stacks of A over B over C.  The top is face up; what lies below is hidden.
        letters = {x: [p for p in PASSENGER_ORDER if p[0] == x] for x in "ABC"}
        for x in "BC":
            self.chance.shuffle(letters[x])
        self.pass_top: list[str | None] = list(letters["A"])
        self.pass_below: list[list[str]] = [[letters["C"][i], letters["B"][i]] for i in range(8)]
        self.pass_open: list[str] = []
        self.pass_gone: list[str] = []  # contracts discarded by their discard condition (out of the game)
        self.depletions = 0  # claims depleted so far, every player's
        self.market: dict[str, int] = market.start_prices()
        self.sold: dict[str, int] = {k: 0 for k in market.KEYS}
        self.locos: dict[str, int] = {str(x["value"]): x["count"] for x in LOCOS if x["count"]}
        self.plows: dict[str, int] = {str(x["value"]): x["count"] for x in PLOWS}
        self.disputes: list[Dispute] = []
        self.ask: Ask | None = None
        self.offer: Offer | None = None
        self.turn: Turn | None = None  # the player's turn under way in phase IV
        self.ended: str | None = None
        self.refill_display()

    @property
    def turn_record(self) -> Turn:
        """The player's turn under way (a turn step's own state)."""
        assert self.turn is not None, "no player's turn is under way"
        return self.turn

    # -- setup helpers --------------------------------------------------------------------------
    def _draw_positions(self) -> list[int]:
        """Set-up: every seat in turn draws a turn-order card (a draw of the engine's chance, so a
        test can script it); start city, pieces and money follow the card (seed), not the seat."""
        cards = list(range(1, self.n + 1))
        self.chance.shuffle(cards)
        drawn = [int(self.chance.draw(cards)) for _ in range(self.n)]
        if self.n > 1:
            for q, c in enumerate(drawn):
                self.say(Msg("si.log.setup_card", name=self.names[q], card=c, town=town_name(start_city(c - 1))))
        return [c - 1 for c in drawn]

    @staticmethod
    def _pieces(codes: list[str]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for code in sorted(codes, key=lambda c: (c[0] != "S", -int(c[1:]))):
            kind = code[0]
            k = sum(1 for p in out if p["kind"] == kind) + 1
            out.append({"id": f"{kind}{k}", "kind": kind, "bonus": int(code[1:]), "at": None, "jail": False,
                        "held": False, "seq": 0})
        return out

    # -- facts ----------------------------------------------------------------------------------
    @property
    def winter(self) -> bool:
        return self.round % WINTER_EVERY == 0

    @property
    def idn(self) -> int:
        return idn(self.round)

    @property
    def goal(self) -> int | None:
        g = SCENARIOS[self.scenario]["goal"]
        return int(g) if g is not None else (solitaire_goal(self.scenario) if self.n == 1 else None)

    @property
    def round_limit(self) -> int:
        return int(SCENARIOS[self.scenario]["rounds"])

    def name(self, q: int) -> str:
        return self.names[q]

    def say(self, text: Msg) -> None:
        """A line of the log: "Round 3: ..." (the line as the log always stored it, counts and all, is the
        English its message reads as alone: see i18n.messages)."""
        self.log.append(Msg("si.log.round", r=self.round, text=Stored(text, text)))
        self.logged += 1
        if len(self.log) > LOG_KEPT:
            del self.log[: len(self.log) - LOG_KEPT]

    def roll(self, n: int, q: int | None, why: Msg) -> list[int]:
        faces = self.chance.roll(n, 6, player=q, why=why)
        name = self.names[q] if q is not None else Msg("si.term.bank")
        shown = " + ".join(map(str, faces))
        if n > 1:
            self.say(Msg("si.log.rolls", name=name, faces=shown, total=sum(faces), why=why))
        else:
            self.say(Msg("si.log.rolls_one", name=name, faces=shown, why=why))
        return faces

    def pay(self, q: int, amount: int, what: str) -> None:
        pl = self.players[q]
        assert 0 <= amount <= pl["money"], "a payment the player cannot afford"
        pl["money"] -= amount
        pl["spent"][what] += amount

    def earn(self, q: int, amount: int, what: str) -> None:
        self.players[q]["money"] += amount
        self.players[q]["earned"][what] += amount

    def cubes_left(self, q: int) -> int:
        return CUBES - len(self.players[q]["track"])

    def towns(self, q: int) -> list[str]:
        pl = self.players[q]
        return towns_of(pl["track"], pl["home"])

    def closed(self, q: int) -> set[str]:
        """White segments that cannot be used now (winter, unless plowed open this turn)."""
        if not self.winter:
            return set()
        opened = set(self.turn.opened) if self.turn is not None and self.turn.seat == q else set()
        return {s for s in self.players[q]["track"] if SEGMENTS[s].white and s not in opened}

    def usable(self, q: int, winter_aware: bool = True) -> set[str]:
        track = set(self.players[q]["track"])
        return track - self.closed(q) if winter_aware else track

    def route(self, q: int, a: str, b: str, winter_aware: bool = False) -> tuple[int, list[str]] | None:
        return shortest(self.usable(q, winter_aware), a, b)

    def reaches(self, q: int, town: str) -> bool:
        """Whether the player's track (from the home city) already reaches ``town``."""
        pl = self.players[q]
        return town in reach(set(pl["track"]), pl["home"])

    def surveyors_on(self, sid: str) -> list[tuple[int, dict[str, Any]]]:
        return self.pieces_at(f"survey:{sid}")

    def pieces_at(self, target: str) -> list[tuple[int, dict[str, Any]]]:
        out = [(q, p) for q, pl in enumerate(self.players) for p in pl["pieces"] if p["at"] == target]
        return sorted(out, key=lambda qp: (qp[1]["seq"], qp[0]))

    def owns_twin(self, q: int, sid: str) -> bool:
        """Whether the player owns or surveys the other segment of a parallel pair."""
        twin = SEGMENTS[sid].parallel
        if twin is None:
            return False
        return self.owner.get(twin) == q or any(s == q for s, _ in self.surveyors_on(twin))

    def passenger_owner(self, pid: str) -> int | None:
        for q, pl in enumerate(self.players):
            if pid in pl["passengers"]:
                return q
        return None

    def face_up_passengers(self) -> list[str]:
        return [p for p in self.pass_top if p is not None] + list(self.pass_open)

    def contract_route(self, q: int, pid: str, winter_aware: bool = False) -> int | None:
        p = PASSENGERS[pid]
        found = self.route(q, p["a"], p["b"], winter_aware)
        return None if found is None else found[0]

    def claim_town_linked(self, q: int, cid: str) -> bool:
        return self.reaches(q, CLAIMS[cid]["town"])

    def return_piece(self, q: int, piece: dict[str, Any]) -> None:
        piece["at"] = None
        piece["held"] = False

    # -- track ----------------------------------------------------------------------------------
    def build(self, q: int, sid: str) -> None:
        self.players[q]["track"].append(sid)
        self.owner[sid] = q

    def unbuild(self, q: int, sid: str) -> None:
        self.players[q]["track"].remove(sid)
        del self.owner[sid]
        self.check_contracts(q)

    def check_contracts(self, q: int) -> None:
        """A contract whose route the player no longer has goes to the open pile (S-ac)."""
        pl = self.players[q]
        for pid in list(pl["passengers"]):
            if self.contract_route(q, pid) is None:
                pl["passengers"].remove(pid)
                self.pass_open.append(pid)
                self.say(Msg("si.log.route_lost", name=self.name(q), pid=pid))

    # -- claims ---------------------------------------------------------------------------------
    def drop_claim(self, q: int, cid: str) -> None:
        pl = self.players[q]
        pl["claims"].remove(cid)
        pl["goods"].pop(cid, None)
        if cid in pl["depleted"]:
            pl["depleted"].remove(cid)
        self.discard.append(cid)

    def give_claim(self, q: int, r: int, cid: str) -> None:
        a, b = self.players[q], self.players[r]
        a["claims"].remove(cid)
        b["claims"].append(cid)
        if cid in a["goods"]:
            b["goods"][cid] = a["goods"].pop(cid)
        for key in ("depleted", "worked"):
            if cid in a[key]:
                a[key].remove(cid)
                b[key].append(cid)

    def refill_display(self) -> None:
        """Phase VI: turn cards up until 8 show; an event turned up here is shuffled back (S-ac)."""
        while len(self.display) < DISPLAY and any(c in CLAIMS for c in self.deck):
            card = self.chance.draw(self.deck)
            if card in EVENTS:
                self.deck.append(card)
                self.chance.shuffle(self.deck)
                continue
            self.display.append(card)

    def refill_passengers(self) -> None:
        for i in range(len(self.pass_top)):
            while self.pass_top[i] is None and self.pass_below[i]:
                self.pass_top[i] = self.chance.draw(self.pass_below[i])
                self.say(Msg("si.log.contract_up", pid=self.pass_top[i]))
                self.discard_contracts()  # one turned up after its condition came true goes at once

    # -- discard conditions (rules version 2) ---------------------------------------------------
    def gone_at(self, pid: str) -> int | None:
        """How many depletions discard this contract (None: it has no discard condition)."""
        if not self.rules.discard_conditions:
            return None
        cond = PASSENGERS[pid].get("discard")
        return None if cond is None else int(cond["depletions"])

    def deplete(self, q: int, cid: str) -> None:
        """A claim depletes: counted for the discard conditions of contracts."""
        self.players[q]["depleted"].append(cid)
        self.depletions += 1
        self.discard_contracts()

    def discard_contracts(self) -> None:
        """Face-up and held contracts whose discard condition came true leave the game (S-ac; which
        contracts and how many depletions are a reconstruction).  Hidden ones go when turned up."""
        for pid in PASSENGER_ORDER:
            at = self.gone_at(pid)
            if at is None or self.depletions < at or pid in self.pass_gone:
                continue
            owner = self.passenger_owner(pid)
            if pid in self.pass_top:
                self.pass_top[self.pass_top.index(pid)] = None
            elif pid in self.pass_open:
                self.pass_open.remove(pid)
            elif owner is not None:
                self.players[owner]["passengers"].remove(pid)
            else:
                continue  # still hidden in its stack
            self.pass_gone.append(pid)
            if owner is None:
                self.say(Msg("si.log.contract_gone", n=self.depletions, pid=pid))
            else:
                self.say(Msg("si.log.contract_gone_owner", n=self.depletions, pid=pid, name=self.name(owner)))

    def apply_event(self, q: int, eid: str) -> None:
        ev = EVENTS[eid]
        self.say(Msg("si.log.event", name=self.name(q), ev=Msg(f"si.event.{eid.lower()}")))
        if ev["effect"] == "fine":
            self.players[q]["fines"] += ev["amount"]
            self.say(Msg("si.log.fine", name=self.name(q), money=dollars(ev["amount"])))
        elif ev["effect"] == "fine_all":
            for r in range(self.n):
                self.players[r]["fines"] += ev["amount"]
            self.say(Msg("si.log.fine_all", money=dollars(ev["amount"])))
        else:
            for key in ev["markets"]:
                old = self.market[key]
                self.market[key] = market.move(old, key, ev["steps"])
            self.say(Msg("si.log.markets", markets=ListOf(market_term(k) for k in ev["markets"]),
                         steps=f"{ev['steps']:+d}"))
        self.discard.append(eid)

    # -- end of the game ------------------------------------------------------------------------
    def say_over(self, result: dict[str, Any]) -> None:
        """The log's last line: how the game ended and who won (the shared ``finish`` calls it)."""
        ended = self.ended
        assert ended is not None
        winners = [self.names[w] for w in result["winners"]]
        names = Stored(" and ".join(winners), ListOf(winners, last_and=True))  # stored: "A and B and C"
        why = Stored(ended.replace("_", " "), Msg(ENDING_TERM[ended]))
        self.say(Msg("si.log.over_one" if len(winners) == 1 else "si.log.over_many", why=why, names=names))

    def result(self) -> dict[str, Any] | None:
        if self.phase != OVER:
            return None
        rows = [{"player": q, "money": pl["money"], "claims": len(pl["claims"]), "track": len(pl["track"]),
                 "earned": dict(pl["earned"]), "spent": dict(pl["spent"])}
                for q, pl in enumerate(self.players)]
        out = self.final_result(rank_rows(rows, lambda r: (r["money"],)), Msg("si.tie_break"), rounds=self.round)
        if self.n == 1:
            out["goal"] = self.goal
            out["goal_met"] = self.ended == SOLO_WON
        return out

    def to_dict(self) -> dict[str, Any]:
        out = {
            "names": self.names, "scenario": self.scenario, "mode": self.mode, "rng": self.chance.rng.state,
            "round": self.round, "phase": self.phase, "rstep": self.rstep, "current": self.current,
            "order": self.order, "idx": self.idx, "seq": self.seq, "players": self.players, "owner": self.owner,
            "deck": self.deck, "display": self.display, "discard": self.discard, "pass_top": self.pass_top,
            "pass_below": self.pass_below, "pass_open": self.pass_open, "market": self.market, "sold": self.sold,
            "locos": self.locos, "plows": self.plows, "disputes": self.disputes, "ask": self.ask,
            "offer": self.offer, "turn": self.turn_dict(), "ended": self.ended, "log": self.log,
        }
        if self.rules.stores_version:  # a version-1 state keeps the shape (and hash) it was saved with
            out.update({"rules_version": self.rules_version, "pass_gone": self.pass_gone,
                        "depletions": self.depletions})
        return out

    def turn_dict(self) -> dict[str, Any]:
        """The turn under way as saved states hold it ({} outside a player's turn)."""
        return {} if self.turn is None else self.turn.to_dict(self.rules.locos_together)

    def log_total(self) -> int:
        return self.logged

    def log_since(self, viewer: int | None, start: int) -> list[Any]:
        """Every line from ``start`` on that the log still keeps (the view holds only the latest 80); the
        log holds no secrets, so every viewer reads the same lines."""
        first = self.logged - len(self.log)
        return list(self.log[max(0, start - first):]) if start < self.logged else []

    def secrets(self) -> list[Secret]:
        """The claim deck's order and what lies below each passenger stack's top are nobody's."""
        return ([Secret(None, "card", ("deck",))]
                + [Secret(None, "passenger", ("pass_below", i)) for i in range(8)]
                + [Secret(None, "rng", ("chance", "rng", "state"), "opaque")])

    def invariants(self) -> list[str]:
        problems = []
        cards = self.deck + self.display + self.discard + [c for pl in self.players for c in pl["claims"]]
        cards += [self.turn.drawn] if self.turn is not None and self.turn.drawn else []  # drawn, being decided on
        if sorted(cards) != sorted(list(CLAIM_ORDER) + list(EVENTS)):
            problems.append("claim and event cards are not conserved")
        contracts = ([p for p in self.pass_top if p] + [p for b in self.pass_below for p in b] + self.pass_open
                     + self.pass_gone
                     + [p for pl in self.players for p in pl["passengers"]])
        if sorted(contracts) != sorted(PASSENGER_ORDER):
            problems.append("passenger contracts are not conserved")
        for q, pl in enumerate(self.players):
            if pl["money"] < 0:
                problems.append(f"{self.names[q]} has negative money")
            if len(pl["track"]) > CUBES:
                problems.append(f"{self.names[q]} uses more cubes than there are")
            for sid in pl["track"]:
                if self.owner.get(sid) != q:
                    problems.append(f"{sid} is in {self.names[q]}'s track but not theirs")
                twin = SEGMENTS[sid].parallel
                if twin and twin in pl["track"]:
                    problems.append(f"{self.names[q]} owns both of a parallel pair")
            if any(c not in pl["claims"] for c in pl["goods"]):
                problems.append("goods on a claim nobody owns")
            if len(pl["locos"]) > 4:
                problems.append("more than four locomotives")
        if len(self.owner) != sum(len(pl["track"]) for pl in self.players):
            problems.append("segment owners disagree with the players' track")
        return problems

