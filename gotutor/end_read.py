"""The status of a chain at the end of a game, read with a sealed big eye only.

`read_status` here asks the solver the questions `gotutor.solver.status.read_status`
asks (can the opponent capture the chain moving first, and moving second, each read
with and without ko captures) and returns the same `ChainRead`. One terminal test
differs: the solver's goal takes a chain with three liberties next to an empty area of
7 points or more, bordered by its colour only, as alive. That area is an eye only if its
seal holds: bordered by another chain that the opponent may capture (a stone whose only
liberty is inside the area), it is not. Here the area counts only when every stone
around it is the chain's own or known safe.
"""

from __future__ import annotations

from .solver.goals import LOSS, WIN
from .solver.position import Position
from .solver.search import Solver
from .solver.status import ChainRead, EndCapture, InnerCapture

__all__ = ["SealedCapture", "SealedInnerCapture", "read_status"]


def _sealed_big_eye(goal: EndCapture, pos: Position, libs: set[int], me: int) -> bool:
    """True if a liberty of the target opens onto an empty area of `goal.big_eye` points
    or more bordered only by the target's own stones and stones known safe."""
    stones = goal._target(pos)[0]
    codes, nbr = pos.codes, pos.nbr
    seen: set[int] = set()
    for start in libs:
        if start in seen:
            continue
        area, stack, closed = {start}, [start], True
        while stack and closed:
            q = stack.pop()
            for n in nbr[q]:
                v = codes[n]
                if v == 0:
                    if n not in area:
                        area.add(n)
                        stack.append(n)
                elif v != me or (n not in stones and n not in goal.safe):
                    closed = False
                    break
        seen |= area
        if closed and len(area) >= goal.big_eye:
            return True
    return False


class SealedCapture(EndCapture):
    """EndCapture whose big eye must be sealed by the target or by safe stones."""

    def _big_eye(self, pos: Position, libs: set[int], me: int) -> bool:
        return _sealed_big_eye(self, pos, libs, me)


class SealedInnerCapture(InnerCapture):
    """InnerCapture whose big eye must be sealed by the target or by safe stones."""

    def _big_eye(self, pos: Position, libs: set[int], me: int) -> bool:
        return _sealed_big_eye(self, pos, libs, me)


def _one(make, pos: Position, attacker_moves: bool, region: frozenset[int],
         budget: int) -> tuple[str, bool, int]:
    """Returns (status from the attacker's side, escaped, nodes) of one reading of the
    goal `make()` returns: "win" (captured even with the defender taking every ko),
    "loss" (never, even with the attacker taking every ko), "ko" or "unknown"."""
    depth = 2 * len(region) + 12
    strict_goal = make()
    proof = Solver(strict_goal, region, budget, prover_ko=False, opponent_ko=True,
                   max_depth=depth).solve(pos, attacker_moves)
    nodes = proof.nodes
    if proof.value == WIN:
        return "win", strict_goal.escaped, nodes
    loose_goal = make()
    other = Solver(loose_goal, region, budget, prover_ko=True, opponent_ko=False,
                   max_depth=depth).solve(pos, attacker_moves)
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
    solver playing only on `region` (other moves count as passes), the stones of `safe`
    known alive and the points of `open_space` an escape; `budget`: the most positions
    each search visits. With `inside` and `enclosers`, the chain is shut inside the
    attacker's eye space (the goal is to leave none of its stones there)."""
    attacker = 3 - pos.codes[target]
    region = frozenset(region)
    if inside is not None:
        def make() -> EndCapture:
            return SealedInnerCapture(target, attacker, inside, enclosers, safe, open_space)
    else:
        def make() -> EndCapture:
            return SealedCapture(target, attacker, safe, open_space)
    first, esc1, n1 = _one(make, pos, True, region, budget)
    if first == "loss":
        return ChainRead(first, "loss", esc1, n1)
    second, esc2, n2 = _one(make, pos, False, region, budget)
    return ChainRead(first, second, esc1 or esc2, n1 + n2)
