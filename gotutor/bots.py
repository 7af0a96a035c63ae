"""The built-in bot's levels: opponents that need nothing but Python (JupyterLite included).

    bot = level_bot(3, seed=1)
    bot.choose(game)          # "E5", "pass" (never "resign")

Four levels, each clearly stronger than the one below (tests/test_bots.py plays them
against each other):

1. `RandomBot`: a random legal move that does not fill its own eye.
2. `BeginnerBot`: captures, escapes atari, avoids self-atari, otherwise random.
3. `ShapeBot`: every legal move gets a value: stones captured, chains saved from atari,
   ataris that the opponent cannot escape, self-ataris refused, good lines in the
   opening, and the points its influence wins (an influence map of all the stones); it
   plays one of the best.
4. `ReadingBot`: the ShapeBot's values weighed by random playouts (a move where the
   game is still open is worth more), then its best few moves each answered by the
   opponent's best reply: it plays the move whose reply hurts least.

Every level passes after its opponent passed when its own estimate of the position (the
influence map's area count with komi) says it wins, and when no move has any value left;
so a game can end early, and a beginner who passes too soon loses it.
"""

from __future__ import annotations

import random
from functools import cache

from .board import Board
from .color import Color
from .errors import GoError
from .game import Game
from .gtp import BeginnerBot, RandomBot

__all__ = ["LEVELS", "ReadingBot", "ShapeBot", "estimate", "level_bot"]

#: The built-in levels, weakest first.
LEVELS = (1, 2, 3, 4)

_RADIUS = 3
_WEIGHT = {0: 8.0, 1: 4.0, 2: 2.0, 3: 1.0}


