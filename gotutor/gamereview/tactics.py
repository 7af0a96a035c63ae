"""The tactical mistakes of one move, read by `gotutor.solver.chase.Chase` on the
position before the move (no engine, no estimate: every claim is a finished reading).

`find(before, me, move, after)` looks at the chains of both colours with one or two
liberties in `before` and returns the biggest mistake the move `move` of colour `me`
(a point code) made, or None:

- "atari" / "ladder": a chain of the player's, in atari (or with two liberties), that
  the opponent captures against every defence after the game's move (Chase, the
  opponent to move: True), although a move of the player's saves it (after that move
  the opponent's capture fails: Chase False). `better`: every saving move among the
  defender's moves of Chase (its liberties, captures, ataris and the points near it).
- "capture": an opponent chain that the player captures against every defence (in
  atari, a ladder or a net: Chase True, the player to move), that the opponent saves
  after the game's move (Chase False). `better`: every capturing move among the
  attacker's moves of Chase.
- "self-atari": the game's move makes a chain of two stones or more with one liberty,
  that the opponent captures at once (the capture is legal, and no snapback: the
  capturing stone is not taken back at once); a capture of the opponent's stones that
  leaves such a chain is the same mistake (walking into a snapback). `better`: the
  moves near the joined stones (Chase's defender moves) after which they cannot be
  captured (read as "saved" below); none if there is none.

Read in modules of their own and added here: "race" (a capturing race lost,
races.py; "race-shared" when the game's move filled a liberty of both chains), "cut"
(a cut not answered that captures, cuts.py), "inside" (a stone in the opponent's
living area, inside.py) and "nothing" (a move inside the player's own living area
while a mistake above was made), and from eyes.py the life and death of small
enclosed groups: "eyes" (the player's group could live by a move and dies after the
game's move), "kill" (the opponent's group could be killed by a move and lives after
the game's move) and "spoiled" (the player's living group killable after the game's
move inside its eye space).

A capture is Chase's, read with the attacker playing on the chain's liberties and their
neighbours (ladders and nets). "Saved" is Chase's escape read with the attacker playing
on the chain's liberties (every atari and every liberty filled, so ladders): the chain
joins a pass-alive group of its colour (`benson.pass_alive_points`) or reaches `SAFE`
liberties whatever the attacker does there; a net around a chain of four liberties is
not read. A reading
that runs past `BUDGET` positions claims nothing. A move that captures or saves as many
stones as the mistake concerns is no mistake (a trade), nor one that puts an opponent
chain in atari (a forcing move: the reading does not follow what it forces).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..solver.benson import pass_alive_points
from ..solver.chase import Chase
from ..solver.position import Position
from .cuts import cuts_missed
from .eyes import cuts_to_death, life_mistakes
from .inside import inside_living_area
from .races import lost_races

__all__ = ["BUDGET", "DEEP", "KEPT", "NET", "SAFE", "Finding", "find"]

#: a chain with this many liberties is out of the tactical fight (Chase's `safe`)
SAFE = 4
#: a chain with this many liberties is out of the fight in an escape the review claims
KEPT = 6
#: the most positions the deeper reading of a claimed escape may visit
DEEP = 1000
#: the most positions the reading of a net around a claimed escape may visit
NET = 300
#: the most positions one reading may visit
BUDGET = 3000


class _Capture(Chase):
    """Chase, with the defender of a capture also playing on the liberties of its
    chains that the target can join in one move (where the group it joins makes its
    eyes or its liberties: a capture proven without them may not be one)."""

    def defender_moves(self, pos: Position) -> tuple[list[int], bool]:
        moves, wide = super().defender_moves(pos)
        if not wide:
            return moves, wide
        stones, libs = self._target(pos)
        more: set[int] = set()
        seen = set(stones)
        for lib in libs:
            for q in pos.nbr[lib]:
                if pos.codes[q] == self.defender and q not in seen:
                    chain, theirs = pos.chain(q)
                    seen |= chain
                    more |= theirs
        more.difference_update(moves)
        return moves + sorted(more), wide

    def attacker_moves(self, pos: Position) -> list[int]:
        return _no_ko(pos, super().attacker_moves(pos), self.attacker)


def _no_ko(pos: Position, moves: list[int], code: int) -> list[int]:
    """`moves` without the ko captures (a capture or escape proven without taking a ko
    holds whoever has the ko threats)."""
    out = []
    for p in moves:
        child = pos.play(p, code)
        if child is None or child.ko < 0:
            out.append(p)
    return out


def _capturer(target: int, attacker: int, home: frozenset[int]) -> Chase:
    """The reader of captures (ladders and nets)."""
    return _Capture(target, attacker, home, reach=2, budget=BUDGET, safe=SAFE)


def _saver(target: int, attacker: int, home: frozenset[int]) -> Chase:
    """The quick reader of escapes (the attacker on the chain's liberties, a chain of
    `SAFE` liberties out of the fight): what excuses a move, never what is claimed."""
    return Chase(target, attacker, home, reach=1, budget=BUDGET, safe=SAFE)


class _Keep(Chase):
    """Chase, with the attacker of an escape also capturing the defender's stones in
    atari next to its chains around the target (a chain that breaks out by putting a
    surrounding chain in atari is only out if that chain cannot save itself by a
    capture), and neither side taking a ko."""

    def attacker_moves(self, pos: Position) -> list[int]:
        moves = super().attacker_moves(pos)
        stones, _libs = self._target(pos)
        more: set[int] = set()
        seen: set[int] = set()
        for s in stones:
            for q in pos.nbr[s]:
                if pos.codes[q] != self.attacker or q in seen:
                    continue
                chain = pos.chain(q)[0]
                seen |= chain
                for c in chain:
                    for r in pos.nbr[c]:
                        if pos.codes[r] == self.defender and r not in stones:
                            their = pos.liberties(r)
                            if len(their) == 1:
                                more |= their
        more.difference_update(moves)
        return moves + sorted(more)

    def defender_moves(self, pos: Position) -> tuple[list[int], bool]:
        moves, wide = super().defender_moves(pos)
        return _no_ko(pos, moves, self.defender), wide


def _keeper(target: int, attacker: int, home: frozenset[int]) -> Chase:
    """The reader of the escapes a review claims (the attacker on the chain's
    liberties and saving its chains around it, see `_Keep`)."""
    return _Keep(target, attacker, home, reach=1, budget=BUDGET, safe=SAFE)


def _escapes(pos: Position, target: int, attacker: int, home: frozenset[int],
             attacker_to_move: bool) -> Chase | None:
    """Returns the reader that proved the chain through `target` escapes (its `best()`
    is the saving move when the defender is to move), or None if the escape is not
    proven: the quick reading (`_keeper`) fails, or a deeper capture reading (nets,
    and no chain out of the fight before `KEPT` liberties) captures it after all (a
    chain of `SAFE` liberties shut in a corner is not out)."""
    keep = _keeper(target, attacker, home)
    if keep.captures(pos, attacker_to_move, wide=False) is not False:
        return None
    for reach, budget in ((1, DEEP), (2, NET)):
        deep = _Capture(target, attacker, home, reach=reach, budget=budget, safe=KEPT)
        if deep.captures(pos, attacker_to_move) is True:
            return None
    return keep


@dataclass(frozen=True)
class Finding:
    """A tactical mistake: `kind`; `chain`, the stones it is about (in the position
    before the move); `better`, the proven better moves (point indexes, possibly
    none); `refutation`, what the opponent does after the game's move (the capture's
    moves, or the saving move); `better_line`, a better move and what it leads to;
    `liberties`, the chain's liberties before the move; `other`, the opponent's chain
    of a capturing race."""

    kind: str
    chain: tuple[int, ...]
    better: frozenset[int]
    refutation: tuple[int, ...]
    better_line: tuple[int, ...]
    liberties: int = 1
    other: tuple[int, ...] = ()

    @property
    def size(self) -> int:
        """The stones at stake."""
        return len(self.chain)


class _Homes:
    """The pass-alive stones of each colour of one position, computed once."""

    def __init__(self, pos: Position) -> None:
        self.pos = pos
        self._cache: dict[int, frozenset[int]] = {}

    def __call__(self, code: int) -> frozenset[int]:
        if code not in self._cache:
            self._cache[code] = frozenset(pass_alive_points(self.pos.size, self.pos.codes,
                                                            code))
        return self._cache[code]


def _chains(pos: Position, code: int, most: int) -> list[tuple[set[int], set[int]]]:
    """The chains of colour `code` with at most `most` liberties."""
    seen: set[int] = set()
    out = []
    for p, c in enumerate(pos.codes):
        if c == code and p not in seen:
            stones, libs = pos.chain(p)
            seen |= stones
            if len(libs) <= most:
                out.append((stones, libs))
    return out


def _line(chase: Chase, pos: Position, attacker_to_move: bool) -> tuple[int, ...]:
    """The capture's moves from `pos` (-1: a pass of the defender), () if none."""
    return tuple(chase.line(pos, attacker_to_move) or ())


