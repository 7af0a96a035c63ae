"""Demonstrations: a prepared sequence of steps shown on a board.

A demonstration is an ordinary game tree. Each step is a node of its main line: the node's
comment (SGF C) is the step's caption and its markup (SGF TR, SQ, CR, MA, LB) is the marks.
So a demonstration can also be written as an SGF file, and the board steps through it like
any game in view mode.

`Demonstration` builds such a tree and checks every claim as it goes: a step that says a
move captures must capture exactly those stones, a step that shows a refused move must be
refused for the stated reason. A wrong claim raises LessonError while the lesson is built,
so a lesson never shows a false statement.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..color import Color
from ..coords import point_to_sgf
from ..errors import GoError
from ..game import Game, Move, Node
from ..i18n import _
from ..rules import Rules

__all__ = ["MARK_PROPS", "Demonstration", "LessonError", "marks_of"]

#: The board's mark kinds and the SGF property that records each of them.
MARK_PROPS = {"triangle": "TR", "square": "SQ", "circle": "CR", "cross": "MA"}
_KIND_OF_PROP = {prop: kind for kind, prop in MARK_PROPS.items()}


class LessonError(GoError):
    """A lesson's content contradicts the rules (a wrong capture, a legal "refused" move,
    a mark off the board...)."""


def _set_marks(node: Node, size: int, marks: Mapping[str, str] | None,
               language: str | None) -> None:
    """Records `marks` (vertex -> "triangle" | "square" | "circle" | "cross" | "label:A") as
    SGF markup on `node`. Raises LessonError for an unknown kind or a vertex off the board."""
    for prop in (*MARK_PROPS.values(), "LB"):
        node.props.pop(prop, None)
    if not marks:
        return
    probe = Game(size)
    for vertex, kind in marks.items():
        try:
            point = probe.board.point(vertex)
        except GoError as exc:
            raise LessonError(f"mark at {vertex!r}: {exc}") from None
        coord = point_to_sgf(point, size)
        if kind.startswith("label:"):
            text = _(kind[len("label:"):], language)
            node.props.setdefault("LB", []).append(f"{coord}:{text}")
        elif kind in MARK_PROPS:
            node.props.setdefault(MARK_PROPS[kind], []).append(coord)
        else:
            raise LessonError(f"unknown mark kind {kind!r} at {vertex}")


def marks_of(node: Node, size: int) -> dict[str, str]:
    """Returns the marks recorded on `node` as vertex -> kind ("triangle", ...,
    "label:A"). Raises GoError for a malformed SGF coordinate."""
    from ..coords import point_from_sgf, vertex_name

    out: dict[str, str] = {}
    for prop, values in node.props.items():
        if prop in _KIND_OF_PROP:
            for coord in values:
                out[vertex_name(point_from_sgf(coord, size), size)] = _KIND_OF_PROP[prop]
        elif prop == "LB":
            for value in values:
                coord, _sep, text = value.partition(":")
                out[vertex_name(point_from_sgf(coord, size), size)] = f"label:{text}"
    return out


class Demonstration:
    """Builds a demonstration step by step; `game` holds the result (cursor at the start).

    `Demonstration(diagram, caption, to_move="B", rules="japanese", marks=None,
    language=None)`: the first step is the position drawn in `diagram` (see
    `Game.from_diagram`) with its caption. Captions and labels are English message ids,
    translated into `language` as they are recorded.
    Raises GoError for a malformed diagram or unknown rules.
    """

    def __init__(self, diagram: str, caption: str, *, to_move: Color | str = "B",
                 rules: Rules | str | None = "japanese", komi: float | None = None,
                 marks: Mapping[str, str] | None = None, language: str | None = None,
                 title: str = "") -> None:
        self.language = language
        self._game = Game.from_diagram(diagram, to_move=to_move, rules=rules, komi=komi)
        self.size = self._game.size
        self._caption(self._game.root, caption, marks)
        if title:
            self._game.root.props["GN"] = [_(title, language)]

    @property
    def game(self) -> Game:
        """Returns the demonstration's game, cursor at its first step."""
        self._game.go_to_start()
        return self._game

    @property
    def current(self) -> Game:
        """Returns the game with its cursor at the last step added so far (read it; add
        steps through the builder)."""
        return self._game

    @property
    def steps(self) -> int:
        """Returns the number of steps (nodes of the main line)."""
        return sum(1 for _node in self._game.main_line())

    def _caption(self, node: Node, caption: str, marks: Mapping[str, str] | None,
                 fields: Mapping[str, object] | None = None) -> None:
        if not caption.strip():
            raise LessonError("every step needs a caption")
        node.comment = _(caption, self.language, **dict(fields or {}))
        _set_marks(node, self.size, marks, self.language)

    def move(self, vertex: str, caption: str, marks: Mapping[str, str] | None = None, *,
             captures: Iterable[str] = (), self_captures: Iterable[str] = (),
             repeats: int | None = None,
             fields: Mapping[str, object] | None = None) -> Demonstration:
        """Adds a step: the player to move plays `vertex` ("pass" passes), which must
        capture exactly the stones in `captures` and remove exactly the mover's own stones
        in `self_captures`; with `repeats=n`, the board after it must be the board of
        step n (0 = the first step). `fields` fill the caption's {placeholders} after
        translation. Returns self.
        Raises LessonError if the move is illegal or any of these claims is false."""
        game = self._game
        reason = game.why_illegal(vertex)
        if reason is not None:
            raise LessonError(f"{game.to_move.name.lower()} {vertex} is illegal ({reason})")
        if not caption.strip():
            raise LessonError("every step needs a caption")
        move = game.play(vertex)
        assert move is not None
        try:
            self._check_claims(move, captures, self_captures, repeats)
            self._caption(game.node, caption, marks, fields)
        except LessonError:
            node = game.node
            game.undo()
            game.node.children.remove(node)
            raise
        return self

    def _check_claims(self, move: Move, captures: Iterable[str],
                      self_captures: Iterable[str], repeats: int | None) -> None:
        """Raises LessonError unless `move` (just played) captured `captures`, removed
        its own `self_captures` and, with `repeats`, left the board of that step."""
        expected = sorted(v.upper() for v in captures)
        if sorted(move.captured) != expected:
            raise LessonError(f"{move} captures {sorted(move.captured)}, not {expected}")
        own = sorted(v.upper() for v in self_captures)
        if sorted(move.self_captured) != own:
            raise LessonError(f"{move} removes its own {sorted(move.self_captured)}, not {own}")
        if repeats is not None:
            earlier = list(self._game.main_line())[repeats]
            if earlier.codes != self._game.node.codes:
                raise LessonError(f"after {move} the board is not the board of step {repeats}")

    def refuse(self, vertex: str, reason: str, caption: str,
               marks: Mapping[str, str] | None = None) -> Demonstration:
        """Adds a step that shows a refused move: the position does not change, the caption
        explains, `vertex` gets a cross unless `marks` says otherwise. Returns self.
        Raises LessonError unless the rules refuse `vertex` for `reason` ("suicide",
        "ko", "superko", "occupied")."""
        found = self._game.why_illegal(vertex)
        if found != reason:
            raise LessonError(f"{vertex} is refused for {found!r}, not {reason!r}")
        self._still(caption, {vertex.upper(): "cross", **(marks or {})})
        return self

    def note(self, caption: str, marks: Mapping[str, str] | None = None, *,
             fields: Mapping[str, object] | None = None) -> Demonstration:
        """Adds a step with the same position and another caption or marks; `fields`
        fill the caption's {placeholders}. Returns self."""
        self._still(caption, marks, fields)
        return self

    def setup(self, caption: str, black: Iterable[str] = (), white: Iterable[str] = (),
              empty: Iterable[str] = (), marks: Mapping[str, str] | None = None, *,
              fields: Mapping[str, object] | None = None) -> Demonstration:
        """Adds a step that puts stones on the board (or takes them off) without a move;
        `fields` fill the caption's {placeholders}. Returns self. Raises LessonError if
        the resulting board has a chain without liberties."""
        board = self._game.board.copy()
        changes: dict[int, Color | None] = {}
        try:
            for vertices, color in ((empty, None), (black, Color.BLACK),
                                    (white, Color.WHITE)):
                for v in vertices:
                    changes[board.point(v)] = color
        except GoError as exc:
            raise LessonError(f"setup: {exc}") from None
        board.set_many(changes.items())
        if any(not chain.liberties for chain in board.chains()):
            raise LessonError("a setup step left a chain without liberties")
        # a node of its own even right after another setup step: each step keeps its
        # caption (the game's public setup() would merge two setup steps into one)
        node, _removed = self._game._record_setup(changes, self._game.to_move)
        self._caption(node, caption, marks, fields)
        return self

    def _still(self, caption: str, marks: Mapping[str, str] | None,
               fields: Mapping[str, object] | None = None) -> Node:
        """Adds a child of the cursor's node holding the same position; returns it."""
        game = self._game
        parent = game.node
        node = Node(parent=parent, codes=parent.codes, hash=parent.hash,
                    to_move=parent.to_move, captures=parent.captures, ko=parent.ko,
                    passes=parent.passes, move_number=parent.move_number)
        self._caption(node, caption, marks, fields)
        parent.children.append(node)
        game.go_to(node)
        return node
