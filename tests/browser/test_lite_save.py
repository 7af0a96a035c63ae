"""The JupyterLite site keeps a student's answers in the lesson, and closing a lesson
never shows an error.

In the site the notebook is the only copy of the boards' state in the page, and Python
runs in the page: a reload ends it. A board's answer marks the lesson as changed, a
changed lesson is saved within 5 s, and a lesson left before that (a reload) is kept in
the browser's localStorage as the page goes and put back when the site starts again
(lite/build.py: SETTINGS_OVERRIDES, UNLOAD_BACKUP, RESTORE_BACKUP).

A save under way when the lesson is closed (the 5 s autosave, or a save asked for) found
its document gone and JupyterLab showed "File Save Error for ... Disposed" over the next
page; the site's patch of the context's _maybeSave ends such a save quietly.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

# the fixtures (offline, lite_url, lite_site) come from test_lite.py
from test_lite import (  # noqa: F401
    LiteBoard,
    LiteNotebook,
    Offline,
    lite_site,
    lite_url,
    offline,
    start_site,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: the lesson of these tests: lesson 01's first two exercises and a free board
CELLS = ("import gotutor as gt\nfrom gotutor.lessons import lesson",
         "lesson(1).exercise(1)", "lesson(1).exercise(2)", "gt.GoBoard(size=9)")

#: how many times a lesson is closed right after an answer
CLOSES = 4  # each way twice: a save asked for at once, the 5 s autosave


def _write(page: Any, path: str) -> None:
    """Writes the notebook of CELLS at `path` in the site's storage (no outputs)."""
    cells = [{"cell_type": "code", "source": s, "metadata": {}, "outputs": [],
              "execution_count": None} for s in CELLS]
    page.evaluate("""async ([path, cells]) => {
        await window.jupyterapp.serviceManager.contents.save(path, {type: 'notebook',
          format: 'json', content: {cells, nbformat: 4, nbformat_minor: 5, metadata: {
            kernelspec: {name: 'python', display_name: 'Python (Pyodide)',
                         language: 'python'}}}});
        return true; }""", [path, cells])


def _question(number: int, exercise: int) -> str:
    from gotutor.lessons import lesson

    return lesson(number).problem(exercise, "en").session("en").state()["question"]


def _dialogs(page: Any) -> list[str]:
    """Returns the texts of JupyterLab's dialogs open in the page."""
    return page.evaluate("() => [...document.querySelectorAll('.jp-Dialog')]"
                         ".map(d => d.innerText)")


def test_an_answer_reloaded_before_the_autosave_is_kept(offline: Offline,  # noqa: F811
                                                        lite_url: str) -> None:  # noqa: F811
    """Lesson 01's first exercise answered on the page (3 typed, Answer pressed) and the
    page reloaded in the very task in which the board shows the kernel's verdict: the
    lesson was changed and not saved then (no autosave could run in between), and no
    question from the browser. After the reload the lesson shows that board solved (from
    the lesson's widget state, its cell to run again), the second exercise still open,
    and the lesson is not marked as changed."""
    from gotutor.lessons import lesson

    page = offline.new_page()
    path = "save-check-reload.ipynb"
    try:
        start_site(page, lite_url)
        _write(page, path)
        nb = LiteNotebook(page, path)
        assert nb.run_all() == []
        nb.wait_boards(3)
        nb.js("w => w.context.save().then(() => true)")  # saved once, before the answer
        assert nb.js("w => w.context.model.dirty") is False
        board = nb.board_asking(_question(1, 1))
        assert board.status() == "open"
        board.root.locator(".gt-answer-input:visible").fill(
            str(lesson(1).problem(1, "en").solution()))
        dialogs: list[str] = []
        page.on("dialog", lambda d: (dialogs.append(d.type), d.dismiss()))
        # when the board shows the kernel's answer, in that same task: what the lesson's
        # state is, then the reload (sessionStorage outlives it)
        board.root.evaluate("""(root, path) => {
            const w = window.__gtPanel(path), before = Number(root.dataset.version);
            sessionStorage.removeItem('gt-before-reload');
            new MutationObserver((records, observer) => {
              if (Number(root.dataset.version) <= before) return;
              observer.disconnect();
              sessionStorage.setItem('gt-before-reload', JSON.stringify({
                dirty: w.context.model.dirty,
                status: root.querySelector('.gt-problem').dataset.status}));
              location.reload();
            }).observe(root, {attributes: true, attributeFilter: ['data-version']});
            return true; }""", path)
        with page.expect_navigation(wait_until="commit", timeout=60_000):
            board.root.locator('button[data-action="answer"]:visible').click()
        start_site(page, lite_url)
        before = json.loads(page.evaluate("() => sessionStorage.getItem('gt-before-reload')"))
        assert before == {"dirty": True, "status": "solved"}
        assert dialogs == []
        nb = LiteNotebook(page, path)
        nb.page.wait_for_function(
            "el => el.querySelectorAll('.gt-root[data-live=\"false\"]').length >= 3",
            arg=nb.panel.element_handle())
        assert nb.board_asking(_question(1, 1)).status() == "solved"
        assert nb.board_asking(_question(1, 2)).status() == "open"
        page.wait_for_timeout(500)  # the widget manager has finished restoring
        assert nb.js("w => w.context.model.dirty") is False
        nb.close()
    finally:
        page.close()
    assert offline.left == []


