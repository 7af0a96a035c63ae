"""Big eyes at the end of a game, and the proof of their seal.

A big eye is a region of points without one colour's stones (connected, bordered by
that colour only) that holds at least BIG_EYE empty points and at most
BIG_EYE_INVADERS opponent stones, so few that two of them take at most the room of the
empty points beyond BIG_EYE: a territory, with a stone or two dead inside it. Its walls
are alive only if its seal holds: a wall chain the opponent can capture (a stone whose
only liberty is inside the region) opens the region, and a wall the opponent can put
in atari from outside must fill a point of the region to live, so the room shrinks.

- `big_regions(board, dead)`: the candidate big eyes (`BigRegion`), nothing proven.
- `proven_seals(board, regions, safe, budget)`: the regions whose seal holds (`Seal`).

The proof (`seal_holds`, goal `SealBreak`): all the wall chains not known safe are read
together, the opponent moving first, allowed to take every ko, and winning by capturing
any one of them (no wall is assumed safe, so a double threat is seen). The solver plays
on the walls' liberties, the empty points next to their liberties outside the region,
the stones and liberties of the opponent's chains short of liberties next to them, and
every empty point of the region but a connected part of BIG_EYE points or more beyond
those (the interior, where no one plays: the room for two eyes that BIG_EYE assumes).
A wall is safe once joined to a stone known safe, with a liberty in the interior, or
with two one-point eyes; a wall with two liberties next to the interior that no other
unsafe wall shares is safe too (the opponent takes at most one such liberty of one
wall a move, and the owner joins the interior at the other). Any other empty point is
open space: a wall that reaches it has escaped, which proves nothing. Only "never
captured" proves the seal; a budget run out, an escape or a capture leave it unproven.

The fallback, for the regions the proof leaves (`wall_holds`, the second assumption;
such a Seal is `assumed`, and tests/bench/seal_regions.py counts them: on the committed
GNU Go end positions 40 of the 65 candidate regions `judge_dead` meets, 22 proven, 3 not
sealed):
each wall chain read alone with the region's other walls assumed safe, or taken as
safe unread with SEAL_LIBERTIES liberties or more in its owner's territories, this
region or others (`owned_points`: the opponent would fill them from inside them); a
wall with fewer there is taken to fill all its liberties inside the region
(`_forced_fill`: the opponent fills its liberties outside, and it must join the others
through the region), and the region keeps its
seal only if BIG_EYE empty points and one more are left after that (its walls then have
no liberty outside, and seven points without one may be a ko in the corner). A chain
that fails drops its regions, and the others are read again without it (a fixed
point). A wall chain with one liberty is never a seal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .board import Board
from .solver.goals import LOSS, WIN, Goal
from .solver.position import Position
from .solver.search import Solver
from .solver.status import EndCapture

__all__ = ["BIG_EYE", "BIG_EYE_INVADERS", "SEAL_BUDGET", "SEAL_LIBERTIES", "SEAL_POINTS",
           "WALL_BUDGET", "WALL_POINTS", "BigRegion", "Seal", "SealBreak", "big_regions",
           "proven_seals", "seal_holds", "wall_holds"]

EMPTY = 0

#: An empty region of this many points, bordered by one colour only, is taken as room
#: for two eyes once its seal is proven (a region of 7 or more points cannot be killed
#: by a play inside it).
BIG_EYE = 7
#: The most opponent stones a big eye may hold (stones dead inside a territory).
BIG_EYE_INVADERS = 3
#: In the fallback (`wall_holds`), a wall chain with this many liberties or more inside
#: the region is taken as safe without reading: the opponent would have to fill them
#: all, each stone played inside the owner's own sealed region.
SEAL_LIBERTIES = 3
#: The most positions the proof of one region's seal (`seal_holds`) visits.
SEAL_BUDGET = 25
#: The most points the proof of one region's seal plays on.
SEAL_POINTS = 30
#: The fallback reading of one wall chain (`wall_holds`): the most positions it visits
#: and the most points it plays on.
WALL_BUDGET = 300
WALL_POINTS = 20


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


class SealBreak(Goal):
    """The opponent of a region's owner (`attacker`, the prover) breaks the seal: it
    captures any chain through `targets` (one stone of each wall chain not known safe).
    The owner holds when every target chain is secure: joined to a stone of `safe`,
    with two one-point eyes of its own, or with a liberty in `interior` (the points of
    the region no one plays on: a connected empty area of BIG_EYE points or more that
    only the owner's chains border: room for two eyes, the module's one assumption). A
    target with a liberty in `open_space` (beyond the points read and the region) has
    escaped: `escaped` is set, and the answer proves nothing."""

    def __init__(self, targets: tuple[int, ...], attacker: int, safe: frozenset[int],
                 interior: frozenset[int], open_space: frozenset[int]) -> None:
        self.targets = targets
        self.prover = attacker
        self.safe = safe
        self.interior = interior
        self.open_space = open_space
        self.escaped = False
        self._chains: dict[tuple[int, int], tuple[set[int], set[int]]] = {}

    def _chain(self, pos: Position, t: int) -> tuple[set[int], set[int]]:
        key = (pos.key, t)
        hit = self._chains.get(key)
        if hit is None:
            if len(self._chains) > 50_000:
                self._chains.clear()
            hit = self._chains[key] = pos.chain(t)
        return hit

    def _settled(self, pos: Position, t: int) -> bool:
        """True if the target's chain can never be captured: joined to a safe stone,
        with a liberty in the interior (no one plays there) or two one-point eyes."""
        stones, libs = self._chain(pos, t)
        if not stones.isdisjoint(self.safe) or not libs.isdisjoint(self.interior):
            return True
        if self.open_space and not libs.isdisjoint(self.open_space):
            self.escaped = True
            return True
        nbr = pos.nbr
        return sum(1 for p in libs if all(n in stones for n in nbr[p])) >= 2

    def terminal(self, pos: Position) -> int | None:
        codes = pos.codes
        owner = 3 - self.prover
        if any(codes[t] != owner for t in self.targets):
            return WIN
        chains: dict[int, set[int]] = {}  # one per chain: its liberties
        for t in self.targets:
            stones, libs = self._chain(pos, t)
            key = min(stones)
            if key not in chains and not self._settled(pos, t):
                chains[key] = libs
        # a chain with two liberties of its own (no other unsettled target's) next to
        # the interior: the opponent takes at most one such liberty of one chain a
        # move, and the owner answers by joining the interior at the other
        interior, nbr = self.interior, pos.nbr
        for key, libs in chains.items():
            others = set().union(*(v for k, v in chains.items() if k != key))
            own = [p for p in libs if p not in others
                   and any(n in interior for n in nbr[p])]
            if len(own) < 2:
                return None
        return LOSS

    def at_end(self, pos: Position) -> int:
        owner = 3 - self.prover
        return WIN if any(pos.codes[t] != owner for t in self.targets) else LOSS

    def min_plies(self, pos: Position, prover_to_move: bool) -> int:
        n = min(len(self._chain(pos, t)[1]) for t in self.targets)
        return 2 * n - 1 if prover_to_move else 2 * n

    def order(self, pos: Position, moves: list[int], prover_to_move: bool) -> list[int]:
        """The liberties of the targets shortest of liberties first (for the owner: the
        captures of short attacking chains next to a target before them), then the
        points next to those liberties."""
        codes, nbr = pos.codes, pos.nbr
        rank_of: dict[int, int] = {}
        urgent: set[int] = set()
        for t in self.targets:
            stones, libs = self._chain(pos, t)
            for p in libs:
                rank_of[p] = min(rank_of.get(p, 99), len(libs))
                for n in nbr[p]:
                    if codes[n] == 0:
                        rank_of.setdefault(n, 50 + len(libs))
            if not prover_to_move:
                for s in stones:
                    for n in nbr[s]:
                        if codes[n] == self.prover:
                            ch_libs = pos.liberties(n)
                            if len(ch_libs) <= 2:
                                urgent |= ch_libs

        interior = self.interior

        def rank(p: int) -> tuple[int, int]:
            room = sum(1 for n in nbr[p] if codes[n] == 0)
            if p in urgent:
                return (0, -room)
            if not prover_to_move and any(n in interior for n in nbr[p]):
                return (1, -room)  # the owner: join the room no one plays in
            return (rank_of.get(p, 100), -room)

        return sorted(moves, key=rank)


def _components(points: set[int], nbr: tuple[tuple[int, ...], ...]) -> list[set[int]]:
    """Returns the connected parts of `points`."""
    left = set(points)
    out = []
    while left:
        part = {left.pop()}
        stack = list(part)
        while stack:
            for n in nbr[stack.pop()]:
                if n in left:
                    left.discard(n)
                    part.add(n)
                    stack.append(n)
        out.append(part)
    return out


def seal_holds(pos: Position, walls: list[int] | tuple[int, ...], region: BigRegion,
               safe: frozenset[int], budget: int = SEAL_BUDGET) -> bool:
    """True if the opponent of `region`'s owner cannot capture any of the chains through
    `walls` (wall stones of `region`, none of them in `safe`) even moving first and
    allowed to take every ko, read out by the solver (`SealBreak`) with the stones of
    `safe` known safe and no wall assumed safe; False when it can, or when the reading
    proves nothing (an escape, the budget run out, more than SEAL_POINTS points to
    read). See the module's docstring for the points read."""
    if not walls:
        return True
    codes, nbr = pos.codes, pos.nbr
    me = region.color
    points: set[int] = set()
    seen: set[int] = set()
    for wall in walls:
        stones, libs = pos.chain(wall)
        if len(libs) < 2:
            return False
        points |= libs
        for p in libs:
            if p not in region.points:  # outside: the chain may run out there
                points |= {n for n in nbr[p] if codes[n] == EMPTY}
        for s in stones:
            for n in nbr[s]:
                if codes[n] == 3 - me and n not in seen:
                    other, other_libs = pos.chain(n)
                    seen |= other
                    if len(other_libs) <= 2:
                        points |= other | other_libs
    # the region's empty points beyond: played on too, but for a connected part of
    # BIG_EYE points or more (the room for two eyes no one plays in)
    interior: set[int] = set()
    rest = {p for p in region.points if codes[p] == EMPTY and p not in points}
    for part in _components(rest, nbr):
        if len(part) >= BIG_EYE:
            interior |= part
        else:
            points |= part
    if len(points) > SEAL_POINTS:
        return False
    space = frozenset(p for p in range(len(codes))
                      if codes[p] == EMPTY and p not in points and p not in region.points)
    goal = SealBreak(tuple(walls), 3 - me, safe, frozenset(interior), space)
    solver = Solver(goal, points, budget, prover_ko=True, opponent_ko=False,
                    max_depth=2 * len(points) + 12)
    proof = solver.solve(pos, True)
    return proof.value == LOSS and not goal.escaped


