"""The whole course taken as a student would, in JupyterLab and Chromium.

For every exercise of every lesson (gotutor.lessons.LESSONS: new lessons and exercises
are covered as they come), one notebook per lesson holds all its exercise boards; on the
page the student first gives a wrong answer, and the feedback shown must not give the
solution away (no right vertex named or marked, no right number, choice or score); then
the student solves it by clicks on intersections, typing in the visible box and clicks on
visible buttons only. An exercise that cannot be finished from the page fails the test.
The answers are read from the exercise's spec (to know what to click), never sent
through the kernel.

One JupyterLab server and one page for the module; one test per lesson (pytest -k
"lesson_03" runs one). The first exercise of each lesson also asks for the solution
after its wrong answer (so it ends "seen"), and the kernel's saved progress is checked at
the end of each lesson. Presentation mode is checked on 1280x720 and 1920x1080 screens.
Screenshots go to test-artifacts/course/.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: course_walk

from course_walk import revealed, wrong_answer
from test_lab import LabBoard, LabNotebook, LabServer

from gotutor.lessons import LESSONS, Lesson
from gotutor.problems import Problem

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "course"
SETUP = "from gotutor.lessons import lesson\nL = lesson({number})"


def notebook_name(lesson: Lesson) -> str:
    return f"course-{lesson.number:02d}.ipynb"


@pytest.fixture(scope="module")
def course_lab() -> Iterator[LabServer]:
    """One JupyterLab server with a notebook per lesson (every exercise board of the
    lesson, one per cell) and one with a presentation-mode demonstration."""
    try:
        server = LabServer()
    except RuntimeError:  # the free port was taken in between: once more
        server = LabServer()
    try:
        for L in LESSONS:
            cells = [SETUP.format(number=L.number)]
            cells += [f"L.exercise({n}, language='en')" for n in range(1, len(L) + 1)]
            server.add_notebook(notebook_name(L), cells)
        first = LESSONS[0]
        server.add_notebook("presentation.ipynb", [
            SETUP.format(number=first.number),
            f"L.demo({next(iter(first.demos))!r}, presentation=True, language='en')",
            f"L.demo({next(iter(first.demos))!r}, language='en')"])
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def course_page(browser: Any, course_lab: LabServer) -> Iterator[Any]:
    """One page for the module: JupyterLab is loaded once (on the presentation
    notebook), and each lesson opens as a tab in it."""
    ctx = browser.new_context(viewport={"width": 1200, "height": 1000})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    course_lab.start_kernel(notebook_name(LESSONS[0]))
    nb = LabNotebook(page, course_lab, "presentation.ipynb")
    page.errors = errors  # type: ignore[attr-defined]
    page.first_notebook = nb  # type: ignore[attr-defined]
    try:
        yield page
    finally:
        nb.close()
        ctx.close()


def status(board: LabBoard) -> str:
    """The problem's status as the page shows it ("open", "solved", "failed", "shown")."""
    return board.root.locator(".gt-problem").get_attribute("data-status") or ""


def page_marks(board: LabBoard) -> dict[str, str]:
    """The marks drawn on the board: {vertex: "circle" | ... | "label:1"}."""
    return board.root.evaluate("""r => Object.fromEntries([...r.querySelectorAll(
        '.gt-layer-marks .gt-mark[data-vertex]')].map(m => {
          const kind = [...m.classList].find(c => c.startsWith('gt-mark-')).slice(8);
          return [m.dataset.vertex, kind === 'label' ? 'label:' + m.textContent : kind];
        }))""")


def typed_score(score: str, language: str = "en") -> str:
    """A score the way a student types it: "Black 8,5" for "B+8.5" in English, the
    language's own form in the others ("Ч+8,5" in Russian)."""
    from gotutor.i18n.answers import format_result

    colour, _plus, margin = score.partition("+")
    if not margin:
        return "0"
    if language != "en":
        return format_result((colour, float(margin)), language)
    return f"{'Black' if colour == 'B' else 'White'} {margin.replace('.', ',')}"


def chain_representatives(problem: Problem, stones: list[str]) -> list[str]:
    """One stone per chain among `stones` (a click marks the whole chain)."""
    board = problem.start_game().board
    seen: set[int] = set()
    out = []
    for v in stones:
        p = board.point(v)
        if p in seen:
            continue
        seen |= board.chain(p).stones
        out.append(v)
    return out


def give(board: Any, problem: Problem, answer: Any, language: str = "en") -> None:
    """Gives `answer` (of the kind `Problem.solution` returns) through the page only:
    clicks on intersections, the visible box, the visible buttons; a score typed as a
    student of `language` types it. `board`: a LabBoard or a LiteBoard."""
    kind = problem.answer_kind
    root = board.root
    if kind == "move":
        for v in answer:
            board.click(v)
            if status(board) != "open":
                return
    elif kind == "points":
        for v in answer:
            board.click(v)
        board.press("check")
    elif kind == "number":
        box = root.locator(".gt-answer-input:visible")
        box.fill(str(answer))
        board.press("answer")
    elif kind == "choice":
        button = root.locator(f'button[data-action="answer"][data-value="{answer}"]:visible')
        board.act(lambda: button.click())
    else:
        dead, score = answer
        for v in chain_representatives(problem, list(dead)):
            board.click(v)
        board.press("check")
        box = root.locator(".gt-answer-input.gt-entry-score:visible")
        box.wait_for()
        # by keyboard, as a student does: type in the box, Enter
        box.fill(typed_score(score, language))
        board.act(lambda: box.press("Enter"))


