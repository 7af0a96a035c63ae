"""The snapback drill (gotutor/drills/concepts/sacrifices.py), checked by oracles that
are not its solver: the snapback played out by hand on raw point codes, a brute-force
minimax written here (a chain with three liberties counts as safe), and GNU Go's
`attack` / `defend` (marked `gnugo`).
"""

from __future__ import annotations

import capture_game
import pytest
from capture_game import flood, nbrs
from sampling import sample_seed

from gotutor.board import Board
from gotutor.coords import parse_point, vertex_name
from gotutor.drills import Drill, canonical, generate, to_problem
from gotutor.drills.generator import Spec

LEVELS = (1, 2, 3)


# ---------------------------------------------------------------------- raw codes
def play(codes: list[int], n: int, p: int, me: int) -> tuple[list[int], int] | None:
    """The position after `me` plays at p and the number of stones it captured (None if
    occupied or suicide)."""
    after = capture_game.play(tuple(codes), n, p, me, None)
    if after is None:
        return None
    board = list(after[0])
    return board, sum(1 for a, b in zip(codes, board, strict=True) if a == 3 - me and not b)


def captured(codes: list[int], n: int, target: int, depth: int) -> bool:
    """The attacker to move: can it capture the chain through `target` within `depth`
    plies (its moves: the chain's liberties and their neighbours)?"""
    me = codes[target]
    if me == 0:
        return True
    _stones, libs = flood(codes, n, target)
    if len(libs) >= 3 or depth <= 0:
        return False
    for p in sorted(libs | {q for lib in libs for q in nbrs(lib, n) if codes[q] == 0}):
        after = play(codes, n, p, 3 - me)
        if after is not None and not saved(after[0], n, target, depth - 1):
            return True
    return False


def saved(codes: list[int], n: int, target: int, depth: int) -> bool:
    """The owner of the chain to move: can it keep it (any move of the board, or a
    pass)?"""
    me = codes[target]
    if me == 0:
        return False
    if len(flood(codes, n, target)[1]) >= 3:
        return True
    for p in range(n * n):
        after = play(codes, n, p, me)
        if after is not None and not captured(after[0], n, target, depth - 1):
            return True
    return not captured(codes, n, target, depth - 1)


def snapback_by_hand(spec: Spec, v: str) -> tuple[int, int]:
    """Plays the line on raw codes: the sacrifice, the opponent's capture at its one
    liberty, the retake at the capturing chain's one liberty. Returns (stones given,
    stones taken back); fails the test if the line is not a snapback."""
    n, me = spec.size, 1 if spec.to_play == "B" else 2
    p = parse_point(v, n)
    first = play(list(spec.codes), n, p, me)
    assert first is not None and first[1] == 0, (spec.key, v)
    given, libs = flood(first[0], n, p)
    assert len(libs) == 1, (spec.key, v)
    c = min(libs)
    second = play(first[0], n, c, 3 - me)
    assert second is not None and second[1] == len(given)
    assert spec.target in flood(second[0], n, c)[0]
    _stones, libs = flood(second[0], n, c)
    assert len(libs) == 1
    third = play(second[0], n, min(libs), me)
    assert third is not None and third[0][spec.target] == 0
    assert third[1] > len(given)
    return len(given), third[1]


DEPTH = 5  # plies of the brute force


def sample(level: int, count: int, seed: object = None) -> list[Spec]:
    seed = sample_seed() if seed is None else seed
    return [generate("snapback", level, seed, i) for i in range(count)]


@pytest.mark.parametrize("level", LEVELS)
def test_every_right_move_is_a_snapback_and_captures_by_force(level: int) -> None:
    for spec in sample(level, 6):
        n, me = spec.size, 1 if spec.to_play == "B" else 2
        assert saved(list(spec.codes), n, spec.target, DEPTH), spec.key  # not dead yet
        for v in spec.answer:
            given, back = snapback_by_hand(spec, v)
            assert (given, back) == (spec.fact("given"), spec.fact("back")) or (
                v != spec.answer[0])
            after = play(list(spec.codes), n, parse_point(v, n), me)
            assert after is not None
            assert not saved(after[0], n, spec.target, DEPTH), (spec.key, v)


@pytest.mark.parametrize("level", (1, 2))
def test_wrong_moves_next_to_the_chain_let_it_live(level: int) -> None:
    """The moves on the chain's liberties and next to them, the direct atari among
    them: the brute force finds a defence after each."""
    for spec in sample(level, 4):
        n, me = spec.size, 1 if spec.to_play == "B" else 2
        codes = list(spec.codes)
        _stones, libs = flood(codes, n, spec.target)
        close = sorted({q for lib in libs for q in (lib, *nbrs(lib, n)) if codes[q] == 0})
        ataris = 0
        for p in close:
            if vertex_name(p, n) in spec.answer:
                continue
            after = play(codes, n, p, me)
            if after is None:
                continue
            ataris += len(flood(after[0], n, spec.target)[1]) == 1
            assert saved(after[0], n, spec.target, DEPTH), (spec.key, vertex_name(p, n))
        assert ataris >= 1, spec.key  # a direct atari that fails


