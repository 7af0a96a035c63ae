"""A student working through a problem or a set of problems on one board.

`ProblemSession` is what the widget talks to (the contract of the problem mode): it
holds the `game` to draw and a JSON-serialisable `state()`, and takes the student's
intents (`click`, `check`, `answer`, `hint`, `retry`, `next`). Bad input from the UI
never raises: it returns a Feedback ("illegal" or "info") and changes nothing but the
message shown.

`ProblemSet` is a sequence of problems shown one after another; the session keeps a
`Result` per problem so a lesson can show progress ("7 of 10 solved, 2 seen").

Feedback teaches without giving the answer away: a wrong answer says what is wrong (and
a wrong move is refuted on the board); hints come one per step (the author's, then the
goal's last one, which may show the answer); after a wrong answer the student may ask
for the solution (`show_solution`), and such a problem counts as "seen", not "solved".
A problem with a `key` saves its result with `gotutor.progress`.
"""

from __future__ import annotations

import os
import random
import secrets
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, NamedTuple

from .. import progress as saved
from ..coords import PASS, vertex_name
from ..errors import GoError
from ..game import Game
from ..i18n import N_, get_language, normalize_language
from .base import labels
from .errors import ProblemError
from .goals import Attempt, Outcome
from .problem import Problem
from .questions import ResultText
from .texts import Text, reason_text

__all__ = ["Feedback", "ProblemSession", "ProblemSet", "Result"]


class Feedback(NamedTuple):
    """The answer of the board to a student's action.

    `kind`: "right" (a good move, go on), "wrong", "illegal" (refused, not counted),
    "info", "solved" (the problem is solved), "failed" (this attempt failed) or
    "shown" (the solution is on the board, after `show_solution`);
    `message`: the text, already in the session's language ("" for none);
    `marks`: {vertex: "triangle"|"square"|"circle"|"cross"|"label:<text>"}.
    """

    kind: str
    message: str
    marks: dict[str, str] = {}  # noqa: RUF012 (a NamedTuple default, never mutated)


@dataclass
class Result:
    """How a student did on one problem: `solved` (in some attempt, before asking for
    the solution), `seen` (the solution was shown, and not solved before), `tried` (an
    answer was given), `attempts` started, `failures`, `hints` shown, and `first_try`
    (solved in the first attempt, no hint)."""

    solved: bool = False
    attempts: int = 1
    failures: int = 0
    hints: int = 0
    first_try: bool = False
    seen: bool = False
    tried: bool = False

    @property
    def status(self) -> str:
        """"solved", "seen" (the solution was shown), "tried" (answered, not solved) or
        "not tried"."""
        if self.solved:
            return "solved"
        if self.seen:
            return "seen"
        return "tried" if self.tried or self.failures else "not tried"

    def as_dict(self) -> dict[str, Any]:
        """Returns the result as a JSON-serialisable dict."""
        return {"solved": self.solved, "attempts": self.attempts, "failures": self.failures,
                "hints": self.hints, "first_try": self.first_try, "seen": self.seen,
                "tried": self.tried, "status": self.status}


class ProblemSet:
    """A sequence of problems shown one after another on one board.

    `ProblemSet(problems, title="")`; `ProblemSet.load("folder/")` reads every *.sgf file
    in the folder, in file-name order. Raises ProblemError for an empty set or an item
    that is not a Problem.
    """

    def __init__(self, problems: Iterable[Problem], title: str = "") -> None:
        items = list(problems)
        if not items:
            raise ProblemError("a problem set needs at least one problem")
        for p in items:
            if not isinstance(p, Problem):
                raise ProblemError(f"a problem set holds Problems, not {type(p).__name__}")
        self.problems: list[Problem] = items
        self.title = str(title or "")

    @classmethod
    def load(cls, folder: str | os.PathLike[str], title: str = "",
             **options: Any) -> ProblemSet:
        """Returns the set of the SGF problems in `folder` (*.sgf, sorted by file name).
        `options` go to every `Problem.load`. Raises ProblemError if there is none or
        one is bad (naming the file), OSError if the folder cannot be read."""
        names = sorted(n for n in os.listdir(folder) if n.lower().endswith(".sgf"))
        if not names:
            raise ProblemError(f"no .sgf problems in {os.fspath(folder)!r}")
        problems = []
        for name in names:
            try:
                problems.append(Problem.load(os.path.join(folder, name), **options))
            except ProblemError as err:
                raise ProblemError(f"{name}: {err}") from err
        return cls(problems, title=title or os.path.basename(os.path.normpath(folder)))

    def session(self, language: str | None = None) -> ProblemSession:
        """Returns a new ProblemSession that starts at the first problem."""
        return ProblemSession(self, language=language)

    def __len__(self) -> int:
        return len(self.problems)

    def __iter__(self) -> Iterator[Problem]:
        return iter(self.problems)

    def __getitem__(self, index: int) -> Problem:
        return self.problems[index]

    def __repr__(self) -> str:
        return f"<ProblemSet {self.title!r}, {len(self)} problems>"


