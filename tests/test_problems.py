"""Exercises: every goal solved, failed and tried with an illegal move; move trees (Python
and SGF) with several right answers, seeded random replies and refutations; problem
sets; the session protocol the widget relies on.

Expected answers are worked out by hand from the diagrams (comments say how), not copied
from the code's output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gotutor.color import Color
from gotutor.errors import GoError
from gotutor.game import Game
from gotutor.i18n import _, explain, ngettext
from gotutor.problems import Feedback, Problem, ProblemError, ProblemSession, ProblemSet

DATA = Path(__file__).parent / "data" / "problems"

# White C3 (marked Q) has one liberty, D3: Black D3 captures; anything else lets White
# extend to D3 with three liberties.
CAPTURE_ONE = """
. . . . .
. . X . .
. X Q . .
. . X . .
. . . . .
"""

# White E5 (marked) has two liberties, F5 and E4. Black E4 starts a ladder to the upper
# right (White F5 has only F6 and G5), Black F5 one to the lower left; no stone breaks
# either on the empty board.
LADDER = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . X . . . .
. . . X Q . . . .
. . . . . X . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""

# The same shape with White stones on both ladder paths (G7 up-right, C3 down-left).
LADDER_BROKEN = """
. . . . . . . . .
. . . . . . . . .
. . . . . . O . .
. . . . X . . . .
. . . X Q . . . .
. . . . . X . . .
. . O . . . . . .
. . . . . . . . .
. . . . . . . . .
"""

# A net (geta): White E5 (marked) with liberties F5 and E6; White's breakers at B8, H8
# and H2 spoil both ladders, but Black F6 nets the stone: White E6 is stopped by E7,
# White F5 by G5.
NET = """
. . . . . . . . .
. O . . . . . O .
. . . . . . . . .
. . . X . . . . .
. . . X Q . . . .
. . . . X X . . .
. . . . . . . . .
. . . . . . . O .
. . . . . . . . .
"""

# White C3 (marked) has two liberties, C4 and C2: either one puts it in atari.
ATARI = """
. . . . .
. . . . .
. X Q X .
. . . . .
. . . . .
"""

# Black C3 (marked, Y) is in atari at C2; extending there gives B2, D2, C1: three
# liberties.
SAVE = """
. . . . .
. . O . .
. O Y O .
. . . . .
. . . . .
"""

# Black E5 (marked) is in atari at F5; extending gives two liberties (F6, G5) and White
# ladders it to the upper right, unless Black's G7 breaks the ladder.
SAVE_LADDER = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O . . . .
. . . O Y . . . .
. . . . O O . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""
SAVE_LADDER_BROKEN = SAVE_LADDER.replace(
    ". . . . . . . . .\n. . . . O", ". . . . . . X . .\n. . . . O", 1)

# White C4 has one liberty, C5: Black C5 captures one stone.
CAPTURE_ANY = """
. . . . .
. X O X .
. . X . .
. . . . .
. . . . .
"""

# Black may not play A5 (neighbours B5, A4 white) nor B4 (four white neighbours):
# neither captures, as every white stone next to them keeps another liberty.
FORBIDDEN = """
. O . . .
O . O . .
. O . . .
. . . . .
. . . . .
"""

# A ko: White B3 has one liberty, C3. Black C3 captures it and is then in atari at B3,
# so White may not retake at B3 at once.
KO = """
. . . . .
. X O . .
X O . O .
. X O . .
. . . . .
"""

# Black chain B3-C3 has liberties B4, C4, A3, D3 and B2 (C2 is white): five.
LIBERTIES = """
. . . . .
. . . . .
. X X . .
. . O . .
. . . . .
"""

# End of a game on 5x5 (Japanese, komi 0.5), the black stone D2 dead inside White's
# area. Black territory A5 A4 A3 A1 = 4. White territory D5 E5 E4 E2 E1 + D2 = 6, plus
# the dead stone as a prisoner = 7, plus komi = 7.5. W+3.5.
DEAD = """
. X O . .
. X O O .
. X O O O
X X O X .
. X O O .
"""

# Straight three in the corner (9x9): White's eye space A9 B9 C9; B9 is the vital point.
STRAIGHT_THREE = """
. . . O X . . . .
O O O O X . . . .
X X X X X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


def snapshot(session: ProblemSession) -> tuple:
    """What an action that is refused must leave unchanged."""
    st = session.state()
    return (session.game.board.codes(), session.game.move_number, st["status"],
            st["attempts"], st["selected"], session.index, session.result.failures)


def assert_refused(session: ProblemSession, fb: Feedback) -> None:
    assert isinstance(fb, Feedback)
    assert fb.kind in ("illegal", "info")
    assert fb.message


# ---------------------------------------------------------------------- capture
def test_capture_solved_in_one_move_three_lines() -> None:
    p = Problem.capture(CAPTURE_ONE, to_play="B", question="Capture the white stone.")
    s = p.session()
    fb = s.click("D3")
    assert fb.kind == "solved" and s.status == "solved"
    assert s.game.board["C3"] is None and s.game.captures[Color.BLACK] == 1
    assert p.solution() == ["D3"]
    assert s.state()["question"] == "Capture the white stone."


def test_capture_wrong_move_shows_the_escape() -> None:
    s = Problem.capture(CAPTURE_ONE).session()
    fb = s.click("A1")
    assert fb.kind == "failed" and s.status == "failed"
    assert s.game.board["D3"] is Color.WHITE  # White escaped on the board
    assert fb.marks == {"D3": "label:1"}
    # the escape is shown on the board, numbered; the text does not name its point (once
    # the attempt is retried, it may be the answer)
    assert "D3" not in fb.message and "does not catch" in fb.message
    assert s.state()["marks"]["D3"] == "label:1" and s.result.failures == 1


def test_capture_illegal_move_is_explained_and_not_counted() -> None:
    s = Problem.capture(CAPTURE_ONE).session()
    before = snapshot(s)
    fb = s.click("C4")
    assert fb.kind == "illegal" and fb.message == explain("occupied")
    assert snapshot(s) == before
    assert s.click("D3").kind == "solved"
    assert s.result.first_try and s.result.failures == 0


def test_capture_without_marks_takes_the_only_opponent_chain() -> None:
    p = Problem.capture(CAPTURE_ONE.replace("Q", "O"))
    assert p.marked == ["C3"] and p.solution() == ["D3"]


def test_ladder_is_read_to_the_end() -> None:
    p = Problem.capture(LADDER)
    sol = p.solution()
    assert sol[0] in ("E4", "F5")
    s = p.session()
    fb = s.submit(sol)
    assert fb.kind == "solved"
    assert s.game.board["E5"] is None
    # the opponent answered every move: White replied between Black's moves
    assert [m.color for m in s.game.moves[:4]] == [Color.BLACK, Color.WHITE] * 2


def test_ladder_the_opponent_extends_after_an_atari() -> None:
    s = Problem.capture(LADDER).session()
    fb = s.click("E4")
    assert fb.kind == "right" and s.status == "open"
    assert s.game.last_move.vertex == "F5" and s.game.last_move.color is Color.WHITE


