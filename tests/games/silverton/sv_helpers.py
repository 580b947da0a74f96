"""Helpers for Silverton's unit tests: a game at a chosen position, with the turn order fixed."""

from __future__ import annotations

from typing import Any

from pygame_rules import Game
from pygame_rules.games.silverton.state import State

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def game(n: int = 2, seed: int = 1, **choices: str) -> Game:
    return Game("silverton", {"players": [{"name": NAMES[i]} for i in range(n)], **choices}, seed)


def st(g: Game) -> State:
    state = g.state
    assert isinstance(state, State)
    return state


def placing(g: Game, order: list[int] | None = None) -> State:
    """Fix the turn order of the placement step that is open now (seat 0 first by default)."""
    s = st(g)
    assert s.phase == "place", s.phase
    s.order = order or list(range(s.n))
    s.idx = 0
    s.current = s.order[0]
    return s


def finish_placing(g: Game) -> None:
    """Every remaining seat says done."""
    while st(g).phase == "place":
        g.push("done")


def play_turn_until(g: Game, step_name_prefix: str) -> None:
    """Answer ``next`` until the acting seat's turn reaches the named step."""
    while not st(g).step.title(st(g)).split("step ")[-1].startswith(step_name_prefix):
        g.push("next")


def give_track(g: Game, q: int, *segments: str) -> None:
    s = st(g)
    for sid in segments:
        s.build(q, sid)


def give_claim(g: Game, q: int, cid: str, goods: int = 0, worked: bool = True) -> None:
    s = st(g)
    for pile in (s.deck, s.display, s.discard):
        if cid in pile:
            pile.remove(cid)
    s.players[q]["claims"].append(cid)
    if goods:
        s.players[q]["goods"][cid] = goods
    if worked:
        s.players[q]["worked"].append(cid)


def log_has(g: Game, text: str) -> bool:
    return any(text in line for line in st(g).log)


def moves_with(g: Game, verb: str) -> list[str]:
    return [m for m in g.legal_moves() if m.split()[0] == verb]


def pieces(g: Game, q: int) -> list[dict[str, Any]]:
    return st(g).players[q]["pieces"]
