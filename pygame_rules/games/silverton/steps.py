"""The round as an ordered list of step objects (after 18xx.games): each step settles what happens by
itself, says which seat must decide (``settle``), lists that seat's moves and plays them.

ROUND: turn order, hiring (advanced game, round 1), placing pieces, disputes, the players' turns, price
regulation, refilling (with the victory check), the round marker.  Each player's turn is seven small
steps (TURN): take cards, build, operate claims, trade, passenger income, sell goods, fines and jail.
"""

from __future__ import annotations

from typing import Any

from ...i18n.messages import ListOf, Msg
from . import market
from .data import (
    AT_TOWN,
    CLAIM_TOWN_BONUS,
    CLAIMS,
    DEPLETE,
    DISMANTLE_PER_LENGTH,
    EVENTS,
    FREE_EXTENSION_BELOW,
    HIRE,
    JAIL_BAIL,
    JAIL_FREE,
    LIMIT_PER_TURN,
    LOCOS,
    MARKETS,
    MAX_LOCOS,
    MAX_OFFERS,
    OFFER_AMOUNTS,
    OFFERS_PER_PARTNER,
    PASSENGERS,
    PLOWS,
    SEGMENT_ORDER,
    SEGMENTS,
    TOWNS,
    TRADE_PRICES,
)
from .network import flattest
from .present import dollars, kind_term, market_term
from .state import CAMPAIGN, GOAL, ROUND_LIMIT, SOLO_LOST, SOLO_WON, State, piece_label

MAX_PLOWS = 2  # reconstruction: snowplows a player may own at once


class Step:
    """A step of the round.  ``settle`` does the automatic part and returns the seat that must decide
    now, or None when the step is over."""

    key = "step"

    def title(self, st: State) -> Msg:
        return Msg(f"si.step.{self.key}")

    def start(self, st: State) -> None:
        pass

    def allows(self, st: State, q: int, words: list[str]) -> bool:
        """Whether an offer with any amount (``is_legal``'s free-amount moves) may be made now: only
        the trade step takes them."""
        return False

    def settle(self, st: State) -> int | None:
        return None

    def moves(self, st: State) -> list[str]:
        return []

    def play(self, st: State, words: list[str]) -> None:
        raise AssertionError(f"{self.key} has no moves")


# -- helpers ------------------------------------------------------------------------------------
def free_pieces(st: State, q: int, kind: str) -> list[dict[str, Any]]:
    """The player's pieces of ``kind`` at home, one per bonus (equal pieces are interchangeable)."""
    out, seen = [], set()
    for p in st.players[q]["pieces"]:
        if p["kind"] == kind and p["at"] is None and not p["jail"] and p["bonus"] not in seen:
            seen.add(p["bonus"])
            out.append(p)
    return out


def piece(st: State, q: int, pid: str) -> dict[str, Any]:
    for p in st.players[q]["pieces"]:
        if p["id"] == pid:
            return p
    raise KeyError(pid)


def rolloff(st: State, entries: list[tuple[int, dict[str, Any], int]], what: Msg | str) -> int | None:
    """A dispute: each piece rolls 2d6 + bonus.  A natural 2 sends the piece to jail (it is out); the
    highest remaining total wins and the others return home; a tie at the top leaves the tied pieces
    where they are until next round.  Returns the winning seat, or None."""
    scores: list[tuple[int, int, dict[str, Any]]] = []
    for q, p, bonus in entries:
        dice = st.roll(2, q, Msg("si.why.dispute", what=what))
        total = sum(dice) + bonus
        if bonus:
            st.say(Msg("si.log.total_bonus", name=st.name(q), b=bonus, total=total))
        if sum(dice) == 2:
            p["jail"], p["at"], p["held"] = True, None, False
            st.say(Msg("si.log.jail", name=st.name(q), piece=piece_label(p)))
            continue
        scores.append((total, q, p))
    if not scores:
        return None
    best = max(s[0] for s in scores)
    top = [s for s in scores if s[0] == best]
    for total, q, p in scores:
        if total < best:
            st.return_piece(q, p)
    if len(top) > 1:
        for _, _q, p in top:
            p["held"] = True
        st.say(Msg("si.log.tie", what=what))
        return None
    _, winner, _ = top[0]
    st.say(Msg("si.log.wins_dispute", name=st.name(winner), what=what))
    return winner


def route_len(st: State, q: int, pid: str) -> int | None:
    return st.contract_route(q, pid)


# -- the round ----------------------------------------------------------------------------------
class OrderStep(Step):
    """Phase I: shuffle the turn-order cards; the seat with card 1 goes first."""

    key = "order"

    def start(self, st: State) -> None:
        st.phase = "order"
        if st.n > 1:
            cards = list(range(1, st.n + 1))
            st.chance.shuffle(cards)
            st.order = sorted(range(st.n), key=lambda q: cards[q])
        else:
            st.order = [0]
        st.say(Msg("si.log.order_winter" if st.winter else "si.log.order", names=ListOf(st.name(q) for q in st.order)))


class Sequential(Step):
    """A step the players take one after another in turn order, each ending with ``done``."""

    def start(self, st: State) -> None:
        st.phase = self.key
        st.idx = 0

    def settle(self, st: State) -> int | None:
        while st.idx < st.n:
            q = st.order[st.idx]
            if self.options(st, q):
                return q
            st.idx += 1
        return None

    def options(self, st: State, q: int) -> list[str]:
        return []

    def can_finish(self, st: State, q: int) -> bool:
        return True

    def moves(self, st: State) -> list[str]:
        q = st.current
        return self.options(st, q) + (["done"] if self.can_finish(st, q) else [])

    def play(self, st: State, words: list[str]) -> None:
        q = st.current
        if words == ["done"]:
            st.idx += 1
        else:
            self.act(st, q, words)

    def act(self, st: State, q: int, words: list[str]) -> None:
        raise AssertionError


