"""The stored answer sets of the lessons' local fights (gotutor/lessons/answers.json):
computed again by the solver, every proof checked by an independent checker on the
engine (tests/proofcheck.py), and the product judged against them as a student's move
is judged: every first move proven to win is accepted, every proven loss refused."""

from __future__ import annotations

import pytest
from proofcheck import check

from gotutor.color import Color
from gotutor.lessons import LESSONS, exercise_key, to_problem
from gotutor.lessons import answers as data

#: Exercises whose author's answer is proven to make a ko, every other first move being
#: a proven loss; their right-answer text says so. Eyes 11: after White's D2, White's C1
#: takes D1-E1, Black's D1 takes one stone back, and White's E1 puts it in atari again.
KO_ANSWERS = {"eyes-11"}

COVERED = [(lesson, n, ex) for lesson in LESSONS
           for n, ex in enumerate(lesson.exercises_list, 1) if data.fight_of(ex)]


def _id(item: tuple) -> str:
    return f"{item[0].slug}-{item[1]}"


@pytest.fixture(scope="module")
def stored() -> dict:
    return data._load()


#: A test run reads again one in RE_PROVE of the stored exercises, in turn by the day
#: (every one within RE_PROVE days); an exercise whose position changed has a new key
#: and is caught at once. `python -m gotutor.lessons.answers` reads them all.
RE_PROVE = 3


def test_every_covered_exercise_has_its_stored_data(stored: dict) -> None:
    """A changed exercise (its key holds a digest of its position) or a new one shows
    here: run `python -m gotutor.lessons.answers` and look at what changed."""
    keys = {exercise_key(lesson.slug, ex) for lesson, _n, ex in COVERED}
    assert sorted(keys) == sorted(stored)
    for lesson, _n, ex in COVERED:
        assert stored[exercise_key(lesson.slug, ex)]["fight"] == list(
            (lambda f: [f[0], *f[1]])(data.fight_of(ex)))


def test_the_data_is_what_the_solver_reads_now(stored: dict) -> None:
    """A change of the solver shows here, on today's share of the exercises: run
    `python -m gotutor.lessons.answers` and look at what changed."""
    import time

    day = int(time.time() // 86400)
    share = [item for i, item in enumerate(COVERED) if i % RE_PROVE == day % RE_PROVE]
    assert len(share) >= len(COVERED) // RE_PROVE
    print(f"re-proved today ({day % RE_PROVE} of {RE_PROVE}):", [_id(i) for i in share])
    for lesson, _n, ex in share:
        key = exercise_key(lesson.slug, ex)
        assert data.answer_set_of(ex) == stored[key]["moves"], key


@pytest.mark.parametrize("item", COVERED, ids=_id)
def test_every_proof_holds(item: tuple, stored: dict) -> None:
    lesson, _n, ex = item
    entry = stored[exercise_key(lesson.slug, ex)]
    kind, *targets = entry["fight"]
    game = ex.game()
    board = game.board
    proofs = entry["proofs"]
    wins = [m for m, (status, _r) in entry["moves"].items() if status == "win"]
    assert wins or _id(item) in KO_ANSWERS, "the exercise has a first move that works"
    assert sorted(proofs["moves"]) == sorted(wins), "every win carries its proof"
    for move in wins:
        proof = proofs["moves"][move]
        first = -1 if move == "outside" else board.point(move)
        checked = check(board, game.to_move, kind, [board.point(v) for v in targets],
                        set(proofs["region"]), set(proofs["open_space"]), proof["tree"],
                        tuple(proof["ko"]), first)
        assert checked >= 1


@pytest.mark.parametrize("item", COVERED, ids=_id)
def test_the_product_accepts_every_working_move(item: tuple, stored: dict) -> None:
    lesson, _n, ex = item
    entry = stored[exercise_key(lesson.slug, ex)]
    problem = to_problem(ex, "en", key=exercise_key(lesson.slug, ex))
    status = entry["moves"].get(ex.answer[0], [None])[0]
    assert status == ("ko" if _id(item) in KO_ANSWERS else "win"), (
        "the author's answer is proven to work")
    for move, (status, _reply) in entry["moves"].items():
        if move == "outside" or status not in ("win", "loss"):
            continue
        outcome = problem.session("en").submit([move])
        if status == "win":
            assert outcome.kind in ("solved", "right", "open"), (move, outcome)
        else:
            assert outcome.kind in ("failed", "wrong"), (move, outcome)


def test_the_checker_refuses_a_broken_proof(stored: dict) -> None:
    """The checker is not a rubber stamp: a tree with one of the opponent's answers
    taken out, or a proof of another exercise, is refused."""
    from proofcheck import ProofError

    lesson, _n, ex = next(i for i in COVERED if i[0].slug == "capturing-races")
    entry = stored[exercise_key(lesson.slug, ex)]
    kind, *targets = entry["fight"]
    game = ex.game()
    board = game.board
    move, proof = next(iter(entry["proofs"]["moves"].items()))
    tree = proof["tree"]
    assert "r" in tree and len(tree["r"]) > 1
    broken = {"r": dict(list(tree["r"].items())[1:])}
    with pytest.raises(ProofError):
        check(board, game.to_move, kind, [board.point(v) for v in targets],
              set(entry["proofs"]["region"]), set(entry["proofs"]["open_space"]), broken,
              tuple(proof["ko"]), board.point(move))
    with pytest.raises(ProofError):
        check(board, Color.BLACK if game.to_move is Color.WHITE else Color.WHITE, kind,
              [board.point(v) for v in targets], set(entry["proofs"]["region"]),
              set(entry["proofs"]["open_space"]), tree, tuple(proof["ko"]),
              board.point(move))


@pytest.mark.parametrize("item", [i for i in COVERED if _id(i) in KO_ANSWERS], ids=_id)
def test_a_ko_answer_is_the_only_move_that_does_not_lose_and_says_ko(
        item: tuple, stored: dict) -> None:
    lesson, _n, ex = item
    moves = stored[exercise_key(lesson.slug, ex)]["moves"]
    assert {m for m, (status, _r) in moves.items() if status != "loss"} == {ex.answer[0]}
    assert " ko" in str(ex.right), "the right-answer text names the ko"
