"""The goal judged by an answer key: a tree of moves (see `movetree.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..coords import PASS
from ..game import Move
from ..i18n import N_
from .base import Attempt, Goal, Outcome, hint_area, labels
from .errors import ProblemError
from .movetree import MoveNode
from .texts import Text

if TYPE_CHECKING:
    from .problem import Problem

__all__ = ["TreeGoal"]

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
        if isinstance(node.comment, Text):
            return node.comment or None
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
            # with the author's text (the problem's wrong text, which says what happens)
            # the goal only points to the moves shown
            pointer = Text.of(N_("The numbered moves show why."))
            text = pointer if problem.wrong_text else Text.join(text, pointer)
        return Outcome("failed", "wrong", text, replies, labels(replies))

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        assert attempt.node is not None
        child = attempt.node.child(move.vertex, move.color)
        if child is None:  # the author's wrong text, if any, is the explanation
            return Outcome("failed", "wrong", Text() if problem.wrong_text else
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
            out.marks = labels(out.replies)
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
            marks = hint_area(board.size, pts, board)
            if not marks:  # no area would keep the answer: a nudge without squares
                return {}, Text.of(N_("Which point would your opponent most like to play? "
                                      "It is often yours too."))
            return marks, Text.of(N_("The answer is in the marked area."))
        return super().hint(problem, attempt, step)
