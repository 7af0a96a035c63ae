"""The ladder drill: does this ladder work? (The net drill is in nets.py.)

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
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...board import Board
from ...color import Color
from ...coords import vertex_name
from ...i18n import N_
from ...problems import Problem
from ...problems.base import Attempt, Goal, Outcome, labels
from ...problems.reading import Reader
from ...problems.texts import Text
from ...solver.position import Position
from ..geometry import between, grow, neighbours
from . import Concept

if TYPE_CHECKING:
    from ..generator import Spec

__all__ = ["CONCEPTS", "LADDER_LEVELS", "Ladder", "LadderQuestion", "Unclear", "ladder_facts"]


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
        for r in neighbours(q, n):
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
    chain = grow(rng, codes, n, y * n + x, between(rng, lv["runner"]), runner)
    for _ in range(4 * n):
        libs = sorted({q for p in chain for q in neighbours(p, n) if codes[q] == 0})
        if len(libs) <= 2:
            break
        codes[rng.choice(libs)] = 3 - runner
    libs = sorted({q for p in chain for q in neighbours(p, n) if codes[q] == 0})
    if len(libs) != 2:
        return None
    near = {q for p in chain for q in neighbours(p, n)}
    for _ in range(between(rng, lv["front"])):
        pool = sorted({q for p in libs for q in neighbours(p, n)
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
    shape = set(chain) | {q for p in chain for q in neighbours(p, n)}
    # stones on the path, near it, elsewhere
    later = both[main]["line"][3:]
    on_pool = sorted({q for p in later for q in [p, *neighbours(p, n)]
                      if codes[q] == 0 and q not in shape})
    for _ in range(between(rng, lv["on_path"])):
        if not on_pool:
            break
        q = rng.choice(on_pool)
        on_pool.remove(q)
        codes[q] = runner if rng.random() < 0.6 else attacker
    ring = {q for p in path for q in neighbours(p, n)}
    near_pool = sorted(q for q in range(n * n) if codes[q] == 0 and q not in path
                       and q not in ring and q not in shape
                       and any(abs(q % n - p % n) + abs(q // n - p // n) == 2 for p in path))
    for _ in range(between(rng, lv["near_path"])):
        if not near_pool:
            break
        q = rng.choice(near_pool)
        near_pool.remove(q)
        codes[q] = runner
    far_pool = sorted(q for q in range(n * n) if codes[q] == 0 and q not in shape)
    for _ in range(between(rng, lv["extra"])):
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


def _chain_of(codes: list[int], n: int, p: int) -> list[int]:
    colour = codes[p]
    seen, todo = {p}, [p]
    while todo:
        q = todo.pop()
        for r in neighbours(q, n):
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
        # (out of the ladder, not out of danger: a net may still catch it, see
        # tests/test_drill_tactics.py)
        return Text.join(Text.of(N_("At move {move} the chain gets out of the ladder: no "
                                    "atari is left."), move=move), broken)

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


#: The concepts dealt: the ladder question.
CONCEPTS = (Concept("ladder", 80, LADDER_LEVELS, _ladder, _ladder_problem),)
