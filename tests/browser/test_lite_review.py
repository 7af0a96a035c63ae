"""The review of a student's own game in JupyterLite, in Polish and in Russian, read from
the page only (the kernel is Pyodide, in the page; GNU Go cannot run there).

A student plays a short game against the built-in bot (level 1, seeded) on a board that
starts from a position of lesson 15's kind (Black's stone at E5 in atari): the student's
move elsewhere (B8) leaves it in atari, and the bot answers. Then lesson 15's review cells
(`gt.review_game(board.game)`, `review.board()`): the summary says GNU Go is not here,
Next steps to the first mistake, whose text in Polish is the caption, the better move E4
circled and the game's B8 crossed; the same review in Russian shows the Russian text.
The next day (the clock moved on in the kernel) `gt.review()` deals the game's mistakes as
problems: the student's only ("find a better move than the game's B8"; the bot's own
mistakes are shown in the review but not given to the student to practise), asked in
Russian, and a click on the better move solves it. Its own browser context: the review
queue is the student's, empty before the game. Screenshots go to test-artifacts/lite/review/.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

# the fixtures (lite_site, lite_url) come from test_lite.py
from test_lite import (  # noqa: F401
    ARTIFACTS,
    LiteBoard,
    LiteNotebook,
    Offline,
    lite_site,
    lite_url,
    start_site,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: Black's stone E5 has one liberty (E4); Black to play
START = "(;GM[1]FF[4]SZ[9]KM[6.5]AB[ee]AW[de][fe][ed]PL[B])"
CELLS = (
    "import gotutor as gt\nfrom gotutor.bots import level_bot\n"
    "from gotutor.lessons.opponent import against\nfrom gotutor.sgf import game_from_sgf\n"
    'gt.set_language("pl")',
    f"board = against(gt.GoBoard(game=game_from_sgf({START!r})), level_bot(1, seed=3), 'W')"
    "\nboard",
)
PATH = "review-check.ipynb"


@pytest.fixture(scope="module")
def nb(browser: Any, lite_url: str) -> Iterator[LiteNotebook]:  # noqa: F811
    """The game's notebook, run, in a browser context of its own."""
    offline = Offline(browser)
    page = offline.new_page()
    try:
        start_site(page, lite_url)
        cells = [{"cell_type": "code", "source": s, "metadata": {}, "outputs": [],
                  "execution_count": None} for s in CELLS]
        page.evaluate("""async ([path, cells]) => {
            await window.jupyterapp.serviceManager.contents.save(path, {type: 'notebook',
              format: 'json', content: {cells, nbformat: 4, nbformat_minor: 5, metadata: {
                kernelspec: {name: 'python', display_name: 'Python (Pyodide)',
                             language: 'python'}}}});
            return true; }""", [PATH, cells])
        notebook = LiteNotebook(page, PATH)
        assert notebook.run_all() == []
        notebook.wait_boards(1)
        yield notebook
        notebook.close()
        assert offline.left == [] and offline.errors == []
    finally:
        offline.close()


def _output_board(nb: LiteNotebook, index: int) -> LiteBoard:
    return LiteBoard(nb, nb.panel.locator(".jp-Cell").nth(index))


def _step_to_first_mistake(board: LiteBoard, text: str, shot: str) -> None:
    """Clicks Next on a review board and checks the first mistake shown: its text in the
    caption, E4 (the better move) circled, B8 (the game's move) crossed."""
    caption = board.root.locator(".gt-caption")
    board.act(lambda: board.root.locator('button[data-action="next"]').click())
    assert text in caption.inner_text()
    assert board.root.locator('.gt-mark-circle[data-vertex="E4"]').count() == 1
    assert board.root.locator('.gt-mark-cross[data-vertex="B8"]').count() == 1
    (ARTIFACTS / "review").mkdir(parents=True, exist_ok=True)
    board.root.screenshot(path=str(ARTIFACTS / "review" / shot))


def test_a_game_reviewed_in_polish_and_russian_and_its_mistake_practised(
        nb: LiteNotebook) -> None:
    import gotutor as gt
    from gotutor.gamereview import texts
    from gotutor.i18n import _
    from gotutor.sgf import game_from_sgf

    game_board = _output_board(nb, 1)
    assert game_board.stones() == {"E5": "B", "D5": "W", "F5": "W", "E6": "W"}
    # the student's move, and the bot's answer (drawn: one more White stone)
    game_board.click("B8")
    nb.page.wait_for_function(
        "el => el.querySelectorAll('.gt-layer-stones .gt-stone[data-color=\"W\"]')"
        ".length >= 4", arg=game_board.root.element_handle())
    stones = game_board.stones()
    assert stones.get("B8") == "B"
    # the bot's move (E4 if it captured the stone in atari)
    (reply,) = [v for v, c in stones.items() if c == "W" and v not in ("D5", "F5", "E6")]
    # the same game, reviewed here: what the page must show
    game = game_from_sgf(START)
    game.play("B8")
    game.play(reply)
    expected = {lang: gt.review_game(game, lang, engine=False, queue=False)
                for lang in ("pl", "ru")}
    first = {lang: r.mistakes[0] for lang, r in expected.items()}
    assert all(m.move_number == 1 and m.vertex == "B8" and m.better == {"E4"}
               for m in first.values())
    # lesson 15's review cells, in Polish
    review = _output_board(nb, nb.add_cell("review = gt.review_game(board.game)\n"
                                           "review.board()"))
    # GNU Go cannot run in the browser: the review says so, in the student's language
    assert _(texts.NO_ENGINE, "pl") in review.root.locator(".gt-caption").inner_text()
    assert "GNU Go nie jest tu dostępne" in _(texts.NO_ENGINE, "pl")
    _step_to_first_mistake(review, first["pl"].text, "lite-mistake-pl.png")
    # the same review in Russian (not queued twice)
    russian = _output_board(nb, nb.add_cell(
        'gt.review_game(board.game, language="ru", queue=False).board()'))
    assert _(texts.NO_ENGINE, "ru") in russian.root.locator(".gt-caption").inner_text()
    assert _(texts.NO_ENGINE, "ru") != _(texts.NO_ENGINE, "en")
    _step_to_first_mistake(russian, first["ru"].text, "lite-mistake-ru.png")
    assert first["ru"].text != first["pl"].text
    # the next day, in Russian: the game's mistake comes back as a problem and is solved
    problem = _output_board(nb, nb.add_cell(
        'import datetime, gotutor.leitner as _q\ngt.set_language("ru")\n'
        "_q.today = lambda: datetime.date.today() + datetime.timedelta(days=1)\n"
        "gt.review()"))
    students = [m for m in expected["ru"].mistakes if m.color.value == "B" and m.better]
    assert len(students) == 1  # the bot's mistakes are not the student's to practise
    assert problem.text(".gt-question") == _(texts.QUESTION["B"], "ru", vertex="B8")
    assert problem.status() == "open"
    problem.click("E4")
    assert problem.status() == "solved", problem.text(".gt-message")
    problem.screenshot("review/lite-review-problem-ru.png")
