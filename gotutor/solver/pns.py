"""Proof-number search: the same proofs as `search.Solver`, found best-first.

The iterative-deepening search of search.py reads every line to one depth before it
reads any line deeper; a kill whose proof is one long forcing line (fill the outside,
then the eye, then capture) costs it every short line of every depth first. Allis's
proof-number search grows one tree instead and always expands the node that most
cheaply proves or disproves the root: at the prover's turn the child with the fewest
positions left to prove, at the opponent's the child with the fewest left to disprove.
It answers the same question under the same rules as search.py, so the two can be
checked against each other: every move of the region and a pass for both sides, two
passes end a line and the goal judges it, ko as position.play_threat has it, and a move that
repeats a situation of its own line (situational superko on the tree's path: exact, as
this is a tree) is not read.

Solved positions whose result did not depend on a repetition cut are kept in a table
and reused wherever they occur again (a transposition); `budget` bounds the tree's
nodes, and past it the answer is UNKNOWN.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .goals import LOSS, UNKNOWN, WIN, Goal
from .position import Position, situation, threats
from .proof import ProofTooBig, _final, size
from .search import PASS_MOVE, Proof

__all__ = ["PnSolver"]

INF = 1 << 40


class _Node:
    __slots__ = ("children", "clean", "dn", "move", "parent", "passes", "pmove", "pn",
                 "pos")

    def __init__(self, pos: Position, pmove: bool, passes: int, move: int | None,
                 parent: _Node | None) -> None:
        self.pos = pos
        self.pmove = pmove
        self.passes = passes
        self.move = move
        self.parent = parent
        self.children: list[_Node] | None = None
        self.pn = 1
        self.dn = 1
        self.clean = True  # no move of this node was left out as a repetition

    def value(self) -> int:
        return WIN if self.pn == 0 else LOSS if self.dn == 0 else UNKNOWN


class PnSolver:
    """Proves `goal` on positions, playing only on the points of `region` (None: every
    point) and passes, like search.Solver. `budget`: the most tree nodes of one
    `solve`."""

    def __init__(self, goal: Goal, region: Iterable[int] | None = None,
                 budget: int = 200_000, prover_ko: bool = True,
                 opponent_ko: bool = True, mobility: bool = True) -> None:
        self.goal = goal
        self.mobility = mobility
        self.region = None if region is None else frozenset(region)
        self.budget = budget
        self.prover_ko = prover_ko
        self.opponent_ko = opponent_ko
        self.solved: dict[tuple[int, int, bool, int], int] = {}
        self.nodes = 0
        self.root: _Node | None = None
        self._root_path: frozenset[int] = frozenset()

    # ---------------------------------------------------------------- public
    def solve(self, pos: Position, prover_to_move: bool, passes: int = 0,
              path: Iterable[int] = ()) -> Proof:
        """Returns the Proof of the goal from `pos` with the prover (or the opponent) to
        move; `passes` is 1 if the last move was a pass; `path`: the situation keys
        (position.situation) of the line before `pos` (no move may repeat them)."""
        self.nodes = 0
        self._root_path = frozenset(path) | {situation(pos.key, prover_to_move)}
        root = _Node(pos, prover_to_move, passes, None, None)
        self.root = root
        self._evaluate(root)
        while root.pn and root.dn:
            if self.nodes >= self.budget:
                return Proof(UNKNOWN, None, self.nodes)
            node, keys = self._select(root)
            self._expand(node, keys)
            self._update(node)
        value = root.value()
        move = None
        if root.children is not None:
            good = WIN if root.pmove else LOSS
            if value == good:
                for c in root.children:
                    if c.value() == good:
                        move = c.move
                        break
        return Proof(value, move, self.nodes)

    def tree(self, want: int = WIN, limit: int = 20_000) -> dict[str, Any]:
        """Returns the proof tree (proof.py's format) of the last `solve`, whose
        answer must be `want`. Raises ValueError if it is not, and proof.ProofTooBig
        past `limit` nodes."""
        if self.root is None or self.root.value() != want:
            raise ValueError("no proven answer to show")
        count = [0]

        def walk(node: _Node, keys: set[int]) -> dict[str, Any]:
            count[0] += 1
            if count[0] > limit:
                raise ProofTooBig(f"more than {limit} nodes")
            goal = self.goal
            pos = node.pos
            if _final(self, node.pos, node.pmove, want) or (
                    node.passes >= 2 and goal.at_end(pos) == want):
                return {}
            if node.children is None:  # solved from the table: read it here again
                sub = PnSolver(goal, self.region, self.budget, self.prover_ko,
                               self.opponent_ko)
                if sub.solve(pos, node.pmove, node.passes, keys).value != want:
                    raise ValueError("a line of the proof does not hold")
                part = sub.tree(want, limit - count[0])
                count[0] += size(part) - 1
                return part
            return self._walk_children(node, keys, walk, want)

        return walk(self.root, set(self._root_path))

    def _walk_children(self, node: _Node, keys: set[int], walk: Any,
                       want: int) -> dict[str, Any]:
        mine = node.pmove == (want == WIN)
        assert node.children is not None

        def step(c: _Node) -> dict[str, Any]:
            skey = situation(c.pos.key, c.pmove)
            if c.move == PASS_MOVE or skey in keys:
                return walk(c, keys)
            keys.add(skey)
            try:
                return walk(c, keys)
            finally:
                keys.discard(skey)

        if mine:
            for c in node.children:
                if c.value() == want:
                    return {"m": "pass" if c.move == PASS_MOVE else str(c.move),
                            "c": step(c)}
            raise ValueError("a line of the proof does not hold")
        return {"r": {("pass" if c.move == PASS_MOVE else str(c.move)): step(c)
                      for c in node.children}}

    # ---------------------------------------------------------------- search
    def _moves(self, pos: Position) -> list[int]:
        codes = pos.codes
        if self.region is None:
            return [p for p, c in enumerate(codes) if c == 0]
        return [p for p in self.region if codes[p] == 0]

    def _evaluate(self, node: _Node) -> None:
        goal = self.goal
        pos = node.pos
        t = goal.terminal(pos)
        if t is not None and pos.ko != -1 and t == (LOSS if node.pmove else WIN) and (
                threats(self.prover_ko, self.opponent_ko, node.pmove)):
            t = None  # reached by taking a ko: the side to move may retake it first
        if t is None and node.passes >= 2:
            t = goal.at_end(pos)
        if t is None:
            t = self.solved.get((pos.key, pos.ko, node.pmove, node.passes))
        if t == WIN:
            node.pn, node.dn = 0, INF
        elif t == LOSS:
            node.pn, node.dn = INF, 0

    def _select(self, root: _Node) -> tuple[_Node, set[int]]:
        keys = set(self._root_path)
        node = root
        while node.children is not None:
            if node.pmove:
                node = min(node.children, key=lambda c: c.pn)
            else:
                node = min(node.children, key=lambda c: c.dn)
            if node.move != PASS_MOVE:
                keys.add(situation(node.pos.key, node.pmove))
        return node, keys

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
                node.clean = False  # not read: it repeats a situation of this line
                continue
            c = _Node(child, not pmove, 0, p, node)
            self._evaluate(c)
            children.append(c)
        c = _Node(pos.pass_move(), not pmove, node.passes + 1, PASS_MOVE, node)
        self._evaluate(c)
        children.append(c)
        if self.mobility:
            # an unread child is as hard to settle for the side to move there as it
            # has moves (about as many as here): the usual mobility start values
            width = len(children)
            for c in children:
                if c.pn and c.dn:
                    if c.pmove:
                        c.dn = width
                    else:
                        c.pn = width
        self.nodes += len(children)
        node.children = children

    def _update(self, node: _Node | None) -> None:
        while node is not None:
            kids = node.children
            assert kids is not None
            if node.pmove:
                pn = min(c.pn for c in kids)
                dn = min(INF, sum(c.dn for c in kids))
            else:
                pn = min(INF, sum(c.pn for c in kids))
                dn = min(c.dn for c in kids)
            if pn == node.pn and dn == node.dn:
                break
            node.pn, node.dn = pn, dn
            if pn == 0 or dn == 0:
                self._store(node)
            node = node.parent

    def _store(self, node: _Node) -> None:
        kids = node.children
        assert kids is not None
        value = node.value()
        good = WIN if node.pmove else LOSS
        if value == good:
            clean = any(c.value() == good and c.clean for c in kids)
        else:
            clean = node.clean and all(c.clean for c in kids)
        if clean:
            pos = node.pos
            self.solved[(pos.key, pos.ko, node.pmove, node.passes)] = value
        else:
            node.clean = False