def _bait(pos: Position, line: tuple[int, ...], capturer: int, first: bool,
          stones: set[int]) -> bool:
    """True if the capture of `stones` along `line` (the capturer moving first if
    `first`) leaves a capturing chain next to them in atari, to be taken back at once
    (the stones were a bait: a snapback), or cannot be played out."""
    code = capturer if first else 3 - capturer
    for p in line:
        nxt = pos.pass_move() if p < 0 else pos.play(p, code)
        if nxt is None:
            return True
        pos, code = nxt, 3 - code
    nbr = pos.nbr
    for s in stones:
        if pos.codes[s] != 0:
            return True  # not captured at the end of the line
        for q in nbr[s]:
            if pos.codes[q] == capturer and len(pos.liberties(q)) == 1:
                return True
    return False


def _own_lost(before: Position, after: Position, me: int, homes: _Homes,
              stones: set[int], libs: set[int]) -> Finding | None:
    """A chain of the player's that the game's move left to be captured (see the
    module's doc), or None."""
    target = min(stones)
    opp = 3 - me
    if after.codes[target] != me:
        return None
    capture = _capturer(target, opp, homes(me))
    refutation = _line(capture, after, True)
    if not refutation or _bait(after, refutation, opp, True, stones):
        return None
    better = set()
    capture.wide = False  # the defences: its liberties, captures and ataris
    moves, _wide = capture.defender_moves(before)
    for d in moves:
        child = before.play(d, me)
        if child is not None and _escapes(child, target, opp, homes(me), True):
            better.add(d)
    if not better:
        return None
    kind = "atari" if len(libs) == 1 else "ladder"
    return Finding(kind, tuple(sorted(stones)), frozenset(better), refutation,
                   (min(better),), len(libs))


