"""`solve`: a published life-and-death problem read to the end, every first move.

A problem as a book prints it: a corner or a side of a board of any size, the rest
empty. The goal is the book's: "live" (the player's group at `target` lives with eyes
of its own) or "kill" (the opponent's group at `target` neither lives nor makes seki);
the group is every chain of its colour that lives or dies with the target's (see
`group.group_points`). "capture" and "escape" read the fate of the target's chain alone
(`answers.answer_set`, kinds "capture" and "save").

The frame. A search cannot read an open board, so the problem is enclosed in a
pass-alive wall of the attacker (`frame.enclose`), as KaTrain's and KataGo's tsumego
frames do: a side of the problem within two lines of the board's edge reaches the edge,
the other sides get empty lines, then the wall. Empty lines keep the defender's outer
liberties and its room to extend. Each problem is read in two frames (one and two
empty lines, `MARGINS`); a first move whose status differs between them is answered
"unknown": the frame changed the problem, and no answer is better than the answer to a
different problem.

Statuses (`STATUSES`), from the player's side: "win" (the goal is reached even if the
player may never retake a ko), "loss" (not reached even if the player may retake kos
at once), "ko" (it depends on a ko), "seki" ("live": the group survives without eyes
of its own; "kill": the group is not killed but lives only in seki), "unknown" (a frame
changed the answer, or the search ran out of its budget).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..board import Board
from ..color import Color
from ..coords import OffBoard, parse_point
from ..errors import GoError, VertexError
from ..i18n import _
from .dfpn import DfpnSolver, Tables
from .frame import Framed, enclose
from .goals import LOSS, UNKNOWN, WIN
from .group import GroupLife, group_points
from .position import Position, code_of

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["DEFAULT_BUDGET", "GOALS", "MARGINS", "ROUNDS", "SEARCH_BUDGET",
           "STATUSES", "MoveAnswer", "Solution", "SolveError", "solve"]

GOALS = ("live", "kill", "capture", "escape")
STATUSES = ("win", "loss", "ko", "seki", "unknown")
#: The empty lines between the problem and the wall in the two frames.
MARGINS = (1, 2)
#: A side of the problem this close to the board's edge reaches the edge (KaTrain: 2).
SNAP = 2
#: Tree nodes per problem when no budget is given (about 10 s of CPU here), and at most
#: per search (one first move, one ko setting).
DEFAULT_BUDGET = 600_000
SEARCH_BUDGET = 100_000
#: The rounds of a problem: every first move is read with the first budget per search
#: (its full status); then, with each next budget, one search per move still unknown
#: until a winning move is found (the shared tables keep what was proven).
ROUNDS = (1_000, 10_000, SEARCH_BUDGET)
#: Before the rounds, one search of the problem's own position (the player to move, no
#: ko threats of the player's) finds a winning first move, if any, with at most this
#: many nodes: its proof is in the shared table when the rounds ask for that move.
ROOT_BUDGET = 30_000


class SolveError(GoError):
    """A problem `solve` cannot read: an unknown goal, a target that is not a stone, a
    vertex off the board, or a position that is not an open corner or side problem."""


@dataclass(frozen=True)
class MoveAnswer:
    """One first move's answer: `status` (one of STATUSES), `reply` (the opponent's
    best answer as a vertex, "pass", or None) and `line` (the proof's main line from
    the first move on, as vertices: the player's move, the reply, ...; the longest
    resistance at the loser's turns)."""

    status: str
    reply: str | None
    line: tuple[str, ...] = ()


@dataclass(frozen=True)
class Solution:
    """`solve`'s answer: `moves` maps every first move (a vertex, or "pass" for a move
    elsewhere) to its MoveAnswer; `goal`, `target`, `to_move` as asked; `nodes` (tree
    nodes read) and `seconds` (CPU time)."""

    goal: str
    target: str
    to_move: Color
    moves: dict[str, MoveAnswer] = field(default_factory=dict)
    nodes: int = 0
    seconds: float = 0.0

    def winning(self) -> list[str]:
        """Returns the first moves proven "win", in vertex order."""
        return sorted(m for m, a in self.moves.items() if a.status == "win")


def _point(board: Board, vertex: object) -> int:
    try:
        p = parse_point(vertex, board.size)
    except (OffBoard, VertexError) as exc:
        raise SolveError(_("{vertex} is not on this board.", vertex=str(vertex))) from exc
    if p is None:
        raise SolveError(_("{vertex} is not on this board.", vertex=str(vertex)))
    return p


def solve(game: Game, goal: str, target: str, budget: int | None = None) -> Solution:
    """Returns the Solution of the problem on `game`'s board with `game.to_move` to
    play: every first move read for `goal` ("live", "kill", "capture", "escape") of
    the group (or, for capture and escape, the chain) at `target`. `budget`: the tree
    nodes of the whole problem (default DEFAULT_BUDGET; at most SEARCH_BUDGET per
    search); the moves most likely to matter are read first, and a move left without
    budget is "unknown".
    Raises SolveError for an unknown goal, a target that is not a stone or not the
    goal's colour ("live"/"escape": the player's; "kill"/"capture": the opponent's), a
    vertex off the board, or a problem that is not local (no frame fits it)."""
    if goal not in GOALS:
        raise SolveError(_("Unknown goal {goal}: use live, kill, capture or escape.",
                           goal=str(goal)))
    board = game.board
    player = game.to_move
    t = _point(board, target)
    color = board.get(t)
    if color is None:
        raise SolveError(_("There is no stone at {vertex}.", vertex=str(target)))
    own = goal in ("live", "escape")
    if (color is player) != own:
        raise SolveError(_("The stone at {vertex} has the wrong colour for this goal: live and "
                           "escape take the player's stones, kill and capture the "
                           "opponent's.", vertex=str(target)))
    started = time.process_time()
    budget = DEFAULT_BUDGET if budget is None else budget
    ko_vertex = game.ko_point
    ko = None if ko_vertex is None else board.point(ko_vertex)
    if goal in ("capture", "escape"):
        moves, nodes = _chain_goal(board, ko, player, goal, t, budget)
    else:
        moves, nodes = _group_goal(board, player, goal, t, budget)
    return Solution(goal, board.vertex(t), player, moves, nodes,
                    time.process_time() - started)


def _chain_goal(board: Board, ko: int | None, player: Color, goal: str, t: int,
                budget: int) -> tuple[dict[str, MoveAnswer], int]:
    from .answers import answer_set

    found = answer_set(board, ko, player, "capture" if goal == "capture" else "save", [t],
                       budget=budget)
    out: dict[str, MoveAnswer] = {}
    for move, (status, reply) in found.items():
        key = "pass" if move == "outside" else move
        out[key] = MoveAnswer(status if status in STATUSES else "unknown", reply,
                              (key,) if reply is None else (key, reply))
    return out, 0


# ---------------------------------------------------------------- life and death
def _frames(board: Board, attacker: Color) -> list[Framed]:
    frames = []
    for margin in MARGINS:
        try:
            frames.append(enclose(board, attacker, margin, snap=SNAP))
        except ValueError as exc:
            raise SolveError(_("Not a corner or side problem: the stones span the "
                               "board or leave no room for a frame.")) from exc
    return frames


def _group_goal(board: Board, player: Color, goal: str, t: int,
                budget: int) -> tuple[dict[str, MoveAnswer], int]:
    attacker = player if goal == "kill" else player.opponent
    size = board.size
    first_frame, *other_frames = _frames(board, attacker)
    # the first frame may spend half the budget, the second (its check) the rest
    left = [budget // 2]
    out, nodes = _read_frame(first_frame, size, board.vertex(t), player, goal, left)
    for framed in other_frames:
        left[0] += budget - budget // 2
        # a move already "unknown" stays so: the other frame reads only the rest,
        # the first frame's wins first
        ask = sorted((m for m, a in out.items() if a.status != "unknown"),
                     key=lambda m: out[m].status != "win")
        other, n = _read_frame(framed, size, board.vertex(t), player, goal, left, ask,
                               {m: out[m].status for m in ask})
        nodes += n
        for move in ask:
            if other.get(move) is None or other[move].status != out[move].status:
                out[move] = MoveAnswer("unknown", None, (move,))
    return out, nodes


class _Reader:
    """The searches of one frame: one shared table per (goal variant, ko setting)."""

    def __init__(self, points: frozenset[int], owner: int, region: frozenset[int],
                 left: list[int]) -> None:
        self.points = points
        self.owner = owner
        self.region = region
        self.left = left  # the problem's nodes left (shared by the frames)
        self.cap = SEARCH_BUDGET
        self.tables: dict[tuple[bool, bool, bool], Tables] = {}
        self.goals: dict[bool, GroupLife] = {}
        self.nodes = 0

    def run(self, pos: Position, owner_to_move: bool, strict: bool, owner_ko: bool,
            attacker_ko: bool) -> tuple[int, int | None, DfpnSolver]:
        goal = self.goals.setdefault(strict, GroupLife(self.points, self.owner, strict,
                                                       self.region))
        table = self.tables.setdefault((strict, owner_ko, attacker_ko), Tables())
        solver = DfpnSolver(goal, self.region, min(self.cap, self.left[0]),
                            owner_ko, attacker_ko, table)
        if self.left[0] <= 0:
            return UNKNOWN, None, solver
        proof = solver.solve(pos, owner_to_move)
        self.nodes += solver.nodes
        self.left[0] -= solver.nodes
        return proof.value, proof.move, solver

    def status(self, pos: Position, owner_to_move: bool, player_owns: bool,
               strict: bool, wins_only: bool = False
               ) -> tuple[str, int | None, DfpnSolver | None, int]:
        """(status for the player, best reply, the deciding solver, its value); with
        `wins_only`, anything but "win" is "unknown" (one search instead of two)."""
        want = WIN if player_owns else LOSS
        # the player wins even with no ko captures of its own
        pk, ak = (False, True) if player_owns else (True, False)
        v1, m1, s1 = self.run(pos, owner_to_move, strict, pk, ak)
        if v1 == want:
            return "win", m1, s1, v1
        if wins_only:
            return "unknown", None, None, UNKNOWN
        v2, m2, s2 = self.run(pos, owner_to_move, strict, not pk, not ak)
        if v2 not in (want, UNKNOWN):
            return "loss", m2, s2, v2
        if v1 not in (want, UNKNOWN) and v2 == want:
            return "ko", m1, None, v1
        return "unknown", None, None, UNKNOWN


def _read_frame(framed: Framed, size: int, target: str, player: Color, goal: str,
                left: list[int], only: list[str] | None = None,
                ask_status: dict[str, str] | None = None
                ) -> tuple[dict[str, MoveAnswer], int]:
    """Returns ({first move: MoveAnswer}, tree nodes read) of the problem in one frame:
    every first move of the fight's region and "pass" (a move elsewhere), or only the
    moves of `only` (`ask_status`: their statuses in the other frame, if known).
    `left`: [tree nodes left for the problem], spent here."""
    ask_status = ask_status or {}
    fb = framed.board
    pos = Position.from_board(fb)
    t = framed.point(target, size)
    points = group_points(pos, t)
    owner = pos.codes[t]
    me = code_of(player)
    player_owns = owner == me
    region = fight(pos, framed, points, size)
    reader = _Reader(points, owner, region, left)

    def name(p: int | None) -> str | None:
        if p is None:
            return None
        if p < 0:
            return "pass"
        try:
            return framed.vertex(p, size)
        except ValueError:
            return None

    def answer(after: Position, first: str) -> MoveAnswer:
        owner_to_move = not player_owns  # the opponent moves after the player's move
        # "live": eyes of its own (strict), a seki is less; "kill": the group must
        # not even reach seki (non-strict), a seki is the defender's half success
        st, reply, solver, value = reader.status(after, owner_to_move, player_owns,
                                                 strict=player_owns)
        if st == "loss" or (st == "ko" and player_owns):  # never from an unread "unknown"
            st2, reply2, _s, _v = reader.status(after, owner_to_move, player_owns,
                                                 strict=not player_owns, wins_only=True)
            if player_owns and st2 == "win":
                return MoveAnswer("seki", name(reply2), _line(first, name(reply2)))
            if not player_owns and st == "loss" and st2 == "win":
                return MoveAnswer("seki", name(reply), _line(first, name(reply)))
        line = _proof_line(solver, value, name) if solver is not None else ()
        shown = name(reply)
        if shown is None and line:
            shown = line[0]  # the winner's proof: the loser's longest resistance
        return MoveAnswer(st, shown, (first, *line) if line else _line(first, shown))

    goal_order = reader.goals.setdefault(player_owns, GroupLife(points, owner, player_owns,
                                                                  region))
    todo: dict[str, Position] = {}
    for p in goal_order.order(pos, sorted(region & framed.area), player_owns):
        child = pos.play(p, me)
        v = name(p)
        if child is not None and v is not None and (only is None or v in only):
            todo[v] = child
    if only is None or "pass" in only:
        todo["pass"] = pos.pass_move()
    if only is not None:  # in the order asked
        todo = {v: todo[v] for v in only if v in todo}
    if any(pos.codes[q] == owner and q not in points for q in region):
        # stones of the group's colour that are not the group, in the fight: on the
        # open board they are strong, in the frame the attacker's wall shuts them in
        # too (intermediate 0260): the frame changed the problem, no answer
        return {v: MoveAnswer("unknown", None, (v,)) for v in todo}, 0
    out: dict[str, MoveAnswer] = {}
    # every move cheaply (its full status: win, loss, ko, seki)
    reader.cap = ROUNDS[0]
    for v, child in todo.items():
        out[v] = answer(child, v)
    # then deeper, one search per move (the player without ko threats), only to find
    # a winning move (the first frame) or to confirm the other frame's wins; the
    # search stops at the first win found, and moves left unread stay "unknown"
    asked = [m for m, st in ask_status.items() if st == "win" and m in todo]
    owner_to_move = not player_owns
    for cap in ROUNDS[1:]:
        reader.cap = cap
        if only is None:
            if any(a.status == "win" for a in out.values()):
                break
            look = [v for v in todo if out[v].status == "unknown"]
        else:
            look = [v for v in asked if out[v].status != "win"]
            if not look:
                break
        for v in look:
            st, _r, _s, _v = reader.status(todo[v], owner_to_move, player_owns,
                                           strict=player_owns, wins_only=True)
            if st == "win":
                out[v] = answer(todo[v], v)  # the proof is in the table now
                if only is None:
                    break
    return out, reader.nodes


#: An attacker's chain with at most this many liberties may be captured in the fight:
#: the defender's room reaches past it.
SHORT = 3


def fight(pos: Position, framed: Framed, points: frozenset[int], size: int) -> frozenset[int]:
    """Returns the points the search plays on: the defender's room, that is every point
    of the frame's area (empty points, the problem's stones) that the group reaches
    through empty points, its own colour's stones and the attacker's chains of at most
    SHORT liberties (which it may capture), and the stones next to the room. Empty
    points behind the attacker's chains of more liberties are left out: a move there
    is read as a pass (the book's "the surrounding stones are strong")."""
    owner = pos.codes[next(iter(points))]
    area = framed.area
    region: set[int] = set(points)
    stack = list(points)
    while stack:
        q = stack.pop()
        for n in pos.nbr[q]:
            if n in region:
                continue
            c = pos.codes[n]
            if c == 0:
                if n not in area:
                    continue
                add = {n}
            elif not _in_problem(framed, n, size):
                continue  # the wall
            else:
                stones, libs = pos.chain(n)
                if c != owner and len(libs) > SHORT:
                    region |= stones  # a stone next to the room: part of the fight
                    continue
                add = stones
            region |= add
            stack.extend(add)
    return frozenset(region)


def _line(first: str, reply: str | None) -> tuple[str, ...]:
    return (first,) if reply is None else (first, reply)


def _proof_line(solver: DfpnSolver, value: int,
                name: Callable[[int | None], str | None]) -> tuple[str, ...]:
    """The main line of the solver's last proof (from the position after the first
    move): the winner's quickest move, and at the loser's turns the reply with the
    longest resistance, as far as the proof's table holds it."""
    return tuple("pass" if m < 0 else (name(m) or "?") for m in solver.line())


def _in_problem(framed: Framed, point: int, size: int) -> bool:
    try:
        framed.vertex(point, size)
    except ValueError:
        return False
    return True
