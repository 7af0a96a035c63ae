"""The game review and the built-in bot in the JupyterLite site, in Chromium (a script,
not a test).

    .venv/bin/python tests/bench/lite_review.py [--site build/lite] [--messy 2]
                                                [--positions 30] [--repeat 1]

Serves the built site (`make lite` -> build/lite/) on a loopback port, opens its
JupyterLab in Debian's Chromium (nothing reachable but 127.0.0.1), starts a Pyodide
kernel there, as a notebook does, and runs in it (issue 34's targets in brackets):

- `gt.review_game` of tests/data/review/gnugo-selfplay-3.sgf (61 moves of a 9x9 game),
  the tactical review (GNU Go cannot run in the browser) [under 10 s in Pyodide], and
  of `--messy` games of BeginnerBot against RandomBot (60 moves, as tests/bench/review.py);
- the built-in bot's move (`level_bot(level, seed=0).choose(game)`) at every level on
  `--positions` positions of that game (after 0, 2, 4... moves) [under 1 s in Pyodide];
- the review's first caption in each language (it must say that GNU Go is not here).

Prints wall time and CPU time (`time.process_time()`; in Pyodide the page's clock, so
about the wall time: Python runs on the page's worker thread) for each, with the load
averages before and after: the machine's other work shows in the wall times.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
GAME = ROOT / "tests" / "data" / "review" / "gnugo-selfplay-3.sgf"
TIMEOUT_MS = 600_000
MARK = "@@lite-review@@ "


def _bench_lite() -> Any:
    """Returns tests/bench/lite.py as a module (its site server and Chromium flags)."""
    spec = importlib.util.spec_from_file_location("bench_lite", HERE / "lite.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: The Python run in the site's kernel: prints one MARK line of JSON.
KERNEL_CODE = """
import json, statistics, time
t0 = time.perf_counter()
import gotutor as gt
from gotutor.bots import LEVELS, level_bot, play_out
from gotutor.gtp import BeginnerBot, RandomBot
from gotutor.sgf import game_from_sgf
from gotutor.gamereview import texts
from gotutor.i18n import LANGUAGES, _
out = {"import_s": time.perf_counter() - t0}

def timed(f):
    cpu, wall = time.process_time(), time.perf_counter()
    value = f()
    return value, time.perf_counter() - wall, time.process_time() - cpu

reviews = []
for i in range(REPEAT):
    review, wall, cpu = timed(lambda: gt.review_game(SGF, "en", engine=None, queue=False,
                                                     progress=False))
    reviews.append({"wall": wall, "cpu": cpu, "mistakes": len(review.mistakes),
                    "moves": len(list(review.game.main_line())) - 1})
out["review"] = reviews
messy = []
for seed in range(MESSY):
    game = play_out(BeginnerBot(seed), RandomBot(seed + 100), max_moves=60)
    review, wall, cpu = timed(lambda: gt.review_game(game, "en", engine=None, queue=False,
                                                     progress=False))
    messy.append({"seed": seed, "moves": len(game.moves), "wall": wall, "cpu": cpu,
                  "mistakes": len(review.mistakes)})
out["messy"] = messy
captions = {}
for lang in LANGUAGES:
    review = gt.review_game(SGF, lang, engine=None, queue=False, progress=False)
    caption = str(review.board().get_state().get("comment", ""))
    captions[lang] = {"says_no_gnugo": _(texts.NO_ENGINE, lang) in caption,
                      "engine": review.engine, "caption": caption[:120]}
out["captions"] = captions
end = game_from_sgf(SGF)
end.go_to_end()
bots = {}
for level in LEVELS:
    times = []
    for n in range(0, min(len(end.moves), 2 * POSITIONS), 2):
        position = game_from_sgf(SGF)
        for _i in range(n):
            position.redo()
        bot = level_bot(level, seed=0)
        _v, wall, cpu = timed(lambda: bot.choose(position))
        times.append([wall, cpu])
    bots[str(level)] = times
