"""Vertices: the names of the intersections.

A vertex is named GTP-style, "D4": a column letter (A-Z without I) and a row number,
row 1 at the bottom. Internally a point is an index `y * size + x`, with x counted from
the left and y from the *top* (the order in which diagrams and SGF list rows).
Boards run from 2x2 to 25x25.
"""

from __future__ import annotations

import re

from .errors import VertexError

__all__ = [
    "LETTERS",
    "MAX_SIZE",
    "MIN_SIZE",
    "PASS",
    "OffBoard",
    "check_size",
    "names",
    "parse_point",
    "point_from_sgf",
    "point_table",
    "point_to_sgf",
    "vertex_name",
    "xy",
]

#: Column letters, as GTP and most Go software spell them: no "I".
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
MIN_SIZE, MAX_SIZE = 2, 25
#: The name of a pass.
PASS = "pass"

_VERTEX = re.compile(r"^\s*([A-Za-z])\s*(\d{1,2})\s*$")
_SGF_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class OffBoard(VertexError):
    """A well-formed vertex that lies outside this board ("Z9" on 9x9)."""


def check_size(size: object) -> int:
    """Returns `size` if it is a whole number from 2 to 25.

    Raises VertexError otherwise.
    """
    if isinstance(size, bool) or not isinstance(size, int):
        raise VertexError(f"board size must be a whole number, not {size!r}")
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise VertexError(f"board size {size} is outside {MIN_SIZE}..{MAX_SIZE}")
    return size


_tables: dict[int, dict[str, int | None]] = {}


def point_table(size: int) -> dict[str, int | None]:
    """Returns a dict from every canonical vertex name of a `size` board, in upper and
    lower case ("D4", "d4"), and "pass" to its point index (None for the pass)."""
    table = _tables.get(size)
    if table is None:
        check_size(size)
        table = {PASS: None, "PASS": None, "Pass": None}
        for p in range(size * size):
            name = vertex_name(p, size)
            table[name] = table[name.lower()] = p
        _tables[size] = table
    return table


def names(size: int) -> tuple[str, ...]:
    """Returns the canonical vertex name of every point of a `size` board, by index."""
    table = _names.get(size)
    if table is None:
        check_size(size)
        table = _names[size] = tuple(vertex_name(p, size) for p in range(size * size))
    return table


_names: dict[int, tuple[str, ...]] = {}


def parse_point(vertex: object, size: int) -> int | None:
    """Returns the point index of `vertex` on a board of `size`, or None for a pass.

    `vertex` is a string such as "D4" or "d4" (or "pass"), or a tuple `(col, row)` counted
    from the lower-left corner from zero.
    Raises OffBoard for a well-formed vertex outside the board, VertexError for
    anything malformed ("", "I5", "5D", "A0", 42, None).
    """
    if type(vertex) is str:
        table = _tables.get(size) or point_table(size)
        if vertex in table:
            return table[vertex]
    if isinstance(vertex, str):
        if vertex.strip().lower() == PASS:
            return None
        m = _VERTEX.match(vertex)
        if not m:
            raise VertexError(
                f"not a vertex: {vertex!r} (write a column letter and a row, e.g. 'D4')")
        letter, digits = m.group(1).upper(), m.group(2)
        if letter == "I":
            raise VertexError(f"not a vertex: {vertex!r} (the columns skip the letter I)")
        row = int(digits)
        if row < 1 or digits.startswith("0"):
            raise VertexError(f"not a vertex: {vertex!r} (rows are counted from 1)")
        col = LETTERS.index(letter)
        if col >= size or row > size:
            raise OffBoard(f"{letter}{row} is off the {size}x{size} board")
        return (size - row) * size + col
    if isinstance(vertex, tuple) and len(vertex) == 2:
        col, row = vertex
        if any(isinstance(c, bool) or not isinstance(c, int) for c in (col, row)):
            raise VertexError(f"not a vertex: {vertex!r} (a tuple holds two whole numbers)")
        if not (0 <= col < size and 0 <= row < size):
            raise OffBoard(f"{vertex!r} is off the {size}x{size} board")
        return (size - 1 - row) * size + col
    raise VertexError(f"not a vertex: {vertex!r}")


def xy(point: int, size: int) -> tuple[int, int]:
    """Returns `(x, y)` of a point: x from the left, y from the top, both from zero."""
    return point % size, point // size


def vertex_name(point: int | None, size: int) -> str:
    """Returns the canonical name of a point ("D4"), or "pass" for None."""
    if point is None:
        return PASS
    x, y = point % size, point // size
    return f"{LETTERS[x]}{size - y}"


def point_from_sgf(text: str, size: int) -> int | None:
    """Returns the point of an SGF coordinate ("dd"), or None for a pass ("" or "tt" on
    boards up to 19x19).

    Raises OffBoard if the coordinate lies outside the board, VertexError if malformed.
    """
    if text == "" or (text == "tt" and size <= 19):
        return None
    if len(text) != 2 or any(c not in _SGF_LETTERS for c in text):
        raise VertexError(f"not an SGF point: {text!r}")
    x, y = _SGF_LETTERS.index(text[0]), _SGF_LETTERS.index(text[1])
    if x >= size or y >= size:
        raise OffBoard(f"SGF point {text!r} is off the {size}x{size} board")
    return y * size + x


def point_to_sgf(point: int | None, size: int) -> str:
    """Returns the SGF coordinate of a point ("dd"), or "" for a pass."""
    if point is None:
        return ""
    x, y = point % size, point // size
    return _SGF_LETTERS[x] + _SGF_LETTERS[y]
