"""An exhaustive capture search for the lessons' tests: on a small board, can the
player to move capture a chain by force within a number of moves?

Written here on the plain Board (legal moves, captures, the basic-ko point), not with
the problems module's capture reader, so that it checks that reader's answers and the
answer keys of the move-tree exercises independently. Every legal move (and a pass for
the defender) is tried; positions are remembered, so boards of up to about 7x7 with
a few dozen empty points are read in well under a second.
"""

from __future__ import annotations

from gotutor.board import Board
from gotutor.color import Color

__all__ = ["Search"]


class Search:
    """`captures(board, ko, targets, attacker, moves)`: True if `attacker`, to move, can
    capture one of the chains on the points `targets` within `moves` of its own moves
    whatever the defender does (the defender may pass)."""

    def __init__(self, region: set[int] | None = None) -> None:
        self.memo: dict[tuple[object, ...], bool] = {}
        self.region = region  # when given, the only points played (and a pass)

    @staticmethod
    def play(board: Board, ko: int | None, point: int,
             color: Color) -> tuple[Board, int | None] | None:
        """Returns (board after the move, ko point), or None for an illegal move."""
        if board.get(point) is not None or point == ko:
            return None
        after = board.copy()
        captured, _own = after.play(point, color)
        chain = after.chain(point)
        if chain is None or not chain.liberties:
            return None  # suicide (or self-capture): never read
        new_ko = None
        if len(captured) == 1 and len(chain.stones) == 1 and len(chain.liberties) == 1:
            new_ko = captured[0]
        return after, new_ko

    @staticmethod
    def _order(board: Board, targets: tuple[int, ...]) -> list[int]:
        """The liberties of the targets, then those of the chains touching them, then
        every other empty point."""
        libs: list[int] = []
        near: list[int] = []
        for t in targets:
            chain = board.chain(t)
            if chain is None:
                continue
            libs += sorted(p for p in chain.liberties if p not in libs)
            for s in chain.stones:
                for n in board.neighbors(s):
                    other = board.chain(n)
                    if other is not None and other.color is not chain.color:
                        near += sorted(p for p in other.liberties if p not in near)
        first = libs + [p for p in near if p not in libs]
        return first + [p for p in board.empty_points() if p not in first]

    def moves(self, board: Board, targets: tuple[int, ...]) -> list[int]:
        """The points tried, in order (only those of the region, if one is given)."""
        order = self._order(board, targets)
        return order if self.region is None else [p for p in order if p in self.region]

    @staticmethod
    def taken(board: Board, targets: tuple[int, ...], defender: Color) -> bool:
        """True if one of the target chains is gone."""
        return any(board.get(t) is not defender for t in targets)

    def captures(self, board: Board, ko: int | None, targets: tuple[int, ...],
                 attacker: Color, moves: int) -> bool:
        """True if the attacker (to move) captures one of the chains on `targets` by force
        within `moves` moves. A chain already gone counts as captured."""
        defender = attacker.opponent
        if self.taken(board, targets, defender):
            return True
        if moves <= 0 or min(board.liberties(t) for t in targets) > moves:
            return False
        key = ("a", board.codes(), ko, targets, attacker, moves)
        if key in self.memo:
            return self.memo[key]
        result = False
        for p in self.moves(board, targets):
            after = self.play(board, ko, p, attacker)
            if after is None:
                continue
            if self.taken(after[0], targets, defender) or self.escapes_never(
                    after[0], after[1], targets, attacker, moves - 1):
                result = True
                break
        self.memo[key] = result
        return result

    def escapes_never(self, board: Board, ko: int | None, targets: tuple[int, ...],
                      attacker: Color, moves: int, first: int | None = None) -> bool:
        """True if every defender's move (and a pass) still lets the attacker capture
        within `moves` moves; `first`, a defender's move tried first."""
        defender = attacker.opponent
        if moves <= 0:
            return False
        if self.taken(board, targets, defender):
            return True
        if min(board.liberties(t) for t in targets) > moves:
            return False  # more liberties than moves: none can be filled in time
        key = ("d", board.codes(), ko, targets, attacker, moves)
        if key in self.memo:
            return self.memo[key]
        order = self.moves(board, targets)
        if first is not None:
            order = [first] + [p for p in order if p != first]
        result = True
        for p in [*order, None]:
            if p is None:
                after: tuple[Board, int | None] | None = (board, None)
            else:
                after = self.play(board, ko, p, defender)
                if after is None:
                    continue
            if not self.captures(after[0], after[1], targets, attacker, moves):
                result = False
                break
        self.memo[key] = result
        return result
