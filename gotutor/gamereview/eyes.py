"""Life and death of small enclosed groups: the vital point missed, read by the solver
on the position before the move.

A group is read when it is small and shut in: a chain of two stones or more, not
pass-alive, whose enclosure (the points reached from its stones through empty points
and stones of its colour) holds at most `AREA` empty points and no pass-alive stone of
its colour. The solver (`gotutor.solver.search.Solver` with the goal
`gotutor.solver.status.EndCapture`, the capture of the chain read to the end) plays on
the enclosure's empty points and on the liberties of the chains short of liberties
around it (`solver.region.fight_region`); a move elsewhere counts as a pass. "Dies":
the capture is proven with the attacker never taking a ko (it holds whatever the kos).
"Lives": the capture fails with the attacker free to take every ko and the owner never
taking one, and no line reaches the open space beyond the region (a chain that runs
out is not proven alive, so nothing is claimed).

- "eyes" (a group of the player's): after the game's move the opponent, to move, kills
  it; before the move a move of the player's (`better`: every such move of the region)
  makes it live with the opponent to move. The refutation: the opponent's first
  killing move. When the group already lived before the move (the opponent to move)
  and the game's move was played inside its enclosure, the move spoiled its own eye
  space: kind "eyes" too, with no better move claimed (any move elsewhere keeps it).
- "kill" (a group of the opponent's): before the move a move of the player's
  (`better`: every such move of the region) kills it with the opponent to move; after
  the game's move the opponent, to move, makes it live. The refutation: the
  opponent's living move.

- "cut" (`cuts_to_death`): a connection to a pass-alive group missed, where the
  opponent's cut shuts a chain of the player's in and kills it (see that function).

A reading that runs past `BUDGET` positions claims nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..solver.goals import LOSS, WIN
from ..solver.position import Position
from ..solver.region import fight_region
from ..solver.search import Solver
from ..solver.status import EndCapture

__all__ = ["AREA", "BUDGET", "LifeLoss", "cuts_to_death", "life_mistakes"]

#: an enclosure with more empty points than this is not read (not a small group)
AREA = 10
#: a region with more points than this is not read
REGION = 24
#: a chain with at most this many liberties next to the fight may be captured in it
SHORT = 4
#: the most positions one reading may visit
BUDGET = 500


@dataclass(frozen=True)
class LifeLoss:
    """A life-and-death mistake (see the module's doc): `kind` ("eyes" or "kill"),
    `chain` (the stones of the group's chain read), `better` (point indexes),
    `refutation` (the opponent's answer to the game's move), `spoiled` (True when the
    player's own group lived before the move and the move spoiled it)."""

    kind: str
    chain: tuple[int, ...]
    better: frozenset[int]
    refutation: tuple[int, ...]
    spoiled: bool = False


def enclosure(pos: Position, target: int) -> tuple[set[int], set[int]] | None:
    """Returns (the points, the empty points) of the enclosure of the chain through
    `target` (see the module's doc), or None when it holds more than `AREA` empty
    points."""
    code = pos.codes[target]
    codes, nbr = pos.codes, pos.nbr
    area = {target}
    empties: set[int] = set()
    todo = [target]
    while todo:
        p = todo.pop()
        for q in nbr[p]:
            c = codes[q]
            if q in area or (c != 0 and c != code):
                continue
            area.add(q)
            if c == 0:
                empties.add(q)
                if len(empties) > AREA:
                    return None
            todo.append(q)
    return area, empties


def _region(pos: Position, target: int, empties: set[int]) -> frozenset[int] | None:
    """The points the fight of the chain through `target` is read on: the enclosure's
    empty points, the liberties of the chains short of liberties around it
    (`fight_region`), every empty point next to those (where a stone played in the
    fight finds its new liberties) and the stones of the chains short of liberties next
    to them (played on once captured: a stone in an eye, a wall taken); None when more
    than `REGION` points."""
    core = fight_region(pos, [target]) | empties
    ring = {q for p in core for q in pos.nbr[p] if pos.codes[q] == 0}
    mine = pos.chain(target)[0]
    stones: set[int] = set()
    seen: set[int] = set(mine)
    for p in core | ring:
        for q in pos.nbr[p]:
            if pos.codes[q] and q not in seen:
                chain, libs = pos.chain(q)
                seen |= chain
                if len(libs) <= SHORT:
                    stones |= chain
    region = frozenset(core | ring | stones)
    return region if len(region) <= REGION else None


def _signature(pos: Position, region: frozenset[int]) -> tuple:
    """What a reading on `region` depends on: the stones on it and next to it, each
    chain next to it with whether it has a liberty beyond it (such a chain is never
    captured in the reading), and the ko point."""
    codes, nbr = pos.codes, pos.nbr
    near = sorted({q for p in region for q in nbr[p] if codes[q]})
    free = []
    seen: set[int] = set()
    for q in near:
        if q not in seen:
            stones, libs = pos.chain(q)
            seen |= stones
            free.append((min(stones), not libs <= region))
    return (tuple(codes[p] for p in sorted(region)), tuple((q, codes[q]) for q in near),
            tuple(free), pos.ko)


#: readings already done: (question, target, side, region, signature) -> answer
_MEMO: dict[tuple, int | None] = {}


def _memo(question: str, pos: Position, target: int, attacker_to_move: bool,
          region: frozenset[int], read) -> int | None:
    key = (question, target, attacker_to_move, region, _signature(pos, region))
    if key in _MEMO:
        return _MEMO[key]
    if len(_MEMO) > 20_000:
        _MEMO.clear()
    answer = _MEMO[key] = read(pos, target, attacker_to_move, region)
    return answer


def _dies(pos: Position, target: int, attacker_to_move: bool, region: frozenset[int]
          ) -> int | None:
    """Returns the attacker's first move of a proven capture of the chain through
    `target` (the attacker never taking a ko; -1 when the attacker passes, the owner to
    move), or None if the capture is not proven."""
    attacker = 3 - pos.codes[target]
    goal = EndCapture(target, attacker)
    proof = Solver(goal, region, BUDGET, prover_ko=False, opponent_ko=True,
                   max_depth=2 * len(region) + 12).solve(pos, attacker_to_move)
    if proof.value != WIN:
        return None
    return proof.move if proof.move is not None else -1


def _lives(pos: Position, target: int, attacker_to_move: bool, region: frozenset[int]
           ) -> int | None:
    """Returns the owner's first move (-1 a pass, the attacker to move) of a proven life
    of the chain through `target` (the attacker free to take every ko, the owner never
    taking one, no line reaching beyond `region`), or None if life is not proven."""
    attacker = 3 - pos.codes[target]
    goal = EndCapture(target, attacker, open_space=frozenset(
        p for p in pos.empty() if p not in region))
    proof = Solver(goal, region, BUDGET, prover_ko=True, opponent_ko=False,
                   max_depth=2 * len(region) + 12).solve(pos, attacker_to_move)
    if proof.value != LOSS or goal.escaped:
        return None
    return proof.move if proof.move is not None else -1


def _groups(pos: Position, code: int, home: frozenset[int], skip: frozenset[tuple[int, ...]]
            ) -> list[tuple[tuple[int, ...], set[int], set[int]]]:
    """The small enclosed groups of colour `code`: (the biggest chain's sorted stones,
    the enclosure, its empty points), one per enclosure."""
    seen: set[int] = set()
    out = []
    for p, c in enumerate(pos.codes):
        if c != code or p in seen:
            continue
        found = enclosure(pos, p)
        stones = pos.chain(p)[0]
        if found is None:
            seen |= stones
            continue
        area, empties = found
        seen |= area
        if not home.isdisjoint(area) or not empties:
            continue
        chains = []
        done: set[int] = set()
        for q in sorted(area):
            if pos.codes[q] == code and q not in done:
                ch = pos.chain(q)[0]
                done |= ch
                chains.append(tuple(sorted(ch)))
        chain = max(chains, key=lambda ch: (len(ch), -ch[0]))
        if len(chain) >= 2 and chain not in skip:
            out.append((chain, area, empties))
    return out


def life_mistakes(before: Position, after: Position, me: int, move: int | None,
                  homes: dict[int, frozenset[int]],
                  skip: frozenset[tuple[int, ...]] = frozenset()) -> list[LifeLoss]:
    """Returns the life-and-death mistakes of the move `move` (None: a pass) of colour
    `me` from `before` to `after` (see the module's doc); `homes`: the pass-alive
    stones of each colour in `before`; `skip`: chains (sorted stones) not to read."""
    opp = 3 - me
    out: list[LifeLoss] = []
    for chain, area, target, region in _still_there(before, after, me, homes, skip):
        kill = _memo("dies", after, target, True, region | _new_region(after, target), _dies)
        if kill is None or kill < 0:
            continue
        if _memo("lives", before, target, True, region, _lives) is not None:
            if move is not None and move in area:
                out.append(LifeLoss("eyes", chain, frozenset(), (kill,), True))
            continue
        if _memo("lives", before, target, False, region, _lives) is None:
            continue  # no move of the player's makes it live
        better = frozenset(d for d in sorted(region)
                           if d != move and _saves(before, d, me, target, region))
        if better:
            out.append(LifeLoss("eyes", chain, better, (kill,)))
    for chain, _area, target, region in _still_there(before, after, opp, homes, skip):
        live = _memo("lives", after, target, False, region | _new_region(after, target), _lives)
        if live is None or live < 0:
            continue
        if _memo("dies", before, target, True, region, _dies) is None:
            continue  # no move of the player's kills it
        better = frozenset(d for d in sorted(region)
                           if d != move and _kills(before, d, me, target, region))
        if better:
            out.append(LifeLoss("kill", chain, better, (live,)))
    return out


def _still_there(before: Position, after: Position, code: int,
                 homes: dict[int, frozenset[int]], skip: frozenset[tuple[int, ...]]
                 ) -> Iterator[tuple[tuple[int, ...], set[int], int, frozenset[int]]]:
    """Yields (chain, its area, its first stone, the fight's region) for each group of
    colour `code` in `before` (`_groups`) that is still on the board in `after` and
    whose fight has a region (`_region`)."""
    for chain, area, empties in _groups(before, code, homes[code], skip):
        target = chain[0]
        if after.codes[target] != code:
            continue
        region = _region(before, target, empties)
        if region is not None:
            yield chain, area, target, region


def _new_region(pos: Position, target: int) -> frozenset[int]:
    """The region of the fight in `pos` (after the game's move), at most `REGION`
    points, else nothing more."""
    found = enclosure(pos, target)
    if found is None:
        return frozenset()
    region = _region(pos, target, found[1])
    return region or frozenset()


def _saves(before: Position, d: int, me: int, target: int, region: frozenset[int]
           ) -> bool:
    child = before.play(d, me)
    return (child is not None and child.codes[target] == me
            and _memo("lives", child, target, True, region, _lives) is not None)


def _kills(before: Position, d: int, me: int, target: int, region: frozenset[int]
           ) -> bool:
    child = before.play(d, me)
    if child is None:
        return False
    if child.codes[target] == 0:
        return True  # captured at once
    return _memo("dies", child, target, False, region, _dies) is not None


def cuts_to_death(before: Position, after: Position, me: int,
                  homes: dict[int, frozenset[int]],
                  skip: frozenset[tuple[int, ...]] = frozenset()) -> list[LifeLoss]:
    """Returns the connections the move from `before` to `after` of colour `me` missed
    where the cut kills: a chain of the player's (two stones or more, not pass-alive)
    has a liberty next to a pass-alive stone of the player's; the player's stone there
    makes the chain pass-alive (Benson's test on that position); after the game's move
    the opponent's stone there shuts the chain in (a small enclosure, see the module's
    doc) and the chain dies even with the player to move (the solver's reading). Each
    as a LifeLoss of kind "cut" (`better`: the connecting point, `refutation`: the
    cut)."""
    from ..solver.benson import pass_alive_points

    opp = 3 - me
    home = homes[me]
    out: list[LifeLoss] = []
    seen: set[int] = set()
    for p, c in enumerate(before.codes):
        if c != me or p in seen:
            continue
        stones, libs = before.chain(p)
        seen |= stones
        key = tuple(sorted(stones))
        if len(stones) < 2 or key in skip or not home.isdisjoint(stones) \
                or after.codes[p] != me:
            continue
        for x in sorted(libs):
            if after.codes[x] != 0 or all(q not in home for q in before.nbr[x]):
                continue
            cut = after.play(x, opp)
            if cut is None or cut.codes[p] != me:
                continue
            found = enclosure(cut, p)
            if found is None:
                continue
            region = _region(cut, p, found[1])
            if region is None or _memo("dies", cut, p, False, region, _dies) is None:
                continue
            joined = before.play(x, me)
            if joined is None or p not in pass_alive_points(joined.size, joined.codes, me):
                continue
            out.append(LifeLoss("cut", key, frozenset({x}), (x,)))
            break
    return out
