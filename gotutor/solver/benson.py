"""Benson's pass-alive test on the solver's positions (tuples of point codes).

The same algorithm as `gotutor.life.benson`, written on plain codes so that the search
can ask it at many nodes without building engine boards.
"""

from __future__ import annotations

from ..board import adjacency

__all__ = ["pass_alive_points", "pass_alive_within"]


def pass_alive_points(size: int, codes: tuple[int, ...], code: int) -> set[int]:
    """Returns the stones of colour `code` (1 or 2) that belong to pass-alive chains:
    chains that can never be captured, even if their owner only passes."""
    nbr = adjacency(size)
    area = size * size
    chain_of = [-1] * area
    chain_stones: list[set[int]] = []
    chain_libs: list[set[int]] = []
    for p in range(area):
        if codes[p] != code or chain_of[p] != -1:
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
                elif v == code and chain_of[n] == -1:
                    chain_of[n] = i
                    stones.add(n)
                    stack.append(n)
        chain_stones.append(stones)
        chain_libs.append(libs)
    if not chain_stones:
        return set()
    seen = [False] * area
    regions: list[tuple[set[int], set[int]]] = []  # (empty points, bordering chains)
    for start in range(area):
        if codes[start] == code or seen[start]:
            continue
        seen[start] = True
        empties, border, stack = set(), set(), [start]
        while stack:
            q = stack.pop()
            if codes[q] == 0:
                empties.add(q)
            for n in nbr[q]:
                if codes[n] == code:
                    border.add(chain_of[n])
                elif not seen[n]:
                    seen[n] = True
                    stack.append(n)
        regions.append((empties, border))
    return _benson_fixed_point(chain_stones, chain_libs, regions)


def pass_alive_within(codes: tuple[int, ...], nbr: tuple[tuple[int, ...], ...], code: int,
                      bounds: frozenset[int]) -> set[int]:
    """Returns stones of colour `code` that are pass-alive by Benson's test read on
    `bounds` only (a set of points): a region of the other points that reaches past
    `bounds` is counted vital to no chain. That can only take chains out of the living
    set, never add one, so every stone returned is pass-alive on the whole board (a
    subset of `pass_alive_points`); it is much cheaper when `bounds` is small."""
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
    return _benson_fixed_point(chain_stones, chain_libs, regions)


def _benson_fixed_point(chain_stones: list, chain_libs: list,
                        regions: list[tuple[set[int], set[int]]]) -> set[int]:
    """Returns the stones of the chains Benson's test keeps: each chain needs two regions
    (empty points, bordering chains) whose every empty point is its liberty and whose
    bordering chains all stay; chains short of two are dropped until none is."""
    vital = [{x for x in border if empties <= chain_libs[x]} for empties, border in regions]
    alive = set(range(len(chain_stones)))
    live = set(range(len(regions)))
    while True:
        counts = dict.fromkeys(alive, 0)
        for r in live:
            for x in vital[r]:
                if x in counts:
                    counts[x] += 1
        drop = {x for x, k in counts.items() if k < 2}
        if not drop:
            break
        alive -= drop
        live = {r for r in live if regions[r][1] <= alive}
    out: set[int] = set()
    for x in alive:
        out |= chain_stones[x]
    return out
