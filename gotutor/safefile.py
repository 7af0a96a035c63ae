"""Small JSON files that several kernels share: a lock, atomic fsynced writes, damaged
files put aside (never written over), temporary files of dead writers cleaned up.

Used by `gotutor.progress` (progress.json) and `gotutor.i18n.preference`
(settings.json). Standard library only, so it works in any Python, Pyodide included.

- `locked(path)` holds an exclusive lock on `<path>.lock` (fcntl.flock on POSIX,
  msvcrt.locking on Windows) and says whether a real lock is held: Pyodide and file
  systems without locks have none, and then the callers merge instead of trusting it.
- `read_json(path)` returns the data (and the file's identity), or raises `Damaged`
  (not UTF-8, not JSON, nested deeper than `MAX_DEPTH`, unreadable: json.loads'
  RecursionError included) or FileNotFoundError.
- `put_aside(path, identity)` renames a damaged file to `<name>.damaged-<UTC time>`,
  if it is still the file that was read, and returns the new path.
- `write_json(path, data)` (and `write_bytes`) writes a temporary file in the same folder
  (`.<name>.<host>.<pid>.<random>.tmp`), fsyncs it, replaces `path` with it and fsyncs
  the folder where the platform can.
- `clean_stale(path)` removes the temporary files of writers that died before their
  replace: this host's with a pid that is no longer alive, and any older than
  `STALE_AFTER` seconds; a live writer's file is left alone.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import secrets
import socket
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

__all__ = ["LOCK_TIMEOUT", "MAX_DEPTH", "STALE_AFTER", "Damaged", "clean_stale",
           "locked", "put_aside", "read_json", "write_bytes", "write_json"]

#: Seconds to wait for another process's lock before giving up (an OSError).
LOCK_TIMEOUT = 10.0

#: A temporary file older than this many seconds is a dead writer's, whatever its pid.
STALE_AFTER = 600.0

#: The deepest nesting of lists and objects a file may have (ours have three levels).
MAX_DEPTH = 32

# errno values that mean "this file system has no locks", not "someone holds it"
_NO_LOCKS = {getattr(errno, name) for name in ("ENOLCK", "EOPNOTSUPP", "ENOTSUP", "ENOSYS",
                                               "EINVAL") if hasattr(errno, name)}


class Damaged(Exception):
    """A file that exists but cannot be read as JSON data. `reason` says why;
    `identity` tells the file apart from a later one at the same path (or is None)."""

    def __init__(self, reason: str, identity: tuple | None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.identity = identity


def _host() -> str:
    try:
        name = socket.gethostname()
    except Exception:  # Pyodide and other odd platforms
        name = ""
    return re.sub(r"[^A-Za-z0-9-]", "-", name)[:40] or "host"


def _identity(st: os.stat_result) -> tuple:
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


@contextlib.contextmanager
def locked(path: Path, timeout: float | None = None) -> Iterator[bool]:
    """Holds an exclusive lock on `<path>.lock` (created if need be) while the block
    runs; yields True, or False if the platform or file system has no locks (Pyodide,
    some network file systems): the block then runs unlocked. Raises OSError if the
    lock file cannot be created (a read-only disk, no permission), TimeoutError (an
    OSError) if another process holds the lock for more than `timeout` seconds
    (None: LOCK_TIMEOUT)."""
    if sys.platform == "emscripten":  # flock is a no-op there: say so
        yield False
        return
    try:
        import fcntl
    except ImportError:
        fcntl = None  # type: ignore[assignment]
    try:
        import msvcrt
    except ImportError:
        msvcrt = None  # type: ignore[assignment]
    if fcntl is None and msvcrt is None:
        yield False
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(f"{path}.lock", os.O_RDWR | os.O_CREAT, 0o666)
    except PermissionError:  # another user's lock file: a read-only descriptor locks too
        fd = os.open(f"{path}.lock", os.O_RDONLY)
    held = False
    try:
        deadline = time.monotonic() + (LOCK_TIMEOUT if timeout is None else timeout)
        while True:
            try:
                if fcntl is not None:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                else:
                    msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[union-attr]
                held = True
                break
            except OSError as error:
                if error.errno in _NO_LOCKS:
                    break
                if error.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK,
                                       errno.EDEADLK):
                    raise
                if time.monotonic() > deadline:
                    raise TimeoutError(errno.ETIMEDOUT,
                                       f"{path}.lock is held by another process") from None
                time.sleep(0.002)
        yield held
    finally:
        if held:
            with contextlib.suppress(OSError):
                if fcntl is not None:
                    fcntl.flock(fd, fcntl.LOCK_UN)
                else:
                    os.lseek(fd, 0, os.SEEK_SET)
                    msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[union-attr]
        os.close(fd)


def _depth(data: Any) -> int:
    """Returns how deeply lists and objects nest in `data` (0 for a plain value),
    without recursion."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, level + 1) for child in children)
    return deepest


