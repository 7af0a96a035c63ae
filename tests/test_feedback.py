"""Feedback composed, not stacked: over every exercise of the course, in every language,
each wrong answer gets one explanation. No sentence comes twice in one message, there is
at most one verdict ("No", "Wrong"), and the text names no point of the answer (the
opponent's reply played on the board is a move, not a hint).

The wrong answers tried: every wrong choice; the number one too high and one too low;
the wrong points of course_walk.wrong_answer; for a move, up to four first moves that fail
(the answer key's refuted moves first).

The drills too: every concept gotutor.drills deals, each level, a sample of problems that
changes every day (sampling.sample_seed), every wrong choice, number, score and move
(the first move, and each next move of a line begun rightly), and every hint.

On the same walks, every text shown (the question, each hint, each wrong answer's
explanation, the solution) names the marked stones in the number the board shows: with
one stone marked, no message of the catalog that says "marked stones"; with several, none
that says "the marked stone".
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import polib
import pytest
from course_walk import _named, course, right_first_moves, unsaved, wrong_answer

from gotutor.i18n import _, ngettext
from gotutor.i18n.answers import format_result
from gotutor.lessons import LESSONS
from gotutor.problems.treegoal import TreeGoal

LANGUAGES = ("en", "pl", "ru", "nb", "ky")
STEPS = list(course())

#: How a verdict opens a sentence, by language.
VERDICTS = {
    "en": r"(No|Wrong)[.:,!]",
    "pl": r"(Nie|Źle)[.:,!]",
    "ru": r"(Нет|Неверно)[.:,!]",
    "nb": r"(Nei|Feil)[.:,!]",
    "ky": r"(Жок|Туура эмес)[.:,!]",
}


#: The English catalog: its msgids are the messages the marked-stones check looks for.
ENGLISH = Path(__file__).parent.parent / "gotutor/i18n/locale/en/LC_MESSAGES/gotutor.po"
#: Says one stone ("the marked stone"; not "each marked stone"), or several.
ONE_MARKED = re.compile(r"\bthe marked stone\b", re.IGNORECASE)
SEVERAL_MARKED = re.compile(r"\bmarked stones\b", re.IGNORECASE)
#: Says the chain one mark stands for.
MARKED_CHAIN = re.compile(r"\bthe marked chain\b", re.IGNORECASE)
#: The one stone a dead-stones hint circles, whatever the board marks.
CIRCLED = {"The marked stone is dead."}
#: The marks that show the stones a problem is about (a cross, a circle or a label on a
#: stone says something else: "the crossed stones", "the circled stone").
MARKED_KINDS = ("triangle", "square")


def _as_pattern(text: str) -> str:
    """A regular expression of a translated message: its placeholders match any text."""
    return ".+?".join(re.escape(part) for part in re.split(r"\{\w+\}", text))


@cache
def _messages(said: re.Pattern[str], language: str) -> re.Pattern[str]:
    """Returns a pattern matching, in `language`, every message of the catalog whose
    English text `said` matches (a plural message in all its forms, for counts up to 30;
    the one stone a dead-stones hint circles left out)."""
    found: list[str] = []
    for entry in polib.pofile(str(ENGLISH)):
        if entry.obsolete or entry.msgid in CIRCLED or not said.search(entry.msgid):
            continue
        if entry.msgid_plural:  # the other placeholders kept as they are
            kept = {f: f"{{{f}}}" for f in re.findall(r"\{(\w+)\}", entry.msgid) if f != "n"}
            texts = {ngettext(entry.msgid, entry.msgid_plural, n, language, **kept)
                     for n in range(31)}
        else:
            texts = {_(entry.msgid, language)}
        found.extend(_as_pattern(t) for t in texts)
    assert found, f"no message says {said.pattern}: the check would check nothing"
    return re.compile("|".join(found))


def _marked_count(problem) -> int:
    """The number of stones the board marks (triangles, squares) at the start."""
    board = problem.start_game().board
    return sum(1 for v, kind in problem.marks.items()
               if kind in MARKED_KINDS and board[v] is not None)


def _check_marked(count: int, text: str, language: str, where: object) -> None:
    """Fails if `text` names one marked stone while `count` are marked, or several while
    one is."""
    if count == 1:
        assert not _messages(SEVERAL_MARKED, language).search(text), (
            "one stone marked", where, text)
    elif count > 1:
        assert not _messages(ONE_MARKED, language).search(text), (
            f"{count} stones marked", where, text)


def _check_marked_shown(session, count: int, where: object) -> None:
    """Checks the text the session shows now (its question and feedback) in every
    language, switching the session's language: read once, rendered five times."""
    for language in LANGUAGES:
        session.language = language
        state = session.state()
        for text in (state["question"], state["feedback"]["message"]):
            _check_marked(count, text, language, where)
    session.language = "en"


