"""The greedy Ticket to Ride bot: plans the shortest paths for its tickets (plan.py), draws the
colours they need, claims what advances them, and takes new tickets once its own are done.  The strong
bot (strong.py) builds on it."""

from __future__ import annotations

import random

from ..data import COLOURS, GRAY, LOCO, ROUTES
from ..notation import split_cards
from .plan import Planner

DESCRIPTION = ("Greedy: heads straight for its tickets by the shortest routes. A gentle opponent for learning the "
               "game; moves at once.")


class GreedyBot:
    # Take new tickets only with at least this many trains left.
    TICKET_TRAINS = 16
    # Take a face-up locomotive (the whole draw) when no face-up card of a needed colour shows and the
    # plan still lacks at least this many cards.
    LOCO_NEED = 4

    def __init__(self, view: dict, seed: int = 0):
        self.view = view
        self.me = view["viewer"]
        self.rnd = random.Random(seed)
        self.hand = view["hand"]
        self.trains = view["players"][self.me]["trains"]
        self.planner = Planner(view, self.me)
        self.todo = [t for t in view["tickets"] if not t["done"]]
        self.plan, self.plan_trains, self.lost = self.planner.plan(self.todo)

    # -- shared helpers ------------------------------------------------------------------------
    def claim_moves(self, moves: list[str]) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for m in moves:
            if m.startswith("claim "):
                out.setdefault(m.split()[1], []).append(m)
        return out

    def best_payment(self, options: list[str], need: dict[str, int]) -> str:
        """Fewest locomotives; on gray routes the colour least needed elsewhere and most held."""
        def key(move: str):
            rid, cards = move.split()[1:]
            colour, locos = split_cards(cards, ROUTES[rid].length)
            spare = self.hand.get(colour, 0) - need.get(colour, 0) if colour else -99
            return locos, -spare, move
        return min(options, key=key)

    def colour_need(self, routes) -> dict[str, int]:
        """Cards of each colour the planned coloured routes still need beyond the hand."""
        need = {c: 0 for c in COLOURS}
        for rid in routes:
            r = ROUTES[rid]
            if r.colour != GRAY:
                need[r.colour] += r.length
        return need

    def pair_options(self, rid: str, claims: dict[str, list[str]]) -> list[str]:
        """Claims for a planned route or for its twin (either joins the same cities)."""
        out = list(claims.get(rid, []))
        twin = ROUTES[rid].twin
        if twin and twin in self.planner.open:
            out += claims.get(twin, [])
        return out

    def draw_move(self, moves: list[str], need: dict[str, int]) -> str:
        face_up = self.view["face_up"]
        second = self.view["phase"] == "second"
        best, best_gap = None, 0
        for i, card in enumerate(face_up):
            move = f"draw {i + 1}"
            if card is None or card == LOCO or move not in moves:
                continue
            gap = need.get(card, 0) - self.hand.get(card, 0)
            if gap > best_gap:
                best, best_gap = move, gap
        if best:
            return best
        if not second and sum(max(0, need[c] - self.hand[c]) for c in COLOURS) >= self.LOCO_NEED:
            for i, card in enumerate(face_up):
                if card == LOCO and f"draw {i + 1}" in moves:
                    return f"draw {i + 1}"
        if "draw blind" in moves:
            return "draw blind"
        draws = [m for m in moves if m.startswith("draw ")]
        if draws:
            # Nothing blind: the face-up card of the colour held most (it builds towards long routes).
            return max(draws, key=lambda m: (self.hand.get(face_up[int(m.split()[1]) - 1], 0), m))
        return moves[0]

    # -- decisions -----------------------------------------------------------------------------
    def choose(self, moves: list[str]) -> str:
        phase = self.view["phase"]
        if phase in ("deal", "keep"):
            return self.keep(moves)
        if phase == "second":
            return self.draw_move(moves, self.colour_need(self.plan))
        return self.turn(moves)

    def keep(self, moves: list[str]) -> str:
        offer = self.view["offer"]
        need = self.view.get("min_keep", 1)
        budget = self.trains - self.plan_trains
        best, best_score = None, None
        for move in moves:
            picks = [offer[int(w) - 1] for w in move.split()[1:]]
            routes, trains, lost = self.planner.plan(self.todo + picks)
            gain = sum(t["points"] for t in picks if t["done"] or (t["a"], t["b"], t["points"]) not in lost)
            loss = sum(t["points"] for t in picks if (t["a"], t["b"], t["points"]) in lost)
            extra = trains - self.plan_trains
            score = gain - 2 * loss - 0.9 * extra - (100 if trains > self.trains else 0) - 3 * (len(picks) - need)
            if budget < 10 and len(picks) > need:
                score -= 20
            if best_score is None or score > best_score:
                best, best_score = move, score
        assert best is not None  # moves is never empty
        return best

    def turn(self, moves: list[str]) -> str:
        claims = self.claim_moves(moves)
        need = self.colour_need(self.plan)
        # 1. Claim a planned route (the longest first).
        for rid in sorted(self.plan, key=lambda r: (-ROUTES[r].length, r)):
            options = self.pair_options(rid, claims)
            if options:
                return self.best_payment(options, need)
        last_round = self.view.get("last_round") is not None
        # 2. Tickets all done: more tickets while there is time, else points.
        if not self.plan:
            if ("tickets" in moves and self.trains >= self.TICKET_TRAINS and not last_round):
                return "tickets"
            if claims:
                rid = max(claims, key=lambda r: (ROUTES[r].length, r))
                if ROUTES[rid].length >= 3 or last_round or self.trains <= 5:
                    return self.best_payment(claims[rid], need)
        elif last_round and claims:
            rid = max(claims, key=lambda r: (ROUTES[r].length, r))
            return self.best_payment(claims[rid], need)
        # 3. Draw the colours the plan needs.
        if any(m.startswith("draw ") for m in moves):
            if not self.plan:
                need = {c: self.hand[c] + 1 for c in COLOURS}  # collect for long routes
            return self.draw_move(moves, need)
        if claims:
            rid = max(claims, key=lambda r: (ROUTES[r].length, r))
            return self.best_payment(claims[rid], need)
        return "tickets" if "tickets" in moves else moves[0]


__all__ = ["GreedyBot"]
