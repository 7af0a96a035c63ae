"""The static rule of `gotutor.solver.group.GroupLife.dead`, proven by reading every
shape it covers to the end.

A group shut in a space of at most DEAD_SPACE points (its stones and the empty points
among them) by chains that can never be captured is dead. The proof: every connected
space of 1 to DEAD_SPACE points, in the corner, on the edge and in the middle of a
board whose other points are one pass-alive wall, with every placement of the owner's
stones on it, is read by the proof-number search of `pns.PnSolver` (not the df-pn the
rule serves): the wall captures every stone of the space whoever moves first, even with
the owner holding unlimited ko threats. One more point is too many: a corner space of
six points lives by ko.
"""

from __future__ import annotations

import itertools

import pytest

from gotutor.solver.benson import pass_alive_points, pass_alive_within
from gotutor.solver.goals import LOSS, WIN
from gotutor.solver.group import DEAD_SPACE, GroupLife, enclosed_space
from gotutor.solver.pns import PnSolver
from gotutor.solver.position import Position

SIZE = 9
#: The wall's two eyes, far from every space read.
WALL_EYES = (SIZE * SIZE - 1, SIZE * SIZE - 3)


def _shapes(n: int) -> set[frozenset[tuple[int, int]]]:
    """Every connected set of n points (fixed polyominoes), moved to touch x=0, y=0."""
    shapes = {frozenset({(0, 0)})}
    for _ in range(n - 1):
        grown = set()
        for s in shapes:
            for x, y in s:
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    if (x + dx, y + dy) in s:
                        continue
                    t = s | {(x + dx, y + dy)}
                    mx, my = min(a for a, _b in t), min(b for _a, b in t)
                    grown.add(frozenset((a - mx, b - my) for a, b in t))
        shapes = grown
    return shapes


def _norm(cells: set[tuple[int, int]] | frozenset[tuple[int, int]]
          ) -> tuple[tuple[int, int], ...]:
    mx, my = min(a for a, _b in cells), min(b for _a, b in cells)
    return tuple(sorted((a - mx, b - my) for a, b in cells))


#: The turns that keep a corner (the diagonal), an edge (left-right) and the middle.
_KEEP = {
    (0, 0): ((1, 0, 0, 1), (0, 1, 1, 0)),
    (2, 0): ((1, 0, 0, 1), (-1, 0, 0, 1)),
    (2, 2): tuple((a, b, c, d) for a, b, c, d in itertools.product((-1, 0, 1), repeat=4)
                  if abs(a * d - b * c) == 1 and a * b == 0 and c * d == 0),
}


def _spaces(n: int) -> list[list[int]]:
    """The points of every space of n points in the corner, on the top edge and in the
    middle (one of each family of turns and mirrors), whose wall (every other point
    but WALL_EYES) is one pass-alive chain."""
    out = []
    for shape in _shapes(n):
        for (ox, oy), keep in _KEEP.items():
            forms = [_norm({(a * x + b * y, c * x + d * y) for x, y in shape})
                     for a, b, c, d in keep]
            if _norm(shape) != min(forms):
                continue  # another shape of the family is read
            cells = [(x + ox, y + oy) for x, y in shape]
            if any(x >= SIZE - 1 or y >= SIZE - 2 for x, y in cells):
                continue
            points = [y * SIZE + x for x, y in cells]
            codes = _wall(points)
            if pass_alive_points(SIZE, tuple(codes), 2) != {
                    p for p, c in enumerate(codes) if c == 2}:
                continue  # a wall stone cut off (a space around a corner point)
            out.append(points)
    return out


def _wall(points: list[int]) -> list[int]:
    codes = [2] * (SIZE * SIZE)
    for p in (*points, *WALL_EYES):
        codes[p] = 0
    return codes


def _placements(points: list[int]):  # type: ignore[no-untyped-def]
    """Every position with Black's stones on some points of the space (at least one),
    each Black chain with a liberty."""
    base = _wall(points)
    for bits in itertools.product((0, 1), repeat=len(points)):
        if not any(bits):
            continue
        codes = list(base)
        for p, b in zip(points, bits, strict=True):
            codes[p] = b
        pos = Position(SIZE, tuple(codes))
        if all(codes[p] != 1 or pos.liberties(p) for p in points):
            yield pos


@pytest.mark.parametrize("n", range(2, DEAD_SPACE + 1))
def test_every_space_of_the_rule_is_dead_whoever_moves_first(n: int) -> None:
    read = 0
    for points in _spaces(n):
        region = frozenset(points)
        for pos in _placements(points):
            goal = GroupLife(region, 1, strict=False, region=region)
            # the rule sees the space and calls it dead
            assert enclosed_space(pos, region, 1, region, DEAD_SPACE) == n
            assert goal.dead(pos)
            for owner_first in (True, False):
                # the owner may retake every ko at once, the wall never
                solver = PnSolver(goal, region, 100_000, prover_ko=True, opponent_ko=False)
                assert solver.solve(pos, owner_first).value == LOSS, (str(pos), owner_first)
                read += 1
    assert read > 0


def test_a_space_of_one_more_point_can_live() -> None:
    """The corner's six points A9 B9 C9 A8 B8 A7 with Black on C9 B8 A7: Black to
    move lives by ko (the rule must not reach six)."""
    points = [0, 1, 2, SIZE, SIZE + 1, 2 * SIZE]
    codes = _wall(points)
    for p in (2, SIZE + 1, 2 * SIZE):
        codes[p] = 1
    pos = Position(SIZE, tuple(codes))
    region = frozenset(points)
    goal = GroupLife(region, 1, strict=False, region=region)
    solver = PnSolver(goal, region, 100_000, prover_ko=True, opponent_ko=False)
    assert solver.solve(pos, True).value == WIN
    assert enclosed_space(pos, region, 1, region, 99) == DEAD_SPACE + 1
    assert not goal.dead(pos)


def test_the_rule_needs_walls_that_cannot_be_captured() -> None:
    """A wall stone with all its liberties on points the search plays on may be
    captured: no rule. An empty point of the space outside the region (a liberty no
    one fills): no rule."""
    # Black A9 B9, White A8 B8 C9 with C8 empty: White's C9 stone has C8 only
    n = 5
    codes = [0] * (n * n)
    for p in (0, 1):
        codes[p] = 1
    for p in (n, n + 1, 2):
        codes[p] = 2
    pos = Position(n, tuple(codes))
    points = frozenset({0, 1})
    everything = frozenset(range(n * n))
    assert enclosed_space(pos, points, 1, everything, 9) is None
    # the same with the wall's liberties outside the region: the space is shut
    assert enclosed_space(pos, points, 1, points, 9) == 2
    # a liberty of the space outside the region
    codes[1] = 0
    pos = Position(n, tuple(codes))
    assert enclosed_space(pos, frozenset({0}), 1, frozenset({0}), 9) is None


@pytest.mark.parametrize("seed", range(3))
def test_benson_on_a_region_never_adds_a_living_chain(seed: int) -> None:
    """pass_alive_within(bounds) is a subset of pass_alive_points, and equal when the
    bounds are the whole board, on random 7x7 positions."""
    import random

    rng = random.Random(seed)
    n = 7
    for _ in range(300):
        codes = tuple(rng.choice((0, 0, 1, 1, 2)) for _ in range(n * n))
        pos = Position(n, codes)
        for code in (1, 2):
            full = pass_alive_points(n, codes, code)
            assert pass_alive_within(codes, pos.nbr, code, frozenset(range(n * n))) == full
            part = frozenset(p for p in range(n * n) if p % n < 4)
            assert pass_alive_within(codes, pos.nbr, code, part) <= full
