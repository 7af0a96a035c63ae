"""A search that proves: an AND/OR search over the moves of a region, to the end.

The prover tries to reach a `Goal` (see `goals.py`); the opponent tries to stop it. Every
move of the region is tried for both sides, and a pass too; two passes in a row end the
fight and the goal judges the position. Positions are remembered in a transposition
table keyed by the Zobrist hash, the ko point, whose turn it is and the passes; the
search deepens one ply at a time (iterative deepening) until the answer no longer
depends on the depth.

Answers are proven or UNKNOWN: WIN or LOSS only when every line that decides it has been
read to its end (a goal's terminal test, or two passes); when the node budget runs out,
or the deepest search still stops lines at its depth, the answer is UNKNOWN, never a
guess. A move that would repeat a situation of the current line (the same stones with
the same side to move) is not read (the search plays situational superko); results that
depended on such a cut are not kept in the table, so a cycle never leaks into another
line.

Ko: `prover_ko` / `opponent_ko` give a side unlimited ko threats: it may retake a ko at
once (Position.play_threat); the other side obeys the basic-ko rule. A WIN with only the
opponent holding threats holds whatever ko threats the opponent has; see `status`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .goals import LOSS, UNKNOWN, WIN, Goal
from .position import Position, situation, threats

__all__ = ["PASS_MOVE", "Proof", "Solver", "status"]

#: The move code of a pass in the solver's answers.
PASS_MOVE = -1


class _OutOfBudget(Exception):
    pass


@dataclass(frozen=True)
class Proof:
    """The answer of a search: `value` (WIN, LOSS or UNKNOWN, from the prover's side),
    `move` (for the side to move: a move that achieves the value, when one was found;
    PASS_MOVE for a pass, None otherwise) and `nodes` (positions visited)."""

    value: int
    move: int | None
    nodes: int


class Solver:
    """Proves `goal` on positions, playing only on the points of `region` (None: every
    point of the board) and passes. `budget`: the most positions one `solve` visits."""

    def __init__(self, goal: Goal, region: Iterable[int] | None = None,
                 budget: int = 200_000, prover_ko: bool = True,
                 opponent_ko: bool = True, max_depth: int | None = None) -> None:
        self.goal = goal
        self.region = None if region is None else frozenset(region)
        self.budget = budget
        self.prover_ko = prover_ko
        self.opponent_ko = opponent_ko
        self.max_depth = max_depth
        self.table: dict[tuple[int, int, bool, int], tuple[int, int, int | None]] = {}
        self.nodes = 0

    # ---------------------------------------------------------------- public
    def solve(self, pos: Position, prover_to_move: bool, passes: int = 0) -> Proof:
        """Returns the Proof of the goal from `pos` with the prover (or the opponent) to
        move; `passes` is 1 if the last move was a pass."""
        self.nodes = 0
        region = self.region if self.region is not None else range(len(pos.codes))
        limit = self.max_depth or (2 * sum(1 for p in region if pos.codes[p] == 0) + 6)
        path = {situation(pos.key, prover_to_move)}
        try:
            for depth in range(1, limit + 1):
                value, move, _clean = self._search(pos, prover_to_move, passes, depth, path)
                if value != UNKNOWN:
                    return Proof(value, move, self.nodes)
        except _OutOfBudget:
            pass
        return Proof(UNKNOWN, None, self.nodes)

    # ---------------------------------------------------------------- search
    def _moves(self, pos: Position) -> list[int]:
        codes = pos.codes
        if self.region is None:
            return [p for p, c in enumerate(codes) if c == 0]
        return [p for p in self.region if codes[p] == 0]

    def _search(self, pos: Position, pmove: bool, passes: int, depth: int,
                path: set[int]) -> tuple[int, int | None, bool]:
        goal = self.goal
        t = goal.terminal(pos)
        if t is not None and not (pos.ko != -1 and t == (LOSS if pmove else WIN)
                                  and threats(self.prover_ko, self.opponent_ko, pmove)):
            # (a goal reached by taking a ko is not final while the side to move may
            # retake it with a ko threat)
            return t, None, True
        if passes >= 2:
            return goal.at_end(pos), None, True
        if depth <= 0:
            return UNKNOWN, None, True
        if pmove and goal.min_plies(pos, True) > depth:
            return UNKNOWN, None, True
        tkey = (pos.key, pos.ko, pmove, passes)
        hit = self.table.get(tkey)
        if hit is not None:
            value, searched, move = hit
            if value != UNKNOWN or searched >= depth:
                return value, move, True
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        code = goal.prover if pmove else 3 - goal.prover
        may_take_ko = threats(self.prover_ko, self.opponent_ko, pmove)
        good = WIN if pmove else LOSS
        bad = LOSS if pmove else WIN
        clean = True
        unknown = False
        best: int | None = None
        for p in goal.order(pos, self._moves(pos), pmove):
            child, retake = pos.play_threat(p, code, may_take_ko)
            if child is None:
                continue
            skey = situation(child.key, not pmove)
            if not retake and skey in path:
                clean = False  # not read: it repeats a situation of this line
                continue
            added = skey not in path
            path.add(skey)
            try:
                v, _m, c = self._search(child, not pmove, 0, depth - 1, path)
            finally:
                if added:
                    path.discard(skey)
            if v == good:
                if c:
                    self.table[tkey] = (good, depth, p)
                return good, p, c
            if v == UNKNOWN:
                unknown = True
            clean = clean and c
        v, _m, c = self._search(pos.pass_move(), not pmove, passes + 1, depth - 1, path)
        if v == good:
            if c:
                self.table[tkey] = (good, depth, PASS_MOVE)
            return good, PASS_MOVE, c
        if v == UNKNOWN:
            unknown = True
        clean = clean and c
        if unknown:
            if clean:
                self.table[tkey] = (UNKNOWN, depth, None)
            return UNKNOWN, None, clean
        if clean:
            self.table[tkey] = (bad, depth, best)
        return bad, best, clean


def status(goal_factory, pos: Position, prover_to_move: bool, region=None,
           budget: int = 200_000) -> tuple[str, Proof]:
    """Returns the ko status of the goal from `pos` and the deciding Proof:
    "win" (the prover reaches it even if it may never capture a ko), "loss" (the
    opponent stops it without ever capturing a ko), "ko" (who wins depends on a ko:
    the prover wins when both may take kos, or loses only when... ), or "unknown".
    `goal_factory()` returns a fresh Goal (each search keeps its own caches)."""
    strict = Solver(goal_factory(), region, budget, prover_ko=False, opponent_ko=True)
    proof = strict.solve(pos, prover_to_move)
    if proof.value == WIN:
        return "win", proof
    loose = Solver(goal_factory(), region, budget, prover_ko=True, opponent_ko=False)
    other = loose.solve(pos, prover_to_move)
    if other.value == LOSS:
        return "loss", other
    if proof.value == LOSS and other.value == WIN:
        return "ko", other
    return "unknown", other if other.value == UNKNOWN else proof
