"""The "net" drill (gotutor/drills/concepts/nets.py), checked by oracles that are not its
reader (gotutor/solver/chase.py, a proof-number search):

- a brute force written here on raw point codes: a depth-first minimax of the same
  capture game (the chain captured, or joined to its living group), with wider moves
  than the drill's reader reads (both sides play anywhere within three steps of the
  chain, the owner may pass) and a bound on the attacker's moves (a chain with more
  liberties than the attacker has moves left cannot be captured in them);
- the explanation's line replayed on raw codes (every move legal, the chain captured
  at the end), and the living group checked by the engine's own Benson test
  (gotutor.life, not the solver's);
- GNU Go (`@pytest.mark.gnugo`): `attack` of the chain before any move, `defend` after
  every move of the player near the chain (no defence after a right move, a defence
  after a wrong one).

The default run checks a small sample that changes every day (conftest.sample_seed);
the `many` tests check hundreds of problems per level.
"""

from __future__ import annotations

import pytest
from capture_game import Brute, flood, play
from conftest import sample_seed
from drill_gnugo import disagreements

from gotutor.board import Board
from gotutor.color import Color
from gotutor.coords import parse_point, vertex_name
from gotutor.drills import CONCEPTS, Drill, canonical, generate, to_problem
from gotutor.drills.generator import Spec
from gotutor.life import benson

LEVELS = (1, 2, 3)


def home_of(spec: Spec) -> set[int]:
    return {parse_point(v, spec.size) for v in spec.fact("home")}


def attacker_of(spec: Spec) -> int:
    return 1 if spec.to_play == "B" else 2


def sample(level: int, count: int, seed: object = None) -> list[Spec]:
    seed = f"net-{sample_seed()}" if seed is None else seed
    return [generate("net", level, seed, i) for i in range(count)]


# ---------------------------------------------------------------------- the shape
def test_net_is_dealt() -> None:
    assert "net" in CONCEPTS
    assert CONCEPTS.index("ladder") < CONCEPTS.index("net") < CONCEPTS.index("snapback")


@pytest.mark.parametrize("level", LEVELS)
def test_net_problems_are_nets(level: int) -> None:
    """The marked chain has two liberties, nothing is in atari, the group it would run
    to is pass-alive (the engine's Benson test), no right move is an atari, and the
    capture shown after each right move is legal and captures the chain."""
    for spec in sample(level, 4):
        n, me = spec.size, attacker_of(spec)
        stones, libs = flood(spec.codes, n, spec.target)
        assert 1 <= len(stones) <= 2 and len(libs) == 2, spec.key
        assert spec.fact("stones") == len(stones)
        assert all(len(flood(spec.codes, n, p)[1]) >= 2 for p in range(n * n)
                   if spec.codes[p])
        board = Board.from_codes(n, list(spec.codes))
        runner = Color.BLACK if me == 2 else Color.WHITE
        assert home_of(spec) <= set(benson(board, runner)[0]), spec.key
        assert not set(spec.answer) & {vertex_name(p, n) for p in libs}
        for v, line in spec.fact("lines"):
            assert line[0] == v
            codes, ko = spec.codes, None
            for i, m in enumerate(line):
                after = play(codes, n, parse_point(m, n), me if i % 2 == 0 else 3 - me, ko)
                assert after is not None, (spec.key, line, m)
                codes, ko = after
            assert codes[spec.target] == 0, (spec.key, line)


# ---------------------------------------------------------------------- brute force
def check_by_brute_force(spec: Spec, wrong_moves: int) -> None:
    """Every right move: the brute force captures within 6 more moves of the player
    against every defence; the first `wrong_moves` wrong moves next to the chain (the
    ataris first), answered by the drill's reply: the brute force finds no capture
    within 4 moves of the player."""
    n, me = spec.size, attacker_of(spec)
    home = home_of(spec)
    brute = Brute(n, spec.target, me, home)
    for v in spec.answer:
        after = play(spec.codes, n, parse_point(v, n), me, None)
        assert after is not None
        assert brute.lost(*after, 6), (spec.key, v, spec.diagram())
    replies = dict(spec.fact("replies"))
    _stones, libs = flood(spec.codes, n, spec.target)
    wrong = sorted(replies, key=lambda v: parse_point(v, n) not in libs)[:wrong_moves]
    for v in wrong:
        after = play(spec.codes, n, parse_point(v, n), me, None)
        assert after is not None
        answered = play(after[0], n, parse_point(replies[v], n), 3 - me, after[1])
        assert answered is not None, (spec.key, v, replies[v])
        assert not brute.captures(*answered, 4), (spec.key, v, replies[v], spec.diagram())


