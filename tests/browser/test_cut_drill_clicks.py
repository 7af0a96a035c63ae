"""The cut drill of lesson 04 in the browser (layer 1: the real board modules, a stub model
tied to the Python board), taken by clicks as a student would, in Polish and Kyrgyz.

Each problem: a wrong point clicked first (the page says it failed, in the student's
language, and the owner's save is drawn on the board), then a right cut clicked (solved,
the student's stone drawn on it). The answer set comes from the drill's proven reading; what
is asserted is what the page shows. Screenshots go to test-artifacts/ (a miss and a solve
per language).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gotutor import leitner, progress
from gotutor.drills import Drill, DrillSession
from gotutor.i18n import _
from gotutor.widget import GoBoard

pytestmark = pytest.mark.browser


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "progress.json"
    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(path))
    monkeypatch.setattr(progress, "_memory", {})
    monkeypatch.setattr(leitner, "_pending", [])
    return path


def page_stones(h: Any) -> dict[str, str]:
    """Returns the stones the page draws: vertex -> "B" or "W"."""
    return h.root.evaluate("""r => Object.fromEntries([...r.querySelectorAll(
        '.gt-layer-stones .gt-stone')].map(g => [g.dataset.vertex, g.dataset.color]))""")


@pytest.mark.parametrize("language", ["pl", "ky"])
def test_cut_drill_by_clicks_a_miss_then_the_cut(mount: Any, store: Path, artifacts: Path,
                                                 language: str) -> None:
    board = GoBoard(problem=DrillSession(Drill("cut", 1, 5), language), language=language)
    h = mount(board)
    for i in range(3):
        spec = board.session.problem.drill
        assert h.root.locator(".gt-progress").inner_text() == _(
            "Level {level}, problem {n}", language, level=1, n=i + 1)
        question = h.root.locator(".gt-question").inner_text()
        assert question.strip() and "Cut" not in question  # the student's language
        before = page_stones(h)
        assert before, "the page draws the position"
        wrong = next(board.game.board.vertex(p) for p in range(spec.size ** 2)
                     if spec.codes[p] == 0 and board.game.board.vertex(p) not in spec.answer
                     and board.game.board.vertex(p) not in before)
        h.cell(wrong).click()
        h.pump()
        assert h.root.locator(".gt-problem").get_attribute("data-status") == "failed"
        message = h.root.locator(".gt-message").inner_text()
        assert message.strip()
        after = page_stones(h)
        assert after.get(wrong) in ("B", "W")  # the wrong move is drawn...
        replies = set(after) - set(before) - {wrong}
        assert len(replies) == 1, replies  # ...and the owner's one save beside it
        if i == 0:
            h.root.screenshot(path=str(artifacts / f"cut-drill-{language}-miss.png"))
        h.root.locator('button[data-action="retry"]').click()
        h.pump()
        assert page_stones(h) == before
        right = spec.answer[0]
        h.cell(right).click()
        h.pump()
        assert h.root.locator(".gt-problem").get_attribute("data-status") == "solved"
        assert h.root.locator(".gt-message").inner_text().strip()
        assert page_stones(h).get(right) == after[wrong]  # the student's stone, drawn
        if i == 0:
            h.root.screenshot(path=str(artifacts / f"cut-drill-{language}-solved.png"))
        h.root.locator('button[data-action="next-problem"]').click()
        h.pump()
