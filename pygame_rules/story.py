"""The story of a finished game: every player's score over the game, read by replaying its moves.

A game is options + seed + moves, so every position it passed through can be rebuilt.  ``story_of``
replays a game and takes each seat's score (its ``Telling.standing``: whatever decides that game) at
the start, at every new turn (or round, for games that play in rounds: ``Telling.round``) and at the
end, with the moments a game marks (``Telling.mark``, e.g. Ticket to Ride's last round).

Only finished games have a story: during play a score may be hidden (Last Spike's cash), and once the
game is over every result is shown anyway.
"""

from __future__ import annotations

from typing import Any

from .contract import GameRules, GameState, Telling
from .errors import IllegalMove
from .game import Game
from .i18n.messages import Msg


def generic(rules: GameRules) -> Telling:
    """How a game without its own ``telling`` is told: its result's ``score`` column once over, the
    public view's players' ``score`` before (0 for a seat without it), a point per turn."""

    def standing(state: GameState) -> list[int]:
        result = state.result()
        if result is not None:
            by_seat = {row["player"]: row.get("score") for row in result["ranking"]}
            return [int(by_seat.get(q) or 0) for q in range(len(by_seat))]
        return [int(p.get("score") or 0) for p in state.view(None)["players"]]

    return Telling("score", "points", standing)


def telling(rules: GameRules) -> Telling:
    return rules.telling() or generic(rules)


def clock(told: Telling, state: GameState) -> Any:
    """What a new point of the chart waits for: a new round, or else a new turn player."""
    return ("turn", state.turn_player) if told.round is None else ("round", told.round(state))


def story_of(game_id: str, options: dict[str, Any], seed: int, moves: list[str],
             rules_version: int | None = None) -> dict[str, Any] | None:
    """The story of the game these moves play, or None if they do not finish it.

    ``{"game", "players": [names], "score": column, "unit": "points"|"money"|"passengers",
    "per": "turn"|"round"|"year", "points": [{"move": moves played, "scores": [one per seat]}, ...],
    "marks": [{"point": index into points, "text": English}]}``.  The first point is the start, the
    last the end (its scores are the result's).  IllegalMove or ValueError for moves that do not play.
    """
    game = Game(game_id, options, seed, rules_version)
    told = telling(game.rules)
    points = [{"move": 0, "scores": told.standing(game.state)}]
    marks: list[dict[str, Any]] = []
    mark = told.mark(game.state) if told.mark else None
    before = clock(told, game.state)
    for number, move in enumerate(moves, 1):
        if game.is_over:
            raise IllegalMove(move, Msg("engine.game_over_reason"))
        game.push(move)
        now = clock(told, game.state)
        if now == before and not game.is_over:
            continue
        before = now
        points.append({"move": number, "scores": told.standing(game.state)})
        new_mark = told.mark(game.state) if told.mark else None
        if new_mark is not None and new_mark != mark:
            marks.append({"point": len(points) - 1, "text": new_mark})
        mark = new_mark
    if not game.is_over:
        return None
    return {
        "game": game_id,
        "players": [seat["name"] for seat in game.options["players"]],
        "score": told.score,
        "unit": told.unit,
        "per": told.per,
        "points": points,
        "marks": marks,
    }


def story_of_game(game: Game) -> dict[str, Any] | None:
    """The story of an open game (under the rules version it is played with)."""
    return story_of(game.game_id, game.options, game.seed, list(game.moves), game.rules_version)


__all__ = ["clock", "generic", "story_of", "story_of_game", "telling"]
