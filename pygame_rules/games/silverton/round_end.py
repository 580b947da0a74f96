"""Phases V to VII: price regulation, refilling (with the victory check) and the round marker."""

from __future__ import annotations

from ...i18n.messages import ListOf, Msg
from . import market
from .present import dollars, market_term
from .step import Step
from .table import CAMPAIGN, GOAL, ROUND_LIMIT, SOLO_LOST, SOLO_WON, Table


class Regulate(Step):
    """Phase V: each market's price moves by its change table: dice + quantity sold (half for coal in
    Denver and Salt Lake City) - IDN (silver, lumber, coal), clamped to its ladder."""

    key = "regulate"

    def start(self, st: Table) -> None:
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

    def start(self, st: Table) -> None:
        st.refill_display()
        st.refill_passengers()
        goal = st.goal
        if goal is not None and any(pl["money"] >= goal for pl in st.players):
            st.finish(SOLO_WON if st.n == 1 else GOAL)


class Advance(Step):
    """Phase VII: move the round marker; the campaign ends after round 24 (money scenarios after their
    round limit, a house rule)."""

    key = "advance"

    def start(self, st: Table) -> None:
        if st.round >= st.round_limit:
            if st.n == 1:
                st.finish(SOLO_LOST)
            else:
                st.finish(CAMPAIGN if st.scenario == "campaign" else ROUND_LIMIT)
            return
        st.round += 1
