"""The "cut" drill (gotutor/drills/concepts/connections.py, lesson 04), checked by
oracles that are not its solver:

- the frame (`fight_points` of tests/test_drill_connect.py: a flood fill that stops at
  the stones the engine's own Benson test finds pass-alive): the fight is shut in, so
  a move anywhere else is a pass for it;
- the brute-force minimax of tests/test_drill_connect.py (`Fight`) on those points,
  the cutter to play: after a pass the owner saves the marked chain, after a right
  move it cannot, after any other move of the fight it can; on the problem and on its
  family (the board's 8 symmetries, each with the colours swapped);
- every legal move of the board clicked in a real session: the right ones, and only
  them, are accepted, and a wrong one is answered by one numbered reply;
- GNU Go (`@pytest.mark.gnugo`), on the family of a sample: `defend` of the marked
  chain after each move of the fight finds no defence after a right move, a defence
  after a wrong one.
"""

from __future__ import annotations

import pytest
from capture_game import flood, play
from drill_gnugo import disagreements
from sampling import sample_seed
from test_drill_connect import Fight, fight_points

from gotutor.board import Board
from gotutor.coords import parse_point, vertex_name
from gotutor.drills import CONCEPTS, canonical, generate, to_problem
from gotutor.drills.generator import Spec
from gotutor.drills.geometry import symmetry
from gotutor.gtp import GtpError

LEVELS = (1, 2, 3)


def sample(level: int, count: int, seed: object = None) -> list[Spec]:
    seed = f"cut-{sample_seed()}" if seed is None else seed
    return [generate("cut", level, seed, i) for i in range(count)]


def family(spec: Spec) -> list[tuple[tuple[int, ...], int, set[int], set[int]]]:
    """The problem's 16 images: (codes, target, the fight's points, the right moves),
    under each of the board's 8 symmetries, with and without the colours swapped."""
    n = spec.size
    area = fight_points(spec)
    right = {parse_point(v, n) for v in spec.answer}
    out = []
    for t in range(8):
        perm = symmetry(n, t)
        image = [0] * (n * n)
        for p, c in enumerate(spec.codes):
            image[perm[p]] = c
        for swap in (False, True):
            codes = tuple(3 - c if c and swap else c for c in image)
            out.append((codes, perm[spec.target], {perm[p] for p in area},
                        {perm[p] for p in right}))
    return out


def check(n: int, codes: tuple[int, ...], target: int, area: set[int], right: set[int],
          where: str) -> None:
    """The brute force (see the module's doc) on one image of a problem."""
    owner = codes[target]
    assert len(area) <= 24, where  # shut in, not the open board
    _stones, libs = flood(codes, n, target)
    assert libs <= area and len(libs) >= 2, where
    empty = {p for p in area if codes[p] == 0}
    fight = Fight(n, target, owner, area)
    assert not fight.captured(codes, None, False), where  # a pass lets the owner save it
    assert right <= empty, where
    for p in sorted(empty):
        after = play(codes, n, p, 3 - owner, None)
        if after is None:
            continue
        lost = fight.captured(after[0], after[1], False)
        assert lost == (p in right), (where, vertex_name(p, n))


def test_cut_is_dealt_after_connect() -> None:
    assert CONCEPTS.index("connect") + 1 == CONCEPTS.index("cut")


@pytest.mark.parametrize("level", LEVELS)
def test_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 4):
        n = spec.size
        assert spec.to_play == "BW"[2 - spec.codes[spec.target]]  # the cutter plays
        assert 1 <= len(spec.answer) <= 2
        check(n, spec.codes, spec.target, fight_points(spec),
              {parse_point(v, n) for v in spec.answer}, f"{spec.key}\n{spec.diagram()}")


@pytest.mark.parametrize("level", LEVELS)
def test_the_family_agrees_with_the_brute_force(level: int) -> None:
    spec = sample(level, 1)[0]
    for k, image in enumerate(family(spec)):
        check(spec.size, *image, f"{spec.key} image {k}")


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
            assert "cut off" in fb.message
        elif fb.kind == "failed":
            assert len(fb.marks) == 1 and "label:1" in fb.marks.values(), fb
            assert "is safe" in fb.message or "are safe" in fb.message
    assert accepted == set(spec.answer)


