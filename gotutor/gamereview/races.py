"""Capturing races lost by the player who could win them, read on the position before
the move.

A race is a chain of the player's (`ours`) next to an opponent chain (`theirs`), each
of two stones or more with two to `MOST` liberties. The mistake is claimed when:

- before the move, the player (to move) captures `theirs` whatever the opponent does
  (the race was won: `Race` True, the player to move);
- after the game's move, the opponent (to move) captures `ours` whatever the player
  does (the race is lost: `Race` True, the opponent to move);
- `better`: the moves after which the player still captures `theirs` with the opponent
  to move (each proven the same way); none, no claim.

`Race` is Chase's capture reading (gotutor.solver.chase) with the defender of the
chain also filling the liberties of the attacker's chains next to it (the other side of
a race: without them a reading would count a defender's fill of the attacker's outside
liberties as a pass), and neither side taking a ko. A reading that runs past its
budget claims nothing; a chain joined to a pass-alive group is out of the race.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..solver.chase import Chase
from ..solver.position import Position

__all__ = ["MOST", "Race", "RaceLoss", "lost_races"]

#: a chain with more liberties than this is not read as in a race
MOST = 4
#: the most positions one race reading may visit
BUDGET = 1500


class Race(Chase):
    """Chase with the defender also filling the attacker's chains next to the target,
    no ko taken by either side, reach 1 (a race is won on liberties)."""

    def __init__(self, target: int, attacker: int, home: frozenset[int]) -> None:
        super().__init__(target, attacker, home, reach=1, budget=BUDGET, safe=0)

    def attacker_moves(self, pos: Position) -> list[int]:
        return _no_ko(pos, super().attacker_moves(pos), self.attacker)

    def defender_moves(self, pos: Position) -> tuple[list[int], bool]:
        moves, wide = super().defender_moves(pos)
        if wide:
            stones, _libs = self._target(pos)
            more: set[int] = set()
            seen: set[int] = set()
            for s in stones:
                for q in pos.nbr[s]:
                    if pos.codes[q] == self.attacker and q not in seen:
                        chain, theirs = pos.chain(q)
                        seen |= chain
                        more |= theirs
            more.difference_update(moves)
            moves = moves + sorted(more)
        return _no_ko(pos, moves, self.defender), wide


def _no_ko(pos: Position, moves: list[int], code: int) -> list[int]:
    out = []
    for p in moves:
        child = pos.play(p, code)
        if child is None or child.ko < 0:
            out.append(p)
    return out


@dataclass(frozen=True)
class RaceLoss:
    """A race lost (see the module's doc): `ours`, `theirs` (stones), `better` (point
    indexes), `refutation` (the opponent's capture of `ours` after the game's move),
    `better_line` (a better move and the capture of `theirs` that follows)."""

    ours: tuple[int, ...]
    theirs: tuple[int, ...]
    better: frozenset[int]
    refutation: tuple[int, ...]
    better_line: tuple[int, ...]


def _race_chains(pos: Position, code: int) -> list[tuple[set[int], set[int]]]:
    seen: set[int] = set()
    out = []
    for p, c in enumerate(pos.codes):
        if c == code and p not in seen:
            stones, libs = pos.chain(p)
            seen |= stones
            if 2 <= len(libs) <= MOST:
                out.append((stones, libs))
    return out


def lost_races(before: Position, after: Position, me: int,
               homes: dict[int, frozenset[int]], skip: frozenset[tuple[int, ...]] = frozenset()
               ) -> list[RaceLoss]:
    """Returns the races the move from `before` to `after` of colour `me` lost (see the
    module's doc); `homes`: the pass-alive stones of each colour in `before`; `skip`:
    chains of the player's (sorted stones) not to read."""
    opp = 3 - me
    out: list[RaceLoss] = []
    # the biggest opponent chain first: the race itself before the stones around it
    theirs_all = sorted(_race_chains(before, opp), key=lambda c: (-len(c[0]), min(c[0])))
    for ours, _libs in _race_chains(before, me):
        key = tuple(sorted(ours))
        if len(ours) < 2 or key in skip or not homes[me].isdisjoint(ours):
            continue
        target = min(ours)
        if after.codes[target] != me:
            continue
        near = {q for s in ours for q in before.nbr[s] if before.codes[q] == opp}
        for theirs, their_libs in theirs_all:
            if (len(theirs) < 2 or near.isdisjoint(theirs)
                    or not homes[opp].isdisjoint(theirs)):
                continue
            hit = _race(before, after, me, ours, theirs, their_libs, homes)
            if hit is not None:
                out.append(hit)
                break
    return out


def _race(before: Position, after: Position, me: int, ours: set[int], theirs: set[int],
          their_libs: set[int], homes: dict[int, frozenset[int]]) -> RaceLoss | None:
    opp = 3 - me
    mine, other = min(ours), min(theirs)
    if after.codes[other] != opp:
        return None
    win = Race(other, me, homes[opp])
    if win.captures(before, True) is not True:
        return None
    loss = Race(mine, opp, homes[me])
    refutation = loss.line(after, True)
    if not refutation:
        return None
    better = set()
    line: tuple[int, ...] = ()
    candidates = sorted(their_libs | {q for s in ours for q in before.nbr[s]
                                      if before.codes[q] == 0})
    for d in candidates:
        child = before.play(d, me)
        if child is None or child.codes[other] == 0:
            if child is not None:
                better.add(d)  # captured at once
            continue
        proof = Race(other, me, homes[opp])
        if proof.captures(child, False) is True:
            better.add(d)
            if not line:
                line = (d, *(proof.line(child, False) or ()))
    if not better:
        return None
    return RaceLoss(tuple(sorted(ours)), tuple(sorted(theirs)), frozenset(better),
                    tuple(refutation), line or (min(better),))
