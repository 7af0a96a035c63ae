"""Where the default language comes from: the environment, a remembered choice, the locale.

The language of a session, first rule that gives one wins:

1. `set_language(code)` in this session (every notebook of the course does it in its
   first cell: lessons/pl/... sets "pl");
2. the environment variable `GOTUTOR_LANGUAGE` ("pl", "nb_NO", ...);
3. the choice remembered by `set_language(code, remember=True)`: the file
   `<Jupyter data dir>/gotutor/settings.json`, so that every later notebook and kernel of
   that user starts in it;
4. the locale: each entry of `LANGUAGE` (a colon-separated list), then `LC_ALL`,
   `LC_MESSAGES`, `LANG`; the first that names a language gotutor speaks
   ("pl_PL.UTF-8" -> pl, "nb_NO" -> nb, "no" -> nb); "C" and "POSIX" are skipped;
5. English.

A value that names no known language (GOTUTOR_LANGUAGE=xx) is passed over with a
warning; a damaged settings file (not JSON, nested too deeply, unreadable) is put aside
as settings.json.damaged-<UTC time> with a StorageWarning and counts as none, so that
`import gotutor` never fails because of it. Saving is safe with several processes at
once: under a lock, through a uniquely named temporary file, fsynced
(gotutor.safefile). The settings folder is `GOTUTOR_CONFIG_DIR` if set (tests
use it), else `<jupyter data dir>/gotutor` (`JUPYTER_DATA_DIR`, or jupyter_core's
`jupyter_data_dir()` when it is installed, else `$XDG_DATA_HOME/jupyter` or
`~/.local/share/jupyter`). Standard library only (jupyter_core is used if present).
"""

from __future__ import annotations

import contextlib
import os
import warnings
from collections.abc import Callable, Mapping
from pathlib import Path

from .. import safefile
from ..errors import StorageWarning
from .languages import LANGUAGES, LanguageError, normalize_language
from .translate import N_

__all__ = ["LOCALE_VARIABLES", "SETTINGS_FILE", "default_language", "forget_language",
           "language_from_locale", "remember_language", "remember_setting",
           "remembered_language", "remembered_setting", "settings_dir"]

#: The locale variables read, in order (LANGUAGE is a colon-separated list).
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

#: The name of the settings file in the settings folder.
SETTINGS_FILE = "settings.json"


def _known(value: str) -> str | None:
    """Returns the gotutor code `value` names, None if it names none (or C / POSIX)."""
    value = value.strip()
    if not value or value.split(".")[0].upper() in ("C", "POSIX"):
        return None
    try:
        return normalize_language(value)
    except LanguageError:
        return None


def language_from_locale(environ: Mapping[str, str] | None = None) -> str | None:
    """Returns the first language gotutor speaks named by the locale variables (LANGUAGE's
    entries, then LC_ALL, LC_MESSAGES, LANG), or None if none names one."""
    environ = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        for value in environ.get(name, "").split(":") if name == "LANGUAGE" else \
                [environ.get(name, "")]:
            code = _known(value)
            if code is not None:
                return code
    return None


def settings_dir(environ: Mapping[str, str] | None = None) -> Path:
    """Returns the folder of gotutor's settings file (see the module's docstring)."""
    environ = os.environ if environ is None else environ
    if environ.get("GOTUTOR_CONFIG_DIR"):
        return Path(environ["GOTUTOR_CONFIG_DIR"])
    if environ.get("JUPYTER_DATA_DIR"):
        return Path(environ["JUPYTER_DATA_DIR"]) / "gotutor"
    try:
        from jupyter_core.paths import jupyter_data_dir
    except ImportError:
        base = environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        return Path(base) / "jupyter" / "gotutor"
    return Path(jupyter_data_dir()) / "gotutor"


def _settings(environ: Mapping[str, str] | None) -> dict:
    """Returns the settings file's data ({} if there is none or it is damaged: see
    `_read`). Never raises."""
    return _read(environ)[0]


def _read(environ: Mapping[str, str] | None, is_locked: bool = False) -> tuple[dict, bool]:
    """Returns the settings file's data ({} if there is none) and whether it must not be
    written (a damaged file that could not be put aside). A damaged one (not JSON,
    nested too deeply, not an object, unreadable) is put aside as
    settings.json.damaged-<UTC time>, with a warning, and counts as none; it is never
    written over. Never raises."""
    path = settings_dir(environ) / SETTINGS_FILE
    try:
        safefile.clean_stale(path, (r"settings\.tmp",))
        data, identity = safefile.read_json(path)
    except (FileNotFoundError, NotADirectoryError):
        return {}, False
    except safefile.Damaged as damage:
        reason, identity = damage.reason, damage.identity
    except Exception as error:  # `import gotutor` must never fail here
        _warn_damaged(path, str(error), None, environ)
        return {}, True
    else:
        if isinstance(data, dict):
            return data, False
        reason = "not a JSON object"
    aside = None
    try:
        if is_locked:
            aside = safefile.put_aside(path, identity)
        else:
            with safefile.locked(path):
                aside = safefile.put_aside(path, identity)
    except OSError:
        pass
    _warn_damaged(path, reason, aside, environ)
    return {}, aside is None and os.path.lexists(path)


