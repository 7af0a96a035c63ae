"""The board widget for real: JupyterLab (and Notebook 7) in Chromium, a live kernel.

Layer 2 of RECIPES.md. One JupyterLab server serves the whole module: a temporary root
holds generated notebooks, and each test clicks the rendered board, then reads what the
KERNEL's GoBoard became (through a second kernel client on the kernel's connection file)
and what the page shows. Screenshots go to test-artifacts/.

The helpers (LabServer, Kernel, LabNotebook, LabBoard) are reused by tests/bench/widget.py.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

import gotutor as gt

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "lab"
KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
TIMEOUT_MS = 60_000

# ---------------------------------------------------------------- positions used below

#: Black to play: A9 is suicide (B9 and A8 are White); B9 is occupied.
SUICIDE = """
. O . . . . . . .
O . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""

#: A finished 9x9 game: Black walls off columns A-D, White E-J; the two White stones at
#: B5 and B6 are dead inside Black's area.
SCORE = """
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. O . X O . . . .
. O . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
"""

#: A white stone with one liberty (C2): Black captures it there.
CAPTURE = """
. . . . .
. . X . .
. X Q X .
. . . . .
. . . . .
"""

LANGUAGES = ("en", "pl", "ru", "nb", "ky")
LESSON_01 = ROOT / "lessons" / "en" / "01-liberties.ipynb"
LESSON_14_PL = ROOT / "lessons" / "pl" / "14-play-a-game.ipynb"


# ---------------------------------------------------------------- the server
def free_port() -> int:
    """Returns a TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _write_json(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


class LabServer:
    """A JupyterLab server on a free loopback port, its configuration, data, runtime and
    settings in a temporary folder (nothing of the user's is read or written).

    `LabServer()` starts it and waits until /api/status answers; `.url`, `.root` (the
    folder the notebooks live in), `.runtime` (the kernels' connection files);
    `.stop()` ends it. `config_py`: the text of a jupyter_server_config.py to use;
    `user_settings` False: no JupyterLab user settings of the test's own (no news toast
    switched off there: only the settings the environment ships apply).
    Raises RuntimeError if it does not come up in `timeout` s."""

    def __init__(self, timeout: float = 90.0, config_py: str = "",
                 user_settings: bool = True) -> None:
        self.tmp = Path(tempfile.mkdtemp(prefix="gotutor-lab-"))
        if config_py:  # a jupyter_server_config.py, e.g. for an experiment in a bench
            (self.tmp / "config").mkdir()
            (self.tmp / "config" / "jupyter_server_config.py").write_text(config_py)
        self.root = self.tmp / "root"
        self.runtime = self.tmp / "runtime"
        self.root.mkdir()
        settings = self.tmp / "settings"
        # no windowing: every cell's output stays in the DOM; no news, no update checks
        _write_json(settings / "@jupyterlab/notebook-extension/tracker.jupyterlab-settings",
                    {"windowingMode": "none"})
        # (user_settings False: the student's settings are empty, only what the
        # environment ships applies)
        if user_settings:
            _write_json(settings / "@jupyterlab/apputils-extension/"
                        "notification.jupyterlab-settings",
                        {"fetchNews": "false", "checkForUpdates": False})
        _write_json(self.tmp / "config" / "jupyter_server_config.json",
                    {"ServerApp": {"jpserver_extensions": {"jupyter_lsp": False,
                                                           "jupyter_server_terminals": False}}})
        env = {**os.environ, "JUPYTER_CONFIG_DIR": str(self.tmp / "config"),
               "JUPYTER_DATA_DIR": str(self.tmp / "data"),
               "JUPYTER_RUNTIME_DIR": str(self.runtime),
               "IPYTHONDIR": str(self.tmp / "ipython"),
               "JUPYTERLAB_SETTINGS_DIR": str(settings),
               "JUPYTERLAB_WORKSPACES_DIR": str(self.tmp / "workspaces"),
               "JUPYTER_PLATFORM_DIRS": "1", "PYDEVD_DISABLE_FILE_VALIDATION": "1",
               # a student's saved progress and settings of this server's own: a test
               # that counts what its kernels saved must not see what another test
               # file's kernels saved before it (in the same pytest worker)
               "GOTUTOR_PROGRESS_FILE": str(self.tmp / "gotutor" / "progress.json"),
               "GOTUTOR_CONFIG_DIR": str(self.tmp / "gotutor" / "settings")}
        env.pop("ANYWIDGET_HMR", None)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = (self.tmp / "server.log").open("wb")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "jupyter", "lab", "--no-browser",
             "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={self.port}",
             "--ServerApp.token=", "--ServerApp.password=",
             "--ServerApp.disable_check_xsrf=True", "--ServerApp.allow_root=True",
             "--ServerApp.port_retries=0", "--LabApp.expose_app_in_browser=True",
             "--JupyterNotebookApp.expose_app_in_browser=True",
             *(["--LabApp.news_url=None"] if user_settings else []),
             f"--ServerApp.root_dir={self.root}"],
            cwd=self.root, env=env, stdout=self.log, stderr=subprocess.STDOUT,
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
                raise RuntimeError(f"jupyter lab exited ({self.proc.returncode}):\n"
                                   f"{self.server_log()}")
            with contextlib.suppress(OSError), urllib.request.urlopen(
                    f"{self.url}/api/status", timeout=2) as r:
                if r.status == 200:
                    return
            time.sleep(0.25)
        raise RuntimeError(f"jupyter lab did not answer in {timeout} s:\n{self.server_log()}")

    def server_log(self) -> str:
        """Returns the end of the server's output (for failure messages)."""
        self.log.flush()
        return (self.tmp / "server.log").read_text(errors="replace")[-4000:]

    def add_notebook(self, name: str, cells: list[str]) -> str:
        """Writes a notebook of code cells (with a python3 kernelspec) into the root;
        returns its name."""
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = dict(KERNELSPEC)
        nb.cells = [nbformat.v4.new_code_cell(src) for src in cells]
        nbformat.write(nb, self.root / name)
        return name

    def copy_notebook(self, source: Path, name: str) -> str:
        """Copies a notebook into the root with outputs cleared and the python3
        kernelspec; returns its name."""
        nb = nbformat.read(source, as_version=4)
        nb.metadata["kernelspec"] = dict(KERNELSPEC)
        for cell in nb.cells:
            if cell.cell_type == "code":
                cell.outputs, cell.execution_count = [], None
        nbformat.write(nb, self.root / name)
        return name

    def start_kernel(self, name: str) -> None:
        """Starts a kernel session for notebook `name` now (the app attaches to it when
        the notebook is opened), so that its start overlaps other work."""
        body = json.dumps({"path": name, "name": name, "type": "notebook",
                           "kernel": {"name": KERNELSPEC["name"]}}).encode()
        request = urllib.request.Request(f"{self.url}/api/sessions", data=body,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as r:
            r.read()

    def stop(self) -> None:
        """Ends the server and its kernels, and removes the temporary folder."""
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, 15)  # the server's own session: it and its kernels
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.proc.pid, 9)
                self.proc.wait(10)
        self.log.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


