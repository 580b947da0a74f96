"""Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012), one for every game.

The tree holds the searching seat's own decisions only.  A node is one of its information sets: what
it sees when it is to act (its view, keyed by ``info_key``); an edge is one of its moves.  Every
iteration

1. samples a world the seat cannot tell from the real one: the state with every secret hidden from
   it dealt anew (``secrets.redeal``, canonical, so the worlds depend on the seat's view alone), and
   the game's generator replaced, so dice and draws to come are chance again, not the real future;
2. walks down the tree, choosing among the moves legal in this world by PUCT (the game's prior, from
   its rule-based bots) with availability counts (a move legal in few worlds is not penalised for
   the worlds it did not exist in); the other seats and chance act between the seat's decisions
   through the game's rollout policy (its fast rule-based bot) and the game's own chance;
3. adds one node where the walk leaves the tree, plays on for ``rollout_moves`` moves by the policy,
   and scores the position by the game's evaluation (a win chance in [0, 1] for the seat);
4. adds that score to every edge on the walk.

The move played is the best mean among the root's moves tried often enough (``MIN_VISITS``, and
``MIN_SHARE`` of the iterations), else the most visited; it replaces the prior's favourite (the strong
bot's move) only when its mean beats the favourite's clearly (``switch_margin``, ``switch_z``) and, in a
game that gives its strong bot's long ``playout``, when both moves played out so on the same sampled
worlds confirm it (``verify_worlds``, ``verify_z``).

Everything random comes from ``random.Random(seed)`` and the budget is counted in iterations, so a
seed gives the same move on every machine; ``time_limit`` (seconds) may cut the search shorter, for
the page, at the price of that determinism (and the confirming playouts stop at twice that: then the
favourite is played).
"""

from __future__ import annotations

import copy
import json
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..bots import paired_gain
from ..contract import GameState
from ..secrets import redeal

# A prior: the view of the seat to act, its legal moves, a seed, and whether this is the root (where a
# slower, better bot may be asked) -> move -> probability (the rest of the mass spread evenly).
Prior = Callable[[dict[str, Any], list[str], int, bool], dict[str, float]]
Policy = Callable[[dict[str, Any], list[str], int], str]  # a bot's choose
Evaluate = Callable[[Any, int], float]  # (the game's own state, seat) -> its chance of winning, 0..1
# A game's fast rollout policy, played straight on a world (no views, no move lists): given a world, a
# function that plays the acting seat's move in it (it may keep plans between calls).
Stepper = Callable[[Any], Callable[[], None]]  # takes the game's own state
# A game's own long playout (its strong bot's look-ahead): plays the world (the game's own state, the
# searching seat's move made) on, to its end or far, and values it for the seat, on any scale.
Playout = Callable[[Any, int], float]


MIN_VISITS, MIN_SHARE = 8, 0.1  # how often a root move must be tried before its mean is trusted


@dataclass(frozen=True)
class Expertise:
    """What a game gives the search: the rest is shared (see the module doc)."""

    evaluate: Evaluate
    prior: Prior
    policy: Policy
    rollout_moves: int = 8  # moves played by the policy after the tree's leaf, every seat counted
    c_puct: float = 1.0
    # Moves between two of the searching seat's decisions, at most (a safety stop: a loop of answers).
    between: int = 200
    stepper: Stepper | None = None  # when given, plays the other seats and the rollouts instead of ``policy``
    # Another root move replaces the prior's favourite (the strong bot's move) only when its mean score
    # is higher by this much and by ``switch_z`` standard errors of the difference: with a few dozen
    # noisy iterations, the best-looking alternative is often noise, and the rule-based move a good
    # default (as in bots.look_ahead).  On tuning seeds a margin of 0.02 alone switched in a third of
    # Ticket to Ride's decisions on 10-20 playouts, and lost.
    switch_margin: float = 0.02
    switch_z: float = 1.5
    # When given, a switch the tree proposes must also win on ``verify_worlds`` worlds played out by
    # ``playout`` (both moves on the same worlds: a paired test, ``verify_z`` standard errors).  On tuning
    # seeds the tree's switches lost on average when both moves were played out so (Last Spike: 10
    # switches in 66 decisions, 2 of them better, a mean loss of 0.010 a decision), because its short
    # rollouts and evaluation misjudge what the strong bot's own full playouts see.
    playout: Playout | None = None
    verify_worlds: int = 16
    verify_z: float = 1.0


@dataclass
class Budget:
    iterations: int = 200
    time_limit: float | None = None  # seconds; None: iterations only (deterministic)
    max_depth: int = 4  # own decisions the tree goes down


