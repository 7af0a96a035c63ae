"""The region of a local fight: the points the solver plays on.

`fight_region` collects the empty points that matter to a fight around a target chain:
the small enclosed empty areas next to it (eye space) and the liberties of every chain
short of liberties within two steps of it (the chains of a capturing race, the wall of
an eye space). Big open areas are left out: play there counts as a pass, and the stones
whose liberties lie there only cannot be captured in the search (they are the safe
outside). `open_space` tells the empty points outside the region.
"""

from __future__ import annotations

from .position import Position

__all__ = ["fight_region", "open_space", "problem_area"]

#: An empty area of at most this many points counts as enclosed (an eye space).
SMALL_AREA = 10
#: A chain with at most this many liberties takes part in the fight.
SHORT = 4


def _areas(pos: Position) -> list[set[int]]:
    seen: set[int] = set()
    out: list[set[int]] = []
    for p in pos.empty():
        if p in seen:
            continue
        area, stack = {p}, [p]
        seen.add(p)
        while stack:
            q = stack.pop()
            for n in pos.nbr[q]:
                if pos.codes[n] == 0 and n not in seen:
                    seen.add(n)
                    area.add(n)
                    stack.append(n)
        out.append(area)
    return out


def fight_region(pos: Position, targets: list[int], whole_board_up_to: int = 0,
                 reach: int = 0) -> set[int]:
    """Returns the empty points of the fight around the chains through `targets`, and
    every empty point within `reach` steps (Manhattan distance) of their stones.
    When the board has at most `whole_board_up_to` empty points, every empty point."""
    empty = pos.empty()
    if len(empty) <= whole_board_up_to:
        return set(empty)
    region: set[int] = set()
    if reach:
        n = pos.size
        stones = set()
        for t in targets:
            if pos.codes[t]:
                stones |= pos.chain(t)[0]
        for p in empty:
            if any(abs(p % n - s % n) + abs(p // n - s // n) <= reach for s in stones):
                region.add(p)
    chains: list[set[int]] = []
    seen: set[int] = set()
    frontier = [t for t in targets if pos.codes[t]]
    for _step in range(3):
        nxt: list[int] = []
        for t in frontier:
            if t in seen:
                continue
            stones, libs = pos.chain(t)
            seen |= stones
            if t in targets or len(libs) <= SHORT:
                chains.append(stones)
                region |= libs
                for s in stones:
                    for n in pos.nbr[s]:
                        if pos.codes[n] and n not in seen:
                            nxt.append(n)
        frontier = nxt
    for area in _areas(pos):
        if len(area) <= SMALL_AREA and any(
                pos.codes[n] for p in area for n in pos.nbr[p]
                if any(n in ch for ch in chains)):
            region |= area
    return region


def open_space(pos: Position, region: set[int]) -> frozenset[int]:
    """Returns the empty points outside `region`."""
    return frozenset(p for p in pos.empty() if p not in region)


def problem_area(pos: Position, margin: int = 1) -> set[int]:
    """Returns the empty points of the problem's area: the rectangle around every stone
    on the board, widened by `margin` points (clipped at the edges). A life-and-death
    problem sits in a corner or on an edge with open board beyond: the points outside
    the rectangle are that open board."""
    n = pos.size
    stones = [p for p, c in enumerate(pos.codes) if c]
    if not stones:
        return set(pos.empty())
    xs = [p % n for p in stones]
    ys = [p // n for p in stones]
    x0, x1 = max(0, min(xs) - margin), min(n - 1, max(xs) + margin)
    y0, y1 = max(0, min(ys) - margin), min(n - 1, max(ys) + margin)
    return {p for p in pos.empty() if x0 <= p % n <= x1 and y0 <= p // n <= y1}
