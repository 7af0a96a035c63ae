"""Game: a tree of positions with a cursor.

The game knows what the board does not: whose turn it is, passes, the ko point and the
positions seen before (for superko), handicap and komi, and the tree of moves and
variations. One method decides legality (`check`); `is_legal`, `why_illegal`,
`legal_moves` and `play` all ask it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from math import isqrt
from typing import TYPE_CHECKING, Any, NamedTuple

from .board import BLACK, WHITE, Board
from .color import Color
from .coords import PASS, OffBoard, check_size, names, parse_point, point_table, vertex_name
from .errors import GoError, IllegalMove, NavigationError
from .handicap import fixed_handicap_points
from .rules import KoRule, Rules

if TYPE_CHECKING:
    from .scoring import Score

__all__ = ["Game", "Move", "MoveCheck", "Node"]

#: Xor'ed into a position's key when White is to move (situational superko).
_WHITE_TO_MOVE = 0x9E3779B97F4A7C15


class Move(NamedTuple):
    """A move that was played: `color`, `vertex` ("D4" or "pass"), the stones it
    `captured` and the mover's own stones it `self_captured` (vertex names), and its
    `number` in the game (1 for the first move)."""

    color: Color
    vertex: str
    captured: tuple[str, ...] = ()
    self_captured: tuple[str, ...] = ()
    number: int = 0

    @property
    def is_pass(self) -> bool:
        """True for a pass."""
        return self.vertex == PASS

    def __str__(self) -> str:
        return f"{self.color.value} {self.vertex}"

    def __repr__(self) -> str:
        return (f"Move(color={self.color!r}, vertex={self.vertex!r}, captured="
                f"{self.captured!r}, self_captured={self.self_captured!r}, number="
                f"{self.number!r})")


class MoveCheck(NamedTuple):
    """The verdict on a move before it is played (see `Game.check`).

    `reason` is None for a legal move, else "occupied", "suicide", "ko", "superko",
    "off-board" or "game-over". `point` is the point index (None for a pass or off the
    board); `captures` and `self_capture` are the point indexes the move would remove.
    """

    reason: str | None
    color: Color
    point: int | None
    captures: tuple[int, ...] = ()
    self_capture: tuple[int, ...] = ()
    hash: int = 0

    @property
    def legal(self) -> bool:
        """True if the move may be played."""
        return self.reason is None


#: A move node stores its whole board every this many nodes; the others store only what
#: their move changed (the stone, the prisoners), and a position is rebuilt on demand.
_KEYFRAME = 24


class Node:
    """One node of the game tree: the move or setup that leads to it, SGF properties that
    travel with it (comments, markup, names, unknown properties), and the position after
    it (stones, player to move, prisoners, ko point, consecutive passes).

    `Node(parent=None, move=None, setup=None, props=None, children=None, codes=None,
    hash=0, to_move=Color.BLACK, captures=(0, 0), ko=None, passes=0, move_number=0,
    result=None, illegal=None)`. The stones (`codes`) are kept as the difference from
    the parent (the move and what it captured) and rebuilt when asked for, with a whole
    board stored every few nodes, at setup nodes and where `codes` is set.
    """

    __slots__ = ("_captured", "_codes", "_color", "_props", "_self_captured", "_setup",
                 "_vertex", "captures", "children", "hash", "illegal", "ko", "move_number",
                 "parent", "passes", "result", "to_move")

    def __init__(self, parent: Node | None = None, move: Move | None = None,
                 setup: dict[int, Color | None] | None = None,
                 props: dict[str, list[str]] | None = None,
                 children: list[Node] | None = None, codes: Iterable[int] | None = None,
                 hash: int = 0, to_move: Color = Color.BLACK,
                 captures: tuple[int, int] = (0, 0), ko: int | None = None,
                 passes: int = 0, move_number: int = 0, result: str | None = None,
                 illegal: str | None = None) -> None:
        self.parent = parent
        self.move = move  # kept as its parts; `move` builds the Move when asked
        #: setup at this node: point -> Color (a stone) or None (made empty)
        self._setup = setup or None
        #: every other SGF property, by its identifier, values as text: {"C": ["Nice"]}
        self._props = props or None
        self.children = [] if children is None else children
        self._codes = None if codes is None else bytes(codes)
        self.hash = hash
        self.to_move = to_move
        self.captures = captures
        self.ko = ko
        self.passes = passes
        self.move_number = move_number if move is None or move_number else move.number
        #: "B+R", "W+F", ... when the game ended here by resignation or forfeit
        self.result = result
        #: for a move kept from a record although the rules forbid it: the reason
        #: ("occupied", "suicide", "ko", "superko"); `gotutor.explain` says it in words
        self.illegal = illegal

    @property
    def move(self) -> Move | None:
        """The move that leads to this node (None for the root or a setup node)."""
        color = self._color
        if color is None:
            return None
        return _make_move(color, self._vertex, self._captured,  # type: ignore[arg-type]
                          self._self_captured, self.move_number)  # type: ignore[arg-type]

    @move.setter
    def move(self, move: Move | None) -> None:
        if move is None:
            self._color = self._vertex = self._captured = self._self_captured = None
        else:
            self._color, self._vertex = move.color, move.vertex
            self._captured, self._self_captured = move.captured, move.self_captured

    @property
    def setup(self) -> dict[int, Color | None]:
        """The setup at this node: point -> Color (a stone) or None (made empty)."""
        if self._setup is None:
            self._setup = {}
        return self._setup

    @setup.setter
    def setup(self, value: dict[int, Color | None]) -> None:
        self._setup = value

    @property
    def props(self) -> dict[str, list[str]]:
        """Every other SGF property, by its identifier, values as text: {"C": ["Nice"]}."""
        if self._props is None:
            self._props = {}
        return self._props

    @props.setter
    def props(self, value: dict[str, list[str]]) -> None:
        self._props = value

    @property
    def codes(self) -> tuple[int, ...]:
        """The colour codes of the position after this node, point by point (0 empty,
        1 black, 2 white); () for a node that has none (a bare `Node()`)."""
        colors = _colors_of(self)
        return () if colors is None else tuple(colors)

    @codes.setter
    def codes(self, value: Iterable[int]) -> None:
        self._codes = bytes(value)

    @property
    def comment(self) -> str:
        """The node's comment (SGF C), "" if none."""
        return "\n".join(self._props.get("C", [])) if self._props else ""

    @comment.setter
    def comment(self, text: str) -> None:
        if text:
            self.props["C"] = [text]
        elif self._props:
            self._props.pop("C", None)

    @property
    def depth(self) -> int:
        """Returns the number of nodes above this one."""
        d, node = 0, self.parent
        while node is not None:
            d, node = d + 1, node.parent
        return d

    def __repr__(self) -> str:
        what = str(self.move) if self._color else ("setup" if self._setup else "root")
        return f"<Node {what}, {len(self.children)} children>"


