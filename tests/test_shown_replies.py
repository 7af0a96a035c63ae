"""What the board shows after each first move of every move-tree exercise of the course:
the reply it plays and the text it says, held to the solver's proofs.

The verdicts are proven elsewhere (tests/test_answers_data.py, test_changed_exercises.py,
test_gnugo_exercises.py). Here, for every exercise whose fight the solver reads
(gotutor.lessons.answers.fight_of) and every legal first move of the student, a click in a
fresh session is compared with the stored answer set (answers.json, itself held to the
solver):

- a move the store proves to fail ("loss" or "ko") and that the board answers: the reply
  played is the solver's own best reply, the one its proof reads to the end; where the
  solver answers with a pass, the reply shown is proven by a fresh search to leave the
  student no way to the goal, not even a ko;
- a move the store proves to work other than the key's first move: accepted, and the
  text shown is that move's own (the author's `why`, else "That works too"), never the
  key move's right text, which explains another move (issue 37: capturing races 6, F4
  and G4, were told "whoever fills the outside liberty first wins");
- the key's first move: its text is not a "works too" text nor a wrong text.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from gotutor.lessons import LESSONS, exercise_key, to_problem
from gotutor.lessons.answers import BUDGET, DATA, fight_of, stored
from gotutor.lessons.exercise import Exercise
from gotutor.problems.session import Feedback
from gotutor.solver.answers import answer_set

WORKS_TOO = "That works too: the reading shows it succeeds against every defence."


def _line_exercises() -> Iterator[tuple[str, Exercise]]:
    for lesson in LESSONS:
        for i, ex in enumerate(lesson.exercises_list, 1):
            if fight_of(ex) is not None:
                yield f"{lesson.slug}-{i}", ex


EXERCISES = list(_line_exercises())


def _click(ex: Exercise, move: str) -> tuple[Feedback, str | None]:
    """Returns (the feedback, the reply the board played or None) of `move` in a fresh
    session of `ex` (not saved: no key)."""
    session = to_problem(ex, "en", key=None).session("en")
    before = len(session.game.moves)
    feedback = session.click(move)
    moves = session.game.moves
    reply = moves[before + 1].vertex if len(moves) > before + 1 else None
    return feedback, reply


def test_the_course_has_line_exercises_with_stored_answers() -> None:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    assert len(EXERCISES) == len(data) > 20
    assert all(stored(ex) for _name, ex in EXERCISES)


def _student_still_wins(ex: Exercise, move: str, reply: str) -> dict[str, str]:
    """Returns {first move: status} of the student's moves after `move` and `reply` that
    the solver does not prove lost."""
    kind, targets = fight_of(ex)  # type: ignore[misc]
    game = ex.game()
    game.play(move)
    game.play(reply)
    board = game.board
    found = answer_set(board, game.node.ko, game.to_move, kind,
                       [board.point(v) for v in targets], ex.budget or BUDGET,
                       reach=ex.reach)
    return {m: status for m, (status, _r) in found.items() if status != "loss"}


@pytest.mark.parametrize(("name", "ex"), EXERCISES, ids=[n for n, _e in EXERCISES])
def test_the_reply_shown_to_a_failing_move_is_the_proven_refutation(
        name: str, ex: Exercise) -> None:
    found = stored(ex)
    checked = 0
    for move, (status, best) in sorted(found.items()):
        if move == "outside" or status not in ("loss", "ko") or move == ex.answer[0]:
            continue  # ("escape", "unknown": the solver proves no refutation to compare)
        feedback, reply = _click(ex, move)
        assert feedback.kind in ("failed", "wrong"), (name, move, feedback)
        if reply is None:
            continue  # no line shown: nothing the proof must cover
        checked += 1
        if best not in (None, "pass"):
            assert reply == best, (
                f"{name}: after {move} the board plays {reply}, the solver's refutation "
                f"is {best}")
        else:  # the solver's best answer is a pass: the author's reply must refute too
            assert _student_still_wins(ex, move, reply) == {}, (name, move, reply)
    proven = {m for m, (status, _b) in found.items() if status in ("loss", "ko")}
    assert checked or not set(ex.replies) & proven, name


@pytest.mark.parametrize(("name", "ex"), EXERCISES, ids=[n for n, _e in EXERCISES])
def test_each_accepted_move_is_told_its_own_text(name: str, ex: Exercise) -> None:
    key = ex.answer[0]
    works = sorted(m for m, (status, _r) in stored(ex).items()
                   if status == "win" and m not in ("outside", key))
    for move in works:
        feedback, _reply = _click(ex, move)
        assert feedback.kind == "solved", (name, move, feedback)
        own = ex.why.get(move) or WORKS_TOO
        assert feedback.message == own, (name, move, feedback.message)
        if ex.right and ex.right != own:
            assert ex.right not in feedback.message, (name, move)
    feedback, _reply = _click(ex, key)
    assert feedback.kind in ("solved", "right"), (name, key, feedback)
    assert WORKS_TOO not in feedback.message
    assert ex.wrong not in feedback.message or not ex.wrong


def test_capturing_races_6_says_what_is_true_on_its_board() -> None:
    """The case of issue 37: exercise 6 (White to play) said "whoever fills the outside
    liberty first wins" to F4 and G4, which fill none. On its new position (the side of a
    13x13 board, walls of six liberties or more) the outside liberty is the only first
    move that works, so the sentence is said to it alone, and it is true there: each
    chain has exactly one outside liberty, and after White fills Black's, Black's fill of
    White's leaves both chains in atari with White to play."""
    from test_lessons import _flood

    ex = LESSONS[9].exercises_list[5]
    assert exercise_key("capturing-races", ex).startswith("capturing-races:")
    assert {m for m, (status, _r) in stored(ex).items() if status != "loss"} == {"D1"}
    board = ex.game().board
    black, white = _flood(board, "E2")[1], _flood(board, "H1")[1]
    assert (black - white, white - black, black & white) == (
        {board.point("D1")}, {board.point("K1")}, {board.point("F1")})
    game = ex.game()
    for v in ("D1", "K1"):
        game.play(v)
    assert len(_flood(game.board, "E2")[1]) == len(_flood(game.board, "H1")[1]) == 1
    for move in ("F1", "K1", "A13", "J4"):
        feedback, _reply = _click(ex, move)
        assert feedback.kind == "failed" and "outside liberty first" not in feedback.message


