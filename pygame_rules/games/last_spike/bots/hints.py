"""Why a hinted move is good (bridge/hint.py), in one sentence a learner understands.

Read from the seat's view alone, with the strong bot's own valuation (bots/strong.py ``LearnedBot``:
the standard bot's payouts, reserve and race to the last spike with the learned completion chances):
a tile drives the last spike, completes a route that pays the seat for its land, takes a free land
grant, or brings a route the seat holds land on nearer to paying; land is bought where routes are
still open; cash is kept for the next tile.  None where no such fact holds: the hint then names the
move only.
"""

from __future__ import annotations

from ....i18n.messages import Money, Msg
from ..data import CITIES, ROUTE_TILES, ROUTES, SPACES_PER_ROUTE, city_routes, route_cities, tile_cities
from .strong import LearnedBot


def _route(letter: str) -> dict[str, str]:
    east, west = route_cities(letter)
    return {"east": CITIES[east][0], "west": CITIES[west][0]}


def tile_reason(bot: LearnedBot, tile: str) -> Msg | None:
    """A tile the seat can pay for: the last spike won, a route completed that pays the seat, a land
    grant, or a route the seat's land waits on brought nearer."""
    if bot.view["costs"][tile] > bot.cash:
        return None  # land must be sold first (at half price), and what is sold changes what the tile brings
    letter = tile[0]
    stacks = bot.view["stacks"]
    grants = [c for c in tile_cities(tile) if not stacks[c]["grant_taken"]]
    filled = bot.filled(letter) + 1
    if filled == SPACES_PER_ROUTE:
        mine = bot.route_payout(letter, bot.me, grants[0] if grants else None)
        if bot.completes_line(tile):
            if bot.spike_score(tile, bot.view["costs"][tile], mine) > 0:
                return Msg("ls.hint.spike")
            return None
        if mine > 0:
            return Msg("ls.hint.completes", **_route(letter), amount=Money(mine))
    if grants:
        return Msg("ls.hint.grant", city=CITIES[grants[0]][0])
    mine = bot.route_payout(letter, bot.me)
    if mine > 0 and filled < SPACES_PER_ROUTE:
        return Msg("ls.hint.nearer", **_route(letter), amount=Money(mine), k=filled, of=SPACES_PER_ROUTE)
    return None


def buy_reason(bot: LearnedBot, city: str) -> Msg | None:
    """Land: the routes of its city still open, each of which pays its holders when finished."""
    open_routes = [r for r in city_routes(city) if any(t not in bot.view["board"] for t in ROUTE_TILES[r])]
    if not open_routes:
        return None
    return Msg("ls.hint.buy", city=CITIES[city][0], n=len(open_routes))


def draw_reason(bot: LearnedBot) -> Msg | None:
    """No land bought: every purchase the seat could pay for would eat into the cash kept for its next
    tiles, or should pay less than it costs (land is sold in cities whose grant is taken, the cheapest
    card of the stack next)."""
    if bot.view.get("granted"):
        return None
    stacks = bot.view["stacks"]
    buys = [f"buy {c}" for c in stacks if stacks[c]["grant_taken"] and stacks[c]["next_price"] is not None
            and stacks[c]["next_price"] <= bot.cash]
    gains = [bot.buy_gain(m) for m in buys]
    if buys and all(gain is None for gain in gains):
        return Msg("ls.hint.keep_cash", amount=Money(bot.reserve()))
    if buys and all(gain is None or gain <= 0 for gain in gains):
        return Msg("ls.hint.no_land")
    return None


def sell_reason(bot: LearnedBot, move: str) -> Msg | None:
    """Land sold to pay for a tile: the card whose loss costs the fewest expected payouts per dollar the
    bank pays (the bot's ``pick_sale``, over the bought cards the seat holds; grants are never sold)."""
    held = sorted({f"sell {city} {price}" for city, price in bot.players[bot.me]["land"] if price})
    if move not in held or bot.pick_sale(held) != move:
        return None
    return Msg("ls.hint.sell", city=CITIES[move.split()[1]][0])


def hint_reason(move: str, view: dict) -> Msg | None:
    """Why ``move`` is good for the seat whose view this is (see the module's docstring)."""
    if view.get("viewer") is None or view.get("hand") is None:
        return None
    bot = LearnedBot(view)
    words = move.split()
    if view["phase"] == "play" and len(words) == 1 and words[0][:1] in ROUTES and words[0][1:].isdigit():
        return tile_reason(bot, move)
    if words[0] == "buy":
        return buy_reason(bot, words[1])
    if move == "draw" and view["phase"] == "buy":
        return draw_reason(bot)
    if words[0] == "sell":
        return sell_reason(bot, move)
    return None
