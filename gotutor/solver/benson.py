"""Benson's pass-alive test on the solver's positions (tuples of point codes).

The same algorithm as `gotutor.life.benson`, written on plain codes so that the search
can ask it at many nodes without building engine boards.
"""

from __future__ import annotations

from math import isqrt

from ..board import adjacency
from .masks import bounds_mask, geometry

__all__ = ["pass_alive_mask", "pass_alive_points", "pass_alive_within"]


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
    subset of `pass_alive_points`); it is much cheaper when `bounds` is small.
    (`nbr` is the board's adjacency; the test itself runs on bit masks, see
    `pass_alive_mask`.)"""
    size = isqrt(len(nbr))
    alive = pass_alive_mask(size, codes, code, bounds_mask(bounds))
    out: set[int] = set()
    while alive:
        low = alive & -alive
        out.add(low.bit_length() - 1)
        alive ^= low
    return out


def pass_alive_mask(size: int, codes: tuple[int, ...], code: int, bounds: int) -> int:
    """Returns the bit mask of the stones of colour `code` that are pass-alive by
    Benson's test read on the points of mask `bounds` (as `pass_alive_within`)."""
    geo = geometry(size)
    s, full, nl, nf = geo.size, geo.full, geo.not_last, geo.not_first
    raw = bytes(codes)
    own = geo.mask(raw, code)
    empty = geo.mask(raw, 0)
    other = full & ~own  # empty points and the opponent's stones
    chain_masks: list[int] = []
    chain_libs: list[int] = []
    seeds = own & bounds
    known = 0
    while seeds:  # each chain: grown one step at a time through the owner's stones
        m = seeds & -seeds
        while True:
            around = (((m & nl) << 1) | ((m & nf) >> 1) | (m << s) | (m >> s)) & full
            grown = m | (around & own)
            if grown == m:
                break
            m = grown
        chain_masks.append(m)
        chain_libs.append(around & empty)
        known |= m
        seeds &= ~m
    if not chain_masks:
        return 0
    inside = other & bounds
    outside = (other & ~bounds) | (own & ~known)  # a region touching these is open
    regions: list[tuple[int, list[int]]] = []  # (empty points, bordering chains)
    seeds = inside
    while seeds:
        r = seeds & -seeds
        while True:
            around = (((r & nl) << 1) | ((r & nf) >> 1) | (r << s) | (r >> s)) & full
            grown = r | (around & inside)
            if grown == r:
                break
            r = grown
        seeds &= ~r
        if around & outside:
            continue
        border = [i for i, cm in enumerate(chain_masks) if cm & around]
        regions.append((r & empty, border))
    vital = [{x for x in border if not empties & ~chain_libs[x]}
             for empties, border in regions]
    alive = set(range(len(chain_masks)))
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
        live = {r for r in live if alive.issuperset(regions[r][1])}
    out = 0
    for x in alive:
        out |= chain_masks[x]
    return out


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
