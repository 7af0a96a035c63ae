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
- `suggest_dead(game)`: the dead stones of a finished game. A pass-alive chain is never
  dead, nor a chain around an empty region of its colour big enough for two eyes
  (BIG_EYE points); the opponent's stones in a small region enclosed by pass-alive
  chains (every empty point of it touching them) are always dead; every other chain is
  dead when it survives in fewer than half of the playouts.

Measured against GNU Go's `final_status_list dead` on GNU Go self-play 9x9 games
(tests/bench/counting.py), `suggest_dead` names exactly the same dead stones in nearly
every game. Random playouts are weakest on a few stones deep inside a large territory
(uniformly random moves may let them make two eyes there): the BIG_EYE rule and the
atari answers cover the usual cases.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .board import Board
from .color import Color
from .errors import GoError

if TYPE_CHECKING:
    from .game import Game

__all__ = ["BIG_EYE", "PLAYOUTS", "benson", "dead_points", "ownership", "pass_alive",
           "suggest_dead", "survival"]

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


def _playout(board: Board, color: Color, rng: random.Random) -> list[int]:
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
    empty = [p for p in range(area) if codes[p] == EMPTY]
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
                if acceptable(p, me):
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
             seed: int = 0) -> list[float]:
    """Returns, for each point, the fraction of `playouts` random playouts (half started
    by each player, the first by `to_move`; seeded) at whose end the point is owned by
    the colour of the stone on it now (for an empty point: by any colour).

    Raises GoError if `playouts` is not a positive whole number.
    """
    counts = _owners(board, to_move, playouts, seed)
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


def _owners(board: Board, to_move: Color | str, playouts: int, seed: int) -> list[list[int]]:
    if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
        raise GoError(f"playouts must be a positive whole number, not {playouts!r}")
    first = Color.parse(to_move)
    rng = random.Random(seed)
    counts = [[0, 0, 0] for _ in range(board.area)]
    codes = board.codes()
    for i in range(playouts):
        scratch = Board.from_codes(board.size, codes)
        owner = _playout(scratch, first if i % 2 == 0 else first.opponent, rng)
        for p, o in enumerate(owner):
            counts[p][o] += 1
    return counts


# --------------------------------------------------------------------------- dead stones
def dead_points(board: Board, to_move: Color | str = Color.BLACK, playouts: int = PLAYOUTS,
                seed: int = 0) -> set[int]:
    """Returns the points of the stones that are dead on `board` (see `suggest_dead`).

    Raises GoError if `playouts` is not a positive whole number.
    """
    safe: set[int] = set()
    certain: set[int] = set()
    for color in (Color.BLACK, Color.WHITE):
        alive, dead = benson(board, color)
        safe |= alive
        certain |= dead
    safe |= _big_eye_chains(board)
    chains = [c for c in board.chains() if not c.stones & safe]
    if not chains:
        return set()
    unsure = [c for c in chains if not c.stones <= certain]
    out = set().union(*(c.stones for c in chains if c.stones <= certain))
    if unsure:
        alive_share = survival(board, to_move, playouts, seed)
        for chain in unsure:
            share = sum(alive_share[p] for p in chain.stones) / len(chain.stones)
            if share < 0.5:
                out |= chain.stones
    return out


#: An empty region of this many points, bordered by one colour only, is taken as room
#: for two eyes: the chains around it are alive (the random playouts alone fill such
#: spaces too often: a region of 7 or more points cannot be killed by a play inside it).
BIG_EYE = 7


def _big_eye_chains(board: Board) -> set[int]:
    """Returns the stones of the chains bordering an empty region of at least BIG_EYE
    points that touches stones of their colour only."""
    codes = board.codes()
    neighbors = board.neighbors
    seen = [c != EMPTY for c in codes]
    out: set[int] = set()
    for start in range(board.area):
        if seen[start]:
            continue
        seen[start] = True
        region = [start]
        borders = 0
        border_stones = set()
        for p in region:
            for n in neighbors(p):
                c = codes[n]
                if c:
                    borders |= c
                    border_stones.add(n)
                elif not seen[n]:
                    seen[n] = True
                    region.append(n)
        if borders in (BLACK, WHITE) and len(region) >= BIG_EYE:
            for s in border_stones:
                if s not in out:
                    out |= board.chain(s).stones  # type: ignore[union-attr]
    return out


def suggest_dead(game: Game, playouts: int = PLAYOUTS, seed: int = 0) -> list[str]:
    """Returns the vertices of the stones that look dead in `game`'s position at the
    cursor (meant for a finished game), sorted: ready for `game.score(dead=...)`.

    Pass-alive chains (Benson) and chains around an own empty region of BIG_EYE points
    or more are never dead; the opponent's stones inside a small region enclosed by
    pass-alive chains always are; any other chain is dead when it survives in fewer than
    half of `playouts` random playouts (seeded by `seed`: the same answer every time).
    Raises GoError if `playouts` is not a positive whole number.
    """
    board = game.board
    points = dead_points(board, game.to_move, playouts, seed)
    size = board.size
    return sorted((board.vertex(p) for p in points),
                  key=lambda v: (size - int(v[1:]), v[0]))
