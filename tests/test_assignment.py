"""Homework: an assignment file, the student's progress against it, the class's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from classgen import hand_in

from gotutor import progress
from gotutor.assignment import Assignment, AssignmentError, DrillTask, homework
from gotutor.lessons import lesson
from gotutor.widget.classroom import ClassView

WEEK = Assignment("Week 3", "2026-12-14", lessons=(2,), exercises=("5.1",),
                  drills=(DrillTask("liberties", 2, "week3", 4),))


def test_an_assignment_file_reads_back_the_same(tmp_path: Path) -> None:
    path = WEEK.save(tmp_path / "assignment.json")
    assert Assignment.load(path) == WEEK
    keys = WEEK.progress_keys()
    assert len(keys) == len(lesson(2).exercises_list) + 1 + 4
    assert lesson(5).key(1) in keys and "drill:liberties:2:week3:3:v2" in keys


@pytest.mark.parametrize("make", [
    lambda: Assignment("", "2026-12-14", lessons=(2,)),
    lambda: Assignment("x", "14.12.2026", lessons=(2,)),
    lambda: Assignment("x", "2026-12-14", lessons=(99,)),
    lambda: Assignment("x", "2026-12-14", exercises=("2.99",)),
    lambda: Assignment("x", "2026-12-14", drills=(DrillTask("nonsense", 1, "a"),)),
    lambda: Assignment("x", "2026-12-14", drills=(DrillTask("liberties", 9, "a"),)),
    lambda: Assignment("x", "2026-12-14"),
])
def test_a_bad_assignment_is_refused(make) -> None:
    with pytest.raises(AssignmentError):
        make()


def test_a_damaged_assignment_file_is_refused(tmp_path: Path) -> None:
    for text in ("{", json.dumps({"format": "gotutor-assignment", "version": 1}), "[]"):
        (tmp_path / "a.json").write_text(text)
        with pytest.raises(AssignmentError):
            Assignment.load(tmp_path / "a.json")


def test_the_student_sees_their_progress_against_the_homework(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(tmp_path / "progress.json"))
    monkeypatch.setattr(progress, "_memory", {})
    monkeypatch.setattr(progress, "_times", {})
    monkeypatch.setenv("GOTUTOR_CLASS_DIR", str(tmp_path))
    assert str(homework(language="en")) == "No homework is set."
    WEEK.save(tmp_path / "assignment.json")
    progress.record(lesson(5).key(1), "solved")
    progress.record("drill:liberties:2:week3:0:v2", "solved")
    progress.record(lesson(2).key(1), "seen")
    shown = homework(language="en")
    assert f"Solved 2 of {len(WEEK.progress_keys())}" in str(shown)
    assert [(s, n) for _t, s, n in shown.lines()] == [
        (0, len(lesson(2).exercises_list)), (1, 1), (1, 4)]
    assert str(homework(language="pl")) != str(shown)


def test_the_class_view_measures_the_class_against_the_homework(tmp_path: Path) -> None:
    inbound = tmp_path / "inbound"
    inbound.mkdir()
    every = {k: {"status": "solved", "tries": 1, "hints": 0, "wrong": []}
             for k in WEEK.progress_keys()}
    some = dict(list(every.items())[:3])
    for user, work in (("ann", every), ("ben", some), ("cat", {})):
        (inbound / f"{user}+gotutor+1+1.json").write_text(json.dumps(hand_in(user, work)))
    WEEK.save(tmp_path / "assignment.json")
    view = ClassView(tmp_path, "en")
    assert [r["homework"] for r in view.view["rows"]] == [len(WEEK.progress_keys()), 3, 0]
    assert view.view["homework"]["total"] == len(WEEK.progress_keys())
    assert "1 of 3 students" in view.view["homework"]["text"]


def test_a_drill_tasks_keys_are_the_keys_its_problems_are_saved_under() -> None:
    from gotutor.assignment import DrillTask
    from gotutor.drills import generate

    task = DrillTask("atari", 2, "week3", 3)
    assert task.keys() == [generate("atari", 2, "week3", i).key for i in range(3)]
