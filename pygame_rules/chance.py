"""Chance: the one way a game uses randomness, counted by the engine.

Every state owns a ``Chance`` (``state.chance``).  Shuffles, draws from a hidden pile and dice rolls all
go through it, for three reasons:

* **undo**: the engine compares ``uses`` before and after a move; a move that used chance revealed
  something (a drawn tile, a rolled die) and can never be taken back.  No game counts this by hand.
* **dice are public**: every roll is kept in ``rolls`` (who rolled, why, the faces), which the engine
  hands to every seat's view as ``last_roll`` and the renderers can draw.
* **tests script it**: ``script_dice([1, 1])`` makes the next two dice show 1 and 1, ``script_draws(["A3"])``
  makes the next draw from a pile take A3, without touching game code (boardgame.io's MockRandom).  The
  script is keyed by the running number of the die or draw, so replaying the same moves (undo) meets the
  same scripted outcomes at the same points.

The generator itself is PCG32 (``rng.py``): its whole state is one integer kept in the game state, so a
replay reproduces every outcome in CPython and in the browser alike.
"""

from __future__ import annotations

from typing import Any, TypedDict

from .rng import Rng


class Roll(TypedDict):
    """One roll of dice, public to every seat."""

    player: int | None  # the seat that rolled (None: the game itself, e.g. a market roll)
    sides: int
    dice: list[int]
    why: str  # what it was for, in words ("production at Leadville")


class Chance:
    __slots__ = ("rng", "uses", "dice_rolled", "draws", "rolls", "script")

    def __init__(self, seed: int = 0, *, rng_state: int | None = None):
        self.rng = Rng(seed) if rng_state is None else Rng(state=rng_state)
        self.uses = 0  # shuffles, draws and rolls so far: the engine's reveal counter
        self.dice_rolled = 0  # single dice so far (the key of scripted dice)
        self.draws = 0  # draws from piles so far (the key of scripted draws)
        self.rolls: list[Roll] = []
        # Test scripting: {"dice": {die number: face}, "draws": {draw number: item}}.  Shared with the
        # session (pygame_rules.game.Game), which keeps it across undo and replay.
        self.script: dict[str, dict[int, Any]] = {"dice": {}, "draws": {}}

    # -- what games call ------------------------------------------------------------------------
    def shuffle(self, items: list) -> None:
        """Shuffle a pile in place (Fisher-Yates on the game's generator)."""
        self.uses += 1
        self.rng.shuffle(items)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n): a hidden random choice."""
        self.uses += 1
        return self.rng.below(n)

    def draw(self, pile: list, index: int = -1) -> Any:
        """Take the item at ``index`` (default: the top, the end of the list) of a hidden pile.

        A draw reveals a hidden item to somebody, so it counts as a use of chance even though the
        order was fixed by an earlier shuffle.  A scripted draw moves the named item to ``index`` first
        (swapping it with what was there), so the pile keeps exactly its items.
        """
        if not pile:
            raise IndexError("draw from an empty pile")
        wanted = self.script["draws"].get(self.draws, _NONE)
        self.draws += 1
        self.uses += 1
        if wanted is not _NONE:
            at = index % len(pile)
            try:
                found = pile.index(wanted)
            except ValueError:
                raise ValueError(f"scripted draw {wanted!r} is not in the pile") from None
            pile[at], pile[found] = pile[found], pile[at]
        return pile.pop(index)

    def roll(self, n: int, sides: int = 6, *, player: int | None = None, why: str = "") -> list[int]:
        """Roll ``n`` dice with ``sides`` faces; recorded in ``rolls`` for every seat to see."""
        if n < 1 or sides < 2:
            raise ValueError("a roll needs at least one die of at least two sides")
        faces = []
        for _ in range(n):
            scripted = self.script["dice"].get(self.dice_rolled)
            self.dice_rolled += 1
            if scripted is not None:
                if not 1 <= scripted <= sides:
                    raise ValueError(f"scripted die {scripted} can't be rolled on a d{sides}")
                faces.append(scripted)
            else:
                faces.append(self.rng.below(sides) + 1)
        self.uses += 1
        self.rolls.append(Roll(player=player, sides=sides, dice=faces, why=why))
        return faces

    # -- tests ------------------------------------------------------------------------------------
    def script_dice(self, faces: list[int]) -> None:
        """The next ``len(faces)`` dice show these faces (then the generator takes over again)."""
        for k, face in enumerate(faces):
            if not isinstance(face, int) or isinstance(face, bool) or face < 1:
                raise ValueError(f"a scripted die must be a face number, not {face!r}")
            self.script["dice"][self.dice_rolled + k] = face

    def script_draws(self, items: list) -> None:
        """The next ``len(items)`` draws (from whichever piles) take these items."""
        for k, item in enumerate(items):
            self.script["draws"][self.draws + k] = item

    @property
    def scripted(self) -> bool:
        return bool(self.script["dice"] or self.script["draws"])

    # -- state ------------------------------------------------------------------------------------
    def copy(self) -> Chance:
        """An independent copy that goes on exactly as this one would (generator, counters, rolls and
        script alike): what a state's ``copy`` for simulation needs."""
        new = Chance(rng_state=self.rng.state)
        new.uses, new.dice_rolled, new.draws = self.uses, self.dice_rolled, self.draws
        new.rolls = [Roll(player=r["player"], sides=r["sides"], dice=list(r["dice"]), why=r["why"]) for r in self.rolls]
        new.script = {key: dict(value) for key, value in self.script.items()}
        return new

    def to_dict(self) -> dict:
        """The generator and the public roll history (a dice game puts this in its ``to_dict``)."""
        return {"rng": self.rng.state, "dice_rolled": self.dice_rolled, "draws": self.draws,
                "rolls": [dict(r) for r in self.rolls]}


_NONE = object()


def roll_text(name: str, roll: Roll) -> str:
    """'Ann rolls 3 + 5 = 8' (one die: 'Ann rolls 4'), for logs and status lines."""
    dice = roll["dice"]
    faces = " + ".join(map(str, dice))
    total = f" = {sum(dice)}" if len(dice) > 1 else ""
    why = f" ({roll['why']})" if roll["why"] else ""
    return f"{name} rolls {faces}{total}{why}"
