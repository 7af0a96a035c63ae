"""Vertices: GTP names, SGF coordinates, (col, row) tuples and bad input."""

from __future__ import annotations

import pytest

import gotutor as gt
from gotutor.coords import (
    LETTERS,
    OffBoard,
    check_size,
    names,
    parse_point,
    point_from_sgf,
    point_table,
    point_to_sgf,
    vertex_name,
    xy,
)
from gotutor.errors import GoError, VertexError


def test_columns_skip_the_letter_i() -> None:
    assert "I" not in LETTERS
    assert len(LETTERS) == 25
    assert LETTERS[7:9] == "HJ"


@pytest.mark.parametrize(("vertex", "size", "point"), [
    ("A1", 9, 72),  # bottom-left: last row, first column
    ("A9", 9, 0),  # top-left
    ("J9", 9, 8),  # top-right: the ninth column is J
    ("J1", 9, 80),
    ("D4", 19, (19 - 4) * 19 + 3),
    ("T19", 19, 18),
    ("Z25", 25, 24),
    ("A25", 25, 0),
    ("B2", 2, 1),
])
def test_gtp_names_count_rows_from_the_bottom(vertex: str, size: int, point: int) -> None:
    assert parse_point(vertex, size) == point
    assert vertex_name(point, size) == vertex


@pytest.mark.parametrize("spelling", ["d4", "D4", " d4 ", "D 4", "\td4\n"])
def test_vertices_are_case_insensitive_and_blanks_are_ignored(spelling: str) -> None:
    assert parse_point(spelling, 9) == parse_point("D4", 9) == 5 * 9 + 3


@pytest.mark.parametrize("spelling", ["pass", "PASS", "Pass", " pass "])
def test_pass_is_none(spelling: str) -> None:
    assert parse_point(spelling, 9) is None
    assert vertex_name(None, 9) == "pass"


def test_tuples_are_col_row_from_the_lower_left() -> None:
    assert parse_point((0, 0), 9) == parse_point("A1", 9)
    assert parse_point((3, 3), 19) == parse_point("D4", 19)
    assert parse_point((8, 8), 9) == parse_point("J9", 9)
    assert parse_point((1, 0), 9) == parse_point("B1", 9)


@pytest.mark.parametrize("bad", [
    "", " ", "I5", "i5", "A0", "A00", "A05", "5D", "ZZ", "D-1", "D4.5", "DD4", "4", "D",
    "A100", "pas", None, 42, 4.0, ("x", 1), (1,), (1, 2, 3), (True, 1), (1.0, 2), ["D", 4],
    b"D4",
])
def test_malformed_vertices_raise_a_vertex_error_naming_them(bad: object) -> None:
    with pytest.raises(VertexError) as info:
        parse_point(bad, 9)
    assert isinstance(info.value, GoError)
    assert not isinstance(info.value, OffBoard)
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize(("vertex", "size"), [
    ("K1", 9), ("A10", 9), ("T19", 18), ("Z9", 9), ("J10", 9), ((9, 0), 9), ((0, 9), 9),
    ((-1, 0), 9), ("A3", 2), ("Z25", 24),
])
def test_well_formed_vertices_off_the_board_raise_off_board(vertex: object, size: int) -> None:
    with pytest.raises(OffBoard):
        parse_point(vertex, size)


def test_every_vertex_round_trips_on_every_size() -> None:
    for size in range(2, 26):
        seen = set()
        for p in range(size * size):
            name = vertex_name(p, size)
            assert parse_point(name, size) == p
            assert parse_point(name.lower(), size) == p
            col, row = LETTERS.index(name[0]), int(name[1:]) - 1
            assert parse_point((col, row), size) == p
            x, y = xy(p, size)
            assert (x, size - 1 - y) == (col, row)
            seen.add(name)
        assert len(seen) == size * size
        assert names(size) == tuple(vertex_name(p, size) for p in range(size * size))
        assert len(point_table(size)) == 2 * size * size + 3


@pytest.mark.parametrize("size", [2, 9, 19, 25])
def test_sizes_two_to_twenty_five_are_accepted(size: int) -> None:
    assert check_size(size) == size
    assert gt.Game(size).board.size == size


@pytest.mark.parametrize("size", [1, 0, -9, 26, 9.0, "9", None, True])
def test_other_sizes_are_refused(size: object) -> None:
    with pytest.raises(VertexError):
        check_size(size)
    with pytest.raises(GoError):
        gt.Game(size)  # type: ignore[arg-type]


def test_sgf_coordinates_count_from_the_top_left() -> None:
    # SGF "aa" is the top-left corner: A19 on 19x19; "dp" is D4; "pd" is Q16.
    assert point_from_sgf("aa", 19) == parse_point("A19", 19)
    assert point_from_sgf("dp", 19) == parse_point("D4", 19)
    assert point_from_sgf("pd", 19) == parse_point("Q16", 19)
    assert point_from_sgf("ss", 19) == parse_point("T1", 19)
    assert point_from_sgf("ii", 9) == parse_point("J1", 9)
    for size in (5, 19, 25):
        for p in range(size * size):
            assert point_from_sgf(point_to_sgf(p, size), size) == p


def test_sgf_pass() -> None:
    assert point_from_sgf("", 19) is None
    assert point_from_sgf("tt", 19) is None  # the old FF[3] pass
    assert point_from_sgf("tt", 9) is None
    assert point_from_sgf("tt", 20) == 19 * 20 + 19  # a real point on 20x20
    assert point_to_sgf(None, 19) == ""


@pytest.mark.parametrize("bad", ["a", "abc", "A1", "1a", "aA", "a-"])
def test_malformed_sgf_points_raise(bad: str) -> None:
    with pytest.raises(VertexError):
        point_from_sgf(bad, 19)


def test_sgf_points_off_the_board_raise_off_board() -> None:
    with pytest.raises(OffBoard):
        point_from_sgf("jj", 9)
    with pytest.raises(OffBoard):
        point_from_sgf("ja", 9)