@pytest.mark.parametrize("level", LEVELS)
def test_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 2):
        check_by_brute_force(spec, 2)


@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_many_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 60, seed="many-bf"):
        check_by_brute_force(spec, 4)


# ---------------------------------------------------------------------- the student
def test_right_move_plays_the_capture_and_wrong_moves_are_answered() -> None:
    for level in LEVELS:
        spec = generate("net", level, 5, 1)
        n = spec.size
        problem = to_problem(spec)
        stones, libs = flood(spec.codes, n, spec.target)
        for v in spec.answer:
            session = problem.session("en")
            fb = session.submit([v])
            assert fb.kind == "solved", (spec.key, v)
            assert all(session.game.board.get(p) is None for p in stones)
            assert fb.marks[v] == "label:1"
        for lib in sorted(libs):  # an atari is answered on the board: the stones run
            session = problem.session("en")
            fb = session.submit([vertex_name(lib, n)])
            assert fb.kind == "failed", (spec.key, lib)
            assert len(session.game.moves) == 2
            after = tuple(session.game.board.codes())
            assert len(flood(after, n, spec.target)[1]) >= 2
            assert not any(v in fb.message for v in spec.answer)
        far = next(vertex_name(p, n) for p in range(n * n) if spec.codes[p] == 0
                   and vertex_name(p, n) not in dict(spec.fact("replies"))
                   and vertex_name(p, n) not in spec.answer
                   and play(spec.codes, n, p, 1 if spec.to_play == "B" else 2, None))
        fb = problem.session("en").submit([far])
        assert fb.kind == "failed" and not any(v in fb.message for v in spec.answer)


def test_net_texts_in_two_languages() -> None:
    spec = next(s for s in (generate("net", 2, 5, i) for i in range(20))
                if s.fact("stones") == 2)
    problem = to_problem(spec)
    for lang in ("en", "pl", "ru"):
        session = problem.session(lang)
        fb = session.submit([spec.answer[0]])
        assert fb.kind == "solved" and fb.message
        assert problem.question.render(lang)
    # one stone of the two is marked: the question names the chain it stands for
    assert "łańcuch" in problem.question.render("pl")
    assert "kamienie" not in problem.question.render("pl")


def test_problems_are_distinct_and_fixed_by_their_seed() -> None:
    drill = Drill("net", level=1, seed=8)
    forms = {canonical(drill.next()) for _ in range(20)}
    assert len(forms) == 20
    assert generate("net", 2, "17", 4).codes == generate("net", 2, 17, 4).codes


# ---------------------------------------------------------------------- GNU Go
def gnugo_check(gnugo: object, spec: Spec) -> list[str]:
    """Returns GNU Go's disagreements with `spec`: `attack` of the chain before any
    move, and `defend` after every move of the player that the drill reads (the
    liberties and their empty neighbours): none after a right move, one after a wrong
    move."""
    from gotutor.solver.chase import Chase
    from gotutor.solver.position import Position

    n = spec.size
    me = "black" if spec.to_play == "B" else "white"
    target = vertex_name(spec.target, n)
    board = Board.from_codes(n, list(spec.codes))
    gnugo.set_position(board)  # type: ignore[attr-defined]
    out = []
    if gnugo.command(f"attack {target}").split()[0] == "0":  # type: ignore[attr-defined]
        out.append("no attack")
    moves = Chase(spec.target, attacker_of(spec)).attacker_moves(Position(n, spec.codes))
    for p in moves:
        v = vertex_name(p, n)
        gnugo.set_position(board)  # type: ignore[attr-defined]
        gnugo.play(me, v)  # type: ignore[attr-defined]
        answer = gnugo.command(f"defend {target}")  # type: ignore[attr-defined]
        if (v in spec.answer) != (answer.split()[0] == "0"):
            out.append(f"{v}: defend says {answer!r}")
    return out


@pytest.mark.gnugo
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees(level: int, gnugo_path: str) -> None:
    specs = sample(level, 4, seed=f"gnugo-{sample_seed()}")
    assert not disagreements(gnugo_check, specs, gnugo_path)


@pytest.mark.gnugo
@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees_on_many_problems(level: int, gnugo_path: str) -> None:
    assert not disagreements(gnugo_check, sample(level, 200, seed="many-gnugo"), gnugo_path)
