"""Last Spike's rules: the state of one game and how each move changes it.

Turn (seed): play one tile (paying for it, selling land to the bank if cash is short), then optionally
buy one land card, then draw a tile.  Decisions the seed leaves open are marked "house rule" and listed
in docs/games/last_spike.md.
"""

from __future__ import annotations

from typing import Any, TypedDict

from ...chance import Chance
from ...contract import Secret
from ...i18n.messages import ListOf, Money, Msg
from ...state import OVER, PhasedState, rank_rows
from .data import (
    CITY_ORDER,
    END,
    LAND_PRICES,
    LAST_SPIKE_BONUS,
    PAYOUTS,
    ROUTE_TILES,
    SPACES_PER_ROUTE,
    START,
    STARTING_CASH,
    TILES,
    city_routes,
    is_adjacent,
    play_cost,
    route_cities,
    sale_price,
    tile_cities,
    tile_cost,
)

TILE_SET = frozenset(TILES)  # ``move in TILES`` would scan the list: apply asks for every move
PLAY, RAISE, BUY, DRAW = "play", "raise", "buy", "draw"
# How a game can end (result()["ended"]).
LAST_SPIKE, BANKRUPTCY, NO_TILES = "last spike", "bankruptcy", "no tiles left"


def tile_key(tile: str) -> tuple[str, int]:
    """Closeness to A1: the letter first, then the number (seed: A3 is closer to A1 than B1)."""
    return tile[0], int(tile[1:])


# Every tile's place in tile_key's order: sorting by it is sorting by tile_key, without a Python call per tile.
TILE_RANK = {t: i for i, t in enumerate(sorted(TILES, key=tile_key))}


def money(amount: int) -> Money:
    return Money(amount)


class Player(TypedDict):
    cash: int
    tiles: list[str]
    land: list[list[Any]]  # [city, purchase price]; a grant has price 0
    bankrupt: bool