# ---------------------------------------------------------------- the kernel
class Kernel:
    """A second client of a notebook's kernel: runs code in the notebook's namespace and
    returns what it printed. `boards` the widgets by model id (`board(model_id)`)."""

    def __init__(self, connection_file: Path) -> None:
        from jupyter_client import BlockingKernelClient

        self.client = BlockingKernelClient(connection_file=str(connection_file))
        self.client.load_connection_file()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=60)
        self.run("from ipywidgets.widgets.widget import _instances as __gt_widgets")

    def run(self, code: str, timeout: float = 60) -> str:
        """Executes `code` in the kernel; returns its stdout.
        Raises AssertionError with the traceback if the code raised."""
        out: list[str] = []

        def hook(msg: dict) -> None:
            if msg["msg_type"] == "stream" and msg["content"]["name"] == "stdout":
                out.append(msg["content"]["text"])

        reply = self.client.execute_interactive(code, output_hook=hook, timeout=timeout,
                                                store_history=False, allow_stdin=False)
        content = reply["content"]
        if content["status"] != "ok":
            raise AssertionError("kernel error:\n" + "\n".join(content.get("traceback", [])))
        return "".join(out)

    def value(self, expr: str) -> Any:
        """Returns the JSON value of the Python expression `expr` evaluated in the kernel
        (`W` is the board under test when called through LabBoard.kernel_value)."""
        return json.loads(self.run(f"import json as __j; print(__j.dumps({expr}))"))

    def close(self) -> None:
        """Stops this client's channels (the kernel keeps running)."""
        self.client.stop_channels()


# ---------------------------------------------------------------- the page
#: Installs window.__gtPanel(path): the notebook panel showing `path` in the app's main
#: area (JupyterLab or Notebook 7), or undefined.
PANEL_JS = """() => {
  window.__gtPanel = (path) => {
    const shell = window.jupyterapp.shell;
    const all = shell.widgets ? [...shell.widgets('main')] : [];
    return [shell.currentWidget, ...all].find(w => w && w.context && w.context.path === path);
  };
}"""


def kernel_idle_js(arg: str) -> str:
    """Returns a page function that is true once the notebook panel of `arg` (its path
    as a JSON string) has a kernel and the kernel is idle (PANEL_JS defines
    window.__gtPanel)."""
    return f"""() => {{
        const w = window.__gtPanel({arg});
        const k = w && w.sessionContext && w.sessionContext.session
            && w.sessionContext.session.kernel;
        return Boolean(k && k.status === 'idle');
    }}"""


