"""The review queue: the problems a student missed come back, spaced out (Leitner boxes).

Kept in the progress file (`gotutor.progress.progress_file()`), under its own top-level
key, written the way `gotutor.progress` writes (under the file's lock, read, merged,
replaced atomically with `gotutor.safefile`); every other key of the file is kept as it
is, and `gotutor.progress` keeps this one:

    "review": {"liberties:1a2b3c4d": {"box": 1, "due": "2026-12-02", "misses": 1},
               "drill:atari:2:17:5": {"box": 3, "due": "2026-12-05", "misses": 2},
               "game:0123abcd4567ef89": {"box": 1, "due": "2026-12-02", "misses": 1,
                                         "problem": {...}}}

A key is a lesson exercise's progress key (see `gotutor.lessons.exercise_key`) or a
drill problem's ("drill:<concept>:<level>:<seed>:<index>", regenerated when due), or a
mistake of a reviewed game's ("game:<hash>", rebuilt from the position kept in the
entry's "problem", see `gotutor.gamereview.practice`).

The boxes: a missed problem (a wrong answer, or the solution shown) goes to box 1, due
the next day. Solved at its review without a mistake or a hint, it moves up one box and
comes back after `INTERVALS[box - 1]` days (1, 2, 4, 8, 16); solved from the last box, it
leaves the queue. Missed again, it goes back to box 1. Days are the student's local
calendar days. Standard library only; a file that cannot be written keeps the queue in
memory for the session (told once, as `gotutor.progress` tells it).
"""

from __future__ import annotations

import datetime as _dt
import threading
from pathlib import Path
from typing import Any

from . import progress as _progress
from . import safefile

__all__ = ["INTERVALS", "count_due", "due", "entries", "missed", "passed", "reset", "today"]

#: days until the next review, per box (box 1 first)
INTERVALS = (1, 2, 4, 8, 16)

_KEY = "review"
_guard = threading.RLock()
# this kernel's entries not yet known to be on disk: {key: entry or None (removed)}
_memory: dict[str, dict[str, Any] | None] = {}


def today() -> _dt.date:
    """Returns the student's calendar day."""
    return _dt.date.today()


def _day(when: _dt.date | str | None) -> _dt.date:
    if when is None:
        return today()
    if isinstance(when, str):
        return _dt.date.fromisoformat(when)
    return when


def _valid(entry: Any) -> bool:
    if not isinstance(entry, dict):
        return False
    box, due_on = entry.get("box"), entry.get("due")
    if not isinstance(box, int) or isinstance(box, bool) or not isinstance(due_on, str):
        return False
    try:
        _dt.date.fromisoformat(due_on)
    except ValueError:
        return False
    return True


def _read(path: Path | None) -> dict[str, Any]:
    """The file's data ({} for none or a damaged one: gotutor.progress puts that aside)."""
    if path is None:
        return {}
    try:
        data, _identity = safefile.read_json(path)
    except (FileNotFoundError, safefile.Damaged, OSError):
        return {}
    return data if isinstance(data, dict) else {}


def entries() -> dict[str, dict[str, Any]]:
    """Returns the queue: {key: {"box", "due", "misses"}}, what this kernel could not
    save included. Never raises."""
    with _guard:
        stored = _read(_progress.progress_file()).get(_KEY)
        out = {k: dict(v) for k, v in (stored.items() if isinstance(stored, dict) else ())
               if isinstance(k, str) and _valid(v)}
        for key, entry in _memory.items():
            if entry is None:
                out.pop(key, None)
            else:
                out[key] = dict(entry)
        return out


def _change(key: str, update: Any) -> None:
    """Applies `update(entry or None) -> entry or None` to `key`, in the file (under its
    lock, merged) or, if it cannot be written, in memory."""
    if not isinstance(key, str) or not key:
        raise ValueError(f"a review key is a non-empty string, not {key!r}")
    with _guard:
        current = entries().get(key)
        new = update(current)
        _memory[key] = new
        path = _progress.progress_file()
        if path is None:
            return
        try:
            with safefile.locked(path) as really_locked:
                try:
                    data, _identity = safefile.read_json(path)
                except FileNotFoundError:
                    data = {}
                if not isinstance(data, dict):
                    return  # damaged: gotutor.progress puts it aside; kept in memory
                queue = data.get(_KEY)
                if not isinstance(queue, dict):
                    queue = data[_KEY] = {}
                for k, entry in list(_memory.items()):
                    if entry is None:
                        queue.pop(k, None)
                    else:
                        queue[k] = {**(queue.get(k) if isinstance(queue.get(k), dict)
                                       else {}), **entry}
                data.setdefault("version", 1)
                data.setdefault("exercises", {})
                safefile.write_json(path, data)
                if really_locked:
                    _memory.clear()
        except (OSError, safefile.Damaged, TimeoutError, ValueError):
            return  # kept in memory, written with the next change


def missed(key: str, on: _dt.date | str | None = None,
           problem: dict[str, Any] | None = None) -> None:
    """Puts problem `key` in box 1, due the day after `on` (today). `problem`: what
    rebuilds the problem when the key alone cannot (a game's mistake, see
    `gotutor.gamereview.practice`), kept with the entry (an entry keeps the one it has
    when none is given). Raises ValueError for a key that is no non-empty string."""
    day = _day(on)

    def update(entry: dict[str, Any] | None) -> dict[str, Any]:
        misses = (entry or {}).get("misses", 0)
        misses = misses + 1 if isinstance(misses, int) else 1
        new = {"box": 1, "due": (day + _dt.timedelta(days=INTERVALS[0])).isoformat(),
               "misses": misses}
        kept = problem if problem is not None else (entry or {}).get("problem")
        if kept is not None:
            new["problem"] = kept
        return new

    _change(key, update)


def passed(key: str, on: _dt.date | str | None = None) -> None:
    """Problem `key` was solved at its review without a mistake: it moves up a box (due
    later), or leaves the queue from the last box. Nothing happens for a key that is
    not in the queue, or not due yet (solving it early does not count twice)."""
    day = _day(on)
    entry = entries().get(key)
    if entry is None or _dt.date.fromisoformat(entry["due"]) > day:
        return

    def update(entry: dict[str, Any] | None) -> dict[str, Any] | None:
        if entry is None:
            return None
        box = entry["box"] + 1
        if box > len(INTERVALS):
            return None
        return {**entry, "box": box,
                "due": (day + _dt.timedelta(days=INTERVALS[box - 1])).isoformat()}

    _change(key, update)


def due(on: _dt.date | str | None = None) -> list[str]:
    """Returns the keys due for review on `on` (today), the longest waiting first."""
    day = _day(on).isoformat()
    items = entries()
    return sorted((k for k, e in items.items() if e["due"] <= day),
                  key=lambda k: (items[k]["due"], items[k]["box"], k))


def count_due(on: _dt.date | str | None = None) -> int:
    """Returns how many problems are due for review on `on` (today)."""
    return len(due(on))


def reset() -> None:
    """Empties the review queue (for a teacher). Raises nothing."""
    for key in list(entries()):
        _change(key, lambda entry: None)