class State(PhasedState):
    # False in the strong bot's simulated positions: their moves are played out, never read, and making
    # the log's messages was a sixth of a strong bot's time (Ticket to Ride's look-ahead does the same).
    narrate = True

    def __init__(self, names: list[str], seed: int):
        n = len(names)
        self.names = list(names)
        self.chance = Chance(seed)
        self.players: list[Player] = [
            {"cash": STARTING_CASH[n], "tiles": [], "land": [], "bankrupt": False} for _ in range(n)
        ]
        self.board: dict[str, dict] = {}  # space -> {"player", "cost"}
        self.stacks = {c: list(LAND_PRICES[c]) for c in CITY_ORDER}  # buyable prices left, cheapest first
        self.grant_taken = {c: False for c in CITY_ORDER}
        self.completed: list[dict[str, Any]] = []  # routes in completion order with what each paid
        self.log: list[dict[str, Any]] = []
        self.phase = PLAY
        self.pending: str | None = None  # tile being paid for while land is sold (RAISE phase)
        self.granted = False  # a grant was taken this turn: no land may be bought (seed)
        self.last_spike: str | None = None
        self.ended: str | None = None
        self.bankrupt_order: list[int] = []
        self.grants_removed: list[str] = []  # grants of bankrupt players leave the game (seed)
        self.aside: list[str] = []
        # Every cash movement, public as at the table (cash totals may be hidden, transactions are not).
        self.ledger: list[list] = []

        # Setup (seed): each player draws a tile; the one closest to A1 starts.  The tiles go back,
        # everything is shuffled again and each player draws four; with two players one more is set
        # aside unseen.
        pool = list(TILES)
        self.chance.shuffle(pool)
        draws = [self.chance.draw(pool) for _ in range(n)]
        self.first = min(range(n), key=lambda i: tile_key(draws[i]))
        starts = ListOf(Msg("ls.log.start_draw", name=self.names[i], tile=t) for i, t in enumerate(draws))
        self._say(Msg("ls.log.start", draws=starts, name=self.names[self.first]))
        pool.extend(draws)
        pool.sort()  # back to a known order before the reshuffle, so it is not the first draw's order
        self.chance.shuffle(pool)
        self.pool = pool
        for k in range(n):
            p = (self.first + k) % n
            self.players[p]["tiles"] = sorted((self.chance.draw(self.pool) for _ in range(4)), key=tile_key)
        if n == 2:
            self.aside.append(self.chance.draw(self.pool))
            self._say(Msg("ls.log.set_aside"))
        self.current = self.first

    def copy(self) -> State:
        """An independent copy for simulation (the strong bot's look-ahead): playing on it never
        changes this state, and it goes on exactly as this state would.  Much faster than
        ``copy.deepcopy``: only what moves change is copied (log and ledger entries are never changed
        once written, nor is a placed tile's record)."""
        new = State.__new__(State)
        new.__dict__.update(self.__dict__)  # the scalars (phase, current, pending, ...)
        new.names = list(self.names)
        new.chance = self.chance.copy()
        new.players = [{"cash": pl["cash"], "tiles": list(pl["tiles"]), "land": [list(c) for c in pl["land"]],
                        "bankrupt": pl["bankrupt"]} for pl in self.players]
        new.board = dict(self.board)
        new.stacks = {c: list(prices) for c, prices in self.stacks.items()}
        new.grant_taken = dict(self.grant_taken)
        new.completed, new.log, new.ledger = list(self.completed), list(self.log), list(self.ledger)
        new.bankrupt_order, new.grants_removed = list(self.bankrupt_order), list(self.grants_removed)
        new.aside, new.pool = list(self.aside), list(self.pool)
        return new

    # -- helpers -------------------------------------------------------------------------------
    def _say(self, text: Msg, player: int | None = None, secret: Msg | None = None) -> None:
        entry: dict[str, Any] = {"text": text}
        if player is not None:
            entry["player"], entry["secret"] = player, secret
        self.log.append(entry)

    def _pay(self, p: int, amount: int, why: str) -> None:
        self.players[p]["cash"] += amount
        self.ledger.append([p, amount, why])

    def _name(self, p: int) -> str:
        return self.names[p]

    def route_filled(self, letter: str) -> int:
        board = self.board
        return len([t for t in ROUTE_TILES[letter] if t in board])

    def is_complete(self, letter: str) -> bool:
        return self.route_filled(letter) == SPACES_PER_ROUTE

    def is_adjacent(self, tile: str) -> bool:
        """Next to a city (an end space) or to a tile already placed on the same route."""
        return is_adjacent(tile, self.board)

    def play_cost(self, p: int, tile: str) -> int:
        """Cost of playing ``tile`` now: its printed cost, doubled when it is not adjacent."""
        return play_cost(tile, self.board)

    def city_exhausted(self, city: str) -> bool:
        """Has made every payout it can (all its routes complete): the bank won't buy its land."""
        board = self.board  # is_complete for each route, without the calls: legal_moves asks per land card
        return all(all(t in board for t in ROUTE_TILES[r]) for r in city_routes(city))

    def sellable(self, p: int) -> list[tuple[str, int]]:
        """Distinct land cards the bank would buy from ``p``: never grants, never exhausted cities."""
        cards = {(c, price) for c, price in self.players[p]["land"] if price > 0 and not self.city_exhausted(c)}
        return sorted(cards, key=lambda cp: (CITY_ORDER.index(cp[0]), cp[1]))

    def raisable(self, p: int) -> int:
        """Cash ``p`` could have by selling everything the bank buys."""
        cards = [(c, price) for c, price in self.players[p]["land"] if price > 0 and not self.city_exhausted(c)]
        return self.players[p]["cash"] + sum(sale_price(price) for _, price in cards)

    def playable_tiles(self, p: int) -> list[str]:
        """Tiles ``p`` may play by position: adjacent ones, or any tile only if none is adjacent."""
        hand = self.players[p]["tiles"]
        adjacent = [t for t in hand if self.is_adjacent(t)]
        return adjacent or list(hand)

    def connected(self) -> bool:
        """Is there a line of completed routes from St. Louis to Sacramento?"""
        seen, todo = {START}, [START]
        while todo:
            city = todo.pop()
            for r in city_routes(city):
                if self.is_complete(r):
                    for other in route_cities(r):
                        if other not in seen:
                            seen.add(other)
                            todo.append(other)
        return END in seen

    def count_cards(self, p: int, city: str) -> int:
        return sum(1 for c, _ in self.players[p]["land"] if c == city)

    def land_value(self, p: int) -> int:
        """Total purchase price of land held: the tie-break (seed)."""
        return sum(price for _, price in self.players[p]["land"])

    def solvent(self) -> list[int]:
        return [p for p in range(len(self.players)) if not self.players[p]["bankrupt"]]

    # -- protocol (is_over and current_player come from PhasedState) --------------------------
    def legal_moves(self) -> list[str]:
        if self.phase == OVER:
            return []
        p = self.current
        me = self.players[p]
        if self.phase == PLAY:
            if not me["tiles"]:
                return ["pass"]
            budget = self.raisable(p)
            tiles = [t for t in self.playable_tiles(p) if self.play_cost(p, t) <= budget]
            return sorted(tiles, key=TILE_RANK.__getitem__) if tiles else ["bankrupt"]
        if self.phase == RAISE:
            return [f"sell {c} {price}" for c, price in self.sellable(p)]
        if self.phase == BUY:
            moves = []
            if not self.granted:
                for c in CITY_ORDER:
                    if self.grant_taken[c] and self.stacks[c] and self.stacks[c][0] <= me["cash"]:
                        moves.append(f"buy {c}")
            return moves + ["draw"]
        return ["draw"]

    def why_illegal(self, move: str) -> Msg:
        """Why a move (in canonical notation) is not legal now: the reason shown to the player."""
        p = self.current
        me = self.players[p]
        kind = move.split()[0]
        if self.phase == RAISE:
            if kind == "sell":
                _, city, price = move.split()
                if [city, int(price)] not in me["land"]:
                    return Msg("ls.err.no_card", price=money(int(price)), city=city)
                if int(price) == 0:
                    return Msg("ls.err.grant_unsold")
                return Msg("ls.err.paid_out", city=city)
            pending = self.pending or ""
            return Msg("ls.err.sell_first", cost=money(self.play_cost(p, pending)), tile=pending)
        if kind == "sell":
            return Msg("ls.err.sell_only")
        if self.phase == PLAY:
            if move in TILES:
                if move not in me["tiles"]:
                    return Msg("ls.err.not_in_hand", tile=move)
                if move not in self.playable_tiles(p):
                    return Msg("ls.err.not_next", tile=move)
                return Msg("ls.err.too_dear", tile=move, cost=money(self.play_cost(p, move)))
            if move == "pass":
                return Msg("ls.err.play_one")
            if move == "bankrupt":
                return Msg("ls.err.can_pay")
            return Msg("ls.err.play_first")
        if move in TILES:
            return Msg("ls.err.played")
        if kind == "buy":
            city = move.split()[1]
            if self.phase == DRAW:
                return Msg("ls.err.one_land")
            if self.granted:
                return Msg("ls.err.granted")
            if not self.grant_taken[city]:
                return Msg("ls.err.no_grant", city=city)
            if not self.stacks[city]:
                return Msg("ls.err.none_left", city=city)
            return Msg("ls.err.too_poor", city=city, price=money(self.stacks[city][0]), cash=money(me["cash"]))
        return Msg("ls.err.not_now")

    def apply(self, move: str) -> None:
        """Play a move that legal_moves() offered."""
        p = self.current
        if move in TILE_SET:
            self._play_tile(p, move)
        elif move.startswith("sell "):
            _, city, price = move.split()
            self._sell(p, city, int(price))
        elif move.startswith("buy "):
            self._buy(p, move.split()[1])
        elif move in ("draw", "pass"):
            self._end_turn(p)
        elif move == "bankrupt":
            self._bankrupt(p)

    # -- moves ---------------------------------------------------------------------------------
    def _play_tile(self, p: int, tile: str) -> None:
        cost = self.play_cost(p, tile)
        if cost > self.players[p]["cash"]:
            # Not enough cash: the tile waits while land is sold to the bank (seed).
            self.pending = tile
            self.phase = RAISE
            if self.narrate:
                self._say(Msg("ls.log.play_raise", name=self._name(p), tile=tile, cost=money(cost)))
            return
        self._place(p, tile, cost)

    def _sell(self, p: int, city: str, price: int) -> None:
        me = self.players[p]
        me["land"].remove([city, price])
        self.stacks[city].append(price)
        self.stacks[city].sort()  # back into the stack: the cheapest card is always next
        self._pay(p, sale_price(price), "sale")
        if self.narrate:
            self._say(Msg("ls.log.sell", name=self._name(p), city=city, price=money(price),
                          sale=money(sale_price(price))))
        tile = self.pending
        assert tile is not None, "land is sold only while a tile waits to be paid for"
        cost = self.play_cost(p, tile)
        if me["cash"] >= cost:
            self.pending = None
            self._place(p, tile, cost)

    def _place(self, p: int, tile: str, cost: int) -> None:
        me = self.players[p]
        me["tiles"].remove(tile)
        self._pay(p, -cost, "tile")
        self.board[tile] = {"player": p, "cost": cost}
        key = "ls.log.play_double" if cost != tile_cost(tile) else "ls.log.play"
        if self.narrate:
            self._say(Msg(key, name=self._name(p), tile=tile, cost=money(cost)))
        self.phase = BUY
        for city in tile_cities(tile):
            if not self.grant_taken[city]:
                # The first tile next to a city takes its free land grant (seed).
                self.grant_taken[city] = True
                me["land"].append([city, 0])
                self.granted = True
                if self.narrate:
                    self._say(Msg("ls.log.grant", name=self._name(p), city=city))
        letter = tile[0]
        if not self.is_complete(letter):
            return
        spike = self.connected()
        if spike:
            # The last spike: pay the tile, take the bonus, then the route pays out (seed).
            self._pay(p, LAST_SPIKE_BONUS, "bonus")
            self.last_spike = tile
            if self.narrate:
                self._say(Msg("ls.log.last_spike", tile=tile, name=self._name(p), bonus=money(LAST_SPIKE_BONUS)))
        self._pay_route(letter)
        if spike:
            self.finish(LAST_SPIKE)

    def _pay_route(self, letter: str) -> None:
        paid: list[list[Any]] = []  # [player, city, cards held, amount]
        for city in route_cities(letter):
            for q in self.solvent():
                k = self.count_cards(q, city)
                if k:
                    amount = PAYOUTS[city][k - 1]
                    self._pay(q, amount, "payout")
                    paid.append([q, city, k, amount])
        self.completed.append({"route": letter, "paid": paid})
        if self.narrate:
            east, west = route_cities(letter)
            detail = (ListOf((Msg("ls.log.payout_item", name=self._name(q), amount=money(a), cards=k, city=c)
                              for q, c, k, a in paid), sep="; ") if paid else Msg("ls.log.nobody"))
            self._say(Msg("ls.log.payout", letter=letter, east=east, west=west, detail=detail))

    def _buy(self, p: int, city: str) -> None:
        price = self.stacks[city].pop(0)
        self.players[p]["land"].append([city, price])
        self._pay(p, -price, "land")
        self.phase = DRAW
        if self.narrate:
            self._say(Msg("ls.log.buy", name=self._name(p), city=city, price=money(price)))

    def _end_turn(self, p: int) -> None:
        me = self.players[p]
        if self.pool:
            tile = self.chance.draw(self.pool)
            me["tiles"].append(tile)
            me["tiles"].sort(key=TILE_RANK.__getitem__)
            if self.narrate:
                self._say(Msg("ls.log.draw", name=self._name(p)), p, Msg("ls.log.draw_secret", tile=tile))
        else:
            if self.narrate:
                self._say(Msg("ls.log.no_draw", name=self._name(p)))
        self._next_player()

    def _bankrupt(self, p: int) -> None:
        me = self.players[p]
        # Tiles, cash and land go back to the bank, which uses them again; grants leave the game (seed).
        self.pool.extend(me["tiles"])
        self.pool.sort()
        self.chance.shuffle(self.pool)
        for city, price in me["land"]:
            if price > 0:
                self.stacks[city].append(price)
                self.stacks[city].sort()
            else:
                self.grants_removed.append(city)
        me["tiles"], me["cash"], me["land"], me["bankrupt"] = [], 0, [], True
        self.bankrupt_order.append(p)
        if self.narrate:
            self._say(Msg("ls.log.bankrupt", name=self._name(p)))
        if len(self.solvent()) <= 1:
            # House rule: with one player left nobody can be overtaken, so the game ends.
            self.finish(BANKRUPTCY)
        else:
            self._next_player()

    def _next_player(self) -> None:
        self.granted = False
        self.phase = PLAY
        n = len(self.players)
        for step in range(1, n + 1):
            q = (self.current + step) % n
            if not self.players[q]["bankrupt"]:
                self.current = q
                break
        if not self.pool and not any(self.players[q]["tiles"] for q in self.solvent()):
            # Cannot happen with a full tile set (the 47 tiles left in a two-player game always join
            # the termini), kept so that no game can loop forever.
            self.finish(NO_TILES)

    def finish(self, why: str) -> None:
        self.pending = None
        super().finish(why)

    def say_over(self, result: dict[str, Any]) -> None:
        if self.narrate:
            self._say(Msg("ls.log.over", ranking=ListOf(Msg("ls.log.rank", rank=r["rank"], name=self._name(r["player"]),
                                                            cash=money(r["cash"])) for r in result["ranking"])))

    # -- results and views ---------------------------------------------------------------------
    def result(self) -> dict[str, Any] | None:
        if self.phase != OVER:
            return None
        # Cash decides, then the land's purchase price (seed); equal on both, a shared rank.
        rows = rank_rows([{"player": q, "cash": self.players[q]["cash"], "land_value": self.land_value(q),
                           "bankrupt": False} for q in self.solvent()], lambda r: (r["cash"], r["land_value"]))
        for q in reversed(self.bankrupt_order):  # later bankruptcy ranks higher
            rows.append({"player": q, "rank": len(rows) + 1, "cash": 0, "land_value": 0, "bankrupt": True})
        return self.final_result(rows, Msg("ls.tie_break"), last_spike=self.last_spike)

    def view(self, viewer: int | None) -> dict[str, Any]:
        over = self.phase == OVER
        players = []
        for q, pl in enumerate(self.players):
            players.append({
                "name": self.names[q],
                # Cash may be kept secret (seed): shown to its owner, and to all once the game is over.
                "cash": pl["cash"] if (over or q == viewer) else None,
                "tiles": len(pl["tiles"]),
                "land": [list(card) for card in pl["land"]],
                "land_value": self.land_value(q),
                "bankrupt": pl["bankrupt"],
            })
        stacks = {}
        for c in CITY_ORDER:
            done = sum(1 for r in city_routes(c) if self.is_complete(r))
            stacks[c] = {
                "grant_taken": self.grant_taken[c],
                "next_price": self.stacks[c][0] if self.stacks[c] else None,
                "left": len(self.stacks[c]) + (0 if self.grant_taken[c] else 1),
                "payouts": done,
                "routes": len(city_routes(c)),
            }
        view: dict[str, Any] = {
            "viewer": viewer,
            "players": players,
            "hand": list(self.players[viewer]["tiles"]) if viewer is not None else None,
            "board": {t: dict(v) for t, v in self.board.items()},
            # The placed tiles in the order they were played, as everybody at the table saw them.
            "plays": list(self.board),
            "stacks": stacks,
            "completed": [{"route": c["route"], "paid": [list(x) for x in c["paid"]]} for c in self.completed],
            "pool": len(self.pool),
            "aside": len(self.aside),
            "first": self.first,
            "current_player": self.current_player,
            "phase": self.phase,
            "pending": self.pending,
            "granted": self.granted,
            "last_spike": self.last_spike,
            "ledger": [list(x) for x in self.ledger],
            "log": [e["secret"] if e.get("player") == viewer and viewer is not None else e["text"] for e in self.log],
            "result": self.result(),
        }
        if viewer is not None and viewer == self.current_player:
            view["costs"] = {t: self.play_cost(viewer, t) for t in self.players[viewer]["tiles"]}
        return view

    def to_dict(self) -> dict[str, Any]:
        """Everything, secrets and generator included: the basis of the state hash."""
        return {
            "names": self.names, "rng": self.chance.rng.state, "players": self.players,
            "board": self.board, "stacks": self.stacks, "grant_taken": self.grant_taken,
            "completed": self.completed, "log": self.log, "phase": self.phase, "pending": self.pending,
            "granted": self.granted, "last_spike": self.last_spike, "bankrupt_order": self.bankrupt_order,
            "grants_removed": self.grants_removed, "ledger": self.ledger,
            "aside": self.aside, "pool": self.pool, "current": self.current, "first": self.first,
        }

    # -- what the conformance suite checks ------------------------------------------------------
    def secrets(self) -> list[Secret]:
        """Each hand is its owner's; the pool, the tile set aside and the generator are nobody's."""
        out = [Secret(q, "tile", ("players", q, "tiles")) for q in range(len(self.players))]
        out += [Secret(None, "tile", ("pool",)), Secret(None, "tile", ("aside",)),
                Secret(None, "rng", ("chance", "rng", "state"), "opaque")]
        return out

    def invariants(self) -> list[str]:
        problems = []
        tiles = list(self.pool) + list(self.aside) + list(self.board)
        tiles += [t for pl in self.players for t in pl["tiles"]]
        if sorted(tiles) != sorted(TILES):
            problems.append("the 48 tiles are not all accounted for exactly once")
        n = len(self.players)
        for q, pl in enumerate(self.players):
            booked = STARTING_CASH[n] + sum(amount for who, amount, _ in self.ledger if who == q)
            if not pl["bankrupt"] and pl["cash"] != booked:
                problems.append(f"{self.names[q]}'s cash {pl['cash']} differs from the ledger's {booked}")
            if pl["cash"] < 0:
                problems.append(f"{self.names[q]} has negative cash")
        for c in CITY_ORDER:
            held = [price for pl in self.players for city, price in pl["land"] if city == c and price > 0]
            if sorted(held + self.stacks[c]) != sorted(LAND_PRICES[c]):
                problems.append(f"{c}'s land cards are not conserved")
        return problems
