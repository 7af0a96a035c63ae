"""Board: stones, chains, liberties, captures and a Zobrist hash. No history, no turn.

The board keeps every chain and its liberties up to date move by move, so a move costs
time in proportion to the chains it touches, never a flood fill of the whole board.
Points are indexes `y * size + x` (see `gotutor.coords`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from .color import Color
from .coords import check_size, parse_point, vertex_name
from .errors import GoError

__all__ = ["Board", "ChainInfo", "MoveAnalysis"]

EMPTY, BLACK, WHITE = 0, 1, 2
_COLOR: tuple[Color | None, Color, Color] = (None, Color.BLACK, Color.WHITE)
_CODE = {Color.BLACK: BLACK, Color.WHITE: WHITE}
_SYMBOL = (".", "X", "O")

_adjacency: dict[int, tuple[tuple[int, ...], ...]] = {}
_zobrist: dict[int, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = {}


def adjacency(size: int) -> tuple[tuple[int, ...], ...]:
    """Returns, for each point of a `size` board, the tuple of its orthogonal neighbours."""
    table = _adjacency.get(size)
    if table is None:
        rows = []
        for p in range(size * size):
            x, y = p % size, p // size
            near = []
            if y > 0:
                near.append(p - size)
            if x > 0:
                near.append(p - 1)
            if x < size - 1:
                near.append(p + 1)
            if y < size - 1:
                near.append(p + size)
            rows.append(tuple(near))
        table = _adjacency[size] = tuple(rows)
    return table


def zobrist_keys(size: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Returns the Zobrist keys of a `size` board: `keys[color_code][point]` (64-bit ints;
    `keys[0]` is all zeros). The same keys every run (fixed seed)."""
    keys = _zobrist.get(size)
    if keys is None:
        rng = random.Random(0x60_7070 + size)
        n = size * size
        keys = _zobrist[size] = (
            (0,) * n,
            tuple(rng.getrandbits(64) for _ in range(n)),
            tuple(rng.getrandbits(64) for _ in range(n)),
        )
    return keys


class _Chain:
    """A chain on the board (internal and mutable): its colour code, stones, liberties and
    the xor of its stones' Zobrist keys."""

    __slots__ = ("code", "key", "liberties", "stones")

    def __init__(self, code: int, stones: set[int], liberties: set[int], key: int) -> None:
        self.code = code
        self.stones = stones
        self.liberties = liberties
        self.key = key


class ChainInfo(NamedTuple):
    """A chain as the board shows it: colour, stones and liberties (point indexes)."""

    color: Color
    stones: frozenset[int]
    liberties: frozenset[int]


class MoveAnalysis(NamedTuple):
    """What a stone at `point` would do, found without changing the board.

    `occupied`: the point holds a stone (nothing else is filled in then).
    `captures`: the opponent's stones the move removes.
    `self_capture`: the mover's stones removed by the move itself (the new stone and the
    chain it joins) when it leaves them without liberties and captures nothing; a
    tuple of one point is single-stone suicide.
    `hash`: the Zobrist hash of the board after the move.
    """

    occupied: bool
    captures: tuple[int, ...]
    self_capture: tuple[int, ...]
    hash: int