class HireStep(Sequential):
    """Advanced game, round 1: buy surveyors and prospectors from a point budget (at least one of each)."""

    key = "hire"

    def start(self, st: State) -> None:
        super().start(st)
        if st.mode != "advanced" or st.round != 1:
            st.idx = st.n

    def options(self, st: State, q: int) -> list[str]:
        pl = st.players[q]
        have = {k: sum(1 for p in pl["pieces"] if p["kind"] == k) for k in "SP"}
        if len(pl["pieces"]) >= HIRE["max_pieces"]:
            return []
        out = []
        for kind in "SP":
            other = "P" if kind == "S" else "S"
            if have[kind] >= HIRE["max_pieces"] - 1:
                continue
            for bonus, cost in enumerate(HIRE["costs"][kind]):
                missing = 1 if have[other] == 0 else 0
                if cost + missing <= pl["budget"]:
                    out.append(f"hire {kind}{bonus}")
        return out

    def can_finish(self, st: State, q: int) -> bool:
        kinds = {p["kind"] for p in st.players[q]["pieces"]}
        return kinds == {"S", "P"}

    def act(self, st: State, q: int, words: list[str]) -> None:
        kind, bonus = words[1][0], int(words[1][1:])
        pl = st.players[q]
        pl["budget"] -= HIRE["costs"][kind][bonus]
        k = sum(1 for p in pl["pieces"] if p["kind"] == kind) + 1
        pl["pieces"].append({"id": f"{kind}{k}", "kind": kind, "bonus": bonus, "at": None, "jail": False,
                             "held": False, "seq": 0})
        st.say(Msg("si.log.hires", name=st.name(q), piece=piece_label(pl["pieces"][-1])))


class PlaceStep(Sequential):
    """Phase II: in turn order, place surveyors (survey a free segment next to the own network, or
    mark an own segment to dismantle) and prospectors (a claim, a passenger contract whose route the
    player has built, another's contract to steal with a shorter route, or the deck)."""

    key = "place"

    def settle(self, st: State) -> int | None:
        """From rules version 3 a player who placed a piece ends placing with "done" even when no piece is
        left to place (before, the last piece ended it at once, with no chance to take it back)."""
        while st.idx < st.n:
            q = st.order[st.idx]
            if self.options(st, q) or (st.rules_version >= 3 and any(
                    p["at"] and not p["held"] and not p["jail"] for p in st.players[q]["pieces"])):
                return q
            st.idx += 1
        return None

    def options(self, st: State, q: int) -> list[str]:
        pl = st.players[q]
        mine = {p["at"] for p in pl["pieces"] if p["at"]}
        out: list[str] = []
        surveyors = free_pieces(st, q, "S")
        if surveyors:
            towns = set(st.towns(q))
            mine_or_surveyed = set(pl["track"]) | {t[7:] for t in mine if t.startswith("survey:")}
            for sid in SEGMENT_ORDER:
                s = SEGMENTS[sid]
                if st.winter and s.white:
                    continue
                owner = st.owner.get(sid)
                if owner is None and (s.a in towns or s.b in towns) and sid not in mine_or_surveyed \
                        and s.parallel not in mine_or_surveyed:
                    out += [f"survey {p['id']} {sid}" for p in surveyors]
                elif owner == q and f"dismantle:{sid}" not in mine:
                    out += [f"dismantle {p['id']} {sid}" for p in surveyors]
        prospectors = free_pieces(st, q, "P")
        if prospectors:
            targets = [cid for cid in st.display if f"claim:{cid}" not in mine]
            targets += [x for x in st.face_up_passengers()
                        if f"pass:{x}" not in mine and st.contract_route(q, x, winter_aware=True) is not None]
            for t in targets:
                out += [f"prospect {p['id']} {t}" for p in prospectors]
            for r in range(st.n):
                if r == q:
                    continue
                for x in st.players[r]["passengers"]:
                    mine_len = st.contract_route(q, x)
                    theirs = st.contract_route(r, x)
                    if (mine_len is not None and theirs is not None and mine_len < theirs
                            and f"steal:{x}" not in mine and pl["money"] >= PASSENGERS[x]["price"]):
                        out += [f"steal {p['id']} {x}" for p in prospectors]
            on_deck = sum(1 for _, p in st.pieces_at("deck"))
            if len(st.deck) > on_deck:
                out += [f"deck {p['id']}" for p in prospectors]
        return out

    def act(self, st: State, q: int, words: list[str]) -> None:
        verb, pid = words[0], words[1]
        p = piece(st, q, pid)
        target = {"survey": "survey:", "dismantle": "dismantle:", "steal": "steal:"}.get(verb, "")
        if verb == "deck":
            p["at"] = "deck"
        elif verb == "prospect":
            p["at"] = ("claim:" if words[2] in CLAIMS else "pass:") + words[2]
        else:
            p["at"] = target + words[2]
        st.seq += 1
        p["seq"] = st.seq
        st.say(Msg(f"si.log.places_{verb}", name=st.name(q), piece=piece_label(p),
                   where=words[2] if len(words) > 2 else ""))


