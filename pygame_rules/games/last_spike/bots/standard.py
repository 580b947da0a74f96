"""The standard Last Spike bot.  Bots see only their own view: own tiles and cash, public board, land and history.

The standard bot values a land card by the payouts it can expect from the routes still open in that
city, keeps a cash reserve for tiles, prefers tiles that complete routes paying it more than any rival,
and takes the last spike only when its estimate says that wins the game.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from ..data import (
    LAST_SPIKE_BONUS,
    PAYOUTS,
    ROUTE_TILES,
    ROUTES,
    SPACES_PER_ROUTE,
    STARTING_CASH,
    city_routes,
    route_cities,
    sale_price,
    tile_cities,
)

DESCRIPTION = ("Standard: a fair opponent for learning the game. Values land by the payouts it can expect, keeps "
               "cash for its tiles. Moves at once.")


def choose(view: dict, moves: list[str], seed: int = 0) -> str:
    """The standard bot's move among ``moves`` (the legal moves the engine hands it)."""
    if not moves:
        raise ValueError("the bot is not to move")
    if len(moves) == 1:
        return moves[0]
    return StandardBot(view).choose(moves)


def estimated_cash(view: dict) -> list[int]:
    """Everybody's cash from public information: the ledger of transactions any attentive player keeps."""
    players = view["players"]
    cash = [STARTING_CASH[len(players)]] * len(players)
    for q, amount, _why in view["ledger"]:
        cash[q] += amount
    for q, pl in enumerate(players):
        if pl["bankrupt"]:
            cash[q] = 0
    return cash


ROUTE_INDEX = {r: i for i, r in enumerate(ROUTES)}


def _lines() -> tuple[tuple[int, ...], ...]:
    """Every St. Louis-Sacramento line that visits no city twice, as indices into ROUTES' order."""
    index = {r: i for i, r in enumerate(ROUTES)}
    out: list[tuple[int, ...]] = []

    def walk(city: str, seen: tuple[str, ...], path: tuple[int, ...]) -> None:
        if city == "SAC":
            out.append(path)
            return
        for r in city_routes(city):
            east, west = route_cities(r)
            other = west if east == city else east
            if other not in seen:
                walk(other, (*seen, other), (*path, index[r]))

    walk("STL", ("STL",), ())
    return tuple(out)


LINES = _lines()


@functools.lru_cache(maxsize=4096)
def shortest_line(empty: tuple[int, ...]) -> int:
    """Fewest empty spaces on any St. Louis-Sacramento line, given the empty spaces of each route in
    ROUTES order.  The shortest line never visits a city twice (no space counts less than nothing), so
    it is the least of the simple lines' sums: a few dozen additions, where a Dijkstra search over the
    nine cities took several times as long.  Cached: the look-ahead's playouts ask it for the same
    few boards thousands of times."""
    return min(sum([empty[i] for i in line]) for line in LINES)