def _capture_missed(before: Position, after: Position, me: int, homes: _Homes,
                    stones: set[int], libs: set[int]) -> Finding | None:
    """An opponent chain the player could capture and let go (see the module's doc),
    or None."""
    target = min(stones)
    opp = 3 - me
    if after.codes[target] != opp:
        return None  # captured (or gone) by the game's move
    save = _escapes(after, target, me, homes(opp), False)
    if save is None:
        return None
    saving = save.best()
    if saving is None or saving < 0:
        return None
    capture = _capturer(target, me, homes(opp))
    line = _line(capture, before, True)
    if not line or _bait(before, line, me, True, stones):
        return None
    better = set()
    # a chain in atari is captured at its liberty; one with two liberties also by a net
    tries = sorted(libs) if len(libs) == 1 else capture.attacker_moves(before)
    for a in tries:
        child = before.play(a, me)
        if child is not None and capture.captures(child, False) is True:
            better.add(a)
    if not better:
        return None
    return Finding("capture", tuple(sorted(stones)), frozenset(better), (saving,), line,
                   len(libs))


def _safe_chains(pos: Position, points: set[int], opp: int, homes: _Homes) -> bool:
    """True if every chain through `points` escapes with the opponent to move."""
    seen: set[int] = set()
    for p in sorted(points):
        if p in seen:
            continue
        seen |= pos.chain(p)[0]
        if _escapes(pos, p, opp, homes(3 - opp), True) is None:
            return False
    return True


def _self_atari(before: Position, after: Position, me: int, move: int,
                homes: _Homes) -> Finding | None:
    """A move that puts its own chain of two stones or more in atari, captured at
    once (see the module's doc), or None."""
    if after.codes[move] != me:
        return None
    stones, libs = after.chain(move)
    if len(stones) < 2 or len(libs) != 1:
        return None
    lib = min(libs)
    taken = after.play(lib, 3 - me)
    if taken is None or taken.codes[move] != 0:
        return None
    if _bait(after, (lib,), 3 - me, True, stones):
        return None  # the capture walks into a snapback: a sacrifice that works
    old = {p for p in stones - {move} if before.codes[p] == me}
    seen: set[int] = set()
    moves: set[int] = set()
    for p in sorted(old):
        if p not in seen:
            seen |= before.chain(p)[0]
            moves |= set(_capturer(p, 3 - me, homes(me)).defender_moves(before)[0])
    better = set()
    for d in sorted(moves - {move}):
        child = before.play(d, me)
        if child is not None and _safe_chains(child, old, 3 - me, homes):
            better.add(d)
    return Finding("self-atari", tuple(sorted(stones)), frozenset(better), (lib,),
                   (min(better),) if better else ())


def _forcing(before: Position, after: Position, opp: int) -> bool:
    """True if the game's move put an opponent chain in atari (a forcing move: the
    reading does not follow what it forces)."""
    return any(len(libs) == 1 for stones, libs in _chains(after, opp, 1)
               if any(before.codes[p] == opp and len(before.liberties(p)) > 1
                      for p in stones))


