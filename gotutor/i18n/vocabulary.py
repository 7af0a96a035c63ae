"""Go's own words in every language: why a move is illegal, rule sets, terms, points.

    explain("suicide", "pl")        # -> "Samobójstwo: ten kamień nie miałby ..."
    rules_name("new_zealand", "ru") # -> "Новозеландские правила"
    term("liberty", "ru")           # -> "дыхание"
    format_points(3.5, "nb")        # -> "3,5"
"""

from __future__ import annotations

from ..color import Color
from ..errors import REASONS, GoError
from .languages import DECIMAL_SEPARATORS, normalize_language
from .translate import N_, _, get_language, ngettext

__all__ = ["EXPLANATIONS", "RULES_DESCRIPTIONS", "RULES_NAMES", "TERMS", "captured",
           "color_name", "explain", "format_points", "passed", "resigned", "rules_description",
           "rules_name", "stones", "term", "to_play", "wins_by"]

#: The sentence that explains each illegal-move reason to a beginner.
EXPLANATIONS = {
    "occupied": N_("Occupied: there is already a stone on this point."),
    "suicide": N_("Suicide: this stone would have no liberties and captures nothing."),
    "ko": N_("Ko: you may not retake the ko at once; play somewhere else first."),
    "superko": N_("Superko: this move would repeat an earlier position of the whole board."),
    "off-board": N_("Off the board: this point is not on the board."),
    "game-over": N_("The game is over: no more moves can be played."),
}
assert set(EXPLANATIONS) == set(REASONS)

#: The name of each rule preset, and of a custom `Rules(...)`.
RULES_NAMES = {
    "japanese": N_("Japanese rules"),
    "korean": N_("Korean rules"),
    "chinese": N_("Chinese rules"),
    "aga": N_("AGA rules"),
    "new-zealand": N_("New Zealand rules"),
    "tromp-taylor": N_("Tromp-Taylor rules"),
    "ing": N_("Ing rules"),
    "custom": N_("Custom rules"),
}

#: One line on what makes each rule preset what it is.
RULES_DESCRIPTIONS = {
    "japanese": N_("Territory and prisoners count; basic ko; suicide is illegal; "
                   "komi 6.5."),
    "korean": N_("As the Japanese rules: territory and prisoners count; basic ko; "
                 "komi 6.5."),
    "chinese": N_("Stones and surrounded points count; basic ko; White gets a point per "
                  "handicap stone; komi 7.5."),
    "aga": N_("Stones and surrounded points count; no repeating a position with the same "
              "player to move; komi 7.5."),
    "new-zealand": N_("Stones and surrounded points count; no repeating a position with "
                      "the same player to move; suicide of several stones is allowed; "
                      "komi 7."),
    "tromp-taylor": N_("Every stone on the board counts, none is removed as dead; no "
                       "repeating any position; suicide of several stones is allowed; "
                       "komi 7.5."),
    "ing": N_("Stones and surrounded points count; no repeating any position; suicide "
              "of several stones is allowed; komi 7.5."),
    "custom": N_("Rules chosen setting by setting."),
}

#: The Go terms of the glossary, in lower case as a dictionary would list them.
TERMS = {
    "liberty": N_("liberty"),
    "atari": N_("atari"),
    "capture": N_("capture"),
    "prisoner": N_("prisoner"),
    "territory": N_("territory"),
    "chain": N_("chain"),
    "ko": N_("ko"),
    "superko": N_("superko"),
    "suicide": N_("suicide"),
    "pass": N_("pass"),
    "komi": N_("komi"),
    "handicap": N_("handicap"),
    "dame": N_("dame"),
    "seki": N_("seki"),
    "black": N_("black"),
    "white": N_("white"),
    "stone": N_("stone"),
    "board": N_("board"),
}


def explain(reason: object, language: str | None = None) -> str:
    """Returns the sentence that explains an illegal-move reason to a beginner.

    `reason` is a code of `Game.why_illegal` ("occupied", "suicide", "ko", "superko",
    "off-board", "game-over") or an `IllegalMove` (its `.reason` is used).
    Raises GoError for an unknown reason, LanguageError for an unknown language.
    """
    code = getattr(reason, "reason", reason)
    if code not in EXPLANATIONS:
        raise GoError(f"unknown illegal-move reason {code!r}; known: {', '.join(REASONS)}")
    return _(EXPLANATIONS[code], language)