def _warn_damaged(path: Path, reason: str, aside: Path | None,
                  environ: Mapping[str, str] | None) -> None:
    """Warns that the settings file could not be read (a StorageWarning, in the
    locale's language: the session's is not known yet)."""
    if aside is not None:
        # Translators: {reason} is a technical reason in English, shown as it is;
        # {file} and {aside} are paths.
        msgid = N_("gotutor: the settings file {file} could not be read ({reason}); it "
                   "was put aside as {aside}, and no remembered language is used.")
    else:
        msgid = N_("gotutor: the settings file {file} could not be read ({reason}); it is "
                   "left as it is, and no remembered language is used.")
    fields = {"file": str(path), "reason": reason, "aside": str(aside)}
    try:
        from .translate import _

        text = _(msgid, language_from_locale(environ) or "en", **fields)
    except Exception:  # the catalogs must not stop a session
        text = msgid.format(**fields)
    with contextlib.suppress(Exception):  # warnings turned into errors: still never fail
        warnings.warn(text, StorageWarning, stacklevel=4)


def remembered_language(environ: Mapping[str, str] | None = None) -> str | None:
    """Returns the language remembered by `remember_language`, or None if there is none
    (or the settings file names no known language: a warning says so)."""
    value = _settings(environ).get("language")
    if value is None:
        return None
    code = _known(value) if isinstance(value, str) else None
    if code is None:
        warnings.warn(f"gotutor: the remembered language {value!r} is unknown "
                      f"(known: {', '.join(LANGUAGES)}); ignoring it", stacklevel=2)
    return code


def _update(change: Callable[[dict], bool], environ: Mapping[str, str] | None,
            what: str = "the language") -> None:
    """Reads the settings file, applies `change` to its data and writes it back if
    `change` returns True: under the settings lock (settings.json.lock), through a
    uniquely named temporary file, fsynced (see gotutor.safefile), so that processes
    saving at the same time neither fail nor lose each other's settings. Raises
    LanguageError if the file cannot be written."""
    folder = settings_dir(environ)
    path = folder / SETTINGS_FILE
    try:
        with safefile.locked(path):
            settings, stuck = _read(environ, is_locked=True)
            if stuck:
                raise OSError(f"{path} cannot be read, nor moved aside; it is left as it is")
            if change(settings):
                safefile.write_json(path, settings)
    except OSError as error:
        raise LanguageError(f"cannot remember {what} in {folder}: {error}") from None


def remember_language(code: str, environ: Mapping[str, str] | None = None) -> str:
    """Writes `code` (normalised) into the settings file for later sessions; returns it.

    Raises LanguageError for an unknown code or if the file cannot be written; nothing
    is written then.
    """
    code = normalize_language(code)

    def change(settings: dict) -> bool:
        settings["language"] = code
        return True

    _update(change, environ)
    return code


def forget_language(environ: Mapping[str, str] | None = None) -> None:
    """Removes the remembered language from the settings file (if there is one).
    Raises LanguageError if the file cannot be written."""
    def change(settings: dict) -> bool:
        return settings.pop("language", None) is not None

    if "language" in _settings(environ):
        _update(change, environ)


def remember_setting(name: str, value: object,
                     environ: Mapping[str, str] | None = None) -> None:
    """Writes the setting `name` (a JSON value) into the settings file for later
    sessions (e.g. "review_size"). Raises LanguageError (a GoError) if the file cannot
    be written; nothing is written then."""
    def change(settings: dict) -> bool:
        settings[name] = value
        return True

    _update(change, environ, f"the setting {name!r}")


def remembered_setting(name: str, environ: Mapping[str, str] | None = None) -> object:
    """Returns the setting `name` remembered by `remember_setting`, None if there is
    none. Never raises (a damaged file counts as none, see the module's doc)."""
    return _settings(environ).get(name)


def default_language(environ: Mapping[str, str] | None = None) -> tuple[str, str]:
    """Returns the language a session starts in and the rule that gave it:
    ("pl", "GOTUTOR_LANGUAGE"), ("nb", "remembered"), ("ru", "locale") or ("en", "default").
    """
    environ = os.environ if environ is None else environ
    value = environ.get("GOTUTOR_LANGUAGE", "")
    if value.strip():
        code = _known(value)
        if code is not None:
            return code, "GOTUTOR_LANGUAGE"
        warnings.warn(f"gotutor: GOTUTOR_LANGUAGE={value!r} names no known language "
                      f"(known: {', '.join(LANGUAGES)}); ignoring it", stacklevel=2)
    code = remembered_language(environ)
    if code is not None:
        return code, "remembered"
    code = language_from_locale(environ)
    if code is not None:
        return code, "locale"
    return "en", "default"
