"""Looking messages up in the compiled gettext catalogs, and the session's language.

The catalogs are gotutor/i18n/locale/<code>/LC_MESSAGES/gotutor.mo, compiled from the
.po files beside them (`python -m gotutor.i18n.extract` updates and compiles them).
Only the standard library is used here, so translations work in any Python.
"""

from __future__ import annotations

import gettext
from functools import cache
from importlib import resources

from ..errors import GoError
from .languages import LANGUAGES, LanguageError, normalize_language

__all__ = ["DOMAIN", "N_", "_", "catalog", "get_language", "languages", "ngettext",
           "set_language"]

#: The gettext domain: the catalogs' file name without its extension.
DOMAIN = "gotutor"

# "language": set by set_language (None: not set); "default": the language the session
# started in, found once (gotutor.i18n.preference) when it is first needed.
_session: dict[str, str | None] = {"language": None, "default": None}


def languages() -> list[str]:
    """Returns the codes of the available languages: ["en", "pl", "ru", "nb", "ky"]."""
    return list(LANGUAGES)


def set_language(code: str | None, remember: bool = False) -> None:
    """Sets the session's language (used wherever `language` is None).

    `code` may carry a region or be an alias ("pl_PL", "nb-NO", "no"); None goes back to
    the default language (GOTUTOR_LANGUAGE, the remembered choice, the locale, English:
    see gotutor.i18n.preference). With `remember=True` the choice is also written to
    gotutor's settings file, so that later notebooks and kernels start in it;
    `set_language(None, remember=True)` forgets the remembered choice.
    Raises LanguageError, naming the known codes, for an unknown code, or if the choice
    cannot be remembered; the session's language is then left as it was.
    """
    from . import preference

    if code is None:
        if remember:
            preference.forget_language()
        _session["language"] = None
        _session["default"] = None  # found again, without the forgotten choice
        return
    code = normalize_language(code)
    if remember:
        preference.remember_language(code)
    _session["language"] = code
    _follow_lab(code)


def _follow_lab(code: str) -> None:
    """JupyterLab's menus follow the course's language from the next page load, in a
    kernel a Jupyter server started (gotutor.jupyter.lab_language)."""
    try:
        from ..jupyter.lab_language import follow

        follow(code)
    except Exception:  # never stops a lesson
        pass


def get_language() -> str:
    """Returns the session's language code: the one `set_language` set, else the default
    language (GOTUTOR_LANGUAGE, the remembered choice, the locale, else "en")."""
    if _session["language"] is not None:
        return _session["language"]
    if _session["default"] is None:
        from .preference import default_language

        _session["default"] = default_language()[0]
    return _session["default"]


def _resolve(language: str | None) -> str:
    return get_language() if language is None else normalize_language(language)


@cache
def catalog(code: str) -> gettext.GNUTranslations:
    """Returns the compiled catalog of the language `code` (normalised first).

    Raises LanguageError for an unknown code, or if the catalog is missing from the
    installation.
    """
    code = normalize_language(code)
    mo = resources.files(__package__).joinpath("locale", code, "LC_MESSAGES", f"{DOMAIN}.mo")
    try:
        with mo.open("rb") as stream:
            return gettext.GNUTranslations(stream)
    except FileNotFoundError:
        raise LanguageError(f"the {code!r} catalog is missing from this installation "
                            f"({mo}); reinstall gotutor") from None


def N_(message: str) -> str:
    """Returns `message` unchanged: marks a constant for translation where it is defined."""
    return message


def _(message: str, language: str | None = None, **fields: object) -> str:
    """Returns `message` translated into `language`, `{placeholders}` filled from `fields`.

    `language` None means the session's language. A message missing from the catalog
    is returned in English. Raises LanguageError for an unknown language code.
    """
    text = catalog(_resolve(language)).gettext(message)
    return text.format(**fields) if fields else text


def ngettext(singular: str, plural: str, n: int, language: str | None = None,
             **fields: object) -> str:
    """Returns the plural form for the whole number `n` in `language`, `{n}` filled in.

    The form is chosen by the language's own plural rule (Polish and Russian have three:
    1 kamień, 2 kamienie, 5 kamieni). Raises GoError if `n` is not a whole number,
    LanguageError for an unknown language code.
    """
    if isinstance(n, bool) or not isinstance(n, (int, float)) or n != int(n):
        raise GoError(f"a plural form is chosen by a whole number, not {n!r}")
    n = int(n)
    text = catalog(_resolve(language)).ngettext(singular, plural, n)
    return text.format(n=n, **fields)
