"""The two errors a caller has to handle: a refused move and a refused save."""


class IllegalMove(ValueError):
    """A move that the rules refuse.  The game state is left exactly as it was."""

    def __init__(self, move: str, reason: str):
        super().__init__(f"{move!r} is not allowed: {reason}")
        self.move = move
        self.reason = reason


class SaveError(ValueError):
    """A save that cannot be opened (corrupt, foreign or from a newer version).  Nothing is deleted."""


def reason_of(exc: BaseException) -> str:
    """What an exception says, keeping a message (i18n.messages.Msg) it was raised with as it is, so it
    can still be shown in the reader's language."""
    if len(exc.args) == 1 and isinstance(exc.args[0], str):
        return exc.args[0]
    return str(exc)
