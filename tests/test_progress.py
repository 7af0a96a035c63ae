"""Saved progress (gotutor.progress): a JSON file that survives the kernel, written
atomically, read by any later process; the lessons' counts and the teacher's reset."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gotutor import progress
from gotutor.errors import GoError, StorageWarning
from gotutor.lessons import lesson, reset_progress
from gotutor.lessons import progress as course_progress

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "sub" / "progress.json"
    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(path))
    # each test is a fresh kernel: nothing recorded in memory, nothing told yet
    monkeypatch.setattr(progress, "_memory", {})
    monkeypatch.setattr(progress, "_times", {})
    monkeypatch.setattr(progress, "_told", set())
    monkeypatch.setattr(progress, "_notices", [])
    return path


def run(code: str, path: Path) -> str:
    env = {**os.environ, "GOTUTOR_PROGRESS_FILE": str(path), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=120, check=True)
    return out.stdout.strip()


def test_a_solved_exercise_is_still_solved_in_another_process(store: Path) -> None:
    # one process: a student solves exercise 1 of lesson 1 and sees the solution of 2
    run("""
from gotutor.lessons import lesson
L = lesson(1)
s = L.problem(1).session()
assert s.submit(L.problem(1).solution()).kind == "solved"
s = L.problem(2).session()
s.answer("99")
s.show_solution()
""", store)
    data = json.loads(store.read_text())
    assert data["version"] == 1
    assert data["exercises"][lesson(1).key(1)]["status"] == "solved"
    # another process, as after a kernel restart or the next day
    out = run("""
from gotutor.lessons import lesson
p = lesson(1).progress("en")
print(p.solved, p.seen, p.total, str(p))
""", store)
    total = len(lesson(1))
    assert out == f"1 1 {total} 1 of {total} solved, 1 seen"


def test_status_only_improves_and_reset_forgets(store: Path) -> None:
    assert progress.status_of("a:1") == "not tried"
    assert progress.record("a:1", "tried") == "tried"
    assert progress.record("a:1", "solved") == "solved"
    assert progress.record("a:1", "seen") == "solved"  # a later look does not undo it
    progress.record("b:1", "seen")
    assert progress.statuses(["a:1", "b:1", "c:1"]) == ["solved", "seen", "not tried"]
    assert progress.reset("a:") == 1
    assert progress.status_of("a:1") == "not tried" and progress.status_of("b:1") == "seen"
    assert progress.reset() == 1 and progress.load() == {}
    # written atomically: no temporary file is left beside it (only the lock file)
    assert sorted(p.name for p in store.parent.iterdir()) == ["progress.json",
                                                               "progress.json.lock"]


def test_bad_input_raises_and_a_broken_file_is_put_aside(store: Path) -> None:
    with pytest.raises(GoError):
        progress.record("a:1", "great")
    with pytest.raises(GoError):
        progress.record("", "solved")
    store.parent.mkdir(parents=True)
    store.write_text("{not json")
    with pytest.warns(StorageWarning, match="put aside"):
        assert progress.load() == {}
    progress.record("a:1", "solved")  # a new file is started beside the damaged one
    assert json.loads(store.read_text())["exercises"]["a:1"]["status"] == "solved"
    [aside] = store.parent.glob("progress.json.damaged-*")
    assert aside.read_text() == "{not json"


def test_the_default_file_is_in_the_jupyter_data_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOTUTOR_PROGRESS_FILE", raising=False)
    from jupyter_core.paths import jupyter_data_dir

    assert progress.progress_file() == Path(jupyter_data_dir()) / "gotutor" / "progress.json"


def test_pyodide_without_drive_keeps_progress_in_memory_and_says_so(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("GOTUTOR_PROGRESS_FILE", raising=False)
    monkeypatch.setattr(progress.sys, "platform", "emscripten")
    monkeypatch.setattr(progress, "_memory", {})
    monkeypatch.setattr(progress, "_told", set())
    real = Path.is_dir
    monkeypatch.setattr(Path, "is_dir", lambda self: False if str(self) == "/drive"
                        else real(self))
    assert progress.progress_file() is None
    with pytest.warns(UserWarning, match="only while this page is open"):
        progress.record("x:1", "solved")
    progress.record("x:2", "solved")  # said once only (a second warning would fail below)
    assert progress.statuses(["x:1", "x:2"]) == ["solved", "solved"]
    monkeypatch.setattr(Path, "is_dir", lambda self: True if str(self) == "/drive"
                        else real(self))
    assert progress.progress_file() == Path("/drive/.gotutor-progress.json")


def test_exercise_keys_are_stable_and_distinct() -> None:
    keys = [L.key(n) for L in __import__("gotutor.lessons").lessons.LESSONS
            for n in range(1, len(L) + 1)]
    assert len(set(keys)) == len(keys)
    assert lesson(1).key(1).startswith("liberties:")
    assert lesson(1).key(1) == lesson(1).key(1)


def test_course_progress_html_in_the_students_language(store: Path) -> None:
    L = lesson(2)
    s = L.problem(1).session()
    s.submit(L.problem(1).solution())
    p = L.progress("pl")
    assert p.as_dict()["solved"] == 1 and p.total == len(L)
    html = p._repr_html_()
    assert 'lang="pl"' in html and str(p) in html and "1 z" in str(p)
    assert course_progress("en").solved == 1
    assert reset_progress(2) == 1 and L.progress().solved == 0
    with pytest.raises(GoError):
        reset_progress("no-such-lesson")


def test_building_an_exercise_saves_nothing(store: Path) -> None:
    # a move problem solves itself when it is built (to check it has a solution):
    # that is no student's work
    for n in range(1, len(lesson(3)) + 1):
        lesson(3).problem(n)
    lesson(3).problems()
    assert progress.load() == {}
    assert lesson(3).progress().solved == 0
