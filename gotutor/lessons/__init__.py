"""The lessons' content: each lesson's demonstrations and exercises, so that the
notebooks in lessons/ stay short.

    from gotutor.lessons import lesson
    L = lesson(1)                  # or lesson("liberties")
    L.demo("liberties")            # a board stepping through a demonstration
    L.exercise(1)                  # a board with exercise 1
    L.exercises()                  # every exercise of the lesson, one after another
    L.progress()                   # "7 of 12 solved, 2 seen" (saved across sessions)
    progress(); reset_progress()   # the whole course's progress; forget it (teachers)

Demonstrations are game trees (`Demonstration`): a step is a node, its comment the
caption, its SGF markup the marks. Exercises are `Exercise` records turned into
`gotutor.Problem` objects in the student's language.

Each lesson's texts, demonstrations and exercises live in a module of `content/` named by
what it teaches (content/liberties.py, content/ko.py, ...); `LESSONS` below is the order
of the course, and the only place it is written.
"""

from __future__ import annotations

import hashlib
import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .. import progress as saved
from ..errors import GoError
from ..game import Game
from ..i18n import N_, _, get_language, ngettext
from .content import (
    atari,
    capture,
    capturing_races,
    capturing_techniques,
    connecting_and_cutting,
    counting,
    end_of_game,
    eyes,
    ko,
    learn_from_games,
    liberties,
    life_and_death,
    play_a_game,
    rules_around_the_world,
    suicide,
)
from .demo import Demonstration, LessonError
from .exercise import Exercise, diagram

if TYPE_CHECKING:
    from ..problems import Problem, ProblemSet
    from ..widget import GoBoard

__all__ = ["LESSONS", "STATUS_WORDS", "CourseProgress", "Demonstration", "Exercise", "Lesson",
           "LessonError", "LessonProgress", "diagram", "exercise_key", "lesson", "progress",
           "reset_progress", "to_problem", "worked_example"]


