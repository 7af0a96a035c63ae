"""Problem diagrams: a position drawn in text, with marked stones and points.

Rows run from top to bottom; blanks are ignored. Besides the plain symbols of
`Game.from_diagram` (X black, O white, . or + empty) a problem diagram may mark points the
way Sensei's Library diagrams do:

    Y  a black stone marked with a triangle     Q  a white stone marked with a triangle
    #  a black stone marked with a square       @  a white stone marked with a square
    *  an empty point marked with a circle

The marked stones are the ones a goal talks about ("capture the marked stones").
"""

from __future__ import annotations

from ..board import Board
from ..coords import vertex_name
from .errors import ProblemError

__all__ = ["parse_diagram"]

_MARKED = {"Y": ("X", "triangle"), "Q": ("O", "triangle"), "#": ("X", "square"),
           "@": ("O", "square"), "*": (".", "circle")}


def parse_diagram(text: str) -> tuple[str, dict[str, str]]:
    """Returns `(plain diagram, marks)`: the diagram with the marks taken out, as
    `Game.from_diagram` reads it, and the marks as {vertex: "triangle"|"square"|"circle"}.

    Raises ProblemError if `text` is not a string or not a square diagram of known symbols.
    """
    if not isinstance(text, str):
        raise ProblemError(f"a diagram is text, not {type(text).__name__}")
    rows = [r for r in ("".join(line.split()) for line in text.strip().splitlines()) if r]
    size = len(rows)
    marks: dict[str, str] = {}
    plain_rows = []
    for y, row in enumerate(rows):
        plain = []
        for x, ch in enumerate(row):
            if ch in _MARKED:
                symbol, kind = _MARKED[ch]
                plain.append(symbol)
                if y < size and x < size:
                    marks[vertex_name(y * size + x, size)] = kind
            else:
                plain.append(ch)
        plain_rows.append("".join(plain))
    plain_text = "\n".join(plain_rows)
    try:
        Board.from_diagram(plain_text)
    except Exception as err:  # GoError from the board: re-raise as the problem's error
        raise ProblemError(f"bad problem diagram: {err}") from err
    return plain_text, marks
