"""Proof trees: the lines that show a solver's WIN, for checking by an independent reader.

`prove(solver, pos, prover_to_move)` returns the tree of a proven WIN: at the prover's
turn one move, at the opponent's turn every move of the fight (the region's points, the
points the fight reaches beyond it, and a pass), down to positions where the goal is
reached. A move that repeats a situation of the line (stones and side to move) is not in
the tree (the search plays situational superko), except a ko retaken at once by a side
with ko threats (see position.play_threat); two passes in a row end a line. Trees are
plain JSON: a leaf is {}, the prover's node {"m": move, "c": child}, the opponent's
{"r": {move: child}}, with moves as point indexes in strings and "pass".
"""

from __future__ import annotations

from typing import Any

from .goals import LOSS, WIN
from .position import Position, situation, threats
from .search import PASS_MOVE, Solver

__all__ = ["LOSS", "WIN", "ProofTooBig", "prove", "size"]


class ProofTooBig(Exception):
    """The proof has more nodes than the limit asked for."""


def prove(solver: Solver, pos: Position, prover_to_move: bool, want: int = WIN,
          limit: int = 20_000) -> dict[str, Any]:
    """Returns the proof tree of the solver's answer `want` (WIN: the goal's prover
    reaches it; LOSS: the opponent stops it) from `pos`: one move at the turns of the
    side that wants it, every move at the other side's. Raises ValueError if the
    solver does not prove `want` there, ProofTooBig past `limit` nodes."""
    if solver.solve(pos, prover_to_move).value != want:
        raise ValueError("no proven answer to show")
    count = [0]
    return _node(solver, pos, prover_to_move, 0, {situation(pos.key, prover_to_move)}, count,
                 limit, want)


def _node(solver: Solver, pos: Position, pmove: bool, passes: int, path: set[int],
          count: list[int], limit: int, want: int) -> dict[str, Any]:
    count[0] += 1
    if count[0] > limit:
        raise ProofTooBig(f"more than {limit} nodes")
    goal = solver.goal
    if _final(solver, pos, pmove, want) or (passes >= 2 and goal.at_end(pos) == want):
        return {}
    mine = pmove == (want == WIN)  # the side to move is the one that wants `want`
    code = goal.prover if pmove else 3 - goal.prover
    if mine:
        hit = solver.table.get((pos.key, pos.ko, pmove, passes))
        if hit is None or hit[0] != want or hit[2] is None:
            proof = Solver(goal, solver.region, solver.budget, solver.prover_ko,
                           solver.opponent_ko, solver.max_depth)
            found = proof.solve(pos, pmove, passes)
            if found.value != want or found.move is None:
                raise ValueError("a line of the proof does not hold")
            solver.table.update(proof.table)
            move = found.move
        else:
            move = hit[2]
        if move == PASS_MOVE:
            child = _node(solver, pos.pass_move(), not pmove, passes + 1, path, count,
                          limit, want)
            return {"m": "pass", "c": child}
        after, _retake = pos.play_threat(move, code, threats(solver.prover_ko,
                                                                 solver.opponent_ko, pmove))
        assert after is not None
        skey = situation(after.key, not pmove)
        added = skey not in path
        path.add(skey)
        try:
            child = _node(solver, after, not pmove, 0, path, count, limit, want)
        finally:
            if added:
                path.discard(skey)
        return {"m": str(move), "c": child}
    replies: dict[str, Any] = {}
    may_take_ko = threats(solver.prover_ko, solver.opponent_ko, pmove)
    for p in solver._moves(pos):
        after, retake = pos.play_threat(p, code, may_take_ko)
        if after is None:
            continue
        skey = situation(after.key, not pmove)
        if not retake and skey in path:
            continue
        added = skey not in path
        path.add(skey)
        try:
            replies[str(p)] = _node(solver, after, not pmove, 0, path, count, limit, want)
        finally:
            if added:
                path.discard(skey)
    replies["pass"] = _node(solver, pos.pass_move(), not pmove, passes + 1, path, count,
                            limit, want)
    return {"r": replies}


def _final(solver: Solver | Any, pos: Position, pmove: bool, want: int) -> bool:
    """True if the goal's terminal test gives `want` at `pos` and that is final (not a
    ko just taken that the side to move, holding ko threats, may retake). `solver`:
    any search with `goal`, `prover_ko` and `opponent_ko` (search.Solver, pns.PnSolver)."""
    t = solver.goal.terminal(pos)
    if t != want:
        return False
    held = threats(solver.prover_ko, solver.opponent_ko, pmove)
    return not (pos.ko != -1 and t == (LOSS if pmove else WIN) and held)


def size(tree: dict[str, Any]) -> int:
    """Returns the number of nodes of a proof tree."""
    if "m" in tree:
        return 1 + size(tree["c"])
    if "r" in tree:
        return 1 + sum(size(c) for c in tree["r"].values())
    return 1
