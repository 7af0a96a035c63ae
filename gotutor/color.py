"""The two colours of stones."""

from __future__ import annotations

from enum import Enum

__all__ = ["Color"]


class Color(str, Enum):
    """A stone colour: a str enum, so `Color.BLACK == "B"` and `Color.WHITE == "W"`."""

    BLACK = "B"
    WHITE = "W"

    @property
    def opponent(self) -> Color:
        """Returns the other colour."""
        return Color.WHITE if self is Color.BLACK else Color.BLACK

    @classmethod
    def parse(cls, value: object) -> Color:
        """Returns the Color named by "B"/"W"/"black"/"white"/"X"/"O" (any case).

        Raises GoError if `value` names no colour.
        """
        from .errors import GoError

        if isinstance(value, Color):
            return value
        if isinstance(value, str):
            key = value.strip().lower()
            if key in ("b", "black", "x"):
                return cls.BLACK
            if key in ("w", "white", "o"):
                return cls.WHITE
        raise GoError(f"not a colour: {value!r} (use 'B' or 'W')")

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)
