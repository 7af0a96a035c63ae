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
from gotutor.gtp import GnuGo, find_gnugo, self_play
from gotutor.life import PLAYOUTS, dead_points, judge_dead
from gotutor.scoring import score_position

KOMI = 6.5


def selfplay(seed: int, level: int, rules: str = "chinese", size: int = 9) -> dict | None:
    """Returns one GNU Go self-play game under `rules` ("chinese" or "japanese") as
    {"seed", "moves", "dead", "score"}, or None if GNU Go resigned."""
    rng = random.Random(seed)
    game = gt.Game(size=size, rules=rules, komi=KOMI)
    flags = ("--level", str(level), *(("--chinese-rules",) if rules == "chinese" else ()))
    with GnuGo(size=size, komi=KOMI, flags=flags) as gnugo:
        if not self_play(game, gnugo, rng):
            return None
        return {"seed": seed, "moves": [m.vertex for m in game.moves],
                "dead": sorted(gnugo.final_status_list("dead")), "score": gnugo.final_score()}


def replay(record: dict, size: int = 9) -> gt.Game:
    """Returns the Game of a recorded self-play game, cursor at its end."""
    game = gt.Game(size=size, rules=record.get("rules", "chinese"), komi=KOMI)
    for vertex in record["moves"]:
        game.play(vertex)
    return game


def games(count: int, level: int, rules: str, cache: Path) -> list[dict]:
    """Returns `count` self-play games under `rules`, from `cache` when it holds them."""
    stored: list[dict] = json.loads(cache.read_text()) if cache.exists() else []
    def fits(r: dict) -> bool:
        return r.get("level") == level and r.get("rules", "chinese") == rules

    records = [r for r in stored if fits(r)]
    seed = max((r["seed"] for r in records), default=-1) + 1
    while len(records) < count:
        record = selfplay(seed, level, rules)
        seed += 1
        if record is not None:
            record.update(level=level, rules=rules)
            records.append(record)
            stored.append(record)
            print(f"  {rules} game {len(records)}/{count} ({len(record['moves'])} moves)",
                  file=sys.stderr)
            cache.write_text(json.dumps(stored))
    return records[:count]


def agreement(records: list[dict], playouts: int) -> None:
    """Prints how often suggest_dead and our count agree with GNU Go on `records`."""
    agree = stones_agree = stones_total = score_agree = uncertain = own_count = 0
    times = []
    for record in records:
        game = replay(record)
        start = time.perf_counter()
        ours = dead_points(game.board, game.to_move, playouts)
        times.append(time.perf_counter() - start)
        theirs = {game.board.point(v) for v in record["dead"]}
        stones = {p for p, c in enumerate(game.board.codes()) if c}
        agree += ours == theirs
        stones_total += len(stones)
        stones_agree += len(stones) - len(ours ^ theirs)
        score_agree += str(game.score(dead=record["dead"])) == record["score"]
        judgement = judge_dead(game, playouts)
        uncertain += len(judgement.uncertain)
        own_count += str(game.score(dead=judgement.dead)) == record["score"]
        if ours != theirs:
            extra = sorted(game.board.vertex(p) for p in ours - theirs)
            missing = sorted(game.board.vertex(p) for p in theirs - ours)
            print(f"  seed {record['seed']}: we add {extra}, we miss {missing}")
    n = len(records)
    rules = records[0].get("rules", "chinese")
    level = records[0]["level"]
    print(f"{rules} rules, {n} GNU Go self-play 9x9 games (level {level}):")
    print(f"  suggest_dead ({playouts} playouts) = GNU Go's dead stones in {agree}/{n} games"
          f" ({100 * agree / n:.0f}%), {100 * stones_agree / stones_total:.1f}% of stones")
    times.sort()
    print(f"  suggest_dead time per game: median {times[n // 2] * 1e3:.0f} ms, "
          f"max {times[-1] * 1e3:.0f} ms")
    print(f"  our {rules} count with GNU Go's dead stones == GNU Go's final_score: "
          f"{score_agree}/{n}; with our own dead stones: {own_count}/{n}")
    print(f"  stones judge_dead reports as uncertain: {uncertain} in {n} games")


