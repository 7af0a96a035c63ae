"""Scores typed the student's way (colour words and letters of each language, "8,5" or
"8.5"), ambiguous ones questioned, and results shown the same way."""

from __future__ import annotations

import pytest

import gotutor as gt
from gotutor import i18n
from gotutor.errors import GoError
from gotutor.i18n import AmbiguousAnswer, AnswerError, LanguageError, format_result, parse_score

CODES = ["en", "pl", "ru", "nb", "ky"]


@pytest.fixture(autouse=True)
def _english_session():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("code", "text", "expected"), [
    # English
    ("en", "B+8.5", ("B", 8.5)), ("en", "W+0.5", ("W", 0.5)), ("en", "b + 12", ("B", 12.0)),
    ("en", "Black wins by 8.5", ("B", 8.5)), ("en", "white 3½", ("W", 3.5)),
    ("en", "W+8,5", ("W", 8.5)), ("en", "0", (None, 0.0)), ("en", "draw", (None, 0.0)),
    ("en", "Jigo", (None, 0.0)), ("en", "B+0", (None, 0.0)),
    # Polish: C = czarne (Black), B = białe (White)
    ("pl", "C+8,5", ("B", 8.5)), ("pl", "c+8.5", ("B", 8.5)), ("pl", "B+3,5", ("W", 3.5)),
    ("pl", "B+3", ("W", 3.0)), ("pl", "czarne 8,5", ("B", 8.5)),
    ("pl", "wygrywają czarne o 8,5", ("B", 8.5)), ("pl", "Białe wygrywają o 3,5 pkt", ("W", 3.5)),
    ("pl", "8,5 dla białych", ("W", 8.5)), ("pl", "biale +2", ("W", 2.0)),
    ("pl", "czarny 1", ("B", 1.0)), ("pl", "remis", (None, 0.0)), ("pl", "0", (None, 0.0)),
    ("pl", "black 4", ("B", 4.0)), ("pl", "B+3.5 białe", ("W", 3.5)),
    # Russian: Ч = чёрные, Б = белые; ё may be written е
    ("ru", "Ч+8,5", ("B", 8.5)), ("ru", "Б+3", ("W", 3.0)), ("ru", "чёрные 8,5", ("B", 8.5)),
    ("ru", "черные выигрывают 8.5", ("B", 8.5)), ("ru", "белые +0,5", ("W", 0.5)),
    ("ru", "8,5 в пользу чёрных", ("B", 8.5)), ("ru", "B+3.5", ("B", 3.5)),
    ("ru", "ничья", (None, 0.0)),
    # Norwegian: S = svart, H = hvit
    ("nb", "S+8,5", ("B", 8.5)), ("nb", "H+2", ("W", 2.0)),
    ("nb", "svart vinner med 8,5", ("B", 8.5)),
    ("nb", "Hvit 0,5", ("W", 0.5)), ("nb", "W+1", ("W", 1.0)), ("nb", "uavgjort", (None, 0.0)),
    # Kyrgyz: К = кара, А = ак (a Latin K or A typed for them is read the same)
    ("ky", "К+8,5", ("B", 8.5)), ("ky", "А+3", ("W", 3.0)), ("ky", "A+3", ("W", 3.0)),
    ("ky", "кара 8,5 упай менен утат", ("B", 8.5)), ("ky", "ак 2", ("W", 2.0)),
    ("ky", "тең", (None, 0.0)),
])
def test_scores_are_read_the_students_way(code, text, expected):
    assert parse_score(text, code) == expected


