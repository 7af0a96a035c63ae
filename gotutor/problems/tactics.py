"""Goals judged on the board by the rules and the capture reader, with no answer key:
capture the marked stones, put them in atari, capture anything, save the marked stones.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..board import Board
from ..color import Color
from ..coords import PASS, vertex_name
from ..game import Move
from ..i18n import N_
from .base import Attempt, Goal, Outcome, chain_points, hint_area, labels, marked, marked_form
from .errors import ProblemError
from .reading import TENUKI, Reader
from .texts import Text

if TYPE_CHECKING:
    from .problem import Problem

__all__ = ["AtariGoal", "CaptureAnyGoal", "CaptureGoal", "SaveGoal", "TargetGoal"]

class TargetGoal(Goal):
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
            for p in chain_points(board, self.targets(problem), color):
                libs |= board.chain(p).liberties
            # an area around the liberties, not the liberties themselves: with one
            # liberty left that would be the answer (only the last hint may show it)
            marks = hint_area(board.size, libs, board,
                              right=lambda p: self._works(problem, attempt, p))
            if not marks:
                return {}, Text.of(marked(
                    problem, N_("Look at the liberties of the marked stone."),
                    N_("Look at the liberties of the marked chain."),
                    N_("Look at the liberties of the marked stones.")))
            return marks, Text.of(marked(
                problem,
                N_("Look at the liberties of the marked stone: the answer is in the marked "
                   "area."),
                N_("Look at the liberties of the marked chain: the answer is in the marked "
                   "area."),
                N_("Look at the liberties of the marked stones: the answer is in the marked "
                   "area.")))
        return super().hint(problem, attempt, step)

    def _works(self, problem: Problem, attempt: Attempt, point: int) -> bool:
        """Returns True if the move at `point` (tried on a copy of the game) answers
        rightly now: the goal's verdict on it is "right"."""
        game = attempt.game.copy()
        v = vertex_name(point, game.size)
        if not game.is_legal(v):
            return False
        move = game.play(v)
        if move is None:
            return False
        trial = replace(attempt, game=game, moves=[*attempt.moves, v])
        return self.after_move(problem, trial, move).kind == "right"

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


class CaptureGoal(TargetGoal):
    """Capture the marked stones (the opponent defends them as well as the reader can)."""

    name = "capture"

    def question(self, problem: Problem) -> Text:
        return Text.of(marked(problem, N_("Capture the marked stone."),
                              N_("Capture the marked chain."), N_("Capture the marked stones.")))

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        game = attempt.game
        board, color = game.board, self.defender(problem)
        left = chain_points(board, self.targets(problem), color)
        if not left:  # every marked chain was on the board until this move took it
            return Outcome("solved", "right", Text.of(
                N_("Right: the stone is captured.") if len(move.captured) == 1
                else N_("Right: the stones are captured.")))
        ko = game.node.ko
        for p in left:
            escape = self.reader.defend(board, ko, p, color)
            if escape is None:
                continue
            # The reader found a defence; it is bounded (three liberties count as safe),
            # so the texts say what was checked, never that the stones are safe.
            n = sum(len(board.chain(q).stones) for q in left)
            if escape == TENUKI:
                libs = min(len(board.chain(q).liberties) for q in left)
                if n == 1:
                    return Outcome("failed", "wrong", Text.plural_of(
                        N_("Not caught: the stone still has {n} liberty."),
                        N_("Not caught: the stone still has {n} liberties."), libs))
                return Outcome("failed", "wrong",
                               Text.plural_of(N_("Not caught: the stones still have {n} "
                                                 "liberty."),
                                              N_("Not caught: the stones still have {n} "
                                                 "liberties."), libs))
            v = vertex_name(escape, board.size)
            # the defence is played on the board; the text does not name its point (it
            # may be the answer once the attempt is retried). Where the author's text
            # says what happens, the goal only points to the move (said once)
            text = (Text.of(N_("The numbered moves show why.")) if problem.wrong_text
                    else Text.plural_of(N_("This does not catch the stone: see the "
                                           "numbered answer."),
                                        N_("This does not catch the stones: see the "
                                           "numbered answer."), n))
            return Outcome("failed", "wrong", text, [v], labels([v]))
        weakest = min(left, key=board.liberties)
        reply = self.reader.best_defence(board, ko, weakest, color)
        v = PASS if reply is None or reply == TENUKI else vertex_name(reply, board.size)
        return Outcome("open", "right", Text.of(N_("Good. Keep going.")), [v])

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        game = attempt.game
        board, color = game.board, self.defender(problem)
        left = sorted(chain_points(board, self.targets(problem), color), key=board.liberties)
        for p in left:
            a = self.reader.attack(board, game.node.ko, p, color)
            if a is not None and game.is_legal(vertex_name(a, board.size)):
                return vertex_name(a, board.size)
        return None


