"""A drill board and a review board in the browser (layer 1: the real board modules, a stub
model tied to the Python board): problems dealt one after another by clicks, in Russian
and Kyrgyz, then the missed one dealt again by the review board the next day."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest

from gotutor import leitner, progress
from gotutor.drills import Drill, DrillSession, ReviewSession, generate
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


@pytest.mark.parametrize("language", ["ru", "ky"])
def test_a_drill_session_by_clicks_then_its_review(mount: Any, store: Path, artifacts: Path,
                                                   language: str) -> None:
    seed = 17
    board = GoBoard(problem=DrillSession(Drill("capture", 1, seed), language), language=language)
    h = mount(board)
    for i in range(5):
        spec = board.session.problem.drill
        assert spec == generate("capture", 1, seed, i)  # no repeat among these five
        progress_text = h.root.locator(".gt-progress").inner_text()
        assert progress_text == _("Level {level}, problem {n}", language, level=1, n=i + 1)
        if i == 2:  # a miss: a wrong point first
            wrong = next(board.game.board.vertex(p) for p in range(spec.size ** 2)
                         if spec.codes[p] == 0 and board.game.board.vertex(p)
                         not in spec.answer)
            h.cell(wrong).click()
            h.pump()
            assert h.root.locator(".gt-problem").get_attribute("data-status") == "failed"
            missed = spec.key
        h.cell(spec.answer[0]).click()
        h.pump()
        assert h.root.locator(".gt-problem").get_attribute("data-status") == "solved"
        assert spec.answer[0] in h.root.locator(".gt-message").inner_text()
        if i == 0:
            h.root.screenshot(path=str(artifacts / f"drill-{language}.png"))
        h.root.locator('button[data-action="next-problem"]').click()
        h.pump()
    assert list(leitner.entries()) == [missed]

    tomorrow = dt.date.today() + dt.timedelta(days=1)
    review = GoBoard(problem=ReviewSession(language, on=tomorrow), language=language)
    r = mount(review)
    answer = review.session.problem.drill.answer[0]
    r.cell(answer).click()
    r.pump()
    assert r.root.locator(".gt-problem").get_attribute("data-status") == "solved"
    assert leitner.entries()[missed]["box"] == 2