class StandardBot:
    MIN_RESERVE = 8000  # a fresh draw may cost this much (or more at double cost)
    LIQUIDITY = 1.0  # weight of dipping below MIN_RESERVE when choosing a tile
    MARGIN = 4000  # payouts are uncertain: keep room for a second expensive turn
    PROGRESS = 0.5
    HORIZON = 6  # empty spaces on the shortest St. Louis-Sacramento line that count as "plenty of time"
    RACE = 4000  # weight of moving the last spike nearer (or keeping it away)
    GRANT = 2000  # a land grant is worth this on top of the payouts it should bring
    CONCENTRATION = 0.7  # the seed's tip: piling into one city rarely pays, others won't build there

    def __init__(self, view: dict):
        self.view = view
        self.me = view["viewer"]
        self.players = view["players"]
        self.board = view["board"]
        self.cash = view["players"][self.me]["cash"]
        self.rivals = [q for q, p in enumerate(self.players) if q != self.me and not p["bankrupt"]]
        self.hand = set(view["hand"] or [])
        # Tiles placed per route, counted once: every valuation below asks for them many times.
        filled = self.filled_count = dict.fromkeys(ROUTES, 0)  # in ROUTES order, which ``empty`` keeps
        for tile in self.board:
            filled[tile[0]] += 1
        self.empty = tuple([SPACES_PER_ROUTE - k for k in filled.values()])  # in ROUTES order
        self.chances: dict[str, float] = {}
        # Land cards per player and city, counted once per player asked about (see ``cards``).
        self.card_count: list[dict[str, int] | None] = [None] * len(self.players)
        # Memos of what a decision asks for again and again (the look-ahead's playouts make a bot per
        # move): each is filled on first use, so setting ``hand`` after construction still counts.
        self.city_chances: dict[str, float] = {}
        self.distances: dict[str, int] = {}
        self.cash_estimate: list[int] | None = None
        self.kept: int | None = None
        self.distance_now = shortest_line(self.empty)
        tiles_left = view["pool"] + sum([p["tiles"] for p in self.players])
        # The game ends with the last spike: near it, routes far from done will not pay.
        self.time_left = min(1.0, tiles_left / 30, self.distance_now / self.HORIZON)

    # -- valuations ----------------------------------------------------------------------------
    def filled(self, letter: str) -> int:
        return self.filled_count[letter]

    def cards(self, q: int, city: str) -> int:
        counts = self.card_count[q]
        if counts is None:
            counts = self.count_cards(q)
        return counts.get(city, 0)

    def count_cards(self, q: int) -> dict[str, int]:
        counts = self.card_count[q] = {}
        for c, _ in self.players[q]["land"]:
            counts[c] = counts.get(c, 0) + 1
        return counts

    def completion_chance(self, letter: str) -> float:
        """Rough chance a route is finished before the game ends: its progress and the time left."""
        known = self.chances.get(letter)
        if known is None:
            known = self.chances[letter] = self._completion_chance(letter)
        return known

    def _completion_chance(self, letter: str) -> float:
        missing = [t for t in ROUTE_TILES[letter] if t not in self.board]
        if not missing:
            return 0.0
        if all(t in self.hand for t in missing):
            return 0.95  # nobody else can finish it, and I can
        progress = 1 - len(missing) / SPACES_PER_ROUTE
        return min(0.95, 0.25 + 0.45 * progress + 0.3 * self.time_left)

    def city_value(self, q: int, city: str, k: int) -> float:
        """Expected future payouts to a holder of k cards of ``city``."""
        if k == 0:
            return 0.0
        chance = self.city_chances.get(city)
        if chance is None:
            chance = self.city_chances[city] = sum(self.completion_chance(r) for r in city_routes(city))
        return chance * PAYOUTS[city][min(k, 5) - 1]

    def route_payout(self, letter: str, q: int, extra_city: str | None = None) -> int:
        counts = self.card_count[q]
        if counts is None:
            counts = self.count_cards(q)
        total = 0
        for city in route_cities(letter):
            k = counts.get(city, 0) + (1 if city == extra_city else 0)
            if k:
                total += PAYOUTS[city][k - 1]
        return total

    # -- decisions -----------------------------------------------------------------------------
    def choose(self, moves: list[str]) -> str:
        phase = self.view["phase"]
        if phase == "raise":
            return self.pick_sale(moves)
        if phase == "buy":
            return self.pick_buy(moves)
        if phase == "play" and moves[0] not in ("pass", "bankrupt"):
            return max(moves, key=lambda t: (self.tile_score(t), t))
        return moves[0]

    def tile_score(self, tile: str) -> float:
        cost = self.view["costs"][tile]
        cash, me = self.cash, self.me
        score = -cost
        if cost > cash:
            score -= 3 * (cost - cash)  # selling land at half price hurts
        # Running low on cash means forced sales or bankruptcy later: keep a cushion.
        score -= self.LIQUIDITY * max(0, self.MIN_RESERVE - max(0, cash - cost))
        stacks = self.view["stacks"]
        grant_cities = [c for c in tile_cities(tile) if not stacks[c]["grant_taken"]]
        for city in grant_cities:
            k = self.cards(me, city)
            score += self.city_value(me, city, k + 1) - self.city_value(me, city, k) + self.GRANT
        letter = tile[0]
        filled = self.filled_count[letter] + 1
        best_rival = max([self.route_payout(letter, q) for q in self.rivals], default=0)
        if filled == SPACES_PER_ROUTE:
            mine = self.route_payout(letter, me, grant_cities[0] if grant_cities else None)
            if self.completes_line(tile):
                return self.spike_score(tile, cost, mine)
            score += mine - best_rival
        else:
            # Progress on a route is worth a share of what it will pay me versus the best rival.
            mine = self.route_payout(letter, me)
            score += (mine - best_rival) * self.PROGRESS * filled / SPACES_PER_ROUTE
        return score + self.race_score(tile)

    def race_score(self, tile: str) -> float:
        """Bring the last spike nearer when ahead in cash, keep it away when behind."""
        before = self.line_distance()
        after = self.line_distance(extra=tile)
        if after >= before:
            return 0.0
        cash = self.estimated_cash()
        lead = cash[self.me] - max((cash[q] for q in self.rivals), default=0)
        return (1 if lead > 0 else -1) * self.RACE / (after + 1)

    def line_distance(self, extra: str | None = None) -> int:
        """Fewest empty spaces on any St. Louis-Sacramento line, with ``extra`` placed too."""
        if extra is None:
            return self.distance_now
        letter = extra[0]
        known = self.distances.get(letter)
        if known is None:
            empty = list(self.empty)
            empty[ROUTE_INDEX[letter]] -= 1
            known = self.distances[letter] = shortest_line(tuple(empty))
        return known

    def estimated_cash(self) -> list[int]:
        """``estimated_cash(self.view)``, reckoned once per decision (callers copy before changing it)."""
        if self.cash_estimate is None:
            self.cash_estimate = estimated_cash(self.view)
        return self.cash_estimate

    def completes_line(self, tile: str) -> bool:
        """Whether the complete routes and ``tile``'s route join St. Louis to Sacramento: some line has
        no empty space once ``tile``'s route counts as full (a line of them exists exactly when a
        line that visits no city twice does, which is what ``shortest_line`` measures)."""
        empty = list(self.empty)
        empty[ROUTE_INDEX[tile[0]]] = 0
        return shortest_line(tuple(empty)) == 0

    def spike_score(self, tile: str, cost: int, my_payout: int) -> float:
        cash = self.estimated_cash()
        letter = tile[0]
        final = list(cash)
        final[self.me] += LAST_SPIKE_BONUS + my_payout - cost
        for q in self.rivals:
            final[q] += self.route_payout(letter, q)
        if all(final[self.me] > final[q] for q in self.rivals):
            return 1e9  # ending the game now wins it
        return -1e9  # would hand the win to a rival: anything else is better

    def pick_buy(self, moves: list[str]) -> str:
        best, best_gain = "draw", 0.0
        for move in moves:
            gain = self.buy_gain(move)
            if gain is not None and gain > best_gain:
                best, best_gain = move, gain
        return best

    def buy_gain(self, move: str) -> float | None:
        """What buying the land of ``move`` should earn beyond its price; None for a move that is not
        a purchase, or one that would eat into the cash reserve."""
        if not move.startswith("buy "):
            return None
        city = move.split()[1]
        price = self.view["stacks"][city]["next_price"]
        if self.cash - price < self.reserve():
            return None
        k = self.cards(self.me, city)
        gain = self.city_value(self.me, city, k + 1) - self.city_value(self.me, city, k)
        return gain * (self.CONCENTRATION ** k) - price

    def reserve(self) -> int:
        """Cash to keep for next turn's tile: the dearest tile in hand, at least MIN_RESERVE.

        Running dry forces land sales at half price, or bankruptcy, which loses everything."""
        if self.kept is None:
            self.kept = self.reserve_for((self.view.get("costs") or {}).values())
        return self.kept

    @classmethod
    def reserve_for(cls, costs: Iterable[int]) -> int:
        """``reserve`` for a hand whose tiles cost ``costs`` now."""
        return max([cls.MIN_RESERVE, *costs]) + cls.MARGIN

    def pick_sale(self, moves: list[str]) -> str:
        def loss(move: str) -> float:
            _, city, price = move.split()
            k = self.cards(self.me, city)
            return (self.city_value(self.me, city, k) - self.city_value(self.me, city, k - 1)) / sale_price(int(price))
        return min(moves, key=lambda m: (loss(m), m))

