"""The frame of the eye-space drills (life, vital point, throw-in), checked by hand on
raw point codes: the tests' oracle that the fight is shut in and that the rest of the
board stands apart from it (not the generator's `gotutor.drills.concepts._walls`).

`check_framed(spec)` asserts that:

- the board is a game's (9x9 or 13x13) and the fight touches its edge (a corner or a
  side);
- the group through the target has no liberty outside its eye space (the points it
  encloses, found by a flood fill that does not cross its stones);
- every chain of the other colour that touches the group or its eye space, and every
  chain of that colour next to those (the wall, `fight_of`), is pass-alive by the
  engine's own Benson test (`gotutor.life.pass_alive`, which the
  drills' generator does not use): it can never be captured, so no move outside the
  eye space can reach the fight;
- every other stone of the board stands two lines or more away from the fight (across
  the corners too), and both colours have such stones: the rest of a game;
- the fight takes at most half of the board.
"""

from __future__ import annotations

from capture_game import flood, nbrs

from gotutor.board import Board
from gotutor.color import Color
from gotutor.life import pass_alive


def eye_space(codes: tuple[int, ...], n: int, target: int) -> set[int]:
    """The points reached from the group's liberties without crossing its stones."""
    stones, libs = flood(codes, n, target)
    seen, todo = set(libs), list(libs)
    while todo:
        q = todo.pop()
        for r in nbrs(q, n):
            if r not in seen and r not in stones:
                seen.add(r)
                todo.append(r)
    return seen


def fight_of(codes: tuple[int, ...], n: int, target: int) -> tuple[set[int], set[int],
                                                                    set[int]]:
    """(the group's stones, its eye space, the wall's stones): the wall is every chain
    of the other colour that touches the group or its eye space, and every chain of
    that colour next to the wall, along the lines or across a corner, in turn."""
    stones, _libs = flood(codes, n, target)
    space = eye_space(codes, n, target)
    other = 3 - codes[target]
    wall: set[int] = set()
    for p in stones | space:
        for q in [p, *nbrs(p, n)]:
            if codes[q] == other and q not in wall and q not in space:
                wall |= flood(codes, n, q)[0]
    grown = True
    while grown:
        grown = False
        for q in range(n * n):
            if codes[q] == other and q not in wall and q not in space and any(
                    max(abs(q % n - w % n), abs(q // n - w // n)) == 1 for w in wall):
                wall |= flood(codes, n, q)[0]
                grown = True
    return stones, space, wall


def check_framed(spec: object) -> None:
    """Asserts the frame (see the module's doc) of a generated problem `spec`."""
    n, codes, target = spec.size, spec.codes, spec.target  # type: ignore[attr-defined]
    key = spec.key  # type: ignore[attr-defined]
    assert n in (9, 13), key
    stones, space, wall = fight_of(codes, n, target)
    _s, libs = flood(codes, n, target)
    assert libs <= space, key
    board = Board.from_codes(n, list(codes))
    alive = pass_alive(board, Color.BLACK if codes[target] == 2 else Color.WHITE)
    assert wall and wall <= set(alive), key
    fight = stones | space | wall
    edge = {p for p in range(n * n) if min(p % n, p // n, n - 1 - p % n, n - 1 - p // n) == 0}
    assert stones & edge or space & edge, key
    assert len(fight) <= n * n // 2, key
    others = [p for p in range(n * n) if codes[p] and p not in fight]
    assert {codes[p] for p in others} == {1, 2}, (key, spec.diagram())  # type: ignore[attr-defined]
    for p in others:
        assert all(max(abs(p % n - q % n), abs(p // n - q // n)) >= 2 for q in fight), key
