"""Goals: what a problem asks, and how the answer is judged.

Each goal judges one kind of answer (`answer_kind`): moves on the board ("move"), a set
of clicked points ("points"), a number ("number"), a choice ("choice"), or dead stones
and a score ("dead"). The engine-checked goals need no answer key: the rules engine
and the capture reader (`reading.py`) judge them. `TreeGoal` judges moves by an answer
key (`movetree.py`).

A goal's methods get the `Problem` and the student's `Attempt` and return an `Outcome`:
the new status, the text to show, the opponent's moves to play on the board, and marks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..board import Board
from ..color import Color
from ..coords import PASS, vertex_name
from ..game import Game, Move
from ..i18n import N_
from .errors import ProblemError
from .movetree import MoveNode
from .reading import TENUKI, Reader
from .texts import Text, reason_text

if TYPE_CHECKING:
    import random

    from .problem import Problem

__all__ = [
    "AtariGoal",
    "Attempt",
    "CaptureAnyGoal",
    "CaptureGoal",
    "CountLibertiesGoal",
    "DeadStonesGoal",
    "ForbiddenPointsGoal",
    "Goal",
    "LegalityGoal",
    "Outcome",
    "SaveGoal",
    "TreeGoal",
]


@dataclass
class Attempt:
    """One try at a problem: the `game` on the board, the answer key's `node` (tree
    problems), the `selected` points, the hint `hints` shown, the `status` ("open",
    "solved", "failed"), and the student's `moves`."""

    game: Game
    rng: random.Random
    node: MoveNode | None = None
    selected: list[str] = field(default_factory=list)
    hints: int = 0
    status: str = "open"
    moves: list[str] = field(default_factory=list)
    dead_confirmed: bool = False


@dataclass
class Outcome:
    """A goal's verdict on an answer: the `status` after it ("open", "solved",
    "failed"), the `kind` of feedback ("right", "wrong", "info"), the `text`, the
    `replies` (moves to play on the board after the student's, in order) and `marks`."""

    status: str
    kind: str
    text: Text = field(default_factory=Text)
    replies: list[str] = field(default_factory=list)
    marks: dict[str, str] = field(default_factory=dict)


def _labels(moves: list[str]) -> dict[str, str]:
    """Numbers the moves of a refutation on the board: {vertex: "label:1", ...}."""
    marks: dict[str, str] = {}
    for i, v in enumerate(moves, 1):
        if v != PASS and v not in marks:
            marks[v] = f"label:{i}"
    return marks


def _chain_points(board: Any, points: Iterable[int], color: Color) -> list[int]:
    """Returns one point per distinct chain of `color` among `points` still on board."""
    reps: list[int] = []
    seen: set[int] = set()
    for p in points:
        if p in seen or board.get(p) is not color:
            continue
        ch = board.chain(p)
        seen |= ch.stones
        reps.append(p)
    return reps


def _area(size: int, points: Iterable[int], board: Any) -> dict[str, str]:
    """The empty points in the box around `points`, one line wider on one side and two
    on the other (so that a single answer is not at the centre): a hint's area."""
    pts = list(points)
    if not pts:
        return {}
    xs = [p % size for p in pts]
    ys = [p // size for p in pts]
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    x0 = max(lo_x - 1 - lo_x % 2, 0)
    x1 = min(hi_x + 1 + (1 - hi_x % 2), size - 1)
    y0 = max(lo_y - 1 - lo_y % 2, 0)
    y1 = min(hi_y + 1 + (1 - hi_y % 2), size - 1)
    return {vertex_name(y * size + x, size): "square"
            for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)
            if board.get(y * size + x) is None}


class Goal:
    """What a problem asks. Subclasses set `name` and `answer_kind` and judge answers."""

    name = "goal"
    answer_kind = "move"

    def prepare(self, problem: Problem) -> None:
        """Checks the goal against the problem's position. Raises ProblemError."""

    def question(self, problem: Problem) -> Text:
        """Returns the question asked when the author gives none."""
        return Text.of(N_("Find the best move."))

    def choices(self) -> list[tuple[str, Text]]:
        """Returns the choices of a "choice" goal as (value, label)."""
        return []

    def begin(self, problem: Problem, attempt: Attempt) -> None:
        """Sets up a new attempt."""

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        """Judges the student's legal move, already played on `attempt.game`."""
        return Outcome("open", "info", Text.of(N_("Answer with the controls below the board.")))

    def check(self, problem: Problem, attempt: Attempt) -> Outcome:
        """Judges the selected points when the student says "check"."""
        return Outcome("open", "info", Text.of(N_("Play a move on the board to answer.")))

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        """Judges a typed or chosen answer; None if `value` cannot be read."""
        return Outcome("open", "info", Text.of(N_("Play a move on the board to answer.")))

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        """Returns a move that answers rightly now ("move" goals), or None."""
        return None

    def solution(self, problem: Problem) -> Any:
        """Returns a right answer for the goal's kind (not for "move" goals: see
        `Problem.solution`)."""
        return None

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        """Returns the marks and text of hint `step` (0: the area, 1: the first move)."""
        if step == 0:
            return {}, Text.of(N_("Look closely at the marked stones."))
        v = self.right_move(problem, attempt)
        if v is None or v == PASS:
            return {}, Text()
        return {v: "circle"}, Text.of(N_("Try the marked point."))

    @property
    def hint_steps(self) -> int:
        """The number of hint steps the goal gives."""
        return 2


