"""The contract between the engine and a game: what a game's rules and state must provide.

A game is a package under ``pygame_rules/games/<id>/`` exporting ``RULES``, an instance of a
``GameRules`` subclass, whose ``setup`` returns a ``GameState``.  The engine (``game.Game``) owns the
rest: the move list, undo, who must act, saves, the bots' legal moves and the page's API.  The shared
conformance suite (``tests/engine/test_conformance.py``) checks every registered game against this
module, so a new game gets every check by registering.

``GameRules`` holds the game's description (id, names, players, options, endings, versions, setup).
Everything else is found by its role in the game package's modules (``ROLES``: ``notation.parse_move``,
``render.board_svg``, ``present.status_text``, ``story.TELLING``, the ``bots`` package's ``LEVELS`` ...),
so a game's ``__init__.py`` forwards nothing; a game may still override any hook as a method.  An optional
hook a game does not have returns ``None``, meaning "use the engine's generic version".
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from functools import cache
from importlib import import_module
from typing import Any, NamedTuple, NotRequired, TypedDict

from .bots import RANDOM, RANDOM_BOT, Bot, Level, choose_move
from .chance import Chance, Roll
from .i18n.messages import ListOf, Msg
from .options import normalize_players
from .standing import ranked

# -- data shapes --------------------------------------------------------------------------------


class Seat(TypedDict):
    name: str
    bot: str | None  # a bot level of the game, or None for a human


class Options(TypedDict):
    """Normalized options: the seats, plus each of the game's ``choices`` (e.g. ``variant``)."""

    players: list[Seat]
    variant: NotRequired[str]


class RankRow(TypedDict):
    """One line of the final ranking; games add their own columns (score, cash, ...)."""

    player: int
    rank: int  # 1 for the winners; tied players share a rank


class Result(TypedDict):
    """Keys every result has (games add their own, e.g. Last Spike's ``last_spike``); checked at run
    time by the conformance suite, like ``View``."""

    ranking: list[dict[str, Any]]  # RankRow keys plus the game's own columns, best first
    winners: list[int]
    tie_break: NotRequired[str]
    ended: NotRequired[str | None]  # how the game ended, one of GameRules.endings


class View(TypedDict):
    """Keys every view has.  A game's view is a JSON-ready dict with these and its own keys; the
    engine adds ``game``, ``moves_played``, ``can_undo``, ``last_roll`` and, for the seat that must
    act, ``legal_moves``."""

    viewer: int | None
    players: list[dict[str, Any]]  # one entry per seat, in seat order
    current_player: int | None
    log: list[str]  # what this viewer may read of the log
    result: Result | None


class Secret(NamedTuple):
    """A part of the state that only ``owner`` may see (``None``: nobody, e.g. a pile's order).

    ``path`` leads from the state object to the value: attribute names and list or dict keys, e.g.
    ``("players", 2, "tiles")``.  ``kind`` groups secrets that can trade places: tiles in hands, in
    the pool and set aside are all ``"tile"``.  The conformance suite deals the secrets of each kind
    hidden from a viewer anew and checks that the viewer's view and SVG do not change.
    ``shape`` says how the value holds items: ``"list"`` (one item per entry), ``"counts"`` (a dict of
    item -> how many) or ``"opaque"`` (a value that is replaced whole, like a generator state).
    """

    owner: int | None
    kind: str
    path: tuple[str | int, ...]
    shape: str = "list"


# -- the state ----------------------------------------------------------------------------------


