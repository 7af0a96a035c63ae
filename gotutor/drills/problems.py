"""Generated problems as `gotutor.Problem`s: the goals of the drill questions and the
texts that explain each answer, with the numbers counted on the board filled in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_
from ..i18n.vocabulary import RULES_NAMES
from ..problems import Problem
from ..problems.goals import Attempt, Goal, Outcome
from ..problems.texts import Text
from .generator import MODULES, Spec

if TYPE_CHECKING:
    from ..problems.problem import Problem as ProblemType

__all__ = ["AtariQuestion", "ChainQuestion", "to_problem"]


def _liberty_marks(problem: ProblemType) -> dict[str, str]:
    board = problem.start_game().board
    info = board.chain(problem.target_points[0])
    return {board.vertex(p): "circle" for p in sorted(info.liberties)} if info else {}


class AtariQuestion(Goal):
    """Is the marked chain in atari (one liberty left)? A choice: "yes" or "no"."""

    name = "drill-atari"
    answer_kind = "choice"

    def __init__(self, liberties: int) -> None:
        self.liberties = liberties

    def choices(self) -> list[tuple[str, Text]]:
        return [("yes", Text.of(N_("Yes, in atari"))), ("no", Text.of(N_("No, not in atari")))]

    def question(self, problem: ProblemType) -> Text:
        return Text.of(N_("Is the marked chain in atari?"))

    def solution(self, problem: ProblemType) -> str:
        return "yes" if self.liberties == 1 else "no"

    def answer(self, problem: ProblemType, attempt: Attempt, value: str) -> Outcome | None:
        choice = str(value).strip().lower()
        if choice not in ("yes", "no"):
            return None
        marks = _liberty_marks(problem)
        if choice == self.solution(problem):
            if self.liberties == 1:
                text = Text.of(N_("Right: the chain has only one liberty left (circled): it "
                                  "is in atari."))
            else:
                text = Text.plural_of(
                    N_("Right: the chain has {n} liberty (circled), so it is not in atari."),
                    N_("Right: the chain has {n} liberties (circled), so it is not in "
                       "atari."), self.liberties)
            return Outcome("solved", "right", text, [], marks)
        return Outcome("failed", "wrong", Text.of(N_(
            "No. Count the empty points next to the marked chain, along the lines: a chain "
            "in atari has only one.")))

    def hint(self, problem: ProblemType, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        return {}, Text.of(N_("A liberty is an empty point next to the chain, along a "
                              "line, not across a corner."))

    @property
    def hint_steps(self) -> int:
        return 1


class ChainQuestion(Goal):
    """How many stones has the marked chain? A number."""

    name = "drill-chain"
    answer_kind = "number"

    def question(self, problem: ProblemType) -> Text:
        return Text.of(N_("How many stones has the marked chain?"))

    def stones(self, problem: ProblemType) -> list[str]:
        """Returns the stones of the marked chain."""
        board = problem.start_game().board
        info = board.chain(problem.target_points[0])
        return [board.vertex(p) for p in sorted(info.stones)] if info else []

    def solution(self, problem: ProblemType) -> int:
        return len(self.stones(problem))

    def answer(self, problem: ProblemType, attempt: Attempt, value: str) -> Outcome | None:
        text = str(value).strip()
        if not text.isdigit():
            return None
        stones = self.stones(problem)
        if int(text) == len(stones) == 1:  # a single stone is no chain of several
            return Outcome("solved", "right", Text.of(N_(
                "Right: 1 stone (squared). No stone of its colour touches it along a "
                "line: it stands alone.")), [], {v: "square" for v in stones})
        if int(text) == len(stones):
            return Outcome("solved", "right", Text.plural_of(
                N_("Right: the chain has {n} stone (squared)."),
                N_("Right: the chain has {n} stones (squared)."), len(stones)),
                [], {v: "square" for v in stones})
        if int(text) > len(stones):
            return Outcome("failed", "wrong", Text.of(N_(
                "No: fewer. Stones touching only across a corner are not one chain.")))
        return Outcome("failed", "wrong", Text.of(N_(
            "No: more. Follow the lines from the marked stone: every stone of its colour "
            "next to it along a line, and next to those, is in the chain.")))

    def hint(self, problem: ProblemType, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        return {}, Text.of(N_("Stones of one colour are one chain when they touch along "
                              "the lines, not across a corner."))

    @property
    def hint_steps(self) -> int:
        return 1


def _player(spec: Spec, black: str, white: str) -> str:
    return black if spec.to_play == "B" else white


def to_problem(spec: Spec) -> Problem:
    """Returns the generated problem `spec` as a Problem (no progress key: a drill's
    results go to the review queue, see `gotutor.review`). Raises ProblemError if the
    problem checks itself and disagrees with the generator's answer (never seen)."""
    diagram = spec.diagram()
    options = {"rules": spec.rules, "moves": list(spec.moves)}
    marked = None
    if spec.target is not None:
        marked = [_vertex(spec.target, spec.size)]
    if spec.concept == "liberties":
        problem = Problem.count_liberties(diagram, spec.to_play, marked=marked, **options)
    elif spec.concept == "atari":
        problem = Problem(diagram, spec.to_play, AtariQuestion(spec.fact("liberties")),
                          marked=marked, **options)
    elif spec.concept == "chain":
        problem = Problem(diagram, spec.to_play, ChainQuestion(), marked=marked, **options)
    elif spec.concept == "capture":
        n = spec.fact("stones")
        if n == 1:
            right = Text.of(N_("Right: the marked stone had one liberty left, {vertex}; your "
                               "stone there captures it."), vertex=spec.fact("liberty"))
        else:
            right = Text.plural_of(
                N_("Right: the marked chain had one liberty left, {vertex}; your stone "
                   "there captures its {n} stone."),
                N_("Right: the marked chain had one liberty left, {vertex}; your stone "
                   "there captures its {n} stones."), n, vertex=spec.fact("liberty"))
        if n == 1:  # the texts speak of one stone, or of the chain the mark stands for
            question = _player(spec, N_("Black to play: capture the marked stone in one move."),
                               N_("White to play: capture the marked stone in one move."))
            wrong = N_("That does not capture: the marked stone still has a liberty. Look "
                       "for the one empty point next to it.")
        else:  # one stone of the chain is marked: the mark stands for its chain
            question = _player(spec, N_("Black to play: capture the marked chain in one move."),
                               N_("White to play: capture the marked chain in one move."))
            wrong = N_("That does not capture: the marked chain still has a liberty. Look "
                       "for the one empty point next to it.")
        problem = Problem.tree(
            diagram, spec.to_play, right=[([v], right) for v in spec.answer],
            question=Text.of(question), wrong_text=Text.of(wrong), marked=marked, **options)
    elif spec.concept == "double-atari":
        problem = Problem.tree(
            diagram, spec.to_play,
            right=[([v], Text.of(N_("Right: {vertex} puts two chains in atari at once, and "
                                    "the opponent can save only one of them."), vertex=v))
                   for v in spec.answer],
            question=Text.of(_player(
                spec, N_("Black to play: put two chains in atari with one move."),
                N_("White to play: put two chains in atari with one move."))),
            wrong_text=Text.of(N_("That is no double atari that wins. Look for an empty "
                                  "point next to two chains that have only two liberties "
                                  "each, and read the replies: the opponent must not save "
                                  "both, not even by capturing your stone.")),
            **options)
    elif spec.concept == "legal":
        problem = Problem.legality(diagram, spec.vertex, spec.to_play, **options)
        rules = Text.of(RULES_NAMES.get(spec.rules, RULES_NAMES["custom"]))
        problem.question = Text.of(
            # Translators: {rules} is the name of a rule set ("Japanese rules").
            _player(spec, N_("{rules}. May Black play at {vertex}? If not, why not?"),
                    N_("{rules}. May White play at {vertex}? If not, why not?")),
            rules=rules, vertex=spec.vertex)
    elif spec.concept in MODULES:
        problem = MODULES[spec.concept].problem(spec)
    else:
        raise ValueError(f"unknown drill {spec.concept!r}")
    problem.seed = 0
    problem.drill = spec  # type: ignore[attr-defined]
    if problem.answer_kind != "move" and str(problem.solution()) != str(spec.answer):
        from ..problems import ProblemError

        raise ProblemError(f"{spec.key}: the problem says {problem.solution()!r}, the "
                           f"generator {spec.answer!r}")
    return problem


def _vertex(point: int, size: int) -> str:
    from ..coords import vertex_name

    return vertex_name(point, size)