def test_move_away_from_the_ladder_lets_white_escape() -> None:
    s = Problem.capture(LADDER).session()
    fb = s.click("D4")
    assert fb.kind == "failed"
    assert s.game.last_move.color is Color.WHITE
    assert s.game.last_move.vertex in ("E4", "F5")


def test_broken_ladder_has_no_solution() -> None:
    with pytest.raises(ProblemError, match="no solution"):
        Problem.capture(LADDER_BROKEN)


def test_net_is_found_when_ladders_fail() -> None:
    p = Problem.capture(NET)
    assert p.solution()[0] == "F6"
    s = p.session()
    assert s.click("E6").kind == "failed"  # the ladder to the upper left meets B8
    s.retry()
    assert s.submit(p.solution()).kind == "solved"
    assert s.game.board["E5"] is None


# ---------------------------------------------------------------------- atari
def test_atari_right_wrong_illegal() -> None:
    p = Problem.atari(ATARI)
    assert p.solution()[0] in ("C4", "C2")
    s = p.session()
    assert s.click("C2").kind == "solved"
    assert s.game.board.liberties(s.game.board.point("C3")) == 1
    s = p.session()
    fb = s.click("A1")
    assert fb.kind == "failed" and "2 liberties" in fb.message
    s = p.session()
    before = snapshot(s)
    assert s.click("B3").kind == "illegal"
    assert snapshot(s) == before


# ---------------------------------------------------------------------- save
def test_save_by_extending() -> None:
    p = Problem.save(SAVE)
    assert p.marked == ["C3"] and p.solution() == ["C2"]
    s = p.session()
    assert s.click("C2").kind == "solved"


def test_save_wrong_move_is_refuted_on_the_board() -> None:
    s = Problem.save(SAVE).session()
    fb = s.click("A5")
    assert fb.kind == "failed"
    assert s.game.board["C3"] is None  # White captured at C2
    assert s.game.board["C2"] is Color.WHITE and fb.marks == {"C2": "label:1"}
    before = snapshot(s)
    assert_refused(s, s.click("C2"))  # the attempt is over: only retry helps
    assert snapshot(s) == before


def test_save_illegal_move_is_not_counted() -> None:
    s = Problem.save(SAVE).session()
    before = snapshot(s)
    fb = s.click("B3")
    assert fb.kind == "illegal" and snapshot(s) == before


def test_save_reads_the_ladder() -> None:
    # Extending into a ladder does not save the stone...
    with pytest.raises(ProblemError):
        Problem.save(SAVE_LADDER)
    # ...but it does when a black stone breaks the ladder,
    assert Problem.save(SAVE_LADDER_BROKEN).solution() == ["F5"]
    # or when the question asks only for two liberties.
    assert Problem.save(SAVE_LADDER, liberties=2).solution() == ["F5"]


def test_save_liberty_count() -> None:
    assert Problem.save(SAVE, liberties=3).solution() == ["C2"]
    with pytest.raises(ProblemError):
        Problem.save(SAVE, liberties=4)  # no move gives four liberties
    with pytest.raises(ProblemError):
        Problem.save(SAVE, liberties=1)


# ---------------------------------------------------------------------- capture any
def test_capture_any_right_wrong_illegal() -> None:
    p = Problem.capture_any(CAPTURE_ANY)
    assert p.solution() == ["C5"]
    s = p.session()
    fb = s.click("C5")
    assert fb.kind == "solved" and "1 stone" in fb.message
    s = p.session()
    assert s.click("A1").kind == "failed"
    s = p.session()
    before = snapshot(s)
    assert s.click("C4").kind == "illegal" and snapshot(s) == before


# ---------------------------------------------------------------------- forbidden points
def test_forbidden_points_right() -> None:
    p = Problem.forbidden_points(FORBIDDEN)
    assert p.answer_kind == "points"
    assert p.solution() == ["A5", "B4"]
    s = p.session()
    assert s.click("A5").kind == "info" and s.click("B4").kind == "info"
    assert s.state()["selected"] == ["A5", "B4"]
    assert s.check().kind == "solved"


def test_forbidden_points_wrong_marks_missed_and_extra() -> None:
    s = Problem.forbidden_points(FORBIDDEN).session()
    s.click("A5")
    s.click("C5")
    s.click("D1")
    s.click("D1")  # a second click takes the point back
    assert s.state()["selected"] == ["A5", "C5"]
    fb = s.check()
    assert fb.kind == "failed"
    # the student's wrong point is crossed; the missed one (B4) is counted, not shown
    assert fb.marks == {"C5": "cross"}
    assert "missed 1 forbidden point" in fb.message and "B4" not in fb.message


def test_forbidden_points_refuse_stones() -> None:
    s = Problem.forbidden_points(FORBIDDEN).session()
    before = snapshot(s)
    assert_refused(s, s.click("B5"))
    assert snapshot(s) == before


def test_forbidden_points_include_the_ko() -> None:
    p = Problem.forbidden_points(KO, to_play="W", moves=["C3"])
    assert p.solution() == ["B3"]
    s = p.session()
    assert s.game.board["B3"] is None and s.game.to_move is Color.WHITE
    assert s.submit(["B3"]).kind == "solved"


# ---------------------------------------------------------------------- count liberties
def test_count_liberties_right_and_wrong() -> None:
    p = Problem.count_liberties(LIBERTIES, marked=["B3"])
    assert p.answer_kind == "number" and p.solution() == 5
    s = p.session()
    assert s.answer("5").kind == "solved"
    s = p.session()
    fb = s.answer("4")
    assert fb.kind == "failed"
    # what is wrong (too few), not the answer: no number, no liberty circled
    assert fb.marks == {} and "5" not in fb.message and "more liberties" in fb.message
    assert "B4" not in s.state()["marks"]
    assert "fewer" in p.session().answer("6").message


def test_count_liberties_bad_answers_change_nothing() -> None:
    s = Problem.count_liberties(LIBERTIES, marked=["C3"]).session()
    before = snapshot(s)
    for bad in ("five", "", "-1", None, 2.5, True):
        assert_refused(s, s.answer(bad))
    assert_refused(s, s.click("A1"))
    assert_refused(s, s.check())
    assert snapshot(s) == before


def test_count_liberties_needs_one_chain() -> None:
    with pytest.raises(ProblemError, match="marked"):
        Problem.count_liberties(LIBERTIES)  # two chains, none marked
    with pytest.raises(ProblemError):
        Problem.count_liberties(LIBERTIES, marked=["B3", "C2"])