@dataclass(frozen=True)
class Lesson:
    """One lesson: its `number`, `slug` (the notebook's name without the number),
    `title` (an English message id), demonstrations by key, and exercises in order."""

    number: int
    slug: str
    title: str
    demos: Mapping[str, Callable[[str | None], Demonstration]]
    exercises_list: tuple[Exercise, ...]

    @property
    def notebook(self) -> str:
        """Returns the notebook's file name, e.g. "01-liberties.ipynb"."""
        return f"{self.number:02d}-{self.slug}.ipynb"

    def demonstration(self, key: str, language: str | None = None) -> Demonstration:
        """Returns the demonstration `key`, its texts in `language`.
        Raises GoError naming the known keys for an unknown one."""
        if key not in self.demos:
            raise GoError(f"lesson {self.number} has no demonstration {key!r}; "
                          f"known: {', '.join(self.demos)}")
        return self.demos[key](language or get_language())

    def game(self, key: str, language: str | None = None) -> Game:
        """Returns the game tree of demonstration `key`, cursor at its first step."""
        return self.demonstration(key, language).game

    def demo(self, key: str, presentation: bool = False, language: str | None = None,
             **options: Any) -> GoBoard:
        """Returns a board that steps through demonstration `key` (buttons and arrow
        keys); `presentation=True` shows it large, for projecting to a class."""
        from ..widget import GoBoard

        language = language or get_language()
        self.demonstration(key, language)  # raises for an unknown key
        # the board rebuilds the tree in another language when its language changes
        return GoBoard.demo(self.game(key, language), presentation=presentation,
                            language=language,
                            translated=lambda code: self.game(key, code), **options)

    def exercise_spec(self, n: int) -> Exercise:
        """Returns exercise `n` (counted from 1). Raises GoError if there is none."""
        if isinstance(n, bool) or not isinstance(n, int) or not (
                1 <= n <= len(self.exercises_list)):
            raise GoError(f"lesson {self.number} has exercises 1 to "
                          f"{len(self.exercises_list)}, not {n!r}")
        return self.exercises_list[n - 1]

    def key(self, n: int) -> str:
        """Returns the id under which exercise `n` (from 1) saves progress (see
        `exercise_key`). Raises GoError if there is no exercise `n`."""
        return exercise_key(self.slug, self.exercise_spec(n))

    def problem(self, n: int, language: str | None = None) -> Problem:
        """Returns exercise `n` (from 1) as a Problem (its texts are shown in the board's
        or session's language; `language` is accepted for older callers)."""
        return to_problem(self.exercise_spec(n), language, key=self.key(n))

    def problems(self, language: str | None = None) -> ProblemSet:
        """Returns every exercise of the lesson as a ProblemSet."""
        from ..problems import ProblemSet

        language = language or get_language()
        return ProblemSet([to_problem(e, language, key=exercise_key(self.slug, e))
                           for e in self.exercises_list], title=_(self.title, language))

    def progress(self, language: str | None = None) -> LessonProgress:
        """Returns what the student has done in this lesson's exercises, as saved
        (across sessions): counts of solved, seen, tried; shown as "7 of 12 solved, 2
        seen" (HTML in a notebook) in `language`."""
        keys = [exercise_key(self.slug, e) for e in self.exercises_list]
        return LessonProgress(self, tuple(saved.statuses(keys)), language)

    def reset_progress(self) -> int:
        """Forgets the saved progress of this lesson's exercises (for a teacher);
        returns how many were forgotten. Raises OSError if the file cannot be written."""
        return saved.reset(f"{self.slug}:")

    def exercise(self, n: int, language: str | None = None, **options: Any) -> GoBoard:
        """Returns a board with exercise `n` (from 1)."""
        from ..widget import GoBoard

        language = language or get_language()
        return GoBoard(problem=self.problem(n, language), language=language, **options)

    def exercises(self, language: str | None = None, **options: Any) -> GoBoard:
        """Returns a board with every exercise of the lesson, one after another."""
        from ..widget import GoBoard

        language = language or get_language()
        return GoBoard(problem=self.problems(language), language=language, **options)

    def board(self, language: str | None = None, **options: Any) -> GoBoard:
        """Returns a free board (9x9 unless `size=` says otherwise) in `language` (the
        session's language by default); `options` go to GoBoard."""
        from ..widget import GoBoard

        options.setdefault("size", 9)
        return GoBoard(language=language or get_language(), **options)

    def board_against(self, opponent: str = "beginner", color: str = "W",
                      language: str | None = None, level: int = 1,
                      **options: Any) -> GoBoard:
        """Returns a free board (9x9 unless `size=` says otherwise) on which the computer
        plays `color`: `opponent` "beginner" (gotutor's BeginnerBot, a bot a beginner
        can beat), "bot" (the built-in bot at `level` 1-4, see `gotutor.bots`), "gnugo"
        (GNU Go at `level` 1-10, if installed) or "ladder" (the next game of the
        student's ladder, see `gotutor.ladder`: the step's opponent plays White, with
        the step's handicap and komi; the result moves the step; `seed=` seeds the
        built-in bot).
        Raises GoError for an unknown opponent or level, GtpError if GNU Go cannot
        start."""
        from ..bots import level_bot
        from ..gtp import BeginnerBot
        from .opponent import GnuGoBot, against, ladder_board

        if opponent == "ladder":
            from ..ladder import ladder

            step = ladder().step
            options.setdefault("size", 9)
            options.setdefault("komi", step.komi)
            if step.handicap:
                options.setdefault("handicap", step.handicap)
            seed = options.pop("seed", None)
            return ladder_board(self.board(language, **options), seed=seed)
        board = self.board(language, **options)
        if opponent == "beginner":
            bot: Any = BeginnerBot()
        elif opponent == "bot":
            bot = level_bot(level)
        elif opponent == "gnugo":
            bot = GnuGoBot(board.game.size, board.game.komi, level)
        else:
            raise GoError(f"unknown opponent {opponent!r}: 'beginner', 'bot', 'gnugo' or "
                          f"'ladder'")
        return against(board, bot, color)

    def ladder(self, language: str | None = None) -> Any:
        """Returns the student's step on the ladder in use here (see `gotutor.ladder`);
        a notebook shows it as a card."""
        from ..ladder import ladder

        return ladder(language=language or get_language())

    def __len__(self) -> int:
        return len(self.exercises_list)