def take_lesson(page: Any, server: LabServer, lesson: Lesson) -> list[str]:
    """Works through every exercise of `lesson` on the page; returns what went wrong."""
    name = notebook_name(lesson)
    nb = LabNotebook(page, server, name, app="open")
    problems: list[str] = []
    try:
        nb.run_all(len(lesson))
        boards = nb.boards()
        assert len(boards) == len(lesson), f"{len(boards)} boards for {len(lesson)} exercises"
        for n, board in enumerate(boards, 1):
            where = f"lesson {lesson.number:02d} exercise {n}"
            problem = lesson.problem(n, "en")
            board.root.scroll_into_view_if_needed()
            # 1. a wrong answer: the feedback says what is wrong, not the solution
            give(board, problem, wrong_answer(problem))
            if status(board) != "failed":
                problems.append(f"{where}: the wrong answer was not refused "
                                f"({status(board)}: {board.text('.gt-message')!r})")
                continue
            message = board.text(".gt-message")
            given = revealed(problem, message, page_marks(board), board.stones())
            if given:
                problems.append(f"{where}: the feedback gives the solution away: {given}")
            if n == 1:
                board.screenshot(f"lesson{lesson.number:02d}-1-wrong.png")
            # 2. the solution is offered now, and asked for in the first exercise
            solution_button = board.root.locator('button[data-action="solution"]:visible')
            if solution_button.count() != 1:
                problems.append(f"{where}: no Show solution button after a wrong answer")
            elif n == 1:
                board.press("solution")
                if status(board) != "shown":
                    problems.append(f"{where}: Show solution did not show it")
                board.screenshot(f"lesson{lesson.number:02d}-1-solution.png")
            # 3. again, and solved from the page alone
            board.press("retry")
            give(board, problem, problem.solution())
            if status(board) != "solved":
                problems.append(f"{where}: cannot be finished from the page "
                                f"({status(board)}: {board.text('.gt-message')!r})")
            if problem.answer_kind == "dead":
                board.screenshot(f"lesson{lesson.number:02d}-{n}-solved.png")
        # 4. what was done is saved: solved, and the first one seen
        counts = nb.kernel.value("L.progress('en').as_dict()")
        expected = {"solved": len(lesson) - 1, "seen": 1}
        if {k: counts[k] for k in expected} != expected:
            problems.append(f"lesson {lesson.number:02d}: saved progress {counts}, "
                            f"expected {expected}")
    finally:
        nb.close()
        # close the lesson's tab: the next lesson's boards are the only ones in the DOM
        page.evaluate("""n => { const w = window.__gtPanel(n);
            if (w) { w.context.model.dirty = false; w.dispose(); } }""", name)
    return problems


@pytest.mark.parametrize("lesson", LESSONS, ids=[f"lesson_{L.number:02d}" for L in LESSONS])
def test_every_exercise_can_be_failed_then_finished_on_the_page(
        course_page: Any, course_lab: LabServer, lesson: Lesson) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    index = LESSONS.index(lesson)
    if index + 1 < len(LESSONS):  # the next lesson's kernel starts while this one runs
        course_lab.start_kernel(notebook_name(LESSONS[index + 1]))
    problems = take_lesson(course_page, course_lab, lesson)
    assert problems == [], "\n".join(problems)
    assert course_page.errors == []


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080)])
def test_presentation_mode_fits_board_and_caption_on_one_screen(
        course_page: Any, width: int, height: int) -> None:
    page = course_page
    nb = page.first_notebook
    nb.run_all(2)
    board = nb.board(1)
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(300)  # JupyterLab lays out again
    board.root.evaluate("r => r.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(100)
    boxes = board.root.evaluate("""r => {
      const box = (el) => { const b = el.getBoundingClientRect();
        return {left: b.left, top: b.top, right: b.right, bottom: b.bottom}; };
      return {board: box(r.querySelector('.gt-svg')),
              caption: box(r.querySelector('.gt-caption')),
              steps: box(r.querySelector('.gt-nav')),
              text: r.querySelector('.gt-caption').textContent};
    }""")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"presentation-{width}x{height}.png"))
    assert boxes["text"], "the demonstration's first step has a caption"
    for part in ("board", "caption", "steps"):
        b = boxes[part]
        assert b["left"] >= 0 and b["top"] >= 0, (part, b)
        assert b["right"] <= width and b["bottom"] <= height, (part, b, json.dumps(boxes))
    assert boxes["board"]["bottom"] - boxes["board"]["top"] > 0.6 * (height - 160)
    page.set_viewport_size({"width": 1200, "height": 1000})


def test_the_language_select_switches_the_caption_of_a_demonstration(course_page: Any) -> None:
    from gotutor.i18n import _

    nb = course_page.first_notebook
    nb.run_all(2)
    board = nb.board(2)  # not in presentation mode, which hides the select
    first = LESSONS[0]
    key = next(iter(first.demos))
    board.act(lambda: board.root.locator("select.gt-language-select").select_option("pl"))
    caption = board.text(".gt-caption")
    assert caption == first.game(key, "pl").node.comment != first.game(key, "en").node.comment
    assert board.text('button[data-action="next"]') == "" or True  # icons only
    assert board.root.locator(".gt-move-number").inner_text() == _(
        "Step {n} of {total}", "pl", n=1, total=board.kernel_value("W.steps"))
    board.act(lambda: board.root.locator("select.gt-language-select").select_option("en"))
    assert board.text(".gt-caption") == first.game(key, "en").node.comment
