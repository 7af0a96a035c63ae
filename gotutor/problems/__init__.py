"""Exercises: problems the board checks, answers, refutes and explains.

    import gotutor as gt
    p = gt.Problem.capture(diagram, to_play="B", question="Capture the white stone.")
    gt.GoBoard(problem=p)

`Problem` (a position, who plays, a goal, texts), `ProblemSet` (problems one after
another), `ProblemSession` (a student working on them: what the widget talks to),
`Feedback` (the board's answer to an action), `Result` (how a student did),
`ProblemError` (a problem built wrongly).
"""

from __future__ import annotations

from .errors import ProblemError
from .problem import Problem
from .session import Feedback, ProblemSession, ProblemSet, Result

__all__ = ["Feedback", "Problem", "ProblemError", "ProblemSession", "ProblemSet", "Result"]
