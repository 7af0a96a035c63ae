"""A tsumego frame: a life-and-death problem enclosed so that it can be read to the end.

A published problem shows a corner or an edge with the open board beyond, and means
"the surrounding stones are strong". A solver cannot read an open board, so `enclose`
puts the problem on a board of its own and fills everything beyond the problem's area
with a wall of the attacker's stones that is pass-alive (Benson): one chain with eye
points on its far lines. Moves on the wall's side change nothing, so the fight is the
empty points of the area alone (`Framed.area`), and "the group escapes" cannot happen.

The area is the rectangle around the problem's stones, widened by `margin` empty lines
on each side that does not lie on the board's edge (one line keeps the defender's outer
liberties, as on the open board the attacker would have to fill them).
"""

from __future__ import annotations

from typing import NamedTuple

from ..board import Board
from ..color import Color

__all__ = ["Framed", "enclose"]

#: Lines of wall beyond the area: the first is solid, the second holds eye points.
WALL = 2


class Framed(NamedTuple):
    """The enclosed problem: `board` (a new board, the problem at `offset` = (dx, dy)
    columns and rows from where it was), `area` (the empty points to read, in the new
    board's point numbering)."""

    board: Board
    offset: tuple[int, int]
    area: frozenset[int]

    def point(self, vertex: object, size: int) -> int:
        """Returns the new board's point of `vertex` of the original board of `size`."""
        x, y = _xy(Board(size).point(vertex), size)
        return (y + self.offset[1]) * self.board.size + x + self.offset[0]

    def vertex(self, point: int, size: int) -> str:
        """Returns the original board's vertex (board of `size`) of the new board's
        `point`; raises ValueError if it lies outside the original board."""
        n = self.board.size
        x, y = point % n - self.offset[0], point // n - self.offset[1]
        if not (0 <= x < size and 0 <= y < size):
            raise ValueError(f"point {point} lies outside the original board")
        return Board(size).vertex(y * size + x)


def _one_chain(points: set[tuple[int, int]]) -> bool:
    """True if `points` are connected (one chain when they hold stones of one colour)."""
    if not points:
        return True
    start = next(iter(points))
    seen, stack = {start}, [start]
    while stack:
        x, y = stack.pop()
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if q in points and q not in seen:
                seen.add(q)
                stack.append(q)
    return len(seen) == len(points)


def _xy(point: int, size: int) -> tuple[int, int]:
    return point % size, point // size


def enclose(board: Board, attacker: Color, margin: int = 1, snap: int = 0) -> Framed:
    """Returns the problem of `board` enclosed by a pass-alive wall of `attacker`.

    Sides of the stones' rectangle on the board's edge stay edges (with `snap`, also a
    side at most `snap` lines from the edge, when the opposite side is not on an edge:
    the area reaches the edge there, as KaTrain's tsumego frame treats stones near an
    edge); the others get
    `margin` empty lines, then the wall. Raises ValueError for an empty board, a problem
    whose stones span the board from edge to opposite edge (not a local problem), or a
    wall that would touch a stone of the defender."""
    n = board.size
    stones = [p for p in range(n * n) if board.get(p) is not None]
    if not stones:
        raise ValueError("no stones: nothing to enclose")
    xs = [p % n for p in stones]
    ys = [p // n for p in stones]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    if snap:  # a side may reach its edge, unless the other side already does
        x0 = 0 if x0 <= snap else x0
        y0 = 0 if y0 <= snap else y0
        x1 = n - 1 if x1 >= n - 1 - snap and x0 > 0 else x1
        y1 = n - 1 if y1 >= n - 1 - snap and y0 > 0 else y1
    at_left, at_right, at_top, at_bottom = x0 == 0, x1 == n - 1, y0 == 0, y1 == n - 1
    if (at_left and at_right) or (at_top and at_bottom):
        raise ValueError("the stones span the board: not a local problem")
    pad = margin + WALL
    left = 0 if at_left else pad
    top = 0 if at_top else pad
    # the area (stones' rectangle and margins) in the new board's coordinates
    ax0 = 0 if at_left else left - margin
    ay0 = 0 if at_top else top - margin
    ax1 = left + (x1 - x0) + (0 if at_right else margin)
    ay1 = top + (y1 - y0) + (0 if at_bottom else margin)
    width = ax1 + 1 + (0 if at_right else WALL)
    height = ay1 + 1 + (0 if at_bottom else WALL)
    size = max(width, height, 2)
    # a side on the board's edge stays an edge: the problem moves right or down on a
    # board made square, and the far wall of the other side grows instead
    dx, dy = left - x0, top - y0
    if at_right:
        dx += size - width
        ax0, ax1 = ax0 + size - width, ax1 + size - width
    if at_bottom:
        dy += size - height
        ay0, ay1 = ay0 + size - height, ay1 + size - height
    new = Board(size)
    changes: list[tuple[int, Color | None]] = []
    for p in stones:
        x, y = p % n + dx, p // n + dy
        changes.append((y * size + x, board.get(p)))

    def inside(x: int, y: int) -> bool:
        return ax0 <= x <= ax1 and ay0 <= y <= ay1

    def near_area(x: int, y: int) -> bool:
        return any(inside(x + ex, y + ey) for ex, ey in ((1, 0), (-1, 0), (0, 1), (0, -1)))

    wall = {(x, y) for y in range(size) for x in range(size) if not inside(x, y)}
    eyes: set[tuple[int, int]] = set()
    for x, y in sorted(wall, key=lambda q: (-(q[0] + q[1]), q)):  # far corner first
        if near_area(x, y) or any((x + ex, y + ey) in eyes
                                  for ex, ey in ((1, 0), (-1, 0), (0, 1), (0, -1))):
            continue
        eyes.add((x, y))
        if not _one_chain(wall - eyes):
            eyes.discard((x, y))
    if len(eyes) < 2:
        raise ValueError("no room for a wall with two eyes")
    changes.extend(((y * size + x, attacker) for x, y in wall - eyes))
    new.set_many(changes)
    for x in range(size):
        for y in range(size):
            if inside(x, y) and new.get(y * size + x) is attacker.opponent and any(
                    0 <= x + ex < size and 0 <= y + ey < size and not inside(x + ex, y + ey)
                    for ex, ey in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                raise ValueError("the wall would touch a defender's stone: use a margin")
    area = frozenset(y * size + x for y in range(ay0, ay1 + 1) for x in range(ax0, ax1 + 1)
                     if new.get(y * size + x) is None)
    return Framed(new, (dx, dy), area)