class LabNotebook:
    """A notebook open in JupyterLab (app="lab") or Notebook 7 (app="notebook") in a
    Playwright page, with a Kernel client on its kernel.

    `LabNotebook(page, server, name, app)` loads the app in `page` on the notebook;
    `LabNotebook(page, server, name, app="open")` opens it as a new tab of the
    JupyterLab already loaded in `page` (no second start of the app).
    Raises playwright's TimeoutError if the app or the kernel does not get ready."""

    def __init__(self, page: Any, server: LabServer, name: str, app: str = "lab") -> None:
        self.page = page
        self.server = server
        self.name = name
        self.arg = json.dumps(name)
        self.errors: list[str] = []  # filled by whoever listens to the page
        page.set_default_timeout(TIMEOUT_MS)
        if app == "open":
            # the command's result (the document widget) is not sent back to Python
            page.evaluate("name => window.jupyterapp.commands.execute('docmanager:open', "
                          "{path: name}).then(() => true)", name)
        else:
            # a workspace of its own: a second Lab tab on a workspace already open
            # elsewhere would be redirected to a new one (a navigation during the start)
            workspace = Path(name).stem
            path = (f"/lab/workspaces/{workspace}/tree/{name}?reset" if app == "lab"
                    else f"/notebooks/{name}")
            page.goto(server.url + path)
            page.wait_for_function("() => Boolean(window.jupyterapp)")
            page.evaluate("() => window.jupyterapp.started.then(() => true)")
            page.evaluate(PANEL_JS)
        page.wait_for_function(kernel_idle_js(self.arg))
        self.panel_id = self.js("w => w.id")
        kernel_id = self.js("w => w.sessionContext.session.kernel.id")
        self.kernel = Kernel(server.runtime / f"kernel-{kernel_id}.json")
        self.panel = page.locator(f'[id="{self.panel_id}"]')

    def js(self, function: str, arg: Any = None) -> Any:
        """Returns `function(panel, arg)` evaluated in the page (panel: this notebook's
        NotebookPanel)."""
        return self.page.evaluate(f"([name, arg]) => ({function})(window.__gtPanel(name), arg)",
                                  [self.name, arg])

    def activate(self) -> None:
        """Brings the page to the front (a background page gets no animation frames) and
        makes this notebook the app's current tab."""
        self.page.bring_to_front()
        self.js("w => window.jupyterapp.shell.activateById(w.id)")

    def run_all(self, boards: int) -> None:
        """Runs every cell and waits until each has run, the kernel is idle and `boards`
        boards are drawn. Raises AssertionError with the error text if a cell failed."""
        self.activate()
        self.js("w => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        self.wait_all_run(boards)

    def wait_all_run(self, boards: int) -> None:
        """Waits until every cell has run (however the run was started), the kernel is
        idle and `boards` boards are drawn. Raises AssertionError with the error text if
        a cell failed."""
        self.page.wait_for_function(f"""() => {{
            const w = window.__gtPanel({self.arg});
            const k = w.sessionContext.session.kernel;
            return k.status === 'idle' && w.content.widgets.every(
                c => c.model.type !== 'code' || c.model.executionCount !== null);
        }}""")
        errors = self.js("""w => w.content.widgets
            .flatMap(c => c.model.type === 'code' ? c.model.outputs.toJSON() : [])
            .filter(o => o.output_type === 'error')
            .map(o => o.ename + ': ' + o.evalue + '\\n' + o.traceback.join('\\n'))""")
        assert not errors, "a cell failed:\n" + "\n".join(errors)
        self.page.wait_for_function(
            f"""() => document.getElementById({json.dumps(self.panel_id)})
                .querySelectorAll('.gt-root').length >= {boards}""")

    def board(self, cell: int) -> LabBoard:
        """Returns the board displayed by cell number `cell` (from 0), the notebook
        brought to the front."""
        self.activate()
        return LabBoard(self, cell)

    def boards(self) -> list[LabBoard]:
        """Returns every board the notebook shows, in order."""
        self.activate()
        # a widget output that is a board (a lesson's progress card is a widget too)
        cells = self.js("""(w, mime) => w.content.widgets.map((c, i) => [i,
            c.model.type === 'code' && c.model.outputs.toJSON()
              .some(o => o.data && o.data[mime]
                    && String(o.data['text/plain'] || '').includes('GoBoard'))])
            .filter(x => x[1]).map(x => x[0])""", WIDGET_MIME)
        return [LabBoard(self, i) for i in cells]

    def close(self) -> None:
        """Closes the kernel client."""
        self.kernel.close()


class BoardText:
    """What a board shows as text, for a board class with `page` and `root` (a
    LabBoard here, a LiteBoard in test_lite.py)."""

    page: Any
    root: Any

    def text(self, selector: str) -> str:
        """Returns the text of the first element matching `selector` in the board."""
        return self.root.locator(selector).first.inner_text()

    def wait_message(self, text: str, timeout_ms: int = 30_000) -> None:
        """Waits until the board's message is `text` (the board opens with its whole
        state, but its message may change as the kernel answers). Raises playwright's
        TimeoutError if it is not in `timeout_ms`."""
        self.page.wait_for_function(
            "([root, want]) => { const m = root.querySelector('.gt-message');"
            " return Boolean(m) && m.textContent === want; }",
            arg=[self.root.element_handle(), text], timeout=timeout_ms)


class LabBoard(BoardText):
    """One board in a LabNotebook: its DOM root (`root`, a Locator), its model id, and
    the GoBoard behind it in the kernel (`kernel_value("W.game.move_number")`)."""

    def __init__(self, nb: LabNotebook, cell: int) -> None:
        self.nb = nb
        self.page = nb.page
        self.cell_index = cell
        self.cell = nb.panel.locator(".jp-Notebook .jp-Cell").nth(cell)
        self.root = self.cell.locator(".gt-root").first
        self.root.wait_for()
        self.model_id = nb.js("""(w, [i, mime]) => w.content.widgets[i].model.outputs
            .toJSON().find(o => o.data && o.data[mime]).data[mime].model_id""",
                              [cell, WIDGET_MIME])

    def kernel_value(self, expr: str) -> Any:
        """Returns the JSON value of `expr` in the kernel, `W` being this GoBoard."""
        return self.nb.kernel.value(f"(lambda W: {expr})(__gt_widgets[{self.model_id!r}])")

    def kernel_run(self, code: str) -> str:
        """Runs `code` in the kernel with `W` bound to this GoBoard; returns its stdout."""
        return self.nb.kernel.run(f"W = __gt_widgets[{self.model_id!r}]\n{code}")

    def version(self) -> int:
        """Returns the state version the page shows."""
        return int(self.root.get_attribute("data-version"))

    def act(self, action: Any) -> None:
        """Calls `action()` (a click...), then waits until the page shows the kernel's
        answer (a newer state version)."""
        before = self.version()
        action()
        self.page.wait_for_function(
            "([el, v]) => Number(el.dataset.version) > v",
            arg=[self.root.element_handle(), before])

    def cell_at(self, vertex: str) -> Any:
        """Returns the Locator of the clickable intersection `vertex`."""
        return self.root.locator(f'.gt-cell[data-vertex="{vertex}"]')

    def click(self, vertex: str) -> None:
        """Clicks the intersection `vertex` and waits for the kernel's answer."""
        self.act(lambda: self.cell_at(vertex).click())

    def press(self, action: str) -> None:
        """Clicks the visible control button `data-action=action` and waits."""
        self.act(lambda: self.root.locator(f'button[data-action="{action}"]:visible').click())

    def stones(self) -> dict[str, str]:
        """Returns {vertex: "B"|"W"} of the stones drawn on the page."""
        return self.root.evaluate("""r => Object.fromEntries([...r.querySelectorAll(
            '.gt-layer-stones .gt-stone')].map(g => [g.dataset.vertex, g.dataset.color]))""")


    def screenshot(self, name: str) -> Path:
        """Saves a PNG of the board's output area to test-artifacts/`name`; returns it."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / name
        self.root.scroll_into_view_if_needed()
        self.cell.locator(".jp-OutputArea").first.screenshot(path=str(path))
        return path


def kernel_stones(board: LabBoard) -> dict[str, str]:
    """Returns {vertex: "B"|"W"} of the stones in the kernel's game."""
    return board.kernel_value(
        "{v: W.game.board[v].value for v in __import__('gotutor').coords.names(W.game.size)"
        " if W.game.board[v] is not None}")


# ---------------------------------------------------------------- the notebook under test
def main_cells() -> dict[str, str]:
    """Returns the cells of the main notebook: name -> source (in order)."""
    lang = {f"lang_{code}": (f"b = gt.GoBoard(size=9, language={code!r})\n"
                             "for v in ('D4', 'E5', 'C6'): b.play(v)\nb")
            for code in LANGUAGES}
    return {
        "setup": "import random\nimport gotutor as gt",
        "play": "gt.GoBoard(size=9)",
        "refuse": f"gt.GoBoard(gt.Game.from_diagram({SUICIDE!r}))",
        "capture": "gt.GoBoard(size=9)",
        "score": f"gt.GoBoard(gt.Game.from_diagram({SCORE!r}))",
        "solve": f"gt.GoBoard(problem=gt.Problem.capture({CAPTURE!r}, to_play='B'))",
        "fail": f"gt.GoBoard(problem=gt.Problem.capture({CAPTURE!r}, to_play='B'))",
        "big": ("g = gt.Game(size=19)\nr = random.Random(19)\n"
                "for _ in range(150): g.play(r.choice(g.legal_moves()))\n"
                "b = gt.GoBoard(g, show_liberty_counts=True, show_atari=True)\n"
                "b.mark('D16', 'triangle'); b.label('Q4', 'a')\nb"),
        "territory": (f"b = gt.GoBoard(gt.Game.from_diagram({SCORE!r}), mode='score')\n"
                      "b.toggle_dead('B5')\nb"),
        **lang,
        "keys": "gt.GoBoard(size=9)",
        "messages": "gt.GoBoard(size=9)",
    }


CELLS = main_cells()
CELL = {name: i for i, name in enumerate(CELLS)}
BOARDS = len(CELLS) - 1


@pytest.fixture(scope="module")
def lab() -> Iterator[LabServer]:
    """Returns the module's JupyterLab server (stopped at the end, or on failure)."""
    try:
        server = LabServer()
    except RuntimeError:  # the free port was taken in between: once more, on another
        server = LabServer()
    try:
        server.add_notebook("main.ipynb", list(CELLS.values()))
        server.add_notebook("nb7.ipynb", ["import gotutor as gt\ngt.GoBoard(size=9)"])
        server.copy_notebook(LESSON_01, "lesson01.ipynb")
        server.copy_notebook(LESSON_14_PL, "lesson14-pl.ipynb")
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def lab_context(browser: Any) -> Iterator[Any]:
    """Returns a browser context for the module; its 1200x1500 viewport holds a whole
    board with its score table (an element screenshot is cut at the viewport)."""
    ctx = browser.new_context(viewport={"width": 1200, "height": 1500})
    try:
        yield ctx
    finally:
        ctx.close()


@pytest.fixture(scope="module")
def nb(lab: LabServer, lab_context: Any) -> Iterator[LabNotebook]:
    """Returns main.ipynb open in JupyterLab with every cell run. `nb.errors` collects
    the page's uncaught JavaScript errors and the console errors that name gotutor."""
    page = lab_context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"uncaught: {exc}"))
    page.on("console", lambda msg: errors.append(f"console: {msg.text}") if (
        msg.type == "error" and ("gt-" in msg.text or "board" in msg.text.lower()
                                 or "gotutor" in msg.text)) else None)
    notebook = LabNotebook(page, lab, "main.ipynb")
    notebook.errors = errors
    try:
        notebook.run_all(BOARDS)
        # the later tests' kernels start while the first tests run
        for name in ("nb7.ipynb", "lesson01.ipynb", "lesson14-pl.ipynb"):
            if (lab.root / name).exists():
                lab.start_kernel(name)
        yield notebook
    finally:
        notebook.close()
        page.close()


