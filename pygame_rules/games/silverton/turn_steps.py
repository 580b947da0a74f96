"""A player's turn (phase IV) is seven steps (steps.TURN); here the step they share and steps 1 to 3
and 7: take cards, build, operate claims, fines and jail.  Trading is in trade.py, passenger income and
selling in selling.py."""

from __future__ import annotations

from typing import Any

from ...i18n.messages import Msg
from .data import (
    AT_TOWN,
    CLAIMS,
    DEPLETE,
    DISMANTLE_PER_LENGTH,
    EVENTS,
    FREE_EXTENSION_BELOW,
    JAIL_BAIL,
    JAIL_FREE,
    LOCOS,
    MAX_LOCOS,
    PASSENGERS,
    PLOWS,
    SEGMENT_ORDER,
    SEGMENTS,
)
from .present import dollars, kind_term, piece_label
from .step import Step, free_pieces, piece
from .table import Table

MAX_PLOWS = 2  # reconstruction: snowplows a player may own at once


class TurnStep(Step):
    """One step of a player's build-and-operate turn.  Optional steps offer ``next``; a step with nothing
    to decide passes by itself."""

    key = "turn"  # each step's own: its title is the message si.step.<key> ("1 take cards")
    optional = True

    def options(self, st: Table, q: int) -> list[str]:
        return []

    def moves(self, st: Table) -> list[str]:
        q = st.turn_record.seat
        opts = self.options(st, q)
        return opts + ["next"] if self.optional and opts else opts

    def settle(self, st: Table) -> int | None:
        turn = st.turn_record
        if turn.done:
            return None
        q = turn.seat
        return q if self.options(st, q) else None

    def play(self, st: Table, words: list[str]) -> None:
        if words == ["next"]:
            st.turn_record.done = True
        else:
            self.act(st, st.turn_record.seat, words)

    def act(self, st: Table, q: int, words: list[str]) -> None:
        raise AssertionError

    def finish(self, st: Table) -> None:
        pass


class TakeCards(TurnStep):
    """Step 1: take the cards the player's prospectors won: buy each or put it back face up; from the
    deck, draw a card (an event is carried out at once)."""

    key = "take_cards"
    optional = False

    def _first(self, st: Table, q: int) -> dict[str, Any] | None:
        turn = st.turn_record
        while turn.pending:
            p = piece(st, q, turn.pending[0])
            at = p["at"] or ""
            ok = (at == "deck" and (turn.drawn or st.deck)
                  or at.startswith("claim:") and at[6:] in st.display
                  or at.startswith("pass:") and at[5:] in st.face_up_passengers())
            if ok:
                return p
            turn.pending.pop(0)
            turn.drawn = None
            if p["at"]:
                st.say(Msg("si.log.comes_home", name=st.name(q), piece=piece_label(p)))
                st.return_piece(q, p)
        return None

    def settle(self, st: Table) -> int | None:
        q = st.turn_record.seat
        return q if self._first(st, q) else None

    def options(self, st: Table, q: int) -> list[str]:
        p = self._first(st, q)
        if p is None:
            return []
        money = st.players[q]["money"]
        if p["at"] == "deck":
            card = st.turn_record.drawn
            if card is None:
                return ["draw"]
            return ([f"buy {card}"] if money >= CLAIMS[card]["price"] else []) + [f"leave {card}"]
        x = p["at"].split(":")[1]
        if x in CLAIMS:
            return ([f"buy {x}"] if money >= CLAIMS[x]["price"] else []) + [f"leave {x}"]
        can = money >= PASSENGERS[x]["price"] and st.contract_route(q, x, winter_aware=True) is not None
        return ([f"buy {x}"] if can else []) + [f"leave {x}"]

    def act(self, st: Table, q: int, words: list[str]) -> None:
        p = piece(st, q, st.turn_record.pending[0])
        pl = st.players[q]
        if words == ["draw"]:
            card = st.chance.draw(st.deck)
            if card in EVENTS:
                st.apply_event(q, card)
                self._done(st, q, p)
            else:
                st.turn_record.drawn = card
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

    def _done(self, st: Table, q: int, p: dict[str, Any]) -> None:
        turn = st.turn_record
        turn.pending.pop(0)
        turn.drawn = None
        st.return_piece(q, p)

    def start(self, st: Table) -> None:
        turn = st.turn_record
        pieces = [p for p in st.players[turn.seat]["pieces"] if p["at"] and not p["held"]
                  and (p["at"] == "deck" or p["at"].startswith(("claim:", "pass:")))]
        turn.pending = [p["id"] for p in sorted(pieces, key=lambda p: p["seq"])]


