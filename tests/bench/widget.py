"""The board widget's speed in a real JupyterLab (a script, not a test).

    .venv/bin/python tests/bench/widget.py [--clicks 50] [--redraws 30]

Starts its own JupyterLab server (the helpers of tests/browser/test_lab.py) and
Debian's Chromium, opens a notebook with two 19x19 boards and prints medians of:

- click -> stone: from a click on an empty intersection of a 19x19 board to the new
  stone in the page's DOM (the intent travels to the kernel, Python validates and plays
  it, the new state comes back and is drawn), and to the next frame after it
  (requestAnimationFrame, then a task: the frame with the stone has been produced);
  split by wall-clock stamps into page -> kernel, in the kernel (the widget's message
  handler), kernel -> page (the last message before the stone reaches the page's
  websocket) and new state -> stone in the DOM (JupyterLab, the widget manager and
  the board's update()).
  Clicks go on points whose column and row are both even, so no move captures.
  Target: < 50 ms.
- full redraw of a 19x19 board with 150 stones, liberty counts, atari rings and marks:
  the widget's own `update()` time (the board writes it to `data-render-ms`) plus the
  style and layout it causes (forced with getBoundingClientRect), for (a) a rebuild
  (coordinates switched: grid, cells, every stone and mark made again) and (b) another
  position (every stone changes). Target: < 16 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "browser"))

from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from test_lab import LabNotebook, LabServer  # noqa: E402

CELLS = [
    "import random\nimport gotutor as gt",
    "gt.GoBoard(size=19)",
    ("def random_game(seed, moves=150):\n"
     "    g = gt.Game(size=19)\n    r = random.Random(seed)\n"
     "    for _ in range(moves):\n        g.play(r.choice(g.legal_moves()))\n    return g\n"
     "games = [random_game(19), random_game(20)]\n"
     "b = gt.GoBoard(random_game(19), show_liberty_counts=True, show_atari=True)\n"
     "b.mark('D16', 'triangle'); b.mark('Q16', 'square'); b.label('Q4', 'a')\nb"),
]

#: Kernel side: the wall-clock times at which each message from the board arrives in
#: the widget's handlers and leaves them (the new state sent).
#: With --one-message the handler is wrapped in hold_sync() once more: the widget does
#: this itself now (one state message per click), so it changes nothing there; it still
#: shows the difference on older versions of the widget.
STAMPS = """import contextlib, time
__gt_stamps = []
def __gt_timed(handle, hold):
    def timed(content, buffers):
        start = time.time()
        with (W.hold_sync() if hold else contextlib.nullcontext()):
            handle(content, buffers)
        __gt_stamps.append([start, time.time()])
    return timed
W._handle_custom_msg = __gt_timed(W._handle_custom_msg, HOLD)
"""

CLICK_JS = """([root, v]) => new Promise((resolve, reject) => {
  const cell = root.querySelector(`.gt-cell[data-vertex="${v}"]`);
  const layer = root.querySelector('.gt-layer-stones');
  const timer = setTimeout(() => reject(new Error('no stone at ' + v)), 10000);
  let updates = 0;
  let render = 0;
  const counter = new MutationObserver((records) => {
    for (const r of records) {
      updates += 1;
      render += Number(root.dataset.renderMs);
    }
  });
  counter.observe(root, {attributes: true, attributeFilter: ['data-render-ms']});
  const t0 = performance.now();
  const obs = new MutationObserver(() => {
    if (!layer.querySelector(`.gt-stone[data-vertex="${v}"]`)) return;
    obs.disconnect();
    const dom = performance.now() - t0;
    requestAnimationFrame(() => setTimeout(() => {
      const frame = performance.now() - t0;
      setTimeout(() => {  // the click's later state messages, if any, are counted too
        clearTimeout(timer);
        counter.disconnect();
        resolve({dom, frame, updates, render, sent: performance.timeOrigin + t0,
                 drawn: performance.timeOrigin + t0 + dom});
      }, 50);
    }, 0));
  });
  obs.observe(layer, {childList: true, subtree: true});
  cell.dispatchEvent(new MouseEvent('click', {bubbles: true}));
})"""

#: Page side: the wall-clock time at which each message from the kernel reaches the
#: page's websocket (before JupyterLab decodes it). Wraps the kernel connection's
#: (private) socket handler: a measuring aid, not something the tests rely on.
ARRIVALS_JS = """() => {
  window.__arrivals = [];
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const ws = kernel._ws;
  const handle = ws.onmessage;
  ws.onmessage = (event) => {
    window.__arrivals.push(performance.timeOrigin + performance.now());
    return handle.call(ws, event);
  };
}"""

ARM_JS = """root => {
  window.__redraw = null;
  const svg = root.querySelector('svg.gt-svg');
  const v0 = root.dataset.version;
  const obs = new MutationObserver(() => {
    if (root.dataset.version === v0) return;
    obs.disconnect();
    const render = Number(root.dataset.renderMs);
    const t = performance.now();
    svg.getBoundingClientRect();
    root.offsetHeight;
    const layout = performance.now() - t;
    requestAnimationFrame(() => setTimeout(() => {
      window.__redraw = {render, layout, frame: performance.now() - t};
    }, 0));
  });
  obs.observe(root, {attributes: true, attributeFilter: ['data-version']});
}"""


#: --nodelay: a server configuration that switches Nagle's algorithm off on the kernel
#: websockets (jupyter_server leaves it on: small messages wait for the previous
#: message's acknowledgement, which the receiver may delay by up to 40 ms).
NODELAY_CONFIG = """
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

