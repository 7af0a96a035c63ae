"""What the move drills about one marked chain share (escape, net, connect): the goal
holds its generated `Spec`, the right first move is the spec's first answer, and the
problem marks the chain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...coords import vertex_name
from ...problems import Problem
from ...problems.tactics import TargetGoal

if TYPE_CHECKING:
    from ...problems.base import Attempt
    from ..generator import Spec

__all__ = ["SpecGoal", "marked_problem"]


class SpecGoal(TargetGoal):
    """A goal about the marked chain of a generated problem (`spec`): its right first
    move is the spec's first answer (later moves: none shown)."""

    def __init__(self, spec: Spec) -> None:
        super().__init__()
        self.spec = spec

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        if attempt.moves:
            return None
        return str(self.spec.answer[0])


def marked_problem(spec: Spec, goal: TargetGoal) -> Problem:
    """Returns the problem of `spec` with `goal`, the chain through the spec's target
    marked."""
    assert spec.target is not None
    return Problem(spec.diagram(), spec.to_play, goal,
                   marked=[vertex_name(spec.target, spec.size)], rules=spec.rules)