@cache
def _around(size: int) -> tuple[tuple[tuple[int, float], ...], ...]:
    """For each point, the points within Manhattan distance _RADIUS with their weight."""
    out = []
    for p in range(size * size):
        x, y = p % size, p // size
        near = []
        for q in range(size * size):
            d = abs(q % size - x) + abs(q // size - y)
            if d <= _RADIUS:
                near.append((q, _WEIGHT[d]))
        out.append(tuple(near))
    return tuple(out)


@cache
def _line(size: int) -> tuple[int, ...]:
    """For each point, its line from the edge (1 on the edge)."""
    return tuple(1 + min(p % size, p // size, size - 1 - p % size, size - 1 - p // size)
                 for p in range(size * size))


def _influence(board: Board) -> list[float]:
    """Returns each point's influence: positive for Black, negative for White. Stones in
    atari radiate nothing (they are about to be taken)."""
    size = board.size
    around = _around(size)
    field = [0.0] * (size * size)
    for p in range(size * size):
        color = board.get(p)
        if color is None or board.liberties(p) == 1:
            continue
        sign = 1.0 if color is Color.BLACK else -1.0
        for q, w in around[p]:
            field[q] += sign * w
    return field


def estimate(game: Game) -> float:
    """Returns the influence map's estimate of the score, Black's points minus White's
    (komi counted, area counting): stones not in atari, and empty points on whose side
    the influence leans by more than 1."""
    return _area(game.board) - game.komi


def _area(board: Board) -> float:
    """`estimate` without komi."""
    field = _influence(board)
    total = 0.0
    for p in range(board.area):
        color = board.get(p)
        if color is not None and board.liberties(p) > 1:
            total += 1 if color is Color.BLACK else -1
        elif color is None and abs(field[p]) > 1.0:
            total += 1 if field[p] > 0 else -1
    return total


#: the margin (points, by `estimate`) by which a bot must lead to answer a pass with a pass
#: while it still has moves of value
PASS_MARGIN = 5.0


def _winning(game: Game, color: Color, margin: float = 0.0) -> bool:
    """True if `estimate` says `color` leads by more than `margin` points."""
    score = estimate(game)
    return score > margin if color is Color.BLACK else -score > margin


def _opponent_passed(game: Game) -> bool:
    last = game.last_move
    return last is not None and last.is_pass


def _accepts_pass(game: Game, values: dict[str, float] | None = None) -> bool:
    """True if the player to move answers the opponent's pass with a pass: it leads by
    `estimate`, by more than PASS_MARGIN while it still has a move worth a point
    (`values`: the moves' values, None for a bot that values none)."""
    if not _opponent_passed(game):
        return False
    worth = values is None or max(values.values(), default=0.0) > 1.0
    return _winning(game, game.to_move, PASS_MARGIN if worth else 0.0)


def _owner(value: float) -> int:
    return 1 if value > 1.0 else (-1 if value < -1.0 else 0)


class ShapeBot(RandomBot):
    """Level 3: values every legal move (see the module's docstring) and plays one of the
    best (ties broken by its random generator: the same `seed` gives the same moves)."""

    #: moves within this much of the best are taken as equally good
    SLACK = 0.5

    def values(self, game: Game) -> dict[str, float]:
        """Returns {vertex: value} for the player to move's candidate moves (legal, not
        filling its own eye)."""
        board, color = game.board, game.to_move
        return _values(board, color, self.candidates(game), len(game.moves))

    def choose(self, game: Game) -> str:
        """Returns the vertex this bot plays in `game`, or "pass"."""
        values = self.values(game)
        if _accepts_pass(game, values):
            return "pass"
        return self._pick(values)

    def _pick(self, values: dict[str, float]) -> str:
        if not values:
            return "pass"
        best = max(values.values())
        if best <= 0.0:
            return "pass"
        top = sorted(v for v, x in values.items() if x >= best - self.SLACK)
        return self.rng.choice(top)


class ReadingBot(ShapeBot):
    """Level 4: the ShapeBot's values, weighed by where the game is still open, then read
    one reply deep.

    Random playouts from the position (`gotutor.life.ownership`, `PLAYOUTS` of them) say
    how settled each point is: a move gets up to `URGENCY` more where the ownership is
    open, and loses that much where one side owns the point in nearly every playout.
    Then each of the `WIDTH` best moves is played and answered by the opponent's best
    reply as the ShapeBot values it (a capture, an atari that works, a cut...): the
    move played is the one whose value, less `REPLY` times that reply's, is highest."""

    PLAYOUTS = 40
    URGENCY = 4.0
    WIDTH = 6
    REPLY = 0.7

    def values(self, game: Game) -> dict[str, float]:
        """Returns {vertex: value} for the player to move's candidate moves (the
        ShapeBot's values weighed by the playouts' ownership)."""
        from .life import ownership

        values = super().values(game)
        if not values:
            return values
        owned = ownership(game.board, game.to_move, playouts=self.PLAYOUTS,
                          seed=self.rng.randrange(1 << 30))
        board = game.board
        out = {}
        for vertex, value in values.items():
            settled = abs(owned[board.point(vertex)])
            bonus = self.URGENCY * (1.0 - settled) - (self.URGENCY if settled > 0.9 else 0.0)
            out[vertex] = value + bonus if value > -5.0 else value
        return out

    def choose(self, game: Game) -> str:
        """Returns the vertex this bot plays in `game`, or "pass"."""
        values = self.values(game)
        if _accepts_pass(game, values) or not values or max(values.values()) <= 0.0:
            return "pass"
        color, other = game.to_move, game.to_move.opponent
        ranked = sorted(values, key=lambda v: (-values[v], v))[:self.WIDTH]
        scored: dict[str, float] = {}
        for vertex in ranked:
            after = game.board.copy()
            after.play(after.point(vertex), color)
            replies = _values(after, other, _plain_candidates(after, other),
                              len(game.moves) + 1)
            reply = max(replies.values(), default=0.0)
            scored[vertex] = values[vertex] - self.REPLY * max(reply, 0.0)
        best = max(scored.values())
        return self.rng.choice(sorted(v for v, x in scored.items() if x >= best - self.SLACK))


def _plain_candidates(board: Board, color: Color) -> list[str]:
    """The empty points that are no suicide and no own eye (ko is not known here)."""
    out = []
    for p in board.empty_points():
        neighbours = board.neighbors(p)
        if all(board.get(n) is color for n in neighbours):
            continue
        found = board.analyze(p, color)
        if found.self_capture:
            continue
        out.append(board.vertex(p))
    return out


def _chain_liberties_after(board: Board, p: int, color: Color) -> set[int]:
    libs: set[int] = set()
    for n in board.neighbors(p):
        c = board.get(n)
        if c is None:
            libs.add(n)
        elif c is color:
            info = board.chain(n)
            assert info is not None
            libs |= info.liberties
    libs.discard(p)
    return libs


def _escapes(board: Board, chain_libs: frozenset[int], color: Color) -> bool:
    """True if a chain of `color` with one liberty in `chain_libs` gets three or more
    liberties by extending there (a crude answer to "can it run away")."""
    (last,) = tuple(chain_libs)
    return len(_chain_liberties_after(board, last, color)) >= 3


def _values(board: Board, color: Color, candidates: list[str], moves: int) -> dict[str, float]:
    """Values each of `candidates` for `color` on `board` (see the module's docstring)."""
    size = board.size
    other = color.opponent
    sign = 1.0 if color is Color.BLACK else -1.0
    field = _influence(board)
    around = _around(size)
    line = _line(size)
    opening = moves < size + 3
    out: dict[str, float] = {}
    for vertex in candidates:
        p = board.point(vertex)
        found = board.analyze(p, color)
        value = 0.0
        captured = set(found.captures)
        if captured:
            value += 6.0 * len(captured)
        libs = _chain_liberties_after(board, p, color) | {
            n for n in board.neighbors(p) if n in captured}
        for n in board.neighbors(p):
            if n in captured:
                continue
            c = board.get(n)
            if c is color and board.liberties(n) == 1:  # saving a chain in atari
                info = board.chain(n)
                assert info is not None
                if len(libs) >= 3:
                    value += 5.0 * len(info.stones) + 2.0
                elif len(libs) == 2:
                    value += 1.5 * len(info.stones)
            elif c is other:
                info = board.chain(n)
                assert info is not None
                if len(info.liberties) == 2:  # an atari
                    escape = info.liberties - {p}
                    value += 1.0
                    after = board.copy()
                    after.play(p, color)
                    if len(libs) >= 2 and not _escapes(after, frozenset(escape), other):
                        value += 4.0 * len(info.stones)
        if not captured and len(libs) <= 1:
            value -= 12.0 + 3.0 * _joined(board, p, color)  # self-atari
        elif not captured and len(libs) == 2 and _joined(board, p, color) >= 2:
            value -= 1.0
        # the points the stone's influence wins
        gained = 0.0
        for q, w in around[p]:
            if board.get(q) is not None and q != p:
                continue
            before = _owner(field[q])
            now = _owner(field[q] + sign * w)
            gained += (now - before) * sign
        value += 0.5 * gained
        if opening:
            value += {1: -3.0, 2: -1.0, 3: 1.5}.get(line[p], 1.0)
        elif line[p] == 1 and not captured:
            value -= 0.5
        out[vertex] = value
    return out


def _joined(board: Board, p: int, color: Color) -> int:
    """The number of own stones the move at `p` joins, itself included."""
    seen: set[int] = {p}
    for n in board.neighbors(p):
        if board.get(n) is color and n not in seen:
            info = board.chain(n)
            assert info is not None
            seen |= info.stones
    return len(seen)


class _Passing:
    """Wraps a level 1 or 2 bot with the levels' passing rule."""

    def __init__(self, bot: RandomBot) -> None:
        self.bot = bot

    def choose(self, game: Game) -> str:
        """Returns the wrapped bot's move, or "pass" to answer a pass while it leads
        (never while it can capture)."""
        if _opponent_passed(game) and _accepts_pass(game) and not any(
                game.check(v).captures for v in self.bot.candidates(game)):
            return "pass"
        return self.bot.choose(game)


def level_bot(level: int, seed: int | None = None) -> ShapeBot | _Passing:
    """Returns the built-in bot of `level` (1 weakest to 4, see LEVELS), its random
    choices seeded by `seed`. Raises GoError for another level."""
    if not isinstance(level, int) or isinstance(level, bool) or level not in LEVELS:
        raise GoError(f"the built-in bot's levels are {LEVELS[0]} to {LEVELS[-1]}, "
                      f"not {level!r}")
    if level == 1:
        return _Passing(RandomBot(seed))
    if level == 2:
        return _Passing(BeginnerBot(seed))
    if level == 3:
        return ShapeBot(seed)
    return ReadingBot(seed)


def play_out(black: object, white: object, size: int = 9, komi: float = 6.5,
             max_moves: int = 160, handicap: int = 0, rng: random.Random | None = None
             ) -> Game:
    """Plays a game between two bots (`black`, `white`: anything with `choose(game)`)
    and returns it, ended by two passes, a resignation, or after `max_moves` moves."""
    game = Game(size, komi=komi, handicap=handicap)
    while not game.is_over and len(game.moves) < max_moves:
        bot = black if game.to_move is Color.BLACK else white
        vertex = bot.choose(game)  # type: ignore[attr-defined]
        if vertex == "resign":
            game.resign(game.to_move)
            break
        game.play(vertex)
    return game