def per_call(fn, repeat: int) -> float:
    """Returns the seconds per call of fn: the best of five rounds of `repeat` calls (the
    machine is shared: the best round is the one least disturbed)."""
    fn()
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            fn()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best


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

#: A GNU Go level-1 self-play game under Japanese rules (224 moves); GNU Go counts it
#: W+29.5 with komi 6.5 and these dead stones.
END_19_JAPANESE = """
. . O . . . . . . . . . . . . . . . .
. O X O . O . . O . . . . . O O O O .
. O X . O X O O X O O . O O X X X X O
. . X . O X X X X X X O O X . X . X O
. X . O O X . X . . X X X X X . X X O
. . . . O X O X . X O X X O X X O O O
. O X . O O X O X X O O O O O X O . .
. X O O O X X . X O O . O O O O X O O
O X O X X . O X X O . O O X O O X X O
. O X . . . O X X O O X X X X X X X O
. O X . X . X X O O X X . . . . X O O
. O X . X X O O O . O O X . . . X X X
O X . X O X X X O . O X . . . . . X .
O X X X O X . X X O X X . X . O X . .
O O X O O X X X O O O X . . . . . . .
O X X O O O O O . . O X . . . . . . .
. O O X . . . . . O O X X . . X . . .
. . . . . . . . . O . O X X . . X . .
. . . . . . . . . . O O O X O . . . .
"""
END_19_JAPANESE_DEAD = ["B11", "B12", "B15", "C13", "C16", "C17", "C18", "D3", "G10", "G11",
                        "G14", "H13", "P1", "Q6"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--level", type=int, default=1)
    parser.add_argument("--japanese-games", type=int, default=20)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument("--cache", type=Path, default=Path("/tmp/gotutor-selfplay-9x9.json"))
    args = parser.parse_args()

    board = gt.Board.from_diagram(END_19)
    area = per_call(lambda: score_position(board, "chinese", dead=END_19_DEAD), 100)
    result = score_position(board, "chinese", dead=END_19_DEAD)
    print(f"19x19 end position A (chinese rules, GNU Go's dead stones): {result} "
          f"(GNU Go: B+9.5); area count {area * 1e3:.2f} ms")
    tt = per_call(lambda: score_position(board, "tromp-taylor"), 100)
    print(f"  tromp-taylor count (the dead stone stays: seki detection runs over its "
          f"neutral region) {tt * 1e3:.2f} ms")
    board = gt.Board.from_diagram(END_19_JAPANESE)
    japanese = gt.Rules.preset("japanese")
    terr = per_call(lambda: score_position(board, japanese, dead=END_19_JAPANESE_DEAD), 100)
    result = score_position(board, japanese, dead=END_19_JAPANESE_DEAD)
    print(f"19x19 end position B (japanese rules, GNU Go's dead stones): {result} "
          f"(GNU Go: W+29.5); territory count {terr * 1e3:.2f} ms")
    unmarked = per_call(lambda: score_position(board, japanese), 100)
    neutral = len(score_position(board, japanese).breakdown.dame)
    print(f"  territory count with the {len(END_19_JAPANESE_DEAD)} dead stones unmarked "
          f"(seki detection fills {neutral} neutral points) {unmarked * 1e3:.2f} ms")
    start = time.perf_counter()
    found = {board.vertex(p) for p in dead_points(board, "B", args.playouts)}
    same = "the same" if found == set(END_19_JAPANESE_DEAD) else "NOT the same"
    print(f"  suggest_dead on it: {time.perf_counter() - start:.2f} s, {same} dead stones "
          f"as GNU Go")

    if find_gnugo() is None:
        print("GNU Go is not installed: no agreement figures")
        return
    agreement(games(args.games, args.level, "chinese", args.cache), args.playouts)
    if args.japanese_games:
        agreement(games(args.japanese_games, args.level, "japanese", args.cache),
                  args.playouts)


if __name__ == "__main__":
    main()
