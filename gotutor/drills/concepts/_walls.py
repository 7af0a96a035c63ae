"""A fight shut in by a living wall, on a game-sized board: the eye-space drills'
positions (life, vital point, throw-in) as they look in a game.

`walled` puts the defender's stones around an eye space (every point around it, along
the lines and across the corners, in one chain) and the attacker's stones around
those, then grows that wall outwards, only within `reach` lines of the defender's
stones, until every attacker stone is pass-alive (Benson's test: the wall can never be
captured, with eyes of its own, most often against the board's edge), and thins it
again (a stone that the wall does not need to stay pass-alive is taken off). The rest
of the board gets a few stones of both colours (`scenery`), each at least two lines
from every stone of the fight, so that they touch nothing of it.

Why the answer cannot depend on the rest of the board: the defender's only liberties
are its eye space, and every attacker stone around it is pass-alive on the final
position (checked last, with the scenery on the board). A move anywhere else can
neither capture a stone of the fight nor give the defender a liberty: it is a pass as
far as the fight goes. So reading the eye space and the chains touching it (what the
solver does) reads every legal move of the board.

The capturing-race drill shuts its two chains in the same way, with a wall of each
colour, each on its side of the race, grown at once (`grow_sides`).

Every random choice goes through the `random.Random` given, on sorted lists.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...solver.benson import pass_alive_points
from ..geometry import around, neighbours

__all__ = ["grow_alive", "grow_sides", "near", "ringed", "scenery", "walled"]

#: how many stones the wall grows by between two pass-alive tests
_STEP = 3


def _connected(points: set[int], n: int) -> bool:
    """True if `points` touch one another along the lines (one chain)."""
    if not points:
        return False
    start = min(points)
    seen, todo = {start}, [start]
    while todo:
        p = todo.pop()
        for q in neighbours(p, n):
            if q in points and q not in seen:
                seen.add(q)
                todo.append(q)
    return len(seen) == len(points)


def near(points: set[int], n: int, reach: int) -> set[int]:
    """Returns the points within `reach` lines of `points` (across the corners too:
    the largest of the column and row distances), `points` included."""
    out = set(points)
    for _ in range(reach):
        out |= around(out, n)
    return out


def _all_alive(codes: list[int], n: int, attacker: int, exempt: frozenset[int] = frozenset()
               ) -> bool:
    """True if every stone of `attacker` (but those on `exempt` points) is pass-alive on
    the board of `n`."""
    alive = pass_alive_points(n, tuple(codes), attacker)
    return all(p in alive or p in exempt for p in range(n * n) if codes[p] == attacker)


class _Window:
    """The square of the board that holds `points` and one more line on each side
    that is not the board's edge: the wall is grown there alone (every stone of the
    board lies within it while the wall grows; the final position is checked on the
    whole board)."""

    def __init__(self, points: set[int], n: int) -> None:
        xs = [p % n for p in points]
        ys = [p // n for p in points]
        x0, y0 = max(0, min(xs) - 1), max(0, min(ys) - 1)
        x1, y1 = min(n - 1, max(xs) + 1), min(n - 1, max(ys) + 1)
        side = max(x1 - x0, y1 - y0) + 1
        # a square window (the Benson test takes a square board), kept on the board
        self.x0, self.y0 = min(x0, n - side), min(y0, n - side)
        self.n, self.size = n, side

    def alive(self, codes: list[int], attacker: int, exempt: frozenset[int] = frozenset()
              ) -> bool:
        """`_all_alive` on the window's part of `codes`."""
        m, n = self.size, self.n
        part = [codes[(self.y0 + y) * n + self.x0 + x] for y in range(m) for x in range(m)]
        inside = frozenset((p // n - self.y0) * m + p % n - self.x0 for p in exempt)
        return _all_alive(part, m, attacker, inside)


def grow_alive(rng: random.Random, codes: list[int], n: int, band: set[int], code: int,
               exempt: frozenset[int] = frozenset()) -> bool:
    """Puts stones of `code` on the empty points of `band`, in a random order, until
    every stone of `code` (but those on `exempt` points) is pass-alive, then takes off
    again the ones that are not needed for it (the last put first). Every stone of the
    board must lie within one line of `band` (the test is made on that part of the
    board). Returns False, with `codes` partly filled, if that never happens."""
    window = _Window(band, n)
    rest = [p for p in sorted(band) if codes[p] == 0]
    rng.shuffle(rest)
    added: list[int] = []
    while not window.alive(codes, code, exempt):
        if not rest:
            return False
        for p in rest[-_STEP:]:  # a few stones between two tests
            codes[p] = code
            added.append(p)
        del rest[-_STEP:]
    for p in reversed(added):
        codes[p] = 0
        if not window.alive(codes, code, exempt):
            codes[p] = code
    return _all_alive(codes, n, code, exempt)


def ringed(rng: random.Random, n: int, space: set[int], defender: int,
           cut_corners: float) -> tuple[list[int], set[int]] | None:
    """Returns (the codes of a board of `n`, the defender's stones) where the
    defender's stones (code `defender`) stand on every point around the empty points
    `space` (along the lines and across the corners), in one chain, and the attacker's
    on every point around those; each corner point of the defender's ring (one that
    touches no point of `space` along a line) goes to the attacker with probability
    `cut_corners` when the defender stays one chain. None if the defender is not one
    chain."""
    attacker = 3 - defender
    ring = around(space, n)
    codes = [0] * (n * n)
    for p in sorted(ring):
        codes[p] = defender
    if cut_corners:
        for p in sorted(ring):
            if any(q in space for q in neighbours(p, n)) or rng.random() >= cut_corners:
                continue
            if _connected(ring - {p}, n):
                ring.discard(p)
                codes[p] = attacker
    if not _connected(ring, n):
        return None
    for p in sorted(around(ring | space, n)):
        if codes[p] == 0 and p not in space:
            codes[p] = attacker
    return codes, ring


def walled(rng: random.Random, n: int, eye: set[int], defender: int,
           cut_corners: float = 0.0, eyes_apart: tuple[set[int], ...] = (),
           reach: int = 3,
           before: Callable[[list[int]], frozenset[int] | None] | None = None
           ) -> list[int] | None:
    """Returns the codes of a board of `n` where the defender's stones (code
    `defender`) surround the empty points `eye` (and `eyes_apart`, more eye space of
    the same group), every point around them, in one chain; each corner point of that
    ring (one that touches no eye point along a line) goes to the attacker with
    probability `cut_corners` when the defender stays one chain. The attacker's stones
    surround the defender's and grow, within `reach` lines of them, into a pass-alive
    wall (then thinned). `before(codes)`, when given, is called once the wall's first
    line stands (the fight's stones have their liberties): it may put stones in the eye
    space and returns the points of the attacker's stones there (which need not be
    pass-alive), or None to drop the position. Returns None when no pass-alive wall is
    found or the defender is not one chain."""
    attacker = 3 - defender
    space = set(eye).union(*eyes_apart)
    made = ringed(rng, n, space, defender, cut_corners)
    if made is None:
        return None
    codes, ring = made
    exempt: frozenset[int] = frozenset()
    if before is not None:
        checked = before(codes)
        if checked is None:
            return None
        exempt = checked
    band = near(ring | space, n, reach) - space
    return codes if grow_alive(rng, codes, n, band, attacker, exempt) else None


def scenery(rng: random.Random, codes: list[int], n: int, count: tuple[int, int],
            fight: set[int]) -> list[int]:
    """Puts between count[0] and count[1] stones of both colours, in turn, on the
    empty points at least two lines (across the corners too) from every point of
    `fight`, on the third and fourth lines first (where a game's first stones go),
    each with at least three liberties and touching no other stone. Changes `codes` in
    place; returns the points played (fewer if there is no room)."""
    lo, hi = count
    want = lo + rng.randrange(hi - lo + 1) if hi > lo else lo
    banned = near(fight, n, 2)
    colour = rng.choice((1, 2))
    placed: list[int] = []
    for _ in range(want):
        free = [p for p in range(n * n) if p not in banned and codes[p] == 0
                and all(codes[q] == 0 for q in neighbours(p, n))
                and len(neighbours(p, n)) >= 3]
        if not free:
            break
        good = [p for p in free if min(p % n, p // n, n - 1 - p % n, n - 1 - p // n) in (2, 3)]
        p = rng.choice(good or free)
        codes[p] = colour
        placed.append(p)
        banned |= near({p}, n, 1) - {p}
        colour = 3 - colour
    return placed


def grow_sides(rng: random.Random, codes: list[int], n: int, band: set[int],
               side: Callable[[int], int], exempt: dict[int, frozenset[int]]) -> bool:
    """Puts stones on the empty points of `band`, each of the colour `side(point)`, in a
    random order (but a point whose neighbours are all stones of that colour, none of
    them exempt, stays empty: an eye), until every stone of both colours (but, for each
    colour `c`, those on the points `exempt[c]`) is pass-alive, then takes off again
    the ones that are not needed for it (the last put first). Every stone of the board
    must lie within `band` (the test is made on that part of the board while the walls
    grow, on the whole board at the end). Returns False, with `codes` partly filled, if
    that never happens."""
    window = _Window(band, n)
    inside = frozenset().union(*exempt.values())

    def in_window(cs: list[int]) -> bool:
        return all(window.alive(cs, c, exempt.get(c, frozenset())) for c in (1, 2))

    rest = [p for p in sorted(band) if codes[p] == 0]
    rng.shuffle(rest)
    added: list[int] = []
    while not in_window(codes):
        if not rest:
            return False
        for p in rest[-_STEP:]:
            v = side(p)
            if all(codes[q] == v and q not in inside for q in neighbours(p, n)):
                continue  # an eye of that wall: stays empty
            codes[p] = v
            added.append(p)
        del rest[-_STEP:]
    for p in reversed(added):
        v, codes[p] = codes[p], 0
        if not in_window(codes):
            codes[p] = v
    return all(_all_alive(codes, n, c, exempt.get(c, frozenset())) for c in (1, 2))
