"""Depth-first proof-number search (df-pn) for the life and death of a group.

The same question and the same rules as `pns.PnSolver` (every move of the region and a
pass for both sides, two passes end a line and the goal judges it, ko as
`position.play_threat` has it, a move that repeats a situation of its own line is not
read), with one change to ko: the owner of the group may not retake a ko with a threat
when the ko capture left every stone of the group in atari on one point: the attacker
would answer the threat by taking the whole group (a threat is smaller than the
group, the convention of the books and of GNU Go's owl reading). The search is
Nagai's df-pn with Kishimoto and Müller's refinements for tsumego:

- a transposition table keyed by the stones, the ko point, the side to move and the
  passes holds every position's proof and disproof numbers, so a position reached by
  another move order is not read again; the search goes depth-first under thresholds
  (with the 1 + 1/4 widening of the second-best child's number) and keeps only the
  table, not a tree;
- the graph history interaction: a result that depended on a repetition cut (a move
  left out because it repeated a situation of the line) is valid for this line only.
  It is kept by its parent while the parent is being read and never stored in the
  table; a result is stored as proven only when no cut was used below it
  (`clean`);
- unread positions start with proof and disproof numbers from the group's eye space
  (Kishimoto and Müller's heuristic initialisation: `eye_strength`, its liberties
  plus two for each liberty no attacker's stone touches, a point that may become an
  eye; a weak group is hard for the owner and easy for the attacker) and
  the mobility of the side to move. Start numbers only order the search: a verdict
  is proven either way;
- terminal tests: the group captured (the owner loses), a stone of it pass-alive by
  Benson's test (the owner wins), and the static rule of `group.GroupLife.dead`
  (a group shut in a space too small to live by chains that can never be captured:
  the owner loses).

`table` may be shared by the searches of one problem (every first move, under the same
goal, region and ko setting): a proof found under one first move is reused under its
siblings.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any

from .goals import LOSS, UNKNOWN, WIN, Goal
from .group import GroupLife
from .masks import bounds_mask, geometry
from .position import Position, situation, threats
from .search import PASS_MOVE, Proof

__all__ = ["DfpnSolver", "Tables", "eye_strength"]

INF = 1 << 40
#: The most an unproven proof or disproof number may grow to (INF means proven).
UNPROVEN = 1 << 30
#: A move elsewhere by a side banned from retaking a ko: it lifts the ban and does not
#: end the game as a pass would (once a line).
WAIT_MOVE = -2
#: Added to a position's passes once its line has waited (keys apart in the table).
WAITED = 4
#: Depth of Python recursion the search may need (one frame per ply).
RECURSION = 20_000


def eye_strength(pos: Position, points: frozenset[int], owner: int) -> int:
    """Returns the group's strength for the start numbers: the number of its
    liberties, plus two for each liberty with no stone of the attacker next to it (a
    point that may become an eye). On Cho Chikun's sample (tests/bench/solve.py):
    15 % fewer nodes than the liberties alone on 14 problems proven either way.
    Counted on bit masks (`masks`): the chains of `owner` with a stone on `points`
    grow one step at a time through the owner's stones."""
    geo = geometry(pos.size)
    raw = bytes(pos.codes)
    own = geo.mask(raw, owner)
    m = own & bounds_mask(points)
    s, full, nl, nf = geo.size, geo.full, geo.not_last, geo.not_first
    around = 0
    while m:
        around = (((m & nl) << 1) | ((m & nf) >> 1) | (m << s) | (m >> s)) & full
        grown = m | (around & own)
        if grown == m:
            break
        m = grown
    libs = around & geo.mask(raw, 0)
    if not libs:
        return 0
    eyes = libs & ~geo.near(geo.mask(raw, 3 - owner))
    return libs.bit_count() + 2 * eyes.bit_count()


class _OutOfBudget(Exception):
    pass


class Tables:
    """What the searches of one goal and ko setting share: `proven` (position key ->
    (value, plies to the end, best move)) and `estimates` (position key -> [pn, dn] of
    positions not yet proven) and `children` (position key -> the legal moves and the
    keys of the positions they lead to); `shown` keeps every result found, also those
    that hold on their own line only, to show a proof's main line."""

    def __init__(self) -> None:
        self.proven: dict[tuple[int, int, bool, int], tuple[int, int, int]] = {}
        self.estimates: dict[tuple[int, int, bool, int], tuple[int, int]] = {}
        self.children: dict[tuple[int, int, bool, int],
                            list[tuple[int, tuple[int, int, bool, int], bool]]] = {}
        # every result found, also those valid on their own line only: for `line`
        self.shown: dict[tuple[int, int, bool, int], tuple[int, int, int]] = {}


