"""What a search proves: the goals of the solver.

A goal is judged from the prover's side. `terminal(pos)` returns WIN or LOSS when the
position settles the question without reading further (the target captured, the group
pass-alive...), else None; `at_end(pos)` judges the position when both sides have passed.
`order(pos, prover_to_move)` puts the moves worth trying first (every move of the
region is still tried: the order changes only the speed, never the answer).
"""

from __future__ import annotations

from .benson import pass_alive_points
from .position import Position

__all__ = ["LOSS", "UNKNOWN", "WIN", "Capture", "Connect", "Goal", "Live"]

WIN, LOSS, UNKNOWN = 1, -1, 0

#: A target chain with this many liberties, some of them beyond the region, has reached
#: open space: the answer says "escape" (not proven safe, but no capture was read).
ESCAPE_LIBERTIES = 5


class Goal:
    """The base class: `prover` is the point code (1 or 2) of the side that tries to
    reach the goal."""

    prover: int = 1

    def terminal(self, pos: Position) -> int | None:
        """Returns WIN or LOSS if `pos` settles the goal, else None."""
        raise NotImplementedError

    def at_end(self, pos: Position) -> int:
        """Returns WIN or LOSS for the position where both sides passed."""
        raise NotImplementedError

    def order(self, pos: Position, moves: list[int], prover_to_move: bool) -> list[int]:
        """Returns `moves` in the order to try them."""
        return moves

    def extra_moves(self, pos: Position) -> set[int]:
        """Returns points outside the region that the fight reaches in `pos` and that
        both sides may play (none by default)."""
        return set()

    def min_plies(self, pos: Position, prover_to_move: bool) -> int:
        """Returns a lower bound on the plies the prover needs to reach the goal from
        `pos` (0 when unknown): a search with fewer plies left cannot prove a WIN."""
        return 0


def _near(pos: Position, points: set[int]) -> set[int]:
    out: set[int] = set()
    for p in points:
        for n in pos.nbr[p]:
            if pos.codes[n] == 0:
                out.add(n)
    return out


class Capture(Goal):
    """The prover (`attacker`, a point code) captures the chain through `target`; the
    defender wins if the chain becomes pass-alive or survives to the end. When
    `open_space` is given (the points beyond the searched region), the fight follows
    the chain: its liberties there may be played by both sides (`extra_moves`), and once
    it has ESCAPE_LIBERTIES liberties with one of them beyond the region it has reached
    open space: `escaped` is set so that the answer says "escape", never "safe"."""

    def __init__(self, target: int, attacker: int,
                 open_space: frozenset[int] = frozenset(), also: tuple[int, ...] = ()) -> None:
        self.target = target
        self.also = also  # more chains: capturing any one of them reaches the goal
        self.prover = attacker
        self.open_space = open_space
        self.escaped = False
        self._alive: dict[int, bool] = {}

    def terminal(self, pos: Position) -> int | None:
        if pos.codes[self.target] != 3 - self.prover:
            return WIN
        if self.also:
            if any(pos.codes[t] != 3 - self.prover for t in self.also):
                return WIN
            return None  # several chains: read to the end
        libs = pos.liberties(self.target)
        if (self.open_space and len(libs) >= ESCAPE_LIBERTIES
                and not libs.isdisjoint(self.open_space)):
            self.escaped = True  # the answer then says "escapes", never "safe"
            return LOSS
        if len(libs) >= 2 and self._pass_alive(pos):
            return LOSS
        return None

    def extra_moves(self, pos: Position) -> set[int]:
        if not self.open_space or pos.codes[self.target] == 0:
            return set()
        return pos.liberties(self.target) & self.open_space

    def _pass_alive(self, pos: Position) -> bool:
        hit = self._alive.get(pos.key)
        if hit is None:
            hit = self.target in pass_alive_points(pos.size, pos.codes, 3 - self.prover)
            self._alive[pos.key] = hit
        return hit

    def at_end(self, pos: Position) -> int:
        gone = any(pos.codes[t] != 3 - self.prover for t in (self.target, *self.also))
        return WIN if gone else LOSS

    def min_plies(self, pos: Position, prover_to_move: bool) -> int:
        n = min(len(pos.liberties(t)) for t in (self.target, *self.also))
        return 2 * n - 1 if prover_to_move else 2 * n

    def order(self, pos: Position, moves: list[int], prover_to_move: bool) -> list[int]:
        stones, libs = pos.chain(self.target)
        second = _near(pos, libs)
        urgent: set[int] = set()
        if not prover_to_move:
            # the defender: capture an attacker's chain touching the target first
            seen: set[int] = set()
            for s in stones:
                for n in pos.nbr[s]:
                    if pos.codes[n] == self.prover and n not in seen:
                        ch, ch_libs = pos.chain(n)
                        seen |= ch
                        if len(ch_libs) <= 2:
                            urgent |= ch_libs

        def rank(p: int) -> tuple[int, int]:
            room = sum(1 for n in pos.nbr[p] if pos.codes[n] == 0)
            if p in urgent:
                return (0, -room)
            if p in libs:
                return (1, -room)
            if p in second:
                return (2, -room)
            return (3, -room)

        return sorted(moves, key=rank)


