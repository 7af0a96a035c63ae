"""How long `judge_dead` takes on the committed GNU Go games' end positions (a script,
not a timed test).

    .venv/bin/python tests/bench/dead_stones.py [--repeat 3] [--verbose]

Reads tests/data/counting/gnugo_selfplay.json (29 games: 20 on 9x9, 6 on 13x13, 3 on
19x19) and tests/data/counting/gnugo_games.json's 19x19 end positions; prints, for each
board size, the median time of `judge_dead` on an end position (the best of `--repeat`
runs of each), and how many end positions get exactly GNU Go's dead stones.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import gotutor as gt
from gotutor.life import judge_dead

DATA = Path(__file__).resolve().parents[1] / "data" / "counting"


def end_positions() -> list[tuple[str, gt.Game, list[str]]]:
    """Returns (name, game at its end, GNU Go's dead stones) of every committed game."""
    out = []
    for record in json.loads((DATA / "gnugo_selfplay.json").read_text())["games"]:
        game = gt.Game.from_diagram("\n".join(record["diagram"]), rules=record["rules"],
                                    komi=record["komi"])
        out.append((record["name"], game, record["gnugo_dead"]))
    for record in json.loads((DATA / "gnugo_games.json").read_text())["games"]:
        if "diagram" in record:
            game = gt.Game.from_diagram("\n".join(record["diagram"]),
                                        rules=record["rules"], komi=record["komi"])
            out.append((record["name"], game, record["dead"]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    times: dict[int, list[float]] = {}
    cpu: dict[int, list[float]] = {}
    agree: dict[int, list[int]] = {}
    for name, game, dead in end_positions():
        best = cpu_best = float("inf")
        for _ in range(args.repeat):
            start, cpu_start = time.perf_counter(), time.process_time()
            judgement = judge_dead(game)
            best = min(best, time.perf_counter() - start)
            cpu_best = min(cpu_best, time.process_time() - cpu_start)
        size = game.size
        times.setdefault(size, []).append(best)
        cpu.setdefault(size, []).append(cpu_best)
        same = sorted(judgement.dead) == sorted(dead)
        agree.setdefault(size, []).append(int(same))
        if args.verbose:
            print(f"{name:24} {best * 1000:8.1f} ms wall {cpu_best * 1000:8.1f} ms CPU  "
                  f"{'same' if same else 'DIFFERENT'}"
                  f"  uncertain {len(judgement.uncertain)}")
    for size in sorted(times):
        for label, figures in (("wall", times[size]), ("CPU", cpu[size])):
            print(f"{size}x{size}: {len(figures)} end positions, judge_dead {label} median "
                  f"{statistics.median(figures) * 1000:.1f} ms, p90 "
                  f"{_p90(figures) * 1000:.1f} ms, max {max(figures) * 1000:.1f} ms")
        print(f"{size}x{size}: GNU Go's dead stones exactly in {sum(agree[size])} of "
              f"{len(agree[size])}")


def _p90(figures: list[float]) -> float:
    """Returns the 90th percentile of `figures` (the nearest rank)."""
    ordered = sorted(figures)
    return ordered[max(0, -(-9 * len(ordered) // 10) - 1)]


if __name__ == "__main__":
    main()