# ---------------------------------------------------------------- playing
def test_click_plays_a_stone_in_the_kernel_and_on_the_page(nb: LabNotebook) -> None:
    b = nb.board(CELL["play"])
    assert b.root.get_attribute("data-to-move") == "B"
    b.click("D4")
    assert b.kernel_value("[W.game.board['D4'].value, W.game.to_move.value, "
                          "W.game.move_number]") == ["B", "W", 1]
    assert kernel_stones(b) == {"D4": "B"}
    assert b.stones() == {"D4": "B"}
    assert b.root.get_attribute("data-to-move") == "W"
    assert "White" in b.text(".gt-turn")


def test_occupied_and_suicide_clicks_are_refused(nb: LabNotebook) -> None:
    b = nb.board(CELL["refuse"])
    start = kernel_stones(b)
    assert start == {"B9": "W", "A8": "W"}
    b.click("B9")
    message = b.text(".gt-message")
    assert "B9" in message and "occupied" in message
    assert b.root.locator(".gt-message").get_attribute("data-kind") == "error"
    b.click("A9")
    message = b.text(".gt-message")
    assert "A9" in message and "suicide" in message
    assert kernel_stones(b) == start
    assert b.kernel_value("[W.game.move_number, W.game.to_move.value]") == [0, "B"]
    assert b.stones() == start
    assert b.root.get_attribute("data-to-move") == "B"


