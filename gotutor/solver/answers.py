"""Answer sets: every first move of a problem, proven.

`answer_set(board, ko, to_play, kind, targets)` reads, for each legal first move of the
player to move in the fight's region, whether it reaches the goal:

- "win": it does, even if the player may never capture a ko;
- "loss": it does not, even if the opponent may never capture a ko;
- "ko": who wins depends on a ko;
- "seki" (for "live" only): the group survives in seki, without eyes of its own;
- "escape": the defender's stones reach open space (outside the fight's region) after
  this move: not proven safe, but no capture was found inside the region;
- "unknown": the search ran out of its budget.

Moves outside the region are answered together under the key "outside" (they change
nothing in the fight: read as a pass). Kinds: "capture" (targets[0]: the opponent's
chain; more targets: any one of them), "kill" (targets[0]: the opponent's group makes
neither two eyes nor seki), "live" (targets[0]: the player's group makes two eyes of
its own), "save" (the player's chain escapes or lives), "connect" / "cut" (targets[0],
targets[1]: the two stones).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..board import Board
from ..color import Color
from ..coords import vertex_name
from .goals import LOSS, UNKNOWN, WIN, Capture, Connect, Goal, Live
from .pns import PnSolver
from .position import Position, code_of
from .proof import ProofTooBig, prove
from .region import fight_region, open_space, problem_area
from .search import Solver

__all__ = ["KINDS", "answer_set", "goal_for", "judge"]

KINDS = ("capture", "kill", "live", "save", "connect", "cut")


def goal_for(kind: str, pos: Position, targets: list[int], player: int,
             region: set[int], space: frozenset[int] | None = None
             ) -> tuple[Callable[[], Goal], bool]:
    """Returns (a factory of the Goal to prove, True if the player is the prover).
    `space`: the open space beyond the region (default: every empty point outside it)."""
    if space is None:
        space = open_space(pos, region)
    if kind == "capture":
        also = tuple(targets[1:])
        return (lambda: Capture(targets[0], player, space, also)), True
    if kind == "kill":  # the group neither lives nor makes seki
        return (lambda: Live(targets[0], 3 - player, False, space)), False
    if kind == "save":
        return (lambda: Capture(targets[0], 3 - player, space)), False
    if kind == "live":
        return (lambda: Live(targets[0], player, True, space)), True
    if kind == "seki":
        return (lambda: Live(targets[0], player, False, space)), True
    if kind == "connect":
        return (lambda: Connect(targets[0], targets[1], player)), True
    if kind == "cut":
        return (lambda: Connect(targets[0], targets[1], 3 - player)), False
    raise ValueError(f"unknown goal kind {kind!r}")


def judge(factory: Callable[[], Goal], pos: Position, prover_to_move: bool,
          player_proves: bool, region: set[int], budget: int,
          proofs: dict[str, Any] | None = None) -> tuple[str, int | None]:
    """Returns (status for the player, the opponent's best reply or None) of `pos`.
    When `proofs` is a dict and the status is "win", its "tree" is set to the proof
    tree (see proof.py) and its "ko" to the ko captures the search allowed."""
    def run(prover_ko: bool, opponent_ko: bool) -> tuple[int, int | None, bool]:
        goal = factory()
        solver: Solver | PnSolver = Solver(goal, region, budget, prover_ko, opponent_ko)
        proof = solver.solve(pos, prover_to_move)
        if proof.value == UNKNOWN:
            # a long forcing line: proof-number search reads it best-first
            goal = factory()
            solver = PnSolver(goal, region, budget, prover_ko, opponent_ko)
            proof = solver.solve(pos, prover_to_move)
        if proofs is not None and proof.value == (WIN if player_proves else LOSS):
            try:
                if isinstance(solver, PnSolver):
                    proofs["tree"] = solver.tree(proof.value)
                else:
                    proofs["tree"] = prove(solver, pos, prover_to_move, proof.value)
                # in the player's terms: [the player may take kos, the opponent may]
                proofs["ko"] = ([prover_ko, opponent_ko] if player_proves
                                else [opponent_ko, prover_ko])
            except (ProofTooBig, ValueError):
                proofs.pop("tree", None)
        return proof.value, proof.move, bool(getattr(goal, "escaped", False))

    # the player's side of the goal wins even with no ko captures of its own
    pk, ok = (False, True) if player_proves else (True, False)
    v1, m1, esc1 = run(pk, ok)
    player_wins = WIN if player_proves else LOSS
    if v1 == player_wins:
        if esc1 and not player_proves:
            return "escape", m1  # the stones got out: not a proof that they are safe
        return "win", m1
    v2, m2, esc2 = run(not pk, not ok)
    if v2 not in (player_wins, UNKNOWN):
        if esc2 and player_proves:  # (a capture the attacker proved is no escape)
            return "escape", m2
        return "loss", m2
    if v1 not in (player_wins, UNKNOWN) and v2 == player_wins:
        return "ko", m1
    return "unknown", None


def answer_set(board: Board, ko: int | None, to_play: Color, kind: str,
               targets: list[int], budget: int = 50_000,
               whole_board_up_to: int = 0, reach: int | None = None,
               proofs: dict[str, Any] | None = None,
               area: frozenset[int] | set[int] | None = None
               ) -> dict[str, tuple[str, str | None]]:
    """Returns {first move: (status, the opponent's best reply as a vertex or None)}
    for every legal first move of `to_play` in the fight's region, and "outside".
    `reach`: the region takes in every empty point within that many steps of the
    targets (default 3 for capture and save, where stones run, 0 for the other kinds,
    where the fight's own points are enough). When `proofs` is a dict, it receives the
    fight's "region" (sorted point indexes), "open_space" and, under "moves", the proof
    tree of every "win" (see proof.py) with the ko captures the search allowed.
    `area`: the empty points of the fight when the caller knows them (a problem
    enclosed by a pass-alive wall, see frame.py); the region is then that area and the
    stones in it, with no open space. Raises ValueError for an unknown kind."""
    pos = Position.from_board(board, ko)
    player = code_of(to_play)
    if reach is None:
        reach = 3 if kind in ("capture", "save") else 0
    region = (set(area) if area is not None
              else fight_region(pos, targets, whole_board_up_to, reach))
    if area is None and kind in ("live", "kill"):
        region |= problem_area(pos, margin=0)
    # stones whose points a capture may empty become points of the fight: in a life
    # and death fight every chain touching it, in a capture the stones next to it
    stones: set[int] = set()
    for p in list(region):
        for n in pos.nbr[p]:
            if pos.codes[n] and n not in stones:
                stones |= pos.chain(n)[0] if kind in ("live", "kill") else {n}
    region |= stones
    # inside a pass-alive wall nothing is open: its eye points are no way out
    space = frozenset() if area is not None else open_space(pos, region)
    factory, player_proves = goal_for(kind, pos, targets, player, region, space)
    out: dict[str, tuple[str, str | None]] = {}

    def name(m: int | None) -> str | None:
        if m is None:
            return None
        return "pass" if m < 0 else vertex_name(m, board.size)

    seki = (goal_for("seki", pos, targets, player, region, space)[0] if kind == "live"
            else None)

    if proofs is not None:
        proofs["region"] = sorted(region)
        proofs["open_space"] = sorted(space)
        proofs["moves"] = {}

    def status_of(after: Position, move: str) -> tuple[str, str | None]:
        found: dict[str, Any] | None = {} if proofs is not None else None
        st, reply = judge(factory, after, not player_proves, player_proves, region, budget,
                          found)
        if st == "win" and found and proofs is not None:
            proofs["moves"][move] = found
        if seki is not None and st != "win":
            # not alive with eyes of its own: a seki is still better than death
            st2, reply2 = judge(seki, after, False, True, region, budget)
            if st2 == "win":
                return "seki", name(reply2)
        return st, name(reply)

    for p in sorted(region):
        child = pos.play(p, player)
        if child is None:
            continue
        out[vertex_name(p, board.size)] = status_of(child, vertex_name(p, board.size))
    if space:
        out["outside"] = status_of(pos.pass_move(), "outside")
    return out
