"""A static SVG diagram of a position: for `_repr_svg_` (Jupyter, nbviewer), web pages and
print.

    from gotutor.diagram import svg
    svg(game)                                   # the position at the cursor
    svg(board, marks={"D4": "triangle", "E5": "A"}, crop=("A9", "E5"))

The drawing is plain SVG 1.1 with no script and no external resource: a wooden board,
grid, star points, stones shaded with a subtle gradient and outlined (so they read well
printed in black and white), a marker on the last move, and marks (triangle, square,
circle, cross or a short label). Elements carry classes ("stone black", "mark triangle",
"last-move", "coordinate", ...) so a page can style them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from xml.sax.saxutils import escape

from .board import Board
from .color import Color
from .coords import LETTERS, OffBoard, point_from_sgf
from .errors import GoError, VertexError
from .game import Game, Node
from .i18n import _

__all__ = ["MARK_KINDS", "Diagram", "marks_from_props", "star_points", "svg", "xml_text"]

#: The mark kinds, and the other names (SGF identifiers, a letter) each is known by.
MARK_KINDS = {
    "triangle": ("triangle", "TR"),
    "square": ("square", "SQ"),
    "circle": ("circle", "CR"),
    "cross": ("cross", "MA", "x", "X"),
}
_KIND_OF = {alias: kind for kind, aliases in MARK_KINDS.items() for alias in aliases}
_SGF_MARKS = {"TR": "triangle", "SQ": "square", "CR": "circle", "MA": "cross"}

S = 10.0  #: the distance between two lines, in SVG user units
WOOD = "#dcb35c"
LINE = "#2b2112"
_STONE_R = 0.47 * S


def star_points(size: int) -> list[int]:
    """Returns the point indexes of the star points (hoshi) of a `size` board: the corner
    points on the third line (fourth from 13x13), the centre of odd boards from 7x7 and
    the side points of odd boards from 15x15."""
    if size < 7:
        return [(size // 2) * size + size // 2] if size % 2 and size >= 5 else []
    low = 3 if size >= 13 else 2
    high, mid = size - 1 - low, size // 2
    lines = [low, high]
    points = {(x, y) for x in lines for y in lines}
    if size % 2:
        points.add((mid, mid))
        if size >= 15:
            points |= {(mid, low), (mid, high), (low, mid), (high, mid)}
    return sorted(y * size + x for x, y in points)


def marks_from_props(props: Mapping[str, Iterable[str]], size: int) -> dict[int, str]:
    """Returns the marks an SGF node's properties draw: {point: kind or label} from TR,
    SQ, CR, MA (compressed lists "aa:cc" too) and LB ("dd:label"). Values that are not
    points of a `size` board are skipped."""
    marks: dict[int, str] = {}
    for ident, kind in _SGF_MARKS.items():
        for value in props.get(ident, ()):
            for p in _sgf_points(str(value), size):
                marks[p] = kind
    for value in props.get("LB", ()):
        where, colon, label = str(value).partition(":")
        points = _sgf_points(where, size) if colon else []
        if points and label:
            marks[points[0]] = label
    return marks


def _sgf_points(value: str, size: int) -> list[int]:
    """Returns the points of an SGF point or rectangle ("dd", "aa:cc"); [] if bad."""
    first, colon, second = value.partition(":")
    try:
        a = point_from_sgf(first, size)
        b = point_from_sgf(second, size) if colon else a
    except (OffBoard, VertexError):
        return []
    if a is None or b is None:
        return []
    ax, ay, bx, by = a % size, a // size, b % size, b // size
    return [y * size + x for y in range(min(ay, by), max(ay, by) + 1)
            for x in range(min(ax, bx), max(ax, bx) + 1)]


def _region(board: Board, crop: object, marked: Iterable[int]) -> tuple[int, int, int, int]:
    """Returns (x0, y0, x1, y1), the columns and rows (from the top) to draw."""
    n = board.size
    if crop is None:
        return 0, 0, n - 1, n - 1
    if crop == "auto":
        used = [p for p in range(board.area) if board.get(p) is not None] + list(marked)
        if not used:
            return 0, 0, n - 1, n - 1
        xs, ys = [p % n for p in used], [p // n for p in used]
        x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        # a region that comes within two lines of an edge reaches the edge
        x0, y0 = (0 if x0 <= 2 else x0), (0 if y0 <= 2 else y0)
        x1, y1 = (n - 1 if x1 >= n - 3 else x1), (n - 1 if y1 >= n - 3 else y1)
        return x0, y0, x1, y1
    if isinstance(crop, (tuple, list)) and len(crop) == 2:
        a, b = board.point(crop[0]), board.point(crop[1])
        return (min(a % n, b % n), min(a // n, b // n), max(a % n, b % n),
                max(a // n, b // n))
    raise GoError(_("crop is None, 'auto' or two opposite corners such as ('A9', 'E5'), "
                    "not {crop!r}", crop=crop))


#: What XML 1.0 cannot hold: control characters but tab, newline and carriage return,
#: lone surrogates and the two non-characters U+FFFE, U+FFFF.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_text(text: str) -> str:
    """Returns `text` ready to stand between XML tags: the characters XML cannot hold
    (control characters, lone surrogates) dropped, `&`, `<` and `>` escaped."""
    return escape(_NOT_XML.sub("", text))


def _num(value: float) -> str:
    """Returns a number as short SVG text (two decimals at most)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def svg(board_or_game: Board | Game | Node, *, coordinates: bool = True,
        marks: Mapping[object, str] | None = None, crop: object = None,
        size_px: int = 360, last_move: bool | str = True) -> str:
    """Returns an SVG document (a str) that draws a position.

    `board_or_game`: a Board, a Game (its position at the cursor, its last move and,
    when `marks` is None, the marks of the cursor's node: SGF TR, SQ, CR, MA, LB) or a
    Node of a game tree (the same, for that node).
    `coordinates`: letters and numbers around the board. `marks`: {vertex: kind or
    label}, kind "triangle", "square", "circle" or "cross" (or TR, SQ, CR, MA), anything
    else a label of a few characters. `crop`: None (the whole board), "auto" (the stones
    and marks, reaching the edges near them) or two opposite corner vertices.
    `size_px`: the width in pixels. `last_move`: True marks the game's last move, False
    none, a vertex marks that one.

    Raises GoError for something that is not a Board or Game, a bad vertex in `marks`,
    `crop` or `last_move`, an empty label or a size_px that is not a positive number.
    """
    if isinstance(board_or_game, (Game, Node)):
        if isinstance(board_or_game, Game):
            board, node = board_or_game.board, board_or_game.node
        else:
            node = board_or_game
            board = Board.from_codes(math.isqrt(len(node.codes)), node.codes)
        move = node.move
        recent = move.vertex if move is not None and not move.is_pass else None
        drawn = {} if marks is not None else marks_from_props(node.props, board.size)
    elif isinstance(board_or_game, Board):
        board, recent, drawn = board_or_game, None, {}
    else:
        raise GoError(_("svg() draws a Board, a Game or a Node, not {kind}",
                        kind=type(board_or_game).__name__))
    if isinstance(size_px, bool) or not isinstance(size_px, (int, float)) or not (
            0 < size_px < 100_000):
        raise GoError(_("size_px must be a positive number of pixels, not {value!r}",
                        value=size_px))
    for vertex, what in (marks or {}).items():
        if not isinstance(what, str) or not what.strip():
            raise GoError(_("a mark is a kind or a label (a non-empty string), not {value!r}",
                            value=what))
        drawn[board.point(vertex)] = _KIND_OF.get(what, what)
    if last_move is False:
        last = None
    elif last_move is True:
        last = board.point(recent) if recent else None
    else:
        last = board.point(last_move)
    return _draw(board, drawn, last, _region(board, crop, drawn), coordinates, size_px)


