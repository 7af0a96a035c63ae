"""Counting a position: area, territory and stone counting, dame, seki and dead stones.

`score_game(game, dead)` (what `Game.score(dead=...)` calls) counts the position at the
game's cursor as if the game ended now, under the game's Rules, and returns a `Score`.

How a position is counted
-------------------------
1. The chains through the `dead` vertices are taken off (unless the rules remove
   nothing, as under Tromp-Taylor: then `dead` is ignored). Each dead stone is a
   prisoner for the opponent.
2. The empty points fall into regions (maximal groups of orthogonally connected empty
   points). A region that touches stones of one colour only belongs to that colour; a
   region that touches both colours is neutral; a region that touches no stone (an
   empty board) belongs to nobody.
3. Seki, judged on the real board: the dead stones stay on it while the seki is read (a
   dead stone inside the eye of a chain in seki still takes a liberty there until it is
   captured: lifted first, the eye would look like two points and the seki would
   disappear). A neutral point is *dame* if a player can fill it; it is a *seki point*
   if neither player can: a stone there would leave its own chain with fewer than two
   liberties and capture nothing (self-atari). Filling one dame can turn another point
   into a seki point (a chain that shares two liberties with the opponent and has a
   third, outside liberty is only in seki once that outside liberty is filled), so the
   dame are filled on a scratch board, one at a time, until none is left:
   first the quiet ones (that put no chain in atari), then those that put a chain in
   atari which its owner can save by connecting at its last liberty (the answer is
   played too). A liberty shared by a black and a white chain that each have exactly one
   eye space (one own region of fewer than BIG_EYE points) and are shut in (below) is
   never filled: both chains are alive (not marked dead; had one won the race, the
   other's stones would be marked dead), so neither side fills their shared liberties
   to capture the other. That is a seki even where no fill is self-atari: a big eye
   against a small eye (a square four in the corner against a one-point eye with two
   shared liberties: the brute force on the raw board finds neither chain captured,
   whoever moves first). The dame are tried in point order, Black first, and which
   fills are taken can depend on that order, so the position is settled in a canonical
   form: the least (as a tuple of colour codes) of its eight orientations, with its
   colours as they are or exchanged; the count is then the same in every orientation
   and with the colours swapped. What is left unfilled is a seki point if it lies
   between chains of both colours that are short of eyes and shut in (each borders at
   most one region of its own colour, of fewer than BIG_EYE points, and none of its
   liberties lies in a region of BIG_EYE points or more: a chain in an open fight of an
   unfinished game is not in seki); anything else left over is dame. Those chains are
   *in seki*; a one-colour region that touches a chain in seki is a seki eye (under
   territory counting it is nobody's), and so is the part of a neutral region that the
   seki points wall off against one colour only.
   This finds the classic shapes: two eyeless chains sharing two liberties, one eye
   each and a shared liberty, a seki next to dame that must be filled first, dead stones
   around or inside a seki. A chain with two real eyes never touches a seki point (a
   stone next to it always keeps two liberties), so pass-alive chains are never in
   seki. The test is local: it does not read sacrifices, so a "seki" that one player
   could break by a throw-in (a nakade) counts as seki until its dead stones are marked
   dead, as the players would agree at the end of a game (`life.judge_dead` reads them).
   *Protective moves*: once the dame are filled, a chain left in atari whose last
   liberty lies in its owner's territory (a false eye, a cut to mend; or the answer to
   a dame that ataris, played inside the own territory) must be saved by a move there
   before the game ends. Under territory counting such a point is not territory
   (`Breakdown.to_fill`, explained by `Breakdown.notes()`); under area counting it
   makes no difference (the stone would count as the point does).
4. What counts (each piece is an independent setting of `Rules`):
   - `counts_stones`: every stone left on the board scores a point (area counting);
   - territory: the one-colour regions, without the seki eyes unless
     `rules.seki_eyes_count` (seki eyes count under area counting, not under territory
     counting); seki points and dame score for nobody;
   - `counts_prisoners`: stones captured during the game and dead stones taken off;
   - White adds komi and the handicap compensation (0, N or N-1 for N handicap stones).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from .board import Board
from .color import Color
from .errors import GoError, VertexError
from .i18n import N_, _, ngettext
from .rules import Rules

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Breakdown", "Score", "Side", "dead_chains", "find_seki", "score_game",
           "score_position"]

EMPTY, BLACK, WHITE = 0, 1, 2
_COLORS = (Color.BLACK, Color.WHITE)
#: An own region of this many points gives a chain room for two eyes: never in seki.
BIG_EYE = 7


# --------------------------------------------------------------------------- records
@dataclass(frozen=True)
class Side:
    """One colour's side of the count.

    `territory`: empty points that score for this colour (after dead stones are taken
    off; under area counting seki eyes included when the rules count them);
    `stones`: this colour's stones left on the board; `prisoners`: opponent stones this
    colour captured during the game; `dead`: opponent stones taken off as dead at the
    end; `komi` and `handicap` (compensation): points given (White only); `total`: the
    points this colour scores under the rules (not every number above counts under every
    rule set: see `Breakdown.counts_stones` and `counts_prisoners`); `to_fill`: points of
    this colour's area that it must still fill with a protective move (a false eye, a
    cut to mend), which territory counting does not count (0 under area counting).
    """

    territory: int
    stones: int
    prisoners: int
    dead: int
    komi: float
    handicap: int
    total: float
    to_fill: int = 0


@dataclass(frozen=True)
class Breakdown:
    """What a Score is made of, ready for a teacher to show.

    `black`, `white`: each colour's `Side`. `counts_stones`, `counts_prisoners`: which
    numbers the rules count. `territory`: the vertices of each colour's scoring empty
    points; `dame`: neutral points that score for nobody; `seki`: empty points in or
    between chains in seki that score for nobody; `seki_stones`: the stones of chains in
    seki; `dead`: the stones of each colour taken off as dead. `rules`: the rule set's
    name. `to_fill`: under territory counting, the points of each colour's area where it
    must still play a protective move once the dame are filled (to save a chain left in
    atari: a false eye, a cut): they are not territory (`notes()` explains them).
    """

    black: Side
    white: Side
    counts_stones: bool
    counts_prisoners: bool
    territory: dict[Color, frozenset[str]]
    dame: frozenset[str]
    seki: frozenset[str]
    seki_stones: frozenset[str]
    dead: dict[Color, frozenset[str]]
    rules: str = "custom"
    remove_dead: bool = True
    to_fill: dict[Color, frozenset[str]] = field(
        default_factory=lambda: {Color.BLACK: frozenset(), Color.WHITE: frozenset()})

    def side(self, color: Color | str) -> Side:
        """Returns the Side of `color`. Raises GoError if it names no colour."""
        return self.black if Color.parse(color) is Color.BLACK else self.white

    def rows(self, language: str | None = None) -> list[tuple[str, float, float]]:
        """Returns the count as table rows `(label, black, white)`, labels translated into
        `language` (the session's language if None): only the lines that score under
        the rules, then the total."""
        b, w = self.black, self.white
        lines: list[tuple[str, float, float]] = [(N_("Territory"), b.territory, w.territory)]
        if b.to_fill or w.to_fill:
            lines.append((N_("Points to fill (not territory)"), b.to_fill, w.to_fill))
        if self.counts_stones:
            lines.append((N_("Stones on the board"), b.stones, w.stones))
        if self.counts_prisoners:
            lines.append((N_("Prisoners"), b.prisoners, w.prisoners))
            if self.remove_dead:
                lines.append((N_("Dead stones"), b.dead, w.dead))
        lines.append((N_("Komi"), b.komi, w.komi))
        if b.handicap or w.handicap:
            lines.append((N_("Handicap compensation"), b.handicap, w.handicap))
        lines.append((N_("Total"), b.total, w.total))
        return [(_(label, language), black, white) for label, black, white in lines]

    def notes(self, language: str | None = None) -> list[str]:
        """Returns the sentences that explain what the rows alone do not, translated into
        `language` (the session's language if None): for now, the points each colour
        must still fill with a protective move (empty list when there are none)."""
        out = []
        for color, side in ((Color.BLACK, self.black), (Color.WHITE, self.white)):
            n = side.to_fill
            if not n:
                continue
            where = ", ".join(sorted(self.to_fill[color], key=_vertex_key))
            if color is Color.BLACK:
                out.append(ngettext(
                    "Black must still fill {n} point of its own area ({vertices}) to save "
                    "stones left in atari (a false eye or a cut): under territory counting "
                    "it is not territory.",
                    "Black must still fill {n} points of its own area ({vertices}) to save "
                    "stones left in atari (false eyes or cuts): under territory counting "
                    "they are not territory.", n, language, vertices=where))
            else:
                out.append(ngettext(
                    "White must still fill {n} point of its own area ({vertices}) to save "
                    "stones left in atari (a false eye or a cut): under territory counting "
                    "it is not territory.",
                    "White must still fill {n} points of its own area ({vertices}) to save "
                    "stones left in atari (false eyes or cuts): under territory counting "
                    "they are not territory.", n, language, vertices=where))
        return out

    def to_dict(self) -> dict[str, Any]:
        """Returns the breakdown as JSON-friendly data: numbers, booleans, strings and
        sorted lists of vertices."""
        def points(vertices: Iterable[str]) -> list[str]:
            return sorted(vertices, key=_vertex_key)

        return {
            "rules": self.rules,
            "counts_stones": self.counts_stones,
            "counts_prisoners": self.counts_prisoners,
            "remove_dead": self.remove_dead,
            "black": dict(vars(self.black)),
            "white": dict(vars(self.white)),
            "territory": {c.value: points(self.territory[c]) for c in _COLORS},
            "dame": points(self.dame),
            "seki": points(self.seki),
            "seki_stones": points(self.seki_stones),
            "dead": {c.value: points(self.dead[c]) for c in _COLORS},
            "to_fill": {c.value: points(self.to_fill[c]) for c in _COLORS},
        }


@dataclass(frozen=True, eq=False)
class Score:
    """The count of a position: `black` and `white` totals (komi and handicap
    compensation included), `winner` (a Color, or None for a draw), `margin` (>= 0) and
    the `breakdown`. `str(score)` is the SGF result: "B+3.5", "W+0.5", "B+41", "0".

    A Score equals another with the same totals, and the string of its result
    (`score == "B+3.5"`).
    """

    black: float
    white: float
    breakdown: Breakdown = field(repr=False)

    @property
    def winner(self) -> Color | None:
        """Returns the colour with more points, or None for a draw."""
        if self.black == self.white:
            return None
        return Color.BLACK if self.black > self.white else Color.WHITE

    @property
    def margin(self) -> float:
        """Returns how many points the winner wins by (0.0 for a draw)."""
        return abs(self.black - self.white)

    @property
    def result(self) -> str:
        """Returns the result in SGF form ("B+3.5", "W+0.5", "B+41", "0")."""
        winner = self.winner
        if winner is None:
            return "0"
        return f"{winner.value}+{_number(self.margin)}"

    def rows(self, language: str | None = None) -> list[tuple[str, float, float]]:
        """Returns `breakdown.rows(language)`: table rows (label, black, white)."""
        return self.breakdown.rows(language)

    def to_dict(self) -> dict[str, Any]:
        """Returns the score as JSON-friendly data: result, totals, winner and breakdown."""
        winner = self.winner
        return {
            "result": self.result,
            "black": self.black,
            "white": self.white,
            "winner": None if winner is None else winner.value,
            "margin": self.margin,
            "breakdown": self.breakdown.to_dict(),
        }

    def __str__(self) -> str:
        return self.result

    def __repr__(self) -> str:
        return (f"Score({self.result!r}, black={_number(self.black)}, "
                f"white={_number(self.white)})")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Score):
            return (self.black, self.white) == (other.black, other.white)
        if isinstance(other, str):
            return self.result == other.strip().upper()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.result)


def _number(x: float) -> str:
    """Returns `x` without a trailing ".0" ("41", "3.5")."""
    return str(int(x)) if float(x).is_integer() else str(x)


def _vertex_key(vertex: str) -> tuple[int, str]:
    return (int(vertex[1:]), vertex[0])


# --------------------------------------------------------------------------- counting
def score_game(game: Game, dead: Iterable[object] = ()) -> Score:
    """Returns the Score of the position at `game`'s cursor as if the game ended now,
    under `game.rules`, with the chains through `dead` taken off as dead (ignored when
    the rules remove nothing). Prisoners come from `game.captures`; the handicap
    compensation from `game.handicap`.

    Raises VertexError for a malformed or off-board vertex in `dead`, or one with no
    stone on it; nothing is changed then (nor ever: the game is only read).
    """
    captures = game.captures
    return score_position(
        game.board, game.rules, dead=dead,
        prisoners=(captures[Color.BLACK], captures[Color.WHITE]),
        handicap=game.handicap,
    )


def dead_chains(board: Board, dead: Iterable[object]) -> set[int]:
    """Returns the points of every chain through the vertices in `dead` ("D4", (3, 3), or
    a single vertex string).

    Raises VertexError for a malformed or off-board vertex, or an empty one.
    """
    points: set[int] = set()
    for vertex in _vertices(dead):
        p = board.point(vertex)
        if p in points:
            continue
        chain = board.chain(p)
        if chain is None:
            raise VertexError(f"no stone at {board.vertex(p)} to mark as dead")
        points |= chain.stones
    return points


def _vertices(dead: Iterable[object]) -> list[object]:
    """Returns `dead` as a list of vertices: a lone vertex ("D4" or (3, 3)) becomes a
    list of one. Raises VertexError if `dead` is not iterable."""
    if isinstance(dead, str) or (isinstance(dead, tuple) and len(dead) == 2
                                 and all(isinstance(x, int) for x in dead)):
        return [dead]
    try:
        return list(dead)
    except TypeError:
        raise VertexError(f"dead stones are a list of vertices, not {dead!r}") from None


def score_position(board: Board, rules: Rules | str | None = None, *,
                   dead: Iterable[object] = (), prisoners: tuple[int, int] = (0, 0),
                   handicap: int = 0) -> Score:
    """Returns the Score of `board` under `rules` (a Rules or a preset name), with the
    chains through `dead` taken off, `prisoners` = (stones Black captured, stones White
    captured) during the game, and `handicap` stones for the compensation.

    Raises VertexError for a bad vertex in `dead` (see `dead_chains`), RulesError for
    unknown rules, GoError for negative prisoners.
    """
    rules = Rules.of(rules)
    if any(n < 0 for n in prisoners):
        raise GoError(f"prisoners cannot be negative: {prisoners!r}")
    if rules.remove_dead:
        removed = dead_chains(board, dead)
    else:
        for vertex in _vertices(dead):  # still refuse what is not a vertex at all
            board.point(vertex)
        removed = set()
    size = board.size
    codes = list(board.codes())
    dead_by: dict[Color, set[int]] = {Color.BLACK: set(), Color.WHITE: set()}
    for p in removed:
        dead_by[Color.BLACK if codes[p] == BLACK else Color.WHITE].add(p)
        codes[p] = EMPTY

    neighbors = _neighbor_table(size)
    regions = _regions(codes, neighbors)
    neutral = [p for points, borders in regions if borders == BLACK | WHITE for p in points]
    seki_points, seki_stones, protect = _settle(board, removed, neutral)
    territory: dict[int, list[int]] = {BLACK: [], WHITE: []}
    seki_eyes: dict[int, list[int]] = {BLACK: [], WHITE: []}
    to_fill: dict[int, list[int]] = {BLACK: [], WHITE: []}
    dame: list[int] = []
    seki: list[int] = []
    for region, borders in regions:
        if borders in (BLACK, WHITE):
            if seki_stones and any(n in seki_stones for p in region for n in neighbors[p]):
                seki_eyes[borders] += region
            elif not rules.counts_stones:
                for p in region:
                    (to_fill if p in protect[borders] else territory)[borders].append(p)
            else:
                territory[borders] += region
        elif borders:
            seki += [p for p in region if p in seki_points]
            rest = [p for p in region if p not in seki_points]
            if len(rest) == len(region):
                dame += rest
                continue
            # Walled off by the seki points, a part of the region that touches one
            # colour only and a chain in seki is an eye of the seki (the point of a dead
            # stone inside it, for one); any other part is dame.
            for part, by in _parts(rest, codes, neighbors):
                if by in (BLACK, WHITE) and any(n in seki_stones for p in part
                                                for n in neighbors[p]):
                    seki_eyes[by] += part
                else:
                    dame += part
        else:
            dame += region
    for code in (BLACK, WHITE):
        if rules.seki_eyes_count:
            territory[code] += seki_eyes[code]
        else:
            seki += seki_eyes[code]

    comp = rules.handicap_compensation.points(handicap)
    sides = []
    for code, color in ((BLACK, Color.BLACK), (WHITE, Color.WHITE)):
        terr = len(territory[code])
        stones = codes.count(code)
        taken = prisoners[0] if code == BLACK else prisoners[1]
        dead_taken = len(dead_by[color.opponent])
        komi = rules.komi if code == WHITE else 0.0
        bonus = comp if code == WHITE else 0
        total = float(terr) + komi + bonus
        if rules.counts_stones:
            total += stones
        if rules.counts_prisoners:
            total += taken + dead_taken
        sides.append(Side(terr, stones, taken, dead_taken, komi, bonus, total,
                          len(to_fill[code])))

    def names(points: Iterable[int]) -> frozenset[str]:
        return frozenset(board.vertex(p) for p in points)

    breakdown = Breakdown(
        black=sides[0], white=sides[1],
        counts_stones=rules.counts_stones, counts_prisoners=rules.counts_prisoners,
        territory={Color.BLACK: names(territory[BLACK]), Color.WHITE: names(territory[WHITE])},
        dame=names(dame), seki=names(seki),
        seki_stones=names(seki_stones),
        dead={c: names(dead_by[c]) for c in _COLORS},
        rules=rules.name, remove_dead=rules.remove_dead,
        to_fill={Color.BLACK: names(to_fill[BLACK]), Color.WHITE: names(to_fill[WHITE])},
    )
    return Score(sides[0].total, sides[1].total, breakdown)


def _parts(points: list[int], codes: list[int], neighbors: tuple[tuple[int, ...], ...]
           ) -> list[tuple[list[int], int]]:
    """Returns the connected parts of the empty `points` (moving only through them), each
    with the colour codes of the stones bordering it or'ed together."""
    inside = set(points)
    seen: set[int] = set()
    out = []
    for start in points:
        if start in seen:
            continue
        seen.add(start)
        part, borders = [start], 0
        for p in part:
            for n in neighbors[p]:
                if n in inside:
                    if n not in seen:
                        seen.add(n)
                        part.append(n)
                elif codes[n]:
                    borders |= codes[n]
        out.append((part, borders))
    return out


_neighbor_tables: dict[int, tuple[tuple[int, ...], ...]] = {}


def _neighbor_table(size: int) -> tuple[tuple[int, ...], ...]:
    """Returns, for each point of a `size` board, its orthogonal neighbours."""
    table = _neighbor_tables.get(size)
    if table is None:
        table = _neighbor_tables[size] = tuple(
            tuple(n for n, ok in ((p - size, p >= size), (p - 1, p % size > 0),
                                  (p + 1, p % size < size - 1), (p + size, p < size * size - size))
                  if ok)
            for p in range(size * size))
    return table


def _regions(codes: list[int], neighbors: tuple[tuple[int, ...], ...]
             ) -> list[tuple[list[int], int]]:
    """Returns the empty regions of a board given by its colour codes: (points, the colour
    codes bordering it or'ed together: 0 none, 1 black, 2 white, 3 both)."""
    seen = [c != EMPTY for c in codes]
    out = []
    for start in range(len(codes)):
        if seen[start]:
            continue
        seen[start] = True
        region = [start]
        borders = 0
        for p in region:  # grows while it is walked
            for n in neighbors[p]:
                c = codes[n]
                if c:
                    borders |= c
                elif not seen[n]:
                    seen[n] = True
                    region.append(n)
        out.append((region, borders))
    return out


# --------------------------------------------------------------------------- seki
def find_seki(board: Board, neutral: Iterable[int] | None = None,
              dead: Iterable[int] = ()) -> tuple[set[int], set[int]]:
    """Returns (seki points, stones in seki) of `board`, the real board with any dead
    stones still on it (their points given as `dead`): the neutral empty points (those
    of regions touching both colours once the dead stones are lifted, or the points
    given as `neutral`) that neither player can fill once every fillable one has been
    filled on a scratch board (see the module's docstring), and the living stones of the
    chains touching them."""
    seki_points, stones, _protect = _settle(board, set(dead), neutral)
    return seki_points, stones


def _settle(board: Board, dead: set[int], neutral: Iterable[int] | None
            ) -> tuple[set[int], set[int], dict[int, set[int]]]:
    """Returns what `_settle_codes` returns for `board`, settled in a canonical form: the
    dame are filled in point order, Black tried first, and which fills are taken can
    depend on that order; settling the least of the board's eight orientations (turns and
    mirror images), colours as they are or exchanged, compared as tuples of colour codes,
    makes the result the same in every orientation and with the colours swapped."""
    size = board.size
    real = bytes(board.codes())
    perm, inverse, getter, swap = _canonical_form(real, size)
    if not swap and perm is _orientations(size)[0][0]:
        return _settle_codes(size, list(real), dead, neutral)
    seki_points, stones, protect = _settle_codes(
        size, list(getter(real.translate(_SWAP) if swap else real)),
        {inverse[p] for p in dead}, None if neutral is None else [inverse[p] for p in neutral])
    return ({perm[p] for p in seki_points}, {perm[p] for p in stones},
            {(BLACK + WHITE - code if swap else code): {perm[p] for p in points}
             for code, points in protect.items()})


#: Exchanges the colour codes of a bytes board (1 black <-> 2 white).
_SWAP = bytes.maketrans(bytes((BLACK, WHITE)), bytes((WHITE, BLACK)))

_Orientation = tuple[tuple[int, ...], tuple[int, ...], "itemgetter[Any]",
                     tuple["itemgetter[Any]", ...]]
_orientation_tables: dict[int, tuple[_Orientation, ...]] = {}


def _canonical_form(real: bytes, size: int
                    ) -> tuple[tuple[int, ...], tuple[int, ...], itemgetter, bool]:
    """Returns (`order`, its inverse, its getter, `swap`) of the least form of the board of
    colour codes `real`: point i of that form is point order[i] of the board, colours
    exchanged if `swap`. The forms are compared a row at a time, only while two are
    equal so far."""
    left = [(orientation, codes, swap)
            for codes, swap in ((real, False), (real.translate(_SWAP), True))
            for orientation in _orientations(size)]
    for r in range(size):
        keys = [orientation[3][r](codes) for orientation, codes, _swap in left]
        least = min(keys)
        left = [form for form, key in zip(left, keys, strict=True) if key == least]
        if len(left) == 1:
            break
    (order, inverse, getter, _rows), _codes, swap = left[0]
    return order, inverse, getter, swap


def _orientations(size: int) -> tuple[_Orientation, ...]:
    """Returns the eight orientations of a `size` board (the identity first), each as
    (`order`, its inverse, its itemgetter, the itemgetters of its rows): point i of the
    turned board is point order[i] of the board (point p of the board is point
    inverse[p] of the turned one); the getters turn colour codes into the turned board's
    codes, all of them or a row's."""
    table = _orientation_tables.get(size)
    if table is None:
        out = []
        for turns in range(4):
            for mirror in (False, True):
                order = []
                for p in range(size * size):
                    x, y = p % size, p // size
                    if mirror:
                        x = size - 1 - x
                    for _ in range(turns):
                        x, y = y, size - 1 - x
                    order.append(y * size + x)
                rows = tuple(itemgetter(*order[r * size:(r + 1) * size]) for r in range(size))
                inverse = [0] * len(order)
                for i, p in enumerate(order):
                    inverse[p] = i
                out.append((tuple(order), tuple(inverse), itemgetter(*order), rows))
        table = _orientation_tables[size] = tuple(out)
    return table


def _settle_codes(size: int, real: list[int], dead: set[int], neutral: Iterable[int] | None
                  ) -> tuple[set[int], set[int], dict[int, set[int]]]:
    """Returns (seki points, stones in seki, {colour code: points that need a protective
    move}) of the real board of `size` given by its colour codes `real` (point order),
    whose `dead` stones are still on it.

    The dame are filled on a scratch copy of the real board (so that a dead stone inside
    an eye still takes a liberty there, as it does until it is captured); eyes, regions
    and territory are those of the board with the dead stones lifted. A point needs a
    protective move when, once the dame are filled, its owner must play there to save a
    chain of his left in atari (a false eye, a cut to mend): the answer to a dame that
    ataris, or the last liberty of a chain left in atari inside its own territory.
    """
    neighbors = _neighbor_table(size)
    codes = [EMPTY if p in dead else c for p, c in enumerate(real)]  # dead stones lifted
    regions_all = _regions(codes, neighbors)
    region_of = [-1] * len(codes)
    for i, (region, _borders) in enumerate(regions_all):
        for p in region:
            region_of[p] = i
    if neutral is None:
        neutral = [p for points, borders in regions_all if borders == BLACK | WHITE
                   for p in points]
    pending = sorted(p for p in neutral if real[p] == EMPTY)
    protect: dict[int, set[int]] = {BLACK: set(), WHITE: set()}

    def own_region(p: int, code: int) -> bool:
        return region_of[p] >= 0 and regions_all[region_of[p]][1] == code

    # A liberty shared by a black and a white chain that each have one eye space (an own
    # region of fewer than BIG_EYE points), shut in, is never filled: both chains are
    # alive (not marked dead: had one won the race, the other would be), so neither
    # side fills their shared liberties to capture the other: a seki, however big one
    # eye is against the other (a big eye against a small one: no fill is self-atari).
    scratch = Board.from_codes(size, real)
    facts = _ChainFacts(codes, neighbors, regions_all, region_of)
    held = set()
    for p in pending:
        around = [codes[n] for n in neighbors[p]]
        if BLACK not in around or WHITE not in around or len(
                regions_all[region_of[p]][0]) >= BIG_EYE:
            continue  # no liberty of both colours, or of no chain shut in
        found = 0
        for n in neighbors[p]:
            code = codes[n]
            if code and not found & code:
                _chain, eyes, shut_in = facts.of(n)
                if eyes == 1 and shut_in:
                    found |= code
        if found == BLACK | WHITE:
            held.add(p)
    pending = [p for p in pending if p not in held]
    while pending:
        progressed = False
        for allow_atari in (False, True):
            left = []
            for p in pending:
                if scratch.get(p) is not None:
                    continue
                answers = _fill(scratch, p, allow_atari)
                if answers is None:
                    left.append(p)
                    continue
                progressed = True
                for q, code in answers:
                    if own_region(q, code):
                        protect[code].add(q)
            pending = left
            if progressed:
                break
        if not progressed:
            break
    candidates = sorted({p for p in pending if scratch.get(p) is None} | held)
    _protective_moves(scratch, dead, own_region, protect)
    if not candidates:
        return set(), set(), protect
    # A chain can only be in seki with fewer than two eyes: it borders at most one
    # region of its own colour, and not one of BIG_EYE points or more; and it is shut
    # in: none of its liberties lies in a region (own or neutral) of BIG_EYE points or
    # more. A candidate point is a seki point only between such chains of both colours
    # (the others are left over from filling a large neutral area in an unfinished
    # game: dame).
    short: dict[int, frozenset[int] | None] = {}  # a stone -> its chain if short of eyes

    def short_chain(stone: int) -> frozenset[int] | None:
        if stone not in short:
            chain, eyes, shut_in = facts.of(stone)
            # ... and the chain is still itself on the filled board: not a chain that
            # filling a large open area built around it (a few fills join it at most).
            grown = scratch.chain(stone)
            shut_in = shut_in and grown is not None and sum(
                1 for q in grown.stones if not codes[q]) <= 2
            verdict = chain if shut_in and eyes < 2 else None
            for s in chain:
                short[s] = verdict
        return short[stone]

    seki_points: set[int] = set()
    stones: set[int] = set()
    for p in candidates:
        around = [(codes[n], short_chain(n)) for n in neighbors[p] if codes[n]]
        if {code for code, chain in around if chain is not None} == {BLACK, WHITE}:
            seki_points.add(p)
            for _code, chain in around:
                if chain is not None:
                    stones |= chain
    for code in (BLACK, WHITE):
        protect[code] -= seki_points
    return seki_points, stones, protect


class _ChainFacts:
    """What the seki test needs to know of the chains on `codes` (the colour codes of the
    board with the dead stones lifted), read once per chain when first asked."""

    def __init__(self, codes: list[int], neighbors: tuple[tuple[int, ...], ...],
                 regions: list[tuple[list[int], int]], region_of: list[int]) -> None:
        self.codes, self.neighbors = codes, neighbors
        self.regions, self.region_of = regions, region_of
        self.facts: dict[int, tuple[frozenset[int], int, bool]] = {}

    def of(self, stone: int) -> tuple[frozenset[int], int, bool]:
        """Returns (the chain through `stone`, how many regions of its own colour it
        borders, whether every region it borders has fewer than BIG_EYE points: short
        of eyes, and shut in)."""
        fact = self.facts.get(stone)
        if fact is None:
            codes, neighbors, regions, region_of = (self.codes, self.neighbors,
                                                    self.regions, self.region_of)
            code = codes[stone]
            chain, stack, around = {stone}, [stone], set()
            while stack:
                for n in neighbors[stack.pop()]:
                    c = codes[n]
                    if not c:
                        around.add(region_of[n])
                    elif c == code and n not in chain:
                        chain.add(n)
                        stack.append(n)
            fact = (frozenset(chain), sum(1 for i in around if regions[i][1] == code),
                    all(len(regions[i][0]) < BIG_EYE for i in around))
            for s in chain:
                self.facts[s] = fact
        return fact


def _protective_moves(scratch: Board, dead: set[int],
                      own_region: Callable[[int, int], bool],
                      protect: dict[int, set[int]]) -> None:
    """Adds to `protect` the last liberty of every living chain left in atari on the
    filled `scratch` board (dead stones lifted) when that liberty lies in its owner's
    territory and playing it saves the chain; plays those moves and looks again."""
    size = scratch.size
    codes = scratch.codes()
    if not any(c and scratch.liberties(p) == 1 and p not in dead for p, c in enumerate(codes)):
        return  # no living chain in atari (lifting the dead stones only adds liberties)
    board = Board.from_codes(size, [EMPTY if p in dead else c for p, c in enumerate(codes)])
    for _round in range(size * size):
        found = False
        for chain in board.chains():
            if len(chain.liberties) != 1:
                continue
            (last,) = chain.liberties
            color = board.get(min(chain.stones))
            code = BLACK if color is Color.BLACK else WHITE
            if last in protect[code] or not own_region(last, code):
                continue
            if _try(board, last, color) is None:
                continue  # filling cannot save it
            board.play(last, color)
            protect[code].add(last)
            found = True
            break
        if not found:
            return


def _fill(board: Board, p: int, allow_atari: bool) -> list[tuple[int, int]] | None:
    """Fills the empty point `p` on the scratch `board` with a stone of a colour that can
    play there without self-atari and returns the answers played with it, as (point,
    colour code) pairs (often none); None (and no change) if neither colour can.
    Unless `allow_atari`, a fill that leaves an opponent chain in atari is refused; with
    it, such a fill is taken only when the owner can save the chain by playing its last
    liberty, and that answer is played too (or when nothing can save it)."""
    for color in _COLORS:
        verdict = _try(board, p, color)
        if verdict is None:
            continue
        captures, ataris = verdict
        if captures or not ataris:
            board.play(p, color)
            return []
        if not allow_atari:
            continue
        board.play(p, color)
        answers = []
        for last in ataris:
            if board.get(last) is None and _try(board, last, color.opponent) is not None:
                board.play(last, color.opponent)
                answers.append((last, WHITE if color is Color.BLACK else BLACK))
        return answers
    return None


def _try(board: Board, p: int, color: Color) -> tuple[bool, list[int]] | None:
    """Returns None if a stone of `color` at `p` would be self-atari (fewer than two
    liberties and no capture); else (captures something, the last liberties of the
    opponent chains it would leave in atari)."""
    empties = 0
    roomy = False  # an own neighbour chain with three or more liberties
    own: list[int] = []
    captures = False
    ataris: list[int] = []
    for n in board.neighbors(p):
        c = board.get(n)
        if c is None:
            empties += 1
            continue
        libs = board.liberties(n)
        if c is color:
            if libs >= 3:
                roomy = True
            else:
                own.append(n)
        elif libs == 1:
            captures = True
        elif libs == 2:
            last = board.chain(n).liberties - {p}  # type: ignore[union-attr]
            if len(last) == 1:
                ataris.extend(last)
    if captures:
        return True, []
    if not roomy and empties < 2:
        # count the liberties of the chain the stone would form
        union = {n for n in board.neighbors(p) if board.get(n) is None}
        for n in own:
            union |= board.chain(n).liberties  # type: ignore[union-attr]
        union.discard(p)
        if len(union) < 2:
            return None
    return False, sorted(set(ataris))
