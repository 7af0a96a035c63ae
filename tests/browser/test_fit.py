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

import itertools
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


# ------------------------------------------------------------ issue 37: seen as a student
def scrolled_area(page: Any, board: GoBoard, Harness: Any, above: int,
                  offset: int = 24) -> Any:
    """Draws `board` in a scrolling area as tall as JupyterLab's notebook at 1280x720,
    `above` px of other cells over it, the area scrolled so that the board's top is
    `offset` px under the area's top (a student who scrolled the exercise into view
    with its code line above it). Returns the Harness."""
    page.evaluate("""() => { for (const v of window.views) v.cleanup();
        window.views.length = 0; document.getElementById('apps').replaceChildren(); }""")
    # JupyterLab's notebook does not keep what is in view in place when an output grows
    # (no scroll anchoring): the growth goes down, below the screen
    page.add_style_tag(content=f"#apps {{ height: {VISIBLE_HEIGHT}px; overflow-y: auto; "
                               "overflow-anchor: none; }")
    h = Harness(page, board)
    page.evaluate("""above => { const apps = document.getElementById('apps');
        const filler = document.createElement('div'); filler.style.height = above + 'px';
        apps.prepend(filler);
        const after = document.createElement('div'); after.style.height = '900px';
        apps.append(after); }""", above)
    h.js("""(v, arg) => { const apps = document.getElementById('apps');
        const r = v.el.querySelector('.gt-root').getBoundingClientRect();
        const a = apps.getBoundingClientRect();
        apps.scrollTop += r.top - a.top - arg; }""", offset)
    return h


def in_area(h: Any, selector: str) -> dict:
    """Returns where `selector` (in the board) is against the scrolling area."""
    return h.js("""(v, sel) => { const a = document.getElementById('apps')
        .getBoundingClientRect(); const e = v.el.querySelector(sel);
        const r = e.getBoundingClientRect();
        return {top: r.top - a.top, bottom: a.bottom - r.bottom, height: r.height}; }""",
                selector)


@pytest.fixture
def fresh_screen(browser: Any, stub_url: str) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    page.goto(stub_url)
    page.wait_for_function("window.ready === true")
    page.add_style_tag(content=f"#apps {{ width: {OUTPUT_WIDTH}px; }}")
    yield page
    context.close()


@pytest.mark.parametrize("language", ["pl", "ky"])
def test_life_and_death_1_shows_its_bottom_row_after_the_refutation(
        fresh_screen: Any, harness: Any, language: str) -> None:
    """The plausible wrong B1 in exercise 1 (straight three) is refuted: the verdict
    above the board makes it taller, and the board's last row and coordinates must stay
    in sight (issue 37: they went below the screen)."""
    from gotutor.lessons import lesson

    board = lesson(8).exercise(1, language=language)
    h = scrolled_area(fresh_screen, board, harness, above=300)
    assert 20 <= in_area(h, ".gt-root")["top"] <= 28
    h.cell("B1").click()
    h.pump()
    fresh_screen.wait_for_timeout(200)
    assert board.session.status == "failed"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    fresh_screen.screenshot(path=str(ARTIFACTS / f"ld1-refuted-{language}.png"))
    # the whole exercise: the question, the verdict, the board to its last row and
    # coordinates, and what is under it
    for part in (".gt-root", ".gt-question", ".gt-svg", ".gt-message", ".gt-problem-bar"):
        where = in_area(h, part)
        assert where["bottom"] >= -1 and where["top"] >= -1, (part, where)


@pytest.mark.parametrize("language", ["pl", "ru"])
def test_the_game_board_of_lesson_14_fits_with_pass_undo_redo(
        screen: Any, harness: Any, language: str, tmp_path: Path,
        monkeypatch: Any) -> None:
    """Lesson 14's 9x9 game board, with its Pass / Undo / Redo row, fits the notebook's
    area at 1280x720; its offer to continue a saved game carries the Redo it names."""
    from gotutor.lessons import lesson

    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(tmp_path / "progress.json"))
    first = lesson(14).board(size=9, autosave="fit-game", language=language)
    for vertex in ("C3", "G3"):
        send(first, type="play", vertex=vertex)
    board = lesson(14).board(size=9, autosave="fit-game", language=language)
    assert board.message_kind == "offer"
    screen.evaluate("""() => { for (const v of window.views) v.cleanup();
        window.views.length = 0; document.getElementById('apps').replaceChildren(); }""")
    h = harness(screen, board)
    parts = h.js("""v => { const q = s => v.el.querySelector(s).getBoundingClientRect();
        const root = q('.gt-root'); const redo = q('.gt-controls .gt-btn-redo');
        return {height: root.height, redoBelow: redo.bottom - root.top,
                offer: v.el.querySelectorAll(
                  '.gt-offer-bar:not([hidden]) .gt-btn-offer').length}; }""")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    screen.screenshot(path=str(ARTIFACTS / f"game14-{language}.png"))
    assert parts["height"] <= VISIBLE_HEIGHT, parts
    assert parts["redoBelow"] <= VISIBLE_HEIGHT, parts
    assert parts["offer"] == 1, parts
    h.root.locator(".gt-offer-bar:not([hidden]) .gt-btn-offer").click()
    h.pump()
    assert [m.vertex for m in board.game.moves] == ["C3", "G3"]
    assert h.root.locator(".gt-offer-bar:not([hidden]) .gt-btn-offer").count() == 0


@pytest.mark.parametrize("language", ["ky", "ru"])
def test_a_game_review_fits_the_screen_at_every_step(screen: Any, harness: Any,
                                                     language: str) -> None:
    """Lesson 15's review board (the example game's): at every step the caption above
    the board (the mistake explained), the board and the step buttons under it fit the
    screen at once, and the board never grows back as the captions change (the Next
    button stays under the student's pointer)."""
    import gotutor as gt
    from gotutor.lessons.example_game import example_game

    review = gt.review_game(example_game(), language, engine=False, queue=False)
    assert len(review.shown) >= 2
    board = review.board()
    screen.evaluate("""() => { for (const v of window.views) v.cleanup();
        window.views.length = 0; document.getElementById('apps').replaceChildren(); }""")
    h = harness(screen, board)
    geometry = """v => { const root = v.el.querySelector('.gt-root');
        const top = root.getBoundingClientRect().top;
        const at = sel => root.querySelector(sel).getBoundingClientRect();
        return {height: root.getBoundingClientRect().height,
                caption: at('.gt-caption').top - top,
                next: at('button[data-action="next"]').bottom - top,
                board: at('.gt-svg').width,
                last: root.querySelector('button[data-action="next"]').disabled}; }"""
    widths = []
    captions = set()
    for step in range(40):
        m = h.js(geometry)
        where = f"step {step + 1}"
        assert m["height"] <= VISIBLE_HEIGHT, (where, m)
        assert m["caption"] >= 0 and m["next"] <= m["height"], (where, m)
        assert m["board"] >= 240, (where, m)
        widths.append(m["board"])
        captions.add(h.root.locator(".gt-caption").inner_text())
        if m["last"]:
            break
        h.root.locator('button[data-action="next"]').click()
        h.pump()
    assert len(captions) >= 3  # the steps were taken: their captions differ
    # after the first steps (the longest caption met so far sets the room), never bigger
    assert all(b <= a + 0.5 for a, b in itertools.pairwise(widths)), widths
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    screen.screenshot(path=str(ARTIFACTS / f"review-{language}.png"))