# ---------------------------------------------------------------------- engine goals
class _TargetGoal(Goal):
    """A goal about the marked stones of one colour (`owner`: "opponent" or "solver")."""

    owner = "opponent"

    def __init__(self, reader: Reader | None = None) -> None:
        self.reader = reader or Reader()

    def defender(self, problem: Problem) -> Color:
        """The colour of the marked stones."""
        return problem.to_play.opponent if self.owner == "opponent" else problem.to_play

    def targets(self, problem: Problem) -> list[int]:
        """The points of the marked stones."""
        return problem.target_points

    def prepare(self, problem: Problem) -> None:
        game = problem.start_game()
        pts = self.targets(problem)
        color = self.defender(problem)
        whose = N_("the opponent's") if self.owner == "opponent" else N_("the solver's")
        if not pts:
            raise ProblemError(f"the {self.name} goal needs marked stones ({whose})")
        for p in pts:
            if game.board.get(p) is not color:
                raise ProblemError(
                    f"the marked point {vertex_name(p, game.size)} must hold {whose} stone")

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        board = attempt.game.board
        if step == 0:
            libs: set[int] = set()
            color = self.defender(problem)
            for p in _chain_points(board, self.targets(problem), color):
                libs |= board.chain(p).liberties
            marks = {vertex_name(p, board.size): "square" for p in libs}
            return marks, Text.of(N_("Look at the liberties of the marked stones."))
        return super().hint(problem, attempt, step)

    def _brute_force(self, problem: Problem, attempt: Attempt, test: Any) -> str | None:
        """Returns the first legal move for the player to move after which
        `test(board, ko)` holds (tried on copies of the board), or None."""
        game = attempt.game
        board, color = game.board, game.to_move
        for v in game.legal_moves():
            after = self.reader.play(board, game.node.ko, board.point(v), color)
            if after is not None and test(*after):
                return v
        return None


class CaptureGoal(_TargetGoal):
    """Capture the marked stones (the opponent defends them as well as the reader can)."""

    name = "capture"

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("Capture the marked stones."))

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        game = attempt.game
        board, color = game.board, self.defender(problem)
        left = _chain_points(board, self.targets(problem), color)
        if not left:
            return Outcome("solved", "right", Text.of(N_("Right: the stones are captured.")))
        ko = game.node.ko
        for p in left:
            escape = self.reader.defend(board, ko, p, color)
            if escape is None:
                continue
            if escape == TENUKI:
                return Outcome("failed", "wrong",
                               Text.of(N_("Not yet caught: the stones have liberties enough "
                                          "to get away.")))
            v = vertex_name(escape, board.size)
            return Outcome("failed", "wrong",
                           Text.of(N_("The stones escape with {vertex}."), vertex=v),
                           [v], _labels([v]))
        weakest = min(left, key=board.liberties)
        reply = self.reader.best_defence(board, ko, weakest, color)
        v = PASS if reply is None or reply == TENUKI else vertex_name(reply, board.size)
        return Outcome("open", "right", Text.of(N_("Good. Keep going.")), [v])

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        game = attempt.game
        board, color = game.board, self.defender(problem)
        left = sorted(_chain_points(board, self.targets(problem), color), key=board.liberties)
        for p in left:
            a = self.reader.attack(board, game.node.ko, p, color)
            if a is not None and game.is_legal(vertex_name(a, board.size)):
                return vertex_name(a, board.size)
        return None


