"""How soon a JupyterLite lesson shows its first board (a script, not a timed test).

    .venv/bin/python tests/bench/lite.py [--runs 5] [--site build/lite [--site other]]
                                         [--lesson lessons/en/01-liberties.ipynb] [--trace]

Serves each built site (`make lite` -> build/lite/) on a loopback port, as a static web
host would (`Cache-Control: max-age=600`, as GitHub Pages sends), and opens the lesson
in Debian's Chromium (the flags of tests/browser/conftest.py, nothing reachable but
127.0.0.1) as a student does: `lab/index.html?path=<lesson>`, then Run All as soon as
the notebook has its kernel. Each run is two opens:

- first open: a fresh browser profile (nothing cached, empty browser storage);
- reopen: the browser closed and started again on the same profile (the HTTP cache
  and the compiled WebAssembly are on disk; the lesson as the first open left it).

Times are read in the page, from the moment the page was asked for (its timeOrigin):

- `app`: JupyterLab started (the notebook panel is there);
- `kernel`: the notebook's Pyodide kernel is idle (Run All is pressed then);
- `board`: the first board is drawn (a `.gt-root` with its intersections);
- `stone`: the first board with a stone drawn (`.gt-stone`);
- `cells`: every cell has run.

Prints each run, then the median and the spread (min-max) of each time per site and
kind of open, with the load average before and after (2 cores shared: compare sites
in one run, where `--site` twice alternates them). `--trace` prints, for one open, when
each file of Pyodide's folder was asked for and arrived (the worker's requests too).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, ClassVar

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE.parent))  # tests/sampling.py, which conftest imports
sys.path.insert(0, str(HERE.parent / "browser"))

from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

TIMEOUT_MS = 240_000
MARKS = ("app", "kernel", "board", "stone", "cells")


class _Site(http.server.SimpleHTTPRequestHandler):
    """A static host: the site's files with their types and a cache lifetime. The only
    change: jupyter-lite.json sets exposeAppInBrowser, so the script can reach
    window.jupyterapp (a route in the browser would do it too, but Playwright turns the
    HTTP cache off when it routes)."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".json": "application/json", ".ipynb": "application/json",
        ".whl": "application/octet-stream", ".zip": "application/zip"}
    cache_control = "max-age=600"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def end_headers(self) -> None:
        if self.cache_control:
            self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def do_GET(self) -> None:
        path = self.path.split("?")[0]
        if path.endswith("/jupyter-lite.json"):
            file = Path(self.translate_path(path))
            if file.is_file():
                config = json.loads(file.read_text())
                config.setdefault("jupyter-config-data", {})["exposeAppInBrowser"] = True
                body = json.dumps(config).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
        super().do_GET()


class Server:
    """The site `directory` served on a free loopback port; `url` is its address."""

    def __init__(self, directory: Path, cache_control: str) -> None:
        handler = functools.partial(type("Handler", (_Site,), {
            "cache_control": cache_control}), directory=str(directory))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


#: Waits in the page for each mark and returns {mark: ms since the page's timeOrigin}.
TIMES_JS = """async ([path, timeout]) => {
  const times = {};
  const deadline = performance.now() + timeout;
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  const until = async (name, test) => {
    while (!test()) {
      if (performance.now() > deadline) throw new Error('timed out waiting for ' + name);
      await sleep(20);
    }
    times[name] = performance.now();
  };
  const panel = () => {
    const app = window.jupyterapp;
    if (!app || !app.shell) return null;
    for (const w of app.shell.widgets('main')) {
      if (w.context && w.context.path === path && w.content && w.content.widgets) return w;
    }
    return null;
  };
  const drawn = sel => {
    const w = panel();
    return Boolean(w && [...w.node.querySelectorAll('.gt-root')].some(
      r => r.querySelectorAll('.gt-cell').length >= 25 && (!sel || r.querySelector(sel))));
  };
  await until('app', () => panel() !== null);
  const kernel = () => {
    const s = panel().sessionContext;
    return s && s.session && s.session.kernel;
  };
  await until('kernel', () => { const k = kernel(); return Boolean(k && k.status === 'idle'); });
  // not awaited: the command resolves when every cell has run
  window.jupyterapp.commands.execute('notebook:run-all-cells');
  const cells = () => {
    const w = panel();
    return kernel().status === 'idle' && w.content.widgets.every(
      c => c.model.type !== 'code' || c.model.executionCount !== null);
  };
  const board = until('board', () => drawn(null));
  const stone = until('stone', () => drawn('.gt-stone'));
  await Promise.all([board, stone]);
  await until('cells', cells);
  return times;
}"""