def _colors_of(node: Node) -> bytearray | None:
    """Returns the colour codes after `node` (rebuilt from the nearest stored board above
    it and the moves since), or None if no node above stores a board."""
    chain = []
    while node._codes is None:
        chain.append(node)
        node = node.parent  # type: ignore[assignment]
        if node is None:
            return None
    colors = bytearray(node._codes)
    if chain:
        points = point_table(isqrt(len(colors)))
        for n in reversed(chain):
            _forward(colors, n, points)
    return colors


def _forward(colors: bytearray | dict[int, int], node: Node,
             points: dict[object, int | None]) -> None:
    """Writes what `node`'s move changed into `colors` (a board's colour codes, or a dict
    of changes to make); nothing for a pass or a node that is not a move."""
    color = node._color
    if color is None or node._vertex == PASS:
        return
    for v in node._captured:  # type: ignore[union-attr]
        colors[points[v]] = 0  # type: ignore[index]
    for v in node._self_captured:  # type: ignore[union-attr]
        colors[points[v]] = 0  # type: ignore[index]
    if not node._self_captured:
        colors[points[node._vertex]] = 1 if color is _BLACK else 2  # type: ignore[index]


def _backward(colors: bytearray | dict[int, int], node: Node,
              points: dict[object, int | None]) -> None:
    """Writes into `colors` what takes `node`'s move back (see `_diffable`)."""
    color = node._color
    if color is None or node._vertex == PASS:
        return
    own, other = (1, 2) if color is _BLACK else (2, 1)
    for v in node._self_captured:  # type: ignore[union-attr]
        colors[points[v]] = own  # type: ignore[index]
    for v in node._captured:  # type: ignore[union-attr]
        colors[points[v]] = other  # type: ignore[index]
    colors[points[node._vertex]] = 0  # type: ignore[index]


def _diffable(node: Node) -> bool:
    """True if the position after `node` is its parent's changed by its move alone (so
    that `_forward` and `_backward` go between them)."""
    if node._color is None:
        return node._codes is None and not node._setup
    return node.illegal != "occupied" and not node._setup


_new = object.__new__
_check_tuple = tuple.__new__
_MISSING = -1
# Enum members read through the class are slow (a lookup on the metaclass): the hot
# paths use these module-level names.
_BLACK, _WHITE = Color.BLACK, Color.WHITE


def _make_move(color: Color, vertex: str, captured: tuple[str, ...],
               self_captured: tuple[str, ...], number: int) -> Move:
    """Returns `Move(color, vertex, captured, self_captured, number)`, built directly
    (the game's hot path)."""
    return _check_tuple(Move, (color, vertex, captured, self_captured, number))


def _make_node(parent: Node, color: Color, vertex: str, captured: tuple[str, ...],
               self_captured: tuple[str, ...], colors: bytearray, board_hash: int,
               to_move: Color, captures: tuple[int, int], ko: int | None, passes: int,
               move_number: int) -> Node:
    """Returns `Node(parent=parent, move=Move(color, vertex, ...), ...)` with the position
    after the move (`colors`, stored every `_KEYFRAME` moves), built directly (the game's
    hot path); every other field has its default."""
    node = _new(Node)
    node.parent = parent
    node._color = color
    node._vertex = vertex
    node._captured = captured
    node._self_captured = self_captured
    node._setup = None
    node._props = None
    node.children = []
    node._codes = None if move_number % _KEYFRAME else bytes(colors)
    node.hash = board_hash
    node.to_move = to_move
    node.captures = captures
    node.ko = ko
    node.passes = passes
    node.move_number = move_number
    node.result = None
    node.illegal = None
    return node