def test_capture_by_clicks_then_undo(nb: LabNotebook) -> None:
    b = nb.board(CELL["capture"])
    # Black surrounds the White stone at E5: E4, D5, F5, then E6 takes its last liberty
    for v in ("E4", "E5", "D5", "A1", "F5", "A2", "E6"):
        b.click(v)
    assert "E5" not in kernel_stones(b)
    assert b.kernel_value("W.game.captures[__import__('gotutor').Color.BLACK]") == 1
    drawn = b.stones()
    assert "E5" not in drawn and drawn["E6"] == "B" and len(drawn) == 6
    assert b.root.locator(".gt-prisoners").get_attribute("aria-label") == (
        "Prisoners: Black 1, White 0")
    b.press("undo")
    assert b.kernel_value("[W.game.move_number, W.game.board['E5'].value, "
                          "W.game.board['E6']]") == [6, "W", None]
    drawn = b.stones()
    assert drawn["E5"] == "W" and "E6" not in drawn
    assert b.root.get_attribute("data-to-move") == "B"


def test_score_mode_counts_the_dead_chain(nb: LabNotebook) -> None:
    b = nb.board(CELL["score"])
    b.act(lambda: b.root.locator("select.gt-mode-select").select_option("score"))
    assert b.root.get_attribute("data-mode") == "score"
    assert b.kernel_value("W.mode") == "score"
    b.click("B5")
    assert sorted(b.kernel_value("W.dead_stones")) == ["B5", "B6"]
    assert b.root.locator(".gt-stone.gt-dead").count() == 2
    # by hand (Japanese): Black has columns A-C, 27 points with the dead stones' two,
    # + 2 prisoners = 29; White has columns F-J, 36 points + komi 6.5 = 42.5
    expected = gt.Game.from_diagram(SCORE).score(dead=["B5", "B6"])
    assert str(expected) == "W+13.5"
    assert b.kernel_value("str(W.game.score(dead=W.dead_stones))") == str(expected)
    result = b.text(".gt-score-result")
    assert result.endswith(str(expected))
    rows = b.root.locator(".gt-score-table tbody tr")
    assert rows.count() == len(expected.rows("en"))
    drawn_b = b.root.locator(".gt-territory-b").count()
    drawn_w = b.root.locator(".gt-territory-w").count()
    assert (drawn_b, drawn_w) == (27, 36)


