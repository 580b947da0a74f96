"""Steps 5 and 6 of a player's turn: passenger income (with snowplows in winter) and selling goods in
one market city (carried by locomotives in the advanced game)."""

from __future__ import annotations

from ...i18n.messages import Msg
from . import market
from .data import (
    CLAIMS,
    LIMIT_PER_TURN,
    MARKETS,
    PASSENGERS,
    SEGMENT_ORDER,
    SEGMENTS,
    TOWNS,
)
from .network import flattest
from .present import dollars, kind_term
from .table import Table
from .turn_steps import TurnStep


class Passengers(TurnStep):
    """Step 5: passenger income: one die on each contract's revenue table; nothing in winter for a
    route over a white segment.  Advanced game: in winter a snowplow may first open own white
    segments, for this turn's passengers and sales."""

    key = "passengers"

    def start(self, st: Table) -> None:
        turn = st.turn_record
        turn.plowing = st.mode == "advanced" and st.winter and bool(st.players[turn.seat]["plows"])

    def options(self, st: Table, q: int) -> list[str]:
        pl = st.players[q]
        if st.mode != "advanced" or not st.winter or not pl["plows"]:
            return []
        opened = st.turn_record.opened
        white = [s for s in SEGMENT_ORDER if s in pl["track"] and SEGMENTS[s].white and s not in opened]
        if not st.rules.plow_chosen:
            return [f"plow {s}" for s in white]
        # version 4: the player chooses which snowplow to risk
        return [f"plow {s} {v}" for s in white for v in sorted(set(pl["plows"]))]

    def act(self, st: Table, q: int, words: list[str]) -> None:
        plow_segment(st, q, words[1], int(words[2]) if len(words) > 2 else None)

    def finish(self, st: Table) -> None:
        q = st.turn_record.seat
        for x in st.players[q]["passengers"]:
            if st.contract_route(q, x, winter_aware=True) is None:
                st.say(Msg("si.log.snowed", name=st.name(q), x=x))
                continue
            die = st.roll(1, q, Msg("si.why.passengers", x=x))[0]
            amount = PASSENGERS[x]["revenue"][die - 1]
            st.earn(q, amount, "passengers")
            st.say(Msg("si.log.earns", name=st.name(q), x=x, money=dollars(amount)))


def plow_segment(st: Table, q: int, sid: str, plow: int | None = None) -> None:
    """Advanced game: 1 die + the snowplow must reach the segment's length; a failure loses the plow.
    Version 4: the player names the plow; version 3 and earlier: the best one."""
    pl = st.players[q]
    plow = max(pl["plows"]) if plow is None else plow
    die = st.roll(1, q, Msg("si.why.plow", plow=plow, sid=sid))[0]
    if die + plow >= SEGMENTS[sid].length:
        st.turn_record.opened.append(sid)
        st.say(Msg("si.log.plows", name=st.name(q), sid=sid, die=die, plow=plow, length=SEGMENTS[sid].length))
    else:
        pl["plows"].remove(plow)
        st.say(Msg("si.log.plow_fails", name=st.name(q), sid=sid, plow=plow))


def sale(st: Table, q: int, lot: str, city: str) -> tuple[int, list[int]]:
    """How many units of ``lot`` (own claim Mn, or carried goods Gn) the player can sell in ``city``
    now, and the locomotives that would carry them (advanced game)."""
    cid = "M" + lot[1:]
    turn = st.turn_record
    units = turn.carried.get(cid, 0) if lot.startswith("G") else st.players[q]["goods"].get(cid, 0)
    if units <= 0:
        return 0, []
    town = CLAIMS[cid]["town"]
    track = st.usable(q)
    if town != city and st.route(q, town, city, winter_aware=True) is None:
        return 0, []
    key = market.key_for(CLAIMS[cid]["kind"], city)
    limit = market.spec(key)["limit"]
    if limit is not None:
        units = min(units, limit - turn.sold.get(key, 0))
    if st.mode != "advanced" or units <= 0 or town == city:
        return max(units, 0), []
    longest = flattest(track, town, city)
    assert longest is not None
    if st.rules.locos_together:
        return carry(st, q, units, longest)
    used, carried = [], 0
    free = sorted([v for i, v in enumerate(st.players[q]["locos"]) if i not in turn.locos_used],
                  reverse=True)
    for v in free:
        if carried >= units:
            break
        if v // longest:
            used.append(v)
            carried += v // longest
    return min(units, carried), used


