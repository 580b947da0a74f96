"""Look-ahead for the strong Last Spike bot: Monte Carlo over the tiles its view hides.

The search sees only the bot's own view.  Each *determinization* is one guess at what the view hides,
drawn from what the view leaves unseen: the 48 tiles minus the board and the bot's own hand are
shuffled; each rival gets as many as its public tile count (a hand its recent plays can explain, see
``infer.py``, unless that idea is switched off), a two-player game sets one aside, and the rest, in
that order, is the pool.  Rivals' cash is hidden on the table but every payment is in the
public ledger, so the guess gives each rival the cash the ledger adds up to (``bot.estimated_cash``).

From each guess a State is built (:func:`determinize`) and each candidate move is played on a copy of
it, then the game is played out to its end by the standard bot for every seat (:func:`rollout`), seen
through a light view of the simulated position, and the candidate is valued by the result: a win
counts 1 (a shared win its share) plus a little for the cash margin, so that among equally likely wins
the richer one is preferred.  Every candidate meets the same guesses (common random numbers).

Everything is counted, never timed, and all sampling comes from ``random.Random(seed)``.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ....bots import look_ahead, paired_gain
from ....chance import Chance
from ....state import OVER
from ..data import CITY_ORDER, LAND_PRICES, STARTING_CASH, TILES, play_cost
from ..state import BUY, State
from . import infer
from .standard import StandardBot, estimated_cash

MARGIN_SCALE = 8000  # a final margin of this much is worth 0.38 of a win (see _shape)
SCALE = 15000  # a lead of this much (cash plus expected payouts) is a 73% win chance
HORIZON = 400  # moves a rollout plays before estimating
BATCH = 8  # guesses played before the candidates clearly worse than the default are dropped
DROP = 2.0  # standard errors below the default's value that drop a candidate


def determinize(view: dict[str, Any], rng: random.Random,
                ruled: dict[int, dict[str, int]] | None = None,
                hands: dict[int, list[str]] | None = None) -> State:
    """A full State consistent with ``view``: hidden tiles dealt anew, rivals' cash from the ledger.
    With ``ruled`` (``infer.constraints``) the rivals' hands are those their plays make likely; with
    ``hands`` they are those (the rivals' true hands: only benchmarks/bots.py's ceiling knows them)."""
    me = view["viewer"]
    n = len(view["players"])
    s = State.__new__(State)
    s.names = [p["name"] for p in view["players"]]
    s.chance = Chance(rng.randrange(1 << 30))
    cash = estimated_cash(view)
    cash[me] = view["players"][me]["cash"]
    hand = list(view["hand"] or [])
    known = [t for tiles in (hands or {}).values() for t in tiles]
    unseen = [t for t in TILES if t not in view["board"] and t not in hand and t not in known]
    rng.shuffle(unseen)
    dealt: dict[int, list[str]] = dict(hands or {})
    if ruled is not None and hands is None:
        dealt = infer.deal(unseen, {q: pv["tiles"] for q, pv in enumerate(view["players"]) if q != me and pv["tiles"]},
                           ruled, rng)
    s.players = []
    for q, pv in enumerate(view["players"]):
        tiles = hand if q == me else dealt.get(q) or [unseen.pop() for _ in range(pv["tiles"])]
        s.players.append({"cash": cash[q], "tiles": sorted(tiles), "land": [list(c) for c in pv["land"]],
                          "bankrupt": pv["bankrupt"]})
    s.aside = [unseen.pop() for _ in range(view["aside"])]
    s.pool = unseen
    s.board = {t: dict(view["board"][t]) for t in view.get("plays") or sorted(view["board"])}
    held: dict[str, list[int]] = {c: [] for c in CITY_ORDER}
    for pl in s.players:
        for city, price in pl["land"]:
            if price > 0:
                held[city].append(price)
    s.stacks = {}
    for c in CITY_ORDER:
        left = list(LAND_PRICES[c])
        for price in held[c]:
            left.remove(price)
        s.stacks[c] = left
    s.grant_taken = {c: view["stacks"][c]["grant_taken"] for c in CITY_ORDER}
    s.completed = [{"route": c["route"], "paid": []} for c in view["completed"]]
    s.log, s.ledger = [], []
    s.narrate = False  # its moves are played out, never read
    s.phase, s.pending, s.granted = view["phase"], view["pending"], view["granted"]
    s.last_spike, s.ended = None, None
    s.bankrupt_order = [q for q in range(n) if view["players"][q]["bankrupt"]]
    s.grants_removed = []
    s.current, s.first = me, view["first"]
    return s


def light_view(s: State, p: int) -> dict[str, Any]:
    """What the standard bot reads of a view, built straight from a simulated State (no log, no copies
    of the board): the rollouts' bots decide from it.  Cash is everybody's: a simulation has no secrets,
    and the bots only ever reckon it from the ledger anyway."""
    start = STARTING_CASH[len(s.players)]
    stacks = {c: {"grant_taken": s.grant_taken[c], "next_price": s.stacks[c][0] if s.stacks[c] else None}
              for c in CITY_ORDER}
    view: dict[str, Any] = {
        "viewer": p,
        "players": [{"cash": pl["cash"], "tiles": len(pl["tiles"]), "land": pl["land"], "bankrupt": pl["bankrupt"]}
                    for pl in s.players],
        "hand": s.players[p]["tiles"],
        "board": s.board,
        "stacks": stacks,
        "pool": len(s.pool),
        "phase": s.phase,
        "ledger": [[q, pl["cash"] - start, ""] for q, pl in enumerate(s.players)],
    }
    board = s.board
    view["costs"] = {t: play_cost(t, board) for t in s.players[p]["tiles"]}  # State.play_cost, one call less
    return view


def outcome(s: State, me: int) -> float:
    """A finished (or stopped) game's value to ``me``: its share of the win plus the cash margin."""
    cash = [-1 if pl["bankrupt"] else pl["cash"] for pl in s.players]
    best_rival = max(c for q, c in enumerate(cash) if q != me)
    margin = cash[me] - best_rival
    if cash[me] < 0:
        return _shape(margin)
    top = max(cash)
    win = 0.0
    if cash[me] == top:
        tied = [q for q, c in enumerate(cash) if c == top]
        if len(tied) == 1:
            win = 1.0
        else:
            values = {q: s.land_value(q) for q in tied}
            best = max(values.values())
            winners = [q for q in tied if values[q] == best]
            win = 1.0 / len(winners) if me in winners else 0.0
    return win + _shape(margin)