def _saved(before: Position, after: Position, me: int, homes: _Homes,
           enough: int, lost: frozenset[tuple[int, ...]] = frozenset()) -> int:
    """The stones of the player's chains that the game's move saved from a proven
    capture (read quickly: what excuses a move); stops at `enough`. `lost`: chains
    (sorted stones) proven lost after the move (by the life reading), never saved."""
    opp = 3 - me
    saved = 0
    for stones, _libs in _chains(before, me, 2):
        target = min(stones)
        if after.codes[target] != me or tuple(sorted(stones)) in lost:
            continue
        if _capturer(target, opp, homes(me)).captures(before, True) is True \
                and _saver(target, opp, homes(me)).captures(after, True, wide=False) is False:
            saved += len(stones)
            if saved >= enough:
                break
    return saved


def _threatened(before: Position, after: Position, me: int, homes: _Homes,
                enough: int) -> bool:
    """True if the game's move threatens at least `enough` opponent stones: a chain of
    three liberties or fewer that the player (to move again) captures after the move
    and did not before it (a proven capture). The opponent must answer the threat or
    lose those stones: a move that threatens as much as it gives up is an exchange."""
    opp = 3 - me
    for stones, _libs in _chains(after, opp, 3):
        if len(stones) < enough:
            continue
        target = min(stones)
        capture = _capturer(target, me, homes(opp))
        if capture.captures(after, True) is not True:
            continue
        if before.codes[target] == opp and capture.captures(before, True) is True:
            continue  # no new threat: the capture was there before the move
        return True
    return False


def find(before: Position, me: int, move: int | None, after: Position,
         singles: bool = True, skip: frozenset[tuple[int, ...]] = frozenset()
         ) -> Finding | None:
    """Returns the biggest tactical mistake of the move `move` (None: a pass) of colour
    `me` (1 black, 2 white) from `before` to `after`, or None (see the module's doc).
    `singles`: also read single stones with two liberties (ladders and nets on one
    stone, see `GameReview`); `skip`: chains (their sorted stones) not to read again
    (the same mistake, already reported at the player's move before)."""
    homes = _Homes(before)
    if move is not None:
        wall = inside_living_area(before, me, move, homes(3 - me))
        if wall is not None:
            return Finding("inside", (move,), frozenset(), (), (), 0, wall)
        hit = _self_atari(before, after, me, move, homes)
        if hit is not None:
            return hit
    opp = 3 - me
    if _forcing(before, after, opp):
        return None
    captured = sum(1 for p, c in enumerate(before.codes) if c == opp and after.codes[p] == 0)

    def worth(stones: set[int], libs: set[int]) -> bool:
        return (len(stones) > captured and (singles or len(stones) > 1 or len(libs) == 1)
                and tuple(sorted(stones)) not in skip)

    found: list[Finding] = []
    for stones, libs in _chains(before, me, 2):
        if worth(stones, libs):
            hit = _own_lost(before, after, me, homes, stones, libs)
            if hit is not None:
                found.append(hit)
    for stones, libs in _chains(before, opp, 2):
        if worth(stones, libs):
            hit = _capture_missed(before, after, me, homes, stones, libs)
            if hit is not None:
                found.append(hit)
    done = skip | {f.chain for f in found}
    for cut in cuts_missed(before, after, me, homes(me), _capturer, _escapes,
                           frozenset(done)):
        found.append(Finding("cut", cut.chain, frozenset({cut.point}), cut.refutation,
                             (cut.point,), 3))
    done = done | {f.chain for f in found}
    homes_of = {me: homes(me), opp: homes(opp)}
    for race in lost_races(before, after, me, homes_of, frozenset(done)):
        kind = "race"
        if move is not None and move in (before.liberties(race.ours[0])
                                         & before.liberties(race.theirs[0])):
            kind = "race-shared"  # the move filled a liberty of both chains
        found.append(Finding(kind, race.ours, race.better, race.refutation,
                             race.better_line, 0, race.theirs))
    done = done | {f.chain for f in found}
    for cut in cuts_to_death(before, after, me, homes_of, frozenset(done)):
        found.append(Finding("cut", cut.chain, cut.better, cut.refutation, cut.refutation,
                             0))
    done = done | {f.chain for f in found}
    for life in life_mistakes(before, after, me, move, homes_of, frozenset(done)):
        kind = "spoiled" if life.spoiled else life.kind
        found.append(Finding(kind, life.chain, life.better, life.refutation,
                             (min(life.better),) if life.better else (), 0))
    if not found:
        return None
    biggest = max(found, key=lambda f: (f.size, f.kind == "capture"))
    lost = frozenset(f.chain for f in found if f.kind in ("eyes", "spoiled", "cut"))
    if _saved(before, after, me, homes, biggest.size, lost) >= biggest.size:
        return None
    if _threatened(before, after, me, homes, biggest.size):
        return None
    if move is not None and inside_living_area(before, opp, move, homes(me)) is not None:
        # the move only defended a group already alive for good: it answered nothing
        return replace(biggest, kind="nothing")
    return biggest
