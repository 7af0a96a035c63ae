"""Drill benchmarks (a script, not a test): the time to generate and prove one problem.

    .venv/bin/python tests/bench/drills.py [--problems 100] [--seed 1] [--concepts a,b]

Prints, per concept and level, the median, p95 and worst time of `draw` (one problem of
the generator's raw stream) followed by `to_problem` (the problem checks itself: its
answer proven again), for draws 0 to N-1 of the seed: the CPU time of the process
(`time.process_time`, what the code costs) and the wall time (what the student waits,
longer when other programs share the cores), and the machine's 1-minute load when the
level was done (compare runs made at the same load). `generate`, which skips the draws
that repeat an earlier problem, costs one draw or a few per problem. The issue's target:
under 200 ms p95 in CPython.
"""

from __future__ import annotations

import argparse
import os
import time

from gotutor.drills import CONCEPTS, LEVELS, draw, to_problem


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--problems", type=int, default=100)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--concepts", default="",
                        help="comma-separated concepts (default: every dealt concept)")
    args = parser.parse_args()
    chosen = [c for c in args.concepts.split(",") if c] or list(CONCEPTS)
    print(f"{'concept':<12} level  cpu: median    p95  worst   wall: median    p95  worst"
          f"  load  (ms, {args.problems} problems)")
    for concept in chosen:
        for level in LEVELS[concept]:
            cpu, wall = [], []
            for i in range(args.problems):
                start, start_cpu = time.perf_counter(), time.process_time()
                to_problem(draw(concept, level, args.seed, i))
                cpu.append(1000 * (time.process_time() - start_cpu))
                wall.append(1000 * (time.perf_counter() - start))
            load = os.getloadavg()[0]  # the machine's 1-minute load, beside the figure
            print(f"{concept:<12} {level:>5}      {_figures(cpu)}        {_figures(wall)}"
                  f"  {load:4.1f}", flush=True)


def _figures(times: list[float]) -> str:
    """Returns the median, p95 and worst of `times` (ms), formatted."""
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return f"{times[len(times) // 2]:7.1f} {p95:6.1f} {times[-1]:6.1f}"


if __name__ == "__main__":
    main()
