"""Living groups for the drills' positions: a group of one colour in a corner, pass-alive
(two eyes), that a chain of its colour is safe once it joins ("home"), or that the
opponent's chain may connect to ("the way out").

The shapes are `LIVING`: (stones, eyes) as (x, y) offsets from the corner, x along the
edge; `place_living` puts one in a corner, turned. A caller checks the group with
`gotutor.solver.benson.pass_alive_points` once the position is complete (a stone of the
other colour next to it never makes it less alive, but the caller's own checks decide).
"""

from __future__ import annotations

import random

__all__ = ["LIVING", "place_living"]

#: living groups (two eyes) in a corner: (stones, eyes) as (x, y) offsets from the
#: corner, x along the edge
LIVING = (
    (((1, 0), (3, 0), (0, 1), (1, 1), (2, 1), (3, 1)), ((0, 0), (2, 0))),
    (((1, 0), (3, 0), (4, 0), (0, 1), (1, 1), (2, 1), (3, 1)), ((0, 0), (2, 0))),
    (((1, 0), (3, 0), (0, 1), (1, 1), (2, 1), (3, 1), (4, 1)), ((0, 0), (2, 0))),
    (((1, 0), (3, 0), (0, 1), (1, 1), (2, 1), (3, 1), (0, 2)), ((0, 0), (2, 0))),
    (((1, 0), (3, 0), (0, 1), (1, 1), (2, 1), (3, 1), (1, 2)), ((0, 0), (2, 0))),
    (((1, 0), (3, 0), (4, 0), (0, 1), (1, 1), (2, 1), (3, 1), (4, 1)), ((0, 0), (2, 0))),
)


def place_living(rng: random.Random, codes: list[int], n: int, code: int,
                 corner: tuple[int, int]) -> tuple[list[int], list[int]]:
    """Puts one of the LIVING groups of `code` in the corner `corner` ((0 or n-1, 0 or
    n-1) as (x, y)), along one edge or the other at random; returns (its stones, its
    eyes) as points. Uses `rng.choice` once and `rng.random` once."""
    stones, eyes = rng.choice(LIVING)
    turn = rng.random() < 0.5
    cx, cy = corner
    fx = -1 if cx else 1
    fy = -1 if cy else 1

    def point(x: int, y: int) -> int:
        if turn:
            x, y = y, x
        return (cy + fy * y) * n + cx + fx * x

    placed = [point(x, y) for x, y in stones]
    for p in placed:
        codes[p] = code
    return placed, [point(x, y) for x, y in eyes]
