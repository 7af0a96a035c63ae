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

from .benson import bounds_mask, pass_alive_mask, pass_alive_points
from .goals import LOSS, WIN, Goal
from .position import Position

__all__ = ["DEAD_SPACE", "GroupLife", "enclosed_space", "group_liberties", "group_points"]

#: A group shut in a space of at most this many points (its stones and the empty points
#: among them) by chains that can never be captured is dead: it cannot make two eyes
#: nor a seki there (tests/test_solver_dead.py proves it by reading every shape of
#: this size to the end).
DEAD_SPACE = 5


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


def enclosed_space(pos: Position, points: frozenset[int], owner: int,
                   region: frozenset[int], limit: int) -> int | None:
    """Returns the size of the space the group on `points` is shut in, or None when
    it is not shut in (or the space grows past `limit`). The space: the points of the
    owner's stones and the empty points reached from the group's stones through
    them. It is shut in when every point of it lies in `region` (the points any side
    may play on), every opponent's chain next to it has a liberty outside `region`
    (no move can ever fill it: the chain is never captured), and each point of
    `points` is in the space or holds such a chain's stone (the owner cannot come
    back there)."""
    codes, nbr = pos.codes, pos.nbr
    other = 3 - owner
    start = [p for p in points if codes[p] == owner]
    if not start or len(start) > limit:
        return None  # no group, or more stones than the space may hold
    space = set(start)
    stack = list(start)
    safe: set[int] = set()
    while stack:
        q = stack.pop()
        for n in nbr[q]:
            v = codes[n]
            if v == other:
                if n in safe:
                    continue
                stones, libs = pos.chain(n)
                if libs <= region:
                    return None  # a chain that may be captured
                safe |= stones
            elif n not in space:
                if n not in region:
                    return None
                space.add(n)
                if len(space) > limit:
                    return None
                stack.append(n)
    for p in points:
        if p in space:
            continue
        if codes[p] != other:
            return None
        if p not in safe:
            stones, libs = pos.chain(p)
            if libs <= region:
                return None
            safe |= stones
    return len(space)


class GroupLife(Goal):
    """The owner (point code) of the group on `points` keeps it alive (see the module
    docstring)."""

    def __init__(self, points: frozenset[int], owner: int, strict: bool,
                 region: frozenset[int] | None = None) -> None:
        self.points = points
        self._point_list = sorted(points)
        self.prover = owner
        self.strict = strict
        self.region = region
        self._region_mask = bounds_mask(region) if region is not None else 0
        self._points_mask = bounds_mask(points)
        self._alive: dict[int, bool] = {}

    def _present(self, pos: Position) -> list[int]:
        codes, me = pos.codes, self.prover
        return [p for p in self._point_list if codes[p] == me]

    def terminal(self, pos: Position, benson: bool = True) -> int | None:
        """WIN if a stone of the group is pass-alive, LOSS if none is left, else None.
        `benson=False` leaves Benson's test out (after a move of the attacker, which
        does not make the group pass-alive when it was not before: the caller then
        only finds that later)."""
        here = self._present(pos)
        if not here:
            return LOSS
        if not benson:
            return None
        hit = self._alive.get(pos.key)
        if hit is None:
            if self.region is not None:
                # the group's stones are owner's stones: any of them alive is a hit
                hit = bool(pass_alive_mask(pos.size, pos.codes, self.prover,
                                           self._region_mask) & self._points_mask)
            else:
                alive = pass_alive_points(pos.size, pos.codes, self.prover)
                hit = any(p in alive for p in here)
            if len(self._alive) > 500_000:
                self._alive.clear()
            self._alive[pos.key] = hit
        return WIN if hit else None

    def dead(self, pos: Position) -> bool:
        """True if the group is dead by the static rule (`enclosed_space` of at most
        DEAD_SPACE points): the attacker captures it whoever moves first, whatever the
        kos, unless the attacker has just passed (then the owner may end the game by
        passing too: the caller must not ask then). Needs `region`."""
        if self.region is None:
            return False
        space = enclosed_space(pos, self.points, self.prover, self.region, DEAD_SPACE)
        return space is not None and space <= DEAD_SPACE

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
