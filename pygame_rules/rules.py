"""Plumbing every game's rules object shares: it hands each call to the game's own modules.

A game subclasses GameRules, names its modules (notation, bot, render, present) and its data (id,
name, seats, bots), and writes ``setup`` (and ``normalize_options`` when it has options beyond the
seats).  The protocol itself is described in pygame_rules/game.py.
"""

from __future__ import annotations

from types import ModuleType

from .options import normalize_players


class GameRules:
    id: str
    name: str
    blurb: str
    min_players: int
    max_players: int
    bots: dict[str, str]
    default_bot: str
    # Options beyond the seats, shown on the new-game screen: name -> {"label", "choices": {value:
    # text}, "default"}.  normalize_options must accept them.
    choices: dict[str, dict] = {}
    # The game's modules: notation.parse_move, bot.choose, render.board_svg / hand_svg,
    # present.status_text / move_label / player_rows.
    notation: ModuleType
    bot: ModuleType
    render: ModuleType
    present: ModuleType

    def normalize_options(self, options: dict) -> dict:
        return {"players": normalize_players(options, self.min_players, self.max_players, self.bots)}

    def setup(self, options: dict, seed: int):
        raise NotImplementedError

    def parse_move(self, text: str) -> str:
        return self.notation.parse_move(text)

    def bot_move(self, level: str, view: dict, seed: int = 0) -> str:
        return self.bot.choose(level, view, seed)

    def render_svg(self, view: dict) -> str:
        return self.render.board_svg(view)

    # Presentation hooks used by the page (pygame_rules.bridge).
    def hand_svg(self, view: dict) -> str | None:
        return self.render.hand_svg(view)

    def status_text(self, view: dict) -> str:
        return self.present.status_text(view)

    def move_label(self, move: str, view: dict) -> str:
        return self.present.move_label(move, view)

    def player_rows(self, view: dict) -> list[dict]:
        return self.present.player_rows(view)
