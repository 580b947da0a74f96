"""Why a hinted move is good (bridge/hint.py), in one sentence a learner understands.

Read from the seat's view alone, with the strong bot's own judgement (bots/standard.py at the strong
level): a claim's expected yield at today's best price over the rounds left, the towns its track should
reach (its claims' towns, a market), a passenger contract's expected fares, and the sale that pays most.
None where no such fact holds: the hint then names the move only.
"""

from __future__ import annotations

from typing import Any

from ....i18n.messages import Money, Msg
from .. import market
from ..data import CLAIMS, MARKETS, PASSENGERS, SEGMENTS
from ..present import kind_term, town
from .standard import Bot, claim_value, claim_yield, distance, unit_price


def _claim_worth(bot: Bot, cid: str) -> Msg | None:
    """A claim worth more than its price: what it should bring, and whether the seat's track reaches it."""
    value = int(claim_value(bot.view, cid, bot.horizon)) // 10 * 10
    c = CLAIMS[cid]
    if value <= c["price"]:
        return None
    key = "si.hint.claim_linked" if c["town"] in bot.pl["towns"] else "si.hint.claim"
    return Msg(key, mine=c["name"], kind=kind_term(c["kind"]), value=Money(value), price=Money(c["price"]),
               town=town(c["town"]))


def _contract_worth(bot: Bot, pid: str) -> Msg | None:
    """A passenger contract: its fares a round on average (a die picks one of six), over the rounds left."""
    p = PASSENGERS[pid]
    per_round = sum(p["revenue"]) / 6
    if per_round * bot.horizon <= p["price"]:
        return None
    return Msg("si.hint.contract", amount=Money(int(per_round)), price=Money(p["price"]))


def survey_reason(bot: Bot, sid: str) -> Msg | None:
    """Track surveyed: the town it reaches is, or leads towards, one the strong bot heads for (a town of
    the seat's claims not yet on its track, a claim worth buying, a market)."""
    seg = SEGMENTS[sid]
    towns = bot.pl["towns"]
    new = seg.b if seg.a in towns else seg.a
    targets = bot.targets()
    gains = [(distance(towns, t) - distance([new], t), t) for t in targets]
    gains = [(g, t) for g, t in gains if g > 0]
    if not gains:
        return None
    _, target = max(gains, key=lambda x: (x[0], x[1]))
    own = [c["id"] for c in bot.pl["claims"] if CLAIMS[c["id"]]["town"] == target]
    if own:
        mine = CLAIMS[own[0]]["name"]
        key = "si.hint.reach_claim" if new == target else "si.hint.towards_claim"
        return Msg(key, town=town(target), mine=mine)
    if target in MARKETS:
        return Msg("si.hint.reach_market" if new == target else "si.hint.towards_market", town=town(target))
    return Msg("si.hint.reach_display" if new == target else "si.hint.towards_display", town=town(target))


def sell_reason(view: dict[str, Any], move: str) -> Msg | None:
    """A sale: no other sale open to the seat now pays more (units the market takes times its price)."""
    sales = view.get("sales") or {}

    def revenue(m: str) -> int:
        lot, city = m.split()[1:]
        return int(sales[m]) * int(view["prices"][market.key_for(CLAIMS["M" + lot[1:]]["kind"], city)])

    if move not in sales or not sales[move]:
        return None
    mine = revenue(move)
    if any(revenue(m) > mine for m in sales if sales[m]):
        return None
    return Msg("si.hint.sell", amount=Money(mine))


def operate_reason(bot: Bot, cid: str) -> Msg | None:
    """Operating a claim: the goods it should produce are worth more than operating it costs."""
    units, _ = claim_yield(cid)
    worth = int(units * unit_price(bot.view, cid))
    cost = CLAIMS[cid]["operate"]
    if worth <= cost:
        return None
    return Msg("si.hint.operate", worth=Money(worth), cost=Money(cost))


def hint_reason(move: str, view: dict[str, Any]) -> Msg | None:
    """Why ``move`` is good for the seat whose view this is (see the module's docstring)."""
    if view.get("viewer") is None or view.get("result"):
        return None
    bot = Bot("strong", view, [move], 0)
    w = move.split()
    verb = w[0]
    if verb == "survey" and w[2] in SEGMENTS:
        return survey_reason(bot, w[2])
    if verb in ("prospect", "steal") and len(w) > 2:
        if w[2] in CLAIMS:
            return _claim_worth(bot, w[2])
        if w[2] in PASSENGERS:
            return _contract_worth(bot, w[2])
    if verb == "buy" and len(w) > 1:
        if w[1] in CLAIMS:
            return _claim_worth(bot, w[1])
        if w[1] in PASSENGERS:
            return _contract_worth(bot, w[1])
    if verb == "sell":
        return sell_reason(view, move)
    if verb == "operate" and w[1] in CLAIMS:
        return operate_reason(bot, w[1])
    return None
