"""JupyterLab's own texts (menus, dialogs) in the course's language.

JupyterLab shows its menus in the language of its `locale` setting
(`@jupyterlab/translation-extension:plugin`) when a language pack for it is installed:
the lab extra installs the Polish, Russian and Norwegian ones (`make lab`). There is no
Kyrgyz pack; a Kyrgyz course gets Russian menus, the country's second language (lesson
00 says so). `follow(code)` writes that setting into the student's JupyterLab settings
when a lesson sets the course's language in a kernel a Jupyter server started; JupyterLab
reads it when the page loads, so the menus change at the next load of the page.

Imports nothing of Jupyter's at import time (jupyter_core only when it writes).
"""

from __future__ import annotations

import json
import os
from importlib import metadata
from pathlib import Path

__all__ = ["LAB_LOCALES", "follow", "lab_locale", "settings_file"]

#: the course's language -> the locale of JupyterLab's language pack shown with it
LAB_LOCALES = {"en": "en", "pl": "pl_PL", "ru": "ru_RU", "nb": "no_NO", "ky": "ru_RU"}

#: where JupyterLab keeps the locale, under its user settings folder
_SETTING = Path("@jupyterlab", "translation-extension", "plugin.jupyterlab-settings")


def lab_locale(code: str) -> str | None:
    """Returns the JupyterLab locale for the course language `code` if its language pack
    is installed ("en" always is), else None."""
    wanted = LAB_LOCALES.get(code)
    if wanted is None or wanted == "en":
        return wanted
    try:
        packs = metadata.entry_points(group="jupyterlab.languagepack")
    except Exception:  # a broken environment: no pack to switch to
        return None
    return wanted if any(ep.name == wanted for ep in packs) else None


def settings_file() -> Path:
    """Returns the file of JupyterLab's translation setting for this user
    (JUPYTERLAB_SETTINGS_DIR, else <the Jupyter config folder>/lab/user-settings)."""
    folder = os.environ.get("JUPYTERLAB_SETTINGS_DIR")
    if not folder:
        from jupyter_core.paths import jupyter_config_dir

        folder = os.path.join(jupyter_config_dir(), "lab", "user-settings")
    return Path(folder) / _SETTING


def follow(code: str) -> str | None:
    """Sets JupyterLab's locale to the course language `code`'s (see LAB_LOCALES), in a
    kernel a Jupyter server started (JPY_SESSION_NAME set; not in Pyodide, not in a
    plain Python or a test), if its language pack is installed and the setting differs.
    Returns the locale written, or None when nothing was written. Never raises: the
    course goes on in English menus when the setting cannot be written."""
    if not os.environ.get("JPY_SESSION_NAME") or os.environ.get("PYODIDE"):
        return None
    locale = lab_locale(code)
    if locale is None:
        return None
    try:
        path = settings_file()
        try:
            settings = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            settings = {}
        if not isinstance(settings, dict):
            return None  # not a settings file gotutor understands: left alone
        if settings.get("locale") == locale or (locale == "en" and "locale" not in settings):
            return None
        settings["locale"] = locale
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".gotutor-tmp")
        tmp.write_text(json.dumps(settings, indent=2), encoding="utf-8")
        os.replace(tmp, path)
        return locale
    except Exception:  # an unwritable or commented (JSON5) file: the menus stay as they are
        return None