class GameState(ABC):
    """One position of a game.  ``apply`` is only ever called with a move that is legal now."""

    chance: Chance  # every shuffle, draw and roll goes through it (see chance.py)

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must act now: any seat (an answer to an offer, a defender's choice), or
        None once the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def legal_moves(self) -> list[str]:
        """Every legal move of ``current_player`` in canonical notation, in a fixed order.  A move that
        names a free amount (Silverton's trade offers: any sum up to what the payer holds) is listed
        with a few representative amounts; ``is_legal`` accepts the others."""

    def is_legal(self, move: str) -> bool:
        """Whether one canonical move is legal; a game may answer faster than listing every move.
        Must agree with ``legal_moves`` (the conformance suite checks it), but for free amounts: a
        move listed is legal, and so is the same move with another amount the game allows."""
        return move in self.legal_moves()

    def why_illegal(self, move: str) -> str:
        """The reason, for the player, that a canonical move is not legal now."""
        return "not possible now"

    @abstractmethod
    def apply(self, move: str) -> None: ...

    @abstractmethod
    def view(self, viewer: int | None) -> dict[str, Any]:
        """What ``viewer`` may see (``None``: spectators), JSON-ready, with the ``View`` keys."""

    @abstractmethod
    def result(self) -> dict[str, Any] | None:
        """None until the game is over; then the ``Result`` keys and the game's own."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """Everything, secrets and generator included: the basis of the state hash."""

    def secrets(self) -> list[Secret]:
        """Which parts of the state are hidden from whom.  A game without secrets returns []."""
        return []

    def log_total(self) -> int:
        """How many log lines the game has written so far, dropped ones included: a line's number never
        changes, so "the lines since seat 2's last move" can be found however long the log grew
        (Game.news).  The default counts ``self.log``, for a game that keeps every line."""
        return len(getattr(self, "log", ()))

    def log_since(self, viewer: int | None, start: int) -> list[Any]:
        """``viewer``'s log lines from line number ``start`` (see log_total) on, as ``view(viewer)["log"]``
        words them.  The default reads the view's log, for a game whose view holds every line; a game that
        shows only the latest lines answers from its whole log."""
        log = self.view(viewer).get("log")
        if not isinstance(log, list):
            return []
        return log[max(0, len(log) - (self.log_total() - start)):] if start < self.log_total() else []

    def invariants(self) -> list[str]:
        """Problems with this position (cards not conserved, scores not adding up); [] when sound.
        The conformance suite checks them after every move of its playouts."""
        return []

    @property
    def turn_player(self) -> int | None:
        """Whose turn it is (the seat that may differ from ``current_player`` while another seat
        answers).  Defaults to the acting seat."""
        return self.current_player


# -- the rules ----------------------------------------------------------------------------------

# Where the engine finds each part of a game, by role: hook -> (module of the game's package, name).
ROLES: dict[str, tuple[str, str]] = {
    "parse_move": ("notation", "parse_move"),
    "render_svg": ("render", "board_svg"),
    "hand_svg": ("render", "hand_svg"),
    "status_text": ("present", "status_text"),
    "move_label": ("present", "move_label"),
    "player_rows": ("present", "player_rows"),
    "prompt": ("present", "prompt"),
    "confirm": ("present", "confirm"),
    "notices": ("present", "NOTICES"),
    "more_notices": ("present", "more_notices"),
    "pick": ("present", "pick"),
    "move_form": ("present", "move_form"),
    "destructive": ("present", "destructive"),
    "hint_reason": ("bots.hints", "hint_reason"),
    "telling": ("story", "TELLING"),
    "bots": ("bots", "LEVELS"),
}


@cache
def game_part(package: str, module: str, name: str) -> Any:
    """``name`` in the module ``package.module``; None when the module or the name is missing (a module
    that exists but fails to import raises)."""
    full = f"{package}.{module}"
    try:
        found = import_module(full)
    except ModuleNotFoundError as e:
        # Missing: the module, or a package on its way (a game with no ``bots`` package has no
        # ``bots.hints``; a one-module game has no submodule at all).
        if e.name and (full == e.name or full.startswith(e.name + ".")):
            return None
        raise
    return getattr(found, name, None)


class GameRules(ABC):
    """A game's description.  Its hooks default to the parts found by role (``ROLES``) in the package
    whose ``__init__`` defines the subclass."""

    id: str
    prefix: str  # the game's message keys begin with it ("ls" -> ls.log.play)
    order: int = 100  # where the home page lists it (then by id)
    name: str
    blurb: str
    min_players: int
    max_players: int
    default_bot: str  # one of the game's bot levels (``bots``)
    # Options beyond the seats, shown on the new-game screen: name -> {"label", "choices": {value:
    # text}, "default"}.  normalize_options must accept them.
    choices: dict[str, dict[str, Any]] = {}
    # The version of the rules as played.  A change that alters play (a different result for the
    # same seed and moves) bumps it; saves carry it (see saves.py).
    rules_version: int = 1
    # Older rules versions this release still replays faithfully (setup receives the version).
    replays_versions: tuple[int, ...] = ()
    # Every way a game can end (a finished game's ``result()["ended"]`` is one of them).  The
    # recorded fixtures must cover each (tests/engine/test_fixtures.py).
    endings: tuple[str, ...] = ()

    # -- required ---------------------------------------------------------------------------
    @abstractmethod
    def setup(self, options: dict[str, Any], seed: int, rules_version: int | None = None) -> GameState: ...

    # -- parts found by role ----------------------------------------------------------------
    def part(self, role: str) -> Any:
        """The game's part for ``role`` (a key of ``ROLES``), or None if its package has none."""
        module, name = ROLES[role]
        return game_part(type(self).__module__, module, name)

    def _required(self, role: str) -> Any:
        found = self.part(role)
        if found is None:
            module, name = ROLES[role]
            raise NotImplementedError(f"{self.id}: no {module}.{name} in the game's package, nor a {role} method")
        return found

    def parse_move(self, text: str) -> str:
        """The canonical notation of ``text``; ValueError for what is not a move of this game."""
        parsed: str = self._required("parse_move")(text)
        return parsed

    def render_svg(self, view: dict[str, Any]) -> str:
        """The board as SVG, a pure function of a view.  Clickable pieces carry ``data-move``."""
        drawn: str = self._required("render_svg")(view)
        return drawn

    # -- defaults ---------------------------------------------------------------------------
    def normalize_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Options in canonical form (ValueError saying what is wrong).  Handles the seats and every
        declared choice; a game with more options overrides this."""
        if not isinstance(options, dict):
            raise ValueError(Msg("engine.options_object"))
        out: dict[str, Any] = {"players": normalize_players(options, self.min_players, self.max_players,
                                                            self.all_bots())}
        for key, spec in self.choices.items():
            value = options.get(key)
            if value is None:
                value = spec["default"]
            if not isinstance(value, str) or value not in spec["choices"]:
                known = ListOf(spec["choices"])
                raise ValueError(Msg("engine.unknown_choice", key=key, value=repr(value), known=known))
            out[key] = value
        return out

    # -- bots -------------------------------------------------------------------------------
    @property
    def bots(self) -> dict[str, str]:
        """The game's own bot levels -> description."""
        return {name: bot.description for name, bot in self.own_bots().items()}

    def own_bots(self) -> dict[str, Bot]:
        """The game's own levels, each a ``Bot``: its ``bots`` package's ``LEVELS``, strongest first (an
        experimental level, one not yet shown stronger, right after the strongest; one shown stronger
        first: standing.py)."""
        return {bot.name: bot for bot in ranked(self.id, self.part("bots") or ())}

    def bot_levels(self) -> dict[str, Bot]:
        """Every level a seat may be played by: the game's own, then the engine's random bot."""
        return {**self.own_bots(), RANDOM_BOT: RANDOM}

    def all_bots(self) -> dict[str, str]:
        return {name: bot.description for name, bot in self.bot_levels().items()}

    def bot_move(self, level: str, view: dict[str, Any], legal: list[str], seed: int = 0,
                 state: GameState | None = None) -> str:
        """The move a bot of ``level`` picks from ``legal``, seeing only ``view`` (its own seat's): every
        level, of every game, through the ``Bot`` protocol.  A level that searches (the expert,
        pygame_rules/search) is also handed ``state``, to deal what its seat cannot see anew."""
        bot = self.bot_levels().get(level)
        if bot is None:
            raise ValueError(Msg("engine.unknown_bot", level=repr(level)))
        return choose_move(bot, view, legal, seed, state)

    def option_sets(self) -> list[dict[str, Any]]:
        """What the conformance suite plays: the first choice (a game's variant) with every player
        count, and each other choice's non-default values, one at a time, with every player count (the
        other choices at their defaults).  Not the full product: house rules would multiply it."""
        keys = list(self.choices)
        defaults = {k: self.choices[k]["default"] for k in keys}
        combos: list[dict[str, Any]] = []
        if keys:
            combos += [{**defaults, keys[0]: value} for value in self.choices[keys[0]]["choices"]]
            combos += [{**defaults, key: value} for key in keys[1:]
                       for value in self.choices[key]["choices"] if value != defaults[key]]
        else:
            combos.append({})
        out = []
        for combo in combos:
            for n in range(self.min_players, self.max_players + 1):
                opts: dict[str, Any] = {"players": [{"name": f"P{i + 1}"} for i in range(n)]}
                opts.update(combo)
                out.append(opts)
        return out

    # -- presentation hooks: the game's part, or None for "the engine's generic version" ---------
    def hand_svg(self, view: dict[str, Any]) -> str | None:
        """The viewer's own pieces (hand, tickets) as SVG, or None for none (``render.hand_svg``)."""
        return self._optional("hand_svg", view)

    def status_text(self, view: dict[str, Any]) -> str | None:
        """One line on whose turn it is and what they may do (``present.status_text``)."""
        return self._optional("status_text", view)

    def move_label(self, move: str, view: dict[str, Any]) -> str | None:
        """A legal move in words, for its button (``present.move_label``)."""
        return self._optional("move_label", move, view)

    def player_rows(self, view: dict[str, Any]) -> list[dict[str, Any]] | None:
        """The scoreboard's rows, one per seat (``present.player_rows``)."""
        return self._optional("player_rows", view)

    def prompt(self, view: dict[str, Any]) -> str | None:
        """A question the page asks in a dialog (which tickets to keep, accept an offer?); ``present.prompt``."""
        return self._optional("prompt", view)

    def pick(self, view: dict[str, Any]) -> dict[str, Any] | None:
        """The prompt's moves as items to tick, then confirm, instead of a button per combination:
        ``{"verb": "keep", "items": [label, ...], "min": 1, "confirm": label}``, item i (from 1) ticked or
        not; the page plays ``verb`` with the ticked items' numbers ("keep 1 3"), which must be a legal
        move (``present.pick``)."""
        return self._optional("pick", view)

    def move_form(self, view: dict[str, Any]) -> dict[str, Any] | None:
        """A small form for moves with a free amount, instead of a button per move (Silverton's trade
        offers): ``{"verb", "title", "labels": {...}, "choices": [...]}``, the game's own shape, read
        by the page (web/js/tableview.js).  Moves of ``verb`` are then played through the form
        (``present.move_form``)."""
        return self._optional("move_form", view)

    def destructive(self, move: str, view: dict[str, Any]) -> bool:
        """Whether a move destroys something of the player's own: listed last, and asked before it is
        played (``present.destructive``)."""
        return bool(self._optional("destructive", move, view))

    def confirm(self, move: str, view: dict[str, Any]) -> Any:
        """A question the page asks before playing ``move`` from a click on a drawing (a message, e.g.
        Silverton's sale with its units and total), or None: played at once (``present.confirm``)."""
        return self._optional("confirm", move, view)

    def hint_reason(self, move: str, view: dict[str, Any]) -> Any:
        """Why the hinted ``move`` is good, in one sentence a learner understands (a message), read from
        ``view`` alone (the seat asking: hidden information stays hidden), or None when no honest reason
        is found: the hint then names the move only (``bots.hints.hint_reason``: with the bots, whose
        judgement it explains, since the rules never import a bot)."""
        return self._optional("hint_reason", move, view)

    def notices(self, view: dict[str, Any], news: list[Any]) -> list[Any]:
        """The events among ``news`` (log lines since the viewer's last move) that the page shows as notices
        where the player looks: the lines whose message is one of ``present.NOTICES``, and what the game's
        ``present.more_notices(view, news)`` adds (a state that has no log line of its own, e.g. a last round)."""
        from .notices import notices

        keys = self.part("notices")
        found = notices(news, frozenset(keys)) if keys else []
        more = self._optional("more_notices", view, news)
        return found + list(more or [])

    def telling(self) -> Telling | None:
        """How the story of a finished game is told (story.py; the game's ``story.TELLING``); None: the
        generic way, the result's ``score`` column at the end and the public view's players' ``score``
        before, a point per turn."""
        found: Telling | None = self.part("telling")
        return found

    def _optional(self, role: str, *args: Any) -> Any:
        found = self.part(role)
        return None if found is None else found(*args)


class Telling(NamedTuple):
    """How a game's story is told (story.py): every player's score over the game, and its breakdown.

    ``score``: the column of the result's ranking that decides the game ("score", "cash" ...), and
    ``unit`` how it is written ("points", "money" in dollars, "passengers").  ``standing(state)``: each
    seat's score in a position, counted as the result counts it once the game is over.  ``per`` and
    ``round(state)``: a point of the chart per "turn" (each change of ``turn_player``), or per "round"
    or "year" as ``round`` counts them.  ``mark(state)``: a moment worth marking that the position is in
    (English, a catalogue text of the game, e.g. "last round"), marked where it begins.
    ``breakdown(state)``: a finished game's table for the game-over panel, ``{"columns": [...], "rows":
    [cells of each seat, in seat order]}`` in English from the game's catalogue (the bridge says it in
    the reader's language and puts the rows in ranking order).  The functions take the game's own state.
    """

    score: str
    unit: str
    standing: Callable[[Any], list[int]]
    per: str = "turn"
    round: Callable[[Any], int] | None = None
    mark: Callable[[Any], str | None] | None = None
    breakdown: Callable[[Any], dict[str, Any]] | None = None


def check_view_shape(view: dict[str, Any], seats: int) -> list[str]:
    """What is wrong with a view's common keys (the conformance suite's runtime check of ``View``)."""
    problems = [f"view lacks {key!r}" for key in View.__annotations__ if key not in view]
    if not problems:
        if not isinstance(view["players"], list) or len(view["players"]) != seats:
            problems.append("view['players'] must list every seat")
        if not isinstance(view["log"], list) or not all(isinstance(e, str) for e in view["log"]):
            problems.append("view['log'] must be a list of texts")
    return problems


__all__ = ["ROLES", "Bot", "Chance", "GameRules", "GameState", "Level", "Options", "RankRow", "Result", "Roll", "Seat",
           "Secret", "Telling", "View", "check_view_shape", "game_part", "RANDOM_BOT"]
