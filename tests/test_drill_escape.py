"""The "escape" drill (gotutor/drills/concepts/escapes.py), checked by oracles that are
not its reader (gotutor/solver/chase.py):

- the candidates counted here on raw codes: the chain's one liberty and the liberties
  of the opponent's chains next to it in atari; any other move leaves it in atari;
- a brute-force minimax of the capture game (capture_game.py: wider moves than the
  drill reads, a plain depth-first search): no capture within four moves of the
  opponent after a right move, a capture after a wrong candidate;
- the living group checked by the engine's own Benson test (gotutor.life);
- GNU Go (`@pytest.mark.gnugo`): `attack` of the chain after every candidate (none
  after a right move, one after a wrong move).

The default run checks a small sample that changes every day; the `many` tests check
hundreds of problems per level.
"""

from __future__ import annotations

import pytest
from capture_game import Brute, flood, nbrs, play
from conftest import sample_seed
from drill_gnugo import disagreements

from gotutor.board import Board
from gotutor.color import Color
from gotutor.coords import parse_point, vertex_name
from gotutor.drills import CONCEPTS, Drill, canonical, generate, to_problem
from gotutor.drills.generator import Spec
from gotutor.life import benson

LEVELS = (1, 2, 3)


def player_of(spec: Spec) -> int:
    return 1 if spec.to_play == "B" else 2


def candidates(spec: Spec) -> list[int]:
    """The legal moves that may save the chain in atari, counted on raw codes."""
    n, codes = spec.size, spec.codes
    stones, libs = flood(codes, n, spec.target)
    out = set(libs)
    for s in stones:
        for q in nbrs(s, n):
            if codes[q] == 3 - player_of(spec):
                _their, their_libs = flood(codes, n, q)
                if len(their_libs) == 1:
                    out |= their_libs
    return sorted(p for p in out if play(codes, n, p, player_of(spec), None) is not None)


def sample(level: int, count: int, seed: object = None) -> list[Spec]:
    seed = f"escape-{sample_seed()}" if seed is None else seed
    return [generate("escape", level, seed, i) for i in range(count)]


def test_escape_is_dealt_after_atari() -> None:
    assert CONCEPTS.index("atari") + 1 == CONCEPTS.index("escape")


@pytest.mark.parametrize("level", LEVELS)
def test_the_chain_is_in_atari_and_the_answer_is_among_the_candidates(level: int) -> None:
    for spec in sample(level, 6):
        n, me = spec.size, player_of(spec)
        stones, libs = flood(spec.codes, n, spec.target)
        assert len(libs) == 1 and spec.fact("stones") == len(stones), spec.key
        for p, c in enumerate(spec.codes):  # no other chain in atari but captures
            if c and p not in stones and len(flood(spec.codes, n, p)[1]) == 1:
                assert c != me and any(q in stones for q in nbrs(p, n)), spec.key
        cands = {vertex_name(p, n) for p in candidates(spec)}
        assert set(spec.answer) <= cands, spec.key
        assert set(dict(spec.fact("lines"))) == cands - set(spec.answer), spec.key
        board = Board.from_codes(n, list(spec.codes))
        home = {parse_point(v, n) for v in spec.fact("home")}
        assert home <= set(benson(board, Color.BLACK if me == 1 else Color.WHITE)[0])


def check_by_brute_force(spec: Spec) -> None:
    n, me = spec.size, player_of(spec)
    home = {parse_point(v, n) for v in spec.fact("home")}
    brute = Brute(n, spec.target, 3 - me, home)
    for v in spec.answer:
        after = play(spec.codes, n, parse_point(v, n), me, None)
        assert after is not None
        assert not brute.captures(*after, 4), (spec.key, v, spec.diagram())
    for v, line in spec.fact("lines"):
        after = play(spec.codes, n, parse_point(v, n), me, None)
        assert after is not None
        moves = (len(line) + 1) // 2  # the opponent's moves of the capture shown
        assert brute.captures(*after, moves), (spec.key, v, line, spec.diagram())
    # any other move leaves the chain in atari: captured at once
    other = next(p for p in range(n * n) if spec.codes[p] == 0
                 and p not in candidates(spec) and play(spec.codes, n, p, me, None))
    after = play(spec.codes, n, other, me, None)
    assert after is not None and brute.captures(*after, 1)


