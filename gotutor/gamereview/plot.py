"""The estimated score across a game, drawn as an SVG picture (no plotting library:
a line over the move numbers, zero in the middle, the mistakes marked)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

__all__ = ["score_svg"]


def score_svg(estimates: Sequence[float | None], marked: Sequence[int] = (),
              title: str = "", width: int = 560, height: int = 200,
              scale: Callable[[float], tuple[str, str]] | None = None) -> str:
    """Returns an SVG of `estimates` (the score before move 1, 2, ..., positive when
    Black is ahead; None where unknown): a line, the zero line, a red dot at each move
    number of `marked`, `title` as its accessible name and caption. `scale(top)`
    returns the labels of the top and bottom edges (Black, White ahead by `top`
    points), in the reader's language; without it "B+top" and "W+top"."""
    pad = 28
    known = [e for e in estimates if e is not None]
    top = max([abs(e) for e in known] + [5.0])
    n = max(len(estimates), 2)

    def x(i: int) -> float:
        return pad + (width - 2 * pad) * i / (n - 1)

    def y(v: float) -> float:
        return height / 2 - (height / 2 - pad) * v / top

    points = [f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(estimates) if v is not None]
    dots = "".join(
        f'<circle class="gt-plot-mistake" cx="{x(m - 1):.1f}" cy="{y(estimates[m - 1]):.1f}" '
        f'r="4" fill="#c0392b"/>'
        for m in marked if 1 <= m <= len(estimates) and estimates[m - 1] is not None)
    label = html.escape(title)
    upper, lower = scale(top) if scale else (f"B+{top:.0f}", f"W+{top:.0f}")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="gt-score-plot" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img" aria-label="{label}">'
        f"<title>{label}</title>"
        f'<rect width="{width}" height="{height}" fill="#fbf7ee"/>'
        f'<line x1="{pad}" y1="{height / 2}" x2="{width - pad}" y2="{height / 2}" '
        f'stroke="#888" stroke-dasharray="4 3"/>'
        f'<text x="4" y="{pad - 8}" font-size="11" fill="#333">{html.escape(upper)}</text>'
        f'<text x="4" y="{height - 6}" font-size="11" fill="#333">{html.escape(lower)}</text>'
        f'<polyline class="gt-plot-line" fill="none" stroke="#1f4e79" stroke-width="2" '
        f'points="{" ".join(points)}"/>{dots}</svg>')
