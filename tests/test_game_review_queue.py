"""A reviewed game's mistakes become review problems (gotutor.gamereview.practice and
gotutor.leitner): the position is stored with the queue entry, the mistake comes back
the next day, the game's move is wrong with its refutation, a better move solves it."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from stores import fresh_store
from test_game_review import make_game

import gotutor as gt
from gotutor import leitner
from gotutor.drills import ReviewSession, problem_for_key


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "progress.json"
    return fresh_store(path, monkeypatch)


@pytest.mark.parametrize("k,swap", [(0, False), (3, True), (6, False)])
def test_a_mistake_comes_back_the_next_day_and_is_solved(store: Path, k, swap) -> None:
    game = make_game(["D5", "F5", "E6"], ["E5"], [("B", "B8"), ("W", "E4")], k, swap)
    review = gt.review_game(game, "en", engine=False)
    (mistake,) = review.mistakes
    assert len(review.keys) == 1
    key = review.keys[0]
    assert key.startswith("game:")
    entry = json.loads(store.read_text())["review"][key]
    assert entry["box"] == 1 and entry["problem"]["played"] == mistake.vertex
    assert set(entry["problem"]["better"]) == mistake.better
    today = dt.date.today()
    assert key not in leitner.due(today)
    tomorrow = today + dt.timedelta(days=1)
    assert key in leitner.due(tomorrow)

    problem = problem_for_key(key)
    assert problem is not None
    question = problem.question.render("en")
    assert mistake.vertex in question and "better move" in question
    assert question.startswith("White" if swap else "Black")

    # the game's move is wrong, with the refutation played; then a better move solves it
    session = ReviewSession(on=tomorrow)
    assert len(session.problem_set) == 1
    fb = session.click(mistake.vertex)
    assert fb.kind != "solved"
    assert mistake.refutation[0] in fb.message
    session = ReviewSession(on=tomorrow + dt.timedelta(days=1))
    fb = session.click(sorted(mistake.better)[0])
    assert fb.kind == "solved"
    assert leitner.entries()[key]["box"] == 2
    assert leitner.entries()[key]["problem"] == entry["problem"]


def test_the_same_mistake_twice_is_one_entry(store: Path) -> None:
    game = make_game(["D5", "F5", "E6"], ["E5"], [("B", "B8"), ("W", "E4")], 0, False)
    first = gt.review_game(game, "en", engine=False).keys
    again = gt.review_game(game.to_sgf(), "en", engine=False).keys
    assert first == again
    assert leitner.entries()[first[0]]["misses"] == 2


def test_no_queue_when_asked_and_a_damaged_entry_is_no_problem(store: Path) -> None:
    game = make_game(["D5", "F5", "E6"], ["E5"], [("B", "B8"), ("W", "E4")], 0, False)
    assert gt.review_game(game, "en", engine=False, queue=False).keys == []
    assert leitner.entries() == {}
    leitner.missed("game:0000", problem={"size": 9, "diagram": "nonsense"})
    assert problem_for_key("game:0000") is None
    leitner.missed("game:0001")
    assert problem_for_key("game:0001") is None


@pytest.mark.parametrize("swap", [False, True])
def test_only_the_students_mistakes_become_problems(store: Path, swap: bool) -> None:
    """The review shows both sides' mistakes; the queue takes the student's only: the
    colour given, or the side the record's computer opponent (PB/PW) did not play."""
    game = make_game(["D5", "F5", "E6"], ["E5"], [("B", "B8"), ("W", "E4")], 0, swap)
    mistaker = "W" if swap else "B"
    other = "B" if swap else "W"
    review = gt.review_game(game, "en", engine=False, player=other)
    assert [m.color.value for m in review.mistakes] == [mistaker]
    assert review.keys == [] and leitner.entries() == {}
    game.root.props = {**game.root.props, f"P{mistaker}": ["GNU Go 3.8"]}
    assert gt.review_game(game, "en", engine=False).keys == []
    game.root.props = {f"P{other}": ["gotutor"]}
    assert len(gt.review_game(game, "en", engine=False).keys) == 1
    with pytest.raises(gt.GoError):
        gt.review_game(game, "en", engine=False, player="green")


def test_a_game_against_the_computer_names_it_in_the_record() -> None:
    from gotutor.bots import level_bot
    from gotutor.gamereview.review import computer_side
    from gotutor.lessons.opponent import against

    board = gt.GoBoard(size=9)
    against(board, level_bot(1, seed=3), "W")
    board.play("E5")
    assert computer_side(board.game) is gt.Color.WHITE
    assert board.game.root.props["PW"] == ["gotutor"]
    assert "PB" not in board.game.root.props
    again = gt.Game.from_sgf(board.game.to_sgf())
    assert computer_side(again) is gt.Color.WHITE


@pytest.mark.parametrize("language", ["pl", "ru"])
def test_a_game_against_the_computer_tells_the_students_mistakes_only(
        store: Path, language: str) -> None:
    """The texts speak to the player who moved ("your stone"): a review of a game
    against the computer lists, draws and counts the student's mistakes only, says so,
    and keeps the computer's in `mistakes`."""
    from gotutor.gamereview import texts
    from gotutor.i18n import _

    # Black leaves E5 in atari (move 1); the computer (White) misses the capture (move 2)
    game = make_game(["E5"], ["D5", "F5", "E6"],
                     [("B", "B8"), ("W", "A1"), ("B", "H8"), ("W", "E4")], 0, False)
    both = gt.review_game(game, language, engine=False, queue=False)
    assert [m.color.value for m in both.mistakes] == ["B", "W"] and both.shown == both.mistakes
    white_text = both.mistakes[1].text
    game.root.props = {**game.root.props, "PW": ["GNU Go 3.8"]}
    review = gt.review_game(game, language, engine=False, queue=False)
    assert review.student is gt.Color.BLACK
    assert [m.color.value for m in review.mistakes] == ["B", "W"]
    assert [m.color.value for m in review.shown] == ["B"]
    shown = str(review)
    assert white_text not in shown and review.mistakes[0].text in shown
    assert white_text not in review._repr_html_()
    said = _(texts.STUDENT_ONLY, language, color=_("Black", language))
    assert said in review.summary() and said not in both.summary()
    # the board steps through the student's mistake alone: "1 of 1"
    from gotutor.gamereview.board import review_sgf

    assert _(texts.STEP, language, i=1, n=1) in review_sgf(review, language)
    assert _(texts.STEP, language, i=1, n=2) in review_sgf(both, language)