# ---------------------------------------------------------------------- legality
@pytest.mark.parametrize(("diagram", "vertex", "to_play", "moves", "expected"), [
    (FORBIDDEN, "B4", "B", (), "suicide"),
    (FORBIDDEN, "C5", "B", (), "legal"),
    (FORBIDDEN, "B4", "W", (), "legal"),      # White fills its own eye: legal
    (FORBIDDEN, "A4", "B", (), "occupied"),
    (KO, "B3", "W", ("C3",), "ko"),
    (CAPTURE_ANY, "C5", "B", (), "legal"),
])
def test_legality_choices(diagram: str, vertex: str, to_play: str, moves: tuple,
                          expected: str) -> None:
    p = Problem.legality(diagram, vertex, to_play=to_play, moves=moves)
    assert p.answer_kind == "choice" and p.solution() == expected
    values = [c[0] for c in p.session().state()["choices"]]
    assert values == ["legal", "suicide", "ko", "occupied"]
    assert p.session().answer(expected).kind == "solved"
    wrong = next(v for v in values if v != expected)
    s = p.session()
    fb = s.answer(wrong)
    assert fb.kind == "failed"
    # what is wrong with the choice, never the right reason
    assert vertex in fb.message
    if expected != "legal":
        assert explain(expected) not in fb.message
    assert p.marks[vertex] == "circle"


LEGALITY_CASES = [
    (FORBIDDEN, "B4", "B", (), "suicide"),
    (FORBIDDEN, "C5", "B", (), "legal"),
    (FORBIDDEN, "B4", "W", (), "legal"),
    (FORBIDDEN, "A4", "B", (), "occupied"),
    (KO, "B3", "W", ("C3",), "ko"),
    (CAPTURE_ANY, "C5", "B", (), "legal"),
]


@pytest.mark.parametrize(("diagram", "vertex", "to_play", "moves", "expected"),
                         LEGALITY_CASES)
def test_legality_wrong_choices_rule_out_no_other_choice(
        diagram: str, vertex: str, to_play: str, moves: tuple, expected: str) -> None:
    # the words after a wrong choice point at the position; they never say that the
    # move is (il)legal, suicide or not, ko or not: with two choices left, that would
    # give the answer by elimination
    p = Problem.legality(diagram, vertex, to_play=to_play, moves=moves)
    for wrong in ("legal", "suicide", "ko", "occupied"):
        if wrong == expected:
            continue
        message = p.session().answer(wrong).message
        assert message.startswith("No"), message
        for giveaway in ("may not play", "not be suicide", "does not forbid",
                         " is legal", "is not legal", "is suicide"):
            assert giveaway not in message, (wrong, message)
        if wrong != "occupied":
            assert "is empty" not in message  # only the occupied choice is answered so


@pytest.mark.parametrize(("diagram", "vertex", "to_play", "moves", "expected"),
                         LEGALITY_CASES)
def test_legality_last_hint_is_the_rule_that_decides(
        diagram: str, vertex: str, to_play: str, moves: tuple, expected: str) -> None:
    p = Problem.legality(diagram, vertex, to_play=to_play, moves=moves)
    s = p.session("en")
    first = s.hint().message
    last = s.hint().message
    assert first != last
    words = {"ko": "ko rule", "occupied": "empty point", "suicide": "is suicide"}
    if expected in words:
        assert words[expected] in last, last
    for other, word in words.items():
        if other != expected:
            assert word not in last, last
    if expected == "legal":
        captures = p.start_game().check(vertex, Color.parse(to_play)).captures
        assert ("captures is legal" in last) == bool(captures), last


def test_legality_last_hint_names_superko() -> None:
    # Problem.legality of a superko move: the answer is "ko", the hint says superko
    from gotutor.problems.questions import LegalityGoal

    class Superko(LegalityGoal):
        def reason(self, problem: Problem) -> str | None:
            return "superko"

    goal = Superko("B4")
    p = Problem.legality(FORBIDDEN, "B4")
    assert goal.expected(p) == "ko"
    assert "superko" in goal.rule_hint(p).render("en")


def p_right_message(problem: Problem, answer: str) -> str:
    """The message after the right answer `answer` in a new session."""
    return problem.session().answer(answer).message


def test_legality_explains_suicide_in_words() -> None:
    s = Problem.legality(FORBIDDEN, "B4").session()
    fb = s.answer("legal")
    # a pointer to the position, not "Black may not play": with two choices left that
    # would give the answer away
    assert fb.message == ("No. Imagine a stone at B4: count the liberties of its chain "
                          "after the move, and what it would capture.")
    assert "may not" not in fb.message
    assert explain("suicide") not in fb.message
    assert explain("suicide") in p_right_message(Problem.legality(FORBIDDEN, "B4"), "suicide")
    before = snapshot(s)
    assert_refused(s, s.answer("maybe"))
    assert snapshot(s) == before


def test_legality_explains_a_legal_self_capture() -> None:
    # RULES.md position 2 (top-right corner): Black H9 joins J9, leaves the pair without
    # liberties and captures nothing (G9 keeps G7 through G8). Legal under New Zealand
    # rules, and the words must say it is a self-capture, not that a liberty remains.
    text = "\n".join([
        ". . . . O X O . X",
        ". . . O X X O O O",
        ". . . X X . . . .",
        *[". . . . . . . . ."] * 6,
    ])
    p = Problem.legality(text, "H9", to_play="B", rules="new-zealand")
    assert p.solution() == "legal"
    message = p.session().answer("suicide").message
    assert "self-capture" in message and "H9" in message
    assert "legal" not in message and "may capture" not in message
    assert "still has a liberty" not in message
    assert Problem.legality(text, "H9", to_play="B", rules="japanese").solution() == "suicide"


# ---------------------------------------------------------------------- dead stones
def test_dead_stones_and_score() -> None:
    p = Problem.dead_stones(DEAD, dead=["D2"], komi=0.5)
    assert p.answer_kind == "dead"
    assert p.solution() == (["D2"], "W+3.5")
    s = p.session()
    assert s.click("D2").kind == "info" and s.state()["selected"] == ["D2"]
    assert s.check().kind == "right" and s.status == "open"
    assert s.answer("w+3.5").kind == "solved"


def test_dead_stones_wrong_score_and_wrong_stones() -> None:
    p = Problem.dead_stones(DEAD, dead=["D2"], komi=0.5)
    s = p.session()
    s.click("D2")
    fb = s.answer("B+3.5")
    assert fb.kind == "failed" and "W+3.5" not in fb.message and "3.5" not in fb.message
    s = p.session()
    s.click("C1")  # a living white chain: the whole chain is selected
    assert "C5" in s.state()["selected"]
    fb = s.check()
    assert fb.kind == "failed"
    # the living chain marked dead is crossed; the dead stone not marked is only counted
    assert "D2" not in fb.marks and fb.marks["C1"] == "cross"
    assert "1 dead chain is not marked" in fb.message and "D2" not in fb.message
    s = p.session()
    before = snapshot(s)
    assert_refused(s, s.click("E1"))  # an empty point
    assert_refused(s, s.answer("white wins"))
    assert snapshot(s) == before


# ---------------------------------------------------------------------- move trees
def straight_three(**options: object) -> Problem:
    return Problem.tree(STRAIGHT_THREE, "B", right=[("B9", "The vital point.")],
                        wrong={"A9": ("B9", "White makes two eyes."), "C9": "B9"}, **options)