class DisputeStep(Step):
    """Phase III: disputes over segments (with the way out onto a free parallel segment), the special
    dispute at a town two surveyed segments would make useless, claims (+3 where the track already
    reaches the claim's town), passenger contracts (the shorter route adds the difference) and steals
    (the attacker pays the contract's price; the defender wins ties)."""

    key = "disputes"

    def start(self, st: State) -> None:
        st.phase = "disputes"
        for pl in st.players:
            for p in pl["pieces"]:
                p["held"] = False
        queue: list[dict[str, Any]] = []
        for sid in SEGMENT_ORDER:
            if len({q for q, _ in st.surveyors_on(sid)}) > 1:
                queue.append({"kind": "segment", "target": sid, "asked": []})
        for town in sorted(TOWNS):
            if not TOWNS[town].market and len(AT_TOWN[town]) == 2:
                queue.append({"kind": "special", "target": town, "asked": [], "challenged": False})
        for cid in list(st.display):
            if len({q for q, _ in st.pieces_at(f"claim:{cid}")}) > 1:
                queue.append({"kind": "claim", "target": cid})
        for x in st.face_up_passengers():
            if len({q for q, _ in st.pieces_at(f"pass:{x}")}) > 1:
                queue.append({"kind": "passenger", "target": x})
        steals = [(p["seq"], q, p["id"], p["at"][6:]) for q, pl in enumerate(st.players) for p in pl["pieces"]
                  if p["at"] and p["at"].startswith("steal:")]
        for _, q, pid, x in sorted(steals):
            queue.append({"kind": "steal", "target": x, "seat": q, "piece": pid})
        st.disputes = queue
        st.ask = None

    def settle(self, st: State) -> int | None:
        while st.disputes:
            item = st.disputes[0]
            seat = getattr(self, "_" + item["kind"])(st, item)
            if seat is not None:
                return seat
            st.disputes.pop(0)
        st.ask = None
        return None

    def moves(self, st: State) -> list[str]:
        assert st.ask is not None
        return ["parallel", "fight"] if st.ask["kind"] == "parallel" else ["challenge", "allow"]

    def play(self, st: State, words: list[str]) -> None:
        assert st.ask is not None
        ask, item = st.ask, st.disputes[0]
        q = ask["seat"]
        item["asked"].append(q)
        st.ask = None
        if words == ["parallel"]:
            p = piece(st, q, ask["piece"])
            p["at"] = f"survey:{ask['twin']}"
            st.say(Msg("si.log.twin", name=st.name(q), twin=ask["twin"]))
        elif words == ["fight"]:
            st.say(Msg("si.log.dispute", name=st.name(q), target=item["target"]))
        elif words == ["challenge"]:
            item["challenged"] = True
            st.say(Msg("si.log.special", name=st.name(q), town=TOWNS[item["target"]].name))
        else:
            st.say(Msg("si.log.allow", name=st.name(q), town=TOWNS[item["target"]].name))

    # each kind returns the seat asked a question, or None once the item is settled
    def _segment(self, st: State, item: dict[str, Any]) -> int | None:
        sid = item["target"]
        on = st.surveyors_on(sid)
        if len({q for q, _ in on}) < 2:
            return None
        twin = SEGMENTS[sid].parallel
        if twin and twin not in st.owner and not st.surveyors_on(twin):
            for q, p in on:
                if q not in item["asked"] and st.owner.get(twin) != q:
                    st.ask = {"kind": "parallel", "seat": q, "piece": p["id"], "target": sid, "twin": twin}
                    return q
        rolloff(st, [(q, p, p["bonus"]) for q, p in on], sid)
        return None

    def _special(self, st: State, item: dict[str, Any]) -> int | None:
        town = item["target"]
        a, b = AT_TOWN[town]
        on_a, on_b = st.surveyors_on(a), st.surveyors_on(b)
        if len(on_a) != 1 or len(on_b) != 1 or on_a[0][0] == on_b[0][0] or a in st.owner or b in st.owner:
            return None
        pair = sorted([on_a[0], on_b[0]], key=lambda qp: qp[1]["seq"])
        if not item["challenged"]:
            for q, _ in pair:
                if q not in item["asked"]:
                    st.ask = {"kind": "special", "seat": q, "target": town, "segments": [a, b]}
                    return q
            return None
        rolloff(st, [(q, p, p["bonus"]) for q, p in pair], Msg("si.term.dispute_way", town=TOWNS[town].name))
        return None

    def _claim(self, st: State, item: dict[str, Any]) -> int | None:
        cid = item["target"]
        on = st.pieces_at(f"claim:{cid}")
        entries = [(q, p, p["bonus"] + (CLAIM_TOWN_BONUS if st.claim_town_linked(q, cid) else 0)) for q, p in on]
        rolloff(st, entries, Msg("si.term.dispute_claim", cid=cid, mine=CLAIMS[cid]["name"]))
        return None

    def _passenger(self, st: State, item: dict[str, Any]) -> int | None:
        x = item["target"]
        on = st.pieces_at(f"pass:{x}")
        lengths = {q: route_len(st, q, x) or 0 for q, _ in on}
        longest = max(lengths.values())
        rolloff(st, [(q, p, p["bonus"] + longest - lengths[q]) for q, p in on], Msg("si.term.dispute_contract", x=x))
        return None

    def _steal(self, st: State, item: dict[str, Any]) -> int | None:
        q, x = item["seat"], item["target"]
        p = piece(st, q, item["piece"])
        if p["at"] != f"steal:{x}":
            return None
        r = st.passenger_owner(x)
        mine = route_len(st, q, x)
        theirs = route_len(st, r, x) if r is not None else None
        price = PASSENGERS[x]["price"]
        if r is None or r == q or mine is None or theirs is None or mine >= theirs or st.players[q]["money"] < price:
            st.say(Msg("si.log.steal_lapses", name=st.name(q), x=x))
            st.return_piece(q, p)
            return None
        st.pay(q, price, "steals")
        st.say(Msg("si.log.steal_try", name=st.name(q), price=dollars(price), x=x, name2=st.name(r)))
        dice = st.roll(2, q, Msg("si.why.steal", x=x))
        attack = sum(dice) + p["bonus"] + theirs - mine
        defend = sum(st.roll(2, r, Msg("si.why.defend", x=x)))
        st.return_piece(q, p)
        if st.seed_rules and sum(dice) == 2:  # seed: a 2 sends the piece to jail in every dispute
            p["jail"] = True
            st.say(Msg("si.log.jail", name=st.name(q), piece=piece_label(p)))
            st.say(Msg("si.log.keeps_jailed", x=x, name=st.name(r)))
        elif attack > defend:
            st.players[r]["passengers"].remove(x)
            st.players[q]["passengers"].append(x)
            st.say(Msg("si.log.steals", name=st.name(q), a=attack, x=x, name2=st.name(r), d=defend))
        else:
            st.say(Msg("si.log.keeps", name=st.name(r), d=defend, x=x, name2=st.name(q), a=attack))
        return None