def _shape(margin: float) -> float:
    """The margin's part of a game's value: it matters most in close games, where a few thousand
    decide the winner, and hardly at all in a game long won or lost."""
    return math.tanh(margin / MARGIN_SCALE) / 2


def policy_move(s: State) -> str:
    """The standard bot's move for the seat to act in a simulated position."""
    moves = s.legal_moves()
    if len(moves) == 1:
        return moves[0]
    if s.phase == BUY and not _can_buy(s, moves):
        return "draw"  # what the bot would choose, found without making its view (half of all buy decisions)
    return StandardBot(light_view(s, s.current)).choose(moves)


def _can_buy(s: State, moves: list[str]) -> bool:
    """Whether the standard bot would consider any purchase among ``moves`` (``StandardBot.buy_gain``
    is None for every one whose price would eat into its cash reserve, and then it draws)."""
    pl = s.players[s.current]
    board = s.board
    keep = StandardBot.reserve_for([play_cost(t, board) for t in pl["tiles"]])
    return any(pl["cash"] - s.stacks[m.split()[1]][0] >= keep for m in moves if m.startswith("buy "))


def estimate(s: State, me: int) -> float:
    """An unfinished game's value to ``me``: each player's cash plus what their land should still earn
    (the standard bot's valuation), the margin over the best rival turned into a win chance."""
    judge = StandardBot(light_view(s, me))
    judge.hand = set()
    worth = []
    for q, pl in enumerate(s.players):
        if pl["bankrupt"]:
            worth.append(-1.0)
            continue
        w = float(pl["cash"])
        for city in CITY_ORDER:
            k = judge.cards(q, city)
            if k:
                w += judge.city_value(q, city, k)
        worth.append(w)
    margin = worth[me] - max(w for q, w in enumerate(worth) if q != me)
    return 1 / (1 + math.exp(-margin / SCALE)) + _shape(margin)


def rollout(s: State, me: int, max_moves: int = 400) -> float:
    """Play ``s`` on with the standard bot in every seat for ``max_moves`` moves or to its end; the
    outcome for ``me`` (estimated when the game goes on)."""
    for _ in range(max_moves):
        if s.phase == OVER:
            return outcome(s, me)
        s.apply(policy_move(s))
    return outcome(s, me) if s.phase == OVER else estimate(s, me)


def best_move(view: dict[str, Any], candidates: list[str], seed: int, samples: int, z: float,
              horizon: int = HORIZON, inferred: bool = True, budget: int | None = None,
              hands: dict[int, list[str]] | None = None) -> str:
    """``candidates[0]`` (the standard bot's choice) unless the look-ahead says another is clearly
    better (``pygame_rules.bots.look_ahead``) on up to ``samples`` determinizations of ``view``.

    The guesses are played BATCH at a time.  After each batch, a candidate that does clearly worse
    than the default on the guesses so far (its mean gain DROP standard errors below zero) is dropped,
    and no more than ``budget`` playouts are spent in all: the playouts go to the candidates still in
    question, and a decision with many candidates meets fewer guesses rather than taking longer."""
    me = view["viewer"]
    rng = random.Random(seed)
    ruled = None
    if inferred and hands is None:
        unseen = [t for t in TILES if t not in view["board"] and t not in (view["hand"] or [])]
        ruled = infer.constraints(view, unseen)
    rows: list[dict[str, float]] = []
    alive = list(candidates)
    spent = 0
    while len(rows) < samples and len(alive) > 1:
        batch = min(BATCH, samples - len(rows))
        if budget is not None:
            batch = min(batch, (budget - spent) // len(alive))
            if batch < 1:
                break
        for _ in range(batch):
            guess = determinize(view, random.Random(rng.randrange(1 << 30)), ruled, hands)
            row = {}
            for move in alive:
                s = guess.copy()
                s.apply(move)
                row[move] = rollout(s, me, horizon)
            rows.append(row)
        spent += batch * len(alive)
        alive = [alive[0]] + [m for m in alive[1:] if not _clearly_worse([r[m] - r[alive[0]] for r in rows])]
    return look_ahead(alive, range(len(rows)), lambda i, move: rows[i][move], z)


def _clearly_worse(diffs: list[float]) -> bool:
    """Whether these gains over the default (one per guess) are DROP standard errors below zero."""
    if len(diffs) < 2:
        return False
    mean, error = paired_gain(diffs)
    return mean + DROP * error < 0
