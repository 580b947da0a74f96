"""The stronger bot ("strong"): weighs every legal move by what it is worth to its own seat.

It reads only its own view (its own screen, the public table).  Each call scores the legal moves and
plays the best:

* **directorships** are what pays: a company is worth the passengers its stations carry each year,
  plus the stations it can still build, times the years likely left.  A share is worth what it does
  to who will direct the company when the directors are next settled: the bot knows who plays after
  it this year (the start-player disc passes every year) and how many shares each of them could still
  buy, so a lead the rivals to come could buy away is worth little and the last seat of the year
  can count on what it takes.  A share is weighed as the first of a plan of more shares of the same
  company, so it builds leads wide enough to keep and overtakes leads too wide for one share.  The
  margin a rival would have to overcome counts too; once shares can be bought from directors, a thin
  margin is worth defending and a rival's thin margin worth attacking.  In the last year no share
  changes who is paid (directors settled at the year end), so none is bought.
* **stations** are built where they join the company's own groups, cheapest first;
* **track** is laid where it opens station squares next to its own companies' groups and on terrain
  they may use, avoiding surcharges, and onto new tiles for their two ? dice, choosing tile types that
  suit its companies (and, once ahead late in the game, types that are nearly used up);
* **rolls** keep enough dice behind the screen for the stations it can build next, and re-roll spare
  ? dice early in the game;
* it gives back share dice it cannot use first and ? dice last.
"""

from __future__ import annotations

from typing import Any

from ..data import CODES, COMPANY, CURVE, MEADOW, MOUNTAIN, SHARE, STRAIGHT, TILE, WATER, WILD, YEAR_END, station_cost
from ..geometry import terrain
from ..notation import split_build, split_buy, split_lay, split_roll
from .kit import Seen, edge_distance

# The years the bot plans for, by players: a little longer than strong games last (11, 10 and 8 years),
# which played better in self-play (benchmarks/railroad_dice_bots.py) than the measured lengths.
TYPICAL_YEARS = {2: 14, 3: 11, 4: 9}
DIE = 1.0  # a die behind the screen, in passengers
KEEP = {WILD: 2.2, STRAIGHT: 0.8, CURVE: 0.8, SHARE: 0.1}  # a die kept in front for next turn
ROLL_SHARES = 2  # shares a rival who has not played this year may still roll for (about a third of ~6 dice)


