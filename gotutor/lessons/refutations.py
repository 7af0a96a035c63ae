"""Refutations for every wrong first move of a move-tree exercise.

A move-tree exercise (goal ("line", ...)) judges the student's moves by an answer key. A
move the key does not know gets only "wrong"; with `refute_everywhere` every legal first
move other than the right one gets the opponent's answer, played on the board, so the
student sees why it fails.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..color import Color
from ..errors import GoError
from ..game import Game

__all__ = ["refute_everywhere"]


def refute_everywhere(diagram: str, to_move: str, right: str, reply: str,
                      special: Mapping[str, str] | None = None,
                      moves: tuple[str, ...] = ()) -> dict[str, str]:
    """Returns {wrong move: the opponent's reply} for every legal move of `to_move` in
    the position of `diagram` after `moves` (played alternately so that `to_move` plays
    next) except `right` (and a pass): the reply given in `special`
    for that move, else `reply`.
    Raises GoError if a reply is illegal after its wrong move (for instance when the
    wrong move is played on the point of `reply` and `special` has no other answer)."""
    special = dict(special or {})
    player = Color.parse(to_move)
    game = Game.from_diagram(diagram, to_move=player if len(moves) % 2 == 0
                             else player.opponent)
    for vertex in moves:
        game.play(vertex)
    out: dict[str, str] = {}
    for move in game.legal_moves():
        if move in ("pass", right):
            continue
        answer = special.get(move, reply)
        after = game.copy()
        after.play(move)
        if not after.is_legal(answer):
            raise GoError(f"the reply {answer} to {move} is illegal")
        out[move] = answer
    unknown = set(special) - set(out)
    if unknown:
        raise GoError(f"special replies to moves that are not wrong first moves: "
                      f"{sorted(unknown)}")
    return out
