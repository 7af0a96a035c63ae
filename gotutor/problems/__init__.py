"""Exercises: problems the board checks, answers, refutes and explains.

    import gotutor as gt
    p = gt.Problem.capture(diagram, to_play="B", question="Capture the white stone.")
    gt.GoBoard(problem=p)

Goals the engine checks by itself (marked stones: Y/Q triangle, #/@ square in the
diagram, SGF TR/SQ/CR/MA, or `marked=["D4"]`):

    Problem.capture(d)                  capture the marked stones (reads ladders and nets)
    Problem.atari(d)                    put the marked chain in atari
    Problem.save(d, liberties=None)     save the marked chain (>= N liberties, or unreadable)
    Problem.capture_any(d)              any move that captures
    Problem.forbidden_points(d)         click every point where the player may not play
    Problem.count_liberties(d)          a number
    Problem.legality(d, "E5")           legal / suicide / ko / occupied
    Problem.dead_stones(d, dead=[...])  click the dead stones, then give the score

Goals by an answer key: `Problem.tree(d, right=[...], wrong={...})`, `Problem.from_sgf`,
`Problem.load`, `ProblemSet.load(folder)`.

`Problem` (a position, who plays, a goal, texts), `ProblemSet` (problems one after
another), `ProblemSession` (a student working on them: what the widget talks to),
`Feedback` (the board's answer to an action), `Result` (how a student did: its
`status` is "solved", "seen", "tried" or "not tried"), `ProblemError` (a problem built
wrongly). `problem.solution()` gives a right answer; `session.submit(answer)` gives one,
`session.solve()` solves from where the board stands, `session.show_solution()` shows
one to the student after a wrong answer (the problem then counts as "seen").

A wrong answer is answered with what is wrong and, for moves, the opponent's refutation
on the board, never with the solution; hints come one per step and only the last may
show the answer. A typed score is read by `answers.parse_score(text, language)` (colour
words of the student's language, "8,5" or "8.5"). A problem with a `key` saves the
student's result with `gotutor.progress`.
"""

from __future__ import annotations

from .errors import ProblemError
from .problem import Problem
from .session import Feedback, ProblemSession, ProblemSet, Result

__all__ = ["Feedback", "Problem", "ProblemError", "ProblemSession", "ProblemSet", "Result"]