def test_the_texts_name_the_colours_and_count_the_stones() -> None:
    specs = sample(2, 16, seed="texts")
    one = next(s for s in specs if s.fact("stones") == 1)
    more = next(s for s in specs if s.fact("stones") > 1)
    for spec in (one, more):
        question = to_problem(spec).question.render("en")
        owner = "White" if spec.to_play == "B" else "Black"
        assert question.startswith(("Black to play", "White to play"))
        assert f"marked {owner} stone" in question
        assert ("stones off" in question) == (spec is more)
        for lang in ("en", "pl", "ru", "nb", "ky"):
            fb = to_problem(spec).session(lang).click(spec.answer[0])
            assert fb.kind == "solved" and fb.marks == {spec.answer[0]: "triangle"}
    pl = to_problem(one).question.render("pl")
    assert "przecię" not in pl.lower()


def test_problems_are_distinct_and_fixed_by_their_seed() -> None:
    forms = {canonical(s) for s in sample(1, 20, seed=8)}
    assert len(forms) == 20
    assert generate("cut", 2, "17", 4).codes == generate("cut", 2, 17, 4).codes


@pytest.mark.many
@pytest.mark.parametrize("level", LEVELS)
def test_many_answers_agree_with_the_brute_force(level: int) -> None:
    for spec in sample(level, 40, seed="many-bf"):
        n = spec.size
        check(n, spec.codes, spec.target, fight_points(spec),
              {parse_point(v, n) for v in spec.answer}, spec.key)


# ---------------------------------------------------------------------- GNU Go
def gnugo_family_check(gnugo: object, spec: Spec) -> list[str]:
    """GNU Go's disagreements on the problem's family: after each move of the cutter on
    the fight's points, `defend` of the marked chain finds nothing after a right move
    and a defence after a wrong one; with no move, a defence."""
    n = spec.size
    out = []
    for k, (codes, target, area, right) in enumerate(family(spec)):
        if k % 5:  # 4 of the 16 images: turned, reflected, with and without the swap
            continue
        board = Board.from_codes(n, list(codes))
        cutter = "BW"[2 - codes[target]]
        chain = vertex_name(target, n)
        gnugo.set_position(board)  # type: ignore[attr-defined]
        if gnugo.command(f"defend {chain}").split()[0] == "0":  # type: ignore[attr-defined]
            out.append(f"image {k}: no defence without a cut")
        for p in sorted(area):
            if codes[p] or play(codes, n, p, 3 - codes[target], None) is None:
                continue
            v = vertex_name(p, n)
            gnugo.set_position(board)  # type: ignore[attr-defined]
            gnugo.play(cutter, v)  # type: ignore[attr-defined]
            answer = gnugo.command(f"defend {chain}")  # type: ignore[attr-defined]
            saved = answer.split()[0] != "0" or bool(
                p not in right and defence_one_move_deeper(gnugo, board, cutter, v, chain,
                                                           area, n))
            if (p in right) == saved:
                out.append(f"image {k}, {v}: defend says {answer!r}")
    return out


def defence_one_move_deeper(gnugo: object, board: Board, cutter: str, cut: str, chain: str,
                            area: set[int], n: int) -> str | None:
    """GNU Go's `defend` tries the liberties of the chain and the captures next to it, not
    a connection one point away (drill:cut:1:gnugo-20261208:2: after the cut at H5 the only
    defence is White's J6, which is no liberty of H8). Returns the first empty point of the
    fight after which GNU Go's `attack` of the chain finds nothing, or None."""
    owner = "W" if cutter == "B" else "B"
    for q in sorted(area):
        w = vertex_name(q, n)
        gnugo.set_position(board)  # type: ignore[attr-defined]
        gnugo.play(cutter, cut)  # type: ignore[attr-defined]
        try:
            gnugo.play(owner, w)  # type: ignore[attr-defined]
        except GtpError:
            continue  # occupied or illegal
        if gnugo.command(f"attack {chain}").split()[0] == "0":  # type: ignore[attr-defined]
            return w
    return None


@pytest.mark.gnugo
@pytest.mark.parametrize("level", LEVELS)
def test_gnugo_agrees_on_the_family(level: int, gnugo_path: str) -> None:
    specs = sample(level, 3, seed=f"gnugo-{sample_seed()}")
    assert not disagreements(gnugo_family_check, specs, gnugo_path)


#: problems where a daily sample found GNU Go's `defend` short: (level, seed, index)
FOUND_BY_SAMPLES = [(1, "gnugo-20261208", 2)]


@pytest.mark.gnugo
@pytest.mark.parametrize(("level", "seed", "index"), FOUND_BY_SAMPLES)
def test_samples_that_failed_once(level: int, seed: str, index: int, gnugo_path: str) -> None:
    spec = generate("cut", level, seed, index)
    for k, image in enumerate(family(spec)):
        check(spec.size, *image, f"{spec.key} image {k}")
    assert not disagreements(gnugo_family_check, [spec], gnugo_path)
