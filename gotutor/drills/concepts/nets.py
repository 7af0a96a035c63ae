"""The "net" drill: capture the marked stones with a move that is not an atari.

"net" (order 90), a move problem. The marked chain (one or two stones, two liberties
side by side) would run home: to a living group of its colour in the corner it faces.
An atari only chases it there (the ladder runs into the group); a net, a move a little
way off that closes its way out, captures it.

Every move of the player near the chain is read out by `gotutor.solver.chase.Chase`,
the capture game of the chain: the attacker wins when the chain is captured, the
defender when it joins its living group (pass-alive by Benson's test: then it can
never be captured). There is no liberty horizon: a line ends only with a capture or
with the chain home. The moves read are the chain's liberties and their empty
neighbours (see chase.py); the moves farther away count as a pass.

How a problem is made (problem i is a pure function of the concept, level, seed and i):

1. The shape: a living group of the runner's colour (`_groups.LIVING`) in a corner; the
   chain 3 to 6 points from it on each axis, its two liberties towards the group; the
   player's stones on the chain's other sides and, mostly, on the two points beside
   its liberties; at levels 2 and 3 a few stones of the player's on the way home and
   stones elsewhere, away from the fight.
2. The checks: every chain has two liberties or more, the group is pass-alive; two
   quick filters (they drop candidates early, they prove nothing): each atari read as
   a ladder (`tactics.ladder_facts`) must fail by reaching the group, and the capture
   reader of the exercises must see a net; then the marked chain must not be dead
   already (with its owner to move it gets home: the reply to a move far away).
3. Each move of the player near the chain (the attacker's moves of chase.py), the two
   ataris first: a move after which the chain gets home whatever the player does
   (read with the owner's liberties, captures and ataris: one defence is enough) is
   wrong, with the owner's proven reply; a move after which the chain is captured
   against every defence (its liberties, their neighbours, captures, ataris and a
   pass) is right, with the capture played out (the owner's most stubborn replies).
   A move proven neither way (the budget, `BUDGET` positions) drops the candidate; so
   does an atari that captures (the question says an atari does not work), and a
   position without a right move.

Levels: 1, 9x9, one stone, the stones beside its liberties always there, one to four
stones elsewhere; 2, 9x9, one or two stones, a stone of the player's on the way home
at times; 3, 11x11, more stones elsewhere.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...board import Board
from ...color import Color
from ...coords import PASS, parse_point, vertex_name
from ...i18n import N_
from ...problems import Problem
from ...problems.base import Attempt, Outcome, labels
from ...problems.reading import TENUKI, Reader
from ...problems.texts import Text
from ...solver.benson import pass_alive_points
from ...solver.chase import Chase
from ...solver.position import Position
from ..geometry import between, neighbours
from . import Concept
from ._groups import place_living
from ._moves import SpecGoal, marked_problem
from .tactics import Unclear, ladder_facts

if TYPE_CHECKING:
    from ...game import Move
    from ..generator import Spec

__all__ = ["BUDGET", "CONCEPTS", "LEVELS", "NetGoal", "read_moves"]

#: the candidates tried for one problem: one in sixty or seventy is a problem, most are
#: dropped by the quick checks in a fraction of a millisecond (see generator.MAX_ATTEMPTS)
ATTEMPTS = 2000

#: The net levels: board size, the chain's stones, how often each stone beside its
#: liberties is there, the chain's distance from the group's corner on each axis, the
#: player's stones on the way home, stones elsewhere, and the candidates tried.
LEVELS: dict[int, dict[str, Any]] = {
    1: {"size": 9, "chain": (1, 1), "walls": 1.0, "home": (3, 4), "near": (0, 0),
        "extra": (1, 4), "attempts": ATTEMPTS},
    2: {"size": 9, "chain": (1, 2), "walls": 0.85, "home": (3, 4), "near": (0, 1),
        "extra": (1, 3), "attempts": ATTEMPTS},
    3: {"size": 11, "chain": (1, 2), "walls": 0.9, "home": (3, 4), "near": (0, 1),
        "extra": (2, 5), "attempts": ATTEMPTS},
}

#: the positions chase.py reads for each question
BUDGET = 200
SAFE = 0


def _shape(rng: random.Random, lv: dict[str, Any]
           ) -> tuple[list[int], int, list[int], list[int]] | None:
    """The net's shape (step 1 of the module's doc): returns (codes, the runner's code,
    the chain's stones, the group's stones) or None when it does not fit."""
    n = lv["size"]
    codes = [0] * (n * n)
    runner = rng.choice((1, 2))
    me = 3 - runner
    sx, sy = rng.choice((1, -1)), rng.choice((1, -1))
    cx, cy = (n - 1 if sx > 0 else 0), (n - 1 if sy > 0 else 0)
    home, _eyes = place_living(rng, codes, n, runner, (cx, cy))
    x = cx - sx * between(rng, lv["home"])
    y = cy - sy * between(rng, lv["home"])
    if not (1 <= x <= n - 2 and 1 <= y <= n - 2):
        return None

    def at(dx: int, dy: int) -> int | None:
        px, py = x + dx, y + dy
        return py * n + px if 0 <= px < n and 0 <= py < n else None

    chain = [y * n + x]
    if between(rng, lv["chain"]) == 2:
        behind = at(-sx, 0) if rng.random() < 0.5 else at(0, -sy)
        if behind is None:
            return None
        chain.append(behind)
    if any(codes[p] for p in chain):
        return None
    for p in chain:
        codes[p] = runner
    front = {at(sx, 0), at(0, sy)}
    for q in sorted({q for p in chain for q in neighbours(p, n)}):
        if codes[q] == 0 and q not in front:
            codes[q] = me
    for dx, dy in ((-sx, sy), (sx, -sy)):
        q = at(dx, dy)
        if q is not None and codes[q] == 0 and rng.random() < lv["walls"]:
            codes[q] = me
    # the player's stones on the way home: three or four steps from the chain, towards
    # the group's side
    way = [p for p in range(n * n) if codes[p] == 0
           and abs(p % n - x) + abs(p // n - y) in (3, 4)
           and (p % n - x) * sx >= 0 and (p // n - y) * sy >= 0]
    for _ in range(between(rng, lv["near"])):
        if not way:
            break
        q = rng.choice(way)
        way.remove(q)
        codes[q] = me
    # stones elsewhere: outside the box from the chain to the corner, two points wider
    x0, x1 = sorted((x - 2 * sx, cx))
    y0, y1 = sorted((y - 2 * sy, cy))
    far = [p for p in range(n * n) if codes[p] == 0
           and not (x0 - 2 <= p % n <= x1 + 2 and y0 - 2 <= p // n <= y1 + 2)]
    for _ in range(between(rng, lv["extra"])):
        if not far:
            break
        q = rng.choice(far)
        far.remove(q)
        codes[q] = rng.choice((1, 2))
    return codes, runner, chain, home


def read_moves(pos: Position, target: int, attacker: int, home: frozenset[int],
               budget: int = BUDGET, ataris: bool = True
               ) -> dict[int, tuple[str, Any]] | None:
    """Reads every move of the attacker near the chain through `target` (chase.py's
    attacker moves, the liberties first), and the chain's owner moving first (key -1:
    a move far away, a pass). Returns {move: ("wrong", the owner's proven reply) or
    ("right", the capture's moves after it)}, or None as soon as one is proven neither
    way within `budget` positions, or the owner moving first does not get home, or
    (`ataris` False) an atari is right."""
    chase = Chase(target, attacker, home, budget=budget, safe=SAFE)
    out: dict[int, tuple[str, Any]] = {}
    if not ataris:  # (quick) the ataris first: most positions that fail, fail there
        for p in sorted(pos.liberties(target)):
            child = pos.play(p, attacker)
            if child is not None and child.codes[target] and \
                    chase.captures(child, False, wide=False) is not False:
                return None
    if chase.captures(pos, False, wide=False) is not False:
        return None  # lost already (or not read): no question
    out[-1] = ("wrong", chase.best())
    for p in chase.attacker_moves(pos):
        child = pos.play(p, attacker)
        if child is None:
            continue
        if chase.captures(child, False, wide=False) is False:
            out[p] = ("wrong", chase.best())
            continue
        if not ataris and child.codes[target] and len(child.liberties(target)) == 1:
            return None  # an atari that captures, or not read out: no question
        line = chase.line(child, False)
        if line is None or -1 in line:  # a line with a pass is not shown
            return None
        out[p] = ("right", line)
    return out


def _make(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """A net problem (see the module's doc), or None."""
    n = lv["size"]
    shape = _shape(rng, lv)
    if shape is None:
        return None
    codes, runner, chain, home = shape
    me = 3 - runner
    pos = Position(n, tuple(codes))
    if any(c and len(pos.liberties(p)) < 2 for p, c in enumerate(codes)):
        return None
    target = chain[0]
    stones, libs = pos.chain(target)
    if stones != set(chain) or len(libs) != 2:
        return None
    if not set(home) <= pass_alive_points(n, pos.codes, runner):
        return None
    # (quick) each atari read as a ladder: it must fail by reaching the group, else the
    # chase below would not prove the way home (the proof decides, this only drops early)
    for a in sorted(libs):
        try:
            facts = ladder_facts(codes, n, target, me, a)
        except (Unclear, ValueError):
            return None
        if facts["captured"] or facts["end"] != "friend" or (
                parse_point(facts["vertex"], n) not in home):
            return None
    if not _hopeful(codes, n, target, me):
        return None
    moves = read_moves(pos, target, me, frozenset(home), ataris=False)
    if moves is None:
        return None
    right = sorted(p for p, (kind, _x) in moves.items() if kind == "right")
    if not right or len(right) > 2:
        return None

    def name(p: int | None) -> str:
        return PASS if p is None or p < 0 else vertex_name(p, n)

    replies = tuple((name(p), name(reply)) for p, (kind, reply) in sorted(moves.items())
                    if kind == "wrong" and p >= 0)
    lines = tuple((name(p), tuple(name(m) for m in (p, *moves[p][1]))) for p in right)
    return {"codes": codes, "to_play": "B" if me == 1 else "W", "target": min(stones),
            "answer": tuple(name(p) for p in right),
            "facts": (("stones", len(stones)), ("replies", replies), ("lines", lines),
                      ("outside", name(moves[-1][1])),
                      ("home", tuple(sorted(name(p) for p in home))))}


def _hopeful(codes: list[int], n: int, target: int, me: int) -> bool:
    """(quick) True if the capture reader of the exercises (`gotutor.problems.reading`)
    finds a net: a move next to the chain's liberties, no atari, after which it reads no
    way out. Only a filter: the chase proves or refutes every move after it."""
    board = Board.from_codes(n, codes)
    colour = Color.BLACK if me == 1 else Color.WHITE
    info = board.chain(target)
    assert info is not None
    reader = Reader(depth=20, budget=300)
    for p in sorted({q for lib in info.liberties for q in board.neighbors(lib)
                     if board.get(q) is None and q not in info.liberties}):
        after = Reader.play(board, None, p, colour)
        if after is not None and reader.defend(after[0], after[1], target,
                                               colour.opponent) is None:
            return True
    return False


class NetGoal(SpecGoal):
    """Capture the marked stones in a net: a first move proven right, and the capture is
    played out on the board; any other is answered by the owner's proven reply, after
    which the stones get home whatever the student does."""

    name = "drill-net"

    def _one(self) -> bool:
        return int(self.spec.fact("stones")) == 1

    def question(self, problem: Problem) -> Text:
        black = self.spec.to_play == "B"
        if self._one():
            return Text.of(N_("Black to play: capture the marked stone. An atari does "
                              "not work here.") if black else
                           N_("White to play: capture the marked stone. An atari does "
                              "not work here."))
        # one stone of the chain is marked: the mark stands for its chain
        return Text.of(N_("Black to play: capture the marked chain. An atari does not "
                          "work here.") if black else
                       N_("White to play: capture the marked chain. An atari does not "
                          "work here."))

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        spec = self.spec
        n = spec.size
        one = self._one()
        if move.vertex in spec.answer:
            line = list(dict(spec.fact("lines"))[move.vertex])
            text = (N_("Right: a net. Wherever the stone runs, you can block it: the "
                       "numbered moves show how it is captured.") if one else
                    N_("Right: a net. Wherever the stones run, you can block them: the "
                       "numbered moves show how they are captured."))
            return Outcome("solved", "right", Text.of(text), line[1:], labels(line))
        game = attempt.game
        board = game.board
        target = problem.target_points[0]
        reply = dict(spec.fact("replies")).get(move.vertex, spec.fact("outside"))
        if reply == PASS or not game.is_legal(reply):
            d = self.reader.defend(board, game.node.ko, target, problem.to_play.opponent)
            reply = None if d is None or d == TENUKI else vertex_name(d, n)
        info = board.chain(target)
        if reply is None or info is None:
            libs = len(info.liberties) if info else 0
            if one:  # the text speaks of one stone or of several, as the question does
                return Outcome("failed", "wrong", Text.plural_of(
                    N_("Not caught: the stone still has {n} liberty, and it can run."),
                    N_("Not caught: the stone still has {n} liberties, and it can run."),
                    libs))
            return Outcome("failed", "wrong", Text.plural_of(
                N_("Not caught: the stones still have {n} liberty, and they can run."),
                N_("Not caught: the stones still have {n} liberties, and they can run."),
                libs))
        if len(info.liberties) == 1:
            text = (N_("An atari only chases the stone: after the numbered reply it gets "
                       "away.") if one else
                    N_("An atari only chases the stones: after the numbered reply they "
                       "get away."))
        else:
            text = (N_("Not a net: after the numbered reply the stone gets away.") if one
                    else N_("Not a net: after the numbered reply the stones get away."))
        return Outcome("failed", "wrong", Text.of(text), [reply], labels([reply]))

    def hint(self, problem: Problem, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        if step == 0 and self._one():
            return {}, Text.of(N_("An atari only chases the stone. Close its way out from a "
                                  "little distance, so that wherever it runs you can block "
                                  "it."))
        if step == 0:
            return {}, Text.of(N_("An atari only chases the stones. Close their way out "
                                  "from a little distance, so that wherever they run "
                                  "you can block them."))
        return super().hint(problem, attempt, step)


def _problem(spec: Spec) -> Problem:
    """The net problem of `spec` as a Problem."""
    return marked_problem(spec, NetGoal(spec))


CONCEPTS = (Concept("net", 90, LEVELS, _make, _problem),)
