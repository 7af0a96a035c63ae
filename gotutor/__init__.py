"""gotutor: learn the game of Go in Jupyter.

The public API is what this module exports; everything else is internal.

    import gotutor as gt
    g = gt.Game(size=9, rules="japanese")
    g.play("D4")
    gt.drill("liberties", level=2, seed=17)   # endless generated practice
    gt.review()                               # the problems missed, due today
    gt.review_size(15)                        # how many one review deals (10)
    gt.review_game("my-game.sgf")             # a game's mistakes, explained
"""

from __future__ import annotations

from typing import Any

from .board import Board
from .color import Color
from .errors import GoError, IllegalMove, NavigationError, RulesError, VertexError
from .game import Game, Move, MoveCheck, Node
from .handicap import Nigiri, fixed_handicap_points, nigiri
from .i18n import (
    AmbiguousAnswer,
    AnswerError,
    LanguageError,
    explain,
    format_result,
    get_language,
    languages,
    parse_score,
    set_language,
)
from .rules import HandicapCompensation, KoRule, Rules, Scoring, preset_names

__version__ = "0.1.0"

__all__ = [
    "AmbiguousAnswer",
    "AnswerError",
    "Board",
    "Color",
    "Game",
    "GoError",
    "HandicapCompensation",
    "IllegalMove",
    "KoRule",
    "LanguageError",
    "Move",
    "MoveCheck",
    "NavigationError",
    "Nigiri",
    "Node",
    "Rules",
    "RulesError",
    "Scoring",
    "VertexError",
    "explain",
    "fixed_handicap_points",
    "format_result",
    "get_language",
    "languages",
    "nigiri",
    "parse_score",
    "preset_names",
    "set_language",
]

# Modules that need more than the standard library (or come later in the arrow
# engine <- scoring <- sgf/problems <- widget) load on first use, so the engine works
# in any Python, Pyodide included.
_LAZY = {
    "Score": ("scoring", "Score"),
    "suggest_dead": ("life", "suggest_dead"),
    "judge_dead": ("life", "judge_dead"),
    "DeadStoneJudgement": ("life", "DeadStoneJudgement"),
    "SgfError": ("sgf", "SgfError"),
    "SgfWarning": ("sgf", "SgfWarning"),
    "GoBoard": ("widget", "GoBoard"),
    "Problem": ("problems", "Problem"),
    "ProblemSet": ("problems", "ProblemSet"),
    "ProblemSession": ("problems", "ProblemSession"),
    "Feedback": ("problems", "Feedback"),
    "ProblemError": ("problems", "ProblemError"),
    "pass_alive": ("life", "pass_alive"),
    "GnuGo": ("gtp", "GnuGo"),
    "GtpError": ("gtp", "GtpError"),
    "BeginnerBot": ("gtp", "BeginnerBot"),
    "RandomBot": ("gtp", "RandomBot"),
    "Diagram": ("diagram", "Diagram"),
    "drill": ("drills", "drill"),
    "review": ("drills", "review"),
    "review_size": ("drills", "review_size"),
    "svg": ("diagram", "svg"),
    "review_game": ("gamereview", "review_game"),
    "GameReview": ("gamereview", "GameReview"),
    "Mistake": ("gamereview", "Mistake"),
    "solve": ("solver.solve", "solve"),
    "Solution": ("solver.solve", "Solution"),
    "MoveAnswer": ("solver.solve", "MoveAnswer"),
    "SolveError": ("solver.solve", "SolveError"),
    "hand_in": ("widget.handin", "hand_in"),
    "hand_in_button": ("widget.handin", "hand_in_button"),
    "classroom": ("widget.classroom", "classroom"),
    "Assignment": ("assignment", "Assignment"),
    "DrillTask": ("assignment", "DrillTask"),
    "homework": ("assignment", "homework"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        try:
            value = getattr(importlib.import_module(f".{module}", __name__), attr)
        except ImportError as exc:  # e.g. anywidget missing: hasattr() must still work
            raise AttributeError(f"gotutor.{name} needs {exc.name or module}: {exc}") from exc
        globals()[name] = value
        return value
    raise AttributeError(f"module 'gotutor' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*__all__, *_LAZY])