def wall_holds(pos: Position, wall: int, region: BigRegion, safe: frozenset[int],
               budget: int = WALL_BUDGET, owned: frozenset[int] = frozenset()) -> bool:
    """The fallback when `seal_holds` proves nothing: True if the chain through `wall`
    (a wall stone of `region`) has SEAL_LIBERTIES liberties or more inside the region
    or in `owned` (its owner's other territories: `owned_points`; taken as safe unread:
    the module's second assumption), or if its opponent cannot
    capture it even moving first and allowed to take every ko, read out on its
    neighbourhood with the stones of `safe` (the other walls among them) known safe;
    False when it can, or when the reading proves nothing (an escape, the budget run
    out, more than WALL_POINTS points to read)."""
    stones, libs = pos.chain(wall)
    if len(libs) < 2:
        return False
    if len(libs & (region.points | owned)) >= SEAL_LIBERTIES:
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
    if len(points) > WALL_POINTS:
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
    liberties and the points next to those, still holds BIG_EYE empty points) and
    `assumed` (True when the fallback sealed it: it rests on the assumption of
    `wall_holds`, not on a proof)."""

    region: BigRegion
    walls: tuple[int, ...]
    whole: bool
    assumed: bool = False


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


def owned_points(board: Board, color: int) -> set[int]:
    """Returns the empty points of every region (connected points without `color`'s
    stones) that `color` alone borders and that holds at most BIG_EYE_INVADERS of the
    opponent's stones: the owner's territories, big or small, where the opponent plays
    only inside them."""
    codes = board.codes()
    neighbors = board.neighbors
    seen = [c == color for c in codes]
    out: set[int] = set()
    for start in range(board.area):
        if seen[start] or codes[start] != EMPTY:
            continue
        seen[start] = True
        region, invaders = [start], 0
        for p in region:
            if codes[p] != EMPTY:
                invaders += 1
            for n in neighbors(p):
                if not seen[n] and codes[n] != color:
                    seen[n] = True
                    region.append(n)
        if invaders <= BIG_EYE_INVADERS:
            out |= {p for p in region if codes[p] == EMPTY}
    return out


def _forced_fill(board: Board, region: BigRegion, walls: Iterable[int],
                 owned: frozenset[int]) -> int:
    """Returns how many empty points of `region` the owner may be made to fill by the
    chains of `walls` (the walls not proven safe) with fewer than SEAL_LIBERTIES
    liberties in `owned` (the owner's territories, this region among them): each of
    their liberties inside the region (the opponent fills their liberties outside, and
    the chain must join the others or run inside)."""
    out = 0
    for wall in walls:
        libs = board.chain(wall).liberties  # type: ignore[union-attr]
        if len(libs & (owned | region.points)) < SEAL_LIBERTIES:
            out += len(libs & region.points)
    return out


def _near_walls(board: Board, walls: Iterable[int]) -> frozenset[int]:
    """Returns the points within two steps of the stones of the chains of `walls`: the
    stones whose safety may change their reading."""
    near: set[int] = set()
    for wall in walls:
        near |= board.chain(wall).stones  # type: ignore[union-attr]
    for _step in range(2):
        near |= {n for p in near for n in board.neighbors(p)}
    return frozenset(near)


def proven_seals(board: Board, regions: list[BigRegion], safe: set[int] | frozenset[int],
                 budget: int = SEAL_BUDGET, memo: dict | None = None) -> list[Seal]:
    """Returns the Seal of each region of `regions` that keeps room for two eyes.

    First the proof: the wall chains not in `safe` read out together by `seal_holds`
    as never captured (no wall assumed safe); the walls of a region proven so are safe
    for the other regions' readings, read again until no new seal is proven. Then,
    for the regions left, the fallback (`wall_holds`, the module's second assumption):
    each wall chain read with the other walls assumed safe, or taken as safe with
    SEAL_LIBERTIES liberties inside the region; the region keeps room for two eyes
    only if BIG_EYE empty points (and one more when some wall must fill) are left once
    the walls with fewer liberties inside have filled theirs (`_forced_fill`) and, when
    some walls are breakable, away from
    those (`_room_left`; the Seal is then not `whole`). A breakable wall found makes
    the rest be read again without it (a fixed point). `memo` (a dict kept between
    calls on the same board) saves readings: walls read safe stay safe with more
    stones known safe, walls read breakable stay so with fewer."""
    pos = Position.from_board(board)
    known: set[int] = set(safe)
    sealed: dict[int, Seal] = {}

    def remembered(key: object, given: frozenset[int], read: Callable[..., bool],
                   *args: object) -> bool:
        hit = memo.get(key) if memo is not None else None
        if hit is not None and (hit[0] <= given if hit[1] else given <= hit[0]):
            return hit[1]
        held = read(*args)
        if memo is not None:
            memo[key] = (given, held)
        return held

    found = True
    while found:
        found = False
        for i, region in enumerate(regions):
            if i in sealed:
                continue
            walls = tuple(w for w in region.walls if w not in known)
            # only the safe stones near the walls change the reading
            given = frozenset(known) & _near_walls(board, walls)
            if remembered((region.points, walls), given, seal_holds, pos, walls, region,
                          given, budget):
                sealed[i] = Seal(region, region.walls, True)
                found = True
                for wall in region.walls:
                    known |= board.chain(wall).stones  # type: ignore[union-attr]
    left = [i for i in range(len(regions)) if i not in sealed]
    owned = {color: frozenset(owned_points(board, color)) for color in (1, 2)}
    broken: set[int] = set()
    while True:
        walled: set[int] = set(known)
        for i in left:
            for wall in regions[i].walls:
                if wall not in broken:
                    walled |= board.chain(wall).stones  # type: ignore[union-attr]
        everyone = frozenset(walled)
        found = False
        for i in left:
            for wall in regions[i].walls:
                if wall in known or wall in broken:
                    continue
                own = board.chain(wall).stones  # type: ignore[union-attr]
                given = everyone - own
                if not remembered(wall, given, wall_holds, pos, wall, regions[i], given,
                                  WALL_BUDGET, owned[regions[i].color]):
                    broken.add(wall)
                    found = True
        if not found:
            break
    for i in left:
        region = regions[i]
        lost = [w for w in region.walls if w in broken]
        kept = tuple(w for w in region.walls if w not in broken)
        fill = _forced_fill(board, region, [w for w in kept if w not in known],
                            owned[region.color])
        room = _room_left(board, region, lost) if lost else sum(
            1 for p in region.points if board.codes()[p] == EMPTY)
        # a wall made to fill had its liberties outside filled first: the room left
        # has none outside, and BIG_EYE points without them may die (a ko in the
        # corner): one more point is needed
        if room - fill >= BIG_EYE + (1 if fill else 0):
            sealed[i] = Seal(region, kept, not lost, assumed=True)
    return [sealed[i] for i in sorted(sealed)]
