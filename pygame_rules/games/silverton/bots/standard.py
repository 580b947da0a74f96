"""Silverton bots.  Both decide from their own seat's view and the legal moves only.

* ``standard`` (baseline): buys the claims it can afford, surveys toward the towns of its claims and
  the nearest market, operates everything, sells where it pays most, refuses trades.
* ``strong``: the same skeleton with better judgement: it values a claim by its expected yield at
  today's prices over its expected life, prefers claims its track already reaches (the +3 in
  disputes, no track to pay for), keeps what its money is promised to (``money.py``, every level),
  plans its survey toward the cheapest unlinked claim town or market, takes passenger contracts,
  steals where its route is shorter, holds goods back when a price is low and the market will rise,
  and accepts trades that pay it more than the item is worth to it.
"""

from __future__ import annotations

import random
from typing import Any

from .. import market
from ..data import CLAIMS, DEPLETE, LOCOS, MARKETS, PASSENGERS, SEGMENTS
from ..rules import Rules
from .money import FAR, blocked_for, distance, hops, placed, promised, stranded, towns_with_surveys

__all__ = ["choose", "claim_value", "distance", "hops", "horizon", "unit_price"]

# Probability of each 2d6 sum 2..12, and of 6 + one die (7..12) for a first operation.
P2 = [n / 36 for n in (1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)]


def claim_yield(cid: str, first: bool = False) -> tuple[float, float]:
    """Expected units per operation and the chance that an operation depletes the claim."""
    table = CLAIMS[cid]["table"]
    probs = [0.0] * 5 + [1 / 6] * 6 if first else P2
    units = sum(p * v for p, v in zip(probs, table, strict=True) if v != DEPLETE)
    deplete = sum(p for p, v in zip(probs, table, strict=True) if v == DEPLETE)
    return units, deplete


def unit_price(view: dict[str, Any], cid: str) -> float:
    kind = CLAIMS[cid]["kind"]
    return max(view["prices"][market.key_for(kind, city)] for city in MARKETS)


def claim_value(view: dict[str, Any], cid: str, horizon: int) -> float:
    """Expected net money from a claim over the rest of the game (at today's best price)."""
    units, dep = claim_yield(cid)
    per_op = units * unit_price(view, cid) - CLAIMS[cid]["operate"]
    life = min(horizon, 1 / max(dep, 0.05))
    first_units, _ = claim_yield(cid, first=True)
    return per_op * max(life - 1, 0) + first_units * unit_price(view, cid) - CLAIMS[cid]["operate"]


def horizon(left: int) -> int:
    """Rounds a claim is valued over, ``left`` rounds being left in the game."""
    return max(2, min(left, 12))


MARGIN = 50  # dollars the strong bot keeps on top of what its money is promised to (the baseline twice this)
FLOOR = 250  # dollars kept from track toward no claim of its own: a cheap claim and its first operation


