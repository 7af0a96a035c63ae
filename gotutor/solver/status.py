"""The status of a chain at the end of a game, read out by the solver.

`read_status(pos, target, region, safe, open_space, budget)` asks the solver two
questions about the chain through `target`: can the opponent capture it moving first,
and can it capture it moving second (the chain's owner moving first)? Each is read twice,
as `search.status` does: once with the attacker never allowed to capture a ko, once with
the defender never allowed to, so that every answer is "win" (the attacker captures it
whatever the kos), "loss" (it never does, whatever the kos), "ko" or "unknown" (the
budget ran out). From the two answers (`ChainRead.verdict`):

- the attacker captures it even moving second: dead;
- the attacker cannot capture it even moving first: alive (or seki: see the caller);
- the attacker captures it moving first only: a close call (whoever moves first wins a
  capturing race, a shape that is alive or dead by whose turn it is);
- a ko: dead if the owner cannot avoid the ko even moving first (a bent four in the
  corner), else a ko either way;
- "unknown" when a reading ran out of budget, and "escape" when the attacker could not
  capture the chain because it reached the open space outside the region (that proves
  nothing: the open space was not read).

The goal (`EndCapture`) is the solver's Capture with cheap terminal tests instead of
Benson's test at every node: the chain joined to a stone known alive (`safe`) is not
captured; a chain with two one-point eyes of its own is pass-alive; a chain next to an
empty area of `big_eye` points bordered by its colour only (after it captured a wall)
has room for two eyes; a chain with a liberty in `open_space` has escaped.
"""

from __future__ import annotations

from dataclasses import dataclass

from .goals import LOSS, WIN, Capture
from .position import Position
from .search import Solver

__all__ = ["ChainRead", "EndCapture", "InnerCapture", "read_status"]


class EndCapture(Capture):
    """Capture of the chain through `target` by `attacker`, read at the end of a game:
    `safe` (points of stones known alive: the chain joined to one of them is safe) and
    `open_space` (empty points outside the region read: reaching one is an escape)."""

    def __init__(self, target: int, attacker: int, safe: frozenset[int] = frozenset(),
                 open_space: frozenset[int] = frozenset(), big_eye: int = 7) -> None:
        super().__init__(target, attacker, open_space)
        self.safe = safe
        self.big_eye = big_eye
        self._chains: dict[int, tuple[set[int], set[int]]] = {}

    def _target(self, pos: Position) -> tuple[set[int], set[int]]:
        """The target's (stones, liberties) on `pos`, remembered by position."""
        hit = self._chains.get(pos.key)
        if hit is None:
            if len(self._chains) > 50_000:
                self._chains.clear()
            hit = self._chains[pos.key] = pos.chain(self.target)
        return hit

    def min_plies(self, pos: Position, prover_to_move: bool) -> int:
        n = len(self._target(pos)[1])
        return 2 * n - 1 if prover_to_move else 2 * n

    def order(self, pos: Position, moves: list[int], prover_to_move: bool) -> list[int]:
        """As Capture's order (the defender's captures of short attacking chains first,
        then the target's liberties, then the points next to them), the target's chain
        remembered by position."""
        stones, libs = self._target(pos)
        codes, nbr = pos.codes, pos.nbr
        second = {n for p in libs for n in nbr[p] if codes[n] == 0}
        urgent: set[int] = set()
        if not prover_to_move:
            seen: set[int] = set()
            for s in stones:
                for n in nbr[s]:
                    if codes[n] == self.prover and n not in seen:
                        ch, ch_libs = pos.chain(n)
                        seen |= ch
                        if len(ch_libs) <= 2:
                            urgent |= ch_libs

        def rank(p: int) -> tuple[int, int]:
            room = sum(1 for n in nbr[p] if codes[n] == 0)
            if p in urgent:
                return (0, -room)
            if p in libs:
                return (1, -room)
            if p in second:
                return (2, -room)
            return (3, -room)

        return sorted(moves, key=rank)

    def terminal(self, pos: Position) -> int | None:
        codes = pos.codes
        me = 3 - self.prover
        if codes[self.target] != me:
            return WIN
        stones, libs = self._target(pos)
        if self.safe and not stones.isdisjoint(self.safe):
            return LOSS
        if self.open_space and not libs.isdisjoint(self.open_space):
            self.escaped = True
            return LOSS
        if len(libs) >= 2:
            eyes = 0
            nbr = pos.nbr
            for p in libs:
                if all(n in stones for n in nbr[p]):
                    eyes += 1
                    if eyes == 2:
                        return LOSS
            if self.big_eye and len(libs) >= 3 and self._big_eye(pos, libs, me):
                return LOSS
        return None

    def _big_eye(self, pos: Position, libs: set[int], me: int) -> bool:
        """True if a liberty of the chain opens onto an empty area of `big_eye` points
        or more bordered by the chain's colour only (room for two eyes: it happens
        when the defender captures a big wall)."""
        codes, nbr = pos.codes, pos.nbr
        seen: set[int] = set()
        for start in libs:
            if start in seen:
                continue
            area, stack, closed = {start}, [start], True
            while stack:
                q = stack.pop()
                for n in nbr[q]:
                    v = codes[n]
                    if v == 0:
                        if n not in area:
                            area.add(n)
                            stack.append(n)
                    elif v != me:
                        closed = False
            seen |= area
            if closed and len(area) >= self.big_eye:
                return True
        return False


