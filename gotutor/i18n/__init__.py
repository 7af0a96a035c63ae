"""Translations of every user-facing string (en, pl, ru, nb, ky).

Mark and translate strings with:

    from gotutor.i18n import N_, _, ngettext
    _("Black to play", language)                      # -> translated text
    _("{vertex} is occupied", language, vertex="D4")  # placeholders filled after translating
    ngettext("{n} stone", "{n} stones", n, language)  # plural forms; {n} is filled in
    N_("Pass")                                        # marks a constant; translate later

`language` None means the session's language (`set_language`); codes may carry a region
("pl_PL", "nb-NO") and "no" means Norwegian Bokmål. Write English msgids; run
`python -m gotutor.i18n.extract` to add new ones to the catalogs in
gotutor/i18n/locale/<code>/LC_MESSAGES/gotutor.po and compile them.
"""

from __future__ import annotations

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
    "LanguageError",
    "_",
    "captured",
    "color_name",
    "explain",
    "format_points",
    "get_language",
    "languages",
    "ngettext",
    "normalize_language",
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
