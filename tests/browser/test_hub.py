"""A real JupyterHub with a class (the recipe of RECIPES.md "JupyterHub with real users"):
three students log in through the browser, take an exercise (one plays a wrong move
first) and hand in; the teacher logs in and sees the three rows and the wrong move in
the class view. A student can neither list the inbound folder, nor read another's
hand-in, nor remove it, and a hand-in forged under another's name is left out.

Needs root (local users are created; CI runs as root), JupyterHub, JupyterLab and
gotutor in a venv under /opt that the users can read (`HUB_VENV`), and
configurable-http-proxy from npm: the module's fixture makes what is missing (the first
time: pip and npm). One hub for the module; every wait is bounded. Off CI, without
root, the module is skipped; on CI (CI=true) it fails instead.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
HUB_VENV = Path(os.environ.get("GOTUTOR_HUB_VENV", "/opt/gotutor-hubtest"))
CHP = HUB_VENV / "chp" / "node_modules" / ".bin" / "configurable-http-proxy"
STUDENTS = ("gt-alice", "gt-bob", "gt-carol")
TEACHER = "gt-teacher"
PASSWORD = "class-test-password"
TIMEOUT_MS = 90_000


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _run(*args: str, **kwargs: Any) -> subprocess.CompletedProcess:
    return subprocess.run(args, check=True, capture_output=True, text=True, timeout=900,
                          **kwargs)


def _prepare_venv() -> None:
    """Makes the users' venv (JupyterHub, JupyterLab, this gotutor) and the proxy."""
    python = HUB_VENV / "bin" / "python"
    if not python.exists():
        _run("/usr/bin/python3", "-m", "venv", str(HUB_VENV))
    if not (HUB_VENV / "bin" / "jupyterhub-singleuser").exists():
        _run(str(python), "-m", "pip", "install", "-q", "jupyterhub", "jupyterlab",
             str(ROOT))
    # this checkout's gotutor, every run (a copy: the users may not read the checkout)
    _run(str(python), "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall",
         str(ROOT))
    if not CHP.exists():
        (HUB_VENV / "chp").mkdir(exist_ok=True)
        _run("npm", "install", "--silent", "--prefix", str(HUB_VENV / "chp"),
             "configurable-http-proxy")


def _user(name: str) -> None:
    try:
        _run("id", name)
    except subprocess.CalledProcessError:
        _run("useradd", "-m", "-s", "/bin/bash", name)


def _as(user: str, code: str, **env: str) -> subprocess.CompletedProcess:
    """Runs Python `code` as `user` with the users' venv; returns the finished process."""
    return subprocess.run(["runuser", "-u", user, "--", "env", *[f"{k}={v}" for k, v in
                                                                env.items()],
                           str(HUB_VENV / "bin" / "python"), "-c", code],
                          capture_output=True, text=True, timeout=120,
                          cwd="/tmp")


def _notebook(path: Path, owner: str, cells: list[str]) -> None:
    nb = {"nbformat": 4, "nbformat_minor": 5,
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                      "language": "python"}},
          "cells": [{"cell_type": "code", "metadata": {}, "source": c, "outputs": [],
                     "execution_count": None, "id": f"c{i}"} for i, c in enumerate(cells)]}
    path.write_text(json.dumps(nb))
    shutil.chown(path, owner, owner)


