"""Exercises as data: what the student sees, the right answer, and the words that explain
a wrong one.

An `Exercise` is turned into a `gotutor.Problem` by `gotutor.lessons.to_problem`.
Its `goal` states the answer in terms the rules engine can check on its own (for example
("capture", "E5"): the right moves are exactly those that take the stone at E5 off the
board), so the tests prove every answer instead of trusting it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from ..color import Color
from ..coords import check_size, parse_point
from ..errors import GoError
from ..game import Game

__all__ = ["KINDS", "Exercise", "diagram"]

#: The kinds of answer an exercise asks for (as the problems module names them).
KINDS = ("move", "points", "number", "choice", "dead")


def diagram(size: int, black: str | Iterable[str] = (), white: str | Iterable[str] = ()) -> str:
    """Returns the diagram text (rows from the top, X black, O white, . empty) of a board
    of `size` with stones at the given vertices ("D4 E5" or a list).
    Raises GoError for a vertex off the board or a point given twice."""
    check_size(size)
    rows = [["."] * size for _row in range(size)]
    for vertices, mark in ((black, "X"), (white, "O")):
        if isinstance(vertices, str):
            vertices = vertices.split()
        for v in vertices:
            point = parse_point(v, size)  # raises VertexError (a GoError) if bad
            if point is None:
                raise GoError("a pass is not a point of the board")
            x, y = point % size, point // size
            if rows[y][x] != ".":
                raise GoError(f"{v} is given twice")
            rows[y][x] = mark
    return "\n".join(" ".join(r) for r in rows)


@dataclass(frozen=True)
class Exercise:
    """One exercise.

    - `question`, `right`, `wrong`, `hint` and the values of `why`: English message ids
      (translated when the problem is built). `right` is said on a right answer, `why`
      maps a wrong answer (a vertex or a value) to its explanation, `wrong` explains any
      other wrong answer.
    - `diagram` (see `diagram()`), `to_move`, `rules`, `komi`, and `moves` played from
      the diagram before the question is asked (to set up a ko, a last move...).
    - `kind`: "move" (play a right move), "points" (click a set of points, then check),
      "number", "choice" (one value among `choices`: (value, label) pairs), "dead" (mark
      the dead stones).
    - `answer`: the right moves (any of them), the set of points, or one value; for the
      goal ("line", target) the right line: the student's moves and the opponent's
      replies, alternating, ending with the student's capture.
    - `replies`: a wrong move -> the opponent's answer that refutes it, shown on the board
      with the wrong move's explanation from `why`.
    - `hint` / `hints`: hints shown one per step (`hint` first, then `hints`); only the
      last may give the answer away.
    - `marks`: vertex -> "triangle" | "square" | "circle" | "cross" | "label:A".
    - `goal`: a statement the tests check with the engine alone (see tests/test_lessons.py).
    - `reach`: how far the solver's region reaches from the targets (open-board fights).
    """

    question: str
    diagram: str
    kind: str
    answer: tuple[str, ...]
    goal: tuple[object, ...]
    to_move: str = "B"
    rules: str = "japanese"
    komi: float | None = None
    moves: tuple[str, ...] = ()
    choices: tuple[tuple[str, str], ...] = ()
    right: str = ""
    wrong: str = ""
    why: Mapping[str, str] = field(default_factory=dict)
    replies: Mapping[str, str] = field(default_factory=dict)
    hint: str = ""
    hints: tuple[str, ...] = ()
    marks: Mapping[str, str] = field(default_factory=dict)
    title: str = ""
    #: For the solver's answer set (gotutor.lessons.answers): the fight's region takes in
    #: every empty point within this many steps of the targets' stones (0: only the
    #: fight's own points, enough where the stones cannot run).
    reach: int = 0
    #: The solver's budget (positions per question) for the answer set; 0: the default
    #: of gotutor.lessons.answers (a larger one for a fight that needs it).
    budget: int = 0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise GoError(f"unknown exercise kind {self.kind!r}")
        if not self.answer:
            raise GoError("an exercise needs an answer")
        if self.choices and self.answer[0] not in {v for v, _label in self.choices}:
            raise GoError(f"the answer {self.answer[0]!r} is not one of the choices")

    def game(self) -> Game:
        """Returns the position of the question: the diagram with `moves` played, the
        moves alternating so that `to_move` plays after the last of them.
        Raises GoError (IllegalMove) if a prepared move is illegal."""
        player = Color.parse(self.to_move)
        first = player if len(self.moves) % 2 == 0 else player.opponent
        game = Game.from_diagram(self.diagram, to_move=first, rules=self.rules,
                                 komi=self.komi)
        for vertex in self.moves:
            game.play(vertex)
        return game

    @property
    def all_hints(self) -> tuple[str, ...]:
        """Returns the hints in the order they are shown: `hint`, then `hints`."""
        return ((self.hint,) if self.hint else ()) + tuple(self.hints)

    @property
    def player(self) -> Color:
        """Returns the colour the student plays (after the prepared moves)."""
        return self.game().to_move
