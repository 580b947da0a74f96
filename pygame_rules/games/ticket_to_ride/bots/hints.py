"""Why a hinted move is good (bridge/hint.py), in one sentence a learner understands.

Read from the seat's view alone, as the strong bot reads it: its planner (bots/plan.py, with the strong
bot's cost per claim) joins the seat's open tickets by the cheapest routes, and the reason says what the
move does for that plan: a claim completes a ticket or lies on the way to one, a card is a colour the
planned routes still need, a block of a route a rival seems to need, new tickets (or cards for long
routes) once the old ones are done.  None where no such fact
holds (then the hint names the move only): a sentence that is not true teaches the wrong thing.
"""

from __future__ import annotations

from ....i18n.messages import Msg
from ..data import COLOURS, GRAY, LOCO, ROUTES, points_for
from ..graph import connected
from ..present import card_name, route_name, ticket_words
from .strong import StrongBot


def _joins(routes: set[str], a: str, b: str) -> bool:
    return connected(tuple(sorted(routes)), a, b)


def _ticket(t: dict) -> Msg:
    return ticket_words(t["a"], t["b"], t["points"])


def claim_reason(bot: StrongBot, move: str) -> Msg | None:
    """A claim: the ticket it completes, else the planned ticket it lies on, else a block of a route a
    rival's network seems to need, else the points it scores near the end or once every ticket is done."""
    rid = move.split()[1]
    joined = bot.planner.joined
    for t in bot.todo:
        if not _joins(joined, t["a"], t["b"]) and _joins(joined | {rid}, t["a"], t["b"]):
            return Msg("ttr.hint.completes", ticket=_ticket(t))
    twin = ROUTES[rid].twin
    planned = bot.plan & {rid, twin}
    if planned:
        rest = joined | (bot.plan - planned)
        for t in bot.todo:  # the ticket the plan joins only with this route (or its twin)
            if _joins(rest | {rid}, t["a"], t["b"]) and not _joins(rest, t["a"], t["b"]):
                return Msg("ttr.hint.on_the_way", ticket=_ticket(t))
        return None
    length = ROUTES[rid].length
    if not bot.todo:
        return Msg("ttr.hint.points", length=length, n=points_for(length))
    if bot.best_block({rid: [move]}, bot.colour_need(bot.plan)) == move:
        return Msg("ttr.hint.block")
    if bot.endgame:
        return Msg("ttr.hint.endgame", n=points_for(length))
    return None


def draw_reason(bot: StrongBot, move: str) -> Msg | None:
    """A card: cards for long routes once every ticket is done, the colour the planned routes still lack
    (a coloured route of it named), or why a locomotive or a blind card."""
    view = bot.view
    need = bot.colour_need(bot.plan)
    lacking = {c for c in COLOURS if need[c] > bot.hand.get(c, 0)}
    if not bot.todo and view.get("tickets"):
        return Msg("ttr.hint.collect")  # every ticket done: the strong bot collects for long routes
    if move == "draw blind":
        shown = {c for c in view["face_up"] if c is not None}
        if bot.plan and lacking and not lacking & shown:
            return Msg("ttr.hint.blind")
        return None
    card = view["face_up"][int(move.split()[1]) - 1]
    if card == LOCO:
        return Msg("ttr.hint.loco") if bot.plan else None
    if card in lacking:
        routes = sorted((r for r in bot.plan if ROUTES[r].colour == card), key=lambda r: (-ROUTES[r].length, r))
        return Msg("ttr.hint.need", n=need[card] - bot.hand.get(card, 0), colour=card_name(card),
                   route=route_name(routes[0]))
    if bot.plan and any(ROUTES[r].colour == GRAY for r in bot.plan):
        # Gray routes take any one colour: the strong bot collects the colour it holds most for them.
        top = max(COLOURS, key=lambda c: (bot.hand[c] - need[c], c))
        # Said only when true: with no card of it in hand (an empty hand), "you hold most" would not be.
        held = bot.hand.get(card, 0)
        if card == top and held > 0 and held >= max(bot.hand.get(c, 0) for c in COLOURS):
            gray = max((r for r in bot.plan if ROUTES[r].colour == GRAY), key=lambda r: (ROUTES[r].length, r))
            return Msg("ttr.hint.gray", colour=card_name(card), route=route_name(gray))
    return None


def keep_reason(bot: StrongBot, move: str) -> Msg | None:
    """Tickets kept: the trains the plan for them (and the open ones) needs, of the trains left."""
    offer = bot.view["offer"]
    picks = [offer[int(w) - 1] for w in move.split()[1:]]
    routes, trains, lost = bot.planner.plan(bot.todo + picks)
    if lost or trains > bot.trains:
        return None
    return Msg("ttr.hint.keep", n=trains, trains=bot.trains)


def hint_reason(move: str, view: dict) -> Msg | None:
    """Why ``move`` is good for the seat whose view this is (see the module's docstring)."""
    if view.get("viewer") is None or not isinstance(view.get("hand"), dict):
        return None
    bot = StrongBot(view)
    kind = move.split()[0]
    if kind == "claim":
        return claim_reason(bot, move)
    if kind == "draw":
        return draw_reason(bot, move)
    if kind == "keep":
        return keep_reason(bot, move)
    if kind == "tickets" and bot.todo == [] and view.get("tickets"):
        return Msg("ttr.hint.tickets")
    return None