class ProblemSession:
    """One student working through a Problem or a ProblemSet on one board.

    `ProblemSession(problem_or_set, language=None)`. `game` is the position to draw;
    `state()` everything the UI shows. Raises ProblemError if given neither a Problem
    nor a ProblemSet, LanguageError (a GoError) for an unknown language.
    """

    def __init__(self, problems: Problem | ProblemSet, language: str | None = None) -> None:
        if isinstance(problems, Problem):
            self._single = True
            self.problem_set = ProblemSet([problems])
        elif isinstance(problems, ProblemSet):
            self._single = False
            self.problem_set = problems
        else:
            raise ProblemError(f"a session works on a Problem or a ProblemSet, "
                               f"not {type(problems).__name__}")
        self._language = None if language is None else normalize_language(language)
        self._listeners: list[Callable[[], None]] = []
        self.index = 0
        self.results = [Result() for _ in self.problem_set]
        self._rngs = [random.Random(p.seed) for p in self.problem_set]
        self._start_attempt()

    # ------------------------------------------------------------------ reading
    @property
    def language(self) -> str:
        """The language of the texts (settable); gotutor's session language if unset."""
        return self._language or get_language()

    @language.setter
    def language(self, code: str) -> None:
        """Sets the language of the texts. Raises LanguageError (a GoError) for a code
        gotutor has no catalog for, and keeps the language it had."""
        self._language = normalize_language(code)
        self._changed()

    @property
    def problem(self) -> Problem:
        """The problem on the board."""
        return self.problem_set[self.index]

    @property
    def game(self) -> Game:
        """The position to draw: the start, the student's moves and the replies."""
        return self.attempt.game

    @property
    def status(self) -> str:
        """"open", "solved" or "failed": the state of the current attempt."""
        return self.attempt.status

    @property
    def result(self) -> Result:
        """The Result of the problem on the board."""
        return self.results[self.index]

    @property
    def solved_count(self) -> int:
        """The number of problems solved so far."""
        return sum(r.solved for r in self.results)

    @property
    def seen_count(self) -> int:
        """The number of problems whose solution was shown (and not solved before)."""
        return sum(r.status == "seen" for r in self.results)

    def statuses(self) -> list[str]:
        """Returns each problem's `Result.status`: "solved", "seen", "tried", "not tried"."""
        return [r.status for r in self.results]

    def summary(self) -> str:
        """Returns "7 of 10 solved, 2 seen" in the session's language ("" for a single
        problem)."""
        if self._single:
            return ""
        return self._summary_text().render(self.language)

    def _summary_text(self) -> Text:
        n = len(self.problem_set)
        solved = Text.plural_of(N_("{solved} of {n} solved"), N_("{solved} of {n} solved"), n,
                                solved=self.solved_count)
        seen = self.seen_count
        if not seen:
            return solved
        return Text.plural_of(N_("{solved} of {n} solved, {seen} seen"),
                              N_("{solved} of {n} solved, {seen} seen"), n,
                              solved=self.solved_count, seen=seen)

    def progress(self) -> str:
        """Returns "3 / 10" for the third problem of ten ("" for a single problem)."""
        if self._single:
            return ""
        return f"{self.index + 1} / {len(self.problem_set)}"

    def _hint_plan(self) -> list[tuple[int, Text | None]]:
        """The hint steps: (the goal's step, the author's text or None for the goal's own
        words). The author's hints come first, each with the goal's first marks (an
        area, never the answer); the goal's last step, which may show the answer, ends
        the list."""
        p = self.problem
        steps = p.goal.hint_steps
        if not p.hints:
            return [(min(i, 1), None) for i in range(steps)]
        plan: list[tuple[int, Text | None]] = [(0, h) for h in p.hints]
        if steps >= 2:
            plan.append((1, None))
        return plan

    def _hint_steps(self) -> int:
        return len(self._hint_plan())

    def state(self) -> dict[str, Any]:
        """Returns everything the UI shows, JSON-serialisable (see the module doc and
        the problem-mode contract)."""
        p, a, lang = self.problem, self.attempt, self.language
        marks = {**p.marks, **self._hint_marks, **self._feedback_marks}
        kind = p.answer_kind
        if kind == "number":
            entry = "number"
        elif kind == "dead" and a.dead_confirmed:
            entry = "score"  # the dead stones are right: the score is typed next
        else:
            entry = ""
        return {
            "title": p.title_text.render(lang),
            "question": p.question.render(lang),
            "to_play": p.to_play.value,
            "status": a.status,
            "answer_kind": p.answer_kind,
            "choices": [[value, label.render(lang)] for value, label in p.goal.choices()],
            "selected": list(a.selected),
            "progress": self.progress(),
            "summary": self.summary(),
            "attempts": self.result.attempts,
            "can_hint": a.status == "open" and a.hints < self._hint_steps(),
            "can_next": self.index + 1 < len(self.problem_set),
            # a kept selection is a change too: "Try again" clears it
            "can_retry": a.status != "open" or self._touched or bool(a.selected),
            "can_solution": self.result.failures > 0 and a.status != "shown",
            "can_pass": kind == "move" and _key_passes(p),
            "entry": entry,
            "result": self.result.status,
            "results": self.statuses(),
            "feedback": {"kind": self._feedback_kind,
                         "message": self._feedback_text.render(lang)},
            "marks": marks,
        }

    def on_change(self, fn: Callable[[], None]) -> None:
        """Calls `fn()` after every change of the session (a move, an answer, a hint,
        retry, next, a new language). Raises ProblemError if `fn` is not callable."""
        if not callable(fn):
            raise ProblemError("on_change takes a function")
        self._listeners.append(fn)

    # ------------------------------------------------------------------ intents
    def click(self, vertex: str) -> Feedback:
        """A click on the board at `vertex`: a move for "move" problems, a toggle of
        the selected points ("points") or chains ("dead")."""
        closed = self._closed()
        if closed is not None:
            return closed
        kind = self.problem.answer_kind
        board = self.game.board
        if (kind == "move" and isinstance(vertex, str) and vertex.strip().lower() == PASS
                and _key_passes(self.problem)):
            return self._move(PASS)  # an answer key may hold a pass (a tenuki)
        try:
            point = board.point(vertex)
        except GoError:
            return self._say("illegal", Text.of(N_("{vertex} is not a point of this board."),
                                                vertex=str(vertex)))
        v = vertex_name(point, board.size)
        if kind == "move":
            return self._move(v)
        if kind == "points":
            if board.get(point) is not None:
                return self._say("info", Text.of(N_("Choose empty points.")))
            return self._say("info", self._toggle_text(v, self._toggle([v])))
        if kind == "dead":
            chain = board.chain(point)
            if chain is None:
                return self._say("info", Text.of(N_("Click a stone to mark its chain dead.")))
            added = self._toggle([vertex_name(s, board.size) for s in sorted(chain.stones)])
            return self._say("info", self._toggle_text(v, added))
        return self._say("info", Text.of(N_("Answer with the controls above the board.")))

    def check(self) -> Feedback:
        """The student says the selected points are the answer ("points", "dead")."""
        closed = self._closed()
        if closed is not None:
            return closed
        if self.problem.answer_kind not in ("points", "dead"):
            return self._say("info", Text.of(N_("Nothing to check: answer the question.")))
        self._touched = True
        return self._apply(self.problem.goal.check(self.problem, self.attempt))

    def answer(self, value: str) -> Feedback:
        """A typed number or a chosen choice ("number", "choice"), or the score of a
        "dead" problem."""
        closed = self._closed()
        if closed is not None:
            return closed
        if self.problem.answer_kind in ("move", "points"):
            return self._say("info", Text.of(N_("Answer on the board.")))
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            return self._say("info", Text.of(N_("That answer cannot be read.")))
        self.attempt.language = self.language
        self._answer_given = str(value).strip()
        outcome = self.problem.goal.answer(self.problem, self.attempt, str(value))
        if outcome is None and self.problem.answer_kind == "number":
            return self._say("info", Text.of(N_("That answer cannot be read: type only a "
                                                "number.")))
        if outcome is None:
            return self._say("info", Text.of(N_("That answer cannot be read.")))
        self._touched = True
        return self._apply(outcome)

    def hint(self) -> Feedback:
        """Shows the next hint: the author's hints one per step, then the goal's last
        step (which may show the answer)."""
        a = self.attempt
        if a.status != "open":
            return self._say("info", Text.of(N_("No hint now: press retry or next.")))
        plan = self._hint_plan()
        if a.hints >= len(plan):
            return self._say("info", Text.of(N_("No more hints.")))
        goal_step, text = plan[a.hints]
        marks, own = self.problem.goal.hint(self.problem, a, goal_step)
        a.hints += 1
        self.result.hints += 1
        self._hint_marks = dict(marks)
        said = text if text is not None else own
        if self._cleared:
            said = Text.join(self._cleared_text(self._cleared), said)
            self._cleared = []
        return self._say("info", said, marks)

    def _cleared_text(self, cleared: list[str]) -> Text:
        """Returns that the wrong answer's selection `cleared` was emptied, naming it."""
        vertices = ", ".join(cleared)
        if self.problem.answer_kind == "dead":
            return Text.of(N_("Your dead-stone marks ({vertices}) are cleared: mark the "
                              "dead stones again."), vertices=vertices)
        return Text.of(N_("Your last answer ({vertices}) is cleared: select the points "
                          "again."), vertices=vertices)

    def show_solution(self) -> Feedback:
        """Shows a right answer on a fresh board (only after a wrong answer): the moves
        numbered, the points or dead stones marked, the number or choice said. The
        problem then counts as "seen" unless it was solved before."""
        if self.result.failures == 0:
            return self._say("info", Text.of(N_("Try it yourself first: the solution can be "
                                                "shown after a wrong answer.")))
        p = self.problem
        self._start_attempt()
        a = self.attempt
        kind = p.answer_kind
        marks: dict[str, str] = {}
        self._showing = True
        try:
            if kind == "move":
                start = len(a.game.moves)
                for _step in range(200):
                    v = p.goal.right_move(p, a)
                    if v is None:
                        break
                    self.click(v)
                    if a.status != "open":
                        break
                marks = labels([m.vertex for m in a.game.moves[start:]])
                text = Text.of(N_("Here is a solution, move by move (the numbers). Press "
                                  "Try again to play it yourself."))
            elif kind == "points":
                a.selected[:] = list(p.solution())
                marks = {v: "circle" for v in a.selected}
                text = Text.of(N_("Here is the solution: the circled points."))
            elif kind == "dead":
                dead, score = p.solution()
                a.selected[:] = list(dead)
                text = Text.of(_dead_solution(len(dead)), score=ResultText(result=score))
            elif kind == "choice":
                right = str(p.solution())
                label = next((lab for value, lab in p.goal.choices() if value == right),
                             Text.author(right))
                text = Text.of(N_("The answer is: {answer}."), answer=label)
            else:
                text = Text.of(N_("The answer is: {answer}."), answer=str(p.solution()))
        finally:
            self._showing = False
        a.status = "shown"
        r = self.result
        if not r.solved:
            r.seen = True
        text = Text.join(text, self._record())
        self._hint_marks = {}
        self._feedback_marks = marks
        return self._say("shown", text, marks)

    def retry(self) -> Feedback:
        """Starts the problem again (a new attempt)."""
        if self.attempt.status == "open" and not self._touched:
            return self._say("info", Text.of(N_("You are at the start already.")))
        self.result.attempts += 1
        self._start_attempt()
        return self._say("info", Text.of(N_("Try again.")))

    def next(self) -> Feedback:
        """Goes to the next problem of the set (nothing for the last or a single one)."""
        if self.index + 1 >= len(self.problem_set):
            if self._single:
                return self._say("info", Text.of(N_("This is the only problem.")))
            return self._say("info", Text.join(Text.of(N_("That was the last problem.")),
                                               self._summary_text()))
        self.index += 1
        self._start_attempt()
        return self._say("info", Text())

    def go_to(self, index: int) -> Feedback:
        """Shows problem `index` of the set (from 0); an index out of range changes
        nothing."""
        if isinstance(index, bool) or not isinstance(index, int) or not (
                0 <= index < len(self.problem_set)):
            return self._say("info", Text.of(N_("There is no such problem.")))
        self.index = index
        self._start_attempt()
        return self._say("info", Text())

    # ------------------------------------------------------------------ programmatic
    def submit(self, answer: Any) -> Feedback:
        """Gives `answer` (of the kind `Problem.solution()` returns) and returns the
        last Feedback: moves are played one by one until the problem is solved or
        failed; points are selected and checked; a number or choice is answered;
        (dead stones, score) are selected and the score answered.
        Raises ProblemError for an answer of the wrong shape."""
        kind = self.problem.answer_kind
        if kind == "move":
            moves = [answer] if isinstance(answer, str) else list(answer)
            fb = Feedback("info", "")
            for v in moves:
                fb = self.click(v)
                if self.status != "open" or fb.kind == "illegal":
                    break
            return fb
        if kind == "points":
            self._select([str(v) for v in answer])
            return self.check()
        if kind == "dead":
            try:
                dead, score = answer
            except (TypeError, ValueError) as err:
                raise ProblemError("a 'dead' answer is (dead stones, score text)") from err
            self._select([str(v) for v in dead])
            return self.answer(str(score))
        return self.answer(str(answer))

    def solve(self) -> Feedback:
        """Solves the problem on the board from where it stands (starting again if the
        attempt is over), whatever the scripted replies; returns the last Feedback
        ("solved", or "failed"/"info" if gotutor finds no right answer)."""
        if self.status != "open":
            self.retry()
        p = self.problem
        if p.answer_kind != "move":
            return self.submit(p.solution())
        fb = Feedback("info", "")
        for _step in range(200):
            v = p.goal.right_move(p, self.attempt)
            if v is None:
                return self._say("info", Text.of(N_("No right move found here.")))
            fb = self.click(v)
            if self.status != "open" or fb.kind == "illegal":
                break
        return fb

    # ------------------------------------------------------------------ inside
    def _start_attempt(self) -> None:
        p = self.problem
        self.attempt = Attempt(game=p.start_game(), rng=self._rngs[self.index])
        p.goal.begin(p, self.attempt)
        self._touched = False
        self._unselected = False  # a click took a point out of the selection
        self._cleared: list[str] = []  # the selection clear_selection() took away
        self._hint_marks: dict[str, str] = {}
        self._feedback_marks: dict[str, str] = {}
        self._feedback_kind = "info"
        self._feedback_text = Text()
        self._showing = getattr(self, "_showing", False)

    def _closed(self) -> Feedback | None:
        """The answer to an action on a finished attempt, or None if it is open."""
        if self.attempt.status == "solved":
            return self._say("info", Text.of(N_("Solved. Press next, or retry.")))
        if self.attempt.status == "failed":
            return self._say("info", Text.of(N_("Press retry to try again.")))
        if self.attempt.status == "shown" and not self._showing:
            return self._say("info", Text.of(N_("This is the solution. Press Try again to "
                                                "play it yourself.")))
        return None

    def _move(self, v: str) -> Feedback:
        game = self.game
        reason = game.why_illegal(v)
        if reason is not None:
            return self._say("illegal", reason_text(reason, v))
        move = game.play(v)
        assert move is not None
        self.attempt.moves.append(v)
        self._touched = True
        outcome = self.problem.goal.after_move(self.problem, self.attempt, move)
        return self._apply(outcome)

    def _apply(self, outcome: Outcome) -> Feedback:
        game = self.game
        for reply in outcome.replies:
            if game.is_over:
                break
            try:
                game.play(PASS if reply == PASS else reply)
            except GoError:
                break
        a, r = self.attempt, self.result
        a.status = outcome.status
        kind = outcome.kind
        text = outcome.text
        if self._showing:  # the solution being played: no verdict, nothing counted
            self._feedback_marks = dict(outcome.marks)
            return Feedback(kind, "", dict(outcome.marks))
        r.tried = True
        if outcome.status == "solved":
            kind = "solved"
            if not r.solved and not r.seen:  # after the solution was shown: "seen"
                r.first_try = r.attempts == 1 and r.hints == 0
                r.solved = True
            if self.problem.right_text and not _has_author_text(outcome.text):
                text = self.problem.right_text
        elif outcome.status == "failed":
            kind = "failed"
            r.failures += 1
            self._note_wrong_first()
            if self.problem.wrong_text and not _has_author_text(outcome.text):
                # the verdict first, then the reason, each once: a goal's verdict ("Not
                # atari: ...", "You missed 1 point.") comes before the author's
                # explanation; where a line is shown, the goal's text only points to it
                # ("The numbered moves show why.") and comes after
                text = (Text.join(self.problem.wrong_text, outcome.text) if outcome.replies
                        else Text.join(outcome.text, self.problem.wrong_text))
        text = Text.join(text, self._record())
        self._hint_marks = {} if outcome.status != "open" else self._hint_marks
        self._feedback_marks = dict(outcome.marks)
        return self._say(kind, text, outcome.marks)

    def _record(self) -> Text | None:
        """Saves the result of the problem on the board, if it has a `key` (see
        gotutor.progress); a file that cannot be written never stops the lesson.
        Returns what the student must hear about their saved progress (a damaged file
        put aside, a full disk), or None."""
        key = self._progress_key()
        if not key:  # a session of its own (a check, a demonstration): nothing to save
            return None
        saved.record(key, self.result.status, self._run())
        if self.result.failures or self.result.seen:
            self._note_miss(key)
        return Text.join(*(_notice_text(n) for n in saved.take_notices())) or None

    def _progress_key(self) -> str | None:
        """The key the problem on the board is saved under: its own, or a drill
        problem's ("drill:concept:level:seed:index"), or None."""
        key = getattr(self.problem, "key", None)
        if key:
            return key
        spec = getattr(self.problem, "drill", None)
        return getattr(spec, "key", None) or None

    def _run_state(self) -> dict[str, Any]:
        """This board's run of the problem on it: a random id and its wrong first
        moves (see gotutor.progress.Run)."""
        runs = self.__dict__.setdefault("_runs", {})
        if self.index not in runs:
            runs[self.index] = {"id": secrets.token_hex(6), "wrong": []}
        return runs[self.index]

    def _run(self) -> saved.Run:
        r = self.result
        state = self._run_state()
        return saved.Run(state["id"], tries=r.attempts if r.tried else 0, hints=r.hints,
                         wrong=tuple(state["wrong"][:saved.MAX_WRONG]))

    def _note_wrong_first(self) -> None:
        """Notes the answer of an attempt that failed at its first answer: the move,
        the typed or chosen answer, or the points chosen (space-separated)."""
        a, kind = self.attempt, self.problem.answer_kind
        if kind == "move":
            given = a.moves[0] if len(a.moves) == 1 else None
        elif kind == "points":
            given = " ".join(sorted(a.selected))
        else:
            given = getattr(self, "_answer_given", None)
        if given:
            self._run_state()["wrong"].append(str(given)[:200])

    def _note_miss(self, key: str) -> None:
        """Puts the missed problem `key` in the review queue (`gotutor.leitner`), once per
        session; a queue that cannot be written never stops the lesson."""
        noted = self.__dict__.setdefault("_missed_keys", set())
        if key in noted:
            return
        noted.add(key)
        try:
            from .. import leitner as review

            review.missed(key)
        except Exception:  # the review queue must not stop a lesson
            pass

    def _toggle(self, vertices: list[str]) -> bool:
        """Selects `vertices`, or takes them out of the selection if all were in it.
        Returns True if they were added, False if they were taken out."""
        sel = self.attempt.selected
        self._touched = True
        if all(v in sel for v in vertices):
            for v in vertices:
                sel.remove(v)
            self._unselected = True
            return False
        sel.extend(v for v in vertices if v not in sel)
        return True

    def _toggle_text(self, vertex: str, added: bool) -> Text:
        """Returns what a click on `vertex` says: nothing when it adds to the answer,
        and what it took out when it removes (a click never undoes silently); once a
        click has removed something in this attempt, every click names the selection."""
        dead = self.problem.answer_kind == "dead"
        now = ", ".join(self.attempt.selected)
        if not added:
            if dead:
                return Text.of(N_("The chain at {vertex} is no longer marked dead "
                                  "(click it again to mark it)."), vertex=vertex)
            return Text.of(N_("{vertex} is no longer selected (click it again to "
                              "select it)."), vertex=vertex)
        if not getattr(self, "_unselected", False):
            return Text()
        if dead:
            return Text.of(N_("Marked dead now: {vertices}."), vertices=now)
        return Text.of(N_("Selected now: {vertices}."), vertices=now)

    def clear_selection(self) -> list[str]:
        """Empties the selection of the open attempt (points, or dead stones not yet
        confirmed) and returns what was selected; nothing for other answers."""
        a = self.attempt
        if a.status != "open" or self.problem.answer_kind not in ("points", "dead"):
            return []
        if a.dead_confirmed:
            return []
        cleared = list(a.selected)
        a.selected.clear()
        self._cleared = cleared  # the next hint says so
        return cleared

    def _select(self, vertices: list[str]) -> None:
        """Replaces the selection (programmatic answers). Raises ProblemError for a
        vertex off the board."""
        board = self.game.board
        chosen: list[str] = []
        try:
            for v in vertices:
                p = board.point(v)
                if self.problem.answer_kind == "dead" and board.get(p) is not None:
                    names = [vertex_name(s, board.size) for s in sorted(board.chain(p).stones)]
                else:
                    names = [vertex_name(p, board.size)]
                chosen.extend(n for n in names if n not in chosen)
        except GoError as err:
            raise ProblemError(f"bad point in the answer: {err}") from err
        self.attempt.selected[:] = chosen
        self._touched = True

    def _say(self, kind: str, text: Text, marks: dict[str, str] | None = None) -> Feedback:
        self._feedback_kind = kind
        self._feedback_text = text
        self._changed()
        return Feedback(kind, text.render(self.language), dict(marks or {}))

    def _changed(self) -> None:
        for fn in list(self._listeners):
            fn()

    def __repr__(self) -> str:
        return (f"<ProblemSession problem {self.index + 1} of {len(self.problem_set)}, "
                f"{self.status}>")


