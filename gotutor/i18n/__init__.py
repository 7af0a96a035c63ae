"""Translations of every user-facing string (en, pl, ru, nb, ky).

Mark and translate strings with:

    from gotutor.i18n import N_, _, ngettext
    _("Black to play", language)                      # -> translated text
    _("{vertex} is occupied", language, vertex="D4")  # placeholders filled after translating
    ngettext("{n} stone", "{n} stones", n, language)  # plural forms; {n} is filled in
    N_("Pass")                                        # marks a constant; translate later

`language` None means the session's language (`set_language`).
(Stub: English only, until the catalogs land.)
"""

from __future__ import annotations

__all__ = ["N_", "_", "get_language", "languages", "ngettext", "set_language"]

_session = {"language": "en"}


def languages() -> list[str]:
    """Returns the codes of the available languages."""
    return ["en"]


def set_language(code: str) -> None:
    """Sets the session's language."""
    _session["language"] = code


def get_language() -> str:
    """Returns the session's language code."""
    return _session["language"]


def N_(message: str) -> str:
    """Returns `message` unchanged: marks it for translation where it is defined."""
    return message


def _(message: str, language: str | None = None, **fields: object) -> str:
    """Returns `message` in `language`, with `{placeholders}` filled from `fields`."""
    return message.format(**fields) if fields else message


def ngettext(singular: str, plural: str, n: int, language: str | None = None,
             **fields: object) -> str:
    """Returns the plural form of the message for `n` in `language`, `{n}` filled in."""
    text = singular if n == 1 else plural
    return text.format(n=n, **fields)