class Hub:
    """The running hub: `url`, `class_dir`, the `process`."""

    def __init__(self, tmp: Path, class_dir: Path) -> None:
        self.tmp, self.class_dir = tmp, class_dir
        port = _free_port()
        self.url = f"http://127.0.0.1:{port}"
        users = [*STUDENTS, TEACHER]
        config = f"""
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {_free_port()}
c.ConfigurableHTTPProxy.command = [{str(CHP)!r}]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{_free_port()}"
c.ConfigurableHTTPProxy.pid_file = {str(tmp / "proxy.pid")!r}
c.JupyterHub.db_url = "sqlite:///{tmp}/hub.sqlite"
c.JupyterHub.cookie_secret_file = {str(tmp / "cookie_secret")!r}
c.JupyterHub.spawner_class = "localprocess"
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = {PASSWORD!r}
c.Authenticator.allowed_users = {set(users)!r}
c.Spawner.cmd = [{str(HUB_VENV / "bin" / "jupyterhub-singleuser")!r}]
c.Spawner.default_url = "/lab"
c.Spawner.args = ["--LabApp.expose_app_in_browser=True", "--LabApp.news_url=None"]
c.Spawner.environment = {{"GOTUTOR_CLASS_DIR": {str(class_dir)!r},
                          "GOTUTOR_LANGUAGE": "en"}}
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120
c.JupyterHub.cleanup_servers = True
"""
        (tmp / "jupyterhub_config.py").write_text(config)
        env = {**os.environ, "PATH": f"{HUB_VENV / 'bin'}:/usr/local/bin:/usr/bin:/bin"}
        self.log = open(tmp / "hub.log", "w")  # noqa: SIM115 (closed in stop)
        self.process = subprocess.Popen(
            [str(HUB_VENV / "bin" / "jupyterhub"), "-f", str(tmp / "jupyterhub_config.py")],
            cwd=tmp, env=env, stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True)
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("the hub stopped:\n" + self.text_log())
            try:
                with urllib.request.urlopen(self.url + "/hub/health", timeout=2):
                    return
            except OSError:
                time.sleep(0.5)
        self.stop()
        raise RuntimeError("the hub did not answer in 90 s:\n" + self.text_log())

    def text_log(self) -> str:
        return (self.tmp / "hub.log").read_text(errors="replace")[-6000:]

    def stop(self) -> None:
        """Stops the hub (it stops the users' servers) and, after 20 s, its group."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=10)
        self.log.close()


@pytest.fixture(scope="module")
def hub() -> Iterator[Hub]:
    if os.geteuid() != 0:
        if os.environ.get("CI") == "true":
            pytest.fail("the JupyterHub test needs root (CI runs as root)")
        pytest.skip("the JupyterHub test creates local users: run it as root")
    _prepare_venv()
    for name in [*STUDENTS, TEACHER]:
        _user(name)
        # a fresh start: no progress left by an earlier run
        shutil.rmtree(f"/home/{name}/.local/share/jupyter/gotutor", ignore_errors=True)
    base = Path("/srv/gotutor-hubtest")
    shutil.rmtree(base, ignore_errors=True)
    class_dir = base / "class"
    (class_dir / "inbound").mkdir(parents=True)
    base.chmod(0o755)
    for folder in (class_dir, class_dir / "inbound"):
        shutil.chown(folder, TEACHER, TEACHER)
    class_dir.chmod(0o755)
    (class_dir / "inbound").chmod(0o3733)  # nbgrader's inbound: write, no list, sticky
    tmp = Path(tempfile.mkdtemp(prefix="gotutor-hub-"))
    server = Hub(tmp, class_dir)
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)


def _login(browser: Any, hub: Hub, user: str) -> Any:
    """Logs `user` in through the hub's form in a browser context of their own; returns
    the page, on their JupyterLab."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(hub.url + "/hub/login")
    page.fill("input[name=username]", user)
    page.fill("input[name=password]", PASSWORD)
    page.click("input[type=submit], button[type=submit]")
    page.wait_for_url(f"**/user/{user}/lab**", timeout=180_000)
    return page


def _open_and_run(page: Any, hub: Hub, user: str, name: str) -> None:
    """Opens notebook `name` of `user` in JupyterLab and runs every cell."""
    page.goto(f"{hub.url}/user/{user}/lab/tree/{name}")
    page.wait_for_function("() => Boolean(window.jupyterapp)")
    page.evaluate("() => window.jupyterapp.started.then(() => true)")
    page.wait_for_function("""() => { const w = window.jupyterapp.shell.currentWidget;
        const k = w && w.sessionContext && w.sessionContext.session
          && w.sessionContext.session.kernel; return Boolean(k && k.status === 'idle'); }""")
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")


def _act(page: Any, root: Any, selector: str) -> None:
    """Clicks `selector` in the board `root` and waits for the kernel's answer."""
    before = int(root.get_attribute("data-version"))
    root.locator(selector).click()
    page.wait_for_function("([el, v]) => Number(el.dataset.version) > v",
                           arg=[root.element_handle(), before])


