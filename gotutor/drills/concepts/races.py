"""The capturing-race drill ("race"): who wins this race between two chains?

A black chain and a white chain touch; each is shut in by the opponent's stones, which
are alive (pass-alive: Benson's test), so the two chains can only live by capturing the
other. The student chooses: Black wins whoever moves first ("black-wins"), White wins
whoever moves first ("white-wins"), or whoever moves first wins ("first-wins"). A
"seki" answer is built in (both chains live: neither can capture the other even moving
first) but offered at no level yet: none of the shapes below can make one, and a choice
that is never right would only mislead.

Levels: 1, no eyes (9x9, the race on a side); 2, one chain has an eye (9x9, on a side
or in a corner); 3, the chains share a liberty at the edge, and one of them may have an
eye (13x13, on a side or in a corner). (The keys of version 2 name the problems made
before the race was put on a game's board: 7x7, 9x9, 9x9, filled with the two walls,
`LEVELS_V2`.) Approach moves (a liberty the
attacker cannot fill without putting his stone in atari) are not made yet.

How a problem is made (all randomness from the generator's `rng`):

1. A race shape at the bottom edge (`_shape`; in a corner, one line from the left
   edge too): the left chain is a column of stones from the edge up, the right chain
   the column beside it. Level 2 gives one of them an
   eye in the corner of its shape; level 3 takes away the bottom stone of a chain
   without an eye and bends that chain round the point, so that the empty point
   touches the two chains only (a shared liberty).
2. Each chain's outside liberties are filled by the opponent, at random, until the
   drawn number is left (a liberty where a stone would join a chain to a wall is
   always filled).
3. The board is split down the middle: the side of the left chain belongs
   to the right chain's colour and the other way round (so that each chain is shut in
   by the opponent); each side is filled with its stones and then emptied point by
   point, at random, keeping every one of its stones pass-alive: so the keys of
   version 2 made it. Now (`_on_game_board`) only the points
   next to the race get their stones so; the two walls are grown from there, within
   three lines of the race, each on its side, until every stone of both is pass-alive
   (`_walls.grow_sides`), and thinned; the fight takes at most 60% of a 9x9 (50% of a
   13x13); a few stones of both colours go on the rest of the board, two lines or more
   from the fight (`_walls.scenery`); every wall stone is checked pass-alive again with
   them, and the board is turned by one of its eight symmetries. A move outside the
   race can then neither capture a stone of it nor give a chain a liberty: it is a
   pass as far as the race goes, so reading the race's points reads every move.
4. The solver (`gotutor.solver.search.Solver`, each goal read twice with the ko
   threats given to one side, as `gotutor.solver.status.read_status` reads a chain)
   reads the race for each chain, the attacker moving first and moving second: does
   the attacker capture it before his own chain is captured (`RaceCapture`)? Black wins
   if White's chain is captured first even with White moving first and Black's never
   is, and so on; a ko, a reading that runs out of its node budget (`BUDGET`) or a
   mixed verdict drops the candidate.

The explanation fills in the numbers counted on the board: each chain's outside
liberties, the liberty they share and the eyes, marked on the board.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...coords import vertex_name
from ...i18n import N_
from ...problems import Problem
from ...problems.goals import Attempt, Goal, Outcome
from ...problems.texts import Text
from ...solver.benson import pass_alive_points
from ...solver.goals import LOSS, WIN
from ...solver.position import Position
from ...solver.search import Solver
from ...solver.status import EndCapture
from ..geometry import between, symmetry
from . import Concept
from ._walls import grow_sides, near, scenery

if TYPE_CHECKING:
    from ...problems.problem import Problem as ProblemType
    from ..generator import Spec

__all__ = ["BUDGET", "CONCEPTS", "LEVELS", "LEVELS_V2", "RaceQuestion", "make", "problem"]

#: the solver's budget of positions for each of the four searches of one chain
BUDGET = 800

#: level -> board size, chain length (rows), outside liberties of each chain, eyes
#: (0: none, 1: one chain has one), shared liberties, whether seki is offered (no
#: level's shapes can make one yet: see the module's doc)
LEVELS_V2: dict[int, dict[str, Any]] = {
    1: {"size": 7, "length": (2, 4), "libs": (1, 4), "eyes": (0, 0), "shared": (0, 0),
        "seki": False},
    2: {"size": 9, "length": (3, 5), "libs": (1, 4), "eyes": (1, 1), "shared": (0, 0),
        "seki": False},
    3: {"size": 9, "length": (3, 4), "libs": (0, 3), "eyes": (0, 1), "shared": (1, 1),
        "seki": False},
}

#: the levels now (keys of version 3): the race on a side or in a corner of a game's
#: board ("where": "edge", on a side, or "corner", the race one line from a second edge,
#: the left chain's wall reaching "corner_side" columns past it above the race: level 1's
#: short chains leave no room on a 9x9 for a living wall there), each chain shut in by
#: a pass-alive wall within "wall" lines of the race, the
#: fight (the race and its walls) on at most "share" of the board (a race with an eye
#: and its two walls take more than half of a 9x9), and "scenery" stones of both
#: colours two lines or more away
LEVELS: dict[int, dict[str, Any]] = {
    1: {**LEVELS_V2[1], "size": 9, "where": ("edge",), "corner_side": 1, "wall": 3,
        "share": 0.6, "scenery": (3, 5)},
    2: {**LEVELS_V2[2], "size": 9, "where": ("corner", "edge"), "corner_side": 1,
        "wall": 3, "share": 0.6, "scenery": (3, 5)},
    3: {**LEVELS_V2[3], "size": 13, "where": ("corner", "edge"), "corner_side": 1,
        "wall": 3, "share": 0.5, "scenery": (5, 9)},
}

#: the answers, in the order the choices are shown
ANSWERS = ("black-wins", "white-wins", "first-wins", "seki")


def _shape(rng: random.Random, lv: dict[str, Any]
           ) -> tuple[int, set[tuple[int, int]], set[tuple[int, int]],
                      set[tuple[int, int]], int] | None:
    """Returns (length, left chain, right chain, eye points, which chain has the eye:
    0 none, 1 left, 2 right) in the race's own frame: (k, r), k the column from the
    left chain's (0), r the row from the edge (0). None if the drawn shape does not
    fit."""
    length = between(rng, lv["length"])
    left = {(0, r) for r in range(length)}
    right = {(1, r) for r in range(length)}
    eyes: set[tuple[int, int]] = set()
    eyed = 0
    if between(rng, lv["eyes"]):
        eyed = rng.choice((1, 2))
        if eyed == 1:  # the eye at (-1, 0), walled by the left chain's corner
            left |= {(-1, 1), (-2, 1), (-2, 0)}
            eyes.add((-1, 0))
        else:
            right |= {(2, 1), (3, 1), (3, 0)}
            eyes.add((2, 0))
    if between(rng, lv["shared"]):
        # A shared liberty touches the two chains only (a stone of either colour next
        # to it would let a chain connect out through it): at the edge, the bottom stone
        # of a chain without an eye is taken away and that chain bends round the point.
        side = rng.choice([s for s, e in (("left", 1), ("right", 2)) if eyed != e])
        if side == "left":
            left.discard((0, 0))
            left |= {(-1, 0), (-1, 1)}
        else:
            right.discard((1, 0))
            right |= {(2, 0), (2, 1)}
    return length, left, right, eyes, eyed


def _connected(points: set[int], nbr: tuple[tuple[int, ...], ...]) -> bool:
    if not points:
        return False
    start = min(points)
    seen, stack = {start}, [start]
    while stack:
        p = stack.pop()
        for q in nbr[p]:
            if q in points and q not in seen:
                seen.add(q)
                stack.append(q)
    return seen == points


def _position(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """Returns the drawn race (see the module's doc, steps 1-3) as a dict of point
    sets and codes, or None if it does not come out as drawn."""
    from ...board import adjacency

    n = lv["size"]
    nbr = adjacency(n)
    made = _shape(rng, lv)
    if made is None:
        return None
    length, left_f, right_f, eyes_f, eyed = made
    ks = [k for k, _r in left_f | right_f | eyes_f]
    lo, hi = min(ks) - 2, max(ks) + 2  # the walls' columns
    if hi - lo + 1 > n:
        return None
    c = -lo + rng.randrange(n - (hi - lo))  # the left chain's column on the board
    corner = bool(lv.get("wall")) and rng.choice(lv["where"]) == "corner"
    if corner:  # the race one line from the board's left edge too
        c = 1 - min(ks)
    left_colour = rng.choice((1, 2))
    right_colour = 3 - left_colour

    def at(k: int, r: int) -> int | None:
        x, y = c + k, n - 1 - r
        return y * n + x if 0 <= x < n and 0 <= y < n else None

    left = {at(k, r) for k, r in left_f}
    right = {at(k, r) for k, r in right_f}
    eyes = {at(k, r) for k, r in eyes_f}
    if None in left | right | eyes:
        return None
    codes = [0] * (n * n)
    for p in left:
        codes[p] = left_colour
    for p in right:
        codes[p] = right_colour
    if not _connected(left, nbr) or not _connected(right, nbr):  # type: ignore[arg-type]
        return None
    race = left | right | eyes
    # the caps: above the top stone of each chain's column the opponent's colour (the
    # chains' tops are never liberties)
    caps: dict[int | None, int] = {}
    for k in (0, 1):
        r = max(r for kk, r in left_f | right_f if kk == k)
        colour = left_colour if (k, r) in left_f else right_colour
        caps[at(k, r + 1)] = 3 - colour
    if None in caps:
        return None
    for p, v in caps.items():
        codes[p] = v  # type: ignore[index]
    race_caps = set(caps)
    libs_left = {q for p in left for q in nbr[p]  # type: ignore[index]
                 if q not in race and q not in race_caps}
    libs_right = {q for p in right for q in nbr[p]  # type: ignore[index]
                  if q not in race and q not in race_caps}
    shared = libs_left & libs_right
    if any(q not in left and q not in right for e in shared for q in nbr[e]):  # type: ignore[index]
        return None  # a shared liberty next to a wall: a chain could connect out
    # an outside liberty next to a point that touches the other chain must be filled:
    # whatever stone stood on that point would join one chain to a wall or give the
    # other chain a way out
    forced_left, forced_right = set(), set()
    for p in range(n * n):
        if p in race or p in libs_left or p in libs_right:
            continue
        near = nbr[p]
        if any(q in right for q in near):
            forced_left |= {q for q in near if q in libs_left and q not in shared}
        if any(q in left for q in near):
            forced_right |= {q for q in near if q in libs_right and q not in shared}
    for q in forced_left:
        codes[q] = right_colour
    for q in forced_right:
        codes[q] = left_colour
    out_left = sorted(libs_left - shared - forced_left)
    out_right = sorted(libs_right - shared - forced_right)
    for e in eyes:  # an eye touches its own chain only
        owner = left if any(q in left for q in nbr[e]) else right  # type: ignore[index]
        if any(q not in owner for q in nbr[e]):  # type: ignore[index]
            return None
    # fill the outside liberties down to the drawn numbers
    want_left, want_right = between(rng, lv["libs"]), between(rng, lv["libs"])
    if want_left > len(out_left) or want_right > len(out_right):
        return None
    rng.shuffle(out_left)
    rng.shuffle(out_right)
    for p in out_left[want_left:]:
        codes[p] = right_colour
    for p in out_right[want_right:]:
        codes[p] = left_colour
    libs = set(out_left[:want_left]) | set(out_right[:want_right]) | shared
    for chain in (left, right):  # a chain in atari makes no race
        if len({q for p in chain for q in nbr[p] if q in libs or q in eyes}) < 2:  # type: ignore[index]
            return None
    only_left = libs_left - shared - forced_left
    only_right = libs_right - shared - forced_right
    if any(q in only_right and q in libs for p in only_left & libs for q in nbr[p]):
        return None  # a liberty of each chain side by side: not a clean race
    # columns 0..boundary are the left side: the right chain's colour (in a corner, the
    # left chain's wall stands above it: the left side reaches past the race's columns)
    boundary = c + lv["corner_side"] if corner else c

    def side(p: int) -> int:
        return right_colour if p % n <= boundary else left_colour

    # every point next to the race is a stone of the colour that shuts the chain in
    # (the opponent of the chain it touches, or of the liberty's chain); a point that
    # would need both colours, or a filled liberty of the wrong colour, drops the draw
    free = []
    for p in range(n * n):
        if p in race or p in libs:
            continue
        need = set()
        for q in nbr[p]:
            if q in left or q in only_left:
                need.add(right_colour)
            elif q in right or q in only_right:
                need.add(left_colour)
            elif q in shared:
                need.add(side(p))
        if len(need) > 1 or (codes[p] and need and codes[p] not in need):
            return None
        if codes[p]:
            continue
        if need:
            codes[p] = need.pop()
        elif not lv.get("wall"):
            codes[p] = side(p)
            free.append(p)
    if lv.get("wall"):
        return _on_game_board(rng, lv, codes, side, left, right, eyes, libs, shared,
                              left_colour, eyed, length)
    # empty the sides point by point, keeping every stone but the race's pass-alive
    rng.shuffle(free)
    race_stones = left | right
    alive_need = [p for p in range(n * n) if codes[p] and p not in race_stones]

    def all_alive(cs: list[int]) -> bool:
        t = tuple(cs)
        alive = pass_alive_points(n, t, 1) | pass_alive_points(n, t, 2)
        return all(cs[p] == 0 or p in alive for p in alive_need)

    # first single-point eyes (points whose neighbours are all stones of their side),
    # then bigger areas, point by point, while every stone stays pass-alive
    for p in free:
        v = codes[p]
        if all(codes[q] == v and q not in race for q in nbr[p]):
            codes[p] = 0
    if not all_alive(codes):
        return None
    for p in free:
        v = codes[p]
        if not v or any(codes[q] not in (0, v) or q in libs or q in race for q in nbr[p]):
            continue  # next to the other side or to the race: stays a stone
        codes[p] = 0
        if not all_alive(codes):
            codes[p] = v
    return {"codes": codes, "left": left, "right": right, "eyes": eyes, "libs": libs,
            "shared": shared, "left_colour": left_colour, "eyed": eyed, "length": length}


def _on_game_board(rng: random.Random, lv: dict[str, Any], codes: list[int],
                   side: Callable[[int], int], left: set[int], right: set[int],
                   eyes: set[int], libs: set[int], shared: set[int], left_colour: int,
                   eyed: int, length: int) -> dict[str, Any] | None:
    """Returns the race drawn so far (the chains, their liberties and the stones next
    to them, see `_position`) on a game's board, as `_position` returns it: the two
    walls (each chain's opponent, on its side of the race) grown within `lv["wall"]`
    lines of the race until every stone of them is pass-alive (`_walls.grow_sides`),
    a few stones of both colours two lines or more away (`_walls.scenery`), the whole
    turned by one of the board's eight symmetries. None if no such walls are found, the
    fight takes more than `lv["share"]` of the board or the scenery does not fit."""
    n = lv["size"]
    inner = left | right | eyes | libs
    band = near(inner, n, lv["wall"]) - inner
    exempt = {codes[min(left)]: frozenset(left), codes[min(right)]: frozenset(right)}
    if not grow_sides(rng, codes, n, band, side, exempt):
        return None
    fight = {p for p in range(n * n) if codes[p]} | inner
    if len(fight) > lv["share"] * n * n:
        return None  # no room for the rest of a game
    if len(scenery(rng, codes, n, lv["scenery"], fight)) < lv["scenery"][0]:
        return None
    walls = {p for p in fight if codes[p]} - left - right
    t = tuple(codes)
    alive = pass_alive_points(n, t, 1) | pass_alive_points(n, t, 2)
    if not walls <= alive:
        return None  # (the scenery stands apart) every stone of the walls stays alive
    image = symmetry(n, rng.randrange(8))
    turned = [0] * (n * n)
    for p, v in enumerate(codes):
        turned[image[p]] = v

    def moved(points: set[int]) -> set[int]:
        return {image[p] for p in points}

    return {"codes": turned, "left": moved(left), "right": moved(right),
            "eyes": moved(eyes), "libs": moved(libs), "shared": moved(shared),
            "left_colour": left_colour, "eyed": eyed, "length": length}


class RaceCapture(EndCapture):
    """The solver's goal of a capturing race: the prover (`attacker`) captures the chain
    through `target` before the defender captures the prover's chain through `own`
    (the search's move order and bound are those of the end-of-game capture,
    `gotutor.solver.status.EndCapture`, which remember the target by position)."""

    def __init__(self, target: int, attacker: int, own: int) -> None:
        super().__init__(target, attacker)
        self.own = own

    def terminal(self, pos: Position) -> int | None:
        codes = pos.codes
        if codes[self.target] != 3 - self.prover:
            return WIN
        if codes[self.own] != self.prover:
            return LOSS
        return None

    def at_end(self, pos: Position) -> int:
        return WIN if pos.codes[self.target] != 3 - self.prover else LOSS


def _chain_verdict(pos: Position, target: int, own: int, region: frozenset[int],
                   budget: int) -> str | None:
    """Returns how the chain through `target` fares in the race against the chain
    through `own`: "dead" (captured first even with its owner moving first), "alive"
    (never captured first, even with the attacker moving first), "close" (captured
    first only when the attacker moves first), or None (a ko, or out of budget). Each
    side is read as `gotutor.solver.search.status` reads a goal: twice, each time with
    the ko threats given to one side only."""
    attacker = 3 - pos.codes[target]

    def goal() -> RaceCapture:
        return RaceCapture(target, attacker, own)

    first = _read(goal, pos, True, region, budget)
    if first == "loss":
        return "alive"
    if first != "win":
        return None
    second = _read(goal, pos, False, region, budget)
    if second == "win":
        return "dead"
    return "close" if second == "loss" else None


def _read(goal: Callable[[], RaceCapture], pos: Position, attacker_moves: bool,
          region: frozenset[int], budget: int) -> str:
    """Returns "win", "loss", "ko" or "unknown" (from the attacker's side) for the goal
    `goal()` from `pos`, read as `gotutor.solver.status` reads a chain: a "win" holds
    with only the defender holding ko threats, a "loss" with only the attacker holding
    them, "ko" when each wins with the threats. The loss is read first (it is the
    longer reading, and a loss there is a loss without threats too). The stones of the
    region may be captured and played on again: a depth of twice its points and more."""
    depth = 2 * len(region) + 12
    loose = Solver(goal(), region, budget, prover_ko=True, opponent_ko=False,
                   max_depth=depth).solve(pos, attacker_moves)
    if loose.value == LOSS:
        return "loss"
    strict = Solver(goal(), region, budget, prover_ko=False, opponent_ko=True,
                    max_depth=depth).solve(pos, attacker_moves)
    if strict.value == WIN:
        return "win"
    if strict.value == LOSS and loose.value == WIN:
        return "ko"
    return "unknown"


def _verdicts(made: dict[str, Any], size: int, budget: int = BUDGET) -> str | None:
    """Returns the proven answer of the race `made` ("black-wins", "white-wins",
    "first-wins" or "seki"), or None: a ko, a reading out of budget, a mixed verdict."""
    codes = tuple(made["codes"])
    pos = Position(size, codes)
    left, right = min(made["left"]), min(made["right"])
    region = frozenset(made["left"] | made["right"] | made["libs"] | made["eyes"])
    verdict = {}
    for target, own in ((left, right), (right, left)):
        found = _chain_verdict(pos, target, own, region, budget)
        if found is None:
            return None
        verdict[codes[target]] = found
    black, white = verdict[1], verdict[2]
    if black == "alive" and white == "dead":
        return "black-wins"
    if white == "alive" and black == "dead":
        return "white-wins"
    if black == "close" and white == "close":
        return "first-wins"
    if black == "alive" and white == "alive":
        return "seki"
    return None


def make(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """Returns one race problem's dict (see `gotutor.drills.generator`), or None."""
    made = _position(rng, lv)
    if made is None:
        return None
    answer = _verdicts(made, lv["size"])
    if answer is None or (answer == "seki" and not lv["seki"]):
        return None
    n = lv["size"]
    codes = made["codes"]
    black = made["left"] if made["left_colour"] == 1 else made["right"]
    white = made["right"] if made["left_colour"] == 1 else made["left"]
    shared = made["shared"]

    def outside(chain: set[int]) -> list[str]:
        return sorted((vertex_name(q, n) for q in made["libs"] - shared
                       if any(s in chain for s in _nbr(q, n))), key=_order(n))

    eye_of = {}
    for e in made["eyes"]:
        owner = codes[next(iter(_nbr(e, n)))]
        eye_of["black" if owner == 1 else "white"] = vertex_name(e, n)
    facts = (("black", vertex_name(min(black), n)), ("white", vertex_name(min(white), n)),
             ("black_outside", tuple(outside(black))),
             ("white_outside", tuple(outside(white))),
             ("shared", tuple(sorted((vertex_name(q, n) for q in shared), key=_order(n)))),
             ("black_eye", eye_of.get("black", "")), ("white_eye", eye_of.get("white", "")))
    return {"codes": codes, "to_play": "B", "answer": answer, "facts": facts}


def _nbr(p: int, n: int) -> tuple[int, ...]:
    from ...board import adjacency

    return adjacency(n)[p]


def _order(n: int) -> Callable[[str], int]:
    """Returns the sort key of vertices: their point index on an `n` board."""
    from ...coords import parse_point

    return lambda v: parse_point(v, n)


# ---------------------------------------------------------------------- the question
class RaceQuestion(Goal):
    """Who wins the capturing race between the two marked chains? A choice among
    `ANSWERS` ("seki" only when offered)."""

    name = "drill-race"
    answer_kind = "choice"

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.offered = ANSWERS if LEVELS[spec.level]["seki"] else ANSWERS[:3]

    def choices(self) -> list[tuple[str, Text]]:
        labels = {"black-wins": N_("Black wins, whoever moves first"),
                  "white-wins": N_("White wins, whoever moves first"),
                  "first-wins": N_("Whoever moves first wins"),
                  "seki": N_("Seki: neither can capture the other")}
        return [(a, Text.of(labels[a])) for a in self.offered]

    def question(self, problem: ProblemType) -> Text:
        return Text.of(N_("A capturing race between the two marked chains (the stones "
                          "around them are alive): who wins it?"))

    def solution(self, problem: ProblemType) -> str:
        return str(self.spec.answer)

    def marks(self) -> dict[str, str]:
        """Returns the board's marks of the explanation: Black's outside liberties
        circled, White's squared, the shared ones crossed, an eye triangled (a mark of
        its own, so that the text can tell it from the outside liberties)."""
        spec = self.spec
        marks = {v: "circle" for v in spec.fact("black_outside")}
        marks.update({v: "square" for v in spec.fact("white_outside")})
        marks.update({v: "cross" for v in spec.fact("shared")})
        if spec.fact("black_eye"):
            marks[spec.fact("black_eye")] = "triangle"
        if spec.fact("white_eye"):
            marks[spec.fact("white_eye")] = "triangle"
        return marks

    def counts(self) -> Text:
        """Returns the numbers counted on the board, as sentences."""
        spec = self.spec
        b, w = len(spec.fact("black_outside")), len(spec.fact("white_outside"))
        shared = len(spec.fact("shared"))
        parts = [
            Text.plural_of(N_("Black's chain has {n} outside liberty (circled)."),
                           N_("Black's chain has {n} outside liberties (circled)."), b),
            Text.plural_of(N_("White's chain has {n} outside liberty (squared)."),
                           N_("White's chain has {n} outside liberties (squared)."), w)]
        if shared:
            parts.append(Text.plural_of(
                N_("The two chains share {n} liberty (crossed)."),
                N_("The two chains share {n} liberties (crossed)."), shared))
        if spec.fact("black_eye"):
            parts.append(Text.of(N_("Black's chain also has an eye (triangled): White can "
                                    "fill it only last, as the capturing move.")))
        if spec.fact("white_eye"):
            parts.append(Text.of(N_("White's chain also has an eye (triangled): Black can "
                                    "fill it only last, as the capturing move.")))
        return Text.join(*parts)

    def verdict(self) -> Text:
        """Returns what the solver has read out, in words."""
        answer = self.spec.answer
        if answer == "black-wins":
            return Text.of(N_("Read out: Black captures White's chain even if White plays "
                              "first."))
        if answer == "white-wins":
            return Text.of(N_("Read out: White captures Black's chain even if Black plays "
                              "first."))
        if answer == "first-wins":
            return Text.of(N_("Read out: whoever plays first in the race captures the "
                              "other chain."))
        return Text.of(N_("Read out: neither can fill the shared liberties without being "
                          "captured, so both chains live in seki."))

    def answer(self, problem: ProblemType, attempt: Attempt, value: str) -> Outcome | None:
        choice = str(value).strip().lower()
        if choice not in self.offered:
            return None
        if choice == self.spec.answer:
            return Outcome("solved", "right",
                           Text.join(Text.of(N_("Right.")), self.counts(), self.verdict()),
                           [], self.marks())
        return Outcome("failed", "wrong", Text.of(N_(
            "No. Count each chain's liberties: the outside ones first, the shared ones "
            "last (whoever fills a shared liberty also fills one of their own), and an "
            "eye as a liberty that can only be filled last.")))

    def hint(self, problem: ProblemType, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        return {}, Text.of(N_("Count the liberties of each marked chain. In a race, "
                              "each move fills one of the other chain's liberties."))

    @property
    def hint_steps(self) -> int:
        return 1


def problem(spec: Spec) -> Problem:
    """Returns the race `spec` as a Problem: the two chains marked, a choice."""
    return Problem(spec.diagram(), spec.to_play, RaceQuestion(spec),
                   marked=[spec.fact("black"), spec.fact("white")], rules=spec.rules)


CONCEPTS = (Concept("race", 150, LEVELS, make, problem, {2: LEVELS_V2}),)
