"""The checks every registered game must pass (used by test_conformance.py).

Each function takes a Game (or what builds one) and asserts; nothing here names a game.  What a game
declares through the contract (pygame_rules/contract.py) is all these checks use: its option sets, bots,
endings, secrets (dealt anew by pygame_rules.secrets.redeal for the leak check) and invariants.
"""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import Any

import pytest

from pygame_rules import Game, IllegalMove, dumps, load_game
from pygame_rules.bridge import build_snapshot, data_moves
from pygame_rules.contract import check_view_shape
from pygame_rules.i18n import use_language
from pygame_rules.secrets import hidden_from, redeal

MAX_MOVES = 5000  # no registered game takes this many moves; more means it cannot end
DENSE = 150  # moves checked every few moves; after that, an eighth as often
GARBAGE = ["", "   ", "xyzzy", "🚂", "<script>alert(1)</script>", "claim", "draw 99", "buy", "sell X 0",
           "keep 0", "swap", "1", "None"]

Policy = Callable[[Game, random.Random], str]


def random_policy(g: Game, rnd: random.Random) -> str:
    return rnd.choice(g.legal_moves())


def bot_policy(g: Game, rnd: random.Random) -> str:
    return g.bot_move(seed=rnd.randrange(2**32))


def seats_with_bots(rules: Any, n: int) -> list[dict[str, Any]]:
    """n seats played by the game's bots, cycling through every level it has (random included) but the
    levels that search (the expert: seconds a move over a whole game; tests/engine/test_expert.py plays it)."""
    levels = [name for name, bot in rules.own_bots().items() if not getattr(bot, "searches", False)] + ["random"]
    return [{"name": f"P{i + 1}", "bot": levels[i % len(levels)]} for i in range(n)]


