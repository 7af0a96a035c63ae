"""Issue 37's sentences on the student's path, held to the board (items not covered
elsewhere): the suicide lesson names no rule set nor rule it has not taught (no
Tromp-Taylor, Ing or AGA, no ko nor ko threats: ko is the lesson after next), and its
legality questions do not offer "Ko" as an answer; life and death exercise 1 says of
the two points left "White plays inside it", which the board's reply does (it said
"White takes the centre" of a two-point space); life and death 14's texts after B2 and
A1 fit the proven replies D1 and B2.

The other items of the issue are held by tests/test_shown_replies.py (life and death 14's
replies, capturing races 6, the start page's author example).
"""

from __future__ import annotations

import re

import pytest
from test_lessons import _flood

import gotutor as gt
from gotutor.i18n import _
from gotutor.lessons import LESSONS, lesson, to_problem
from gotutor.lessons.answers import stored
from gotutor.problems import Problem
from gotutor.problems.errors import ProblemError

SUICIDE = lesson("suicide")

#: Words the suicide lesson may not say, per language: the rule sets it does not teach
#: and ko (as a word of its own: "tylko" or "ко" inside a word is no ko).
UNTAUGHT = {
    "en": r"\b(Tromp|Taylor|Ing|AGA|ko|threats?)\b",
    "pl": r"\b(Tromp|Taylor|Ing|AGA|ko|groźb\w*)\b",
    "nb": r"\b(Tromp|Taylor|Ing|AGA|ko|trussel\w*)\b",
    "ru": r"(\b(Tromp|Taylor|Ing|AGA)\b|Тромп|Инг\b|\bко\b|угроз)",
    "ky": r"(\b(Tromp|Taylor|Ing|AGA)\b|Тромп|Инг\b|\bко\b|коркунуч)",
}


def _suicide_texts(language: str) -> list[str]:
    """Every text the suicide lesson shows in `language`: the notebook's Markdown, the
    demonstrations' titles and captions, and of each exercise the question, the choices
    offered, the hints, and the feedback to every choice (or to its key answer)."""
    from gotutor.lessons.content import suicide

    texts = [_(text, language) for kind, text in suicide.NOTEBOOK if kind == "markdown"]
    for key in SUICIDE.demos:
        texts += [n.comment for n in SUICIDE.game(key, language).main_line()]
    for n in range(1, len(SUICIDE) + 1):
        problem = SUICIDE.problem(n, language)
        session = problem.session(language)
        state = session.state()
        texts.append(state["question"])
        texts += [label for _value, label in state["choices"]]
        for _step in range(4):
            texts.append(session.hint().message)
        for value, _label in state["choices"] or [(problem.solution(), "")]:
            fresh = problem.session(language)
            texts.append(fresh.submit(value).message)
    return texts


@pytest.mark.parametrize("language", ["en", "pl", "ru", "nb", "ky"])
def test_the_suicide_lesson_names_nothing_it_has_not_taught(language: str) -> None:
    slugs = [L.slug for L in LESSONS]
    assert slugs.index("suicide") < slugs.index("ko") < slugs.index("rules-around-the-world")
    texts = _suicide_texts(language)
    assert len(texts) > 60
    said = [t for t in texts if re.search(UNTAUGHT[language], t, re.IGNORECASE)]
    assert not said, said
    # one rule set that allows self-capture is named, and the rules lesson announced
    english = " ".join(_suicide_texts("en")) if language != "en" else " ".join(texts)
    assert "New Zealand" in english and "rules around the world" in english
    for n in range(1, len(SUICIDE) + 1):
        ex = SUICIDE.exercise_spec(n)
        assert ex.rules in ("japanese", "new-zealand"), (n, ex.rules)