@pytest.mark.parametrize("level", LEVELS)
def test_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 3):
        check_by_brute_force(spec)


@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_many_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 150, seed="many-bf"):
        check_by_brute_force(spec)


def with_a_wrong_candidate(count: int) -> list[Spec]:
    """Level 3 problems where running (or capturing) fails: a fixed seed's first ones."""
    found = [s for s in (generate("escape", 3, "wrong", i) for i in range(80))
             if s.fact("lines")]
    assert len(found) >= count
    return found[:count]


def test_a_wrong_candidate_is_captured_by_the_brute_force_and_shown() -> None:
    for spec in with_a_wrong_candidate(2):
        check_by_brute_force(spec)
        problem = to_problem(spec)
        for v, line in spec.fact("lines"):
            session = problem.session("en")
            fb = session.submit([v])
            assert fb.kind == "failed" and "captures" in fb.message
            assert [m.vertex for m in session.game.moves] == [v, *line]
            assert session.game.board.get(spec.target) is None


def test_the_student_saves_the_chain_or_sees_it_captured() -> None:
    for level in LEVELS:
        for spec in sample(level, 3, seed=5):
            n = spec.size
            problem = to_problem(spec)
            for v in spec.answer:
                fb = problem.session("en").submit([v])
                assert fb.kind == "solved", (spec.key, v)
                after = play(spec.codes, n, parse_point(v, n), player_of(spec), None)
                assert after is not None
                libs = len(flood(after[0], n, spec.target)[1])
                assert f"{libs} libert" in fb.message and len(fb.marks) == libs
            wrong = next(vertex_name(p, n) for p in range(n * n) if spec.codes[p] == 0
                         and p not in candidates(spec))
            session = problem.session("en")
            fb = session.submit([wrong])
            assert fb.kind == "failed" and not any(v in fb.message for v in spec.answer)
            assert session.game.board.get(spec.target) is None  # the capture is shown
            for v, line in spec.fact("lines"):
                session = problem.session("en")
                fb = session.submit([v])
                assert fb.kind == "failed" and fb.marks[line[0]] == "label:1"


def test_texts_in_two_languages() -> None:
    spec = generate("escape", 2, 5, 0)
    problem = to_problem(spec)
    for lang in ("pl", "ru"):
        fb = problem.session(lang).submit([spec.answer[0]])
        assert fb.kind == "solved"
        after = play(spec.codes, spec.size, parse_point(spec.answer[0], spec.size),
                     player_of(spec), None)
        assert after is not None
        assert str(len(flood(after[0], spec.size, spec.target)[1])) in fb.message


def test_problems_are_distinct_and_fixed_by_their_seed() -> None:
    drill = Drill("escape", level=2, seed=8)
    forms = {canonical(drill.next()) for _ in range(30)}
    assert len(forms) == 30
    assert generate("escape", 2, "17", 4).codes == generate("escape", 2, 17, 4).codes


# ---------------------------------------------------------------------- GNU Go
def gnugo_check(gnugo: object, spec: Spec) -> list[str]:
    """GNU Go's disagreements: after each candidate, `attack` of the chain with the
    opponent to move finds nothing after a right move and a capture after a wrong one."""
    n = spec.size
    me = "black" if spec.to_play == "B" else "white"
    target = vertex_name(spec.target, n)
    board = Board.from_codes(n, list(spec.codes))
    out = []
    for p in candidates(spec):
        v = vertex_name(p, n)
        gnugo.set_position(board)  # type: ignore[attr-defined]
        gnugo.play(me, v)  # type: ignore[attr-defined]
        answer = gnugo.command(f"attack {target}")  # type: ignore[attr-defined]
        if (v in spec.answer) != (answer.split()[0] == "0"):
            out.append(f"{v}: attack says {answer!r}")
    return out


@pytest.mark.gnugo
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees(level: int, gnugo_path: str) -> None:
    specs = sample(level, 6, seed=f"gnugo-{sample_seed()}")
    if level == 3:
        specs += with_a_wrong_candidate(2)
    assert not disagreements(gnugo_check, specs, gnugo_path)


@pytest.mark.gnugo
@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees_on_many_problems(level: int, gnugo_path: str) -> None:
    assert not disagreements(gnugo_check, sample(level, 300, seed="many-gnugo"), gnugo_path)