def read_json(path: Path) -> tuple[Any, tuple]:
    """Returns the JSON data in `path` and the file's identity (for `put_aside`).
    Raises FileNotFoundError if there is no file, Damaged if there is one that cannot be
    read, is not UTF-8 JSON, or nests deeper than MAX_DEPTH (json.loads' RecursionError
    on very deep input counts as that)."""
    try:
        with open(path, "rb") as stream:
            identity = _identity(os.fstat(stream.fileno()))
            raw = stream.read()
    except FileNotFoundError:
        raise
    except OSError as error:  # no permission, a folder in its place, an I/O error
        try:
            identity = _identity(os.stat(path))
        except FileNotFoundError:
            raise error from None
        except OSError:
            identity = None
        raise Damaged(error.strerror or str(error), identity) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise Damaged("not UTF-8 text", identity) from None
    except RecursionError:
        raise Damaged("nested too deeply", identity) from None
    except ValueError as error:
        raise Damaged(f"not JSON ({error})", identity) from None
    if _depth(data) > MAX_DEPTH:
        raise Damaged("nested too deeply", identity)
    return data, identity


def put_aside(path: Path, identity: tuple | None) -> Path | None:
    """Renames the damaged file `path` to `<name>.damaged-<UTC time>` (never over another
    file) and returns the new path; returns None if `path` is no longer the file that
    was read (`identity`: another process put it aside or replaced it already). Call it
    under `locked(path)`. Raises OSError if it cannot be renamed."""
    try:
        now = _identity(os.stat(path))
    except FileNotFoundError:
        return None
    if identity is not None and now != identity:
        return None
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    for n in range(1000):
        target = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n else ""))
        if not os.path.lexists(target):
            os.rename(path, target)
            return target
    raise FileExistsError(errno.EEXIST, f"too many damaged copies of {path}")


def _fsync_folder(folder: Path) -> None:
    """Makes a rename in `folder` durable where the platform allows it (not Windows)."""
    if os.name == "nt" or sys.platform == "emscripten":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_json(path: Path, data: Any) -> None:
    """Replaces `path` atomically with `data` as JSON (see `write_bytes`). Raises OSError
    (a read-only or full disk, no permission), TypeError if `data` is no JSON data."""
    # ensure_ascii: a lone surrogate read from a file is written back as it was read;
    # NaN and Infinity, which json.loads accepts, are written back too
    text = json.dumps(data, indent=1, sort_keys=True, ensure_ascii=True) + "\n"
    write_bytes(path, text.encode("ascii"))


def write_bytes(path: Path, raw: bytes) -> None:
    """Replaces `path` atomically with `raw`: a uniquely named temporary file in the same
    folder, written and fsynced, then `os.replace`, then the folder fsynced. Leaves no
    temporary file behind when it fails. Raises OSError (a read-only or full disk, no
    permission). A `path` that is a symbolic link stays one: its target is replaced (a
    progress file linked into a synced folder keeps being written there)."""
    if os.path.islink(path):
        path = Path(os.path.realpath(path))
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    tmp = folder / f".{path.name}.{_host()}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                 0o666)
    try:
        try:
            view = memoryview(raw)
            while view:
                view = view[os.write(fd, view):]
            if sys.platform != "emscripten":
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(folder)


def _alive(pid: int) -> bool:
    """True if process `pid` of this host may still be running."""
    if pid == os.getpid():
        return True
    # os.kill would end the process on Windows; Pyodide has no processes (every kernel
    # has one pid): trust the age only
    if os.name == "nt" or sys.platform == "emscripten" or not hasattr(os, "kill"):
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: another user's live process
        return True
    return True


def clean_stale(path: Path, legacy: tuple[str, ...] = (), own: bool = False) -> list[Path]:
    """Removes the temporary files `write_json` left beside `path` when its writer died
    before the replace (kill -9, a power cut): this host's files whose pid is not
    alive, and every one older than STALE_AFTER seconds; also files matching one of
    the `legacy` patterns (regular expressions of names older versions used) older
    than that. `own`: the caller is sure this process is not writing `path` right now,
    so files with this process's pid are stale too (a container restarted with the same
    pid). Returns the files removed; never raises."""
    removed: list[Path] = []
    ours = re.compile(r"\." + re.escape(path.name) + r"\.([A-Za-z0-9-]+)\.(\d+)\.[0-9a-f]+\.tmp")
    old = [re.compile(p) for p in legacy]
    host = _host()
    try:
        names = os.listdir(path.parent)
    except OSError:
        return removed
    now = time.time()
    for name in names:
        match = ours.fullmatch(name)
        if match is None and not any(p.fullmatch(name) for p in old):
            continue
        candidate = path.parent / name
        try:
            age = now - os.lstat(candidate).st_mtime
        except OSError:
            continue
        pid = int(match.group(2)) if match is not None else -1
        dead = match is not None and match.group(1) == host and (
            (own and pid == os.getpid() and sys.platform != "emscripten")
            or not _alive(pid))
        if dead or age > STALE_AFTER:
            with contextlib.suppress(OSError):
                os.unlink(candidate)
                removed.append(candidate)
    return removed
