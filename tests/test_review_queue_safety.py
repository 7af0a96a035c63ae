"""Data safety of the review queue (gotutor.leitner) and of files reached through a
symbolic link (gotutor.safefile): a miss that cannot be written is told and written
with the next write of progress; a damaged file is put aside before the queue writes;
kernels missing one problem at once count every miss; a progress file that is a link
keeps being the link, and its target gets every write."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
from stores import fresh_store

from gotutor import leitner, progress, safefile
from gotutor.errors import StorageWarning

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh progress file (not created yet) and a fresh kernel's memory."""
    path = tmp_path / "data" / "progress.json"
    path.parent.mkdir()
    return fresh_store(path, monkeypatch)


def fresh_kernel_queue(path: Path) -> dict:
    """The queue as a new kernel reads it from `path`."""
    code = "import json; from gotutor import leitner; print(json.dumps(leitner.entries()))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True,
                         env={**os.environ, "GOTUTOR_PROGRESS_FILE": str(path),
                              "PYTHONPATH": str(ROOT)})
    return json.loads(out.stdout)


def _raiser(code: int):
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(code, os.strerror(code))
    return fail


@pytest.mark.parametrize(("target", "code", "words"), [
    ("write", errno.EROFS, "read-only"),
    ("replace", errno.ENOSPC, "full"),
])
def test_a_miss_the_disk_refuses_is_told_and_written_with_the_next_solve(
        store: Path, monkeypatch: pytest.MonkeyPatch, target: str, code: int,
        words: str) -> None:
    progress.record("before:1", "solved")
    with monkeypatch.context() as fault, warnings.catch_warnings(record=True) as caught:
        fault.setattr(safefile.os, target, _raiser(code))
        warnings.simplefilter("always")
        leitner.missed("drill:liberties:1:17:0", on="2026-12-07")
        assert "drill:liberties:1:17:0" in leitner.entries()  # this kernel still sees it
    told = [str(w.message) for w in caught if issubclass(w.category, StorageWarning)]
    assert len(told) == 1 and words in told[0], told
    assert any(words in n.render("en") for n in progress.take_notices())
    assert fresh_kernel_queue(store) == {}  # not on disk yet
    progress.record("after:1", "solved")  # the disk is back: the next solve writes it
    queue = fresh_kernel_queue(store)
    assert queue == {"drill:liberties:1:17:0": {"box": 1, "due": "2026-12-08", "misses": 1}}
    assert leitner._pending == []


def test_a_damaged_file_is_put_aside_before_the_first_miss_is_written(store: Path) -> None:
    damaged = b'{"version": 1, "exercises": {"a": {"status": "sol'
    store.write_bytes(damaged)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        leitner.missed("drill:atari:1:3:4", on="2026-12-07")
    told = [str(w.message) for w in caught if issubclass(w.category, StorageWarning)]
    assert len(told) == 1 and "put aside" in told[0], told
    aside = [p for p in store.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    assert set(fresh_kernel_queue(store)) == {"drill:atari:1:3:4"}


MISSER = """
import sys
from gotutor import leitner
for i in range(int(sys.argv[1])):
    leitner.missed("shared:k", on="2026-12-07")
    leitner.missed(f"own:{sys.argv[2]}:{i}", on="2026-12-07")
"""


def test_four_kernels_missing_one_problem_count_every_miss(store: Path) -> None:
    env = {**os.environ, "GOTUTOR_PROGRESS_FILE": str(store), "PYTHONPATH": str(ROOT)}
    procs = [subprocess.Popen([sys.executable, "-c", MISSER, "40", str(w)], env=env)
             for w in range(4)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0, 0]
    queue = leitner.entries()
    assert queue["shared:k"]["misses"] == 160  # the entry was read before the lock: 208/400
    assert len([k for k in queue if k.startswith("own:")]) == 160


def test_a_progress_file_that_is_a_link_stays_a_link(store: Path, tmp_path: Path) -> None:
    synced = tmp_path / "synced" / "progress.json"
    synced.parent.mkdir()
    synced.write_text(json.dumps({"version": 1, "exercises": {
        "a:1": {"status": "solved", "at": "2026-12-01T09:30:00Z"}}}))
    store.symlink_to(synced)
    progress.record("b:1", "solved")
    leitner.missed("drill:ladder:2:5:1", on="2026-12-07")
    progress.record("c:1", "seen")
    assert store.is_symlink() and store.resolve() == synced.resolve()
    on_disk = json.loads(synced.read_text())
    assert set(on_disk["exercises"]) == {"a:1", "b:1", "c:1"}
    assert set(on_disk["review"]) == {"drill:ladder:2:5:1"}
    for folder in (store.parent, synced.parent):
        assert not [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_without_locks_a_queue_change_is_merged_again_but_counted_once(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from contextlib import contextmanager

    @contextmanager
    def no_lock(path: Path, timeout: float | None = None):
        yield False  # Pyodide's /drive: no lock to be had

    monkeypatch.setattr(safefile, "locked", no_lock)
    leitner.missed("k:1", on="2026-12-07")
    progress.record("x:1", "solved")
    progress.record("x:2", "solved")
    queue = json.loads(store.read_text())["review"]
    assert queue == {"k:1": {"box": 1, "due": "2026-12-08", "misses": 1}}
    # another tab writes over the file: this kernel's entry comes back with its next write
    data = json.loads(store.read_text())
    data["review"] = {}
    store.write_text(json.dumps(data))
    progress.record("x:3", "solved")
    assert json.loads(store.read_text())["review"] == queue


def test_a_drill_miss_the_disk_refuses_is_said_on_the_drill_board(
        store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A drill's problem has no progress key: its miss goes only to the review queue.
    When the disk refuses it, the drill's own feedback says so, in the board's language."""
    from gotutor.drills import Drill, DrillSession
    from gotutor.i18n import _

    session = DrillSession(Drill("liberties", 1, 17), language="pl")
    with monkeypatch.context() as fault, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        fault.setattr(safefile.os, "write", _raiser(errno.EROFS))
        feedback = session.answer(99)
    assert feedback.kind != "solved"
    assert _("the disk is read-only", "pl") in feedback.message
    assert set(leitner.entries()) == {session.problem.drill.key}
