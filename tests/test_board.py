"""Board: stones, chains, liberties, captures, self-capture and the Zobrist hash."""

from __future__ import annotations

import random

import pytest

from gotutor import Board, Color, GoError, VertexError
from gotutor.coords import OffBoard

B, W = Color.BLACK, Color.WHITE


def pt(board: Board, vertex: str) -> int:
    return board.point(vertex)


def names(board: Board, points: list[int] | tuple[int, ...]) -> list[str]:
    return sorted(board.vertex(p) for p in points)


@pytest.mark.parametrize(("vertex", "liberties"), [
    ("E5", 4), ("A5", 3), ("E1", 3), ("J5", 3), ("E9", 3), ("A1", 2), ("J9", 2), ("A9", 2),
    ("J1", 2),
])
def test_a_lone_stone_has_four_liberties_in_the_middle_three_on_the_edge_two_in_a_corner(
        vertex: str, liberties: int) -> None:
    board = Board(9)
    board.play(pt(board, vertex), B)
    assert board.liberties(pt(board, vertex)) == liberties
    assert len(board.neighbors(pt(board, vertex))) == liberties


def test_liberties_are_shared_by_the_chain_and_counted_once() -> None:
    board = Board.from_diagram("""
        . . . . .
        . X X . .
        . X . . .
        . . . . .
        . . . . .
    """)
    chain = board.chain(pt(board, "B4"))
    assert chain is not None and chain.color is B
    assert names(board, tuple(chain.stones)) == ["B3", "B4", "C4"]
    # B5 C5 A4 D4 A3 C3 B2: C3 touches two stones and counts once
    assert names(board, tuple(chain.liberties)) == ["A3", "A4", "B2", "B5", "C3", "C5", "D4"]
    assert board.liberties(pt(board, "C4")) == 7
    assert board.liberties(pt(board, "E1")) == 0  # empty point: no chain
    assert board.chain(pt(board, "E1")) is None


def test_an_opponent_stone_takes_a_liberty() -> None:
    board = Board(9)
    board.play(pt(board, "E5"), B)
    board.play(pt(board, "E6"), W)
    assert board.liberties(pt(board, "E5")) == 3
    assert board.liberties(pt(board, "E6")) == 3


def test_capture_of_one_stone() -> None:
    board = Board.from_diagram("""
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .
    """)
    assert board.liberties(pt(board, "C3")) == 1
    captured, self_captured = board.play(pt(board, "C2"), B)
    assert names(board, captured) == ["C3"] and self_captured == []
    assert board["C3"] is None
    assert board.liberties(pt(board, "C2")) == 4  # C3 is a liberty again
    assert board.liberties(pt(board, "B3")) == 4


def test_capture_of_a_chain_in_the_corner() -> None:
    board = Board.from_diagram("""
        O O X . .
        O . . . .
        X . . . .
        . . . . .
        . . . . .
    """)
    assert board.liberties(pt(board, "A5")) == 1  # B4 only
    captured, _ = board.play(pt(board, "B4"), B)
    assert names(board, captured) == ["A4", "A5", "B5"]
    assert board.count(W) == 0
    assert board.liberties(pt(board, "B4")) == 4  # A4 and B5 are liberties again


def test_capture_of_two_chains_at_once() -> None:
    board = Board.from_diagram("""
        . O X . .
        O X . . .
        X . . . .
        . . . . .
        . . . . .
    """)
    # Black A5 takes the last liberty of White B5 and of White A4
    assert board.liberties(pt(board, "B5")) == 1 and board.liberties(pt(board, "A4")) == 1
    analysis = board.analyze(pt(board, "A5"), B)
    assert names(board, analysis.captures) == ["A4", "B5"]
    captured, self_captured = board.play(pt(board, "A5"), B)
    assert names(board, captured) == ["A4", "B5"] and self_captured == []
    assert board.count(W) == 0
    assert board.liberties(pt(board, "A5")) == 2


def test_the_capture_exception_opponent_removed_before_own_liberties_are_counted() -> None:
    board = Board.from_diagram("""
        . X O . .
        X O . . .
        X . . . .
        . . . . .
        . . . . .
    """)
    # White A5 has no liberty of its own, but it takes B5's last liberty
    a = board.analyze(pt(board, "A5"), W)
    assert a.self_capture == () and names(board, a.captures) == ["B5"]
    captured, self_captured = board.play(pt(board, "A5"), W)
    assert names(board, captured) == ["B5"] and self_captured == []
    assert board["A5"] is W and board.liberties(pt(board, "A5")) == 1  # B5
    assert board["A4"] is B and board.liberties(pt(board, "A4")) == 2  # B3, A2


def test_self_capture_removes_the_movers_chain_and_changes_nothing_else() -> None:
    board = Board.from_diagram("""
        . O X . .
        O O X . .
        X X . . .
        . . . . .
        . . . . .
    """)
    a = board.analyze(pt(board, "A5"), W)
    assert a.captures == () and names(board, a.self_capture) == ["A4", "A5", "B4", "B5"]
    before_black = board.stones(B)
    captured, self_captured = board.play(pt(board, "A5"), W)
    assert captured == [] and names(board, self_captured) == ["A4", "A5", "B4", "B5"]
    assert board.count(W) == 0 and board.stones(B) == before_black
    # the C5-C4 chain gets B5 and B4 back, besides D5, D4 and C3
    assert board.liberties(pt(board, "C5")) == 5
    assert board.hash == Board.from_codes(5, board.codes()).hash


