"""Drills: endless practice per concept, every problem generated and proven before it is
shown, and a review of the problems the student missed.

    import gotutor as gt
    gt.drill("liberties", level=2, seed=17)   # a board that deals problem after problem
    gt.drill("atari")                          # free practice: the level follows the student
    gt.review()                                # the problems missed, due today

Concepts (`CONCEPTS`, in the order of the course): "liberties" (count the liberties of
the marked chain), "atari" (is it in atari?), "escape" (save a chain in atari: every
candidate read out to a capture or to the chain joined to its living group), "chain"
(how many stones are in the marked chain?), "capture" (capture in one move),
"double-atari" (one move that puts two chains in atari, and the opponent cannot save
both: every reply tried), "legal" (is this move legal under these rules, and why not?),
then the concepts of `gotutor.drills.concepts` (ladder, net, snapback, eyes, life,
races, counting...).
Each has levels 1-3 (`generator.LEVELS`: bigger boards, more stones).

Problem i of a concept at level L for a seed is always the same problem, in CPython and
in Pyodide (see `gotutor.drills.generator`): a teacher can give a class "drill 17, level
2". Problems 0, 1, 2... of a seed are all different up to the board's 8 symmetries and
a colour swap (`generator.canonical`), and a drill deals them in that order: a session
never shows the same problem twice. A seeded drill keeps its
level; free practice (no seed) moves up a level after `UP` problems in a row solved at
the first try and down after `DOWN` misses in a row.

Every miss (a wrong answer, the solution shown) of a drill problem or a lesson exercise
goes to the review queue (`gotutor.leitner`), due the next day.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .. import leitner as queue
from ..errors import GoError
from ..i18n import N_, get_language
from ..problems import ProblemError, ProblemSet
from ..problems.session import ProblemSession, Result
from ..problems.texts import Text
from .generator import CONCEPTS, LEVELS, Spec, canonical, draw, generate
from .problems import to_problem

if TYPE_CHECKING:
    from ..problems import Problem
    from ..widget import GoBoard

__all__ = ["CONCEPTS", "DOWN", "LEVELS", "UP", "Drill", "DrillSession", "DueToday",
           "ReviewSession", "Spec", "canonical", "draw", "drill", "due_today", "generate",
           "problem_for_key", "review", "to_problem"]

#: right answers in a row (at the first try) to move up a level in free practice
UP = 3
#: misses in a row to move down a level in free practice
DOWN = 2


class Drill:
    """The problems of one concept, one after another: `Drill(concept, level=1,
    seed=None)`. With a seed the level stays; without one a seed is drawn and the level
    follows the student (`adaptive`). `next()` returns the next Spec, never one whose
    canonical form was dealt before in this drill. Raises GoError for an unknown concept
    or level."""

    def __init__(self, concept: str, level: int = 1, seed: int | str | None = None,
                 adaptive: bool | None = None) -> None:
        if concept not in CONCEPTS:
            raise GoError(f"unknown drill {concept!r}; known: {', '.join(CONCEPTS)}")
        levels = LEVELS[concept]
        if isinstance(level, bool) or level not in levels:
            raise GoError(f"drill {concept!r} has levels {min(levels)} to {max(levels)}, "
                          f"not {level!r}")
        self.concept = concept
        self.level = level
        self.adaptive = seed is None if adaptive is None else adaptive
        self.seed: int | str = seed if seed is not None else random.SystemRandom().randrange(
            10**6)
        self._index = {lv: 0 for lv in levels}
        self._seen: set[tuple] = set()
        self.streak = 0
        self.misses = 0

    def next(self) -> Spec:
        """Returns the next problem at the current level: problem 0, 1, 2... of the
        seed at that level (all different), skipping one already dealt at another level
        of this drill. Raises GoError if the level has run out of new problems."""
        for _ in range(1000):
            i = self._index[self.level]
            self._index[self.level] = i + 1
            try:
                spec = generate(self.concept, self.level, self.seed, i)
            except RuntimeError as exc:
                raise GoError(f"the {self.concept} drill has run out of new problems") from exc
            form = canonical(spec)
            if form not in self._seen:
                self._seen.add(form)
                return spec
        raise GoError(f"the {self.concept} drill has run out of new problems")

    def record(self, right: bool) -> int:
        """Counts one problem: `right` if solved at the first try. In free practice it
        moves the level up after UP in a row right, down after DOWN in a row missed.
        Returns the level for the next problem."""
        if right:
            self.streak, self.misses = self.streak + 1, 0
        else:
            self.streak, self.misses = 0, self.misses + 1
        if self.adaptive:
            levels = LEVELS[self.concept]
            if self.streak >= UP and self.level + 1 in levels:
                self.level, self.streak = self.level + 1, 0
            elif self.misses >= DOWN and self.level - 1 in levels:
                self.level, self.misses = self.level - 1, 0
        return self.level


def _right(result: Result) -> bool:
    return result.solved and result.failures == 0 and result.hints == 0 and not result.seen


class _Dealing(ProblemSession):
    """A session whose set grows: `next()` at the end deals a new problem."""

    def _deal(self) -> Problem | None:
        return None

    def _grow(self) -> bool:
        problem = self._deal()
        if problem is None:
            return False
        self.problem_set.problems.append(problem)
        self.results.append(Result())
        self._rngs.append(random.Random(problem.seed))
        return True

    def next(self) -> Any:
        if self.index + 1 >= len(self.problem_set):
            self._grow()
        return super().next()


class DrillSession(_Dealing):
    """A student working through a drill (what a drill board talks to): a
    ProblemSession whose `next()` always has a next problem. Every miss goes to the
    review queue."""

    def __init__(self, drill: Drill, language: str | None = None) -> None:
        self.drill = drill
        self._noted: set[str] = set()
        first = to_problem(drill.next())
        super().__init__(ProblemSet([first], title=drill.concept), language=language)
        self._single = False

    def _deal(self) -> Problem:
        if self.result.status != "not tried":  # a problem skipped is not counted
            self.drill.record(_right(self.result))
        return to_problem(self.drill.next())

    def progress(self) -> str:
        return Text.of(N_("Level {level}, problem {n}"), level=self.problem.drill.level,
                       n=self.index + 1).render(self.language)

    def state(self) -> dict[str, Any]:
        out = super().state()
        out["can_next"] = True
        return out

    def _summary_text(self) -> Text:
        n = len(self.problem_set)
        return Text.plural_of(N_("{solved} of {n} solved"), N_("{solved} of {n} solved"), n,
                              solved=self.solved_count)

    def _record(self) -> Text | None:
        spec = self.problem.drill
        r = self.result
        if (r.failures or r.seen) and spec.key not in self._noted:
            self._noted.add(spec.key)
            queue.missed(spec.key)
        return super()._record()


def problem_for_key(key: str) -> Problem | None:
    """Returns the problem saved under `key` in the review queue: a lesson exercise (its
    progress key) or a drill problem (regenerated), or None if there is none now (an
    exercise that has changed since). A drill key "drill:concept:level:seed:i:vN" names
    problem i of the distinct list of key version N (`generate`; N is 2, or 3 for a
    concept whose problems have changed since, `generator.key_version`); an older key
    without a version, stored before the list was made distinct, names draw i
    (`generator.draw`), the problem it named then."""
    if key.startswith("game:"):  # a reviewed game's mistake: its position is stored
        from ..gamereview.practice import problem_for_entry

        return problem_for_entry(queue.entries().get(key))
    if key.startswith("drill:"):
        parts = key.split(":")
        if len(parts) == 6 and parts[5][:1] == "v" and parts[5][1:].isdigit():
            version = int(parts[5][1:])

            def make(c: str, lv: int, s: str, i: int) -> Spec:
                return generate(c, lv, s, i, version)
        elif len(parts) == 5:
            def make(c: str, lv: int, s: str, i: int) -> Spec:
                return draw(c, lv, s, i, 1)
        else:
            return None
        concept, level, seed, index = parts[1:5]
        try:
            return to_problem(make(concept, int(level), seed, int(index)))
        except (ValueError, RuntimeError, ProblemError):
            return None
    from ..lessons import LESSONS, exercise_key
    from ..lessons import to_problem as exercise_problem

    slug = key.partition(":")[0]
    for lesson in LESSONS:
        if lesson.slug != slug:
            continue
        for ex in lesson.exercises_list:
            if exercise_key(slug, ex) == key:
                return exercise_problem(ex, key=key)
    return None


class ReviewSession(_Dealing):
    """The problems due for review today, one after another. A problem solved without
    a mistake or a hint moves up a box; a miss puts it back in box 1. Raises GoError if
    nothing is due."""

    def __init__(self, language: str | None = None, on: Any = None,
                 size: int | None = None) -> None:
        self.on = on
        self.size = review_size() if size is None else _checked_size(size)
        self._review_keys: list[str] = []
        problems: list[Problem] = []
        due = queue.due(on)
        read = 0  # the due keys looked at (a key whose problem is gone is skipped)
        for key in due:
            if len(problems) == self.size:
                break
            read += 1
            problem = problem_for_key(key)
            if problem is not None:
                self._review_keys.append(key)
                problems.append(problem)
        #: the problems due today that this session does not deal (for another sitting)
        self.remaining = len(due) - read
        if not problems:
            raise GoError(_nothing_due())
        self._done: set[int] = set()
        super().__init__(ProblemSet(problems, title="review"), language=language)

    def _note_miss(self, key: str) -> None:
        """A miss in the review is noted by `_record` (on the review's day)."""

    def progress(self) -> str:
        """Returns "3 / 10" for the third problem of ten, and how many more problems are
        due today beyond this session's ("3 / 10 · 122 more due today")."""
        here = f"{self.index + 1} / {len(self.problem_set)}"
        if not self.remaining:
            return here
        from ..i18n import ngettext

        more = ngettext("{n} more due today", "{n} more due today", self.remaining,
                        self.language)
        return f"{here} · {more}"

    def _record(self) -> Text | None:
        key = self._review_keys[self.index]
        r = self.result
        if self.index not in self._done:
            if r.failures or r.seen:
                self._done.add(self.index)
                queue.missed(key, self.on)
            elif r.solved:
                self._done.add(self.index)
                if _right(r):
                    queue.passed(key, self.on)
        return super()._record()


def _nothing_due(language: str | None = None) -> str:
    from ..i18n import _

    return _("Nothing to review today: every problem you missed is learnt or not due yet.",
             language)


def drill(concept: str, level: int = 1, seed: int | str | None = None,
          language: str | None = None, **options: Any) -> GoBoard:
    """Returns a board that deals `concept`'s problems one after another (press Next):
    problem i at `level` for `seed` is the same for everyone. Without `seed`, free
    practice: the level follows the student's answers. `options` go to GoBoard.
    Raises GoError for an unknown concept or level."""
    from ..widget import GoBoard

    language = language or get_language()
    session = DrillSession(Drill(concept, level, seed), language=language)
    return GoBoard(problem=session, language=language, **options)


#: how many problems one review deals when the student has not chosen
DEFAULT_REVIEW_SIZE = 10
_REVIEW_SIZE_KEY = "review_size"


def _checked_size(size: Any) -> int:
    if not isinstance(size, int) or isinstance(size, bool) or not 1 <= size <= 1000:
        raise GoError(f"a review's size is a whole number from 1 to 1000, not {size!r}")
    return size


def review_size(size: int | None = None) -> int:
    """Returns how many problems one review deals: the student's choice, remembered for
    every later notebook when `size` is given (settings.json, beside the remembered
    language), else `DEFAULT_REVIEW_SIZE`. Raises GoError for a size that is not a
    whole number from 1 to 1000."""
    from ..i18n import preference

    if size is not None:
        size = _checked_size(size)
        preference.remember_setting(_REVIEW_SIZE_KEY, size)
        return size
    stored = preference.remembered_setting(_REVIEW_SIZE_KEY)
    try:
        return _checked_size(stored)
    except GoError:
        return DEFAULT_REVIEW_SIZE


def review(language: str | None = None, size: int | None = None, **options: Any) -> Any:
    """Returns a board with the problems due for review today (missed exercises and
    drill problems, spaced out in Leitner boxes), at most `size` of them, the longest
    waiting first (`size` None: the student's remembered choice, see `review_size`; the
    board says how many more are due today), or, if none is due, a short message saying
    so. Raises GoError for a bad size."""
    language = language or get_language()
    try:
        session = ReviewSession(language=language, size=size)
    except GoError:
        return _Nothing(language)
    from ..widget import GoBoard

    return GoBoard(problem=session, language=language, **options)


class DueToday:
    """How many problems wait for review today: `n`; `str()` and the notebook's HTML say
    "3 problems to review today." in `language` (the session's by default)."""

    def __init__(self, language: str | None = None, on: Any = None) -> None:
        self.language = language
        self.n = queue.count_due(on)

    def __str__(self) -> str:
        from ..i18n import ngettext

        lang = self.language or get_language()
        if not self.n:
            return _nothing_due(lang)
        text = ngettext("{n} problem to review today.", "{n} problems to review today.",
                        self.n, lang)
        size = review_size()
        if self.n > size:
            text += " " + ngettext(
                "A review deals {n} of them, the longest waiting first; the others wait "
                "for the next one.", "A review deals {n} of them, the longest waiting "
                "first; the others wait for the next one.", size, lang)
        return text

    __repr__ = __str__

    def _repr_html_(self) -> str:
        import html

        return f'<p class="gt-review-due"><strong>{html.escape(str(self))}</strong></p>'


def due_today(language: str | None = None) -> DueToday:
    """Returns how many problems are due for review today (shown as a sentence)."""
    return DueToday(language)


class _Nothing:
    """What `review()` shows when nothing is due."""

    def __init__(self, language: str) -> None:
        self.language = language

    def __str__(self) -> str:
        return _nothing_due(self.language)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        import html

        return f'<p class="gt-review-none">{html.escape(str(self))}</p>'