def _exercise() -> tuple[str, str, str]:
    """Lesson 2's first exercise: its key, its first right move and a first move that
    fails at once."""
    from gotutor.lessons import lesson
    from gotutor.problems import ProblemSession

    problem = lesson(2).problem(1)
    right = problem.solution()[0]
    for v in ("A1", "J1", "A9", "J9", "B2", "H8", "A2", "B1"):
        session = ProblemSession(problem)
        if v != right and session.game.why_illegal(v) is None and \
                session.click(v).kind == "failed":
            return lesson(2).key(1), right, v
    raise AssertionError("no wrong first move on lesson 2, exercise 1")


def test_a_class_on_a_real_hub(hub: Hub, browser: Any) -> None:
    key, right, wrong = _exercise()
    student_cells = ["import gotutor as gt\nfrom gotutor.lessons import lesson\n"
                     "lesson(2).exercise(1)", "gt.hand_in_button()"]
    for user in STUDENTS:
        _notebook(Path(f"/home/{user}/homework.ipynb"), user, student_cells)
    _notebook(Path(f"/home/{TEACHER}/class.ipynb"), TEACHER,
              [f"import gotutor as gt\nview = gt.classroom({str(hub.class_dir)!r}, "
               f"language='en')\nview"])
    pages = []
    try:
        for user in STUDENTS:
            page = _login(browser, hub, user)
            pages.append(page)
            _open_and_run(page, hub, user, "homework.ipynb")
            root = page.locator(".gt-root").first
            root.wait_for()
            if user == STUDENTS[0]:  # a wrong first move, then the right one
                _act(page, root, f'.gt-cell[data-vertex="{wrong}"]')
                _act(page, root, 'button[data-action="retry"]:visible')
            _act(page, root, f'.gt-cell[data-vertex="{right}"]')
            page.locator(".gt-hi-button").click()
            page.locator(".gt-hi-sent").wait_for()
        inbound = hub.class_dir / "inbound"
        files = {p.name.split("+")[0]: p for p in inbound.iterdir()}
        assert set(files) == set(STUDENTS)
        alice_file = files[STUDENTS[0]]
        from gotutor.classroom import read_class

        handed = read_class(inbound)
        assert handed.problems == [] and handed.students == sorted(STUDENTS)
        for h in handed.hand_ins:
            assert h.verified and h.work[key]["status"] == "solved", h
            assert h.work[key]["wrong"] == ([wrong] if h.student == STUDENTS[0] else [])

        # what a student may not do
        listing = _as(STUDENTS[1], f"import os; os.listdir({str(inbound)!r})")
        assert "PermissionError" in listing.stderr
        reading = _as(STUDENTS[1], f"open({str(alice_file)!r}).read()")
        assert "PermissionError" in reading.stderr
        removing = _as(STUDENTS[1], f"import os; os.unlink({str(alice_file)!r})")
        assert "PermissionError" in removing.stderr and alice_file.exists()
        forging = _as(STUDENTS[1], "from gotutor import handin; print(handin.deliver())",
                      JUPYTERHUB_USER=STUDENTS[0], GOTUTOR_CLASS_DIR=str(hub.class_dir),
                      HOME=f"/home/{STUDENTS[1]}")
        assert forging.returncode == 0, forging.stderr  # a file is made, but ...

        # the teacher's view: three rows, the wrong move, the forged file left out
        page = _login(browser, hub, TEACHER)
        pages.append(page)
        _open_and_run(page, hub, TEACHER, "class.ipynb")
        view = page.locator(".gt-class").first
        view.wait_for()
        rows = view.locator(".gt-cl-pane tbody tr")
        rows.first.wait_for()
        names = sorted(r.split("\t")[0].strip(" *") for r in rows.all_inner_texts())
        assert names == sorted(STUDENTS)
        view.locator('button[data-tab="problems"]').click()
        left = view.locator(".gt-cl-pane td").all_inner_texts()
        assert any(STUDENTS[1] in t and STUDENTS[0] in t for t in left), left
        view.locator('button[data-tab="exercises"]').click()
        view.locator(".gt-cl-pane tbody tr").first.click()
        spot = view.locator(f'.gt-cl-heat circle[data-vertex="{wrong}"]')
        spot.wait_for()
        assert spot.get_attribute("data-count") == "1"
        assert view.locator(".gt-cl-heat").get_attribute("data-key") == key
    finally:
        for page in pages:
            page.context.close()
