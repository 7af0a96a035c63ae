"""Homework a teacher sets: lessons, exercises and drills with a due date, as a small
JSON file to give out (put it in the class folder, or send it).

    a = Assignment("Week 3", due="2026-12-14", lessons=(2,), exercises=("5.1",),
                   drills=(DrillTask("liberties", 2, "week3", 10),))
    a.save("/srv/gotutor/class/assignment.json")
    gt.homework()                 # the student: the set and their progress against it
    gt.classroom(folder)          # the teacher: the class against it (a column)

    {"format": "gotutor-assignment", "version": 1, "title": "Week 3",
     "due": "2026-12-14", "lessons": [2], "exercises": ["5.1"],
     "drills": [{"concept": "liberties", "level": 2, "seed": "week3", "count": 10}]}

An exercise is named "<lesson>.<n>" (lesson 5, exercise 1); a drill task is the first
`count` problems of `gt.drill(concept, level, seed)`, the same for every student.
Standard library only (plus the lessons, for the exercises' keys).
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import GoError
from .i18n import _

__all__ = ["FORMAT", "Assignment", "AssignmentError", "DrillTask", "Homework", "find",
           "homework"]

FORMAT = "gotutor-assignment"
_SEED = re.compile(r"[A-Za-z0-9_.-]{1,40}")


class AssignmentError(GoError):
    """An assignment that cannot be made or read (the message says why)."""


@dataclass(frozen=True)
class DrillTask:
    """The first `count` problems of `gt.drill(concept, level, seed)`."""

    concept: str
    level: int
    seed: str
    count: int = 10

    def keys(self) -> list[str]:
        """Returns the progress keys of the task's problems (problem i of the drill's
        distinct list: the keys `gotutor.drills.generator.Spec.key` gives, ":v2")."""
        return [f"drill:{self.concept}:{self.level}:{self.seed}:{i}:v2"
                for i in range(self.count)]


@dataclass(frozen=True)
class Assignment:
    """A set of homework: `title`, `due` (a date, YYYY-MM-DD), `lessons` (numbers: all
    their exercises), `exercises` ("<lesson>.<n>"), `drills` (DrillTask). Raises
    AssignmentError for an unknown lesson, exercise or drill concept or level, a bad
    date, or an empty set."""

    title: str
    due: str
    lessons: tuple[int, ...] = ()
    exercises: tuple[str, ...] = ()
    drills: tuple[DrillTask, ...] = field(default=())

    def __post_init__(self) -> None:
        from .drills import CONCEPTS, LEVELS
        from .lessons import LESSONS

        if not isinstance(self.title, str) or not 0 < len(self.title.strip()) <= 200:
            raise AssignmentError(_("An assignment needs a title."))
        try:
            _dt.date.fromisoformat(self.due)
        except (TypeError, ValueError) as error:
            raise AssignmentError(_("The due date {due} is not a date (YYYY-MM-DD).",
                                    due=str(self.due))) from error
        numbers = {lesson.number: lesson for lesson in LESSONS}
        for n in self.lessons:
            if isinstance(n, bool) or n not in numbers:
                raise AssignmentError(_("There is no lesson {n}.", n=str(n)))
        for name in self.exercises:
            m = re.fullmatch(r"(\d+)\.(\d+)", str(name))
            lesson = numbers.get(int(m[1])) if m else None
            if lesson is None or not 1 <= int(m[2]) <= len(lesson.exercises_list):
                raise AssignmentError(_("There is no exercise {name} (lesson.number, e.g. "
                                        "2.1).", name=str(name)))
        for task in self.drills:
            if not isinstance(task, DrillTask) or task.concept not in CONCEPTS \
                    or task.level not in LEVELS.get(task.concept, ()) \
                    or not _SEED.fullmatch(str(task.seed)) \
                    or isinstance(task.count, bool) or not 1 <= task.count <= 200:
                raise AssignmentError(_("A drill task is a known concept, one of its "
                                        "levels, a seed and 1 to 200 problems, not "
                                        "{task}.", task=repr(task)))
        if not (self.lessons or self.exercises or self.drills):
            raise AssignmentError(_("An assignment needs at least one lesson, exercise or "
                                    "drill."))

    def items(self) -> list[tuple[str, list[str]]]:
        """Returns the set, item by item: (its name, its progress keys)."""
        from .lessons import LESSONS, exercise_key

        numbers = {lesson.number: lesson for lesson in LESSONS}
        out = []
        for n in self.lessons:
            lesson = numbers[n]
            out.append((f"lesson {n}", [exercise_key(lesson.slug, e)
                                        for e in lesson.exercises_list]))
        for name in self.exercises:
            n, m = (int(x) for x in name.split("."))
            out.append((f"exercise {name}", [numbers[n].key(m)]))
        for task in self.drills:
            out.append((f"drill {task.concept} {task.level} {task.seed}", task.keys()))
        return out

    def progress_keys(self) -> list[str]:
        """Returns every progress key the set asks for (no repeats)."""
        return list(dict.fromkeys(k for _name, keys in self.items() for k in keys))

    def done(self, statuses: dict[str, str]) -> tuple[int, int]:
        """Returns (solved, total) of the set, given {key: status}."""
        keys = self.progress_keys()
        return sum(statuses.get(k) == "solved" for k in keys), len(keys)

    def to_json(self) -> str:
        """Returns the file's text (see the module doc)."""
        return json.dumps({"format": FORMAT, "version": 1, "title": self.title,
                           "due": self.due, "lessons": list(self.lessons),
                           "exercises": list(self.exercises),
                           "drills": [{"concept": t.concept, "level": t.level,
                                       "seed": t.seed, "count": t.count}
                                      for t in self.drills]},
                          ensure_ascii=False, indent=1)

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Writes the file to give out; returns its path. Raises OSError if it cannot."""
        path = Path(path)
        path.write_text(self.to_json(), encoding="utf-8")
        return path

    @classmethod
    def load(cls, source: str | os.PathLike[str]) -> Assignment:
        """Reads an assignment from a file. Raises AssignmentError if it cannot be read
        or is not a valid assignment."""
        try:
            data = json.loads(Path(source).read_text(encoding="utf-8")[:1_000_000])
        except (OSError, ValueError, RecursionError) as error:
            raise AssignmentError(_("The assignment {file} cannot be read.",
                                    file=str(source))) from error
        return cls.from_dict(data, str(source))

    @classmethod
    def from_dict(cls, data: Any, source: str = "") -> Assignment:
        """Returns the assignment of a parsed file. Raises AssignmentError."""
        try:
            if data.get("format") != FORMAT or data.get("version") != 1:
                raise ValueError
            return cls(data["title"], data["due"], tuple(int(n) for n in data["lessons"]),
                       tuple(str(e) for e in data["exercises"]),
                       tuple(DrillTask(str(d["concept"]), int(d["level"]), str(d["seed"]),
                                       int(d["count"])) for d in data["drills"]))
        except AssignmentError:
            raise
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise AssignmentError(_("The assignment {file} cannot be read.",
                                    file=source)) from error


def find(path: str | os.PathLike[str] | None = None) -> Assignment | None:
    """Returns the assignment at `path`, or in the class folder (`assignment.json`), or
    None if there is none. Raises AssignmentError for a file that is not one."""
    if path is None:
        from .handin import class_dir

        folder = class_dir()
        if folder is None or not (folder / "assignment.json").is_file():
            return None
        path = folder / "assignment.json"
    return Assignment.load(path)


class Homework:
    """What a student sees of an assignment: the set, item by item, with their saved
    progress against it (`gt.homework()`); shown as HTML in a notebook."""

    def __init__(self, assignment: Assignment | None, language: str | None = None) -> None:
        from . import progress

        self.assignment = assignment
        self.language = language
        saved = progress.load()
        self.statuses = {k: e.get("status", "not tried") for k, e in saved.items()}

    def lines(self) -> list[tuple[str, int, int]]:
        """Returns (item's name in the student's language, solved, total) per item."""
        from .lessons import LESSONS

        a, lang = self.assignment, self.language
        if a is None:
            return []
        titles = {lesson.number: _(lesson.title, lang) for lesson in LESSONS}
        out = []
        for (_name, keys), what in zip(a.items(), _kinds(a), strict=True):
            kind, arg = what
            if kind == "lesson":
                text = _("Lesson {n}: {title}", lang, n=arg, title=titles[arg])
            elif kind == "exercise":
                n, m = arg.split(".")
                text = _("Lesson {n}, exercise {m}", lang, n=n, m=m)
            else:
                first = _("first {count} problems", lang, count=arg.count)
                text = (f'gt.drill("{arg.concept}", level={arg.level}, '
                        f'seed="{arg.seed}") ({first})')
            out.append((text, sum(self.statuses.get(k) == "solved" for k in keys), len(keys)))
        return out

    def __str__(self) -> str:
        a, lang = self.assignment, self.language
        if a is None:
            return _("No homework is set.", lang)
        solved, total = a.done(self.statuses)
        head = _("Homework: {title}, due {due}. Solved {solved} of {total}.", lang,
                 title=a.title, due=a.due, solved=solved, total=total)
        return "\n".join([head, *(f"- {t}: {s}/{n}" for t, s, n in self.lines())])

    def _repr_html_(self) -> str:
        import html

        text = str(self).split("\n")
        items = "".join(f"<li>{html.escape(line[2:])}</li>" for line in text[1:])
        return (f'<div class="gotutor-homework"><strong>{html.escape(text[0])}</strong>'
                + (f"<ul>{items}</ul>" if items else "") + "</div>")


def _kinds(a: Assignment) -> list[tuple[str, Any]]:
    return ([("lesson", n) for n in a.lessons] + [("exercise", e) for e in a.exercises]
            + [("drill", t) for t in a.drills])


def homework(path: str | os.PathLike[str] | None = None,
             language: str | None = None) -> Homework:
    """Returns the student's homework (the assignment at `path`, or the class folder's)
    with their progress against it; "No homework is set." if there is none. Raises
    AssignmentError for a file that is not an assignment."""
    return Homework(find(path), language)
