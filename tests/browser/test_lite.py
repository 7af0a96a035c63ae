"""The JupyterLite classroom site in Chromium, offline: Python runs in the page (Pyodide).

The site is the one `make lite` builds into build/lite/: it is used as it is when it is
newer than every source it is made of (gotutor/, lessons/, lite/, pyproject.toml), else
`make lite` builds it once for the session. A loopback HTTP server serves it; the browser
context aborts (and records) every request that is not for 127.0.0.1 and sends whatever
might slip past that to a dead proxy, so nothing can leave the machine, and the tests fail
if anything tried.

Each lesson opens in the site's JupyterLab, gets a fresh Pyodide kernel and runs every
cell; no cell may fail and the boards must be drawn. Lesson 01 has an exercise solved by
typing and one by clicking, lesson 02 a click that plays and solves, the last lesson a click
answered by the built-in bot, and GNU Go asked for gives that bot with a note (GNU Go
cannot run in the browser).

Which lessons: the start pages and the English lessons with checks of their own (01, 02,
14) always, and a rotating sample of the other English lessons (LITE_ROTATING a day, in
turn, so that every lesson runs at least every third day; every lesson also runs in
JupyterLab in each test run, tests/browser/test_course.py), and one lesson a day of the
other languages (pl, nb, ru, ky in turn), its first exercise found by its question in
that language and solved. GOTUTOR_LITE_SAMPLE=all runs
every English lesson, GOTUTOR_LITE_ALL=1 every notebook of lessons/ in every language.
Screenshots go to test-artifacts/lite/.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
from playwright.sync_api import expect
from test_lab import PANEL_JS, BoardText, kernel_idle_js

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "lite"
STAMP = ROOT / "build" / "lite.stamp"  # written by lite/build.py when a build is complete
SOURCES = ("gotutor", "lessons", "lite", "pyproject.toml")
ARTIFACTS = ROOT / "test-artifacts" / "lite"
TIMEOUT_MS = 180_000  # a Pyodide kernel starts in 5-15 s; 2 cores shared may be slower
#: A host that cannot exist (RFC 2606): the guard test asks for it.
NOWHERE = "http://gotutor-offline-check.invalid/x.js"


#: The English lessons run every time (the start page and the lessons CHECKS names).
LITE_ALWAYS = ("00-start-here", "01-liberties", "02-atari", "14-play-a-game")
#: How many of the other English lessons run in a test run, in turn by the day.
LITE_ROTATING = 4
#: the course's languages besides English: one of their lessons runs each day
TRANSLATED = ("pl", "nb", "ru", "ky")


def site_lessons() -> list[str]:
    """Returns every notebook the site holds for a student (the start page and the
    English lessons), as paths relative to the repository."""
    lessons = ROOT / "lessons"
    found = sorted(lessons.glob("*.ipynb")) + sorted((lessons / "en").glob("*.ipynb"))
    return [p.relative_to(ROOT).as_posix() for p in found
            if ".ipynb_checkpoints" not in p.parts]


def lite_lessons(day: int | None = None) -> list[str]:
    """Returns the notebooks the site tests run (see the module's docstring) on `day`
    (days since 1970-01-01 UTC; today by default), as paths relative to the repository,
    in the order of site_lessons(). The same on every worker of a run: a function of
    the day and the files."""
    lessons = ROOT / "lessons"
    if os.environ.get("GOTUTOR_LITE_ALL"):
        return [p.relative_to(ROOT).as_posix() for p in sorted(lessons.rglob("*.ipynb"))
                if ".ipynb_checkpoints" not in p.parts]
    found = site_lessons()
    if os.environ.get("GOTUTOR_LITE_SAMPLE") == "all":
        return found
    always = [p for p in found if Path(p).parent.name != "en" or Path(p).stem in LITE_ALWAYS]
    others = [p for p in found if p not in always]
    if day is None:
        day = int(time.time() // 86400)
    turn = {others[(day * LITE_ROTATING + k) % len(others)]
            for k in range(min(LITE_ROTATING, len(others)))}
    return [p for p in found if p in always or p in turn] + [translated_lesson(day)]


def translated_lesson(day: int) -> str:
    """Returns the lesson in another language than English that the site tests run on
    `day` (days since 1970-01-01 UTC): every notebook of lessons/pl, nb, ru and ky in
    turn, one a day, interleaving the languages (a path relative to the repository;
    GOTUTOR_LITE_TRANSLATED=lessons/ky/06-eyes.ipynb runs that one instead)."""
    lessons = ROOT / "lessons"
    by_language = [sorted(p for p in (lessons / code).glob("*.ipynb")
                          if ".ipynb_checkpoints" not in p.parts)
                   for code in TRANSLATED]
    turn = [p for row in zip(*by_language, strict=False) for p in row]
    return os.environ.get("GOTUTOR_LITE_TRANSLATED") or turn[day % len(turn)].relative_to(
        ROOT).as_posix()


def lite_lessons_half(second: bool) -> list[str]:
    """Returns the first or the second half of `lite_lessons()`: this file runs the
    first, test_lite_second_half.py the second, so that a test run's two workers (each
    takes a file whole) share the site's lessons."""
    found = lite_lessons()
    middle = (len(found) + 1) // 2
    return found[middle:] if second else found[:middle]