# -- each player's turn: seven steps --------------------------------------------------------------
class TurnStep(Step):
    """One step of a player's build-and-operate turn.  Optional steps offer ``next``; a step with nothing
    to decide passes by itself."""

    key = "turn"
    name = ""
    optional = True

    def title(self, st: State) -> Msg:
        return Msg(f"si.step.{self.name[0]}")  # "1 take cards": the step's number and what it does

    def options(self, st: State, q: int) -> list[str]:
        return []

    def moves(self, st: State) -> list[str]:
        q = st.turn["seat"]
        opts = self.options(st, q)
        return opts + ["next"] if self.optional and opts else opts

    def settle(self, st: State) -> int | None:
        if st.turn.get("done"):
            return None
        q = st.turn["seat"]
        return q if self.options(st, q) else None

    def play(self, st: State, words: list[str]) -> None:
        if words == ["next"]:
            st.turn["done"] = True
        else:
            self.act(st, st.turn["seat"], words)

    def act(self, st: State, q: int, words: list[str]) -> None:
        raise AssertionError

    def finish(self, st: State) -> None:
        pass


class TakeCards(TurnStep):
    """Step 1: take the cards the player's prospectors won: buy each or put it back face up; from the
    deck, draw a card (an event is carried out at once)."""

    name = "1 take cards"
    optional = False

    def _first(self, st: State, q: int) -> dict[str, Any] | None:
        while st.turn["pending"]:
            p = piece(st, q, st.turn["pending"][0])
            at = p["at"] or ""
            ok = (at == "deck" and (st.turn.get("drawn") or st.deck)
                  or at.startswith("claim:") and at[6:] in st.display
                  or at.startswith("pass:") and at[5:] in st.face_up_passengers())
            if ok:
                return p
            st.turn["pending"].pop(0)
            st.turn.pop("drawn", None)
            if p["at"]:
                st.say(Msg("si.log.comes_home", name=st.name(q), piece=piece_label(p)))
                st.return_piece(q, p)
        return None

    def settle(self, st: State) -> int | None:
        q = st.turn["seat"]
        return q if self._first(st, q) else None

    def options(self, st: State, q: int) -> list[str]:
        p = self._first(st, q)
        if p is None:
            return []
        money = st.players[q]["money"]
        if p["at"] == "deck":
            card = st.turn.get("drawn")
            if card is None:
                return ["draw"]
            return ([f"buy {card}"] if money >= CLAIMS[card]["price"] else []) + [f"leave {card}"]
        x = p["at"].split(":")[1]
        if x in CLAIMS:
            return ([f"buy {x}"] if money >= CLAIMS[x]["price"] else []) + [f"leave {x}"]
        can = money >= PASSENGERS[x]["price"] and st.contract_route(q, x, winter_aware=True) is not None
        return ([f"buy {x}"] if can else []) + [f"leave {x}"]

    def act(self, st: State, q: int, words: list[str]) -> None:
        p = piece(st, q, st.turn["pending"][0])
        pl = st.players[q]
        if words == ["draw"]:
            card = st.chance.draw(st.deck)
            if card in EVENTS:
                st.apply_event(q, card)
                self._done(st, q, p)
            else:
                st.turn["drawn"] = card
                st.say(Msg("si.log.draws_claim", name=st.name(q), card=card, mine=CLAIMS[card]["name"],
                           town=CLAIMS[card]["town"]))
            return
        verb, x = words
        if verb == "buy":
            if x in CLAIMS:
                st.pay(q, CLAIMS[x]["price"], "claims")
                if x in st.display:
                    st.display.remove(x)
                pl["claims"].append(x)
                st.say(Msg("si.log.buys_claim", name=st.name(q), x=x, mine=CLAIMS[x]["name"],
                           price=dollars(CLAIMS[x]["price"])))
            else:
                st.pay(q, PASSENGERS[x]["price"], "contracts")
                if x in st.pass_open:
                    st.pass_open.remove(x)
                else:
                    st.pass_top[st.pass_top.index(x)] = None
                pl["passengers"].append(x)
                st.say(Msg("si.log.buys_contract", name=st.name(q), x=x, price=dollars(PASSENGERS[x]["price"])))
        else:
            if p["at"] == "deck":
                st.display.append(x)
                st.say(Msg("si.log.to_display", name=st.name(q), x=x))
            else:
                st.say(Msg("si.log.leaves", name=st.name(q), x=x))
        self._done(st, q, p)

    def _done(self, st: State, q: int, p: dict[str, Any]) -> None:
        st.turn["pending"].pop(0)
        st.turn.pop("drawn", None)
        st.return_piece(q, p)

    def start(self, st: State) -> None:
        q = st.turn["seat"]
        pieces = [p for p in st.players[q]["pieces"] if p["at"] and not p["held"]
                  and (p["at"] == "deck" or p["at"].startswith(("claim:", "pass:")))]
        st.turn["pending"] = [p["id"] for p in sorted(pieces, key=lambda p: p["seq"])]


