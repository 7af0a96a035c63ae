"""The "throw-in" drill (gotutor/drills/concepts/sacrifices.py), checked by oracles that
are not its solver:

- the throw-in counted by hand on raw point codes: the stone given captures nothing and
  its chain has one liberty; the group's capture of it is legal and is no snapback
  (the player cannot take back at once);
- a brute-force minimax on raw codes over the eye space (every empty point of it and a
  pass, for both sides; the group's stones captured inside become points of it): after
  a right move the player captures the whole group whatever it does; after a wrong move
  answered by the drill's reply it cannot;
- the frame (tests/framing.py): the wall checked by the engine's own Benson test
  (gotutor.life): every chain of the player's around the group is pass-alive, so the
  eye space is the whole fight; the other stones of both colours stand two lines or
  more from it, on a 9x9 or 13x13 board;
- GNU Go's owl reading (`@pytest.mark.gnugo`): `owl_defend` of the group after every
  right move (0: it cannot live) and after every wrong move (it can).
"""

from __future__ import annotations

import pytest
from capture_game import flood, play
from conftest import sample_seed
from drill_gnugo import disagreements
from framing import check_framed

from gotutor.board import Board
from gotutor.coords import parse_point, vertex_name
from gotutor.drills import CONCEPTS, Drill, canonical, generate, to_problem
from gotutor.drills.generator import Spec

LEVELS = (1, 2, 3)


def player_of(spec: Spec) -> int:
    return 1 if spec.to_play == "B" else 2


def sample(level: int, count: int, seed: object = None) -> list[Spec]:
    seed = f"throw-{sample_seed()}" if seed is None else seed
    return [generate("throw-in", level, seed, i) for i in range(count)]


def space_of(spec: Spec) -> set[int]:
    """The fight's points: the empty points of the eye space and the stone inside it
    when it is the player's (the group's own is part of the group)."""
    n = spec.size
    inside = parse_point(spec.fact("inside"), n)
    return {parse_point(v, n) for v in spec.fact("space")} | (
        {inside} if spec.codes[inside] == player_of(spec) else set())


class Kill:
    """The fight by brute force: can the player capture the group (through `target`)?
    Both sides play on the points of `area` or pass; two passes in a row end the
    fight with the group on the board. A table of positions; `depth` bounds the plies
    (past it the group counts as alive: the player has not shown a capture)."""

    def __init__(self, n: int, target: int, player: int, area: set[int]) -> None:
        self.n, self.target, self.player, self.area = n, target, player, sorted(area)
        self.memo: dict[tuple, bool] = {}

    def captures(self, codes: tuple[int, ...], ko: int | None, player_to_move: bool,
                 passes: int, depth: int) -> bool:
        if codes[self.target] != 3 - self.player:
            return True
        if passes >= 2 or depth <= 0:
            return False
        key = (codes, ko, player_to_move, passes, depth)
        if key in self.memo:
            return self.memo[key]
        me = self.player if player_to_move else 3 - self.player
        results = []
        for p in [*self.area, None]:
            after = (codes, None) if p is None else play(codes, self.n, p, me, ko)
            if after is None:
                continue
            results.append(self.captures(after[0], after[1], not player_to_move,
                                         passes + 1 if p is None else 0, depth - 1))
            if results[-1] == player_to_move:
                break
        out = any(results) if player_to_move else all(results)
        self.memo[key] = out
        return out


def check_by_brute_force(spec: Spec, depth: int = 14) -> None:
    n, me = spec.size, player_of(spec)
    area = space_of(spec)
    kill = Kill(n, spec.target, me, area)
    for v in spec.answer:
        after = play(spec.codes, n, parse_point(v, n), me, None)
        assert after is not None
        assert kill.captures(after[0], after[1], False, 0, depth), (spec.key, v,
                                                                     spec.diagram())
    for v, status, reply in spec.fact("wrong"):
        if status != "loss" or reply is None:
            continue
        after = play(spec.codes, n, parse_point(v, n), me, None)
        assert after is not None
        answered = play(after[0], n, parse_point(reply, n), 3 - me, after[1])
        assert answered is not None
        assert not kill.captures(answered[0], answered[1], True, 0, depth), (
            spec.key, v, reply, spec.diagram())


