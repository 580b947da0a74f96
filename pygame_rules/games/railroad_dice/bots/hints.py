"""Why a hinted move is good (bridge/hint.py), in one sentence a learner understands.

Read from the seat's view alone, with what the strong bot weighs (bots/strong.py, its reading of the
view in bots/kit.py): a station's passengers a year for its company, a share's effect on who directs
the company at the next settling, a die that reaches a new tile (two ? dice) or opens station squares
for a company the seat directs, and dice kept behind the screen for the next station.  None where no
such fact holds: the hint then names the move only.
"""

from __future__ import annotations

from typing import Any

from ....i18n.messages import Msg
from .. import words as term
from ..data import JOIN_BONUS
from ..notation import split_build, split_buy, split_lay, split_roll
from .kit import Seen, edge_distance
from .strong import Strong


def build_reason(s: Seen, move: str) -> Msg | None:
    """A station: the passengers a year its company gains (its group grows, or a new one starts)."""
    code = split_build(move)[0]
    gain = s.build_gain(move)
    if gain <= 0:
        return None
    key = "rd.hint.build_yours" if s.projected(code) == s.me else "rd.hint.build"
    return Msg(key, company=term.company(code), n=gain)


def share_reason(s: Seen, code: str, after: list[int]) -> Msg | None:
    """A share (bought or picked): who directs the company as the shares stand, before and after, or how
    near the seat comes to the most shares (the strong bot weighs a share as the first of several)."""
    before = s.projected(code)
    rival = max(x for q, x in enumerate(after) if q != s.me)
    if s.projected(code, after) != s.me:
        if after[s.me] == rival:
            return Msg("rd.hint.level", company=term.company(code))
        return Msg("rd.hint.narrow", company=term.company(code), n=rival - after[s.me])
    if before != s.me:
        return Msg("rd.hint.director", company=term.company(code))
    return Msg("rd.hint.lead", company=term.company(code), n=after[s.me] - rival)


def lay_reason(s: Seen, move: str) -> Msg | None:
    """A die laid: a new tile reached, station squares opened for a company the seat will direct, or
    the track nearer to the tile's edge."""
    e, heading, _wild, join = split_lay(move)
    if join is not None:
        return Msg("rd.hint.join", dice=term.wild_dice(JOIN_BONUS))
    tile_index, sq, _ground = s.lay_square(move)
    if tile_index is not None:
        n = s.tiles[tile_index]["n"]
        for code in sorted(c for c in s.companies if s.projected(c) == s.me):
            if s.can_still_build(code, tile_index) and any(s.group_gain(code, n, site) > 0
                                                           for site in s.sites_near(tile_index, sq)):
                return Msg("rd.hint.sites", company=term.company(code))
    before = edge_distance(s.view, e)
    after = edge_distance(s.view, e, sq, heading, extra=sq)
    if after < before:
        return Msg("rd.hint.edge") if after == 0 else Msg("rd.hint.nearer", dice=term.dice(after))
    return None


def roll_reason(s: Seen, move: str) -> Msg | None:
    """A roll: the dice it leaves behind the screen pay for the next station of a company the seat
    directs (what the strong bot keeps them for), or the bonus dice its ? dice bring."""
    k, q = split_roll(move)
    kept = s.screen - k
    if kept <= 0 or s.view.get("ending") is not None:
        return Msg("rd.hint.roll_wild", dice=term.dice(q)) if q else None
    mine = [c for c in sorted(s.companies) if s.projected(c) == s.me and s.companies[c]["next_cost"] is not None]
    cheapest = min(mine, key=lambda c: (s.companies[c]["next_cost"], c), default=None)
    if cheapest is None or s.companies[cheapest]["next_cost"] > kept:
        return Msg("rd.hint.roll_wild", dice=term.dice(q)) if q else None
    return Msg("rd.hint.keep", dice=term.dice(kept), company=term.company(cheapest))


def hint_reason(move: str, view: dict[str, Any]) -> Msg | None:
    """Why ``move`` is good for the seat whose view this is (see the module's docstring)."""
    if view.get("viewer") is None or view.get("result"):
        return None
    s = Seen(view, [move])
    kind = move.split()[0]
    if kind == "build":
        return build_reason(s, move)
    if kind == "buy":
        if Strong(view, [move]).shares_dead:
            return None
        return share_reason(s, split_buy(move)[0], s.after_buy(move))
    if kind == "pick":
        code = move.split()[1]
        after = s.holdings(code)
        after[s.me] += 1
        return share_reason(s, code, after)
    if kind == "lay":
        return lay_reason(s, move)
    if kind == "roll":
        return roll_reason(s, move)
    return None
