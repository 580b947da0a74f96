"""What a rival's plays say about the tiles it holds: the strong bot's guess at hidden hands.

A rival that plays like the standard bot played, at each of its turns, the tile that bot values most
among those it held.  So a tile it would have preferred to the one it played cannot have been in its
hand then: if it holds that tile now, it must have drawn it since.  Everything this needs is public:
the order in which the tiles were placed (``view["plays"]``), the ledger of payments (what each rival
had in cash at each turn) and the board.

For each rival and each unseen tile, :func:`constraints` finds the most recent of the rival's turns
(1 = its last turn, 2 = the one before, ... up to TURNS) at which holding that tile contradicts
what the rival did: the tile was playable, affordable and the standard bot would have chosen it
instead; or the rival played a tile at double cost while this one lay next to the track; or the rival
bought land with less cash to spare than the standard bot keeps for this tile.  A guessed hand is
consistent when the rival could have drawn its late tiles in time: one draw follows each turn, so at
most k of its tiles may be ruled out at any of its last k turns (:func:`violation` counts the excess).
:func:`deal` samples hands by rejection and keeps the most consistent one it met, so a rival who does
not play like the standard bot (a person) merely makes the guess fall back towards a uniform one.

The past views are reconstructed approximately (land holdings are today's), which is why the test is
a count of tiles per turn and never a certainty.  Everything is deterministic for the rng given.
"""

from __future__ import annotations

import random
from typing import Any

from ..data import STARTING_CASH, is_adjacent, play_cost, sale_price, tile_cities
from .standard import StandardBot

TURNS = 8  # the rival's most recent turns that are read
TRIES = 60  # hands sampled per rival and guess before settling for the most consistent one
NEVER = 1 << 20  # a tile no turn rules out


def constraints(view: dict[str, Any], unseen: list[str]) -> dict[int, dict[str, int]]:
    """For each solvent rival: unseen tile -> the most recent of its turns (1 = last) at which holding
    that tile contradicts its play (NEVER when none does)."""
    plays: list[str] = view.get("plays") or []
    me = view["viewer"]
    players = view["players"]
    ledger = view["ledger"]
    start = STARTING_CASH[len(players)]
    tile_entries = [i for i, (_q, _a, why) in enumerate(ledger) if why == "tile"]
    out: dict[int, dict[str, int]] = {}
    if len(tile_entries) != len(plays):
        return out  # an older view without the order of plays: no inference
    for q, pl in enumerate(players):
        if q == me or pl["bankrupt"]:
            continue
        ruled = {t: NEVER for t in unseen}
        turns = [i for i in range(len(plays) - 1, -1, -1) if view["board"][plays[i]]["player"] == q][:TURNS]
        for j, i in enumerate(turns, start=1):
            for t in _ruled_out(view, q, plays, i, tile_entries[i], start, unseen):
                ruled[t] = min(ruled[t], j)
        out[q] = ruled
    return out


def _ruled_out(view: dict[str, Any], q: int, plays: list[str], i: int, at: int, start: int,
               unseen: list[str]) -> list[str]:
    """Unseen tiles that rival ``q`` cannot have held when it played ``plays[i]`` (ledger entry ``at``)."""
    played = plays[i]
    ledger = view["ledger"]
    first = at
    while first > 0 and ledger[first - 1][0] == q and ledger[first - 1][2] == "sale":
        first -= 1  # the sales paid for this tile: the choice was made before them
    board = {t: view["board"][t] for t in plays[:i]}
    cash = start + sum(a for p, a, _ in ledger[:first] if p == q)
    players = [dict(p) for p in view["players"]]
    players[q]["cash"] = cash
    candidates = [t for t in unseen if t not in board]
    costs = {t: play_cost(t, board) for t in [played, *candidates]}
    past = dict(view)
    past.update({
        "viewer": q, "players": players, "hand": [played], "board": board, "ledger": ledger[:first],
        "pool": view["pool"] + len(plays) - i, "phase": "play", "costs": costs,
        "stacks": {c: dict(s, grant_taken=any(c in tile_cities(t) for t in board)) for c, s in view["stacks"].items()},
    })
    bot = StandardBot(past)
    raisable = cash + sum(sale_price(price) for _, price in players[q]["land"] if price > 0)
    was_adjacent = is_adjacent(played, board)
    chosen = (bot.tile_score(played), played)
    out = []
    for t in candidates:
        adjacent = is_adjacent(t, board)
        if adjacent and not was_adjacent:
            out.append(t)  # it played at double cost: nothing it held lay next to the track
        elif adjacent == was_adjacent and costs[t] <= raisable and (bot.tile_score(t), t) > chosen:
            out.append(t)  # the standard bot would have played this one instead
    # Land bought after the tile: the standard bot keeps the dearest tile in hand (plus a margin) in cash.
    after = ledger[at + 1:]
    nxt = next((k for k, e in enumerate(after) if e[2] == "tile"), len(after))
    bought = [-a for p, a, why in after[:nxt] if p == q and why == "land"]
    if bought:
        # Its cash after the purchase, less the margin, covered the dearest tile it still held.
        spare = start + sum(a for p, a, _ in ledger[:at + 1 + nxt] if p == q) - StandardBot.MARGIN
        board_after = dict(board, **{played: view["board"][played]})
        out += [t for t in candidates if t not in out and play_cost(t, board_after) > spare]
    return out


def violation(hand: list[str], ruled: dict[str, int]) -> int:
    """How many of ``hand``'s tiles could not have been drawn in time (0: a consistent hand)."""
    times = sorted(ruled.get(t, NEVER) for t in hand)
    return sum(1 for k, time in enumerate(times, start=1) if time < k)


def deal(unseen: list[str], counts: dict[int, int], ruled: dict[int, dict[str, int]],
         rng: random.Random) -> dict[int, list[str]]:
    """Rivals' hands (seat -> tiles) drawn from ``unseen``, each the most consistent of TRIES uniform
    samples (the first consistent one); ``unseen`` keeps what is left, in a random order."""
    hands: dict[int, list[str]] = {}
    for q in sorted(counts):
        rng.shuffle(unseen)
        n = counts[q]
        best, best_bad = list(range(n)), None
        for _ in range(TRIES if q in ruled else 1):
            picks = rng.sample(range(len(unseen)), n)
            bad = violation([unseen[k] for k in picks], ruled.get(q, {}))
            if best_bad is None or bad < best_bad:
                best, best_bad = picks, bad
                if bad == 0:
                    break
        hands[q] = [unseen[k] for k in best]
        for k in sorted(best, reverse=True):
            unseen.pop(k)
    return hands

