"""The end of a game on a 9x9 or 13x13 board, as the counting drill shows it (keys of
version 3): two sides' territories split by borders that bend, walls of stones along
them, a few stones inside the territories, dead stones, dame and prisoners.

How a position is made (all randomness from the `random.Random` given, on sorted lists):

1. The zones (`zones`): every point is given to one side. A border runs across the
   board as a random walk (one line moves by up to two rows from a column to the
   next): one side above it, the other below ("line"); or it turns to an edge, so that
   one side holds a corner and the edges next to it ("corner"); or, on 13x13, two
   borders, with one side in a band across the middle and the other on both sides of
   it ("band", two groups of one colour). The drawing is turned by one of the board's 8 symmetries.
2. The walls (`walls`): a point of a zone that touches the other zone (along the
   lines) holds a stone of the zone's side; every other point is empty: territory. So
   the walls follow the border, bending where it bends, and no empty point touches
   both colours.
3. Shape (`shape`): where a wall bends, two of its stones touching only across a
   corner are joined by a stone (a cut there would work); a few stones of each side
   are added on its own territory next to its wall (an extra stone), and a stone or two
   further inside.
4. Dead stones, prisoners and dame are added by the counting drill (`counting`).

`settled` is what the drill asks of the final position: no territory point lies more
than `OPEN` steps from a stone (no room left for an invasion); no empty region touches both
colours but single dame points whose neighbours are all stones; every chain that is not
dead has `LIBERTIES` liberties or more besides the dame (so that neither filling a dame
nor a move inside the territory next to a dead stone puts it in atari: no protective move
is left to make) and touches its own territory with at least
`gotutor.scoring.BIG_EYE` points (room for two eyes: the chain lives); each dead chain
(one or two stones) stands inside the other side's territory of `DEAD_ROOM` points or
more, more than three steps from every dame, where it has no room for two eyes of its
own against a living wall: dead, as
both players would agree at the end of a game (the drill's tests check it with GNU Go's
`final_status_list dead`). The count itself is `gotutor.scoring`'s.
"""

from __future__ import annotations

import random

from ...board import adjacency
from ...scoring import BIG_EYE
from ..geometry import symmetry

__all__ = ["DEAD_ROOM", "LIBERTIES", "OPEN", "chains", "distances", "regions", "settled",
           "shape", "walls", "within", "zones"]

#: every chain that is not dead has this many liberties or more besides the dame
LIBERTIES = 3

#: no point of a territory lies more than this many steps from a stone (across the
#: corners too): no room left to invade
OPEN = 3

#: a dead chain stands in a territory of at least this many points (with it taken off)
DEAD_ROOM = 10


def _walk(rng: random.Random, n: int, lo: int, hi: int) -> list[int]:
    """Returns a height per column: a random walk between `lo` and `hi` (inclusive)
    that moves by up to two rows from one column to the next (mostly by none or one)."""
    height = lo + rng.randrange(hi - lo + 1)
    out = []
    for x in range(n):
        if x:
            height = min(hi, max(lo, height + rng.choice((-2, -1, -1, 0, 0, 0, 1, 1, 2))))
        out.append(height)
    return out