@dataclass(frozen=True)
class LessonProgress:
    """A lesson's saved progress: `statuses` of its exercises in order ("solved",
    "seen", "tried", "not tried"); `solved`, `seen`, `tried`, `total` count them.
    `str()` and the notebook's HTML say "7 of 12 solved, 2 seen" in `language`."""

    lesson: Lesson
    statuses: tuple[str, ...]
    language: str | None = None

    @property
    def solved(self) -> int:
        """The number of exercises solved."""
        return self.statuses.count("solved")

    @property
    def seen(self) -> int:
        """The number of exercises whose solution was shown (not solved)."""
        return self.statuses.count("seen")

    @property
    def tried(self) -> int:
        """The number of exercises answered but neither solved nor seen."""
        return self.statuses.count("tried")

    @property
    def total(self) -> int:
        """The number of exercises in the lesson."""
        return len(self.statuses)

    def as_dict(self) -> dict[str, int]:
        """Returns the counts: {"solved", "seen", "tried", "not_tried", "total"}."""
        return {"solved": self.solved, "seen": self.seen, "tried": self.tried,
                "not_tried": self.statuses.count("not tried"), "total": self.total}

    def __str__(self) -> str:
        lang = self.language or get_language()
        if self.seen:
            return ngettext("{solved} of {n} solved, {seen} seen",
                            "{solved} of {n} solved, {seen} seen", self.total, lang,
                            solved=self.solved, seen=self.seen)
        return ngettext("{solved} of {n} solved", "{solved} of {n} solved", self.total,
                        lang, solved=self.solved)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> Any:
        """In a notebook the progress shows as a live card (a widget that follows the
        saved progress as exercises are solved); without widgets, as HTML."""
        return _live_card(lambda: self.lesson.progress(self.language), include, exclude)

    def _repr_html_(self) -> str:
        lang = self.language or get_language()
        title = html.escape(_(self.lesson.title, lang))
        done = self.solved + self.seen
        cells = "".join(
            f'<span title="{html.escape(_(_STATUS_WORDS[st], lang))}" style="display:'
            f'inline-block;width:1.1em;height:1.1em;margin-right:2px;border-radius:50%;'
            f'border:1px solid #555;background:{_STATUS_COLOURS[st]}"></span>'
            for st in self.statuses)
        return (f'<div class="gt-progress-card" lang="{html.escape(lang)}">'
                f"<strong>{title}</strong>: {html.escape(str(self))}"
                f'<div role="img" aria-label="{html.escape(str(self))}">{cells}</div>'
                f'<progress max="{self.total}" value="{done}"></progress></div>')


#: the words for each status (shown as a tooltip on the progress card)
STATUS_WORDS = _STATUS_WORDS = {"solved": N_("solved"), "seen": N_("solution seen"),
                                "tried": N_("tried"), "not tried": N_("not tried yet")}


def _live_card(source: Callable[[], Any], include: Any, exclude: Any) -> Any:
    """Returns the display data of a live progress card reading `source()`, or None
    (the HTML is shown instead) where widgets are not available."""
    try:
        from ..widget.progress import ProgressCard

        card = ProgressCard(source)
    except Exception:  # no widgets here (a plain Python shell, nbconvert...)
        return None
    bundle = card._repr_mimebundle_(include=include, exclude=exclude)
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    if isinstance(data, dict) and "text/plain" in data:  # not "<ProgressCard object>"
        data["text/plain"] = str(source())
    return bundle
_STATUS_COLOURS = {"solved": "#2e7d32", "seen": "#f9a825", "tried": "#90a4ae",
                   "not tried": "transparent"}


@dataclass(frozen=True)
class CourseProgress:
    """The saved progress of every lesson (`lessons`: LessonProgress in order);
    `str()` and the notebook's HTML list them, in `language`."""

    lessons: tuple[LessonProgress, ...]
    language: str | None = None

    @property
    def solved(self) -> int:
        """The number of exercises solved in the whole course."""
        return sum(p.solved for p in self.lessons)

    @property
    def seen(self) -> int:
        """The number of exercises seen (solution shown) in the whole course."""
        return sum(p.seen for p in self.lessons)

    @property
    def total(self) -> int:
        """The number of exercises in the whole course."""
        return sum(p.total for p in self.lessons)

    def as_dict(self) -> dict[str, dict[str, int]]:
        """Returns {lesson slug: LessonProgress.as_dict()}."""
        return {p.lesson.slug: p.as_dict() for p in self.lessons}

    def __str__(self) -> str:
        lang = self.language or get_language()
        return "\n".join(f"{p.lesson.number:02d} {_(p.lesson.title, lang)}: {p}"
                         for p in self.lessons)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> Any:
        """In a notebook: a live card, one row per lesson (it follows solves made in
        other notebooks within about 2 s); without widgets, as HTML."""
        return _live_card(lambda: progress(self.language), include, exclude)

    def _repr_html_(self) -> str:
        return "".join(p._repr_html_() for p in self.lessons)


