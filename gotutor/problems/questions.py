"""Goals answered off the board's moves: points to click (forbidden points), a number
(liberties), a choice (is this move legal, and why not?), dead stones and a score.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..color import Color
from ..coords import vertex_name
from ..i18n import N_
from ..i18n.answers import AmbiguousAnswer, AnswerError, format_result
from ..i18n.answers import parse_score as read_score
from ..rules import KoRule
from .answers import parse_score
from .base import Attempt, Goal, Outcome, chain_points
from .errors import ProblemError
from .tactics import TargetGoal
from .texts import Text, reason_text

if TYPE_CHECKING:
    from .problem import Problem

__all__ = ["CountLibertiesGoal", "DeadStonesGoal", "ForbiddenPointsGoal", "LegalityGoal",
           "ResultText", "parse_score"]

@dataclass(frozen=True)
class ResultText(Text):
    """A result ("B+3.5") shown the way the language writes it ("C+3,5" in Polish)."""

    result: str = "0"

    def __bool__(self) -> bool:
        return True

    def render(self, language: str | None = None) -> str:
        """Returns the result written as `language` writes one (`format_result`)."""
        return format_result(self.result, language)


class ForbiddenPointsGoal(Goal):
    """Find every empty point where `color` may not play (suicide, ko, superko)."""

    name = "forbidden-points"
    answer_kind = "points"

    def __init__(self, color: Color | str | None = None) -> None:
        self.color = None if color is None else Color.parse(color)

    def player(self, problem: Problem) -> Color:
        """The colour whose forbidden points are asked."""
        return self.color or problem.to_play

    def question(self, problem: Problem) -> Text:
        if self.player(problem) is Color.BLACK:
            return Text.of(N_("Click every point where Black may not play, then check."))
        return Text.of(N_("Click every point where White may not play, then check."))

    def answer_points(self, problem: Problem) -> list[str]:
        """Returns the forbidden empty points, in point order."""
        game = problem.start_game()
        color = self.player(problem)
        board = game.board
        return [vertex_name(p, board.size) for p in board.empty_points()
                if game.why_illegal(vertex_name(p, board.size), color) is not None]

    def solution(self, problem: Problem) -> list[str]:
        return self.answer_points(problem)

    def check(self, problem: Problem, attempt: Attempt) -> Outcome:
        right = set(self.answer_points(problem))
        chosen = set(attempt.selected)
        if chosen == right:
            n = len(right)
            return Outcome("solved", "right",
                           Text.plural_of(N_("Right: there is {n} forbidden point."),
                                          N_("Right: there are {n} forbidden points."), n))
        missed, extra = right - chosen, chosen - right
        # the student's own mistakes are crossed; the points missed are only counted
        marks = {v: "cross" for v in extra}
        text = Text.join(
            Text.plural_of(N_("You missed {n} forbidden point."),
                           N_("You missed {n} forbidden points."), len(missed))
            if missed else None,
            Text.plural_of(N_("{n} point you chose is a legal move (crossed)."),
                           N_("{n} points you chose are legal moves (crossed)."), len(extra))
            if extra else None)
        return Outcome("failed", "wrong", text, [], marks)

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            return {}, Text.of(N_("A move is forbidden if it leaves its own chain without "
                                  "liberties and captures nothing, or retakes a ko at once."))
        left = [v for v in self.answer_points(problem) if v not in attempt.selected]
        if not left:
            return {}, Text.of(N_("You have found them all: press check."))
        return {left[0]: "circle"}, Text.of(N_("Here is one of them."))


class CountLibertiesGoal(TargetGoal):
    """Count the liberties of the marked chain (the answer is a number)."""

    name = "count-liberties"
    answer_kind = "number"

    def defender(self, problem: Problem) -> Color:
        game = problem.start_game()
        pts = self.targets(problem)
        color = game.board.get(pts[0]) if pts else None
        return color if color is not None else problem.to_play

    def prepare(self, problem: Problem) -> None:
        super().prepare(problem)
        board = problem.start_game().board
        if len(chain_points(board, self.targets(problem), self.defender(problem))) != 1:
            raise ProblemError("count the liberties of ONE chain: mark stones of one chain")

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("How many liberties has the marked chain?"))

    def liberties(self, problem: Problem) -> list[str]:
        """Returns the liberties of the marked chain."""
        board = problem.start_game().board
        ch = board.chain(self.targets(problem)[0])
        return [vertex_name(p, board.size) for p in sorted(ch.liberties)]

    def solution(self, problem: Problem) -> int:
        return len(self.liberties(problem))

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        text = str(value).strip()
        if not text.isdigit():
            return None
        n = int(text)
        libs = self.liberties(problem)
        board = problem.start_game().board
        # a single stone is "the stone", not "the chain" (a student who has just learnt
        # that a chain is several connected stones would be misled)
        single = len(board.chain(self.targets(problem)[0]).stones) == 1
        if n == len(libs):
            return Outcome("solved", "right", (
                Text.plural_of(N_("Right: the stone has {n} liberty."),
                               N_("Right: the stone has {n} liberties."), n) if single
                else Text.plural_of(N_("Right: the chain has {n} liberty."),
                                    N_("Right: the chain has {n} liberties."), n)),
                [], {v: "circle" for v in libs})
        fewer = n > len(libs)
        if problem.wrong_text:  # the author says how to count: the goal, only which way
            if single:
                return Outcome("failed", "wrong", Text.of(
                    N_("No: the stone has fewer liberties than that.") if fewer
                    else N_("No: the stone has more liberties than that.")))
            return Outcome("failed", "wrong", Text.of(
                N_("No: the chain has fewer liberties than that.") if fewer
                else N_("No: the chain has more liberties than that.")))
        if single:
            return Outcome("failed", "wrong", Text.of(
                N_("No: the stone has fewer liberties than that. Count only the empty "
                   "points next to it, along the lines.") if fewer
                else N_("No: the stone has more liberties than that. Count the empty "
                        "points next to it, along the lines.")))
        if fewer:
            return Outcome("failed", "wrong", Text.of(N_(
                "No: the chain has fewer liberties than that. Count only the empty points "
                "next to it, along the lines.")))
        return Outcome("failed", "wrong", Text.of(N_(
            "No: the chain has more liberties than that. Look at every stone of the "
            "chain and the empty points next to it.")))

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            return {}, Text.of(N_("A liberty is an empty point next to the chain, along a "
                                  "line, not across a corner."))
        libs = self.liberties(problem)
        return {libs[0]: "circle"}, Text.of(N_("Here is one of them; count the others."))


#: The choices of a legality question, by the reason code they stand for.
_LEGALITY_CHOICES = (("legal", N_("Legal")), ("suicide", N_("Suicide")), ("ko", N_("Ko")),
                     ("occupied", N_("Occupied")))


class LegalityGoal(Goal):
    """Is this move legal, and if not, why? (legal / suicide / ko / occupied)."""

    name = "legality"
    answer_kind = "choice"

    def __init__(self, vertex: str, color: Color | str | None = None,
                 choices: Iterable[str] | None = None) -> None:
        """`choices`: the reason codes offered, in the usual order (default: all four;
        a lesson given before ko is taught leaves "ko" out).
        Raises ProblemError for an unknown code or fewer than two."""
        self.vertex = vertex
        self.color = None if color is None else Color.parse(color)
        known = [c for c, _label in _LEGALITY_CHOICES]
        wanted = known if choices is None else [str(c) for c in choices]
        unknown = sorted(set(wanted) - set(known))
        if unknown or len(set(wanted)) < 2:
            raise ProblemError(f"a legality question offers two or more of {known}, "
                               f"not {list(wanted)}")
        self.offered = tuple(c for c in known if c in wanted)

    def player(self, problem: Problem) -> Color:
        """The colour asked about."""
        return self.color or problem.to_play

    def prepare(self, problem: Problem) -> None:
        game = problem.start_game()
        try:
            reason = game.why_illegal(self.vertex, self.player(problem))
            self.vertex = vertex_name(game.board.point(self.vertex), game.size)
        except Exception as err:
            raise ProblemError(f"bad vertex for the legality question: {err}") from err
        if reason in ("off-board", "game-over"):
            raise ProblemError(f"the legality question's move is {reason}")
        if self.expected(problem) not in self.offered:
            raise ProblemError(f"the right answer {self.expected(problem)!r} is not one of "
                               f"the choices offered {list(self.offered)}")
        problem.marks.setdefault(self.vertex, "circle")

    def reason(self, problem: Problem) -> str | None:
        """Returns the rules' reason code for the move (None if legal)."""
        return problem.start_game().why_illegal(self.vertex, self.player(problem))

    def expected(self, problem: Problem) -> str:
        """Returns the right choice: "legal", "suicide", "ko" or "occupied"."""
        reason = self.reason(problem)
        return "legal" if reason is None else ("ko" if reason == "superko" else reason)

    def choices(self) -> list[tuple[str, Text]]:
        return [(value, Text.of(label)) for value, label in _LEGALITY_CHOICES
                if value in self.offered]

    def question(self, problem: Problem) -> Text:
        if self.player(problem) is Color.BLACK:
            return Text.of(N_("May Black play at {vertex}? If not, why not?"), vertex=self.vertex)
        return Text.of(N_("May White play at {vertex}? If not, why not?"), vertex=self.vertex)

    def solution(self, problem: Problem) -> str:
        return self.expected(problem)

    def explanation(self, problem: Problem) -> Text:
        """Returns why the move is legal or not, in words."""
        reason = self.reason(problem)
        if reason is not None:
            return reason_text(reason, self.vertex)
        check = problem.start_game().check(self.vertex, self.player(problem))
        if check.captures:
            return Text.plural_of(N_("{vertex} is legal: it captures {n} stone."),
                                  N_("{vertex} is legal: it captures {n} stones."),
                                  len(check.captures), vertex=self.vertex)
        if check.self_capture:
            return Text.plural_of(
                N_("{vertex} is legal under these rules: it captures its own chain of {n} "
                   "stone (self-capture)."),
                N_("{vertex} is legal under these rules: it captures its own chain of {n} "
                   "stones (self-capture)."),
                len(check.self_capture), vertex=self.vertex)
        return Text.of(N_("{vertex} is legal: after the move its chain still has a liberty."),
                       vertex=self.vertex)

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        choice = str(value).strip().lower()
        if choice not in self.offered:
            return None
        if choice == self.expected(problem):
            return Outcome("solved", "right", Text.join(Text.of(N_("Right.")),
                                                        self.explanation(problem)))
        return Outcome("failed", "wrong", self.not_so(problem, choice))

    def not_so(self, problem: Problem, choice: str) -> Text:
        """Returns what is wrong with the wrong `choice`, as a pointer to the position
        (what the move would capture, its liberties, the last capture, the point itself),
        never saying whether another choice is right: with two choices left that would
        give the answer away."""
        v = self.vertex
        expected = self.expected(problem)
        if choice == "occupied":
            return Text.of(N_("No: {vertex} is empty."), vertex=v)
        if expected == "occupied":
            return Text.of(N_("No. Look at what stands on {vertex} now."), vertex=v)
        check = problem.start_game().check(v, self.player(problem))
        if choice == "ko":
            return Text.of(N_("No. Which stone did the last move capture, and would a stone "
                              "at {vertex} take back just that one?"), vertex=v)
        if expected == "ko":
            return Text.of(N_("No. Look at what a stone at {vertex} would capture, and at "
                              "what the last move captured."), vertex=v)
        if expected == "legal" and check.captures:
            return Text.of(N_("No. Look at what a stone at {vertex} would capture."), vertex=v)
        if expected == "legal" and check.self_capture:
            return Text.of(N_("No. A stone at {vertex} would take its own chain's last "
                              "liberty: what do the rules of this exercise say about such a "
                              "move (self-capture)?"), vertex=v)
        return Text.of(N_("No. Imagine a stone at {vertex}: count the liberties of its "
                          "chain after the move, and what it would capture."), vertex=v)

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            return {self.vertex: "circle"}, Text.of(
                N_("Imagine the stone on the marked point: how many liberties has its chain?"))
        return {}, self.rule_hint(problem)

    def rule_hint(self, problem: Problem) -> Text:
        """Returns the last hint: the rule that decides this move (the one that fits the
        right answer: capture, self-capture, suicide, ko, superko or an occupied point)."""
        reason = self.reason(problem)
        if reason == "occupied":
            return Text.of(N_("A stone may only be played on an empty point."))
        if reason == "ko":
            return Text.of(N_("The ko rule: a move may not take back a single stone at once "
                              "if that would bring back the position before the last "
                              "move."))
        if reason == "superko":
            return Text.of(N_("A move may not bring back a whole-board position that has "
                              "been seen before in the game (superko)."))
        if reason is not None:
            return Text.of(N_("A move that captures nothing and leaves its own chain "
                              "without a liberty is suicide."))
        game = problem.start_game()
        check = game.check(self.vertex, self.player(problem))
        if check.self_capture:
            return Text.of(N_("Under these rules a move may take its own chain's last "
                              "liberty: the chain is captured (self-capture)."))
        if check.captures and game.rules.ko is KoRule.SITUATIONAL:
            # legal only because the same board comes back with the other player to move
            strict = problem.start_game()
            strict.rules = replace(game.rules, ko=KoRule.POSITIONAL)
            if strict.why_illegal(self.vertex, self.player(problem)) == "superko":
                return Text.of(N_("Situational superko forbids a repeated board only with "
                                  "the same player to move."))
        last = game.node.move
        if check.captures and last is not None and last.captured \
                and game.board.point(last.vertex) in check.captures \
                and (len(last.captured) > 1 or len(check.captures) > 1):
            # it takes back the stone that has just captured, but that stone captured more
            # than one, or more than it comes back: not a ko retake
            return Text.of(N_("The ko rule: a move may not take back a single stone at once "
                              "if that would bring back the position before the last "
                              "move."))
        if check.captures:
            return Text.of(N_("A move that captures is legal even when its stone has no "
                              "liberty of its own before the capture."))
        return Text.of(N_("A move whose chain keeps at least one liberty after the move "
                          "is legal: count them."))


