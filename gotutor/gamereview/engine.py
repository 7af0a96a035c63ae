"""GNU Go's view of a game: for each move, its move values (what GNU Go would play and
what the game's move was worth: the difference is what the move lost, in points, as
`gnugo --replay` prints it) and its score estimate before the move.

Needs GNU Go (a program: not in Pyodide); `available()` says whether it can run.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..gtp import GnuGo, GtpError, can_run_programs, find_gnugo
from .record import Played

__all__ = ["MoveValue", "analyse", "available", "parse_estimate"]

#: GNU Go's level for the review (its strongest)
LEVEL = 10


@dataclass(frozen=True)
class MoveValue:
    """GNU Go on one move: `best` (the move it would play), `best_value`, `played_value`
    (the game's move, 0 when GNU Go gave it no value), `estimate` (the score before the
    move, positive when Black is ahead, or None), `lost` (best_value - played_value, at
    least 0)."""

    number: int
    best: str
    best_value: float
    played_value: float
    estimate: float | None

    @property
    def lost(self) -> float:
        return max(0.0, self.best_value - self.played_value)


def available() -> bool:
    """True if GNU Go can run here."""
    return can_run_programs() and find_gnugo() is not None


_ESTIMATE = re.compile(r"^([BW])\+([0-9.]+)")


def parse_estimate(answer: str) -> float | None:
    """Returns GNU Go's `estimate_score` answer ("B+3.7 (upper bound...") as points,
    positive when Black is ahead; 0 for "0"; None if it cannot be read."""
    answer = answer.strip()
    if answer.startswith("0"):
        return 0.0
    m = _ESTIMATE.match(answer)
    if m is None:
        return None
    value = float(m.group(2))
    return value if m.group(1) == "B" else -value


def _values(answer: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for line in answer.splitlines():
        parts = line.split()
        if len(parts) == 2:
            try:
                out[parts[0].upper()] = float(parts[1])
            except ValueError:
                continue
    return out


def _replay(game: Game, moves: list[Played], level: int, each: Callable[[GnuGo, Played],
            object], tick: Callable[[], None]) -> list[object]:
    """Replays `moves` on a GNU Go of its own, calling `each(gnugo, move)` before each
    move is played; returns what it returned."""
    root = game.copy()
    root.go_to_start()
    out = []
    with GnuGo(size=game.size, komi=game.komi, flags=("--level", str(level))) as gnugo:
        gnugo.set_position(root.board)
        for m in moves:
            out.append(each(gnugo, m))
            color = "B" if m.code == 1 else "W"
            try:
                gnugo.play(color, "pass" if m.point is None else m.vertex)
            except GtpError:
                # a move GNU Go refuses (another rule set's ko or suicide): set the board
                gnugo.set_position(m.after.to_board())
            tick()
    return out


def _values_of(gnugo: GnuGo, m: Played) -> tuple[str, float, float]:
    color = "black" if m.code == 1 else "white"
    best = gnugo.command(f"reg_genmove {color}").strip().upper()
    # after a pass GNU Go has no move values (and answers all_move_values without the
    # blank line that ends a GTP answer)
    values = {} if best == "PASS" else _values(gnugo.command("all_move_values"))
    played = 0.0 if m.point is None else values.get(m.vertex.upper(), 0.0)
    return best, values.get(best, 0.0), played


def _estimate_of(gnugo: GnuGo, m: Played) -> float | None:
    return parse_estimate(gnugo.command("estimate_score"))


def analyse(game: Game, moves: list[Played],
            progress: Callable[[int, int], None] | None = None,
            level: int = LEVEL) -> list[MoveValue]:
    """Returns GNU Go's MoveValue for every move of `moves` (the main line of `game`),
    calling `progress(i, n)` as the moves are read (two GNU Go processes work at once:
    one for the move values, one for the estimates). Raises GtpError if GNU Go cannot
    run or fails."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    n = 2 * len(moves)
    done = [0]
    lock = threading.Lock()

    def tick() -> None:
        with lock:
            done[0] += 1
            if progress is not None and done[0] % 2 == 0:
                progress(done[0] // 2, n // 2)

    with ThreadPoolExecutor(2) as pool:
        values = pool.submit(_replay, game, moves, level, _values_of, tick)
        estimates = pool.submit(_replay, game, moves, level, _estimate_of, tick)
        vs, es = values.result(), estimates.result()
    return [MoveValue(m.number, v[0], v[1], v[2], e)  # type: ignore[index]
            for m, v, e in zip(moves, vs, es, strict=True)]
