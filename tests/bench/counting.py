"""Counting benchmarks and the dead-stone agreement with GNU Go (a script, not a test).

    .venv/bin/python tests/bench/counting.py [--games 50] [--level 1] [--playouts N]

Prints:
- the time of a territory count (seki detection included) and of an area count of a
  finished 19x19 position, and of `suggest_dead` on finished 9x9 games;
- how often `suggest_dead` agrees with GNU Go's `final_status_list dead` on GNU Go
  self-play 9x9 games (each game starts with two random moves, seeded, then GNU Go plays
  both sides until two passes), and how often our area count with GNU Go's dead stones
  equals GNU Go's `--chinese-rules` `final_score`.
The games are kept in a cache file outside the repository (--cache) so that a second run
measures without replaying them.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import gotutor as gt
from gotutor.gtp import GnuGo, find_gnugo
from gotutor.life import PLAYOUTS, dead_points
from gotutor.scoring import score_position

KOMI = 6.5


def selfplay(seed: int, level: int, size: int = 9) -> dict | None:
    """Returns one GNU Go self-play game as {"moves", "dead", "score"}, or None if GNU Go
    resigned."""
    rng = random.Random(seed)
    game = gt.Game(size=size, rules="chinese", komi=KOMI)
    flags = ("--level", str(level), "--chinese-rules")
    with GnuGo(size=size, komi=KOMI, flags=flags) as gnugo:
        for _ in range(2):
            vertex = rng.choice(game.legal_moves())
            gnugo.play(game.to_move, vertex)
            game.play(vertex)
        while not game.is_over:
            vertex = gnugo.genmove(game.to_move)
            if vertex == "resign":
                return None
            game.play(vertex)
        return {"seed": seed, "moves": [m.vertex for m in game.moves],
                "dead": sorted(gnugo.final_status_list("dead")), "score": gnugo.final_score()}


def replay(record: dict, size: int = 9) -> gt.Game:
    """Returns the Game of a recorded self-play game, cursor at its end."""
    game = gt.Game(size=size, rules="chinese", komi=KOMI)
    for vertex in record["moves"]:
        game.play(vertex)
    return game


def games(count: int, level: int, cache: Path) -> list[dict]:
    """Returns `count` self-play games, from `cache` when it holds them."""
    records: list[dict] = []
    if cache.exists():
        records = [r for r in json.loads(cache.read_text()) if r.get("level") == level]
    seed = max((r["seed"] for r in records), default=-1) + 1
    while len(records) < count:
        record = selfplay(seed, level)
        seed += 1
        if record is not None:
            record["level"] = level
            records.append(record)
            print(f"  game {len(records)}/{count} ({len(record['moves'])} moves)",
                  file=sys.stderr)
    cache.write_text(json.dumps(records))
    return records[:count]


def per_call(fn, repeat: int) -> float:
    """Returns the mean seconds per call of fn over `repeat` calls (after one warm-up)."""
    fn()
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


END_19 = """
. . . . . . . . . . O . O O X X . . .
. . . . . . . . . O . O . O O X . . .
. . . O . O . . O . O X O O X X . . .
O . O O O . . . O O X X O O O X . . .
X O O X X O O O X O X . X X O O X X .
X X X . . X O X X O X . X O O X . . X
. . . X . X X O X X . . X X X . X X O
. . . . . X O O O X . . X O X X X O O
. . . X . X X O X X . . X O O O O . O
. . . X X X O O O X . . X X O . O O O
. . X O O X O O X X . X O O O . O X O
. . . X O O . O X . X X O . . X O X X
. . X X O . . O O X X O O . . . O X X
. . X O O . . O X X X O . . . . O O X
. . X X O . . O X O O O . O . O O X X
. X X O . O . O X X O X O O O O X X .
. X O . . . . O X . X X X X X X . . .
. X O O O . . O X X . . . . . . . . .
. X X O . . . O O X . . . . . . . . .
"""
#: GNU Go's dead stones in END_19 (a GNU Go level-1 self-play game, 217 moves; GNU Go
#: counts it B+9.5 under Chinese rules with komi 7.5).
END_19_DEAD = ["Q8"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--level", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument("--cache", type=Path, default=Path("/tmp/gotutor-selfplay-9x9.json"))
    args = parser.parse_args()

    board = gt.Board.from_diagram(END_19)
    terr = per_call(lambda: score_position(board, "japanese", dead=END_19_DEAD), 50)
    area = per_call(lambda: score_position(board, "chinese", dead=END_19_DEAD), 50)
    tt = per_call(lambda: score_position(board, "tromp-taylor"), 50)
    result = str(score_position(board, gt.Rules.preset("chinese"), dead=END_19_DEAD))
    print(f"19x19 end position, chinese rules, GNU Go's dead stones: {result} "
          f"(GNU Go: B+9.5)")
    print(f"19x19 end position: territory count (seki detection included) {terr * 1e3:.2f} ms,"
          f" area count {area * 1e3:.2f} ms, tromp-taylor {tt * 1e3:.2f} ms")

    if find_gnugo() is None:
        print("GNU Go is not installed: no agreement figures")
        return
    records = games(args.games, args.level, args.cache)
    agree = stones_agree = stones_total = score_agree = 0
    times = []
    for record in records:
        game = replay(record)
        start = time.perf_counter()
        ours = dead_points(game.board, game.to_move, args.playouts)
        times.append(time.perf_counter() - start)
        theirs = {game.board.point(v) for v in record["dead"]}
        stones = {p for p, c in enumerate(game.board.codes()) if c}
        agree += ours == theirs
        stones_total += len(stones)
        stones_agree += len(stones) - len(ours ^ theirs)
        score_agree += str(game.score(dead=record["dead"])) == record["score"]
        if ours != theirs:
            extra = sorted(game.board.vertex(p) for p in ours - theirs)
            missing = sorted(game.board.vertex(p) for p in theirs - ours)
            print(f"  seed {record['seed']}: we add {extra}, we miss {missing}")
    n = len(records)
    print(f"suggest_dead on {n} GNU Go self-play 9x9 games (level {args.level}, "
          f"{args.playouts} playouts): same dead stones as GNU Go in {agree}/{n} games "
          f"({100 * agree / n:.0f}%), {100 * stones_agree / stones_total:.1f}% of stones")
    print(f"suggest_dead time per 9x9 game: mean {sum(times) / n * 1e3:.0f} ms, "
          f"max {max(times) * 1e3:.0f} ms")
    print(f"area count with GNU Go's dead stones == GNU Go final_score (chinese rules): "
          f"{score_agree}/{n}")


if __name__ == "__main__":
    main()
