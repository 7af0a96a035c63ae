"""The class view (`gt.classroom(folder_or_files, language=None)`): the teacher's
notebook sees the class from its hand-ins (`gotutor.classroom`).

Four tabs: the students (a grid of students by lessons: solved of total, seen, tries,
hints, last activity; a click on a heading sorts), the exercises (the most missed; a
click shows the class's wrong first moves on the exercise's board as a heat map with
the counts), the drills by concept and level, and the files left out (and why). Hand-in
files can be dropped in (JupyterLite: the students' downloaded files). Every text is
sent translated; the front end (static/classroom.js) only draws.

Intents (front end -> Python): {"type": "exercise", "key": str} (show its heat map),
{"type": "files", "files": [{"name": str, "text": str}]} (files dropped in).
"""

from __future__ import annotations

import os
import pathlib
from collections import Counter
from typing import Any

import anywidget
import traitlets as t

from ..classroom import ClassData, catalog, read_class
from ..errors import GoError
from ..i18n import N_, _, get_language, ngettext, normalize_language

__all__ = ["ClassView", "classroom", "heat_map"]

_STATIC = pathlib.Path(__file__).parent / "static"

_TEXTS = {
    "students": N_("Students"),
    "exercises": N_("Exercises"),
    "drills": N_("Drills"),
    "problems": N_("Files left out"),
    "student": N_("Student"),
    "solved": N_("Solved"),
    "seen": N_("Seen"),
    "tried": N_("Tried"),
    "tries": N_("Tries"),
    "hints": N_("Hints"),
    "last": N_("Last activity"),
    "handed": N_("Handed in"),
    "unverified": N_("not checked: handed in as a file, not on the hub"),
    "exercise": N_("Exercise"),
    "answered": N_("Answered"),
    "missed": N_("Missed"),
    "wrong": N_("Wrong first moves"),
    "most_missed": N_("The exercises the class missed most"),
    "pick": N_("Click an exercise to see where the class went wrong."),
    "concept": N_("Concept"),
    "level": N_("Level"),
    "problems_col": N_("Problems"),
    "file": N_("File"),
    "why": N_("Why"),
    "drop": N_("Add hand-in files"),
    "none": N_("Nothing yet."),
    "sort": N_("Click a heading to sort."),
    "homework": N_("Homework"),
}


def heat_map(data: ClassData, key: str, language: str | None = None) -> dict[str, Any]:
    """Returns the class's wrong first moves on exercise `key`: {"key", "title",
    "question", "counts": {answer: n} (all of them), "svg" (the exercise's board with
    each wrong move's count, shaded by how often; "" if the answers are no moves)}.
    Raises GoError if `key` is no exercise of the course."""
    from ..diagram import S, svg
    from ..lessons import LESSONS, to_problem

    info = next((i for i in catalog() if i.key == key), None)
    if info is None:
        raise GoError(_("There is no exercise {key} in the course.", language, key=key))
    lesson = next(lesson for lesson in LESSONS if lesson.number == info.lesson)
    problem = to_problem(lesson.exercises_list[info.n - 1], language, key=key)
    counts: Counter = data.wrong_moves(key)
    board = problem.start_game().board
    on_board: dict[str, int] = {}
    for answer, n in counts.items():
        try:
            point = board.point(answer)
        except GoError:
            continue
        if board.get(point) is None:
            on_board[answer] = n
    picture = ""
    if problem.answer_kind in ("move", "points") or on_board:
        picture = svg(board, marks={v: str(n) for v, n in on_board.items()},
                      last_move=False, size_px=320)
        top = max(on_board.values(), default=1)
        heat = ['<g class="gt-heat" pointer-events="none">']
        for v, n in sorted(on_board.items()):
            p = board.point(v)
            x, y = p % board.size * S, p // board.size * S
            heat.append(f'<circle cx="{x:g}" cy="{y:g}" r="{0.48 * S:g}" fill="#d0201a" '
                        f'fill-opacity="{0.15 + 0.5 * n / top:.2f}" data-vertex="{v}" '
                        f'data-count="{n}"/>')
        heat.append("</g>")
        picture = picture.replace("</svg>", "".join(heat) + "</svg>")
    title = _("Lesson {n}, exercise {m}", language, n=info.lesson, m=info.n)
    question = problem.question.render(language) if hasattr(problem.question, "render") \
        else str(problem.question)
    return {"key": key, "title": title, "question": question,
            "counts": dict(counts.most_common()), "svg": picture}


