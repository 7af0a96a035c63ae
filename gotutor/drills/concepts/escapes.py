"""The "escape" drill: the marked chain is in atari; save it.

"escape" (order 25: after "atari"), a move problem. The student's chain (one to three
stones) is in atari; a living group of its colour stands in a corner nearby ("home").
Running towards it, or capturing a stone that gives the atari, may save the chain, or
may only lead into a ladder or a net.

The moves that can save a chain in atari are known exactly: its liberty, and the
liberties of the opponent's chains next to it that are in atari themselves (captures).
Any other move leaves the chain in atari, captured at once. Each of those candidate
moves is read out by `gotutor.solver.chase.Chase`, the capture game of the chain (the
opponent wins by capturing it, the student when it joins its pass-alive group; no
liberty horizon):

- right: after it the chain gets home whatever the opponent plays (the opponent's
  moves: the chain's liberties and their empty neighbours; the student's: the chain's
  liberties, captures and ataris);
- wrong: after it the opponent captures the chain against every defence (the
  student's moves: the liberties, their empty neighbours, captures, ataris, a pass),
  and the capture is played out after a wrong answer.

A candidate proven neither way within `BUDGET` positions drops the position, as does a
position with no right move or a living group that is not pass-alive (Benson's test).
The reading is short because the way home is short: the chain starts two to four
points from its group on each axis.

How a problem is made (problem i is a pure function of the concept, level, seed and i):
the group in a random corner (`_groups.LIVING`), the chain grown from a point two to
four points from the corner on each axis, the opponent's stones on its liberties until
one is left, then stones of either colour around it (some of the opponent's next to
the chain with two liberties or fewer: captures to find or to avoid) and elsewhere.
Levels: 1, 9x9, one or two stones, few stones around; 2, 9x9, up to three stones, more
stones around, mostly a stone of the opponent's in atari next to the chain, and 7
attempts in 10 made to have a wrong candidate (running leads into a ladder or a net,
or, with the opponent's stones around the last liberty, only into another atari; or
the capture does not help): 41 problems in 150 have one, 49 have two right moves; 3,
11x11, two or three stones, more stones around, 9 attempts in 10 made so (74 problems
in 150 with a wrong candidate, 37 with two right moves).
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
from ...solver.chase import Chase
from ...solver.position import Position
from ..geometry import between, grow, neighbours
from . import Concept
from ._groups import place_living
from ._moves import SpecGoal, marked_problem

if TYPE_CHECKING:
    from ...game import Move
    from ..generator import Spec

__all__ = ["BUDGET", "CONCEPTS", "LEVELS", "EscapeGoal", "read_candidates"]

#: The levels: board size, the chain's stones, its distance from the group's corner on
#: each axis, how often its last liberty is the one nearest the group, how often it is
#: the one farthest from it (with a stone of the opponent's in atari next to the chain,
#: and a wrong candidate required: run or capture?), how often the opponent's stones
#: then close the last liberty's other sides, how often a stone in atari is there
#: otherwise, stones of either colour around the chain, and stones elsewhere.
LEVELS: dict[int, dict[str, Any]] = {
    1: {"size": 9, "chain": (1, 2), "home": (2, 4), "homeward": 0.8, "away": 0.0, "blocked": 0.0,
        "cut": 0.3, "around": (0, 2), "extra": (1, 3)},
    2: {"size": 9, "chain": (1, 3), "home": (2, 4), "homeward": 0.6, "away": 0.7, "blocked": 0.6,
        "cut": 0.9, "around": (1, 3), "extra": (1, 3)},
    3: {"size": 11, "chain": (2, 3), "home": (2, 4), "homeward": 0.5, "away": 0.9, "blocked": 0.6,
        "cut": 0.9, "around": (2, 5), "extra": (3, 6)},
}

#: the positions chase.py reads for each candidate
BUDGET = 300
#: the same when the chain is meant to have a choice (its last liberty leads away from
#: its group): most such positions cannot be read out, and are dropped sooner
CHOICE_BUDGET = 100


def read_candidates(pos: Position, target: int, attacker: int, home: frozenset[int],
                    budget: int = BUDGET) -> dict[int, tuple[str, Any]] | None:
    """Reads every move that may save the chain through `target` (in atari): its
    liberty and the captures next to it. Returns {move: ("right", None) or ("wrong", the
    capture's moves after it)}, or None as soon as a candidate is proven neither way."""
    chase = Chase(target, attacker, home, budget=budget)
    moves, _wide = chase.defender_moves(pos)
    out: dict[int, tuple[str, Any]] = {}
    for p in moves:
        child = pos.play(p, 3 - attacker)
        if child is None:
            continue
        if chase.captures(child, True, wide=False) is False:
            out[p] = ("right", None)
            continue
        line = chase.line(child, True)
        if line is None or -1 in line:  # a line with a pass is not shown
            return None
        out[p] = ("wrong", line)
    return out


def _make(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """An escape problem (see the module's doc), or None."""
    n = lv["size"]
    codes = [0] * (n * n)
    me = rng.choice((1, 2))
    you = 3 - me
    cx, cy = rng.choice((0, n - 1)), rng.choice((0, n - 1))
    home, _eyes = place_living(rng, codes, n, me, (cx, cy))
    dx, dy = between(rng, lv["home"]), between(rng, lv["home"])
    x, y = (cx - dx if cx else dx), (cy - dy if cy else dy)
    start = y * n + x
    if codes[start] or any(codes[q] for q in neighbours(start, n)):
        return None
    chain = grow(rng, codes, n, start, between(rng, lv["chain"]), me)
    if any(codes[q] == me and q not in chain for p in chain for q in neighbours(p, n)):
        return None  # joined to the group already
    # the opponent's stones on the liberties, mostly keeping the one nearest the group
    # for last (a way home to read, not a run into open space)
    away = rng.random() < lv["away"]
    for _ in range(4 * n):
        libs = sorted({q for p in chain for q in neighbours(p, n) if codes[q] == 0},
                      key=lambda q: (abs(q % n - cx) + abs(q // n - cy), q))
        if len(libs) <= 1:
            break
        if away:
            codes[rng.choice(libs[:-1])] = you
        else:
            codes[rng.choice(libs[1:] if rng.random() < lv["homeward"] else libs)] = you
    if away and rng.random() < lv["blocked"]:
        # running does not help: the opponent's stones around the last liberty too
        (last,) = {q for p in chain for q in neighbours(p, n) if codes[q] == 0}
        for q in neighbours(last, n):
            if codes[q] == 0 and rng.random() < 0.8:
                codes[q] = you
    if away or rng.random() < lv["cut"]:
        # an opponent's stone next to the chain put in atari: a capture to find or avoid
        cutters = sorted({q for p in chain for q in neighbours(p, n) if codes[q] == you})
        if cutters:
            cutter = rng.choice(cutters)
            for _ in range(4):
                free = sorted(q for q in neighbours(cutter, n) if codes[q] == 0)
                if len(free) <= 1:
                    break
                codes[rng.choice(free)] = me
    near = sorted({r for p in chain for q in neighbours(p, n) for r in (q, *neighbours(q, n))
                   if codes[r] == 0 and r not in chain})
    for _ in range(between(rng, lv["around"])):
        if not near:
            break
        q = rng.choice(near)
        near.remove(q)
        codes[q] = rng.choice((me, you))
    # stones elsewhere: three points from the chain or more, off the way home (the box
    # from the chain to the corner, a point wider)
    x0, x1 = sorted((x, cx))
    y0, y1 = sorted((y, cy))
    far = [p for p in range(n * n) if codes[p] == 0
           and not (x0 - 1 <= p % n <= x1 + 1 and y0 - 1 <= p // n <= y1 + 1)
           and min(abs(p % n - q % n) + abs(p // n - q // n) for q in chain) >= 3]
    for _ in range(between(rng, lv["extra"])):
        if not far:
            break
        q = rng.choice(far)
        far.remove(q)
        codes[q] = rng.choice((me, you))
    return _prove(codes, n, me, chain, home, away)


def _prove(codes: list[int], n: int, me: int, chain: list[int], home: list[int],
           choice: bool) -> dict[str, Any] | None:
    """The checks and the readings of the module's doc: returns the problem's dict."""
    pos = Position(n, tuple(codes))
    target = chain[0]
    stones, libs = pos.chain(target)
    if stones != set(chain) or len(libs) != 1:
        return None
    for p, c in enumerate(codes):
        if not c or p in stones:
            continue
        their = pos.liberties(p)
        if not their or (len(their) == 1 and (c == me or not any(
                q in stones for q in pos.nbr[p]))):
            return None  # the only atari on the board: the marked chain's, and captures
    if not set(home) <= pass_alive_points(n, pos.codes, me):
        return None
    you = 3 - me
    (lib,) = libs
    after = pos.play(lib, you)
    if after is None or after.codes[target]:
        return None  # the opponent must be able to capture at once
    read = read_candidates(pos, target, you, frozenset(home),
                           CHOICE_BUDGET if choice else BUDGET)
    if not read:
        return None
    right = sorted(p for p, (kind, _x) in read.items() if kind == "right")
    if not right or len(right) > 2 or (choice and len(right) == len(read)):
        return None
    lines = tuple((vertex_name(p, n), tuple(vertex_name(m, n) for m in line))
                  for p, (kind, line) in sorted(read.items()) if kind == "wrong")
    return {"codes": codes, "to_play": "B" if me == 1 else "W", "target": min(stones),
            "answer": tuple(vertex_name(p, n) for p in right),
            "facts": (("stones", len(stones)), ("lines", lines),
                      ("home", tuple(sorted(vertex_name(p, n) for p in home))))}


class EscapeGoal(SpecGoal):
    """Save the marked chain, in atari: a move the generator proved right is explained
    with the chain's liberties (and the stones it captures); any other is answered by
    the capture, played out on the board."""

    name = "drill-escape"
    owner = "solver"

    def question(self, problem: Problem) -> Text:
        if problem.to_play.value == "B":
            return Text.of(N_("Black to play: the marked chain is in atari. Save it."))
        return Text.of(N_("White to play: the marked chain is in atari. Save it."))

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        board = attempt.game.board
        target = problem.target_points[0]
        info = board.chain(target)
        if move.vertex in self.spec.answer and info is not None:
            libs = len(info.liberties)
            saved = Text.plural_of(
                N_("Now the chain has {n} liberty, and the opponent cannot capture it."),
                N_("Now the chain has {n} liberties, and the opponent cannot capture it."),
                libs)
            if move.captured:
                text = Text.join(Text.plural_of(
                    N_("Right: your stone captures {n} stone next to the chain."),
                    N_("Right: your stone captures {n} stones next to the chain."),
                    len(move.captured)), saved)
            else:
                text = Text.plural_of(
                    N_("Right: now the chain has {n} liberty, and the opponent cannot "
                       "capture it."),
                    N_("Right: now the chain has {n} liberties, and the opponent cannot "
                       "capture it."), libs)
            marks = {board.vertex(p): "circle" for p in sorted(info.liberties)}
            return Outcome("solved", "right", text, [], marks)
        line = list(dict(self.spec.fact("lines")).get(move.vertex, ()))
        if not line and info is not None and len(info.liberties) == 1:
            line = [board.vertex(min(info.liberties))]  # still in atari: captured at once
        stones = len(info.stones) if info else int(self.spec.fact("stones"))
        if not line:  # (never seen: every other move leaves the chain in atari)
            return Outcome("failed", "wrong", Text.of(N_("The stones were lost.")))
        return Outcome("failed", "wrong", Text.plural_of(
            N_("The opponent captures it: see the numbered moves."),
            N_("The opponent captures them: see the numbered moves."), stones),
            line, labels(line))


def _problem(spec: Spec) -> Problem:
    """The escape problem of `spec` as a Problem."""
    return marked_problem(spec, EscapeGoal(spec))


CONCEPTS = (Concept("escape", 25, LEVELS, _make, _problem),)
