"""Two capturing techniques as drills: "ladder" (does this ladder work?) and "net" (capture
the marked stones in a net).

"ladder" (order 80), a choice question: the player to move gives atari at the named point
and keeps giving atari; does the ladder capture the marked chain? The answer is read out
to the end by `Ladder`, which is exact for that question: the chaser tries both ataris at
every step, and the runner, in atari, tries every move that can save it (extending at its
liberty, or capturing a chasing chain in atari next to it: any other move leaves it in
atari, captured at once). A reading that meets a ko, or a runner with no legal move, is
no problem (the candidate is dropped). When the ladder fails, the capture reader of the
exercises (`gotutor.problems.reading`, which reads nets too) must find a way out for the
runner after the first atari (fewer ladders that fail but end in a net). After the answer
the ladder's moves are played on the board, numbered, and the explanation names what ends
it, with the board's numbers: the move that captures and the stones taken, or the stone
of the runner's colour it reaches, the chasing stones it captures, the liberties it has
then. Levels: 1, one ladder on an empty 9x9 board, the atari given from the side that
works or, as often, from the other side; 2, 9x9 with one or two stones of either colour
on or next to the ladder's path (about half of the ladders work); 3, 11x11 with stones
around and stones of the runner's colour two steps from the path (traps), sometimes one
on it.

"net" (order 90; `NET`, not in `CONCEPTS`: not dealt, see `NET`), a move problem:
capture the marked chain (1 or 2 stones, 2 liberties). Neither atari captures it (the
ladders fail), but a move that does not give atari does. The right moves are every
first move after which the solver (`net_answers`: the searches of `gotutor.solver`, as
`answer_set` runs them for kind "capture") proves the capture against every defence; a
candidate with a move the solver cannot decide within its node budget, a ko, or an
atari that works is dropped. A right move is answered with the capture played out on
the board (the runner's most stubborn moves, read by the capture reader, and the blocks
that end it); a wrong one with the solver's refutation, the opponent's reply after
which the stones get away. Levels: 1, 9x9, one stone; 2, 9x9, one or two stones and a
few stones elsewhere; 3, 11x11, more stones elsewhere, the net's shape less often
complete.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...board import Board
from ...color import Color
from ...coords import PASS, vertex_name
from ...i18n import N_
from ...problems import Problem
from ...problems.base import Attempt, Goal, Outcome, labels
from ...problems.reading import TENUKI, Reader
from ...problems.tactics import TargetGoal
from ...problems.texts import Text
from ...solver.goals import Capture
from ...solver.position import Position
from ..generator import _between, _grow, _neighbours
from . import Concept

if TYPE_CHECKING:
    from ...game import Move
    from ..generator import Spec

__all__ = ["CONCEPTS", "LADDER_LEVELS", "NET", "NET_BUDGET", "NET_FIRST_BUDGET", "NET_LEVELS",
           "Ladder", "LadderQuestion", "NetGoal", "Unclear", "ladder_facts", "net_answers",
           "net_line"]


# ---------------------------------------------------------------------- the ladder reader
class Unclear(Exception):
    """A ladder reading that cannot be told in a drill: a ko, a runner without a legal
    move, or more positions than the reader's limit."""