def progress(language: str | None = None) -> CourseProgress:
    """Returns the saved progress of every lesson (counts per lesson), shown in
    `language` (the session's by default)."""
    return CourseProgress(tuple(L.progress(language) for L in LESSONS), language)


def reset_progress(lesson_key: int | str | None = None) -> int:
    """Forgets the saved progress of one lesson (its number or slug) or, with None, of
    the whole course (for a teacher); returns how many exercises were forgotten.
    Raises GoError for an unknown lesson, OSError if the file cannot be written."""
    if lesson_key is None:
        return saved.reset()
    return lesson(lesson_key).reset_progress()


def _lesson(number: int, slug: str, module: ModuleType) -> Lesson:
    return Lesson(number, slug, module.TITLE, module.DEMOS, tuple(module.EXERCISES))


#: Every lesson, in order.
LESSONS: tuple[Lesson, ...] = (
    _lesson(1, "liberties", liberties),
    _lesson(2, "atari", atari),
    _lesson(3, "capture", capture),
    _lesson(4, "connecting-and-cutting", connecting_and_cutting),
    _lesson(5, "suicide", suicide),
    _lesson(6, "eyes", eyes),
    _lesson(7, "ko", ko),
    _lesson(8, "life-and-death", life_and_death),
    _lesson(9, "capturing-techniques", capturing_techniques),
    _lesson(10, "capturing-races", capturing_races),
    _lesson(11, "end-of-game", end_of_game),
    _lesson(12, "counting", counting),
    _lesson(13, "rules-around-the-world", rules_around_the_world),
    _lesson(14, "play-a-game", play_a_game),
    _lesson(15, "learn-from-your-games", learn_from_games),
)


def lesson(key: int | str) -> Lesson:
    """Returns the lesson numbered `key` (from 1, in the order of LESSONS) or named by
    its slug ("liberties"). Raises GoError for an unknown lesson."""
    for item in LESSONS:
        if key == item.number or key == item.slug:
            return item
    raise GoError(f"no lesson {key!r}; lessons: "
                  f"{', '.join(str(item.number) for item in LESSONS)}")


def worked_example(rules: str = "japanese", language: str | None = None,
                   mode: str = "score", **options: Any) -> GoBoard:
    """Returns a board with the worked end of game of lessons 6-8 under `rules`, in score
    mode: click a stone to mark its chain dead and read the count under the board."""
    from ..widget import GoBoard
    from .positions import final_game

    return GoBoard(final_game(rules), mode=mode, language=language or get_language(),
                   **options)


def exercise_key(slug: str, exercise: Exercise) -> str:
    """Returns the stable id under which `exercise` of lesson `slug` saves progress:
    "<slug>:<8 hex digits>", a hash of its position, kind, goal and answer (not of its
    words nor of its place in the lesson, so translations, new hints and new exercises
    before it keep the id)."""
    ex = exercise
    basis = repr((ex.diagram.split(), ex.kind, tuple(map(str, ex.answer)),
                  tuple(map(str, ex.goal)), tuple(ex.moves), ex.to_move, ex.rules, ex.komi))
    return f"{slug}:{hashlib.sha1(basis.encode()).hexdigest()[:8]}"


