"""A cut not answered that separates a chain and then captures it.

The claim, proven on the position before the move: a chain of the player's (two stones
or more, three or four liberties) has a liberty that also touches another chain of the
player's (a connecting point). After the game's move the opponent cuts there and, the
player to move, captures the chain against every defence (Chase, ladders and nets
read, with the cutting stone's own weaknesses among the defences); before the move the
player's connection at that point keeps the chain (an escape proven as the review's
other escapes are: see gotutor/gamereview/tactics.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..solver.chase import Chase
from ..solver.position import Position

__all__ = ["CutLoss", "cuts_missed"]


@dataclass(frozen=True)
class CutLoss:
    """A cut not answered: `chain` (stones), `point` (the cut, the better move),
    `refutation` (the cut and the capture that follows)."""

    chain: tuple[int, ...]
    point: int
    refutation: tuple[int, ...]


def cuts_missed(before: Position, after: Position, me: int, home: frozenset[int],
                capturer: Callable[[int, int, frozenset[int]], Chase],
                escapes: Callable[[Position, int, int, frozenset[int], bool], object],
                skip: frozenset[tuple[int, ...]] = frozenset()) -> list[CutLoss]:
    """Returns the cuts the move from `before` to `after` of colour `me` left (see the
    module's doc). `home`: the player's pass-alive stones; `capturer(target, attacker,
    home)` and `escapes(pos, target, attacker, home, attacker_to_move)`: the review's
    readers of captures and of escapes (None when not proven)."""
    opp = 3 - me
    out: list[CutLoss] = []
    seen: set[int] = set()
    for p, c in enumerate(before.codes):
        if c != me or p in seen:
            continue
        stones, libs = before.chain(p)
        seen |= stones
        key = tuple(sorted(stones))
        if (len(stones) < 2 or not 3 <= len(libs) <= 4 or key in skip
                or not home.isdisjoint(stones) or after.codes[p] != me):
            continue
        for x in sorted(libs):
            if after.codes[x] != 0 or not _connects(before, x, me, stones):
                continue
            cut = after.play(x, opp)
            if cut is None or cut.codes[p] != me or len(cut.liberties(p)) > 2:
                continue
            capture = capturer(p, opp, home)
            line = capture.line(cut, False)
            if not line:
                continue
            joined = before.play(x, me)
            if joined is None or escapes(joined, p, opp, home, True) is None:
                continue
            out.append(CutLoss(key, x, (x, *line)))
            break
    return out


def _connects(pos: Position, x: int, me: int, stones: set[int]) -> bool:
    """True if a stone of `me` at `x` would join `stones` to another chain of `me`."""
    return any(pos.codes[q] == me and q not in stones for q in pos.nbr[x])
