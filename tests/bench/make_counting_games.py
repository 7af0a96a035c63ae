"""Plays the committed GNU Go games of tests/data/counting/gnugo_selfplay.json (a script,
run by hand when the set is renewed; the tests only read the file).

    .venv/bin/python tests/bench/make_counting_games.py [--out FILE] [--only NAME]

Each game: a weak GNU Go (`--level 1`) against a strong one (`--level` 8 on 9x9, 5 on
13x13 and 19x19), colours alternating; two random opening moves (seeded); in some games
a seki shape set up in a corner first ("seki-seeded") or two random moves late in the
game (stones that die inside a territory). Both programs see every move; when the weak
one passes, the strong one moves for it (so that games are played out). At the end
(two passes) the strong program's `final_status_list dead`, `final_status_list seki` and
`final_score` are stored with the moves and the final diagram.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import gotutor as gt
from gotutor.gtp import GnuGo

OUT = Path(__file__).resolve().parents[1] / "data" / "counting" / "gnugo_selfplay.json"

#: A seki with one eye each in the corner (top left; x, y from the corner, "X"/"O").
SEKI_SEED = [
    ". X . O . O X",
    "X X X O O O X",
    "O O O X X X X",
]


def seed_stones(size: int, corner: int, swap: bool) -> tuple[list[str], list[str]]:
    """Returns (black, white) vertices of SEKI_SEED in `corner` (0-3), colours swapped
    if `swap`."""
    black, white = [], []
    for y, row in enumerate(SEKI_SEED):
        for x, ch in enumerate(row.split()):
            if ch == ".":
                continue
            cx = x if corner in (0, 2) else size - 1 - x
            cy = y if corner in (0, 1) else size - 1 - y
            vertex = "ABCDEFGHJKLMNOPQRST"[cx] + str(size - cy)
            is_black = (ch == "X") != swap
            (black if is_black else white).append(vertex)
    return black, white


def play_game(name: str, size: int, seed: int, weak_black: bool, rules: str,
              seki: bool = False, late: bool = False, strong_level: int = 8) -> dict:
    rng = random.Random(seed)
    komi = 6.5 if not seki else 0.5
    game = gt.Game(size=size, rules=rules, komi=komi)
    chinese = ("--chinese-rules",) if rules == "chinese" else ()
    common = ("--never-resign", "--seed", str(seed + 1), *chinese)
    weak = GnuGo(size=size, komi=komi, flags=("--level", "1", *common))
    strong = GnuGo(size=size, komi=komi, flags=("--level", str(strong_level), *common))
    setup: dict[str, list[str]] = {}
    try:
        if seki:
            black, white = seed_stones(size, rng.randrange(4), rng.random() < 0.5)
            game.setup(black=black, white=white)
            setup = {"black": black, "white": white}
            for engine in (weak, strong):
                for v in black:
                    engine.play("B", v)
                for v in white:
                    engine.play("W", v)
        moves: list[str] = []
        while not game.is_over and len(moves) < 3 * size * size:
            n = len(moves)
            if n < 2 or (late and n in (size * 4, size * 4 + 1)):
                legal = [v for v in game.legal_moves() if v != "pass"]
                vertex = rng.choice(legal)
                for engine in (weak, strong):
                    engine.play(game.to_move, vertex)
            else:
                black_to_move = game.to_move is gt.Color.BLACK
                mover, other = (weak, strong) if black_to_move == weak_black else (strong, weak)
                vertex = mover.genmove(game.to_move)
                if vertex == "resign":
                    vertex = "pass"
                    mover.play(game.to_move, "pass")
                if vertex == "pass" and mover is weak:
                    # the weak program passes too early: the strong one moves for it
                    weak.undo()
                    vertex = strong.genmove(game.to_move)
                    weak.play(game.to_move, vertex)
                else:
                    other.play(game.to_move, vertex)
            game.play(vertex)
            moves.append(vertex)
        dead = sorted(strong.final_status_list("dead"))
        seki_stones = sorted(strong.final_status_list("seki"))
        score = strong.final_score()
    finally:
        weak.close()
        strong.close()
    return {
        "name": name, "size": size, "rules": rules, "komi": komi,
        "black": "weak" if weak_black else "strong",
        "levels": {"weak": 1, "strong": strong_level},
        "seed": seed, "setup": setup, "moves": moves,
        "diagram": str(game.board).splitlines(),
        "gnugo_dead": dead, "gnugo_seki": seki_stones, "gnugo_score": score,
    }


def plan() -> list[tuple]:
    out = []
    for i in range(20):
        out.append((f"9x9 game {i + 1}", 9, 900 + i, i % 2 == 0,
                    "chinese" if i % 3 else "japanese", i % 5 == 4, i % 4 == 1, 8))
    for i in range(6):
        out.append((f"13x13 game {i + 1}", 13, 1300 + i, i % 2 == 1,
                    "japanese" if i % 2 else "chinese", i == 3, i in (1, 4), 5))
    for i in range(3):
        out.append((f"19x19 game {i + 1}", 19, 1900 + i, i % 2 == 0, "chinese", False,
                    i == 1, 3))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--only", default=None, help="play only games whose name starts so")
    args = parser.parse_args()
    stored = json.loads(args.out.read_text()) if args.out.exists() else {"games": []}
    have = {g["name"] for g in stored["games"]}
    for spec in plan():
        if spec[0] in have or (args.only and not spec[0].startswith(args.only)):
            continue
        record = play_game(*spec)
        stored["games"].append(record)
        stored["games"].sort(key=lambda g: (g["size"], int(g["name"].split()[-1])))
        stored["about"] = (__doc__ or "").split("\n\n")[2].replace("\n", " ")
        args.out.write_text(json.dumps(stored, indent=1) + "\n")
        print(record["name"], len(record["moves"]), "moves", record["gnugo_score"],
              "dead", len(record["gnugo_dead"]), "seki", len(record["gnugo_seki"]), flush=True)


if __name__ == "__main__":
    main()