class Board:
    """A square Go board from 2x2 to 25x25 with its stones, chains and liberties.

    Read it by vertex (`board["D4"]` -> Color or None) or by point index (`board.get(p)`).
    """

    __slots__ = ("_adj", "_chain_of", "_colors", "_keys", "_stale", "area", "hash", "size")

    def __init__(self, size: int = 19) -> None:
        """An empty board. Raises VertexError if `size` is not a whole number in 2..25."""
        self.size = check_size(size)
        self.area = size * size
        self._colors = bytearray(self.area)  # colour codes, one byte per point
        self._chain_of: list[_Chain | None] = [None] * self.area
        self._adj = adjacency(size)
        self._keys = zobrist_keys(size)
        #: Zobrist hash of the stones on the board (0 for the empty board).
        self.hash = 0
        #: True when the colours were changed without the chains (a game going back
        #: through its moves): the chains are rebuilt when next needed.
        self._stale = False

    # ---------------------------------------------------------------- construction
    @classmethod
    def from_diagram(cls, text: str) -> Board:
        """Returns the board drawn in `text`: rows from top to bottom, X black, O white,
        "." or "+" empty; blanks are ignored.

        Raises GoError if the rows are not square or hold another character.
        """
        rows = [r for r in ("".join(line.split()) for line in text.strip().splitlines()) if r]
        size = len(rows)
        if size == 0 or any(len(r) != size for r in rows):
            raise GoError(f"a diagram must be square; got row lengths {[len(r) for r in rows]}")
        board = cls(size)
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                code = {"X": BLACK, "x": BLACK, "B": BLACK, "O": WHITE, "o": WHITE, "W": WHITE,
                        ".": EMPTY, "+": EMPTY}.get(ch)
                if code is None:
                    raise GoError(f"diagram row {y + 1}: unknown character {ch!r}")
                board._colors[y * size + x] = code
        board._rebuild()
        return board

    @classmethod
    def from_codes(cls, size: int, codes: Iterable[int]) -> Board:
        """Returns a board from `size * size` colour codes (0 empty, 1 black, 2 white) in
        point order, as `codes()` returns them. Raises GoError on a wrong length or code."""
        board = cls(size)
        colors = list(codes)
        if len(colors) != board.area or any(c not in (0, 1, 2) for c in colors):
            raise GoError("colour codes must be 0, 1 or 2, one per point")
        board._colors = bytearray(colors)
        board._rebuild()
        return board

    def copy(self) -> Board:
        """Returns an independent copy of this board."""
        return Board.from_codes(self.size, self._colors)

    def _fresh(self) -> Board:
        """Rebuilds the chains if the colours changed without them; returns the board."""
        if self._stale:
            self._rebuild()
        return self

    def _rebuild(self) -> None:
        """Recomputes every chain, liberty and the hash from the colours alone."""
        colors, adj, keys = self._colors, self._adj, self._keys
        chain_of: list[_Chain | None] = [None] * self.area
        self._chain_of = chain_of
        self._stale = False
        total = 0
        for start, code in enumerate(colors):
            if not code or chain_of[start] is not None:
                continue
            stone_keys = keys[code]
            stones, liberties = {start}, set()
            chain = _Chain(code, stones, liberties, 0)
            key = 0
            stack = [start]
            while stack:
                p = stack.pop()
                chain_of[p] = chain
                key ^= stone_keys[p]
                for n in adj[p]:
                    c = colors[n]
                    if not c:
                        liberties.add(n)
                    elif c == code and n not in stones:
                        stones.add(n)
                        stack.append(n)
            chain.key = key
            total ^= key
        self.hash = total

    def _change(self, changes: dict[int, int]) -> None:
        """Sets each point of `changes` to its colour code (0 empty, 1 black, 2 white),
        with no captures, and brings the chains, liberties and hash up to date in time
        proportional to the chains that touch the changed points (a game going back or
        forth along its moves)."""
        if self._stale:
            colors, keys = self._colors, self._keys
            h = self.hash
            for p, code in changes.items():
                h ^= keys[colors[p]][p] ^ keys[code][p]
                colors[p] = code
            self.hash = h
            return
        colors, adj, keys, chain_of = self._colors, self._adj, self._keys, self._chain_of
        old: dict[int, _Chain] = {}
        for p in changes:
            ch = chain_of[p]
            if ch is not None:
                old[id(ch)] = ch
            for n in adj[p]:
                ch = chain_of[n]
                if ch is not None:
                    old[id(ch)] = ch
        starts: list[int] = []
        h = self.hash
        for ch in old.values():
            h ^= ch.key
            for s in ch.stones:
                chain_of[s] = None
            starts.extend(ch.stones)
        for p, code in changes.items():
            colors[p] = code
            if code:
                starts.append(p)
        for start in starts:
            code = colors[start]
            if not code or chain_of[start] is not None:
                continue
            stone_keys = keys[code]
            stones, liberties = {start}, set()
            chain = _Chain(code, stones, liberties, 0)
            key = 0
            stack = [start]
            while stack:
                p = stack.pop()
                chain_of[p] = chain
                key ^= stone_keys[p]
                for n in adj[p]:
                    c = colors[n]
                    if not c:
                        liberties.add(n)
                    elif c == code and n not in stones:
                        stones.add(n)
                        stack.append(n)
            chain.key = key
            h ^= key
        self.hash = h

    # ---------------------------------------------------------------- reading
    def point(self, vertex: object) -> int:
        """Returns the point index of `vertex`. Raises VertexError (OffBoard for a
        well-formed vertex outside the board); a pass is not a point."""
        p = parse_point(vertex, self.size)
        if p is None:
            raise GoError("a pass is not a point of the board")
        return p

    def vertex(self, point: int) -> str:
        """Returns the name ("D4") of a point index."""
        return vertex_name(point, self.size)

    def __getitem__(self, vertex: object) -> Color | None:
        """Returns the colour of the stone at `vertex`, or None if it is empty.
        Raises VertexError for a malformed or off-board vertex."""
        return _COLOR[self._colors[self.point(vertex)]]

    def get(self, point: int) -> Color | None:
        """Returns the colour at a point index, or None if it is empty."""
        return _COLOR[self._colors[point]]

    def codes(self) -> tuple[int, ...]:
        """Returns the colour codes of every point in point order (0 empty, 1 black,
        2 white)."""
        return tuple(self._colors)

    def neighbors(self, point: int) -> tuple[int, ...]:
        """Returns the orthogonal neighbours of a point (2 in a corner, 3 on an edge, 4)."""
        return self._adj[point]

    def chain(self, point: int) -> ChainInfo | None:
        """Returns the chain through `point`, or None if the point is empty."""
        if self._stale:
            self._rebuild()
        ch = self._chain_of[point]
        if ch is None:
            return None
        return ChainInfo(_COLOR[ch.code], frozenset(ch.stones), frozenset(ch.liberties))

    def liberties(self, point: int) -> int:
        """Returns the number of liberties of the chain through `point` (0 if empty)."""
        if self._stale:
            self._rebuild()
        ch = self._chain_of[point]
        return len(ch.liberties) if ch is not None else 0

    def chains(self, color: Color | None = None) -> list[ChainInfo]:
        """Returns every chain on the board (of one colour if given), in point order of
        their first stone."""
        if self._stale:
            self._rebuild()
        seen: set[int] = set()
        out = []
        for p in range(self.area):
            ch = self._chain_of[p]
            if ch is not None and id(ch) not in seen:
                seen.add(id(ch))
                info = ChainInfo(_COLOR[ch.code], frozenset(ch.stones), frozenset(ch.liberties))
                if color is None or info.color == color:
                    out.append(info)
        return out

    def stones(self, color: Color) -> list[int]:
        """Returns the points holding a stone of `color`, in point order."""
        code = _CODE[Color.parse(color)]
        return [p for p, c in enumerate(self._colors) if c == code]

    def count(self, color: Color) -> int:
        """Returns the number of stones of `color` on the board."""
        return self._colors.count(_CODE[Color.parse(color)])

    def empty_points(self) -> list[int]:
        """Returns the empty points, in point order."""
        return [p for p, c in enumerate(self._colors) if c == EMPTY]

    def __iter__(self) -> Iterator[Color | None]:
        """Yields the colour (or None) of every point in point order."""
        return (_COLOR[c] for c in self._colors)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._colors == other._colors

    def __hash__(self) -> int:
        return self.hash

    def __str__(self) -> str:
        """The board as a diagram: rows top to bottom, X black, O white, . empty."""
        s = self.size
        return "\n".join(
            " ".join(_SYMBOL[c] for c in self._colors[y * s:(y + 1) * s]) for y in range(s)
        )

    def _repr_svg_(self) -> str:
        """Returns the position as an SVG picture (Jupyter and nbviewer show it)."""
        from .diagram import svg

        return svg(self)

    def __repr__(self) -> str:
        return f"<Board {self.size}x{self.size}, hash {self.hash:016x}>"

    # ---------------------------------------------------------------- moves
    def analyze(self, point: int, color: Color) -> MoveAnalysis:
        """Returns what a stone of `color` at `point` would capture or self-capture, and
        the hash after it, without changing the board (see MoveAnalysis)."""
        return MoveAnalysis._make(self._analyze(point, BLACK if color == "B" else WHITE))

    def _analyze(self, point: int, code: int) -> tuple[bool, tuple[int, ...],
                                                        tuple[int, ...], int]:
        """`analyze` for a colour code (1 black, 2 white), as a plain tuple."""
        if self._stale:
            self._rebuild()
        colors = self._colors
        if colors[point]:
            return (True, (), (), self.hash)
        chain_of = self._chain_of
        breathes = False
        captured: list[_Chain] = []
        own: list[_Chain] = []
        for n in self._adj[point]:
            c = colors[n]
            if c == EMPTY:
                breathes = True
            elif c == code:
                ch = chain_of[n]
                if len(ch.liberties) > 1:  # type: ignore[union-attr]
                    breathes = True
                elif ch not in own:
                    own.append(ch)  # type: ignore[arg-type]
            else:
                ch = chain_of[n]
                if len(ch.liberties) == 1 and ch not in captured:  # type: ignore[union-attr]
                    captured.append(ch)  # type: ignore[arg-type]
        h = self.hash ^ self._keys[code][point]
        if captured:
            stones: list[int] = []
            for ch in captured:
                h ^= ch.key
                stones.extend(ch.stones)
            return (False, tuple(sorted(stones)), (), h)
        if breathes:
            return (False, (), (), h)
        # Self-capture: the new stone and every own chain it touches lose their last liberty.
        removed = [point]
        h = self.hash
        for n in self._adj[point]:
            ch = chain_of[n]
            if ch is not None and ch.code == code and ch.stones.isdisjoint(removed):
                removed.extend(ch.stones)
                h ^= ch.key
        return (False, (), tuple(sorted(removed)), h)

    def play(self, point: int, color: Color) -> tuple[list[int], list[int]]:
        """Puts a stone of `color` on the empty `point`, removes the opponent's chains left
        without liberties, then the mover's own chain if it has none (self-capture).

        Returns (captured points, self-captured points). Checks no rule but occupancy:
        ask `analyze` (or a Game) first. Raises GoError if the point holds a stone.
        """
        if self._colors[point]:
            raise GoError(f"{self.vertex(point)} is occupied")
        return self._play(point, BLACK if color == "B" else WHITE)

    def _play(self, point: int, code: int) -> tuple[list[int], list[int]]:
        """`play` for a colour code (1 black, 2 white) on a point known to be empty."""
        if self._stale:
            self._rebuild()
        empty, own, other = self._neighbours(point, code)
        return self._place(point, code, self._keys[code][point], empty, own, other)

    def _neighbours(self, point: int, code: int
                    ) -> tuple[list[int], list[_Chain], list[_Chain]]:
        """Returns the empty neighbours of `point`, the chains of colour `code` next to it
        and the opponent's chains next to it (each chain once, in neighbour order)."""
        colors, chain_of = self._colors, self._chain_of
        empty: list[int] = []
        own: list[_Chain] = []
        other: list[_Chain] = []
        for n in self._adj[point]:
            c = colors[n]
            if not c:
                empty.append(n)
            else:
                ch = chain_of[n]
                if c == code:
                    if ch not in own:
                        own.append(ch)  # type: ignore[arg-type]
                elif ch not in other:
                    other.append(ch)  # type: ignore[arg-type]
        return empty, own, other

    def _place(self, point: int, code: int, key: int, empty: list[int], own: list[_Chain],
               other: list[_Chain]) -> tuple[list[int], list[int]]:
        """Puts the stone (its Zobrist `key`; `empty`, `own`, `other` as `_neighbours`
        gives them) on the board, joins it to its chains, removes the opponent's chains
        left without liberties, then its own chain if it has none. Returns (captured
        points, self-captured points), both sorted."""
        chain_of = self._chain_of
        self._colors[point] = code
        self.hash ^= key
        if own:
            # the stone joins the largest neighbouring chain; the others merge into it
            chain = own[0]
            if len(own) > 1:
                for ch in own:
                    if len(ch.stones) > len(chain.stones):
                        chain = ch
                for ch in own:
                    if ch is not chain:
                        chain.stones |= ch.stones
                        chain.liberties |= ch.liberties
                        chain.key ^= ch.key
                        for s in ch.stones:
                            chain_of[s] = chain
            chain.stones.add(point)
            chain.key ^= key
            libs = chain.liberties
            libs.discard(point)
            libs.update(empty)
        else:
            chain = _Chain(code, {point}, set(empty), key)
        chain_of[point] = chain
        captured: list[int] = []
        for ch in other:
            libs = ch.liberties
            libs.discard(point)
            if not libs:
                captured.extend(ch.stones)
                self._remove(ch)
        if not chain.liberties:
            self_captured = sorted(chain.stones)
            self._remove(chain)
            return captured, self_captured
        if len(captured) > 1:
            captured.sort()
        return captured, []

    def _try_play(self, point: int, code: int, ko: int | None, multi_suicide: bool,
                  seen: dict[int, int] | None, xor: int
                  ) -> tuple[str | None, list[int], list[int]]:
        """Plays colour `code` on `point` if the rules allow it, in one look at its
        neighbours: returns (None, captured, self-captured points) after playing, or
        (reason, [], []) without changing anything: "occupied", "ko" (`point` is the ko
        point), "suicide" (single-stone suicide, or any if not `multi_suicide`),
        "superko" (the board after the move, its hash xor'ed with `xor`, is in `seen`)."""
        if self._stale:
            self._rebuild()
        colors = self._colors
        if colors[point]:
            return ("occupied", [], [])
        if point == ko:
            return ("ko", [], [])
        empty, own, other = self._neighbours(point, code)
        key = self._keys[code][point]
        suicide = False
        if not empty:
            dead = [ch for ch in other if len(ch.liberties) == 1]
            if not dead and all(len(ch.liberties) == 1 for ch in own):
                if not own or not multi_suicide:
                    return ("suicide", [], [])
                suicide = True
        else:
            dead = None
        if seen is not None:
            h = self.hash
            if suicide:
                for ch in own:
                    h ^= ch.key
            else:
                h ^= key
                for ch in other if dead is None else dead:
                    if len(ch.liberties) == 1:
                        h ^= ch.key
            if h ^ xor in seen:
                return ("superko", [], [])
        # play it, reusing what was found
        captured, self_captured = self._place(point, code, key, empty, own, other)
        return (None, captured, self_captured)

    def _remove(self, chain: _Chain) -> None:
        """Takes a chain off the board and gives its points back as liberties."""
        colors, chain_of, adj = self._colors, self._chain_of, self._adj
        self.hash ^= chain.key
        for s in chain.stones:
            colors[s] = EMPTY
            chain_of[s] = None
        for s in chain.stones:
            for n in adj[s]:
                ch = chain_of[n]
                if ch is not None:
                    ch.liberties.add(s)

    def set(self, point: int, color: Color | None) -> None:
        """Sets a point to a stone of `color` or to empty, with no captures (for setting
        up positions). Chains and liberties are recomputed."""
        self._colors[point] = 0 if color is None else _CODE[Color.parse(color)]
        self._rebuild()

    def set_many(self, changes: Iterable[tuple[int, Color | None]]) -> None:
        """Sets several points at once (see `set`), recomputing chains once."""
        for point, color in changes:
            self._colors[point] = 0 if color is None else _CODE[Color.parse(color)]
        self._rebuild()