@pytest.mark.parametrize(("code", "text"), [
    ("pl", "W+3"),      # the English habit: the student's letters cannot be trusted
    ("pl", "B+3.5"),    # B with a decimal point: written the English way, where B is Black
    ("pl", "w 2"),
    ("ru", "В+3"),      # Cyrillic В looks like the Latin B (Black); no colour starts with it
    ("ky", "В+3,5"),
])
def test_an_answer_that_could_mean_either_colour_is_questioned(code, text):
    with pytest.raises(AmbiguousAnswer) as caught:
        parse_score(text, code)
    error = caught.value
    assert isinstance(error, AnswerError) and isinstance(error, GoError)
    assert error.question == str(error)
    assert {winner for winner, _ in error.readings} == {"B", "W"}
    assert text in error.question
    black, white = i18n._("Black", code).lower(), i18n._("White", code).lower()
    assert black in error.question and white in error.question


def test_the_question_is_in_the_students_language():
    with pytest.raises(AmbiguousAnswer) as caught:
        parse_score("W+3", "pl")
    assert caught.value.question == ("Chodzi o czarne czy o białe? „W+3” można odczytać na "
                                     "oba sposoby: wpisz czarne 3 albo białe 3.")
    assert caught.value.readings == (("B", 3.0), ("W", 3.0))


@pytest.mark.parametrize(("code", "text", "words"), [
    ("en", "8.5", ["Which colour wins by 8.5", "B+8.5"]),
    ("pl", "8,5", ["Który kolor wygrywa o 8,5", "C+8,5"]),
    ("pl", "czarne", ["O ile punktów", "C+8,5"]),
    ("pl", "czarne białe 3", ["oba kolory"]),
    ("ru", "Ч 3 4", ["больше одного числа"]),
    ("nb", "hei", ["Kunne ikke lese «hei»", "S+8,5", "svart 8,5"]),
    ("ky", "К+8,25", ["8,25"]),
    ("pl", "remis 3", ["remis", "(3)"]),
    ("en", "", ["Type the score"]),
    ("ru", "   ", ["Введите счёт"]),
])
def test_unreadable_answers_get_a_translated_explanation(code, text, words):
    with pytest.raises(AnswerError) as caught:
        parse_score(text, code)
    assert not isinstance(caught.value, AmbiguousAnswer)
    for word in words:
        assert word in str(caught.value)


def test_a_non_text_answer_and_an_unknown_language_raise():
    with pytest.raises(AnswerError):
        parse_score(8.5, "en")
    with pytest.raises(LanguageError):
        parse_score("B+1", "fr")


def test_the_session_language_is_the_default():
    i18n.set_language("pl")
    assert parse_score("B+2") == ("W", 2.0)
    assert format_result(("W", 2)) == "B+2"


@pytest.mark.parametrize(("code", "black", "white"), [
    ("en", "B+8.5", "W+0.5"), ("pl", "C+8,5", "B+0,5"), ("ru", "Ч+8,5", "Б+0,5"),
    ("nb", "S+8,5", "H+0,5"), ("ky", "К+8,5", "А+0,5"),
])
def test_results_are_shown_the_way_they_are_typed(code, black, white):
    assert format_result(("B", 8.5), code) == black
    assert format_result((gt.Color.WHITE, 0.5), code) == white
    assert format_result("W+0.5", code) == white
    assert format_result((None, 0), code) == "0" == format_result("0", code)
    for result in (("B", 8.5), ("W", 0.5), ("W", 41.0), (None, 0.0)):
        assert parse_score(format_result(result, code), code) == result


def test_results_in_words_and_from_a_score():
    game = gt.Game.from_diagram("""
        . X O . .
        X X O . .
        . X O . .
        X X O O O
        . X O . .""", komi=0.5)
    score = game.score()
    expected = (score.winner.value if score.winner else None, score.margin)
    assert format_result(score, "en") == str(score)
    assert parse_score(format_result(score, "ru"), "ru") == expected
    assert format_result(("B", 8.5), "pl", words=True) == "Czarne wygrywają o 8,5 pkt"
    assert format_result((None, 0), "nb", words=True) == "Uavgjort"
    for bad in ("B+", "X+3", 42, ("B", -1), ("B", "3"), ("green", 2)):
        with pytest.raises(GoError):
            format_result(bad, "en")