def test_single_stone_self_capture_is_analysed_as_one_stone() -> None:
    board = Board.from_diagram("""
        . X . .
        X . . .
        . . . .
        . . . .
    """)
    a = board.analyze(pt(board, "A4"), W)
    assert names(board, a.self_capture) == ["A4"]
    assert a.hash == board.hash  # the board would not change


def test_analyze_changes_nothing() -> None:
    board = Board.from_diagram("""
        . O X . .
        O X . . .
        X . . . .
        . . . . .
        . . . . .
    """)
    codes, h = board.codes(), board.hash
    for p in range(board.area):
        for color in (B, W):
            board.analyze(p, color)
    assert board.codes() == codes and board.hash == h
    assert board.analyze(pt(board, "B5"), B).occupied


def test_playing_on_a_stone_raises_and_changes_nothing() -> None:
    board = Board(9)
    board.play(pt(board, "E5"), B)
    codes = board.codes()
    with pytest.raises(GoError):
        board.play(pt(board, "E5"), W)
    assert board.codes() == codes


def test_zobrist_hash_follows_the_stones() -> None:
    board = Board(9)
    assert board.hash == 0
    board.play(pt(board, "E5"), B)
    h1 = board.hash
    assert h1 != 0
    other = Board(9)
    other.play(pt(other, "E5"), W)
    assert other.hash != h1  # colour matters
    board.play(pt(board, "D5"), W)
    assert board.hash != h1
    # the order of moves does not matter
    a, b = Board(9), Board(9)
    for v, c in (("C3", B), ("G7", W), ("C7", B)):
        a.play(pt(a, v), c)
    for v, c in (("C7", B), ("C3", B), ("G7", W)):
        b.play(pt(b, v), c)
    assert a.hash == b.hash and a == b


def test_hash_after_captures_equals_the_hash_from_scratch() -> None:
    board = Board.from_diagram("""
        . O X . .
        O X . . .
        X . . . .
        . . . . .
        . . . . .
    """)
    predicted = board.analyze(pt(board, "A5"), B).hash
    board.play(pt(board, "A5"), B)
    assert board.hash == predicted == Board.from_codes(5, board.codes()).hash


def chains_from_scratch(board: Board) -> set[tuple[Color, frozenset[int], frozenset[int]]]:
    """Returns every chain by flood fill of the colours alone (independent of Board)."""
    size, out, done = board.size, set(), set()
    for p in range(board.area):
        color = board.get(p)
        if color is None or p in done:
            continue
        stones, libs, stack = {p}, set(), [p]
        while stack:
            q = stack.pop()
            x, y = q % size, q // size
            for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                if 0 <= nx < size and 0 <= ny < size:
                    n = ny * size + nx
                    if board.get(n) is None:
                        libs.add(n)
                    elif board.get(n) is color and n not in stones:
                        stones.add(n)
                        stack.append(n)
        done |= stones
        out.add((color, frozenset(stones), frozenset(libs)))
    return out


@pytest.mark.parametrize("size", [2, 3, 5, 9, 19])
def test_incremental_chains_and_liberties_match_a_flood_fill(size: int) -> None:
    rng = random.Random(size)
    board = Board(size)
    color = B
    for _ in range(min(size * size * 4, 500)):
        empty = board.empty_points()
        if not empty:
            break
        p = rng.choice(empty)
        a = board.analyze(p, color)
        if len(a.self_capture) == 1:
            continue
        board.play(p, color)
        assert set(board.chains()) == chains_from_scratch(board)
        assert all(len(c.liberties) > 0 for c in board.chains())
        assert board.hash == Board.from_codes(size, board.codes()).hash == a.hash
        color = color.opponent


def test_from_diagram_reads_rows_top_to_bottom() -> None:
    board = Board.from_diagram("""
        X . .
        . O .
        + . X
    """)
    assert board.size == 3
    assert board["A3"] is B and board["B2"] is W and board["C1"] is B
    assert board["A1"] is None
    assert str(board) == "X . .\n. O .\n. . X"
    assert board == Board.from_diagram(str(board))


@pytest.mark.parametrize("bad", ["", "X .\n. . .", "X ?\n. .", "X . .\n. .\n. . ."])
def test_bad_diagrams_raise(bad: str) -> None:
    with pytest.raises(GoError):
        Board.from_diagram(bad)


@pytest.mark.parametrize("codes", [[0] * 8, [0] * 8 + [3], [0] * 10, [0] * 8 + [-1]])
def test_bad_codes_raise(codes: list[int]) -> None:
    with pytest.raises(GoError):
        Board.from_codes(3, codes)


def test_reading_by_vertex() -> None:
    board = Board(9)
    board.play(pt(board, "D4"), B)
    assert board["D4"] is B and board["d4"] is B and board[(3, 3)] is B
    assert board["E5"] is None
    with pytest.raises(OffBoard):
        board["K1"]
    with pytest.raises(VertexError):
        board["I5"]
    with pytest.raises(GoError):
        board.point("pass")


def test_set_and_copy_are_independent() -> None:
    board = Board(5)
    board.set(pt(board, "C3"), B)
    copy = board.copy()
    copy.set(pt(copy, "C3"), None)
    assert board["C3"] is B and copy["C3"] is None
    assert copy.hash == 0
    board.set_many([(pt(board, "A1"), W), (pt(board, "C3"), None)])
    assert board.stones(W) == [pt(board, "A1")] and board.count(B) == 0
