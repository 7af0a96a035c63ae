"""Goals: what a problem asks, and how the answer is judged.

Each goal judges one kind of answer (`answer_kind`): moves on the board ("move"), a set
of clicked points ("points"), a number ("number"), a choice ("choice"), or dead stones
and a score ("dead"). The engine-checked goals need no answer key: the rules engine
and the capture reader (`reading.py`) judge them (`tactics.py`, `questions.py`).
`TreeGoal` judges moves by an answer key (`treegoal.py`, `movetree.py`).

This module gathers them all; write a new goal as a subclass of `Goal`.
"""

from __future__ import annotations

from .base import Attempt, Goal, Outcome
from .questions import (
    CountLibertiesGoal,
    DeadStonesGoal,
    ForbiddenPointsGoal,
    LegalityGoal,
    parse_score,
)
from .tactics import AtariGoal, CaptureAnyGoal, CaptureGoal, SaveGoal, TargetGoal
from .treegoal import TreeGoal

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
    "TargetGoal",
    "TreeGoal",
    "parse_score",
]