class InnerCapture(EndCapture):
    """The capture of stones shut inside the attacker's own eye space (a nakade, the
    stones of a seki): taking them is not enough, since the defender may play inside
    again; the attacker wins only when, both sides having passed, no defender's stone
    is left on `inside` (the points of the eye space) and every chain through
    `enclosers` (the attacker's stones around it) is still on the board. It loses as
    soon as one of them is captured."""

    def __init__(self, target: int, attacker: int, inside: frozenset[int],
                 enclosers: tuple[int, ...], safe: frozenset[int] = frozenset(),
                 open_space: frozenset[int] = frozenset(), big_eye: int = 7) -> None:
        super().__init__(target, attacker, safe, open_space, big_eye)
        self.inside = inside
        self.enclosers = enclosers

    def terminal(self, pos: Position) -> int | None:
        codes = pos.codes
        if any(codes[e] != self.prover for e in self.enclosers):
            return LOSS
        if codes[self.target] == 3 - self.prover:
            return super().terminal(pos)
        return None

    def at_end(self, pos: Position) -> int:
        codes = pos.codes
        if any(codes[e] != self.prover for e in self.enclosers):
            return LOSS
        defender = 3 - self.prover
        return LOSS if any(codes[p] == defender for p in self.inside) else WIN

    def min_plies(self, pos: Position, prover_to_move: bool) -> int:
        if pos.codes[self.target] != 3 - self.prover:
            return 0
        return super().min_plies(pos, prover_to_move)

    def order(self, pos: Position, moves: list[int], prover_to_move: bool) -> list[int]:
        if pos.codes[self.target] != 3 - self.prover:
            return moves
        return super().order(pos, moves, prover_to_move)


@dataclass(frozen=True)
class ChainRead:
    """The two readings of a chain: `first` (the attacker moves first) and `second`
    (the owner moves first), each "win", "loss", "ko" or "unknown" from the attacker's
    side; `escaped` if some line reached the open space; `nodes` searched."""

    first: str
    second: str
    escaped: bool
    nodes: int

    @property
    def verdict(self) -> str:
        """"dead", "alive", "close" (the first to move wins), "bent-four" (a ko the
        owner cannot avoid even moving first), "ko", "escape" or "unknown"."""
        first, second = self.first, self.second
        if second == "win":
            return "dead"
        if first == "loss":
            return "escape" if self.escaped else "alive"
        if "unknown" in (first, second):
            return "unknown"
        if first == "win" and second == "loss":
            return "escape" if self.escaped else "close"
        if second == "ko" and first in ("win", "ko"):
            return "bent-four"
        if self.escaped:
            return "escape"
        return "ko"


def _one(make, pos: Position, attacker_moves: bool, region: frozenset[int],
         budget: int) -> tuple[str, bool, int]:
    """Returns (status from the attacker's side, escaped, nodes) of one reading of the
    goal `make()` returns."""
    depth = 2 * len(region) + 12  # the region's stones may be captured and played on
    strict_goal = make()
    strict = Solver(strict_goal, region, budget, prover_ko=False, opponent_ko=True,
                    max_depth=depth)
    proof = strict.solve(pos, attacker_moves)
    nodes = proof.nodes
    if proof.value == WIN:
        return "win", strict_goal.escaped, nodes
    loose_goal = make()
    loose = Solver(loose_goal, region, budget, prover_ko=True, opponent_ko=False,
                   max_depth=depth)
    other = loose.solve(pos, attacker_moves)
    nodes += other.nodes
    escaped = strict_goal.escaped or loose_goal.escaped
    if other.value == LOSS:
        return "loss", escaped, nodes
    if proof.value == LOSS and other.value == WIN:
        return "ko", escaped, nodes
    return "unknown", escaped, nodes


def read_status(pos: Position, target: int, region: set[int] | frozenset[int],
                safe: frozenset[int] = frozenset(), open_space: frozenset[int] = frozenset(),
                budget: int = 4_000, inside: frozenset[int] | None = None,
                enclosers: tuple[int, ...] = ()) -> ChainRead:
    """Returns the ChainRead of the chain through `target` (a stone) on `pos`, the
    solver playing only on `region` (other moves count as passes); see the module's
    docstring. `budget`: the most positions each of the four searches visits. With
    `inside` and `enclosers`, the chain is shut inside the attacker's eye space and
    the goal is InnerCapture."""
    attacker = 3 - pos.codes[target]
    region = frozenset(region)
    if inside is not None:
        def make() -> EndCapture:
            return InnerCapture(target, attacker, inside, enclosers, safe, open_space)
    else:
        def make() -> EndCapture:
            return EndCapture(target, attacker, safe, open_space)
    first, esc1, n1 = _one(make, pos, True, region, budget)
    if first == "loss":
        return ChainRead(first, "loss", esc1, n1)
    second, esc2, n2 = _one(make, pos, False, region, budget)
    return ChainRead(first, second, esc1 or esc2, n1 + n2)
