"""Goals the lessons need beyond the problems module's own: a number, a choice among
the author's options, a set of points, and explanations for particular wrong answers.

They follow `gotutor.problems.goals.Goal`: each judges an answer and returns an Outcome.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..coords import vertex_name
from ..i18n import N_
from ..problems.answers import read_number
from ..problems.errors import ProblemError
from ..problems.goals import Attempt, Goal, Outcome
from ..problems.texts import Text, as_text

if TYPE_CHECKING:
    from ..game import Move
    from ..problems.problem import Problem

__all__ = ["ChoiceGoal", "NumberGoal", "PointsGoal", "WithReasons", "read_number"]


def _reason(why: Mapping[str, str | Text], key: str) -> Text | None:
    return as_text(why.get(key)) or None


def _read_score(value: str, language: str | None) -> tuple[str | None, float] | None:
    """Returns the score typed as `value` ("Black 8.5", "C+8,5"): (winner, margin), or
    None if it cannot be read as one."""
    from ..errors import GoError
    from ..i18n.answers import parse_score

    try:
        return parse_score(value, language)
    except GoError:  # not a score, or a colour that could be read either way
        return None


def _no(problem: Problem) -> Text:
    """The text of a wrong answer: nothing more when the author explains wrong answers
    (the session shows the author's text), else "No."."""
    return Text() if problem.wrong_text else Text.of(N_("No."))


class NumberGoal(Goal):
    """The answer is a number (`value`); `why` maps wrong answers to explanations."""

    name = "number"
    answer_kind = "number"

    def __init__(self, value: str, why: Mapping[str, str | Text] | None = None,
                 winner: str | None = None) -> None:
        number = read_number(value)
        if number is None:
            raise ProblemError(f"the answer of a number goal must be a number, not {value!r}")
        self.value = number
        self.why = dict(why or {})
        #: "B" or "W" when the number is the winner's margin ("By how many points does
        #: Black win?"): a score typed the way lesson 00 teaches ("Black 8.5") is read too.
        self.winner = winner

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("Type the number."))

    def solution(self, problem: Problem) -> str:
        return f"{self.value:g}"

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        given = read_number(value)
        if given is None and self.winner is not None:
            score = _read_score(value, attempt.language)
            if score is None:
                return None
            winner, given = score
            if winner != self.winner:
                return Outcome("failed", "wrong", Text.of(
                    N_("No: Black wins this game. By how many points?") if self.winner == "B"
                    else N_("No: White wins this game. By how many points?")))
        if given is None:
            return None
        if given == self.value:
            return Outcome("solved", "right", Text.of(N_("Right.")))
        reason = _reason(self.why, f"{given:g}")
        return Outcome("failed", "wrong", reason or _no(problem))

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        return {}, Text()

    @property
    def hint_steps(self) -> int:
        return 0


class ChoiceGoal(Goal):
    """The answer is one of `choices` ((value, label) pairs; a label is a Text, or an
    author's string shown as written); `value` is the right one."""

    name = "choice"
    answer_kind = "choice"

    def __init__(self, value: str, choices: Sequence[tuple[str, str | Text]],
                 why: Mapping[str, str | Text] | None = None) -> None:
        self._choices = [(str(v), as_text(label)) for v, label in choices]
        if value not in {v for v, _label in self._choices}:
            raise ProblemError(f"the answer {value!r} is not one of the choices")
        self.value = value
        self.why = dict(why or {})

    def choices(self) -> list[tuple[str, Text]]:
        return list(self._choices)

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("Choose an answer."))

    def solution(self, problem: Problem) -> str:
        return self.value

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        choice = str(value).strip()
        if choice not in {v for v, _label in self._choices}:
            return None
        if choice == self.value:
            return Outcome("solved", "right", Text.of(N_("Right.")))
        return Outcome("failed", "wrong", _reason(self.why, choice) or _no(problem))

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        return {}, Text()

    @property
    def hint_steps(self) -> int:
        return 0