class Game:
    """A game of Go under a rule set: a tree of positions with a cursor at the current
    one.

    `Game(size=19, rules="japanese", komi=None, handicap=0)`: komi None takes the rule
    set's komi; `handicap` is a number of fixed stones (2-9) or a list of vertices for free
    placement; White moves first after handicap stones. `referee=True` makes an illegal
    attempt lose the game instead of being refused.
    Raises GoError (RulesError, VertexError) for an unknown rule set or a bad size,
    komi or handicap.
    """

    def __init__(
        self,
        size: int = 19,
        rules: Rules | str | None = "japanese",
        komi: float | None = None,
        handicap: int | Iterable[object] = 0,
        *,
        referee: bool = False,
    ) -> None:
        self.size = check_size(size)
        rules = Rules.of(rules)
        if komi is not None:
            rules = rules.replace(komi=komi, name=rules.name)
        if referee:
            rules = rules.replace(illegal_move_loses=True, name=rules.name)
        self._seen: dict[int, int] = {}
        #: what reading the game's record found odd (`gotutor.sgf.SgfWarning`s)
        self.warnings: list[Any] = []
        #: for a game read from SGF: the root's SZ, KM, HA, RU, FF, GM, CA and AP as
        #: written (text by identifier), so that saving keeps them; None otherwise
        self.record: dict[str, list[str]] | None = None
        #: for a game read from SGF bytes: the charset they were read in (a Python codec
        #: name, e.g. "gb18030"); saving writes the record back in it. None otherwise
        self.charset: str | None = None
        self._loaded: tuple[float, int, str] | None = None
        self.root = Node()
        self._node = self.root
        self.rules = rules
        self.handicap = 0
        self._points = point_table(size)
        self._names = names(size)
        self._board = Board(size)
        self._finish_node(self.root, self._board, Color.BLACK, (0, 0), None, 0)
        self._node = self.root
        self._seen.clear()
        self._seen_add(self.root)
        if handicap:
            self.place_handicap(handicap)

    # ------------------------------------------------------------------ state
    @property
    def rules(self) -> Rules:
        """The rule set (a frozen `Rules`). Setting it (a Rules or a preset name) re-keys
        the positions seen so far, since positional and situational superko remember
        positions differently; an unknown name raises RulesError."""
        return self._rules

    @rules.setter
    def rules(self, rules: Rules) -> None:
        if not isinstance(rules, Rules):
            rules = Rules.of(rules)
        self._rules = rules
        self._superko = rules.superko
        self._situational = rules.ko is KoRule.SITUATIONAL
        self._suicide = rules.suicide
        if self._seen or rules.superko:
            # (new moves skip the bookkeeping while no superko rule needs it)
            self._seen.clear()
            for n in self.path:
                self._seen_add(n)

    @property
    def board(self) -> Board:
        """The board at the cursor (read it; change it only through the game)."""
        return self._board

    @property
    def node(self) -> Node:
        """The node at the cursor."""
        return self._node

    @property
    def komi(self) -> float:
        """Points White receives for moving second."""
        return self.rules.komi

    @property
    def to_move(self) -> Color:
        """The colour to play next."""
        return self._node.to_move

    @property
    def captures(self) -> dict[Color, int]:
        """Stones each colour has captured so far (prisoners; self-captured stones count
        for the opponent)."""
        b, w = self._node.captures
        return {Color.BLACK: b, Color.WHITE: w}

    @property
    def ko_point(self) -> str | None:
        """The vertex the player to move may not retake because of the basic ko, or None."""
        ko = self._node.ko
        return None if ko is None else vertex_name(ko, self.size)

    @property
    def move_number(self) -> int:
        """The number of moves (passes included) played to reach the cursor."""
        return self._node.move_number

    @property
    def last_move(self) -> Move | None:
        """The move that led to the cursor, or None (at the root or after a setup)."""
        return self._node.move

    @property
    def moves(self) -> list[Move]:
        """The moves from the root to the cursor, in order."""
        return [n.move for n in self.path if n._color is not None]

    @property
    def path(self) -> list[Node]:
        """The nodes from the root to the cursor."""
        nodes, node = [], self._node
        while node is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes

    @property
    def is_over(self) -> bool:
        """True after two consecutive passes, a resignation or a forfeit."""
        return self._node.passes >= 2 or self._node.result is not None

    @property
    def result(self) -> str | None:
        """"B+R" / "W+R" after a resignation, "B+F" / "W+F" after a forfeit, else None
        (a finished game's count is `score()`)."""
        return self._node.result

    # ------------------------------------------------------------------ legality
    def check(self, vertex: object, color: Color | str | None = None) -> MoveCheck:
        """Returns the verdict on `vertex` ("D4", "pass" or (col, row)) for `color` (the
        player to move by default), without changing anything.

        Raises VertexError (a GoError) for a malformed vertex; a well-formed vertex off
        the board gets the reason "off-board".
        """
        color = self._node.to_move if color is None else Color.parse(color)
        point = self._points.get(vertex, _MISSING) if type(vertex) is str else _MISSING
        if point == _MISSING:
            try:
                point = parse_point(vertex, self.size)
            except OffBoard:
                return MoveCheck("off-board", color, None)
        return self._check_point(point, color)

    def _check_point(self, point: int | None, color: Color) -> MoveCheck:
        """Returns the verdict on a point index (None for a pass) for `color`: the one
        place that decides legality (see `check`)."""
        node = self._node
        if node.passes >= 2 or node.result is not None:
            return _check_tuple(MoveCheck, ("game-over", color, point, (), (), 0))
        if point is None:
            return _check_tuple(MoveCheck, (None, color, None, (), (), self._board.hash))
        code = BLACK if color is _BLACK else WHITE
        occupied, captures, self_capture, h = self._board._analyze(point, code)
        if occupied:
            return _check_tuple(MoveCheck, ("occupied", color, point, (), (), 0))
        if point == node.ko and color is node.to_move:
            return _check_tuple(MoveCheck, ("ko", color, point, captures, (), h))
        if self_capture and (len(self_capture) == 1 or not self._suicide):
            return _check_tuple(MoveCheck, ("suicide", color, point, (), self_capture, h))
        if self._superko and (
                h ^ _WHITE_TO_MOVE if self._situational and code == BLACK else h) in self._seen:
            return _check_tuple(MoveCheck, ("superko", color, point, captures, self_capture, h))
        return _check_tuple(MoveCheck, (None, color, point, captures, self_capture, h))

    def is_legal(self, vertex: object, color: Color | str | None = None) -> bool:
        """Returns True if `vertex` is a legal move for `color` (the player to move).
        Raises VertexError for a malformed vertex."""
        return self.check(vertex, color).reason is None

    def why_illegal(self, vertex: object, color: Color | str | None = None) -> str | None:
        """Returns None if the move is legal, else its reason: "occupied", "suicide",
        "ko", "superko", "off-board" or "game-over". Raises VertexError if malformed."""
        return self.check(vertex, color).reason

    def legal_moves(self, color: Color | str | None = None) -> list[str]:
        """Returns every legal vertex for `color` (the player to move), in point order
        (top row first), upper case; passing is always legal and not listed.
        Raises GoError if `color` names no colour."""
        color = self._node.to_move if color is None else Color.parse(color)
        if self.is_over:
            return []
        board = self._board._fresh()
        colors, adj, chain_of = board._colors, board._adj, board._chain_of
        code = BLACK if color is _BLACK else WHITE
        ko = self._node.ko if color is self._node.to_move else None
        names_, out = self._names, []
        superko, check = self._superko, self._check_point
        if superko:
            seen, stone_keys = self._seen, board._keys[code]
            base = board.hash ^ _WHITE_TO_MOVE if self._situational and code == BLACK \
                else board.hash
        for p in range(board.area):
            if colors[p] or p == ko:
                continue
            # A point with an empty neighbour is never suicide; if it also touches no
            # opponent chain in atari it captures nothing, and the board after it
            # differs from this one by the new stone alone.
            breathes, simple = False, True
            for n in adj[p]:
                c = colors[n]
                if not c:
                    breathes = True
                elif c != code and len(chain_of[n].liberties) == 1:  # type: ignore[union-attr]
                    simple = False
            if breathes and (not superko or simple):
                legal = not superko or base ^ stone_keys[p] not in seen
            else:
                legal = check(p, color).reason is None
            if legal:
                out.append(names_[p])
        return out

    def _key(self, board_hash: int, to_move: Color) -> int:
        """The key under which a position is remembered for superko."""
        if self._situational and to_move is _WHITE:
            return board_hash ^ _WHITE_TO_MOVE
        return board_hash

    def _seen_add(self, node: Node) -> None:
        """Counts `node`'s position among the positions seen on the path (only while a
        superko rule needs them; setting the rules counts the path again)."""
        if not self._superko:
            return
        key = self._key(node.hash, node.to_move)
        self._seen[key] = self._seen.get(key, 0) + 1

    def _seen_remove(self, node: Node) -> None:
        """Forgets one count of `node`'s position (the cursor left it going up)."""
        if not self._superko:
            return
        key = self._key(node.hash, node.to_move)
        left = self._seen.get(key, 0) - 1
        if left > 0:
            self._seen[key] = left
        else:
            self._seen.pop(key, None)

    # ------------------------------------------------------------------ playing
    def play(self, vertex: object, color: Color | str | None = None) -> Move | None:
        """Plays `vertex` ("D4", "pass" or (col, row)) for the player to move and returns
        the Move. A move that is already a variation here follows it instead of adding
        another.

        Raises IllegalMove (with `.reason`) and changes nothing if the rules forbid the
        move; raises VertexError for a malformed vertex and GoError if `color` is given
        and is not the player to move. Under the referee rule (`illegal_move_loses`) an
        illegal attempt, or a move out of turn, instead ends the game as a loss for the
        player who tried it and returns None.
        """
        node = self._node
        if color is None and type(vertex) is str and node.passes < 2 and \
                node.result is None:
            # the usual case, a new move on the board: checked and played in one look
            point = self._points.get(vertex, _MISSING)
            if point is not _MISSING and point is not None:
                if node.children:
                    return self._play_point(node, point, vertex)  # type: ignore[arg-type]
                color = node.to_move
                code = BLACK if color is _BLACK else WHITE
                reason, captured, self_captured = self._board._try_play(
                    point, code, node.ko, self._suicide,  # type: ignore[arg-type]
                    self._seen if self._superko else None,
                    _WHITE_TO_MOVE if self._situational and code == BLACK else 0)
                if reason is None:
                    child = self._child_after(node, color, point,  # type: ignore[arg-type]
                                              self._names[point], captured, self_captured)
                    return _check_tuple(Move, (color, child._vertex, child._captured,
                                               child._self_captured, child.move_number))
                if self.rules.illegal_move_loses:
                    self._forfeit(color)
                    return None
                raise IllegalMove(reason, vertex, color)
        if color is not None and Color.parse(color) is not self.to_move:
            if self.rules.illegal_move_loses and not self.is_over:
                self._forfeit(Color.parse(color))
                return None
            raise GoError(f"it is {self.to_move.name.lower()}'s turn to play")
        verdict = self.check(vertex)
        if verdict[0] is not None:
            if self.rules.illegal_move_loses and verdict.reason != "game-over":
                self._forfeit(verdict.color)
                return None
            raise IllegalMove(verdict.reason, vertex, verdict.color)
        return self._apply(verdict)

    def _play_point(self, node: Node, point: int, vertex: str) -> Move | None:
        """`play` for a point of the board, the game not over: checks and plays in one
        look at the board. Returns the Move (None under the referee rule)."""
        color = node.to_move
        name = self._names[point]
        if node.children:
            for child in node.children:
                if child._vertex == name and child._color is color and not child._setup:
                    self._descend(child)
                    return child.move
        code = BLACK if color is _BLACK else WHITE
        reason, captured, self_captured = self._board._try_play(
            point, code, node.ko, self._suicide, self._seen if self._superko else None,
            _WHITE_TO_MOVE if self._situational and code == BLACK else 0)
        if reason is not None:
            if self.rules.illegal_move_loses:
                self._forfeit(color)
                return None
            raise IllegalMove(reason, vertex, color)
        child = self._child_after(node, color, point, name, captured, self_captured)
        return _make_move(color, name, child._captured, child._self_captured,  # type: ignore[arg-type]
                          child.move_number)

    def pass_move(self) -> Move:
        """Passes. Returns the Move. Raises IllegalMove("game-over") after the end."""
        move = self.play(PASS)
        assert move is not None
        return move

    def _apply(self, verdict: MoveCheck, follow: bool = True) -> Move:
        """Plays a legal verdict: follows an existing variation of the same move (if
        `follow`), or adds a child node with the position after the move. Returns the
        Move."""
        node = self._node
        color, point = verdict.color, verdict.point
        vertex = PASS if point is None else self._names[point]
        if follow:
            for child in node.children:
                if (child._vertex == vertex and child._color is color
                        and not child._setup):
                    self._descend(child)
                    return child.move  # type: ignore[return-value]
        return self._add_child(node, color, point, vertex).move  # type: ignore[return-value]

    def _add_child(self, node: Node, color: Color, point: int | None, vertex: str) -> Node:
        """Plays `color` at `point` (None: a pass) on the board, adds the child of the
        cursor's `node` with the position after it, moves the cursor there and returns
        it (the rules are not asked)."""
        board = self._board
        if point is not None:
            captured, self_captured = board._play(point, BLACK if color is _BLACK else WHITE)
            return self._child_after(node, color, point, vertex, captured, self_captured)
        to_move = _WHITE if color is _BLACK else _BLACK
        child = _make_node(node, color, vertex, (), (), board._colors, node.hash, to_move,
                           node.captures, None, node.passes + 1, node.move_number + 1)
        node.children.append(child)
        self._node = child
        self._seen_add(child)
        return child

    def _child_after(self, node: Node, color: Color, point: int, vertex: str,
                     captured: list[int], self_captured: list[int]) -> Node:
        """Adds the child of the cursor's `node` after `color` played `point` (the board
        already shows it, with `captured` and `self_captured` removed), moves the cursor
        there and returns it."""
        board = self._board
        child = _new(Node)
        child.parent = node
        child._color = color
        child._vertex = vertex
        child._setup = child._props = child.result = child.illegal = None
        child.children = []
        number = child.move_number = node.move_number + 1
        child._codes = None if number % _KEYFRAME else bytes(board._colors)
        h = child.hash = board.hash
        black = color is _BLACK
        child.to_move = _WHITE if black else _BLACK
        child.passes = 0
        child.ko = None
        if captured or self_captured:
            b, w = node.captures
            child.captures = ((b + len(captured), w + len(self_captured)) if black
                              else (b + len(self_captured), w + len(captured)))
            if len(captured) == 1 and not self_captured:
                ch = board._chain_of[point]
                if ch is not None and len(ch.stones) == 1 and len(ch.liberties) == 1:
                    child.ko = captured[0]
            names_ = self._names
            child._captured = tuple(map(names_.__getitem__, captured))
            child._self_captured = tuple(map(names_.__getitem__, self_captured))
        else:
            child.captures = node.captures
            child._captured = child._self_captured = ()
        node.children.append(child)
        self._node = child
        if self._superko:
            if black and self._situational:
                h ^= _WHITE_TO_MOVE
            seen = self._seen
            seen[h] = seen.get(h, 0) + 1
        return child

    def _record_move(self, color: Color, point: int | None, strict: bool = False) -> Node:
        """Plays a move of a record at the cursor as a new child (even if the same move is
        already a variation there), for `color` even out of turn and after two passes,
        and returns the new node (the cursor moves to it).

        A move the rules forbid is kept as the record has it when `strict` is False: its
        node's `illegal` holds the reason, and the position after it is what the record
        implies (the stone is put on the point, replacing any stone there; the opponent's
        chains left without liberties are removed, then the mover's own). With `strict`
        it raises IllegalMove and changes nothing.
        """
        node = self._node
        if point is None:
            reason = None
        else:
            code = BLACK if color is _BLACK else WHITE
            board = self._board
            if not board._stale:
                # the usual case, a legal move: checked and played in one look
                verdict, captured, self_captured = board._try_play(
                    point, code, node.ko if color is node.to_move else None,
                    self._suicide, self._seen if self._superko else None,
                    _WHITE_TO_MOVE if self._situational and code == BLACK else 0)
                if verdict is None:
                    return self._child_after(node, color, point, self._names[point],
                                             captured, self_captured)
            occupied, _captures, self_capture, h = board._analyze(point, code)
            if occupied:
                reason = "occupied"
            elif point == node.ko and color is node.to_move:
                reason = "ko"
            elif self_capture and (len(self_capture) == 1 or not self._suicide):
                reason = "suicide"
            elif self._superko and self._key(h, color.opponent) in self._seen:
                reason = "superko"
            else:
                reason = None
        if reason is not None and strict:
            raise IllegalMove(reason, self._names[point], color)  # type: ignore[index]
        if reason == "occupied":
            # the stone there is taken off first (only the chains around it are redone)
            self._board._change({point: 0})  # type: ignore[dict-item]
        child = self._add_move(node, color, point, reason == "occupied")
        child.illegal = reason
        return child

    def _record_setup(self, setup: dict[int, Color | None], to_move: Color
                      ) -> tuple[Node, list[int]]:
        """Adds a child of the cursor's node that sets up `setup` (or changes nothing)
        with `to_move` to play, moves the cursor to it and returns it with the points of
        the chains the setup left without liberties (they stay: the record has them).
        Unlike `setup` it always adds a new node (two setup nodes in a row, or a
        node holding only a comment, stay two nodes)."""
        parent = self._node
        board = self._board
        removed: list[int] = []
        if setup:
            board.set_many(setup.items())
            for chain in board.chains():
                if not chain.liberties:
                    removed.extend(chain.stones)
        keep = not setup and to_move is parent.to_move
        node = Node(parent=parent, setup=dict(setup))
        if setup:
            node.codes = board._colors
        node.hash = board.hash
        node.to_move = to_move
        node.captures = parent.captures
        node.ko = parent.ko if keep else None
        node.passes = parent.passes if keep else 0
        node.move_number = parent.move_number
        parent.children.append(node)
        self._node = node
        self._seen_add(node)
        return node, removed

    def _set_to_move(self, node: Node, to_move: Color) -> None:
        """Makes `to_move` the player to move at the cursor's `node` (a record's PL after a
        move); the basic ko no longer applies."""
        self._seen_remove(node)
        node.to_move = to_move
        node.ko = None
        self._seen_add(node)

    def _add_move(self, node: Node, color: Color, point: int | None,
                  replaced: bool = False) -> Node:
        """Adds the child of the cursor's `node` after `color` plays `point` (None: a
        pass) on the board, whatever the rules say, moves the cursor to it and returns
        it. `replaced`: a stone was taken off `point` first (the board already shows it
        empty)."""
        passes = node.passes
        node.passes = 0
        try:
            child = self._add_child(node, color, point,
                                    PASS if point is None else self._names[point])
        finally:
            node.passes = passes
        if point is None:
            child.passes = passes + 1 if passes < 2 else 1
        return child

    def _finish_node(self, node: Node, board: Board, to_move: Color,
                     captures: tuple[int, int], ko: int | None, passes: int) -> None:
        """Records in `node` the position on `board` and the state that goes with it."""
        parent = node.parent
        node.codes = board.codes()
        node.hash = board.hash
        node.to_move = to_move
        node.captures = captures
        node.ko = ko
        node.passes = passes
        node.move_number = (parent.move_number if parent else 0) + (node.move is not None)

    def _forfeit(self, loser: Color) -> None:
        """Ends the game at the cursor as a loss by forfeit for `loser` (referee rule)."""
        self._node.result = f"{loser.opponent.value}+F"

    def resign(self, color: Color | str | None = None) -> str:
        """`color` (the player to move by default) resigns. Returns the result ("W+R").
        Raises IllegalMove("game-over") if the game is already over."""
        if self.is_over:
            raise IllegalMove("game-over", "resign", self.to_move)
        loser = self.to_move if color is None else Color.parse(color)
        self._node.result = f"{loser.opponent.value}+R"
        return self._node.result

    # ------------------------------------------------------------------ setup
    def place_handicap(self, handicap: int | Iterable[object]) -> list[str]:
        """Puts Black's handicap stones on an empty board before the first move: a number
        (2-9) at GNU Go's fixed points, or vertices for free placement. White then moves.
        Returns the vertices. Raises GoError if moves were already played, stones are on
        the board, or the handicap does not fit the board."""
        if self.root.children or any(self.root.codes):
            raise GoError("handicap stones go on an empty board before the first move")
        if isinstance(handicap, bool) or not isinstance(handicap, (int, Iterable)):
            raise GoError(f"a handicap is a number of stones or a list of vertices, "
                          f"not {handicap!r}")
        if isinstance(handicap, int):
            points = [(self.size - 1 - row) * self.size + col
                      for col, row in fixed_handicap_points(self.size, handicap)]
        else:
            if isinstance(handicap, (str, bytes)):
                raise GoError("free handicap takes a list of vertices, e.g. ['D4', 'Q16']")
            points = [self._board.point(v) for v in handicap]
            if len(set(points)) != len(points) or not points:
                raise GoError("free handicap stones must be on different points")
            if len(points) >= self._board.area:
                raise GoError("free handicap must leave the board some empty points")
        self._set_root({p: Color.BLACK for p in points}, Color.WHITE)
        self.handicap = len(points)
        return [vertex_name(p, self.size) for p in points]

    def _set_root(self, setup: dict[int, Color | None], to_move: Color,
                  remove_dead: bool = False) -> list[int]:
        """Makes `setup` the root's stones with `to_move` to play, the cursor at the root
        and the root the only position seen. With `remove_dead`, returns the points of
        the chains the setup leaves without liberties (they stay on the board)."""
        self._seen.clear()
        self.root.setup = dict(setup)
        board = self._board
        board.set_many(setup.items())
        removed: list[int] = []
        if remove_dead:
            for chain in board.chains():
                if not chain.liberties:
                    removed.extend(chain.stones)
        self._finish_node(self.root, board, to_move, (0, 0), None, 0)
        self._node = self.root
        self._seen_add(self.root)
        return removed

    def setup(self, black: Iterable[object] = (), white: Iterable[object] = (),
              empty: Iterable[object] = (), to_move: Color | str | None = None) -> Node:
        """Adds, changes or removes stones without moves (a teacher setting up a position)
        and returns the node that holds the setup. At the root before any move, or at a
        setup node with no continuation, the setup is merged into that node; elsewhere a
        new child node is added, and play continues from it.
        Raises VertexError for a bad vertex (nothing is changed then)."""
        board = self._board
        changes: dict[int, Color | None] = {}
        for vertices, color in ((empty, None), (black, Color.BLACK), (white, Color.WHITE)):
            if isinstance(vertices, str):
                vertices = [vertices]
            for v in vertices:
                changes[board.point(v)] = color
        side = self.to_move if to_move is None else Color.parse(to_move)
        node = self._node
        if node.parent is None and not node.children:
            merged = {**node.setup, **changes}
            self._set_root(merged, side)
            return self.root
        if node._setup and node._color is None and not node.children:
            self._seen_remove(node)
            node.setup.update(changes)
            board.set_many(changes.items())
            self._finish_node(node, board, side, node.captures, None, 0)
            self._seen_add(node)
            return node
        child = Node(parent=node, setup=changes)
        board.set_many(changes.items())
        self._finish_node(child, board, side, node.captures, None, 0)
        node.children.append(child)
        self._node = child
        self._seen_add(child)
        return child

    # ------------------------------------------------------------------ navigation
    @property
    def can_undo(self) -> bool:
        """True if there is a move (or setup, or resignation) to take back."""
        return self._node.parent is not None or self._node.result is not None

    @property
    def can_redo(self) -> bool:
        """True if the cursor's node has a continuation."""
        return bool(self._node.children)

    def undo(self) -> None:
        """Takes back the last move (or setup, or resignation); the move stays in the
        tree, so `redo` replays it. Under the referee rule taking back a move loses the
        game for the player who made it.
        Raises NavigationError at the start of the game."""
        node = self._node
        if node.result is not None:
            node.result = None
            return
        if node.parent is None:
            raise NavigationError("nothing to undo: this is the start of the game")
        if self.rules.illegal_move_loses and node.move is not None:
            self._forfeit(node.move.color)
            return
        self._seen_remove(node)
        self._node = node.parent
        self._step_up(node)

    def _step_up(self, node: Node) -> None:
        """Makes the board show the position of `node`'s parent (the board shows
        `node`'s)."""
        if _diffable(node):
            # only the colours and the hash: the chains are rebuilt if a move is tried
            # (stepping back through a game costs little; playing after it one rebuild)
            board = self._board
            _backward(board._colors, node, self._points)
            board.hash = node.parent.hash  # type: ignore[union-attr]
            board._stale = True
        else:
            self._load(node.parent)  # type: ignore[arg-type]

    def redo(self, variation: int = 0) -> Move | None:
        """Goes forward to child number `variation` (0 = the main line) and returns its
        move (None for a setup node). Raises NavigationError if there is none."""
        children = self._node.children
        if isinstance(variation, bool) or not isinstance(variation, int) or not (
                0 <= variation < len(children)):
            raise NavigationError(
                f"no variation {variation!r} here ({len(children)} continuations)")
        self._descend(children[variation])
        return self._node.move

    def variations(self) -> list[str]:
        """Returns the continuations at the cursor: each child's move as "B D4" / "W pass",
        or "setup"; the first is the main line."""
        return [str(c.move) if c._color else "setup" for c in self._node.children]

    def go_to(self, node: Node) -> None:
        """Moves the cursor to `node` of this game's tree, in time proportional to the
        number of nodes between the two. Raises NavigationError if the node belongs to
        another tree."""
        here = self._node
        if node is here.parent:
            self._seen_remove(here)
            self._node = node
            self._step_up(here)
            return
        if node is here:
            # nothing to walk: take the node as it is now (its position or hash may have
            # been set by hand since the cursor came here)
            self._seen.clear()
            for n in self.path:
                self._seen_add(n)
            self._load(node)
            return
        # walk up from both ends at once until one reaches a node the other has seen
        up: list[Node] = [here]
        down: list[Node] = [node]
        seen_up, seen_down = {id(here)}, {id(node)}
        a, b = here, node
        while True:
            if id(b) in seen_up:
                top = b
                break
            if id(a) in seen_down:
                top = a
                break
            if a.parent is None and b.parent is None:
                raise NavigationError("that node is not in this game's tree")
            if a.parent is not None:
                a = a.parent
                up.append(a)
                seen_up.add(id(a))
            if b.parent is not None:
                b = b.parent
                down.append(b)
                seen_down.add(id(b))
        climb = up[:next(i for i, n in enumerate(up) if n is top)]
        descent = down[:next(i for i, n in enumerate(down) if n is top)]
        descent.reverse()
        board = self._board
        points = self._points
        quick = len(climb) + len(descent) <= 4 * _KEYFRAME and all(
            map(_diffable, climb)) and all(map(_diffable, descent))
        changes: dict[int, int] = {}
        for n in climb:
            self._seen_remove(n)
            if quick:
                _backward(changes, n, points)
        for n in descent:
            self._seen_add(n)
            if quick:
                _forward(changes, n, points)
        self._node = node
        if not quick:
            self._load(node)
        elif changes:
            board._change(changes)

    def _climb(self, ancestor: Node) -> None:
        """Moves the cursor up to `ancestor`, a node above it (the SGF reader going
        back to a branching), in time proportional to the distance."""
        node = self._node
        changes: dict[int, int] = {}
        points = self._points
        quick = True
        while node is not ancestor:
            self._seen_remove(node)
            if quick:
                if _diffable(node):
                    _backward(changes, node, points)
                else:
                    quick = False
            node = node.parent  # type: ignore[assignment]
        self._node = ancestor
        if not quick:
            self._load(ancestor)
        elif changes:
            self._board._change(changes)

    def go_to_start(self) -> None:
        """Moves the cursor to the root."""
        self.go_to(self.root)

    def go_to_end(self) -> None:
        """Follows the main line (first children) from the cursor to its end."""
        node = self._node
        while node.children:
            node = node.children[0]
        self.go_to(node)

    def main_line(self) -> Iterator[Node]:
        """Yields the nodes of the main line from the root."""
        node: Node | None = self.root
        while node is not None:
            yield node
            node = node.children[0] if node.children else None

    def _descend(self, child: Node) -> None:
        """Moves the cursor down to `child` (a child of the cursor's node)."""
        board, color, vertex = self._board, child._color, child._vertex
        self._node = child
        self._seen_add(child)
        if not _diffable(child):
            self._load(child)
        elif color is not None and vertex != PASS:
            point = self._points[vertex]
            if not board._stale and not board._colors[point]:  # type: ignore[index]
                # replay the move: the chains stay up to date
                board._play(point, BLACK if color is _BLACK else WHITE)  # type: ignore[arg-type]
            else:
                changes: dict[int, int] = {}
                _forward(changes, child, self._points)
                board._change(changes)

    def _load(self, node: Node) -> None:
        """Makes the board show `node`'s position (rebuilt from its colour codes)."""
        colors = _colors_of(node)
        board = self._board
        if colors is not None and board._colors != colors:
            board._colors = colors
            board._rebuild()

    # ------------------------------------------------------------------ scoring, I/O
    def score(self, dead: Iterable[object] = ()) -> Score:
        """Counts the position at the cursor as if the game ended now, with the chains
        through `dead` removed as dead (ignored when the rules remove nothing).
        Returns a Score. Raises VertexError for a bad vertex."""
        from .scoring import score_game

        return score_game(self, dead)

    @classmethod
    def from_diagram(cls, text: str, to_move: Color | str = "B",
                     rules: Rules | str | None = "japanese",
                     komi: float | None = None, **options: Any) -> Game:
        """Returns a game starting from the position drawn in `text` (rows from top to
        bottom; X black, O white, . or + empty; blanks ignored; square).
        Raises GoError for a diagram that is not square or has an unknown character."""
        board = Board.from_diagram(text)
        game = cls(board.size, rules=rules, komi=komi, **options)
        setup: dict[int, Color | None] = {
            p: c for p, c in enumerate(board) if c is not None}
        game._set_root(setup, Color.parse(to_move))
        return game

    @classmethod
    def from_sgf(cls, text: str | bytes, *, strict: bool = False,
                 encoding: str | None = None) -> Game:
        """Returns the game recorded in SGF `text`, cursor at the root; what was odd in
        the record (kept as written) is in `warnings`, a charset that had to be guessed
        too. Bytes are read in `encoding` if given (it wins over the record's CA), else
        as CA says, else as UTF-8, else in a guessed charset. Raises SgfError (a
        GoError) for a record that cannot be read or an unknown `encoding`, and with
        `strict` for every oddity too (an illegal move, a value that cannot be used...)."""
        from .sgf import game_from_sgf

        return game_from_sgf(text, strict=strict, encoding=encoding)

    def to_sgf(self) -> str:
        """Returns the whole game tree as SGF text (its CA says UTF-8 when the text is
        not plain ASCII: the text is meant to be saved as UTF-8)."""
        from .sgf import game_to_sgf

        return game_to_sgf(self)

    def to_sgf_bytes(self, encoding: str | None = None) -> bytes:
        """Returns the whole game tree as SGF bytes in `encoding`, by default the charset
        the record was read in (UTF-8 for a game made here), its CA saying so; "utf-8"
        asks for UTF-8. A record whose text its own charset can no longer write (text
        added in another script) is written as UTF-8. Raises SgfError if an `encoding`
        that was asked for is unknown or cannot write the game's text."""
        from .sgf import game_to_sgf_bytes

        return game_to_sgf_bytes(self, encoding)

    @classmethod
    def load(cls, path: str | os.PathLike[str], *, strict: bool = False,
             encoding: str | None = None) -> Game:
        """Returns the game in the SGF file at `path` (see `from_sgf`). Raises SgfError
        (a GoError) for a file that cannot be read as SGF, OSError if it cannot be
        read at all."""
        with open(path, "rb") as f:
            return cls.from_sgf(f.read(), strict=strict, encoding=encoding)

    def save(self, path: str | os.PathLike[str], encoding: str | None = None) -> None:
        """Writes the whole game tree to `path` as SGF, in `encoding` (see
        `to_sgf_bytes`: by default the charset the record was read in, so that a guessed
        charset never turns the record into mojibake). Raises OSError, SgfError."""
        data = self.to_sgf_bytes(encoding)
        with open(path, "wb") as f:
            f.write(data)

    def copy(self) -> Game:
        """Returns an independent copy of the whole game, cursor at the same place."""
        import copy

        return copy.deepcopy(self)

    # Pickling and copying go through a flat list of nodes: following the tree's links
    # recursively would overflow Python's stack on a long game.
    _TREE_FIELDS = ("_color", "_vertex", "_captured", "_self_captured", "_setup", "_props",
                    "_codes", "hash", "to_move", "captures", "ko", "passes", "move_number",
                    "result", "illegal")

    def __getstate__(self) -> dict[str, Any]:
        """Returns the game's state for pickle and copy: the tree as a flat list of
        (parent index, node fields) in breadth-first order, and the cursor's index."""
        nodes, index = [self.root], {id(self.root): 0}
        for node in nodes:  # grows while it is walked: breadth-first
            for child in node.children:
                index[id(child)] = len(nodes)
                nodes.append(child)
        state = {k: v for k, v in self.__dict__.items()
                 if k not in ("root", "_node", "_board", "_seen")}
        state["tree"] = [
            (-1 if n.parent is None else index[id(n.parent)],
             tuple(getattr(n, f) for f in self._TREE_FIELDS)) for n in nodes]
        state["board"] = bytes(self._board._colors)
        # a warning names its node: by index, so that copying follows no links
        import dataclasses

        state["warnings"] = [
            (dataclasses.replace(w, node=None), index.get(id(w.node), -1))
            if getattr(w, "node", None) is not None else (w, -1)
            for w in self.__dict__.get("warnings", ())]
        state["cursor"] = index[id(self._node)]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        """Rebuilds a game from `__getstate__`'s state."""
        state = dict(state)
        tree, cursor = state.pop("tree"), state.pop("cursor")
        colors = state.pop("board", None)
        warnings = state.pop("warnings", [])
        self.__dict__.update(state)
        nodes: list[Node] = []
        for parent_index, values in tree:
            node = _new(Node)
            node.parent = None if parent_index < 0 else nodes[parent_index]
            node.children = []
            for name, value in zip(self._TREE_FIELDS, values, strict=True):
                setattr(node, name, value)
            if node.parent is not None:
                node.parent.children.append(node)
            nodes.append(node)
        self.root = nodes[0]
        self._node = nodes[cursor]
        import dataclasses

        self.warnings = [w if i < 0 else dataclasses.replace(w, node=nodes[i])
                         for w, i in warnings]
        self._board = Board.from_codes(
            self.size, colors if colors is not None else self._node.codes)
        self._seen = {}
        for n in self.path:
            self._seen_add(n)

    def _repr_svg_(self) -> str:
        """Returns the position as an SVG picture (Jupyter and nbviewer show it)."""
        from .diagram import svg

        return svg(self)

    def __repr__(self) -> str:
        return (f"<Game {self.size}x{self.size} {self.rules.name}, move {self.move_number}, "
                f"{self.to_move.name.lower()} to play>")