class Ladder:
    """Reads a ladder to its end: can the chaser (`attacker`, a point code) capture the
    chain through `target` by giving atari at every move?

    At the chaser's turn (the chain with two liberties) both ataris are tried; at the
    runner's turn (in atari) every move that could save it: its liberty and the
    liberties of the chasing chains next to it that are in atari themselves. Any other
    move of the runner leaves it in atari, captured at the next move, so the reading is
    exact for the question. A chain that gets three liberties has escaped (one stone
    takes one liberty: no atari is possible). Raises Unclear (from `chase`, `run`) for a
    ko, a runner with no legal move, or past `limit` positions.
    """

    def __init__(self, target: int, attacker: int, limit: int = 4000) -> None:
        self.target = target
        self.attacker = attacker
        self.defender = 3 - attacker
        self.limit = limit
        self.nodes = 0
        #: (key, chaser to move) -> (captured, plies to the end, the move chosen)
        self.memo: dict[tuple[int, bool], tuple[bool, int, int | None]] = {}

    def _count(self) -> None:
        self.nodes += 1
        if self.nodes > self.limit:
            raise Unclear("the ladder reading is too long")

    def chase(self, pos: Position, libs: set[int] | None = None
              ) -> tuple[bool, int, int | None]:
        """The chaser to move: returns (captured, plies to the end of the reading, the
        chaser's move: the atari that captures soonest, or, when none does, the one that
        holds out longest; None when no atari is legal or the chain has escaped).
        `libs`: the chain's liberties, when the caller has them."""
        key = (pos.key, True)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        self._count()
        if libs is None:
            libs = pos.liberties(self.target)
        if len(libs) >= 3:
            out: tuple[bool, int, int | None] = (False, 0, None)
        elif len(libs) == 1:
            (last,) = libs
            if pos.play(last, self.attacker) is None:
                raise Unclear("the capture is a ko")
            out = (True, 1, last)
        else:
            caught: list[tuple[int, int]] = []
            free: list[tuple[int, int]] = []
            for a in sorted(libs):
                child = pos.play(a, self.attacker)
                if child is None:
                    continue
                if child.ko != -1:
                    raise Unclear("an atari that takes a ko")
                got, plies, _m = self.run(child)
                (caught if got else free).append((plies + 1, a))
            if caught:
                plies, a = min(caught)
                out = (True, plies, a)
            elif free:
                plies, a = max(free)
                out = (False, plies, a)
            else:
                out = (False, 0, None)
        self.memo[key] = out
        return out

    def run(self, pos: Position) -> tuple[bool, int, int | None]:
        """The runner to move, in atari: returns (captured, plies to the end of the
        reading, the runner's move: the escape that gets out soonest, or, when every move
        fails, the one that holds out longest)."""
        key = (pos.key, False)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        self._count()
        stones, libs = pos.chain(self.target)
        tries = set(libs)
        seen: set[int] = set()
        for s in stones:
            for nb in pos.nbr[s]:
                if pos.codes[nb] == self.attacker and nb not in seen:
                    theirs, their = pos.chain(nb)
                    seen |= theirs
                    if len(their) == 1:
                        tries |= their
        caught: list[tuple[int, int]] = []
        free: list[tuple[int, int]] = []
        for d in sorted(tries):
            child = pos.play(d, self.defender)
            if child is None:
                continue
            if child.ko != -1:
                raise Unclear("the runner takes a ko")
            after = child.liberties(self.target)
            if len(after) >= 3:
                free.append((1, d))
                continue
            got, plies, _m = self.chase(child, after)
            (caught if got else free).append((plies + 1, d))
        if free:
            plies, d = min(free)
            out: tuple[bool, int, int | None] = (False, plies, d)
        elif caught:
            plies, d = max(caught)
            out = (True, plies, d)
        else:
            out = (True, 2, None)  # no legal move: captured at the chaser's next move
        self.memo[key] = out
        return out

    def line(self, pos: Position, chaser_to_move: bool) -> list[int]:
        """Returns the moves of the reading from `pos` (read first by `chase` or `run`):
        the chaser's and the runner's choices in turn, to the end."""
        moves: list[int] = []
        turn = chaser_to_move
        for _ in range(2 * len(pos.codes)):
            _got, _plies, move = (self.chase if turn else self.run)(pos)
            if move is None:
                break
            child = pos.play(move, self.attacker if turn else self.defender)
            assert child is not None
            moves.append(move)
            pos = child
            if pos.codes[self.target] != self.defender:
                break
            turn = not turn
        return moves


def ladder_facts(codes: tuple[int, ...] | list[int], size: int, target: int, attacker: int,
                 first: int) -> dict[str, Any]:
    """Reads the ladder that starts with the chaser's atari at `first` (a point) against
    the chain through `target`. Returns {"captured": bool, "line": the moves as points,
    the atari first, "end": how it ends ("capture", "friend", "captures", "open"),
    "move": the number of the move that ends it, "liberties": the runner's liberties
    then, "stones": the runner's stones then, "vertex": the runner's stone it reaches
    (for "friend") or the chasing stone it captures (for "captures"), "taken": the
    chasing stones it captures with that move}. Raises Unclear (see `Ladder`), and
    ValueError if `first` is no legal atari on the chain."""
    pos = Position(size, tuple(codes))
    if first not in pos.liberties(target) or len(pos.liberties(target)) != 2:
        raise ValueError("the first move must be an atari on a chain with two liberties")
    after = pos.play(first, attacker)
    if after is None:
        raise ValueError("the first atari is illegal")
    if after.ko != -1:
        raise Unclear("the first atari takes a ko")
    reader = Ladder(target, attacker)
    captured, _plies, _m = reader.run(after)
    line = [first, *reader.line(after, False)]
    # replay the line to see how it ends
    board = pos
    last_before = board
    for i, move in enumerate(line):
        last_before = board
        board = board.play(move, attacker if i % 2 == 0 else 3 - attacker)
        assert board is not None
    out: dict[str, Any] = {"captured": captured, "line": line, "move": len(line)}
    if captured and board.codes[target] == 3 - attacker:
        raise Unclear("the runner has no legal move")  # a pass would have to be shown
    if captured:
        out.update(end="capture", stones=len(last_before.chain(target)[0]), liberties=0)
        return out
    if len(line) % 2 == 1:
        raise Unclear("the reading ends at the chaser's turn")  # no atari left to give
    stones, libs = board.chain(target)
    out["liberties"] = len(libs)
    out["stones"] = len(stones)
    if len(libs) < 3:
        raise Unclear("the runner stops with two liberties")
    d = line[-1]
    before_stones = last_before.chain(target)[0]
    friends = sorted(s for s in stones if s not in before_stones and s != d
                     and last_before.codes[s] == 3 - attacker)
    taken = sorted(p for p in range(len(board.codes))
                   if last_before.codes[p] == attacker and board.codes[p] == 0)
    if friends:
        near = [s for s in friends if s in pos.nbr[d]] or friends
        out.update(end="friend", vertex=vertex_name(near[0], size))
    elif taken:
        out.update(end="captures", vertex=vertex_name(taken[0], size), taken=len(taken))
    else:
        out["end"] = "open"
    return out


