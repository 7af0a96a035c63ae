"""Browser set-up for the board's front-end tests (layer 1 of RECIPES.md).

A tiny HTTP server on 127.0.0.1 serves the repository, so stub.html can import the real
front end as it is: gotutor/widget/static/board/index.js and the modules it imports
(anywidget gets them assembled into one, see gotutor/widget/esm.py). Pages talk to a
stub model fed with a real state from `GoBoard(...).get_state()`; `Harness.pump()` hands
what the page sent to the Python board and pushes the new state back, a round trip
without Jupyter.
"""

from __future__ import annotations

import functools
import http.server
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sampling import sample_seed  # noqa: F401  (`from conftest import` finds either conftest)

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update",
                 "--no-first-run", "--disable-sync"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Launches Debian's Chromium with the flags this machine needs."""
    return {**browser_type_launch_args, "executable_path": "/usr/bin/chromium",
            "args": CHROMIUM_ARGS}


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


@pytest.fixture(scope="session")
def stub_url() -> Iterator[str]:
    """Returns the URL of stub.html served from the repository on a free loopback port."""
    handler = functools.partial(_Quiet, directory=str(ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/tests/browser/stub.html"
    finally:
        server.shutdown()
        server.server_close()


def widget_state(board: Any) -> dict:
    """Returns the board's synced state, as the front end receives it (JSON round trip)."""
    state = {k: v for k, v in board.get_state().items() if not k.startswith("_")}
    return json.loads(json.dumps(state))


class Harness:
    """One board rendered in the page, tied to a Python GoBoard."""

    def __init__(self, page: Any, board: Any) -> None:
        self.page = page
        self.board = board
        self.index = page.evaluate("s => mount(s)", widget_state(board))
        self.root = page.locator("#apps > .app").nth(self.index).locator(".gt-root")

    def js(self, expression: str, arg: Any = None) -> Any:
        """Evaluates `(view, arg) => ...` against this board's {model, el, cleanup}."""
        return self.page.evaluate(f"([i, arg]) => ({expression})(window.views[i], arg)",
                                  [self.index, arg])

    def sent(self) -> list[dict]:
        """Returns (and forgets) the messages the page sent since the last call."""
        return self.js("v => v.model.sent.splice(0)")

    def push(self) -> None:
        """Sends the Python board's current state to the page."""
        self.js("(v, s) => v.model.update(s)", widget_state(self.board))

    def pump(self) -> list[dict]:
        """Hands the page's messages to the Python board, pushes the new state back and
        returns the messages."""
        msgs = self.sent()
        for msg in msgs:
            self.board._handle_custom_msg(msg, [])
        self.push()
        return msgs

    def cell(self, vertex: str) -> Any:
        return self.root.locator(f'.gt-cell[data-vertex="{vertex}"]')


@pytest.fixture(scope="module")
def _stub_page_shared(browser: Any, stub_url: str) -> Iterator[Any]:
    """One page with stub.html for a whole test module (a new page costs ~1 s)."""
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    page = context.new_page()
    page.goto(stub_url)
    page.wait_for_function("window.ready === true")
    yield page
    context.close()


@pytest.fixture
def stub_page(_stub_page_shared: Any) -> Any:
    """Returns the module's stub.html page, emptied: no boards, light theme."""
    _stub_page_shared.evaluate("""() => {
      for (const v of window.views) { try { v.cleanup(); } catch (e) { /* unmounted */ } }
      window.views.length = 0;
      document.getElementById("apps").replaceChildren();
      document.body.removeAttribute("data-jp-theme-light");
    }""")
    _stub_page_shared.mouse.move(0, 0)
    return _stub_page_shared


@pytest.fixture
def mount(stub_page: Any) -> Any:
    """Returns a function board -> Harness that renders `board` in the stub page."""
    return lambda board: Harness(stub_page, board)


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Returns the folder for screenshots (created if needed)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture
def harness() -> type[Harness]:
    """Returns the Harness class: Harness(page, board) renders `board` in `page`."""
    return Harness


@pytest.fixture
def state_of() -> Any:
    """Returns widget_state: board -> the state the front end receives."""
    return widget_state
