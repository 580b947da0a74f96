"""The two errors a caller has to handle: a refused move and a refused save."""


class IllegalMove(ValueError):
    """A move that the rules refuse.  The game state is left exactly as it was."""

    def __init__(self, move: str, reason: str):
        super().__init__(f"{move!r} is not allowed: {reason}")
        self.move = move
        self.reason = reason


class SaveError(ValueError):
    """A save that cannot be opened (corrupt, foreign or from a newer version).  Nothing is deleted."""