def test_tree_right_wrong_refutation_and_leaving_the_tree() -> None:
    p = straight_three()
    assert p.solution() == ["B9"]
    fb = p.session().click("B9")
    assert fb.kind == "solved" and fb.message == "The vital point."
    s = p.session()
    fb = s.click("A9")
    assert fb.kind == "failed" and fb.message == "White makes two eyes."
    assert s.game.board["B9"] is Color.WHITE and fb.marks == {"B9": "label:1"}
    s = p.session()
    fb = s.click("C9")  # a refutation without a comment
    assert fb.kind == "failed" and s.game.board["B9"] is Color.WHITE
    s = p.session()
    fb = s.click("J1")  # not in the tree: wrong
    assert fb.kind == "failed" and s.game.move_number == 1


def test_tree_illegal_move_is_not_a_wrong_answer() -> None:
    s = straight_three().session()
    before = snapshot(s)
    fb = s.click("D9")
    assert fb.kind == "illegal" and snapshot(s) == before
    assert s.click("B9").kind == "solved" and s.result.first_try


def test_tree_author_texts() -> None:
    p = straight_three(right_text="Well played!", wrong_text="Look for the vital point.",
                       hints=["Where would White make two eyes?"])
    s = p.session()
    assert s.hint().message == "Where would White make two eyes?"
    s = p.session()
    fb = s.click("J1")
    assert fb.message.startswith("Look for the vital point.")
    s = p.session()
    assert s.click("B9").message == "The vital point."  # the tree's comment wins


def test_tree_several_right_lines_and_opponent_replies() -> None:
    p = Problem.tree(STRAIGHT_THREE, "B",
                     right=[["B9", "A9", "C9"], ["B9", "C9", "A9"]],
                     wrong={"A9": "B9", "C9": "B9"})
    s = p.session()
    assert s.click("B9").kind == "right"
    assert s.game.last_move.vertex == "A9"  # the first reply by default
    fb = s.click("C9")
    assert fb.kind == "solved" and s.game.board["A8"] is None  # White is captured


def test_tree_random_replies_are_seeded() -> None:
    def reply(seed: int) -> str:
        p = Problem.tree(STRAIGHT_THREE, "B",
                         right=[["B9", "A9", "C9"], ["B9", "C9", "A9"]],
                         replies="random", seed=seed)
        s = p.session()
        s.click("B9")
        answer = s.game.last_move.vertex
        assert s.solve().kind == "solved"  # whatever White chose
        return answer

    seen = [reply(seed) for seed in range(12)]
    assert set(seen) == {"A9", "C9"}
    assert seen == [reply(seed) for seed in range(12)]


def test_tree_bad_answer_keys() -> None:
    with pytest.raises(ProblemError):
        Problem.tree(STRAIGHT_THREE, "B", right=[["B9", "A9"]])  # ends with White's move
    with pytest.raises(ProblemError):
        Problem.tree(STRAIGHT_THREE, "B", right=[["B9"]], wrong={"B9": "A9"})
    with pytest.raises(ProblemError):
        Problem.tree(STRAIGHT_THREE, "B", right=[["Z99"]])
    with pytest.raises(ProblemError):
        Problem.tree(STRAIGHT_THREE, "B", right=[])


def test_tree_hints_mark_the_area_then_the_move() -> None:
    s = straight_three().session()
    assert s.state()["can_hint"]
    first = s.hint()
    assert first.kind == "info" and "B9" in first.marks
    assert set(first.marks.values()) == {"square"}
    assert s.state()["marks"]["B9"] == "square"
    second = s.hint()
    assert second.marks == {"B9": "circle"}
    assert not s.state()["can_hint"]
    assert_refused(s, s.hint())
    assert s.click("B9").kind == "solved"
    assert s.result.hints == 2 and not s.result.first_try


# ---------------------------------------------------------------------- SGF problems
def test_sgf_right_comment_bm_and_wrong_leaf() -> None:
    p = Problem.load(DATA / "01-straight-three.sgf")
    assert p.title == "Straight three" and p.to_play is Color.BLACK
    assert p.question.render() == "Black to play: kill the white group."
    assert p.solution() == ["B9"]
    fb = p.session().click("B9")
    assert fb.kind == "solved" and fb.message.startswith("The vital point")
    s = p.session()
    fb = s.click("C9")  # BM, refuted by White B9
    assert fb.kind == "failed" and fb.message == "Too late: White makes two eyes."
    assert s.game.board["B9"] is Color.WHITE
    fb = p.session().click("A9")  # a leaf without RIGHT after White's reply: wrong
    assert fb.kind == "failed"


def test_sgf_te_with_random_replies() -> None:
    text = (DATA / "02-random-replies.sgf").read_text()
    replies = set()
    for seed in range(10):
        s = Problem.from_sgf(text, replies="random", seed=seed).session()
        s.click("B9")
        replies.add(s.game.last_move.vertex)
        fb = s.solve()
        assert fb.kind == "solved" and fb.message == "White is captured."
        assert s.game.board["A8"] is None
    assert replies == {"A9", "C9"}


def test_sgf_gb_two_right_answers() -> None:
    p = Problem.load(DATA / "03-two-ways.sgf")
    for first, second in (("A2", "C1"), ("B1", "A3")):
        s = p.session()
        assert s.click(first).kind == "right"
        assert s.click(second).kind == "solved"
        assert s.game.board["A1"] is None
    s = p.session()
    fb = s.click("C1")
    assert fb.kind == "failed" and fb.message == "White runs out along the edge."


def test_sgf_engine_goal_with_markup() -> None:
    sgf = ("(;GM[1]FF[4]SZ[5]PL[B]C[Capture the marked stone.]"
           "AB[cb][bc][cd]AW[cc]TR[cc])")
    p = Problem.from_sgf(sgf, goal="capture")
    assert p.marked == ["C3"] and p.marks["C3"] == "triangle"
    assert p.question.render() == "Capture the marked stone."
    assert p.solution() == ["D3"]


def test_bad_sgf_problems() -> None:
    with pytest.raises(ProblemError):
        Problem.from_sgf("(;GM[1]SZ[9]AB[aa])")  # no moves, no goal
    with pytest.raises(ProblemError):
        Problem.from_sgf("not sgf")
    with pytest.raises(ProblemError):
        Problem.from_sgf("(;SZ[9];B[aa]C[no RIGHT anywhere])")
    with pytest.raises(ProblemError):
        Problem.from_sgf("(;SZ[9]AB[aa])", goal="no-such-goal")