class AtariGoal(_TargetGoal):
    """Put the marked chain in atari with one move."""

    name = "atari"

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("Put the marked stones in atari."))

    def _in_atari(self, problem: Problem, board: Board) -> bool:
        color = self.defender(problem)
        pts = self.targets(problem)
        if any(board.get(p) is not color for p in pts):
            return False
        return all(board.liberties(p) == 1 for p in pts)

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        if self._in_atari(problem, attempt.game.board):
            return Outcome("solved", "right",
                           Text.of(N_("Right: the marked stones have one liberty left.")))
        board, color = attempt.game.board, self.defender(problem)
        left = _chain_points(board, self.targets(problem), color)
        if not left:
            return Outcome("failed", "wrong",
                           Text.of(N_("The question was atari, not a capture.")))
        n = max(board.liberties(p) for p in left)
        return Outcome("failed", "wrong",
                       Text.plural_of(N_("Not atari: the marked stones still have {n} liberty."),
                                      N_("Not atari: the marked stones still have {n} "
                                         "liberties."), n))

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        return self._brute_force(problem, attempt, lambda b, ko: self._in_atari(problem, b))


class CaptureAnyGoal(Goal):
    """Play a legal move that captures something."""

    name = "capture-any"

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("Play a move that captures."))

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        if move.captured:
            n = len(move.captured)
            return Outcome("solved", "right",
                           Text.plural_of(N_("Right: that captures {n} stone."),
                                          N_("Right: that captures {n} stones."), n))
        return Outcome("failed", "wrong", Text.of(N_("That move captures nothing.")))

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        game = attempt.game
        for v in game.legal_moves():
            if game.check(v).captures:
                return v
        return None

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            game = attempt.game
            board = game.board
            atari = [p for ch in board.chains(game.to_move.opponent)
                     if len(ch.liberties) == 1 for p in ch.stones]
            return ({vertex_name(p, board.size): "square" for p in atari},
                    Text.of(N_("Look for stones with only one liberty.")))
        return super().hint(problem, attempt, step)


class SaveGoal(_TargetGoal):
    """Save the marked chain: after the move it has at least `liberties` liberties, or
    (when `liberties` is None) the capture reader finds no way to capture it."""

    name = "save"
    owner = "solver"

    def __init__(self, liberties: int | None = None, reader: Reader | None = None) -> None:
        super().__init__(reader)
        if liberties is not None and (isinstance(liberties, bool) or not isinstance(
                liberties, int) or liberties < 2):
            raise ProblemError(f"liberties= must be a whole number of at least 2, "
                               f"not {liberties!r}")
        self.liberties = liberties

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("Save the marked stones."))

    def _saved(self, problem: Problem, board: Board, ko: int | None) -> bool:
        color = self.defender(problem)
        pts = self.targets(problem)
        if any(board.get(p) is not color for p in pts):
            return False
        for p in _chain_points(board, pts, color):
            if self.liberties is not None:
                if board.liberties(p) < self.liberties:
                    return False
            elif self.reader.attack(board, ko, p, color) is not None:
                return False
        return True

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        game = attempt.game
        if self._saved(problem, game.board, game.node.ko):
            return Outcome("solved", "right", Text.of(N_("Right: the stones are safe.")))
        board, color = game.board, self.defender(problem)
        if any(board.get(p) is not color for p in self.targets(problem)):
            return Outcome("failed", "wrong", Text.of(N_("The stones were lost.")))
        left = _chain_points(board, self.targets(problem), color)
        line: list[str] = []
        for p in left:
            moves = self.reader.line(board, game.node.ko, p, color)
            if moves:
                line = [vertex_name(m, board.size) for m in moves]
                break
        if line:
            return Outcome("failed", "wrong",
                           Text.of(N_("The opponent captures them: see the numbered moves.")),
                           line, _labels(line))
        n = min(board.liberties(p) for p in left)
        return Outcome("failed", "wrong",
                       Text.plural_of(N_("Not safe yet: the stones have only {n} liberty."),
                                      N_("Not safe yet: the stones have only {n} liberties."),
                                      n))

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        game = attempt.game
        board, color = game.board, self.defender(problem)
        for p in _chain_points(board, self.targets(problem), color):
            d = self.reader.defend(board, game.node.ko, p, color)
            if d is not None and d != TENUKI:
                after = self.reader.play(board, game.node.ko, d, game.to_move)
                if after is not None and self._saved(problem, *after):
                    return vertex_name(d, board.size)
        return self._brute_force(problem, attempt, lambda b, ko: self._saved(problem, b, ko))


