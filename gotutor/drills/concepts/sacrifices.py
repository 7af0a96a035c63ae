"""Sacrifice drills: capture the marked chain by giving a stone first.

"snapback" (order 100): the player to move captures the marked chain by a snapback: a
stone put where the opponent can capture it at once, after which the capturing stones
are themselves in atari and are taken back, more stones than were given. The student
plays the sacrifice, the opponent captures it (played on the board), and the student
takes back; the explanation counts the stones given and the stones taken back.

How a snapback problem is made (problem i is a pure function of the concept, level,
seed and i, see `gotutor.drills.generator`):

1. The shape: a living group of the opponent's (two eyes, `LIVING`) in a corner; the
   sacrifice point `a` next to it; a neighbour `c` of `a` (where the opponent will
   capture); the marked chain grown from another neighbour of `a` until it touches
   `c`, never touching the living group. The chain's other liberties and `c`'s other
   neighbours get the player's stones (the wall); then the player's and the opponent's
   stones around it, at random. The direct atari at `c` fails: the chain connects to
   the living group at `a`.
2. The engine's test (`snapback`): the stone at `a` captures nothing and has one
   liberty; the opponent's capture there is legal, leaves the capturing chain (with the
   marked stones) in atari, and the player's stone at the freed point takes back more
   stones than were given.
3. The right moves: the capture reader (`gotutor.problems.reading.Reader`) reads every
   legal first move of the board: the moves after which it finds no defence are the
   candidates (one or two, else no problem); each must be a snapback (`snapback`) and
   be proven by the solver (`gotutor.solver.answers.judge`, goal "capture", within
   SNAPBACK_BUDGET positions, even if the player may never take a ko). Passing must
   leave a defence (the chain is not dead already).
4. The wrong moves next to the chain (its liberties and their neighbours, the direct
   atari among them) are read by the solver too, with WRONG_BUDGET positions: each
   must be proven not to capture ("loss": the opponent saves the chain even when the
   player may take kos). A move the solver proves to capture, or cannot decide, drops
   the problem. The other moves are far from the chain; the reader finds the defence.
   When the student plays a wrong move, the reader's defence is played on the board.

A problem is dropped (the next attempt is tried) whenever a step fails. Each level
sets the board's size, the size of the marked chain and the number of stones around
it; level 2 puts the sacrifice point on the edge.

"throw-in" (order 105): kill the marked group with a throw-in, a stone put inside its
eye space where it can be captured at once. The group is shut in by pass-alive stones of
the player's (the positions of the vital-point drill, `eyes.shut_in`: on a 9x9 or 13x13
board with a few stones apart), so the fight is the eye space alone, and the solver
reads every first move in it to the end (`eyes.move_statuses`, kind "kill": the group
neither lives nor makes seki, whatever the ko threats). A problem is kept when every
killing move is a throw-in by the engine's test (`throw_in`: the stone, with the
player's stones it joins, has one liberty and captures nothing) and none is a snapback,
and the group is not dead already (a pass does not kill). The eye space is a random
polyomino of three to five points with a stone inside, mostly the player's (the throw-in
is often next to it, making the sacrifice bigger), sometimes a second small eye space
and corners of the group's ring taken (eyes to make false). After the right move the
capture is shown at 1 and the explanation counts the stones given; a wrong move is
answered by the solver's reply that lives. Levels: 1, 6x6, three or four points, the
player's stone inside; 2, 7x7, up to five points, the stone inside sometimes the group's
own, more second eye spaces and cut corners; 3, 8x8, the same on a bigger board (a
bigger wall to read). (An eye space of more than five points seldom has a throw-in that
kills.) """

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...board import Board
from ...coords import vertex_name
from ...i18n import N_
from ...problems import Problem
from ...problems.base import Attempt, Goal, Outcome, hint_area, labels
from ...problems.reading import TENUKI, Reader
from ...problems.texts import Text
from ...solver.answers import goal_for, judge
from ...solver.position import Position, color_of
from ...solver.region import fight_region
from ..generator import Spec
from ..geometry import around, between, neighbours, place, polyomino
from . import Concept
from ._groups import LIVING
from .eyes import move_statuses, shut_in

