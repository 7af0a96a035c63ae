"""Every exercise of the course fits a 1280x720 screen in JupyterLab, after a wrong
answer (the longest state: the feedback, Show solution), in Kyrgyz and Russian (the
longest labels), and its row of buttons stays on one line.

The front end alone (layer 1 of RECIPES.md): each exercise's real state, after a wrong
answer given through the board's intents, is drawn in stub.html in a container as wide
as JupyterLab's output area at 1280x720 with the file browser open (845 px), and must be
no taller than the notebook's visible area there (600 px: JupyterLab's bars take the
rest). A screenshot of the tallest goes to test-artifacts/fit/.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: course_walk

from course_walk import wrong_answer

from gotutor.lessons import LESSONS
from gotutor.widget import GoBoard

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "fit"
OUTPUT_WIDTH = 845  # JupyterLab's output area at 1280 px, the file browser open
VISIBLE_HEIGHT = 600  # the notebook's area at 720 px, under the menu, tab and tool bars


@pytest.fixture(scope="module")
def screen(browser: Any, stub_url: str) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    page.goto(stub_url)
    page.wait_for_function("window.ready === true")
    page.add_style_tag(content=f"#apps {{ width: {OUTPUT_WIDTH}px; }}")
    yield page
    context.close()


def send(board: GoBoard, **msg: Any) -> None:
    msg.setdefault("version", board.version)
    board._handle_custom_msg(msg, [])


def answer_wrongly(board: GoBoard) -> None:
    """Gives a wrong answer through the board's intents, as the page would send them."""
    problem = board.session.problem
    wrong = wrong_answer(problem)
    kind = problem.answer_kind
    if kind == "move":
        for v in wrong:
            send(board, type="play", vertex=v)
    elif kind == "points":
        for v in wrong:
            send(board, type="play", vertex=v)
        send(board, type="check")
    elif kind == "dead":
        dead, score = wrong
        board_now = board.game.board
        done: set[int] = set()
        for v in dead:
            p = board_now.point(v)
            if p in done:
                continue
            done |= board_now.chain(p).stones
            send(board, type="play", vertex=v)
        send(board, type="check")
        send(board, type="answer", value=str(score))
    else:
        send(board, type="answer", value=str(wrong))


def measure(page: Any, board: GoBoard, Harness: Any) -> dict:
    page.evaluate("""() => { for (const v of window.views) v.cleanup();
        window.views.length = 0; document.getElementById('apps').replaceChildren(); }""")
    h = Harness(page, board)
    return h.js("""v => {
      const root = v.el.querySelector('.gt-root');
      const r = root.getBoundingClientRect();
      const bar = root.querySelector('.gt-problem-bar');
      const tops = new Set([...bar.querySelectorAll('button')]
        .filter(b => b.offsetParent !== null)
        .map(b => Math.round(b.getBoundingClientRect().top)));
      const svg = root.querySelector('.gt-svg').getBoundingClientRect();
      // the line under the actions: Next problem and the count, one line
      const next = root.querySelector('.gt-next-bar');
      const lines = next ? new Set([...next.children].map(c => {
        const b = c.getBoundingClientRect(); return Math.round((b.top + b.bottom) / 8);
      })).size : 0;
      // the problem's place ("Level 3, problem 1") on one line
      const place = root.querySelector('.gt-progress');
      const placeLines = place ? Math.round(place.getBoundingClientRect().height /
        parseFloat(getComputedStyle(place).lineHeight || '18')) : 0;
      return {height: r.height, rows: tops.size, board: svg.height, lines, placeLines,
              solution: Boolean(root.querySelector('[data-action="solution"]')),
              overflow: v.el.scrollWidth > v.el.clientWidth + 1};
    }""")


@pytest.mark.parametrize("language", ["ky", "ru"])
def test_every_exercise_fits_the_screen_after_a_wrong_answer(screen: Any, harness: Any,
                                                             language: str) -> None:
    problems = []
    tallest = (0.0, None)
    for L in LESSONS:
        for n in range(1, len(L) + 1):
            board = L.exercise(n, language=language)
            answer_wrongly(board)
            m = measure(screen, board, harness)
            where = f"lesson {L.number} exercise {n}"
            if m["height"] > VISIBLE_HEIGHT:
                problems.append(f"{where}: {m['height']:.0f} px tall")
            if m["rows"] != 1:
                problems.append(f"{where}: its buttons take {m['rows']} lines")
            if m["overflow"]:
                problems.append(f"{where}: sticks out of the output area")
            if m["board"] < 240:
                problems.append(f"{where}: a board of {m['board']:.0f} px")
            if m["height"] > tallest[0]:
                tallest = (m["height"], (L, n))
    L, n = tallest[1]
    board = L.exercise(n, language=language)
    answer_wrongly(board)
    measure(screen, board, harness)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    screen.screenshot(path=str(ARTIFACTS / f"tallest-{language}.png"))
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("language", ["ky", "ru", "pl"])
def test_every_drill_fits_the_screen_after_a_wrong_answer(screen: Any, harness: Any,
                                                          language: str) -> None:
    """A drill board adds "Next problem" to the row and a progress line: every concept
    dealt, at its biggest level, after a wrong answer, fits the screen on one row."""
    from gotutor.drills import CONCEPTS, LEVELS, Drill, DrillSession

    problems = []
    for concept in CONCEPTS:
        level = max(LEVELS[concept])
        board = GoBoard(problem=DrillSession(Drill(concept, level, seed=5), language),
                        language=language)
        answer_wrongly(board)
        m = measure(screen, board, harness)
        where = f"drill {concept} level {level}"
        if m["height"] > VISIBLE_HEIGHT:
            problems.append(f"{where}: {m['height']:.0f} px tall")
        if m["rows"] != 1:
            problems.append(f"{where}: its buttons take {m['rows']} lines")
        if m["lines"] != 1:
            problems.append(f"{where}: Next problem and the count take {m['lines']} lines")
        if m["placeLines"] != 1:
            problems.append(f"{where}: the problem's place takes {m['placeLines']} lines")
        if m["overflow"]:
            problems.append(f"{where}: sticks out of the output area")
        if m["board"] < 240:
            problems.append(f"{where}: a board of {m['board']:.0f} px")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        screen.screenshot(path=str(ARTIFACTS / f"drill-{concept}-{language}.png"))
    assert problems == [], "\n".join(problems)