@pytest.mark.parametrize("level", LEVELS)
def test_the_student_plays_the_snapback_and_the_texts_count_the_stones(level: int) -> None:
    spec = generate("snapback", level, 5, 1)
    given, back = snapback_by_hand(spec, spec.answer[0])
    problem = to_problem(spec)
    session = problem.session("en")
    fb = session.click(spec.answer[0])
    took = "takes your stone" if given == 1 else f"takes {given} stone"
    assert fb.kind == "right" and took in fb.message
    board = session.game.board
    assert board.get(parse_point(spec.answer[0], spec.size)) is None  # captured
    retake = spec.fact("lines")[0][4]
    fb = session.click(retake)
    assert fb.kind == "solved"
    assert f"took {given} stone" in fb.message and f"back {back} stones" in fb.message
    assert session.game.board.get(spec.target) is None
    # Polish: the same numbers
    session = problem.session("pl")
    session.click(spec.answer[0])
    fb = session.click(retake)
    assert fb.kind == "solved" and str(back) in fb.message and str(given) in fb.message


def test_a_wrong_first_move_is_answered_on_the_board_without_naming_the_answer() -> None:
    for i in range(4):
        spec = generate("snapback", 2, 11, i)
        n = spec.size
        problem = to_problem(spec)
        wrong = next(vertex_name(p, n) for p in sorted(
            flood(spec.codes, n, spec.target)[1]) if vertex_name(p, n) not in spec.answer)
        session = problem.session("en")
        fb = session.click(wrong)
        assert fb.kind == "failed"
        assert all(v not in fb.message for v in spec.answer)
        assert session.game.board.get(spec.target) is not None
        assert problem.is_right(problem.solution())


def test_problems_are_distinct_in_a_session_and_fixed_by_their_seed() -> None:
    drill = Drill("snapback", level=1, seed=8)
    forms = {canonical(drill.next()) for _ in range(30)}
    assert len(forms) == 30
    assert generate("snapback", 2, "17", 4) == generate("snapback", 2, 17, 4) or (
        generate("snapback", 2, "17", 4).codes == generate("snapback", 2, 17, 4).codes)


@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_many_seeds_by_brute_force(level: int) -> None:
    for seed in range(40):
        for spec in sample(level, 5, seed):
            n, me = spec.size, 1 if spec.to_play == "B" else 2
            for v in spec.answer:
                snapback_by_hand(spec, v)
                after = play(list(spec.codes), n, parse_point(v, n), me)
                assert after is not None
                assert not saved(after[0], n, spec.target, DEPTH), (spec.key, v)


# ---------------------------------------------------------------------- GNU Go
#: problems where GNU Go's reading disagrees with the drill, and why (none found in the
#: samples read so far: 120 problems per level with every wrong move of the board)
GNUGO_EXCEPTIONS: dict[str, str] = {}


def gnugo_check(gnugo: object, spec: Spec, wrong_moves: int | None) -> list[str]:
    """Returns GNU Go's disagreements on `spec`: the attack with the player to move, no
    defence after each right move, a defence after each wrong move (all of them, or
    the first `wrong_moves` on the chain's liberties and their neighbours)."""
    n = spec.size
    me = "black" if spec.to_play == "B" else "white"
    target = vertex_name(spec.target, n)
    gnugo.set_position(Board.from_codes(n, list(spec.codes)))  # type: ignore[attr-defined]
    out = []
    if not gnugo.command(f"attack {target}").startswith("1"):  # type: ignore[attr-defined]
        out.append("attack fails")
    codes = list(spec.codes)
    empty = [p for p in range(n * n) if codes[p] == 0]
    if wrong_moves is not None:
        _stones, libs = flood(codes, n, spec.target)
        close = {q for lib in libs for q in (lib, *nbrs(lib, n)) if codes[q] == 0}
        empty = sorted(close)
    for p in empty:
        v = vertex_name(p, n)
        try:
            gnugo.play(me, v)  # type: ignore[attr-defined]
        except Exception:
            continue  # illegal
        answer = gnugo.command(f"defend {target}")  # type: ignore[attr-defined]
        gnugo.undo()  # type: ignore[attr-defined]
        if (v in spec.answer) != answer.startswith("0"):
            out.append(f"{v}: defend says {answer!r}")
    return out


@pytest.mark.gnugo
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees(level: int, gnugo_path: str) -> None:
    from gotutor.gtp import GnuGo

    with GnuGo(size=9, executable=gnugo_path) as gnugo:
        for spec in sample(level, 8, seed=f"gnugo-{sample_seed()}"):
            found = gnugo_check(gnugo, spec, None)
            if spec.key in GNUGO_EXCEPTIONS:
                assert found, spec.key  # the exception is still needed
                continue
            assert not found, (spec.key, spec.diagram(), found)


@pytest.mark.gnugo
@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees_on_many_problems(level: int, gnugo_path: str) -> None:
    from gotutor.gtp import GnuGo

    with GnuGo(size=9, executable=gnugo_path) as gnugo:
        for spec in sample(level, 100, seed=22):
            found = gnugo_check(gnugo, spec, None)
            assert not found or spec.key in GNUGO_EXCEPTIONS, (spec.key, spec.diagram(),
                                                                found)
