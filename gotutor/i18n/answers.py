"""Scores typed and shown the student's way: colour words or letters, "8,5" or "8.5".

    parse_score("C+8,5", "pl")                      # -> ("B", 8.5)   Polish C = czarne
    parse_score("wygrywają białe o 3,5", "pl")      # -> ("W", 3.5)
    parse_score("Ч+8,5", "ru"), parse_score("svart 8.5", "nb"), parse_score("0", "ky")
    format_result(("B", 8.5), "pl")                 # -> "C+8,5"
    format_result(score, "pl", words=True)          # -> "Czarne wygrywają o 8,5 pkt"

The colour letters of each language: en B/W, pl C (czarne) / B (białe), ru Ч/Б,
nb S (svart) / H (hvit), ky К (кара) / А (ак). Colour words may be written in any of
their usual forms ("czarne", "czarnych", "черные", "svarte", "каралар"), and the English
words and the SGF letters B/W are understood in every language, except where a letter
means something else: in Polish "B" is białe (White), as the Polish course teaches.

An answer that could mean either colour is questioned, not guessed (`AmbiguousAnswer`):
- in Polish, a Latin "W" (the English habit; under that habit the student's "B" would be
  Black too, so the letters cannot be trusted), and a "B" written with a decimal point,
  "B+3.5" (the English way of writing, under which B is Black);
- in Russian and Kyrgyz, a Cyrillic "В" (it looks like the Latin B, Black, but no
  Russian or Kyrgyz colour starts with it).
A colour word in the same answer settles it ("B+3,5 białe" is White).
"""

from __future__ import annotations

import re
import unicodedata

from ..color import Color
from ..errors import GoError
from .languages import normalize_language
from .translate import _, get_language
from .vocabulary import format_points, wins_by

__all__ = ["COLOR_LETTERS", "COLOR_WORDS", "DRAW_WORDS", "AmbiguousAnswer", "AnswerError",
           "format_result", "parse_score"]

#: The letters that stand for Black and White in a result ("C+8,5"), by language.
COLOR_LETTERS = {"en": ("B", "W"), "pl": ("C", "B"), "ru": ("Ч", "Б"), "nb": ("S", "H"),
                 "ky": ("К", "А")}

_ENGLISH_WORDS = {"black": "B", "white": "W", "blacks": "B", "whites": "W"}

#: The colour words of each language, in their usual forms (lower case, ё written е).
COLOR_WORDS: dict[str, dict[str, str]] = {
    "en": {},
    "pl": {w: "B" for w in ("czarne", "czarny", "czarni", "czarnych", "czarnym", "czarnymi",
                            "czarna", "czarnego", "czarnemu")}
    | {w: "W" for w in ("białe", "biały", "biali", "białych", "białym", "białymi", "biała",
                        "białego", "białemu", "biale", "bialy", "bialych", "bialym")},
    "ru": {w: "B" for w in ("черные", "черный", "черных", "черным", "черными", "черная",
                            "черного", "черному")}
    | {w: "W" for w in ("белые", "белый", "белых", "белым", "белыми", "белая", "белого",
                        "белому")},
    "nb": {w: "B" for w in ("svart", "svarte", "svarts", "sort", "sorte")}
    | {w: "W" for w in ("hvit", "hvite", "hvits", "kvit", "kvite")},
    "ky": {w: "B" for w in ("кара", "каралар", "каранын", "карага", "караны", "каралардын")}
    | {w: "W" for w in ("ак", "актар", "актын", "акка", "акты", "актардын")},
}

#: Words that mean a draw (a score of 0), by language; "0" and "jigo" are understood in all.
DRAW_WORDS = {
    "en": ("draw", "tie", "jigo"),
    "pl": ("remis", "remisu"),
    "ru": ("ничья", "ничью", "ничьей"),
    "nb": ("uavgjort", "remis"),
    "ky": ("тең",),
}

# Letters that could be read as either colour, by language (see the module's docstring).
_AMBIGUOUS_LETTERS = {"pl": {"w"}, "ru": {"в"}, "ky": {"в"}}
# Latin letters that look like a language's own letters and mean the same when typed.
_LOOKALIKES = {"ky": {"k": "к", "a": "а"}}