class ClassView(anywidget.AnyWidget):
    """The class view of `source` (a class folder, hand-in files, or (name, content)
    pairs) in `language`. Raises GoError for a source of the wrong type or an unknown
    language; a bad file is listed, never raised."""

    _esm = _STATIC / "classroom.js"
    _css = _STATIC / "classroom.css"

    language = t.Unicode("en").tag(sync=True)
    texts = t.Dict().tag(sync=True)
    #: {"lessons": [{"number", "title"}], "rows": [...], "missed": [...], "drills": [...],
    #:  "problems": [{"source", "message"}], "summary": str}
    view = t.Dict().tag(sync=True)
    #: the heat map shown (see `heat_map`), {} for none
    detail = t.Dict().tag(sync=True)

    def __init__(self, source: Any, language: str | None = None,
                 assignment: Any = None, **kwargs: Any) -> None:
        code = normalize_language(language or get_language())
        self._sources: list[Any] = [source] if isinstance(source, (str, os.PathLike)) \
            else list(source) if not isinstance(source, tuple) else [source]
        self.assignment = _assignment(source, assignment)
        self.data = read_class(self._sources, code)
        super().__init__(language=code, texts={k: _(v, code) for k, v in _TEXTS.items()},
                         view=self._view(code), **kwargs)
        self.on_msg(self._on_front_end_msg)

    def _view(self, code: str) -> dict[str, Any]:
        from ..lessons import LESSONS

        data = self.data
        missed = []
        for key, s in data.most_missed(20):
            info = next(i for i in catalog() if i.key == key)
            missed.append({"key": key, "lesson": info.lesson, "n": info.n,
                           "title": _("Lesson {n}, exercise {m}", code, n=info.lesson,
                                      m=info.n),
                           "students": s["students"], "missed": s["missed"],
                           "solved": s["solved"], "tries": s["tries"], "hints": s["hints"],
                           "wrong": sum(s["wrong"].values())})
        n = len(data.hand_ins)
        summary = ngettext("{n} student handed in", "{n} students handed in", n, code)
        rows = [{**row, "lessons": {str(k): v for k, v in row["lessons"].items()}}
                for row in data.lesson_rows()]
        homework = {}
        if self.assignment is not None:
            a = self.assignment
            keys = a.progress_keys()
            finished = 0
            for row, h in zip(rows, data.hand_ins, strict=True):
                solved = sum(h.work.get(k, {}).get("status") == "solved" for k in keys)
                row["homework"] = solved
                finished += solved == len(keys)
            homework = {"title": a.title, "due": a.due, "total": len(keys),
                        "text": _("Homework {title}, due {due}: {done} of {n} students have "
                                  "solved all {total} problems.", code, title=a.title,
                                  due=a.due, done=finished, n=n, total=len(keys))}
        if data.problems:
            summary += "; " + ngettext("{n} file left out", "{n} files left out",
                                       len(data.problems), code)
        return {"lessons": [{"number": lesson.number, "title": _(lesson.title, code)}
                            for lesson in LESSONS if lesson.exercises_list],
                "rows": rows, "homework": homework, "missed": missed, "drills": data.drills(),
                "problems": [{"source": p.source, "message": p.message}
                             for p in data.problems],
                "summary": summary}

    def show(self, key: str) -> dict[str, Any]:
        """Shows the heat map of exercise `key` (see `heat_map`) and returns it. Raises
        GoError for an unknown exercise."""
        self.detail = heat_map(self.data, key, self.language)
        return self.detail

    def add(self, source: Any) -> ClassData:
        """Reads more hand-ins (a folder, files, or (name, content) pairs) with the
        ones read before; a student's newest hand-in counts. Returns the class."""
        self._sources.append(source)
        self.data = read_class(self._sources, self.language)
        self.view = self._view(self.language)
        return self.data

    def to_csv(self, path: str | os.PathLike[str] | None = None) -> str:
        """Returns the class as CSV text (see `ClassData.to_csv`), written to `path`
        too if given."""
        return self.data.to_csv(path)

    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        if content.get("type") == "exercise" and isinstance(content.get("key"), str):
            try:
                self.show(content["key"])
            except GoError:
                self.detail = {}
        elif content.get("type") == "files" and isinstance(content.get("files"), list):
            given = [(str(f.get("name", "?"))[:200], str(f.get("text", "")))
                     for f in content["files"][:1000] if isinstance(f, dict)]
            if given:
                self.add(given)

    def set_state(self, sync_data: dict) -> None:
        """Refuses state sent by a front end: only Python sets what is shown."""
        keys = [k for k in sync_data if k in self.keys]
        if keys:
            self.send_state(keys)


def _assignment(source: Any, given: Any) -> Any:
    """The assignment the view measures the class against: `given` (an Assignment or
    its file), else the class folder's assignment.json, else None."""
    from ..assignment import Assignment

    if isinstance(given, Assignment):
        return given
    if given is not None:
        return Assignment.load(given)
    if isinstance(source, (str, os.PathLike)) and (pathlib.Path(source)
                                                   / "assignment.json").is_file():
        return Assignment.load(pathlib.Path(source) / "assignment.json")
    return None


def classroom(folder_or_files: Any, language: str | None = None,
              assignment: Any = None) -> ClassView:
    """Returns the class view of a class folder (its inbound/ hand-ins), of hand-in
    files, or of (name, content) pairs, measured against `assignment` (an Assignment,
    its file, or by default the folder's assignment.json). Raises GoError for a source
    of the wrong type, an unknown language or an assignment that cannot be read; a
    damaged or forged hand-in is listed as left out."""
    return ClassView(folder_or_files, language, assignment)
