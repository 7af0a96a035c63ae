"""The drill concept "eye": is the circled point a real eye or a false eye?

The question is asked with the opponent of the eye's owner to move, and its answer is
read out, not taken from the rule of thumb: the eye is **false** if the opponent, moving
first, can force the owner to fill it or to lose a stone next to it (a capture counts
even when the owner could take back in a ko); **real** if it cannot, whatever the
opponent tries, even with unlimited ko threats. The solver (`eye_status`: two searches of
`FillOrCapture` by `gotutor.solver.search.Solver`, on the eye, its diagonal points, the
owner's outside liberties, the second eye and the chains touching them) proves one or
the other within `BUDGET` positions; a position it cannot settle so is dropped.

How a position is made (all randomness from the generator's `rng`, see
`gotutor.drills.generator`), drawn in a corner of the board (the eye in the corner, on the
top edge or off the edges) and then turned by one of the board's 8 symmetries:

1. The eye point and the owner's stones next to it along the lines. Each diagonal point
   of the eye is the owner's stone, the opponent's stone or (level 2 and up) empty; the
   numbers are drawn for the answer wanted (`_draw_diagonals`).
2. A second eye of the owner, one point (or two at level 3) a few lines away, walled by
   the owner's stones on every side and across every corner: a sure eye, so that the
   group lives if and only if the circled eye is real.
3. The owner's stones next to the eye that are not joined to the second eye's wall (cut
   off by the opponent's diagonal stones) get one or two outside liberties, so that no
   chain is in atari; the group gets some more (so that empty points outside do not
   tell which stones are cut off). Each outside liberty touches an opponent's stone, so
   that none of them can become an eye.
4. At level 3 an opponent's diagonal stone may be shut in by the owner's stones: it has
   one or two liberties and no way out, and the owner can capture it whenever needed.
5. Every other point around is the opponent's, grown within three lines into a wall
   where every one of them (but a shut-in diagonal stone) is pass-alive (Benson's test;
   `_walls.grow_alive`), as `gotutor.drills.concepts.eyes` encloses its groups, on a
   9x9 or 13x13 board with a few stones of both colours two lines or more from it all
   (`_walls.scenery`; the problems of the keys of version 2: the rest of a 7x7 to 9x9
   board filled with the opponent's stones). The owner's group has no liberty outside
   the points read and the wall can never be captured, so a move elsewhere changes
   nothing.

The rule of thumb counts the diagonal points the opponent holds, or can take by playing
first (one empty diagonal point, then the owner takes the next): in the corner (one
diagonal point) or on the edge (two) one is enough to make the eye false, in the middle
(four) two are needed. A position where the reading and that count disagree is dropped,
except at level 3 when the opponent's diagonal stone is shut in and the solver proves
that the owner captures it even if the opponent plays first: then the explanation says
so (the eye is real although the count says false).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...coords import vertex_name
from ...i18n import N_
from ...problems import Problem
from ...problems.goals import Attempt, Goal, Outcome
from ...problems.texts import Text
from ...solver.benson import pass_alive_points
from ...solver.goals import LOSS, WIN, Capture
from ...solver.goals import Goal as SolverGoal
from ...solver.position import Position
from ...solver.search import Solver, status
from ..geometry import around, between, neighbours, symmetry, with_chains
from . import Concept
from ._walls import grow_alive, scenery
from ._walls import near as within

if TYPE_CHECKING:
    from ...problems.problem import Problem as ProblemType
    from ..generator import Spec

__all__ = ["BUDGET", "CONCEPTS", "LEVELS", "EyeQuestion", "FillOrCapture", "eye_status",
           "make", "problem"]

#: the solver's budget of positions for each of the two searches of one eye
BUDGET = 2000

#: level -> board size; where the eye may be (with weights: an eye off the edges fails
#: more often to fit); how often each answer is looked for ("shut": a shut-in diagonal
#: stone that the count includes and the reading captures); how often a diagonal point
#: is left empty; the second eye's size; the outside liberties of a cut-off chain and of
#: the group
#: the levels of the keys of version 2: the rest of the board filled with the
#: opponent's stones
LEVELS_V2: dict[int, dict[str, Any]] = {
    1: {"size": 7, "where": (("corner", 1.0), ("edge", 1.4), ("middle", 2.2)),
        "want": (("real", 0.4), ("false", 0.6)), "empty": 0.0,
        "second": (1, 1), "tail_libs": (1, 1), "group_libs": (0, 1)},
    2: {"size": 8, "where": (("corner", 1.0), ("edge", 1.4), ("middle", 2.2)),
        "want": (("real", 0.4), ("false", 0.6)), "empty": 0.5,
        "second": (1, 1), "tail_libs": (1, 2), "group_libs": (0, 2)},
    3: {"size": 9, "where": (("corner", 1.0), ("edge", 1.4), ("middle", 2.2)),
        "want": (("real", 0.3), ("false", 0.4), ("shut", 0.3)), "empty": 0.3,
        "second": (1, 2), "tail_libs": (1, 2), "group_libs": (0, 2)},
}

#: the levels now: on a game's board, the opponent's living wall within `wall` lines of
#: the owner's stones, a few stones of both colours far away (`_walls.scenery`)
LEVELS: dict[int, dict[str, Any]] = {
    1: {**LEVELS_V2[1], "size": 9, "wall": 3, "scenery": (3, 5)},
    2: {**LEVELS_V2[2], "size": 9, "wall": 3, "scenery": (3, 5)},
    3: {**LEVELS_V2[3], "size": 13, "wall": 3, "scenery": (5, 9)},
}

#: how many of the opponent's diagonal stones make the eye false, by where it is
NEED = {"corner": 1, "edge": 1, "middle": 2}


def _diagonals(p: int, n: int) -> list[int]:
    x, y = p % n, p // n
    return [(y + dy) * n + x + dx for dy in (-1, 1) for dx in (-1, 1)
            if 0 <= x + dx < n and 0 <= y + dy < n]


def _chains(codes: list[int], n: int, code: int) -> list[set[int]]:
    """The chains of `code` on `codes`, each a set of points, in point order."""
    seen: set[int] = set()
    out = []
    for p in range(n * n):
        if codes[p] != code or p in seen:
            continue
        chain, todo = {p}, [p]
        while todo:
            q = todo.pop()
            for r in neighbours(q, n):
                if codes[r] == code and r not in chain:
                    chain.add(r)
                    todo.append(r)
        seen |= chain
        out.append(chain)
    return out


def _liberties(codes: list[int] | tuple[int, ...], n: int, chain: set[int]) -> set[int]:
    return {q for p in chain for q in neighbours(p, n) if codes[q] == 0}


# ---------------------------------------------------------------------- reading
class FillOrCapture(SolverGoal):
    """The solver's goal of a false eye: the prover (the opponent of the eye's owner)
    wins when the owner has filled the eye point or a stone next to it is gone
    (captured); it loses when both pass with neither, or when every stone next to the
    eye is pass-alive (then nothing there can ever be captured, and the owner never has
    to fill the eye)."""

    def __init__(self, eye: int, owner: int) -> None:
        self.eye = eye
        self.prover = 3 - owner
        self.owner = owner
        self._alive: dict[int, bool] = {}

    def terminal(self, pos: Position) -> int | None:
        codes = pos.codes
        if codes[self.eye] == self.owner:
            return WIN
        near = pos.nbr[self.eye]
        if any(codes[q] != self.owner for q in near):
            return WIN
        hit = self._alive.get(pos.key)
        if hit is None:
            # Benson's test only when the stones next to the eye are one chain (a
            # shortcut: without it the search reads on to the end and finds the same)
            chain = pos.chain(near[0])[0]
            hit = all(q in chain for q in near)
            if hit:
                alive = pass_alive_points(pos.size, codes, self.owner)
                hit = all(q in alive for q in near)
            self._alive[pos.key] = hit
        return LOSS if hit else None

    def at_end(self, pos: Position) -> int:
        return WIN if self.terminal(pos) == WIN else LOSS

    def order(self, pos: Position, moves: list[int], prover_to_move: bool) -> list[int]:
        # the diagonal points first, then the liberties of the stones next to the eye
        x0, y0 = self.eye % pos.size, self.eye // pos.size

        def rank(p: int) -> tuple[int, int]:
            d = max(abs(p % pos.size - x0), abs(p // pos.size - y0))
            return (0 if d == 1 and p != self.eye else 1 if p != self.eye else 2, p)

        return sorted(moves, key=rank)


def eye_status(codes: tuple[int, ...], n: int, eye: int, area: set[int],
               budget: int = BUDGET, expect: str = "false") -> str:
    """Returns "false" if the opponent of the eye's owner, moving first, can force the
    owner to fill the point `eye` or to lose a stone next to it (a capture counts even
    when the owner could take back in a ko: neither side has ko threats, basic ko);
    "real" if it cannot, even with unlimited ko threats against the owner; "unknown"
    otherwise (the answer depends on ko threats, or the reading ran out of `budget`
    positions in a search). The solver plays on the empty points of `area` and the
    chains touching them (and passes). `expect` ("real" or "false") only says which
    search to run first: a loss with the threats is a loss without them, so the two
    answers exclude each other and the order changes the time, never the answer."""
    owner = codes[neighbours(eye, n)[0]]
    pos = Position(n, codes)
    region = with_chains(pos, area)

    def plain() -> bool:
        return Solver(FillOrCapture(eye, owner), region, budget, prover_ko=False,
                      opponent_ko=False).solve(pos, True).value == WIN

    def threats() -> bool:
        return Solver(FillOrCapture(eye, owner), region, budget, prover_ko=True,
                      opponent_ko=False).solve(pos, True).value == LOSS

    if expect == "real":
        if threats():
            return "real"
        return "false" if plain() else "unknown"
    if plain():
        return "false"
    return "real" if threats() else "unknown"


def captured_anyway(codes: tuple[int, ...], n: int, stone: int, area: set[int],
                    budget: int = BUDGET) -> bool:
    """True if the solver proves that the chain through `stone` is captured even if
    its owner moves first and has every ko threat (read on `area`)."""
    pos = Position(n, codes)
    found, _proof = status(lambda: Capture(stone, 3 - codes[stone]), pos, False,
                           with_chains(pos, area), budget)
    return found == "win"


# ---------------------------------------------------------------------- making
def _place_eye(rng: random.Random, n: int, where: str) -> int:
    """The eye point in the drawing frame: the top left corner, the top edge, or off
    the edges (the frame is turned at the end)."""
    if where == "corner":
        return 0
    if where == "edge":
        return 1 + rng.randrange(n - 2)
    return (1 + rng.randrange(n - 2)) * n + 1 + rng.randrange(n - 2)


def _weighted(rng: random.Random, weights: tuple[tuple[str, float], ...]) -> str:
    """Returns one of the names of `weights`, drawn with those weights (in that order)."""
    x = rng.random() * sum(w for _, w in weights)
    for name, w in weights:
        if x < w:
            return name
        x -= w
    return weights[-1][0]


def _draw_diagonals(rng: random.Random, diagonals: list[int], need: int, lv: dict[str, Any],
                    want: str) -> tuple[dict[int, str], int | None] | None:
    """Returns ({diagonal point: "own", "opp" or "empty"}, the shut-in stone or None)
    whose count gives `want` by the rule of thumb ("shut": "false" counting an
    opponent's stone that is to be shut in, "real" without it), or None."""
    for _ in range(20):
        states = {}
        for d in diagonals:
            if rng.random() < lv["empty"]:
                states[d] = "empty"
            else:
                states[d] = rng.choice(("own", "opp"))
        if want != "shut":
            if _rule(states, need) == want:
                return states, None
            continue
        if _rule(states, need) != "false":
            continue
        shut = [d for d in diagonals if states[d] == "opp"
                and _rule({**states, d: "own"}, need) == "real"]
        if shut:
            return states, rng.choice(shut)
    return None


def _rule(states: dict[int, str], need: int) -> str | None:
    """The rule of thumb's verdict on the diagonal points `states`: "false" if the
    opponent holds `need` of them or gets there with one more (it plays first), "real"
    if it cannot get there even taking every second empty point, None when only more
    than one move of the opponent would decide (not drawn)."""
    held = sum(1 for s in states.values() if s == "opp")
    empty = sum(1 for s in states.values() if s == "empty")
    if held + min(empty, 1) >= need:
        return "false"
    if held + (empty + 1) // 2 < need:
        return "real"
    return None


def _position(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """Draws a position (steps 1-5 of the module's doc) in the drawing frame, or None."""
    n = lv["size"]
    where = _weighted(rng, lv["where"])
    want = _weighted(rng, lv["want"])
    owner = rng.choice((1, 2))
    opp = 3 - owner
    eye = _place_eye(rng, n, where)
    near = list(neighbours(eye, n))
    diagonals = _diagonals(eye, n)
    drawn = _draw_diagonals(rng, diagonals, NEED[where], lv, want)
    if drawn is None:
        return None
    states, shut = drawn
    ring = set(near) | {eye} | set(diagonals)
    codes = [0] * (n * n)
    for p in near:
        codes[p] = owner
    for d in diagonals:
        codes[d] = {"own": owner, "opp": opp, "empty": 0}[states[d]]
    blocked = {d for d in diagonals if states[d] != "own"}
    # the second eye: a point (or two in a line) a few lines away, its wall clear of
    # the eye's ring but for the owner's stones
    second_size = between(rng, lv["second"])
    candidates = []
    for q in range(n * n):
        if q in ring:
            continue
        dx, dy = abs(q % n - eye % n), abs(q // n - eye // n)
        if max(dx, dy) > 3:
            continue
        space = {q}
        if second_size == 2:
            more = [r for r in neighbours(q, n) if r not in ring and r > q]
            if not more:
                continue
            space.add(rng.choice(more))
        wall = around(space, n)
        if wall & blocked or eye in wall or space & ring:
            continue
        if shut is not None and around({shut}, n) & space:
            continue
        if not any(q in wall or wall.intersection(neighbours(q, n)) for q in near):
            continue  # the wall must join a stone next to the eye
        candidates.append((q, space))
    if not candidates:
        return None
    _q, second = candidates[rng.randrange(len(candidates))]
    second_wall = around(second, n)
    if any(codes[p] == opp for p in second_wall):
        return None
    for p in second_wall:
        codes[p] = owner
    pocket: set[int] = set()
    if shut is not None:
        # the shut-in stone's liberties: one or two of its points away from the eye
        outer = [q for q in neighbours(shut, n) if q not in ring and codes[q] == 0]
        if not outer:
            return None
        rng.shuffle(outer)
        pocket = set(outer[:1 + rng.randrange(len(outer))])
        for p in around(pocket | {shut}, n) - ring - pocket:
            if codes[p] == 0 and p not in second:
                codes[p] = owner
        if any(codes[q] != owner for p in pocket for q in neighbours(p, n) if q != shut):
            return None
    # the chains next to the eye: the second eye's wall, and the stones cut off
    chains = _chains(codes, n, owner)
    body = next(c for c in chains if second_wall & c)
    if not second_wall <= body or not any(p in body for p in near):
        return None
    tails = [c for c in chains if c is not body and any(p in c for p in near)]
    libs: set[int] = set()
    keep = ring | second | pocket
    for tail in tails:
        spots = sorted(q for p in tail for q in neighbours(p, n) if codes[q] == 0
                       and q not in keep and q not in libs
                       and not any(codes[r] == owner and r not in tail for r in neighbours(q, n)))
        want_libs = between(rng, lv["tail_libs"])
        if not spots and len(_liberties(codes, n, tail)) < 2:
            return None  # no room for an outside liberty: the chain would be in atari
        rng.shuffle(spots)
        libs |= set(spots[:want_libs])
    tail_points = set().union(*tails) if tails else set()
    spots = sorted(q for p in body for q in neighbours(p, n) if codes[q] == 0 and q not in keep
                   and q not in libs and not any(r in tail_points for r in neighbours(q, n)))
    rng.shuffle(spots)
    libs |= set(spots[:between(rng, lv["group_libs"])])
    keep |= libs
    # the opponent's wall, then the rest of the board until it is pass-alive
    stones = {p for p in range(n * n) if codes[p] == owner}
    for p in sorted(around(stones | keep, n)):
        if codes[p] == 0 and p not in keep:
            codes[p] = opp
    if lv.get("wall"):  # a living wall within that many lines, and the rest of a game
        band = {p for p in within(stones | keep, n, lv["wall"]) if codes[p] == 0} - keep
        exempt = frozenset() if shut is None else frozenset({shut})
        if not grow_alive(rng, codes, n, band, opp, exempt):
            return None
        fight = {p for p in range(n * n) if codes[p]} | keep
        if len(scenery(rng, codes, n, lv["scenery"], fight)) < lv["scenery"][0]:
            return None
        alive = pass_alive_points(n, tuple(codes), opp)
        if any(codes[p] == opp and p not in alive and p != shut for p in fight):
            return None
    else:
        rest = [p for p in range(n * n) if codes[p] == 0 and p not in keep]
        rng.shuffle(rest)
        while True:
            alive = pass_alive_points(n, tuple(codes), opp)
            if all(p in alive for p in range(n * n) if codes[p] == opp and p != shut):
                break
            if not rest:
                return None
            codes[rest.pop()] = opp
    for chain in _chains(codes, n, owner) + _chains(codes, n, opp):
        libs_of = _liberties(codes, n, chain)
        if not libs_of or (codes[min(chain)] == owner and len(libs_of) < 2):
            return None
    if shut is not None:
        if shut in alive:
            return None
    elif any(codes[d] == opp and d not in alive for d in diagonals):
        return None  # the diagonal stones are decided: alive with the wall
    if any(codes[d] == 0 and not any(codes[q] == opp for q in neighbours(d, n))
           for d in diagonals):
        return None  # an empty diagonal point the opponent could not take
    if any(not any(codes[q] == opp for q in neighbours(p, n)) for p in libs):
        return None  # an outside liberty that could be an eye: the group would live
    return {"codes": codes, "eye": eye, "where": where, "states": states, "shut": shut,
            "second": second, "libs": libs, "pocket": pocket, "owner": owner,
            "diagonals": diagonals}


def make(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """Returns one problem's dict (see `gotutor.drills.generator`), or None."""
    made = _position(rng, lv)
    if made is None:
        return None
    n = lv["size"]
    codes = tuple(made["codes"])
    eye = made["eye"]
    states = made["states"]
    area = {eye} | set(made["diagonals"]) | made["libs"] | made["second"] | made["pocket"]
    need = NEED[made["where"]]
    rule = _rule(states, need)
    found = eye_status(codes, n, eye, area,
                       expect="real" if made["shut"] is not None else rule or "false")
    if found not in ("real", "false"):
        return None
    captured: tuple[int, ...] = ()
    shut = made["shut"]
    if shut is not None:
        # the count says false with the shut-in stone, real without it: the reading
        # must find the eye real and prove that the stone is captured even if its
        # owner plays first (else the count would explain the answer for a wrong
        # reason: the position is dropped)
        if found != "real" or not captured_anyway(codes, n, shut, area):
            return None
        captured = (shut,)
    elif found != rule:
        return None
    # turned by one of the board's symmetries
    perm = symmetry(n, rng.randrange(8))
    image = [0] * (n * n)
    for p, c in enumerate(codes):
        image[perm[p]] = c
    held = sorted(perm[d] for d in made["diagonals"] if states[d] == "opp")
    empty = sorted(perm[d] for d in made["diagonals"] if states[d] == "empty")
    opp = 3 - made["owner"]
    facts = (("where", made["where"]), ("diagonals", len(made["diagonals"])),
             ("need", need), ("held", tuple(vertex_name(p, n) for p in held)),
             ("empty", tuple(vertex_name(p, n) for p in empty)),
             ("captured", tuple(vertex_name(perm[p], n) for p in captured)),
             ("owner", "B" if made["owner"] == 1 else "W"))
    return {"codes": image, "to_play": "B" if opp == 1 else "W",
            "vertex": vertex_name(perm[eye], n), "answer": found, "facts": facts}


# ---------------------------------------------------------------------- the question
class EyeQuestion(Goal):
    """Is the circled point a real eye or a false eye (the opponent of its owner to
    move)? A choice: "real" or "false", the solver's answer (`eye_status`); the
    explanation counts the diagonal points on the board."""

    name = "drill-eye"
    answer_kind = "choice"

    def __init__(self, spec: Spec) -> None:
        self.spec = spec

    def choices(self) -> list[tuple[str, Text]]:
        return [("real", Text.of(N_("A real eye"))), ("false", Text.of(N_("A false eye")))]

    def question(self, problem: ProblemType) -> Text:
        if self.spec.to_play == "B":
            return Text.of(N_("Black to play. Is the circled point a real eye or a false "
                              "eye?"))
        return Text.of(N_("White to play. Is the circled point a real eye or a false "
                          "eye?"))

    def solution(self, problem: ProblemType) -> str:
        return str(self.spec.answer)

    def marks(self) -> dict[str, str]:
        """The explanation's marks: the eye circled, the opponent's diagonal stones
        triangled, the empty diagonal points squared."""
        spec = self.spec
        marks = {spec.vertex or "": "circle"}
        marks.update({v: "triangle" for v in spec.fact("held")})
        marks.update({v: "square" for v in spec.fact("empty")})
        return marks

    def counts(self) -> Text:
        """The rule for where the eye is and the numbers on the board, as sentences."""
        spec = self.spec
        where = spec.fact("where")
        held, empty = len(spec.fact("held")), len(spec.fact("empty"))
        black = spec.to_play == "B"  # the opponent of the eye's owner
        if where == "corner":
            rule = N_("In the corner an eye has one diagonal point: if the opponent gets "
                      "it, the eye is false.")
        elif where == "edge":
            rule = N_("On the edge an eye has two diagonal points: if the opponent gets "
                      "one of them, the eye is false.")
        else:
            rule = N_("Away from the edge an eye has four diagonal points: if the "
                      "opponent gets two of them, the eye is false.")
        parts = [Text.of(rule)]
        if where == "corner":  # one diagonal point: "it", not "none of them"
            if held:
                parts.append(Text.of(N_("Black holds it (triangled).") if black
                                     else N_("White holds it (triangled).")))
            elif empty:
                parts.append(Text.of(
                    N_("It is empty (squared): Black, playing first, takes it.") if black
                    else N_("It is empty (squared): White, playing first, takes it.")))
            else:
                parts.append(Text.of(N_("Black does not hold it.") if black
                                     else N_("White does not hold it.")))
            return Text.join(*parts)
        if held and black:
            parts.append(Text.plural_of(N_("Black holds {n} of them (triangled)."),
                                        N_("Black holds {n} of them (triangled)."), held))
        elif held:
            parts.append(Text.plural_of(N_("White holds {n} of them (triangled)."),
                                        N_("White holds {n} of them (triangled)."), held))
        else:
            parts.append(Text.of(N_("Black holds none of them.") if black
                                 else N_("White holds none of them.")))
        if empty and black:
            parts.append(Text.plural_of(
                N_("{n} of them is empty (squared): Black, playing first, takes it."),
                N_("{n} of them are empty (squared): Black, playing first, takes one, and "
                   "White can answer on another."), empty))
        elif empty:
            parts.append(Text.plural_of(
                N_("{n} of them is empty (squared): White, playing first, takes it."),
                N_("{n} of them are empty (squared): White, playing first, takes one, and "
                   "Black can answer on another."), empty))
        return Text.join(*parts)

    def verdict(self) -> Text:
        """What the reading has found, in words."""
        spec = self.spec
        black = spec.to_play == "B"
        if spec.fact("captured"):
            return Text.of(
                N_("But the Black stone at {vertex} is shut in: read out, White captures "
                   "it even if Black plays first, and the eye is real.") if black else
                N_("But the White stone at {vertex} is shut in: read out, Black captures "
                   "it even if White plays first, and the eye is real."),
                vertex=spec.fact("captured")[0])
        if spec.answer == "false":
            return Text.of(
                N_("Read out: Black can force White to fill the eye or to lose the stones "
                   "next to it. The eye is false.") if black else
                N_("Read out: White can force Black to fill the eye or to lose the stones "
                   "next to it. The eye is false."))
        return Text.of(
            N_("Read out: Black can neither force White to fill the eye nor capture the "
               "stones next to it. The eye is real.") if black else
            N_("Read out: White can neither force Black to fill the eye nor capture the "
               "stones next to it. The eye is real."))

    def answer(self, problem: ProblemType, attempt: Attempt, value: str) -> Outcome | None:
        choice = str(value).strip().lower()
        if choice not in ("real", "false"):
            return None
        if choice == self.spec.answer:
            return Outcome("solved", "right",
                           Text.join(Text.of(N_("Right.")), self.counts(), self.verdict()),
                           [], self.marks())
        return Outcome("failed", "wrong", Text.of(N_(
            "No. Count the diagonal points of the circled point that the opponent holds, "
            "or can take by playing first, and how many it needs there.")))

    def hint(self, problem: ProblemType, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            return {}, Text.of(N_("An eye is false if the opponent can make its owner "
                                  "fill it, by putting the stones next to it in atari. "
                                  "Look at the points diagonally next to the circled "
                                  "point."))
        return self.marks(), self.counts()

    @property
    def hint_steps(self) -> int:
        return 2


def problem(spec: Spec) -> Problem:
    """Returns the eye question `spec` as a Problem: the eye circled, a choice."""
    return Problem(spec.diagram(), spec.to_play, EyeQuestion(spec),
                   marks={spec.vertex or "": "circle"}, rules=spec.rules)


CONCEPTS = (Concept("eye", 120, LEVELS, make, problem, {2: LEVELS_V2}),)