def test_keyboard_plays_and_notebook_shortcuts_stay_quiet(nb: LabNotebook) -> None:
    """Arrow keys and Enter play on the focused board; the notebook's one-key commands
    (A, B: insert a cell; D D: delete one) do nothing while the board has the focus."""
    b = nb.board(CELL["keys"])
    cells = nb.js("w => w.content.widgets.length")
    b.root.locator("svg.gt-svg").focus()
    for key in ("a", "b", "d", "d", "m", "ArrowUp"):
        nb.page.keyboard.press(key)
    b.act(lambda: nb.page.keyboard.press("Enter"))
    # the cursor starts on the centre, E5; one step up is E6
    assert kernel_stones(b) == {"E6": "B"}
    assert b.stones() == {"E6": "B"}
    assert nb.js("w => w.content.widgets.length") == cells
    assert nb.js("(w, i) => w.content.widgets[i].model.type", CELL["keys"]) == "code"
    b.act(lambda: nb.page.keyboard.press("u"))
    assert kernel_stones(b) == {}
    assert nb.js("w => w.content.widgets.length") == cells


# ---------------------------------------------------------------- problems
def test_problem_solved_by_the_right_click(nb: LabNotebook) -> None:
    b = nb.board(CELL["solve"])
    right = gt.Problem.capture(CAPTURE, to_play="B").solution()
    assert right == ["C2"]  # the white stone's only liberty
    b.click(right[0])
    assert b.kernel_value("W.session.status") == "solved"
    assert b.root.locator(".gt-problem").get_attribute("data-status") == "solved"
    assert b.text(".gt-message")
    assert b.root.locator(".gt-message").get_attribute("data-kind") == "solved"
    assert "C3" not in b.stones()


def test_problem_failed_by_a_wrong_click(nb: LabNotebook) -> None:
    b = nb.board(CELL["fail"])
    b.click("A1")
    assert b.kernel_value("W.session.status") == "failed"
    assert b.root.locator(".gt-problem").get_attribute("data-status") == "failed"
    feedback = b.text(".gt-message")
    assert feedback and "C2" not in feedback  # the escape is played, not named
    assert "C2" in b.stones()  # the escape is shown on the board
    assert b.root.locator("button[data-action='retry']").is_enabled()


# ---------------------------------------------------------------- screenshots
#: Counts, in the page, the state updates the kernel sends to one widget model: every
#: comm message of method "update" on the model's comm (the kernel connection's public
#: iopubMessage signal), with the names of the traits each carries.
COUNT_UPDATES_JS = """(w, id) => {
  const kernel = w.sessionContext.session.kernel;
  window.__gtUpdates = [];
  const slot = (k, msg) => {
    const c = msg.content;
    if (msg.header.msg_type === 'comm_msg' && c.comm_id === id && c.data
        && c.data.method === 'update') window.__gtUpdates.push(Object.keys(c.data.state));
  };
  kernel.iopubMessage.connect(slot);
  window.__gtStopCounting = () => kernel.iopubMessage.disconnect(slot);
}"""


def test_one_state_message_per_click(nb: LabNotebook) -> None:
    """A click is answered by ONE state update (stone, announcement, version together):
    one redraw, and no later message waiting on the websocket's delayed acknowledgement."""
    b = nb.board(CELL["messages"])
    nb.js(COUNT_UPDATES_JS, b.model_id)
    try:
        for vertex in ("C3", "G7", "C3"):  # two moves, then a refused click (occupied)
            before = len(nb.page.evaluate("() => window.__gtUpdates"))
            b.click(vertex)
            nb.page.wait_for_timeout(300)  # time for any further message to arrive
            updates = nb.page.evaluate("() => window.__gtUpdates")[before:]
            assert len(updates) == 1, (vertex, updates)
            assert {"announcement", "announcements", "version"} <= set(updates[0])
        assert b.kernel_value("W.message").startswith("C3 is occupied")
        assert b.stones() == {"C3": "B", "G7": "W"}
    finally:
        nb.page.evaluate("() => window.__gtStopCounting()")


def _luminance(css_color: str) -> float:
    """Returns 0..1 brightness of an rgb()/rgba() CSS colour."""
    parts = css_color[css_color.index("(") + 1:-1].split(",")
    r, g, b = (float(x) for x in parts[:3])
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def _overflowing(board: LabBoard) -> list[str]:
    """Returns the visible controls whose text does not fit them."""
    return board.root.evaluate("""r => [...r.querySelectorAll(
        'button, select, summary, .gt-status span, .gt-message')]
        .filter(e => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
        .map(e => (e.dataset.action || e.className) + ': ' + (e.innerText || e.value))""")