if TYPE_CHECKING:
    from ...game import Move
    from ...problems.problem import Problem as ProblemType

__all__ = ["CONCEPTS", "SNAPBACK_BUDGET", "THROW_IN_LEVELS", "SacrificeGoal", "ThrowInGoal",
           "snapback", "throw_in"]

#: the solver's budget of positions for each right move of a snapback problem
SNAPBACK_BUDGET = 600
#: the solver's budget for each other move next to the chain (it looks for a capture
#: the capture reader missed; a move it cannot decide in this budget stays wrong)
WRONG_BUDGET = 300
#: the capture reader's limits (moves deep, positions per question)
READER_DEPTH = 30
READER_BUDGET = 400

LEVELS: dict[int, dict[str, Any]] = {
    1: {"size": 6, "chain": (1, 3), "own": (0, 2), "enemy": (0, 1),
        "edge": False, "reach": 3},
    2: {"size": 7, "chain": (2, 4), "own": (1, 4), "enemy": (1, 3),
        "edge": True, "reach": 3},
    3: {"size": 9, "chain": (2, 5), "own": (4, 8), "enemy": (3, 6),
        "edge": False, "reach": 3},
}


# ---------------------------------------------------------------------- the engine's test
def snapback(pos: Position, a: int, me: int, target: int) -> tuple[int, int, int, int] | None:
    """Returns (stones the opponent takes, stones taken back, the opponent's capturing
    point, the point of the retake) if `me` playing at `a` is a snapback on the chain
    through `target`: the stone captures nothing and is left with one liberty, the
    opponent's capture there is legal and leaves the capturing chain, the target's
    stones among them, in atari, and `me` playing at its last liberty captures more
    stones than were taken. Returns None otherwise."""
    first = pos.play(a, me)
    if first is None or first.codes[target] != 3 - me:
        return None
    if any(x and not y for x, y in zip(pos.codes, first.codes, strict=True)):
        return None  # it captures: no sacrifice
    given, libs = first.chain(a)
    if len(libs) != 1:
        return None
    c = min(libs)
    second = first.play(c, 3 - me)
    if second is None or second.codes[a] != 0:
        return None
    stones, libs2 = second.chain(c)
    if target not in stones or len(libs2) != 1:
        return None
    r = min(libs2)
    third = second.play(r, me)
    if third is None or third.codes[target] != 0:
        return None
    back = sum(1 for x, y in zip(second.codes, third.codes, strict=True) if x and not y)
    if back <= len(given):
        return None
    return len(given), back, c, r


# ---------------------------------------------------------------------- the generator
def _grow_to(rng: random.Random, codes: list[int], n: int, start: int, count: int,
             code: int, touch: int, banned: set[int]) -> list[int] | None:
    """Grows a chain of `code` from `start` over empty points not in `banned` until it
    has `count` stones and touches `touch`; returns its points, or None if it cannot."""
    codes[start] = code
    stones = [start]
    for _ in range(4 * n):
        touching = any(touch in neighbours(p, n) for p in stones)
        if touching and len(stones) >= count:
            return stones
        frontier = sorted({q for p in stones for q in neighbours(p, n)
                           if codes[q] == 0 and q not in banned})
        if not frontier:
            return None
        # towards the touching point once the chain is long enough
        if len(stones) >= count - 1 and not touching:
            near = [q for q in frontier if touch in neighbours(q, n)]
            if near:
                frontier = near
        q = rng.choice(frontier)
        codes[q] = code
        stones.append(q)
    return None


def _on_edge(p: int, n: int) -> bool:
    x, y = p % n, p // n
    return x in (0, n - 1) or y in (0, n - 1)


def _place_living(rng: random.Random, codes: list[int], n: int,
                  code: int) -> tuple[list[int], list[int]]:
    """Puts one of the LIVING groups of `code` in a random corner, turned at random;
    returns (its stones, its eyes) as points."""
    stones, eyes = rng.choice(LIVING)
    flip_x, flip_y, turn = rng.random() < 0.5, rng.random() < 0.5, rng.random() < 0.5

    def point(x: int, y: int) -> int:
        if turn:
            x, y = y, x
        if flip_x:
            x = n - 1 - x
        if flip_y:
            y = n - 1 - y
        return y * n + x

    placed = [point(x, y) for x, y in stones]
    for p in placed:
        codes[p] = code
    return placed, [point(x, y) for x, y in eyes]