def zones(rng: random.Random, n: int) -> list[int]:
    """Returns each point's side, 1 or 2 (step 1 of the module's doc)."""
    a = rng.choice((1, 2))
    b = 3 - a
    kind = rng.choice(("line", "line", "corner", "band") if n >= 13 else ("line", "corner"))
    side = [b] * (n * n)
    if kind == "line":
        top = _walk(rng, n, 3, n - 3)
        for x in range(n):
            for y in range(top[x]):
                side[y * n + x] = a
    elif kind == "corner":
        width = 4 + rng.randrange(n - 7)  # columns n - 3 and more stay the other side's
        top = _walk(rng, width, 3, n - 3)
        for x in range(width):
            for y in range(top[x]):
                side[y * n + x] = a
    else:  # band: a in the middle, b on both sides of it
        top = _walk(rng, n, 2, n // 2 - 2)
        low = [t + 3 + rng.randrange(2) for t in top]
        for x in range(n):
            low[x] = min(n - 2, max(low[x], (low[x - 1] - 1) if x else low[x]))
            for y in range(top[x], low[x]):
                side[y * n + x] = a
    turn = symmetry(n, rng.randrange(8))
    out = [0] * (n * n)
    for p, c in enumerate(side):
        out[turn[p]] = c
    return out


def walls(n: int, side: list[int]) -> list[int]:
    """Returns the point codes of step 2 of the module's doc: a stone of the point's
    side where it touches the other side, empty elsewhere."""
    nbr = adjacency(n)
    return [side[p] if any(side[q] != side[p] for q in nbr[p]) else 0
            for p in range(n * n)]


def shape(rng: random.Random, n: int, codes: list[int], side: list[int], extra: float,
          inside: tuple[int, int]) -> None:
    """Step 3 of the module's doc, on `codes` in place: where two stones of a side
    touch only across a corner, beside a stone of the other side, the empty point on
    the other corner gets a stone of theirs (the solid connection a player makes before
    the game ends: the other side could cut there); each empty point next to
    its side's wall becomes a stone of that side with probability `extra`; then
    `inside[0]` to `inside[1]` stones off the edge, each on one of the points farthest
    from every stone (two steps or more), of the side whose zone it is."""
    nbr = adjacency(n)
    for p in range(n * n):
        x, y = p % n, p // n
        if not codes[p] or x == n - 1 or y == n - 1:
            continue
        for dx in (-1, 1):
            if not 0 <= x + dx < n:
                continue
            q = p + n + dx  # the stone across the corner, one row down
            if codes[q] != codes[p]:
                continue
            corners = (p + dx, p + n)
            if any(codes[c] == 3 - codes[p] for c in corners):
                for c in corners:
                    if codes[c] == 0 and side[c] == codes[p]:
                        codes[c] = codes[p]
    for p in range(n * n):
        if codes[p] == 0 and any(codes[q] == side[p] for q in nbr[p]) and rng.random() < extra:
            codes[p] = side[p]
    for _ in range(inside[0] + rng.randrange(inside[1] - inside[0] + 1)):
        far = distances(n, codes)
        pool = [p for p in range(n * n) if codes[p] == 0 and 0 < p % n < n - 1
                and 0 < p // n < n - 1 and far[p] >= 2]
        if not pool:
            return
        top = max(far[p] for p in pool)
        p = rng.choice([q for q in pool if far[q] == top])  # the most open place
        codes[p] = side[p]


def distances(n: int, codes: list[int]) -> list[int]:
    """Returns, for every point, how many steps (across the corners too: the larger of
    the column and row distances) it lies from the nearest stone of `codes`
    (n * n if there is none)."""
    ring = within(n, 1, corners=True)
    far = [0 if c else n * n for c in codes]
    todo = [p for p in range(n * n) if codes[p]]
    step = 0
    while todo:
        step += 1
        nxt = []
        for p in todo:
            for q in ring[p]:
                if far[q] > step:
                    far[q] = step
                    nxt.append(q)
        todo = nxt
    return far


_within: dict[tuple[int, int, bool], list[list[int]]] = {}


def within(n: int, reach: int, corners: bool = False) -> list[list[int]]:
    """Returns, for every point of the board of `n`, the other points within `reach`
    steps of it: along the lines (the sum of the column and row distances), or across
    the corners too (`corners`: the larger of the two)."""
    key = (n, reach, corners)
    if key not in _within:
        out = []
        for p in range(n * n):
            x, y = p % n, p // n
            out.append([(y + dy) * n + x + dx for dy in range(-reach, reach + 1)
                        for dx in range(-reach, reach + 1)
                        if (dx or dy) and 0 <= x + dx < n and 0 <= y + dy < n
                        and (corners or abs(dx) + abs(dy) <= reach)])
        _within[key] = out
    return _within[key]


def regions(n: int, codes: list[int]) -> list[tuple[list[int], set[int]]]:
    """Returns the empty regions of `codes`: (their points, the codes of the stones
    around them)."""
    nbr = adjacency(n)
    seen = [c != 0 for c in codes]
    out = []
    for start in range(n * n):
        if seen[start]:
            continue
        seen[start] = True
        region, border = [start], set()
        for p in region:
            for q in nbr[p]:
                if codes[q]:
                    border.add(codes[q])
                elif not seen[q]:
                    seen[q] = True
                    region.append(q)
        out.append((region, border))
    return out


def chains(n: int, codes: list[int]) -> list[tuple[set[int], set[int]]]:
    """Returns the chains of `codes`: (their stones, their liberties)."""
    nbr = adjacency(n)
    seen: set[int] = set()
    out = []
    for start in range(n * n):
        if not codes[start] or start in seen:
            continue
        stones, libs, todo = {start}, set(), [start]
        while todo:
            p = todo.pop()
            for q in nbr[p]:
                if codes[q] == 0:
                    libs.add(q)
                elif codes[q] == codes[start] and q not in stones:
                    stones.add(q)
                    todo.append(q)
        seen |= stones
        out.append((stones, libs))
    return out


def settled(n: int, codes: list[int], dead: set[int] | frozenset[int] = frozenset()) -> bool:
    """True if the position `codes`, the stones on `dead` taken off, is a finished game
    as the module's doc says (`settled`)."""
    nbr = adjacency(n)
    lifted = [0 if p in dead else c for p, c in enumerate(codes)]
    owner: dict[int, tuple[int, int, int]] = {}  # empty point -> (side, region, size)
    dame: set[int] = set()
    for k, (region, border) in enumerate(regions(n, lifted)):
        if len(border) == 1:
            colour = next(iter(border))
            for p in region:
                owner[p] = (colour, k, len(region))
        elif len(region) == 1 and all(lifted[q] for q in nbr[region[0]]):
            dame.add(region[0])
        else:
            return False  # empty points between the sides that are not one dame point
    far = distances(n, lifted)
    if any(far[p] > OPEN for p in owner):
        return False  # room for an invasion: not the end of a game
    for stones, libs in chains(n, codes):
        colour = codes[min(stones)]
        if min(stones) in dead:
            if not stones <= dead or not libs:
                return False
            if any(owner.get(s, (0, 0, 0))[0] != 3 - colour
                   or owner[s][2] < DEAD_ROOM for s in stones):
                return False  # a dead chain stands in the other side's territory
            if any(abs(a % n - d % n) + abs(a // n - d // n) <= 3 for a in stones
                   for d in dame):
                return False  # far from the dame: they are not between the sides
            continue
        if len(libs - dame) < LIBERTIES:
            return False  # short of liberties: a protective move may be left to make
        room = {owner[q][1]: owner[q][2] for s in stones for q in nbr[s]
                if q in owner and owner[q][0] == colour}
        if sum(room.values()) < BIG_EYE:
            return False
    return True