class Strong:
    def __init__(self, view: dict[str, Any], legal: list[str]):
        self.s = s = Seen(view, legal)
        self.view = view
        self.final = view.get("ending") is not None
        # Directors settled at the year end, after the passengers: in the last year no share changes
        # who is paid.  Settled during the year, a share still decides this year's passengers.
        self.shares_dead = self.final and view.get("directors_change", YEAR_END) == YEAR_END
        self.later = self._later_rivals()
        typical = TYPICAL_YEARS.get(s.n, 11)
        self.years = 0 if self.final else max(1, typical - view["year"])
        self.mine = [c for c in CODES if s.projected(c) == s.me]
        self.lead = self._lead()

    def _later_rivals(self) -> list[int]:
        """The rivals who play after the bot this year, before the passengers are carried: each can
        still buy shares to take a directorship from it (who begins the year: the start-player disc)."""
        s = self.s
        if self.view.get("phase") == "pick":  # before year 1: everybody still plays all of it
            return [q for q in range(s.n) if q != s.me]
        start = self.view.get("start_player", 0)
        order = [(start + i) % s.n for i in range(s.n)]
        return order[order.index(s.me) + 1:]

    def _power(self, q: int) -> int:
        """Shares rival ``q`` could still buy this year: its share and ? dice in front, and what it
        may roll (it plays later this year, so it has not rolled yet)."""
        front = self.s.players[q]["front"]
        return front[SHARE] + front[WILD] + ROLL_SHARES

    def hold_chance(self, code: str, holdings: list[int]) -> float:
        """How likely the bot directs ``code`` when the passengers are carried, with ``holdings``:
        certain if it would and no rival plays after it this year; otherwise by how far the rivals who
        do would have to buy to deny it (a tie without a sitting director denies it), squared, since
        their dice can deny several thin leads at once but a wide one only at a high price."""
        s = self.s
        if s.projected(code, holdings) != s.me:
            return 0.0
        # A rival must pass the bot to take the company from it as its director, or when ties go to
        # who played first this year (the rivals to come play after it); else a tie denies it.
        keeps_ties = self.s.director(code) == s.me or bool(self.view.get("ties_to_first"))
        left = self.s.companies[code]["bank_shares"]
        chance = 1.0
        for q in self.later:
            need = holdings[s.me] - holdings[q] + (1 if keeps_ties else 0)
            power = min(self._power(q), left) if not self.view.get("trading") else self._power(q)
            if power >= need:
                chance = min(chance, (1 - (power - need + 1) / (power + 1)) ** 2)
        return chance

    def _lead(self) -> float:
        """How far ahead of the best rival the bot is, in passengers (negative: behind)."""
        s = self.s
        mine = s.players[s.me]["passengers"]
        best = max(pl["passengers"] for q, pl in enumerate(s.players) if q != s.me)
        return mine - best

    # -- what things are worth ---------------------------------------------------------------------
    def company_worth(self, code: str) -> float:
        """Passengers the company is likely to carry from the next year end on."""
        c = self.s.companies[code]
        left = c["stations"] - c["built"]
        growth = min(left, 1 + self.years // 2) * 2.0
        return (self.years + 1) * c["passengers"] + self.years * growth + (2.0 if left else 0.0)

    def pick_value(self, move: str) -> float:
        """A free share before year 1: weighed as a share bought with a ? die that costs nothing."""
        return self.share_value(f"buy {move.split()[1]} {WILD}", free=True)

    def share_value(self, move: str, free: bool = False) -> float:
        """A share bought, as the first of a plan: the best of buying it alone or with more shares of
        the company (share dice first, then ? dice), so that a lead too wide for one share can be
        overtaken and a lead can be made wide enough to keep, less what the other dice are worth."""
        s = self.s
        code, paid, seller = split_buy(move)
        if self.shares_dead:
            return -1.0
        before = s.holdings(code)
        was = s.projected(code, before)
        rival = was if was is not None and was != s.me else None
        base = self._standing(code, before, rival)
        after = s.after_buy(move)
        best = self._standing(code, after, rival) - base
        if seller is None:
            left = dict(s.front)
            left[paid] -= 0 if free else 1
            extra = [SHARE] * left[SHARE] + [WILD] * left[WILD]
            cost = 0.0
            for face in extra[:self.s.companies[code]["bank_shares"] - 1]:
                after[s.me] += 1
                cost += self.die_cost(face)
                best = max(best, self._standing(code, after, rival) - base - cost)
        else:
            best -= 0.3  # the die goes behind a rival's screen
        return best

    def _standing(self, code: str, holdings: list[int], rival: int | None) -> float:
        """What ``holdings`` of ``code`` are worth to the bot: the directorship as likely as it is to
        hold it when the passengers are carried (more if it takes it from ``rival``, the director as
        things stood), or a rival losing it to a tie, and the share lead."""
        s = self.s
        worth = self.company_worth(code)
        hold = self.hold_chance(code, holdings)
        value = worth * hold
        if rival is not None:
            now = s.projected(code, holdings)
            if now == s.me:
                value += 0.5 * worth * hold  # taken from a rival
            elif now is None:
                value += 0.4 * worth  # a rival loses it to a tie
        return value + self._margin(holdings, code)

    def _margin(self, holdings: list[int], code: str) -> float:
        """The worth of the share lead in one company: the bot's own lead is safer the wider it is
        (each share less worth than the last); a rival's lead is worth narrowing, for a later
        takeover once shares can be bought from directors (each such buy swings two shares)."""
        s = self.s
        mine = holdings[s.me]
        rival = max(x for q, x in enumerate(holdings) if q != s.me)
        worth = self.company_worth(code)
        if mine > rival:
            return worth * 0.4 * (1 - 0.6 ** (mine - rival))
        if mine == rival:
            return worth * (0.1 if mine else 0.0)
        return -worth * 0.15 * (1 - 0.6 ** (rival - mine))

    def build_value(self, move: str) -> float:
        s = self.s
        code, number, sq = split_build(move)
        gain = s.build_gain(move)
        cost = station_cost(code, self.s.companies[code]["built"]) or 0
        income = 1.0 * self.years if self._directed_stations() >= 4 else 0.3 * self.years
        return gain * (self.years + 1) + income - cost * DIE * (0.5 if self.final else 1.0)

    def _directed_stations(self) -> int:
        return sum(self.s.companies[c]["built"] for c in CODES if self.s.director(c) == self.s.me)

    def lay_value(self, move: str) -> float:
        """A die laid: progress towards a new tile (and its two ? dice), station squares it opens,
        less the surcharge and what the die would be worth kept."""
        s = self.s
        e, heading, wild, join = split_lay(move)
        tile_index, sq, ground = s.lay_square(move)
        value = 0.2
        if ground in (MOUNTAIN, WATER):
            value -= 0.7 * DIE
        if join is not None:
            value += 2 * KEEP[WILD] + self._type_value(join)
        else:
            before = edge_distance(self.view, e)
            after = edge_distance(self.view, e, sq, heading, extra=sq)
            if after < 99:
                value += 0.9 * (before - after) + 1.2 / (1 + after)
            else:
                value -= 2.0
            value += self._sites_value(tile_index, sq)
        value -= self.die_cost(WILD if wild else STRAIGHT if heading == self.view["ends"][e]["dir"] else CURVE)
        return value

    def die_cost(self, face: str) -> float:
        """What a die in front is worth kept: nothing if it would be given back at the end of the turn."""
        s = self.s
        total = sum(s.front.values())
        if total > 5 and face != WILD:
            return 0.0
        return KEEP[face]

    def _sites_value(self, tile_index: int | None, sq: tuple[int, int]) -> float:
        """New station squares next to a die on ``sq``: worth more for the bot's companies, and most
        where they would join the company's own stations."""
        s = self.s
        if tile_index is None:
            return 0.0
        t = s.tiles[tile_index]
        value = 0.0
        for site in s.sites_near(tile_index, sq):
            ground = terrain(t["type"], site)
            for code in CODES:
                owner = s.projected(code)
                if owner is None or ground not in COMPANY[code].terrain or not s.can_still_build(code, tile_index):
                    continue
                gain = s.group_gain(code, t["n"], site)
                value += 0.2 * gain if owner == s.me else -0.08 * gain
        return value

    def _type_value(self, tile_type: int) -> float:
        s = self.s
        rows = TILE[tile_type].rows
        cells = "".join(rows)
        meadow, mountain = cells.count(".") / 49, cells.count("^") / 49
        value = 0.0
        for code in self.mine:
            terr = COMPANY[code].terrain
            value += (meadow if MEADOW in terr else 0) + (mountain if MOUNTAIN in terr else 0)
        left = s.view["small_left"][str(tile_type)]
        if left == 1:  # joining it ends the game at this year's end
            value += 3.0 if self.lead > 5 else -6.0
        return value

    # -- choosing -----------------------------------------------------------------------------------
    def choose(self) -> str:
        s = self.s
        if s.of("drop"):
            return self.drop()
        if s.of("pick"):
            return max(s.of("pick"), key=self.pick_value)  # the first of equals
        if "income" in s.legal:
            return "income"
        build = best_worth([(self.build_value(m), m) for m in s.of("build")])
        if build:
            return build
        if s.of("roll"):
            return self.roll()
        options = [(self.share_value(m) - self.die_cost(split_buy(m)[1]), m) for m in s.of("buy")]
        options += [(self.lay_value(m), m) for m in s.of("lay")]
        return best_worth(options) or "end"

    def roll(self) -> str:
        s = self.s
        keep = 0
        for code in self.mine:
            c = s.companies[code]
            cost = c["next_cost"]
            if cost is not None and not self.final:
                keep += cost
        keep = min(keep, s.screen)
        # Roll what can be used this turn (about 6 dice in front), keep the rest as money.
        k = min(s.screen - keep, max(2, 7 - sum(s.front.values())))
        spare = s.front[WILD] - 2
        q = max(0, spare) if self.view["year"] > 1 else s.front[WILD]
        q = min(q, s.front[WILD])
        if k + q == 0:
            k = s.screen
            q = 0 if k else min(1, s.front[WILD])
        move = f"roll {k}+{q}"
        return move if move in s.legal else max(s.of("roll"), key=lambda m: sum(split_roll(m)))

    def drop(self) -> str:
        s = self.s
        useful_share = bool(self.mine) and not self.shares_dead
        order = [SHARE, STRAIGHT, CURVE, WILD] if not useful_share else [STRAIGHT, CURVE, SHARE, WILD]
        if s.front[STRAIGHT] < s.front[CURVE]:
            order = [f if f not in (STRAIGHT, CURVE) else {STRAIGHT: CURVE, CURVE: STRAIGHT}[f] for f in order]
        return next(f"drop {f}" for f in order if f"drop {f}" in s.legal)


def best_worth(options: list[tuple[float, str]]) -> str | None:
    """The move worth the most, if it is worth anything (the first of equals)."""
    if not options:
        return None
    worth, move = max(options, key=lambda x: x[0])
    return move if worth > 0 else None


def choose(view: dict[str, Any], legal: list[str], seed: int) -> str:
    return Strong(view, legal).choose()


