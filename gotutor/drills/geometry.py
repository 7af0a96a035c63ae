"""The building blocks the drills' position generators share: points next to a point,
a random count in bounds, a chain grown at random, shapes of cells turned and put on a
board. Points are indexes (y * n + x, point 0 the top left of a board of n lines); cells
are (x, y) offsets. Every random choice goes through the `random.Random` given, on lists
in a fixed order (the same problem in CPython and Pyodide).
"""

from __future__ import annotations

import random
from typing import Any

from ..board import adjacency

__all__ = ["around", "between", "grow", "neighbours", "orient", "place", "polyomino",
           "symmetry", "with_chains"]


def between(rng: random.Random, bounds: tuple[int, int]) -> int:
    """Returns a number from `bounds` (lo, hi), both included (lo if hi <= lo)."""
    lo, hi = bounds
    return lo if hi <= lo else lo + rng.randrange(hi - lo + 1)


def neighbours(p: int, n: int) -> list[int]:
    """Returns the points next to `p` along the lines on a board of `n`, in point order."""
    return list(adjacency(n)[p])


def grow(rng: random.Random, codes: list[int], n: int, start: int, count: int,
          code: int) -> list[int]:
    """Grows a chain of `count` stones of `code` from `start` over empty points (fewer
    if it runs out of room); returns its points in the order placed."""
    codes[start] = code
    stones = [start]
    while len(stones) < count:
        frontier = sorted({q for p in stones for q in neighbours(p, n) if codes[q] == 0})
        if not frontier:
            break
        q = rng.choice(frontier)
        codes[q] = code
        stones.append(q)
    return stones


def orient(cells: tuple[tuple[int, int], ...] | list[tuple[int, int]],
            t: int) -> list[tuple[int, int]]:
    """Returns `cells` under symmetry `t` (0-7), moved to start at (0, 0), sorted."""
    out = []
    for x, y in cells:
        if t & 4:
            x, y = y, x
        if t & 1:
            x = -x
        if t & 2:
            y = -y
        out.append((x, y))
    mx = min(x for x, _ in out)
    my = min(y for _, y in out)
    return sorted((x - mx, y - my) for x, y in out)


def around(points: set[int], n: int) -> set[int]:
    """Returns the points next to `points` along the lines or across a corner."""
    out: set[int] = set()
    for p in points:
        x, y = p % n, p // n
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if 0 <= x + dx < n and 0 <= y + dy < n:
                    q = (y + dy) * n + x + dx
                    if q not in points:
                        out.add(q)
    return out


def place(rng: random.Random, n: int, cells: list[tuple[int, int]],
           where: str) -> set[int] | None:
    """Returns the points of `cells` put on a board of `n`: in a corner (touching two
    edges), on an edge (one edge, at least two lines from the others) or in the middle
    (at least two lines from every edge); None if it does not fit."""
    w = max(x for x, _ in cells) + 1
    h = max(y for _, y in cells) + 1

    def inner(size: int) -> int | None:
        lo, hi = 2, n - size - 2
        return None if hi < lo else lo + rng.randrange(hi - lo + 1)

    if where == "corner":
        ox = 0 if rng.random() < 0.5 else n - w
        oy = 0 if rng.random() < 0.5 else n - h
    elif where == "edge":
        if rng.random() < 0.5:
            ox, oy = inner(w), (0 if rng.random() < 0.5 else n - h)
        else:
            ox, oy = (0 if rng.random() < 0.5 else n - w), inner(h)
    else:
        ox, oy = inner(w), inner(h)
    if ox is None or oy is None:
        return None
    return {(oy + y) * n + ox + x for x, y in cells}


def polyomino(rng: random.Random, count: int) -> list[tuple[int, int]]:
    """Returns a random polyomino of `count` cells (grown cell by cell), moved to
    start at (0, 0), sorted."""
    cells = [(0, 0)]
    while len(cells) < count:
        frontier = sorted({(x + dx, y + dy) for x, y in cells
                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - set(cells))
        cells.append(rng.choice(frontier))
    return orient(cells, 0)


def symmetry(n: int, t: int) -> list[int]:
    """Returns symmetry `t` (0-7) of a board of `n` as a list: point -> its image (bit 4:
    the axes swapped, then bit 1: the columns reversed, bit 2: the rows reversed)."""
    out = []
    for p in range(n * n):
        x, y = p % n, p // n
        if t & 4:
            x, y = y, x
        if t & 1:
            x = n - 1 - x
        if t & 2:
            y = n - 1 - y
        out.append(y * n + x)
    return out


def with_chains(pos: Any, area: set[int]) -> set[int]:
    """Returns `area` and every chain touching it, on a solver's `Position` (the points
    a fight in `area` is read on)."""
    region = set(area)
    for p in area:
        for q in pos.nbr[p]:
            if pos.codes[q] and q not in region:
                region |= pos.chain(q)[0]
    return region