class Playout:
    """Play a game to its end with ``policy``, checking the contract along the way.

    ``every`` spaces out the expensive checks (views, leaks, SVG, refusals, undo); the cheap ones
    (notation, invariants, undo floor) run after every move.
    """

    def __init__(self, game: Game, policy: Policy, seed: int, every: int = 5):
        self.g, self.policy, self.every = game, policy, every
        self.rnd = random.Random(seed)
        self.pool: list[str] = []  # moves seen legal somewhere: candidates for refusals elsewhere
        self.last_reveal = 0  # moves up to here used chance
        self.last_handover = 0  # moves up to here handed the decision to another seat
        self.redeals_differed = 0
        self.leak_checks = 0
        self.sparse_checks = 0

    def run(self) -> Game:
        g = self.g
        step = 0
        while not g.is_over:
            assert len(g.moves) < MAX_MOVES, "the game did not end"
            legal = g.legal_moves()
            self.check_moves(legal)
            # Dense checks while a game opens, sparser later: a check replays the game (undo), so
            # checking every few moves of a very long game would cost the square of its length.
            if step % self.every == 0 and (step < DENSE or step % (self.every * 8) == 0):
                self.check_position(legal, every_viewer=step < DENSE)
            move = self.policy(g, self.rnd)
            # A move with a free amount (Silverton's offers) may name an amount legal_moves does not list.
            assert move in legal or g.state.is_legal(move), f"the policy chose {move!r}, which is not legal"
            self.push(move)
            step += 1
        self.check_finished()
        return g

    # -- after every move ----------------------------------------------------------------------
    def check_moves(self, legal: list[str]) -> None:
        g = self.g
        assert legal, "a game that is not over must offer a move"
        assert len(set(legal)) == len(legal), "legal moves are listed twice"
        assert g.current_player is not None
        for move in legal:
            assert g.parse(move) == move, f"{move!r} does not print in canonical form"
        for move in self.rnd.sample(legal, min(6, len(legal))):
            assert g.state.is_legal(move), f"is_legal disagrees with legal_moves on {move!r}"
        self.pool.extend(legal[:20])
        if len(self.pool) > 400:
            del self.pool[:200]

    def push(self, move: str) -> None:
        g = self.g
        uses, actor = g.state.chance.uses, g.current_player
        g.push(move)
        n = len(g.moves)
        if g.state.chance.uses != uses:
            self.last_reveal = n
        if g.current_player != actor:
            self.last_handover = n
        assert g.actors[-1] == actor
        problems = g.state.invariants()
        assert not problems, f"after move {n} ({move}): {problems}"
        # The undo floor never lets a move be taken back across a reveal, a roll, a draw or another
        # seat's decision.
        assert g.undo_floor >= max(self.last_reveal, self.last_handover)
        if g.can_undo:
            assert set(g.actors[g.undo_floor:]) == {g.current_player}

    # -- every few moves -------------------------------------------------------------------------
    def check_position(self, legal: list[str], every_viewer: bool = True) -> None:
        g = self.g
        before = g.state_hash()
        self.check_refusals(legal, before)
        viewers = [None, *range(len(g.options["players"]))]
        if not every_viewer:
            # Late in a long game one viewer per check, in turn: a leak check re-deals and redraws the
            # whole state, and six seats of it at every sparse check was most of a 6-player game's time.
            viewers = [viewers[self.sparse_checks % len(viewers)]]
            self.sparse_checks += 1
        for viewer in viewers:
            check_view(g, viewer)
            self.check_leaks(viewer)
        if g.can_undo:
            last = g.moves[-1]
            g.undo()
            g.push(last)
            assert g.state_hash() == before, "undo then redo did not give back the same position"

    def check_refusals(self, legal: list[str], before: str) -> None:
        g = self.g
        legal_set = set(legal)
        candidates = [m for m in self.pool if m not in legal_set]
        for text in self.rnd.sample(candidates, min(8, len(candidates))) + self.rnd.sample(GARBAGE, 3):
            if text in legal_set:
                continue
            assert not g.state.is_legal(text) or text != g.parse(text)
            with pytest.raises(IllegalMove) as refused:
                g.push(text)
            reason = refused.value.reason
            assert isinstance(reason, str) and reason.strip(), f"{text!r} refused without a reason"
            assert g.state_hash() == before, f"refusing {text!r} changed the state"

    def check_leaks(self, viewer: int | None) -> None:
        """The viewer's view and drawings are the same whatever its hidden secrets are."""
        g = self.g
        if not hidden_from(g.state, viewer):
            return
        seed = self.rnd.randrange(2**32)
        twin_state = redeal(g.state, viewer, seed)
        if json.dumps(twin_state.to_dict(), sort_keys=True) != json.dumps(g.state.to_dict(), sort_keys=True):
            self.redeals_differed += 1
        real = g.view(viewer)
        real_svg = g.rules.render_svg(real)
        real_hand = g.rules.hand_svg(real)
        # The German words too (the same view, translated), on every fifth check: a snapshot costs more.
        words = self.leak_checks % 5 == 0
        real_words = german_words(g, viewer) if words else None
        state, g.state = g.state, twin_state
        try:
            twin = g.view(viewer)
            twin_svg = g.rules.render_svg(twin)
            twin_hand = g.rules.hand_svg(twin)
            twin_words = german_words(g, viewer) if words else None
        finally:
            g.state = state
        self.leak_checks += 1
        assert twin == real, f"the view of {viewer} changes with secrets hidden from it: {_diff(real, twin)}"
        assert twin_svg == real_svg, f"the SVG for {viewer} changes with secrets hidden from it"
        assert twin_hand == real_hand, f"the hand drawing for {viewer} changes with secrets hidden from it"
        assert twin_words == real_words, f"the German words for {viewer} change with secrets hidden from it"

    # -- at the end ------------------------------------------------------------------------------
    def check_finished(self) -> None:
        g = self.g
        assert g.current_player is None and g.legal_moves() == []
        result = g.result()
        assert result is not None
        seats = len(g.options["players"])
        assert sorted(r["player"] for r in result["ranking"]) == list(range(seats))
        assert result["winners"] and all(r["rank"] >= 1 for r in result["ranking"])
        assert [r["player"] for r in result["ranking"] if r["rank"] == 1] == result["winners"]
        assert result.get("ended") in g.rules.endings, f"ended {result.get('ended')!r} is not declared"
        assert not g.can_undo
        with pytest.raises(IllegalMove, match="over"):
            g.undo()
        with pytest.raises(IllegalMove, match="over"):
            g.push(self.pool[-1] if self.pool else "x")
        for viewer in [None, *range(seats)]:
            check_view(g, viewer)
        loaded = load_game(dumps(g))
        assert loaded.state_hash() == g.state_hash() and loaded.result() == result


def german_words(g: Game, viewer: int | None) -> dict:
    """What the page shows ``viewer`` in German (the English is the view and drawings checked above)."""
    with use_language("de"):
        snap = build_snapshot(g, viewer)
    return {k: snap[k] for k in ("status", "prompt", "moves", "players", "log", "board_svg", "hand_svg", "result")}


def check_view(g: Game, viewer: int | None) -> None:
    """A view is JSON, has the common keys, and its SVG is well-formed with only legal data-moves."""
    view = g.view(viewer)
    assert json.loads(json.dumps(view)) == view, "the view is not plain JSON"
    problems = check_view_shape(view, len(g.options["players"]))
    assert not problems, problems
    assert view["current_player"] == g.current_player
    svg = g.svg(viewer)
    ET.fromstring(svg)  # well-formed XML, or ParseError
    hand = g.rules.hand_svg(view)
    if hand is not None:
        ET.fromstring(hand)
    offered = data_moves(svg) | data_moves(hand or "")
    if viewer is not None and viewer == g.current_player:
        assert offered <= set(g.legal_moves()), f"clickable but not legal: {sorted(offered - set(g.legal_moves()))}"
    else:
        assert not offered, f"seat {viewer} is offered moves when it is not to act"


def _diff(a: dict[str, Any], b: dict[str, Any]) -> str:
    keys = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
    return ", ".join(keys)