# ---------------------------------------------------------------------- problem sets
def test_problem_set_next_retry_summary() -> None:
    ps = ProblemSet([Problem.capture(CAPTURE_ONE), Problem.atari(ATARI),
                     Problem.capture_any(CAPTURE_ANY)])
    s = ps.session()
    st = s.state()
    assert st["progress"] == "1 / 3" and st["summary"] == "0 of 3 solved"
    assert st["can_next"] and not st["can_retry"]
    assert s.click("D3").kind == "solved"
    assert s.next().kind == "info"
    assert s.state()["progress"] == "2 / 3" and s.game.board["B3"] is Color.BLACK
    assert s.click("A1").kind == "failed"
    assert s.state()["can_retry"]
    assert s.retry().kind == "info"
    assert s.status == "open" and s.game.move_number == 0
    assert s.state()["attempts"] == 2
    assert s.click("C4").kind == "solved"
    s.next()
    st = s.state()
    assert st["progress"] == "3 / 3" and not st["can_next"]
    assert st["summary"] == "2 of 3 solved"
    fb = s.next()
    assert fb.kind == "info" and "2 of 3 solved" in fb.message
    assert s.index == 2
    assert [r.solved for r in s.results] == [True, True, False]
    assert [r.attempts for r in s.results] == [1, 2, 1]
    assert [r.first_try for r in s.results] == [True, False, False]


def test_problem_set_load_folder() -> None:
    ps = ProblemSet.load(DATA)
    assert len(ps) == 3 and [p.size for p in ps] == [9, 9, 5]
    s = ps.session()
    for i in range(len(ps)):
        assert s.solve().kind == "solved"
        if i + 1 < len(ps):
            s.next()
    assert s.summary() == "3 of 3 solved"


def test_problem_set_errors(tmp_path: Path) -> None:
    with pytest.raises(ProblemError):
        ProblemSet([])
    with pytest.raises(ProblemError):
        ProblemSet(["not a problem"])  # type: ignore[list-item]
    with pytest.raises(ProblemError):
        ProblemSet.load(tmp_path)
    (tmp_path / "bad.sgf").write_text("(;SZ[9]AB[aa])")
    with pytest.raises(ProblemError, match=r"bad\.sgf"):
        ProblemSet.load(tmp_path)


def test_single_problem_has_no_next() -> None:
    s = Problem.capture(CAPTURE_ONE).session()
    st = s.state()
    assert st["progress"] == "" and st["summary"] == "" and not st["can_next"]
    before = snapshot(s)
    assert_refused(s, s.next())
    assert_refused(s, s.retry())  # nothing to start again
    assert snapshot(s) == before


# ---------------------------------------------------------------------- the protocol
ALL_KINDS = {
    "move": lambda: Problem.capture(CAPTURE_ONE),
    "points": lambda: Problem.forbidden_points(FORBIDDEN),
    "number": lambda: Problem.count_liberties(LIBERTIES, marked=["B3"]),
    "choice": lambda: Problem.legality(FORBIDDEN, "B4"),
    "dead": lambda: Problem.dead_stones(DEAD, dead=["D2"], komi=0.5),
}

#: One problem of each answer kind, built once (problems never change once built).
PROBLEMS = {kind: build() for kind, build in ALL_KINDS.items()}

STATE_KEYS = {"question", "to_play", "status", "answer_kind", "choices", "selected",
              "progress", "summary", "attempts", "can_hint", "can_next", "can_retry",
              "feedback", "marks"}


@pytest.mark.parametrize("kind", sorted(ALL_KINDS))
def test_state_keys_and_json(kind: str) -> None:
    p = ALL_KINDS[kind]()
    s = p.session()
    for state in (s.state(), (s.hint(), s.state())[1],
                  (s.submit(p.solution()), s.state())[1]):
        assert set(state) >= STATE_KEYS
        assert state["answer_kind"] == kind and state["to_play"] in ("B", "W")
        assert set(state["feedback"]) == {"kind", "message"}
        assert json.loads(json.dumps(state)) == state
    assert s.status == "solved" and p.is_right(p.solution())
    assert isinstance(s.game.board.codes(), tuple)


@pytest.mark.parametrize("kind", sorted(ALL_KINDS))
def test_bad_input_returns_feedback_and_changes_nothing(kind: str) -> None:
    s = ALL_KINDS[kind]().session()
    before = snapshot(s)
    for bad in ("Z99", "", "I5", "5D", 42, None, ("x",), "pass"):
        fb = s.click(bad)  # type: ignore[arg-type]
        assert isinstance(fb, Feedback) and fb.kind in ("illegal", "info")
    for bad in (None, "", "???", [], {}):
        assert s.answer(bad).kind == "info"  # type: ignore[arg-type]
    if kind in ("move", "number", "choice"):
        assert s.check().kind == "info"
    assert s.go_to(7).kind == "info"
    assert snapshot(s) == before


def test_on_change_and_language() -> None:
    p = Problem.capture(CAPTURE_ONE)
    authored = Problem.capture(CAPTURE_ONE, question="Catch it!")
    s = p.session(language="en")
    calls: list[int] = []
    s.on_change(lambda: calls.append(1))
    s.click("A1")
    # the escape is played on the board, not named in the text
    assert calls and s.state()["feedback"]["message"] == ("This does not catch the stone: "
                                                          "see the numbered answer.")
    english = s.state()
    s.language = "pl"  # the texts follow the language, the position stays
    assert len(calls) == 2
    polish = s.state()
    assert polish["question"] == _("Capture the marked stone.", "pl")
    assert polish["question"] != english["question"]
    assert polish["feedback"]["message"] == ngettext(
        "This does not catch the stone: see the numbered answer.",
        "This does not catch the stones: see the numbered answer.", 1, "pl")
    assert polish["status"] == english["status"] == "failed"
    assert authored.session(language="pl").state()["question"] == "Catch it!"
    with pytest.raises(GoError):
        s.language = "xx"
    assert s.language == "pl"
    with pytest.raises(GoError):
        p.session(language="klingon")
    with pytest.raises(ProblemError):
        s.on_change("not a function")  # type: ignore[arg-type]


def test_session_of_a_set_and_of_nonsense() -> None:
    ps = ProblemSet([Problem.capture(CAPTURE_ONE)], title="One")
    assert isinstance(ProblemSession(ps), ProblemSession)
    with pytest.raises(ProblemError):
        ProblemSession("capture")  # type: ignore[arg-type]


# ---------------------------------------------------------------------- authoring errors
@pytest.mark.parametrize("build", [
    lambda: Problem.capture(". . .\n. . .", to_play="B"),          # not square
    lambda: Problem.capture("X O Z\n. . .\n. . .", to_play="B"),    # unknown symbol
    lambda: Problem.capture(42),                                    # not a position
    lambda: Problem.capture(LIBERTIES, to_play="B", marked=["B3"]),  # marked own stone
    lambda: Problem.capture(FORBIDDEN),                             # 4 white chains, no mark
    lambda: Problem.capture(CAPTURE_ONE, to_play="purple"),
    lambda: Problem.atari(CAPTURE_ONE, marked=["Z9"]),
    lambda: Problem.legality(FORBIDDEN, "Z9"),
    lambda: Problem.dead_stones(DEAD, dead=["E1"]),                 # no stone there
    lambda: Problem.tree(STRAIGHT_THREE, "B", right=[["B9"]], replies="sometimes"),
    lambda: Problem.capture(CAPTURE_ONE, moves=["C3"]),             # illegal set-up move
    lambda: Problem.capture(CAPTURE_ONE, marks={"C3": "star"}),      # unknown mark
    lambda: Problem.capture(CAPTURE_ONE, marks={"Z9": "circle"}),    # off the board
    lambda: Problem(CAPTURE_ONE, "B"),                              # no goal
])
def test_bad_problems_raise_problem_error(build: object) -> None:
    with pytest.raises(ProblemError) as info:
        build()  # type: ignore[operator]
    assert isinstance(info.value, GoError)


