"""The "connect" drill (gotutor/drills/concepts/connections.py), checked by oracles that
are not its solver:

- the frame, by a flood fill on raw point codes and the engine's own Benson test
  (`gotutor.life.pass_alive`, which the generator does not use): from the marked chain,
  over empty points and stones that are not pass-alive, the flood stops at pass-alive
  stones and the board's edge within a few points: the fight is shut in, and a move
  anywhere else is a pass for it;
- a brute-force minimax written here (`Fight`), on those points only, with a pass for
  both sides and the basic ko rule: after a right move the opponent cannot capture the
  chain, after a pass or a wrong move it can (within a bound of plies);
- every legal move of the board clicked in a real session: the right ones, and only
  them, are accepted;
- GNU Go (`@pytest.mark.gnugo`): `attack` of the chain after each right move finds
  nothing, after each wrong move in the fight a capture.
"""

from __future__ import annotations

import pytest
from capture_game import flood, play
from drill_gnugo import disagreements
from sampling import sample_seed

from gotutor.board import Board
from gotutor.color import Color
from gotutor.coords import parse_point, vertex_name
from gotutor.drills import CONCEPTS, canonical, generate, to_problem
from gotutor.drills.generator import Spec
from gotutor.life import pass_alive

LEVELS = (1, 2, 3)
#: the brute force's bound on the plies of the fight
DEPTH = 12


def sample(level: int, count: int, seed: object = None) -> list[Spec]:
    seed = f"connect-{sample_seed()}" if seed is None else seed
    return [generate("connect", level, seed, i) for i in range(count)]


def fight_points(spec: Spec) -> set[int]:
    """The points reached from the marked chain over empty points and stones that are
    not pass-alive (the flood stops at pass-alive stones)."""
    n, codes = spec.size, spec.codes
    board = Board.from_codes(n, list(codes))
    alive = pass_alive(board, Color.BLACK) | pass_alive(board, Color.WHITE)
    seen, todo = {spec.target}, [spec.target]
    while todo:
        p = todo.pop()
        x, y = p % n, p // n
        for q, ok in ((p - n, y > 0), (p + n, y < n - 1), (p - 1, x > 0), (p + 1, x < n - 1)):
            if ok and q not in seen and q not in alive:
                seen.add(q)
                todo.append(q)
    return seen


class Fight:
    """Can the opponent capture the chain through `target`? Both sides play on the
    empty points of `area` or pass; two passes in a row end the fight with the chain
    on the board; past `DEPTH` plies it counts as not captured."""

    def __init__(self, n: int, target: int, owner: int, area: set[int]) -> None:
        self.n, self.target, self.owner, self.area = n, target, owner, sorted(area)
        self.memo: dict[tuple, bool] = {}

    def captured(self, codes: tuple[int, ...], ko: int | None, attacker_to_move: bool,
                 passes: int = 0, depth: int = DEPTH) -> bool:
        if codes[self.target] != self.owner:
            return True
        if passes >= 2 or depth <= 0:
            return False
        key = (codes, ko, attacker_to_move, passes, depth)
        if key not in self.memo:
            me = 3 - self.owner if attacker_to_move else self.owner
            results = []
            for p in [*self.area, None]:
                after = (codes, None) if p is None else play(codes, self.n, p, me, ko)
                if after is None:
                    continue
                results.append(self.captured(after[0], after[1], not attacker_to_move,
                                             passes + 1 if p is None else 0, depth - 1))
                if results[-1] == attacker_to_move:
                    break
            self.memo[key] = any(results) if attacker_to_move else all(results)
        return self.memo[key]


def check(spec: Spec) -> None:
    """The frame and the brute force (see the module's doc) on one problem."""
    n, codes = spec.size, spec.codes
    owner = codes[spec.target]
    area = fight_points(spec)
    assert len(area) <= 24, (spec.key, spec.diagram())  # shut in, not the open board
    assert spec.to_play == "BW"[owner - 1]
    _stones, libs = flood(codes, n, spec.target)
    assert libs <= area and len(libs) >= 2
    empty = {p for p in area if codes[p] == 0}
    fight = Fight(n, spec.target, owner, empty | {p for p in area if codes[p]})
    assert fight.captured(codes, None, True), spec.key  # the threat: a pass loses it
    right = {parse_point(v, n) for v in spec.answer}
    assert right <= empty
    for p in sorted(empty):
        after = play(codes, n, p, owner, None)
        if after is None:
            continue
        lost = fight.captured(after[0], after[1], True)
        assert lost == (p not in right), (spec.key, vertex_name(p, n), spec.diagram())