def _preset_key(preset: object) -> str:
    name = getattr(preset, "name", preset)  # a Rules object names its preset
    if not isinstance(name, str):
        raise GoError(f"a rule set is named by a string, not {preset!r}")
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    if key not in RULES_NAMES:
        raise GoError(f"unknown rules {name!r}; known: {', '.join(RULES_NAMES)}")
    return key


def rules_name(preset: object, language: str | None = None) -> str:
    """Returns the translated name of a rule preset ("japanese", "new_zealand", ...).

    `preset` may also be a `Rules` object (its `.name`; "custom" for a custom one).
    Raises GoError for an unknown preset, LanguageError for an unknown language.
    """
    return _(RULES_NAMES[_preset_key(preset)], language)


def rules_description(preset: object, language: str | None = None) -> str:
    """Returns one translated line on what makes a rule preset what it is.

    Raises GoError for an unknown preset, LanguageError for an unknown language.
    """
    return _(RULES_DESCRIPTIONS[_preset_key(preset)], language)


def term(name: str, language: str | None = None) -> str:
    """Returns the Go term `name` ("liberty", "atari", "dame", ...) in `language`.

    Raises GoError, listing the known terms, for an unknown one; LanguageError for an
    unknown language.
    """
    if name not in TERMS:
        raise GoError(f"unknown Go term {name!r}; known: {', '.join(TERMS)}")
    return _(TERMS[name], language)


def format_points(points: float, language: str | None = None) -> str:
    """Returns a number of points as written in `language`: 41 -> "41", 3.5 -> "3,5" in pl.

    Whole numbers lose their ".0". Raises GoError for something that is not a number,
    LanguageError for an unknown language.
    """
    if isinstance(points, bool) or not isinstance(points, (int, float)):
        raise GoError(f"points are a number, not {points!r}")
    code = get_language() if language is None else normalize_language(language)
    text = str(int(points)) if float(points).is_integer() else repr(float(points))
    return text.replace(".", DECIMAL_SEPARATORS[code])


def color_name(color: object, language: str | None = None) -> str:
    """Returns the label of a colour ("Black" / "White") in `language`.

    `color` is a `Color` or anything `Color.parse` reads ("B", "white", ...).
    Raises GoError if it names no colour, LanguageError for an unknown language.
    """
    if Color.parse(color) is Color.BLACK:
        return _("Black", language)
    return _("White", language)


def to_play(color: object, language: str | None = None) -> str:
    """Returns "Black to play" or "White to play" in `language`.

    Raises GoError if `color` names no colour, LanguageError for an unknown language.
    """
    if Color.parse(color) is Color.BLACK:
        return _("Black to play", language)
    return _("White to play", language)


def captured(color: object, n: int, language: str | None = None) -> str:
    """Returns "Black captured {n} stones" (the right plural form) in `language`.

    Raises GoError if `color` names no colour, LanguageError for an unknown language.
    """
    if Color.parse(color) is Color.BLACK:
        return ngettext("Black captured {n} stone", "Black captured {n} stones", n, language)
    return ngettext("White captured {n} stone", "White captured {n} stones", n, language)


def stones(n: int, language: str | None = None) -> str:
    """Returns "{n} stones" with the right plural form (pl: 2 kamienie, 5 kamieni).

    Raises LanguageError for an unknown language.
    """
    return ngettext("{n} stone", "{n} stones", n, language)


def passed(color: object, language: str | None = None) -> str:
    """Returns "Black passed" or "White passed" in `language`.

    Raises GoError if `color` names no colour, LanguageError for an unknown language.
    """
    if Color.parse(color) is Color.BLACK:
        return _("Black passed", language)
    return _("White passed", language)


def resigned(color: object, language: str | None = None) -> str:
    """Returns "Black resigned" or "White resigned" in `language`.

    Raises GoError if `color` names no colour, LanguageError for an unknown language.
    """
    if Color.parse(color) is Color.BLACK:
        return _("Black resigned", language)
    return _("White resigned", language)


def wins_by(color: object | None, margin: float, language: str | None = None) -> str:
    """Returns "Black wins by 3.5" in `language` (3,5 where a comma is the custom).

    `color` None (or a zero margin) means a draw: returns "Draw".
    Raises GoError for a bad colour or margin, LanguageError for an unknown language.
    """
    text = format_points(margin, language)
    if color is None or margin == 0:
        return _("Draw", language)
    return _("{color} wins by {margin}", language, color=color_name(color, language),
             margin=text)
