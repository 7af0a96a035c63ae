"""A stone played inside the opponent's living area, where it can only die.

The claim, proven on the position before the move: the move is played in a region (the
points reached from it without crossing the opponent's stones) that only the
opponent's pass-alive chains enclose (Benson's test, `benson.pass_alive_points`: those
chains can never be captured, even if their owner passes), and every empty point of the
region touches one of them. A stone there can never make an eye (an eye is an empty
point with only its own stones around), cannot capture the chains around it, and so
can only be captured; the opponent need not answer it.
"""

from __future__ import annotations

from ..solver.position import Position

__all__ = ["inside_living_area"]


def inside_living_area(before: Position, me: int, move: int,
                       alive: frozenset[int]) -> tuple[int, ...] | None:
    """Returns the opponent's pass-alive stones around the region of `move` if the move
    of colour `me` from `before` is played inside the opponent's living area (see the
    module's doc), else None. `alive`: the opponent's pass-alive stones in `before`."""
    opp = 3 - me
    codes, nbr = before.codes, before.nbr
    if not alive or codes[move] != 0:
        return None
    region = {move}
    todo = [move]
    wall: set[int] = set()
    while todo:
        p = todo.pop()
        touches = False
        for q in nbr[p]:
            if codes[q] == opp:
                if q not in alive:
                    return None  # a chain around that is not pass-alive
                wall.add(q)
                touches = True
            elif q not in region:
                region.add(q)
                todo.append(q)
        if codes[p] == 0 and not touches:
            return None  # an empty point that could become an eye
    return tuple(sorted(wall))
