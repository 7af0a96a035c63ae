"""The solver's position: a small, fast board for search (no history, no rules object).

A `Position` is a tuple of point codes (0 empty, 1 black, 2 white) with the basic-ko
point and a Zobrist hash. `play` returns a new position or None when the move is
illegal in the search: occupied, the basic-ko point, or a suicide (the solver never
reads a suicide as a move; under the course's rule sets single-stone suicide is illegal
and multi-stone suicide never helps the side that plays it in a local fight). Ko in the
search (`play_threat`): a side with ko threats may retake a ko at once, a side without
obeys the basic-ko rule.
Point indexes are the engine's: row 0 at the top, as `gotutor.board.Board` numbers them.
"""

from __future__ import annotations

from ..board import Board, adjacency, zobrist_keys
from ..color import Color

__all__ = ["BLACK", "EMPTY", "WHITE", "Position", "code_of", "color_of", "situation",
           "threats"]

EMPTY, BLACK, WHITE = 0, 1, 2


#: Mixed into a position's key when the prover is to move (see `situation`).
_PROVER_TO_MOVE = 0x9E3779B97F4A7C15


def situation(key: int, prover_to_move: bool) -> int:
    """Returns the key of a situation (the stones and whose turn it is) from a
    position's Zobrist `key`: the search forbids repeating a situation of its line
    (situational superko), so a cycle such as "two stones sent, one returned" may be
    played through once, as the published problems of the tests' collection assume."""
    return key ^ _PROVER_TO_MOVE if prover_to_move else key


def threats(prover_ko: bool, opponent_ko: bool, prover_to_move: bool) -> bool:
    """True if the side to move holds ko threats that count: it has them and the other
    side has none (when both have them they cancel out: basic ko for both)."""
    mine, theirs = ((prover_ko, opponent_ko) if prover_to_move
                    else (opponent_ko, prover_ko))
    return mine and not theirs


def code_of(color: Color) -> int:
    """Returns the point code of `color` (1 black, 2 white)."""
    return BLACK if color is Color.BLACK else WHITE


def color_of(code: int) -> Color:
    """Returns the Color of the point code 1 or 2."""
    return Color.BLACK if code == BLACK else Color.WHITE


class Position:
    """An immutable board position for search: `codes` (tuple), `size`, `ko` (the point
    the player to move may not retake now, or -1) and `key` (Zobrist hash of the stones
    and the ko point)."""

    __slots__ = ("codes", "key", "ko", "nbr", "size", "zob")

    def __init__(self, size: int, codes: tuple[int, ...], ko: int = -1,
                 key: int | None = None) -> None:
        self.size = size
        self.codes = codes
        self.ko = ko
        self.nbr = adjacency(size)
        self.zob = zobrist_keys(size)
        if key is None:
            key = 0
            for p, c in enumerate(codes):
                if c:
                    key ^= self.zob[c][p]
        self.key = key

    @classmethod
    def from_board(cls, board: Board, ko: int | None = None) -> Position:
        """Returns the position of `board` with the basic-ko point `ko` (or none)."""
        return cls(board.size, tuple(board.codes()), -1 if ko is None else ko)

    def to_board(self) -> Board:
        """Returns the position as an engine Board (for Benson's test and diagrams)."""
        return Board.from_codes(self.size, self.codes)

    # ---------------------------------------------------------------- chains
    def chain(self, p: int) -> tuple[set[int], set[int]]:
        """Returns (stones, liberties) of the chain through the stone at `p`.
        The point must hold a stone."""
        return _chain(self.codes, self.nbr, p)

    def liberties(self, p: int) -> set[int]:
        """Returns the liberties of the chain through the stone at `p`."""
        return self.chain(p)[1]

    def empty(self) -> list[int]:
        """Returns the empty points."""
        return [p for p, c in enumerate(self.codes) if c == 0]

    # ---------------------------------------------------------------- moves
    def play(self, p: int, code: int) -> Position | None:
        """Returns the position after `code` (1 or 2) plays at `p`, or None if the move
        is occupied, retakes the ko, or is a suicide. Passing is `pass_move()`."""
        codes = self.codes
        if codes[p] != 0 or p == self.ko:
            return None
        nbr = self.nbr
        other = 3 - code
        board = list(codes)
        board[p] = code
        key = self.key ^ self.zob[code][p]
        captured: list[int] = []
        has_liberty = False
        for n in nbr[p]:
            v = board[n]
            if v == 0:
                has_liberty = True
            elif v == other:
                stones = _without_liberty(board, nbr, n)
                if stones is not None:
                    for s in stones:
                        board[s] = 0
                        key ^= self.zob[other][s]
                    captured.extend(stones)
        if not has_liberty and not captured and _without_liberty(board, nbr, p) is not None:
            return None  # suicide
        ko = -1
        if len(captured) == 1 and not has_liberty and all(board[q] != code for q in nbr[p]):
            ko = captured[0]  # a lone stone whose one liberty is the stone it took
        return self._derive(tuple(board), ko, key)

    def _derive(self, codes: tuple[int, ...], ko: int, key: int) -> Position:
        """A position of the same board size (tables shared, no recount of the key)."""
        new = Position.__new__(Position)
        new.size = self.size
        new.codes = codes
        new.ko = ko
        new.nbr = self.nbr
        new.zob = self.zob
        new.key = key
        return new

    def play_threat(self, p: int, code: int, threats: bool) -> tuple[Position | None, bool]:
        """Returns (the position after `code` plays at `p`, True if the move retakes a
        ko at once). A side with `threats` (unlimited ko threats: it plays one elsewhere
        and the other side answers it) may retake a ko at once; the retake brings back
        the position before the ko was taken, which the search allows (not a repetition
        of the line: the threat and its answer changed the board elsewhere)."""
        child = self.play(p, code)
        if child is None and threats and p == self.ko:
            return self.pass_move().play(p, code), True
        return child, False

    def pass_move(self) -> Position:
        """Returns the same stones with no ko point (a pass lifts the ko ban)."""
        if self.ko == -1:
            return self
        return self._derive(self.codes, -1, self.key)

    def is_ko_capture(self, p: int, code: int) -> bool:
        """True if `code` playing at `p` would capture exactly one stone and leave the
        new stone alone with one liberty (the shape of a ko capture)."""
        after = self.play(p, code)
        return after is not None and after.ko != -1

    def __str__(self) -> str:
        chars = ".XO"
        n = self.size
        return "\n".join(" ".join(chars[c] for c in self.codes[r * n:(r + 1) * n])
                         for r in range(n))


def _chain(board: list[int] | tuple[int, ...], nbr: tuple[tuple[int, ...], ...],
           p: int) -> tuple[set[int], set[int]]:
    c = board[p]
    stones, libs, stack = {p}, set(), [p]
    while stack:
        q = stack.pop()
        for n in nbr[q]:
            v = board[n]
            if v == 0:
                libs.add(n)
            elif v == c and n not in stones:
                stones.add(n)
                stack.append(n)
    return stones, libs


def _without_liberty(board: list[int], nbr: tuple[tuple[int, ...], ...],
                     p: int) -> list[int] | None:
    """Returns the stones of the chain through `p` if it has no liberty, else None (the
    flood stops at the first liberty it meets: a big chain with liberties is cheap)."""
    c = board[p]
    stones, stack = [p], [p]
    seen = {p}
    while stack:
        q = stack.pop()
        for n in nbr[q]:
            v = board[n]
            if v == 0:
                return None
            if v == c and n not in seen:
                seen.add(n)
                stones.append(n)
                stack.append(n)
    return stones