class Edge:
    __slots__ = ("visits", "total", "squares", "available", "next")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.squares = 0.0  # sum of squared scores: the spread of the mean
        self.available = 0
        self.next: dict[str, Node] = {}  # info key of the seat's next decision -> node


class Node:
    __slots__ = ("prior", "rest", "edges", "visits", "total")

    def __init__(self, prior: dict[str, float], legal: list[str]):
        self.prior = {m: p for m, p in prior.items() if p > 0}
        unlisted = sum(1 for m in legal if m not in self.prior)
        left = max(0.0, 1.0 - sum(self.prior.values()))
        self.rest = left / unlisted if unlisted else 0.0
        self.edges: dict[str, Edge] = {}
        self.visits = 0
        self.total = 0.0

    def p(self, move: str) -> float:
        return self.prior.get(move, self.rest)


@dataclass
class Outcome:
    move: str
    iterations: int
    visits: dict[str, int]
    values: dict[str, float]  # mean evaluation of each visited root move


def copy_state(state: GameState) -> GameState:
    """An independent copy: the game's own ``copy`` when it has one (fast), else ``copy.deepcopy`` (not
    pickle: the page ships only the standard library a traced session imports, tools/stdlib_trace.py)."""
    own = getattr(state, "copy", None)
    if callable(own):
        copied: GameState = own()
        return copied
    return copy.deepcopy(state)


def sample_world(state: GameState, me: int, rng: random.Random) -> GameState:
    """A world ``me`` cannot tell from ``state``, its hidden parts dealt from ``rng`` (see module doc)."""
    world = redeal(state, me, rng.getrandbits(32), canonical=True, twin=copy_state(state))
    world.chance.script = {"dice": {}, "draws": {}}  # a test's scripted future is not the seat's to see
    if hasattr(world, "narrate"):
        world.narrate = False  # nobody reads a simulated log
    return world


def info_key(world: GameState, me: int) -> str:
    """What ``me`` sees at a decision (its view, the log but for its length): equal keys, one node."""
    view = world.view(me)
    view["log"] = len(view.get("log") or ())
    return json.dumps(view, sort_keys=True, separators=(",", ":"), default=str)


def player(world: GameState, ex: Expertise, rng: random.Random) -> Callable[[], None]:
    """Plays the acting seat's move in ``world`` by the game's rollout policy, each time it is called."""
    if ex.stepper is not None:
        return ex.stepper(world)

    def step() -> None:
        seat = world.current_player
        assert seat is not None
        legal = world.legal_moves()
        world.apply(legal[0] if len(legal) == 1 else ex.policy(world.view(seat), legal, rng.getrandbits(32)))

    return step


def search(state: GameState, me: int, legal: list[str], seed: int, expertise: Expertise,
           budget: Budget | None = None, root_view: dict[str, Any] | None = None) -> Outcome:
    """The seat ``me``'s move in ``state`` (where it is to act, ``legal`` its moves), searched from what
    ``me`` can see only: ``state``'s secrets hidden from ``me`` are never read, each iteration deals
    them anew."""
    budget = budget or Budget()
    if len(legal) == 1:
        return Outcome(legal[0], 0, {legal[0]: 0}, {})
    rng = random.Random(seed)
    view = root_view if root_view is not None else state.view(me)
    root = Node(expertise.prior(view, legal, rng.getrandbits(32), True), legal)
    start = time.perf_counter()
    done = 0
    for done in range(1, budget.iterations + 1):  # noqa: B007 - the count is reported
        _iterate(state, me, legal, root, rng, expertise, budget)
        if budget.time_limit is not None and time.perf_counter() - start > budget.time_limit:
            break
    order = {m: i for i, m in enumerate(legal)}
    visits = {m: e.visits for m, e in root.edges.items() if e.visits}
    values = {m: e.total / e.visits for m, e in root.edges.items() if e.visits}
    best = max(legal, key=lambda m: (visits.get(m, 0), root.p(m), -order[m]))
    # Among the moves tried often enough to trust their mean, the best mean; it replaces the prior's
    # favourite only by a margin.
    enough = max(MIN_VISITS, round(MIN_SHARE * done))
    trusted = [m for m in legal if visits.get(m, 0) >= enough]
    if trusted:
        best = max(trusted, key=lambda m: (values[m], visits[m], -order[m]))
    favourite = max(legal, key=lambda m: (root.p(m), -order[m]))
    if best != favourite and favourite in values:
        gain = values[best] - values[favourite]
        error = math.sqrt(_variance(root.edges[best]) + _variance(root.edges[favourite]))
        doubtful = gain < expertise.switch_margin or gain < expertise.switch_z * error
        deadline = None if budget.time_limit is None else start + 2 * budget.time_limit
        if doubtful or (expertise.playout is not None
                        and not _verified(state, me, best, favourite, rng, expertise, deadline)):
            best = favourite
    return Outcome(best, done, visits, values)