def test_problem_shown_on_the_board() -> None:
    from gotutor.widget import GoBoard

    p = Problem.capture(CAPTURE_ONE, question="Capture the white stone.")
    board = GoBoard(problem=p)
    assert board.mode == "problem"
    assert board.problem["question"] == "Capture the white stone."
    assert board.session.game is board.session.attempt.game


def test_problem_from_a_game_keeps_its_ko() -> None:
    # RULES.md position 1: Black D7 captures E7; White may not retake at E7 at once.
    g = Game(9)
    for v in ("E8", "C7", "E6", "D8", "F7", "E7", "J1", "D6", "D7"):
        g.play(v)
    p = Problem.legality(g, "E7")
    assert p.to_play is Color.WHITE and p.solution() == "ko"
    assert Problem.forbidden_points(g).solution() == ["E7"]
    s = p.session()
    assert s.game.captures[Color.BLACK] == 1 and s.game.ko_point == "E7"


def test_right_comment_on_a_node_with_an_illustration_below() -> None:
    # RIGHT on Black's move; the moves below only illustrate (no marks): solved at once.
    sgf = ("(;SZ[9]PL[B]AB[ea][eb][ac][bc][cc][dc][ec]AW[da][ab][bb][cb][db]"
           "(;B[ba]C[RIGHT White is dead.];W[aa];B[ca])(;B[aa];W[ba]))")
    s = Problem.from_sgf(sgf).session()
    assert s.click("B9").kind == "solved" and s.game.move_number == 1


def test_random_replies_need_an_answer_to_every_reply() -> None:
    right = [["B9", "A9", "C9"]]
    wrong = {"B9 C9 A9": "White lives after all."}  # White's other reply is not answered
    assert Problem.tree(STRAIGHT_THREE, "B", right=right, wrong=wrong).solution() == [
        "B9", "C9"]  # the first reply is the one White plays
    with pytest.raises(ProblemError, match="every reply"):
        Problem.tree(STRAIGHT_THREE, "B", right=right, wrong=wrong, replies="random")


def test_refutation_of_several_moves() -> None:
    # Black D4 instead of D3: White D3 runs out, Black E3 chases, White D2 gets away.
    p = Problem.tree(CAPTURE_ONE, "B", right=[["D3"]],
                     wrong={"D4": (["D3", "E3", "D2"], "White runs away along the edge.")})
    s = p.session()
    fb = s.click("D4")
    assert fb.kind == "failed" and fb.message == "White runs away along the edge."
    assert fb.marks == {"D3": "label:1", "E3": "label:2", "D2": "label:3"}
    assert [m.vertex for m in s.game.moves] == ["D4", "D3", "E3", "D2"]
    assert s.game.board.liberties(s.game.board.point("C3")) == 2


def test_three_lines_through_the_public_api() -> None:
    import gotutor as gt

    p = gt.Problem.capture(CAPTURE_ONE, to_play="B", question="Capture the white stone.")
    board = gt.GoBoard(problem=p)
    assert isinstance(board.session, gt.ProblemSession)
    assert isinstance(board.session.click("D3"), gt.Feedback)
    assert board.session.status == "solved"
    assert isinstance(gt.ProblemSet.load(DATA), gt.ProblemSet)


@settings(max_examples=40, deadline=None)
@given(kind=st.sampled_from(sorted(ALL_KINDS)),
       intents=st.lists(st.tuples(
           st.sampled_from(["click", "check", "answer", "hint", "retry", "next"]),
           st.one_of(st.sampled_from(["A1", "B4", "C3", "D2", "E5", "5", "legal", "W+3.5",
                                      "Z9", ""]), st.text(max_size=4), st.integers())),
           max_size=12))
def test_any_sequence_of_intents_keeps_the_protocol(kind: str, intents: list) -> None:
    s = PROBLEMS[kind].session()
    for name, value in intents:
        method = getattr(s, name)
        fb = method(value) if name in ("click", "answer") else method()
        assert isinstance(fb, Feedback) and isinstance(fb.message, str)
        assert fb.kind in ("right", "wrong", "illegal", "info", "solved", "failed")
        state = s.state()
        assert json.loads(json.dumps(state)) == state
        assert state["status"] in ("open", "solved", "failed")


# ---------------------------------------------------------------------- typed scores
@pytest.mark.parametrize(("text", "language", "value"), [
    ("B+8.5", "en", 8.5), ("w+2", "en", -2.0), ("Black 8,5", "en", 8.5),
    ("white wins by 3", "en", -3.0), ("0", "en", 0.0), ("jigo", "en", 0.0),
    ("Czarne 8,5", "pl", 8.5), ("c+8,5", "pl", 8.5), ("Białe +3", "pl", -3.0),
    ("чёрные 8,5", "ru", 8.5), ("Hvit 2,5", "nb", -2.5), ("W+2.5", "nb", -2.5),
    ("8.5", "en", None), ("Black", "en", None), ("B+1 W+2", "en", None), ("", "en", None),
])
def test_parse_score_reads_colour_words_and_both_decimal_marks(
        text: str, language: str, value: float | None) -> None:
    from gotutor.problems.answers import parse_score

    assert parse_score(text, language) == value


def test_parse_score_questions_a_letter_that_names_either_colour() -> None:
    from gotutor.problems.answers import AmbiguousScore, parse_score

    # in Polish "B" is "białe" (White), but "B+3.5" (a decimal point) and "W" are the
    # English habit, where B is Black: asked, not guessed
    assert parse_score("B+3", "pl") == -3.0
    for text in ("B+3.5", "W+3"):
        with pytest.raises(AmbiguousScore):
            parse_score(text, "pl")
    p = Problem.dead_stones(DEAD, dead=["D2"], komi=0.5)
    s = p.session("pl")
    s.click("D2")
    fb = s.answer("B+3.5")
    assert fb.kind == "info" and s.status == "open"
    assert "?" in fb.message  # the question, in Polish
    assert s.answer("białe 3,5").kind == "solved"


def test_dead_stones_ask_for_the_score_in_a_box_once_the_stones_are_right() -> None:
    p = Problem.dead_stones(DEAD, dead=["D2"], komi=0.5)
    s = p.session()
    assert s.state()["entry"] == ""  # first the stones
    s.click("D2")
    assert s.check().kind == "right"
    assert s.state()["entry"] == "score" and s.status == "open"
    assert s.answer("White 3,5").kind == "solved"
    assert s.state()["entry"] == "score"  # the box stays, with the answer given
    assert Problem.count_liberties(LIBERTIES, marked=["B3"]).session().state()["entry"] == (
        "number")


