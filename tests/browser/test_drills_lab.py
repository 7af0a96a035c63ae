"""A drill session and its review the next day, taken in JupyterLab as a student would, in
Polish and in Kyrgyz.

Twenty problems of four drills (a count typed in the box, a choice clicked, a move
clicked on the board, a score typed and Enter), one missed on purpose in each drill, then
`gt.review()` run again the next day from its cell (Shift+Enter) deals the four missed
problems, solved from the page. Every answer is worked out by this test from what the
page shows (the stones drawn, the marked stone, the question's komi), by flood fill on
the page's stones; nothing is asked of the kernel but the saved review queue at the end,
and the clock, moved on by a day between the two sittings.

Screenshots go to test-artifacts/lab/drills/ (a problem, a miss, the review, per language).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # test_lab's helpers

from test_lab import LabBoard, LabNotebook, LabServer

from gotutor.i18n import _

pytestmark = pytest.mark.browser

LANGUAGES = ("pl", "ky")
#: the drills of the session, each asked a different way
DRILLS = ("liberties", "atari", "capture", "count")
PER_DRILL = 5
MISSED = 2  # the problem of each drill answered wrongly first
SEED = 17

#: a score as a Polish or Kyrgyz student types it: the colour's word, then the margin
COLOUR_WORDS = {"pl": ("czarne", "białe"), "ky": ("кара", "ак")}


def notebook_cells(language: str) -> list[str]:
    cells = ["import gotutor as gt"]
    cells += [f"gt.drill({d!r}, level=1, seed={SEED}, language={language!r})" for d in DRILLS]
    cells.append(f"gt.review(language={language!r})")
    return cells


@pytest.fixture(scope="module")
def lab() -> Iterator[LabServer]:
    server = LabServer()
    try:
        for language in LANGUAGES:
            server.add_notebook(f"drills-{language}.ipynb", notebook_cells(language))
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def page(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    page.errors = []  # type: ignore[attr-defined]
    page.on("pageerror", lambda exc: page.errors.append(f"uncaught: {exc}"))
    try:
        yield page
    finally:
        ctx.close()


# ---------------------------------------------------------------- reading the page
def status(board: LabBoard) -> str:
    return board.root.locator(".gt-problem").get_attribute("data-status") or ""


def size_of(board: LabBoard) -> int:
    cells = board.root.locator(".gt-cell[data-vertex]").count()
    n = round(cells ** 0.5)
    assert n * n == cells, cells
    return n


def marked(board: LabBoard) -> list[str]:
    """The vertices that carry a mark on the page."""
    return board.root.evaluate("""r => [...r.querySelectorAll(
        '.gt-layer-marks .gt-mark[data-vertex]')].map(m => m.dataset.vertex)""")


COLUMNS = "ABCDEFGHJKLMNOPQRST"


def neighbours(vertex: str, n: int) -> list[str]:
    col, row = COLUMNS.index(vertex[0]), int(vertex[1:])
    out = []
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c, r = col + dc, row + dr
        if 0 <= c < n and 1 <= r <= n:
            out.append(f"{COLUMNS[c]}{r}")
    return out


def chain_and_liberties(stones: dict[str, str], start: str, n: int) -> tuple[set, set]:
    colour = stones[start]
    chain, liberties, todo = {start}, set(), [start]
    while todo:
        for nb in neighbours(todo.pop(), n):
            if nb not in stones:
                liberties.add(nb)
            elif stones[nb] == colour and nb not in chain:
                chain.add(nb)
                todo.append(nb)
    return chain, liberties


def territory_margin(stones: dict[str, str], n: int) -> int:
    """Black's territory minus White's: empty regions touching one colour only."""
    seen: set[str] = set()
    margin = 0
    for c in range(n):
        for r in range(1, n + 1):
            v = f"{COLUMNS[c]}{r}"
            if v in stones or v in seen:
                continue
            region, borders, todo = {v}, set(), [v]
            while todo:
                for nb in neighbours(todo.pop(), n):
                    if nb in stones:
                        borders.add(stones[nb])
                    elif nb not in region:
                        region.add(nb)
                        todo.append(nb)
            seen |= region
            if borders == {"B"}:
                margin += len(region)
            elif borders == {"W"}:
                margin -= len(region)
    return margin


def typed_score(margin: int, language: str) -> str:
    black, white = COLOUR_WORDS[language]
    if margin == 0:
        return "0"
    return f"{black if margin > 0 else white} {abs(margin)}"


# ---------------------------------------------------------------- the student's answers
def kind_of(board: LabBoard) -> str:
    """What the page asks for: a score typed, a number typed, a choice, or a move."""
    root = board.root
    if root.locator(".gt-answer-input.gt-entry-score:visible").count():
        return "count"
    if root.locator(".gt-answer-input:visible").count():
        return "liberties"
    if root.locator('button[data-action="answer"][data-value]:visible').count():
        return "atari"
    return "capture"


def right_answer(board: LabBoard, drill: str, language: str) -> str:
    """The answer worked out from the page alone."""
    n = size_of(board)
    stones = board.stones()
    if drill == "count":
        question = board.text(".gt-question")
        assert re.search(r"\b0\b", question), question  # level 1: komi 0, no prisoners
        return typed_score(territory_margin(stones, n), language)
    (target,) = marked(board)
    _chain, liberties = chain_and_liberties(stones, target, n)
    if drill == "liberties":
        return str(len(liberties))
    if drill == "atari":
        return "yes" if len(liberties) == 1 else "no"
    (last,) = liberties  # capture in one: the marked stones' one liberty
    return last


def wrong_answer(board: LabBoard, drill: str, right: str, language: str) -> str:
    if drill == "liberties":
        return str(int(right) + 1)
    if drill == "atari":
        return "no" if right == "yes" else "yes"
    if drill == "count":
        black, white = COLOUR_WORDS[language]
        return f"{white if right.startswith(black) else black} 2"
    n = size_of(board)
    stones = board.stones()
    return next(f"{c}{r}" for c in COLUMNS[:n] for r in range(1, n + 1)
                if f"{c}{r}" not in stones and f"{c}{r}" != right)


def give(board: LabBoard, drill: str, answer: str) -> None:
    """Gives `answer` through the page: a typed number and the answer button, a choice
    button, a click on the board, a typed score and Enter."""
    root = board.root
    if drill == "liberties":
        root.locator(".gt-answer-input:visible").fill(answer)
        board.press("answer")
    elif drill == "atari":
        button = root.locator(f'button[data-action="answer"][data-value="{answer}"]:visible')
        board.act(lambda: button.click())
    elif drill == "count":
        box = root.locator(".gt-answer-input.gt-entry-score:visible")
        box.fill(answer)
        board.act(lambda: box.press("Enter"))
    else:
        board.click(answer)


def solve(board: LabBoard, drill: str, language: str, miss: bool, shot: str) -> None:
    """Solves the board's problem from the page, after a wrong answer if `miss`."""
    right = right_answer(board, drill, language)
    if miss:
        give(board, drill, wrong_answer(board, drill, right, language))
        assert status(board) == "failed", (drill, board.text(".gt-message"))
        message = board.text(".gt-message")
        assert message.strip(), drill
        if drill == "capture":  # the answer point is not named
            assert not re.search(rf"(?<![A-Z0-9]){right}(?![0-9])", message), message
        elif drill == "liberties":
            assert not re.search(rf"(?<![\d,.]){right}(?![\d])", message), message
        board.screenshot(f"drills/{shot}-miss.png")
        # no "Try again" first: the next answer (a typed number, another choice,
        # another move on the board) starts a new attempt by itself
    give(board, drill, right)
    assert status(board) == "solved", (drill, right, board.text(".gt-message"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_twenty_drill_problems_then_the_missed_ones_the_next_day(
        page: Any, lab: LabServer, language: str) -> None:
    name = f"drills-{language}.ipynb"
    lab.start_kernel(name)
    nb = LabNotebook(page, lab, name)
    try:
        nb.run_all(len(DRILLS))
        boards = nb.boards()
        assert len(boards) == len(DRILLS)
        review_cell = len(DRILLS) + 1
        nothing_due = nb.panel.locator(".jp-Cell").nth(review_cell).inner_text()
        assert _("Nothing to review today: every problem you missed is learnt or not due "
                 "yet.", language) in nothing_due, nothing_due

        for drill, board in zip(DRILLS, boards, strict=True):
            board.root.scroll_into_view_if_needed()
            for i in range(PER_DRILL):
                progress = board.text(".gt-progress")
                assert progress == _("Level {level}, problem {n}", language, level=1, n=i + 1)
                assert kind_of(board) == drill, (drill, i)
                if i == 0:
                    board.screenshot(f"drills/{language}-{drill}.png")
                solve(board, drill, language, miss=i == MISSED, shot=f"{language}-{drill}")
                board.press("next-problem")

        queue = nb.kernel.value("sorted(__import__('gotutor').leitner.entries())")
        assert len(queue) == len(DRILLS), queue
        assert sorted(k.split(":")[1] for k in queue) == sorted(DRILLS)

        # the next day: the clock moves on; the student runs the review cell again
        nb.kernel.run("import datetime, gotutor.leitner as _q\n"
                      "_q.today = lambda: datetime.date.today() + datetime.timedelta(days=1)")
        cell = nb.panel.locator(".jp-Cell").nth(review_cell)
        cell.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        cell.locator(".gt-root").wait_for()
        review = LabBoard(nb, review_cell)
        review.root.scroll_into_view_if_needed()
        review.screenshot(f"drills/{language}-review.png")
        seen = []
        for i in range(len(DRILLS)):
            drill = kind_of(review)
            seen.append(drill)
            solve(review, drill, language, miss=False, shot=f"{language}-review-{i}")
            if i + 1 < len(DRILLS):
                review.press("next-problem")
        assert sorted(seen) == sorted(DRILLS)
        boxes = nb.kernel.value(
            "{k: e['box'] for k, e in __import__('gotutor').leitner.entries().items()}")
        assert sorted(boxes.values()) == [2] * len(DRILLS), boxes
        assert page.errors == []
    finally:
        nb.close()