_NUMBER = re.compile(r"(\d+)(?:([.,])(\d+))?(½)?|(½)")
_WORD = re.compile(r"[^\W\d_]+")


class AnswerError(GoError):
    """A score that cannot be read; the message (in the student's language) says how to
    write one."""


class AmbiguousAnswer(AnswerError):
    """A score whose colour could be read either way. `.question` asks the student
    (translated: "Did you mean Black or White? ..."); `.readings` are the two
    (winner, margin) pairs it could mean."""

    def __init__(self, question: str, readings: tuple[tuple[str, float], ...]) -> None:
        super().__init__(question)
        self.question = question
        self.readings = readings


def _normal(text: str) -> str:
    text = unicodedata.normalize("NFC", text).strip().lower()
    return text.replace("ё", "е").replace("\u2212", "-")


def _numbers(text: str) -> list[tuple[float, str]]:
    """Returns the numbers in `text` with the decimal separator each was written with
    ("" for a whole number or a ½)."""
    found = []
    for m in _NUMBER.finditer(text):
        if m.group(5):  # a lone ½
            found.append((0.5, ""))
            continue
        value = float(m.group(1) + ("." + m.group(3) if m.group(3) else ""))
        if m.group(4):
            value += 0.5
        found.append((value, m.group(2) or ""))
    return found


def _example(language: str) -> dict[str, str]:
    return {"example": format_result(("B", 8.5), language),
            "words": _words_form("B", 8.5, language)}


def _words_form(winner: str, margin: float, language: str) -> str:
    word = _("Black", language) if winner == "B" else _("White", language)
    return f"{word.lower()} {format_points(margin, language)}"


def parse_score(text: object, language: str | None = None) -> tuple[str | None, float]:
    """Returns the score typed as `text` in `language` as (winner, margin): winner "B",
    "W", or None for a draw (margin 0.0).

    Understands the language's colour words and letters ("C+8,5", "czarne 8,5",
    "wygrywają czarne o 8,5" in Polish), the English words and B/W (but see the module's
    docstring for Polish), "8,5" and "8.5", "8½", and "0" or a draw word for a draw.
    Raises AmbiguousAnswer (an AnswerError) if the colour could be read either way,
    AnswerError if the text cannot be read as one score (no colour, two colours, two
    numbers, a margin that is not a whole or half point); LanguageError for an unknown
    language. Messages are in `language`.
    """
    code = get_language() if language is None else normalize_language(language)
    example = _example(code)
    if not isinstance(text, str) or not text.strip():
        raise AnswerError(_("Type the score: the winner's colour and the points, for "
                            "example {example} or {words}, or 0 for a draw.", code,
                            **example))
    shown = text.strip()
    normal = _normal(shown)
    numbers = _numbers(normal)
    if len(numbers) > 1:
        raise AnswerError(_("“{answer}” holds more than one number: write only the "
                            "winner's colour and margin, for example {example}.", code,
                            answer=shown, **example))
    colours, ambiguous, by_word, draw = _read_words(normal, code, numbers)
    margin = numbers[0][0] if numbers else None
    if draw or margin == 0:
        if margin not in (None, 0):
            raise AnswerError(_("“{answer}” says a draw but also gives a margin ({margin}): "
                                "a draw is written 0.", code, answer=shown,
                                margin=format_points(margin, code)))
        return None, 0.0
    if len(colours) > 1:
        raise AnswerError(_("“{answer}” names both colours: write only the winner's, for "
                            "example {example}.", code, answer=shown, **example))
    if margin is None:
        if colours or ambiguous:
            raise AnswerError(_("By how many points? Write the winner's colour and the "
                                "points, for example {example}.", code, **example))
        raise AnswerError(_("Could not read “{answer}” as a score: write the winner's "
                            "colour and the points, for example {example} or {words}, or 0 "
                            "for a draw.", code, answer=shown, **example))
    if margin * 2 != int(margin * 2):
        raise AnswerError(_("A score is a whole number of points or a half: {margin} is "
                            "neither.", code, margin=format_points(margin, code)))
    if ambiguous and not by_word:
        question = _("Did you mean Black or White? “{answer}” could be read either way: "
                     "write {black} or {white}.", code, answer=shown,
                     black=_words_form("B", margin, code),
                     white=_words_form("W", margin, code))
        raise AmbiguousAnswer(question, (("B", margin), ("W", margin)))
    if not colours:
        raise AnswerError(_("Which colour wins by {margin}? Write, for example, {example}.",
                            code, margin=format_points(margin, code),
                            example=format_result(("B", margin), code)))
    return colours.pop(), margin