# ---------------------------------------------------------------------- hints, solution
def test_hints_come_in_steps_and_only_the_last_shows_the_answer() -> None:
    p = Problem.capture(CAPTURE_ONE, hints=["First hint.", "Second hint."])
    s = p.session()
    assert s.state()["can_hint"]
    fb1 = s.hint()
    assert fb1.message == "First hint." and "circle" not in fb1.marks.values()
    fb2 = s.hint()
    assert fb2.message == "Second hint." and "circle" not in fb2.marks.values()
    fb3 = s.hint()  # the goal's last step: the point
    right = p.solution()[0]
    assert fb3.marks == {right: "circle"}
    assert not s.state()["can_hint"] and s.hint().message == "No more hints."


def test_show_solution_only_after_a_wrong_answer_and_it_counts_as_seen() -> None:
    p = Problem.capture(CAPTURE_ONE)
    s = p.session()
    assert not s.state()["can_solution"]
    assert s.show_solution().kind == "info" and s.status == "open"  # not yet
    right = p.solution()[0]
    wrong = next(v for v in s.game.legal_moves() if v != right)
    assert s.click(wrong).kind == "failed"
    assert s.state()["can_solution"] and s.result.status == "tried"
    fb = s.show_solution()
    assert fb.kind == "shown" and s.status == "shown"
    assert s.game.board[right] is Color.BLACK and s.state()["marks"][right] == "label:1"
    assert s.result.status == "seen" and not s.result.solved
    assert not s.state()["can_solution"]
    assert s.click("A1").kind == "info"  # the solution is shown: nothing to play
    s.retry()
    assert s.click(right).kind == "solved"
    assert s.result.status == "seen"  # solved after seeing it: still "seen"


@pytest.mark.parametrize("kind", ["points", "number", "choice", "dead"])
def test_show_solution_of_every_answer_kind(kind: str) -> None:
    p = {"points": Problem.forbidden_points(FORBIDDEN),
         "number": Problem.count_liberties(LIBERTIES, marked=["B3"]),
         "choice": Problem.legality(FORBIDDEN, "B4"),
         "dead": Problem.dead_stones(DEAD, dead=["D2"], komi=0.5)}[kind]
    s = p.session()
    s.submit({"points": ["A5"], "number": "9", "choice": "legal",
              "dead": (["D2"], "B+1")}[kind])
    assert s.result.failures == 1
    fb = s.show_solution()
    assert fb.kind == "shown" and s.result.status == "seen"
    if kind == "points":
        assert s.state()["selected"] == p.solution()
    elif kind == "number":
        assert "5" in fb.message
    elif kind == "choice":
        assert "Suicide" in fb.message
    else:
        assert s.state()["selected"] == ["D2"] and "W+3.5" in fb.message


def test_problem_set_results_tell_solved_seen_and_not_tried() -> None:
    ps = ProblemSet([Problem.capture(CAPTURE_ONE), Problem.capture(CAPTURE_ONE),
                     Problem.capture(CAPTURE_ONE)])
    s = ps.session()
    right = ps[0].solution()[0]
    s.click(right)
    s.next()
    s.click(next(v for v in s.game.legal_moves() if v != right))
    s.show_solution()
    assert s.statuses() == ["solved", "seen", "not tried"]
    assert s.summary() == "1 of 3 solved, 1 seen"
    assert s.state()["results"] == ["solved", "seen", "not tried"]


# ---------------------------------------------------------------------- the whole course
from course_walk import (  # noqa: E402
    course,
    revealed,
    wrong_answer,
)

STEPS = list(course())


def _stones(session: ProblemSession) -> dict[str, str]:
    from gotutor.coords import vertex_name

    g = session.game
    return {vertex_name(i, g.size): "BW"[c - 1] for i, c in enumerate(g.board.codes()) if c}


@pytest.mark.parametrize("step", STEPS, ids=[s.name for s in STEPS])
def test_every_exercise_wrong_answer_teaches_without_the_solution(step) -> None:
    p = step.problem
    s = p.session("en")
    fb = s.submit(wrong_answer(p))
    assert fb.kind == "failed", fb
    assert revealed(p, fb.message, s.state()["marks"], _stones(s)) == []
    assert s.state()["can_solution"]
    s.retry()
    assert s.submit(p.solution()).kind == "solved" or s.solve().kind == "solved"


@pytest.mark.parametrize("step", STEPS, ids=[s.name for s in STEPS])
def test_every_exercise_hints_before_the_last_keep_the_answer(step) -> None:
    p = step.problem
    s = p.session("en")
    n = s._hint_steps()
    for i in range(n - 1):
        fb = s.hint()
        assert revealed(p, fb.message, s.state()["marks"], _stones(s), area_ok=True) == [], (
            f"hint {i + 1} of {n}")


# ---------------------------------------------------------------------- hint areas
def _hint_area_of(text: str, right: list[str], test=None) -> dict[str, str]:
    from gotutor.board import Board
    from gotutor.problems.base import hint_area

    board = Board.from_diagram(text)
    pts = [board.point(v) for v in right]
    return hint_area(board.size, pts, board, right=test)


def test_a_hint_area_widens_until_two_points_are_not_answers() -> None:
    # the answer A1 has one empty neighbour only: the first box (A1, B1, A2, B2, ...)
    # holds A1 and B1, so the area grows until two empty points besides A1 are in it
    text = "\n".join([
        ". . . . .",
        "X X X X .",
        "O O O X .",
        "X O O X .",
        ". . O X .",
    ])
    area = _hint_area_of(text, ["A1"])
    assert "A1" in area and set(area.values()) == {"square"}
    assert len(set(area) - {"A1"}) >= 2
    assert all(v in {"A1", "B1", "E1", "E2", "E3", "E4", "E5", "A5", "B5", "C5", "D5"}
               for v in area)  # empty points only


def test_a_hint_area_is_empty_where_every_area_would_show_the_answer() -> None:
    # only the two answers are empty: no area can hide them, so no squares at all
    text = "\n".join([
        "X O X",
        "O . O",
        "X O .",
    ])
    assert _hint_area_of(text, ["B2", "C1"]) == {}
    assert _hint_area_of(text, []) == {}


def test_a_hint_area_asks_a_test_for_the_right_moves() -> None:
    # the test says every empty point but A5 answers: the area grows until it holds A5;
    # with one point that is not an answer, only the whole board (a quarter of the
    # empty points or more) will do
    text = "\n".join([". . . . ."] * 5)
    asked: list[int] = []

    def all_but_a5(p: int) -> bool:
        asked.append(p)
        return p != 0
    area = _hint_area_of(text, ["C3"], all_but_a5)
    assert len(area) == 25
    assert len(asked) == len(set(asked))  # each point is tested once
    area = _hint_area_of(text, ["E1"], lambda p: p not in (0, 1))
    assert {"A5", "B5", "E1"} <= set(area)


def test_a_pass_in_the_answer_key_can_be_played() -> None:
    # Black's chain is alive already: the right answer is to pass (play elsewhere)
    p = Problem.tree(STRAIGHT_THREE, "B", right=[["pass"]], wrong={"B9": "pass"})
    s = p.session()
    assert s.state()["can_pass"]
    assert s.click("pass").kind == "solved"
    assert not Problem.capture(CAPTURE_ONE).session().state()["can_pass"]


