"""The moves of a game to review: from a Game, an autosaved game (its JSON file), an
SGF file or SGF text, the main line's moves with the positions before and after each.
"""

from __future__ import annotations

import itertools
import json
import os
from dataclasses import dataclass
from pathlib import Path

from ..coords import vertex_name
from ..errors import GoError
from ..game import Game
from ..solver.position import Position

__all__ = ["Played", "ReviewError", "load_game", "moves_of"]


class ReviewError(GoError):
    """A game that cannot be reviewed (no game, an unreadable file, a board that is not
    square)."""


@dataclass(frozen=True)
class Played:
    """One move of the main line: its `number` (1 for the first move after the setup),
    `code` (1 black, 2 white), `point` (None for a pass), `vertex`, and the positions
    `before` and `after` it."""

    number: int
    code: int
    point: int | None
    vertex: str
    before: Position
    after: Position


def load_game(source: object) -> Game:
    """Returns the game of `source`: a Game, a path (str or PathLike) to an SGF file or
    to an autosaved game's JSON file, or SGF text. Raises ReviewError for anything
    else, or a file that cannot be read as a game."""
    if isinstance(source, Game):
        return source
    if isinstance(source, bytes):
        source = source.decode("utf-8", "replace")
    if isinstance(source, str) and source.lstrip().startswith("("):
        return _from_sgf(source)
    if isinstance(source, (str, os.PathLike)):
        path = Path(source)
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except (OSError, ValueError) as err:
            raise ReviewError(f"cannot read the game {str(path)!r}: {err}") from None
        if path.suffix.lower() == ".json":
            try:
                data = json.loads(text)
            except ValueError as err:
                raise ReviewError(f"{str(path)!r} is no saved game: {err}") from None
            if not isinstance(data, dict) or not isinstance(data.get("sgf"), str):
                raise ReviewError(f"{str(path)!r} is no saved game (no SGF in it)")
            text = data["sgf"]
        return _from_sgf(text)
    raise ReviewError(f"a game to review is a Game, an SGF path or SGF text, not "
                      f"{type(source).__name__}")


def _from_sgf(text: str) -> Game:
    try:
        return Game.from_sgf(text)
    except GoError as err:
        raise ReviewError(f"the game cannot be read: {err}") from None


def moves_of(game: Game) -> list[Played]:
    """Returns the main line's moves with the positions around them (the game itself
    is not changed)."""
    size = game.size
    out: list[Played] = []
    nodes = list(game.main_line())
    number = 0
    for parent, node in itertools.pairwise(nodes):
        move = node.move
        if move is None:
            continue
        number += 1
        code = 1 if move.color.value == "B" else 2
        before = Position(size, tuple(parent.codes), -1 if parent.ko is None else parent.ko)
        after = Position(size, tuple(node.codes), -1 if node.ko is None else node.ko)
        point = None if move.is_pass else before_point(move.vertex, size)
        out.append(Played(number, code, point, move.vertex if point is None
                          else vertex_name(point, size), before, after))
    return out


def before_point(vertex: str, size: int) -> int:
    """The point index of `vertex`."""
    from ..coords import parse_point

    point = parse_point(vertex, size)
    assert point is not None
    return point
