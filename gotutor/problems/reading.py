"""A small, bounded capture reader: can a chain be captured by force (ladders, nets)?

The reader answers the tactical question beginners' exercises ask, in the classic way of
ladder readers: a chain with three or more liberties counts as safe; the attacker tries
the chain's liberties and the points next to them (which finds nets), the defender tries
to extend, to capture an attacking chain in atari, or to leave the chain as it is.
The search stops at `depth` moves and `budget` positions; when it stops, the chain counts
as safe (the reader never claims a capture it has not read out).

Positions are Boards plus the basic-ko point; suicide is never read as a move.
"""

from __future__ import annotations

from ..board import Board
from ..color import Color

__all__ = ["TENUKI", "Reader"]

#: The defender's "move" of leaving the chain as it is (a pass or a move elsewhere).
TENUKI = -1


class Reader:
    """A capture reader with a move `depth` limit and a `budget` of positions per question.

    `attack(...)` returns a move that captures by force, `defend(...)` a move (or TENUKI)
    that saves; `line(...)` the sequence of a capture for showing it.
    """

    def __init__(self, depth: int = 60, budget: int = 3000) -> None:
        self.depth = depth
        self.budget = budget
        self.nodes = 0

    # ---------------------------------------------------------------- positions
    @staticmethod
    def play(board: Board, ko: int | None, point: int,
             color: Color) -> tuple[Board, int | None] | None:
        """Returns (board after the move, new ko point), or None if the move is illegal
        (occupied, the ko point, or suicide)."""
        a = board.analyze(point, color)
        if a.occupied or point == ko or a.self_capture:
            return None
        after = board.copy()
        captured, _ = after.play(point, color)
        new_ko = None
        if len(captured) == 1:
            ch = after.chain(point)
            if ch is not None and len(ch.stones) == 1 and len(ch.liberties) == 1:
                new_ko = captured[0]
        return after, new_ko

    @staticmethod
    def alive(board: Board, target: int, defender: Color) -> bool:
        """True if the defender's chain through `target` is still on the board."""
        return board.get(target) is defender

    # ---------------------------------------------------------------- questions
    def attack(self, board: Board, ko: int | None, target: int, defender: Color,
               depth: int | None = None) -> int | None:
        """Returns a move with which the attacker (the defender's opponent, to move)
        captures the chain through `target` by force, or None if the reader finds none.
        A chain already captured gives None too (there is nothing to do)."""
        self.nodes = 0
        return self._attack(board, ko, target, defender, self.depth if depth is None else depth)

    def defend(self, board: Board, ko: int | None, target: int, defender: Color,
               depth: int | None = None) -> int | None:
        """Returns a move (a point, or TENUKI) with which the defender (to move) keeps the
        chain through `target`, or None if it is lost whatever the defender does."""
        self.nodes = 0
        return self._defend(board, ko, target, defender, self.depth if depth is None else depth)

    def capturable(self, board: Board, ko: int | None, target: int, defender: Color) -> bool:
        """True if the attacker, to move, can capture the chain through `target`."""
        if not self.alive(board, target, defender):
            return True
        return self.attack(board, ko, target, defender) is not None

    def best_defence(self, board: Board, ko: int | None, target: int,
                     defender: Color) -> int | None:
        """Returns the defender's move that saves the chain, or when none does, the legal
        move that resists longest by the simple measure of liberties gained (None if the
        defender has no move near the chain)."""
        saving = self.defend(board, ko, target, defender)
        if saving is not None and saving != TENUKI:
            return saving
        ch = board.chain(target)
        if ch is None:
            return None
        best, best_libs = None, -1
        for p in self._defence_candidates(board, ch.stones, ch.liberties, defender):
            r = self.play(board, ko, p, defender)
            if r is None:
                continue
            libs = r[0].liberties(target)
            if libs > best_libs:
                best, best_libs = p, libs
        return best

    def line(self, board: Board, ko: int | None, target: int, defender: Color,
             limit: int = 12) -> list[int | None]:
        """Returns the moves of a forced capture from this position, attacker first
        (None stands for a defender's pass), ending when the chain is captured or after
        `limit` moves; [] if the reader finds no capture."""
        moves: list[int | None] = []
        attacker = defender.opponent
        while len(moves) < limit and self.alive(board, target, defender):
            a = self.attack(board, ko, target, defender)
            if a is None:
                break
            r = self.play(board, ko, a, attacker)
            assert r is not None
            board, ko = r
            moves.append(a)
            if not self.alive(board, target, defender) or len(moves) >= limit:
                break
            d = self.best_defence(board, ko, target, defender)
            if d is None or d == TENUKI:
                moves.append(None)
                ko = None
                continue
            r = self.play(board, ko, d, defender)
            assert r is not None
            board, ko = r
            moves.append(d)
        return moves

    # ---------------------------------------------------------------- search
    def _attack(self, board: Board, ko: int | None, target: int, defender: Color,
                depth: int) -> int | None:
        ch = board.chain(target)
        if ch is None or ch.color is not defender:
            return None
        libs = ch.liberties
        attacker = defender.opponent
        if len(libs) == 1:
            (p,) = libs
            return p if self.play(board, ko, p, attacker) is not None else None
        if len(libs) > 2 or depth <= 0 or self.nodes >= self.budget:
            return None
        for p in self._attack_candidates(board, libs):
            r = self.play(board, ko, p, attacker)
            if r is None:
                continue
            self.nodes += 1
            if self._defend(r[0], r[1], target, defender, depth - 1) is None:
                return p
        return None

    def _defend(self, board: Board, ko: int | None, target: int, defender: Color,
                depth: int) -> int | None:
        ch = board.chain(target)
        if ch is None or ch.color is not defender:
            return None
        if len(ch.liberties) >= 3 or depth <= 0 or self.nodes >= self.budget:
            return TENUKI
        for p in self._defence_candidates(board, ch.stones, ch.liberties, defender):
            r = self.play(board, ko, p, defender)
            if r is None:
                continue
            self.nodes += 1
            if self._attack(r[0], r[1], target, defender, depth - 1) is None:
                return p
        if len(ch.liberties) >= 2:
            self.nodes += 1
            if self._attack(board, None, target, defender, depth - 1) is None:
                return TENUKI
        return None

    @staticmethod
    def _attack_candidates(board: Board, libs: frozenset[int]) -> list[int]:
        """The liberties (the one with more empty neighbours first: it blocks the way
        out), then the empty points next to them (nets)."""
        def room(p: int) -> int:
            return sum(1 for n in board.neighbors(p) if board.get(n) is None)

        first = sorted(libs, key=lambda p: (-room(p), p))
        second = sorted({n for p in libs for n in board.neighbors(p)
                         if board.get(n) is None and n not in libs})
        return first + second

    @staticmethod
    def _defence_candidates(board: Board, stones: frozenset[int], libs: frozenset[int],
                            defender: Color) -> list[int]:
        """Captures of attacking chains in atari next to the chain first, then the
        liberties (the one with more empty neighbours first), then, when the chain is
        not in atari, ataris on attacking chains of two liberties next to it."""
        captures: list[int] = []
        ataris: list[int] = []
        seen: set[int] = set()
        for s in stones:
            for n in board.neighbors(s):
                if n in seen or board.get(n) is not defender.opponent:
                    continue
                ch = board.chain(n)
                assert ch is not None
                seen |= ch.stones
                if len(ch.liberties) == 1:
                    captures.extend(p for p in ch.liberties if p not in captures)
                elif len(ch.liberties) == 2 and len(libs) > 1:
                    ataris.extend(sorted(ch.liberties))

        def room(p: int) -> int:
            return sum(1 for n in board.neighbors(p) if board.get(n) is None)

        extensions = sorted((p for p in libs if p not in captures), key=lambda p: (-room(p), p))
        chosen = captures + extensions
        return chosen + [p for p in dict.fromkeys(ataris) if p not in chosen]
