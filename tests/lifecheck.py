"""Engine checks for the lessons on connecting, eyes and life and death (used by
tests/test_lessons_connecting_eyes_life_and_death.py): a connection, a cut, a real eye,
and a small exhaustive life-and-death reader.

The reader plays out a local fight to the end: it tries every empty point of the area
around the defender's group (and passes), and scores a position +1 when the defender's
group is pass-alive (Benson's algorithm: two real eyes, it can never be captured), -1
when it has been captured, 0 when both pass with neither (seki, or unsettled).
The defender maximises, the attacker minimises. A repeated position on the current line
is not read (superko), so the search always ends.
"""

from __future__ import annotations

from gotutor.board import Board
from gotutor.color import Color
from gotutor.game import Game
from gotutor.life import pass_alive
from gotutor.problems.reading import Reader

__all__ = ["LifeReader", "chain_of", "cut_holds", "eye_is_real", "is_eye", "joined"]


def chain_of(board: Board, vertex: str) -> set[int]:
    """The stones of the chain through `vertex` (empty set for an empty point)."""
    info = board.chain(board.point(vertex))
    return set(info.stones) if info is not None else set()


def joined(board: Board, a: str, b: str) -> bool:
    """True if the stones at `a` and `b` are one chain."""
    return board[a] is not None and board.point(b) in chain_of(board, a)


def _after(game: Game, vertex: str) -> Game:
    trial = game.copy()
    trial.play(vertex)
    return trial


def cut_holds(game: Game, a: str, b: str, cutter: str) -> bool:
    """True if, with the owner of `a` and `b` to move, `a` and `b` are two chains and no
    move of that player joins them, nor captures the stone at `cutter` at once."""
    board = game.board
    if board[a] is None or board[b] is None or joined(board, a, b) or board[cutter] is None:
        return False
    owner = board[a]
    assert game.to_move is owner, "the owner of the stones is to move"
    for v in game.legal_moves():  # the game's rules say which moves are legal
        if v == "pass":
            continue
        after = board.copy()  # a board is enough to see the move's captures
        after.play(after.point(v), owner)
        if joined(after, a, b) or after[cutter] is None:
            return False
    return True


def is_eye(board: Board, vertex: str, color: Color) -> bool:
    """True if `vertex` is empty and every neighbour is a stone of `color`."""
    p = board.point(vertex)
    return board.get(p) is None and all(board.get(n) is color for n in board.neighbors(p))


def _diagonals(board: Board, vertex: str) -> list[int]:
    p = board.point(vertex)
    size = board.size
    x, y = p % size, p // size
    return [ny * size + nx for nx, ny in ((x - 1, y - 1), (x + 1, y - 1), (x - 1, y + 1),
                                          (x + 1, y + 1))
            if 0 <= nx < size and 0 <= ny < size]


def eye_is_real(board: Board, vertex: str, color: Color) -> bool:
    """The textbook rule for an eye of `color` at `vertex`: it is false when the opponent
    holds two of its diagonal points in the middle of the board, or one on the edge or in
    the corner; otherwise it is real. Raises AssertionError if `vertex` is no eye."""
    assert is_eye(board, vertex, color), f"{vertex} is not an eye"
    diagonals = _diagonals(board, vertex)
    taken = sum(1 for d in diagonals if board.get(d) is color.opponent)
    return taken < (2 if len(diagonals) == 4 else 1)


class LifeReader:
    """Reads a local life-and-death fight out to the end (see the module's docstring)."""

    def __init__(self, board: Board, target: str, defender: Color, limit: int = 200_000) -> None:
        self.root = board
        self.target = board.point(target)
        self.defender = defender
        assert board.get(self.target) is defender, f"no {defender} stone at {target}"
        self.area = self._area(board)
        self.memo: dict[tuple[object, ...], int] = {}
        self.limit = limit
        self.nodes = 0

    def _area(self, board: Board) -> set[int]:
        """The empty regions around the target's group: start from the target's chain,
        add the empty regions it touches, the defender's chains those regions touch,
        and so on (a stone of the defender far away does not widen the area)."""
        regions: list[tuple[set[int], set[int]]] = []  # (empty points, defender stones)
        seen: set[int] = set()
        for p in board.empty_points():
            if p in seen:
                continue
            region, todo, stones = {p}, [p], set()
            while todo:
                q = todo.pop()
                for n in board.neighbors(q):
                    c = board.get(n)
                    if c is None and n not in region:
                        region.add(n)
                        todo.append(n)
                    elif c is self.defender:
                        stones |= set(board.chain(n).stones)
            seen |= region
            regions.append((region, stones))
        group = set(board.chain(self.target).stones)
        area: set[int] = set()
        grew = True
        while grew:
            grew = False
            for region, stones in regions:
                if stones & group and not region <= area:
                    area |= region
                    group |= stones
                    grew = True
        return area

    def _moves(self, board: Board) -> list[int]:
        return [p for p in board.empty_points()
                if p in self.area or self.root.get(p) is not None]

    def value(self, board: Board, to_move: Color, ko: int | None = None) -> int:
        """Returns +1, 0 or -1 (see the module's docstring) for `board` with `to_move` to
        play. Raises RuntimeError if the position is too big to read."""
        return self._value(board, to_move, ko, 0, set())

    def _value(self, board: Board, to_move: Color, ko: int | None, passes: int,
               path: set[tuple[int, Color]]) -> int:
        if board.get(self.target) is not self.defender:
            return -1
        if self.target in pass_alive(board, self.defender):
            return 1
        if passes >= 2:
            return 0
        key = (board.codes(), to_move, ko, passes)
        if key in self.memo:
            return self.memo[key]
        self.nodes += 1
        if self.nodes > self.limit:
            raise RuntimeError("the position is too big to read")
        maximise = to_move is self.defender
        best = -2 if maximise else 2
        path.add((board.hash, to_move))
        children: list[tuple[Board, int | None, int]] = []
        for p in self._moves(board):
            played = Reader.play(board, ko, p, to_move)
            if played is None or (played[0].hash, to_move.opponent) in path:
                continue
            children.append((played[0], played[1], 0))
        children.append((board, None, passes + 1))  # a pass
        for child, child_ko, child_passes in children:
            v = self._value(child, to_move.opponent, child_ko, child_passes, path)
            best = max(best, v) if maximise else min(best, v)
            if best == (1 if maximise else -1):
                break
        path.discard((board.hash, to_move))
        self.memo[key] = best
        return best


def status(game: Game, target: str) -> int:
    """The value of `game`'s position for the chain through `target` (its owner defends),
    with the player to move in `game` to play."""
    board = game.board
    defender = board[target]
    assert defender is not None, f"no stone at {target}"
    ko = board.point(game.ko_point) if game.ko_point else None
    return LifeReader(board, target, defender).value(board, game.to_move, ko)
