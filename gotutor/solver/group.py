"""The book's goal: the life or death of a whole group, not of one chain.

A published problem asks whether a group lives: the chains of one colour that live or
die together (stones a short step apart, see `group_points`). `GroupLife` is proven by
its owner: it wins when any stone of the group is pass-alive (Benson) or, when both
sides have passed, some of the group's stones are still on the board (with `strict`,
only on a chain that shares no liberty with an opponent's chain: eyes of its own, not
seki); it loses when none of the group's points holds a stone of the owner.
The move order puts first the vital points: the group's liberties, the liberties of the
opponent's chains in contact that are short of liberties, then the points with the
most empty neighbours (the middle of an eye space).
"""

from __future__ import annotations

from .benson import pass_alive_points
from .goals import LOSS, WIN, Goal
from .position import Position

__all__ = ["GroupLife", "group_liberties", "group_points"]


def group_points(pos: Position, target: int, reach: int = 2) -> frozenset[int]:
    """Returns the stones of the group of the chain through `target`: every chain of
    its colour whose stones lie within `reach` steps (Manhattan distance) of a stone
    already in the group. `target` must hold a stone."""
    code = pos.codes[target]
    n = pos.size
    group, _libs = pos.chain(target)
    stones = [p for p, c in enumerate(pos.codes) if c == code]
    grown = True
    while grown:
        grown = False
        for p in stones:
            if p in group:
                continue
            x, y = p % n, p // n
            if any(abs(x - q % n) + abs(y - q // n) <= reach for q in group):
                group |= pos.chain(p)[0]
                grown = True
    return frozenset(group)


def group_liberties(pos: Position, points: frozenset[int], code: int) -> set[int]:
    """Returns the liberties of the chains of `code` standing on `points`."""
    libs: set[int] = set()
    seen: set[int] = set()
    for p in points:
        if pos.codes[p] == code and p not in seen:
            stones, ch = pos.chain(p)
            seen |= stones
            libs |= ch
    return libs


class GroupLife(Goal):
    """The owner (point code) of the group on `points` keeps it alive (see the module
    docstring)."""

    def __init__(self, points: frozenset[int], owner: int, strict: bool) -> None:
        self.points = points
        self.prover = owner
        self.strict = strict
        self._alive: dict[int, bool] = {}

    def _present(self, pos: Position) -> list[int]:
        return [p for p in self.points if pos.codes[p] == self.prover]

    def terminal(self, pos: Position) -> int | None:
        here = self._present(pos)
        if not here:
            return LOSS
        hit = self._alive.get(pos.key)
        if hit is None:
            alive = pass_alive_points(pos.size, pos.codes, self.prover)
            hit = any(p in alive for p in here)
            self._alive[pos.key] = hit
        return WIN if hit else None

    def at_end(self, pos: Position) -> int:
        here = self._present(pos)
        if not here:
            return LOSS
        if not self.strict:
            return WIN
        other = 3 - self.prover
        for p in here:
            _stones, libs = pos.chain(p)
            if not any(pos.codes[n] == other for q in libs for n in pos.nbr[q]):
                return WIN
        return LOSS

    def order(self, pos: Position, moves: list[int], prover_to_move: bool) -> list[int]:
        codes = pos.codes
        libs = group_liberties(pos, self.points, self.prover)
        other = 3 - self.prover
        short: set[int] = set()
        seen: set[int] = set()
        for p in libs:
            for n in pos.nbr[p]:
                if codes[n] == other and n not in seen:
                    stones, ch = pos.chain(n)
                    seen |= stones
                    if len(ch) <= 2:
                        short |= ch

        def rank(p: int) -> tuple[int, int]:
            room = sum(1 for n in pos.nbr[p] if codes[n] == 0)
            first = 0 if p in short else 1 if p in libs else 2
            return (first, -room)

        return sorted(moves, key=rank)