def _check_marked_hints(p, where: object) -> None:
    """Checks the question and every hint of the problem `p` in every language."""
    s = p.session("en")
    for step in range(s._hint_steps()):
        s.hint()
        _check_marked_shown(s, _marked_count(p), (where, "hint", step))


def _check_marked_solution(p, failed, where: object) -> None:
    """Checks the solution shown on the session `failed` (its attempt has failed) in
    every language. A dead-stones solution marks the dead stones."""
    shown = failed.show_solution()
    assert shown.kind == "shown", (where, shown)
    count = len(p.solution()[0]) if p.answer_kind == "dead" else _marked_count(p)
    _check_marked_shown(failed, count, (where, "solution"))


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


@cache
def _wrong_answers(name: str) -> tuple[tuple[object, ...], frozenset[str]]:
    """The wrong answers to try on the exercise `name`, and its right first moves (for a
    move problem) or points."""
    step = next(s for s in STEPS if s.name == name)
    p = unsaved(step.problem)
    kind = p.answer_kind
    if kind == "choice":
        return tuple(v for v, _label in p.goal.choices() if v != p.solution()), frozenset()
    if kind == "number":
        value = float(p.solution())
        numbers = [f"{value + 1:g}"] + ([f"{value - 1:g}"] if value >= 1 else [])
        return tuple(numbers), frozenset()
    if kind == "points":
        return (wrong_answer(p),), frozenset(p.solution())
    if kind == "move":
        right = right_first_moves(p)
        goal = getattr(p.goal, "inner", p.goal)
        candidates = []
        if isinstance(goal, TreeGoal):
            candidates = [c.vertex for c in goal.root.children if not c.leads_right()]
        candidates += [v for v in p.start_game().legal_moves() if v not in candidates]
        failing: list[object] = []
        for v in candidates:
            if v in right:
                continue
            if p.session().click(v).kind == "failed":
                failing.append([v])
            if len(failing) == 4:
                break
        return tuple(failing), frozenset(right)
    return (wrong_answer(p),), frozenset(str(v) for v in p.solution()[0])


def _stones(session) -> set[str]:
    from gotutor.coords import vertex_name

    g = session.game
    return {vertex_name(i, g.size) for i, c in enumerate(g.board.codes()) if c}


@pytest.mark.parametrize("step", STEPS, ids=[s.name for s in STEPS])
def test_every_wrong_answer_gets_one_explanation_in_every_language(step) -> None:
    answers, right = _wrong_answers(step.name)
    assert answers, "no wrong answer to try"
    for language in LANGUAGES:
        p = unsaved(step.lesson.problem(step.number, language))
        for answer in answers:
            if p.answer_kind == "dead":  # the score written as the language writes it
                answer = (answer[0], format_result(answer[1], language))
            s = p.session(language)
            fb = s.submit(answer)
            where = (step.name, language, answer, fb.message)
            assert fb.kind == "failed", where
            sentences = _sentences(fb.message)
            twice = {x for x in sentences if sentences.count(x) > 1}
            assert not twice, where
            verdicts = [x for x in sentences if re.match(VERDICTS[language], x)]
            assert len(verdicts) <= 1, where
            on_board = _stones(s)
            named = [v for v in right if v not in on_board and _named(v, fb.message)]
            assert not named, where
            _check_marked(_marked_count(p), fb.message, language, where)
    # the question, the hints and the solution, each read once and shown in five languages
    p = unsaved(step.lesson.problem(step.number, "en"))
    _check_marked_hints(p, step.name)
    answer = answers[0]
    if p.answer_kind == "dead":
        answer = (answer[0], format_result(answer[1], "en"))
    failed = p.session("en")
    assert failed.submit(answer).kind == "failed", step.name
    _check_marked_solution(p, failed, step.name)


