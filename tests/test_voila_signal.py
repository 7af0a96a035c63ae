"""`python -m gotutor.voila`, stopped with SIGTERM (`kill PID`, a service manager), leaves
nothing running: not the real Voilà server, not its kernels (issue 37: the wrapper ended
and the server and its kernels went on, holding their port)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import nbformat
import pytest

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals and /proc")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def descendants(pid: int) -> set[int]:
    """Returns the ids of every process under `pid` (read from /proc)."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        with contextlib.suppress(OSError):
            stat = Path(f"/proc/{entry}/stat").read_text()
            parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
    found: set[int] = set()
    todo = [pid]
    while todo:
        p = todo.pop()
        for child, parent in parents.items():
            if parent == p and child not in found:
                found.add(child)
                todo.append(child)
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_sigterm_to_the_wrapper_stops_voila_and_its_kernel(tmp_path: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell("print(6 * 7)")]
    nbformat.write(nb, tmp_path / "n.ipynb")
    port = free_port()
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTER_DATA_DIR": str(tmp_path / "data"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
           "IPYTHONDIR": str(tmp_path / "ipython"), "JUPYTER_PLATFORM_DIRS": "1"}
    log = (tmp_path / "voila.log").open("wb")
    wrapper = subprocess.Popen(
        [sys.executable, "-m", "gotutor.voila", str(tmp_path / "n.ipynb"), "--no-browser",
         f"--port={port}", "--Voila.ip=127.0.0.1"],
        cwd=tmp_path, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    started: set[int] = {wrapper.pid}
    try:
        end = time.monotonic() + 90
        while time.monotonic() < end:
            with contextlib.suppress(OSError), socket.create_connection(
                    ("127.0.0.1", port), timeout=1):
                break
            assert wrapper.poll() is None, (tmp_path / "voila.log").read_text()
            time.sleep(0.25)
        # a visitor: Voilà starts a kernel and runs the notebook
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=120) as r:
            assert b"42" in r.read()
        started |= descendants(wrapper.pid)
        assert len(started) >= 2, "no kernel under the server"
        os.kill(wrapper.pid, signal.SIGTERM)  # the wrapper alone, as `kill PID` does
        wrapper.wait(30)
        end = time.monotonic() + 30
        while time.monotonic() < end and any(alive(p) for p in started):
            time.sleep(0.25)
        left = sorted(p for p in started if alive(p))
        assert left == [], f"still running after SIGTERM: {left}"
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
    finally:
        for pid in started:  # only the processes this test started
            with contextlib.suppress(OSError):
                if alive(pid):
                    os.kill(pid, signal.SIGKILL)
        log.close()
