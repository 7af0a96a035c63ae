"""An independent checker of the solver's proof trees (gotutor/solver/proof.py).

Written on the engine's Board (its own legality, captures and ko point) and the engine's
Benson test (gotutor.life.pass_alive), sharing no code with the solver's search: it
replays every line of a tree and checks that at each turn of the side that must answer
every move the tree answers every legal move of the fight (the region's points and a
pass), that every move of the tree is
legal, and that each line ends where the goal says so. The rules of the search are
checked as stated there: no suicide, a situation of the line (stones and side to move) never
repeated, two passes
end a line, and ko: a side with ko threats (`ko` of `check`) may retake a ko at once
(bringing back the position before it was taken), a side without obeys basic ko.
"""

from __future__ import annotations

from typing import Any

from gotutor.board import Board
from gotutor.color import Color
from gotutor.life import pass_alive

__all__ = ["check"]

class ProofError(AssertionError):
    pass


def _goal_reached(kind: str, board: Board, targets: list[int], player: Color,
                  open_space: set[int], ended: bool) -> bool:
    """True if the position ends a line with the player's goal reached."""
    t = targets[0]
    if kind == "capture":
        return any(board.get(x) is None for x in targets)
    if kind == "connect":
        ch = board.chain(t)
        return ch is not None and ch.color is player and targets[1] in ch.stones
    if kind == "live":
        ch = board.chain(t)
        if ch is None or ch.color is not player:
            return False
        if t in pass_alive(board, player):
            return True
        if not ended:
            return False
        if ch.liberties & open_space:
            return False
        return not any(board.get(n) is player.opponent
                       for p in ch.liberties for n in board.neighbors(p))
    if kind == "kill":
        ch = board.chain(t)
        if ch is None or ch.color is not player.opponent:
            return True
        if t in pass_alive(board, player.opponent):
            return False
        return ended and bool(ch.liberties & open_space)
    if kind == "cut":
        a, b = targets[0], targets[1]
        other = player.opponent
        if board.get(a) is not other or board.get(b) is not other:
            return True
        return ended and b not in board.chain(a).stones
    raise ProofError(f"no checker for {kind!r}")


def check(board: Board, to_move: Color, kind: str, targets: list[int], region: set[int],
          open_space: set[int], tree: dict[str, Any], ko: tuple[bool, bool],
          first: int) -> int:
    """Checks the proof `tree` of the player's win after the player's `first` move from
    `board` (`to_move` = the player). `ko`: (the player has ko threats, the opponent has).
    Returns the number of positions checked; raises ProofError at the first flaw."""
    player = to_move
    count = [0]

    def play(b: Board, p: int, c: Color, ko_point: int,
             threats: bool = False) -> tuple[Board, int] | None:
        if b.get(p) is not None or (p == ko_point and not threats):
            return None
        a = b.analyze(p, c)
        if a.occupied or a.self_capture:
            return None
        after = b.copy()
        captured, _ = after.play(p, c)
        ch = after.chain(p)
        if ch is None or not ch.liberties:
            return None
        new_ko = -1
        if len(captured) == 1 and len(ch.stones) == 1 and len(ch.liberties) == 1:
            new_ko = captured[0]
        return after, new_ko

    def moves(b: Board) -> set[int]:
        return {p for p in region if b.get(p) is None}

    def walk(b: Board, ko_point: int, mover: Color, passes: int, node: dict[str, Any],
             path: set[tuple[int, ...]]) -> None:
        count[0] += 1
        ended = passes >= 2
        # threats count for a side that has them when the other has none
        may_ko = (ko[0] and not ko[1]) if mover is player else (ko[1] and not ko[0])
        if _goal_reached(kind, b, targets, player, open_space, ended) and not (
                mover is not player and may_ko and ko_point != -1):
            return  # (a goal reached by taking a ko the opponent may retake goes on)
        if ended:
            raise ProofError("a line ends with two passes and the goal not reached")
        if not node:
            raise ProofError("a line stops before the goal is reached")
        if "m" in node:
            if mover is not player:
                raise ProofError("the tree chooses a move for the side that must answer all")
            if node["m"] == "pass":
                walk(b, -1, mover.opponent, passes + 1, node["c"], path)
                return
            p = int(node["m"])
            if p not in moves(b):
                raise ProofError(f"move {p} is outside the fight")
            r = play(b, p, mover, ko_point, may_ko)
            if r is None:
                raise ProofError(f"move {p} is illegal in the search's rules")
            key = (tuple(r[0].codes()), mover.opponent)
            if key in path and p != ko_point:
                raise ProofError("the tree repeats a situation")
            walk(r[0], r[1], mover.opponent, 0, node["c"], path | {key})
            return
        if "r" not in node or mover is player:
            raise ProofError("the opponent's turn must answer every move")
        replies = node["r"]
        for p in sorted(moves(b)):
            r = play(b, p, mover, ko_point, may_ko)
            if r is None:
                continue
            key = (tuple(r[0].codes()), mover.opponent)
            if key in path and p != ko_point:
                continue
            if str(p) not in replies:
                raise ProofError(f"the opponent's move {p} has no answer in the tree")
            walk(r[0], r[1], mover.opponent, 0, replies[str(p)], path | {key})
        if "pass" not in replies:
            raise ProofError("the opponent's pass has no answer in the tree")
        walk(b, -1, mover.opponent, passes + 1, replies["pass"], path)

    if first < 0:  # the player's first move was outside the fight (not a pass)
        walk(board, -1, player.opponent, 0, tree, {(tuple(board.codes()), player.opponent)})
    else:
        r = play(board, first, player, -1)
        if r is None:
            raise ProofError("the first move is illegal")
        walk(r[0], r[1], player.opponent, 0, tree, {(tuple(board.codes()), player),
                                                    (tuple(r[0].codes()), player.opponent)})
    return count[0]