def _verified(state: GameState, me: int, move: str, favourite: str, rng: random.Random, ex: Expertise,
              deadline: float | None = None) -> bool:
    """Whether ``move`` beats ``favourite`` when both are played out by the game's ``playout`` on the
    same ``verify_worlds`` sampled worlds (common random numbers: the difference is the moves').  Past
    ``deadline`` (the page's time cap, counted by the clock) it is not: the favourite is played."""
    assert ex.playout is not None
    diffs = []
    for _ in range(ex.verify_worlds):
        if deadline is not None and time.perf_counter() > deadline:
            return False
        world_seed = rng.getrandbits(32)
        values = []
        for candidate in (move, favourite):
            world = sample_world(state, me, random.Random(world_seed))
            world.apply(candidate)
            values.append(ex.playout(world, me))
        diffs.append(values[0] - values[1])
    mean, error = paired_gain(diffs)
    return mean > 0 and mean > ex.verify_z * error


def _variance(edge: Edge) -> float:
    """The variance of an edge's mean score (its scores' sample variance over its visits)."""
    n = edge.visits
    if n < 2:
        return 1.0
    mean = edge.total / n
    return max(0.0, edge.squares / n - mean * mean) * n / (n - 1) / n


def _select(node: Node, legal: list[str], c: float) -> tuple[str, Edge]:
    """PUCT over the moves legal in this world; an unvisited move is valued at the node's mean, less
    a little (first-play urgency), so the prior decides which untried move comes first."""
    fpu = (node.total / node.visits - 0.05) if node.visits else 0.5
    best: tuple[float, str] | None = None
    for move in legal:
        edge = node.edges.get(move)
        if edge is None:
            edge = node.edges[move] = Edge()
        edge.available += 1
        q = edge.total / edge.visits if edge.visits else fpu
        score = q + c * node.p(move) * math.sqrt(edge.available) / (1 + edge.visits)
        if best is None or score > best[0]:
            best = (score, move)
    assert best is not None
    return best[1], node.edges[best[1]]


def _iterate(state: GameState, me: int, root_legal: list[str], root: Node, rng: random.Random,
             ex: Expertise, budget: Budget) -> None:
    world = sample_world(state, me, rng)
    play = player(world, ex, rng)
    node, legal = root, root_legal
    walked: list[tuple[Node, Edge]] = []
    depth = 0
    while True:
        move, edge = _select(node, legal, ex.c_puct)
        walked.append((node, edge))
        world.apply(move)
        for _ in range(ex.between):
            if world.is_over or world.current_player == me:
                break
            play()
        if world.is_over or world.current_player != me:
            break
        key = info_key(world, me)
        child = edge.next.get(key)
        legal = world.legal_moves()
        if child is None:
            depth += 1
            if depth < budget.max_depth:
                child = edge.next[key] = Node(ex.prior(world.view(me), legal, rng.getrandbits(32), False), legal)
            for _ in range(ex.rollout_moves):
                if world.is_over:
                    break
                play()
            break
        node = child
        depth += 1
    value = ex.evaluate(world, me)
    for n, e in walked:
        n.visits += 1
        n.total += value
        e.visits += 1
        e.total += value
        e.squares += value * value


def level_prior(best: Policy, fast: Policy, weight_best: float = 0.5, weight_fast: float = 0.15) -> Prior:
    """A prior from a game's rule-based bots: the best level's move (asked at the root only, where its
    time is spent once) gets ``weight_best``, the fast level's ``weight_fast`` (both, when they
    agree), the other legal moves share the rest."""

    def prior(view: dict[str, Any], legal: list[str], seed: int, at_root: bool) -> dict[str, float]:
        out: dict[str, float] = {}
        if at_root:
            out[best(view, legal, seed)] = weight_best
        move = fast(view, legal, seed)
        out[move] = out.get(move, 0.0) + (weight_fast if at_root else weight_best + weight_fast)
        return out

    return prior


def win_chance(values: list[float], me: int, scale: float) -> float:
    """Seat ``me``'s chance of winning, 0..1, from every seat's ``values`` (its likely final score): a
    logistic of its margin over the best rival, ``scale`` being the margin worth about 73 % (alone at
    the table: of its value)."""
    rivals = [v for q, v in enumerate(values) if q != me]
    margin = values[me] - max(rivals) if rivals else values[me]
    return 1.0 / (1.0 + math.exp(-margin / scale))