class Build(TurnStep):
    """Step 2: build the surveyed segments (pay their cost), dismantle marked ones ($10 x length), and
    with fewer than 5 players try one free extension with a prospector at home: 2d6 must beat the
    length of a segment next to one just built."""

    name = "2 build"

    def start(self, st: State) -> None:
        q = st.turn["seat"]
        pl = st.players[q]
        st.turn["built"] = []
        for p in sorted([p for p in pl["pieces"] if p["at"] and not p["held"]], key=lambda p: p["seq"]):
            if p["at"].startswith("survey:"):
                sid = p["at"][7:]
                seg = SEGMENTS[sid]
                why = (Msg("si.build.built") if sid in st.owner else Msg("si.build.no_cubes") if st.cubes_left(q) < 1
                       else Msg("si.build.twin") if seg.parallel and st.owner.get(seg.parallel) == q
                       else Msg("si.build.money", cost=dollars(seg.cost)) if pl["money"] < seg.cost else None)
                if why is not None:
                    st.say(Msg("si.log.cannot_build", name=st.name(q), sid=sid, why=why))
                else:
                    st.pay(q, seg.cost, "track")
                    reached = set(st.towns(q))
                    st.build(q, sid)
                    st.turn["built"].append(sid)
                    # the end the line now continues from (none when both ends were reached already)
                    st.turn.setdefault("beyond", {})[sid] = [t for t in (seg.a, seg.b) if t not in reached]
                    st.say(Msg("si.log.builds", name=st.name(q), sid=sid, cost=dollars(seg.cost)))
                st.return_piece(q, p)
            elif p["at"].startswith("dismantle:"):
                sid = p["at"][10:]
                if st.owner.get(sid) == q:
                    st.unbuild(q, sid)
                    st.earn(q, DISMANTLE_PER_LENGTH * SEGMENTS[sid].length, "dismantling")
                    st.say(Msg("si.log.dismantles", name=st.name(q), sid=sid,
                               money=dollars(DISMANTLE_PER_LENGTH * SEGMENTS[sid].length)))
                st.return_piece(q, p)

    def options(self, st: State, q: int) -> list[str]:
        if st.n >= FREE_EXTENSION_BELOW or st.turn.get("extended") or not st.turn.get("built"):
            return []
        if not free_pieces(st, q, "P") or st.cubes_left(q) < 1:
            return []
        found = set()
        for sid in st.turn["built"]:
            seg = SEGMENTS[sid]
            # Seed: "the next segment behind the one just built", continuing the line beyond it
            # (version 3 and earlier: at either end).
            ends = st.turn["beyond"][sid] if st.seed_rules else [seg.a, seg.b]
            for town in ends:
                for nxt in AT_TOWN[town]:
                    s = SEGMENTS[nxt]
                    if nxt in st.owner or st.surveyors_on(nxt) or (st.winter and s.white) or st.owns_twin(q, nxt):
                        continue
                    found.add(nxt)
        return [f"extend {sid}" for sid in SEGMENT_ORDER if sid in found]

    def act(self, st: State, q: int, words: list[str]) -> None:
        sid = words[1]
        st.turn["extended"] = True
        total = sum(st.roll(2, q, Msg("si.why.extension", sid=sid)))
        if total > SEGMENTS[sid].length:
            st.build(q, sid)
            st.say(Msg("si.log.extends", name=st.name(q), length=SEGMENTS[sid].length, sid=sid))
        else:
            st.say(Msg("si.log.no_extension", name=st.name(q), length=SEGMENTS[sid].length))


class Operate(TurnStep):
    """Step 3: operate claims: pay the operating cost, roll 2d6 on the claim's table (the first
    operation counts the first die as 6); goods go onto the card; a low roll depletes the claim."""

    name = "3 operate claims"

    def options(self, st: State, q: int) -> list[str]:
        pl = st.players[q]
        return [f"operate {c}" for c in pl["claims"] if c not in pl["depleted"]
                and c not in st.turn.setdefault("operated", []) and pl["money"] >= CLAIMS[c]["operate"]]

    def act(self, st: State, q: int, words: list[str]) -> None:
        cid = words[1]
        card = CLAIMS[cid]
        pl = st.players[q]
        st.pay(q, card["operate"], "operating")
        st.turn["operated"].append(cid)
        if cid not in pl["worked"]:
            pl["worked"].append(cid)
            total = 6 + st.roll(1, q, Msg("si.why.first_op", cid=cid))[0]
        else:
            total = sum(st.roll(2, q, Msg("si.why.operate", cid=cid)))
        out = card["table"][total - 2]
        if out == DEPLETE:
            st.say(Msg("si.log.depleted", name=st.name(q), mine=card["name"], cid=cid))
            st.deplete(q, cid)
            if not pl["goods"].get(cid):
                st.drop_claim(q, cid)
        else:
            if out:
                pl["goods"][cid] = pl["goods"].get(cid, 0) + out
            st.say(Msg("si.log.produces", name=st.name(q), mine=card["name"], units=out, kind=kind_term(card["kind"])))


