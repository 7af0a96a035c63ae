"""Diagrams moved about the board: the eight symmetries, the colour swap and bigger
boards, for tests of shape families (tests/test_dead_shapes.py).

A diagram is a list of rows of ". X O" tokens, the top row first. `stretch` grows it to
a bigger board by repeating its last row and last column (walls that run to the edge
keep running to the new edge, territories grow); `transform` turns, mirrors and swaps
it. Vertices named on the original diagram are carried along by `move_vertex`, so the
expected verdicts of a shape follow it to every place and orientation.
"""

from __future__ import annotations

from dataclasses import dataclass

LETTERS = "ABCDEFGHJKLMNOPQRST"


def parse(diagram: str | list[str]) -> list[list[str]]:
    rows = diagram.strip().splitlines() if isinstance(diagram, str) else diagram
    return [row.split() for row in rows if row.strip()]


def stretch(grid: list[list[str]], size: int) -> list[list[str]]:
    """Returns `grid` grown to `size` x `size` by repeating its last column to the
    right and its last row downwards."""
    rows = [row + [row[-1]] * (size - len(row)) for row in grid]
    while len(rows) < size:
        rows.append(list(rows[-1]))
    return rows


@dataclass(frozen=True)
class Place:
    """Where a diagram goes: `size` (the board, the diagram stretched to it), `turn`
    (0-3 quarter turns clockwise), `mirror` (left-right, before turning) and `swap`
    (Black and White exchanged)."""

    size: int = 9
    turn: int = 0
    mirror: bool = False
    swap: bool = False

    def __str__(self) -> str:
        return (f"{self.size}x{self.size}-t{self.turn}{'m' if self.mirror else ''}"
                f"{'-swap' if self.swap else ''}")


def _move(x: int, y: int, place: Place) -> tuple[int, int]:
    n = place.size
    if place.mirror:
        x = n - 1 - x
    for _ in range(place.turn % 4):
        x, y = n - 1 - y, x
    return x, y


def transform(diagram: str | list[str], place: Place) -> str:
    """Returns the diagram (rows joined by newlines) moved to `place`."""
    grid = stretch(parse(diagram), place.size)
    n = place.size
    out = [["."] * n for _ in range(n)]
    swap = {"X": "O", "O": "X"} if place.swap else {}
    for y in range(n):
        for x in range(n):
            nx, ny = _move(x, y, place)
            out[ny][nx] = swap.get(grid[y][x], grid[y][x])
    return "\n".join(" ".join(row) for row in out)


def move_vertex(vertex: str, original_size: int, place: Place) -> str:
    """Returns where `vertex` of the original diagram (of `original_size` rows) is
    after `place`."""
    x = LETTERS.index(vertex[0].upper())
    y = original_size - int(vertex[1:])
    nx, ny = _move(x, y, place)
    return f"{LETTERS[nx]}{place.size - ny}"


def places(sizes: tuple[int, ...] = (9, 13, 19), all_on: int = 9) -> list[Place]:
    """Returns the places a family is tested in: every symmetry with and without the
    colour swap on `all_on`, and four (each corner once, swapped or not, mirrored or
    not) on the other sizes."""
    out = []
    for size in sizes:
        if size == all_on:
            out += [Place(size, t, m, s) for t in range(4) for m in (False, True)
                    for s in (False, True)]
        else:
            out += [Place(size, t, t % 2 == 1, t in (1, 2)) for t in range(4)]
    return out
