"""The built-in bot's levels: seconds per move in CPython and in Pyodide (a script, not a
test).

    .venv/bin/python tests/bench/bots.py [--site build/lite] [--games 2] [--no-pyodide]

Each level plays `--games` 9x9 games (komi 6.5, at most 160 moves) against the level
below it (level 1 against itself), colours alternating, seeds fixed; every move of the
measured level is timed. The same games are measured in this Python, in the Pyodide of a
built JupyterLite site (`make lite` -> build/lite/static/pyodide/) under Node.js
(lite/in_pyodide.mjs), with gotutor imported from this checkout in both, and in this
Python again (the machine's load changes: CPython's figure is the mean of the two runs).
Prints per level the median, 95th percentile and worst move in each Python and the ratio
Pyodide / CPython of the medians (issue 34: a move under 1 s in Pyodide).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
MARK = "@@bots-speed@@ "


def measure(games: int) -> dict:
    """Returns {"levels": {level: [seconds per move]}, "python", "platform"}."""
    sys.path.insert(0, str(ROOT))
    from gotutor.bots import LEVELS, level_bot, play_out

    out: dict[str, list[float]] = {}
    for level in LEVELS:
        times: list[float] = []
        for i in range(games):
            measured = level_bot(level, seed=i)

            class Timed:
                def choose(self, game, bot=measured, times=times):  # type: ignore[no-untyped-def]
                    start = time.perf_counter()
                    vertex = bot.choose(game)
                    times.append(time.perf_counter() - start)
                    return vertex

            other = level_bot(max(1, level - 1), seed=100 + i)
            if i % 2 == 0:
                play_out(Timed(), other)
            else:
                play_out(other, Timed())
        out[str(level)] = times
    return {"levels": out, "python": sys.version.split()[0], "platform": sys.platform}


def in_pyodide(site: Path, games: int) -> dict:
    """Returns measure() as the site's Pyodide (under Node.js) measures it."""
    pyodide = site / "static" / "pyodide"
    if not (pyodide / "pyodide-lock.json").is_file():
        sys.exit(f"{site} is not a built site: run `make lite` first")
    proc = subprocess.run(
        ["node", str(ROOT / "lite" / "in_pyodide.mjs"), str(pyodide), "--load=gotutor",
         str(Path(__file__).resolve()), "--inside", "--games", str(games)],
        capture_output=True, text=True, cwd=ROOT)
    for line in proc.stdout.splitlines():
        if line.startswith(MARK):
            return json.loads(line[len(MARK):])
    raise RuntimeError(f"Pyodide run failed ({proc.returncode}):\n{proc.stdout[-2000:]}\n"
                       f"{proc.stderr[-2000:]}")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def line(times: list[float]) -> str:
    return (f"{statistics.median(times) * 1000:7.1f} / {p95(times) * 1000:7.1f} / "
            f"{max(times) * 1000:7.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--no-pyodide", action="store_true")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inside:  # in Pyodide: gotutor from the checkout, no bytecode written there
        sys.dont_write_bytecode = True
        print(MARK + json.dumps(measure(args.games)), flush=True)
        return
    print(f"load average before: {load()} ({os.cpu_count()} cores)")
    before = measure(args.games)
    pyodide = None if args.no_pyodide else in_pyodide(args.site, args.games)
    after = before if args.no_pyodide else measure(args.games)
    print(f"load average after: {load()}")
    print(f"seconds per move (median / p95 / worst), CPython {before['python']}"
          + ("" if pyodide is None else f", Pyodide (Python {pyodide['python']})"))
    for level, times in before["levels"].items():
        mean = [(a + b) / 2 for a, b in zip(times, after["levels"][level], strict=True)]
        text = f"  level {level}: {len(mean):4d} moves, CPython {line(mean)}"
        if pyodide is not None:
            theirs = pyodide["levels"][level]
            ratio = statistics.median(theirs) / statistics.median(mean)
            text += f"   Pyodide {line(theirs)}   ratio {ratio:4.2f}"
        print(text)


if __name__ == "__main__":
    main()
