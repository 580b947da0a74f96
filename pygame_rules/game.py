"""A game session: options, seed and move list, plus the state they produce.

Every game plugs into the same small protocol (see docs/engine.md):

* a rules object (``RULES`` in the game's package) with ``id``, ``name``, ``min_players``,
  ``max_players``, ``bots``, ``normalize_options(options)``, ``setup(options, seed)``,
  ``parse_move(text)``, ``bot_move(level, view, seed)`` and ``render_svg(view)``;
* a state object with ``current_player``, ``is_over``, ``reveals`` (a counter bumped whenever
  hidden information comes out or the generator is used), ``legal_moves()``, ``why_illegal(move)``,
  ``apply(move)``, ``view(player)``, ``result()`` and ``to_dict()``.

The session never trusts ``apply`` with a move outside ``legal_moves()``: the legal list is the single
source of truth, so a refused move cannot have touched the state.
"""

from __future__ import annotations

import hashlib
import json

from .errors import IllegalMove
from .registry import get_rules


class Game:
    def __init__(self, game_id: str, options: dict | None = None, seed: int = 0):
        self.rules = get_rules(game_id)
        self.game_id = game_id
        self.options = self.rules.normalize_options(options or {})
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
            raise ValueError("the seed must be a whole number from 0 to 2**64 - 1")
        self.seed = seed
        self.moves: list[str] = []
        self.state = self.rules.setup(self.options, seed)
        # Moves before this index revealed something (or used the generator) and can't be undone.
        self.undo_floor = 0

    # -- playing -------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def legal_moves(self) -> list[str]:
        return [] if self.state.is_over else self.state.legal_moves()

    def parse(self, text: str) -> str:
        """The canonical notation of ``text``; IllegalMove if it is not a move of this game."""
        try:
            return self.rules.parse_move(text)
        except ValueError as exc:
            raise IllegalMove(str(text), str(exc)) from None

    def push(self, text: str) -> str:
        """Play a move given in notation.  Refused moves raise IllegalMove and change nothing."""
        move = self.parse(text)
        if self.state.is_over:
            raise IllegalMove(move, "the game is over")
        if move not in self.state.legal_moves():
            raise IllegalMove(move, self.state.why_illegal(move))
        before = self.state.reveals
        self.state.apply(move)
        self.moves.append(move)
        if self.state.reveals != before:
            self.undo_floor = len(self.moves)
        return move

    @property
    def can_undo(self) -> bool:
        return len(self.moves) > self.undo_floor

    def undo(self) -> str:
        """Take back the last move, unless it (or a later one) revealed hidden information."""
        if not self.can_undo:
            raise IllegalMove("undo", "nothing to undo since the last move that revealed hidden information")
        last = self.moves[-1]
        floor = self.undo_floor
        self._replay(self.moves[:-1])
        self.undo_floor = floor
        return last

    def _replay(self, moves: list[str]) -> None:
        self.state = self.rules.setup(self.options, self.seed)
        self.moves = []
        self.undo_floor = 0
        for move in moves:
            self.push(move)

    # -- looking -------------------------------------------------------------------------------
    def view(self, player: int | None = None) -> dict:
        """What ``player`` may see (None: a spectator).  Never another's secrets or the generator."""
        view = self.state.view(player)
        view["game"] = self.game_id
        view["moves_played"] = len(self.moves)
        view["can_undo"] = player is not None and player == self.current_player and self.can_undo
        return view

    def svg(self, viewer: int | None = None) -> str:
        return self.rules.render_svg(self.view(viewer))

    def result(self) -> dict | None:
        return self.state.result()

    def bot_move(self, level: str | None = None, seed: int = 0) -> str:
        """The move the acting seat's bot picks, from that seat's own view only."""
        player = self.current_player
        if player is None:
            raise IllegalMove("bot", "the game is over")
        level = level or self.options["players"][player].get("bot") or self.rules.default_bot
        return self.rules.bot_move(level, self.view(player), seed)

    def state_hash(self) -> str:
        """SHA-256 of the complete state (hidden parts included): equal hashes, equal games."""
        blob = json.dumps(self.state.to_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()


def new_game(game_id: str, options: dict | None = None, seed: int | None = None) -> Game:
    if seed is None:
        import random

        seed = random.SystemRandom().randrange(2**32)
    return Game(game_id, options, seed)