class DeadStonesGoal(Goal):
    """Mark the dead stones, then give the score (checked with `Game.score`)."""

    name = "dead-stones"
    answer_kind = "dead"

    def __init__(self, dead: Iterable[str] | None = None) -> None:
        self._dead_given = None if dead is None else list(dead)
        self._dead: list[str] | None = None

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("Click the dead stones and check them, then type the score "
                          "(e.g. Black 3.5)."))

    def prepare(self, problem: Problem) -> None:
        game = problem.start_game()
        board = game.board
        given = self._dead_given
        if given is None:
            try:
                from ..life import suggest_dead  # the life module: optional at build time
            except ImportError as err:
                raise ProblemError("give the dead stones: dead=['C3', ...]") from err
            given = list(suggest_dead(game))
        stones: set[int] = set()
        for v in given:
            try:
                p = board.point(v)
            except Exception as err:
                raise ProblemError(f"bad dead stone {v!r}: {err}") from err
            ch = board.chain(p)
            if ch is None:
                raise ProblemError(f"dead stone {v!r}: there is no stone there")
            stones |= ch.stones
        self._dead = [vertex_name(p, board.size) for p in sorted(stones)]

    def dead(self) -> list[str]:
        """Returns every dead stone (whole chains), sorted."""
        return list(self._dead or [])

    def score_text(self, problem: Problem) -> str:
        """Returns the score with the dead stones removed, as `str(score)` ("B+3.5").
        Raises ProblemError if the counting module is missing."""
        try:
            return str(problem.start_game().score(self.dead()))
        except ImportError as err:
            raise ProblemError("counting needs gotutor.scoring") from err

    def solution(self, problem: Problem) -> tuple[list[str], str]:
        return self.dead(), self.score_text(problem)

    def _check_dead(self, problem: Problem, attempt: Attempt) -> Outcome | None:
        right, chosen = set(self.dead()), set(attempt.selected)
        if right == chosen:
            return None
        board = problem.start_game().board
        # the stones the student marked dead wrongly are crossed; the dead stones not
        # marked are only counted (by chains), never shown
        marks = {v: "cross" for v in chosen - right}
        missed = self._chains(board, right - chosen)
        return Outcome("failed", "wrong", Text.join(
            Text.of(N_("Not quite: the crossed stones are alive.")) if chosen - right else None,
            Text.plural_of(N_("{n} dead chain is not marked yet."),
                           N_("{n} dead chains are not marked yet."), missed)
            if missed else None), [], marks)

    @staticmethod
    def _chains(board: object, vertices: set[str]) -> int:
        """Returns the number of chains the stones at `vertices` make."""
        seen: set[int] = set()
        n = 0
        for v in vertices:
            p = board.point(v)  # type: ignore[attr-defined]
            if p in seen:
                continue
            seen |= board.chain(p).stones  # type: ignore[attr-defined]
            n += 1
        return n

    def check(self, problem: Problem, attempt: Attempt) -> Outcome:
        wrong = self._check_dead(problem, attempt)
        if wrong is not None:
            return wrong
        attempt.dead_confirmed = True
        return Outcome("open", "right",
                       Text.of(N_("Right: these are the dead stones. Now give the score.")))

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        try:
            winner, margin = read_score(value, attempt.language)
        except AmbiguousAnswer as err:  # questioned, not guessed
            return Outcome("open", "info", Text.author(err.question))
        except AnswerError as err:  # says, in the student's language, how to write it
            return Outcome("open", "info", Text.author(str(err)))
        wrong = self._check_dead(problem, attempt)
        if wrong is not None:
            return wrong
        score = self.score_text(problem)
        if read_score(score, "en") == (winner, margin):
            return Outcome("solved", "right",
                           Text.of(N_("Right: {score}."), score=ResultText(result=score)))
        # the dead stones are right by now: the exercise's own words on a wrong answer
        # (about finding the dead stones) would mislead, so this text stands alone
        return Outcome("failed", "wrong", Text.authored(N_(
            "No: that is not the score. Count each side's points again (territory and "
            "prisoners, or area), then add the komi to White's.")))

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            return {}, Text.of(N_("Dead stones cannot make two eyes and cannot escape."))
        left = [v for v in self.dead() if v not in attempt.selected]
        if not left:
            return {}, Text.of(N_("Count territory and prisoners (or area) with komi."))
        return {left[0]: "circle"}, Text.of(N_("The marked stone is dead."))


