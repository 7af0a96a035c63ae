"""The base of every goal: the student's `Attempt`, a goal's verdict (`Outcome`) and
`Goal` itself, with helpers the goals share.

A goal's methods get the `Problem` and the student's `Attempt` and return an `Outcome`:
the new status, the text to show, the opponent's moves to play on the board, and marks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..color import Color
from ..coords import PASS, vertex_name
from ..game import Game, Move
from ..i18n import N_
from .movetree import MoveNode
from .texts import Text

if TYPE_CHECKING:
    import random

    from .problem import Problem

__all__ = ["Attempt", "Goal", "Outcome", "chain_points", "hint_area", "labels",
           "marked", "marked_form"]

@dataclass
class Attempt:
    """One try at a problem: the `game` on the board, the answer key's `node` (tree
    problems), the `selected` points, the hint `hints` shown, the `status` ("open",
    "solved", "failed", or "shown": the solution is on the board), the student's
    `moves`, and the `language` the student answers in."""

    game: Game
    rng: random.Random
    node: MoveNode | None = None
    selected: list[str] = field(default_factory=list)
    hints: int = 0
    status: str = "open"
    moves: list[str] = field(default_factory=list)
    dead_confirmed: bool = False
    #: the language the student answers in (a typed score is read in it)
    language: str | None = None


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


def labels(moves: list[str]) -> dict[str, str]:
    """Numbers the moves of a refutation on the board: {vertex: "label:1", ...}."""
    marks: dict[str, str] = {}
    for i, v in enumerate(moves, 1):
        if v != PASS and v not in marks:
            marks[v] = f"label:{i}"
    return marks


def chain_points(board: Any, points: Iterable[int], color: Color) -> list[int]:
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


def marked_form(problem: Problem) -> str:
    """Returns how the texts name the stones the board marks for the goal: "stone" (one
    marked stone, alone in its chain), "chain" (one marked stone of a longer chain: the
    mark stands for its chain) or "stones" (several marked stones, or none)."""
    points = problem.target_points
    if len(points) != 1:
        return "stones"
    chain = problem.start_game().board.chain(points[0])
    return "stone" if chain is None or len(chain.stones) == 1 else "chain"


def marked(problem: Problem, stone: str, chain: str, stones: str) -> str:
    """Returns the one of three message ids that names the problem's marked stones as the
    board shows them (see `marked_form`): `stone`, `chain` or `stones`."""
    return {"stone": stone, "chain": chain, "stones": stones}[marked_form(problem)]


def hint_area(size: int, points: Iterable[int], board: Any,
              right: Iterable[int] | Callable[[int], bool] | None = None) -> dict[str, str]:
    """Returns the squares of a hint's area: the empty points in the box around `points`,
    one line wider on one side and two on the other (so that a single answer is not at
    the centre), widened line by line until it gives nothing away: at least 3 empty
    points of which at least 2 are not `right` (the right moves; `points` if None), or
    3 or more points, not all right, that make at least a quarter of the board's empty
    points. `right` may also be a test of one point (asked once a point). The area
    always holds all of `points`. Returns {} (no squares) if `points` is empty or no
    box on the board is such an area."""
    pts = list(points)
    if not pts:
        return {}
    if callable(right):
        test = right
        seen: dict[int, bool] = {}

        def is_right(p: int) -> bool:
            if p not in seen:
                seen[p] = bool(test(p))
            return seen[p]
    else:
        good = set(pts if right is None else right)

        def is_right(p: int) -> bool:
            return p in good
    xs = [p % size for p in pts]
    ys = [p // size for p in pts]
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    x0 = max(lo_x - 1 - lo_x % 2, 0)
    x1 = min(hi_x + 1 + (1 - hi_x % 2), size - 1)
    y0 = max(lo_y - 1 - lo_y % 2, 0)
    y1 = min(hi_y + 1 + (1 - hi_y % 2), size - 1)
    empty = sum(1 for p in range(size * size) if board.get(p) is None)
    while True:
        area = [y * size + x for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)
                if board.get(y * size + x) is None]
        others = sum(1 for p in area if not is_right(p))
        if len(area) >= 3 and (others >= 2 or (others >= 1 and 4 * len(area) >= empty)):
            return {vertex_name(p, size): "square" for p in area}
        if (x0, y0, x1, y1) == (0, 0, size - 1, size - 1):
            return {}
        x0, y0 = max(x0 - 1, 0), max(y0 - 1, 0)
        x1, y1 = min(x1 + 1, size - 1), min(y1 + 1, size - 1)


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
        return Outcome("open", "info", Text.of(N_("Answer with the controls above the board.")))

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
            return {}, Text.of(marked(problem, N_("Look closely at the marked stone."),
                                      N_("Look closely at the marked chain."),
                                      N_("Look closely at the marked stones.")))
        v = self.right_move(problem, attempt)
        if v is None or v == PASS:
            return {}, Text()
        return {v: "circle"}, Text.of(N_("Try the marked point."))

    @property
    def hint_steps(self) -> int:
        """The number of hint steps the goal gives."""
        return 2