def to_problem(exercise: Exercise, language: str | None = None,
               key: str | None = None) -> Problem:
    """Returns `exercise` as a gotutor Problem. Its texts stay message ids, translated
    when shown, in the language of the board or session (so a board can switch
    language); `language` is kept for callers that pass it. `key`: the id under which
    the student's progress is saved (see `exercise_key`; None: not saved).
    Raises ProblemError (a GoError) if the problems module finds it inconsistent."""
    from ..problems import Problem
    from ..problems import goals as g
    from ..problems.texts import Text
    from .goals import ChoiceGoal, NumberGoal, PointsGoal, WithReasons

    ex = exercise

    def tr(text: str) -> Text:
        return Text.authored(text) if text else Text()

    options: dict[str, Any] = {
        "question": tr(ex.question), "hints": [tr(h) for h in ex.all_hints],
        "right_text": tr(ex.right) or None, "wrong_text": tr(ex.wrong) or None,
        "rules": ex.rules, "komi": ex.komi, "moves": list(ex.moves),
        "title": tr(ex.title), "marks": dict(ex.marks), "key": key,
    }
    why = {key: tr(text) for key, text in ex.why.items()}
    goal_name = str(ex.goal[0])
    targets = [str(v) for v in ex.goal[1:]]
    goal: g.Goal
    if ex.kind == "move" and goal_name == "line":
        # a line of play judged by an answer key, wrong moves refuted on the board;
        # every other first move the solver proved to work is right too
        from .answers import refutations_of, stored

        works = sorted(move for move, (status, _reply) in stored(ex).items()
                       if status == "win" and move not in ("outside", ex.answer[0]))
        wrong = {move: ([reply], why.get(move) or tr(ex.wrong))
                 for move, reply in refutations_of(ex).items() if move not in works}
        # the author's words for another working move, else gotutor's (marked as the
        # author's too, so that the key move's right text does not replace it: that text
        # explains the key move, not this one)
        too = Text.authored(N_("That works too: the reading shows it succeeds against "
                               "every defence."))
        right: list[object] = [list(ex.answer)] + [([move], why.get(move) or too)
                                                   for move in works]
        return Problem.tree(ex.diagram, ex.to_move, right=right, wrong=wrong, **options)
    if ex.kind == "move" and goal_name == "capture-now":
        # one move, judged by an answer key: any other move is wrong
        return Problem.tree(ex.diagram, ex.to_move, right=[[v] for v in ex.answer],
                            **options)
    if ex.kind == "move":
        if goal_name == "capture":
            goal = g.CaptureGoal()
        elif goal_name == "atari":
            goal = g.AtariGoal()
        elif goal_name == "save":  # ("save", vertex, liberties it must have after)
            goal = g.SaveGoal(int(str(ex.goal[2])))
            targets = targets[:1]
        else:
            raise GoError(f"unknown move goal {goal_name!r}")
        options["marked"] = targets
    elif ex.kind == "number" and goal_name == "liberties":
        goal = g.CountLibertiesGoal()
        options["marked"] = targets
    elif ex.kind == "number" and goal_name == "margin":  # by how much Black wins
        goal = NumberGoal(ex.answer[0], winner="B")
    elif ex.kind == "number":
        goal = NumberGoal(ex.answer[0])
    elif ex.kind == "points" and goal_name == "forbidden":
        goal = g.ForbiddenPointsGoal()
    elif ex.kind == "points":
        goal = PointsGoal(ex.answer)
    elif ex.kind == "choice" and goal_name == "legality":
        # the exercise's choices, if it names them, are the reasons offered (a lesson
        # before ko leaves "ko" out)
        goal = g.LegalityGoal(targets[0], choices=[v for v, _label in ex.choices] or None)
    elif ex.kind == "choice":
        goal = ChoiceGoal(ex.answer[0], [(v, tr(label)) for v, label in ex.choices])
    else:  # "dead"
        dead = ex.goal[2]  # ("score", rules, dead stones)
        goal = g.DeadStonesGoal([str(v) for v in dead] if isinstance(dead, tuple) else None)
    if isinstance(goal, g.LegalityGoal) and (ex.wrong or why or _self_capture(ex, targets[0])):
        # One explanation per wrong choice: the exercise's own (its reason for that
        # choice, else its wrong text) replaces the goal's generic pointer, which would
        # say the same thing a second time. (The goal's explanation of a legal move speaks
        # of the stone's liberty, which a self-capture has not: the exercise's texts say
        # it instead.)
        wrong = tr(ex.wrong)
        why = {value: why.get(value, wrong) for value in ("legal", "suicide", "ko",
                                                          "occupied") if value != ex.answer[0]}
        goal = WithReasons(goal, why, replace=True)
    elif why:
        goal = WithReasons(goal, why)
    return Problem(ex.diagram, ex.to_move, goal, **options)


def _self_capture(ex: Exercise, vertex: str) -> bool:
    """True if `vertex` is a legal move in the exercise's position that removes the
    mover's own stones."""
    check = ex.game().check(vertex)
    return check.legal and bool(check.self_capture)