# ---------------------------------------------------------------------- other kinds
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
        marks = {v: "circle" for v in missed}
        marks.update({v: "cross" for v in extra})
        text = Text.join(
            Text.plural_of(N_("You missed {n} point (circled)."),
                           N_("You missed {n} points (circled)."), len(missed))
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


class CountLibertiesGoal(_TargetGoal):
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
        if len(_chain_points(board, self.targets(problem), self.defender(problem))) != 1:
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
        if n == len(libs):
            return Outcome("solved", "right", Text.plural_of(
                N_("Right: the chain has {n} liberty."),
                N_("Right: the chain has {n} liberties."), n),
                [], {v: "circle" for v in libs})
        return Outcome("failed", "wrong", Text.plural_of(
            N_("No: the chain has {n} liberty, circled on the board."),
            N_("No: the chain has {n} liberties, circled on the board."), len(libs)),
            [], {v: "circle" for v in libs})

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

    def __init__(self, vertex: str, color: Color | str | None = None) -> None:
        self.vertex = vertex
        self.color = None if color is None else Color.parse(color)

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
        problem.marks.setdefault(self.vertex, "circle")

    def reason(self, problem: Problem) -> str | None:
        """Returns the rules' reason code for the move (None if legal)."""
        return problem.start_game().why_illegal(self.vertex, self.player(problem))

    def expected(self, problem: Problem) -> str:
        """Returns the right choice: "legal", "suicide", "ko" or "occupied"."""
        reason = self.reason(problem)
        return "legal" if reason is None else ("ko" if reason == "superko" else reason)

    def choices(self) -> list[tuple[str, Text]]:
        return [(value, Text.of(label)) for value, label in _LEGALITY_CHOICES]

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
        return Text.of(N_("{vertex} is legal: the stone has a liberty there."),
                       vertex=self.vertex)

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        choice = str(value).strip().lower()
        if choice not in {c for c, _label in _LEGALITY_CHOICES}:
            return None
        if choice == self.expected(problem):
            return Outcome("solved", "right", Text.join(Text.of(N_("Right.")),
                                                        self.explanation(problem)))
        return Outcome("failed", "wrong", Text.join(Text.of(N_("No.")),
                                                    self.explanation(problem)))

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            return {self.vertex: "circle"}, Text.of(
                N_("Imagine the stone on the marked point: how many liberties has its chain?"))
        return {}, Text.of(N_("A move that captures is legal even when its stone has no "
                              "liberty of its own before the capture."))


_SCORE = re.compile(r"^\s*([BW])\s*\+\s*(\d+(?:[.,]\d+)?)\s*$", re.IGNORECASE)


def parse_score(text: str) -> float | None:
    """Returns a score text as a number, positive when Black wins ("B+3.5" -> 3.5,
    "W+2" -> -2, "0"/"draw"/"jigo" -> 0), or None if it cannot be read."""
    t = str(text).strip()
    if t.lower() in ("0", "draw", "jigo", "b+0", "w+0"):
        return 0.0
    m = _SCORE.match(t)
    if not m:
        return None
    value = float(m.group(2).replace(",", "."))
    return value if m.group(1).upper() == "B" else -value


class DeadStonesGoal(Goal):
    """Mark the dead stones, then give the score (checked with `Game.score`)."""

    name = "dead-stones"
    answer_kind = "dead"

    def __init__(self, dead: Iterable[str] | None = None) -> None:
        self._dead_given = None if dead is None else list(dead)
        self._dead: list[str] | None = None

    def question(self, problem: Problem) -> Text:
        return Text.of(N_("Click the dead stones, then give the score (e.g. B+3.5)."))

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

    def _check_dead(self, attempt: Attempt) -> Outcome | None:
        right, chosen = set(self.dead()), set(attempt.selected)
        if right == chosen:
            return None
        marks = {v: "circle" for v in right - chosen}
        marks.update({v: "cross" for v in chosen - right})
        return Outcome("failed", "wrong", Text.join(
            Text.of(N_("Not quite: the circled stones are dead, the crossed ones alive."))
            if right - chosen and chosen - right else
            Text.of(N_("Not quite: the circled stones are dead too.")) if right - chosen else
            Text.of(N_("Not quite: the crossed stones are alive."))), [], marks)

    def check(self, problem: Problem, attempt: Attempt) -> Outcome:
        wrong = self._check_dead(attempt)
        if wrong is not None:
            return wrong
        attempt.dead_confirmed = True
        return Outcome("open", "right",
                       Text.of(N_("Right: these are the dead stones. Now give the score.")))

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        given = parse_score(value)
        if given is None:
            return None
        wrong = self._check_dead(attempt)
        if wrong is not None:
            return wrong
        score = self.score_text(problem)
        if parse_score(score) == given:
            return Outcome("solved", "right", Text.of(N_("Right: {score}."), score=score))
        return Outcome("failed", "wrong",
                       Text.of(N_("No: the score is {score}."), score=score))

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            return {}, Text.of(N_("Dead stones cannot make two eyes and cannot escape."))
        left = [v for v in self.dead() if v not in attempt.selected]
        if not left:
            return {}, Text.of(N_("Count territory and prisoners (or area) with komi."))
        return {left[0]: "circle"}, Text.of(N_("The marked stone is dead."))


# ---------------------------------------------------------------------- the answer key
class TreeGoal(Goal):
    """Moves judged by an answer key (a `MoveNode` tree); the opponent replies with
    the first continuation, or a random one when `replies` is "random"."""

    name = "tree"

    def __init__(self, root: MoveNode, replies: str = "first") -> None:
        if replies not in ("first", "random"):
            raise ProblemError(f"replies= is 'first' or 'random', not {replies!r}")
        self.root = root
        self.replies = replies

    def prepare(self, problem: Problem) -> None:
        if not self.root.leads_right():
            raise ProblemError("the answer key has no right line (mark a leaf RIGHT or TE)")
        if not any(self._solver_ok(c) for c in self.root.children):
            raise ProblemError("no first move in the answer key wins against every reply "
                               "the opponent may choose: answer each reply with a right line")
        solver = problem.to_play
        for child in self.root.children:
            if child.color is not solver:
                raise ProblemError("the answer key's first moves must be the solver's")

    def begin(self, problem: Problem, attempt: Attempt) -> None:
        attempt.node = self.root

    @staticmethod
    def _comment(node: MoveNode) -> Text | None:
        text = node.comment.strip()
        for word in ("RIGHT", "WRONG", "CORRECT"):
            if text.upper().startswith(word):
                text = text[len(word):].lstrip(" \t\n:.,;!-")
        return Text.author(text) if text else None

    def _wrong(self, problem: Problem, node: MoveNode) -> Outcome:
        line = node.main_line()
        replies = [n.vertex for n in line]
        comments = [self._comment(node)] + [self._comment(n) for n in line]
        said = [c for c in comments if c]
        text = Text.join(*said) if said else Text.of(N_("Wrong."))
        if replies and not said:
            text = Text.join(text, Text.of(N_("The numbered moves show why.")))
        return Outcome("failed", "wrong", text, replies, _labels(replies))

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        assert attempt.node is not None
        child = attempt.node.child(move.vertex, move.color)
        if child is None:
            return Outcome("failed", "wrong",
                           Text.of(N_("Wrong: that move does not solve the problem.")))
        if not child.leads_right():
            return self._wrong(problem, child)
        if child.is_right:
            attempt.node = child
            return Outcome("solved", "right", self._comment(child) or Text.of(N_("Right!")))
        options = child.children
        reply = options[0] if self.replies == "first" else attempt.rng.choice(options)
        attempt.node = reply
        if reply.is_right:
            return Outcome("solved", "right", self._comment(reply) or Text.of(N_("Right!")),
                           [reply.vertex])
        if not reply.leads_right():
            out = self._wrong(problem, reply)
            out.replies.insert(0, reply.vertex)
            out.marks = _labels(out.replies)
            return out
        return Outcome("open", "right", self._comment(reply) or self._comment(child)
                       or Text.of(N_("Good. Keep going.")), [reply.vertex])

    def _solver_ok(self, node: MoveNode) -> bool:
        """True if the solver's move `node` wins against every scripted reply."""
        if node.verdict == "wrong":
            return False
        if node.is_right:
            return True
        replies = node.children[:1] if self.replies == "first" else node.children
        return bool(replies) and all(self._reply_ok(r) for r in replies)

    def _reply_ok(self, node: MoveNode) -> bool:
        """True if the solver has a winning answer to the opponent's move `node`."""
        if node.is_right:
            return True
        if node.verdict == "wrong":
            return False
        return any(self._solver_ok(c) for c in node.children)

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        node = attempt.node or self.root
        for c in node.children:
            if self._solver_ok(c):
                return c.vertex
        line = node.right_line()
        return line[0].vertex if line else None

    def hint(self, problem: Problem, attempt: Attempt, step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            node = attempt.node or self.root
            board = attempt.game.board
            pts = [board.point(c.vertex) for c in node.children
                   if c.leads_right() and c.vertex != PASS]
            return _area(board.size, pts, board), Text.of(N_("The answer is in the marked "
                                                            "area."))
        return super().hint(problem, attempt, step)
