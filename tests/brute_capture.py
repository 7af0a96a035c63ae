"""A brute force that reads whether a chain can be captured, on raw arrays: the oracle
the hard end positions' statuses were checked with (tests/test_dead_hard.py). It shares
nothing with gotutor's solver: the board is a tuple of codes (0 empty, 1 black, 2 white),
every legal move on the given points is tried, with a pass, to the end (two passes).

`read(diagram, target, region)` returns (moving first, moving second) from the
attacker's side, each "win" (the chain is captured whatever the kos), "loss" (it never
is) or "ko": read once with the attacker never allowed to take a ko (a capture of one
stone by one stone left with that single liberty) and once with the defender never
allowed to. A position repeating one of its line is not played (positional superko).
"""

from __future__ import annotations

import sys

LETTERS = "ABCDEFGHJKLMNOPQRST"


def parse(diagram: list[str]) -> tuple[int, list[int]]:
    """Returns (size, codes) of a diagram of ". X O" rows, the top row first."""
    rows = [row.split() for row in diagram if row.strip()]
    return len(rows), [{".": 0, "X": 1, "O": 2}[t] for row in rows for t in row]


def point(vertex: str, size: int) -> int:
    """Returns the index of `vertex` ("C9") on a board of `size`."""
    return (size - int(vertex[1:])) * size + LETTERS.index(vertex[0])


def _neighbours(size: int) -> list[tuple[int, ...]]:
    out = []
    for p in range(size * size):
        x, y = p % size, p // size
        out.append(tuple(q for q, ok in ((p - 1, x > 0), (p + 1, x < size - 1),
                                         (p - size, y > 0), (p + size, y < size - 1)) if ok))
    return out


def _chain(board: tuple[int, ...], p: int, nbr: list[tuple[int, ...]]
           ) -> tuple[set[int], set[int]]:
    color, stones, libs, stack = board[p], {p}, set(), [p]
    while stack:
        q = stack.pop()
        for r in nbr[q]:
            if board[r] == 0:
                libs.add(r)
            elif board[r] == color and r not in stones:
                stones.add(r)
                stack.append(r)
    return stones, libs


def _play(board: tuple[int, ...], p: int, color: int, nbr: list[tuple[int, ...]]
          ) -> tuple[tuple[int, ...], list[int]] | None:
    """Returns (the board after `color` plays `p`, the points captured), or None if the
    move is suicide."""
    after = list(board)
    after[p] = color
    captured: list[int] = []
    for r in nbr[p]:
        if after[r] == 3 - color:
            stones, libs = _chain(tuple(after), r, nbr)
            if not libs:
                for q in stones:
                    after[q] = 0
                captured += stones
    result = tuple(after)
    return None if not _chain(result, p, nbr)[1] else (result, captured)


def captured(diagram: list[str], target: str, region: list[str], attacker_first: bool,
             attacker_ko: bool, defender_ko: bool, max_depth: int = 80) -> bool:
    """Returns True if the opponent of the chain at `target` captures it, playing only on
    `region` (vertices), with the kos each side may take as given. Raises RuntimeError
    if a line runs past `max_depth` moves without an answer."""
    size, cells = parse(diagram)
    nbr = _neighbours(size)
    t = point(target, size)
    defender = cells[t]
    attacker = 3 - defender
    points = sorted(point(v, size) for v in region)
    memo: dict[tuple, bool] = {}
    path: set[tuple[int, ...]] = set()
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))

    def solve(board: tuple[int, ...], to_move: int, ko: int, passes: int,
              depth: int) -> bool | None:
        if board[t] != defender:
            return True
        if passes >= 2:
            return False
        if depth > max_depth:
            return None
        key = (board, to_move, ko, passes)
        if key in memo:
            return memo[key]
        attacking = to_move == attacker
        unknown = False
        path.add(board)
        try:
            for p in points:
                if board[p] != 0 or p == ko:
                    continue
                played = _play(board, p, to_move, nbr)
                if played is None or played[0] in path:
                    continue
                after, caps = played
                new_ko = -1
                if len(caps) == 1:
                    stones, libs = _chain(after, p, nbr)
                    if len(stones) == 1 and libs == {caps[0]}:
                        new_ko = caps[0]
                        if not (attacker_ko if attacking else defender_ko):
                            continue
                value = solve(after, 3 - to_move, new_ko, 0, depth + 1)
                if value is None:
                    unknown = True
                elif value == attacking:
                    memo[key] = value
                    return value
            value = solve(board, 3 - to_move, -1, passes + 1, depth + 1)
        finally:
            path.discard(board)
        if value is None or unknown:
            if value is not None and value == attacking:
                memo[key] = value
                return value
            return None
        memo[key] = value
        return value

    answer = solve(tuple(cells), attacker if attacker_first else defender, -1, 0, 0)
    if answer is None:
        raise RuntimeError("a line ran past the depth limit")
    return answer


def read(diagram: list[str], target: str, region: list[str]) -> tuple[str, str]:
    """Returns (attacker moving first, attacker moving second): "win", "loss" or "ko"."""
    out = []
    for first in (True, False):
        if captured(diagram, target, region, first, attacker_ko=False, defender_ko=True):
            out.append("win")
        elif captured(diagram, target, region, first, attacker_ko=True, defender_ko=False):
            out.append("ko")
        else:
            out.append("loss")
    return out[0], out[1]