def _exercise(lesson_number: int, number: int, language: str):
    les = next(x for x in LESSONS if x.number == lesson_number)
    return unsaved(les.problem(number, language))


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_liberty_count_one_too_high_says_fewer_and_nothing_else(language) -> None:
    # capturing races, exercise 2: the White chain has 3 liberties, one shared with Black.
    # "Do not forget the shared liberty" belongs to an undercount only.
    shared = _("Look again along the whole chain. Do not forget the liberty it shares "
               "with Black.", language)
    fewer = _("No: the chain has fewer liberties than that.", language)
    more = _("No: the chain has more liberties than that.", language)
    p = _exercise(10, 2, language)
    too_many = p.session(language).submit("4").message
    assert fewer in too_many and shared not in too_many and more not in too_many
    too_few = p.session(language).submit("2").message
    assert shared in too_few and more in too_few and fewer not in too_few


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_liberty_count_gets_one_direction(language) -> None:
    # a single stone is "the stone" (issue 37: nb "blokken" for one stone)
    words = {False: (_("No: the chain has fewer liberties than that.", language),
                     _("No: the chain has more liberties than that.", language)),
             True: (_("No: the stone has fewer liberties than that.", language),
                    _("No: the stone has more liberties than that.", language))}
    singles = 0
    for step in STEPS:
        goal = getattr(step.problem.goal, "inner", step.problem.goal)
        if goal.name != "count-liberties":
            continue
        p = _exercise(step.lesson.number, step.number, language)
        board = p.start_game().board
        single = len(board.chain(goal.targets(p)[0]).stones) == 1
        singles += single
        fewer, more = words[single]
        n = int(p.solution())
        for answer, says, not_says in ((n + 1, fewer, more), (n - 1, more, fewer)):
            if answer < 0:
                continue
            message = p.session(language).submit(str(answer)).message
            assert says in message and not_says not in message, (step.name, message)
    assert singles >= 3  # lesson 1 counts a single stone's liberties


@pytest.mark.parametrize("language", LANGUAGES)
def test_legality_feedback_is_the_exercises_own_explanation(language) -> None:
    # lessons 05 (suicide) and 07 (ko): a wrong choice gets the exercise's explanation
    # alone, not followed by the goal's generic pointer that says the same again
    generic = _("No. Imagine a stone at {vertex}: count the liberties of its chain after "
                "the move, and what it would capture.", language, vertex="X")
    generic = generic.split("X")[0]
    seen = 0
    for step in STEPS:
        if step.lesson.number not in (5, 7) or step.problem.answer_kind != "choice":
            continue
        p = _exercise(step.lesson.number, step.number, language)
        for value, _label in p.goal.choices():
            if value == p.solution():
                continue
            message = p.session(language).submit(value).message
            assert generic not in message, (step.name, value, message)
            seen += 1
    assert seen >= 20


@pytest.mark.parametrize(("language", "typed"), [
    ("en", "Black 8.5"), ("en", "B+8.5"), ("pl", "czarne 8,5"), ("pl", "C+8,5"),
    ("ru", "чёрные 8,5"), ("ru", "Ч+8,5"), ("nb", "svart 8,5"), ("nb", "S+8,5"),
    ("ky", "кара 8,5"), ("ky", "К+8,5"), ("ky", "8,5")])
def test_the_margin_question_reads_a_score_typed_as_lesson_00_teaches(language, typed):
    # counting, exercise 3: "By how many points does Black win?" (8.5)
    p = _exercise(12, 3, language)
    assert p.session(language).submit(typed).kind == "solved"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_margin_question_says_what_to_type(language) -> None:
    p = _exercise(12, 3, language)
    white = {"en": "White 8.5", "pl": "białe 8,5", "ru": "белые 8,5", "nb": "hvit 8,5",
             "ky": "ак 8,5"}[language]
    fb = p.session(language).submit(white)
    assert fb.kind == "failed"
    assert _("No: Black wins this game. By how many points?", language) in fb.message
    fb = p.session(language).answer("eight and a half")
    assert fb.kind == "info"
    assert fb.message == _("That answer cannot be read: type only a number.", language)


@pytest.mark.parametrize(("number", "rule"), [
    (5, "Situational superko forbids a repeated board only with the same player to move."),
    (8, "The ko rule: a move may not take back a single stone at once if that would bring "
        "back the position before the last move.")])
def test_a_legality_questions_last_hint_is_the_rule_that_decides(number, rule) -> None:
    # lesson 07 (ko): C9 is legal under situational superko, B1 retakes a stone that took
    # two; the last hint is that rule, not "a move that captures is legal"
    for language in LANGUAGES:
        s = _exercise(7, number, language).session(language)
        hints = [s.hint().message for _step in range(s._hint_steps())]
        assert hints[-1] == _(rule, language), (language, hints)