# ---------------------------------------------------------------------- ladder generator
#: The ladder levels: board size, the runner's stones, the chaser's stones in front of
#: the liberties (the shape that makes a ladder), stones put on the ladder's path, near
#: it (two steps away, not on it), elsewhere, and the runner's moves the ladder must last.
LADDER_LEVELS: dict[int, dict[str, Any]] = {
    1: {"size": 9, "runner": (1, 2), "front": (1, 3), "on_path": (0, 0), "near_path": (0, 0),
        "extra": (0, 0), "min_run": 3, "other_side": 0.6, "keep_yes": 0.2},
    2: {"size": 9, "runner": (1, 2), "front": (1, 1), "on_path": (1, 2), "near_path": (0, 0),
        "extra": (0, 1), "min_run": 3, "other_side": 0.0, "keep_yes": 0.5},
    3: {"size": 11, "runner": (1, 2), "front": (1, 2), "on_path": (0, 1), "near_path": (1, 2),
        "extra": (3, 6), "min_run": 4, "other_side": 0.0, "keep_yes": 0.45},
}


def _libs(codes: list[int], n: int, p: int) -> set[int]:
    """The liberties of the chain through `p` (a stone), by a flood fill."""
    colour = codes[p]
    seen, libs, todo = {p}, set(), [p]
    while todo:
        q = todo.pop()
        for r in _neighbours(q, n):
            if codes[r] == 0:
                libs.add(r)
            elif codes[r] == colour and r not in seen:
                seen.add(r)
                todo.append(r)
    return libs


def _ordinary(board: Board) -> bool:
    """True if every chain on the board has two liberties or more."""
    return all(len(ch.liberties) >= 2 for ch in board.chains())


def _ladder_start(rng: random.Random, lv: dict[str, Any]
                  ) -> tuple[list[int], int, int, list[int]] | None:
    """A chain of the runner with two liberties, the chaser's stones around it and in
    front of it: returns (codes, runner's code, a stone of the chain, its stones), or
    None."""
    n = lv["size"]
    codes = [0] * (n * n)
    runner = rng.choice((1, 2))
    x, y = 1 + rng.randrange(n - 2), 1 + rng.randrange(n - 2)
    chain = _grow(rng, codes, n, y * n + x, _between(rng, lv["runner"]), runner)
    for _ in range(4 * n):
        libs = sorted({q for p in chain for q in _neighbours(p, n) if codes[q] == 0})
        if len(libs) <= 2:
            break
        codes[rng.choice(libs)] = 3 - runner
    libs = sorted({q for p in chain for q in _neighbours(p, n) if codes[q] == 0})
    if len(libs) != 2:
        return None
    near = {q for p in chain for q in _neighbours(p, n)}
    for _ in range(_between(rng, lv["front"])):
        pool = sorted({q for p in libs for q in _neighbours(p, n)
                       if codes[q] == 0 and q not in near})
        if not pool:
            break
        codes[rng.choice(pool)] = 3 - runner
    return codes, runner, chain[0], chain


def _read_both(codes: list[int], n: int, target: int, attacker: int
               ) -> dict[int, dict[str, Any]] | None:
    """The ladder from each of the chain's two ataris ({first atari: ladder_facts}), or
    None if one of them cannot be read (or the chain has not two liberties)."""
    libs = _libs(codes, n, target)
    if len(libs) != 2:
        return None
    out = {}
    for a in sorted(libs):
        try:
            out[a] = ladder_facts(codes, n, target, attacker, a)
        except (Unclear, ValueError):
            return None
    return out


def _runs(facts: dict[str, Any]) -> int:
    """The runner's moves in the ladder's reading."""
    return len(facts["line"]) // 2


