"""Life and death at the end of a game: pass-alive chains, ownership, suggested dead stones.

- `pass_alive(board, color)`: Benson's algorithm. A chain is pass-alive (unconditionally
  alive) if it can never be captured, even if its owner passes for ever: it belongs to a
  set of chains each of which has at least two *vital* regions, a region being a
  maximal connected set of points without `color`'s stones, all of whose empty points are
  liberties of the chain, and every chain bordering it in the set.
- `ownership(board, ...)`: who owns each point at the end of many random playouts from
  the position (seeded, so reproducible). The playouts answer ataris (capture a chain
  left in atari next to the last move, or save an own chain it put in atari), never fill
  a player's own eye and never put a chain of two or more stones into atari, so eyes,
  seki and living shapes survive them, while stones without eyes in the opponent's area
  get captured.
- `judge_dead(game)`: the dead stones of a finished game, with a reason for every chain
  and the close calls marked uncertain (a `DeadStoneJudgement`); `suggest_dead(game)`
  is its list of dead stones. Every verdict given as certain is proven or follows from
  one; everything else is marked uncertain. In this order:
  1. Benson: a pass-alive chain is alive; the opponent's stones in a small region shut
     in by pass-alive chains are dead ("enclosed").
  2. Big eyes (gotutor.seal): the chains around a region without their stones that
     holds at least BIG_EYE empty points and at most BIG_EYE_INVADERS opponent stones
     (few enough: two of them take at most the room beyond BIG_EYE) are alive
     ("big-eye"), and those few stones dead ("territory"), once the seal holds:
     every wall chain pass-alive or read out alive, and the others read out together
     by the seal reader as never captured, the opponent moving first and free to
     attack any of them (no wall assumed safe); where that reading proves nothing,
     the fallback (gotutor.seal.wall_holds, an assumption) takes a wall with three
     liberties in its owner's territories as safe and makes a wall with fewer fill
     its liberties inside the region, which must still hold BIG_EYE points. A wall the
     opponent can take (a stone whose only liberty is inside the region) is judged by
     reading, and the other walls keep the big eye only if room for BIG_EYE points is
     left away from it; stones already judged dead do not count. The reading itself
     takes an empty area next to a chain as a big eye only when it is sealed by the
     chain or by safe stones (gotutor.end_read).
  3. Reading, on the real board, dead stones and all: every other chain whose fight is
     small (its region in the solver's sense, `solver.region.fight_region`, plus the
     whole of its enclosure when that holds at most AREA_READ empty points, at most
     REGION_MAX empty points, the liberties of the opponent's chains racing it (touching
     it or sharing a liberty with it, up to RACE_LIBERTIES each: left out, a race or a
     seki would be read as lost), and the stones of chains short of liberties next to
     it, up to REGION_POINTS points) is read out by the solver (`solver.status`): can the
     opponent capture it moving first, and moving second, each with and without ko
     captures? Captured even moving second: dead. Not captured even moving first:
     alive. Captured by whoever moves first: a close call. A ko the owner cannot avoid
     even moving first: the bent four in the corner, dead by rule where
     `Rules.bent_four_dead`, else dead and uncertain (and uncertain too when an
     opponent's chain next to it is in doubt; a single stone in a ko mouth, as in a
     double ko seki, is a plain ko); another ko: alive, uncertain.
     Stones shut inside the eye space of chains not yet safe are read as a nakade: the
     opponent must take them and keep its own chains (`solver.status.InnerCapture`),
     so the stones of a nakade seki live. Reading goes in rounds (ROUND_BUDGETS: cheap
     ones first), the smallest fights first, each round with the chains proven alive
     since (and not touching the opponent) safe, within JUDGE_BUDGET positions in all.
  4. Close calls settled by the board: a close chain with no close opponent's chain
     next to it is alone at stake (an eye shape whose vital point is open): the
     opponent moving first kills it, as a referee judges a finished game under the
     Japanese 1989 convention: dead, certain under territory rules; under area rules
     certain only when the fight is over its own eye space (no empty point of its
     enclosure touches an opponent's stone: two eyes or none, never a seki), else
     uncertain (a seki-or-dead fight on shared liberties is played out with the dame,
     and the first to move decides); a chain
     in atari there stays alive and uncertain (a protective move, played with the
     dame); the stones shut inside chains judged dead live; two chains racing (whoever
     moves first wins) both stay alive, marked uncertain ("close"). A chain judged dead
     whose capturers are all dead lives (uncertain if playouts judged it).
  5. Playouts, only for what reading left open (big open areas, fights past the
     budget): random playouts near those chains (PLAYOUT_REACH) with a fixed seed,
     dead when they survive in fewer than half; every such verdict is uncertain.
  6. Seki: two chains read alive that share a liberty neither may fill without
     putting itself in atari are in seki; two such chains the playouts keep alive
     are labelled seki too, and stay uncertain.
  The same position always gets the same answer.

Measured against GNU Go's `final_status_list dead` on the committed GNU Go games
(tests/data/counting/gnugo_selfplay.json, tests/test_dead_stones_gnugo.py): the same
dead stones in 27 of 29 games; in the other two every stone judged otherwise is marked
uncertain. Speed: tests/bench/dead_stones.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .board import Board, ChainInfo
from .color import Color
from .end_read import read_status
from .errors import GoError, VertexError
from .i18n import N_, _
from .rules import Rules, Scoring
from .seal import BIG_EYE, big_regions, proven_seals
from .solver.position import Position
from .solver.region import fight_region, open_space
from .solver.status import ChainRead

if TYPE_CHECKING:
    from .game import Game

__all__ = ["BIG_EYE", "PLAYOUTS", "REASONS", "ChainJudgement", "DeadStoneJudgement",
           "benson", "dead_points", "judge_dead", "ownership", "pass_alive", "suggest_dead",
           "survival"]

EMPTY, BLACK, WHITE = 0, 1, 2
_CODE = {Color.BLACK: BLACK, Color.WHITE: WHITE}

#: Playouts `suggest_dead` runs by default.
PLAYOUTS = 120


# --------------------------------------------------------------------------- Benson
def benson(board: Board, color: Color | str) -> tuple[set[int], set[int]]:
    """Returns (the stones of `color`'s pass-alive chains, the opponent's stones that are
    unconditionally dead because they sit in a region enclosed by those chains in which
    every empty point touches one of them), as point indexes.

    Raises GoError if `color` names no colour.
    """
    color = Color.parse(color)
    code = _CODE[color]
    codes = board.codes()
    neighbors = board.neighbors
    chains = board.chains(color)
    if not chains:
        return set(), set()
    chain_index = {}
    for i, chain in enumerate(chains):
        for s in chain.stones:
            chain_index[s] = i
    # Regions: maximal connected sets of points without a stone of `color`.
    seen = [False] * board.area
    regions: list[tuple[set[int], set[int], set[int]]] = []  # points, empties, chains
    for start in range(board.area):
        if codes[start] == code or seen[start]:
            continue
        seen[start] = True
        points, empties, border = {start}, set(), set()
        stack = [start]
        while stack:
            p = stack.pop()
            if codes[p] == EMPTY:
                empties.add(p)
            for n in neighbors(p):
                if codes[n] == code:
                    border.add(chain_index[n])
                elif not seen[n]:
                    seen[n] = True
                    points.add(n)
                    stack.append(n)
        regions.append((points, empties, border))
    vital = [
        {x for x in border if empties <= chains[x].liberties}
        for _points, empties, border in regions
    ]
    alive = set(range(len(chains)))
    live_regions = set(range(len(regions)))
    while True:
        counts = dict.fromkeys(alive, 0)
        for r in live_regions:
            for x in vital[r]:
                if x in counts:
                    counts[x] += 1
        drop = {x for x, n in counts.items() if n < 2}
        if not drop:
            break
        alive -= drop
        live_regions = {r for r in live_regions if regions[r][2] <= alive}
    stones = set().union(*(chains[x].stones for x in alive)) if alive else set()
    dead: set[int] = set()
    for r in live_regions:
        points, empties, border = regions[r]
        if all(any(codes[n] == code for n in neighbors(e)) for e in empties):
            dead |= points - empties
    return stones, dead


def pass_alive(board: Board, color: Color | str) -> set[int]:
    """Returns the points of `color`'s pass-alive chains (Benson's algorithm): stones
    that can never be captured, whatever the opponent plays, even if their owner only
    passes. Raises GoError if `color` names no colour."""
    return benson(board, color)[0]


# --------------------------------------------------------------------------- playouts
_diagonals: dict[int, tuple[tuple[int, ...], ...]] = {}


def _diagonal_table(size: int) -> tuple[tuple[int, ...], ...]:
    table = _diagonals.get(size)
    if table is None:
        rows = []
        for p in range(size * size):
            x, y = p % size, p // size
            rows.append(tuple((y + dy) * size + x + dx for dx in (-1, 1) for dy in (-1, 1)
                              if 0 <= x + dx < size and 0 <= y + dy < size))
        table = _diagonals[size] = tuple(rows)
    return table


def _playout(board: Board, color: Color, rng: random.Random,
             points: frozenset[int] | None = None) -> list[int]:
    """Plays moves on `board` (changed) from `color` until both pass; returns the final
    owner code of each point (a stone's colour, or the colour of all the neighbours of
    an empty point, else 0).

    Each move first answers the previous one: capture a chain left in atari next to it,
    else save an own chain it put in atari (when that gives it two liberties); otherwise
    a random legal move that neither fills an own eye nor puts a chain of two or more
    stones into atari. A player with no such move passes.
    """
    size, area = board.size, board.area
    neighbors = board.neighbors
    diagonals = _diagonal_table(size)
    codes = list(board.codes())
    empty = [p for p in (range(area) if points is None else sorted(points))
             if codes[p] == EMPTY]
    where = {p: i for i, p in enumerate(empty)}
    ko = -1
    last_move = -1
    passes = 0
    limit = 3 * area
    moves = 0

    def acceptable(p: int, me: int) -> bool:
        if p == ko:
            return False
        near = neighbors(p)
        empties = own = 0
        for q in near:
            c = codes[q]
            if c == EMPTY:
                empties += 1
            elif c == me:
                own += 1
        if own == len(near):  # never fill an own eye
            bad = sum(1 for q in diagonals[p] if codes[q] == 3 - me)
            if bad == 0 or (bad == 1 and own == 4):
                return False
        if empties >= 2:  # legal, and the new chain keeps two liberties
            return True
        a = board.analyze(p, color)
        if a.self_capture:
            return False
        return bool(a.captures) or not _self_atari_of_chain(board, codes, p, me)

    while passes < 2 and moves < limit:
        moves += 1
        me = _CODE[color]
        chosen = -1
        if last_move >= 0:
            captures, escapes = [], []
            for q in (last_move, *neighbors(last_move)):
                c = codes[q]
                if c and board.liberties(q) == 1:
                    lib = next(iter(board.chain(q).liberties))  # type: ignore[union-attr]
                    (escapes if c == me else captures).append(lib)
            for p in captures + escapes:
                if p in where and acceptable(p, me):
                    chosen = p
                    break
        if chosen < 0:
            n = len(empty)
            start = rng.randrange(n) if n else 0
            for k in range(n):
                p = empty[(start + k) % n]
                if acceptable(p, me):
                    chosen = p
                    break
        if chosen < 0:
            passes += 1
            last_move = -1
            color = color.opponent
            continue
        passes = 0
        captured, _self = board.play(chosen, color)
        codes[chosen] = me
        i = where.pop(chosen)
        tail = empty.pop()
        if tail != chosen:
            empty[i] = tail
            where[tail] = i
        for q in captured:
            codes[q] = EMPTY
            where[q] = len(empty)
            empty.append(q)
        ko = -1
        if len(captured) == 1 and board.liberties(chosen) == 1 and all(
                codes[q] != me for q in neighbors(chosen)):
            ko = captured[0]
        last_move = chosen
        color = color.opponent
    owner = codes[:]
    for p in range(area):
        if codes[p] == EMPTY:
            seen = {codes[q] for q in neighbors(p)}
            owner[p] = seen.pop() if len(seen) == 1 else EMPTY
    return owner


def _self_atari_of_chain(board: Board, codes: list[int], p: int, me: int) -> bool:
    """True if a stone of code `me` at `p` (capturing nothing) would join a chain of two or
    more stones left with a single liberty."""
    libs: set[int] = set()
    joined = False
    for n in board.neighbors(p):
        c = codes[n]
        if c == EMPTY:
            libs.add(n)
        elif c == me:
            joined = True
            info = board.chain(n)
            if info is not None:
                libs |= info.liberties
        if len(libs) > 2:
            return False
    libs.discard(p)
    return joined and len(libs) < 2


def survival(board: Board, to_move: Color | str = Color.BLACK, playouts: int = PLAYOUTS,
             seed: int = 0, points: Iterable[int] | None = None) -> list[float]:
    """Returns, for each point, the fraction of `playouts` random playouts (half started
    by each player, the first by `to_move`; seeded) at whose end the point is owned by
    the colour of the stone on it now (for an empty point: by any colour). With
    `points` (point indexes), the playouts play only there (and on the points of the
    stones they capture): a local fight, the rest of the board left as it is.

    Raises GoError if `playouts` is not a positive whole number.
    """
    counts = _owners(board, to_move, playouts, seed, points)
    codes = board.codes()
    return [
        (counts[p][codes[p]] if codes[p] else counts[p][BLACK] + counts[p][WHITE]) / playouts
        for p in range(board.area)
    ]


def ownership(board: Board, to_move: Color | str = Color.BLACK, playouts: int = PLAYOUTS,
              seed: int = 0) -> list[float]:
    """Returns, for each point, from -1 (White owns it at the end of every playout) to +1
    (Black does): the mean ownership over `playouts` seeded random playouts, half started
    by each player (the first by `to_move`).

    Raises GoError if `playouts` is not a positive whole number.
    """
    counts = _owners(board, to_move, playouts, seed)
    return [(c[BLACK] - c[WHITE]) / playouts for c in counts]


def _owners(board: Board, to_move: Color | str, playouts: int, seed: int,
            points: Iterable[int] | None = None) -> list[list[int]]:
    if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
        raise GoError(f"playouts must be a positive whole number, not {playouts!r}")
    first = Color.parse(to_move)
    allowed = None if points is None else frozenset(points)
    rng = random.Random(seed)
    counts = [[0, 0, 0] for _ in range(board.area)]
    codes = board.codes()
    for i in range(playouts):
        scratch = Board.from_codes(board.size, codes)
        owner = _playout(scratch, first if i % 2 == 0 else first.opponent, rng, allowed)
        for p, o in enumerate(owner):
            counts[p][o] += 1
    return counts


# --------------------------------------------------------------------------- dead stones
def dead_points(board: Board, to_move: Color | str = Color.BLACK, playouts: int = PLAYOUTS,
                seed: int = 0, rules: Rules | str | None = None) -> set[int]:
    """Returns the points of the stones that are dead on `board` under `rules` (Japanese
    if None), as `judge_dead` judges them (`seed` and `to_move` change
    nothing: the judgement is the same whoever is to move).

    Raises GoError if `playouts` is not a positive whole number.
    """
    if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
        raise GoError(f"playouts must be a positive whole number, not {playouts!r}")
    Color.parse(to_move)  # checked; the judgement does not depend on it
    judgement = _judge(board, playouts, Rules.of(rules))
    return {board.point(v) for v in judgement.dead}


def _big_eye_chains(board: Board, dead: set[int], safe: set[int], memo: dict | None = None
                    ) -> tuple[set[int], set[int]]:
    """Returns (the stones of the chains around a big eye whose seal is proven, the
    opponent's stones inside it: dead by the same judgement that makes the walls alive).
    See gotutor.seal: a region of BIG_EYE or more empty points bordered by one colour,
    with at most BIG_EYE_INVADERS opponent stones, every wall chain of which is in
    `safe` or read out safe. A region sealed by a chain the opponent may capture is an
    eye only if room for BIG_EYE points is left away from that chain (taking it breaks
    in); that chain is not judged here, nor the stones inside. Stones in `dead` (judged
    dead already) are not counted as invaders.
    `memo`: the seal readings kept between calls (gotutor.seal.proven_seals)."""
    out: set[int] = set()
    inside: set[int] = set()
    for seal in proven_seals(board, big_regions(board, dead), safe, memo=memo):
        for wall in seal.walls:
            out |= board.chain(wall).stones  # type: ignore[union-attr]
        if seal.whole:
            inside |= seal.region.invaders
    return out, inside


# --------------------------------------------------------------------------- reading
#: A chain shut in by the opponent (its region in Benson's sense: the points without an
#: opponent's stone connected to it) with at most this many empty points is read out on
#: the whole of that region.
AREA_READ = 10
#: The most empty points a reading plays on; a fight with more is left to playouts.
REGION_MAX = 16
#: The most points (empty, and stones that may be captured) a reading plays on.
REGION_POINTS = 26
#: The stones of a chain with at most this many liberties next to a fight may be
#: captured in it: their points are played on too.
SHORT_LIBERTIES = 3
#: The opponent's chains racing the chain read (touching it, or sharing a liberty with
#: it) and not safe take part in its fight with all their liberties, up to this many:
#: left out, their liberties would count as ones the search can never fill, and a race
#: the chain wins (or a seki) would be read as lost.
RACE_LIBERTIES = 8
#: The rounds of reading, by the most positions each of the four searches of a chain
#: visits: each round reads again what the one before left open, with the chains judged
#: alive since then safe (cheap rounds first: most fights need few positions once their
#: neighbours are known).
ROUND_BUDGETS = (200, 200, 200, 3_000)
#: The most positions the searches of one judgement visit in all on 19x19 (on smaller
#: boards, where a position costs less, as many more as the board has fewer points, up
#: to JUDGE_SCALE times as many): past it, the chains left are judged by playouts (a
#: judgement's time stays bounded).
JUDGE_BUDGET = 3_000
#: The most times JUDGE_BUDGET a smaller board's judgement may visit (9x9: twice, not
#: four times: its end positions stay under a second).
JUDGE_SCALE = 2
#: The seed of the playouts that judge what reading does not: fixed, so that a position
#: always gets the same answer.
PLAYOUT_SEED = 0
#: The playouts that judge the chains reading leaves open are played within this many
#: steps of their stones (the rest of the board, judged already, is left as it is).
PLAYOUT_REACH = 4
#: A chain that survives in a share of the playouts between these bounds is reported
#: with the reason "playouts-close" (every playout judgement is uncertain).
UNCERTAIN_BAND = (0.3, 0.7)


def _enclosure(codes: list[int], neighbors: Callable[[int], tuple[int, ...]], start: int
               ) -> tuple[set[int], list[int]]:
    """Returns (the points connected to `start` through points without a stone of the
    opponent of the stone at `start`, their empty points)."""
    other = 3 - codes[start]
    area, stack, empties = {start}, [start], []
    while stack:
        p = stack.pop()
        if codes[p] == EMPTY:
            empties.append(p)
        for n in neighbors(p):
            if codes[n] != other and n not in area:
                area.add(n)
                stack.append(n)
    return area, empties


def _empty_area(codes: list[int], neighbors: Callable[[int], tuple[int, ...]], start: int
                ) -> set[int]:
    """Returns the empty points connected to the empty point `start` through empty
    points."""
    area, stack = {start}, [start]
    while stack:
        p = stack.pop()
        for n in neighbors(p):
            if codes[n] == EMPTY and n not in area:
                area.add(n)
                stack.append(n)
    return area


def _reading_region(board: Board, pos: Position, chain: ChainInfo, safe: set[int]
                    ) -> tuple[set[int], frozenset[int]] | None:
    """Returns (the points to read the fight of `chain` on, the open space: the empty
    points outside them), or None if the fight is too big to read. The points: the
    empty points of the fight (its region in the solver's sense, without the
    liberties of safe chains only, and the whole of the chain's enclosure when it is
    small), and the stones of the chains short of liberties next to them (a dead stone
    in an eye, a wall that can be captured), played on once captured (the smallest
    chains first, up to REGION_POINTS points in all)."""
    codes = board.codes()
    start = min(chain.stones)
    _area, empties = _enclosure(codes, board.neighbors, start)
    neighbors = board.neighbors
    # the liberties of safe chains only are left out: play there decides nothing
    # (an empty point with no stone next to it, inside an eye space, stays)
    region = {p for p in fight_region(pos, [start])
              if not all(codes[n] == EMPTY or n in safe for n in neighbors(p))
              or all(codes[n] == EMPTY for n in neighbors(p))}
    if len(empties) <= AREA_READ:
        region |= set(empties)
    # a chain that shares an empty point of the fight (a liberty across which two
    # chains race, a seki's shared liberty) is in the fight: its liberties are points
    # to play on (the eye where it is captured, the shared liberty it fills)
    codes_me = codes[start]
    partners = {n for s in chain.stones for n in neighbors(s) if codes[n] == 3 - codes_me}
    partners |= {n for p in chain.liberties for n in neighbors(p) if codes[n] == 3 - codes_me}
    seen_partner: set[int] = set()
    region_areas: set[int] = set()
    for n in sorted(partners):
        if n in seen_partner or n in safe:
            continue
        other = board.chain(n)
        seen_partner |= other.stones  # type: ignore[union-attr]
        if len(other.liberties) <= RACE_LIBERTIES:  # type: ignore[union-attr]
            region |= other.liberties  # type: ignore[union-attr]
            # and the whole of its small eye spaces (the points inside them that are
            # no liberty: where the nakade is played)
            for lib in other.liberties:  # type: ignore[union-attr]
                if lib not in region_areas:
                    area = _empty_area(codes, neighbors, lib)
                    region_areas |= area
                    if len(area) <= AREA_READ:
                        region |= area
    for _step in range(2):
        grown = set(region)
        for p in region:
            for n in neighbors(p):
                if codes[n] != EMPTY and n not in safe:
                    libs = board.chain(n).liberties  # type: ignore[union-attr]
                    if len(libs) <= SHORT_LIBERTIES + 1:
                        grown |= libs
        if grown == region:
            break
        region = grown
    if len(region) > REGION_MAX:
        return None
    space = open_space(pos, region)
    seen: set[int] = set()
    short: list[set[int]] = []
    for p in list(region):
        for n in neighbors(p):
            if codes[n] != EMPTY and n not in seen and n not in safe:
                other = board.chain(n)
                seen |= other.stones  # type: ignore[union-attr]
                if len(other.liberties) <= SHORT_LIBERTIES:  # type: ignore[union-attr]
                    short.append(other.stones)  # type: ignore[union-attr]
    for stones in sorted(short, key=lambda st: (len(st), min(st))):  # the smallest first
        if len(region) + len(stones) <= REGION_POINTS:
            region |= stones
    return region, space


def _inner(board: Board, chain: ChainInfo, safe: set[int]
           ) -> tuple[frozenset[int] | None, tuple[int, ...]]:
    """Returns (the points of the eye space `chain` is shut in, a stone of each
    opponent's chain around it) when `chain` sits inside a small eye space of opponent
    chains none of which is safe (a nakade, the inner stones of a seki: reading them
    asks whether the opponent takes them and lives), else (None, ())."""
    codes = board.codes()
    start = min(chain.stones)
    area, empties = _enclosure(codes, board.neighbors, start)
    if len(empties) > AREA_READ:
        return None, ()
    other = 3 - codes[start]
    border = {n for p in area for n in board.neighbors(p) if codes[n] == other}
    if not border or not border.isdisjoint(safe):
        return None, ()
    anchors = []
    while border:
        stones = board.chain(next(iter(border))).stones  # type: ignore[union-attr]
        anchors.append(min(stones))
        border -= stones
    return frozenset(area), tuple(sorted(anchors))


def _near(board: Board, chains: list[ChainInfo], reach: int) -> set[int]:
    """Returns the points within `reach` steps (Manhattan distance) of the stones of
    `chains`: where the playouts that judge them are played."""
    size = board.size
    out: set[int] = set()
    for chain in chains:
        for s in chain.stones:
            x, y = s % size, s // size
            for dy in range(-reach, reach + 1):
                span = reach - abs(dy)
                if 0 <= y + dy < size:
                    for dx in range(-span, span + 1):
                        if 0 <= x + dx < size:
                            out.add((y + dy) * size + x + dx)
    return out


def _settle_close_calls(board: Board, verdict: dict, read_alive: list[ChainInfo],
                        area_rules: bool) -> None:
    """Settles the chains read as close calls ("close": the first to move wins; "ko")
    where the board says who is at stake, changing `verdict` (stone -> judgement):

    - a close chain with no close opponent's chain next to it is alone at stake (an eye
      shape whose vital point is open, the walls around it safe): the opponent moving
      first captures it, as a referee judges a finished game under territory rules
      (the Japanese 1989 convention): dead, certain. Under area rules (`area_rules`)
      it is certain only when the fight is wholly inside its own eye space (no empty
      point of its enclosure touches an opponent's stone: the reading's "close" is
      an eye shape whose vital point is open, two eyes or none, and the convention
      holds); a close call fought on liberties it shares with an opponent's chain
      (the first to move makes a seki or kills: a race of shared liberties, played
      out with the dame under area rules) is dead and uncertain. A chain in atari
      stays alive and uncertain (it waits for a protective move, played with the
      dame before counting: taken off, it would open its owner's area);
    - a close or ko chain shut inside chains now judged dead (its enclosure bordered by
      them only: the stones in a dead group's eye) lives with them gone: alive, as
      certain as their death;
    - what is left (two chains each shut in by safe walls, racing: whoever moves first
      wins) stays alive and uncertain.
    """
    codes = board.codes()
    neighbors = board.neighbors

    def close(s: int) -> bool:
        return verdict.get(s, ("", "", False, None))[1] == "close"

    def enclosure_border(chain: ChainInfo) -> set[int]:
        start = min(chain.stones)
        area, _empties = _enclosure(codes, neighbors, start)
        other = 3 - codes[start]
        return {n for p in area for n in neighbors(p) if codes[n] == other}

    pending = [c for c in read_alive if close(min(c.stones))]
    for chain in pending:
        me = codes[min(chain.stones)]
        touching = {n for s in chain.stones | chain.liberties for n in neighbors(s)
                    if codes[n] == 3 - me and close(n)}
        if not touching:
            # certain by rule only where the rules judge a finished game so (territory
            # rules: the Japanese 1989 convention) and the chain is no stone in atari
            # waiting for a protective move (a dame fight, played out before counting)
            if len(chain.liberties) < 2:
                continue  # alive, uncertain ("close"): its capture would open the area
            unsure = area_rules and not _own_eye_space(codes, neighbors, chain)
            for s in chain.stones:
                verdict[s] = ("dead", "read-dead", unsure, None)
    for chain in read_alive:
        _status, reason, _unsure, _share = verdict[min(chain.stones)]
        if reason not in ("close", "ko"):
            continue
        border = enclosure_border(chain)
        if border and all(verdict.get(n, ("",))[0] == "dead" for n in border):
            sure = not any(verdict[n][2] for n in border)
            for s in chain.stones:
                verdict[s] = ("alive", "read-alive", not sure, None)


def _own_eye_space(codes: list[int], neighbors: Callable[[int], tuple[int, ...]],
                   chain: ChainInfo) -> bool:
    """Returns True if no empty point of `chain`'s enclosure (the points connected to
    it without an opponent's stone) touches an opponent's stone: a fight there is
    over its own eye space only (no liberty shared with an opponent's chain, no
    opponent's stone inside), so the first to move makes two eyes or none, never a
    seki."""
    start = min(chain.stones)
    other = 3 - codes[start]
    _area, empties = _enclosure(codes, neighbors, start)
    return not any(codes[n] == other for p in empties for n in neighbors(p))


#: The reasons of chains whose own judgement is in doubt (a ko, a close call, playouts).
DOUBTFUL = frozenset({"ko", "close", "bent-four", "bent-four-ko", "ko-dead-play",
                      "playouts-alive", "playouts-dead", "playouts-close"})


def _doubt_lone_kos(board: Board, verdict: dict) -> None:
    """A chain read as a bent four (a ko its owner cannot avoid even moving first) is
    only that when the ko is the opponent's alone to start: its capture is not itself a
    ko capture (a single stone in atari inside the opponent's ko mouth, as in a double
    ko seki), and no opponent's chain next to it is in doubt (in a double ko seki both
    sides' chains hang on kos). A single stone in a ko mouth is a ko like any other:
    alive, uncertain; a chain next to an opponent's chain in doubt stays dead, but
    uncertain (as where the rules play the bent four out). Changes `verdict` (stone ->
    judgement)."""
    codes = board.codes()
    neighbors = board.neighbors
    for chain in board.chains():
        if verdict[min(chain.stones)][1] not in ("bent-four", "bent-four-ko"):
            continue
        me = codes[min(chain.stones)]
        ko_stone = False
        if len(chain.stones) == 1 and len(chain.liberties) == 1:
            (last,) = chain.liberties
            ko_stone = all(codes[n] == me for n in neighbors(last)
                           if n not in chain.stones) and not any(
                codes[n] == EMPTY for n in neighbors(last))
        around = {n for s in chain.stones for n in neighbors(s) if codes[n] == 3 - me}
        doubt = any(verdict[n][1] in DOUBTFUL for n in around)
        if ko_stone:
            for s in chain.stones:
                verdict[s] = ("alive", "ko", True, None)
        elif doubt:
            for s in chain.stones:
                verdict[s] = ("dead", "bent-four-ko", True, None)


def _name_the_kos(board: Board, verdict: dict) -> None:
    """A chain read as dead by a ko only the opponent can start is a bent four only
    when no stone of its own in atari shares its liberty: a false eye (its stone taken,
    the ko starts there) is another shape, with the reason "ko-dead" ("ko-dead-play"
    where the rules play it out). That stone in atari, read as a plain ko, then shares
    the chain's verdict (taken with it) unless an opponent's chain next to the chain is
    itself in doubt (a double ko seki). Changes `verdict` (stone -> judgement)."""
    codes = board.codes()
    neighbors = board.neighbors
    rename = {"bent-four": "ko-dead", "bent-four-ko": "ko-dead-play"}
    for chain in board.chains():
        status, reason, unsure, share = verdict[min(chain.stones)]
        if reason not in rename:
            continue
        me = codes[min(chain.stones)]
        stones_in_atari = []
        for lib in chain.liberties:
            for n in neighbors(lib):
                if codes[n] == me and n not in chain.stones:
                    other = board.chain(n)
                    if len(other.liberties) == 1:  # type: ignore[union-attr]
                        stones_in_atari.append(other)
        if not stones_in_atari:
            continue
        for s in chain.stones:
            verdict[s] = (status, rename[reason], unsure, share)
        around = {n for s in chain.stones for n in neighbors(s) if codes[n] == 3 - me}
        if any(verdict[n][1] in DOUBTFUL for n in around):
            continue
        for other in stones_in_atari:
            if verdict[min(other.stones)][1] == "ko":
                for s in other.stones:
                    verdict[s] = (status, rename[reason], unsure, share)


def _spare_stones_of_the_dead(board: Board, verdict: dict) -> None:
    """A chain read dead because the opponent's chains around it can capture it lives
    if all of those are dead themselves (taking it would not save them: the stones of
    a dead group's eye, a chain in atari next to a dead wall). Changes `verdict`
    (stone -> judgement), the smallest chains first; the chain is then as certain as
    the death of the chains around it (a chain the playouts judged dead stays
    uncertain)."""
    codes = board.codes()
    for chain in sorted(board.chains(), key=lambda c: (len(c.stones), min(c.stones))):
        status, reason, _unsure, _share = verdict[min(chain.stones)]
        if status != "dead" or reason not in ("read-dead", "read-captured", "playouts-dead",
                                              "playouts-close"):
            continue
        me = codes[min(chain.stones)]
        around = {n for s in chain.stones for n in board.neighbors(s) if codes[n] == 3 - me}
        if around and all(verdict[n][0] == "dead" for n in around):
            sure = reason.startswith("read-") and not any(verdict[n][2] for n in around)
            for s in chain.stones:
                verdict[s] = ("alive", "read-alive", not sure, None)


def _seki_pairs(board: Board, alive: set[int], chains: list[ChainInfo]) -> set[int]:
    """Returns the stones of the chains in `chains` (read out alive: the opponent cannot
    capture them even moving first) that share a liberty with an opponent's chain also
    read out alive (its stones in `alive`) where neither side may play without putting
    its own chain in atari: alive together, by neither side's filling the shared
    liberty: a seki. (A chain that can never be captured, pass-alive or around a big
    eye, holds no seki: it may fill any shared liberty.)"""
    codes = board.codes()
    pos = Position.from_board(board)
    out: set[int] = set()

    def self_atari(p: int, code: int) -> bool:
        after = pos.play(p, code)
        return after is None or len(after.liberties(p)) <= 1

    def eyes(stones: set[int], libs: set[int], code: int) -> int:
        return sum(1 for p in libs if all(codes[n] == code for n in board.neighbors(p)))

    def gains_nothing(p: int, code: int, libs: set[int]) -> bool:
        after = pos.play(p, code)
        return after is None or len(after.liberties(p)) < len(libs)

    for chain in chains:
        me = codes[min(chain.stones)]
        for lib in chain.liberties:
            others = [board.chain(n) for n in board.neighbors(lib)
                      if codes[n] == 3 - me and n in alive]
            if not others:
                continue
            if self_atari(lib, me) and self_atari(lib, 3 - me):
                out |= chain.stones
                break
            # a race neither can win (no eyes or one each, liberties to fill outside
            # first): filling the shared liberty only shortens one's own chain
            other = others[0]
            if (eyes(chain.stones, chain.liberties, me) <= 1
                    and eyes(other.stones, other.liberties, 3 - me) <= 1  # type: ignore[union-attr]
                    and gains_nothing(lib, me, chain.liberties)
                    and gains_nothing(lib, 3 - me, other.liberties)):  # type: ignore[union-attr]
                out |= chain.stones
                break
    return out


# --------------------------------------------------------------------------- judgement
#: Why a chain is judged so: reason key -> explanation (an English msgid).
REASONS = {
    "pass-alive": N_("Alive: it can never be captured, even if its owner passes."),
    "big-eye": N_("Alive: it surrounds room enough for two eyes."),
    "territory": N_("Dead: one of a few stones inside a territory big enough for two "
                    "eyes of the stones around it."),
    "enclosed": N_("Dead: it sits in a small space shut in by stones that can never be "
                   "captured."),
    "read-alive": N_("Alive: read out, it lives even if the opponent plays first."),
    "read-dead": N_("Dead: read out, the opponent captures it by playing first (a "
                    "killing shape such as a nakade)."),
    "read-captured": N_("Dead: read out, the stones around it can capture it."),
    "seki": N_("Alive in seki: neither player can attack without being captured."),
    "bent-four": N_("Dead: its life hangs on a ko that only the opponent can start and "
                    "that it cannot resolve itself (the bent four in the corner); these "
                    "rules call it dead."),
    "bent-four-ko": N_("Probably dead: its life hangs on a ko that only the opponent can "
                       "start (the bent four in the corner); under these rules it is "
                       "played out, and ko threats decide."),
    "ko-dead": N_("Dead: its life hangs on a ko that only the opponent can start, by "
                  "taking a stone of its false eye, and that it cannot resolve itself; "
                  "these rules call it dead."),
    "ko-dead-play": N_("Probably dead: its life hangs on a ko that only the opponent can "
                       "start, by taking a stone of its false eye; under these rules it "
                       "is played out, and ko threats decide."),
    "ko": N_("Uncertain: its life depends on a ko."),
    "close": N_("Uncertain: read out, whoever moves first here wins (a capturing race, "
                "or a shape that lives or dies by whose turn it is)."),
    "playouts-alive": N_("Alive: it survives in most random playouts."),
    "playouts-dead": N_("Dead: it is captured in most random playouts."),
    "playouts-close": N_("Uncertain: it survives in about half of the random playouts."),
}


@dataclass(frozen=True)
class ChainJudgement:
    """How one chain is judged: `stones` (its vertices, sorted), `color`, `status`
    ("alive", "dead" or "seki"), `reason` (a key of REASONS), `uncertain` (True when the
    judgement is a close call: a ko, or about half of the playouts) and `survival` (the
    share of playouts it survives, when playouts judged it; else None)."""

    stones: tuple[str, ...]
    color: Color
    status: str
    reason: str
    uncertain: bool = False
    survival: float | None = None

    @property
    def dead(self) -> bool:
        """True if the chain is judged dead."""
        return self.status == "dead"

    def explain(self, language: str | None = None) -> str:
        """Returns why the chain is judged so, translated into `language` (the session's
        language if None)."""
        return _(REASONS[self.reason], language)


@dataclass(frozen=True)
class DeadStoneJudgement:
    """What `judge_dead` finds: `dead` (the vertices of the dead stones, sorted as
    `suggest_dead` sorts them: ready for `game.score(dead=...)`), `uncertain` (the
    vertices of the stones of chains whose judgement is a close call, dead or alive,
    sorted the same way: show them to the players) and `chains` (a ChainJudgement for
    every chain on the board)."""

    dead: list[str]
    uncertain: list[str]
    chains: list[ChainJudgement]

    def chain(self, vertex: str) -> ChainJudgement:
        """Returns the judgement of the chain through `vertex`. Raises VertexError if no
        judged chain holds that vertex."""
        key = str(vertex).strip().upper()
        for chain in self.chains:
            if key in chain.stones:
                return chain
        raise VertexError(f"no stone at {vertex!r} was judged")


def _vertex_order(board: Board) -> Callable[[str], tuple[int, str]]:
    size = board.size
    return lambda v: (size - int(v[1:]), v[0])


def judge_dead(game: Game, playouts: int = PLAYOUTS, seed: int = 0,
               rules: Rules | str | None = None) -> DeadStoneJudgement:
    """Returns the DeadStoneJudgement of `game`'s position at the cursor (meant for a
    finished game), under `rules` (the game's own if None; they say whether a bent four
    in the corner is dead by rule).

    See the module's docstring for how: Benson's pass-alive test, big eyes, then every
    small fight read out by the solver (moving first and moving second, kos included),
    close calls settled by the board or marked uncertain, and playouts (always
    uncertain) only for what reading leaves open. `playouts` is the number of those;
    the answer depends neither on `seed` (kept for compatibility) nor on who is to
    move: the same position always gets the same judgement.

    Raises GoError if `playouts` is not a positive whole number, RulesError for unknown
    rules.
    """
    if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
        raise GoError(f"playouts must be a positive whole number, not {playouts!r}")
    rules = game.rules if rules is None else Rules.of(rules)
    board = game.board
    return _judge(board, playouts, rules)


def _judge(board: Board, playouts: int, rules: Rules) -> DeadStoneJudgement:
    """Returns the DeadStoneJudgement of `board` under `rules`: the same whoever is to
    move (the playouts always alternate their first player from Black)."""
    verdict: dict[int, tuple[str, str, bool, float | None]] = {}  # stone -> judgement

    def decide(stones: Iterable[int], status: str, reason: str, uncertain: bool = False,
               share: float | None = None) -> None:
        for s in stones:
            verdict.setdefault(s, (status, reason, uncertain, share))

    safe: set[int] = set()
    for color in (Color.BLACK, Color.WHITE):
        alive, dead = benson(board, color)
        decide(alive, "alive", "pass-alive")
        decide(dead, "dead", "enclosed")
        safe |= alive
    pos = Position.from_board(board)
    codes = board.codes()
    read_alive: list[ChainInfo] = []
    undecided: list[ChainInfo] = []
    spent = 0
    total = JUDGE_BUDGET * min(361 // board.area, JUDGE_SCALE)
    budgets = list(ROUND_BUDGETS)
    seals: dict = {}
    readings: dict = {}

    def reading(chain: ChainInfo, region: set[int], space: frozenset[int], budget: int,
                inside: frozenset[int] | None = None, enclosers: tuple[int, ...] = ()
                ) -> tuple[ChainRead, int]:
        """Returns (read_status's reading of `chain`, the positions it visited now): a
        reading done before with the same points, budget and safe stones next to them
        (the only ones it can reach) is not done again, and costs nothing."""
        near = frozenset(n for p in region | chain.stones for n in board.neighbors(p)
                         if n in safe)
        key = (min(chain.stones), frozenset(region), space, budget, inside, enclosers)
        hit = readings.get(key)
        if hit is not None and hit[0] == near:
            return hit[1], 0
        read = read_status(pos, min(chain.stones), region, known, space, budget,
                           inside, enclosers)
        readings[key] = (near, read)
        return read, read.nodes

    while budgets:
        budget = budgets.pop(0)
        # Big eyes: the stones already judged dead with certainty do not count as
        # stones inside them; then every chain not yet judged is read again, the chains
        # judged alive with certainty now safe.
        certain_dead = {s for s, v in verdict.items() if v[0] == "dead" and not v[2]}
        proven = {s for s, v in verdict.items() if v[0] == "alive" and not v[2]}
        big, invaders = _big_eye_chains(board, certain_dead, safe | proven, seals)
        decide(big, "alive", "big-eye")
        decide(invaders - big, "dead", "territory")
        safe |= big
        # chains read out alive join the safe ones only when no liberty of theirs
        # touches an opponent's stone (else they may hold a seki, and their liberties
        # still matter to the fights around)
        for chain in read_alive:
            if verdict[min(chain.stones)][1] == "read-alive" and not any(
                    codes[n] == 3 - codes[min(chain.stones)]
                    for p in chain.liberties for n in board.neighbors(p)):
                safe |= chain.stones
        known = frozenset(safe)
        before = len(verdict)
        undecided = []
        fights = []
        for chain in board.chains():
            if not chain.stones.isdisjoint(verdict):
                continue
            found = _reading_region(board, pos, chain, safe)
            if found is None:
                undecided.append(chain)
            else:
                fights.append((len(found[0]), min(chain.stones), chain, found))
        fights.sort(key=lambda f: f[:2])  # the smallest fights first
        for _n, _key, chain, (region, space) in fights:
            if spent >= total:
                undecided.append(chain)
                continue
            read, nodes = reading(chain, region, space, min(budget, total - spent))
            spent += nodes
            inside, enclosers = _inner(board, chain, safe)
            if inside is not None and len(inside) >= 3 and read.verdict in (
                    "dead", "close", "bent-four", "ko") and spent < total:
                # stones inside the eye space of unsafe chains: taking them is not
                # enough if a nakade can be played again there (a nakade seki)
                read, nodes = reading(chain, region, space, min(budget, total - spent),
                                      inside, enclosers)
                spent += nodes
            outcome = read.verdict
            if outcome == "dead":
                decide(chain.stones, "dead", "read-captured")
            elif outcome == "alive":
                decide(chain.stones, "alive", "read-alive")
                read_alive.append(chain)
            elif outcome == "close":
                decide(chain.stones, "alive", "close", True)
                read_alive.append(chain)
            elif outcome == "bent-four":
                if rules.bent_four_dead:
                    decide(chain.stones, "dead", "bent-four")
                else:
                    decide(chain.stones, "dead", "bent-four-ko", True)
            elif outcome == "ko":
                decide(chain.stones, "alive", "ko", True)
                read_alive.append(chain)
            else:  # "unknown", "escape": reading proves nothing (yet)
                undecided.append(chain)
        if not undecided or spent >= total:
            break
        if len(verdict) == before:  # nothing new: only a bigger budget may help
            budgets = [b for b in budgets if b > budget]
    _settle_close_calls(board, verdict, read_alive,
                        rules.scoring is not Scoring.TERRITORY)
    if undecided:
        share_of = survival(board, Color.BLACK, playouts, PLAYOUT_SEED,
                            points=_near(board, undecided, PLAYOUT_REACH))
        low, high = UNCERTAIN_BAND
        for chain in undecided:
            share = sum(share_of[p] for p in chain.stones) / len(chain.stones)
            close = low <= share <= high
            reason = "playouts-close" if close else "playouts-dead" if share < 0.5 \
                else "playouts-alive"
            decide(chain.stones, "dead" if share < 0.5 else "alive", reason, True, share)
    _doubt_lone_kos(board, verdict)
    _name_the_kos(board, verdict)
    _spare_stones_of_the_dead(board, verdict)
    living = {s for chain in read_alive for s in chain.stones
              if verdict[s][1] == "read-alive"}
    for s in _seki_pairs(board, living, [c for c in read_alive if min(c.stones) in living]):
        _status, _reason, unsure, share = verdict[s]
        verdict[s] = ("seki", "seki", unsure, share)
    # the same shape where the playouts keep a chain alive (a seki read past the
    # budget): both chains labelled seki, each as certain as it was
    if any(v[1] == "playouts-alive" for v in verdict.values()):
        alive_stones = {s for s, v in verdict.items()
                        if v[0] in ("alive", "seki") and v[1] not in ("pass-alive", "big-eye")}
        for s in _seki_pairs(board, alive_stones,
                             [c for c in board.chains() if min(c.stones) in alive_stones]):
            _status, _reason, unsure, share = verdict[s]
            verdict[s] = ("seki", "seki", unsure, share)
    order = _vertex_order(board)
    chains = []
    dead: list[str] = []
    uncertain: list[str] = []
    for chain in board.chains():
        status, reason, unsure, share = verdict[min(chain.stones)]
        stones = tuple(sorted((board.vertex(p) for p in chain.stones), key=order))
        color = board.get(min(chain.stones))
        chains.append(ChainJudgement(stones, color, status, reason, unsure,  # type: ignore[arg-type]
                                     None if share is None else round(share, 4)))
        if status == "dead":
            dead += stones
        if unsure:
            uncertain += stones
    chains.sort(key=lambda j: order(j.stones[0]))
    return DeadStoneJudgement(sorted(dead, key=order), sorted(uncertain, key=order), chains)


def suggest_dead(game: Game, playouts: int = PLAYOUTS, seed: int = 0) -> list[str]:
    """Returns the vertices of the stones that look dead in `game`'s position at the
    cursor (meant for a finished game), sorted: ready for `game.score(dead=...)`. It is
    `judge_dead(game, playouts).dead` (see there): small eye spaces are read out, large
    open areas judged by playouts with a fixed seed, so the same position always gets
    the same answer (`seed` is kept for compatibility and changes nothing).
    Raises GoError if `playouts` is not a positive whole number.
    """
    return judge_dead(game, playouts, seed).dead