out["bots"] = bots
print("MARK" + json.dumps(out))
"""


#: In the page: starts a kernel of the site, runs `code`, returns its stdout and errors.
RUN_JS = """async ([code, timeout]) => {
  const app = window.jupyterapp;
  await app.started;
  const kernels = app.serviceManager.kernels;
  const started = performance.now();
  const kernel = await kernels.startNew({name: 'python'});
  await kernel.info;
  while (kernel.status !== 'idle') await new Promise(r => setTimeout(r, 50));
  const ready = (performance.now() - started) / 1000;
  let stdout = '', errors = [];
  const future = kernel.requestExecute({code, stop_on_error: true});
  future.onIOPub = msg => {
    if (msg.header.msg_type === 'stream') stdout += msg.content.text;
    if (msg.header.msg_type === 'error')
      errors.push(msg.content.ename + ': ' + msg.content.evalue + '\\n'
                  + msg.content.traceback.join('\\n'));
  };
  await Promise.race([future.done, new Promise((_, no) => setTimeout(
    () => no(new Error('timed out')), timeout))]);
  await kernel.shutdown();
  return {stdout, errors, ready};
}"""


def load() -> str:
    """Returns the 1, 5 and 15 minute load averages."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def in_chromium(site: Path, code: str) -> dict:
    """Runs `code` in a Pyodide kernel of the site at `site` in Chromium; returns the
    JSON its MARK line holds, with "kernel_ready_s". Exits with the kernel's output if
    there is no such line."""
    from playwright.sync_api import sync_playwright

    bench = _bench_lite()
    server = bench.Server(site, "max-age=600")
    profile = Path(tempfile.mkdtemp(prefix="gotutor-lite-review-"))
    try:
        with sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                str(profile), executable_path="/usr/bin/chromium", args=bench.CHROMIUM_ARGS,
                headless=True, viewport={"width": 1200, "height": 900},
                proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1,localhost"})
            try:
                page = context.pages[0] if context.pages else context.new_page()
                page.goto(f"{server.url}/lab/index.html", wait_until="commit")
                page.wait_for_function("() => Boolean(window.jupyterapp)", timeout=TIMEOUT_MS)
                result = page.evaluate(RUN_JS, [code, TIMEOUT_MS])
            finally:
                context.close()
    finally:
        server.close()
        shutil.rmtree(profile, ignore_errors=True)
    for line in result["stdout"].splitlines():
        if line.startswith(MARK):
            out = json.loads(line[len(MARK):])
            out["kernel_ready_s"] = result["ready"]
            return out
    sys.exit("no result from the kernel:\n" + result["stdout"] + "\n".join(result["errors"]))


def report(out: dict) -> None:
    """Prints the figures of `out` (see KERNEL_CODE)."""
    print(f"kernel ready {out['kernel_ready_s']:.1f} s, import gotutor {out['import_s']:.1f} s")
    for r in out["review"]:
        print(f"tactical review, {r['moves']} moves: wall {r['wall']:.2f} s, "
              f"CPU {r['cpu']:.2f} s, mistakes {r['mistakes']} (target: under 10 s)")
    for r in out["messy"]:
        print(f"messy seed {r['seed']}, {r['moves']} moves: wall {r['wall']:.2f} s, "
              f"CPU {r['cpu']:.2f} s, mistakes {r['mistakes']}")
    for level, times in out["bots"].items():
        walls = sorted(t[0] for t in times)
        cpus = sorted(t[1] for t in times)
        p95 = walls[max(0, round(0.95 * len(walls)) - 1)]
        print(f"bot level {level}, {len(times)} positions: wall median "
              f"{statistics.median(walls):.3f} s, p95 {p95:.3f} s, worst {walls[-1]:.3f} s; "
              f"CPU median {statistics.median(cpus):.3f} s, worst {cpus[-1]:.3f} s "
              "(target: under 1 s)")
    for lang, c in out["captions"].items():
        print(f"review ({lang}): GNU Go used {c['engine']}, its first caption says GNU Go "
              f"is not here: {c['says_no_gnugo']}: {c['caption']}...")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--messy", type=int, default=2)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    if not (args.site / "lab" / "index.html").is_file():
        sys.exit(f"{args.site} is not a built site: run `make lite` first")
    code = (f"SGF = {GAME.read_text()!r}\nREPEAT = {args.repeat}\nMESSY = {args.messy}\n"
            f"POSITIONS = {args.positions}\n"
            + KERNEL_CODE.replace('"MARK"', repr(MARK)))
    print(f"load before: {load()}")
    start = time.perf_counter()
    out = in_chromium(args.site, code)
    report(out)
    print(f"load after: {load()} ({time.perf_counter() - start:.0f} s in all)")


if __name__ == "__main__":
    main()
