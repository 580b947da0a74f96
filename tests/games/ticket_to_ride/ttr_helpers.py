"""Helpers that put a Ticket to Ride game into a chosen position, the way a chess test sets up a FEN."""

from pygame_rules import new_game
from pygame_rules.games.ticket_to_ride.data import CARD_COUNTS, CARD_KINDS, ROUTES, TRAINS, points_for
from pygame_rules.games.ticket_to_ride.state import TURN

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def game(n=2, seed=1, variant="base", bots=None):
    seats = [{"name": x} for x in NAMES[:n]]
    for i, b in enumerate(bots or []):
        seats[i]["bot"] = b
    return new_game("ticket_to_ride", {"players": seats, "variant": variant}, seed)


def choose_tickets(g):
    """Finish the opening ticket choice: everybody keeps all their tickets."""
    while g.state.phase == "deal":
        g.push(max(g.legal_moves(), key=len))
    return g


def hand(**counts):
    return {kind: counts.get(kind, 0) for kind in CARD_KINDS}


def arrange(g, *, hands=None, face_up=None, deck=None, discards=None, claims=None, tickets=None,
            ticket_deck=None, trains=None, current=0):
    """Rewrite the position (after the opening ticket choice): everything not given stays as it is,
    except that the deck, when not given, is whatever cards are left over, so 110 cards stay conserved.

    hands {p: {colour: n}}; face_up [5 cards or None]; deck [cards, top last]; discards [cards];
    claims {route id: p} (scores and trains recounted); tickets {p: [(a, b, points)]};
    trains {p: n} overrides the recount.
    """
    s = g.state
    for p, h in (hands or {}).items():
        s.players[p]["hand"] = hand(**h)
    if face_up is not None:
        s.face_up = list(face_up)
    if discards is not None:
        s.discards = list(discards)
    if deck is not None:
        s.deck = list(deck)
    else:
        used = {k: 0 for k in CARD_KINDS}
        for pl in s.players:
            for k, v in pl["hand"].items():
                used[k] += v
        for c in s.face_up + s.discards:
            if c is not None:
                used[c] += 1
        s.deck = [k for k in CARD_KINDS for _ in range(CARD_COUNTS[k] - used[k])]
    if claims is not None:
        s.claims = dict(claims)
        for p, pl in enumerate(s.players):
            mine = [r for r, q in claims.items() if q == p]
            pl["routes"] = sorted(mine)
            pl["score"] = sum(points_for(ROUTES[r].length) for r in mine)
            pl["trains"] = TRAINS - sum(ROUTES[r].length for r in mine)
    for p, n in (trains or {}).items():
        s.players[p]["trains"] = n
    for p, ts in (tickets or {}).items():
        s.players[p]["tickets"] = [list(t) for t in ts]
    if ticket_deck is not None:
        s.tickets = [list(t) for t in ticket_deck]
    for pl in s.players:
        pl["offer"] = []
    s.current = current
    s.phase = TURN
    s.first_card, s.first_blind = None, False
    return g


def stack(g, *cards):
    """Put ``cards`` on top of the deck (the last one on top), taking them out of the deck first so
    the 110 cards stay conserved."""
    deck = g.state.deck
    for c in cards:
        deck.remove(c)
    deck.extend(cards)
    return g


def card_total(g):
    s = g.state
    return (len(s.deck) + len(s.discards) + sum(c is not None for c in s.face_up)
            + sum(sum(p["hand"].values()) for p in s.players))