class Build(TurnStep):
    """Step 2: build the surveyed segments (pay their cost), dismantle marked ones ($10 x length), and
    with fewer than 5 players try one free extension with a prospector at home: 2d6 must beat the
    length of a segment next to one just built."""

    key = "build"

    def start(self, st: Table) -> None:
        turn = st.turn_record
        q = turn.seat
        pl = st.players[q]
        turn.built = []
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
                    turn.built.append(sid)
                    # the end the line now continues from (none when both ends were reached already)
                    turn.beyond[sid] = [t for t in (seg.a, seg.b) if t not in reached]
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

    def options(self, st: Table, q: int) -> list[str]:
        turn = st.turn_record
        if st.n >= FREE_EXTENSION_BELOW or turn.extended or not turn.built:
            return []
        if not free_pieces(st, q, "P") or st.cubes_left(q) < 1:
            return []
        found = set()
        for sid in turn.built:
            seg = SEGMENTS[sid]
            # Seed: "the next segment behind the one just built", continuing the line beyond it
            # (version 3 and earlier: at either end).
            ends = turn.beyond[sid] if st.rules.extension_beyond else [seg.a, seg.b]
            for town in ends:
                for nxt in AT_TOWN[town]:
                    s = SEGMENTS[nxt]
                    if nxt in st.owner or st.surveyors_on(nxt) or (st.winter and s.white) or st.owns_twin(q, nxt):
                        continue
                    found.add(nxt)
        return [f"extend {sid}" for sid in SEGMENT_ORDER if sid in found]

    def act(self, st: Table, q: int, words: list[str]) -> None:
        sid = words[1]
        st.turn_record.extended = True
        total = sum(st.roll(2, q, Msg("si.why.extension", sid=sid)))
        if total > SEGMENTS[sid].length:
            st.build(q, sid)
            st.say(Msg("si.log.extends", name=st.name(q), length=SEGMENTS[sid].length, sid=sid))
        else:
            st.say(Msg("si.log.no_extension", name=st.name(q), length=SEGMENTS[sid].length))


class Operate(TurnStep):
    """Step 3: operate claims: pay the operating cost, roll 2d6 on the claim's table (the first
    operation counts the first die as 6); goods go onto the card; a low roll depletes the claim."""

    key = "operate"

    def start(self, st: Table) -> None:
        turn = st.turn_record
        pl = st.players[turn.seat]
        turn.operating = any(c not in pl["depleted"] for c in pl["claims"])

    def options(self, st: Table, q: int) -> list[str]:
        pl = st.players[q]
        return [f"operate {c}" for c in pl["claims"] if c not in pl["depleted"]
                and c not in st.turn_record.operated and pl["money"] >= CLAIMS[c]["operate"]]

    def act(self, st: Table, q: int, words: list[str]) -> None:
        cid = words[1]
        card = CLAIMS[cid]
        pl = st.players[q]
        st.pay(q, card["operate"], "operating")
        st.turn_record.operated.append(cid)
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


class FinesAndJail(TurnStep):
    """Step 7: pay fines; free jailed pieces (roll 7 or 11, or pay $200); advanced game: buy
    locomotives and snowplows."""

    key = "fines"

    def start(self, st: Table) -> None:
        q = st.turn_record.seat
        pl = st.players[q]
        if pl["fines"]:
            amount = min(pl["fines"], pl["money"])
            st.pay(q, amount, "fines")
            key = "si.log.fines_all" if amount < pl["fines"] else "si.log.fines"
            st.say(Msg(key, name=st.name(q), money=dollars(amount)))
            pl["fines"] = 0

    def options(self, st: Table, q: int) -> list[str]:
        pl = st.players[q]
        tried = st.turn_record.tried
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

    def act(self, st: Table, q: int, words: list[str]) -> None:
        verb, what = words
        pl = st.players[q]
        if verb in ("bail", "jailroll"):
            p = piece(st, q, what)
            st.turn_record.tried.append(what)
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