def test_life_and_death_14_shows_the_clean_kills() -> None:
    """The case of issue 37: after B2 or A1 the board played W B1, after which Black
    gets a ko; the solver's refutations are D1 and B2."""
    ex = LESSONS[7].exercises_list[13]
    assert _click(ex, "B2")[1] == "D1"
    assert _click(ex, "A1")[1] == "B2"
    for move, reply in (("B2", "D1"), ("A1", "B2")):
        assert _student_still_wins(ex, move, reply) == {}
    # and the old reply was no refutation: after B2 B1, Black has a ko
    assert "ko" in _student_still_wins(ex, "B2", "B1").values()


@pytest.mark.parametrize("language", ["en", "pl", "nb", "ru", "ky"])
def test_the_start_pages_example_accepts_only_the_capture_in_one(language: str) -> None:
    """The lesson authors' example on the start page (issue 37: it said "Good. Play on."
    to B2 while C2 captured at once)."""
    import gotutor as gt
    from gotutor.lessons.notebooks import _problem_example

    source = _problem_example(language)
    scope: dict[str, object] = {"gt": gt}
    exec(source.replace("gt.GoBoard(problem=p)", ""), scope)  # the start page's own code
    problem = scope["p"]
    assert problem.session(language).click("C2").kind == "solved"  # type: ignore[attr-defined]
    for move in ("B2", "D2", "B4", "A1"):
        assert problem.session(language).click(move).kind == "failed", move  # type: ignore[attr-defined]
