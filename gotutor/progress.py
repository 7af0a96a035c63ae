"""Saved progress: which exercises a student solved (or saw solved), kept from one
session to the next.

A small JSON file, by default `gotutor/progress.json` in the user's Jupyter data
directory (`jupyter_core.paths.jupyter_data_dir()` when jupyter_core is there, else
`$XDG_DATA_HOME/jupyter` or `~/.local/share/jupyter`); the `GOTUTOR_PROGRESS_FILE`
environment variable names another file. In Pyodide (JupyterLite) the file goes under
/drive, the browser's storage, if it exists; otherwise progress is kept in memory only,
and the student is told so once.

    {"version": 1, "exercises": {"liberties:1a2b3c4d": {"status": "solved",
                                                        "at": "2026-12-01T09:30:00Z"}}}

Keys are stable ids (a lesson's slug and a hash of the exercise's position and answer,
see `gotutor.lessons`). A status only improves: "not tried" < "tried" < "seen" <
"solved". Every write re-reads the file (another kernel may have written it) and replaces
it atomically (a temporary file, then `os.replace`). This module uses only the standard
library: a file that cannot be read counts as empty, one that cannot be written leaves
the progress in memory (`record` never raises for it).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

from .errors import GoError

__all__ = ["RANKS", "load", "progress_file", "record", "reset", "status_of", "statuses"]

#: the statuses, from the least to the most done
RANKS = {"not tried": 0, "tried": 1, "seen": 2, "solved": 3}

_memory: dict[str, dict[str, Any]] = {}
_warned = False


def _data_dir() -> Path:
    """Returns the user's Jupyter data directory."""
    try:
        from jupyter_core.paths import jupyter_data_dir
    except ImportError:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(
            os.path.expanduser("~"), ".local", "share")
        return Path(base) / "jupyter"
    return Path(jupyter_data_dir())


def progress_file() -> Path | None:
    """Returns the file progress is saved in, or None when there is none (Pyodide
    without /drive: progress stays in memory)."""
    override = os.environ.get("GOTUTOR_PROGRESS_FILE")
    if override:
        return Path(override)
    if sys.platform == "emscripten":
        drive = Path("/drive")
        return drive / ".gotutor-progress.json" if drive.is_dir() else None
    return _data_dir() / "gotutor" / "progress.json"


def _read(path: Path | None) -> dict[str, dict[str, Any]]:
    if path is None:
        return dict(_memory)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return dict(_memory)
    items = data.get("exercises") if isinstance(data, dict) else None
    if not isinstance(items, dict):
        return dict(_memory)
    out = {k: v for k, v in items.items()
           if isinstance(k, str) and isinstance(v, dict) and v.get("status") in RANKS}
    for k, v in _memory.items():  # what could not be written before still counts
        if RANKS[v["status"]] > RANKS[out.get(k, {}).get("status", "not tried")]:
            out[k] = v
    return out


def _write(path: Path, items: dict[str, dict[str, Any]]) -> None:
    """Writes `items` to `path` atomically. Raises OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump({"version": 1, "exercises": items}, f, indent=1, sort_keys=True,
                      ensure_ascii=False)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _say_memory_only() -> None:
    global _warned
    if _warned:
        return
    _warned = True
    try:
        from .i18n import _

        text = _("Your progress is kept only while this page is open: there is no place "
                 "here to save it.")
    except Exception:  # the catalogs must not stop a lesson
        text = "Your progress is kept only while this page is open."
    warnings.warn(text, stacklevel=3)


def load() -> dict[str, dict[str, Any]]:
    """Returns every saved exercise: {key: {"status": ..., "at": ...}}."""
    return _read(progress_file())


def status_of(key: str) -> str:
    """Returns the saved status of exercise `key`: "solved", "seen", "tried" or
    "not tried"."""
    return load().get(key, {}).get("status", "not tried")


def statuses(keys: list[str]) -> list[str]:
    """Returns the saved status of each of `keys` (one read of the file)."""
    items = load()
    return [items.get(k, {}).get("status", "not tried") for k in keys]


def record(key: str, status: str) -> str:
    """Saves `status` for exercise `key` unless a better one is saved already; returns
    the status saved. Raises GoError for an unknown status or a key that is no string.
    A file that cannot be written keeps the progress in memory (said once)."""
    if status not in RANKS:
        raise GoError(f"unknown progress status {status!r}; one of {', '.join(RANKS)}")
    if not isinstance(key, str) or not key:
        raise GoError(f"a progress key is a non-empty string, not {key!r}")
    path = progress_file()
    items = _read(path)
    old = items.get(key, {}).get("status", "not tried")
    if RANKS[status] <= RANKS[old]:
        return old
    entry = {"status": status, "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    items[key] = entry
    if path is None:
        _memory[key] = entry
        _say_memory_only()
        return status
    try:
        _write(path, items)
    except OSError:
        _memory[key] = entry
        _say_memory_only()
    else:
        _memory.pop(key, None)
    return status


def reset(prefix: str | None = None) -> int:
    """Forgets the saved progress (of the keys starting with `prefix`, e.g.
    "liberties:", or all); returns how many exercises were forgotten. Raises OSError if
    the file cannot be written."""
    path = progress_file()
    items = _read(path)
    gone = [k for k in items if prefix is None or k.startswith(prefix)]
    for k in gone:
        items.pop(k)
        _memory.pop(k, None)
    if path is not None and (gone or path.exists()):
        _write(path, items)
    return len(gone)
