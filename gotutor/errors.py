"""The project's error types. Every error gotutor raises on bad input is a `GoError`."""

from __future__ import annotations

__all__ = ["GoError", "GoWarning", "IllegalMove", "NavigationError", "RulesError",
           "StorageWarning", "VertexError"]

#: The reason codes of an illegal move, as `Game.why_illegal` reports them.
REASONS = ("occupied", "suicide", "ko", "superko", "off-board", "game-over")


class GoError(ValueError):
    """The root of every error gotutor raises (a `ValueError`)."""


class VertexError(GoError):
    """A vertex that cannot be read ("", "5D", "I5", 42, ...)."""


class RulesError(GoError):
    """An unknown rule preset or an impossible combination of settings."""


class NavigationError(GoError):
    """Undo, redo or a jump in the game tree that has nowhere to go."""


class IllegalMove(GoError):
    """A move the rules forbid.

    `.reason` is one of "occupied", "suicide", "ko", "superko", "off-board",
    "game-over"; `.vertex` is the vertex as given; `.color` the player who tried it.
    """

    def __init__(self, reason: str, vertex: object = None, color: object = None) -> None:
        self.reason = reason
        self.vertex = vertex
        self.color = color
        where = f" at {vertex}" if vertex is not None else ""
        super().__init__(f"illegal move{where}: {reason}")


class GoWarning(UserWarning):
    """The root of every warning gotutor gives."""


class StorageWarning(GoWarning):
    """Saved data (progress, settings) that could not be read or written: a damaged
    file put aside, a read-only or full disk. The lesson goes on; the text says what
    happened in the student's language."""
