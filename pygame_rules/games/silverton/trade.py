"""Step 4 of a player's turn: offers of segments, claims and goods for money, answered by the partner."""

from __future__ import annotations

from ...i18n.messages import Msg
from .data import (
    CLAIMS,
    MAX_OFFERS,
    OFFER_AMOUNTS,
    OFFERS_PER_PARTNER,
    SEGMENTS,
    TRADE_PRICES,
)
from .present import dollars
from .table import Table
from .turn_steps import TurnStep


class Trade(TurnStep):
    """Step 4: offer other players a trade (a segment, a claim card, or goods from their claim that the
    player's track reaches, to be delivered this turn) for an amount of money; the other player accepts
    or refuses (it is their decision: they are the current player).  Version 4 (seed: "mit jedem
    anderen Spieler"): offers to every other player, any amount the payer holds; version 3 and
    earlier: one offer a turn at one of four prices."""

    key = "trade"

    def settle(self, st: Table) -> int | None:
        if st.offer:
            return int(st.offer["to"])
        return super().settle(st)

    def moves(self, st: Table) -> list[str]:
        return ["accept", "refuse"] if st.offer else super().moves(st)

    def play(self, st: Table, words: list[str]) -> None:
        if st.offer:
            self.answer(st, words[0] == "accept")
        else:
            super().play(st, words)

    def items(self, st: Table, giver: int, taker: int, goods: bool) -> list[str]:
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

    def offer_keys(self, st: Table, q: int) -> list[tuple[int, str, str]]:
        """Version 4: the (partner, direction, item) offers still open to the active player this turn:
        each once, at most OFFERS_PER_PARTNER to a partner (reconstructed, so a turn always ends)."""
        made = st.turn_record.offered
        out = []
        for r in range(st.n):
            if r == q or sum(1 for k in made if k.split()[0] == str(r + 1)) >= OFFERS_PER_PARTNER:
                continue
            out += [(r, "sell", item) for item in self.items(st, q, r, goods=False)
                    if f"{r + 1} sell {item}" not in made]
            out += [(r, "buy", item) for item in self.items(st, r, q, goods=True)
                    if f"{r + 1} buy {item}" not in made]
        return out

    def options(self, st: Table, q: int) -> list[str]:
        if not st.rules.free_trade:
            return self.fixed_price_options(st, q)
        out = []
        for r, direction, item in self.offer_keys(st, q):
            payer = st.players[r if direction == "sell" else q]["money"]
            out += [f"offer {r + 1} {direction} {item} {v}" for v in OFFER_AMOUNTS if v <= payer]
        return out

    def allows(self, st: Table, q: int, words: list[str]) -> bool:
        """Version 4: an offer at any amount from 0 to what the payer holds (legal_moves lists only a
        few amounts of each)."""
        r, direction, item, amount = int(words[1]) - 1, words[2], words[3], int(words[4])
        if st.offer or not 0 <= r < st.n or (r, direction, item) not in self.offer_keys(st, q):
            return False
        return amount <= st.players[r if direction == "sell" else q]["money"]

    def fixed_price_options(self, st: Table, q: int) -> list[str]:
        """Version 3 and earlier: one offer a turn, at one of four prices."""
        if st.turn_record.offers >= MAX_OFFERS:
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

    def act(self, st: Table, q: int, words: list[str]) -> None:
        r = int(words[1]) - 1
        turn = st.turn_record
        turn.offers += 1
        if st.rules.free_trade:
            turn.offered.append(f"{r + 1} {words[2]} {words[3]}")
        st.offer = {"from": q, "to": r, "dir": words[2], "item": words[3], "price": int(words[4])}
        key = "si.log.offers_sell" if words[2] == "sell" else "si.log.offers_buy"
        st.say(Msg(key, name=st.name(q), name2=st.name(r), x=words[3], price=dollars(int(words[4]))))

    def answer(self, st: Table, yes: bool) -> None:
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
            carried = st.turn_record.carried
            carried[cid] = carried.get(cid, 0) + units
            if cid in st.players[giver]["depleted"]:
                st.drop_claim(giver, cid)
        else:
            st.give_claim(giver, taker, item)
        st.say(Msg("si.log.accepts", name=st.name(r), name2=st.name(taker), name3=st.name(giver), price=dollars(price),
                   x=item))