def _read_words(normal: str, code: str,
                numbers: list[tuple[float, str]]) -> tuple[set[str], bool, bool, bool]:
    """Returns what the words of an answer say: the colours named, whether a letter could
    mean either colour, whether a colour word was written, whether a draw word was."""
    colours: set[str] = set()
    ambiguous = by_word = draw = False
    english_habit = bool(numbers) and numbers[0][1] == "."
    own_black, own_white = (x.lower() for x in COLOR_LETTERS[code])
    for word in _WORD.findall(_NUMBER.sub(" ", normal)):
        word = _LOOKALIKES.get(code, {}).get(word, word)
        if word in COLOR_WORDS[code] or word in _ENGLISH_WORDS:
            colours.add(COLOR_WORDS[code].get(word) or _ENGLISH_WORDS[word])
            by_word = True
        elif word in DRAW_WORDS[code] or word in ("jigo", "draw"):
            draw = True
        elif len(word) != 1:
            continue  # "wygrywają", "o", "pkt", "wins", "by"...: not needed to read it
        elif word in _AMBIGUOUS_LETTERS.get(code, ()):
            ambiguous = True
        elif code == "pl" and word == "b" and english_habit:
            ambiguous = True  # "B+3.5": the English way of writing, where B is Black
        elif word == own_black:
            colours.add("B")
        elif word == own_white:
            colours.add("W")
        elif word in ("b", "w"):  # the SGF letters, where they mean nothing else
            colours.add(word.upper())
    return colours, ambiguous, by_word, draw


def _winner_margin(result: object) -> tuple[str | None, float]:
    if isinstance(result, str):
        text = result.strip().upper()
        if text in ("0", "DRAW", "JIGO"):
            return None, 0.0
        m = re.fullmatch(r"([BW])\+(\d+(?:\.\d+)?)", text)
        if not m:
            raise GoError(f"a result is written like 'B+3.5', 'W+12' or '0', not {result!r}")
        return m.group(1), float(m.group(2))
    if isinstance(result, tuple) and len(result) == 2:
        winner, margin = result
    elif hasattr(result, "winner") and hasattr(result, "margin"):
        winner, margin = result.winner, result.margin  # a Score
    else:
        raise GoError(f"a result is a Score, a (winner, margin) pair or a text such as "
                      f"'B+3.5', not {result!r}")
    if isinstance(margin, bool) or not isinstance(margin, (int, float)) or margin < 0:
        raise GoError(f"a margin is a number of points >= 0, not {margin!r}")
    if winner is None or margin == 0:
        return None, 0.0
    return Color.parse(winner).value, float(margin)


def format_result(result: object, language: str | None = None, words: bool = False) -> str:
    """Returns a result as `language` writes it: ("B", 8.5) -> "C+8,5" in Polish,
    "Ч+8,5" in Russian, "B+8.5" in English; a draw is "0". With `words=True` a sentence:
    "Czarne wygrywają o 8,5 pkt", "Draw".

    `result` is a Score, a (winner, margin) pair (winner "B"/"W"/a Color, or None for a
    draw) or an English result text ("B+3.5", "W+12", "0"). Raises GoError for anything
    else, LanguageError for an unknown language.
    """
    code = get_language() if language is None else normalize_language(language)
    winner, margin = _winner_margin(result)
    if words:
        return wins_by(winner, margin, code)
    if winner is None:
        return "0"
    black, white = COLOR_LETTERS[code]
    return f"{black if winner == 'B' else white}+{format_points(margin, code)}"
