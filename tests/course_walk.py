"""Walking the course as a student: for each exercise, a wrong answer to try first, and
a check that the board's answer to it does not give the solution away.

Shared by tests/test_problems.py (through the Python API) and
tests/browser/test_course.py (through the page).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from gotutor.lessons import LESSONS, Lesson
from gotutor.problems import Problem
from gotutor.problems.treegoal import TreeGoal


@dataclass(frozen=True)
class Step:
    """One exercise of the course: its lesson, number (from 1) and problem."""

    lesson: Lesson
    number: int
    problem: Problem

    @property
    def name(self) -> str:
        return f"{self.lesson.number:02d}-{self.number}"


def course() -> Iterator[Step]:
    """Every exercise of every lesson, in order."""
    for lesson in LESSONS:
        for n in range(1, len(lesson) + 1):
            yield Step(lesson, n, lesson.problem(n, "en"))


def unsaved(problem: Problem) -> Problem:
    """The problem without its progress key: trying answers on it saves nothing (the
    student's own progress is what the tests check)."""
    probe = copy.copy(problem)
    probe.key = None
    return probe


def _inner(goal: Any) -> Any:
    return getattr(goal, "inner", goal)


def right_first_moves(problem: Problem) -> set[str]:
    """The first moves that answer a "move" problem rightly (solved, or a good start)."""
    goal = _inner(problem.goal)
    if isinstance(goal, TreeGoal):
        return {c.vertex for c in goal.root.children if c.leads_right()}
    problem = unsaved(problem)
    right = set()
    for v in problem.start_game().legal_moves():
        s = problem.session()
        fb = s.click(v)
        if fb.kind in ("solved", "right"):
            right.add(v)
    return right


def wrong_answer(problem: Problem) -> Any:
    """A wrong answer of the problem's kind (see `Problem.solution`): a move that fails
    (one the answer key refutes if there is one), some of the points, the number plus
    one, another choice, the right dead stones with a wrong score.
    Raises AssertionError if the problem has no wrong answer."""
    problem = unsaved(problem)
    kind = problem.answer_kind
    solution = problem.solution()
    if kind == "move":
        goal = _inner(problem.goal)
        candidates: list[str] = []
        if isinstance(goal, TreeGoal):
            candidates = [c.vertex for c in goal.root.children
                          if not c.leads_right() and c.children]
        candidates += problem.start_game().legal_moves()
        for v in candidates:
            s = problem.session()
            if s.click(v).kind == "failed":
                return [v]
        raise AssertionError(f"{problem}: every move is right")
    if kind == "points":
        points = list(solution)
        if len(points) > 1:
            return points[:-1]
        board = problem.start_game().board
        others = [v for v in problem.start_game().legal_moves() if v not in points]
        assert others, board
        return [others[0]]
    if kind == "number":
        return str(int(float(solution)) + 1)
    if kind == "choice":
        return next(v for v, _label in problem.goal.choices() if v != solution)
    dead, score = solution
    colour, _plus, margin = score.partition("+")
    wrong_margin = f"{float(margin) + 2:g}" if margin else "2"
    return dead, f"{'W' if colour == 'B' else 'B'}+{wrong_margin}"


def _named(vertex: str, text: str) -> bool:
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(vertex)}(?![0-9])", text) is not None


def _number_forms(value: float) -> set[str]:
    text = f"{value:g}"
    return {text, text.replace(".", ",")}


def revealed(problem: Problem, message: str, marks: dict[str, str],
             stones: dict[str, str] | None = None, area_ok: bool = False) -> list[str]:
    """Returns what the feedback `message` and the board's `marks` after a wrong answer
    give away of the solution ([] if nothing): right vertices named or marked (a
    vertex holding a stone, e.g. a refutation's move, does not count), the right
    number, the right choice's label, the score. `stones`: {vertex: colour} on the
    board now. `area_ok`: an area of squares (a hint: "the answer is in here") gives
    nothing away if it has three points or more, at least two of them not right ones
    (or one, when the area is a quarter of the board's empty points or more)."""
    stones = stones or {}
    kind = problem.answer_kind
    solution = problem.solution()
    found: list[str] = []
    own = problem.marks
    new_marks = {v: k for v, k in marks.items() if own.get(v) != k}
    if area_ok:
        area = {v for v, k in new_marks.items() if k == "square"}
        right = right_first_moves(problem) if kind == "move" else (
            set(solution) if kind == "points" else set())
        others = len(area - right)
        empty = problem.size * problem.size - len(stones)
        if len(area) >= 3 and (others >= 2 or (others >= 1 and 4 * len(area) >= empty)):
            new_marks = {v: k for v, k in new_marks.items() if k != "square"}

    def check_vertices(vertices: set[str], what: str) -> None:
        for v in sorted(vertices):
            if v in stones:
                continue
            if v in new_marks:
                found.append(f"{what} {v} is marked ({new_marks[v]})")
            if _named(v, message):
                found.append(f"{what} {v} is named in {message!r}")

    if kind == "move":
        check_vertices(right_first_moves(problem), "the right move")
    elif kind == "points":
        check_vertices(set(solution), "the right point")
    elif kind == "number":
        for form in _number_forms(float(solution)):
            if re.search(rf"(?<![\w.,]){re.escape(form)}(?![\d]|[.,]\d)", message):
                found.append(f"the answer {form} is in {message!r}")
    elif kind == "choice":
        label = next(lab.render("en") for v, lab in problem.goal.choices() if v == solution)
        if label in message:
            found.append(f"the right choice {label!r} is in {message!r}")
    else:
        dead, score = solution
        for v in dead:  # dead stones are stones: named or marked, they are given away
            if v in new_marks and new_marks[v] != "cross":
                found.append(f"the dead stone {v} is marked ({new_marks[v]})")
            if _named(v, message):
                found.append(f"the dead stone {v} is named in {message!r}")
        margin = score.partition("+")[2]
        if score in message or (margin and any(
                re.search(rf"(?<![\w.,]){re.escape(f)}(?![\d]|[.,]\d)", message)
                for f in _number_forms(float(margin)))):
            found.append(f"the score {score} is in {message!r}")
    return found