class PointsGoal(Goal):
    """The answer is a set of empty points, clicked and then checked."""

    name = "points"
    answer_kind = "points"

    def __init__(self, points: Iterable[str]) -> None:
        self._given = list(points)
        self.points: list[str] = []

    def prepare(self, problem: Problem) -> None:
        board = problem.start_game().board
        names = []
        for v in self._given:
            try:
                p = board.point(v)
            except Exception as err:
                raise ProblemError(f"bad answer point {v!r}: {err}") from err
            if board.get(p) is not None:
                raise ProblemError(f"the answer point {v} holds a stone")
            names.append(vertex_name(p, board.size))
        if not names:
            raise ProblemError("a points goal needs at least one point")
        self.points = names

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("Click the points, then check."))

    def solution(self, problem: Problem) -> list[str]:
        return list(self.points)

    def check(self, problem: Problem, attempt: Attempt) -> Outcome:
        right, chosen = set(self.points), set(attempt.selected)
        if right == chosen:
            return Outcome("solved", "right", Text.of(N_("Right.")))
        # the student's own mistakes are crossed; the points missed are only counted
        marks = {v: "cross" for v in chosen - right}
        text = Text.join(
            Text.plural_of(N_("You missed {n} point."),
                           N_("You missed {n} points."), len(right - chosen))
            if right - chosen else None,
            Text.plural_of(N_("{n} point you chose is not one (crossed)."),
                           N_("{n} points you chose are not (crossed)."),
                           len(chosen - right))
            if chosen - right else None)
        return Outcome("failed", "wrong", text, [], marks)

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        left = [v for v in self.points if v not in attempt.selected]
        if step == 0 or not left:
            return {}, Text()
        return {left[0]: "circle"}, Text.of(N_("Here is one of them."))


class WithReasons(Goal):
    """Another goal, with an explanation added for particular wrong answers: `why` maps
    a wrong move (a vertex) or a wrong typed or chosen value to its explanation, which
    comes after the inner goal's verdict (the verdict first, then the reason), or
    instead of it with `replace=True`. Where the inner goal shows a line on the board,
    the explanation says what happens and the goal's words only point to the moves."""

    def __init__(self, inner: Goal, why: Mapping[str, str | Text],
                 replace: bool = False) -> None:
        self.inner = inner
        self.why = dict(why)
        self.replace = replace
        self.name = inner.name
        self.answer_kind = inner.answer_kind

    def __getattr__(self, name: str) -> Any:
        # Everything not judged here is the inner goal's (e.g. its reader or targets).
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    def _explain(self, outcome: Outcome | None, key: str) -> Outcome | None:
        reason = _reason(self.why, key)
        if outcome is not None and outcome.status == "failed" and reason:
            if self.replace:
                outcome.text = reason
            elif outcome.replies:
                outcome.text = Text.join(reason, Text.of(N_("The numbered moves show why.")))
            else:
                outcome.text = Text.join(outcome.text, reason)
        return outcome

    def prepare(self, problem: Problem) -> None:
        self.inner.prepare(problem)

    def question(self, problem: Problem) -> Text:
        return self.inner.question(problem)

    def choices(self) -> list[tuple[str, Text]]:
        return self.inner.choices()

    def begin(self, problem: Problem, attempt: Attempt) -> None:
        self.inner.begin(problem, attempt)

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        out = self.inner.after_move(problem, attempt, move)
        return self._explain(out, move.vertex) or out

    def check(self, problem: Problem, attempt: Attempt) -> Outcome:
        return self.inner.check(problem, attempt)

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        key = str(value).strip()
        number = read_number(key)
        return self._explain(self.inner.answer(problem, attempt, value),
                             f"{number:g}" if number is not None else key)

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        return self.inner.right_move(problem, attempt)

    def solution(self, problem: Problem) -> Any:
        return self.inner.solution(problem)

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        return self.inner.hint(problem, attempt, step)

    @property
    def hint_steps(self) -> int:
        return self.inner.hint_steps
