"""The student's path in JupyterLab at 1280x720, in Kyrgyz and Russian (the longest
labels): no dead end after a wrong answer, nothing laid over what the student needs,
button rows on one line, an exercise on one screen, the progress shown once and live,
the count of a solved counting exercise line by line.

Everything is done as a student does it (clicks on intersections and visible buttons,
typing in the visible box) and judged by what the page shows; the answers come from
the exercises' own specs. One JupyterLab server and one page for the module.
Screenshots go to test-artifacts/student/ (look at them).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_lab import LabBoard, LabNotebook, LabServer

from gotutor.i18n import _
from gotutor.lessons import LESSONS, lesson

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "student"
WIDTH, HEIGHT = 1280, 720

#: name -> cell source of the notebook under test (cell 0 is the set-up)
CELLS = {
    "setup": "import gotutor, gotutor as gt\nfrom gotutor.lessons import lesson\n"
             "print(gotutor.__file__)",
    "points_ky": "lesson(1).exercise(3, language='ky')",
    "points_ru": "lesson(1).exercise(3, language='ru')",
    "choice_ky": "lesson(1).exercise(5, language='ky')",
    "choice_ru": "lesson(1).exercise(5, language='ru')",
    "ld1_ky": "lesson(8).exercise(1, language='ky')",
    "ld1_ru": "lesson(8).exercise(1, language='ru')",
    "ld2_ru": "lesson(8).exercise(2, language='ru')",
    "ld2_ky": "lesson(8).exercise(2, language='ky')",
    "count_ru": "lesson(14).exercise(1, language='ru')",
    "count_ky": "lesson(14).exercise(1, language='ky')",
    "free_ky": "gt.GoBoard(size=9, language='ky')",
    "set_ky": "lesson(1).exercises(language='ky')",
    "card_ky": "lesson(1).progress('ky')",
    "course_ky": "from gotutor.lessons import progress\nprogress('ky')",
}
CELL = {name: i for i, name in enumerate(CELLS)}
BOARDS = sum(1 for name in CELLS if name not in ("setup", "card_ky", "course_ky"))
DEMO = next(iter(lesson(1).demos))


@pytest.fixture(scope="module")
def server() -> Iterator[LabServer]:
    try:
        lab = LabServer()
    except RuntimeError:  # the free port was taken in between: once more
        lab = LabServer()
    try:
        lab.add_notebook("student.ipynb", list(CELLS.values()))
        lab.add_notebook("present.ipynb", [
            "from gotutor.lessons import lesson",
            f"lesson(1).demo({DEMO!r}, presentation=True, language='ky')",
            f"lesson(1).demo({DEMO!r}, presentation=True, language='ru')"])
        lab.add_notebook("elsewhere.ipynb", ["from gotutor.lessons import lesson"])
        yield lab
    finally:
        lab.stop()


@pytest.fixture(scope="module")
def page(browser: Any, server: LabServer) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    pg = ctx.new_page()
    pg.console_lines = []
    pg.on("console", lambda msg: pg.console_lines.append(f"{msg.type}: {msg.text}"))
    pg.on("pageerror", lambda exc: pg.console_lines.append(f"uncaught: {exc}"))
    try:
        yield pg
    finally:
        ctx.close()


@pytest.fixture(scope="module")
def nb(page: Any, server: LabServer) -> Iterator[LabNotebook]:
    notebook = LabNotebook(page, server, "student.ipynb")
    try:
        notebook.run_all(BOARDS)
        yield notebook
    finally:
        notebook.close()


def shot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / name
    page.screenshot(path=str(path))
    return path


def board(nb: LabNotebook, name: str) -> LabBoard:
    b = nb.board(CELL[name])
    b.root.evaluate("r => r.scrollIntoView({block: 'start'})")
    b.page.wait_for_timeout(150)
    return b


def button(b: LabBoard, action: str, value: str | None = None) -> Any:
    sel = f'.gt-problem button[data-action="{action}"]'
    if value is not None:
        sel += f'[data-value="{value}"]'
    return b.root.locator(sel)


def message(b: LabBoard) -> tuple[str, str]:
    m = b.root.locator(".gt-message")
    return m.inner_text(), m.get_attribute("data-kind")


def rows_of_buttons(bar: Any) -> int:
    """The number of lines the visible buttons of `bar` take."""
    return bar.evaluate("""b => new Set([...b.querySelectorAll('button')]
        .filter(x => x.offsetParent !== null)
        .map(x => Math.round(x.getBoundingClientRect().top))).size""")


def boxes(b: LabBoard, selectors: dict[str, str]) -> dict[str, dict]:
    return b.root.evaluate("""(r, sels) => Object.fromEntries(Object.entries(sels).map(
        ([k, s]) => { const e = r.querySelector(s); if (!e) return [k, null];
          const x = e.getBoundingClientRect();
          return [k, {top: x.top, bottom: x.bottom, left: x.left, right: x.right}]; }))""",
                           selectors)


def visible_area(nb: LabNotebook) -> dict:
    """The notebook's scrolling area on the screen (JupyterLab's bars excluded)."""
    return nb.panel.locator(".jp-WindowedPanel-outer, .jp-Notebook").first.evaluate(
        """e => { const x = e.getBoundingClientRect();
          return {top: Math.max(0, x.top), bottom: Math.min(innerHeight, x.bottom)}; }""")


# ---------------------------------------------------------------- the set-up itself
def test_the_kernel_runs_this_worktrees_gotutor(nb: LabNotebook) -> None:
    printed = nb.js("""w => w.content.widgets[0].model.outputs.toJSON()
        .map(o => o.text || '').join('')""")
    assert printed.strip() == str(ROOT / "gotutor" / "__init__.py"), printed


# ---------------------------------------------------------------- 1. no dead ends
@pytest.mark.parametrize("language", ["ky", "ru"])
def test_a_missed_point_is_added_and_checked_again(nb: LabNotebook, language: str) -> None:
    b = board(nb, f"points_{language}")
    right = list(lesson(1).problem(3).solution())
    for v in right[:-1]:
        b.click(v)
    b.act(lambda: button(b, "check").click())
    text, kind = message(b)
    assert kind == "failed" and "1" in text, text
    # the student is told one point is missing: Check, Hint and the board stay open
    for action in ("check", "hint", "solution", "retry"):
        assert button(b, action).is_enabled(), action
    assert rows_of_buttons(b.root.locator(".gt-problem-bar")) == 1
    shot(b.page, f"points-missed-{language}.png")
    b.click(right[-1])
    assert b.root.locator(f'.gt-selected[data-vertex="{right[-1]}"]').count() == 1
    b.act(lambda: button(b, "check").click())
    assert message(b)[1] == "solved"
    shot(b.page, f"points-solved-{language}.png")


@pytest.mark.parametrize("language", ["ky", "ru"])
def test_after_a_wrong_choice_the_other_choice_is_clickable(nb: LabNotebook,
                                                          language: str) -> None:
    b = board(nb, f"choice_{language}")
    right = str(lesson(1).problem(5).solution())
    choices = b.root.locator('.gt-problem button[data-action="answer"]')
    values = [choices.nth(i).get_attribute("data-value") for i in range(choices.count())]
    wrong = next(v for v in values if v != right)
    b.act(lambda: button(b, "answer", wrong).click())
    assert message(b)[1] == "failed"
    assert button(b, "answer", right).is_enabled() and button(b, "hint").is_enabled()
    assert rows_of_buttons(b.root.locator(".gt-problem-bar")) == 1
    shot(b.page, f"choice-wrong-{language}.png")
    b.act(lambda: button(b, "hint").click())  # a hint first, as a student may
    assert message(b)[1] == "info" and message(b)[0]
    b.act(lambda: button(b, "answer", right).click())
    assert message(b)[1] == "solved"


# ---------------------------------------------------------------- 2. nothing in the way
@pytest.mark.parametrize("language", ["ky", "ru"])
def test_life_and_death_exercise_1_fits_the_screen(nb: LabNotebook, language: str) -> None:
    b = board(nb, f"ld1_{language}")
    area = visible_area(nb)
    parts = boxes(b, {"question": ".gt-question", "bar": ".gt-problem-bar",
                      "message": ".gt-message", "board": ".gt-svg", "hint": ".gt-hint"})
    shot(b.page, f"ld1-fits-{language}.png")
    for name, box in parts.items():
        assert box is not None, name
        assert area["top"] <= box["top"] and box["bottom"] <= area["bottom"], (
            name, box, area)
    assert parts["board"]["bottom"] - parts["board"]["top"] >= 260  # still a real board


@pytest.mark.parametrize("language", ["ru", "ky"])
def test_after_a_wrong_b1_no_tooltip_covers_the_refuted_stones(nb: LabNotebook,
                                                                language: str) -> None:
    b = board(nb, f"ld2_{language}")
    b.click("B1")
    assert message(b)[1] == "failed"
    b.page.wait_for_timeout(100)
    assert b.root.locator(".gt-bubble").is_hidden()
    svg = boxes(b, {"svg": ".gt-svg"})["svg"]
    hint = boxes(b, {"hint": ".gt-hint"})["hint"]
    assert hint["top"] >= svg["bottom"] - 0.5  # the hover line is under the board
    for v in ("A2", "B2", "C2", "D2", "E2"):  # the refutation stays in sight
        assert b.root.locator(f'.gt-stone[data-vertex="{v}"]').count() == 1
    shot(b.page, f"ld2-after-b1-{language}.png")
    # the student may go on at once: a click on the problem's first position
    b.click("C1")
    assert message(b)[1] == "right", message(b)
    assert b.stones()["C1"] == "W"


def test_the_hover_line_leaves_the_coordinates_in_sight(nb: LabNotebook) -> None:
    b = board(nb, "free_ky")
    b.click("E1")
    b.cell_at("E1").hover()
    hint = boxes(b, {"hint": ".gt-hint"})["hint"]
    svg = boxes(b, {"svg": ".gt-svg"})["svg"]
    assert b.text(".gt-hint").startswith("E1")
    assert hint["top"] >= svg["bottom"] - 0.5
    label = b.root.locator(".gt-mode-label")
    assert label.is_visible()
    assert label.locator('.gt-mode-label-text').inner_text().strip() == f"{_('Mode', 'ky')}:"
    shot(b.page, "free-board-hover-ky.png")


@pytest.mark.parametrize("language", ["ky", "ru"])
def test_the_exercise_buttons_stay_on_one_line(nb: LabNotebook, language: str) -> None:
    b = board(nb, f"ld1_{language}")
    first = lesson(8).problem(1)
    right = first.solution()
    wrong = next(v for v in ("A7", "G7", "G1", "A1", "D7")
                 if v not in right and b.root.locator(f'.gt-stone[data-vertex="{v}"]')
                 .count() == 0)
    b.click(wrong)
    bar = b.root.locator(".gt-problem-bar")
    assert button(b, "solution").is_visible()
    assert rows_of_buttons(bar) == 1, bar.inner_text()
    shot(b.page, f"buttons-one-line-{language}.png")


@pytest.mark.parametrize("width", [1280, 1400, 1920])
def test_presentation_steps_stay_on_one_line(page: Any, server: LabServer,
                                             nb: LabNotebook, width: int) -> None:
    present = LabNotebook(page, server, "present.ipynb", app="open")
    try:
        present.run_all(2)
        page.set_viewport_size({"width": width, "height": HEIGHT if width < 1920 else 1080})
        page.wait_for_timeout(300)
        for cell, language in ((1, "ky"), (2, "ru")):
            b = present.board(cell)
            b.root.evaluate("r => r.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(150)
            nav = b.root.locator(".gt-nav")
            shot(page, f"presentation-{language}-{width}.png")
            assert rows_of_buttons(nav) == 1, (language, nav.inner_text(), boxes(
                b, {"nav": ".gt-nav", "controls": ".gt-controls", "frame": ".gt-frame",
                    "root": ".gt-svg"}))
    finally:
        page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
        present.close()
        nb.activate()


# ---------------------------------------------------------------- 3. one live progress display
def card_counts(nb: LabNotebook) -> tuple[int, int]:
    row = nb.panel.locator(".jp-Notebook .jp-Cell").nth(CELL["card_ky"]).locator(
        ".gt-progress-card .gt-pc-row").first
    row.wait_for()
    return int(row.get_attribute("data-done")), int(row.get_attribute("data-total"))


def test_the_lesson_card_follows_every_solve(page: Any, server: LabServer,
                                             nb: LabNotebook) -> None:
    L = lesson(1)
    set_board = board(nb, "set_ky")
    # other tests of the session may have solved lesson 1 already: start from nothing,
    # and the card follows the reset too
    set_board.kernel_value("__import__('gotutor.lessons', fromlist=['lessons'])"
                           ".reset_progress('liberties')")
    page.wait_for_function("""([id, cell]) => {
        const c = document.getElementById(id).querySelectorAll('.jp-Notebook .jp-Cell')[cell];
        const row = c && c.querySelector('.gt-pc-row');
        return row && Number(row.dataset.done) === 0; }""",
                           arg=[nb.panel_id, CELL["card_ky"]], timeout=20000)
    done, total = card_counts(nb)
    assert total == len(L)
    assert set_board.root.locator(".gt-summary").count() == 0  # the card is the one count
    # exercise 1 of the set, solved on the page: the card follows at once
    spec = L.exercise_spec(1)
    assert spec.kind == "number"
    set_board.root.locator(".gt-answer-input").fill(str(spec.answer[0]))
    set_board.press("answer")
    page.wait_for_function("""([id, cell, n]) => {
        const c = document.getElementById(id).querySelectorAll('.jp-Notebook .jp-Cell')[cell];
        const row = c && c.querySelector('.gt-pc-row');
        return row && Number(row.dataset.done) >= n; }""",
                           arg=[nb.panel_id, CELL["card_ky"], done + 1], timeout=20000)
    card = nb.panel.locator(".jp-Notebook .jp-Cell").nth(CELL["card_ky"])
    card.scroll_into_view_if_needed()
    shot(page, "progress-card-after-a-solve-ky.png")
    # a solve in another notebook's kernel shows within about 2 s, on the lesson's card
    # and on the course's (lesson 00's table: one row per lesson)
    before = card_counts(nb)[0]
    course = nb.panel.locator(".jp-Notebook .jp-Cell").nth(CELL["course_ky"]).locator(
        ".gt-pc-row")
    assert course.count() == len(LESSONS)  # one row per lesson of the course
    assert int(course.first.get_attribute("data-done")) == before
    other = LabNotebook(page, server, "elsewhere.ipynb", app="open")
    try:
        other.kernel.run("from gotutor.lessons import lesson\n"
                         "s = lesson(1).problem(9).session('ky'); s.solve()")
        nb.activate()
        page.wait_for_function("""([id, cell, n]) => {
            const c = document.getElementById(id).querySelectorAll(
              '.jp-Notebook .jp-Cell')[cell];
            const row = c && c.querySelector('.gt-pc-row');
            return row && Number(row.dataset.done) >= n; }""",
                               arg=[nb.panel_id, CELL["card_ky"], before + 1], timeout=4000)
        page.wait_for_function("""([id, cell, n]) => {
            const c = document.getElementById(id).querySelectorAll(
              '.jp-Notebook .jp-Cell')[cell];
            const row = c && c.querySelector('.gt-pc-row');
            return row && Number(row.dataset.done) >= n; }""",
                               arg=[nb.panel_id, CELL["course_ky"], before + 1], timeout=4000)
        course.first.scroll_into_view_if_needed()
        shot(page, "course-card-live-ky.png")
    finally:
        other.close()
        nb.activate()


# ---------------------------------------------------------------- 4. the count, line by line
@pytest.mark.parametrize("language", ["ru", "ky"])
def test_a_right_score_shows_the_count_line_by_line(nb: LabNotebook, language: str) -> None:
    from test_course import chain_representatives

    b = board(nb, f"count_{language}")
    problem = lesson(14).problem(1)
    dead, score = problem.solution()
    for v in chain_representatives(problem, list(dead)):
        b.click(v)
    b.act(lambda: button(b, "check").click())
    box = b.root.locator(".gt-answer-input.gt-entry-score")
    colour, _plus, margin = score.partition("+")
    word = _("Black" if colour == "B" else "White", language)
    box.fill(f"{word} {margin.replace('.', ',')}")
    b.act(lambda: box.press("Enter"))
    assert message(b)[1] == "solved", message(b)
    table = b.root.locator(".gt-score .gt-score-table")
    assert table.is_visible()
    labels = table.locator("tbody th").all_inner_texts()
    assert labels[0] == _("Territory", language) and labels[-1] == _("Total", language)
    assert b.root.locator(".gt-score-title").inner_text() == _(
        "How the count is made, line by line:", language)
    table.scroll_into_view_if_needed()
    shot(b.page, f"count-breakdown-{language}.png")


# ---------------------------------------------------------------- 5. the console
def test_no_anywidget_warning_and_no_error_from_gotutor(page: Any, nb: LabNotebook) -> None:
    lines = page.console_lines
    assert not [x for x in lines if "Deprecation" in x and "anywidget" in x], json.dumps(
        lines[:20])
    assert not [x for x in lines if x.startswith("uncaught")], lines


# ---------------------------------------------------------------- 6. the stone at once
def test_a_click_paints_the_stone_before_the_kernel_answers(nb: LabNotebook) -> None:
    b = board(nb, "free_ky")
    before = b.version()
    # the click's own task draws the stone: it is on the page before any answer
    drawn = b.root.evaluate("""r => {
        r.querySelector('.gt-cell[data-vertex="C7"]').dispatchEvent(
          new MouseEvent('click', {bubbles: true}));
        const s = r.querySelector('.gt-layer-pending .gt-stone-pending');
        return [s ? s.dataset.vertex : null, Number(r.dataset.version)]; }""")
    assert drawn[0] == "C7" and drawn[1] == before
    b.page.wait_for_function("([el, v]) => Number(el.dataset.version) > v",
                             arg=[b.root.element_handle(), before])
    assert b.root.locator(".gt-layer-pending .gt-stone-pending").count() == 0
    assert b.stones().get("C7") in ("B", "W")  # the kernel's stone took its place
