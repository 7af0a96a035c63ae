"""What is drawn besides the stones: markers, labels, the region shown, the overlays.

A lesson marks points from Python (`mark`, `label`, or by assigning `marks`); a game
tree's SGF markup (TR, SQ, CR, MA, LB) is drawn at each node; `crop_to` shows one region
of the board; `overlays` switches the liberty, atari, ko and coordinate overlays.
"""

from __future__ import annotations

import contextlib
from typing import Any

from ..coords import point_from_sgf, vertex_name
from ..errors import GoError
from ..game import Game
from .protocol import MARK_KINDS, OVERLAYS
from .state import _one_message

_SGF_MARKS = {"TR": "triangle", "SQ": "square", "CR": "circle", "MA": "cross"}


def _sgf_points(value: str, size: int) -> list[int]:
    """The points of an SGF point or compressed rectangle ("dd" or "aa:cc"); [] if bad."""
    try:
        if ":" in value:
            a, b = (point_from_sgf(v, size) for v in value.split(":", 1))
            if a is None or b is None:
                return []
            (ax, ay), (bx, by) = (a % size, a // size), (b % size, b // size)
            return [y * size + x for y in range(min(ay, by), max(ay, by) + 1)
                    for x in range(min(ax, bx), max(ax, bx) + 1)]
        p = point_from_sgf(value, size)
    except GoError:
        return []
    return [] if p is None else [p]


class MarkupMixin:
    """GoBoard's markers, labels, crop and overlays."""

    _game: Game
    _user_marks: dict[str, str]

    @_one_message
    def mark(self, vertices: object, kind: str = "triangle") -> None:
        """Draws a marker ("triangle", "square", "circle", "cross") on a vertex ("D4")
        or on each of a list of vertices. Raises GoError for an unknown kind, VertexError
        for a bad vertex (nothing is drawn then)."""
        if kind not in MARK_KINDS:
            raise GoError(f"unknown marker {kind!r}; use one of {', '.join(MARK_KINDS)}")
        many = vertices if isinstance(vertices, (list, tuple, set, frozenset)) and not (
            isinstance(vertices, tuple) and len(vertices) == 2
            and all(isinstance(c, int) for c in vertices)) else [vertices]
        names = [self._vertex(v) for v in many]
        self._user_marks.update(dict.fromkeys(names, kind))
        self._sync()

    @_one_message
    def label(self, vertex: object, text: str) -> None:
        """Writes a short label ("a", "1") on `vertex`, as printed diagrams do.
        Raises GoError for an empty or long label, VertexError for a bad vertex."""
        if not isinstance(text, str) or not 0 < len(text.strip()) <= 3:
            raise GoError(f"a label is 1 to 3 characters, not {text!r}")
        self._user_marks[self._vertex(vertex)] = "label:" + text.strip()
        self._sync()

    @_one_message
    def clear_marks(self) -> None:
        """Removes every marker and label set from Python."""
        self._user_marks.clear()
        self._sync()

    @_one_message
    def crop_to(self, region: Any) -> None:
        """Shows only a region: "A1:E5", ("A1", "E5") or None for the whole board.
        Raises GoError for anything else."""
        if region is None or region == "":
            self.crop = []
            return
        if isinstance(region, str):
            region = region.split(":")
        try:
            a, b = (self._game.board.point(v) for v in region)
        except (TypeError, ValueError) as exc:
            raise GoError(f"a crop is two corners, e.g. 'A1:E5', not {region!r}") from exc
        s = self._game.size
        (ax, ay), (bx, by) = (a % s, a // s), (b % s, b // s)
        self.crop = [min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)]

    @property
    def overlays(self) -> dict[str, bool]:
        """Which overlays are on: {"coordinates", "liberties", "atari", "liberty_counts",
        "ko"} -> bool. Assign a dict (some of those names) to switch them."""
        return {name: getattr(self, trait) for name, trait in OVERLAYS.items()}

    @overlays.setter
    def overlays(self, value: dict[str, bool]) -> None:
        if not isinstance(value, dict) or not all(k in OVERLAYS for k in value):
            raise GoError(f"overlays is a dict with keys among {', '.join(OVERLAYS)}")
        with self.hold_sync():
            for name, on in value.items():
                setattr(self, OVERLAYS[name], bool(on))

    def _node_marks(self) -> dict[str, str]:
        """The SGF markup of the cursor's node (TR, SQ, CR, MA, LB) as marks."""
        node, size = self._game.node, self._game.size
        out: dict[str, str] = {}
        for prop, kind in _SGF_MARKS.items():
            for value in node.props.get(prop, []):
                for p in _sgf_points(value, size):
                    out[vertex_name(p, size)] = kind
        for value in node.props.get("LB", []):
            where, _sep, text = value.partition(":")
            with contextlib.suppress(GoError):
                p = point_from_sgf(where, size)
                if p is not None and text:
                    out[vertex_name(p, size)] = "label:" + text[:3]
        return out

    def _vertex(self, vertex: object) -> str:
        return vertex_name(self._game.board.point(vertex), self._game.size)