def test_connect_is_dealt_after_chain() -> None:
    assert CONCEPTS.index("chain") + 1 == CONCEPTS.index("connect")


@pytest.mark.parametrize("level", LEVELS)
def test_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 4):
        check(spec)


@pytest.mark.parametrize("level", LEVELS)
def test_every_legal_move_of_the_board_is_judged(level: int) -> None:
    spec = sample(level, 1)[0]
    problem = to_problem(spec)
    n = spec.size
    accepted = set()
    for p in range(n * n):
        if spec.codes[p]:
            continue
        fb = problem.session("en").click(vertex_name(p, n))
        if fb.kind == "solved":
            accepted.add(vertex_name(p, n))
        elif fb.kind == "failed":
            assert len(fb.marks) == 1 and "label:1" in fb.marks.values(), fb
    assert accepted == set(spec.answer)


def test_the_texts_count_the_stones_in_two_languages() -> None:
    specs = sample(2, 12, seed="texts")
    one = next(s for s in specs if s.fact("stones") == 1)
    more = next(s for s in specs if s.fact("stones") > 1)
    assert "marked stone " in to_problem(one).question.render("en")
    assert "marked stones" in to_problem(more).question.render("en")
    for spec in (one, more):
        for lang in ("en", "pl", "nb"):
            fb = to_problem(spec).session(lang).click(spec.answer[0])
            assert fb.kind == "solved" and fb.marks == {spec.answer[0]: "triangle"}


def test_problems_are_distinct_and_fixed_by_their_seed() -> None:
    forms = {canonical(s) for s in sample(1, 20, seed=8)}
    assert len(forms) == 20
    assert generate("connect", 2, "17", 4).codes == generate("connect", 2, 17, 4).codes


@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_many_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 60, seed="many-bf"):
        check(spec)


# ---------------------------------------------------------------------- GNU Go
def gnugo_check(gnugo: object, spec: Spec) -> list[str]:
    """GNU Go's disagreements: `attack` of the chain, the opponent to move, after every
    move of the fight's points: 0 after a right move, a capture after a wrong one."""
    n = spec.size
    board = Board.from_codes(n, list(spec.codes))
    target = vertex_name(spec.target, n)
    out = []
    for p in sorted(fight_points(spec)):
        if spec.codes[p] or play(spec.codes, n, p, spec.codes[spec.target], None) is None:
            continue
        v = vertex_name(p, n)
        gnugo.set_position(board)  # type: ignore[attr-defined]
        gnugo.play(spec.to_play, v)  # type: ignore[attr-defined]
        answer = gnugo.command(f"attack {target}")  # type: ignore[attr-defined]
        if answer.split()[0] == "0" and v not in spec.answer:
            # GNU Go's tactical reader finds no capture of a chain of three liberties
            # that dies because its corner has no room for two eyes; its owl (life and
            # death) reader does (drill:connect:2:gnugo-20261208:0: after H8, White's
            # J6 kills H7-H8 in the corner).
            answer = gnugo.command(f"owl_attack {target}")  # type: ignore[attr-defined]
        if (v in spec.answer) != (answer.split()[0] == "0"):
            out.append(f"{v}: attack says {answer!r}")
    return out


@pytest.mark.gnugo
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees(level: int, gnugo_path: str) -> None:
    specs = sample(level, 4, seed=f"gnugo-{sample_seed()}")
    assert not disagreements(gnugo_check, specs, gnugo_path)


#: problems where a daily sample found GNU Go's tactical reader short: (level, seed, index)
FOUND_BY_SAMPLES = [(2, "gnugo-20261208", 0)]


@pytest.mark.gnugo
@pytest.mark.parametrize(("level", "seed", "index"), FOUND_BY_SAMPLES)
def test_samples_that_failed_once(level: int, seed: str, index: int, gnugo_path: str) -> None:
    spec = generate("connect", level, seed, index)
    check(spec)
    assert not disagreements(gnugo_check, [spec], gnugo_path)
