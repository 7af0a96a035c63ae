"""The review of a game in JupyterLab, in Polish: the review board is shown, a click on
Next steps to the mistake, whose Polish explanation is the caption and whose better
move is drawn (a circle), the game's move crossed; the variation button plays the better
move. Screenshots go to test-artifacts/lab/review/."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # test_lab's helpers
from test_lab import ARTIFACTS, LabBoard, LabNotebook, LabServer

import gotutor as gt

pytestmark = pytest.mark.browser

#: Black leaves its stone E5 in atari (B8); White captures at E4
GAME = "(;GM[1]FF[4]SZ[9]KM[6.5]AB[ee]AW[de][fe][ed]PL[B];B[bb];W[ef])"


@pytest.fixture(scope="module")
def nb(browser: Any) -> Iterator[LabNotebook]:
    server = LabServer()
    ctx = browser.new_context(viewport={"width": 1200, "height": 1500})
    page = ctx.new_page()
    try:
        server.add_notebook("review.ipynb", [
            "import gotutor as gt\ngt.set_language('pl')",
            f"review = gt.review_game({GAME!r}, engine=False, queue=False)\n"
            "review.board()",
        ])
        notebook = LabNotebook(page, server, "review.ipynb")
        notebook.run_all(1)
        yield notebook
        notebook.close()
    finally:
        page.close()
        ctx.close()
        server.stop()


def test_step_to_the_mistake_see_the_better_move_and_the_text(nb: LabNotebook) -> None:
    expected = gt.review_game(GAME, "pl", engine=False, queue=False)
    (mistake,) = expected.mistakes
    board: LabBoard = nb.board(1)
    caption = board.root.locator(".gt-caption")
    # the summary first, in Polish: GNU Go is not used here
    assert "GNU Go nie jest tu dostępne" in caption.inner_text()
    board.act(lambda: board.root.locator('button[data-action="next"]').click())
    text = caption.inner_text()
    assert mistake.text in text and text.startswith("Błąd 1 z 1.")
    assert board.root.locator('.gt-mark-circle[data-vertex="E4"]').count() == 1
    assert board.root.locator('.gt-mark-cross[data-vertex="B8"]').count() == 1
    assert board.root.locator('.gt-mark-triangle[data-vertex="E5"]').count() == 1
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "review").mkdir(exist_ok=True)
    board.root.screenshot(path=str(ARTIFACTS / "review" / "mistake-pl.png"))
    # the better move, played from the variation bar
    buttons = board.root.locator("button.gt-variation")
    assert buttons.count() == 2
    assert buttons.nth(1).inner_text().endswith("E4")
    board.act(lambda: buttons.nth(1).click())
    assert board.stones().get("E4") == "B"
    assert "Lepszy ruch: E4." in caption.inner_text()
