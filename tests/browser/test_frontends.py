"""Lesson 01 in the other front ends a class may use: Jupyter Notebook 7 and Voilà.

Notebook 7 (the classic one-document interface, served by the same Jupyter server as
JupyterLab): the lesson runs with a live kernel, its boards are drawn, a click is
answered by the kernel, and two exercises are solved. Voilà (the notebook as a web app,
no code cells): the lesson renders its boards and a click is answered. JupyterLite is in
test_lite.py, JupyterLab in test_lab.py, whose helpers (LabServer, LabNotebook...) are
reused here. Screenshots go to test-artifacts/frontends/.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_lab import (
    KERNELSPEC,
    LabBoard,
    LabNotebook,
    LabServer,
    answer_exercise,
    free_port,
    kernel_stones,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "frontends"
TIMEOUT_MS = 120_000


def lesson_01(language: str = "en") -> Path:
    """Returns lesson 01 in `language`: lessons/<language>/01-*.ipynb (for English, else
    lessons/01-*.ipynb). Fails the test if there is neither."""
    patterns = [f"{language}/01-*.ipynb"] + (["01-*.ipynb"] if language == "en" else [])
    for pattern in patterns:
        found = sorted((ROOT / "lessons").glob(pattern))
        if found:
            return found[0]
    pytest.fail(f"no lesson 01 in lessons/{language}/")


def question(number: int, exercise: int, language: str = "en") -> str:
    """Returns the question of an exercise in `language`, as its board shows it."""
    from gotutor.lessons import lesson

    return lesson(number).problem(exercise, language).session(language).state()["question"]


# ---------------------------------------------------------------- Notebook 7
@pytest.fixture(scope="module")
def server() -> Iterator[LabServer]:
    """Returns a Jupyter server (the one JupyterLab and Notebook 7 share) with lesson 01
    copied into its root as lesson01.ipynb."""
    try:
        lab = LabServer()
    except RuntimeError:  # the free port was taken in between: once more, on another
        lab = LabServer()
    try:
        lab.copy_notebook(lesson_01(), "lesson01.ipynb")
        yield lab
    finally:
        lab.stop()


def test_notebook7_runs_lesson_01(server: LabServer, browser: Any) -> None:
    """In Notebook 7: every cell runs, the boards are drawn, a click on an exercise is
    answered by the kernel, and exercises 1 (a number) and 3 (points) are solved."""
    from gotutor.lessons import lesson

    context = browser.new_context(viewport={"width": 1200, "height": 1500})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    nb = LabNotebook(page, server, "lesson01.ipynb", app="notebook")
    try:
        assert page.url.split("?")[0].endswith("/notebooks/lesson01.ipynb")
        nb.run_all(len(lesson(1)))
        boards = nb.boards()
        problems = {b.text(".gt-question"): b for b in boards
                    if b.root.get_attribute("data-mode") == "problem"}
        assert len(problems) >= len(lesson(1))
        assert all(b.root.locator(".gt-cell").count() == int(b.root.get_attribute(
            "data-size")) ** 2 for b in boards)  # every point drawn, on 5x5 and 9x9
        # a click is answered: the point is marked in the kernel and on the page
        third = problems[question(1, 3)]
        spec = lesson(1).exercise_spec(3)
        third.click(spec.answer[0])  # waits for the kernel's answer (a newer state)
        assert third.kernel_value("W.session.status") == "open"
        for v in spec.answer[1:]:
            third.click(v)
        third.press("check")
        assert third.kernel_value("W.session.status") == "solved"
        assert third.root.locator(".gt-problem").get_attribute("data-status") == "solved"
        first = problems[question(1, 1)]
        answer_exercise(first, lesson(1).exercise_spec(1))
        assert first.kernel_value("W.session.status") == "solved"
        third.root.scroll_into_view_if_needed()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "notebook7-lesson01.png"))
        # Notebook 7 throws one error of its own (its keyboard-shortcut settings schema):
        # any other uncaught error fails the test
        assert unknown_errors(errors) == []
    finally:
        nb.close()
        context.close()


def test_notebook7_free_board_plays_a_click(server: LabServer, browser: Any) -> None:
    """A free board in Notebook 7: the click plays a stone, in the kernel and on the
    page."""
    server.add_notebook("free.ipynb", ["from gotutor.lessons import lesson\n"
                                       "lesson(1).board()"])
    context = browser.new_context(viewport={"width": 1000, "height": 1000})
    page = context.new_page()
    nb = LabNotebook(page, server, "free.ipynb", app="notebook")
    try:
        nb.run_all(1)
        b: LabBoard = nb.board(0)
        b.click("E5")
        assert kernel_stones(b) == {"E5": "B"}
        assert b.stones() == {"E5": "B"}
    finally:
        nb.close()
        context.close()


# ---------------------------------------------------------------- Voilà
class VoilaServer:
    """`voila <notebook>` on a free loopback port, its configuration and runtime in a
    temporary folder; `.url`, `.stop()`. Raises RuntimeError if it does not come up."""

    def __init__(self, notebook: Path, timeout: float = 90.0) -> None:
        import nbformat

        self.tmp = Path(tempfile.mkdtemp(prefix="gotutor-voila-"))
        nb = nbformat.read(notebook, as_version=4)
        nb.metadata["kernelspec"] = dict(KERNELSPEC)
        self.notebook = self.tmp / notebook.name
        nbformat.write(nb, self.notebook)
        env = {**os.environ, "JUPYTER_CONFIG_DIR": str(self.tmp / "config"),
               "JUPYTER_DATA_DIR": str(self.tmp / "data"),
               "JUPYTER_RUNTIME_DIR": str(self.tmp / "runtime"),
               "IPYTHONDIR": str(self.tmp / "ipython"), "JUPYTER_PLATFORM_DIRS": "1",
               "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
        env.pop("ANYWIDGET_HMR", None)
        #: the progress file the server's kernels use (a visitor's is beside it, in
        #: visitors/<id>/): its own, not the test run's, which other tests write to
        self.progress_file = self.tmp / "progress" / "progress.json"
        env["GOTUTOR_PROGRESS_FILE"] = str(self.progress_file)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = self.tmp / "voila.log"
        self.log = self.log_path.open("wb")
        # as `python -m gotutor.voila` runs it: gotutor's template, no Notebook 7 extension
        from gotutor import voila as settings

        self.proc = subprocess.Popen(
            [sys.executable, "-m", "voila", str(self.notebook), "--no-browser",
             f"--port={self.port}", "--Voila.ip=127.0.0.1", *settings.arguments()],
            cwd=self.tmp, env=settings.environment(env), stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True)
        try:
            self._wait(timeout)
        except BaseException:
            self.stop()
            raise

    def _wait(self, timeout: float) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise RuntimeError(f"voila exited ({self.proc.returncode}):\n"
                                   f"{self.log_path.read_text(errors='replace')[-3000:]}")
            with contextlib.suppress(OSError), socket.create_connection(
                    ("127.0.0.1", self.port), timeout=1):
                return
            time.sleep(0.25)
        raise RuntimeError(f"voila did not listen in {timeout} s")

    def stop(self) -> None:
        """Ends Voilà and its kernel, and removes the temporary folder."""
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, 15)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.proc.pid, 9)
                self.proc.wait(10)
        self.log.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


class _Board:
    """A board on the Voilà page (what LabBoard does, read from the page only)."""

    def __init__(self, page: Any, root: Any) -> None:
        self.page = page
        self.root = root

    def version(self) -> int:
        return int(self.root.get_attribute("data-version"))

    def act(self, action: Any) -> None:
        before = self.version()
        action()
        self.page.wait_for_function("([el, v]) => Number(el.dataset.version) > v",
                                    arg=[self.root.element_handle(), before])

    def click(self, vertex: str) -> None:
        self.act(lambda: self.root.locator(f'.gt-cell[data-vertex="{vertex}"]').click())

    def press(self, action: str) -> None:
        self.act(lambda: self.root.locator(f'button[data-action="{action}"]:visible').click())


@pytest.mark.parametrize("language", ["en", "nb"])
def test_voila_shows_lesson_01_as_an_app(browser: Any, language: str) -> None:
    """Voilà renders the lesson with its boards and no code, in the lesson's language, a
    click on an exercise is answered by the kernel, and the exercise can be solved. Every
    request off the machine is aborted, and there must be none (gotutor's template
    fetches no icon font from a CDN); the console shows no error."""
    from gotutor.i18n import _
    from gotutor.lessons import lesson

    voila = VoilaServer(lesson_01(language))
    context = browser.new_context(viewport={"width": 1200, "height": 1500})
    left: list[str] = []
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(
        "http://127.0.0.1:") else (left.append(route.request.url), route.abort()))
    try:
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
        page.on("console", lambda msg: errors.append(f"console: {msg.text}")
                if msg.type == "error" else None)
        page.goto(voila.url + "/", timeout=TIMEOUT_MS)
        page.wait_for_function("n => document.querySelectorAll('.gt-root').length >= n",
                               arg=len(lesson(1)))
        # no code on the page: no editor shown, no line of the lesson's code cells
        assert page.locator(".jp-CodeCell .jp-InputArea:visible, .cm-editor:visible").count() == 0
        assert page.get_by_text("lesson(1)").filter(visible=True).count() == 0
        heading = _("Lesson {number}: {title}", language, number=1, title="").strip()
        assert page.get_by_text(heading).first.is_visible()
        root = page.locator(".gt-root", has=page.locator(
            ".gt-question", has_text=question(1, 3, language))).first
        root.scroll_into_view_if_needed()
        board = _Board(page, root)
        spec = lesson(1).exercise_spec(3)
        board.click(spec.answer[0])  # answered: a newer state from the kernel
        for v in spec.answer[1:]:
            board.click(v)
        board.press("check")
        assert root.locator(".gt-problem").get_attribute("data-status") == "solved"
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"voila-lesson01-{language}.png"))
        root.screenshot(path=str(ARTIFACTS / f"voila-lesson01-exercise3-{language}.png"))
        assert left == [], left  # nothing asked from outside Voilà's own server
        # the progress card at the lesson's end is live there too
        card = page.locator(".gt-progress-card .gt-pc-row").last
        card.scroll_into_view_if_needed()
        page.wait_for_function(
            "() => [...document.querySelectorAll('.gt-pc-row')].some(r => r.dataset.done >= 1)",
            timeout=5000)
        page.screenshot(path=str(ARTIFACTS / f"voila-lesson01-progress-{language}.png"))
        page.wait_for_timeout(500)  # a late error would show by now
        assert errors == [], errors
    finally:
        context.close()
        voila.stop()


def test_notebook7_polish_eyes_lesson_by_the_menu(server: LabServer, browser: Any) -> None:
    """Notebook 7 on the Polish eyes lesson, as a student takes it: opening it leaves
    its cells as they are; Run > Run All Cells from the menu bar runs every cell and
    draws every board; exercise 11 is solved by a click and answers in Polish, naming
    the ko."""
    import nbformat

    from gotutor.i18n.translate import _
    from gotutor.lessons import lesson

    source = ROOT / "lessons" / "pl" / "06-eyes.ipynb"
    name = "lesson06-pl.ipynb"
    (server.root / name).write_bytes(source.read_bytes())  # the lesson's file as it is
    before = (server.root / name).read_bytes()
    cells = nbformat.read(source, as_version=4).cells
    boards = sum(c.cell_type == "code" and c.source.startswith(("L.demo", "L.exercise"))
                 for c in cells)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    nb = LabNotebook(page, server, name, app="notebook")
    try:
        # opening changes the kernel's metadata only (Notebook 7 writes the kernel's
        # language_info, with this machine's Python version, and marks the notebook
        # changed): the cells are the lesson's, untouched
        opened = nb.js("w => w.context.model.toJSON()")
        assert [c["source"] for c in opened["cells"]] == [
            "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in json_loads(before)["cells"]]
        # the save the autosave would make writes the lesson's very bytes back
        # (gotutor's server extension keeps a lesson's kernel metadata as it is)
        dirty = nb.js("w => w.context.model.dirty")
        nb.js("w => w.context.save().then(() => true)")
        assert (server.root / name).read_bytes() == before, f"dirty before: {dirty}"
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        nb.wait_all_run(boards)
        question_pl = lesson(6).problem(11, "pl").session("pl").state()["question"]
        board = next(b for b in nb.boards() if b.root.locator(".gt-question").count()
                     and b.text(".gt-question") == question_pl)
        board.click("D2")
        assert board.root.locator(".gt-problem").get_attribute("data-status") == "solved"
        message = board.text(".gt-message")
        assert message == _(lesson(6).exercise_spec(11).right, "pl") and " ko" in message
        board.root.scroll_into_view_if_needed()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "notebook7-lesson06-pl.png"))
        assert unknown_errors(errors) == []
    finally:
        nb.close()
        context.close()


#: Notebook 7's own uncaught error on every load: its keyboard-shortcut plugin reads
#: its settings' schema when another plugin's settings change, before its own settings
#: are loaded (`t.plugins[<shortcuts id>]` is still undefined). Harmless: the kernel
#: starts and every cell runs after it.
KNOWN_NOTEBOOK7_ERROR = "Cannot read properties of undefined (reading 'schema')"


def unknown_errors(errors: list[str]) -> list[str]:
    """Returns the uncaught page errors other than Notebook 7's known one."""
    return [e for e in errors if KNOWN_NOTEBOOK7_ERROR not in e]


def json_loads(data: bytes) -> Any:
    import json

    return json.loads(data)
