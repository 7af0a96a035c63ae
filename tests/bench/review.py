"""How long the review of a 60-move 9x9 game takes (a script, not a test).

    .venv/bin/python tests/bench/review.py [--engine] [--game PATH] [--messy N]

Reviews tests/data/review/gnugo-selfplay-3.sgf (61 moves, GNU Go self-play) and prints
the CPU and wall time of the tactical review alone (target: under 3 s in CPython), and
with `--engine` of the review with GNU Go's move values and estimates (target: under
30 s on 2 cores), with the CPU time GNU Go itself used (its processes are children).
Then the tactical review of N (default 4) messy games: 60 moves of the built-in
BeginnerBot (seed s) against RandomBot (seed s + 100), s = 0..N-1, where chains in
atari and ladders abound.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

import gotutor as gt  # noqa: E402

GAME = HERE.parent / "data" / "review" / "gnugo-selfplay-3.sgf"


def run(path: Path, engine: bool) -> None:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu, wall = time.process_time(), time.perf_counter()
    review = gt.review_game(path, "en", engine=engine, queue=False, progress=False)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    gnugo = (after.ru_utime + after.ru_stime) - (children.ru_utime + children.ru_stime)
    moves = len(list(review.game.main_line())) - 1
    what = "with GNU Go" if engine else "tactical"
    print(f"{what:12s} {moves} moves: wall {wall:.2f} s, CPU (Python) {cpu:.2f} s, "
          f"CPU (GNU Go) {gnugo:.2f} s, mistakes {len(review.mistakes)}")


def messy(seeds: int) -> None:
    """Times the tactical review of `seeds` games of BeginnerBot against RandomBot."""
    from gotutor.bots import play_out
    from gotutor.gtp import BeginnerBot, RandomBot

    worst = 0.0
    for seed in range(seeds):
        game = play_out(BeginnerBot(seed), RandomBot(seed + 100), max_moves=60)
        cpu, wall = time.process_time(), time.perf_counter()
        review = gt.review_game(game, "en", engine=False, queue=False, progress=False)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        worst = max(worst, cpu)
        print(f"messy seed {seed}: {len(game.moves)} moves: wall {wall:.2f} s, "
              f"CPU {cpu:.2f} s, mistakes {len(review.mistakes)}")
    print(f"messy games: the most CPU {worst:.2f} s (target: under 3 s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", action="store_true", help="also time GNU Go's review")
    parser.add_argument("--game", type=Path, default=GAME)
    parser.add_argument("--messy", type=int, default=4, help="messy games to time")
    args = parser.parse_args()
    run(args.game, engine=False)
    if args.engine:
        run(args.game, engine=True)
    messy(args.messy)


if __name__ == "__main__":
    main()
