"""The strong Last Spike bot: the standard bot with learned chances, checked by look-ahead near the end.

The standard bot values land by the payouts its routes should bring, guessing from a formula the
chance that each open route is finished before the game ends.  That formula is far too hopeful: in
two-player games nearly half of all games end early in a bankruptcy, and near the end routes off the
line rarely get finished.  The strong bot looks the chance up instead in a table learned from
self-play (``learned.py``, written by tools/learn_last_spike.py): by the number of players, the spaces
of the route already filled and how far the line is from complete.  So it pays less for land that
will not pay out, and plays its tiles by the same better estimate.

Once the St. Louis-Sacramento line is SEARCH_DISTANCE empty spaces or fewer from complete (with more
than two players SEARCH_DISTANCE_MORE), each decision with a choice is searched (``search.py``): the
standard bot's move and every other legal move are played on the same SAMPLES guesses at what its view
hides (the rivals' tiles and the pool's order), each game played out to its end by the standard bot in
every seat, and another move replaces the standard bot's only when it wins more often on the same
guesses by more than Z standard errors (``pygame_rules.bots.look_ahead``: a paired test).  Near the end
the playouts are short, and it is there that a move decides who drives the last spike or goes
bankrupt.  A decision plays at most BUDGET playouts (two players; fewer with more): the guesses are
played a batch at a time and a candidate clearly worse than the standard bot's move is dropped after
each batch, so the playouts go to the moves still in question and a decision with many candidates
meets fewer guesses rather than taking longer.

The guesses at the rivals' tiles are not uniform: a rival that plays like the standard bot played, at
each turn, the tile that bot likes best of those it held, so the tiles it would have preferred cannot
have been in its hand then (``infer.py``).  Each guess deals the rivals hands their recent plays can
explain, and falls back towards a uniform guess for a rival that plays otherwise.

Everything is counted (guesses, candidates, playouts to the end), never timed, and sampled from the
seed the engine gives, so a seed gives the same move on every machine.
"""

from __future__ import annotations

from typing import Any

from ..data import ROUTE_TILES, SPACES_PER_ROUTE
from . import search
from .learned import COMPLETION, DISTANCE_CAP
from .standard import StandardBot

DESCRIPTION = ("Strong: knows from experience which routes really get finished, so it buys land more wisely, and "
               "near the end of the line it thinks ahead, trying its moves against many guesses at your tiles, "
               "guesses it sharpens by watching which tiles you play. Stronger than the standard bot: it wins 58% of "
               "two-player games against it, and 39% of four-player games against three (an even share would be "
               "25%). Usually instant; near the end it may think for up to about a second.")
# The strong bot's ideas, each of which the benchmark (benchmarks/bots.py) switches off in turn.
IDEAS = ("learned chances", "look-ahead", "paired test", "inferred tiles", "many guesses",
         "earlier look-ahead with more players")
SAMPLES = 40  # guesses per searched decision with two players; fewer with more (see choose)
BUDGET = 100  # playouts per searched decision with two players; fewer with more (see choose)
FEW_SAMPLES, FEW_Z = 12, 2.0  # the first strong bot's guesses and paired test ("many guesses" off)
BUYS = 3  # purchases the look-ahead compares (those the standard bot values most), besides not buying
HORIZON = 400  # moves a playout may last (a whole game is far shorter)
SEARCH_DISTANCE = 6  # empty spaces left on the shortest line when the look-ahead starts
# With more than two players the look-ahead starts this far out ("earlier look-ahead with more players"):
# there the rivals' tiles decide more (told them, the look-ahead wins 51% of four-player games instead
# of 36%) and earlier decisions more with them.  Paired on tuning seeds, four players: +4.0 points
# (standard error 3.2, seeds 2,000-2,199) and +2.0 (2.6, 4,000-4,399).  Two players gained nothing
# from searching earlier (nine spaces +1.0, 1.4; the whole game 0.0), so they keep SEARCH_DISTANCE.
SEARCH_DISTANCE_MORE = 12
Z = 1.0  # standard errors by which another move must beat the standard bot's


class LearnedBot(StandardBot):
    """The standard bot with the completion chances learned from self-play (``learned.py``)."""

    def __init__(self, view: dict[str, Any]):
        super().__init__(view)
        self.table = COMPLETION[min(max(len(self.players), 2), 6)]
        self.distance = min(self.line_distance(), DISTANCE_CAP)

    def _completion_chance(self, letter: str) -> float:
        filled = self.filled(letter)
        if filled == SPACES_PER_ROUTE:
            return 0.0
        if all(t in self.hand for t in ROUTE_TILES[letter] if t not in self.board):
            return 0.95  # nobody else can finish it, and I can
        return self.table[filled][self.distance]


def choose(view: dict[str, Any], moves: list[str], seed: int = 0, off: frozenset[str] = frozenset(),
           hands: dict[int, list[str]] | None = None) -> str:
    """The strong bot's move among ``moves``; ``off`` switches ideas off (``IDEAS``).  ``hands`` (the
    rivals' true tiles) is for benchmarks/bots.py's ceiling alone: the bot in play never has them."""
    if not moves:
        raise ValueError("the bot is not to move")
    if len(moves) == 1:
        return moves[0]
    std = StandardBot(view) if "learned chances" in off else LearnedBot(view)
    default = std.choose(moves)
    start = SEARCH_DISTANCE
    if len(view["players"]) > 2 and "earlier look-ahead with more players" not in off:
        start = SEARCH_DISTANCE_MORE
    if "look-ahead" in off or std.line_distance() > start:
        return default
    others = [m for m in moves if m != default]
    if view["phase"] == "buy":
        # Each purchase the standard bot would make (best first), keeping its cash reserve; and not buying.
        gains = {m: std.buy_gain(m) for m in others}
        buys = sorted((m for m in others if gains[m] is not None), key=lambda m: (-(gains[m] or 0.0), m))
        others = [m for m in others if m == "draw"] + buys[:BUYS]
    # Playouts grow with the players: fewer guesses with more players keep a decision's time down.
    few = "many guesses" in off
    samples = max(4, (FEW_SAMPLES if few else SAMPLES) * 2 // len(view["players"]))
    z = 0.0 if "paired test" in off else FEW_Z if few else Z
    budget = BUDGET * 2 // len(view["players"])
    return search.best_move(view, [default] + others, seed, samples, z, HORIZON, inferred="inferred tiles" not in off,
                            budget=budget, hands=hands)