_open = KernelWebsocketHandler.open


async def _open_nodelay(self, *args, **kwargs):
    await _open(self, *args, **kwargs)
    self.set_nodelay(True)


KernelWebsocketHandler.open = _open_nodelay
"""


def click_points(n: int) -> list[str]:
    """Returns `n` vertices of a 19x19 board whose column and row are both even
    (A1, A3, ... C1, ...): no two touch, so no click captures or is refused."""
    letters = "ABCDEFGHJKLMNOPQRST"
    points = [f"{letters[x]}{y + 1}" for x in range(0, 19, 2) for y in range(0, 19, 2)]
    if n > len(points):
        raise SystemExit(f"at most {len(points)} clicks")
    return points[:n]


def median(values: list[float]) -> str:
    """Returns the median and the range of `values` (ms) as text."""
    return (f"median {statistics.median(values):6.1f} ms  "
            f"(min {min(values):.1f}, max {max(values):.1f}, n={len(values)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=50)
    parser.add_argument("--redraws", type=int, default=30)
    parser.add_argument("--nodelay", action="store_true",
                        help="switch Nagle's algorithm off on the server's kernel websockets")
    parser.add_argument("--one-message", action="store_true",
                        help="wrap the board's message handler in hold_sync() "
                             "(the widget already does)")
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    server = LabServer(config_py=NODELAY_CONFIG if args.nodelay else "")
    try:
        server.add_notebook("bench.ipynb", CELLS)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                         args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1200, "height": 1500})
            nb = LabNotebook(page, server, "bench.ipynb")
            nb.run_all(2)
            empty, full = nb.board(1), nb.board(2)

            empty.root.scroll_into_view_if_needed()
            handle = empty.root.element_handle()
            page.evaluate(CLICK_JS, [handle, "T19"])  # warm-up (not counted)
            empty.kernel_run(STAMPS.replace("HOLD", str(args.one_message)))
            page.evaluate(ARRIVALS_JS)
            clicks = [page.evaluate(CLICK_JS, [handle, v]) for v in click_points(args.clicks)]
            stones = empty.kernel_value("len(W.game.moves)")
            assert stones == args.clicks + 1, stones
            stamps = empty.kernel_value("__gt_stamps")
            assert len(stamps) == len(clicks), stamps
            stamped = page.evaluate("() => window.__arrivals")
            # the message that brought the stone: the last one in before it was drawn
            arrivals = [max(t for t in stamped if t <= c["drawn"]) for c in clicks]

            full.root.scroll_into_view_if_needed()
            handle = full.root.element_handle()

            def redraw(code: str) -> dict:
                page.evaluate(ARM_JS, handle)
                full.kernel_run(code)
                page.wait_for_function("() => window.__redraw !== null")
                return page.evaluate("() => window.__redraw")

            redraw("W.show_coordinates = not W.show_coordinates")  # warm-up
            rebuilds = [redraw("W.show_coordinates = not W.show_coordinates")
                        for _ in range(args.redraws)]
            swaps = [redraw(f"W.game = games[{(i + 1) % 2}]") for i in range(args.redraws)]
            nb.close()
            browser.close()
    finally:
        server.stop()

    print("gotutor board widget in JupyterLab + Chromium (headless, software rendering); "
          f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, "
          f"{os.cpu_count()} CPUs"
          + ("; TCP_NODELAY on the kernel websockets" if args.nodelay else "")
          + ("; one state message per click" if args.one_message else ""))
    print(f"click -> stone in the DOM      {median([c['dom'] for c in clicks])}")
    print(f"click -> next frame            {median([c['frame'] for c in clicks])}")
    legs = [((k_in - c["sent"] / 1000) * 1000, (k_out - k_in) * 1000, came - k_out * 1000,
             c["drawn"] - came)
            for c, (k_in, k_out), came in zip(clicks, stamps, arrivals, strict=True)]
    print(f"  page -> kernel               {median([leg[0] for leg in legs])}")
    print(f"  in the kernel (play + sync)  {median([leg[1] for leg in legs])}")
    print(f"  kernel -> page (new state)   {median([leg[2] for leg in legs])}")
    print(f"  new state -> stone in DOM    {median([leg[3] for leg in legs])}")
    print(f"  front-end updates per click  {median([c['updates'] for c in clicks])}"
          .replace(" ms", ""))
    print(f"  their update() time, summed  {median([c['render'] for c in clicks])}")
    for name, runs in (("rebuild (coordinates)", rebuilds), ("other position", swaps)):
        print(f"19x19 redraw, {name}:")
        print(f"  update() (data-render-ms)    {median([r['render'] for r in runs])}")
        print(f"  style + layout               {median([r['layout'] for r in runs])}")
        print(f"  update + layout              "
              f"{median([r['render'] + r['layout'] for r in runs])}")
        print(f"  layout -> next frame         {median([r['frame'] for r in runs])}")


if __name__ == "__main__":
    main()
