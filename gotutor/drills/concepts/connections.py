"""The "connect" drill (connecting and cutting): the opponent threatens to cut the
marked stones off from their living group; connect them so that the cut does not work.

"connect" (order 35: after "chain"), a move problem. In a corner of a 9x9 board, the
student's living group; next to it along the edge, on the first two lines, the marked
chain (one to three stones) and one or two of the opponent's stones that cut into the
connection; above them the opponent's living wall. Which move keeps the marked stones?

Why every legal move of the board is read: the fight's points (the empty points of the
two lines between the group and the wall, `area`) are shut in by the student's group
and the opponent's wall, and both are pass-alive (Benson's test, on the final
position). No chain of the fight has a liberty outside the area, and a move outside it
can capture nothing of it: it is a pass as far as the fight goes. So the solver
(`gotutor.solver.search.status` with the goal `Capture` of the marked chain, every
point of the area and a pass for both sides, read to the end: the chain captured, or
pass-alive, or both sides passing) reads every move of the board:

- the threat: if the student passes, the opponent captures the chain (a cut works);
- right: after the move the opponent cannot capture the chain, even with every ko
  threat ("loss" for the capture);
- wrong: after the move the opponent captures it, even if the student may take every
  ko ("win"), shown by the opponent's reply.

A position with a chain in atari (the question would be a capture), a move that gives
a ko, a move the solver does not decide within
`BUDGET` positions, no right move or more than two is dropped.

How a position is made (problem i is a pure function of the concept, level, seed and
i): the group (`_groups.LIVING`) in a random corner, along one edge; the area: the
empty points of the first two lines from the corner to two to four points past the
group; the chain grown in it (not touching the group), the opponent's stones next to
it; the opponent's stones on every point around the area, grown into a pass-alive wall
(`_walls.grow_alive`); then a few stones of both colours far from it all.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...coords import vertex_name
from ...i18n import N_
from ...problems import Problem
from ...problems.base import Attempt, Outcome, labels
from ...problems.texts import Text
from ...solver.benson import pass_alive_points
from ...solver.goals import Capture
from ...solver.position import Position
from ...solver.search import PASS_MOVE, status
from ..geometry import between, grow, neighbours, symmetry, with_chains
from . import Concept
from ._groups import LIVING
from ._moves import SpecGoal, marked_problem
from ._walls import grow_alive, near, scenery

if TYPE_CHECKING:
    from ...game import Move
    from ..generator import Spec

__all__ = ["BUDGET", "CONCEPTS", "LEVELS", "ConnectGoal", "CutGoal", "read_area"]

#: how many candidates a draw may try: most are dropped cheaply (measured on 30 draws
#: a level: a median of 25 to 90 tries, at most 625)
ATTEMPTS = 3000

#: The levels: the chain's stones, the opponent's stones next to it, how far the area
#: reaches past the group, stones of both colours far away.
LEVELS: dict[int, dict[str, Any]] = {
    1: {"size": 9, "chain": (1, 2), "cutters": (1, 1), "past": (2, 3), "scenery": (3, 5),
        "attempts": ATTEMPTS},
    2: {"size": 9, "chain": (1, 3), "cutters": (1, 2), "past": (2, 4), "scenery": (3, 5),
        "attempts": ATTEMPTS},
    3: {"size": 9, "chain": (2, 3), "cutters": (1, 2), "past": (3, 4), "scenery": (3, 5),
        "attempts": ATTEMPTS},
}

#: the positions one reading of the solver may take
BUDGET = 4000


def read_area(pos: Position, target: int, area: set[int], budget: int = BUDGET,
              cutter: bool = False) -> dict[int, tuple[str, int | None]] | None:
    """Reads every move on the empty points of `area`, and a pass (-1), of the owner of
    the chain through `target` (`cutter` False) or of its opponent (`cutter` True):
    returns {move: (the capture's status after it for the opponent of the chain, "win",
    "loss" or "ko"; the proven reply of the other side or None)}, or None if a move is
    not decided within `budget` positions."""
    me = pos.codes[target]
    mover = 3 - me if cutter else me
    region = with_chains(pos, area)
    out: dict[int, tuple[str, int | None]] = {}
    for p in [*sorted(q for q in area if pos.codes[q] == 0), -1]:
        child = pos.pass_move() if p < 0 else pos.play(p, mover)
        if child is None:
            continue
        found, proof = status(lambda: Capture(target, 3 - me), child, not cutter, region,
                              budget)
        if found == "unknown":
            return None
        reply = proof.move if proof.move not in (None, PASS_MOVE) else None
        out[p] = (found, reply)
    return out


def _position(rng: random.Random, lv: dict[str, Any]
              ) -> tuple[list[int], int, int, list[int], list[int], list[int], set[int]] | None:
    """A fight of the module's doc: (codes, n, the owner of the chain, the chain, the
    living group, the opponent's stones cutting in, the area), or None."""
    n = lv["size"]
    codes = [0] * (n * n)
    me = rng.choice((1, 2))
    you = 3 - me
    shape, eye_cells = rng.choice(LIVING)
    turn = symmetry(n, rng.randrange(8))  # the corner, and the edge it runs along
    group = [turn[y * n + x] for x, y in shape]
    eyes = {turn[y * n + x] for x, y in eye_cells}
    for p in group:
        codes[p] = me
    width = max(x for x, _y in shape) + 1
    reach = width + between(rng, lv["past"])
    area = {turn[y * n + x] for x in range(reach) for y in range(2)} - set(group) - eyes
    by_group = {q for p in group for q in neighbours(p, n)}
    starts = sorted(p for p in area if p not in by_group)
    if not starts:
        return None
    # the chain and the opponent's stones next to it, in the area only
    mask = [c if p in area else 3 for p, c in enumerate(codes)]
    chain = grow(rng, mask, n, rng.choice(starts), between(rng, lv["chain"]), me)
    if any(q in by_group for q in chain) or any(q in group for p in chain
                                                for q in neighbours(p, n)):
        return None
    for p in chain:
        codes[p] = me
    cutters: list[int] = []
    for _ in range(between(rng, lv["cutters"])):
        free = sorted({q for p in chain for q in neighbours(p, n)
                       if q in area and codes[q] == 0})
        if not free:
            return None
        q = rng.choice(free)
        codes[q] = you
        cutters.append(q)
    # the opponent's wall: every point around the area (but the group's), grown alive
    first = sorted(p for p in near(area, n, 1) if p not in area and codes[p] == 0
                   and p not in eyes)
    for p in first:
        codes[p] = you
    # (quick, before the wall grows) the fight's stones have their liberties now: none
    # may be in atari (`_prove` checks the whole board again)
    pos = Position(n, tuple(codes))
    if any(codes[p] and len(pos.liberties(p)) < 2 for p in area | set(chain)):
        return None
    band = {p for p in near(area | set(first), n, 2)
            if codes[p] == 0 and p not in eyes and p not in area}
    if not grow_alive(rng, codes, n, band, you, frozenset(cutters)):
        return None
    fight = {p for p in range(n * n) if codes[p]} | area | eyes
    if len(scenery(rng, codes, n, lv["scenery"], fight)) < lv["scenery"][0]:
        return None
    return codes, n, me, chain, group, cutters, area