class Bot:
    def __init__(self, level: str, view: dict[str, Any], legal: list[str], seed: int):
        self.strong = level == "strong"
        self.view, self.legal = view, legal
        self.me = view["viewer"]
        self.pl = view["players"][self.me]
        self.money = self.pl["money"]
        self.rnd = random.Random(seed)
        self.horizon = horizon(view["round_limit"] - view["round"] + 1)
        self.towns = list(self.pl["towns"]) or [self.pl["home"]]
        self.blocked = blocked_for(view, self.me)
        # Money kept on top of what is promised: none for a bot with no claim and no contract (it
        # has no income to protect, and only a purchase brings one back).
        earning = any(not c["depleted"] for c in self.pl["claims"]) or bool(self.pl["passengers"])
        self.margin = (MARGIN if self.strong else 2 * MARGIN) if earning else 0

    def has(self, move: str) -> bool:
        return move in self.legal

    def by_verb(self, verb: str) -> list[str]:
        return [m for m in self.legal if m.split()[0] == verb]

    def affordable(self, cid: str) -> bool:
        """Whether buying claim ``cid`` leaves the money to reach its town with track (at the cheapest)
        and to operate it, on top of what the bot has already promised (money.promised: track to the
        claims it holds, cards and segments it stands on, one operation of each): every level asks,
        so no bot spends its money on claims it cannot work and then sits broke (issue 37)."""
        if self.distance(self.towns, CLAIMS[cid]["town"]) >= FAR:
            return False
        return self.money - self.promised(claims=(cid,)) >= self.margin

    def distance(self, towns: list[str], target: str) -> int:
        """The cheapest track from ``towns`` to ``target`` over segments no other player owns."""
        return distance(towns, target, self.blocked)

    def promised(self, claims: tuple[str, ...] = (), segments: tuple[str, ...] = (), skip: str | None = None) -> int:
        return promised(self.pl, claims, segments, skip, self.blocked)

    def reserve(self) -> int:
        """Money kept back from anything not already promised."""
        return self.promised() + self.margin

    # -- targets for the network -----------------------------------------------------------------
    def targets(self) -> list[str]:
        """Towns worth reaching: the towns of own claims (held or prospected) not yet linked to a market
        come first and alone (issue 37: track toward anything else spent the money that linking them
        needed); without such claims, the towns of good claims on display (strong) and a second market."""
        towns = set(self.pl["towns"])
        mine = [CLAIMS[c]["town"] for c in stranded(self.pl) + placed(self.pl, "claim")]
        mine = [t for t in mine if t not in towns and self.distance(self.towns, t) < FAR]
        if mine:
            return mine
        out = []
        if self.strong:
            out += [CLAIMS[c]["town"] for c in self.view["display"]
                    if CLAIMS[c]["town"] not in towns and claim_value(self.view, c, self.horizon) > CLAIMS[c]["price"]]
        markets = [m for m in MARKETS if m not in towns]
        if not any(m in towns for m in MARKETS if m != self.pl["home"]) and markets:
            out.append(min(markets, key=lambda m: self.distance(list(towns), m)))
        return out

    def can_survey(self, sid: str) -> bool:
        """Whether the bot can pay for segment ``sid`` with its promises kept; or, short of money with
        claims its track does not reach, whether the segment brings one of them within the money left
        (track, and one operation where the claim has no goods): the only way back to an income."""
        own = any(self.distance(self.towns, CLAIMS[c]["town"]) < FAR
                  for c in stranded(self.pl) + placed(self.pl, "claim"))
        # Track toward claims not held yet is a guess: it leaves the money to buy and work one more.
        if self.money - self.promised(segments=(sid,)) >= self.margin + (0 if own else FLOOR):
            return True
        before = towns_with_surveys(self.pl)
        after = towns_with_surveys(self.pl, (sid,))
        left = self.money - sum(SEGMENTS[s].cost for s in placed(self.pl, "survey")) - SEGMENTS[sid].cost
        goods = {c["id"]: c["goods"] for c in self.pl["claims"]}
        for cid in stranded(self.pl):
            town = CLAIMS[cid]["town"]
            need = self.distance(after, town) + (0 if goods[cid] else CLAIMS[cid]["operate"])
            if self.distance(after, town) < self.distance(before, town) and need <= left:
                return True
        return False

    def survey_score(self, move: str) -> float:
        sid = move.split()[2]
        seg = SEGMENTS[sid]
        towns = self.pl["towns"]
        new = seg.b if seg.a in towns else seg.a
        targets = self.targets()
        if not targets:
            return -1
        before = min(self.distance(towns, t) for t in targets)
        after = min(self.distance([new], t) for t in targets)
        gain = before - after
        if gain <= 0 or not self.can_survey(sid):
            return -1
        return gain - seg.cost * 0.2 + (5 if self.strong and any(
            CLAIMS[c["id"]]["town"] == new for c in self.pl["claims"]) else 0)

    # -- decisions -------------------------------------------------------------------------------
    def choose(self) -> str:
        legal = self.legal
        if len(legal) == 1:
            return legal[0]
        first = {m.split()[0] for m in legal}
        if first & {"parallel", "fight"}:
            return "parallel"
        if first & {"challenge", "allow"}:
            return "challenge" if self.strong else "allow"
        if first & {"accept", "refuse"}:
            return self.answer()
        if "hire" in first:
            return self.hire()
        if self.view["step"] == "place":
            return self.place()
        for verb, fn in (("draw", lambda ms: ms[0]), ("buy", self.buy), ("extend", self.extend),
                         ("operate", self.operate), ("sell", self.sell), ("bail", self.jail),
                         ("jailroll", self.jail), ("buyloco", self.equipment), ("buyplow", self.equipment),
                         ("plow", lambda ms: ms[0])):
            moves = self.by_verb(verb)
            if moves:
                pick = fn(moves)
                if pick:
                    return pick
        offers = self.by_verb("offer")
        if offers:
            pick = self.sell_lost(offers) or (self.offer(offers) if self.strong else None)
            if pick:
                return pick
        for fallback in ("next", "done"):
            if self.has(fallback):
                return fallback
        leave = self.by_verb("leave")
        return leave[0] if leave else legal[0]

    def hire(self) -> str:
        for want in ("hire S2", "hire P2", "hire S1", "hire P1", "hire S0", "hire P0"):
            if self.has(want):
                return want
        return "done"

    def place(self) -> str:
        best: tuple[float, str] = (0.0, "done")
        spend = self.money - self.reserve()
        towns = set(self.pl["towns"])
        for m in self.legal:
            words = m.split()
            score = 0.0
            if words[0] == "survey":
                score = self.survey_score(m)
            elif words[0] == "prospect" and words[2] in CLAIMS:
                cid = words[2]
                price = CLAIMS[cid]["price"]
                if self.claims_wanted() and self.affordable(cid):
                    value = claim_value(self.view, cid, self.horizon)
                    linked = CLAIMS[cid]["town"] in towns
                    far = 0 if linked else self.distance(list(towns), CLAIMS[cid]["town"])
                    score = (value - price - far) / 100 if self.strong else (value - price) / 100
                    score += 2 if linked else 0
            elif words[0] == "prospect":
                p = PASSENGERS[words[2]]
                if p["price"] <= spend:
                    score = (sum(p["revenue"]) / 6 * self.life(words[2]) - p["price"]) / 100
            elif words[0] == "steal" and self.strong:
                p = PASSENGERS[words[2]]
                if p["price"] <= spend:
                    score = (sum(p["revenue"]) / 6 * self.life(words[2]) - p["price"]) / 200
            elif words[0] == "deck":
                score = 0.5 if spend > 600 and self.claims_wanted() else 0
            if score > best[0]:
                best = (score, m)
        return best[1]

    def life(self, x: str) -> float:
        """Rounds contract ``x`` is expected to pay: the game's horizon, or fewer where the contract
        leaves the game after a number of depletions (at the rate claims have depleted so far): a bot
        that paid its last $300 for one that left the same turn sat broke for the rest of the game."""
        gone = self.view.get("gone_at", {}).get(x)
        if gone is None:
            return self.horizon
        rate = max(self.view["depletions"] / max(self.view["round"] - 1, 1), 0.3)
        return max(0.0, min(self.horizon, (gone - self.view["depletions"] - 0.5) / rate))

    def buy(self, moves: list[str]) -> str | None:
        for m in moves:
            x = m.split()[1]
            if x in CLAIMS:
                price = CLAIMS[x]["price"]
                wanted = self.claims_wanted() and self.affordable(x)
                if self.money - price >= (0 if not self.strong else 40) and wanted and (
                        not self.strong or claim_value(self.view, x, self.horizon) > price * 0.8):
                    return m
            elif self.money - PASSENGERS[x]["price"] - self.promised(skip=x) >= 0:
                return m
        return None

    def extend(self, moves: list[str]) -> str:
        return min(moves, key=lambda m: SEGMENTS[m.split()[1]].length)

    def linked(self, cid: str) -> bool:
        """Whether the claim's town is on the own track, with a market city on it too (roughly: can sell)."""
        towns = set(self.pl["towns"])
        return CLAIMS[cid]["town"] in towns and any(m in towns for m in MARKETS)

    def operate(self, moves: list[str]) -> str | None:
        for m in moves:
            cid = m.split()[1]
            goods = next((c["goods"] for c in self.pl["claims"] if c["id"] == cid), 0)
            if not self.can_operate(cid, goods):
                continue
            if not self.strong:
                return m
            units, _ = claim_yield(cid)
            stock = 4 if CLAIMS[cid]["kind"] in market.METALS else 12
            if (units * unit_price(self.view, cid) > CLAIMS[cid]["operate"] and goods < stock
                    and (self.linked(cid) or goods == 0)):
                return m
        return None

    def can_operate(self, cid: str, goods: int) -> bool:
        """A claim the track reaches is worked whenever the money pays for it (its goods sell this
        turn); one it does not reach only with the money promised elsewhere kept (issue 37)."""
        cost = CLAIMS[cid]["operate"]
        if self.linked(cid):
            return self.money >= cost
        return self.money - self.promised() - (cost if goods else 0) >= self.margin

    def claims_wanted(self) -> bool:
        """The strong bot stops buying once its claims could not all be sold from (two a turn)."""
        cap = 6 if self.view["mode"] == "advanced" else 4
        live = sum(1 for c in self.pl["claims"] if not c["depleted"])
        return not self.strong or live < cap

    def sell(self, moves: list[str]) -> str | None:
        def revenue(m: str) -> float:
            lot, city = m.split()[1:]
            cid = "M" + lot[1:]
            goods = next((c["goods"] for c in self.pl["claims"] if c["id"] == cid), 0) or 99
            key = market.key_for(CLAIMS[cid]["kind"], city)
            limit = market.spec(key)["limit"] or 99
            return min(goods, limit) * self.view["prices"][key]
        best = max(moves, key=lambda m: (revenue(m), m))
        if self.strong and best.split()[1].startswith("M"):
            key = market.key_for(CLAIMS["M" + best.split()[1][1:]]["kind"], best.split()[2])
            lo, hi = market.spec(key)["range"]
            if (self.view["market"][key] <= lo and self.view["round"] < self.view["round_limit"] - 2
                    and self.money >= self.reserve() + 200):  # short of money: sell now (issue 37)
                goods = next(c["goods"] for c in self.pl["claims"] if c["id"] == "M" + best.split()[1][1:])
                if goods < 6:
                    return None  # the price can only rise: wait
        return best

    def jail(self, moves: list[str]) -> str:
        bails = [m for m in moves if m.startswith("bail")]
        if bails and self.money - self.promised() > (400 if self.strong else 800):
            return bails[0]
        return next(m for m in moves if m.startswith(("jailroll", "bail")))

    def equipment(self, moves: list[str]) -> str | None:
        locos = [m for m in moves if m.startswith("buyloco")]
        if locos and self.money - self.promised() > 900:
            best = max(locos, key=lambda m: int(m.split()[1]))
            if int(best.split()[1]) > max(self.pl["locos"] or [0]):
                price = next(x["price"] for x in LOCOS if x["value"] == int(best.split()[1]))
                if self.money - price > 500:
                    return best
        plows = [m for m in moves if m.startswith("buyplow")]
        if plows and self.strong and not self.pl["plows"] and self.money - self.promised() > 1200:
            return plows[-1]
        return None

    def worth(self, seat: int, cid: str) -> float:
        """What a claim is worth to ``seat`` (from the public view): its expected net money, halved
        where that seat's track does not reach the claim's town (its goods cannot reach a market)."""
        linked = CLAIMS[cid]["town"] in self.view["players"][seat]["towns"]
        return claim_value(self.view, cid, self.horizon) * (1.0 if linked else 0.5)

    def sell_lost(self, moves: list[str]) -> str | None:
        """Every level offers a claim its track can no longer reach (another player's track took the
        way in) to a player whose track reaches it, at half what it is worth to them: the money is
        better than goods that can never be sold (issue 37: a bot sat broke beside such a claim)."""
        lost = [c["id"] for c in self.pl["claims"] if (c["goods"] or not c["depleted"])
                and self.distance(self.towns, CLAIMS[c["id"]]["town"]) >= FAR]
        if not lost:
            return None
        free = Rules.of(self.view.get("rules_version", 0)).free_trade
        best: tuple[int, str] | None = None
        for m in moves:
            _, partner, direction, item, listed = m.split()
            q = int(partner) - 1
            if direction != "sell" or item not in lost or CLAIMS[item]["town"] not in self.view["players"][q]["towns"]:
                continue
            worth = self.worth(q, item)
            price = int(worth / 2) // 10 * 10 if free else int(listed)
            if price <= 0 or price * 1.5 >= worth or price > self.view["players"][q]["money"] - 300:
                continue
            move = f"offer {partner} sell {item} {price}" if free else m
            if best is None or (price, move) > best:
                best = (price, move)
        return best[1] if best else None

    def offer(self, moves: list[str]) -> str | None:
        """Offer to buy another player's claim that is worth clearly more to it than to its owner (its
        track reaches the claim's town, theirs does not): with free amounts (rules version 4) halfway
        between the two worths, else at the lowest listed price that is at least 60 % of the card's."""
        if not self.claims_wanted():
            return None
        free = Rules.of(self.view.get("rules_version", 0)).free_trade
        best: tuple[float, str] | None = None
        for m in moves:
            _, partner, direction, item, listed = m.split()
            if direction != "buy" or item not in CLAIMS or CLAIMS[item]["town"] not in self.pl["towns"]:
                continue
            mine, theirs = self.worth(self.me, item), self.worth(int(partner) - 1, item)
            if free:
                if mine < 1.3 * theirs + 50:
                    continue
                price = int((mine + theirs) / 2) // 10 * 10
                move = f"offer {partner} buy {item} {price}"
            else:
                price = int(listed)
                if price < 0.6 * CLAIMS[item]["price"]:
                    continue
                move = m
            gain = mine - 2 * price if not free else mine - price
            if gain > 0 and self.money - price > self.reserve() + 200:
                key = (gain - price / 1000, move)
                if best is None or key > best:
                    best = key
        return best[1] if best else None

    def answer(self) -> str:
        offer = self.view["offer"]
        if not self.strong or offer is None:
            return "refuse"
        item, price = offer["item"], offer["price"]
        if offer["dir"] == "sell":  # they sell to me
            if (item in CLAIMS and self.worth(self.me, item) > price * 1.5
                    and self.money - price - self.promised(claims=(item,)) > 300):
                return "accept"
            return "refuse"
        if item in CLAIMS:  # they want mine
            return "accept" if price > 1.1 * max(self.worth(self.me, item), 50) else "refuse"
        if item in SEGMENTS:
            return "accept" if price >= 3 * SEGMENTS[item].cost else "refuse"
        return "refuse"


def choose(level: str, view: dict[str, Any], legal: list[str], seed: int) -> str:
    return Bot(level, view, legal, seed).choose()


def sound(view: dict[str, Any], legal: list[str]) -> list[str]:
    """The legal moves that keep the money's promises (as the strong bot judges them): no claim or
    contract it cannot pay for and work, no track it cannot pay for, no unlinked claim worked with the
    money its links need.  The expert searches these only (issue 37: no level ruins itself)."""
    b = Bot("strong", view, legal, 0)

    def keeps(move: str) -> bool:
        words = move.split()
        if words[0] == "survey":
            return b.can_survey(words[2])
        if words[0] in ("prospect", "buy") and words[-1] in CLAIMS:
            return b.affordable(words[-1])
        if words[0] in ("prospect", "steal"):
            return PASSENGERS[words[2]]["price"] <= b.money - b.reserve()
        if words[0] == "buy":
            return b.money - PASSENGERS[words[1]]["price"] - b.promised(skip=words[1]) >= 0
        if words[0] == "operate":
            return b.can_operate(words[1], next(c["goods"] for c in b.pl["claims"] if c["id"] == words[1]))
        return True

    return [m for m in legal if keeps(m)] or legal