def test_a_lesson_closed_right_after_an_answer_shows_no_error(
        offline: Offline, lite_url: str) -> None:  # noqa: F811
    """CLOSES times: the lesson opened and run, a stone played on its free board (the
    lesson is changed), then the lesson closed while a save of it is under way (closed in
    the step after the save began, before the browser's storage answered): the save
    asked for at once, or the 5 s autosave waited for, in turn. No dialog appears ("File
    Save Error ... Disposed" did) and the save ends without an error; the lesson is also
    closed right after an answer as the tests close lessons (kernel shut down, tab
    closed), with no dialog either."""
    page = offline.new_page()
    path = "save-check-close.ipynb"
    try:
        start_site(page, lite_url)
        _write(page, path)
        for turn in range(CLOSES):
            nb = LiteNotebook(page, path)
            assert nb.run_all() == []
            nb.wait_boards(3)
            nb.js("w => w.context.save().then(() => true)")  # the run's outputs saved
            # at the save's start, the close one step later (the save then waits for the
            # storage): its kernel shut down once the tab is gone. Set before the stone
            # is played: the autosave may start as soon as the board has answered.
            nb.js("""w => {
                window.__gtSave = 'waiting';
                w.context.saveState.connect((c, state) => {
                  if (state !== 'started' || window.__gtSave !== 'waiting') return;
                  window.__gtSave = 'started';
                  window.__gtDirty = w.context.model.dirty;
                  const session = w.sessionContext.session;
                  queueMicrotask(() => { w.dispose(); window.__gtSave = 'closed';
                                         session.shutdown(); });
                });
                return true; }""")
            board = LiteBoard(nb, nb.panel.locator(".gt-root").nth(2))
            board.click("E5" if turn % 2 else "D4")
            asked = turn % 2 == 0 and page.evaluate("""path => {
                const w = window.__gtPanel(path);
                if (window.__gtSave !== 'waiting' || !w) return false;  // autosaved first
                w.context.save().then(() => { window.__gtSaveEnd = 'ok'; },
                                      e => { window.__gtSaveEnd = String(e); });
                return true; }""", path)
            page.wait_for_function("() => window.__gtSave === 'closed'", timeout=30_000)
            # the stone had changed the lesson: the save had something to write
            assert page.evaluate("() => window.__gtDirty") is True, f"turn {turn}"
            page.wait_for_timeout(2_000)
            assert _dialogs(page) == [], f"turn {turn}"
            if asked:
                assert page.evaluate("() => window.__gtSaveEnd") == "ok"
            # closed as the tests close a lesson, right after an answer
            nb = LiteNotebook(page, path)
            assert nb.run_all() == []
            nb.wait_boards(3)
            LiteBoard(nb, nb.panel.locator(".gt-root").nth(2)).click("C3")
            nb.close()
            page.wait_for_timeout(1_000)
            assert _dialogs(page) == [], f"turn {turn}, closed by the tests' close"
            page.evaluate("() => { delete window.__gtSave; delete window.__gtSaveEnd; "
                          "delete window.__gtDirty; return true; }")
    finally:
        page.close()
    assert offline.left == []