class Live(Goal):
    """The prover (the owner of the chain through `target`) keeps it on the board: it
    wins when the chain is pass-alive, or when both sides pass with it on the board;
    with `strict`, a chain that then shares a liberty with an opponent's chain (a seki)
    does not count: only life with eyes of its own wins. It loses when the chain is
    captured. With `open_space` (the points beyond the region), a chain that is not
    pass-alive and still has a liberty there when both pass loses: it stands only
    because no one played outside."""

    def __init__(self, target: int, owner: int, strict: bool = False,
                 open_space: frozenset[int] = frozenset()) -> None:
        self.target = target
        self.prover = owner
        self.strict = strict
        self.open_space = open_space
        self._alive: dict[int, bool] = {}

    def terminal(self, pos: Position) -> int | None:
        if pos.codes[self.target] != self.prover:
            return LOSS
        hit = self._alive.get(pos.key)
        if hit is None:
            hit = self.target in pass_alive_points(pos.size, pos.codes, self.prover)
            self._alive[pos.key] = hit
        return WIN if hit else None

    def at_end(self, pos: Position) -> int:
        if pos.codes[self.target] != self.prover:
            return LOSS
        if self.open_space and not pos.liberties(self.target).isdisjoint(self.open_space):
            # on the board only because no one plays outside the region, and without
            # the two eyes of Benson's test: the opponent fills the outside, then the
            # inside (a group in seki has all its liberties in the enclosed region)
            return LOSS
        if self.strict and self._shares_liberty(pos):
            return LOSS
        return WIN

    def _shares_liberty(self, pos: Position) -> bool:
        """True if a liberty of the target's chain is a liberty of an opponent's chain
        too (the mark of a seki when both sides have passed)."""
        _stones, libs = pos.chain(self.target)
        other = 3 - self.prover
        for p in libs:
            for n in pos.nbr[p]:
                if pos.codes[n] == other:
                    return True
        return False

    def order(self, pos: Position, moves: list[int], prover_to_move: bool) -> list[int]:
        libs = pos.liberties(self.target)

        def rank(p: int) -> tuple[int, int]:
            room = sum(1 for n in pos.nbr[p] if pos.codes[n] == 0)
            return (0 if p in libs else 1, -room)

        return sorted(moves, key=rank)


class Connect(Goal):
    """The prover (the owner of the stones at `a` and `b`) joins them into one chain;
    the opponent wins if either is captured or both sides pass with them apart."""

    def __init__(self, a: int, b: int, owner: int) -> None:
        self.a, self.b = a, b
        self.prover = owner

    def terminal(self, pos: Position) -> int | None:
        codes = pos.codes
        if codes[self.a] != self.prover or codes[self.b] != self.prover:
            return LOSS
        if self.b in pos.chain(self.a)[0]:
            return WIN
        return None

    def at_end(self, pos: Position) -> int:
        return WIN if self.terminal(pos) == WIN else LOSS

    def order(self, pos: Position, moves: list[int], prover_to_move: bool) -> list[int]:
        la, lb = pos.liberties(self.a), pos.liberties(self.b)
        both, either = la & lb, la | lb

        def rank(p: int) -> int:
            return 0 if p in both else 1 if p in either else 2

        return sorted(moves, key=rank)