def _dead_solution(stones: int) -> str:
    """Returns the message that shows the solution of a dead-stones problem with `stones`
    dead stones (marked on the board): none, one, or several."""
    if stones == 0:
        return N_("Here is the solution: no stone is dead, and the score is {score}.")
    if stones == 1:
        return N_("Here is the solution: the marked stone is dead, and the score is "
                  "{score}.")
    return N_("Here is the solution: the marked stones are dead, and the score is {score}.")


def _key_passes(problem: Problem) -> bool:
    """True if the problem's answer key holds a pass for the solver somewhere (then
    the board offers a Pass button, whether passing is right or wrong there)."""
    root = getattr(getattr(problem.goal, "inner", problem.goal), "root", None)
    stack = list(getattr(root, "children", []))
    while stack:
        node = stack.pop()
        if node.vertex == PASS and node.color is problem.to_play:
            return True
        stack.extend(node.children)
    return False


def _notice_text(notice: saved.Notice) -> Text:
    """Returns a progress notice as a Text (translated when shown, in the board's
    language)."""
    return Text.of(notice.msgid, **{k: _notice_text(v) if isinstance(v, saved.Notice) else v
                                    for k, v in notice.fields})


def _has_author_text(text: Text) -> bool:
    """True if `text` holds an author's words (an SGF comment, say)."""
    return (text.literal is not None or text.own
            or any(_has_author_text(t) for t in text.parts))