def test_a_legality_question_of_the_suicide_lesson_offers_no_ko() -> None:
    legality = [n for n in range(1, len(SUICIDE) + 1)
                if SUICIDE.exercise_spec(n).goal[0] == "legality"]
    assert len(legality) == 7
    for n in legality:
        problem = SUICIDE.problem(n, "en")
        offered = [v for v, _label in problem.session("en").state()["choices"]]
        assert offered == ["legal", "suicide", "occupied"], n
        session = problem.session("en")
        feedback = session.submit("ko")
        assert feedback.kind == "info" and session.status == "open", "ko is not an answer"
        assert problem.session("en").submit(problem.solution()).kind == "solved"
    # the ko lesson still asks with all four
    ko = lesson("ko")
    n = next(i for i in range(1, len(ko) + 1) if ko.exercise_spec(i).goal[0] == "legality")
    offered = [v for v, _label in ko.problem(n, "en").session("en").state()["choices"]]
    assert offered == ["legal", "suicide", "ko", "occupied"]


def test_a_legality_question_refuses_choices_that_leave_out_the_answer() -> None:
    board = gt.Game.from_diagram("\n".join([". X . . .", "X . . . .", ". . . . .",
                                            ". . . . .", ". . . . ."]))
    with pytest.raises(ProblemError):  # A5 is suicide for White: not offered
        Problem.legality(board, "A5", "W", choices=["legal", "occupied"])
    with pytest.raises(ProblemError):
        Problem.legality(board, "A5", "W", choices=["legal", "seki"])
    with pytest.raises(ProblemError):
        Problem.legality(board, "A5", "W", choices=["suicide"])
    problem = Problem.legality(board, "A5", "W", choices=["suicide", "legal"])
    assert [v for v, _l in problem.session("en").state()["choices"]] == ["legal", "suicide"]
    assert board.board["A5"] is None, "the position is unchanged"


@pytest.mark.parametrize(("move", "left"), [("B1", ("C1", "D1")), ("D1", ("B1", "C1"))])
def test_life_and_death_1_says_what_its_reply_does(move: str, left: tuple[str, str]) -> None:
    """Straight three, "Black to play: live": after B1 or D1 the space left is two points
    side by side, and the board's reply is played inside it, as the text says; the stored
    proof reads the move as lost to that reply."""
    L = lesson("life-and-death")
    ex = L.exercise_spec(1)
    text = ex.why[move]
    assert "White plays inside it" in text and not re.search(r"centre|middle", text)
    game = ex.game()
    game.play(move)
    board = game.board
    space = {board.point(v) for v in ("B1", "C1", "D1")} & set(board.empty_points())
    assert space == {board.point(v) for v in left}
    a, b = sorted(space)
    assert b in board.neighbors(a), "side by side"
    session = to_problem(ex, "en").session("en")
    feedback = session.click(move)
    assert feedback.kind == "failed" and feedback.message == text
    reply = session.game.moves[-1].vertex
    assert reply in left, reply
    assert stored(ex)[move] == ["loss", reply]
    stones = _flood(session.game.board, "A2")[0]
    assert board.point("A2") in stones


@pytest.mark.parametrize(("move", "reply", "says"), [
    ("B2", "D1", "White closes the open side from outside"),
    ("A1", "B2", "White plays inside at B2"),
])
def test_life_and_death_14_says_what_its_reply_does(move: str, reply: str, says: str) -> None:
    """Issue 37: after B2 or A1 the board played W B1 and said "Black cannot make two
    eyes", though Black then had a ko. Now the reply is the solver's refutation (held by
    tests/test_shown_replies.py) and the sentence fits it: D1 is the open side of the
    space (the one point of it touching the White wall), B2 is inside the space."""
    L = lesson("life-and-death")
    ex = L.exercise_spec(14)
    assert says in ex.why[move] and "cannot make two eyes" in ex.why[move]
    board = ex.game().board
    space = {board.point(v) for v in ("A1", "A2", "B1", "B2", "C1", "D1")}
    assert space <= set(board.empty_points())
    touching_white = {p for p in space
                      if any(board.get(n) is gt.Color.WHITE for n in board.neighbors(p))}
    assert touching_white == {board.point("D1")}, "D1 is the open side"
    assert board.point(reply) in space
    session = to_problem(ex, "en").session("en")
    feedback = session.click(move)
    assert feedback.kind == "failed" and feedback.message == ex.why[move]
    assert session.game.moves[-1].vertex == reply
    assert stored(ex)[move] == ["loss", reply]
