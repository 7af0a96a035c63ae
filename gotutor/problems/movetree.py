"""The answer key of a problem as a tree of moves.

Every node is a move; the children of the root are the student's first moves, their
children the opponent's replies, and so on. The usual SGF conventions decide what is
right: a leaf is right if its comment starts with "RIGHT" or it carries TE (good move),
or GB/GW for the colour that solves the problem; every other leaf is wrong; BM (bad
move) makes a move wrong at once. A tree is built from a compact Python form
(`from_lines`) or from a gotutor game tree (`from_game`, which is how SGF problems load).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ..color import Color
from ..coords import PASS, parse_point, vertex_name
from ..errors import GoError
from ..game import Game, Node
from .errors import ProblemError
from .texts import Text

__all__ = ["MoveNode", "from_game", "from_lines"]


@dataclass(eq=False)
class MoveNode:
    """One move of the answer key: `vertex` (canonical, or "pass"), `color`, the author's
    `comment`, a `verdict` written on the node ("right", "wrong" or None) and the
    `children`."""

    vertex: str = ""
    color: Color = Color.BLACK
    comment: str | Text = ""
    verdict: str | None = None
    children: list[MoveNode] = field(default_factory=list)
    parent: MoveNode | None = None

    def child(self, vertex: str, color: Color) -> MoveNode | None:
        """Returns the child that plays `vertex` for `color`, or None."""
        for c in self.children:
            if c.vertex == vertex and c.color is color:
                return c
        return None

    def add(self, vertex: str, color: Color) -> MoveNode:
        """Returns the child for this move, added if it is not there yet."""
        found = self.child(vertex, color)
        if found is None:
            found = MoveNode(vertex, color, parent=self)
            self.children.append(found)
        return found

    @property
    def is_right(self) -> bool:
        """True if this node ends a right answer: a node marked right with no line
        below it that leads to another right node (a leaf, usually)."""
        return self.verdict == "right" and not any(c.leads_right() for c in self.children)

    def leads_right(self) -> bool:
        """True if this node is marked right, or some line through it reaches a node
        marked right, with no move on the way marked bad."""
        if self.verdict == "wrong":
            return False
        if self.verdict == "right":
            return True
        return any(c.leads_right() for c in self.children)

    def main_line(self) -> list[MoveNode]:
        """Returns the nodes after this one along the first children."""
        nodes, node = [], self
        while node.children:
            node = node.children[0]
            nodes.append(node)
        return nodes

    def right_line(self) -> list[MoveNode] | None:
        """Returns the nodes after this one along the first line that ends right, or None."""
        for c in self.children:
            if c.verdict == "wrong":
                continue
            if c.is_right:
                return [c]
            rest = c.right_line()
            if rest is not None:
                return [c, *rest]
        return None


def _clean_comment(text: str) -> str:
    return text.strip()


def _verdict_from_props(props: Mapping[str, list[str]], solver: Color) -> str | None:
    comment = "\n".join(props.get("C", [])).lstrip()
    if "BM" in props:
        return "wrong"
    if comment.upper().startswith("RIGHT") or "TE" in props:
        return "right"
    if ("GB" in props and solver is Color.BLACK) or ("GW" in props and solver is Color.WHITE):
        return "right"
    if comment.upper().startswith("WRONG"):
        return "wrong"
    return None


def from_game(game: Game, solver: Color | None = None) -> tuple[MoveNode, Node]:
    """Returns (the answer key, the game node where the problem starts): the problem
    starts at the last node of the game's opening that holds no move branching (the root
    and any setup nodes right after it); every move below it is part of the key.
    `solver` is the colour that solves (the first move's colour by default).
    Raises ProblemError if a node holds both a move and a setup, or the key is empty."""
    start = game.root
    while len(start.children) == 1 and start.children[0].move is None:
        start = start.children[0]
    if solver is None:
        first = next((c.move for c in start.children if c.move is not None), None)
        solver = first.color if first is not None else start.to_move
    root = MoveNode(color=solver.opponent)

    def walk(src: Node, dst: MoveNode) -> None:
        for child in src.children:
            if child.move is None:
                raise ProblemError("a problem's answer key holds only moves, not setups")
            node = dst.add(child.move.vertex, child.move.color)
            node.comment = _clean_comment(child.comment)
            node.verdict = _verdict_from_props(child.props, solver)
            walk(child, node)

    walk(start, root)
    if not root.children:
        raise ProblemError("the problem's move tree is empty: no move answers it")
    return root, start


def _vertex(v: object, size: int) -> str:
    try:
        p = parse_point(v, size)
    except GoError as err:
        raise ProblemError(f"bad vertex in the answer key: {v!r} ({err})") from err
    return PASS if p is None else vertex_name(p, size)


def _sequence(value: object, size: int) -> list[str]:
    if isinstance(value, str):
        parts = value.replace(",", " ").split()
    elif isinstance(value, Iterable):
        parts = list(value)
    else:
        raise ProblemError(f"a line of moves is a list of vertices, not {value!r}")
    if not parts:
        raise ProblemError("a line of moves in the answer key is empty")
    return [_vertex(v, size) for v in parts]


def _is_vertex_text(text: str) -> bool:
    t = text.strip()
    return t.lower() == PASS or (len(t) in (2, 3) and t[:1].isalpha() and t[1:].isdigit())


def _split_entry(entry: object) -> tuple[object, str | Text]:
    """An entry is a line of moves, or a pair (line of moves, comment)."""
    if isinstance(entry, tuple) and len(entry) == 2 and _is_comment(entry[1]):
        return entry[0], entry[1]
    return entry, ""


def _is_comment(value: object) -> bool:
    """True if `value` is a comment: a Text, or a string that is not a line of moves."""
    if isinstance(value, Text):
        return True
    return isinstance(value, str) and not all(
        _is_vertex_text(t) for t in value.replace(",", " ").split())


def from_lines(size: int, solver: Color, right: Sequence[object],
               wrong: Mapping[str, object] | None = None) -> MoveNode:
    """Returns the answer key built from lines of moves, the solver's move first:

    `right`: lines that end in a right answer, each a list of vertices (or a string
    "D2 E2 C3"), or a pair (line, comment). The solver's and the opponent's moves
    alternate; a line ends with the solver's move.
    `wrong`: {line of moves: refutation} for wrong moves; the key is a line whose last
    move is the wrong one (usually a single vertex, "B2"); the value is the
    refutation: a list of the opponent's moves (and the solver's, alternating), or a
    string of vertices "D2 E3", or a pair (moves, comment), or a comment alone.

    Raises ProblemError for a bad vertex, an empty line, or a line that both ends right
    and is listed as wrong.
    """
    root = MoveNode(color=solver.opponent)
    if isinstance(right, (str, bytes)) or not isinstance(right, Iterable):
        raise ProblemError("right= takes a list of lines of moves, e.g. [['C3'], ['D2', 'E2']]")
    for entry in right:
        line, comment = _split_entry(entry)
        node = root
        color = solver
        for v in _sequence(line, size):
            node = node.add(v, color)
            color = color.opponent
        if node.children:
            raise ProblemError(f"the right line {line!r} goes on in another line")
        if node.color is not solver:
            raise ProblemError(f"the right line {line!r} must end with the solver's move")
        node.verdict = "right"
        node.comment = comment
    for key, value in (wrong or {}).items():
        node = root
        color = solver
        for v in _sequence(key, size):
            node = node.add(v, color)
            color = color.opponent
        if node.verdict == "right" or node.leads_right():
            raise ProblemError(f"the move line {key!r} is listed as both right and wrong")
        if node.color is not solver:
            raise ProblemError(f"the wrong line {key!r} must end with the solver's move")
        node.verdict = "wrong"
        if _is_comment(value):
            node.comment = value  # type: ignore[assignment]
            continue
        if isinstance(value, tuple) and len(value) == 2 and _is_comment(value[1]):
            moves, node.comment = value
        else:
            moves = value
        if moves is None or moves == "" or moves == []:
            continue
        reply = node
        for v in _sequence(moves, size):
            reply = reply.add(v, color)
            color = color.opponent
    if not root.children:
        raise ProblemError("the answer key is empty: give at least one right line")
    return root
