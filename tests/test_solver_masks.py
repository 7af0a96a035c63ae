"""The solver's hot tests on bit masks (`gotutor.solver.masks`) give what the same
tests written on sets of points give: Benson's test read on a region
(`benson.pass_alive_mask`) the same stones, and the group's eye-space strength
(`dfpn.eye_strength`) the same number, on random positions of several board sizes,
random bounds and groups, for both colours. The search's verdicts are read by
tests/test_solver_frame.py, test_solver_start.py and the others."""

from __future__ import annotations

import random

import pytest

from gotutor.solver import benson
from gotutor.solver.benson import pass_alive_mask, pass_alive_points, pass_alive_within
from gotutor.solver.dfpn import eye_strength
from gotutor.solver.group import group_liberties
from gotutor.solver.masks import bounds_mask
from gotutor.solver.position import Position


def reference_within(codes: tuple[int, ...], nbr: tuple[tuple[int, ...], ...], code: int,
                      bounds: frozenset[int]) -> set[int]:
    """Benson's test read on `bounds`, on sets of points (the solver's earlier
    code, kept as the reference the bit-mask version must equal)."""
    chain_of: dict[int, int] = {}
    chain_stones: list[set[int]] = []
    chain_libs: list[set[int]] = []
    for p in bounds:
        if codes[p] != code or p in chain_of:
            continue
        i = len(chain_stones)
        stones, libs, stack = {p}, set(), [p]
        chain_of[p] = i
        while stack:
            q = stack.pop()
            for n in nbr[q]:
                v = codes[n]
                if v == 0:
                    libs.add(n)
                elif v == code and n not in chain_of:
                    chain_of[n] = i
                    stones.add(n)
                    stack.append(n)
        chain_stones.append(stones)
        chain_libs.append(libs)
    if len(chain_stones) == 0:
        return set()
    seen: set[int] = set()
    regions: list[tuple[set[int], set[int]]] = []
    for start in bounds:
        if codes[start] == code or start in seen:
            continue
        seen.add(start)
        empties, border, stack = set(), set(), [start]
        open_ = False
        while stack:
            q = stack.pop()
            if codes[q] == 0:
                empties.add(q)
            for n in nbr[q]:
                if codes[n] == code:
                    i = chain_of.get(n)
                    if i is None:
                        open_ = True  # a chain that reaches past the bounds
                    else:
                        border.add(i)
                elif n not in seen:
                    if n not in bounds:
                        open_ = True
                        continue
                    seen.add(n)
                    stack.append(n)
        if not open_:
            regions.append((empties, border))
    return benson._benson_fixed_point(chain_stones, chain_libs, regions)



def _random_bounds(rng: random.Random, n: int) -> frozenset[int]:
    """A rectangle of the board, or a random scatter of its points."""
    if rng.random() < 0.5:
        x0, x1 = sorted(rng.sample(range(n + 1), 2))
        y0, y1 = sorted(rng.sample(range(n + 1), 2))
        return frozenset(p for p in range(n * n) if x0 <= p % n < x1 and y0 <= p // n < y1)
    return frozenset(p for p in range(n * n) if rng.random() < 0.7)


@pytest.mark.parametrize("n", [5, 7, 9, 13])
def test_bit_masks_give_the_same_stones_as_sets(n: int) -> None:
    rng = random.Random(n)
    living = 0
    for _ in range(250):
        codes = tuple(rng.choice((0, 0, 1, 1, 1, 2)) for _ in range(n * n))
        pos = Position(n, codes)
        for code in (1, 2):
            for bounds in (frozenset(range(n * n)), _random_bounds(rng, n)):
                want = reference_within(codes, pos.nbr, code, bounds)
                assert pass_alive_within(codes, pos.nbr, code, bounds) == want
                mask = pass_alive_mask(n, codes, code, bounds_mask(bounds))
                assert {p for p in range(n * n) if mask >> p & 1} == want
                living += bool(want)
            assert pass_alive_within(codes, pos.nbr, code, frozenset(range(n * n))) == \
                pass_alive_points(n, codes, code)
    assert living > 20  # the sample holds living chains, not only dead ones


def test_a_two_eyed_group_in_the_corner_lives_only_when_its_eyes_are_inside_the_bounds(
) -> None:
    rows = [". X . X O",
            "X X X X O",
            "O O O O O",
            ". . . . .",
            ". . . . ."]
    n = 5
    codes = tuple({".": 0, "X": 1, "O": 2}[c] for row in rows for c in row.split())
    pos = Position(n, codes)
    black = {p for p, c in enumerate(codes) if c == 1}
    whole = frozenset(range(n * n))
    assert pass_alive_within(codes, pos.nbr, 1, whole) == black
    top = frozenset(range(2 * n))
    assert pass_alive_within(codes, pos.nbr, 1, top) == black
    no_eye = top - {0}
    assert pass_alive_within(codes, pos.nbr, 1, no_eye) == set()


def reference_strength(pos: Position, points: frozenset[int], owner: int) -> int:
    """The eye-space strength on sets: liberties, plus two for each liberty no
    opponent's stone touches (the solver's earlier code)."""
    libs = group_liberties(pos, points, owner)
    eyes = sum(1 for p in libs if all(pos.codes[q] != 3 - owner for q in pos.nbr[p]))
    return len(libs) + 2 * eyes


@pytest.mark.parametrize("n", [5, 9, 19])
def test_eye_strength_on_masks_equals_the_count_on_sets(n: int) -> None:
    rng = random.Random(100 + n)
    values = set()
    for _ in range(400):
        codes = tuple(rng.choice((0, 0, 0, 1, 2)) for _ in range(n * n))
        pos = Position(n, codes)
        points = frozenset(rng.sample(range(n * n), rng.randint(1, 6)))
        for owner in (1, 2):
            want = reference_strength(pos, points, owner)
            assert eye_strength(pos, points, owner) == want
            values.add(want)
    assert len(values) > 8  # the sample is varied: many different strengths