class Trade(TurnStep):
    """Step 4: offer other players a trade (a segment, a claim card, or goods from their claim that the
    player's track reaches, to be delivered this turn) for an amount of money; the other player accepts
    or refuses (it is their decision: they are the current player).  Version 4 (seed: "mit jedem
    anderen Spieler"): offers to every other player, any amount the payer holds; version 3 and
    earlier: one offer a turn at one of four prices."""

    name = "4 trade"

    def settle(self, st: State) -> int | None:
        if st.offer:
            return int(st.offer["to"])
        return super().settle(st)

    def moves(self, st: State) -> list[str]:
        return ["accept", "refuse"] if st.offer else super().moves(st)

    def play(self, st: State, words: list[str]) -> None:
        if st.offer:
            self.answer(st, words[0] == "accept")
        else:
            super().play(st, words)

    def items(self, st: State, giver: int, taker: int, goods: bool) -> list[str]:
        """What ``giver`` could hand to ``taker``."""
        g, t = st.players[giver], st.players[taker]
        out = []
        if st.cubes_left(taker) > 0:  # no action on white segments in winter: they are not traded then
            out += [s for s in g["track"] if not (SEGMENTS[s].parallel and SEGMENTS[s].parallel in t["track"])
                    and not (st.winter and SEGMENTS[s].white)]
        out += list(g["claims"])
        if goods:
            out += [f"G{c[1:]}" for c in g["claims"] if g["goods"].get(c) and st.reaches(taker, CLAIMS[c]["town"])]
        return out

    def offer_keys(self, st: State, q: int) -> list[tuple[int, str, str]]:
        """Version 4: the (partner, direction, item) offers still open to the active player this turn:
        each once, at most OFFERS_PER_PARTNER to a partner (reconstructed, so a turn always ends)."""
        made = st.turn.get("offered", [])
        out = []
        for r in range(st.n):
            if r == q or sum(1 for k in made if k.split()[0] == str(r + 1)) >= OFFERS_PER_PARTNER:
                continue
            out += [(r, "sell", item) for item in self.items(st, q, r, goods=False)
                    if f"{r + 1} sell {item}" not in made]
            out += [(r, "buy", item) for item in self.items(st, r, q, goods=True)
                    if f"{r + 1} buy {item}" not in made]
        return out

    def options(self, st: State, q: int) -> list[str]:
        if not st.seed_rules:
            return self.fixed_price_options(st, q)
        out = []
        for r, direction, item in self.offer_keys(st, q):
            payer = st.players[r if direction == "sell" else q]["money"]
            out += [f"offer {r + 1} {direction} {item} {v}" for v in OFFER_AMOUNTS if v <= payer]
        return out

    def allows(self, st: State, q: int, words: list[str]) -> bool:
        """Version 4: an offer at any amount from 0 to what the payer holds (legal_moves lists only a
        few amounts of each)."""
        r, direction, item, amount = int(words[1]) - 1, words[2], words[3], int(words[4])
        if st.offer or not 0 <= r < st.n or (r, direction, item) not in self.offer_keys(st, q):
            return False
        return amount <= st.players[r if direction == "sell" else q]["money"]

    def fixed_price_options(self, st: State, q: int) -> list[str]:
        """Version 3 and earlier: one offer a turn, at one of four prices."""
        if st.turn.get("offers", 0) >= MAX_OFFERS:
            return []
        out = []
        mine = st.players[q]["money"]
        for r in range(st.n):
            if r == q:
                continue
            theirs = st.players[r]["money"]
            for item in self.items(st, q, r, goods=False):
                out += [f"offer {r + 1} sell {item} {v}" for v in TRADE_PRICES if v <= theirs]
            for item in self.items(st, r, q, goods=True):
                out += [f"offer {r + 1} buy {item} {v}" for v in TRADE_PRICES if v <= mine]
        return out

    def act(self, st: State, q: int, words: list[str]) -> None:
        r = int(words[1]) - 1
        st.turn["offers"] = st.turn.get("offers", 0) + 1
        if st.seed_rules:
            st.turn.setdefault("offered", []).append(f"{r + 1} {words[2]} {words[3]}")
        st.offer = {"from": q, "to": r, "dir": words[2], "item": words[3], "price": int(words[4])}
        key = "si.log.offers_sell" if words[2] == "sell" else "si.log.offers_buy"
        st.say(Msg(key, name=st.name(q), name2=st.name(r), x=words[3], price=dollars(int(words[4]))))

    def answer(self, st: State, yes: bool) -> None:
        offer = st.offer
        assert offer is not None
        st.offer = None
        q, r = offer["from"], offer["to"]
        if not yes:
            st.say(Msg("si.log.refuses", name=st.name(r)))
            return
        giver, taker = (q, r) if offer["dir"] == "sell" else (r, q)
        item, price = offer["item"], offer["price"]
        st.pay(taker, price, "trades")
        st.earn(giver, price, "trades")
        if item in SEGMENTS:
            st.unbuild(giver, item)
            st.build(taker, item)
        elif item.startswith("G"):
            cid = "M" + item[1:]
            units = st.players[giver]["goods"].pop(cid)
            carried = st.turn.setdefault("carried", {})
            carried[cid] = carried.get(cid, 0) + units
            if cid in st.players[giver]["depleted"]:
                st.drop_claim(giver, cid)
        else:
            st.give_claim(giver, taker, item)
        st.say(Msg("si.log.accepts", name=st.name(r), name2=st.name(taker), name3=st.name(giver), price=dollars(price),
                   x=item))


class Passengers(TurnStep):
    """Step 5: passenger income: one die on each contract's revenue table; nothing in winter for a
    route over a white segment.  Advanced game: in winter a snowplow may first open own white
    segments, for this turn's passengers and sales."""

    name = "5 passenger income"

    def options(self, st: State, q: int) -> list[str]:
        pl = st.players[q]
        if st.mode != "advanced" or not st.winter or not pl["plows"]:
            return []
        opened = st.turn.setdefault("opened", [])
        white = [s for s in SEGMENT_ORDER if s in pl["track"] and SEGMENTS[s].white and s not in opened]
        if not st.seed_rules:
            return [f"plow {s}" for s in white]
        # version 4: the player chooses which snowplow to risk
        return [f"plow {s} {v}" for s in white for v in sorted(set(pl["plows"]))]

    def act(self, st: State, q: int, words: list[str]) -> None:
        plow_segment(st, q, words[1], int(words[2]) if len(words) > 2 else None)

    def finish(self, st: State) -> None:
        q = st.turn["seat"]
        for x in st.players[q]["passengers"]:
            if st.contract_route(q, x, winter_aware=True) is None:
                st.say(Msg("si.log.snowed", name=st.name(q), x=x))
                continue
            die = st.roll(1, q, Msg("si.why.passengers", x=x))[0]
            amount = PASSENGERS[x]["revenue"][die - 1]
            st.earn(q, amount, "passengers")
            st.say(Msg("si.log.earns", name=st.name(q), x=x, money=dollars(amount)))


def plow_segment(st: State, q: int, sid: str, plow: int | None = None) -> None:
    """Advanced game: 1 die + the snowplow must reach the segment's length; a failure loses the plow.
    Version 4: the player names the plow; version 3 and earlier: the best one."""
    pl = st.players[q]
    plow = max(pl["plows"]) if plow is None else plow
    die = st.roll(1, q, Msg("si.why.plow", plow=plow, sid=sid))[0]
    if die + plow >= SEGMENTS[sid].length:
        st.turn.setdefault("opened", []).append(sid)
        st.say(Msg("si.log.plows", name=st.name(q), sid=sid, die=die, plow=plow, length=SEGMENTS[sid].length))
    else:
        pl["plows"].remove(plow)
        st.say(Msg("si.log.plow_fails", name=st.name(q), sid=sid, plow=plow))


