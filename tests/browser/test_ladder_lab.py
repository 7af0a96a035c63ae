"""The ladder in JupyterLab, in Norwegian: a student opens lesson 15, plays a short game
against the ladder's opponent by clicks (a few stones, then Pass until the game ends),
and the step the board shows after the result is one step up or down from the step the
lesson showed before; lesson 14, opened afterwards, shows the new step.

GNU Go runs here, so the ladder is GNU Go's. The student starts on step 3 (GNU Go level
1, five handicap stones): the progress file of the server is written before any kernel
starts. One JupyterLab server and one page for the module. Screenshots go to
test-artifacts/ladder/.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_lab import LabNotebook, LabServer

from gotutor import ladder
from gotutor.i18n import _

pytestmark = [pytest.mark.browser, pytest.mark.gnugo]

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "ladder"
LESSON_15 = ROOT / "lessons" / "nb" / "15-learn-from-your-games.ipynb"
LESSON_14 = ROOT / "lessons" / "nb" / "14-play-a-game.ipynb"
START = 3


def _step_text(number: int) -> str:
    step = ladder.GNUGO_STEPS[number - 1]
    return _("Step {number} of {total}: {step}.", "nb", number=number,
             total=len(ladder.GNUGO_STEPS), step=step.describe("nb"))


def _cell_index(path: Path, source: str) -> int:
    nb = nbformat.read(path, as_version=4)
    return next(i for i, cell in enumerate(nb.cells) if cell.source.strip() == source)


@pytest.fixture(scope="module")
def server() -> Iterator[LabServer]:
    try:
        lab = LabServer()
    except RuntimeError:  # the free port was taken in between: once more
        lab = LabServer()
    try:
        progress = lab.tmp / "gotutor" / "progress.json"
        progress.parent.mkdir(parents=True, exist_ok=True)
        progress.write_text(json.dumps({"version": 1, "exercises": {}, "ladder": {
            "gnugo": {"step": START, "won": 2, "lost": 0}}}))
        lab.copy_notebook(LESSON_15, "15.ipynb")
        lab.copy_notebook(LESSON_14, "14.ipynb")
        yield lab
    finally:
        lab.stop()


@pytest.fixture(scope="module")
def page(browser: Any, server: LabServer) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = ctx.new_page()
    try:
        yield pg
    finally:
        ctx.close()


def _ladder_card(nb: LabNotebook) -> str:
    card = nb.panel.locator(".gt-ladder").first
    card.wait_for()
    return card.inner_text()


def test_a_game_on_the_ladder_moves_the_step_shown(page: Any, server: LabServer) -> None:
    nb = LabNotebook(page, server, "15.ipynb")
    try:
        nb.run_all(1)
        assert _step_text(START) in _ladder_card(nb)
        b = nb.board(_cell_index(LESSON_15, 'board = L.board_against("ladder")\nboard'))
        b.root.scroll_into_view_if_needed()
        assert b.kernel_value("W.game.handicap") == ladder.GNUGO_STEPS[START - 1].handicap
        # a few stones by clicks on empty points, then Pass until the game is over
        for _try in range(3):
            empty = b.kernel_value("sorted(W.game.legal_moves(), key=lambda v: "
                                   "(abs(ord(v[0]) - 69) + abs(int(v[1:]) - 5), v))")
            b.click(empty[0])
        for _pass in range(40):
            if b.kernel_value("W.game.is_over"):
                break
            b.press("pass")
        assert b.kernel_value("W.game.is_over")
        result = b.kernel_value("W.ladder_result")
        after = START + 1 if result.startswith("B+") else START - 1
        b.wait_message(b.kernel_value("W.message"))
        shown = b.text(".gt-message")
        assert _step_text(after) in shown
        assert shown.startswith("Du vant" if result.startswith("B+") else "Du tapte")
        # one end: the board shows the count the result was taken from, no offer to
        # count again
        assert b.kernel_value("W.mode") == "score"
        assert b.root.locator(".gt-count-offer").is_hidden()
        assert b.kernel_value("W.game.score(dead=W.dead_stones).result") == result
        assert b.kernel_value("__import__('gotutor').ladder.ladder().number") == after
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        b.cell.screenshot(path=str(ARTIFACTS / "lesson15-after-the-game.png"))
    finally:
        nb.close()
    # lesson 14, opened now, shows the new step
    nb14 = LabNotebook(page, server, "14.ipynb", app="open")
    try:
        nb14.run_all(1)
        assert _step_text(after) in _ladder_card(nb14)
        nb14.panel.locator(".gt-ladder").first.screenshot(
            path=str(ARTIFACTS / "lesson14-step.png"))
    finally:
        nb14.close()
