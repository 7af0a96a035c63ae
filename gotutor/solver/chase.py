"""The capture game of one small chain, read to the end: can the attacker capture it, or
does it get home (join a living group of its colour)?

`Chase(target, attacker, home, ...)` answers one question on a `Position`: with the
chain through `target` on the board, does the attacker capture it whatever its owner
(the defender) does? The game ends when:

- the chain is captured: the attacker wins;
- the chain holds a stone of `home` (stones the caller has shown to be pass-alive, see
  `benson.pass_alive_points`: a chain joined to them can never be captured): the
  defender wins;
- the attacker has no move left (all its points filled or suicide): the defender wins.

There is no liberty horizon ("a chain with five liberties is safe"): every line is read
until the chain is captured or home, or until the search's `budget` of positions runs
out (then the answer is None, never a guess).

The moves read, the same for every question (`attacker_moves`, `defender_moves`):

- the attacker plays on the empty points within `reach` steps of the chain (its
  liberties and, for reach 2, their empty neighbours: where a net or a block stands)
  and on the liberties of its own chains next to the target that are in atari (saving
  them). It never passes: a pass cannot help it (the defender would pass back, and a
  chain on the board at the end is not captured).
- the defender, when its chain is in atari and the capture is legal, plays the only
  moves that can keep it: the liberty, and the liberties of attacking chains next to it
  that are in atari (captures); any other move loses the chain at once. Otherwise, with
  `wide` (the reading of a capture, where every defence must fail): the attacker's
  points above, the liberties of attacking chains next to it with one or two liberties,
  and a pass (a move elsewhere); without `wide` (the reading of an escape, where one
  defence is enough): its liberties and those captures and ataris.

So a capture answered True holds against every defence near the chain, and an escape
answered False holds against every attacking move near it (the moves read are the
whole of what the other side may do; a side's moves left out only make its proof
harder). Moves farther away count as a pass.

Ko: the basic ko rule of `Position.play` (no side has ko threats). The answers are
those of the basic-ko game; a line that cycles through kos only uses up the budget.

The search is a proof-number search (Allis): it expands the position that most cheaply
proves or disproves the root, so a short capture or a short way home is found first.
"""

from __future__ import annotations

from collections.abc import Iterable

from .position import Position

__all__ = ["Chase", "reach_points"]

_INF = 1 << 40
_LINE_STEPS = 4000  # the most nodes `line` visits while it picks a line to show


def reach_points(pos: Position, stones: Iterable[int], reach: int) -> set[int]:
    """Returns the empty points reached from `stones` in at most `reach` steps over
    empty points (reach 1: the liberties; reach 2: the liberties and their empty
    neighbours)."""
    codes = pos.codes
    nbr = pos.nbr
    out: set[int] = set()
    frontier = list(stones)
    seen = set(frontier)
    for _ in range(reach):
        nxt = []
        for p in frontier:
            for q in nbr[p]:
                if q not in seen:
                    seen.add(q)
                    if codes[q] == 0:
                        out.add(q)
                        nxt.append(q)
        frontier = nxt
    return out


class _Node:
    __slots__ = ("att", "dn", "kids", "move", "parent", "pn", "pos")

    def __init__(self, pos: Position, att: bool, parent: _Node | None,
                 move: int | None) -> None:
        self.pos = pos
        self.att = att  # the attacker to move
        self.parent = parent
        self.move = move  # the move that led here (-1: a pass)
        self.kids: list[_Node] | None = None
        self.pn = 1  # positions left to prove the capture
        self.dn = 1  # positions left to prove the escape


