"""The error an exercise raises when it is built wrongly."""

from __future__ import annotations

from ..errors import GoError

__all__ = ["ProblemError"]


class ProblemError(GoError):
    """A problem that cannot be built or has no solution (a `GoError`)."""