def load() -> str:
    """Returns the 1, 5 and 15 minute load averages, as `uptime` shows them."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def open_lesson(playwright: Any, profile: Path, url: str, lesson: str,
                trace: bool = False) -> dict[str, float]:
    """Starts Chromium on `profile`, opens `lesson` of the site at `url` and runs it;
    returns {mark: seconds since the page was asked for}. Raises playwright's errors
    (a timeout) if the lesson does not get there."""
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS,
        headless=True, viewport={"width": 1200, "height": 900},
        proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1,localhost"})
    events: list[tuple[float, str, str]] = []
    try:
        page = context.pages[0] if context.pages else context.new_page()
        if trace:
            start = time.time()

            def note(kind: str, request: Any) -> None:
                if "/static/pyodide/" in request.url or "/pypi/" in request.url:
                    events.append((time.time() - start, kind, request.url.rsplit("/", 1)[1]))

            context.on("request", lambda r: note("asked", r))
            context.on("requestfinished", lambda r: note("came", r))
        page.goto(f"{url}/lab/index.html?path={lesson}", wait_until="commit")
        times = page.evaluate(TIMES_JS, [lesson, TIMEOUT_MS])
        page.wait_for_timeout(500)  # the lesson is saved to the browser's storage
    finally:
        context.close()
    for when, kind, name in events:
        print(f"    {when:6.2f} s  {kind:5}  {name}")
    return {k: v / 1000 for k, v in times.items()}


def summary(rows: list[dict[str, float]]) -> str:
    """Returns 'mark median (min-max)' for each mark over `rows`."""
    out = []
    for mark in MARKS:
        values = [r[mark] for r in rows]
        out.append(f"{mark} {statistics.median(values):5.1f} s "
                   f"({min(values):.1f}-{max(values):.1f})")
    return ", ".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, action="append",
                        help="a built site (default build/lite); twice or more to compare")
    parser.add_argument("--lesson", default="lessons/en/01-liberties.ipynb")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cache-control", default="max-age=600",
                        help="the header the server sends ('' for none)")
    parser.add_argument("--trace", action="store_true",
                        help="print the Pyodide files' requests of each open")
    args = parser.parse_args()
    sites = args.site or [ROOT / "build" / "lite"]
    for site in sites:
        if not (site / "index.html").is_file():
            sys.exit(f"{site} is not a built site: run `make lite` first")
    servers = {site: Server(site, args.cache_control) for site in sites}
    results: dict[tuple[Path, str], list[dict[str, float]]] = {}
    print(f"load average before: {load()} ({os.cpu_count()} cores)")
    try:
        with sync_playwright() as p:
            for run in range(args.runs):
                for site in sites:
                    profile = Path(tempfile.mkdtemp(prefix="gotutor-lite-bench-"))
                    try:
                        for kind in ("first", "reopen"):
                            times = open_lesson(p, profile, servers[site].url, args.lesson,
                                                args.trace)
                            results.setdefault((site, kind), []).append(times)
                            print(f"run {run + 1} {site} {kind:6}: " + ", ".join(
                                f"{m} {times[m]:.1f}" for m in MARKS) + f"  [load {load()}]",
                                flush=True)
                    finally:
                        shutil.rmtree(profile, ignore_errors=True)
    finally:
        for server in servers.values():
            server.close()
    print(f"load average after: {load()}")
    for (site, kind), rows in results.items():
        print(f"{site} {kind:6} ({len(rows)} runs): {summary(rows)}")


if __name__ == "__main__":
    main()
