"""A game session: options, seed and move list, plus the state they produce.

The session owns what every game shares (see contract.py for what a game provides):

* **the move list and its checks**: ``push`` refuses a move the state does not call legal, with the
  state's reason, before anything is touched, so a refused move cannot have changed the state;
* **who must act**: ``current_player`` is whichever seat the state asks (the turn player, or another
  seat answering an offer or a dispute); the log records every move with the seat that made it;
* **undo**: a move can be taken back only while nothing hidden came out since (the state's ``Chance``
  counts every shuffle, draw and roll), no other seat has acted since, and the game is not over;
* **scripted chance for tests**: ``script_dice`` / ``script_draws`` fix the next outcomes, and undo
  (a replay from the start) meets them again at the same points.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .contract import GameRules, GameState
from .errors import IllegalMove, reason_of
from .i18n.messages import Msg, structured
from .registry import get_rules


class Game:
    def __init__(self, game_id: str, options: dict[str, Any] | None = None, seed: int = 0,
                 rules_version: int | None = None):
        self.rules: GameRules = get_rules(game_id)
        self.game_id = game_id
        self.options = self.rules.normalize_options(options or {})
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
            raise ValueError(Msg("engine.bad_seed_game"))
        self.seed = seed
        version = self.rules.rules_version if rules_version is None else rules_version
        if version != self.rules.rules_version and version not in self.rules.replays_versions:
            raise ValueError(Msg("engine.rules_version", version=version, game=self.rules.name))
        self.rules_version = version
        self.script: dict[str, dict[int, Any]] = {"dice": {}, "draws": {}}
        self.moves: list[str] = []
        self.actors: list[int | None] = []  # the seat that made each move
        self.log_marks: list[int] = []  # the log's line count (state.log_total) before each move
        self.undo_floor = 0  # moves before this index are final
        self.floor_reason: str = Msg("engine.undo.none")
        self.state: GameState = self._setup()

    def _setup(self) -> GameState:
        version = None if self.rules_version == self.rules.rules_version else self.rules_version
        state = self.rules.setup(self.options, self.seed, version)
        # What setup shuffled and dealt is not a move: only chance used by moves counts.
        state.chance.uses = 0
        state.chance.script = self.script
        return state

    # -- playing -------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """The seat that must act now (not always the turn player), None once the game is over."""
        return self.state.current_player

    @property
    def turn_player(self) -> int | None:
        return self.state.turn_player

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
            raise IllegalMove(str(text), reason_of(exc)) from None

    def push(self, text: str) -> str:
        """Play a move given in notation.  Refused moves raise IllegalMove and change nothing."""
        move = self.parse(text)
        if self.state.is_over:
            raise IllegalMove(move, Msg("engine.game_over_reason"))
        if not self.state.is_legal(move):
            raise IllegalMove(move, self.state.why_illegal(move))
        actor = self.state.current_player
        uses = self.state.chance.uses
        mark = self.state.log_total()
        self.state.apply(move)
        self.moves.append(move)
        self.actors.append(actor)
        self.log_marks.append(mark)
        # A move that brought out something hidden, or handed the decision to another seat (or ended
        # the game), is final from now on.
        if self.state.chance.uses != uses:
            self.undo_floor, self.floor_reason = len(self.moves), Msg("engine.undo.revealed")
        elif self.state.current_player != actor:
            self.undo_floor, self.floor_reason = len(self.moves), Msg("engine.undo.acted")
        return move

    @property
    def can_undo(self) -> bool:
        return not self.state.is_over and len(self.moves) > self.undo_floor

    def undo(self) -> str:
        """Take back the last move, while nothing was revealed and no other seat acted since."""
        if self.state.is_over:
            raise IllegalMove("undo", Msg("engine.game_over_reason"))
        if not self.can_undo:
            raise IllegalMove("undo", Msg("engine.nothing_to_undo", reason=self.floor_reason))
        last = self.moves[-1]
        floor, reason = self.undo_floor, self.floor_reason
        self._replay(self.moves[:-1])
        self.undo_floor, self.floor_reason = floor, reason
        return last

    def _replay(self, moves: list[str]) -> None:
        self.state = self._setup()
        self.moves, self.actors, self.log_marks, self.undo_floor = [], [], [], 0
        self.floor_reason = Msg("engine.undo.none")
        for move in moves:
            self.push(move)

    # -- chance in tests -------------------------------------------------------------------------
    def script_dice(self, faces: list[int]) -> None:
        """The next dice rolled show ``faces`` (tests: "the next two dice are 1 and 1")."""
        self.state.chance.script_dice(faces)

    def script_draws(self, items: list[Any]) -> None:
        """The next draws from the game's hidden piles take ``items``, in this order."""
        self.state.chance.script_draws(items)

    @property
    def scripted(self) -> bool:
        return bool(self.script["dice"] or self.script["draws"])

    # -- looking -------------------------------------------------------------------------------
    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see (None: a spectator).  Never another's secrets or the generator."""
        view = self.state.view(player)
        current = self.current_player
        view["game"] = self.game_id
        view["moves_played"] = len(self.moves)
        view["turn_player"] = self.turn_player
        view["can_undo"] = player is not None and player == current and self.can_undo
        rolls = self.state.chance.rolls
        view["last_roll"] = dict(rolls[-1]) if rolls else None
        if player is not None and player == current:
            view["legal_moves"] = self.legal_moves()
        return view

    def news_start(self, seat: int) -> int | None:
        """The log's line number (state.log_total) where the news for ``seat`` begins: what happened since
        their last move (its own consequences, the others' moves and the events that followed), however
        long the log grew; before their first move, everything moves wrote.  None before any move."""
        if not self.moves:
            return None
        last = next((i for i in range(len(self.actors) - 1, -1, -1) if self.actors[i] == seat), None)
        return self.log_marks[0 if last is None else last]

    def news(self, seat: int, viewer: int | None = None) -> list[Any]:
        """The log lines since ``seat``'s last move (news_start), as ``viewer`` reads them (None: the
        public log)."""
        start = self.news_start(seat)
        return [] if start is None else self.state.log_since(viewer, start)

    def svg(self, viewer: int | None = None) -> str:
        return self.rules.render_svg(self.view(viewer))

    def result(self) -> dict[str, Any] | None:
        result = self.state.result()
        return None if result is None else dict(result)

    def bot_move(self, level: str | None = None, seed: int = 0) -> str:
        """The move the acting seat's bot picks from the legal moves, seeing that seat's view only."""
        player = self.current_player
        if player is None:
            raise IllegalMove("bot", Msg("engine.game_over_reason"))
        level = level or self.options["players"][player].get("bot") or self.rules.default_bot
        legal = self.legal_moves()
        return self.rules.bot_move(level, self.view(player), legal, seed, self.state)

    def state_hash(self) -> str:
        """SHA-256 of the complete state (hidden parts included): equal hashes, equal games.  Its messages
        count as their keys and parameters, never as words, so no rewording or language changes it."""
        return hash_dict(structured(self.state.to_dict()))


def hash_dict(data: dict[str, Any]) -> str:
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()


def new_game(game_id: str, options: dict[str, Any] | None = None, seed: int | None = None) -> Game:
    if seed is None:
        import random

        seed = random.SystemRandom().randrange(2**32)
    return Game(game_id, options, seed)