def sale(st: State, q: int, lot: str, city: str) -> tuple[int, list[int]]:
    """How many units of ``lot`` (own claim Mn, or carried goods Gn) the player can sell in ``city``
    now, and the locomotives that would carry them (advanced game)."""
    cid = "M" + lot[1:]
    units = st.turn.get("carried", {}).get(cid, 0) if lot.startswith("G") else st.players[q]["goods"].get(cid, 0)
    if units <= 0:
        return 0, []
    town = CLAIMS[cid]["town"]
    track = st.usable(q)
    if town != city and st.route(q, town, city, winter_aware=True) is None:
        return 0, []
    key = market.key_for(CLAIMS[cid]["kind"], city)
    limit = market.spec(key)["limit"]
    if limit is not None:
        units = min(units, limit - st.turn.get("sold", {}).get(key, 0))
    if st.mode != "advanced" or units <= 0 or town == city:
        return max(units, 0), []
    longest = flattest(track, town, city)
    assert longest is not None
    if st.seed_rules:
        return carry(st, q, units, longest)
    used, carried = [], 0
    free = sorted([v for i, v in enumerate(st.players[q]["locos"]) if i not in st.turn.get("locos_used", [])],
                  reverse=True)
    for v in free:
        if carried >= units:
            break
        if v // longest:
            used.append(v)
            carried += v // longest
    return min(units, carried), used


