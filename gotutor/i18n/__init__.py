"""Translations of every user-facing string (en, pl, ru, nb, ky).

Mark and translate strings with:

    from gotutor.i18n import N_, _, ngettext
    _("Black to play", language)                      # -> translated text
    _("{vertex} is occupied", language, vertex="D4")  # placeholders filled after translating
    ngettext("{n} stone", "{n} stones", n, language)  # plural forms; {n} is filled in
    N_("Pass")                                        # marks a constant; translate later

`language` None means the session's language (`set_language`; before that, the default:
GOTUTOR_LANGUAGE, the remembered choice, the locale, English; see `preference`); codes
may carry a region ("pl_PL", "nb-NO") and "no" means Norwegian Bokmål. Scores are read
and written the student's way by `parse_score` and `format_result` (`answers`).
Write English msgids; run `python -m gotutor.i18n.extract` to add new ones to the
catalogs in gotutor/i18n/locale/<code>/LC_MESSAGES/gotutor.po and compile them
(`--todo LANG FILE.json` / `--apply LANG FILE.json` exchange translations as JSON).
"""

from __future__ import annotations

from .answers import AmbiguousAnswer, AnswerError, format_result, parse_score
from .languages import LANGUAGES, LanguageError, normalize_language
from .translate import N_, _, get_language, languages, ngettext, set_language
from .vocabulary import (
    captured,
    color_name,
    explain,
    format_points,
    passed,
    resigned,
    rules_description,
    rules_name,
    stones,
    term,
    to_play,
    wins_by,
)

__all__ = [
    "LANGUAGES",
    "N_",
    "AmbiguousAnswer",
    "AnswerError",
    "LanguageError",
    "_",
    "captured",
    "color_name",
    "explain",
    "format_points",
    "format_result",
    "get_language",
    "languages",
    "ngettext",
    "normalize_language",
    "parse_score",
    "passed",
    "resigned",
    "rules_description",
    "rules_name",
    "set_language",
    "stones",
    "term",
    "to_play",
    "wins_by",
]
