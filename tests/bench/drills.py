"""Drill benchmarks (a script, not a test): the time to generate and prove one problem.

    .venv/bin/python tests/bench/drills.py [--problems 100] [--seed 1] [--concepts a,b]

Prints, per concept and level, the median, p95 and worst time of `generate` followed by
`to_problem` (the problem checks itself: its answer proven again), for problems 0 to N-1
of the seed, and the machine's 1-minute load when the level was done (other programs on
the cores slow every figure: compare runs made at the same load). The issue's target:
under 200 ms p95 in CPython.
"""

from __future__ import annotations

import argparse
import os
import time

from gotutor.drills import CONCEPTS, LEVELS, generate, to_problem


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--problems", type=int, default=100)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--concepts", default="",
                        help="comma-separated concepts (default: every dealt concept)")
    args = parser.parse_args()
    chosen = [c for c in args.concepts.split(",") if c] or list(CONCEPTS)
    print(f"{'concept':<12} level  median    p95  worst  (ms, {args.problems} problems)"
          f"  load")
    for concept in chosen:
        for level in LEVELS[concept]:
            times = []
            for i in range(args.problems):
                start = time.perf_counter()
                to_problem(generate(concept, level, args.seed, i))
                times.append(1000 * (time.perf_counter() - start))
            times.sort()
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            load = os.getloadavg()[0]  # the machine's 1-minute load, beside the figure
            print(f"{concept:<12} {level:>5} {times[len(times) // 2]:7.1f} {p95:6.1f} "
                  f"{times[-1]:6.1f}  {load:4.1f}", flush=True)


if __name__ == "__main__":
    main()