def carry(st: Table, q: int, units: int, longest: int) -> tuple[int, list[int]]:
    """Version 4 (seed): the player's locomotives carry together, each value // longest segment units.
    What a sale uses is charged in points (a unit over a route costs its longest segment, reconstructed),
    so a locomotive keeps what capacity it has left for another sale this turn.  Returns the units and
    the points each locomotive (by index) spends."""
    locos = st.players[q]["locos"]
    load = st.turn_record.loco_load
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

    key = "sell"

    def options(self, st: Table, q: int) -> list[str]:
        turn = st.turn_record
        done = turn.sold_lots
        if st.mode != "advanced" and len(done) >= LIMIT_PER_TURN:
            return []
        pl = st.players[q]
        lots = [c for c in pl["claims"] if pl["goods"].get(c)]
        lots += ["G" + c[1:] for c in sorted(turn.carried, key=lambda c: int(c[1:]))]
        cities = [turn.city] if turn.city else MARKETS
        out = []
        for lot in lots:
            if lot in done:
                continue
            out += [f"sell {lot} {city}" for city in cities if sale(st, q, lot, city)[0] > 0]
        return out

    def units(self, st: Table, q: int) -> dict[str, int]:
        """Each sale open now and the units it would sell (the seller's view shows them before a sale)."""
        return {m: sale(st, q, m.split()[1], m.split()[2])[0] for m in self.options(st, q)}

    def act(self, st: Table, q: int, words: list[str]) -> None:
        turn = st.turn_record
        lot, city = words[1], words[2]
        units, locos = sale(st, q, lot, city)
        cid = "M" + lot[1:]
        key = market.key_for(CLAIMS[cid]["kind"], city)
        value = market.price(st.market, key)
        if lot.startswith("G"):
            turn.carried[cid] -= units
        else:
            st.players[q]["goods"][cid] -= units
            if not st.players[q]["goods"][cid]:
                del st.players[q]["goods"][cid]
        st.earn(q, units * value, "goods")
        st.sold[key] += units
        sold = turn.sold
        sold[key] = sold.get(key, 0) + units
        turn.sold_lots.append(lot)
        turn.city = city
        if st.rules.locos_together:
            load = turn.loco_load
            load += [0] * (len(locos) - len(load))
            for i, points in enumerate(locos):
                load[i] += points
        else:
            used = turn.locos_used
            for v in locos:
                used.append(next(i for i, x in enumerate(st.players[q]["locos"]) if x == v and i not in used))
        st.say(Msg("si.log.sells", name=st.name(q), units=units, kind=kind_term(CLAIMS[cid]["kind"]), cid=cid,
                   town=TOWNS[city].name, price=dollars(value), money=dollars(units * value)))

    def finish(self, st: Table) -> None:
        turn = st.turn_record
        q = turn.seat
        pl = st.players[q]
        for cid, units in sorted(turn.carried.items()):
            if units:
                st.say(Msg("si.log.lost", name=st.name(q), units=units, kind=kind_term(CLAIMS[cid]["kind"]), cid=cid))
        turn.carried = {}
        for cid in list(pl["claims"]):
            if cid in pl["depleted"] and not pl["goods"].get(cid):
                st.drop_claim(q, cid)
                st.say(Msg("si.log.discards", name=st.name(q), cid=cid))
