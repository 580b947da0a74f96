"""Phases I and II: turn order, hiring pieces (advanced game, round 1) and placing surveyors and
prospectors."""

from __future__ import annotations

from ...i18n.messages import ListOf, Msg
from .data import (
    CLAIMS,
    HIRE,
    PASSENGERS,
    SEGMENT_ORDER,
    SEGMENTS,
)
from .present import piece_label
from .step import Sequential, Step, free_pieces, piece
from .table import Table


class OrderStep(Step):
    """Phase I: shuffle the turn-order cards; the seat with card 1 goes first."""

    key = "order"

    def start(self, st: Table) -> None:
        st.phase = "order"
        if st.n > 1:
            cards = list(range(1, st.n + 1))
            st.chance.shuffle(cards)
            st.order = sorted(range(st.n), key=lambda q: cards[q])
        else:
            st.order = [0]
        st.say(Msg("si.log.order_winter" if st.winter else "si.log.order", names=ListOf(st.name(q) for q in st.order)))


class HireStep(Sequential):
    """Advanced game, round 1: buy surveyors and prospectors from a point budget (at least one of each)."""

    key = "hire"

    def start(self, st: Table) -> None:
        super().start(st)
        if st.mode != "advanced" or st.round != 1:
            st.idx = st.n

    def options(self, st: Table, q: int) -> list[str]:
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

    def can_finish(self, st: Table, q: int) -> bool:
        kinds = {p["kind"] for p in st.players[q]["pieces"]}
        return kinds == {"S", "P"}

    def act(self, st: Table, q: int, words: list[str]) -> None:
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

    def settle(self, st: Table) -> int | None:
        """From rules version 3 a player who placed a piece ends placing with "done" even when no piece is
        left to place (before, the last piece ended it at once, with no chance to take it back)."""
        while st.idx < st.n:
            q = st.order[st.idx]
            if self.options(st, q) or (st.rules.done_after_last_piece and any(
                    p["at"] and not p["held"] and not p["jail"] for p in st.players[q]["pieces"])):
                return q
            st.idx += 1
        return None

    def options(self, st: Table, q: int) -> list[str]:
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

    def act(self, st: Table, q: int, words: list[str]) -> None:
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
