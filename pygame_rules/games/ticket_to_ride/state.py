"""Ticket to Ride's rules: the state of one game and how each move changes it.

A turn is one action (official rules): draw two train cards, claim one route, or draw tickets.  The
game opens with a ticket choice for every player in seat order.  Decisions the rules leave open are
marked "house rule" and listed in docs/games/ticket_to_ride.md.

Card piles: ``deck`` is drawn from its end; ``discards`` is public (every card in it was shown when it
was played or redealt); ``face_up`` has five slots, None where the deck could not refill one.  The
ticket deck is drawn from its front and returned tickets go to its back (its bottom).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from ...chance import Chance
from ...contract import Secret
from ...i18n.messages import ListOf, Msg
from ...state import OVER, PhasedState, rank_rows
from .data import (
    CARD_COUNTS,
    CARD_KINDS,
    COLOURS,
    END_TRAINS,
    FACE_UP,
    GLOBETROTTER_BONUS,
    GRAY,
    HAND_START,
    LOCO,
    LOCO_REDEAL,
    LONGEST_BONUS,
    MAX_REDEALS,
    ROUTE_ORDER,
    ROUTES,
    TRAINS,
    VARIANTS,
    city_name,
    points_for,
)
from .graph import connected, longest_path
from .notation import payment_text, split_cards
from .present import card_name, ticket_words

DEAL, TURN, SECOND, KEEP = "deal", "turn", "second", "keep"
# Numbers as the canonical notation writes them (ticket picks, face-up slots), and the locomotive
# part of a payment ("2L" in "red+2L"), for reading a move without parsing it.
_NUMBER = {str(i): i for i in range(1, 10)}
_LOCO_PART = {f"{k}L": k for k in range(1, 10)}
# House rules, the German summary's own reading (docs/games/ticket_to_ride.md, "House rules"):
# a ticket is complete when its cities are joined by anybody's routes; and both tracks of a double route
# are used only in a four-player game (the published rules: in a four- or five-player game).
TICKETS_ANY, DOUBLES_FOUR = "tickets_any", "doubles_four"
HOUSE_RULES = (TICKETS_ANY, DOUBLES_FOUR)
# How a game can end (result()["ended"]).
LAST_ROUND, STALEMATE = "the last round is over", "nobody can do anything"
ENDING_TERM = {LAST_ROUND: "ttr.term.last_round", STALEMATE: "ttr.term.stalemate"}


class State(PhasedState):
    """One position of a game of Ticket to Ride.

    Besides the engine's protocol (``legal_moves``, ``is_legal``, ``apply``, ``view``, ...) the state
    offers a small public API for simulation, which the bots' look-ahead (``bots/search.py``) plays
    thousands of moves with:

    * ``copy()``: a fast, independent copy that plays on exactly as this state would;
    * ``claim_route(rid, cards)``, ``draw_card(where)``, ``draw_tickets()``, ``keep_tickets(picks)``
      and ``pass_turn()``: one move each, for the player to act.  They are what ``apply`` calls after
      reading the notation, and like ``apply`` they assume the move is legal: the caller has checked
      it (with ``is_legal``, or from ``legal_moves``, ``route_open`` and ``payments``).  Nothing is
      checked and the legal moves are never listed, which is what makes them fast;
    * ``final_scores()``: everybody's score as if the game ended now;
    * ``route_free(p, rid)``: ``route_open`` without building the reason, and ``narrate = False`` on a
      position nobody reads about: its moves then write no log lines (messages take time to make).

    Everything else a simulation reads is public data: ``players`` (hand, tickets, offer, trains,
    routes, score), ``claims``, ``face_up``, ``deck``, ``discards``, ``tickets``, ``phase``,
    ``current`` and ``turns_left``.
    """

    # Whether moves write their log lines.  A bot's look-ahead (bots/search.py) plays thousands of moves on
    # guessed positions that nobody reads about; with this off they skip the one thing there that costs time.
    narrate = True

    def __init__(self, names: list[str], seed: int, variant: str = "base", house: tuple[str, ...] = ()):
        n = len(names)
        self.names = list(names)
        self.variant = variant
        self.rules = VARIANTS[variant]
        # House rules in play (HOUSE_RULES; none: the published rules).  Hashed only when some are on, so
        # a game under the published rules hashes as it always did.
        self.house = tuple(sorted(h for h in house if h in HOUSE_RULES))
        self.chance = Chance(seed)
        self.log: list[dict[str, Any]] = []

        deck = [kind for kind in CARD_KINDS for _ in range(CARD_COUNTS[kind])]
        self.chance.shuffle(deck)
        self.deck: list[str] = deck
        self.discards: list[str] = []
        self.face_up: list[str | None] = [None] * FACE_UP
        self.players: list[dict[str, Any]] = []
        for _ in range(n):
            hand = {kind: 0 for kind in CARD_KINDS}
            for _ in range(HAND_START):
                hand[self.chance.draw(self.deck)] += 1
            self.players.append({"hand": hand, "tickets": [], "offer": [], "trains": TRAINS,
                                 "routes": [], "score": 0})
        self.refill_row()

        tickets = [list(t) for t in self.rules["tickets"]]
        self.chance.shuffle(tickets)
        self.tickets: list[list] = tickets
        for pl in self.players:
            pl["offer"] = [self.chance.draw(self.tickets, 0) for _ in range(self.rules["deal"])]

        self.claims: dict[str, int] = {}  # route id -> player
        self.phase = DEAL
        self.current = 0  # house rule: seat 1 starts (the page seats players in any order it likes)
        self.first_card: str | None = None  # the first card of a draw turn (for the status line)
        self.first_blind = False
        self.last_round_by: int | None = None
        self.turns_left: int | None = None  # turns still to play once the last round has begun
        self.passes = 0  # consecutive passes; a full round of them ends the game (house rule)
        self.ended: str | None = None
        self._say(Msg("ttr.log.deal", cards=HAND_START, tickets=self.rules["deal"],
                      variant=Msg(f"ttr.term.variant.{variant}"), name=self.names[0]))

    # -- helpers -------------------------------------------------------------------------------
    def _say(self, text: Msg, player: int | None = None, secret: Msg | None = None) -> None:
        if not self.narrate:
            return
        entry: dict[str, Any] = {"text": text}
        if player is not None:
            entry["player"], entry["secret"] = player, secret
        self.log.append(entry)

    def _pop_deck(self) -> str | None:
        """The top card of the deck; an empty deck is first rebuilt from the shuffled discards."""
        if not self.deck:
            if not self.discards:
                return None
            self.deck = sorted(self.discards, key=CARD_KINDS.index)  # pile order must not matter
            self.discards = []
            self.chance.shuffle(self.deck)
            self._say(Msg("ttr.log.reshuffle", n=len(self.deck)))
        return self.chance.draw(self.deck)

    def cards_left(self) -> int:
        return len(self.deck) + len(self.discards)

    def refill_row(self) -> None:
        """Fill empty face-up slots, then redeal while three or more locomotives lie face up.  Moves do
        this themselves; a test that arranges a position may call it too.

        House rule (the rules would loop forever when the cards can't avoid it): at most MAX_REDEALS
        redeals in a row, and none unless deck and discards together can deal five fresh cards.
        """
        for i in range(FACE_UP):
            if self.face_up[i] is None:
                card = self._pop_deck()
                if card is None:
                    break
                self.face_up[i] = card
        redeals = 0
        while (self.face_up.count(LOCO) >= LOCO_REDEAL and redeals < MAX_REDEALS
               and self.cards_left() >= FACE_UP):
            self.discards.extend(c for c in self.face_up if c is not None)
            self.face_up = [None] * FACE_UP
            for i in range(FACE_UP):
                self.face_up[i] = self._pop_deck()
            redeals += 1
            self._say(Msg("ttr.log.three_locos"))

    def network(self, p: int) -> tuple[str, ...]:
        return tuple(sorted(self.players[p]["routes"]))

    def ticket_done(self, p: int, ticket) -> bool:
        if TICKETS_ANY in self.house:  # house rule: every claimed route counts, whoever owns it
            return connected(tuple(sorted(self.claims)), ticket[0], ticket[1])
        return connected(self.network(p), ticket[0], ticket[1])

    def doubles_both(self) -> bool:
        """Whether both routes of a double pair may be claimed (by two players) at this table."""
        n = len(self.players)
        return n == 4 if DOUBLES_FOUR in self.house else n >= 4

    def _route_closed(self, p: int, rid: str) -> str | None:
        """None if ``p`` may claim ``rid`` as far as the board goes, else the key of the reason why not."""
        if rid in self.claims:
            return "ttr.err.claimed"
        twin = ROUTES[rid].twin
        if twin and twin in self.claims:
            if self.claims[twin] == p:
                return "ttr.err.both_double"
            if not self.doubles_both():
                return "ttr.err.double_closed_house" if DOUBLES_FOUR in self.house else "ttr.err.double_closed"
        if self.players[p]["trains"] < ROUTES[rid].length:
            return "ttr.err.trains"
        return None

    def route_free(self, p: int, rid: str) -> bool:
        """Whether ``p`` may claim ``rid`` as far as the board goes (``route_open`` without the reason,
        as fast as the look-ahead needs it)."""
        return self._route_closed(p, rid) is None

    def route_open(self, p: int, rid: str) -> Msg | None:
        """None if ``p`` may claim ``rid`` as far as the board goes, else the reason why not."""
        key = self._route_closed(p, rid)
        if key == "ttr.err.claimed":
            return Msg(key, rid=rid, name=self.names[self.claims[rid]])
        if key == "ttr.err.trains":
            return Msg(key, rid=rid, trains=Msg("ttr.count.trains", n=ROUTES[rid].length), n=self.players[p]["trains"])
        return None if key is None else Msg(key)

    def payments(self, p: int, rid: str) -> list[str]:
        """Every way ``p``'s hand can pay for ``rid``: colour, colour+<n>L (n < length) or loco."""
        route, hand = ROUTES[rid], self.players[p]["hand"]
        length, locos = route.length, hand[LOCO]
        out = []
        for colour in (COLOURS if route.colour == GRAY else [route.colour]):
            for k in range(0, min(locos, length - 1) + 1):
                if hand[colour] >= length - k:
                    out.append(f"{colour}+{k}L" if k else colour)
        if locos >= length:
            out.append(LOCO)
        return out

    def pays(self, p: int, rid: str, cards: str) -> bool:
        """Whether ``cards`` is one of ``payments(p, rid)``, without listing them."""
        route, hand = ROUTES[rid], self.players[p]["hand"]
        if cards == LOCO:
            return hand[LOCO] >= route.length
        colour, plus, locos = cards.partition("+")
        k = _LOCO_PART.get(locos, 0) if plus else 0
        if colour not in hand or colour == LOCO or route.colour not in (GRAY, colour) or (plus and not k):
            return False
        return k <= min(hand[LOCO], route.length - 1) and hand[colour] >= route.length - k

    def claimable(self, p: int) -> Iterator[str]:
        """The routes ``p`` may claim now, trains and cards in hand allowing, in ROUTE_ORDER (each has
        at least one of ``payments``)."""
        hand, trains = self.players[p]["hand"], self.players[p]["trains"]
        locos = hand[LOCO]
        most = max(hand[c] for c in COLOURS) + locos
        for rid in ROUTE_ORDER:
            route = ROUTES[rid]
            # Quick filter first: most routes are out of reach of the hand or the trains left.
            reach = most if route.colour == GRAY else hand[route.colour] + locos
            if reach >= route.length and trains >= route.length and self.route_free(p, rid):
                yield rid

    def can_draw_second(self) -> bool:
        return bool(self.deck or self.discards or any(c not in (None, LOCO) for c in self.face_up))

    def min_keep(self) -> int:
        offer = self.players[self.current]["offer"]
        need = self.rules["keep"] if self.phase == DEAL else 1
        return min(need, len(offer))

    # -- protocol (is_over and current_player come from PhasedState) --------------------------
    def legal_moves(self) -> list[str]:
        if self.phase == OVER:
            return []
        p = self.current
        if self.phase in (DEAL, KEEP):
            size = len(self.players[p]["offer"])
            moves = []
            for k in range(self.min_keep(), size + 1):
                for pick in combinations(range(1, size + 1), k):
                    moves.append("keep " + " ".join(map(str, pick)))
            return sorted(moves)
        moves = []
        if self.deck or self.discards:
            moves.append("draw blind")
        for i, card in enumerate(self.face_up):
            if card is not None and not (self.phase == SECOND and card == LOCO):
                moves.append(f"draw {i + 1}")
        if self.phase == TURN:
            for rid in self.claimable(p):
                moves.extend(f"claim {rid} {cards}" for cards in self.payments(p, rid))
            if self.tickets:
                moves.append("tickets")
            if not moves:
                moves.append("pass")  # house rule: nothing at all is possible
        return sorted(moves)

    def is_legal(self, move: str) -> bool:
        """Whether ``move`` is legal now: exactly ``move in self.legal_moves()`` (a test checks it over
        whole games), but checking that one move only, since ``Game.push`` asks before every move.
        Anything that is not a move in canonical notation is simply not legal."""
        if self.phase == OVER:
            return False
        p = self.current
        words = move.split(" ")
        kind, n = words[0], len(words)
        if self.phase in (DEAL, KEEP):
            if kind != "keep" or n < 2:
                return False
            picks = [_NUMBER.get(w, 0) for w in words[1:]]
            return (picks[0] > 0 and picks[-1] <= len(self.players[p]["offer"]) and len(picks) >= self.min_keep()
                    and all(a < b for a, b in zip(picks, picks[1:], strict=False)))
        if kind == "draw" and n == 2:
            if words[1] == "blind":
                return bool(self.deck or self.discards)
            slot = _NUMBER.get(words[1], 0)
            if not 0 < slot <= FACE_UP:
                return False
            card = self.face_up[slot - 1]
            return card is not None and not (self.phase == SECOND and card == LOCO)
        if self.phase != TURN:
            return False
        if kind == "claim" and n == 3:
            rid = words[1]
            return rid in ROUTES and self.route_free(p, rid) and self.pays(p, rid, words[2])
        if move == "tickets":
            return bool(self.tickets)
        if move == "pass":  # house rule: only when nothing at all is possible
            return not (self.deck or self.discards or self.tickets or any(self.face_up)
                        or next(self.claimable(p), None))
        return False

    def why_illegal(self, move: str) -> Msg:
        """Why a move (in canonical notation) is not legal now: the reason shown to the player."""
        p = self.current
        words = move.split()
        kind = words[0]
        if self.phase in (DEAL, KEEP):
            if kind != "keep":
                return Msg("ttr.err.choose_first")
            size = len(self.players[p]["offer"])
            picks = [int(w) for w in words[1:]]
            if max(picks) > size:
                return Msg("ttr.err.only_offer", n=size)
            return Msg("ttr.err.keep_min", n=self.min_keep())
        if kind == "keep":
            return Msg("ttr.err.no_offer")
        if self.phase == SECOND:
            if kind == "draw" and words[1] != "blind":
                if self.face_up[int(words[1]) - 1] == LOCO:
                    return Msg("ttr.err.loco_second")
                return Msg("ttr.err.slot_empty", slot=words[1])
            if kind == "draw":
                return Msg("ttr.err.deck_empty")
            return Msg("ttr.err.finish_draw")
        if kind == "draw":
            if words[1] == "blind":
                return Msg("ttr.err.deck_empty")
            return Msg("ttr.err.slot_empty", slot=words[1])
        if kind == "claim":
            rid, cards = words[1], words[2]
            reason = self.route_open(p, rid)
            if reason:
                return reason
            route = ROUTES[rid]
            colour, locos = split_cards(cards, route.length)
            if colour and route.colour not in (GRAY, colour):
                return Msg("ttr.err.colour_route", rid=rid, colour=card_name(route.colour))
            hand = self.players[p]["hand"]
            held = Msg("ttr.pay.locos", n=hand[LOCO])
            if colour:
                held = Msg("ttr.err.held_both", colours=Msg(f"ttr.pay.{colour}", n=hand[colour]), locos=held)
            return Msg("ttr.err.payment", payment=payment_text(cards, route.length), held=held)
        if kind == "tickets":
            return Msg("ttr.err.no_tickets")
        if kind == "pass":
            return Msg("ttr.err.can_act")
        return Msg("ttr.err.not_now")

    def apply(self, move: str) -> None:
        """Play a move that legal_moves() offered."""
        words = move.split()
        kind = words[0]
        if kind == "keep":
            self.keep_tickets([int(w) for w in words[1:]])
        elif kind == "draw":
            self.draw_card(words[1])
        elif kind == "claim":
            self.claim_route(words[1], words[2])
        elif kind == "tickets":
            self.draw_tickets()
        elif kind == "pass":
            self.pass_turn()

    # -- moves: public for simulation; each assumes the caller checked that it is legal ----------
    def copy(self) -> State:
        """An independent copy for simulation: playing on it never changes this state, and it goes on
        exactly as this state would (the same cards, tickets and generator, so the same draws).  Much
        faster than ``copy.deepcopy``: only what moves change is copied; the variant's rules are shared."""
        new = State.__new__(State)
        new.__dict__.update(self.__dict__)  # the scalars (phase, current, passes, ...) and the rules
        new.names = list(self.names)
        new.chance = self.chance.copy()
        new.log = list(self.log)  # log entries are never changed once written
        new.deck, new.discards, new.face_up = list(self.deck), list(self.discards), list(self.face_up)
        new.players = [{"hand": dict(pl["hand"]), "tickets": [list(t) for t in pl["tickets"]],
                        "offer": [list(t) for t in pl["offer"]], "trains": pl["trains"],
                        "routes": list(pl["routes"]), "score": pl["score"]} for pl in self.players]
        new.tickets = [list(t) for t in self.tickets]
        new.claims = dict(self.claims)
        return new

    def keep_tickets(self, picks: list[int]) -> None:
        """The player to act keeps the tickets at ``picks`` (1-based places in the offer), returning the
        others.  Assumes the move is legal (``keep`` with these picks): nothing is checked."""
        p = self.current
        pl = self.players[p]
        kept = [pl["offer"][i - 1] for i in picks]
        back = [t for i, t in enumerate(pl["offer"], 1) if i not in picks]
        pl["tickets"].extend(kept)
        pl["offer"] = []
        self.tickets.extend(back)  # to the bottom of the ticket deck, in the order they were shown
        tickets = Msg("ttr.count.tickets", n=len(kept))
        self._say(Msg("ttr.log.keeps_back", name=self.names[p], tickets=tickets, back=len(back)) if back else
                  Msg("ttr.log.keeps", name=self.names[p], tickets=tickets),
                  p, Msg("ttr.log.you_keep", tickets=ListOf((ticket_words(*t) for t in kept), last_and=True)))
        if self.phase == DEAL:
            nxt = next((q for q in range(p + 1, len(self.players)) if self.players[q]["offer"]), None)
            if nxt is not None:
                self.current = nxt
            else:
                self.current, self.phase = 0, TURN
                self._say(Msg("ttr.log.chosen", name=self.names[0]))
            return
        self._end_turn(p)

    def draw_card(self, where: str) -> None:
        """The player to act draws a train card: ``where`` is ``"blind"`` (the deck) or a face-up slot
        ``"1"`` to ``"5"``, as in the notation ``draw <where>``.  Assumes the move is legal: nothing is
        checked."""
        p = self.current
        pl = self.players[p]
        second = self.phase == SECOND
        if where == "blind":
            card = self._pop_deck()
            assert card is not None, "a blind draw is legal only while cards are left"
            pl["hand"][card] += 1
            if self.narrate:
                secret = Msg("ttr.log.you_draw_loco") if card == LOCO else Msg(
                    "ttr.log.you_draw_an" if card[0] in "aeiou" else "ttr.log.you_draw", card=card_name(card))
                self._say(Msg("ttr.log.blind", name=self.names[p]), p, secret)
            loco_face_up = False
            self.refill_row()  # a reshuffle may have brought back cards for empty face-up slots
        else:
            slot = int(where) - 1
            card = self.face_up[slot]
            assert card is not None, "a face-up draw is legal only from a filled slot"
            self.face_up[slot] = None
            pl["hand"][card] += 1
            if self.narrate:
                self._say(Msg("ttr.log.take_loco", name=self.names[p]) if card == LOCO else
                          Msg("ttr.log.take", name=self.names[p], card=card_name(card)))
            self.refill_row()
            loco_face_up = card == LOCO
        if second or loco_face_up or not self.can_draw_second():
            # A face-up locomotive is the whole draw; with nothing left to take the draw ends with one
            # card (house rule: the turn never waits for a card that can't come).
            if not second and not loco_face_up:
                self._say(Msg("ttr.log.none_left", name=self.names[p]))
            self._end_turn(p)
        else:
            self.phase = SECOND
            self.first_card = card if where != "blind" else None
            self.first_blind = where == "blind"

    def claim_route(self, rid: str, cards: str) -> None:
        """The player to act claims route ``rid`` paying ``cards`` (a canonical payment: a colour,
        ``colour+<n>L`` or ``loco``).  Assumes the move is legal (the route open to them, see
        ``route_open``, and the payment one of ``payments``): nothing is checked."""
        p = self.current
        pl, route = self.players[p], ROUTES[rid]
        colour, locos = split_cards(cards, route.length)
        if colour:
            pl["hand"][colour] -= route.length - locos
            self.discards.extend([colour] * (route.length - locos))
        pl["hand"][LOCO] -= locos
        self.discards.extend([LOCO] * locos)
        pl["trains"] -= route.length
        pl["score"] += points_for(route.length)
        pl["routes"].append(rid)
        self.claims[rid] = p
        if self.narrate:
            self._say(Msg("ttr.log.claim", name=self.names[p], route=f"{city_name(route.a)}–{city_name(route.b)}",
                          rid=rid, n=route.length, points=points_for(route.length),
                          payment=payment_text(cards, route.length)))
        self.refill_row()  # the discards may refill slots the empty deck had left open
        self._end_turn(p)

    def draw_tickets(self) -> None:
        """The player to act draws destination tickets (then chooses with ``keep_tickets``).  Assumes
        the move is legal (tickets left, at the start of a turn): nothing is checked."""
        p = self.current
        pl = self.players[p]
        k = min(self.rules["draw"], len(self.tickets))
        pl["offer"] = [self.chance.draw(self.tickets, 0) for _ in range(k)]
        self.phase = KEEP
        self._say(Msg("ttr.log.draws_tickets", name=self.names[p], tickets=Msg("ttr.count.tickets", n=k)))

    def pass_turn(self) -> None:
        """The player to act passes: legal only when nothing else is possible (not checked here)."""
        p = self.current
        self._say(Msg("ttr.log.passes", name=self.names[p]))
        self._end_turn(p, passed=True)

    def _end_turn(self, p: int, passed: bool = False) -> None:
        n = len(self.players)
        self.first_card, self.first_blind = None, False
        self.passes = self.passes + 1 if passed else 0
        if self.turns_left is not None:
            self.turns_left -= 1
            if self.turns_left == 0:
                self.finish(LAST_ROUND)
                return
        elif self.players[p]["trains"] <= END_TRAINS:
            # Every player, this one included, has one more turn.
            self.last_round_by, self.turns_left = p, n
            self._say(Msg("ttr.log.last_round", name=self.names[p], n=self.players[p]["trains"]))
        if self.passes >= n:
            # House rule: a full round of passes means nothing can ever change again.
            self.finish(STALEMATE)
            return
        self.current = (p + 1) % n
        self.phase = TURN

    def say_over(self, result: dict[str, Any]) -> None:
        standings = ListOf(Msg("ttr.log.rank", rank=r["rank"], name=self.names[r["player"]], score=r["score"])
                           for r in result["ranking"])
        why = self.ended or ""
        self._say(Msg("ttr.log.over", why=Msg(ENDING_TERM[why]) if why in ENDING_TERM else why, standings=standings))

    # -- results and views ---------------------------------------------------------------------
    def final_scores(self) -> list[dict]:
        """Everybody's score as it would be if the game ended now (the result uses it once over)."""
        rows = []
        for q, pl in enumerate(self.players):
            tickets = [{"a": t[0], "b": t[1], "points": t[2], "done": self.ticket_done(q, t)} for t in pl["tickets"]]
            done = [t for t in tickets if t["done"]]
            ticket_points = sum(t["points"] if t["done"] else -t["points"] for t in tickets)
            rows.append({
                "player": q, "route_points": pl["score"], "tickets": tickets,
                "tickets_completed": len(done), "tickets_failed": len(tickets) - len(done),
                "ticket_points": ticket_points, "longest": longest_path(self.network(q)),
                "longest_bonus": 0, "globetrotter_bonus": 0,
            })
        if self.rules["longest"]:
            best = max(r["longest"] for r in rows)
            for r in rows:
                if best > 0 and r["longest"] == best:
                    r["longest_bonus"] = LONGEST_BONUS  # each tied player scores it (official)
        if self.rules["globetrotter"]:
            best = max(r["tickets_completed"] for r in rows)
            for r in rows:
                if best > 0 and r["tickets_completed"] == best:
                    r["globetrotter_bonus"] = GLOBETROTTER_BONUS
        for r in rows:
            r["score"] = r["route_points"] + r["ticket_points"] + r["longest_bonus"] + r["globetrotter_bonus"]
        return rows

    def result(self) -> dict[str, Any] | None:
        if self.phase != OVER:
            return None
        ranked = rank_rows(self.final_scores(), lambda r: (r["score"], r["tickets_completed"], r["longest"]))
        return self.final_result(ranked, Msg("ttr.tie_break"))

    def _ticket_view(self, p: int, tickets: list) -> list[dict]:
        return [{"a": t[0], "b": t[1], "points": t[2], "done": self.ticket_done(p, t)} for t in tickets]

    def view(self, viewer: int | None) -> dict[str, Any]:
        players = []
        for q, pl in enumerate(self.players):
            players.append({
                "name": self.names[q],
                "trains": pl["trains"],
                "cards": sum(pl["hand"].values()),
                "tickets": len(pl["tickets"]),
                "choosing": len(pl["offer"]),  # tickets on offer to them right now (count only)
                "score": pl["score"],
                "routes": len(pl["routes"]),
                "longest": longest_path(self.network(q)),
            })
        me = self.players[viewer] if viewer is not None else None
        discard_counts = {kind: self.discards.count(kind) for kind in CARD_KINDS}
        view = {
            "viewer": viewer,
            "variant": self.variant,
            "variant_name": self.rules["name"],
            "bonuses": {"longest": self.rules["longest"], "globetrotter": self.rules["globetrotter"]},
            "house_rules": list(self.house),
            "doubles_both": self.doubles_both(),
            "players": players,
            "hand": dict(me["hand"]) if me else None,
            "tickets": self._ticket_view(viewer, me["tickets"]) if me is not None and viewer is not None else None,
            "offer": self._ticket_view(viewer, me["offer"]) if me and viewer is not None and me["offer"] else None,
            "face_up": list(self.face_up),
            "deck": len(self.deck),
            "discards": len(self.discards),
            "discard_counts": discard_counts,
            "ticket_deck": len(self.tickets),
            "ticket_draw": self.rules["draw"],
            "claims": dict(sorted(self.claims.items())),
            "phase": self.phase,
            "current_player": self.current_player,
            "first_card": self.first_card,
            "first_blind": self.first_blind,
            "last_round": None if self.last_round_by is None else
            {"by": self.last_round_by, "turns_left": self.turns_left},
            "log": [e["secret"] if viewer is not None and e.get("player") == viewer else e["text"] for e in self.log],
            "result": self.result(),
        }
        if viewer is not None and viewer == self.current_player and self.phase in (DEAL, KEEP):
            view["min_keep"] = self.min_keep()
        return view

    def to_dict(self) -> dict[str, Any]:
        """Everything, secrets and generator included: the basis of the state hash.  (``ended`` is kept
        under its first name, ``ended_by``: saves and the recorded fixtures hash that key.)"""
        data = {
            "names": self.names, "variant": self.variant, "rng": self.chance.rng.state,
            "deck": self.deck, "discards": self.discards, "face_up": self.face_up, "players": self.players,
            "tickets": self.tickets, "claims": self.claims, "phase": self.phase, "current": self.current,
            "first_card": self.first_card, "first_blind": self.first_blind, "last_round_by": self.last_round_by,
            "turns_left": self.turns_left, "passes": self.passes, "ended_by": self.ended, "log": self.log,
        }
        if self.house:
            data["house"] = list(self.house)
        return data

    # -- what the conformance suite checks ------------------------------------------------------
    def secrets(self) -> list[Secret]:
        """Hands, kept tickets and tickets on offer are their owner's; the deck order, the ticket deck
        and the generator are nobody's.  (The discards are public: each was shown when played.)"""
        out = []
        for q in range(len(self.players)):
            out += [Secret(q, "card", ("players", q, "hand"), "counts"),
                    Secret(q, "ticket", ("players", q, "tickets")),
                    Secret(q, "ticket", ("players", q, "offer"))]
        out += [Secret(None, "card", ("deck",)), Secret(None, "ticket", ("tickets",)),
                Secret(None, "rng", ("chance", "rng", "state"), "opaque")]
        return out

    def invariants(self) -> list[str]:
        problems = []
        cards = {kind: self.deck.count(kind) + self.discards.count(kind) + self.face_up.count(kind)
                 + sum(pl["hand"][kind] for pl in self.players) for kind in CARD_KINDS}
        if cards != dict(CARD_COUNTS):
            problems.append(f"train cards are not conserved: {cards}")
        if any(n < 0 for pl in self.players for n in pl["hand"].values()):
            problems.append("a hand holds a negative number of cards")
        tickets = self.tickets + [t for pl in self.players for t in pl["tickets"] + pl["offer"]]
        if sorted(map(tuple, tickets)) != sorted(map(tuple, self.rules["tickets"])):
            problems.append("the destination tickets are not conserved")
        for q, pl in enumerate(self.players):
            lengths = [ROUTES[rid].length for rid in pl["routes"]]
            if pl["trains"] != TRAINS - sum(lengths):
                problems.append(f"{self.names[q]}'s trains do not match the routes claimed")
            if pl["score"] != sum(points_for(n) for n in lengths):
                problems.append(f"{self.names[q]}'s route points do not match the routes claimed")
        if sorted(self.claims) != sorted(r for pl in self.players for r in pl["routes"]):
            problems.append("claimed routes and the players' routes disagree")
        return problems