def _draw(board: Board, marks: dict[int, str], last: int | None,
          region: tuple[int, int, int, int], coordinates: bool, size_px: float) -> str:
    """Returns the SVG document of `board` (see `svg`)."""
    n = board.size
    x0, y0, x1, y1 = region
    margin = (1.45 if coordinates else 0.75) * S
    left, top = x0 * S - margin, y0 * S - margin
    width = (x1 - x0) * S + 2 * margin
    height = (y1 - y0) * S + 2 * margin
    px_h = size_px * height / width
    black, white = board.count(Color.BLACK), board.count(Color.WHITE)
    title = _("{size}x{size} Go board. Black stones: {black}; white stones: {white}.", size=n,
              black=black, white=white)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" class="gotutor-diagram" '
        f'width="{_num(size_px)}" height="{_num(px_h)}" '
        f'viewBox="{_num(left)} {_num(top)} {_num(width)} {_num(height)}" role="img">',
        f"<title>{xml_text(title)}</title>",
        "<defs>",
        '<radialGradient id="gotutor-black" cx="0.35" cy="0.3" r="0.75">'
        '<stop offset="0" stop-color="#6b6b6b"/><stop offset="0.55" stop-color="#1c1c1c"/>'
        '<stop offset="1" stop-color="#000"/></radialGradient>',
        '<radialGradient id="gotutor-white" cx="0.35" cy="0.3" r="0.8">'
        '<stop offset="0" stop-color="#fff"/><stop offset="0.7" stop-color="#f1f0ea"/>'
        '<stop offset="1" stop-color="#cfcdc4"/></radialGradient>',
        "</defs>",
        f'<rect class="board" x="{_num(left)}" y="{_num(top)}" width="{_num(width)}" '
        f'height="{_num(height)}" fill="{WOOD}"/>',
    ]
    # grid: lines run to the board's edge, or half a line past a cropped side
    reach = 0.5 * S
    top_y = 0 if y0 == 0 else y0 * S - reach
    bottom_y = (n - 1) * S if y1 == n - 1 else y1 * S + reach
    left_x = 0 if x0 == 0 else x0 * S - reach
    right_x = (n - 1) * S if x1 == n - 1 else x1 * S + reach
    out.append(f'<g class="grid" stroke="{LINE}" stroke-linecap="square">')
    for x in range(x0, x1 + 1):
        w = 0.09 if x in (0, n - 1) else 0.05
        out.append(f'<line x1="{_num(x * S)}" y1="{_num(top_y)}" x2="{_num(x * S)}" '
                   f'y2="{_num(bottom_y)}" stroke-width="{_num(w * S)}"/>')
    for y in range(y0, y1 + 1):
        w = 0.09 if y in (0, n - 1) else 0.05
        out.append(f'<line x1="{_num(left_x)}" y1="{_num(y * S)}" x2="{_num(right_x)}" '
                   f'y2="{_num(y * S)}" stroke-width="{_num(w * S)}"/>')
    out.append("</g>")
    inside = [p for p in range(board.area)
              if x0 <= p % n <= x1 and y0 <= p // n <= y1]
    for p in star_points(n):
        if p in inside and board.get(p) is None:
            out.append(f'<circle class="star" cx="{_num(p % n * S)}" cy="{_num(p // n * S)}" '
                       f'r="{_num(0.12 * S)}" fill="{LINE}"/>')
    if coordinates:
        out.extend(_coordinates(n, region))
    for p in inside:
        color = board.get(p)
        if color is None:
            continue
        name, stroke, sw = (("black", "#000", 0.03) if color is Color.BLACK
                            else ("white", "#3a3a3a", 0.05))
        out.append(f'<circle class="stone {name}" cx="{_num(p % n * S)}" '
                   f'cy="{_num(p // n * S)}" r="{_num(_STONE_R)}" '
                   f'fill="url(#gotutor-{name})" stroke="{stroke}" '
                   f'stroke-width="{_num(sw * S)}"/>')
    if last is not None and last in inside and last not in marks:
        ink = "#fff" if board.get(last) is Color.BLACK else "#000"
        out.append(f'<circle class="last-move" cx="{_num(last % n * S)}" '
                   f'cy="{_num(last // n * S)}" r="{_num(0.24 * S)}" fill="none" '
                   f'stroke="{ink}" stroke-width="{_num(0.07 * S)}"/>')
    for p, what in sorted(marks.items()):
        if p in inside and _NOT_XML.sub("", what).strip():
            out.extend(_mark(p % n * S, p // n * S, what, board.get(p)))
    out.append("</svg>")
    return "\n".join(out)


def _coordinates(n: int, region: tuple[int, int, int, int]) -> list[str]:
    """Returns the SVG elements of the letters and numbers around `region`."""
    x0, y0, x1, y1 = region
    gap = 0.95 * S
    style = (f'font-family="Helvetica, Arial, sans-serif" font-size="{_num(0.42 * S)}" '
             f'fill="{LINE}" text-anchor="middle" dominant-baseline="central"')
    out = [f'<g class="coordinates" {style}>']
    for x in range(x0, x1 + 1):
        for y in (y0 * S - gap, y1 * S + gap):
            out.append(f'<text class="coordinate" x="{_num(x * S)}" y="{_num(y)}">'
                       f"{LETTERS[x]}</text>")
    for y in range(y0, y1 + 1):
        for x in (x0 * S - gap, x1 * S + gap):
            out.append(f'<text class="coordinate" x="{_num(x)}" y="{_num(y * S)}">'
                       f"{n - y}</text>")
    out.append("</g>")
    return out


def _mark(cx: float, cy: float, what: str, under: Color | None) -> list[str]:
    """Returns the SVG elements of one mark at (cx, cy) over a stone of `under`."""
    ink = "#fff" if under is Color.BLACK else "#000"
    w = _num(0.07 * S)
    common = f'fill="none" stroke="{ink}" stroke-width="{w}"'
    if what == "triangle":
        r = 0.3 * S
        pts = " ".join(f"{_num(cx + dx)},{_num(cy + dy)}" for dx, dy in (
            (0, -r), (r * 0.866, r * 0.5), (-r * 0.866, r * 0.5)))
        return [f'<polygon class="mark triangle" points="{pts}" {common}/>']
    if what == "square":
        h = 0.21 * S
        return [f'<rect class="mark square" x="{_num(cx - h)}" y="{_num(cy - h)}" '
                f'width="{_num(2 * h)}" height="{_num(2 * h)}" {common}/>']
    if what == "circle":
        return [f'<circle class="mark circle" cx="{_num(cx)}" cy="{_num(cy)}" '
                f'r="{_num(0.24 * S)}" {common}/>']
    if what == "cross":
        h = 0.2 * S
        return [f'<path class="mark cross" d="M{_num(cx - h)} {_num(cy - h)}L{_num(cx + h)} '
                f'{_num(cy + h)}M{_num(cx + h)} {_num(cy - h)}L{_num(cx - h)} {_num(cy + h)}" '
                f'{common} stroke-linecap="round"/>']
    what = _NOT_XML.sub("", what)
    out = ['<g class="mark label">']
    if under is None:
        # a patch of wood under the label hides the lines crossing there
        out.append(f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(0.4 * S)}" '
                   f'fill="{WOOD}"/>')
    size = 0.55 * S if len(what) <= 2 else 0.42 * S
    out.append(f'<text x="{_num(cx)}" y="{_num(cy)}" font-family="Helvetica, Arial, '
               f'sans-serif" font-size="{_num(size)}" font-weight="bold" fill="{ink}" '
               f'text-anchor="middle" dominant-baseline="central">{xml_text(what)}</text>')
    out.append("</g>")
    return out


class Diagram:
    """A diagram that shows itself in Jupyter and nbviewer: `Diagram(game, marks={...})`
    as the last line of a cell draws the position. Takes the arguments of `svg`;
    `.svg` is the SVG text. Raises GoError as `svg` does."""

    def __init__(self, board_or_game: Board | Game | Node, **options: object) -> None:
        self.svg = svg(board_or_game, **options)  # type: ignore[arg-type]

    def _repr_svg_(self) -> str:
        return self.svg

    def __str__(self) -> str:
        return self.svg