def test_screenshot_19x19_with_overlays(nb: LabNotebook) -> None:
    b = nb.board(CELL["big"])
    assert b.root.locator(".gt-cell").count() == 361
    stones = kernel_stones(b)
    assert b.stones() == stones and len(stones) > 60
    chains = b.kernel_value("len(W.game.board.chains())")
    assert b.root.locator(".gt-libcount").count() == chains
    in_atari = b.kernel_value("sum(len(c.stones) for c in W.game.board.chains() "
                              "if len(c.liberties) == 1)")
    assert b.root.locator(".gt-atari").count() == in_atari
    assert b.root.locator(".gt-mark-triangle[data-vertex='D16']").count() == 1
    b.screenshot("board-19x19-overlays.png")


def test_screenshot_score_mode_with_territory(nb: LabNotebook) -> None:
    b = nb.board(CELL["territory"])
    territory = b.kernel_value("W.territory")
    assert b.root.locator(".gt-territory-b").count() == territory.count("b") == 27
    assert b.root.locator(".gt-territory-w").count() == territory.count("w") == 36
    assert b.text(".gt-score-result").endswith("W+13.5")
    b.screenshot("board-score-territory.png")


@pytest.mark.parametrize("language", LANGUAGES)
def test_screenshot_language(nb: LabNotebook, language: str) -> None:
    b = nb.board(CELL[f"lang_{language}"])
    b.click("E5")  # occupied: the refusal shows in the message line
    texts = b.kernel_value("W.texts")
    assert b.text(".gt-turn") == texts["to_move"]
    assert b.root.locator("button[data-action='undo']").inner_text() == texts["undo"]
    assert b.text(".gt-message") == b.kernel_value("W.message") and "E5" in b.text(
        ".gt-message")
    if language != "en":
        english = gt.GoBoard(size=9).texts
        assert texts["undo"] != english["undo"]
        assert texts["to_move"] != english["to_move"]
    b.screenshot(f"board-{language}.png")
    assert _overflowing(b) == []


def test_screenshot_light_and_dark_theme(nb: LabNotebook) -> None:
    b = nb.board(CELL["play"])
    page = nb.page
    b.root.scroll_into_view_if_needed()
    light = b.root.evaluate("r => getComputedStyle(r.querySelector('.gt-status')).color")
    b.screenshot("board-light.png")
    page.screenshot(path=str(ARTIFACTS / "lab-light.png"))
    page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', "
                  "{theme: 'JupyterLab Dark'})")
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
    page.wait_for_function(
        "([el, c]) => getComputedStyle(el.querySelector('.gt-status')).color !== c",
        arg=[b.root.element_handle(), light])
    dark = b.root.evaluate("r => getComputedStyle(r.querySelector('.gt-status')).color")
    assert _luminance(light) < 0.5 < _luminance(dark)
    b.root.scroll_into_view_if_needed()
    b.screenshot("board-dark.png")
    page.screenshot(path=str(ARTIFACTS / "lab-dark.png"))
    for name in ("big", "territory", "lang_ru"):
        nb.board(CELL[name]).screenshot(f"board-{name}-dark.png")
    page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', "
                  "{theme: 'JupyterLab Light'})")
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'true'")


# ---------------------------------------------------------------- Notebook 7
def test_notebook7_renders_and_plays(lab: LabServer, lab_context: Any) -> None:
    page = lab_context.new_page()
    nb7 = LabNotebook(page, lab, "nb7.ipynb", app="notebook")
    try:
        nb7.run_all(1)
        assert page.url.split("?")[0].endswith("/notebooks/nb7.ipynb")
        b = nb7.board(0)
        assert b.root.locator(".gt-cell").count() == 81
        b.click("C7")
        assert kernel_stones(b) == {"C7": "B"}
        assert b.stones() == {"C7": "B"}
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "notebook7.png"))
    finally:
        nb7.close()
        page.close()


# ---------------------------------------------------------------- lessons
def answer_exercise(board: LabBoard, spec: Any) -> None:
    """Answers a lesson exercise on the page from its spec's right answer."""
    if spec.kind == "number":
        board.root.locator(".gt-answer-input").fill(str(spec.answer[0]))
        board.press("answer")
    elif spec.kind == "choice":
        board.act(lambda: board.root.locator(
            f"button[data-action='answer'][data-value='{spec.answer[0]}']").click())
    elif spec.kind == "move":
        for v in spec.answer:
            board.click(v)
    else:
        for v in spec.answer:
            board.click(v)
        board.press("check")


