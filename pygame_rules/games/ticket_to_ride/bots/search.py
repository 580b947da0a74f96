"""Look-ahead for the strong Ticket to Ride bot: Monte Carlo over the hidden cards and tickets.

The search sees only the bot's own view.  Each *determinization* is one guess at what the view hides,
drawn uniformly from what the view leaves unseen:

* train cards: the 110 cards minus the bot's hand, the face-up row and the public discards are
  shuffled; each rival gets as many as its public card count, the rest is the deck (in that order);
* tickets: each rival's tickets are drawn from the variant's tickets minus the bot's own (and its
  offer), a ticket with an end on the rival's network weighing more; the rest, shuffled, is the
  ticket deck.

From each guess a State is built and every candidate move is played on a copy of it, then the game is
played out to its end by a fast greedy policy for every seat (:func:`rollout`), and the candidate is valued
by the final score margin (plus a bonus for winning).  Every candidate meets the same guesses (common
random numbers), so their differences are not drowned by the luck of the guesses.

Everything is counted, never timed: the number of guesses, candidates and moves per rollout are
fixed, and all sampling comes from ``random.Random(seed)``, so a seed gives the same choice on any
machine.

The State is played only through its public simulation API (see its docstring): ``copy``,
``claim_route``, ``draw_card``, ``pass_turn``, ``apply`` and ``final_scores``, never its private methods.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ....bots import look_ahead
from ....i18n.messages import Msg
from ..data import CARD_COUNTS, CARD_KINDS, COLOURS, GRAY, LOCO, ROUTES, VARIANTS
from ..state import DEAL, KEEP, OVER, SECOND, TURN, State
from .greedy import GreedyBot
from .plan import Planner

SAMPLES = 8  # determinizations per decision
MAX_MOVES = 80  # moves per player: a rollout stops there at worst and is scored as it stands
WIN_BONUS = 8.0  # points a won game is worth on top of the margin (the bot plays to win)
SWITCH_MARGIN = 1.0  # a candidate must beat the bot's own choice by this much on average


def _ticket_key(t) -> tuple:
    return (t["a"], t["b"], t["points"]) if isinstance(t, dict) else tuple(t)


def known_cards(view: dict) -> list[dict[str, int]]:
    """The cards each player is known to hold from the public log, as a careful player keeps track:
    a face-up card taken goes into the taker's hand, and a claim pays with them first (cards drawn
    from the deck stay unknown).  Players whose names are not unique are left unknown.  The log's
    messages are read by their keys and parameters, never their words, so no rewording changes play."""
    players = view["players"]
    names = [p["name"] for p in players]
    known: list[dict[str, int]] = [{kind: 0 for kind in CARD_KINDS} for _ in players]
    for line in view["log"]:
        name = line.params.get("name") if isinstance(line, Msg) else None
        if name not in names or names.count(name) > 1:
            continue
        hand = known[names.index(name)]
        if line.key == "ttr.log.take_loco":
            hand[LOCO] += 1
        elif line.key == "ttr.log.take":
            hand[_card(line.params["card"])] += 1
        elif line.key == "ttr.log.claim":
            for kind, count in _paid(line.params["payment"]):
                hand[kind] = max(0, hand[kind] - count)
    for q, pv in enumerate(players):
        if sum(known[q].values()) > pv["cards"]:  # cannot happen; keeps a misread log harmless
            known[q] = {kind: 0 for kind in CARD_KINDS}
    return known


def _card(term: Msg) -> str:
    """The card a term names (present.card_name): "ttr.term.red" -> "red"."""
    kind = term.key.removeprefix("ttr.term.")
    return LOCO if kind == "locomotive" else kind


def _paid(payment: Msg) -> list[tuple[str, int]]:
    """The cards a claim paid (notation.payment_text): [(kind, count)]."""
    if payment.key == "ttr.pay.both":
        return _paid(payment.params["colours"]) + _paid(payment.params["locos"])
    kind = payment.key.removeprefix("ttr.pay.")
    return [(LOCO if kind == "locos" else kind, payment.params["n"])]


def determinize(view: dict, rng: random.Random, track_cards: bool = True) -> State:
    """A full State consistent with ``view``: the hidden parts sampled from what the view leaves unseen."""
    me = view["viewer"]
    n = len(view["players"])
    s = State([p["name"] for p in view["players"]], rng.randrange(1 << 30), view["variant"])
    s.log = []
    s.narrate = False  # its moves are played out, never read
    # Train cards.
    unseen = dict(CARD_COUNTS)
    for kind, k in view["hand"].items():
        unseen[kind] -= k
    for c in view["face_up"]:
        if c is not None:
            unseen[c] -= 1
    for kind, k in view["discard_counts"].items():
        unseen[kind] -= k
    # Rivals' cards known from the log are theirs; the rest is dealt from what is unseen.
    known = known_cards(view) if track_cards else [{kind: 0 for kind in CARD_KINDS} for _ in view["players"]]
    for q in range(n):
        for kind in CARD_KINDS:
            if q == me:
                known[q][kind] = 0
            known[q][kind] = min(known[q][kind], max(0, unseen[kind]))
            unseen[kind] -= known[q][kind]
    cards = [kind for kind in CARD_KINDS for _ in range(max(0, unseen[kind]))]
    rng.shuffle(cards)
    # Tickets.
    pool = [tuple(t) for t in VARIANTS[view["variant"]]["tickets"]]
    for t in list(view["tickets"] or []) + list(view.get("offer") or []):
        key = _ticket_key(t)
        if key in pool:
            pool.remove(key)
    claims = view["claims"]
    for q in range(n):
        pv = view["players"][q]
        pl = s.players[q]
        pl["routes"] = sorted(r for r, o in claims.items() if o == q)
        pl["trains"], pl["score"], pl["offer"] = pv["trains"], pv["score"], []
        if q == me:
            pl["hand"] = {kind: view["hand"].get(kind, 0) for kind in CARD_KINDS}
            pl["tickets"] = [list(_ticket_key(t)) for t in view["tickets"]]
            pl["offer"] = [list(_ticket_key(t)) for t in view.get("offer") or []]
            continue
        hand = dict(known[q])
        rest = pv["cards"] - sum(hand.values())
        for c in cards[:rest]:
            hand[c] += 1
        del cards[:rest]
        pl["hand"] = hand
        # Tickets with an end on the rival's network are likelier theirs.
        cities = {c for r in pl["routes"] for c in (ROUTES[r].a, ROUTES[r].b)}
        picked = []
        for _ in range(min(pv["tickets"], len(pool))):
            weights = [1 + 2 * ((t[0] in cities) + (t[1] in cities)) for t in pool]
            i = rng.choices(range(len(pool)), weights)[0]
            picked.append(list(pool.pop(i)))
        pl["tickets"] = picked
        offer = []
        for _ in range(min(pv.get("choosing", 0), len(pool))):  # a rival still choosing its opening tickets
            offer.append(list(pool.pop(rng.randrange(len(pool)))))
        pl["offer"] = offer
    s.deck = cards
    rng.shuffle(pool)
    s.tickets = [list(t) for t in pool[:view["ticket_deck"]]]
    s.face_up = list(view["face_up"])
    s.discards = [kind for kind in CARD_KINDS for _ in range(view["discard_counts"].get(kind, 0))]
    s.claims = dict(claims)
    s.phase = view["phase"]
    s.current = me
    s.first_card, s.first_blind = view.get("first_card"), view.get("first_blind", False)
    lr = view.get("last_round")
    s.last_round_by, s.turns_left = (lr["by"], lr["turns_left"]) if lr else (None, None)
    s.passes = 0
    return s


class _FastGreedy:
    """The greedy bot's habits played straight on a State (no views, no move lists): claim a planned
    route (longest first), else draw the colours the plan lacks, and with no plan (or in the last
    round) turn cards into the longest routes.  Plans are cached while the board changes only off them."""

    def __init__(self, s: State):
        self.s = s
        self.cache: dict[int, tuple[int, set[str]]] = {}

    def plan(self, p: int) -> set[str]:
        """``p``'s planned routes.  Kept while the only new claims are rivals' claims off the plan
        (and off its routes' twins): taking away a route a shortest path doesn't use leaves it shortest."""
        s = self.s
        hit = self.cache.get(p)
        if hit:
            seen, routes = hit
            if seen == len(s.claims):
                return routes
            new = list(s.claims.items())[seen:]
            if all(q != p and rid not in routes and ROUTES[rid].twin not in routes for rid, q in new):
                self.cache[p] = (len(s.claims), routes)
                return routes
        planner = Planner({"claims": s.claims, "players": s.players}, p)
        routes, _, _ = planner.plan([tuple(t) for t in s.players[p]["tickets"]])
        self.cache[p] = (len(s.claims), routes)
        return routes

    def payment(self, p: int, rid: str) -> str | None:
        s = self.s
        if not s.route_free(p, rid):
            return None
        hand, route = s.players[p]["hand"], ROUTES[rid]
        length, locos = route.length, hand[LOCO]
        colours = COLOURS if route.colour == GRAY else [route.colour]
        best = None
        for c in colours:
            if hand[c] + locos >= length and hand[c] > 0:
                k = max(0, length - hand[c])
                key = (k, -hand[c], c)
                if best is None or key < best[0]:
                    best = (key, f"{c}+{k}L" if k else c)
        if best:
            return best[1]
        return LOCO if locos >= length else None

    def move(self) -> None:
        s = self.s
        p = s.current
        if s.phase in (DEAL, KEEP):  # rare: the greedy bot's own choice
            view = s.view(p)
            s.apply(GreedyBot(view).choose(s.legal_moves()))
            return
        plan = self.plan(p)
        if s.phase == TURN:
            for rid in sorted(plan, key=lambda r: (-ROUTES[r].length, r)):
                for r in (rid, ROUTES[rid].twin):
                    if r:
                        cards = self.payment(p, r)
                        if cards:
                            s.claim_route(r, cards)
                            return
            last = s.turns_left is not None
            if not plan or last:
                best = None
                trains = s.players[p]["trains"]
                for rid, route in ROUTES.items():
                    if route.length > trains or (best and route.length <= best[0]):
                        continue
                    cards = self.payment(p, rid)
                    if cards:
                        best = (route.length, rid, cards)
                if best and (best[0] >= 3 or last or trains <= 5 or not (s.deck or s.discards)):
                    s.claim_route(best[1], best[2])
                    return
        hand = s.players[p]["hand"]
        need = {c: 0 for c in COLOURS}
        for rid in plan:
            if ROUTES[rid].colour != GRAY:
                need[ROUTES[rid].colour] += ROUTES[rid].length
        if not plan:
            need = {c: hand[c] + 1 for c in COLOURS}
        slot: int | None = None
        gap = 0
        for i, c in enumerate(s.face_up):
            if c is not None and c != LOCO and need[c] - hand[c] > gap:
                slot, gap = i, need[c] - hand[c]
        if slot is not None:
            s.draw_card(str(slot + 1))
        elif s.deck or s.discards:
            s.draw_card("blind")
        else:
            slots = [i for i, c in enumerate(s.face_up) if c is not None and (c != LOCO or s.phase != SECOND)]
            if slots:
                s.draw_card(str(slots[0] + 1))
            else:
                s.pass_turn()


def rollout(s: State, me: int, max_moves: int | None = None) -> float:
    """Play ``s`` out with the fast greedy policy; my final margin over the best rival (+ win bonus)."""
    policy = _FastGreedy(s)
    for _ in range(max_moves or MAX_MOVES * len(s.players)):
        if s.phase == OVER:
            break
        policy.move()
    rows = s.final_scores()
    mine = rows[me]["score"]
    best = max(r["score"] for q, r in enumerate(rows) if q != me)
    margin = mine - best
    return margin + (WIN_BONUS if margin > 0 else -WIN_BONUS if margin < 0 else 0.0)


def best_move(view: dict, candidates: list[str], default: str, seed: int, samples: int = SAMPLES,
              z: float | None = None, track_cards: bool = True) -> str:
    """``default`` (the bot's own choice) unless another candidate is clearly better on ``samples``
    determinizations of ``view``.  With ``z`` that is the paired test of ``pygame_rules.bots.look_ahead``
    (a mean gain over the default of more than ``z`` standard errors); without, a mean gain of more
    than SWITCH_MARGIN points, whatever the noise."""
    cands = [default] + sorted(set(candidates) - {default})
    if len(cands) == 1:
        return default
    me = view["viewer"]
    rng = random.Random(seed)
    guesses = [determinize(view, random.Random(rng.randrange(1 << 30)), track_cards) for _ in range(samples)]

    def value(guess: State, move: str) -> float:
        s = guess.copy()
        s.apply(move)
        return rollout(s, me)

    if z is not None:
        return look_ahead(cands, guesses, value, z)
    totals = [0.0] * len(cands)
    for guess in guesses:
        for i, move in enumerate(cands):
            totals[i] += value(guess, move)
    best = max(range(len(cands)), key=lambda i: (totals[i], -i))
    if best != 0 and (totals[best] - totals[0]) / samples > SWITCH_MARGIN:
        return cands[best]
    return default


def fast_policy(s: State) -> Callable[[], None]:
    """The fast greedy policy's player for ``s``: each call plays the acting seat's move (the expert's
    search, pygame_rules/search, plays its other seats and rollouts so)."""
    return _FastGreedy(s).move
