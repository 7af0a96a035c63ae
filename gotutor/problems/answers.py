"""Reading what a student types: a number ("8,5" or "8.5") and a score ("B+8.5",
"Black 8,5", "Czarne 8,5").

`parse_score` is the one place a typed score is read: every goal that asks for a score
calls it, so a better reader (more words, other abbreviations) replaces this one
function. A colour is a colour's name in the student's language or in English, or its
one-letter abbreviation when that letter names only one colour (in Polish "B" could be
"białe", White, or English "Black": such an answer raises AmbiguousScore, it is not
guessed).
"""

from __future__ import annotations

import re

from ..errors import GoError
from ..i18n import _

__all__ = ["AmbiguousScore", "colour_words", "parse_score", "read_number"]

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_WORD = re.compile(r"[^\W\d_]+")
_DRAW = {"draw", "jigo", "0"}


class AmbiguousScore(GoError):
    """A typed score whose colour could mean Black or White (a GoError)."""


def read_number(text: str) -> float | None:
    """Returns the number written in `text` ("8.5", "8,5", " 9 "), or None."""
    try:
        return float(str(text).strip().replace(",", "."))
    except ValueError:
        return None


def colour_words(language: str | None = None) -> dict[str, set[str]]:
    """Returns {"B": words, "W": words}: the lower-case words and letters that name each
    colour in `language` and in English (a letter that would name both is left out of
    both)."""
    words: dict[str, set[str]] = {"B": {"black", "b"}, "W": {"white", "w"}}
    for colour, msgid in (("B", "Black"), ("W", "White")):
        try:
            name = _(msgid, language).strip().lower()
        except GoError:
            continue
        if name:
            words[colour].add(name)
            words[colour].add(name[0])
    clash = {w for w in words["B"] if w in words["W"]}
    for colour in words:
        words[colour] -= clash
    return words


def _ambiguous_letters(language: str | None) -> set[str]:
    """Returns the letters that name Black in one language and White in the other."""
    en = {"b": "B", "w": "W"}
    out = set()
    for colour, msgid in (("B", "Black"), ("W", "White")):
        try:
            name = _(msgid, language).strip().lower()
        except GoError:
            continue
        if name and en.get(name[0], colour) != colour:
            out.add(name[0])
    return out


def parse_score(text: str, language: str | None = None) -> float | None:
    """Returns a typed score as a number, positive when Black wins: "B+3.5" -> 3.5,
    "W+2" -> -2, "Black 8,5" -> 8.5, "Białe+3" (pl) -> -3, "0" / "draw" / "jigo" -> 0.
    Returns None if `text` names no colour or no number (or more than one of either).
    Raises AmbiguousScore if the colour is a letter that names Black in one of the
    student's language and English and White in the other ("B" in Polish)."""
    t = str(text).strip().lower()
    if not t:
        return None
    if t in _DRAW or t in ("b+0", "w+0"):
        return 0.0
    try:
        draw = _("Draw", language).strip().lower()
    except GoError:
        draw = ""
    if draw and t == draw:
        return 0.0
    numbers = _NUMBER.findall(t)
    if len(numbers) != 1:
        return None
    value = float(numbers[0].replace(",", "."))
    words = _WORD.findall(t)
    ambiguous = _ambiguous_letters(language)
    if any(w in ambiguous for w in words):
        raise AmbiguousScore(f"{text!r}: the letter could mean either colour")
    table = colour_words(language)
    found = {c for w in words for c, names in table.items() if w in names}
    if len(found) != 1:
        return 0.0 if value == 0 and not found else None
    return value if found == {"B"} else -value