def test_lesson_01_exercises_solved_on_the_page(lab: LabServer, nb: LabNotebook) -> None:
    """Exercise 1 (a number typed in) and exercise 3 (the chain's liberties clicked,
    then Check), answered from the lesson's own content. The lesson opens as a second
    tab of the JupyterLab already running."""
    from gotutor.lessons import lesson

    nb1 = LabNotebook(nb.page, lab, "lesson01.ipynb", app="open")
    try:
        nb1.run_all(1)
        problem_boards = [b for b in nb1.boards()
                          if b.root.get_attribute("data-mode") == "problem"]
        for n in (1, 3):
            spec = lesson(1).exercise_spec(n)
            question = lesson(1).problem(n, "en").session("en").state()["question"]
            mine = [b for b in problem_boards if b.text(".gt-question") == question]
            assert mine, f"no board asks {question!r}"
            b = mine[0]
            assert b.kernel_value("W.session.status") == "open"
            answer_exercise(b, spec)
            assert b.kernel_value("W.session.status") == "solved"
            assert b.root.locator(".gt-problem").get_attribute("data-status") == "solved"
            assert b.root.locator(".gt-message").get_attribute("data-kind") == "solved"
            b.screenshot(f"lesson01-exercise{n}.png")
    finally:
        nb1.close()
        nb.activate()


#: what a board with no kernel behind it says (gotutor/widget/language.py)
STALE = ("This board is not connected to Python now. Run its cell (Shift+Enter) to start "
         "it again.")


def test_lesson_14_game_continues_after_a_kernel_restart(lab: LabServer,
                                                         nb: LabNotebook) -> None:
    """The Polish lesson 14, taken as a student would: three moves on the game board,
    then a real restart of the kernel (the server starts a new process): the board says
    in Polish that its cell must run again and takes no click; Run All: the board,
    empty, offers in Polish to continue from move 3, and Redo brings back the three
    stones."""
    from gotutor.autosave import CONTINUED, OFFER
    from gotutor.i18n.translate import _

    source = nbformat.read(LESSON_14_PL, as_version=4)
    cell = next(i for i, c in enumerate(source.cells)
                if c.cell_type == "code" and "autosave=" in c.source)
    boards = sum(c.cell_type == "code" and c.source.startswith(("L.demo", "L.board",
                 "L.exercise", "board = ", "from gotutor.lessons import worked"))
                 for c in source.cells)
    moves = {"E5": "B", "C3": "W", "G7": "B"}
    lesson14 = LabNotebook(nb.page, lab, "lesson14-pl.ipynb", app="open")
    try:
        lesson14.run_all(boards)
        board = lesson14.board(cell)
        assert board.stones() == {}
        for vertex in moves:
            board.click(vertex)
        assert board.stones() == moves
        pid = lesson14.js("w => w.sessionContext.session.kernel.id")
        lesson14.js("w => w.sessionContext.session.kernel.restart().then(() => true)")
        lesson14.page.wait_for_function(f"""() => {{
            const k = window.__gtPanel({lesson14.arg}).sessionContext.session.kernel;
            return k.id === {json.dumps(pid)} && k.status === 'idle';
        }}""")
        # no kernel has this board now: it says so in Polish, and nothing on it answers
        stale = board.root.locator(".gt-stale-note")
        stale.wait_for(state="visible")
        assert stale.inner_text() == _(STALE, "pl")
        assert board.root.get_attribute("data-live") == "false"
        assert board.root.locator("button:enabled, select:enabled").count() == 0
        board.cell_at("D4").click()
        assert board.root.get_attribute("data-pending") is None
        assert board.stones() == moves
        board.screenshot("lesson14-pl-restarted.png")
        lesson14.run_all(boards)
        board = lesson14.board(cell)
        offer = _(OFFER, "pl", n=3)
        board.wait_message(offer)
        assert board.root.locator(".gt-stale-note:visible").count() == 0
        assert board.stones() == {}
        assert board.text(".gt-message") == offer
        board.screenshot("lesson14-pl-offer.png")
        board.press("redo")
        assert board.stones() == moves
        assert board.text(".gt-message") == _(CONTINUED, "pl", n=3)
        board.screenshot("lesson14-pl-continued.png")
    finally:
        lesson14.close()
        nb.activate()


def test_element_ids_are_unique_and_stones_use_their_own_gradients(nb: LabNotebook) -> None:
    found = nb.page.evaluate("""() => {
      const count = {};
      for (const e of document.querySelectorAll('.gt-root [id]')) {
        count[e.id] = (count[e.id] || 0) + 1;
      }
      const foreign = [...document.querySelectorAll('.gt-root')].filter(r =>
        [...r.querySelectorAll('.gt-stone-body')].some(c => {
          const ref = /url\\(#([^)]+)\\)/.exec(c.getAttribute('fill') || '');
          return ref && !r.contains(document.getElementById(ref[1]));
        })).length;
      return {roots: document.querySelectorAll('.gt-root').length, foreign,
              repeated: Object.keys(count).filter(k => count[k] > 1).slice(0, 5)};
    }""")
    assert found["roots"] >= BOARDS
    assert found["repeated"] == []
    assert found["foreign"] == 0


def test_no_javascript_errors_in_the_session(nb: LabNotebook) -> None:
    """Runs last: every board above was drawn, clicked, re-themed and screenshotted
    without an uncaught error in the page."""
    assert nb.boards(), "the main notebook shows no board"
    assert nb.errors == []
