"""The baseline bot ("basic"): plain rules of thumb, one move at a time, from its own view.

Income first; stations wherever it directs and can pay, next to its own stations if possible; then one
roll of everything behind the screen and every ? die; shares with share dice (where it leads or is
closest to leading), track with straight and curve dice (new tiles first, for their ? dice), ? dice on
track; then it ends, giving back share dice first and ? dice last.
"""

from __future__ import annotations

import random
from typing import Any

from ..data import CURVE, SHARE, STRAIGHT, WILD
from ..notation import split_buy, split_lay
from .kit import Seen

DROP_ORDER = (SHARE, STRAIGHT, CURVE, WILD)


def choose(view: dict[str, Any], legal: list[str], seed: int) -> str:
    rnd = random.Random(seed)
    s = Seen(view, legal)
    if s.of("drop"):
        return next(f"drop {f}" for f in DROP_ORDER if f"drop {f}" in legal)
    picks = s.of("pick")
    if picks:  # a free share before year 1: as it would buy one
        return max(picks, key=lambda m: _buy_key(s, f"buy {m.split()[1]} {SHARE}"))
    if "income" in legal:
        return "income"
    builds = s.of("build")
    if builds:
        return max(builds, key=lambda m: (s.build_gain(m), -builds.index(m)))
    rolls = s.of("roll")
    if rolls:
        return f"roll {s.screen}+{s.front[WILD]}" if s.screen + s.front[WILD] else "end"
    buys = [m for m in s.of("buy") if split_buy(m)[1] == SHARE and split_buy(m)[2] is None]
    if buys:
        return max(buys, key=lambda m: _buy_key(s, m))
    lays = s.of("lay")
    plain = [m for m in lays if not split_lay(m)[2]]
    if plain:
        return _pick_lay(s, plain, rnd)
    if lays:
        return _pick_lay(s, lays, rnd)
    wild_buys = [m for m in s.of("buy") if split_buy(m)[2] is None]
    if wild_buys and s.front[WILD] > 2:
        return max(wild_buys, key=lambda m: _buy_key(s, m))
    return "end"


def _buy_key(s: Seen, move: str) -> tuple:
    code = split_buy(move)[0]
    h = s.holdings(code)
    mine, best_other = h[s.me], max(x for q, x in enumerate(h) if q != s.me)
    leads = mine >= best_other
    return leads, -(best_other - mine), s.companies[code]["bank_shares"], move


def _pick_lay(s: Seen, lays: list[str], rnd: random.Random) -> str:
    joins = [m for m in lays if split_lay(m)[3] is not None]
    if joins:
        return rnd.choice(joins)
    flat = [m for m in lays if s.lay_square(m)[2] == "meadow"]
    return rnd.choice(flat or lays)
