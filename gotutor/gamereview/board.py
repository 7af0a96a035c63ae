"""The review board's game tree: one step per mistake, as SGF (shown by
`GoBoard.demo`, whose view mode draws each node's comment and markup).

The main line, for each mistake: a setup node with the position before the move, the
game's move marked with a cross, the better moves with circles, the stones concerned
with triangles, the explanation as caption; then the game's move itself, the opponent's
answer numbered. At the setup node a second variation plays a better move, what follows
numbered. Without GNU Go the first caption says that the points were not counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..coords import parse_point, point_to_sgf
from ..problems.texts import Text
from . import texts

if TYPE_CHECKING:
    from .review import GameReview, Mistake

__all__ = ["review_sgf"]


def _esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace("]", "\\]")


def _pt(vertex: str, size: int) -> str | None:
    if vertex.lower() == "pass":
        return None
    p = parse_point(vertex, size)
    return None if p is None else point_to_sgf(p, size)


def _labels(line: list[str], size: int) -> str:
    seen: set[str] = set()
    out = []
    for i, v in enumerate(line, 1):
        p = _pt(v, size)
        if p is not None and p not in seen:
            seen.add(p)
            out.append(f"[{p}:{i}]")
    return "LB" + "".join(out) if out else ""


def _setup(current: list[int], target: tuple[int, ...], size: int) -> str:
    props = {"AE": [], "AB": [], "AW": []}
    for p, (have, want) in enumerate(zip(current, target, strict=True)):
        if have != want:
            props[("AE", "AB", "AW")[want]].append(point_to_sgf(p, size))
    return "".join(k + "".join(f"[{v}]" for v in vs) for k, vs in props.items() if vs)


def _mistake_nodes(review: GameReview, i: int, current: list[int], lang: str) -> str:
    mistakes = review.shown
    m: Mistake = mistakes[i]
    size = review.game.size
    assert m.before is not None
    head = Text.of(texts.STEP, i=i + 1, n=len(mistakes)).render(lang)
    caption = f"{head} {m.text}"
    node = ";" + _setup(current, m.before.codes, size)
    node += f"PL[{m.color.value}]C[{_esc(caption)}]"
    played = _pt(m.vertex, size)
    if played is not None:
        node += f"MA[{played}]"
    circles = [_pt(v, size) for v in sorted(m.better)]
    if m.engine_move:
        circles.append(_pt(m.engine_move, size))
    circles = [c for c in circles if c is not None and c != played]
    if circles:
        node += "CR" + "".join(f"[{c}]" for c in circles)
    chain = [_pt(v, size) for v in m.chain]
    if chain:
        node += "TR" + "".join(f"[{c}]" for c in chain if c)
    move = f";{m.color.value}[{played or ''}]"
    move += f"C[{_esc(Text.of(texts.PLAYED, vertex=m.vertex).render(lang))}]"
    move += _labels(m.refutation, size)
    after = list(m.before.codes)
    if played is not None:
        # the board after the game's move: its captures, read by the engine's rules
        pos = m.before.play(parse_point(m.vertex, size), 1 if m.color.value == "B" else 2)
        after = list(pos.codes) if pos is not None else after
    rest = _mistake_nodes(review, i + 1, after, lang) if i + 1 < len(mistakes) else ""
    main = f"({move}{rest})"
    if not m.better_line:
        return node + main
    best = _pt(m.better_line[0], size)
    var = f";{m.color.value}[{best}]"
    var += f"C[{_esc(Text.of(texts.BETTER_LINE, vertex=m.better_line[0]).render(lang))}]"
    var += _labels(m.better_line[1:], size)
    return node + main + f"({var})"


def review_sgf(review: GameReview, language: str) -> str:
    """Returns the review board's tree as SGF text (see the module's doc)."""
    size = review.game.size
    root = f"(;GM[1]FF[4]SZ[{size}]KM[{review.game.komi}]"
    root += f"C[{_esc(review.summary(language))}]"
    if not review.shown:
        return root + ")"
    return root + _mistake_nodes(review, 0, [0] * (size * size), language) + ")"
