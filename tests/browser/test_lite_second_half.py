"""The JupyterLite site's lessons, second half (the first and everything else about the
site: test_lite.py). A file of its own because a test run gives each worker whole
files: the two halves, about three minutes each, run side by side."""

from __future__ import annotations

from typing import Any

import pytest

# the fixtures (offline, lite_app, lite_url, lite_site) come from test_lite.py
from test_lite import (  # noqa: F401
    TRANSLATED,
    Offline,
    lite_app,
    lite_lessons,
    lite_lessons_half,
    lite_site,
    lite_url,
    offline,
    run_lesson,
    site_lessons,
    translated_lesson,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.mark.parametrize("path", lite_lessons_half(second=True))
def test_lesson_runs_in_the_browser(path: str, offline: Offline,  # noqa: F811
                                    lite_app: Any) -> None:  # noqa: F811
    """As in test_lite.py: every cell runs in a fresh Pyodide kernel, offline, and the
    boards are drawn."""
    run_lesson(path, offline, lite_app)


def test_the_halves_cover_every_lesson_once() -> None:
    first, second = lite_lessons_half(second=False), lite_lessons_half(second=True)
    assert first and second and not set(first) & set(second)
    assert first + second == lite_lessons()


def test_the_rotation_runs_every_lesson_within_three_days() -> None:
    """Every English lesson of the site runs on one of any three days in a row, and one
    lesson in another language each day, each of those in turn."""
    translated = set()
    for start in range(20_000, 20_030):
        runs = [set(lite_lessons(day)) for day in range(start, start + 3)]
        assert set().union(*runs) - {translated_lesson(d) for d in range(start, start + 3)} \
            == set(site_lessons())
        assert all(len(run) - 1 < len(site_lessons()) for run in runs)
    for day in range(20_000, 20_000 + 4 * 15):
        lesson = translated_lesson(day)
        assert lesson in lite_lessons(day) and lesson.split("/")[1] in TRANSLATED
        translated.add(lesson)
    assert len(translated) == 4 * 15  # every lesson of the four languages, none twice


def test_a_polish_student_practises_then_reviews_the_next_day(
        offline: Offline, lite_app: Any) -> None:  # noqa: F811
    """JupyterLite, as a Polish student: lesson 01 run, its "Practise more" board (free
    practice, counting a chain's liberties) deals five problems, each answered from the
    page (a number typed; the second one wrong first, as a student misses) and the next
    dealt with Next; the lesson is closed with its kernel. The next day (the clock moved
    on in a first cell) the Polish start page, run in a new kernel, says in Polish that one
    problem is due, and its review board deals the missed problem again, the same
    position, asked in Polish, solved from the page; its Leitner box is then 2. The review
    queue lives in the browser's storage (/drive), so it outlives the kernel."""
    from test_drills_lab import kind_of
    from test_drills_lab import solve as solve_drill
    from test_lite import LiteNotebook

    from gotutor.i18n import _, ngettext

    lesson_01 = LiteNotebook(lite_app, "lessons/pl/01-liberties.ipynb")
    try:
        assert lesson_01.run_all() == []
        board = lesson_01.board_of('gt.drill("liberties"')
        board.root.scroll_into_view_if_needed()
        missed: dict[str, str] = {}
        for i in range(5):
            progress = board.text(".gt-progress")
            assert progress in {_("Level {level}, problem {n}", "pl", level=level, n=i + 1)
                                for level in (1, 2, 3)}, progress
            assert kind_of(board) == "liberties"
            if i == 1:
                missed = board.stones()
            solve_drill(board, "liberties", "pl", miss=i == 1, shot=f"lite-pl-liberties-{i}")
            board.press("next-problem")
        assert missed
    finally:
        lesson_01.close()
    start = LiteNotebook(lite_app, "lessons/pl/00-start-here.ipynb")
    try:
        start.js("""w => { w.model.sharedModel.insertCell(0, {cell_type: 'code', source:
            'import datetime, gotutor.leitner as _q\\n'
            + '_q.today = lambda: datetime.date.today() + datetime.timedelta(days=1)'});
            return true; }""")
        assert start.run_all() == []
        due = start.panel.locator(".gt-review-due")
        assert due.text_content() == ngettext(
            "{n} problem to review today.", "{n} problems to review today.", 1, "pl")
        review = start.board_of("gt.review()")
        review.root.scroll_into_view_if_needed()
        assert review.stones() == missed  # the problem missed yesterday, dealt again
        assert review.text(".gt-question") == _("How many liberties has the marked chain?",
                                                "pl")
        review.screenshot("drills/lite-pl-review.png")
        solve_drill(review, kind_of(review), "pl", miss=False, shot="lite-pl-review")
        shown = start.add_cell("print(sorted(e['box'] for e in _q.entries().values()))")
        assert start.panel.locator(".jp-Cell").nth(shown).locator(
            ".jp-OutputArea-output").inner_text().strip() == "[2]"
    finally:
        start.close()
    assert offline.left == []


def test_no_request_left_the_machine(offline: Offline,  # noqa: F811
                                     lite_app: Any) -> None:  # noqa: F811
    """Runs last in this file: nothing asked for anything off 127.0.0.1."""
    assert offline.left == []


def _new_notebook(page: Any, name: str) -> None:
    """Puts a copy of lesson 1's notebook at `name` in the site's browser storage (a
    notebook the site opens with its kernel; its own cells are not run)."""
    page.evaluate("""async ([src, name]) => {
        const contents = window.jupyterapp.serviceManager.contents;
        try { await contents.delete(name); } catch (e) { /* not there yet */ }
        const copy = await contents.copy(src, '');
        await contents.rename(copy.path, name);
        return true;
    }""", ["lessons/en/01-liberties.ipynb", name])


def _second_tab(offline: Offline, lite_url: str) -> Any:  # noqa: F811
    """Returns a second page with the site's JupyterLab started (its own app, the same
    browser storage as the first, as a student's second tab)."""
    from test_lite import start_site

    return start_site(offline.new_page(), lite_url)


def test_two_tabs_keep_each_others_solves(offline: Offline, lite_app: Any,  # noqa: F811
                                          lite_url: str) -> None:  # noqa: F811
    """A student with two JupyterLite tabs (two Pyodide kernels, one browser storage, no
    lock between them) solves exercises in both, one after the other and then at the same
    moment; after one more answer in each tab, the progress file holds every solve."""
    from test_lite import LiteNotebook, solve

    from gotutor.lessons import exercise_key, lesson

    def key(number: int, exercise: int) -> str:
        return exercise_key(lesson(number).slug, lesson(number).exercises_list[exercise - 1])

    page_b = _second_tab(offline, lite_url)
    _new_notebook(lite_app, "two-tabs-a.ipynb")
    _new_notebook(page_b, "two-tabs-b.ipynb")
    a = LiteNotebook(lite_app, "two-tabs-a.ipynb")
    b = LiteNotebook(page_b, "two-tabs-b.ipynb")
    try:
        setup = "from gotutor.lessons import lesson\nL1, L2 = lesson(1), lesson(2)"
        a.add_cell(setup)
        b.add_cell(setup)
        for cell in ("L1.exercise(1)", "L2.exercise(6)", "L2.exercise(2)"):
            a.add_cell(cell)
        for cell in ("L1.exercise(3)", "L1.exercise(5)", "L2.exercise(4)"):
            b.add_cell(cell)
        solve(a, 1, 1)  # one after the other
        solve(b, 1, 3)
        # at the same moment: both answers clicked before either kernel has answered
        spec_a, spec_b = lesson(2).exercise_spec(6), lesson(1).exercise_spec(5)
        board_a = a.board_asking(lesson(2).problem(6, "en").session("en").state()["question"])
        board_b = b.board_asking(lesson(1).problem(5, "en").session("en").state()["question"])
        clicks = []
        for board, spec in ((board_a, spec_a), (board_b, spec_b)):
            before = board.version()
            clicks.append((board, before))
            _answer_without_waiting(board, spec)
        for board, before in clicks:
            board.page.wait_for_function("([el, v]) => Number(el.dataset.version) > v",
                                         arg=[board.root.element_handle(), before])
            assert board.status() == "solved"
        # one more answer in each tab: each kernel writes its own solves again
        solve(a, 2, 2)
        solve(b, 2, 4)
        wanted = sorted(key(*k) for k in ((1, 1), (1, 3), (2, 6), (1, 5), (2, 2), (2, 4)))
        a.add_cell(
            "import json\n"
            "_d = json.load(open('/drive/.gotutor-progress.json'))['exercises']\n"
            f"_want = {wanted!r}\n"
            "assert all(_d.get(k, {}).get('status') == 'solved' for k in _want), "
            "(_want, _d)")
    finally:
        for nb in (a, b):
            nb.close()
        page_b.close()
    assert offline.left == []


def _answer_without_waiting(board: Any, spec: Any) -> None:
    """Clicks the answer of a one-click exercise (a move or a choice) and returns at
    once."""
    if spec.kind == "choice":
        board.root.locator(
            f"button[data-action='answer'][data-value='{spec.answer[0]}']").click()
    else:
        assert spec.kind == "move" and len(spec.answer) == 1, spec
        board.root.locator(f'.gt-cell[data-vertex="{spec.answer[0]}"]').click()


def test_a_hand_in_saved_from_the_site_is_read_by_the_class_view(
        offline: Offline, lite_app: Any, tmp_path: Any) -> None:  # noqa: F811
    """JupyterLite, as a Norwegian student with no hub: lesson 01's "Practise more" board
    answered wrong first, then right; the start page's hand-in button, pressed, offers
    the progress as a file, which the browser saves (nothing leaves the machine). The
    teacher's class view reads that file: one student, not verified (no hub account
    names it), whose liberties drill problem shows the wrong answer the student typed."""
    from test_drills_lab import give, right_answer, status, wrong_answer
    from test_lite import LiteNotebook

    from gotutor.classroom import read_class
    from gotutor.i18n import _
    from gotutor.widget.classroom import classroom

    lesson_01 = LiteNotebook(lite_app, "lessons/nb/01-liberties.ipynb")
    try:
        assert lesson_01.run_all() == []
        board = lesson_01.board_of('gt.drill("liberties"')
        board.root.scroll_into_view_if_needed()
        right = right_answer(board, "liberties", "nb")
        wrong = wrong_answer(board, "liberties", right, "nb")
        give(board, "liberties", wrong)
        assert status(board) == "failed"
        give(board, "liberties", right)
        assert status(board) == "solved"
    finally:
        lesson_01.close()
    start = LiteNotebook(lite_app, "lessons/nb/00-start-here.ipynb")
    try:
        assert start.run_all() == []
        from playwright.sync_api import expect

        button = start.panel.locator(".gt-hi-button")
        button.scroll_into_view_if_needed()
        start.panel.screenshot(path="test-artifacts/lite-nb-hand-in-button.png")
        expect(button).to_have_text(_("Hand in my progress", "nb"), timeout=60_000)
        with start.page.expect_download(timeout=120_000) as saving:
            button.click()
        saved = tmp_path / saving.value.suggested_filename
        saving.value.save_as(saved)
        start.panel.locator(".gt-hi-message").wait_for()
        start.panel.screenshot(path="test-artifacts/lite-nb-hand-in.png")
    finally:
        start.close()
    data = read_class([saved], "nb")
    assert data.problems == [] and len(data.hand_ins) == 1
    assert not data.hand_ins[0].verified
    drills = {k: s for k, s in data.exercise_stats().items()
              if k.startswith("drill:liberties:")}
    assert any(s["wrong"][wrong] >= 1 and s["solved"] for s in drills.values()), drills
    csv = classroom([saved], language="nb").to_csv()
    assert csv.count("\n") >= 2 and "drill:liberties" in csv
    assert offline.left == []