class Chase:
    """The capture game of the chain through `target` (see the module's doc).
    `attacker`: the attacker's point code (1 black, 2 white); `home`: pass-alive stones
    of the defender's colour; `reach`: how far from the chain the attacker (and a wide
    defender) play; `budget`: the most positions one question reads."""

    def __init__(self, target: int, attacker: int, home: Iterable[int] = (),
                 reach: int = 2, budget: int = 2000, safe: int = 0) -> None:
        self.target = target
        self.attacker = attacker
        self.defender = 3 - attacker
        self.home = frozenset(home)
        self.reach = reach
        self.budget = budget
        self.safe = safe
        self.nodes = 0
        self.wide = True
        self.solved: dict[tuple[int, int, bool], bool] = {}
        self._chains: dict[int, tuple[set[int], set[int]]] = {}
        self.root: _Node | None = None
        self._line_steps = 0

    # ---------------------------------------------------------------- questions
    def captures(self, pos: Position, attacker_to_move: bool, wide: bool = True
                 ) -> bool | None:
        """Returns True if the attacker captures the chain whatever the defender does,
        False if the defender saves it (it gets home) whatever the attacker does, None
        if the budget runs out first. `wide`: the defender's moves of a capture's
        reading (see the module's doc); a False found with `wide` off still holds (the
        defender needed fewer moves), a True needs `wide`."""
        self.wide = wide
        self.nodes = 0
        self.solved = {}
        self._chains = {}
        root = _Node(pos, attacker_to_move, None, None)
        self.root = root
        self._evaluate(root)
        while root.pn and root.dn:
            if self.nodes > self.budget:
                return None
            node = root
            while node.kids is not None:
                node = min(node.kids, key=_pn if node.att else _dn)
            self._expand(node)
            self._update(node)
        return root.pn == 0

    def best(self) -> int | None:
        """After `captures`: the root's proven move for the side to move (the capture's
        first move, or the defence that saves the chain), None if there is none; -1 is a
        pass."""
        root = self.root
        if root is None or root.kids is None:
            return None
        good_for_mover = (lambda c: c.pn == 0) if root.att else (lambda c: c.dn == 0)
        for kid in root.kids:
            if good_for_mover(kid):
                return kid.move
        return None

    def line(self, pos: Position, attacker_to_move: bool, limit: int = 40
             ) -> list[int] | None:
        """Returns the moves of a capture proven from `pos`, to the capture: the
        attacker's proven moves and, at each defender's turn, the reply that holds out
        longest (the one whose refutation took the most positions to read) among those
        whose line can be shown; a defender's pass (-1) only where the defender has no
        legal move at all. None if no capture is proven within the budget, or no line
        of at most `limit` moves can be read out of the proof."""
        if self.captures(pos, attacker_to_move) is not True:
            return None
        self._line_steps = 0
        return self._line_from(self.root, limit)

    def _line_from(self, node: _Node | None, limit: int) -> list[int] | None:
        """The line of a proven capture from `node` (see `line`), or None."""
        self._line_steps += 1
        if node is None or self._line_steps > _LINE_STEPS:
            return None
        if node.pos.codes[self.target] != self.defender:
            return []
        if limit == 0:
            return None
        if node.kids is None:  # settled by the table: read it again from here
            if self.captures(node.pos, node.att) is not True:
                return None
            node = self.root
            assert node is not None
        kids = node.kids or []
        if node.att:
            tries = [k for k in kids if k.pn == 0]
        else:
            moves = sorted((k for k in kids if k.move is not None and k.move >= 0),
                           key=_size, reverse=True)
            passes = [k for k in kids if k.move == -1]
            tries = moves or passes
        for kid in tries:
            rest = self._line_from(kid, limit - 1)
            if rest is not None:
                assert kid.move is not None
                return [kid.move, *rest]
        return None

    # ---------------------------------------------------------------- moves
    def attacker_moves(self, pos: Position) -> list[int]:
        """The attacker's moves (see the module's doc), the liberties first."""
        stones, libs = self._target(pos)
        moves = reach_points(pos, stones, self.reach)
        seen: set[int] = set()
        for s in stones:
            for q in pos.nbr[s]:
                if pos.codes[q] == self.attacker and q not in seen:
                    chain, their = pos.chain(q)
                    seen |= chain
                    if len(their) == 1:
                        moves |= their
        return sorted(moves, key=lambda p: (p not in libs, p))

    def defender_moves(self, pos: Position) -> tuple[list[int], bool]:
        """The defender's moves (see the module's doc), captures first, then the
        liberties; and whether a pass is read too."""
        stones, libs = self._target(pos)
        captures: set[int] = set()
        ataris: set[int] = set()
        seen: set[int] = set()
        for s in stones:
            for q in pos.nbr[s]:
                if pos.codes[q] == self.attacker and q not in seen:
                    chain, their = pos.chain(q)
                    seen |= chain
                    if len(their) == 1:
                        captures |= their
                    elif len(their) == 2:
                        ataris |= their
        if len(libs) == 1 and pos.play(min(libs), self.attacker) is not None:
            moves = libs | captures
            wide = False
        else:
            moves = libs | captures | ataris
            wide = self.wide
            if wide:
                moves |= reach_points(pos, stones, self.reach)
        return sorted(moves, key=lambda p: (p not in captures, p not in libs, p)), wide

    # ---------------------------------------------------------------- search
    def _target(self, pos: Position) -> tuple[set[int], set[int]]:
        """The target chain's stones and liberties in `pos` (kept by position: the
        search asks for them several times a node)."""
        hit = self._chains.get(pos.key)
        if hit is None:
            hit = self._chains[pos.key] = pos.chain(self.target)
        return hit

    def _terminal(self, pos: Position) -> bool | None:
        """True: captured; False: home; None: the game goes on."""
        if pos.codes[self.target] != self.defender:
            return True
        stones, libs = self._target(pos)
        if self.home and not self.home.isdisjoint(stones):
            return False
        if self.safe and len(libs) >= self.safe:
            return False
        return None

    def _evaluate(self, node: _Node) -> None:
        pos = node.pos
        t = self._terminal(pos)
        if t is None:
            t = self.solved.get((pos.key, pos.ko, node.att))
        if t is True:
            node.pn, node.dn = 0, _INF
        elif t is False:
            node.pn, node.dn = _INF, 0

    def _expand(self, node: _Node) -> None:
        pos = node.pos
        kids: list[_Node] = []
        target = self.target
        if node.att:
            for p in self.attacker_moves(pos):
                child = pos.play(p, self.attacker)
                if child is not None:
                    kid = _Node(child, False, node, p)
                    # an attacker's move changes nothing but a capture of the chain
                    if child.codes[target] == 0:
                        kid.pn, kid.dn = 0, _INF
                    elif not self._known(kid) and self.safe:
                        self._evaluate(kid)
                    kids.append(kid)
        else:
            moves, with_pass = self.defender_moves(pos)
            stones = self._target(pos)[0]
            nbr = pos.nbr
            for p in moves:
                child = pos.play(p, self.defender)
                if child is None:
                    continue
                kid = _Node(child, True, node, p)
                # the chain grows (and may join its group) only by a move next to it
                if self.safe or any(q in stones for q in nbr[p]):
                    self._evaluate(kid)
                else:
                    self._known(kid)
                kids.append(kid)
            if with_pass or not kids:  # no legal move at all: it must play elsewhere
                kid = _Node(pos.pass_move(), True, node, -1)
                self._known(kid)
                kids.append(kid)
        width = max(1, len(kids))
        for kid in kids:
            if kid.pn and kid.dn:  # unread: as hard as it has moves (mobility)
                if kid.att:
                    kid.dn = width
                else:
                    kid.pn = width
        self.nodes += len(kids) + 1
        node.kids = kids

    def _known(self, node: _Node) -> bool:
        """Sets the node's numbers from the table of settled positions; returns True if
        it was there."""
        pos = node.pos
        t = self.solved.get((pos.key, pos.ko, node.att))
        if t is True:
            node.pn, node.dn = 0, _INF
        elif t is False:
            node.pn, node.dn = _INF, 0
        return t is not None

    def _update(self, node: _Node | None) -> None:
        while node is not None:
            kids = node.kids
            assert kids is not None
            if node.att:
                pn = min((k.pn for k in kids), default=_INF)
                dn = min(_INF, sum(k.dn for k in kids))
            else:
                pn = min(_INF, sum(k.pn for k in kids))
                dn = min((k.dn for k in kids), default=_INF)
            node.pn, node.dn = pn, dn
            if pn == 0 or dn == 0:
                pos = node.pos
                self.solved[(pos.key, pos.ko, node.att)] = pn == 0
            node = node.parent


def _size(node: _Node) -> int:
    """The positions read below `node`."""
    count, todo = 0, [node]
    while todo:
        n = todo.pop()
        count += 1
        if n.kids:
            todo.extend(n.kids)
    return count


def _pn(node: _Node) -> int:
    return node.pn


def _dn(node: _Node) -> int:
    return node.dn