def test_a_wrong_score_after_the_right_dead_stones_says_only_that_the_score_is_wrong() -> None:
    """The exercise's own words on a wrong answer speak of the dead stones: once those
    are right, a wrong score must not repeat them (it would say the stones are wrong)."""
    p = Problem.dead_stones(DEAD, dead=["D2"], komi=0.5,
                            wrong_text="Look for the stone that cannot make two eyes.")
    s = p.session("en")
    s.click("D2")
    assert s.check().kind == "right"
    fb = s.answer("Black 99")
    assert fb.kind == "failed"
    assert "not the score" in fb.message and "two eyes" not in fb.message


# One white stone marked (C3), a chain of two with one stone marked (C3 of C3 D3), and a
# chain of two with both marked. Capture: the last liberty (D3; D2 for the two). Atari:
# two liberties each (D3 C2; E3 D2). Save: Black's C3 in atari, D3 extends it to three
# liberties (on 7x7: C4 D4, and E4).
ONE_STONE = {
    "capture": CAPTURE_ONE,
    "atari": "\n. . . . .\n. . X . .\n. X Q . .\n. . . . .\n. . . . .\n",
    "save": "\n. . . . .\n. . O . .\n. O Y . .\n. . O . .\n. . . . .\n",
}
TWO_STONES = {
    "capture": "\n. . . . .\n. . X X .\n. X Q Q X\n. . X . .\n. . . . .\n",
    "atari": "\n. . . . .\n. . X X .\n. X Q Q .\n. . X . .\n. . . . .\n",
    "save": "\n. . . . . . .\n. . . . . . .\n. . O O . . .\n. O Y Y . . .\n. . O O . . ."
            "\n. . . . . . .\n. . . . . . .\n",
}
ONE_OF_TWO = {goal: board.replace("Q Q", "Q O").replace("Y Y", "Y X")
              for goal, board in TWO_STONES.items()}
#: the board of each form: "stone", "chain" (one mark on a longer chain), "stones"
FORMS = {"stone": ONE_STONE, "chain": ONE_OF_TWO, "stones": TWO_STONES}
#: the goal's question, for one marked stone, a marked chain and several marked stones
QUESTIONS = {
    "capture": {"stone": "Capture the marked stone.", "chain": "Capture the marked chain.",
                "stones": "Capture the marked stones."},
    "atari": {"stone": "Put the marked stone in atari.",
              "chain": "Put the marked chain in atari.",
              "stones": "Put the marked stones in atari."},
    "save": {"stone": "Save the marked stone.", "chain": "Save the marked chain.",
             "stones": "Save the marked stones."},
}
LIBERTY_HINTS = {
    form: ({f"Look at the liberties of the marked {form}: the answer is in the marked area.",
            f"Look at the liberties of the marked {form}."})
    for form in FORMS
}


@pytest.mark.parametrize("language", ["en", "pl", "ru", "nb", "ky"])
@pytest.mark.parametrize("goal", ["capture", "atari", "save"])
def test_a_goal_names_its_marked_stone_chain_or_stones(goal: str, language: str) -> None:
    """The question and the first hint of the capture, atari and save goals say "the marked
    stone" when one stone alone is marked, "the marked chain" when the one mark sits on a
    chain of two, and "the marked stones" when both are marked, in every language (a
    translation that mixed two of them up would fail too)."""
    build = getattr(Problem, goal)
    for form, boards in FORMS.items():
        s = build(boards[goal], to_play="B").session(language)
        assert s.state()["question"] == _(QUESTIONS[goal][form], language), (form, language)
        hint = s.hint().message
        assert hint in {_(m, language) for m in LIBERTY_HINTS[form]}, (form, hint)
    questions = {_(m, language) for m in QUESTIONS[goal].values()}
    hints = {_(m, language) for ms in LIBERTY_HINTS.values() for m in ms}
    assert len(questions) == 3 and len(hints) == 6


@pytest.mark.parametrize("language", ["en", "pl", "ru", "nb", "ky"])
def test_an_atari_answer_names_the_marked_stone_chain_or_stones(language: str) -> None:
    # A1 is far away: the marked stones keep their two liberties; D3 (E3 for the two)
    # leaves one
    said = {}
    for form, boards in FORMS.items():
        p = Problem.atari(boards["atari"], to_play="B")
        subject = {"stone": "stone still has", "chain": "chain still has",
                   "stones": "stones still have"}[form]
        wrong = p.session(language).click("A1")
        assert wrong.message == ngettext(f"Not atari: the marked {subject} {{n}} liberty.",
                                         f"Not atari: the marked {subject} {{n}} liberties.",
                                         2, language), form
        right = p.session(language).click("D3" if form == "stone" else "E3")
        has = "has" if form != "stones" else "have"
        assert right.message == _(f"Right: the marked {form} {has} one liberty left.",
                                  language), form
        said[form] = (wrong.message, right.message)
    assert len({w for w, _r in said.values()}) == 3
    assert len({r for _w, r in said.values()}) == 3


@pytest.mark.parametrize("language", ["en", "pl", "ru", "nb", "ky"])
def test_a_capture_says_the_stone_or_the_stones(language: str) -> None:
    one = Problem.capture(ONE_STONE["capture"], to_play="B").session(language).click("D3")
    assert one.message == _("Right: the stone is captured.", language)
    two = Problem.capture(TWO_STONES["capture"], to_play="B").session(language).click("D2")
    assert two.message == _("Right: the stones are captured.", language)
    assert one.message != two.message


@pytest.mark.parametrize("language", ["en", "pl", "ru", "nb", "ky"])
def test_the_dead_stones_solution_speaks_of_none_one_or_several(language: str) -> None:
    """Shown after a wrong score: "the marked stone is dead" for one dead stone (D2),
    "the marked stones" for a dead chain of two (D2 E2), "no stone is dead" for none."""
    two_dead = DEAD.replace(". X O O O\nX X O X .\n", ". X O O O\nX X O X X\n")
    cases = ((DEAD, ["D2"], 1, "Here is the solution: the marked stone is dead, and the "
              "score is {score}."),
             (two_dead, ["D2"], 2, "Here is the solution: the marked stones are dead, and "
              "the score is {score}."),
             (DEAD, [], 0, "Here is the solution: no stone is dead, and the score is "
              "{score}."))
    for board, dead, count, msgid in cases:
        p = Problem.dead_stones(board, dead=dead, komi=0.5)
        stones, _score = p.solution()
        assert len(stones) == count, stones
        s = p.session(language)
        for v in dead:  # a click selects the whole chain
            s.click(v)
        assert s.check().kind == "right"
        from gotutor.i18n.answers import format_result

        assert s.answer(format_result(("B", 99.5), language)).kind == "failed"
        shown = s.show_solution().message
        head = _(msgid, language).split("{score}")[0]
        assert shown.startswith(head), (language, shown)
