"""Speed and strength of `gt.solve` on published problems (a script, not a test).

    .venv/bin/python tests/bench/solve.py [--data FILE] [--budget N] [--only ID...]

Reads problems in the format of tests/data/tsumego/ (default: cho_sample.json, a
spread sample of Cho Chikun's elementary and intermediate books) and solves each with
`gt.solve`. Prints per problem: the CPU and wall seconds, the size (empty points the
search plays on, first moves read), tree nodes, the status of the book's first move and
the moves called "win"; then per level the book moves proven "win" / total (kills
apart), the median and p95 of the wall time, and the time against problem size.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import gotutor as gt
from gotutor.solver.frame import enclose
from gotutor.solver.group import group_points
from gotutor.solver.position import Position
from gotutor.solver.solve import MARGINS, SNAP, fight

HERE = Path(__file__).resolve().parents[1] / "data" / "tsumego"


def room(game: gt.Game, p: dict) -> int:
    """Empty points the search plays on in the first (smaller) frame."""
    me = game.to_move
    attacker = me if p["goal"] == "kill" else me.opponent
    framed = enclose(game.board, attacker, MARGINS[0], snap=SNAP)
    pos = Position.from_board(framed.board)
    t = framed.point(p["target"], game.size)
    region = fight(pos, framed, group_points(pos, t), game.size)
    return sum(1 for q in region if pos.codes[q] == 0)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default=str(HERE / "cho_sample.json"))
    parser.add_argument("--budget", type=int, default=None)
    parser.add_argument("--only", nargs="*", default=None)
    opts = parser.parse_args()
    problems = json.loads(Path(opts.data).read_text(encoding="utf-8"))
    rows = []
    for p in problems:
        if opts.only and p["id"] not in opts.only:
            continue
        game = gt.Game.from_diagram("\n".join(p["diagram"]), to_move=p["to_play"])
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            sol = gt.solve(game, p["goal"], p["target"], budget=opts.budget)
        except gt.SolveError as exc:
            print(f"{p['id']:24} not read: {exc}", flush=True)
            continue
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        book = sol.moves.get(p["answers"][0])
        status = book.status if book else "absent"
        level = p.get("level", "elementary")
        n = room(game, p)
        rows.append((level, p["goal"], status, wall, cpu, n))
        print(f"{p['id']:24} {p['goal']:4} book {p['answers'][0]:4} {status:8} "
              f"win {','.join(sol.winning()) or '-':12} cpu {cpu:6.2f}s wall {wall:6.2f}s "
              f"room {n:2} moves {len(sol.moves):2} nodes {sol.nodes}", flush=True)
    if not rows:
        return 1
    for level in sorted({r[0] for r in rows}):
        mine = [r for r in rows if r[0] == level]
        kills = [r for r in mine if r[1] == "kill"]
        print(f"{level}: book move proven {sum(r[2] == 'win' for r in mine)}/{len(mine)}"
              f" (kills {sum(r[2] == 'win' for r in kills)}/{len(kills)}, lives "
              f"{sum(r[2] == 'win' for r in mine if r[1] == 'live')}/"
              f"{len(mine) - len(kills)})")
    walls = [r[3] for r in rows]
    cpus = [r[4] for r in rows]
    print(f"all: proven {sum(r[2] == 'win' for r in rows)}/{len(rows)}; wall median "
          f"{statistics.median(walls):.2f}s p95 {p95(walls):.2f}s max {max(walls):.2f}s; "
          f"cpu median {statistics.median(cpus):.2f}s p95 {p95(cpus):.2f}s")
    for lo, hi in ((0, 6), (7, 9), (10, 12), (13, 16), (17, 99)):
        part = [r[3] for r in rows if lo <= r[5] <= hi]
        if part:
            print(f"room {lo:2}-{hi:2} empty points: {len(part):2} problems, wall median "
                  f"{statistics.median(part):.2f}s max {max(part):.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
