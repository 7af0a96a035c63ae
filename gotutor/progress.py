"""Saved progress: which exercises a student solved (or saw solved), kept from one
session to the next, safe with several kernels at once.

A small JSON file, by default `gotutor/progress.json` in the user's Jupyter data
directory (`jupyter_core.paths.jupyter_data_dir()` when jupyter_core is there, else
`$XDG_DATA_HOME/jupyter` or `~/.local/share/jupyter`); the `GOTUTOR_PROGRESS_FILE`
environment variable names another file. In Pyodide (JupyterLite) the file goes under
/drive, the browser's storage, if it exists; otherwise progress is kept in memory only,
and the student is told so once.

    {"version": 1,
     "exercises": {"liberties:1a2b3c4d": {
         "status": "solved", "at": "2026-12-01T09:30:00Z", "last": "2026-12-01T09:31:10Z",
         "runs": {"5f0c9a1e2b7d": {"tries": 2, "hints": 1, "wrong": ["C3"],
                                   "at": "2026-12-01T09:31:10Z"}}}},
     "resets": [{"prefix": "eyes:", "time": 1764581400.25}]}

Keys are stable ids (a lesson's slug and a hash of the exercise's position and answer,
see `gotutor.lessons`; a drill problem's "drill:concept:level:seed:index"). A status
only improves: "not tried" < "tried" < "seen" < "solved"; "at" is when it reached it.

What a teacher sees of an exercise (`gotutor.classroom`) is in its "runs": one per
board a student worked on it (a random id the board chose), with the tries (attempts
answered) and hints of that board, the wrong first moves given (a vertex, a typed or
chosen answer, or the points chosen, space-separated: the answer of a try that failed at
once) in order, and the time of the last answer; "last" is the last activity on the
exercise. A run only grows (its counts are raised, its list of wrong moves is extended),
so two kernels merging the same run agree, and runs of different boards add up; an
entry keeps the newest `KEEP_RUNS` runs. Older versions keep these fields as they are
(they merge an entry by replacing only the fields they know).

How it stays whole (the design; see also `gotutor.safefile`):

- A write never replaces the file with this kernel's view: under an exclusive lock
  (`progress.json.lock`, fcntl.flock) it reads the file, merges into it what this
  kernel recorded (a status is raised, never lowered; other keys, other fields of an
  entry, unknown statuses and unknown top-level keys of a newer version are kept as
  they are) and replaces it atomically (a uniquely named temporary file, fsynced, then
  `os.replace`, then the folder fsynced). Kernels that record at the same time wait for
  each other, so none loses another's update. A plain JSON file rather than SQLite:
  Pyodide has no sqlite3 by default, the file stays readable by a teacher, and the
  format stays the one older versions wrote.
- What this kernel recorded is kept in memory until it is known to be on disk (where a
  real lock is held), or for the whole session where the platform has no lock
  (Pyodide's /drive, a file system without locks): there every write merges all of
  this kernel's records again, so a solve overwritten by another tab comes back.
- A reset is an explicit removal, not lost by that merge: `reset` removes the keys from
  the file and adds a marker (the prefix and the time). A kernel drops every record of
  its own made before a matching marker, whenever it reads the file; so a stale record
  in another kernel (one its disk could not take, or a Pyodide tab's) does not bring a
  reset exercise back, while an exercise solved again after the reset counts. The
  file keeps the last `KEEP_RESETS` markers. (Clocks of one machine agree; over a
  network file system from several hosts, a clock that is ahead may keep a record that
  a reset made on a host behind it should have dropped.)
- A file that cannot be read (not JSON, not UTF-8, nested too deeply, wrong top-level
  type, no permission) is renamed `progress.json.damaged-<UTC time>` and a new one is
  started; it is never written over (if it cannot be renamed, nothing is written and
  progress stays in memory). An entry of the wrong type is ignored and left as it is.
- Temporary files of writers that died before their replace (kill -9) are removed the
  next time the store is opened (`safefile.clean_stale`).
- No failure stops a lesson: a read-only or full disk, no permission, a lock held too
  long keep the record in memory (it is written with a later one, if the disk allows).

Each of these is told to the student once, as a `StorageWarning` (warnings.warn, in the
session's language) and as a notice the exercise board shows in its own language
(`take_notices`). This module uses only the standard library.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sys
import threading
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import safefile
from .errors import GoError, StorageWarning
from .i18n.translate import N_

__all__ = [
    "KEEP_RESETS",
    "KEEP_RUNS",
    "MAX_WRONG",
    "RANKS",
    "VISITOR_COOKIE",
    "Notice",
    "Run",
    "add_writer",
    "flush",
    "load",
    "progress_file",
    "record",
    "reset",
    "status_of",
    "statuses",
    "summary",
    "take_notices",
    "visitor",
]

#: the statuses, from the least to the most done
RANKS = {"not tried": 0, "tried": 1, "seen": 2, "solved": 3}

#: how many reset markers the file keeps
KEEP_RESETS = 50

#: how many runs (boards) of one exercise an entry keeps, the newest
KEEP_RUNS = 20

#: how many wrong first moves one run keeps, the first ones
MAX_WRONG = 50


@dataclass(frozen=True)
class Run:
    """What one board recorded of an exercise: `id` (random, the board's), `tries`
    (attempts answered), `hints` shown, `wrong` the wrong first moves given, in order."""

    id: str
    tries: int = 0
    hints: int = 0
    wrong: tuple[str, ...] = ()

    def check(self) -> None:
        """Raises GoError if a field is of the wrong type or out of range."""
        if not isinstance(self.id, str) or not self.id or len(self.id) > 64:
            raise GoError(f"a run id is a non-empty string of at most 64 characters, "
                          f"not {self.id!r}")
        for name in ("tries", "hints"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise GoError(f"a run's {name} is a count (an int >= 0), not {value!r}")
        if not isinstance(self.wrong, tuple) or not all(
                isinstance(w, str) and 0 < len(w) <= 200 for w in self.wrong):
            raise GoError(f"a run's wrong moves are short strings, not {self.wrong!r}")

#: temporary files of gotutor versions before 0.2 (cleaned up when old enough)
_LEGACY_TEMPORARY = (r"\.progress-[A-Za-z0-9_]+\.json",)

_guard = threading.RLock()
# this kernel's records not yet known to be on disk ({key: entry}) and when each was
# made (time.time(), compared with the reset markers)
_memory: dict[str, dict[str, Any]] = {}
_times: dict[str, float] = {}
_told: set[str] = set()  # what the student has been told already
# other records kept in the same file (the review queue): (merge, saved) pairs, see
# `add_writer`
_writers: list[tuple[Callable[[dict[str, Any]], bool], Callable[[bool], None]]] = []
_notices: list[Notice] = []  # told, not yet shown on a board


@dataclass(frozen=True)
class Notice:
    """A message for the student about their saved progress: a catalog `msgid` and its
    `fields` (a field that is a Notice is translated too)."""

    msgid: str
    fields: tuple[tuple[str, Any], ...] = ()

    def render(self, language: str | None = None) -> str:
        """Returns the text in `language` (the session's by default); in English if the
        catalogs cannot give it."""
        values = {k: v.render(language) if isinstance(v, Notice) else v
                  for k, v in self.fields}
        try:
            from .i18n import _

            return _(self.msgid, language, **values)
        except Exception:  # the catalogs must not stop a lesson
            return self.msgid.format(**values)


def _N(msgid: str, **fields: Any) -> Notice:
    return Notice(msgid, tuple(fields.items()))


def _tell(what: str, notice: Notice) -> None:
    """Tells the student `notice` once per session for each `what`: a StorageWarning and
    a notice for the next board message."""
    if what in _told:
        return
    _told.add(what)
    _notices.append(notice)
    # warnings turned into errors (-W error) must not stop a lesson
    with contextlib.suppress(Exception):
        warnings.warn(notice.render(), StorageWarning, stacklevel=4)


def take_notices() -> list[Notice]:
    """Returns the notices told since the last call (and forgets them): the exercise
    board adds them to its message, in its language."""
    with _guard:
        out = list(_notices)
        _notices.clear()
        return out


def _data_dir() -> Path:
    """Returns the user's Jupyter data directory."""
    try:
        from jupyter_core.paths import jupyter_data_dir
    except ImportError:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(
            os.path.expanduser("~"), ".local", "share")
        return Path(base) / "jupyter"
    return Path(jupyter_data_dir())


#: the cookie by which gotutor's Voila template names a visitor's browser
VISITOR_COOKIE = "gotutor_visitor"
_VISITOR = re.compile(r"[0-9a-f]{32}")


def visitor() -> str | None:
    """Returns the id of the visitor's browser when this kernel serves a Voila page
    (gotutor's template sets the cookie `VISITOR_COOKIE`, `gotutor.voila` passes the
    Cookie header to the kernel as HTTP_COOKIE), else None."""
    for part in os.environ.get("HTTP_COOKIE", "").split(";"):
        name, _eq, value = part.strip().partition("=")
        if name == VISITOR_COOKIE and _VISITOR.fullmatch(value):
            return value
    return None


def progress_file() -> Path | None:
    """Returns the file progress is saved in, or None when there is none (Pyodide
    without /drive: progress stays in memory). A Voila page keeps each visitor's
    progress apart (`visitor()`): in visitors/<id>/progress.json beside the file it
    would use otherwise; a Voila page
    that does not know its visitor shares one file, and says so once (a notice)."""
    override = os.environ.get("GOTUTOR_PROGRESS_FILE")
    if sys.platform == "emscripten" and not override:
        drive = Path("/drive")
        return drive / ".gotutor-progress.json" if drive.is_dir() else None
    path = Path(override) if override else _data_dir() / "gotutor" / "progress.json"
    if os.environ.get("SERVER_SOFTWARE", "").startswith("voila/"):
        who = visitor()
        if who is not None:
            return path.parent / "visitors" / who / path.name
        _tell("shared", _N(N_(
            "This page is a demonstration shared by everyone who opens it: the progress "
            "shown here is not yours alone, and others see your answers counted.")))
    return path


# ---------------------------------------------------------------------- the file
@dataclass
class _Disk:
    """What the file holds: `data` the whole of it ({} if there is none), `items` the
    entries this version can use, `unusable` the keys of the others (a newer version's
    statuses, entries of the wrong type), `resets` the reset markers; `stuck`: the file
    is damaged and could not be put aside, so nothing may be written."""

    data: dict[str, Any] = field(default_factory=dict)
    items: dict[str, dict[str, Any]] = field(default_factory=dict)
    unusable: set[str] = field(default_factory=set)
    resets: list[dict[str, Any]] = field(default_factory=list)
    stuck: bool = False


def _open(path: Path, is_locked: bool) -> _Disk:
    """Reads the progress file (cleaning up dead writers' temporary files first); a
    damaged one is put aside and counts as none. Raises OSError only from the lock."""
    safefile.clean_stale(path, _LEGACY_TEMPORARY, own=True)
    for _attempt in range(3):
        try:
            data, identity = safefile.read_json(path)
        except FileNotFoundError:
            return _Disk()
        except safefile.Damaged as damage:
            reason, identity = damage.reason, damage.identity
        else:
            if isinstance(data, dict) and isinstance(data.get("exercises", {}), dict):
                return _parse(data)
            reason = "not a progress file"
        aside = _put_aside(path, identity, is_locked)
        if aside is False:
            return _Disk(stuck=True)
        if aside is not None:
            # Translators: {reason} is a technical reason in English (from the system or
            # the JSON reader), shown as it is; {file} is a path.
            _tell(f"aside:{aside}", _N(N_(
                "Your saved progress could not be read ({reason}), so the file was put "
                "aside as {file} (nothing in it is deleted) and a new one is started."),
                reason=reason, file=str(aside)))
            return _Disk()
        # another kernel put it aside or replaced it meanwhile: read the new one
    return _Disk()


def _put_aside(path: Path, identity: tuple | None, is_locked: bool) -> Path | bool | None:
    """Renames the damaged file; returns its new path, None if it is gone already,
    False if it cannot be renamed (then it is left as it is, told once)."""
    try:
        if is_locked:
            return safefile.put_aside(path, identity)
        with safefile.locked(path):
            return safefile.put_aside(path, identity)
    except OSError:
        try:
            return safefile.put_aside(path, identity)  # no lock to be had (read-only?)
        except OSError:
            _tell(f"stuck:{path}", _N(N_(
                "Your saved progress in {file} cannot be read, and the file cannot be "
                "moved aside either: it is left as it is, and your progress is kept only "
                "until this notebook is closed or restarted."), file=str(path)))
            return False


def _parse(data: dict[str, Any]) -> _Disk:
    disk = _Disk(data=data)
    wrong = False
    for key, entry in data.get("exercises", {}).items():
        status = entry.get("status") if isinstance(entry, dict) else None
        if isinstance(status, str) and status in RANKS:
            disk.items[key] = entry
        else:
            disk.unusable.add(key)
            wrong = wrong or not isinstance(status, str)  # a string: a newer version's
    resets = data.get("resets")
    if isinstance(resets, list):
        disk.resets = [r for r in resets if isinstance(r, dict)
                       and isinstance(r.get("prefix"), str)
                       and isinstance(r.get("time"), int | float)
                       and not isinstance(r.get("time"), bool)]
    if wrong:
        _tell("wrong-type", _N(N_(
            "Some entries of your saved progress are not what gotutor expects; they are "
            "left in the file as they are and not counted.")))
    return disk


def _apply_resets(resets: list[dict[str, Any]]) -> None:
    """Drops this kernel's records made before a reset that matches them."""
    for key in list(_memory):
        made = _times.get(key, 0.0)
        if any(key.startswith(r["prefix"]) and r["time"] >= made for r in resets):
            _memory.pop(key, None)
            _times.pop(key, None)


def _rank(entry: dict[str, Any] | None) -> int:
    return RANKS[entry["status"]] if entry is not None else 0


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 \
        else None


def _run_ok(run: Any) -> bool:
    """Whether `run` (from a file) is a run this version can merge."""
    return (isinstance(run, dict) and _count(run.get("tries")) is not None
            and _count(run.get("hints")) is not None
            and isinstance(run.get("wrong", []), list)
            and all(isinstance(w, str) for w in run.get("wrong", []))
            and isinstance(run.get("at", ""), str))


def _merge_run(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """Returns run `a` raised by `b`: the larger counts, the longer list of wrong moves
    (a run's list only grows), the later time; other fields of `a` kept."""
    wrong_a, wrong_b = list(a.get("wrong", [])), list(b.get("wrong", []))
    return {**b, **a, "tries": max(a["tries"], b["tries"]),
            "hints": max(a["hints"], b["hints"]),
            "wrong": wrong_b if len(wrong_b) > len(wrong_a) else wrong_a,
            "at": max(a.get("at", ""), b.get("at", ""))}


def _combine(now: dict[str, Any] | None, mine: dict[str, Any]) -> dict[str, Any]:
    """Returns entry `now` (the file's, or None) with `mine` merged in: the better
    status (and its time), the later "last", the runs of both (a run in both raised,
    see `_merge_run`; a run of the wrong type in `now` left as it is), the newest
    `KEEP_RUNS` kept. Fields of `now` this version does not know are kept."""
    if now is None:
        return {k: (dict(v) if k == "runs" else v) for k, v in mine.items()}
    out = {**mine, **now}
    if _rank(mine) > _rank(now):
        out["status"], out["at"] = mine["status"], mine.get("at", now.get("at"))
    lasts = [x for x in (now.get("last"), now.get("at"), mine.get("last"), mine.get("at"))
             if isinstance(x, str)]
    if lasts and ("last" in now or "last" in mine):
        out["last"] = max(lasts)
    runs_now, runs_mine = now.get("runs"), mine.get("runs")
    if isinstance(runs_mine, dict) and runs_mine and (runs_now is None
                                                       or isinstance(runs_now, dict)):
        runs = dict(runs_now or {})
        added = False
        for rid, run in runs_mine.items():
            if rid not in runs:
                runs[rid] = run
                added = True
            elif _run_ok(runs[rid]):
                runs[rid] = _merge_run(runs[rid], run)
        if added and len(runs) > KEEP_RUNS:
            ok = sorted((r.get("at", ""), rid) for rid, r in runs.items() if _run_ok(r))
            for _at, rid in ok[:len(runs) - KEEP_RUNS]:
                del runs[rid]
        out["runs"] = runs
    return out


def _view(disk: _Disk) -> dict[str, dict[str, Any]]:
    out = {k: dict(v) for k, v in disk.items.items()}
    for key, entry in _memory.items():
        if key not in disk.unusable:
            out[key] = _combine(out.get(key), entry)
        elif key not in out:
            out[key] = dict(entry)
    return out


def _merge_and_write(path: Path, disk: _Disk, really_locked: bool) -> None:
    """Merges this kernel's records into the file's data and writes it if that changed
    it. Raises OSError (ValueError) if it cannot be written."""
    data = disk.data
    exercises = data.setdefault("exercises", {})
    changed = False
    for key, entry in _memory.items():
        if key in disk.unusable:
            continue  # left as it is; ours is shown from memory
        now = disk.items.get(key)
        merged = _combine(now, entry)
        if merged != now:
            exercises[key] = disk.items[key] = merged
            changed = True
    others = [saved for merge, saved in _writers if merge(data)]
    if changed or others:
        data.setdefault("version", 1)
        data.setdefault("exercises", exercises)
        safefile.write_json(path, data)
    for saved in others:
        saved(really_locked)
    if really_locked:  # on disk now, and no other writer can undo it
        for key in list(_memory):
            now = disk.items.get(key)
            if key not in disk.unusable and now is not None and _combine(
                    now, _memory[key]) == now:
                _memory.pop(key)
                _times.pop(key, None)


def _remember(key: str, status: str, run: Run | None = None) -> None:
    now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    mine: dict[str, Any] = {"status": status, "at": now}
    if run is not None:
        mine["last"] = now
        mine["runs"] = {run.id: {"tries": run.tries, "hints": run.hints,
                                 "wrong": list(run.wrong[:MAX_WRONG]), "at": now}}
    before = _memory.get(key)
    after = _combine(before, mine)
    if after != before:
        if before is not None and _rank(mine) <= _rank(before):
            after["at"] = before["at"]
        _memory[key] = after
        _times[key] = time.time()


# Translators: why progress could not be saved, shown inside a sentence ("Your progress
# could not be saved in {file}: the disk is full.")
_REASONS = {
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EACCES: N_("gotutor may not write there"),
    errno.EPERM: N_("gotutor may not write there"),
}
if hasattr(errno, "EDQUOT"):
    _REASONS[errno.EDQUOT] = _REASONS[errno.ENOSPC]


def _unsaved(error: BaseException, path: Path) -> None:
    if isinstance(error, TimeoutError):
        reason = N_("another open notebook kept the file locked")
    else:
        reason = _REASONS.get(getattr(error, "errno", None) or -1,
                              N_("the file could not be written"))
    # Translators: {reason} is one of the short reasons above ("the disk is full"...),
    # translated; {file} is a path.
    _tell("unsaved", _N(N_(
        "Your progress could not be saved in {file}: {reason}. It is kept until this "
        "notebook is closed or restarted, and gotutor tries again with your next answer."),
        file=str(path), reason=Notice(reason)))


def _say_memory_only() -> None:
    _tell("memory-only", _N(N_(
        "Your progress is kept only while this page is open: there is no place here to "
        "save it.")))


# ---------------------------------------------------------------------- the API
def load() -> dict[str, dict[str, Any]]:
    """Returns every saved exercise this version can read, with what this kernel
    recorded but could not save: {key: {"status": ..., "at": ...}}. Never raises."""
    with _guard:
        path = progress_file()
        disk = _Disk()
        if path is not None:
            try:
                disk = _open(path, is_locked=False)
            except Exception:  # reading must never stop a lesson
                disk = _Disk()
        _apply_resets(disk.resets)
        return _view(disk)


def add_writer(merge: Callable[[dict[str, Any]], bool], saved: Callable[[bool], None]
               ) -> None:
    """Adds a record kept in the progress file beside the exercises (the review queue):
    at every write, under the file's lock, `merge(data)` applies that record's unsaved
    changes to the file's whole data and returns True if it had any; once the file is
    written, `saved(really_locked)` is called (really_locked: no other writer can undo
    the write, so the changes may be forgotten). So a change that could not be written
    is written with the next write of any of them."""
    with _guard:
        _writers.append((merge, saved))


def flush() -> None:
    """Writes what this kernel recorded and could not save yet, and the unsaved changes
    of the records added with `add_writer`, under the file's lock (a damaged file is put
    aside first). Never raises: a file that cannot be written keeps them in memory and
    the student is told once."""
    with _guard:
        path = progress_file()
        if path is None:
            _say_memory_only()
            return
        try:
            with safefile.locked(path) as really_locked:
                disk = _open(path, is_locked=True)
                _apply_resets(disk.resets)
                if not disk.stuck:
                    _merge_and_write(path, disk, really_locked)
        except Exception as error:  # a lesson must go on
            _unsaved(error, path)


def status_of(key: str) -> str:
    """Returns the saved status of exercise `key`: "solved", "seen", "tried" or
    "not tried"."""
    return load().get(key, {}).get("status", "not tried")


def statuses(keys: list[str]) -> list[str]:
    """Returns the saved status of each of `keys` (one read of the file)."""
    items = load()
    return [items.get(k, {}).get("status", "not tried") for k in keys]


def record(key: str, status: str, run: Run | None = None) -> str:
    """Saves `status` for exercise `key` unless a better one is saved already, and what
    board `run` counted (its tries, hints and wrong first moves so far); returns the
    status in effect. Raises GoError for an unknown status, a key that is no non-empty
    string or a bad run, and nothing else: a file that cannot be written keeps the
    record in memory (the student is told once) and it is written with a later one."""
    if status not in RANKS:
        raise GoError(f"unknown progress status {status!r}; one of {', '.join(RANKS)}")
    if not isinstance(key, str) or not key:
        raise GoError(f"a progress key is a non-empty string, not {key!r}")
    if run is not None:
        if not isinstance(run, Run):
            raise GoError(f"a run is a gotutor.progress.Run, not {type(run).__name__}")
        run.check()
    with _guard:
        path = progress_file()
        if path is None:
            _remember(key, status, run)
            _say_memory_only()
            return _memory[key]["status"]
        try:
            with safefile.locked(path) as really_locked:
                disk = _open(path, is_locked=True)
                _apply_resets(disk.resets)
                _remember(key, status, run)
                if not disk.stuck:
                    _merge_and_write(path, disk, really_locked)
                return _view(disk).get(key, {"status": status})["status"]
        except Exception as error:  # a lesson must go on
            _remember(key, status, run)
            _unsaved(error, path)
            return _memory.get(key, {"status": status})["status"]


def summary(entry: dict[str, Any]) -> dict[str, Any]:
    """Returns what an entry of `load()` (or of a hand-in) says, added up over its runs:
    {"status", "tries", "hints", "wrong": [first moves, in order], "last": time or ""}.
    Runs of the wrong type are not counted. Raises GoError if `entry` is no dict."""
    if not isinstance(entry, dict):
        raise GoError(f"a progress entry is a dict, not {type(entry).__name__}")
    status = entry.get("status")
    tries = hints = 0
    wrong: list[str] = []
    runs = entry.get("runs")
    last = entry.get("last") if isinstance(entry.get("last"), str) else entry.get("at")
    if isinstance(runs, dict):
        for _at, run in sorted(((r.get("at", ""), r) for r in runs.values() if _run_ok(r)),
                               key=lambda x: x[0]):
            tries += run["tries"]
            hints += run["hints"]
            wrong.extend(run.get("wrong", [])[:MAX_WRONG])
    return {"status": status if status in RANKS else "not tried", "tries": tries,
            "hints": hints, "wrong": wrong, "last": last if isinstance(last, str) else ""}


def reset(prefix: str | None = None) -> int:
    """Forgets the saved progress (of the keys starting with `prefix`, e.g.
    "liberties:", or all), here and, through a marker in the file, in the records other
    kernels have not saved yet; returns how many exercises were forgotten. Raises
    OSError if the file cannot be written (a damaged file is put aside first)."""

    def matches(key: str) -> bool:
        return prefix is None or key.startswith(prefix)

    with _guard:
        gone = {k for k in _memory if matches(k)}
        for key in gone:
            _memory.pop(key, None)
            _times.pop(key, None)
        path = progress_file()
        if path is None:
            return len(gone)
        with safefile.locked(path):
            disk = _open(path, is_locked=True)
            if disk.stuck:
                raise OSError(errno.EIO, f"{path} is damaged and cannot be moved aside")
            data = disk.data
            exercises = data.setdefault("exercises", {})
            for key in [k for k in exercises if matches(k)]:
                del exercises[key]
                gone.add(key)
            resets = data.get("resets")
            resets = list(resets) if isinstance(resets, list) else []
            resets.append({"prefix": prefix or "", "time": time.time()})
            data["resets"] = resets[-KEEP_RESETS:]
            data.setdefault("version", 1)
            safefile.write_json(path, data)
        return len(gone)