def _ladder(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """A ladder question (see the module's doc): the codes, the chaser to play, the
    runner's chain, the first atari and the answer ("yes": captured), or None."""
    n = lv["size"]
    start = _ladder_start(rng, lv)
    if start is None:
        return None
    codes, runner, target, chain = start
    attacker = 3 - runner
    if not _ordinary(Board.from_codes(n, codes)):
        return None
    both = _read_both(codes, n, target, attacker)
    if both is None:
        return None
    # the ladder's direction: the atari after which the runner runs longest
    main = max(both, key=lambda a: (_runs(both[a]), -a))
    if _runs(both[main]) < lv["min_run"] or not _zigzag(both[main]["line"], n):
        return None
    path = set(both[main]["line"])
    shape = set(chain) | {q for p in chain for q in _neighbours(p, n)}
    # stones on the path, near it, elsewhere
    later = both[main]["line"][3:]
    on_pool = sorted({q for p in later for q in [p, *_neighbours(p, n)]
                      if codes[q] == 0 and q not in shape})
    for _ in range(_between(rng, lv["on_path"])):
        if not on_pool:
            break
        q = rng.choice(on_pool)
        on_pool.remove(q)
        codes[q] = runner if rng.random() < 0.6 else attacker
    ring = {q for p in path for q in _neighbours(p, n)}
    near_pool = sorted(q for q in range(n * n) if codes[q] == 0 and q not in path
                       and q not in ring and q not in shape
                       and any(abs(q % n - p % n) + abs(q // n - p // n) == 2 for p in path))
    for _ in range(_between(rng, lv["near_path"])):
        if not near_pool:
            break
        q = rng.choice(near_pool)
        near_pool.remove(q)
        codes[q] = runner
    far_pool = sorted(q for q in range(n * n) if codes[q] == 0 and q not in shape)
    for _ in range(_between(rng, lv["extra"])):
        if not far_pool:
            break
        q = rng.choice(far_pool)
        far_pool.remove(q)
        codes[q] = rng.choice((1, 2))
    if not _ordinary(Board.from_codes(n, codes)):
        return None
    if set(_chain_of(codes, n, target)) != set(chain):
        return None
    both = _read_both(codes, n, target, attacker)
    if both is None:
        return None
    first = main
    other = next(a for a in both if a != main)
    if not both[other]["captured"] and rng.random() < lv["other_side"]:
        first = other  # the atari from the wrong side
    facts = both[first]
    if first == main and _runs(facts) < lv["min_run"]:
        return None
    if facts["captured"] and rng.random() >= lv["keep_yes"]:
        return None  # fewer ladders that work: about as many of each answer
    if not facts["captured"] and not _escapes(codes, n, target, attacker, first):
        return None  # the ladder fails, but a net or another capture may still work
    return {"codes": codes, "to_play": "B" if attacker == 1 else "W", "target": target,
            "vertex": vertex_name(first, n), "answer": "yes" if facts["captured"] else "no",
            "facts": _facts(facts)}


def _zigzag(line: list[int], n: int) -> bool:
    """True if the runner's moves of a ladder's reading turn both ways (a ladder runs
    diagonally: not a straight chase along a line)."""
    runs = line[1::2]
    return len({p % n for p in runs}) >= 2 and len({p // n for p in runs}) >= 2


def _ladder_line(codes: list[int], n: int, target: int, attacker: int, first: int
                 ) -> list[int] | None:
    """The moves of the ladder from the atari at `first` if it captures the chain
    through `target` (read by `Ladder` within `NET_LADDER_LIMIT` positions), else None
    (it fails, or cannot be read so)."""
    pos = Position(n, tuple(codes))
    after = pos.play(first, attacker)
    if after is None or after.ko != -1:
        return None
    reader = Ladder(target, attacker, NET_LADDER_LIMIT)
    try:
        captured, _plies, _m = reader.run(after)
        return [first, *reader.line(after, False)] if captured else None
    except Unclear:
        return None


def _chain_of(codes: list[int], n: int, p: int) -> list[int]:
    colour = codes[p]
    seen, todo = {p}, [p]
    while todo:
        q = todo.pop()
        for r in _neighbours(q, n):
            if codes[r] == colour and r not in seen:
                seen.add(r)
                todo.append(r)
    return sorted(seen)


def _escapes(codes: list[int], n: int, target: int, attacker: int, first: int) -> bool:
    """True if after the atari at `first` the capture reader of the exercises (which
    reads nets too) finds a way out for the runner."""
    board = Board.from_codes(n, codes)
    colour = Color.BLACK if attacker == 1 else Color.WHITE
    after = Reader.play(board, None, first, colour)
    if after is None:
        return False
    return Reader().defend(after[0], after[1], target, colour.opponent) is not None


def _facts(facts: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    n_line = tuple(facts["line"])
    out: list[tuple[str, Any]] = [("end", facts["end"]), ("line", n_line),
                                  ("move", facts["move"]), ("liberties", facts["liberties"]),
                                  ("stones", facts["stones"])]
    if "vertex" in facts:
        out.append(("breaker", facts["vertex"]))
    if "taken" in facts:
        out.append(("taken", facts["taken"]))
    return tuple(out)


# ---------------------------------------------------------------------- ladder question
class LadderQuestion(Goal):
    """Does the ladder work? A choice, "yes" (the chain is captured) or "no"; the
    reading is played on the board after the answer, numbered."""

    name = "drill-ladder"
    answer_kind = "choice"

    def __init__(self, spec: Spec) -> None:
        self.spec = spec

    def choices(self) -> list[tuple[str, Text]]:
        return [("yes", Text.of(N_("Yes, the ladder works"))),
                ("no", Text.of(N_("No, the ladder fails")))]

    def question(self, problem: Problem) -> Text:
        if self.spec.to_play == "B":
            return Text.of(N_("Black gives atari at {vertex} and keeps giving atari. Does "
                              "the ladder capture the marked chain?"),
                           vertex=self.spec.vertex)
        return Text.of(N_("White gives atari at {vertex} and keeps giving atari. Does "
                          "the ladder capture the marked chain?"), vertex=self.spec.vertex)

    def solution(self, problem: Problem) -> str:
        return str(self.spec.answer)

    def why(self) -> Text:
        """Returns how the ladder ends, with the numbers of the board."""
        spec = self.spec
        end = spec.fact("end")
        move = spec.fact("move")
        libs = spec.fact("liberties")
        if end == "capture":
            return Text.plural_of(
                N_("Move {move} captures the chain's {n} stone: every atari left it one "
                   "liberty."),
                N_("Move {move} captures the chain's {n} stones: every atari left it one "
                   "liberty."), spec.fact("stones"), move=move)
        broken = Text.plural_of(N_("Now the chain has {n} liberty: the ladder is broken."),
                                N_("Now the chain has {n} liberties: the ladder is broken."),
                                libs)
        if end == "friend":
            runner = "W" if spec.to_play == "B" else "B"
            reach = (N_("At move {move} the chain reaches the black stone at {vertex}.")
                     if runner == "B" else
                     N_("At move {move} the chain reaches the white stone at {vertex}."))
            return Text.join(Text.of(reach, move=move, vertex=spec.fact("breaker")), broken)
        if end == "captures":
            return Text.join(Text.plural_of(
                N_("At move {move} the chain captures {n} chasing stone."),
                N_("At move {move} the chain captures {n} chasing stones."),
                spec.fact("taken"), move=move), broken)
        return Text.join(Text.of(N_("At move {move} the chain runs into open space."),
                                 move=move), broken)

    def answer(self, problem: Problem, attempt: Attempt, value: str) -> Outcome | None:
        choice = str(value).strip().lower()
        if choice not in ("yes", "no"):
            return None
        n = self.spec.size
        line = [vertex_name(p, n) for p in self.spec.fact("line")]
        marks = labels(line)
        if choice == self.solution(problem):
            head = (Text.of(N_("Right: the ladder works.")) if choice == "yes"
                    else Text.of(N_("Right: the ladder fails.")))
            return Outcome("solved", "right", Text.join(head, self.why()), line, marks)
        head = (Text.of(N_("No: the ladder fails. Follow the numbered moves.")) if
                choice == "yes" else
                Text.of(N_("No: the ladder works. Follow the numbered moves.")))
        return Outcome("failed", "wrong", Text.join(head, self.why()), line, marks)

    def hint(self, problem: Problem, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        return {}, Text.of(N_("Play the ladder in your head, move by move: after each "
                              "atari the chain has one way to run. Does it reach a stone "
                              "of its own colour, or capture a chasing stone, before the "
                              "edge?"))

    @property
    def hint_steps(self) -> int:
        return 1


def _ladder_problem(spec: Spec) -> Problem:
    """The ladder question of `spec` as a Problem."""
    assert spec.target is not None and spec.vertex is not None
    return Problem(spec.diagram(), spec.to_play, LadderQuestion(spec),
                   marked=[vertex_name(spec.target, spec.size)],
                   marks={spec.vertex: "circle"}, rules=spec.rules)


# ---------------------------------------------------------------------- net
#: The net levels: board size, the marked chain's stones, how often each of the two
#: stones beside the liberties is there, how many ladders get a stone of the runner on
#: their path (at most), and other stones.
NET_LEVELS: dict[int, dict[str, Any]] = {
    1: {"size": 9, "chain": (1, 1), "walls": 0.9, "breaks": 3, "extra": (0, 1)},
    2: {"size": 9, "chain": (1, 2), "walls": 0.8, "breaks": 3, "extra": (2, 4)},
    3: {"size": 11, "chain": (1, 2), "walls": 0.7, "breaks": 4, "extra": (5, 9)},
}

#: the solver's budget of positions per move read (the fight's region: see `net_answers`)
NET_BUDGET = 400
#: the budget for the capture reader's candidates, read first (a net proves quickly; a
#: candidate that does not is dropped before the other moves are read)
NET_FIRST_BUDGET = 150
#: the positions a ladder is read to before a net's breaker goes on its path (a longer
#: reading is left to the capture reader's check that no atari captures)
NET_LADDER_LIMIT = 150


def _net_shape(rng: random.Random, lv: dict[str, Any]
               ) -> tuple[list[int], int, list[int]] | None:
    """The shape of a net: the runner's chain (1 or 2 stones) with two liberties side by
    side in front of it (towards a random corner), the solver's stones behind it and,
    mostly, the two stones beside its liberties that a net needs. Returns (codes, the
    runner's code, the chain's stones) or None when the shape does not fit on the board
    there."""
    n = lv["size"]
    codes = [0] * (n * n)
    runner = rng.choice((1, 2))
    me = 3 - runner
    x, y = 1 + rng.randrange(n - 2), 1 + rng.randrange(n - 2)
    sx, sy = rng.choice((1, -1)), rng.choice((1, -1))

    def at(dx: int, dy: int) -> int | None:
        px, py = x + dx, y + dy
        return py * n + px if 0 <= px < n and 0 <= py < n else None

    chain = [y * n + x]
    if _between(rng, lv["chain"]) == 2:
        behind = at(-sx, 0) if rng.random() < 0.5 else at(0, -sy)
        if behind is None:
            return None
        chain.append(behind)
    for p in chain:
        codes[p] = runner
    front = {at(sx, 0), at(0, sy)}
    for q in sorted({q for p in chain for q in _neighbours(p, n)}):
        if codes[q] == 0 and q not in front:
            codes[q] = me
    for dx, dy in ((-sx, sy), (sx, -sy)):
        q = at(dx, dy)
        if q is not None and codes[q] == 0 and rng.random() < lv["walls"]:
            codes[q] = me
    return codes, runner, chain


def _net(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """A net problem (see the module's doc): the codes, the player, the marked chain,
    every proven right move and the solver's refutation of each wrong move near the
    chain, or None."""
    n = lv["size"]
    shape = _net_shape(rng, lv)
    if shape is None:
        return None
    codes, runner, chain = shape
    me = 3 - runner
    target = chain[0]
    libs = _libs(codes, n, target)
    if len(libs) != 2:
        return None
    colour = Color.BLACK if me == 1 else Color.WHITE
    # other stones, away from the net's own area (three steps around the liberties)
    area = {q for q in range(n * n) if min(abs(q % n - p % n) + abs(q // n - p // n)
                                          for p in libs) <= 2}
    around = {q for q in range(n * n) if min(abs(q % n - p % n) + abs(q // n - p // n)
                                            for p in libs) <= 3}
    for _ in range(_between(rng, lv["extra"])):
        pool = [q for q in range(n * n) if codes[q] == 0 and q not in around]
        if not pool:
            break
        codes[rng.choice(pool)] = rng.choice((1, 2))
    if not _nets(Board.from_codes(n, codes), colour, target):
        return None  # (the stones put on the ladders' paths below stay out of the area)
    # the runner's stones on the paths of the ladders that would work
    for _ in range(lv["breaks"]):
        working = []
        for a in sorted(_libs(codes, n, target)):
            line = _ladder_line(codes, n, target, me, a)
            if line is not None:
                working.append(line)
        if not working:
            break
        line = rng.choice(working)
        pool = [p for p in line[2:] if codes[p] == 0 and p not in area]
        if not pool:
            return None
        codes[rng.choice(pool)] = runner
    board = Board.from_codes(n, codes)
    if not _ordinary(board):
        return None
    info = board.chain(target)
    assert info is not None
    if set(info.stones) != set(chain) or len(info.liberties) != 2:
        return None
    # the capture reader first (fast): no atari works, a move next to the chain does,
    # and the chain is not lost already (with the runner to move it gets away)
    reader = Reader()
    if reader.defend(board, None, target, colour.opponent) is None:
        return None
    for a in sorted(info.liberties):
        after = Reader.play(board, None, a, colour)
        if after is not None and reader.defend(after[0], after[1], target,
                                               colour.opponent) is None:
            return None  # an atari captures: a ladder or a plain atari
    hopeful = _nets(board, colour, target)
    if not hopeful:
        return None
    proven = _prove_net(board, colour, target, hopeful)
    if proven is None:
        return None
    right, replies = proven
    if not right or any(board.point(v) in info.liberties for v in right):
        return None
    # every right move must be shown to the end by the capture reader
    lines = []
    for v in right:
        line = net_line(board, colour, target, board.point(v))
        if not line:
            return None
        lines.append((v, tuple(line)))
    return {"codes": codes, "to_play": "B" if me == 1 else "W", "target": min(info.stones),
            "answer": tuple(right),
            "facts": (("stones", len(info.stones)), ("replies", tuple(replies)),
                      ("lines", tuple(lines)))}


class _OpenCapture(Capture):
    """The solver's capture goal without its shortcut for a pass-alive chain: a net's
    stones, one or two in open space, never are, and the test (Benson's, at every
    position) is most of the search's time. Leaving a shortcut out changes no answer:
    the search then reads those lines to their end."""

    def _pass_alive(self, pos: Position) -> bool:
        return False


def net_answers(board: Board, colour: Color, target: int, first: list[int] | None = None,
                budget: int | None = None) -> dict[str, tuple[str, str | None]] | None:
    """Reads every first move of `colour` in the fight around the chain through `target`
    with the solver, as `gotutor.solver.answers.answer_set` does for kind "capture"
    (`budget` positions a move, NET_BUDGET by default), on the region of
    `gotutor.solver.region.fight_region` with the chain's second liberties (the empty
    points next to its liberties: where a net stands) and the stones next to it; the
    moves outside it are read together as "outside" (a pass). Returns {move: (status,
    the opponent's best reply)}. The points of `first` are read first, with
    NET_FIRST_BUDGET positions; None is returned as soon as one of them is not a "win"
    (the caller's candidates fail)."""
    from ...solver.answers import judge
    from ...solver.region import fight_region, open_space

    pos = Position.from_board(board, None)
    player = 1 if colour is Color.BLACK else 2
    region = fight_region(pos, [target], 0, 0)
    libs = pos.liberties(target)
    region |= {q for p in libs for q in pos.nbr[p] if pos.codes[q] == 0}
    region |= {q for p in list(region) for q in pos.nbr[p] if pos.codes[q]}
    space = open_space(pos, region)
    budget = NET_BUDGET if budget is None else budget

    def factory() -> _OpenCapture:
        return _OpenCapture(target, player, space)

    def name(m: int | None) -> str | None:
        return None if m is None else PASS if m < 0 else vertex_name(m, board.size)

    out: dict[str, tuple[str, str | None]] = {}
    order = [p for p in (first or []) if p in region]
    order += [p for p in sorted(region) if p not in order]
    for p in order:
        child = pos.play(p, player)
        if child is None:
            continue
        if first and p in first:
            status, reply = judge(factory, child, False, True, region, NET_FIRST_BUDGET)
            if status != "win":
                return None
        else:
            status, reply = judge(factory, child, False, True, region, budget)
        out[vertex_name(p, board.size)] = (status, name(reply))
    if space:
        status, reply = judge(factory, pos.pass_move(), False, True, region, budget)
        out["outside"] = (status, name(reply))
    return out


def _nets(board: Board, colour: Color, target: int) -> list[int]:
    """The points next to the liberties of the chain through `target` (not the
    liberties) after which the capture reader finds no way out for it: the nets it
    sees."""
    reader = Reader()
    info = board.chain(target)
    assert info is not None
    close = sorted({q for p in info.liberties for q in board.neighbors(p)
                    if board.get(q) is None and q not in info.liberties})
    out = []
    for p in close:
        after = Reader.play(board, None, p, colour)
        if after is not None and reader.defend(after[0], after[1], target,
                                               colour.opponent) is None:
            out.append(p)
    return out


def _prove_net(board: Board, colour: Color, target: int, first: list[int]
               ) -> tuple[list[str], list[tuple[str, str]]] | None:
    """Every first move of the fight read by the solver (`net_answers`), the capture
    reader's candidates `first` first. Returns (the right moves in point order,
    [(wrong move, the opponent's reply that refutes it)]) or None if a candidate fails,
    a move is undecided or a ko, or the moves outside the fight would capture too."""
    proven = net_answers(board, colour, target, first)
    if proven is None:
        return None
    right: list[str] = []
    replies: list[tuple[str, str]] = []
    for move in sorted(proven, key=lambda v: (v == "outside", board.point(v)
                                              if v != "outside" else 0)):
        status, reply = proven[move]
        if status == "win":
            if move == "outside":
                return None
            right.append(move)
        elif status in ("loss", "escape"):
            if move != "outside" and reply is not None:
                replies.append((move, reply))
        else:
            return None
    return right, replies


def net_line(board: Board, colour: Color, target: int, first: int,
             limit: int = 24) -> list[str]:
    """Returns the capture after the net move `first` as vertices: the net, then the
    runner's most stubborn move and the block (the capture reader's) in turn, to the
    capture; [] if the reader does not capture within `limit` moves."""
    reader = Reader()
    runner = colour.opponent
    after = Reader.play(board, None, first, colour)
    if after is None:
        return []
    b, ko = after
    moves = [first]
    while len(moves) < limit:
        if b.get(target) is not runner:
            return [vertex_name(m, board.size) for m in moves]
        d = reader.best_defence(b, ko, target, runner)
        if d is None or d == TENUKI:
            return []
        step = Reader.play(b, ko, d, runner)
        if step is None:
            return []
        b, ko = step
        moves.append(d)
        a = reader.attack(b, ko, target, runner)
        if a is None:
            return []
        step = Reader.play(b, ko, a, colour)
        if step is None:
            return []
        b, ko = step
        moves.append(a)
    return []


class NetGoal(TargetGoal):
    """Capture the marked stones in a net: a first move the solver proved is right, and
    the capture is played out on the board; any other is refuted by the reply the
    solver found (or the capture reader's escape)."""

    name = "drill-net"

    def __init__(self, spec: Spec) -> None:
        super().__init__()
        self.spec = spec

    def _one(self) -> bool:
        return int(self.spec.fact("stones")) == 1

    def question(self, problem: Problem) -> Text:
        black = self.spec.to_play == "B"
        if self._one():
            return Text.of(N_("Black to play: capture the marked stone. An atari does "
                              "not work here.") if black else
                           N_("White to play: capture the marked stone. An atari does "
                              "not work here."))
        return Text.of(N_("Black to play: capture the marked stones. An atari does not "
                          "work here.") if black else
                       N_("White to play: capture the marked stones. An atari does not "
                          "work here."))

    def after_move(self, problem: Problem, attempt: Attempt, move: Move) -> Outcome:
        spec = self.spec
        n = spec.size
        one = self._one()
        if move.vertex in spec.answer:
            line = list(dict(spec.fact("lines"))[move.vertex])
            text = (N_("Right: a net. Wherever the stone runs, you can block it: the "
                       "numbered moves show how it is captured.") if one else
                    N_("Right: a net. Wherever the stones run, you can block them: the "
                       "numbered moves show how they are captured."))
            return Outcome("solved", "right", Text.of(text), line[1:], labels(line))
        game = attempt.game
        board = game.board
        target = problem.target_points[0]
        reply = dict(spec.fact("replies")).get(move.vertex)
        if reply is None or reply == PASS or not game.is_legal(reply):
            d = self.reader.defend(board, game.node.ko, target, problem.to_play.opponent)
            reply = None if d is None or d == TENUKI else vertex_name(d, n)
        info = board.chain(target)
        if reply is None or info is None:
            libs = len(info.liberties) if info else 0
            return Outcome("failed", "wrong", Text.plural_of(
                N_("Not caught: the stones still have {n} liberty, and they can run."),
                N_("Not caught: the stones still have {n} liberties, and they can run."),
                libs))
        if len(info.liberties) == 1:
            text = (N_("An atari only chases the stone: after the numbered reply it gets "
                       "away.") if one else
                    N_("An atari only chases the stones: after the numbered reply they "
                       "get away."))
        else:
            text = (N_("Not a net: after the numbered reply the stone gets away.") if one
                    else N_("Not a net: after the numbered reply the stones get away."))
        return Outcome("failed", "wrong", Text.of(text), [reply], labels([reply]))

    def right_move(self, problem: Problem, attempt: Attempt) -> str | None:
        if attempt.moves:
            return None
        return str(self.spec.answer[0])

    def hint(self, problem: Problem, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        if step == 0:
            return {}, Text.of(N_("An atari only chases the stones. Close their way out "
                                  "from a little distance, so that wherever they run "
                                  "you can block them."))
        return super().hint(problem, attempt, step)


def _net_problem(spec: Spec) -> Problem:
    """The net problem of `spec` as a Problem."""
    assert spec.target is not None
    return Problem(spec.diagram(), spec.to_play, NetGoal(spec),
                   marked=[vertex_name(spec.target, spec.size)], rules=spec.rules)


#: The concepts dealt: the ladder question.
CONCEPTS = (Concept("ladder", 80, LADDER_LEVELS, _ladder, _ladder_problem),)

#: Not dealt yet: the net problems. Their right moves are proven by the solver (and GNU
#: Go's `defend` agrees on every one tried), but their wrong moves are not: the solver
#: reads most of them as "escape" (the stones reach the edge of its region), and GNU Go
#: finds a capture after about one in four of the wrong moves next to the chain (often
#: an atari followed by a net) that no search here can decide within seconds. A problem
#: that may call a capturing move wrong is not shown.
NET = Concept("net", 90, NET_LEVELS, _net, _net_problem)
