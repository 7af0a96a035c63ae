"""Reading what a student types: a number ("8,5" or "8.5") and a score ("B+8.5",
"Black 8,5", "Czarne 8,5").

Scores are read by `gotutor.i18n.answers.parse_score` (the colour words and letters of
each language); `parse_score` here gives its reading as one signed number, for code that
compares scores. An answer that could mean either colour raises AmbiguousScore (the
i18n module's AmbiguousAnswer): it is questioned, not guessed.
"""

from __future__ import annotations

from ..i18n.answers import AmbiguousAnswer, AnswerError
from ..i18n.answers import parse_score as _read_score

__all__ = ["AmbiguousScore", "parse_score", "read_number"]

#: A typed score whose colour could mean Black or White; `.question` asks which.
AmbiguousScore = AmbiguousAnswer


def read_number(text: str) -> float | None:
    """Returns the number written in `text` ("8.5", "8,5", " 9 "), or None."""
    try:
        return float(str(text).strip().replace(",", "."))
    except ValueError:
        return None


def parse_score(text: str, language: str | None = None) -> float | None:
    """Returns a typed score as a number, positive when Black wins: "B+3.5" -> 3.5,
    "W+2" -> -2, "Black 8,5" -> 8.5, "Białe+3" (pl) -> -3, "0" / "draw" / "jigo" -> 0.
    Returns None if `text` cannot be read as one score (no colour, no number, two of
    either). Raises AmbiguousScore if the colour could be read either way ("B+3.5" or
    "W+3" typed in Polish, where B is białe, White)."""
    try:
        winner, margin = _read_score(text, language)
    except AmbiguousAnswer:
        raise
    except AnswerError:
        return None
    return 0.0 if winner is None else (margin if winner == "B" else -margin)
