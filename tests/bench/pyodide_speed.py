"""judge_dead and the drills in Pyodide against CPython, in one run (a script, not a test).

    .venv/bin/python tests/bench/pyodide_speed.py [--site build/lite] [--repeat 3]
                                                  [--problems 20] [--seed 1]

Runs the same measurement three times: in this Python, in the Pyodide of the built
JupyterLite site (`make lite` -> build/lite/static/pyodide/: its Python 3.14, its
standard library compiled to bytecode, the wheels of its lock) under Node.js
(lite/in_pyodide.mjs), and in this Python again (the machine's load changes: CPython's
figure is the mean of its two runs, both printed), with gotutor imported from this
checkout in both, so the code measured is the same. Prints, with the load averages:

- `judge_dead` on the committed GNU Go games' end positions (tests/bench/dead_stones.py):
  per board size, the median of the best of `--repeat` runs per position, in each
  Python, and the ratio Pyodide / CPython (issue 19: within 3x);
- a drill problem generated and proven (`to_problem(generate(concept, level, seed, i))`
  for i < `--problems`, every concept and level): per concept and level the median and
  the worst time in each, the ratio of the medians, and the worst problem of all in
  Pyodide (issue 23: under 1 s).
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
MARK = "@@pyodide-speed@@ "


def measure(repeat: int, problems: int, seed: str) -> dict:
    """Returns {"judge_dead": {size: [best seconds per position]}, "drills": {"concept
    level": [seconds per problem]}, "python": version} measured in this Python."""
    sys.path.insert(0, str(HERE))
    sys.path.insert(0, str(ROOT))
    from dead_stones import end_positions

    from gotutor.drills import CONCEPTS, LEVELS, generate, to_problem
    from gotutor.life import judge_dead

    dead: dict[str, list[float]] = {}
    for _name, game, _gnugo in end_positions():
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            judge_dead(game)
            best = min(best, time.perf_counter() - start)
        dead.setdefault(str(game.size), []).append(best)
    drills: dict[str, list[float]] = {}
    for concept in CONCEPTS:
        for level in LEVELS[concept]:
            times = []
            for i in range(problems):
                start = time.perf_counter()
                to_problem(generate(concept, level, seed, i))
                times.append(time.perf_counter() - start)
            drills[f"{concept} {level}"] = times
    return {"judge_dead": dead, "drills": drills, "python": sys.version.split()[0],
            "platform": sys.platform}


def in_pyodide(site: Path, args: argparse.Namespace) -> dict:
    """Returns measure() as the site's Pyodide (under Node.js) measures it. Raises
    RuntimeError if the run fails."""
    pyodide = site / "static" / "pyodide"
    if not (pyodide / "pyodide-lock.json").is_file():
        sys.exit(f"{site} is not a built site: run `make lite` first")
    proc = subprocess.run(
        ["node", str(ROOT / "lite" / "in_pyodide.mjs"), str(pyodide), "--load=gotutor",
         str(Path(__file__).resolve()), "--inside", "--repeat", str(args.repeat),
         "--problems", str(args.problems), "--seed", args.seed],
        capture_output=True, text=True, cwd=ROOT)
    for line in proc.stdout.splitlines():
        if line.startswith(MARK):
            return json.loads(line[len(MARK):])
    raise RuntimeError(f"Pyodide run failed ({proc.returncode}):\n{proc.stdout[-2000:]}\n"
                       f"{proc.stderr[-2000:]}")


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def report(before: dict, pyodide: dict, after: dict) -> None:
    """Prints the measurements side by side (milliseconds)."""
    cpython = {"python": before["python"], "judge_dead": {}, "drills": {}}
    for part in ("judge_dead", "drills"):
        for key, values in before[part].items():  # each time: the mean of the two runs
            pairs = zip(values, after[part][key], strict=True)
            cpython[part][key] = [(a + b) / 2 for a, b in pairs]
    print(f"CPython {cpython['python']} and Pyodide (Python {pyodide['python']}, "
          f"{pyodide['platform']})")
    print("judge_dead on the committed end positions (median of each position's best):")
    for size in sorted(cpython["judge_dead"], key=int):
        c = statistics.median(cpython["judge_dead"][size]) * 1000
        c1 = statistics.median(before["judge_dead"][size]) * 1000
        c2 = statistics.median(after["judge_dead"][size]) * 1000
        p = statistics.median(pyodide["judge_dead"][size]) * 1000
        print(f"  {size}x{size}: {len(cpython['judge_dead'][size])} positions, CPython "
              f"{c:8.1f} ms ({c1:.1f}, {c2:.1f}), Pyodide {p:8.1f} ms, ratio {p / c:4.2f}")
    print("drill problem generated and proven (ms: median / p95 / worst):")
    ratios = []
    for key, times in cpython["drills"].items():
        theirs = pyodide["drills"][key]
        c, p = statistics.median(times) * 1000, statistics.median(theirs) * 1000
        ratios.append(p / c)
        print(f"  {key:<16} CPython {c:6.1f} / {p95(times) * 1000:6.1f} / "
              f"{max(times) * 1000:6.1f}   Pyodide {p:6.1f} / {p95(theirs) * 1000:6.1f} / "
              f"{max(theirs) * 1000:6.1f}   ratio {p / c:4.2f}")
    every = [t for times in pyodide["drills"].values() for t in times]
    print(f"  Pyodide: worst problem {max(every) * 1000:.0f} ms, p95 of all "
          f"{p95(every) * 1000:.0f} ms; median ratio to CPython "
          f"{statistics.median(ratios):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--problems", type=int, default=20)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inside:  # in Pyodide: gotutor from the checkout, no bytecode written there
        sys.dont_write_bytecode = True
        print(MARK + json.dumps(measure(args.repeat, args.problems, args.seed)), flush=True)
        return
    print(f"load average before: {load()} ({os.cpu_count()} cores)")
    start = time.monotonic()
    before = measure(args.repeat, args.problems, args.seed)
    print(f"CPython measured in {time.monotonic() - start:.0f} s [load {load()}]", flush=True)
    start = time.monotonic()
    pyodide = in_pyodide(args.site, args)
    print(f"Pyodide measured in {time.monotonic() - start:.0f} s [load {load()}]", flush=True)
    start = time.monotonic()
    after = measure(args.repeat, args.problems, args.seed)
    print(f"CPython measured again in {time.monotonic() - start:.0f} s [load {load()}]")
    report(before, pyodide, after)


if __name__ == "__main__":
    main()
