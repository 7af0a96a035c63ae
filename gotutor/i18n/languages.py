"""The languages gotutor speaks, and how a language code ("pl_PL", "nb-NO", "no") is read."""

from __future__ import annotations

from ..errors import GoError

__all__ = ["AUTONYMS", "DECIMAL_SEPARATORS", "LANGUAGES", "LanguageError",
           "normalize_language"]

#: The codes of the available languages, English (the default) first.
LANGUAGES = ("en", "pl", "ru", "nb", "ky")

#: Each language's name in itself, as a language menu lists it.
AUTONYMS = {"en": "English", "pl": "Polski", "ru": "Русский", "nb": "Norsk bokmål",
            "ky": "Кыргызча"}

#: Other names of the same languages: Norwegian ("no") is written here in Bokmål, and
#: three-letter ISO 639 codes name the same languages.
_ALIASES = {"no": "nb", "nob": "nb", "nor": "nb", "eng": "en", "pol": "pl", "rus": "ru",
            "kir": "ky"}

#: The decimal separator of each language (CLDR): 3.5 points is "3,5" outside English.
DECIMAL_SEPARATORS = {"en": ".", "pl": ",", "ru": ",", "nb": ",", "ky": ","}


class LanguageError(GoError):
    """A language code gotutor has no catalog for; the message lists the known codes."""


def normalize_language(code: object) -> str:
    """Returns the gotutor code ("en", "pl", "ru", "nb", "ky") that `code` names.

    Accepts any case, a region ("pl_PL", "nb-NO", "en-GB"), an encoding or modifier
    ("ru_RU.UTF-8", "ky@cyrillic"), "no" for Norwegian and three-letter ISO codes.
    Raises LanguageError, naming the known codes, for anything else.
    """
    if not isinstance(code, str):
        raise LanguageError(
            f"a language is named by a string code, not {code!r}; known: {_known()}")
    base = code.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    base = _ALIASES.get(base, base)
    if base not in LANGUAGES:
        raise LanguageError(f"unknown language {code!r}; known: {_known()}")
    return base


def _known() -> str:
    return ", ".join(LANGUAGES)
