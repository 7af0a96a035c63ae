"""Capturing races, the approach move played (exercise "Approach first"): a race where
White's outside liberty J9 can be filled only after the approach move J8.

Proven three ways: the solver reads every legal first move to the end (only J8 wins,
every other move is a clean loss answered by White's J8), on the whole family of the
shape (the eight symmetries of the board, with and without the colours swapped); GNU Go
judges every first move the same way, asked here and now; and each sentence the
exercise says is checked on the board it is said about.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from gnugo_exercises import ask
from test_lessons import _flood

from gotutor.color import Color
from gotutor.game import Game
from gotutor.gtp import GnuGo
from gotutor.lessons import lesson, to_problem
from gotutor.lessons.answers import answer_set_of, stored
from gotutor.lessons.content.capturing_races import TOP_APPROACH
from gotutor.solver.answers import answer_set

L = lesson("capturing-races")
NUMBER = next(n for n in range(1, len(L) + 1) if L.exercise_spec(n).title == "Approach first")
EX = L.exercise_spec(NUMBER)
LIBERTIES = ("C9", "C8", "C7")  # Black's own outside liberties


def test_the_exercise_is_the_approach_position_played_by_black() -> None:
    assert EX.diagram == TOP_APPROACH and EX.kind == "move" and EX.to_move == "B"
    assert EX.answer[0] == "J8" and EX.goal == ("line", "F8")
    assert L.exercise_spec(NUMBER - 1).title == "An approach move", "it follows the count"


def test_the_question_says_what_the_board_shows() -> None:
    """ "White's chain has an eye at F9 and one outside liberty, J9": the chain's
    liberties are F9 and J9, F9 is surrounded by the chain, and J9 is not Black's."""
    board = EX.game().board
    stones, libs = _flood(board, "F8")
    assert libs == {board.point("F9"), board.point("J9")}
    assert all(n in stones for n in board.neighbors(board.point("F9")))
    black = _flood(board, "D8")[1]
    assert black == {board.point(v) for v in (*LIBERTIES, "J8")}
    assert not black & libs, "no shared liberty"


def test_only_the_approach_move_wins_by_the_solver() -> None:
    found = answer_set_of(EX)  # read again, not taken from the data
    assert found == stored(EX), "answers.json is stale: python -m gotutor.lessons.answers"
    assert {m for m, (status, _r) in found.items() if status == "win"} == {"J8"}
    others = {m: tuple(v) for m, v in found.items() if m != "J8"}
    assert set(others) == {*LIBERTIES, "J9", "outside"}
    assert set(others.values()) == {("loss", "J8")}, "every other move: a clean loss to J8"


def _transforms(size: int) -> list[Callable[[int, int], tuple[int, int]]]:
    n = size - 1
    return [lambda x, y: (x, y), lambda x, y: (n - x, y), lambda x, y: (x, n - y),
            lambda x, y: (n - x, n - y), lambda x, y: (y, x), lambda x, y: (n - y, x),
            lambda x, y: (y, n - x), lambda x, y: (n - y, n - x)]