class DfpnSolver:
    """Proves `goal` (a GroupLife, or any Goal) on positions, playing only on the points
    of `region` and passes. `budget`: the most nodes (positions generated plus nodes
    entered) of one `solve`; `tables`: shared with other searches of the same goal,
    region and ko setting, or None."""

    def __init__(self, goal: Goal, region: Iterable[int], budget: int = 200_000,
                 prover_ko: bool = True, opponent_ko: bool = True,
                 tables: Tables | None = None) -> None:
        self.goal = goal
        self.region = frozenset(region)
        self._points = sorted(self.region)
        self.budget = budget
        self.prover_ko = prover_ko
        self.opponent_ko = opponent_ko
        self.tables = tables if tables is not None else Tables()
        self.nodes = 0
        self._root: tuple[Position, bool, int] | None = None

    # ---------------------------------------------------------------- public
    def solve(self, pos: Position, prover_to_move: bool, passes: int = 0,
              path: Iterable[int] = ()) -> Proof:
        """Returns the Proof of the goal from `pos` with the prover (or the opponent) to
        move; `passes` is 1 if the last move was a pass; `path`: the situation keys of
        the line before `pos` (no move may repeat them). UNKNOWN past the budget."""
        self.nodes = 0
        self._root = (pos, prover_to_move, passes)
        key = (pos.key, pos.ko, prover_to_move, passes)
        first = self._evaluate(pos, prover_to_move, passes)
        if first is not None:
            self.tables.proven[key] = self.tables.shown[key] = (first, 0, PASS_MOVE)
            return Proof(first, None, 1)
        keys = set(path) | {situation(pos.key, prover_to_move)}
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, RECURSION))
        try:
            pn, dn, _clean, _length, move = self._mid(pos, prover_to_move, passes,
                                                     INF - 1, INF - 1, keys)
        except _OutOfBudget:
            return Proof(UNKNOWN, None, self.nodes)
        finally:
            sys.setrecursionlimit(limit)
        value = WIN if pn == 0 else LOSS if dn == 0 else UNKNOWN
        good = WIN if prover_to_move else LOSS
        return Proof(value, move if value == good else None, self.nodes)

    def line(self, limit: int = 60) -> list[int]:
        """Returns the main line of the last `solve` from its root, as far as the table
        holds it: the winner's quickest proven move, and at the loser's turns the reply
        that resists longest (PASS_MOVE for a pass)."""
        if self._root is None:
            return []
        pos, pmove, passes = self._root
        proven = self.tables.shown
        out: list[int] = []
        seen: set[tuple[int, int, bool, int]] = set()
        while len(out) < limit and passes & 3 < 2:
            key = (pos.key, pos.ko, pmove, passes)
            here = proven.get(key)
            if here is None or key in seen or here[1] == 0:
                break
            seen.add(key)
            move = here[2]
            if move is None:
                break
            out.append(PASS_MOVE if move == WAIT_MOVE else move)
            if move == PASS_MOVE:
                pos, passes = pos.pass_move(), passes + 1
            elif move == WAIT_MOVE:
                pos, passes = pos.pass_move(), WAITED
            else:
                code = self.goal.prover if pmove else 3 - self.goal.prover
                child, _retake = pos.play_threat(move, code, self._may_take_ko(pmove))
                if child is None:
                    break
                pos, passes = child, passes & WAITED
            pmove = not pmove
        return out

    # ---------------------------------------------------------------- search
    def _may_take_ko(self, pmove: bool) -> bool:
        return threats(self.prover_ko, self.opponent_ko, pmove)

    def _capturable(self, pos: Position) -> bool:
        """True if the attacker captures every stone of the group left on its points
        with one move (all of its chains in atari on one point): the owner may not
        retake a ko with a threat then, the attacker would answer the threat by
        taking the whole group (a threat is smaller than the group)."""
        goal = self.goal
        if not isinstance(goal, GroupLife):
            return False
        codes = pos.codes
        last: int | None = None
        seen: set[int] = set()
        for p in goal.points:
            if codes[p] != goal.prover or p in seen:
                continue
            stones, libs = pos.chain(p)
            seen |= stones
            if len(libs) != 1:
                return False
            (lib,) = libs
            if last is not None and lib != last:
                return False
            last = lib
        return last is not None and last in self.region

    def _evaluate(self, pos: Position, pmove: bool, passes: int,
                  moved: int | None = None) -> int | None:
        """WIN or LOSS if the position is decided without reading, else None.
        `moved`: the side that just put a stone on the board (True: the prover), None
        when not known; the tests that such a move cannot change are left out."""
        goal = self.goal
        if isinstance(goal, GroupLife):
            t = goal.terminal(pos, benson=moved is not False)
        else:
            t = goal.terminal(pos)
        if t is None and passes & 3 >= 2:
            return goal.at_end(pos)
        if (t is None and isinstance(goal, GroupLife) and moved is not True
                and (pos.ko == -1 or pmove) and not (passes & 3 and pmove)
                and goal.dead(pos)):
            t = LOSS
        return t

    def _start(self, pos: Position, pmove: bool, width: int) -> tuple[int, int]:
        """The start numbers (pn, dn) of an unread position: the owner's side costs
        more the weaker the group's eye space (`eye_strength`), the other side's is
        the number of moves."""
        goal = self.goal
        h = 1
        if isinstance(goal, GroupLife):
            strength = eye_strength(pos, goal.points, goal.prover)
            h = max(1, 8 - strength) if pmove else max(1, min(8, strength - 2))
        return (h, width) if pmove else (width, h)

    def _children(self, pos: Position, pmove: bool, passes: int
                  ) -> list[tuple[int, tuple[int, int, bool, int], bool]]:
        """The moves of the position (the pass last), each with the key of the
        position it leads to and whether it retakes a ko at once; every child is
        evaluated (table or start numbers) the first time."""
        key = (pos.key, pos.ko, pmove, passes)
        tables = self.tables
        kids = tables.children.get(key)
        if kids is not None:
            return kids
        goal = self.goal
        code = goal.prover if pmove else 3 - goal.prover
        codes = pos.codes
        made: list[tuple[int, Position, int]] = []
        may = self._may_take_ko(pmove)
        if may and pmove and pos.ko != -1 and self._capturable(pos):
            may = False  # the attacker would answer a threat by taking the whole group
        for p in goal.order(pos, [p for p in self._points if codes[p] == 0], pmove):
            child, retake = pos.play_threat(p, code, may)
            if child is not None:
                made.append((p, child, 1 if retake else 0))
        if pos.ko != -1 and not passes & WAITED:
            made.append((WAIT_MOVE, pos.pass_move(), 0))
        made.append((PASS_MOVE, pos.pass_move(), 0))
        width = len(made)
        kids = []
        proven, estimates = tables.proven, tables.estimates
        for p, child, retake in made:
            if p == PASS_MOVE:
                cpasses = passes + 1
            else:
                cpasses = WAITED if p == WAIT_MOVE else passes & WAITED
            ckey = (child.key, child.ko, not pmove, cpasses)
            if ckey not in proven and ckey not in estimates:
                t = self._evaluate(child, not pmove, cpasses, None if p < 0 else pmove)
                if t is not None:
                    proven[ckey] = tables.shown[ckey] = (t, 0, PASS_MOVE)
                else:
                    estimates[ckey] = self._start(child, not pmove, width)
            kids.append((p, ckey, bool(retake)))
        self.nodes += width
        if len(tables.children) > 400_000:
            tables.children.clear()
        tables.children[key] = kids
        return kids

    def _mid(self, pos: Position, pmove: bool, passes: int, thpn: int, thdn: int,
             path: set[int]) -> tuple[int, int, bool, int, int | None]:
        """Reads the position until its proof or disproof number reaches its
        threshold; returns (pn, dn, clean, plies to the end, best move)."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        key = (pos.key, pos.ko, pmove, passes)
        kids = self._children(pos, pmove, passes)
        clean = True
        live: list[tuple[int, tuple[int, int, bool, int], bool]] = []
        for kid in kids:
            move, ckey, retake = kid
            if move >= 0 and not retake and situation(ckey[0], ckey[2]) in path:
                clean = False  # not read: it repeats a situation of this line
                continue
            live.append(kid)
        proven, estimates = self.tables.proven, self.tables.estimates
        # results that hold on this line only (they used a repetition cut)
        local: dict[int, tuple[int, int, int]] = {}
        n = len(live)
        pns = [0] * n
        dns = [0] * n
        lengths = [0] * n
        cleans = [True] * n
        while True:
            for i, (_move, ckey, _r) in enumerate(live):
                hit = local.get(i)
                if hit is not None:
                    pns[i], dns[i], lengths[i] = hit
                    cleans[i] = False
                    continue
                cleans[i] = True
                got = proven.get(ckey)
                if got is not None:
                    lengths[i] = got[1]
                    if got[0] == WIN:
                        pns[i], dns[i] = 0, INF
                    else:
                        pns[i], dns[i] = INF, 0
                    continue
                est = estimates.get(ckey)
                pns[i], dns[i] = est if est is not None else (1, 1)
            if pmove:
                pn = min(pns)
                dn = min(INF, sum(dns))
            else:
                pn = min(INF, sum(pns))
                dn = min(dns)
            if pn and dn:
                # unproven: below INF, which means proven (sums over transpositions
                # and cycles grow without bound; reaching INF ended the root's search
                # as "unknown" long before its budget)
                pn, dn = min(pn, UNPROVEN), min(dn, UNPROVEN)
            if pn == 0 or dn == 0 or pn >= thpn or dn >= thdn:
                break
            # the child to read: the cheapest to settle for the side to move
            mine = pns if pmove else dns
            best, second = -1, INF
            for i in range(n):
                v = mine[i]
                if best < 0 or v < mine[best]:
                    if best >= 0:
                        second = min(second, mine[best])
                    best = i
                elif v < second:
                    second = v
            widen = min(INF, second + 1 + second // 4)
            if pmove:
                cth_pn = min(thpn, widen)
                cth_dn = min(INF - 1, thdn - dn + dns[best])
            else:
                cth_dn = min(thdn, widen)
                cth_pn = min(INF - 1, thpn - pn + pns[best])
            move, ckey, retake = live[best]
            if move < 0:
                child: Position | None = pos.pass_move()
            else:
                code = self.goal.prover if pmove else 3 - self.goal.prover
                child, _r = pos.play_threat(move, code, retake)
            assert child is not None
            skey = situation(child.key, not pmove)
            if move == WAIT_MOVE:
                # a move elsewhere changes the board there: the line's repetition
                # check starts again (a line waits once: no endless cycle)
                cpn, cdn, cclean, clen, _m = self._mid(child, not pmove, ckey[3],
                                                      cth_pn, cth_dn, {skey})
            else:
                added = move != PASS_MOVE and skey not in path
                if added:
                    path.add(skey)
                try:
                    cpn, cdn, cclean, clen, _m = self._mid(child, not pmove, ckey[3],
                                                          cth_pn, cth_dn, path)
                finally:
                    if added:
                        path.discard(skey)
            if not cclean and (cpn == 0 or cdn == 0):
                local[best] = (cpn, cdn, clen)
            else:
                local.pop(best, None)
        # the result, and whether it holds whatever the line before it
        good_for_mover = (pn == 0) if pmove else (dn == 0)
        solved = pn == 0 or dn == 0
        best_move: int | None = None
        length = 0
        if solved:
            win_vals = pns if pmove else dns  # 0 marks a child that wins for the mover
            if good_for_mover:
                winners = [i for i in range(n) if win_vals[i] == 0]
                pick = min(winners, key=lambda i: (not cleans[i], lengths[i]))
                clean = cleans[pick]
                best_move, length = live[pick][0], lengths[pick] + 1
            else:
                clean = clean and all(cleans)
                if n:
                    pick = max(range(n), key=lambda i: (live[i][0] >= 0, lengths[i]))
                    best_move, length = live[pick][0], lengths[pick] + 1
            result = (WIN if pn == 0 else LOSS, length,
                      best_move if best_move is not None else PASS_MOVE)
            if len(self.tables.shown) > 400_000:
                self.tables.shown.clear()
            self.tables.shown[key] = result
            if clean:
                proven[key] = result
                estimates.pop(key, None)
        else:
            estimates[key] = (pn, dn)
        return pn, dn, clean, length, best_move

    def stats(self) -> dict[str, Any]:
        """Returns the sizes of the shared tables (for the benchmark)."""
        t = self.tables
        return {"proven": len(t.proven), "estimates": len(t.estimates),
                "children": len(t.children)}