def newest_source() -> float:
    """Returns the latest modification time of the files the site is built from."""
    times = []
    for name in SOURCES:
        path = ROOT / name
        files = [path] if path.is_file() else [
            p for p in path.rglob("*") if p.is_file() and not any(
                part.startswith(".") or part == "__pycache__"
                for part in p.relative_to(ROOT).parts)]
        times += [p.stat().st_mtime for p in files]
    return max(times, default=0.0)


@pytest.fixture(scope="session")
def lite_site() -> Path:
    """Returns the built site (build/lite/), built by `make lite` first unless the last
    complete build is newer than its sources. Fails the test with the build's output if
    the build fails."""
    def fresh() -> bool:
        return STAMP.is_file() and (SITE / "index.html").is_file() and (
            STAMP.stat().st_mtime > newest_source())

    if fresh():
        return SITE
    # two test workers may want the site at once: one builds, the other waits for it
    import fcntl

    STAMP.parent.mkdir(parents=True, exist_ok=True)
    with open(STAMP.parent / "lite.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if fresh():
            return SITE
        proc = subprocess.run(["make", "lite"], cwd=ROOT, capture_output=True, text=True,
                              timeout=1200)
    if proc.returncode != 0:
        pytest.fail(f"make lite failed ({proc.returncode}):\n{proc.stdout[-3000:]}\n"
                    f"{proc.stderr[-3000:]}")
    return SITE


class _SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".json": "application/json", ".ipynb": "application/json",
        ".whl": "application/octet-stream"}

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def lite_url(lite_site: Path) -> Iterator[str]:
    """Returns the URL of the site served on a free loopback port (a plain static
    server, as any web host would be)."""
    handler = functools.partial(_SiteHandler, directory=str(lite_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class Offline:
    """A browser context cut off from everything but 127.0.0.1: `left` lists the URLs of
    the requests that tried to go elsewhere (each aborted), `errors` the page's uncaught
    errors and the console errors that name gotutor's board."""

    def __init__(self, browser: Any) -> None:
        self.left: list[str] = []
        self.errors: list[str] = []
        # anything the route below does not see (there should be nothing) meets a dead
        # proxy: Chromium sends loopback requests direct, everything else to port 9
        self.context = browser.new_context(
            viewport={"width": 1200, "height": 1500},
            proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1,localhost"})
        self.context.route("**/*", self._route)

    def _route(self, route: Any) -> None:
        url = route.request.url
        if not re.match(r"^(http://127\.0\.0\.1[:/]|data:|blob:)", url):
            self.left.append(url)
            route.abort()
        elif url.split("?")[0].endswith("/jupyter-lite.json"):
            # the tests drive the app through window.jupyterapp, which only this
            # setting exposes; the site itself is served unchanged
            response = route.fetch()
            config = response.json()
            config.setdefault("jupyter-config-data", {})["exposeAppInBrowser"] = True
            route.fulfill(response=response, body=json.dumps(config))
        else:
            route.continue_()

    def new_page(self) -> Any:
        page = self.context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.on("pageerror", lambda exc: self.errors.append(f"uncaught: {exc}"))
        page.on("console", lambda msg: self.errors.append(f"console: {msg.text}") if (
            msg.type == "error" and ("gt-" in msg.text or "gotutor" in msg.text
                                     or "board" in msg.text.lower())) else None)
        return page

    def close(self) -> None:
        self.context.close()


@pytest.fixture(scope="module")
def offline(browser: Any) -> Iterator[Offline]:
    """Returns the module's offline browser context."""
    ctx = Offline(browser)
    try:
        yield ctx
    finally:
        ctx.close()


@pytest.fixture(scope="module")
def lite_app(offline: Offline, lite_url: str) -> Any:
    """Returns a page with the site's JupyterLab started (on the file browser)."""
    return start_site(offline.new_page(), lite_url)


def start_site(page: Any, lite_url: str) -> Any:
    """Loads the site's JupyterLab in `page` and waits until it has started; returns
    the page, with the panel finder of test_lab.py installed."""
    page.goto(f"{lite_url}/lab/index.html")
    page.wait_for_function("() => Boolean(window.jupyterapp)")
    page.evaluate("() => window.jupyterapp.started.then(() => true)")
    page.evaluate(PANEL_JS)
    return page


class LiteNotebook:
    """A notebook open in the site's JupyterLab with its own Pyodide kernel.
    `LiteNotebook(page, path)` opens it and waits until the kernel is idle (raises
    playwright's TimeoutError if it is not in TIMEOUT_MS); with `kernel=False` (a
    notebook without code cells, which the site opens with no kernel) it waits until
    the notebook is shown and its session context has settled. `close()` shuts the
    kernel down and closes the tab."""

    def __init__(self, page: Any, path: str, kernel: bool = True) -> None:
        self.page = page
        self.path = path
        self.arg = json.dumps(path)
        start = time.monotonic()
        page.evaluate("p => window.jupyterapp.commands.execute('docmanager:open', "
                      "{path: p}).then(() => true)", path)
        if kernel:
            page.wait_for_function(kernel_idle_js(self.arg))
        else:
            page.wait_for_function(f"""() => {{
                const w = window.__gtPanel({self.arg});
                return Boolean(w && w.context.isReady && w.sessionContext.isReady);
            }}""")
        self.kernel_seconds = time.monotonic() - start
        self.panel = page.locator(f'[id="{self.js("w => w.id")}"]')

    def sessions(self) -> list[str]:
        """Returns the paths of the site's running sessions (JupyterLite's sessions API,
        asked again now), one per notebook with a kernel."""
        return self.page.evaluate("""async () => {
            const sessions = window.jupyterapp.serviceManager.sessions;
            await sessions.refreshRunning();
            return [...sessions.running()].map(s => s.path); }""")

    def has_no_kernel(self) -> bool:
        """Returns True if the notebook has no kernel: no session of the sessions API
        for it, none in its panel, and its toolbar's kernel name says "No Kernel"."""
        name = self.panel.locator(".jp-KernelName").first.inner_text()
        return (self.path not in self.sessions() and name == "No Kernel"
                and self.js("w => w.sessionContext.session === null"))

    def js(self, function: str, arg: Any = None) -> Any:
        """Returns `function(panel, arg)` evaluated in the page."""
        return self.page.evaluate(
            f"([p, arg]) => ({function})(window.__gtPanel(p), arg)", [self.path, arg])

    def run_all(self) -> list[str]:
        """Runs every cell, waits until each has run and the kernel is idle; returns the
        errors the cells show ("Name: value" and traceback), none if all went well."""
        self.js("w => window.jupyterapp.shell.activateById(w.id)")
        self.js("w => window.jupyterapp.commands.execute('notebook:run-all-cells')"
                ".then(() => true)")
        self.page.wait_for_function(f"""() => {{
            const w = window.__gtPanel({self.arg});
            return w.sessionContext.session.kernel.status === 'idle'
              && w.content.widgets.every(
                c => c.model.type !== 'code' || c.model.executionCount !== null);
        }}""")
        return self.js("""w => w.content.widgets
            .flatMap(c => c.model.type === 'code' ? c.model.outputs.toJSON() : [])
            .filter(o => o.output_type === 'error')
            .map(o => o.ename + ': ' + o.evalue + '\\n' + o.traceback.join('\\n'))""")

    def add_cell(self, source: str) -> int:
        """Appends a code cell with `source`, runs it and returns its index once it has
        run. Raises AssertionError if it failed."""
        index = self.js("""(w, src) => {
            const n = w.content.widgets.length;
            w.model.sharedModel.insertCell(n, {cell_type: 'code', source: src});
            w.content.activeCellIndex = n;
            window.jupyterapp.commands.execute('notebook:run-cell');
            return n;
        }""", source)
        self.page.wait_for_function(f"""i => {{
            const w = window.__gtPanel({self.arg});
            return w.content.widgets[i].model.executionCount !== null
              && w.sessionContext.session.kernel.status === 'idle';
        }}""", arg=index)
        errors = self.js("""(w, i) => w.content.widgets[i].model.outputs.toJSON()
            .filter(o => o.output_type === 'error').map(o => o.ename + ': ' + o.evalue)""",
                         index)
        assert not errors, errors
        return index

    def wait_boards(self, count: int) -> int:
        """Waits until at least `count` boards are drawn; returns how many are."""
        self.page.wait_for_function(
            "([el, n]) => el.querySelectorAll('.gt-root').length >= n",
            arg=[self.panel.element_handle(), count])
        return self.panel.locator(".gt-root").count()

    def code_cells(self) -> list[str]:
        """Returns the sources of the code cells, in order."""
        return self.js("""w => w.content.widgets.filter(c => c.model.type === 'code')
            .map(c => c.model.sharedModel.getSource())""")

    def board_of(self, source_part: str) -> LiteBoard:
        """Returns the board shown by the first code cell whose source contains
        `source_part`. Raises AssertionError if there is none."""
        index = self.js("""(w, part) => w.content.widgets.findIndex(
            c => c.model.type === 'code' && c.model.sharedModel.getSource().includes(part))""",
                        source_part)
        assert index >= 0, f"no cell of {self.path} contains {source_part!r}"
        return LiteBoard(self, self.panel.locator(".jp-Cell").nth(index))

    def board_asking(self, question: str) -> LiteBoard:
        """Returns the problem board whose question is `question`. Raises AssertionError
        if there is none."""
        boards = self.panel.locator(".gt-root", has=self.page.locator(
            ".gt-question", has_text=question))
        assert boards.count() >= 1, f"no board asks {question!r}"
        return LiteBoard(self, boards.first)

    def screenshot(self, name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / name
        self.page.screenshot(path=str(path))
        return path

    def close(self) -> None:
        self.js("async w => { await w.sessionContext.shutdown(); w.dispose(); }")


class LiteBoard(BoardText):
    """One board in a LiteNotebook, read from the page (the kernel is in the page too:
    what it answers shows as a newer `data-version` on the board)."""

    def __init__(self, nb: LiteNotebook, where: Any) -> None:
        self.page = nb.page
        self.root = where if "gt-root" in (where.get_attribute("class") or "") else (
            where.locator(".gt-root").first)
        self.root.wait_for()
        self.root.scroll_into_view_if_needed()

    def version(self) -> int:
        return int(self.root.get_attribute("data-version"))

    def act(self, action: Any) -> None:
        """Calls `action()`, then waits until the board shows the kernel's answer."""
        before = self.version()
        action()
        self.page.wait_for_function("([el, v]) => Number(el.dataset.version) > v",
                                    arg=[self.root.element_handle(), before])

    def click(self, vertex: str) -> None:
        self.act(lambda: self.root.locator(f'.gt-cell[data-vertex="{vertex}"]').click())

    def press(self, action: str) -> None:
        self.act(lambda: self.root.locator(f'button[data-action="{action}"]:visible').click())

    def status(self) -> str | None:
        return self.root.locator(".gt-problem").get_attribute("data-status")


    def stones(self) -> dict[str, str]:
        """Returns {vertex: "B"|"W"} of the stones drawn."""
        return self.root.evaluate("""r => Object.fromEntries([...r.querySelectorAll(
            '.gt-layer-stones .gt-stone')].map(g => [g.dataset.vertex, g.dataset.color]))""")

    def screenshot(self, name: str) -> Path:
        """Saves a PNG of the board's output area (the question and the buttons may be
        wider than the board) to test-artifacts/lite/`name`; returns it."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / name
        self.root.locator("xpath=ancestor::div[contains(@class,'jp-OutputArea-output')]"
                          ).first.screenshot(path=str(path))
        return path


# ---------------------------------------------------------------- what each lesson adds
def solve(nb: LiteNotebook, number: int, exercise: int, language: str = "en") -> LiteBoard:
    """Answers exercise `exercise` of lesson `number` on the page as a student reading
    `language` does: the board found by its question in that language, the answer
    (the lesson's own solution) given by clicks on intersections and buttons and typed in
    the box, a score in that language's form ("Ч+10,5"), sent with Enter. Returns the
    board. Raises AssertionError if it is not solved."""
    from test_course import give

    from gotutor.lessons import lesson

    problem = lesson(number).problem(exercise, language)
    board = nb.board_asking(problem.session(language).state()["question"])
    assert board.status() == "open"
    give(board, problem, problem.solution(), language)
    assert board.status() == "solved", board.root.locator(".gt-message").inner_text()
    assert board.root.locator(".gt-message").get_attribute("data-kind") == "solved"
    return board


def lesson_01(nb: LiteNotebook) -> None:
    """A number typed in (exercise 1) and the chain's liberties clicked (exercise 3)."""
    solve(nb, 1, 1)
    solve(nb, 1, 3).screenshot("lesson01-exercise3.png")


def lesson_02(nb: LiteNotebook) -> None:
    """The click that saves the stone in atari plays it and solves exercise 2."""
    board = solve(nb, 2, 2)
    assert board.stones().get("E4") == "B"


def play_a_game(nb: LiteNotebook) -> None:
    """On the board against the computer, a click plays and the built-in bot (in the
    page's Pyodide) answers it; the game board, played on, is offered again after the
    kernel restarts (its autosave is in the browser's storage, /drive) and Redo
    continues it."""
    moves = {"E5": "B", "C3": "W"}
    game = nb.board_of('autosave="play-a-game"')
    for vertex in moves:
        game.click(vertex)
    assert game.stones() == moves
    bot = nb.board_of("board_against(")
    bot.click("C3")
    nb.page.wait_for_function(
        "el => el.querySelectorAll('.gt-layer-stones .gt-stone[data-color=\"W\"]').length"
        " === 1", arg=bot.root.element_handle())
    stones = bot.stones()
    assert stones.pop("C3") == "B"
    assert list(stones.values()) == ["W"]
    bot.screenshot("play-a-game-against-the-bot.png")
    # GNU Go, which the lesson offers in a note, cannot run in the browser: asking for it
    # gives the beginner bot, and the board says so
    from gotutor.i18n import _
    from gotutor.lessons.opponent import NO_PROGRAMS_NOTE

    index = nb.add_cell('L.board_against("gnugo", level=1)')
    gnugo = LiteBoard(nb, nb.panel.locator(".jp-Cell").nth(index))
    gnugo.wait_message(_(NO_PROGRAMS_NOTE, "en"))
    gnugo.screenshot("play-a-game-gnugo-fallback.png")
    gnugo.click("D4")
    nb.page.wait_for_function(
        "el => el.querySelectorAll('.gt-layer-stones .gt-stone[data-color=\"W\"]').length"
        " === 1", arg=gnugo.root.element_handle())
    from gotutor.autosave import CONTINUED, OFFER

    nb.js("w => w.sessionContext.session.kernel.restart().then(() => true)")
    errors = nb.run_all()
    assert not errors, errors
    game = nb.board_of('autosave="play-a-game"')
    message = game.root.locator(".gt-message")
    game.wait_message(_(OFFER, "en", n=2))
    assert game.stones() == {}
    game.press("redo")
    assert game.stones() == moves
    assert message.inner_text() == _(CONTINUED, "en", n=2)
    game.screenshot("play-a-game-continued-after-a-restart.png")


def start_page(nb: LiteNotebook) -> None:
    """The course's first page (lessons/00-start-here.ipynb, Markdown only) has no
    kernel; its link to the English course opens that notebook in the same browser tab,
    as a tab of the same JupyterLab (no second page, so no second app), where it gets a
    kernel at once and draws its boards; the first page still has none. The English page
    is then closed with its kernel."""
    if nb.path != "lessons/00-start-here.ipynb":
        return
    assert nb.has_no_kernel()
    target = "lessons/en/00-start-here.ipynb"
    assert len(nb.page.context.pages) == 1
    nb.panel.locator('a[href*="en/00-start-here.ipynb"]').first.click()
    nb.page.wait_for_function("p => Boolean(window.__gtPanel(p))", arg=target)
    nb.page.wait_for_timeout(500)  # a new page would have opened by now
    assert len(nb.page.context.pages) == 1
    english = LiteNotebook(nb.page, target)  # its kernel idle, started by itself
    try:
        assert english.run_all() == []
        assert english.wait_boards(1) >= 1
        assert nb.has_no_kernel()
        assert english.sessions().count(target) == 1
    finally:
        english.close()


def in_its_language(nb: LiteNotebook, path: str) -> None:
    """A lesson in another language: its first exercise is found on the page by its
    question in that language (not the English one) and solved there (a start page has
    no exercise: its cells ran and its boards were drawn)."""
    from gotutor.lessons import lesson

    language, number = Path(path).parent.name, int(Path(path).stem[:2])
    if number == 0 or not len(lesson(number)):
        return
    board = solve(nb, number, 1, language)
    assert board.root.locator(".gt-message").inner_text()
    english = lesson(number).problem(1, "en").session("en").state()["question"]
    assert english != lesson(number).problem(1, language).session(language).state()["question"]
    board.screenshot(f"{language}-{Path(path).stem}-exercise1.png")


#: Extra checks by lesson (the notebook's name without its number), for the English
#: lessons and the start pages.
CHECKS = {"liberties": lesson_01, "atari": lesson_02, "play-a-game": play_a_game,
          "start-here": start_page}


# ---------------------------------------------------------------- the tests
def test_the_offline_guard_catches_a_request_for_elsewhere(offline: Offline,
                                                           lite_app: Any) -> None:
    """The check below could fail: a request for another host is aborted and listed."""
    failed = lite_app.evaluate("url => fetch(url).then(() => false, () => true)", NOWHERE)
    assert failed
    assert NOWHERE in offline.left
    offline.left.remove(NOWHERE)


def test_the_site_is_self_contained(lite_site: Path) -> None:
    """The site sets no CDN and no PyPI fallback, and its Pyodide lock lists only wheels
    that are in the site, gotutor's among them."""
    config = json.loads((lite_site / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"].startswith("./static/pyodide/")
    pyodide = lite_site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    assert {"gotutor", "sgfmill", "anywidget", "ipywidgets", "comm", "psygnal",
            "ipython", "micropip"} <= set(lock["packages"])
    for entry in lock["packages"].values():
        assert (pyodide / entry["file_name"]).is_file(), entry["file_name"]
    for path in site_lessons():
        assert (lite_site / "files" / path).is_file(), path


@pytest.mark.parametrize("path", lite_lessons_half(second=False))
def test_lesson_runs_in_the_browser(path: str, offline: Offline, lite_app: Any) -> None:
    """Every cell runs without an error in a fresh Pyodide kernel, the boards are drawn
    (as many as the cells that make one, at least), nothing tried to leave the machine;
    then what the lesson adds (CHECKS). A notebook without code cells (the course's
    first page) opens with no kernel at all. The second half: test_lite_second_half.py."""
    run_lesson(path, offline, lite_app)


def run_lesson(path: str, offline: Offline, lite_app: Any) -> None:
    """Runs the lesson `path` in a fresh Pyodide kernel and checks it (see
    test_lesson_runs_in_the_browser); raises AssertionError on what is wrong."""
    notebook = json.loads((ROOT / path).read_text(encoding="utf-8"))
    if not any(cell["cell_type"] == "code" for cell in notebook["cells"]):
        # Markdown only: opened with no kernel, and nothing to run
        nb = LiteNotebook(lite_app, path, kernel=False)
        try:
            assert nb.has_no_kernel()
            nb.screenshot(Path(path).stem + ".png")
            if Path(path).stem[3:] in CHECKS:
                CHECKS[Path(path).stem[3:]](nb)
            assert offline.left == [] and offline.errors == []
        finally:
            nb.close()
        return
    nb = LiteNotebook(lite_app, path)
    try:
        errors = nb.run_all()
        assert not errors, f"a cell of {path} failed:\n" + "\n".join(errors)
        cells = nb.code_cells()
        expected = sum(1 for src in cells if re.search(
            r"(GoBoard\(|\.demo\(|\.exercises?\(|\.board(_against)?\()", src))
        drawn = nb.wait_boards(max(expected, 1) if expected else 0)
        assert drawn >= expected
        if drawn:  # a board is drawn with its intersections
            assert nb.panel.locator(".gt-root").first.locator(".gt-cell").count() >= 25
        nb.screenshot(Path(path).stem + ".png")
        slug = Path(path).stem[3:]
        if Path(path).parent.name in ("lessons", "en") and slug in CHECKS:
            CHECKS[slug](nb)
        elif Path(path).parent.name in TRANSLATED:
            in_its_language(nb, path)
        assert offline.left == [], f"requests tried to leave the machine: {offline.left}"
        assert offline.errors == []
    finally:
        nb.close()


def test_no_request_left_the_machine(offline: Offline, lite_app: Any) -> None:
    """Runs last: in the whole session nothing asked for anything off 127.0.0.1."""
    assert offline.left == []


def test_no_file_is_missing_and_anywidget_does_not_warn(offline: Offline,
                                                        lite_url: str) -> None:
    """A fresh page on lesson 1: merely opened, the lesson is not marked as changed (the
    site's lessons carry its kernel's metadata); no request answered 404 (the site's
    favicon.ico is there), no anywidget deprecation warning for the boards (the board's
    module has only a default export), the lesson's progress card is drawn, and tab
    completion answers."""
    page = offline.new_page()
    missing: list[str] = []
    warned: list[str] = []
    page.on("response", lambda r: missing.append(r.url) if r.status == 404 else None)
    page.on("console", lambda m: warned.append(m.text) if (
        "anywidget" in m.text and "eprecat" in m.text) else None)
    try:
        start_site(page, lite_url)
        nb = LiteNotebook(page, "lessons/en/01-liberties.ipynb")
        try:
            page.wait_for_timeout(1000)  # the widget manager has looked for widgets to restore
            assert nb.js("w => w.context.model.dirty") is False
            assert nb.run_all() == []
            nb.wait_boards(3)
            page.wait_for_selector(".gt-progress-card .gt-pc-row")
            # tab completion (IPython and jedi, whose wheel the site trims) still answers
            for code, wanted in (("import os\nos.pa", "os.path"), ("L.exer", "L.exercise"),
                                 ('"go".up', '"go".upper')):
                matches = nb.js("""(w, code) => w.sessionContext.session.kernel
                    .requestComplete({code, cursor_pos: code.length})
                    .then(r => r.content.matches)""", code)
                assert any(code[:code.rfind(".") + 1] + m == wanted or m == wanted
                           or m == wanted.rsplit(".", 1)[1] for m in matches), (code, matches)
        finally:
            nb.close()
        assert page.request.get(f"{lite_url}/favicon.ico").status == 200
        assert missing == [], missing
        assert warned == [], warned[:1]
    finally:
        page.close()


def test_a_link_in_the_one_notebook_view_opens_in_the_same_tab(offline: Offline,
                                                               lite_url: str,
                                                               lite_app: Any) -> None:
    """Jupyter Notebook's one-notebook view of the site (notebooks/index.html): the
    course's first page opens with no kernel, and its link to the English course opens
    that notebook in the same browser tab (no second page, so no second kernel), also
    when the student's browser storage holds that lesson (saved in the site, as the
    5 s autosave does): its address then names the lesson's page in the site, not a
    blob: address holding the file."""
    target = "lessons/en/00-start-here.ipynb"
    # the English lesson saved in the browser's storage, unchanged (by the module's
    # JupyterLab page: the same storage)
    download = lite_app.evaluate("""async path => {
        const contents = window.jupyterapp.serviceManager.contents;
        const model = await contents.get(path, {content: true});
        await contents.save(path, {type: 'notebook', format: 'json', content: model.content});
        return await contents.getDownloadUrl(path); }""", target)
    assert download.startswith("blob:")  # what the link's address was before
    page = offline.new_page()
    try:
        page.goto(f"{lite_url}/notebooks/index.html?path=lessons/00-start-here.ipynb")
        page.wait_for_function("() => Boolean(window.jupyterapp)")
        page.evaluate("() => window.jupyterapp.started.then(() => true)")
        # the visible link: a notebook the site's workspace restored (an earlier visit)
        # may hold the same link out of sight
        link = page.locator('a:visible', has_text="English").first
        link.wait_for()
        expect(link).to_have_attribute(
            "href", re.compile(r"^(http://127\.0\.0\.1:\d+)?/tree\?path=lessons%2Fen%2F"
                               r"00-start-here\.ipynb$"))
        page.wait_for_function("""() => {
            const w = window.jupyterapp.shell.currentWidget;
            return Boolean(w && w.sessionContext && w.sessionContext.isReady); }""")
        assert page.evaluate("""async () => {
            const sessions = window.jupyterapp.serviceManager.sessions;
            await sessions.refreshRunning();
            return [...sessions.running()].length; }""") == 0
        assert page.locator(".jp-KernelName").first.inner_text() == "No Kernel"
        pages = len(offline.context.pages)
        link.click()
        page.wait_for_url(re.compile(r"notebooks/index\.html\?path=lessons(/|%2F)en"
                                     r"(/|%2F)00-start-here\.ipynb"),
                          wait_until="commit", timeout=30_000)
        page.wait_for_function("() => Boolean(window.jupyterapp)")
        assert len(offline.context.pages) == pages
        # the lesson is shown there (the copy of the browser's storage)
        page.evaluate("() => window.jupyterapp.started.then(() => true)")
        page.wait_for_function("""p => {
            const w = window.jupyterapp.shell.currentWidget;
            return Boolean(w && w.context && w.context.path === p && w.context.isReady); }""",
                               arg=target)
    finally:
        # the site's own copy again (the saved one is deleted from the storage)
        page.close()
        lite_app.evaluate("p => window.jupyterapp.serviceManager.contents.delete(p)"
                          ".then(() => true)", target)
    assert offline.left == []


#: the notebook of the reload test: a board in the notebook's language (Polish), a lesson
#: exercise in it, and a board in English
RELOAD_CELLS = ('import gotutor as gt\nfrom gotutor.lessons import lesson\ngt.set_language("pl")',
                "gt.GoBoard(size=9)", "lesson(1).exercise(1)", 'gt.GoBoard(size=9, language="en")')


def _reopen(page: Any, lite_url: str, path: str, at_once: str = "") -> LiteNotebook:
    """Reloads the page (the kernel goes with it), starts the site again and opens
    `path` (if the restored workspace has not already); returns it once its new kernel
    is idle. `at_once`: JavaScript run in the same task as the reload, just before it
    (nothing of the page runs in between)."""
    if at_once:
        with page.expect_navigation():
            page.evaluate(f"() => {{ {at_once}; location.reload(); return true; }}")
    else:
        page.reload()
    start_site(page, lite_url)
    return LiteNotebook(page, path)


def _save(nb: LiteNotebook) -> None:
    nb.js("w => { window.jupyterapp.shell.activateById(w.id); "
          "return window.jupyterapp.commands.execute('docmanager:save').then(() => true); }")
    assert nb.js("w => w.context.model.dirty") is False


def _boards_after_reload(nb: LiteNotebook, moves: dict[str, str]) -> None:
    """Checks the reopened notebook: its three boards drawn from the saved state, the
    first with its stones, each saying in its own language that its cell must run
    again, and nothing left saying "Loading widget..." or an error."""
    from test_lab import STALE

    from gotutor.i18n import _

    # three boards drawn, or a widget that failed to come back (then the check below fails)
    nb.page.wait_for_function(
        "el => el.querySelectorAll('.gt-root').length >= 3 || [...el.querySelectorAll("
        "'.jp-OutputArea-output')].some(o => o.innerText.includes('Error displaying'))",
        arg=nb.panel.element_handle())
    outputs = nb.js("w => [...w.node.querySelectorAll('.jp-OutputArea-output')]"
                    ".map(o => o.innerText)")
    assert not [o for o in outputs if "Loading widget" in o or "Error displaying" in o]
    roots = nb.panel.locator(".gt-root")
    for i, language in enumerate(("pl", "pl", "en")):
        note = roots.nth(i).locator(".gt-stale-note")
        note.wait_for(state="visible")
        # its text as the DOM holds it, waited for (inner_text reads the layout, which
        # the notebook may skip for a cell off the screen)
        expect(note).to_have_text(_(STALE, language), timeout=30_000)
        assert roots.nth(i).get_attribute("data-live") == "false"
    assert LiteBoard(nb, roots.nth(0)).stones() == moves


def test_a_board_after_a_reload_says_to_run_its_cell(offline: Offline, lite_url: str) -> None:
    """In JupyterLite the kernel lives in the page: a reload takes it away. A notebook
    with boards in Polish and English, run, a stone played, the exercise answered and a
    cell edited, then the page reloaded at once, with the change unsaved (no save, no
    question from the browser): the lesson comes back with the edit, each board drawn
    again from the notebook's widget state, the stone on it, the exercise solved, and
    each says in its language to run its cell (no "Loading widget..."); the notebook is
    not marked as changed by being reopened. Saved without running and reloaded once
    more: the same (the state of boards with no kernel is kept)."""
    page = offline.new_page()
    path = "reload-check.ipynb"
    cells = [{"cell_type": "code", "source": s, "metadata": {}, "outputs": [],
              "execution_count": None} for s in RELOAD_CELLS]
    try:
        start_site(page, lite_url)
        page.evaluate("""async ([path, cells]) => {
            await window.jupyterapp.serviceManager.contents.save(path, {type: 'notebook',
              format: 'json', content: {cells, nbformat: 4, nbformat_minor: 5, metadata: {
                kernelspec: {name: 'python', display_name: 'Python (Pyodide)',
                             language: 'python'}}}});
            return true; }""", [path, cells])
        nb = LiteNotebook(page, path)
        assert nb.run_all() == []
        nb.wait_boards(3)
        nb.js("w => w.context.save().then(() => true)")  # saved once, before the answers
        board = LiteBoard(nb, nb.panel.locator(".gt-root").first)
        board.click("E5")
        moves = board.stones()
        assert moves == {"E5": "B"}
        solve(nb, 1, 1, "pl")
        edit = "# the student's note"
        dialogs: list[str] = []
        page.on("dialog", lambda d: (dialogs.append(d.type), d.dismiss()))
        # the edit and the reload in one task: nothing is saved in between
        nb = _reopen(page, lite_url, path, at_once=f"""
            const w = window.__gtPanel({json.dumps(path)});
            w.model.sharedModel.insertCell(0, {{cell_type: 'markdown', source: {edit!r}}});
            if (!w.context.model.dirty) throw new Error('the edit is saved already')""")
        assert dialogs == []
        assert nb.js("w => w.model.sharedModel.cells[0].getSource()") == edit
        _boards_after_reload(nb, moves)
        assert LiteBoard(nb, nb.panel.locator(".gt-root").nth(1)).status() == "solved"
        nb.screenshot("after-a-reload.png")
        # reopened, its boards restored from the saved state: nothing changed in it
        page.wait_for_timeout(500)  # the widget manager has finished restoring
        assert nb.js("w => w.context.model.dirty") is False
        # merely opened (the boards restored, not run): saved, nothing of them is lost
        _save(nb)
        nb = _reopen(page, lite_url, path)
        _boards_after_reload(nb, moves)
        # the cell run again: a live board, the note gone
        nb.js("w => { w.content.activeCellIndex = 0; return window.jupyterapp.commands"
              ".execute('notebook:run-all-cells').then(() => true); }")
        page.wait_for_function(
            "el => el.querySelectorAll('.gt-root[data-live=\"false\"]').length === 0 "
            "&& el.querySelectorAll('.gt-root').length === 3",
            arg=nb.panel.element_handle())
        nb.close()
    finally:
        page.close()
    assert offline.left == []