def _make_snapback(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    n = lv["size"]
    codes = [0] * (n * n)
    me = rng.choice((1, 2))
    you = 3 - me
    # the way out: a living group of the opponent's; the sacrifice point is next to it
    living, eyes = _place_living(rng, codes, n, you)
    keep = set(eyes)
    points = sorted({q for p in living for q in neighbours(p, n)
                     if codes[q] == 0 and q not in keep})
    if lv["edge"]:
        points = [p for p in points if _on_edge(p, n)]
    if not points:
        return None
    a = rng.choice(points)
    sides = [q for q in neighbours(a, n) if codes[q] == 0 and q not in keep]
    if len(sides) < 2:
        return None
    rng.shuffle(sides)
    c, t0 = sides[:2]
    # the marked chain from t0 to c, not touching the living group
    near_living = {q for p in living for q in neighbours(p, n)}
    reserved = {a, c} | keep | near_living
    if t0 in near_living:
        return None
    chain = _grow_to(rng, codes, n, t0, between(rng, lv["chain"]), you, c, reserved)
    if chain is None:
        return None
    for r in sides[2:]:  # a's other neighbours: the opponent's too
        codes[r] = you
    # the wall: the chain's other liberties and c's other neighbours are the player's
    for p in chain:
        for q in neighbours(p, n):
            if codes[q] == 0 and q not in (a, c):
                codes[q] = me
    for q in neighbours(c, n):
        if codes[q] == 0 and q != a:
            codes[q] = me
    # stones around: the player's next to the wall, the opponent's next to those
    wall = [p for p in range(n * n) if codes[p] == me]
    shape = {a, c, *chain, *keep}
    for _ in range(between(rng, lv["own"])):
        pool = sorted({q for p in wall for q in neighbours(p, n) if codes[q] == 0
                       and q not in shape and all(r not in (a, c) for r in neighbours(q, n))})
        if not pool:
            break
        q = rng.choice(pool)
        codes[q] = me
        wall.append(q)
    for _ in range(between(rng, lv["enemy"])):
        pool = sorted({q for p in wall for q in neighbours(p, n) if codes[q] == 0
                       and q not in shape and all(r not in (a, c) for r in neighbours(q, n))})
        if not pool:
            break
        codes[rng.choice(pool)] = you
    pos = Position(n, tuple(codes))
    if any(c_ and not pos.liberties(p) for p, c_ in enumerate(codes)):
        return None
    target = min(chain)
    stones, libs = pos.chain(target)
    if len(libs) < 2:
        return None
    if any(len(pos.liberties(p)) == 1 for p in range(n * n) if codes[p]):
        return None  # nothing in atari at the start: the question is the marked chain
    if snapback(pos, a, me, target) is None:
        return None
    # the direct atari fails: after it, the chain connects to the living group at a
    atari = pos.play(c, me)
    if atari is None or atari.play(a, you) is None:
        return None
    return _prove(pos, me, target, n, codes, lv, stones)


def _prove(pos: Position, me: int, target: int, n: int, codes: list[int],
           lv: dict[str, Any], stones: set[int]) -> dict[str, Any] | None:
    """Reads every first move (see the module's doc) and returns the problem's dict, or
    None if the position is no snapback problem or cannot be proven in the budget."""
    board = Board.from_codes(n, codes)
    color = color_of(me)
    defender = color.opponent
    reader = Reader(depth=READER_DEPTH, budget=READER_BUDGET)
    if reader.defend(board, None, target, defender) is None:
        return None  # lost already: the opponent cannot save it even moving first
    right: list[int] = []
    for p in range(n * n):
        after = Reader.play(board, None, p, color)
        if after is None or after[0].get(target) is not defender:
            continue
        if reader.defend(after[0], after[1], target, defender) is None:
            right.append(p)
            if len(right) > 2:
                return None
    if not right:
        return None
    lines = []
    for p in right:
        shape = snapback(pos, p, me, target)
        if shape is None:
            return None  # captured another way: not a snapback problem
        given, back, cap, retake = shape
        lines.append((vertex_name(p, n), given, back, vertex_name(cap, n),
                      vertex_name(retake, n)))
    # the solver: every right move proven, no move next to the chain proven to capture
    region = fight_region(pos, [target], 0, lv["reach"])
    touching = set(stones)
    for p in list(stones):
        touching |= {q for q in pos.nbr[p] if pos.codes[q] == 0}
    seen: set[int] = set()
    for p in list(touching):
        for q in pos.nbr[p]:
            if pos.codes[q] and q not in seen:
                chain, libs = pos.chain(q)
                seen |= chain
                region |= libs  # the way out and the wall are read, not left outside
    for p in list(region):
        region.update(q for q in pos.nbr[p] if pos.codes[q])
    factory, _player_proves = goal_for("capture", pos, [target], me, region)
    for p in right:
        child = pos.play(p, me)
        assert child is not None
        status, _reply = judge(factory, child, False, True, region, SNAPBACK_BUDGET)
        if status != "win":
            return None
    close = {q for p in touching if pos.codes[p] == 0 for q in (p, *pos.nbr[p])
             if pos.codes[q] == 0}
    atari_fails = False
    for p in sorted(close - set(right)):
        child = pos.play(p, me)
        if child is None:
            continue
        status, _reply = judge(factory, child, False, True, region, WRONG_BUDGET)
        if status not in _SAVED:
            return None  # a capture the reader missed, a ko, or not read in the budget
        if child.codes[target] and len(child.liberties(target)) == 1:
            atari_fails = True
    if not atari_fails:
        return None  # the lesson of the drill: the direct atari fails
    first = lines[0]
    return {"codes": codes, "to_play": "B" if me == 1 else "W", "target": target,
            "answer": tuple(line[0] for line in lines),
            "facts": (("stones", len(stones)), ("given", first[1]), ("back", first[2]),
                      ("lines", tuple(lines)), ("atari_fails", atari_fails))}


#: the solver's verdict of a move that does not capture: the opponent saves the chain
#: ("loss" for the player; "escape", a liberty beyond the region, is not enough)
_SAVED = ("loss",)


# ---------------------------------------------------------------------- the problem
class SacrificeGoal(Goal):
    """Capture the marked chain by a snapback: the student's first move is judged by the
    generator's proven answers (a wrong one is answered by the opponent's proven
    defence); after the right sacrifice the opponent captures, and the student must take
    back at once (any move that captures the marked stones)."""

    name = "drill-snapback"
    answer_kind = "move"

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.lines = {line[0]: line for line in spec.fact("lines")}

    def question(self, problem: ProblemType) -> Text:
        black = problem.to_play.value == "B"
        if int(self.spec.fact("stones")) == 1:  # one stone, or the chain its mark stands for
            return Text.of(N_("Black to play: capture the marked stone with a snapback.")
                           if black else
                           N_("White to play: capture the marked stone with a snapback."))
        return Text.of(N_("Black to play: capture the marked chain with a snapback.")
                       if black else
                       N_("White to play: capture the marked chain with a snapback."))

    def after_move(self, problem: ProblemType, attempt: Attempt, move: Move) -> Outcome:
        board = attempt.game.board
        target = problem.target_points[0]
        if len(attempt.moves) == 1:
            line = self.lines.get(move.vertex)
            if line is None:
                return self._wrong(problem, attempt)
            _v, given, _back, cap, _retake = line
            if given == 1:
                text = Text.of(N_("Good: the opponent takes your stone at 1. Now the "
                                  "capturing stones are in atari."))
            else:
                text = Text.plural_of(
                    N_("Good: the opponent takes {n} stone at 1. Now the capturing stones "
                       "are in atari."),
                    N_("Good: the opponent takes {n} stones at 1. Now the capturing stones "
                       "are in atari."), given)
            return Outcome("open", "right", text, [cap], labels([cap]))
        if board.get(target) is None:
            line = self.lines[attempt.moves[0]]
            return Outcome("solved", "right", Text.join(
                Text.plural_of(N_("Right: a snapback. The opponent took {n} stone,"),
                               N_("Right: a snapback. The opponent took {n} stones,"),
                               line[1]),
                Text.plural_of(N_("and you take back {n} stone."),
                               N_("and you take back {n} stones."), len(move.captured))))
        reply = self._defence(problem, attempt)
        if reply is None:
            return Outcome("failed", "wrong", Text.of(N_(
                "No: the stones that captured were in atari. Take them back at once.")))
        return Outcome("failed", "wrong", Text.of(N_(
            "No: the stones that captured were in atari, and now the opponent saves them "
            "(see the numbered answer). Take them back at once.")), [reply], labels([reply]))

    @staticmethod
    def _defence(problem: ProblemType, attempt: Attempt) -> str | None:
        """Returns the opponent's answer that saves the marked chain, as the capture
        reader finds it (None: no answer is needed, or none is found)."""
        game = attempt.game
        board = game.board
        target = problem.target_points[0]
        reply = Reader(depth=READER_DEPTH, budget=READER_BUDGET).defend(
            board, game.node.ko, target, problem.to_play.opponent)
        if reply is None or reply == TENUKI:
            return None
        return vertex_name(reply, board.size)

    def _wrong(self, problem: ProblemType, attempt: Attempt) -> Outcome:
        reply = self._defence(problem, attempt)
        if reply is None:
            return Outcome("failed", "wrong", Text.of(N_(
                "This does not catch the stones: the opponent need not even answer. Look "
                "for a stone you can give, so that the stones that capture it are in "
                "atari.")))
        return Outcome("failed", "wrong", Text.of(N_(
            "This does not catch the stones: the opponent saves them (see the numbered "
            "answer).")), [reply], labels([reply]))

    def right_move(self, problem: ProblemType, attempt: Attempt) -> str | None:
        if not attempt.moves:
            return self.spec.answer[0]
        if len(attempt.moves) == 1:
            return self.lines[attempt.moves[0]][4]
        return None

    def hint(self, problem: ProblemType, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        if step == 0 and not attempt.moves:
            board = attempt.game.board
            pts = [board.point(v) for v in self.spec.answer]
            marks = hint_area(board.size, pts, board)
            if marks:
                return marks, Text.of(N_("Give the opponent a stone to capture: the answer "
                                         "is in the marked area."))
            return {}, Text.of(N_("Give the opponent a stone to capture, so that the "
                                  "capturing stones are in atari."))
        return super().hint(problem, attempt, step)


def _snapback_problem(spec: Spec) -> Problem:
    """Returns the snapback problem `spec` (see SacrificeGoal)."""
    return Problem(spec.diagram(), spec.to_play, SacrificeGoal(spec),
                   marked=[vertex_name(spec.target, spec.size)], rules=spec.rules)


# ---------------------------------------------------------------------- throw-in
#: The throw-in levels: board size, eye space points, how often a second small eye
#: space, how often each corner of the group's ring is the player's, how often the
#: stone inside is the player's (else the group's own), the solver's budget.
THROW_IN_LEVELS_V2: dict[int, dict[str, Any]] = {
    1: {"size": 6, "points": (3, 4), "apart": 0.3, "cut": 0.3, "mine": 1.0,
        "where": ("corner", "edge", "middle"), "budget": 3000},
    2: {"size": 7, "points": (3, 5), "apart": 0.4, "cut": 0.4, "mine": 0.8,
        "where": ("corner", "edge", "middle"), "budget": 3000},
    3: {"size": 8, "points": (3, 5), "apart": 0.3, "cut": 0.3, "mine": 0.8,
        "where": ("corner", "edge", "middle"), "budget": 3000},
}


#: the levels now: the fight in a corner or on a side of a game's board, shut in by a
#: living wall, a few stones far away (`eyes.shut_in`)
THROW_IN_LEVELS: dict[int, dict[str, Any]] = {
    1: {**THROW_IN_LEVELS_V2[1], "size": 9, "where": ("corner", "edge"), "wall": 3,
        "scenery": (3, 5)},
    2: {**THROW_IN_LEVELS_V2[2], "size": 9, "where": ("corner", "edge"), "wall": 3,
        "scenery": (3, 5)},
    3: {**THROW_IN_LEVELS_V2[3], "size": 13, "where": ("corner", "edge"), "wall": 3,
        "scenery": (5, 9)},
}


def throw_in(pos: Position, p: int, me: int) -> int:
    """Returns the stones `me` gives by playing at `p` (its chain after the move) if the
    move is a throw-in: legal, capturing nothing, leaving that chain one liberty; else
    0."""
    after = pos.play(p, me)
    if after is None or any(x and not y for x, y in zip(pos.codes, after.codes,
                                                         strict=True)):
        return 0
    stones, libs = after.chain(p)
    return len(stones) if len(libs) == 1 else 0


def _second_eye(rng: random.Random, n: int, eye: set[int]) -> tuple[set[int], ...]:
    """A second eye space of one or two points, a line of the group's stones away from
    `eye` (as the life drill makes one), or none if there is no room."""
    near = around(eye, n)
    ring = sorted(p for p in around(near | eye, n)
                  if not any(q in eye for q in neighbours(p, n)) and p not in near)
    if not ring:
        return ()
    p = rng.choice(ring)
    second = {p}
    more = [q for q in neighbours(p, n) if q not in eye and q not in near]
    if more and rng.random() < 0.5:
        second.add(rng.choice(more))
    return (second,)


def _make_throw_in(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """A throw-in problem (see the module's doc), or None."""
    n = lv["size"]
    lo, hi = lv["points"]
    eye = place(rng, n, polyomino(rng, lo + rng.randrange(hi - lo + 1)),
                 rng.choice(list(lv["where"])))
    if eye is None:
        return None
    defender = rng.choice((1, 2))
    me = 3 - defender
    apart = _second_eye(rng, n, eye) if rng.random() < lv["apart"] else ()
    space = set(eye).union(*apart)
    inside = -1

    def put_inside(codes: list[int]) -> frozenset[int] | None:
        """The stone inside the eye space; None if no throw-in can be played then."""
        nonlocal inside
        inside = rng.choice(sorted(eye))
        codes[inside] = me if rng.random() < lv["mine"] else defender
        pos = Position(n, tuple(codes))
        if any(c and not pos.liberties(p) for p, c in enumerate(codes)) or not any(
                throw_in(pos, p, me) for p in sorted(space) if codes[p] == 0):
            return None
        return frozenset({inside}) if codes[inside] == me else frozenset()

    if lv.get("wall"):  # (quick) the stone inside and a throw-in before the wall grows
        codes = shut_in(rng, lv, eye, defender, apart, put_inside)
        if codes is None:
            return None
    else:
        codes = shut_in(rng, lv, eye, defender, apart)
        if codes is None:
            return None
        inside = rng.choice(sorted(eye))
        codes[inside] = me if rng.random() < lv["mine"] else defender
    pos = Position(n, tuple(codes))
    if any(c and not pos.liberties(p) for p, c in enumerate(codes)):
        return None
    target = min(p for p in around(space, n) if codes[p] == defender and p not in space)
    group = pos.chain(target)[0]
    if any(codes[q] == defender and q not in group for q in space):
        return None  # a stone of the defender's inside that is not part of the group
    empty = sorted(p for p in space if codes[p] == 0)
    if not any(throw_in(pos, p, me) for p in empty):
        return None  # (quick) no throw-in to play at all
    found = move_statuses(pos, me, "kill", target, space, lv["budget"])
    if found is None or found.get(-1, ("loss", None))[0] == "win":
        return None  # not read out, or dead already
    right = [p for p in sorted(found) if p >= 0 and found[p][0] == "win"]
    if not right or len(right) > 2:
        return None
    given = [throw_in(pos, p, me) for p in right]
    if not all(given) or any(snapback(pos, p, me, target) for p in right):
        return None
    captures = []
    for p in right:
        after = pos.play(p, me)
        assert after is not None
        (cap,) = after.liberties(p)
        captures.append(vertex_name(cap, n))
    wrong = tuple((vertex_name(p, n), st, None if reply is None or reply < 0
                   else vertex_name(reply, n))
                  for p, (st, reply) in sorted(found.items()) if p >= 0 and st != "win")
    return {"codes": codes, "to_play": "B" if me == 1 else "W", "target": target,
            "answer": tuple(vertex_name(p, n) for p in right),
            "facts": (("given", tuple(given)), ("captures", tuple(captures)),
                      ("wrong", wrong), ("space", tuple(vertex_name(p, n) for p in empty)),
                      ("inside", vertex_name(inside, n)))}


class ThrowInGoal(Goal):
    """Kill the marked group with a throw-in: a first move the solver proved to kill
    (each one a throw-in) is answered with the capture of the stones given, shown at 1,
    and the count of them; any other move with the solver's reply that lives."""

    name = "drill-throw-in"
    answer_kind = "move"

    def __init__(self, spec: Spec) -> None:
        self.spec = spec

    def question(self, problem: ProblemType) -> Text:
        if problem.to_play.value == "B":
            return Text.of(N_("Black to play: kill the marked group with a throw-in."))
        return Text.of(N_("White to play: kill the marked group with a throw-in."))

    def after_move(self, problem: ProblemType, attempt: Attempt, move: Move) -> Outcome:
        spec = self.spec
        if move.vertex in spec.answer:
            i = spec.answer.index(move.vertex)
            given, cap = spec.fact("given")[i], spec.fact("captures")[i]
            if given == 1:
                text = Text.of(
                    N_("Right: a throw-in. White can take your stone at 1, but the group "
                       "cannot make two eyes, whatever White plays.")
                    if spec.to_play == "B" else
                    N_("Right: a throw-in. Black can take your stone at 1, but the group "
                       "cannot make two eyes, whatever Black plays."))
            elif spec.to_play == "B":
                text = Text.plural_of(
                    N_("Right: a throw-in. White can take your {n} stone at 1, but the "
                       "group cannot make two eyes, whatever White plays."),
                    N_("Right: a throw-in. White can take your {n} stones at 1, but the "
                       "group cannot make two eyes, whatever White plays."), given)
            else:
                text = Text.plural_of(
                    N_("Right: a throw-in. Black can take your {n} stone at 1, but the "
                       "group cannot make two eyes, whatever Black plays."),
                    N_("Right: a throw-in. Black can take your {n} stones at 1, but the "
                       "group cannot make two eyes, whatever Black plays."), given)
            return Outcome("solved", "right", text, [cap], labels([cap]))
        found = {v: (st, reply) for v, st, reply in spec.fact("wrong")}
        if move.vertex not in found:
            return Outcome("failed", "wrong", Text.of(N_(
                "That does not help: play inside the eye space.")))
        status, reply = found[move.vertex]
        if status == "ko":
            text = Text.of(N_("Not quite: after this move the group lives unless you win "
                              "a ko. Another move kills it without a ko."))
        elif reply:
            text = Text.of(N_("That does not kill: after the reply at 1 the group lives."))
        else:
            return Outcome("failed", "wrong", Text.of(N_("That does not kill: the group "
                                                         "lives.")))
        if not reply or not attempt.game.is_legal(reply):
            return Outcome("failed", "wrong", text)
        return Outcome("failed", "wrong", text, [reply], labels([reply]))

    def right_move(self, problem: ProblemType, attempt: Attempt) -> str | None:
        return None if attempt.moves else str(self.spec.answer[0])

    def hint(self, problem: ProblemType, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        if step == 0 and not attempt.moves:
            board = attempt.game.board
            marks = hint_area(board.size, [board.point(v) for v in self.spec.answer], board)
            if marks:
                return marks, Text.of(N_("Put a stone inside the group's eye space where "
                                         "it can be captured: the answer is in the "
                                         "marked area."))
        return super().hint(problem, attempt, step)


def _throw_in_problem(spec: Spec) -> Problem:
    """Returns the throw-in problem `spec` (see ThrowInGoal)."""
    return Problem(spec.diagram(), spec.to_play, ThrowInGoal(spec),
                   marked=[vertex_name(spec.target, spec.size)], rules=spec.rules)


CONCEPTS = (
    Concept("snapback", 100, LEVELS, _make_snapback, _snapback_problem),
    Concept("throw-in", 105, THROW_IN_LEVELS, _make_throw_in, _throw_in_problem,
            {2: THROW_IN_LEVELS_V2}),
)