@pytest.mark.parametrize("swap", [False, True], ids=["colours", "swapped"])
@pytest.mark.parametrize("t", range(8))
def test_the_family_of_the_shape_has_the_same_answer(t: int, swap: bool) -> None:
    """The eight symmetries of the board, with the colours as they are or swapped: the
    solver finds the image of J8 the only win, and every other move loses to the image
    of J8."""
    start = EX.game().board
    size = start.size
    f = _transforms(size)[t]

    def image(vertex: str) -> str:
        p = start.point(vertex)
        x, y = f(p % size, p // size)
        return start.vertex(y * size + x)

    rows = [["."] * size for _ in range(size)]
    for p in range(size * size):
        color = start.get(p)
        if color is not None:
            x, y = f(p % size, p // size)
            mark = "X" if (color is Color.BLACK) != swap else "O"
            rows[y][x] = mark
    game = Game.from_diagram("\n".join(" ".join(r) for r in rows),
                             to_move=Color.WHITE if swap else Color.BLACK)
    board = game.board
    found = answer_set(board, None, game.to_move, "capture", [board.point(image("F8"))],
                       20_000, reach=0)
    assert {m for m, (s, _r) in found.items() if s == "win"} == {image("J8")}
    assert {m: (s, r) for m, (s, r) in found.items() if s != "win"} == {
        m: ("loss", image("J8"))
        for m in {image(v) for v in (*LIBERTIES, "J9")} | {"outside"}}


@pytest.mark.gnugo
def test_gnugo_judges_every_first_move_the_same_way(gnugo_path: str) -> None:
    """GNU Go, asked now about every legal first move (and a pass): `defend F8` with
    White to move fails only after J8; after Black's liberties and J9 it answers J8."""
    moves = [m for m in EX.game().legal_moves() if m != "pass"]
    assert len(moves) > 40
    works = set()
    with GnuGo(size=9, executable=gnugo_path) as gnugo:
        assert ask(gnugo, EX, "pass")["verdict"] == "fails"
        for move in moves:
            got = ask(gnugo, EX, move)
            if got["verdict"] == "works":
                works.add(move)
            else:
                assert got["verdict"] == "fails", (move, got)
            if move in (*LIBERTIES, "J9"):
                assert got["reply"] == "J8", (move, got)
    assert works == {"J8"}


def _click(move: str) -> tuple[str, str, Game]:
    session = to_problem(EX, "en").session("en")
    feedback = session.click(move)
    return feedback.kind, feedback.message, session.game


def _j9_has_no_liberty(game: Game) -> bool:
    """True if a Black stone on J9 would have no liberty and capture nothing (an
    illegal move): White's J9 can no longer be filled."""
    return "J9" not in game.legal_moves()


def test_the_approach_move_makes_j9_a_safe_fill() -> None:
    """The right text: after J8, J9 touches the Black chain, a stone there is not
    captured, and the eye at F9 is White's last liberty; the line ends with the
    capture and that text."""
    kind, _message, game = _click("J8")
    assert kind == "right"
    board = game.board
    assert board.point("J9") in _flood(board, "D8")[1]
    line = EX.game()
    for v in EX.answer[:3]:
        line.play(v)
    assert len(_flood(line.board, "J9")[1]) >= 2, "the stone on J9 is not in atari"
    assert _flood(line.board, "F8")[1] == {line.board.point("F9")}
    session = to_problem(EX, "en").session("en")
    feedback = session.submit(list(EX.answer[0::2]))
    assert feedback.kind == "solved" and feedback.message == EX.right
    assert session.game.board["F8"] is None


def test_a_stone_on_j9_first_is_captured_as_the_text_says() -> None:
    game = EX.game()
    game.play("J9")
    assert _flood(game.board, "J9")[1] == {game.board.point("J8")}
    kind, message, shown = _click("J9")
    assert kind == "failed" and message == EX.why["J9"]
    assert shown.moves[-1].vertex == "J8" and shown.board["J9"] is None
    assert _j9_has_no_liberty(shown)


@pytest.mark.parametrize("move", LIBERTIES)
def test_filling_an_own_liberty_lets_white_connect(move: str) -> None:
    kind, message, shown = _click(move)
    assert kind == "failed" and message == EX.why[move]
    assert "own chain" in message and shown.moves[-1].vertex == "J8"
    board = EX.game().board
    assert board.point(move) in _flood(board, "D8")[1]
    assert _j9_has_no_liberty(shown)


def test_every_other_move_is_told_the_general_text_and_it_holds() -> None:
    """Every other legal first move is refused with the general text, which says White
    can connect at J8 and that J9 then has no liberty: the stored proof answers J8 to
    it, and after J8 a Black stone on J9 is illegal."""
    found = stored(EX)
    theirs = _flood(EX.game().board, "F8")[1]
    told = 0
    for move in EX.game().legal_moves():
        if move == "pass" or move in EX.why or move == "J8":
            continue
        kind, message, _shown = _click(move)
        assert kind == "failed" and message == EX.wrong, move
        assert EX.game().board.point(move) not in theirs
        assert tuple(found.get(move, found["outside"])) == ("loss", "J8"), move
        after = EX.game()
        after.play(move)
        after.play("J8")
        assert _j9_has_no_liberty(after), move
        told += 1
    assert told > 40