def carry(st: State, q: int, units: int, longest: int) -> tuple[int, list[int]]:
    """Version 4 (seed): the player's locomotives carry together, each value // longest segment units.
    What a sale uses is charged in points (a unit over a route costs its longest segment, reconstructed),
    so a locomotive keeps what capacity it has left for another sale this turn.  Returns the units and
    the points each locomotive (by index) spends."""
    locos = st.players[q]["locos"]
    load = st.turn.get("loco_load", [])
    left = [v - (load[i] if i < len(load) else 0) for i, v in enumerate(locos)]
    spend = [0] * len(locos)
    carried = 0
    for i in sorted(range(len(locos)), key=lambda i: (-left[i], i)):
        k = min(units - carried, left[i] // longest)
        spend[i] = k * longest
        carried += k
    return carried, spend


class Sell(TurnStep):
    """Step 6: sell goods in one connected market city: from at most two claims (standard game) or as
    far as the locomotives carry (advanced), within each market's per-player limit, at the price now."""

    name = "6 sell goods"

    def options(self, st: State, q: int) -> list[str]:
        done = st.turn.setdefault("sold_lots", [])
        if st.mode != "advanced" and len(done) >= LIMIT_PER_TURN:
            return []
        pl = st.players[q]
        lots = [c for c in pl["claims"] if pl["goods"].get(c)]
        lots += ["G" + c[1:] for c in sorted(st.turn.get("carried", {}), key=lambda c: int(c[1:]))]
        cities = [st.turn["city"]] if st.turn.get("city") else MARKETS
        out = []
        for lot in lots:
            if lot in done:
                continue
            out += [f"sell {lot} {city}" for city in cities if sale(st, q, lot, city)[0] > 0]
        return out

    def units(self, st: State, q: int) -> dict[str, int]:
        """Each sale open now and the units it would sell (the seller's view shows them before a sale)."""
        return {m: sale(st, q, m.split()[1], m.split()[2])[0] for m in self.options(st, q)}

    def act(self, st: State, q: int, words: list[str]) -> None:
        lot, city = words[1], words[2]
        units, locos = sale(st, q, lot, city)
        cid = "M" + lot[1:]
        key = market.key_for(CLAIMS[cid]["kind"], city)
        value = market.price(st.market, key)
        if lot.startswith("G"):
            st.turn["carried"][cid] -= units
        else:
            st.players[q]["goods"][cid] -= units
            if not st.players[q]["goods"][cid]:
                del st.players[q]["goods"][cid]
        st.earn(q, units * value, "goods")
        st.sold[key] += units
        sold = st.turn.setdefault("sold", {})
        sold[key] = sold.get(key, 0) + units
        st.turn["sold_lots"].append(lot)
        st.turn["city"] = city
        if st.seed_rules:
            load = st.turn.setdefault("loco_load", [])
            load += [0] * (len(locos) - len(load))
            for i, points in enumerate(locos):
                load[i] += points
        else:
            used = st.turn.setdefault("locos_used", [])
            for v in locos:
                used.append(next(i for i, x in enumerate(st.players[q]["locos"]) if x == v and i not in used))
        st.say(Msg("si.log.sells", name=st.name(q), units=units, kind=kind_term(CLAIMS[cid]["kind"]), cid=cid,
                   town=TOWNS[city].name, price=dollars(value), money=dollars(units * value)))

    def finish(self, st: State) -> None:
        q = st.turn["seat"]
        pl = st.players[q]
        for cid, units in sorted(st.turn.get("carried", {}).items()):
            if units:
                st.say(Msg("si.log.lost", name=st.name(q), units=units, kind=kind_term(CLAIMS[cid]["kind"]), cid=cid))
        st.turn["carried"] = {}
        for cid in list(pl["claims"]):
            if cid in pl["depleted"] and not pl["goods"].get(cid):
                st.drop_claim(q, cid)
                st.say(Msg("si.log.discards", name=st.name(q), cid=cid))


class FinesAndJail(TurnStep):
    """Step 7: pay fines; free jailed pieces (roll 7 or 11, or pay $200); advanced game: buy
    locomotives and snowplows."""

    name = "7 fines and jail"

    def start(self, st: State) -> None:
        q = st.turn["seat"]
        pl = st.players[q]
        if pl["fines"]:
            amount = min(pl["fines"], pl["money"])
            st.pay(q, amount, "fines")
            key = "si.log.fines_all" if amount < pl["fines"] else "si.log.fines"
            st.say(Msg(key, name=st.name(q), money=dollars(amount)))
            pl["fines"] = 0

    def options(self, st: State, q: int) -> list[str]:
        pl = st.players[q]
        tried = st.turn.setdefault("tried", [])
        out = []
        for p in pl["pieces"]:
            if p["jail"] and p["id"] not in tried:
                out += ([f"bail {p['id']}"] if pl["money"] >= JAIL_BAIL else []) + [f"jailroll {p['id']}"]
        if st.mode == "advanced":
            if len(pl["locos"]) < MAX_LOCOS:
                out += [f"buyloco {x['value']}" for x in LOCOS if st.locos.get(str(x["value"]), 0) > 0
                        and st.round >= x["round"] and pl["money"] >= x["price"]]
            if len(pl["plows"]) < MAX_PLOWS:
                out += [f"buyplow {x['value']}" for x in PLOWS if st.plows.get(str(x["value"]), 0) > 0
                        and st.round >= x["round"] and pl["money"] >= x["price"]]
        return out

    def act(self, st: State, q: int, words: list[str]) -> None:
        verb, what = words
        pl = st.players[q]
        if verb in ("bail", "jailroll"):
            p = piece(st, q, what)
            st.turn["tried"].append(what)
            if verb == "bail":
                st.pay(q, JAIL_BAIL, "jail")
                p["jail"] = False
                st.say(Msg("si.log.bail", name=st.name(q), money=dollars(JAIL_BAIL), piece=piece_label(p)))
            elif sum(st.roll(2, q, Msg("si.why.jail", what=what))) in JAIL_FREE:
                p["jail"] = False
                st.say(Msg("si.log.free", name=st.name(q), piece=piece_label(p)))
            else:
                st.say(Msg("si.log.stays", name=st.name(q), piece=piece_label(p)))
            return
        value = int(what)
        table, supply, owned = (LOCOS, st.locos, pl["locos"]) if verb == "buyloco" else (PLOWS, st.plows, pl["plows"])
        price = next(x["price"] for x in table if x["value"] == value)
        st.pay(q, price, "equipment")
        supply[what] -= 1
        owned.append(value)
        owned.sort(reverse=True)
        st.say(Msg("si.log.buys_loco" if verb == "buyloco" else "si.log.buys_plow", name=st.name(q), v=value,
                   price=dollars(price)))


TURN: list[TurnStep] = [TakeCards(), Build(), Operate(), Trade(), Passengers(), Sell(), FinesAndJail()]


class Turns(Step):
    """Phase IV: every player in turn order does the seven steps of TURN before the next begins."""

    key = "turns"

    def title(self, st: State) -> Msg:
        if not st.turn:
            return Msg("si.step.turns")
        return Msg("si.step.turn", name=st.name(st.turn["seat"]), step=TURN[st.turn["step"]].title(st))

    def start(self, st: State) -> None:
        st.phase = "turns"
        st.idx = 0
        self._begin(st)

    def _begin(self, st: State) -> None:
        st.turn = {"seat": st.order[st.idx], "step": 0}
        TURN[0].start(st)

    def settle(self, st: State) -> int | None:
        while st.idx < st.n:
            inner = TURN[st.turn["step"]]
            seat = inner.settle(st)
            if seat is not None:
                return seat
            inner.finish(st)
            st.turn["done"] = False
            st.turn["step"] += 1
            if st.turn["step"] < len(TURN):
                TURN[st.turn["step"]].start(st)
                continue
            st.idx += 1
            if st.idx < st.n:
                self._begin(st)
        st.turn = {}
        return None

    def moves(self, st: State) -> list[str]:
        return TURN[st.turn["step"]].moves(st)

    def play(self, st: State, words: list[str]) -> None:
        TURN[st.turn["step"]].play(st, words)


class Regulate(Step):
    """Phase V: each market's price moves by its change table: dice + quantity sold (half for coal in
    Denver and Salt Lake City) - IDN (silver, lumber, coal), clamped to its ladder."""

    key = "regulate"

    def start(self, st: State) -> None:
        # One roll of the bank for every market (its dice taken in market order), so the round's
        # regulation is one public roll in the log and the roll history.
        specs = [(key, market.spec(key)) for key in market.KEYS]
        faces = st.chance.roll(sum(s["dice"] for _, s in specs), 6, player=None, why=Msg("si.step.regulate"))
        moved: list[Msg] = []
        at = 0
        for key, s in specs:
            dice = faces[at:at + s["dice"]]
            at += s["dice"]
            value = market.change_value(key, dice, st.sold[key], st.idn)
            old = st.market[key]
            st.market[key] = market.move(old, key, market.change(key, value))
            if st.market[key] != old:
                before, after = market.price({key: old}, key), market.price(st.market, key)
                moved.append(Msg("si.log.price_move", market=market_term(key), old=dollars(before), new=dollars(after)))
            st.sold[key] = 0
        st.say(Msg("si.log.prices", changes=ListOf(moved) if moved else Msg("si.log.no_change"), idn=st.idn))


class Refill(Step):
    """Phase VI: refill the claim display to 8 and turn up passenger contracts; then the victory check."""

    key = "refill"

    def start(self, st: State) -> None:
        st.refill_display()
        st.refill_passengers()
        goal = st.goal
        if goal is not None and any(pl["money"] >= goal for pl in st.players):
            st.finish(SOLO_WON if st.n == 1 else GOAL)


class Advance(Step):
    """Phase VII: move the round marker; the campaign ends after round 24 (money scenarios after their
    round limit, a house rule)."""

    key = "advance"

    def start(self, st: State) -> None:
        if st.round >= st.round_limit:
            if st.n == 1:
                st.finish(SOLO_LOST)
            else:
                st.finish(CAMPAIGN if st.scenario == "campaign" else ROUND_LIMIT)
            return
        st.round += 1


ROUND: list[Step] = [OrderStep(), HireStep(), PlaceStep(), DisputeStep(), Turns(), Regulate(), Refill(), Advance()]
