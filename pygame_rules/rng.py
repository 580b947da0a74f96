"""A small seeded random generator whose whole state is one integer.

Python's `random` would do in CPython and Pyodide alike, but its 625-word state is awkward to keep
inside a JSON game state.  PCG32 (O'Neill, 2014) is tiny, well tested and trivially serialisable, so
the generator can live in the game state and a replay reproduces every shuffle bit for bit.
"""

_MULT = 6364136223846793005
_INC = 1442695040888963407  # any odd constant; fixed so a seed alone defines the stream
_MASK64 = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None):
        if state is not None:
            self.state = state & _MASK64
            return
        # Standard PCG seeding: advance once, add the seed, advance again.
        self.state = 0
        self._next32()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self._next32()

    def _next32(self) -> int:
        old = self.state
        self.state = (old * _MULT + _INC) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        threshold = (1 << 32) % n
        while True:
            r = self._next32()
            if r >= threshold:
                return r % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place; the same state always gives the same order."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
