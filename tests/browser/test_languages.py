"""The course in Polish and Kyrgyz, for real: lessons/pl/01 and lessons/ky/05 run in
JupyterLab in Chromium, and what their boards show (questions, buttons, the message
line, captions) is in the notebook's language; a board's language select switches its
question and caption too.

The JupyterLab server, the page helpers and the kernel client are those of test_lab.py.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_lab import LabBoard, LabNotebook, LabServer
from test_lessons_languages import english_in

from gotutor.i18n import _
from gotutor.lessons import lesson

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = {"pl": "pl/01-liberties.ipynb", "ky": "ky/05-suicide.ipynb"}
LABELS = ("Check", "Answer", "Hint", "Try again", "Next problem", "Pass", "Undo", "Redo")


def _boards_in(name: str) -> int:
    import nbformat

    nb = nbformat.read(ROOT / "lessons" / name, as_version=4)
    # every code cell but the setup cell and the progress card draws a board
    return sum(1 for c in nb.cells if c.cell_type == "code"
               and "L = lesson(" not in c.source and "progress()" not in c.source)


@pytest.fixture(scope="module")
def lab() -> Iterator[LabServer]:
    """Returns a JupyterLab server whose root holds the two lessons, in their folders."""
    try:
        server = LabServer()
    except RuntimeError:  # the free port was taken in between: once more, on another
        server = LabServer()
    try:
        for code, name in NOTEBOOKS.items():
            (server.root / code).mkdir()
            server.copy_notebook(ROOT / "lessons" / name, name)
        server.start_kernel(NOTEBOOKS["ky"])  # starts while the Polish lesson runs
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def page(lab: LabServer, browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1200, "height": 1500})
    try:
        yield context.new_page()
    finally:
        context.close()


@pytest.fixture(scope="module")
def polish(lab: LabServer, page: Any) -> Iterator[LabNotebook]:
    """Returns lessons/pl/01 open in JupyterLab with every cell run."""
    notebook = LabNotebook(page, lab, NOTEBOOKS["pl"])
    try:
        notebook.run_all(_boards_in(NOTEBOOKS["pl"]))
        yield notebook
    finally:
        notebook.close()


def _lines(board: LabBoard) -> set[str]:
    """Returns the visible lines of text of a board (question, buttons, message...)."""
    text = board.root.inner_text()
    return {line.strip() for line in text.splitlines() if line.strip()}


def _visible_buttons(board: LabBoard) -> set[str]:
    return {t.strip() for t in board.root.locator("button:visible").all_inner_texts()
            if t.strip()}


def _problems(nb: LabNotebook) -> list[LabBoard]:
    return [b for b in nb.boards() if b.root.get_attribute("data-mode") == "problem"]


def _check_language(nb: LabNotebook, code: str) -> None:
    boards = nb.boards()
    assert boards
    for board in boards:
        assert board.kernel_value("W.language") == code
        lines = _lines(board)
        assert english_in(lines, code) == {}, board.cell_index
        english_labels = {_(label, "en") for label in LABELS} - {
            _(label, code) for label in LABELS}
        assert not (_visible_buttons(board) & english_labels), board.cell_index
    problems = _problems(nb)
    assert problems, "the lesson has exercises"
    for board in problems:
        question = board.text(".gt-question")
        assert question == board.kernel_value("W.get_state()['problem']['question']")
        assert question and english_in({question}, code) == {}


def test_polish_lesson_boards_speak_polish(polish: LabNotebook) -> None:
    _check_language(polish, "pl")
    board = _problems(polish)[0]
    buttons = _visible_buttons(board)
    assert _("Hint", "pl") in buttons and _("Try again", "pl") in buttons
    assert re.search(r"[ąćęłńóśźż]|Ile|Kliknij|Czy", board.text(".gt-question"))


def test_a_wrong_answer_is_explained_in_polish(polish: LabNotebook) -> None:
    number = [b for b in _problems(polish) if b.root.locator(".gt-answer-input").count()]
    assert number, "lesson 1 has an exercise answered with a number"
    board = number[0]
    board.root.locator(".gt-answer-input").fill("17")
    board.press("answer")
    message = board.text(".gt-problem") + "\n" + board.text(".gt-message")
    assert board.kernel_value("W.session.status") != "solved"
    lines = {line.strip() for line in message.splitlines() if line.strip()}
    assert lines and english_in(lines, "pl") == {}
    assert re.search(r"[ąćęłńóśźż]|Nie|Źle|Spróbuj", message), message


def test_kyrgyz_lesson_boards_speak_kyrgyz(lab: LabServer, polish: LabNotebook) -> None:
    notebook = LabNotebook(polish.page, lab, NOTEBOOKS["ky"], app="open")
    try:
        notebook.run_all(_boards_in(NOTEBOOKS["ky"]))
        _check_language(notebook, "ky")
        for board in _problems(notebook):
            assert re.search(r"[а-яөүң]", board.text(".gt-question"))
    finally:
        notebook.close()


def _choose_language(board: LabBoard, code: str) -> None:
    select = board.root.locator("select.gt-language-select")
    board.act(lambda: select.select_option(code))


def test_the_language_select_switches_the_question_and_the_caption(
        polish: LabNotebook) -> None:
    """Depends on the board switching every text of its problem and demonstration (the
    mechanics work of issue 11, item 4)."""
    exercise = _problems(polish)[0]
    before = exercise.text(".gt-question")
    _choose_language(exercise, "ru")
    assert exercise.kernel_value("W.language") == "ru"
    after = exercise.text(".gt-question")
    assert after != before
    assert english_in({after}, "ru") == {} and re.search(r"[а-яё]", after)
    polish_questions = {lesson(1).problem(n, "pl").session("pl").state()["question"]
                        for n in range(1, len(lesson(1)) + 1)}
    russian_questions = {lesson(1).problem(n, "ru").session("ru").state()["question"]
                         for n in range(1, len(lesson(1)) + 1)}
    assert before in polish_questions and after in russian_questions
    assert _("Hint", "ru") in _visible_buttons(exercise)

    demo = next(b for b in polish.boards() if b.root.get_attribute("data-mode") != "problem"
                and b.text(".gt-caption"))
    caption = demo.text(".gt-caption")
    _choose_language(demo, "nb")
    assert demo.kernel_value("W.language") == "nb"
    new_caption = demo.text(".gt-caption")
    assert new_caption != caption and english_in({new_caption}, "nb") == {}
    assert new_caption == demo.kernel_value("W.comment")
