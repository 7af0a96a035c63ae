"""The class, as its hand-ins tell it: who did what, which exercises and which wrong
first moves the class struggles with (the data behind `gt.classroom`, the widget in
`gotutor.widget.classroom`).

    cls = read_class("/srv/class")            # a class folder, files, or (name, text)
    cls.students                              # ["alice", "bob", ...]
    cls.problems                              # [FileProblem(source, message), ...]
    cls.lesson_rows()                         # the grid: student x lesson
    cls.most_missed(10)                       # the exercises most missed
    cls.wrong_moves(key)                      # Counter of wrong first moves
    cls.to_csv()                              # one line per student and exercise

Reading (see `gotutor.handin` for how hand-ins are written): a folder is read from its
`inbound/` folder if it has one, with one level of subfolders (`inbound/<user>/`); each
`*.json` file is one hand-in. A file that is too large, not JSON, not a hand-in, of the
wrong shape, or whose name, folder, content and owner do not agree on the student is
left out with a `FileProblem` saying why: it never stops the reading and never changes
another student's row. A file named for a local account must belong to that account
(on a hub with local users a student can create a file named for another, but not one
owned by them). Each student's newest hand-in counts (a hand-in is a snapshot). A
hand-in without a hub user name (JupyterLite, a laptop) is named by its file and marked
unverified.

Standard library only (plus the lessons, for the exercises' titles and boards).
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import progress
from .errors import GoError
from .handin import FORMAT, USER_NAME
from .i18n import N_, _

__all__ = ["MAX_BYTES", "ClassData", "ExerciseInfo", "FileProblem", "HandIn",
           "catalog", "read_class", "read_hand_in"]

#: the largest hand-in file read (a real one is a few hundred kB at most)
MAX_BYTES = 8 * 1024 * 1024
#: the most exercises one hand-in may hold
MAX_ENTRIES = 50_000
_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
_NAMED = re.compile(r"(?P<user>[^+]+)\+gotutor\+[^+]*\+[^+]*\.json")
# a drill problem's key; ":v2" and later name problem i of the distinct list
_DRILL = re.compile(r"drill:(?P<concept>[a-z_-]+):(?P<level>\d+):[^:]*:\d+(?::v\d+)?")


def _drill_group(key: str) -> str:
    """Returns "drill:concept:level" for a drill problem's key (the key itself if it is
    no drill key)."""
    m = _DRILL.fullmatch(key)
    return f"drill:{m['concept']}:{m['level']}" if m else key


class HandInProblem(GoError):
    """A hand-in file that cannot be counted (the message, translated, says why)."""


@dataclass(frozen=True)
class FileProblem:
    """A file left out of the class view: its `source` (a path or a name) and why."""

    source: str
    message: str


@dataclass
class HandIn:
    """One student's hand-in: `student` (the hub's user name, or the file's name),
    `verified` (the name is the hub's and the file is theirs), `at` (when it was handed
    in), `source`, and `work` {exercise key: progress.summary(...)}."""

    student: str
    verified: bool
    at: str
    source: str
    work: dict[str, dict[str, Any]] = field(default_factory=dict)
    stamp: float = 0.0


@dataclass(frozen=True)
class ExerciseInfo:
    """An exercise of the course: its `key`, `lesson` number, `slug`, `n` (from 1)."""

    key: str
    lesson: int
    slug: str
    n: int


def catalog() -> list[ExerciseInfo]:
    """Returns every exercise of the course, in the order of the lessons."""
    global _CATALOG
    if _CATALOG is None:
        from .lessons import LESSONS, exercise_key

        _CATALOG = [ExerciseInfo(exercise_key(lesson.slug, ex), lesson.number, lesson.slug,
                                 i)
                    for lesson in LESSONS for i, ex in enumerate(lesson.exercises_list, 1)]
    return _CATALOG


_CATALOG: list[ExerciseInfo] | None = None


# ---------------------------------------------------------------------- reading
def _bad(msgid: str, language: str | None, **fields: Any) -> HandInProblem:
    return HandInProblem(_(msgid, language, **fields))


def _owner(path: Path, st: os.stat_result, user: str, language: str | None) -> bool:
    """Whether the file's owner proves it is `user`'s: True if `user` is a local
    account that owns it, False if `user` is no local account (nothing to check).
    Raises HandInProblem if `user` is a local account that does not own it."""
    try:
        import pwd
    except ImportError:
        return False
    try:
        account = pwd.getpwnam(user)
    except KeyError:
        return False
    if st.st_uid != account.pw_uid:
        try:
            owner = pwd.getpwuid(st.st_uid).pw_name
        except KeyError:
            owner = str(st.st_uid)
        raise _bad(N_("{file} is named for {user} but belongs to the account {owner}: it is "
                   "not counted."), language, file=path.name, user=user, owner=owner)
    return True


def read_hand_in(source: str | os.PathLike[str] | tuple[str, str | bytes],
                 language: str | None = None) -> HandIn:
    """Reads one hand-in: a file, or (name, content) for a file given by a browser.
    Returns the HandIn. Raises HandInProblem (a GoError) saying why it cannot count."""
    st = None
    folder_user = None
    if isinstance(source, tuple):
        name, content = source
        raw = content.encode("utf-8") if isinstance(content, str) else bytes(content)
        path = Path(str(name))
        label = path.name
    else:
        path = Path(source)
        label = str(path)
        try:
            st = path.stat()
            if st.st_size > MAX_BYTES:
                raise _bad(N_("{file} is too large to be a hand-in."), language, file=label)
            with open(path, "rb") as f:
                raw = f.read(MAX_BYTES + 1)
        except OSError as error:
            raise _bad(N_("{file} cannot be read: {reason}."), language, file=label,
                       reason=error.strerror or str(error)) from error
        if path.parent.parent.name == "inbound":
            folder_user = path.parent.name
    if len(raw) > MAX_BYTES:
        raise _bad(N_("{file} is too large to be a hand-in."), language, file=label)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise _bad(N_("{file} is damaged: it is not a hand-in's JSON."), language,
                   file=label) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad(N_("{file} is not a gotutor hand-in."), language, file=label)
    if data.get("version") != 1:
        raise _bad(N_("{file} was written by a newer gotutor: update gotutor to read it."),
                   language, file=label)
    user = data.get("user")
    at = data.get("at")
    exercises = data.get("exercises")
    if (user is not None and not (isinstance(user, str) and USER_NAME.fullmatch(user))) \
            or not (isinstance(at, str) and _TIME.fullmatch(at)) \
            or not isinstance(exercises, dict) or len(exercises) > MAX_ENTRIES:
        raise _bad(N_("{file} is damaged: its fields are not what a hand-in holds."),
                   language, file=label)
    named = _NAMED.fullmatch(path.name)
    claims = {c for c in (named and named["user"], folder_user) if c}
    if user is not None and any(c != user for c in claims):
        raise _bad(N_("{file} says it is {user}'s work, but its name or folder says "
                   "{other}: it is not counted."), language, file=label, user=user,
                   other=", ".join(sorted(claims - {user})))
    if user is None and claims:
        raise _bad(N_("{file} is in the class folder but has no user name: it is not "
                   "counted."), language, file=label)
    verified = False
    if user is not None and st is not None:
        verified = _owner(path, st, user, language) or folder_user == user
    work: dict[str, dict[str, Any]] = {}
    for key, entry in exercises.items():
        if not isinstance(key, str) or len(key) > 200 or not isinstance(entry, dict):
            raise _bad(N_("{file} is damaged: its fields are not what a hand-in holds."),
                       language, file=label)
        done = progress.summary(entry)
        done["tries"] = min(done["tries"], 10_000)
        done["hints"] = min(done["hints"], 10_000)
        done["wrong"] = [w[:40] for w in done["wrong"][:progress.MAX_WRONG]]
        if not _TIME.fullmatch(done["last"]):
            done["last"] = ""
        work[key] = done
    student = user if user is not None else (Path(label).stem[:64] or "?")
    return HandIn(student, verified, at, label, work,
                  st.st_mtime if st is not None else 0.0)


def _files(source: Any) -> Iterable[Any]:
    """The hand-in files of `source`: a folder (its inbound/ folder if it has one, one
    level of subfolders), a file, (name, content), or an iterable of those."""
    if isinstance(source, tuple) and len(source) == 2 and isinstance(source[0], str):
        yield source
        return
    if isinstance(source, (str, os.PathLike)):
        path = Path(source)
        if path.is_dir():
            base = path / "inbound" if (path / "inbound").is_dir() else path
            try:
                children = sorted(base.iterdir())
            except OSError:
                yield path  # reported as unreadable
                return
            for child in children:
                if child.name.startswith("."):
                    continue
                if child.is_dir():
                    try:
                        yield from sorted(p for p in child.iterdir()
                                          if p.suffix == ".json" and not p.name.startswith("."))
                    except OSError:
                        yield child
                elif child.suffix == ".json":
                    yield child
            return
        yield path
        return
    if isinstance(source, Iterable) and not isinstance(source, (bytes, dict)):
        for item in source:
            yield from _files(item)
        return
    raise GoError(_("The class view reads a folder, files, or (name, content) pairs, not "
                    "{kind}.", kind=type(source).__name__))


def read_class(source: Any, language: str | None = None) -> ClassData:
    """Reads the hand-ins of `source` (see `_files`). Returns the ClassData: each
    student's newest hand-in, and a FileProblem for every file left out. Raises
    GoError only for a source of the wrong type."""
    newest: dict[str, HandIn] = {}
    problems: list[FileProblem] = []
    for item in list(_files(source)):
        try:
            if not isinstance(item, tuple) and Path(item).is_dir():
                raise _bad(N_("{file} cannot be read: {reason}."), language, file=str(item),
                           reason="permission denied")
            hand_in = read_hand_in(item, language)
        except HandInProblem as problem:
            label = item[0] if isinstance(item, tuple) else str(item)
            problems.append(FileProblem(label, str(problem)))
            continue
        before = newest.get(hand_in.student)
        if before is None or (hand_in.at, hand_in.stamp) > (before.at, before.stamp):
            newest[hand_in.student] = hand_in
    return ClassData([newest[s] for s in sorted(newest)], problems)


# ---------------------------------------------------------------------- the class
@dataclass
class ClassData:
    """The class: `hand_ins` (one per student, by name) and `problems` (files left
    out)."""

    hand_ins: list[HandIn]
    problems: list[FileProblem]

    @property
    def students(self) -> list[str]:
        """Returns the students' names, sorted."""
        return [h.student for h in self.hand_ins]

    def lesson_rows(self) -> list[dict[str, Any]]:
        """Returns the grid, one row per student: {"student", "verified", "at", "last",
        "solved", "seen", "tried", "tries", "hints", "lessons": {number: {"solved",
        "seen", "tried", "total", "tries", "hints"}}} (exercises of the course only)."""
        by_lesson: dict[int, list[str]] = {}
        for info in catalog():
            by_lesson.setdefault(info.lesson, []).append(info.key)
        rows = []
        for h in self.hand_ins:
            lessons = {}
            totals = Counter()
            for number, keys in by_lesson.items():
                c = Counter()
                for key in keys:
                    done = h.work.get(key)
                    if done is None:
                        continue
                    c[done["status"]] += 1
                    c["tries"] += done["tries"]
                    c["hints"] += done["hints"]
                lessons[number] = {"solved": c["solved"], "seen": c["seen"],
                                   "tried": c["tried"], "total": len(keys),
                                   "tries": c["tries"], "hints": c["hints"]}
                totals.update(c)
            last = max((d["last"] for d in h.work.values()), default="")
            rows.append({"student": h.student, "verified": h.verified, "at": h.at,
                         "last": last, "solved": totals["solved"], "seen": totals["seen"],
                         "tried": totals["tried"], "tries": totals["tries"],
                         "hints": totals["hints"], "lessons": lessons})
        return rows

    def exercise_stats(self) -> dict[str, dict[str, Any]]:
        """Returns, by exercise key (lessons and drill problems alike), what the class
        did: {"students" (who answered), "solved", "missed" (answered wrong at least
        once, or saw the solution, or never solved), "tries", "hints", "wrong" (a
        Counter of wrong first moves)}."""
        out: dict[str, dict[str, Any]] = {}
        for h in self.hand_ins:
            for key, done in h.work.items():
                if done["status"] == "not tried" and not done["tries"]:
                    continue
                s = out.setdefault(key, {"students": 0, "solved": 0, "missed": 0,
                                         "tries": 0, "hints": 0, "wrong": Counter()})
                s["students"] += 1
                s["solved"] += done["status"] == "solved"
                s["missed"] += bool(done["wrong"]) or done["status"] != "solved"
                s["tries"] += done["tries"]
                s["hints"] += done["hints"]
                s["wrong"].update(done["wrong"])
        return out

    def wrong_moves(self, key: str) -> Counter:
        """Returns the class's wrong first moves on exercise `key`, each with how many
        times it was given."""
        c: Counter = Counter()
        for h in self.hand_ins:
            done = h.work.get(key)
            if done is not None:
                c.update(done["wrong"])
        return c

    def most_missed(self, n: int = 10) -> list[tuple[str, dict[str, Any]]]:
        """Returns the `n` course exercises most students missed, with their stats,
        most missed first (then the most wrong moves)."""
        keys = {info.key for info in catalog()}
        stats = [(k, s) for k, s in self.exercise_stats().items() if k in keys and s["missed"]]
        stats.sort(key=lambda ks: (-ks[1]["missed"], -sum(ks[1]["wrong"].values()), ks[0]))
        return stats[:n]

    def drills(self) -> list[dict[str, Any]]:
        """Returns the drills by concept and level: [{"concept", "level", "students",
        "problems", "solved", "wrong"}], sorted."""
        groups: dict[tuple[str, int], dict[str, Any]] = {}
        for h in self.hand_ins:
            seen: set[tuple[str, int]] = set()
            for key, done in h.work.items():
                m = _DRILL.fullmatch(key)
                if m is None:
                    continue
                g = (m["concept"], int(m["level"]))
                row = groups.setdefault(g, {"concept": g[0], "level": g[1], "students": 0,
                                            "problems": 0, "solved": 0, "wrong": 0})
                if g not in seen:
                    seen.add(g)
                    row["students"] += 1
                row["problems"] += 1
                row["solved"] += done["status"] == "solved"
                row["wrong"] += len(done["wrong"])
        return [groups[g] for g in sorted(groups)]

    def to_csv(self, path: str | os.PathLike[str] | None = None) -> str:
        """Returns the class as CSV text (and writes it to `path` if given): one line per
        student and exercise answered, with nbgrader's export columns first
        (assignment, duedate, timestamp, student_id, last_name, first_name, email,
        raw_score, late_submission_penalty, score, max_score) and then exercise,
        status, tries, hints, wrong_first_moves, verified. Raises OSError if `path`
        cannot be written."""
        where = {info.key: info for info in catalog()}
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(["assignment", "duedate", "timestamp", "student_id", "last_name",
                    "first_name", "email", "raw_score", "late_submission_penalty",
                    "score", "max_score", "exercise", "status", "tries", "hints",
                    "wrong_first_moves", "verified"])
        for h in self.hand_ins:
            for key in sorted(h.work, key=lambda k: (k not in where,
                                                     where[k].lesson if k in where else 0,
                                                     where[k].n if k in where else 0, k)):
                done = h.work[key]
                info = where.get(key)
                assignment = (f"{info.lesson:02d}-{info.slug}" if info
                              else _drill_group(key) if key.startswith("drill:")
                              else key.partition(":")[0])
                exercise = f"{info.lesson:02d}.{info.n}" if info else key
                score = 1 if done["status"] == "solved" else 0
                w.writerow([assignment, "", done["last"] or h.at, _cell(h.student), "", "",
                            "", score, 0, score, 1, exercise, done["status"], done["tries"],
                            done["hints"], _cell(" ".join(done["wrong"])),
                            "yes" if h.verified else "no"])
        text = out.getvalue()
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text


def _cell(text: str) -> str:
    """A CSV cell that a spreadsheet will not run as a formula."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text
