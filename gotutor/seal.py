"""Big eyes at the end of a game, and the proof of their seal.

A big eye is a region of points without one colour's stones (connected, bordered by
that colour only) that holds at least BIG_EYE empty points and at most
BIG_EYE_INVADERS opponent stones, so few that two of them take at most the room of the
empty points beyond BIG_EYE: a territory, with a stone or two dead inside it. Its walls
are alive only if its seal holds: a wall chain the opponent can capture (a stone whose
only liberty is inside the region) opens the region, and the eye is gone.

- `big_regions(board, dead)`: the candidate big eyes (`BigRegion`), nothing proven.
- `proven_seals(board, regions, safe, budget)`: the stones of the wall chains the
  opponent cannot capture even moving first, read out by the solver (`SealRead`).

How a wall chain is read: the solver plays, the opponent first and allowed to take
every ko, on the chain's liberties, the empty points next to them, and the stones and
liberties of the opponent's chains short of liberties next to it (captured, they give
the chain liberties). The chain joined to a stone known safe (`safe`, or another wall
chain of the same region) is safe. The points of the region beyond that are played by
neither side (the opponent's stones there are inside the owner's territory); any other
empty point beyond is open space: a chain that reaches it has escaped, which proves
nothing. A wall chain with SEAL_LIBERTIES liberties or more is taken as safe unread
(the one assumption: the opponent would fill them all from inside the owner's sealed
region). Only "never captured" (a loss for the attacker) proves the seal; a budget run
out, an escape or a capture leave the region unproven. A wall chain with one liberty is
never a seal. Every wall chain is read assuming the region's other wall chains are
safe; a chain that fails drops its regions, and the others are read again without them
(a fixed point).
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board
from .solver.goals import LOSS
from .solver.position import Position
from .solver.search import Solver
from .solver.status import EndCapture

__all__ = ["BIG_EYE", "BIG_EYE_INVADERS", "SEAL_BUDGET", "SEAL_LIBERTIES", "SEAL_POINTS",
           "BigRegion", "Seal", "big_regions", "proven_seals", "seal_holds"]

EMPTY = 0

#: An empty region of this many points, bordered by one colour only, is taken as room
#: for two eyes once its seal is proven (a region of 7 or more points cannot be killed
#: by a play inside it).
BIG_EYE = 7
#: The most opponent stones a big eye may hold (stones dead inside a territory).
BIG_EYE_INVADERS = 3
#: A wall chain with this many liberties or more is taken as safe without reading:
#: the opponent would have to fill them all, each stone played inside the owner's own
#: sealed region, where the owner answers by capturing it.
SEAL_LIBERTIES = 3
#: The most positions the reading of one wall chain visits.
SEAL_BUDGET = 300
#: The most points the reading of one wall chain plays on.
SEAL_POINTS = 20


@dataclass(frozen=True)
class BigRegion:
    """A candidate big eye: `color` (the owner's point code), `points` (the region),
    `walls` (one stone of each chain around it, the owner's) and `invaders` (the
    opponent's stones inside it)."""

    color: int
    points: frozenset[int]
    walls: tuple[int, ...]
    invaders: frozenset[int]


def big_regions(board: Board, dead: set[int] | frozenset[int] = frozenset()
                ) -> list[BigRegion]:
    """Returns the candidate big eyes of `board` (see the module's docstring), nothing
    proven yet. Stones in `dead` (judged dead already) are not counted as invaders."""
    codes = board.codes()
    neighbors = board.neighbors
    out: list[BigRegion] = []
    for color in (1, 2):
        seen = [c == color for c in codes]
        for start in range(board.area):
            if seen[start] or codes[start] != EMPTY:
                continue
            seen[start] = True
            region = [start]
            empties = invaders = 0
            border: set[int] = set()
            for p in region:
                if codes[p] == EMPTY:
                    empties += 1
                elif p not in dead:
                    invaders += 1
                for n in neighbors(p):
                    if codes[n] == color:
                        border.add(n)
                    elif not seen[n]:
                        seen[n] = True
                        region.append(n)
            if empties >= BIG_EYE and invaders <= BIG_EYE_INVADERS and \
                    2 * invaders <= empties - BIG_EYE:
                walls = []
                while border:
                    stones = board.chain(min(border)).stones  # type: ignore[union-attr]
                    walls.append(min(stones))
                    border -= stones
                out.append(BigRegion(color, frozenset(region), tuple(walls),
                                     frozenset(p for p in region if codes[p] != EMPTY)))
    return out


def seal_holds(pos: Position, wall: int, region: BigRegion, safe: frozenset[int],
               budget: int = SEAL_BUDGET) -> bool:
    """True if the opponent of the chain through `wall` (a wall stone of `region`) cannot
    capture it even moving first and allowed to take every ko, read out on its
    neighbourhood (see the module's docstring) with the stones of `safe` known safe;
    False when it can, or when the reading proves nothing (an escape, the budget run
    out, more than SEAL_POINTS points to read)."""
    stones, libs = pos.chain(wall)
    if len(libs) < 2:
        return False
    if len(libs) >= SEAL_LIBERTIES:
        return True
    codes, nbr = pos.codes, pos.nbr
    me = codes[wall]
    # two liberties that each join a safe stone: miai (the opponent takes one, the
    # chain joins at the other)
    joins = [p for p in libs if any(n in safe and n not in stones for n in nbr[p])]
    if len(joins) >= 2:
        return True
    points = set(libs)
    for p in libs:
        points |= {n for n in nbr[p] if codes[n] == EMPTY}
    seen: set[int] = set()
    for s in stones:
        for n in nbr[s]:
            if codes[n] == 3 - me and n not in seen:
                other, other_libs = pos.chain(n)
                seen |= other
                if len(other_libs) <= 2:
                    points |= other | other_libs
    if len(points) > SEAL_POINTS:
        return False
    space = frozenset(p for p in range(len(codes))
                      if codes[p] == EMPTY and p not in points and p not in region.points)
    goal = EndCapture(wall, 3 - me, safe, space, big_eye=0)
    solver = Solver(goal, points, budget, prover_ko=True, opponent_ko=False,
                    max_depth=2 * len(points) + 12)
    proof = solver.solve(pos, True)
    return proof.value == LOSS and not goal.escaped


@dataclass(frozen=True)
class Seal:
    """A big eye whose seal is read: `region`, `walls` (one stone of each wall chain
    proven safe) and `whole` (True when every wall chain is safe; else the opponent may
    capture the others and break in, and what is left of the region, beyond their
    liberties and the points next to those, still holds BIG_EYE empty points)."""

    region: BigRegion
    walls: tuple[int, ...]
    whole: bool


def _room_left(board: Board, region: BigRegion, broken: list[int]) -> int:
    """Returns the most empty points of `region` connected to one another once the
    points near the chains of `broken` (their liberties, and the points of the region
    next to those) are taken out: the room left if the opponent captures them."""
    codes = board.codes()
    neighbors = board.neighbors
    gone: set[int] = set()
    for wall in broken:
        libs = board.chain(wall).liberties  # type: ignore[union-attr]
        gone |= libs
        for p in libs:
            gone |= set(neighbors(p))
    left = {p for p in region.points if codes[p] == EMPTY and p not in gone}
    best = 0
    while left:
        stack = [left.pop()]
        size = 0
        while stack:
            p = stack.pop()
            size += 1
            for n in neighbors(p):
                if n in left:
                    left.discard(n)
                    stack.append(n)
        best = max(best, size)
    return best


def proven_seals(board: Board, regions: list[BigRegion], safe: set[int] | frozenset[int],
                 budget: int = SEAL_BUDGET, memo: dict | None = None) -> list[Seal]:
    """Returns the Seal of each region of `regions` that keeps room for two eyes: its
    wall chains in `safe` or read out safe by `seal_holds` (each read with the other
    walls not known breakable assumed safe), and, if some walls are breakable, room
    for BIG_EYE empty points left away from them (`_room_left`). A breakable wall
    found makes the rest be read again without it (a fixed point). `memo` (a dict
    kept between calls on the same board: wall -> (the stones known safe, the
    answer)) saves readings: a wall read safe stays safe with more stones known safe,
    one read breakable stays so with fewer."""
    pos = Position.from_board(board)
    broken: set[int] = set()
    while True:
        walled: set[int] = set(safe)
        for region in regions:
            for wall in region.walls:
                if wall not in broken:
                    walled |= board.chain(wall).stones  # type: ignore[union-attr]
        known = frozenset(walled)
        found = False
        for region in regions:
            for wall in region.walls:
                if wall in safe or wall in broken:
                    continue
                own = board.chain(wall).stones  # type: ignore[union-attr]
                given = known - own
                hit = memo.get(wall) if memo is not None else None
                if hit is not None and (hit[0] <= given if hit[1] else given <= hit[0]):
                    held = hit[1]
                else:
                    held = seal_holds(pos, wall, region, given, budget)
                    if memo is not None:
                        memo[wall] = (given, held)
                if not held:
                    broken.add(wall)
                    found = True
        if not found:
            break
    out = []
    for region in regions:
        lost = [w for w in region.walls if w in broken]
        if lost and _room_left(board, region, lost) < BIG_EYE:
            continue
        out.append(Seal(region, tuple(w for w in region.walls if w not in broken),
                        not lost))
    return out