# --- the drills: every concept dealt, every wrong-answer and hint path -----------------

#: Problems per concept and level, new ones every day (sampling.sample_seed).
PER_LEVEL = 2
#: Wrong first moves tried near the answer (the most instructive), and one far away.
NEAR = 3


def _drills() -> list[tuple[str, int]]:
    from gotutor.drills import CONCEPTS as DEALT
    from gotutor.drills import LEVELS as DRILL_LEVELS

    return [(c, lv) for c in DEALT for lv in sorted(DRILL_LEVELS[c])]


def _drill_problems(concept: str, level: int) -> list[object]:
    from sampling import sample_seed

    from gotutor.drills import generate, to_problem

    return [unsaved(to_problem(generate(concept, level, f"feedback-{sample_seed()}", i)))
            for i in range(PER_LEVEL)]


def _by_distance(moves: list[str], towards: list[str], size: int) -> list[str]:
    from gotutor.coords import parse_point

    aims = [parse_point(v, size) for v in towards]

    def distance(v: str) -> int:
        q = parse_point(v, size)
        return min((abs(q % size - a % size) + abs(q // size - a // size) for a in aims),
                   default=0)

    return sorted(moves, key=lambda v: (distance(v), v))


def _failing(p, before: list[str], right: set[str]) -> list[list[str]]:
    """The wrong moves to try after the right moves `before`: the answer key's refuted
    moves (a problem made as a tree), the NEAR legal moves nearest to the right ones, and
    the farthest."""
    s = p.session("en")
    for v in before:
        s.click(v)
    legal = [v for v in s.game.legal_moves() if v not in right]
    ranked = _by_distance(legal, sorted(right) or before[-1:], s.game.board.size)
    picked = ranked[:NEAR] + ranked[-1:] if len(ranked) > NEAR else ranked
    goal = getattr(p.goal, "inner", p.goal)
    if isinstance(goal, TreeGoal) and not before:  # the answer key's refuted moves first
        picked = [c.vertex for c in goal.root.children if not c.leads_right()] + picked
    return [[*before, v] for v in dict.fromkeys(picked)]


def _right_moves(p, before: list[str]) -> set[str]:
    """The moves that solve (or rightly go on with) the problem after `before`."""
    s = p.session("en")
    for v in before:
        s.click(v)
    right = p.goal.right_move(p, s.attempt)
    return {right} if right else set()


def _drill_wrong_answers(p) -> list[object]:
    """Every wrong-answer path of the drill problem `p` (a move problem: the first move,
    then the next move after each right one)."""
    kind = p.answer_kind
    if kind == "choice":
        return [v for v, _label in p.goal.choices() if v != p.solution()]
    if kind == "number":
        value = float(p.solution())
        return [f"{value + 1:g}"] + ([f"{value - 1:g}"] if value >= 1 else [])
    if kind == "dead":
        dead, score = p.solution()
        if score == "0":  # a draw: either side winning by a point is wrong
            return [(dead, ("B", 1.0)), (dead, ("W", 1.0))]
        winner, margin = score[0], float(score[2:])
        return [(dead, (winner, margin + 1)), (dead, ("W" if winner == "B" else "B", margin)),
                (dead, "0")]
    if kind == "move":
        spec = p.drill
        first = set(spec.answer) if isinstance(spec.answer, tuple) else _right_moves(p, [])
        paths = _failing(p, [], first)
        line = [sorted(first)[0]]
        for _depth in range(3):  # the student's next moves, while the problem is open
            s = p.session("en")
            if s.submit(line).kind != "right" or s.status != "open":
                break
            following = _right_moves(p, line)
            paths += _failing(p, line, following)
            line = [*line, *sorted(following)[:1]]
        return paths
    return [wrong_answer(p)]


def _answer_points(p) -> frozenset[str]:
    if p.answer_kind == "move":
        spec = p.drill
        return frozenset(spec.answer if isinstance(spec.answer, tuple) else ())
    if p.answer_kind == "points":
        return frozenset(p.solution())
    return frozenset()


@pytest.mark.parametrize(("concept", "level"), _drills(), ids=[f"{c}-{lv}" for c, lv in
                                                                _drills()])
def test_every_drill_wrong_answer_gets_one_explanation_in_every_language(concept, level):
    """Each concept dealt by gotutor.drills, each level, a sample of problems rotating by
    day: every wrong choice, number, score, first move (near the answer and far) and the
    wrong next moves of a line begun rightly get one explanation in five languages: no
    sentence twice, at most one verdict, no answer point named, and the problem's
    generic wrong text (meant for a move it has no explanation of) never put in front of
    a move's own explanation; the explanations and the solution shown after the first
    name the marked stones in the number the board shows."""
    for p in _drill_problems(concept, level):
        right = _answer_points(p)
        count = _marked_count(p)
        for number, answer in enumerate(_drill_wrong_answers(p)):
            for language in LANGUAGES:
                given = answer
                if p.answer_kind == "dead":  # the score written as the language writes it
                    given = (answer[0], format_result(answer[1], language))
                s = p.session(language)
                fb = s.submit(given)
                where = (p.drill.key, language, given, fb.message)
                assert fb.kind == "failed", where
                sentences = _sentences(fb.message)
                assert not {x for x in sentences if sentences.count(x) > 1}, where
                assert len([x for x in sentences if re.match(VERDICTS[language], x)]) <= 1, where
                named = [v for v in right if v not in _stones(s) and _named(v, fb.message)]
                assert not named, where
                if p.wrong_text:
                    generic = p.wrong_text.render(language)
                    assert fb.message == generic or generic not in fb.message, where
                _check_marked(count, fb.message, language, where)
                if number == 0 and language == "en":  # the solution, in five languages
                    _check_marked_solution(p, s, p.drill.key)


@pytest.mark.parametrize(("concept", "level"), _drills(), ids=[f"{c}-{lv}" for c, lv in
                                                                _drills()])
def test_no_drill_hint_names_the_answer_before_the_last(concept, level) -> None:
    """The question and every hint but the last name no right first move (the last hint
    may show it); no hint says a sentence twice; the question and the hints name the marked
    stones in the number the board shows."""
    for p in _drill_problems(concept, level):
        right = _answer_points(p)
        for language in LANGUAGES:
            s = p.session(language)
            question = s.state()["question"]
            assert not [v for v in right if _named(v, question)], (p.drill.key, question)
            hints = [s.hint().message for _step in range(s._hint_steps())]
            assert hints, p.drill.key
            for text in (question, *hints):
                _check_marked(_marked_count(p), text, language, p.drill.key)
            for hint in hints[:-1]:
                assert not [v for v in right if _named(v, hint)], (p.drill.key, hint)
            for hint in hints:
                sentences = _sentences(hint)
                assert not {x for x in sentences if sentences.count(x) > 1}, (
                    p.drill.key, hint)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_drill_score_that_cannot_be_read_says_what_to_type(language) -> None:
    # the count drill: words instead of a score get the form to use, not a bare refusal
    from gotutor.drills import CONCEPTS as DEALT

    assert "count" in DEALT
    example = format_result(("B", 8.5), language)
    for level in (1, 2, 3):
        p = _drill_problems("count", level)[0]
        dead, _score = p.solution()
        fb = p.session(language).submit((dead, "eight and a half"))
        assert fb.kind == "info" and example in fb.message, (language, fb.message)


@pytest.mark.parametrize("concept", ["capture", "net", "snapback"])
def test_a_capture_drill_calls_a_stone_alone_a_stone_and_a_longer_chain_a_chain(concept):
    """The capture, net and snapback drills mark one stone of the chain to capture: the
    question says "the marked stone" when the chain is that stone alone, "the marked
    chain" when it has more (one mark on two stones is no "marked stones"), in every
    language; the chain is read from the board."""
    from gotutor.drills import LEVELS as DRILL_LEVELS

    for level in sorted(DRILL_LEVELS[concept]):
        for p in _drill_problems(concept, level):
            board = p.start_game().board
            (mark,) = [v for v, kind in p.marks.items()
                       if kind in MARKED_KINDS and board[v] is not None]
            alone = len(board.chain(board.point(mark)).stones) == 1
            for language in LANGUAGES:
                question = p.session(language).state()["question"]
                where = (p.drill.key, language, question)
                assert bool(_messages(ONE_MARKED, language).search(question)) == alone, where
                assert bool(_messages(MARKED_CHAIN, language).search(question)) != alone, where
                assert not _messages(SEVERAL_MARKED, language).search(question), where