def _make(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """A connect problem (see the module's doc), or None."""
    made = _position(rng, lv)
    return None if made is None else _prove(*made)


def _prove(codes: list[int], n: int, me: int, chain: list[int], group: list[int],
           cutters: list[int], area: set[int]) -> dict[str, Any] | None:
    """The checks and the readings of the module's doc: returns the problem's dict."""
    framed = _frame(codes, n, me, chain, group, area)
    if framed is None:
        return None
    pos, target, stones = framed
    read = read_area(pos, target, area)
    if read is None or read.get(-1, ("loss", None))[0] != "win":
        return None  # not read out, or no threat: the student could play elsewhere
    if any(found == "ko" for found, _r in read.values()):
        return None
    right = sorted(p for p, (found, _r) in read.items() if p >= 0 and found == "loss")
    if not right or len(right) > 2:
        return None
    replies = tuple((vertex_name(p, n) if p >= 0 else "pass",
                     "" if r is None else vertex_name(r, n))
                    for p, (found, r) in sorted(read.items()) if found == "win")
    if any(not r for _v, r in replies):
        return None
    return {"codes": codes, "to_play": "B" if me == 1 else "W", "target": target,
            "answer": tuple(vertex_name(p, n) for p in right),
            "facts": (("stones", len(stones)), ("replies", replies),
                      ("area", tuple(sorted(vertex_name(p, n) for p in area))),
                      ("home", tuple(sorted(vertex_name(p, n) for p in group))))}


def _make_cut(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """A cut problem (see the module's doc), or None."""
    made = _position(rng, lv)
    return None if made is None else _prove_cut(*made)


def _prove_cut(codes: list[int], n: int, me: int, chain: list[int], group: list[int],
               cutters: list[int], area: set[int]) -> dict[str, Any] | None:
    """The checks and the readings of the cut problem (the module's doc), the opponent
    of the chain (`3 - me`) to play: returns the problem's dict, or None."""
    framed = _frame(codes, n, me, chain, group, area)
    if framed is None:
        return None
    pos, target, stones = framed
    read = read_area(pos, target, area, cutter=True)
    if read is None or read.get(-1, ("win", None))[0] != "loss":
        return None  # not read out, or the chain is lost already: nothing to cut
    if any(found == "ko" for found, _r in read.values()):
        return None
    right = sorted(p for p, (found, _r) in read.items() if p >= 0 and found == "win")
    if not right or len(right) > 2:
        return None
    replies = tuple((vertex_name(p, n) if p >= 0 else "pass",
                     "" if r is None else vertex_name(r, n))
                    for p, (found, r) in sorted(read.items()) if found == "loss")
    if any(not r for _v, r in replies):
        return None
    return {"codes": codes, "to_play": "W" if me == 1 else "B", "target": target,
            "answer": tuple(vertex_name(p, n) for p in right),
            "facts": (("stones", len(stones)), ("replies", replies),
                      ("area", tuple(sorted(vertex_name(p, n) for p in area))),
                      ("home", tuple(sorted(vertex_name(p, n) for p in group))))}


def _frame(codes: list[int], n: int, me: int, chain: list[int], group: list[int],
           area: set[int]) -> tuple[Position, int, set[int]] | None:
    """The frame's checks of the module's doc: returns (the position, the chain's
    smallest point, its stones), or None if a chain is in atari, the chain has joined
    the group, or the fight is not shut in by pass-alive stones."""
    pos = Position(n, tuple(codes))
    you = 3 - me
    if any(c and len(pos.liberties(p)) < 2 for p, c in enumerate(codes)):
        return None  # no chain in atari: the question is the cut, not a capture
    target = min(chain)
    stones, _libs = pos.chain(target)
    if not set(chain) <= stones or not stones.isdisjoint(group):
        return None
    # the frame: the group and every stone of the opponent's touching the area, but
    # those inside it, are pass-alive; no chain of the fight reaches past the area
    mine = pass_alive_points(n, pos.codes, me)
    theirs = pass_alive_points(n, pos.codes, you)
    if not set(group) <= mine:
        return None
    for p in near(area, n, 1) - area:
        if codes[p] == you and p not in theirs:
            return None
    for p in area:
        if codes[p] and p not in mine and p not in theirs:
            their_stones, libs = pos.chain(p)
            if not libs <= area or not their_stones <= area:
                return None
    return pos, target, stones


class ConnectGoal(SpecGoal):
    """Connect the marked chain so that it cannot be cut off and captured: a move the
    generator proved right is explained, any other is answered by the capture, played
    out on the board."""

    name = "drill-connect"
    owner = "solver"

    def question(self, problem: Problem) -> Text:
        n = int(self.spec.fact("stones"))
        if problem.to_play.value == "B":
            return Text.plural_of(
                N_("Black to play: White threatens to cut off the marked stone and capture "
                   "it. Connect so that the cut does not work."),
                N_("Black to play: White threatens to cut off the marked stones and "
                   "capture them. Connect so that the cut does not work."), n)
        return Text.plural_of(
            N_("White to play: Black threatens to cut off the marked stone and capture "
               "it. Connect so that the cut does not work."),
            N_("White to play: Black threatens to cut off the marked stones and capture "
               "them. Connect so that the cut does not work."), n)

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        board = attempt.game.board
        info = board.chain(problem.target_points[0])
        n = int(self.spec.fact("stones"))
        if move.vertex in self.spec.answer and info is not None:
            home = set(self.spec.fact("home"))
            if any(board.vertex(p) in home for p in info.stones):
                text = Text.plural_of(
                    N_("Right: the marked stone is now connected to your living group, "
                       "and nothing can cut it off."),
                    N_("Right: the marked stones are now connected to your living group, "
                       "and nothing can cut them off."), n)
            else:
                text = Text.plural_of(
                    N_("Right: now every cut fails. The opponent cannot capture the marked "
                       "stone, whatever it plays."),
                    N_("Right: now every cut fails. The opponent cannot capture the marked "
                       "stones, whatever it plays."), n)
            return Outcome("solved", "right", text, [], {move.vertex: "triangle"})
        replies = dict(self.spec.fact("replies"))
        reply = replies.get(move.vertex, replies["pass"])  # outside the fight: a pass
        return Outcome("failed", "wrong", Text.plural_of(
            N_("That does not stop the cut: the opponent plays at 1, and the marked stone "
               "cannot be saved."),
            N_("That does not stop the cut: the opponent plays at 1, and the marked stones "
               "cannot be saved."), n), [reply], labels([reply]))


def _problem(spec: Spec) -> Problem:
    """The connect problem of `spec` as a Problem."""
    return marked_problem(spec, ConnectGoal(spec))


class CutGoal(SpecGoal):
    """Cut the marked chain off from its living group so that it can be captured: a
    move the generator proved right is explained, any other is answered by the
    opponent's proven save, played out on the board."""

    name = "drill-cut"
    owner = "opponent"

    def question(self, problem: Problem) -> Text:
        n = int(self.spec.fact("stones"))
        if problem.to_play.value == "B":
            return Text.plural_of(
                N_("Black to play: cut the marked White stone off from its living group, "
                   "so that it can be captured."),
                N_("Black to play: cut the marked White stones off from their living "
                   "group, so that they can be captured."), n)
        return Text.plural_of(
            N_("White to play: cut the marked Black stone off from its living group, "
               "so that it can be captured."),
            N_("White to play: cut the marked Black stones off from their living "
               "group, so that they can be captured."), n)

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        n = int(self.spec.fact("stones"))
        if move.vertex in self.spec.answer:
            return Outcome("solved", "right", Text.plural_of(
                N_("Right: the marked stone is cut off, and it cannot escape capture, "
                   "whatever the opponent plays."),
                N_("Right: the marked stones are cut off, and they cannot escape capture, "
                   "whatever the opponent plays."), n), [], {move.vertex: "triangle"})
        replies = dict(self.spec.fact("replies"))
        reply = replies.get(move.vertex, replies["pass"])  # outside the fight: a pass
        return Outcome("failed", "wrong", Text.plural_of(
            N_("That does not cut it off: the opponent plays at 1, and the marked stone "
               "is safe."),
            N_("That does not cut them off: the opponent plays at 1, and the marked "
               "stones are safe."), n), [reply], labels([reply]))


def _cut_problem(spec: Spec) -> Problem:
    """The cut problem of `spec` as a Problem."""
    return marked_problem(spec, CutGoal(spec))


CONCEPTS = (Concept("connect", 35, LEVELS, _make, _problem),
            Concept("cut", 36, LEVELS, _make_cut, _cut_problem))
