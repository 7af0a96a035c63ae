"""Speed of the rules engine next to two peers (a script, not a test).

    .venv/bin/pip install numpy && .venv/bin/pip install --no-deps dlgo
    .venv/bin/python tests/bench/engine.py [--games N] [--seed S] [--rounds R] [--runs N]

Replays the same seeded random games (generated once with gotutor under situational
superko, suicide illegal, so every move is legal for all three engines) through:

- gotutor: `Game.play` with full legality, captures, the ko point and superko;
- dlgo 0.2's `goboard_fast`: `GameState.is_valid_move` + `apply_move` (situational
  superko, checked only for capturing moves);
- sgfmill's `boards.Board.play`: captures only, no legality check at all;

and prints moves per second (CPU time of this process) and the ratios for 9x9 and
19x19, then the median CPU time of `Game.legal_moves()` on a 19x19 middle-game position
under japanese, positional-superko and situational-superko rules.

dlgo 0.2 pins numpy<=1.14.5, keras==2.2.2 and tensorflow==1.10.1, none of which installs
on Python 3.11 (pip tries to build that numpy from source and fails), so
`pip install dlgo numpy` fails. Install numpy first and dlgo with `--no-deps`: its
`goboard_fast` imports only numpy and dlgo's own pure modules (gotypes, zobrist,
scoring, utils), never keras, so that submodule imports and runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import gotutor as gt
from gotutor.coords import LETTERS


def random_game(size: int, seed: int, max_moves: int) -> list[str]:
    """Returns the vertices of a seeded random game (passes included) on `size`: legal
    moves under situational superko with suicide illegal, biased toward captures and
    toward filling liberties so that captures and kos happen; ends after two passes or
    `max_moves`."""
    rng = random.Random(seed)
    game = gt.Game(size, rules=gt.Rules.preset("aga"))
    out: list[str] = []
    while not game.is_over and len(out) < max_moves:
        legal = game.legal_moves()
        # never fill a point whose neighbours are all the mover's own stones (an eye)
        board, me = game.board, game.to_move
        legal = [v for v in legal
                 if not all(board.get(n) is me for n in board.neighbors(board.point(v)))]
        if not legal or rng.random() < 0.01:
            vertex = "pass"
        else:
            capturing = [v for v in rng.sample(legal, min(8, len(legal)))
                         if game.check(v).captures]
            vertex = rng.choice(capturing) if capturing else rng.choice(legal)
        game.play(vertex)
        out.append(vertex)
    return out


def to_rc(vertex: str, size: int) -> tuple[int, int] | None:
    """Returns (row from the bottom, col) counted from zero, or None for a pass."""
    if vertex == "pass":
        return None
    return int(vertex[1:]) - 1, LETTERS.index(vertex[0])


def run_gotutor(size: int, games: list[list[str]]) -> int:
    """Plays every game with Game.play; returns the number of moves played."""
    n = 0
    rules = gt.Rules.preset("aga")
    for moves in games:
        game = gt.Game(size, rules=rules)
        play = game.play
        for v in moves:
            play(v)
        n += len(moves)
    return n


def run_gotutor_points(size: int, games: list[list[tuple[int, int] | None]]) -> int:
    """Plays every game with Game.play given (col, row) tuples; returns the move count."""
    n = 0
    rules = gt.Rules.preset("aga")
    for moves in games:
        game = gt.Game(size, rules=rules)
        play = game.play
        for v in moves:
            play("pass" if v is None else v)
        n += len(moves)
    return n


def run_sgfmill(size: int, games: list[list[tuple[int, int] | None]]) -> int:
    """Plays every game with sgfmill's Board.play (no legality check); returns the move
    count."""
    from sgfmill import boards

    n = 0
    for moves in games:
        board = boards.Board(size)
        colour = "b"
        for rc in moves:
            if rc is not None:
                board.play(rc[0], rc[1], colour)
            colour = "w" if colour == "b" else "b"
        n += len(moves)
    return n


def load_dlgo() -> tuple[Any, Any] | None:
    """Returns dlgo's (goboard_fast module, Point class), or None (with a note) if they
    cannot be imported."""
    try:
        from dlgo import goboard_fast
        from dlgo.gotypes import Point
    except Exception as exc:
        print(f"dlgo.goboard_fast is not available: {exc!r}")
        return None
    return goboard_fast, Point


def run_dlgo(dlgo: tuple[Any, Any], size: int,
             games: list[list[tuple[int, int] | None]]) -> int:
    """Plays every game with dlgo's is_valid_move + apply_move; returns the move count.
    Raises AssertionError if dlgo refuses a move gotutor played."""
    gb, Point = dlgo
    n = 0
    for moves in games:
        state = gb.GameState.new_game(size)
        for rc in moves:
            move = (gb.Move.pass_turn() if rc is None
                    else gb.Move.play(Point(row=rc[0] + 1, col=rc[1] + 1)))
            assert state.is_valid_move(move), f"dlgo refuses {rc}"
            state = state.apply_move(move)
        n += len(moves)
    return n


def timed(runs: dict[str, Callable[[], int]], rounds: int) -> dict[str, float]:
    """Returns the best moves-per-second figure of each engine over `rounds` rounds, in
    CPU time of this process (other processes on a shared machine do not count). The
    engines take turns within each round, so that a change of clock speed or cache
    pressure hits them all alike."""
    best = dict.fromkeys(runs, 0.0)
    for _ in range(rounds):
        for name, fn in runs.items():
            t0 = time.process_time()
            n = fn()
            best[name] = max(best[name], n / (time.process_time() - t0))
    return best


def bench_legal_moves(runs: int) -> None:
    """Prints the median time of legal_moves() on a 19x19 middle-game position."""
    moves = random_game(19, 7, 150)
    for preset in ("japanese", "tromp-taylor", "aga"):
        game = gt.Game(19, rules=preset)
        for v in moves:
            game.play(v)
        times = []
        for _ in range(runs):
            t0 = time.process_time()
            legal = game.legal_moves()
            times.append(time.process_time() - t0)
        stones = sum(1 for c in game.board if c is not None)
        print(f"legal_moves() 19x19 {preset:13s} ({stones} stones, {len(legal)} legal): "
              f"median {statistics.median(times) * 1e3:.3f} ms over {runs} runs")


def main() -> None:
    """Runs the benchmark and prints the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=0, help="games per size (0: default)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=500, help="legal_moves() timings")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds per engine")
    args = parser.parse_args()
    dlgo = load_dlgo()
    print(f"Python {sys.version.split()[0]}")
    for size, n_games, max_moves in ((9, 40, 200), (19, 6, 600)):
        n_games = args.games or n_games
        games = [random_game(size, args.seed * 1000 + i, max_moves) for i in range(n_games)]
        rcs = [[to_rc(v, size) for v in g] for g in games]
        tuples = [[None if rc is None else (rc[1], rc[0]) for rc in g] for g in rcs]
        total = sum(len(g) for g in games)
        captures = 0
        for g in games:
            game = gt.Game(size, rules="aga")
            for v in g:
                m = game.play(v)
                captures += len(m.captured) if m else 0
        print(f"\n{size}x{size}: {n_games} games, {total} moves, {captures} stones captured")
        runs: dict[str, Callable[[], int]] = {
            "gotutor Game.play('D4')": lambda s=size, g=games: run_gotutor(s, g),
            "gotutor Game.play((c, r))": lambda s=size, t=tuples: run_gotutor_points(s, t),
            "sgfmill Board.play (unchecked)": lambda s=size, r=rcs: run_sgfmill(s, r),
        }
        if dlgo is not None:
            runs["dlgo goboard_fast"] = lambda s=size, r=rcs: run_dlgo(dlgo, s, r)
        figures = timed(runs, args.rounds)
        ours = figures["gotutor Game.play('D4')"]
        for name, mps in figures.items():
            print(f"  {name:32s} {mps:10.0f} moves/s   gotutor/this = {ours / mps:5.2f}x")
    print()
    bench_legal_moves(args.runs)
    print("\n-- real records and big trees (tests/bench/sgf_load.py) --")
    import sgf_load

    sgf_load.main()


if __name__ == "__main__":
    main()