class AtariGoal(TargetGoal):
    """Put the marked chain in atari with one move."""

    name = "atari"

    def question(self, problem: Problem) -> Text:
        return Text.of(marked(problem, N_("Put the marked stone in atari."),
                              N_("Put the marked chain in atari."),
                              N_("Put the marked stones in atari.")))

    def _in_atari(self, problem: Problem, board: Board) -> bool:
        color = self.defender(problem)
        pts = self.targets(problem)
        if any(board.get(p) is not color for p in pts):
            return False
        return all(board.liberties(p) == 1 for p in pts)

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        if self._in_atari(problem, attempt.game.board):
            return Outcome("solved", "right", Text.of(marked(
                problem, N_("Right: the marked stone has one liberty left."),
                N_("Right: the marked chain has one liberty left."),
                N_("Right: the marked stones have one liberty left."))))
        board, color = attempt.game.board, self.defender(problem)
        left = chain_points(board, self.targets(problem), color)
        if not left:
            return Outcome("failed", "wrong",
                           Text.of(N_("The question was atari, not a capture.")))
        n = max(board.liberties(p) for p in left)
        form = marked_form(problem)
        if form == "stone":
            return Outcome("failed", "wrong", Text.plural_of(
                N_("Not atari: the marked stone still has {n} liberty."),
                N_("Not atari: the marked stone still has {n} liberties."), n))
        if form == "chain":
            return Outcome("failed", "wrong", Text.plural_of(
                N_("Not atari: the marked chain still has {n} liberty."),
                N_("Not atari: the marked chain still has {n} liberties."), n))
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


class SaveGoal(TargetGoal):
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
        return Text.of(marked(problem, N_("Save the marked stone."),
                              N_("Save the marked chain."), N_("Save the marked stones.")))

    def _saved(self, problem: Problem, board: Board, ko: int | None) -> bool:
        color = self.defender(problem)
        pts = self.targets(problem)
        if any(board.get(p) is not color for p in pts):
            return False
        for p in chain_points(board, pts, color):
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
        left = chain_points(board, self.targets(problem), color)
        line: list[str] = []
        for p in left:
            moves = self.reader.line(board, game.node.ko, p, color)
            if moves:
                line = [vertex_name(m, board.size) for m in moves]
                break
        if line:
            n = sum(len(board.chain(q).stones) for q in left)
            text = (Text.of(N_("The numbered moves show why.")) if problem.wrong_text  # the
                    # author's text says what happens: the goal only points to the moves
                    else Text.plural_of(N_("The opponent captures it: see the numbered moves."),
                                        N_("The opponent captures them: see the numbered "
                                           "moves."), n))
            return Outcome("failed", "wrong", text, line, labels(line))
        n = min(board.liberties(p) for p in left)
        return Outcome("failed", "wrong",
                       Text.plural_of(N_("Not safe yet: the stones have only {n} liberty."),
                                      N_("Not safe yet: the stones have only {n} liberties."),
                                      n))

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        game = attempt.game
        board, color = game.board, self.defender(problem)
        for p in chain_points(board, self.targets(problem), color):
            d = self.reader.defend(board, game.node.ko, p, color)
            if d is not None and d != TENUKI:
                after = self.reader.play(board, game.node.ko, d, game.to_move)
                if after is not None and self._saved(problem, *after):
                    return vertex_name(d, board.size)
        return self._brute_force(problem, attempt, lambda b, ko: self._saved(problem, b, ko))