def test_throw_in_is_dealt_after_snapback() -> None:
    assert CONCEPTS.index("snapback") + 1 == CONCEPTS.index("throw-in")


@pytest.mark.parametrize("level", LEVELS)
def test_every_right_move_is_a_throw_in_inside_a_living_wall(level: int) -> None:
    for spec in sample(level, 6):
        n, me = spec.size, player_of(spec)
        check_framed(spec)
        for v, given, cap in zip(spec.answer, spec.fact("given"), spec.fact("captures"),
                                 strict=True):
            p = parse_point(v, n)
            after = play(spec.codes, n, p, me, None)
            assert after is not None
            assert sum(after[0]) - sum(spec.codes) == me  # one stone more, none taken
            stones, libs = flood(after[0], n, p)
            assert len(stones) == given and libs == {parse_point(cap, n)}, spec.key
            taken = play(after[0], n, parse_point(cap, n), 3 - me, after[1])
            assert taken is not None and all(taken[0][s] == 0 for s in stones)
            # no snapback: the player cannot take back the capturing stones at once
            capturing, their = flood(taken[0], n, parse_point(cap, n))
            if len(their) == 1:
                back = play(taken[0], n, min(their), me, taken[1])
                assert back is None or back[0][spec.target] != 0 or len(capturing) <= given


@pytest.mark.parametrize("level", LEVELS)
def test_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 2):
        check_by_brute_force(spec)


@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_many_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 100, seed="many-bf"):
        check_by_brute_force(spec)


def test_the_student_throws_in_and_sees_the_capture_and_the_count() -> None:
    for level in LEVELS:
        spec = generate("throw-in", level, 5, 0)
        problem = to_problem(spec)
        v, given, cap = spec.answer[0], spec.fact("given")[0], spec.fact("captures")[0]
        session = problem.session("en")
        fb = session.submit([v])
        assert fb.kind == "solved" and f"your {given} stone" in fb.message
        assert fb.marks[cap] == "label:1"
        for lang in ("pl", "ru"):
            fb = problem.session(lang).submit([v])
            assert fb.kind == "solved" and str(given) in fb.message
        for w, status, reply in spec.fact("wrong")[:3]:
            fb = problem.session("en").submit([w])
            assert fb.kind == "failed" and not any(a in fb.message for a in spec.answer)
            if reply and status == "loss":
                assert fb.marks[reply] == "label:1"
        outside = next(vertex_name(p, spec.size) for p in range(spec.size ** 2)
                       if spec.codes[p] == 0 and p not in space_of(spec))
        fb = problem.session("en").submit([outside])
        assert fb.kind == "failed" and "eye space" in fb.message


def test_problems_are_distinct_and_fixed_by_their_seed() -> None:
    drill = Drill("throw-in", level=1, seed=8)
    forms = {canonical(drill.next()) for _ in range(30)}
    assert len(forms) == 30
    assert generate("throw-in", 2, "17", 4).codes == generate("throw-in", 2, 17, 4).codes


# ---------------------------------------------------------------------- GNU Go
def gnugo_check(gnugo: object, spec: Spec) -> list[str]:
    """GNU Go's disagreements: `owl_defend` of the group after each right move (0) and
    after each wrong move the solver proves the group lives after (not 0)."""
    n = spec.size
    board = Board.from_codes(n, list(spec.codes))
    t = vertex_name(spec.target, n)
    out = []
    moves = [(v, True) for v in spec.answer] + [
        (v, False) for v, status, _r in spec.fact("wrong") if status == "loss"]
    for v, right in moves:
        gnugo.set_position(board)  # type: ignore[attr-defined]
        gnugo.play(spec.to_play, v)  # type: ignore[attr-defined]
        code = int(gnugo.command(f"owl_defend {t}").split()[0])  # type: ignore[attr-defined]
        if (code == 0) != right:
            out.append(f"{'right' if right else 'wrong'} {v}: owl_defend {code}")
    return out




@pytest.mark.gnugo
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees(level: int, gnugo_path: str) -> None:
    specs = sample(level, 6, seed=f"gnugo-{sample_seed()}")
    assert not disagreements(gnugo_check, specs, gnugo_path)


@pytest.mark.gnugo
@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees_on_many_problems(level: int, gnugo_path: str) -> None:
    assert not disagreements(gnugo_check, sample(level, 200, seed="many-gnugo"), gnugo_path)
