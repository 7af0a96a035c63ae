"""What a student waits for after a click, in a real JupyterLab (a script, not a test).

    .venv/bin/python tests/bench/feedback.py [--clicks 40]

Starts its own JupyterLab server (the helpers of tests/browser/test_lab.py) and Debian's
Chromium, opens a notebook with a free 9x9 board and an exercise, and prints the median
and the 90th percentile of:

- click -> stone painted: from a click on an empty point of the free board to the next
  frame after it, with the stone the board draws before the kernel answers (target:
  within the frame, < 16 ms, whatever the kernel's latency);
- click -> stone confirmed: to the kernel's state drawn (the stone in the stones layer);
- answer -> verdict: from a click on an exercise's answer button (a wrong choice, then
  Hint, alternately: each a round trip) to the new verdict drawn (target: < 150 ms p50
  on a quiet 2-core machine).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "browser"))

from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from test_lab import LabNotebook, LabServer  # noqa: E402

CELLS = ["import gotutor as gt\nfrom gotutor.lessons import lesson",
         "gt.GoBoard(size=9)",
         "lesson(1).exercise(5, language='en')"]

#: clicks the point `vertex` of the board in cell `i` and resolves, in ms from the click:
#: the next frame after the click (with whether a stone was drawn by then) and the
#: kernel's stone drawn
CLICK_JS = """async ([panel, i, vertex]) => {
  const cell = document.getElementById(panel).querySelectorAll('.jp-Notebook .jp-Cell')[i];
  const root = cell.querySelector('.gt-root');
  const target = root.querySelector(`.gt-cell[data-vertex="${vertex}"]`);
  const t0 = performance.now();
  const confirmed = new Promise((done) => {
    const obs = new MutationObserver(() => {
      if (root.querySelector(`.gt-layer-stones [data-vertex="${vertex}"]`)) {
        obs.disconnect(); done(performance.now() - t0);
      }
    });
    obs.observe(root, {subtree: true, childList: true, attributes: true});
  });
  target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  const painted = await new Promise((done) => requestAnimationFrame(() => setTimeout(
    () => done([performance.now() - t0, Boolean(root.querySelector(
      `[data-vertex="${vertex}"].gt-stone-pending, .gt-layer-stones [data-vertex="${vertex}"]`
    ))]), 0)));
  return [...painted, await confirmed];
}"""

#: clicks the button matching `selector` in cell `i`; resolves the ms until the state
#: version moved (the kernel's answer drawn)
BUTTON_JS = """async ([panel, i, selector]) => {
  const cell = document.getElementById(panel).querySelectorAll('.jp-Notebook .jp-Cell')[i];
  const root = cell.querySelector('.gt-root');
  const v0 = root.dataset.version;
  const t0 = performance.now();
  const answered = new Promise((done) => {
    const obs = new MutationObserver(() => {
      if (root.dataset.version !== v0) { obs.disconnect(); done(performance.now() - t0); }
    });
    obs.observe(root, {attributes: true, attributeFilter: ['data-version']});
  });
  root.querySelector(selector).click();
  return await answered;
}"""


def stats(values: list[float]) -> str:
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
    return f"p50 {statistics.median(values):6.1f} ms, p90 {p90:6.1f} ms (n={len(values)})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40)
    args = parser.parse_args()
    # the answers given here are no student's: their progress goes to a scratch file
    os.environ["GOTUTOR_PROGRESS_FILE"] = os.path.join(tempfile.mkdtemp(), "progress.json")
    server = LabServer()
    try:
        server.add_notebook("feedback.ipynb", CELLS)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                        args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            nb = LabNotebook(page, server, "feedback.ipynb")
            nb.run_all(2)
            nb.activate()
            points = [f"{c}{r}" for c in "ABCDEFGHJ" for r in range(1, 10)]
            painted, drawn, confirmed = [], 0, []
            for vertex in points[:args.clicks]:
                frame, seen, kernel = page.evaluate(CLICK_JS, [nb.panel_id, 1, vertex])
                painted.append(frame)
                drawn += bool(seen)
                confirmed.append(kernel)
            verdicts = []
            for k in range(args.clicks):
                selector = ('button[data-action="answer"][data-value="yes"]' if k % 2 == 0
                            else 'button[data-action="hint"]')
                verdicts.append(page.evaluate(BUTTON_JS, [nb.panel_id, 2, selector]))
            print(f"click -> next frame:        {stats(painted)}; the stone was on it in "
                  f"{drawn} of {len(painted)}")
            print(f"click -> kernel's stone:    {stats(confirmed)}")
            print(f"answer -> verdict drawn:    {stats(verdicts)}")
            nb.close()
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
