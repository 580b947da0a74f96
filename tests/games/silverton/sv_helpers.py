"""Helpers for Silverton's unit tests: a game at a chosen position, with the turn order fixed."""

from __future__ import annotations

from typing import Any

from pygame_rules import Game
from pygame_rules.games.silverton.data import start_city, start_pieces
from pygame_rules.games.silverton.state import State

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def game(n: int = 2, seed: int = 1, cards: list[int] | None = None, **choices: str) -> Game:
    """A game whose set-up turn-order cards are scripted: seat q draws ``cards[q]`` (by default card
    q + 1, so start city, pieces and money are those of the seat's own number)."""
    g = Game("silverton", {"players": [{"name": NAMES[i]} for i in range(n)], **choices}, seed)
    if g.rules_version >= 3:
        deal_cards(g, cards or list(range(1, n + 1)))
    return g


def deal_cards(g: Game, cards: list[int]) -> None:
    """Give seat q what turn-order card ``cards[q]`` brings at set-up (city, pieces), as if drawn.
    (Set-up runs before a Game can script its draws; test_silverton_setup scripts the real draw.)"""
    s = st(g)
    for q, card in enumerate(cards):
        pl = s.players[q]
        pl["card"], pl["home"] = card, start_city(card - 1)
        if s.mode != "advanced":
            pl["pieces"] = s._pieces(start_pieces(s.n, card - 1, s.rules.seed_tables))


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


def bob_holds_a2_ann_has_a_shorter_route(g: Game) -> None:
    """Bob holds contract A2 (Denver-Colorado Springs) over Como and Buena Vista; Ann has the direct
    segment: she may try to steal it."""
    s = st(g)
    give_track(g, 0, "DEN-CSP")
    give_track(g, 1, "DEN-COM", "COM-BUV", "CSP-BUV")
    s.pass_top[1] = None
    s.players[1]["passengers"].append("A2")
