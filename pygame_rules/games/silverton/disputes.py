"""Phase III: disputes over segments, the way through a town, claims, contracts and steals."""

from __future__ import annotations

from typing import Any

from ...i18n.messages import Msg
from .data import (
    AT_TOWN,
    CLAIM_TOWN_BONUS,
    CLAIMS,
    PASSENGERS,
    SEGMENT_ORDER,
    SEGMENTS,
    TOWNS,
)
from .present import dollars, piece_label
from .records import Dispute
from .step import Step, piece
from .table import Table


def rolloff(st: Table, entries: list[tuple[int, dict[str, Any], int]], what: Msg | str) -> int | None:
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


def route_len(st: Table, q: int, pid: str) -> int | None:
    return st.contract_route(q, pid)


class DisputeStep(Step):
    """Phase III: disputes over segments (with the way out onto a free parallel segment), the special
    dispute at a town two surveyed segments would make useless, claims (+3 where the track already
    reaches the claim's town), passenger contracts (the shorter route adds the difference) and steals
    (the attacker pays the contract's price; the defender wins ties)."""

    key = "disputes"

    def start(self, st: Table) -> None:
        st.phase = "disputes"
        for pl in st.players:
            for p in pl["pieces"]:
                p["held"] = False
        queue: list[Dispute] = []
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

    def settle(self, st: Table) -> int | None:
        while st.disputes:
            item = st.disputes[0]
            by_kind = {"segment": self._segment, "special": self._special, "claim": self._claim,
                       "passenger": self._passenger, "steal": self._steal}
            seat = by_kind[item["kind"]](st, item)
            if seat is not None:
                return seat
            st.disputes.pop(0)
        st.ask = None
        return None

    def moves(self, st: Table) -> list[str]:
        assert st.ask is not None
        return ["parallel", "fight"] if st.ask["kind"] == "parallel" else ["challenge", "allow"]

    def play(self, st: Table, words: list[str]) -> None:
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
    def _segment(self, st: Table, item: Dispute) -> int | None:
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

    def _special(self, st: Table, item: Dispute) -> int | None:
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

    def _claim(self, st: Table, item: Dispute) -> int | None:
        cid = item["target"]
        on = st.pieces_at(f"claim:{cid}")
        entries = [(q, p, p["bonus"] + (CLAIM_TOWN_BONUS if st.claim_town_linked(q, cid) else 0)) for q, p in on]
        rolloff(st, entries, Msg("si.term.dispute_claim", cid=cid, mine=CLAIMS[cid]["name"]))
        return None

    def _passenger(self, st: Table, item: Dispute) -> int | None:
        x = item["target"]
        on = st.pieces_at(f"pass:{x}")
        lengths = {q: route_len(st, q, x) or 0 for q, _ in on}
        longest = max(lengths.values())
        rolloff(st, [(q, p, p["bonus"] + longest - lengths[q]) for q, p in on], Msg("si.term.dispute_contract", x=x))
        return None

    def _steal(self, st: Table, item: Dispute) -> int | None:
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
        if st.rules.steal_jail and sum(dice) == 2:  # seed: a 2 sends the piece to jail in every dispute
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
