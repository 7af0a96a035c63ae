"""Proof-number search with heuristic start values and a shared table.

The same search and the same rules as `pns.PnSolver` (every move of the region and a
pass, two passes end a line, ko as `position.play_threat` has it, situational superko on
the line), with two changes that only change its speed:

- an unread position starts with proof and disproof numbers from the fight (as in
  Kishimoto and Müller's df-pn for tsumego): the more liberties the defender's group
  has, the harder it is to kill and the easier to save, and the opponent's side keeps
  the usual mobility start (as many as its moves);
- `table` may be shared by the searches of one problem (every first move, under the same
  goal, region and ko setting): a position proven in one line is reused in another
  (simulation of a sibling's proof by lookup). Only results that did not depend on a
  repetition cut are kept (`PnSolver._store`), so sharing never carries a cycle over.
"""

from __future__ import annotations

from collections.abc import Iterable

from .goals import Goal
from .group import GroupLife, group_liberties
from .pns import PnSolver, _Node
from .position import situation, threats
from .search import PASS_MOVE

__all__ = ["HeuristicPnSolver"]


class HeuristicPnSolver(PnSolver):
    """A `PnSolver` for a `GroupLife` goal (see the module docstring). `table`: a dict
    shared with other searches of the same goal, region and ko setting, or None."""

    def __init__(self, goal: Goal, region: Iterable[int] | None = None,
                 budget: int = 200_000, prover_ko: bool = True,
                 opponent_ko: bool = True,
                 table: dict[tuple[int, int, bool, int], int] | None = None) -> None:
        super().__init__(goal, region, budget, prover_ko, opponent_ko)
        if table is not None:
            self.solved = table

    def _expand(self, node: _Node, keys: set[int]) -> None:
        goal = self.goal
        pos = node.pos
        pmove = node.pmove
        code = goal.prover if pmove else 3 - goal.prover
        may_take_ko = threats(self.prover_ko, self.opponent_ko, pmove)
        children: list[_Node] = []
        for p in goal.order(pos, self._moves(pos), pmove):
            child, retake = pos.play_threat(p, code, may_take_ko)
            if child is None:
                continue
            if not retake and situation(child.key, not pmove) in keys:
                node.clean = False
                continue
            c = _Node(child, not pmove, 0, p, node)
            self._evaluate(c)
            children.append(c)
        c = _Node(pos.pass_move(), not pmove, node.passes + 1, PASS_MOVE, node)
        self._evaluate(c)
        children.append(c)
        width = len(children)
        for c in children:
            if not (c.pn and c.dn):
                continue
            h = self._hardness(c)
            if c.pmove:  # the prover to move there: one good move proves it
                c.pn, c.dn = h, width
            else:
                c.pn, c.dn = width, h
        self.nodes += len(children)
        node.children = children

    def _hardness(self, node: _Node) -> int:
        """The start number of the side to move at `node`: 1 to 4, from the liberties
        of the group (few: easy for the attacker, hard for the owner)."""
        goal = self.goal
        if not isinstance(goal, GroupLife):
            return 1
        libs = len(group_liberties(node.pos, goal.points, goal.prover))
        owner_to_move = node.pmove  # the owner proves a GroupLife
        if owner_to_move:
            return max(1, 5 - libs)
        return max(1, min(4, libs - 1))
