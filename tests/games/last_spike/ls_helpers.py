"""Helpers that put a Last Spike game into a chosen position, the way a chess test sets up a FEN."""

from pygame_rules import new_game
from pygame_rules.games.last_spike.data import TILES


def game(n=3, seed=1, names=None):
    names = names or ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][:n]
    return new_game("last_spike", {"players": [{"name": x} for x in names]}, seed)


def arrange(g, *, hands=None, board=None, cash=None, land=None, grants=(), current=0, pool=None):
    """Rewrite the position: hands {p: tiles}, board {tile: player}, cash {p: $}, land {p: [(city, price)]}.

    Tiles not placed or in a hand go to the pool, so the 48 tiles stay conserved.  Land cards given to
    players are taken out of the city stacks; a grant listed in ``grants`` is marked as taken.
    """
    s = g.state
    hands = hands or {}
    board = board or {}
    for p, pl in enumerate(s.players):
        pl["tiles"] = sorted(hands.get(p, []))
    s.board = {t: {"player": p, "cost": 0} for t, p in board.items()}
    used = set(board) | {t for h in hands.values() for t in h}
    s.aside = [t for t in s.aside if t not in used]
    s.pool = list(pool) if pool is not None else [t for t in TILES if t not in used and t not in s.aside]
    for p, amount in (cash or {}).items():
        s.players[p]["cash"] = amount
    for p, cards in (land or {}).items():
        s.players[p]["land"] = [list(card) for card in cards]
        for city, price in cards:
            if price == 0:
                s.grant_taken[city] = True
            else:
                s.stacks[city].remove(price)
    for city in grants:
        s.grant_taken[city] = True
    s.current = current
    s.phase = "play"
    s.granted = False
    return g


def tile_count(g):
    s = g.state
    return len(s.pool) + len(s.aside) + len(s.board) + sum(len(p["tiles"]) for p in s.players)
