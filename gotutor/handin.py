"""Hand-in: a snapshot of a student's saved progress, given to the teacher.

`snapshot()` is what is handed in (a JSON document, see below); `deliver()` puts it
where the teacher finds it:

- On a server with a class folder (JupyterHub, a school's JupyterLab, Binder with a
  shared volume): the folder is named by the environment variable `GOTUTOR_CLASS_DIR`
  (a hub image sets it) or by the Jupyter config setting `GoTutor.class_dir` (in
  `jupyter_server_config.json` or `gotutor_config.json` of a Jupyter config folder).
  The snapshot goes into its `inbound/` folder, following nbgrader's exchange
  conventions: the teacher owns `inbound/` with mode 3733 (students may create files
  but not list or read the folder, nor remove another's file), and each hand-in is
  named `<user>+gotutor+<UTC time>+<random>.json` by the hub's user name
  (`JUPYTERHUB_USER`), never by anything the student types. The file is readable by
  the folder's group (0640; the setgid folder gives it the teacher's group), or, in a
  folder without setgid, by anyone who knows its name (0644), which cannot be listed.
  A later hand-in replaces the earlier one: the class view takes each student's newest,
  and the earlier file (whose name the student's own data folder remembers) is removed.
  The class view checks that a file named for a local account belongs to that account
  (see `gotutor.classroom`), so a student cannot hand in under another's name. A
  folder `inbound/<user>/` (one per student, mounted only into that student's server,
  the way Zero to JupyterHub mounts a shared volume by subPath) is used instead when it
  exists.
- Elsewhere (JupyterLite, a laptop): the snapshot is a file the student downloads and
  gives to the teacher, who drops it into the class view.

Nothing in the student's own progress is changed by a hand-in.

    {"format": "gotutor-hand-in", "version": 1, "user": "alice" | null,
     "at": "2026-12-07T15:00:00Z", "gotutor": "0.1.0",
     "exercises": {key: entry of gotutor.progress}, "review": {key: {...}}}

Standard library only (the widget that shows the result is `gotutor.widget.handin`).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import stat
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import progress, safefile
from .errors import GoError
from .i18n import _

__all__ = [
    "FORMAT",
    "USER_NAME",
    "Delivery",
    "HandInError",
    "class_dir",
    "deliver",
    "hub_user",
    "snapshot",
]

FORMAT = "gotutor-hand-in"
#: what a user name may be (a hub's user names, e.g. "alice", "a.b@school.no")
USER_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._@-]{0,63}")


class HandInError(GoError):
    """A hand-in could not be made or read; the message says why (translated)."""


@dataclass(frozen=True)
class Delivery:
    """Where a hand-in went: `path` (in the class folder) or None (to be downloaded),
    `filename` (for a download), `data` (the JSON text), `user` (the hub's user name,
    or None)."""

    path: Path | None
    filename: str
    data: str
    user: str | None


def hub_user(language: str | None = None) -> str | None:
    """Returns the hub's name for this user (`JUPYTERHUB_USER`), or None off a hub.
    Raises HandInError for a name gotutor cannot use as a file name."""
    user = os.environ.get("JUPYTERHUB_USER") or None
    if user is not None and not USER_NAME.fullmatch(user):
        raise HandInError(_("The hub's user name {user} cannot name a hand-in.", language,
                             user=user))
    return user


def class_dir() -> Path | None:
    """Returns the class folder: `GOTUTOR_CLASS_DIR`, or the Jupyter config setting
    `GoTutor.class_dir`, or None."""
    named = os.environ.get("GOTUTOR_CLASS_DIR")
    if named:
        return Path(named)
    try:
        from jupyter_core.paths import jupyter_config_path
    except ImportError:
        return None
    for folder in jupyter_config_path():
        for name in ("gotutor_config.json", "jupyter_server_config.json"):
            with contextlib.suppress(OSError, ValueError, AttributeError, TypeError):
                data = json.loads((Path(folder) / name).read_text(encoding="utf-8"))
                value = data.get("GoTutor", {}).get("class_dir")
                if isinstance(value, str) and value:
                    return Path(value)
    return None


def snapshot(user: str | None = None) -> dict[str, Any]:
    """Returns the hand-in document of this student's saved progress (see the module
    doc) for `user` (None: not on a hub)."""
    from . import __version__

    review: Any = {}
    path = progress.progress_file()
    if path is not None:
        with contextlib.suppress(Exception):
            data, _identity = safefile.read_json(path)
            review = data.get("review", {}) if isinstance(data, dict) else {}
    return {"format": FORMAT, "version": 1, "user": user,
            "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "gotutor": __version__, "exercises": progress.load(),
            "review": review if isinstance(review, dict) else {}}


def _inbound(folder: Path, user: str) -> Path:
    own = folder / "inbound" / user
    if own.is_dir():
        return own
    return folder / "inbound"


def _remembered() -> Path | None:
    path = progress.progress_file()
    return None if path is None else path.with_name("handed-in.json")


def deliver(language: str | None = None) -> Delivery:
    """Hands in the snapshot: into the class folder on a hub (a file replacing this
    student's earlier one), else as a file to download. Returns the Delivery. Raises
    HandInError if the class folder is set but cannot take it (no `inbound/` folder,
    no permission, no hub user name), its message in `language` (the session's by
    default)."""
    folder = class_dir()
    user = hub_user(language)
    if folder is None or sys.platform == "emscripten":
        data = json.dumps(snapshot(user), ensure_ascii=False, sort_keys=True)
        stamp = time.strftime("%Y%m%d-%H%M", time.gmtime())
        name = f"gotutor-{user}-{stamp}.json" if user else f"gotutor-hand-in-{stamp}.json"
        return Delivery(None, name, data, user)
    if user is None:
        raise HandInError(_("The class folder {folder} takes hand-ins only on a hub "
                             "(JUPYTERHUB_USER is not set).", language, folder=str(folder)))
    inbound = _inbound(folder, user)
    if not inbound.is_dir():
        raise HandInError(_("The class folder {folder} has no inbound folder: ask your "
                             "teacher to set it up.", language, folder=str(folder)))
    data = json.dumps(snapshot(user), ensure_ascii=False, sort_keys=True)
    stamp = time.strftime("%Y-%m-%d-%H%M%S", time.gmtime())
    name = f"{user}+gotutor+{stamp}+{secrets.token_hex(8)}.json"
    target = inbound / name
    temporary = inbound / f".{name}.tmp"
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        # readable by the teacher whatever the umask: through the folder's group where
        # the folder passes its group on (setgid, mode 3733), else by anyone who knows
        # the name (which cannot be listed)
        shared = os.stat(inbound).st_mode & stat.S_ISGID
        os.chmod(temporary, 0o640 if shared else 0o644)
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise HandInError(_("Your work could not be handed in to {folder}: {reason}.",
                            language,
                             folder=str(inbound), reason=error.strerror or str(error))
                          ) from error
    _forget_earlier(target)
    return Delivery(target, name, data, user)


def _forget_earlier(latest: Path) -> None:
    """Removes this student's earlier hand-in (remembered in their own data folder)
    and remembers `latest`; a failure only leaves the earlier file, which the class
    view passes over (it takes the newest)."""
    memo = _remembered()
    if memo is None:
        return
    with contextlib.suppress(Exception):
        earlier, _identity = safefile.read_json(memo)
        old = earlier.get("path") if isinstance(earlier, dict) else None
        if isinstance(old, str) and Path(old) != latest and Path(old).parent == latest.parent:
            Path(old).unlink(missing_ok=True)
    with contextlib.suppress(Exception):
        safefile.write_json(memo, {"path": str(latest)})
