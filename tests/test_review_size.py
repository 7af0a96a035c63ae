"""A review has a daily size: the student's choice (remembered), ten by default; it
deals the longest waiting problems first and says how many more are due today."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gotutor import leitner, progress
from gotutor.drills import DEFAULT_REVIEW_SIZE, DueToday, ReviewSession, review_size
from gotutor.errors import GoError

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "progress.json"
    monkeypatch.setenv("GOTUTOR_PROGRESS_FILE", str(path))
    monkeypatch.setenv("GOTUTOR_CONFIG_DIR", str(tmp_path / "settings"))
    monkeypatch.setattr(progress, "_memory", {})
    monkeypatch.setattr(progress, "_times", {})
    monkeypatch.setattr(leitner, "_pending", [])
    return path


def miss(n: int) -> list[str]:
    """Misses n liberties drill problems, a day apart for the first five (so that the
    longest waiting are known), the rest on one day."""
    keys = [f"drill:liberties:1:41:{i}" for i in range(n)]
    for i, key in enumerate(keys):
        leitner.missed(key, on=f"2026-12-0{1 + min(i, 5)}")
    return keys


def test_a_review_deals_the_daily_size_the_longest_waiting_first(store: Path) -> None:
    keys = miss(25)
    assert DEFAULT_REVIEW_SIZE == 10 and review_size() == 10
    session = ReviewSession(language="en", on="2026-12-08")
    assert len(session.problem_set) == 10 and session.remaining == 15
    assert session._review_keys[:5] == keys[:5]  # due first, dealt first
    assert session.progress() == "1 / 10 · 15 more due today"
    text = str(DueToday("en", on="2026-12-08"))
    assert text == ("25 problems to review today. A review deals 10 of them, the longest "
                    "waiting first; the others wait for the next one.")
    assert "15" in ReviewSession(language="pl", on="2026-12-08").progress()


def test_a_small_queue_is_dealt_whole_and_says_nothing_more(store: Path) -> None:
    miss(4)
    session = ReviewSession(language="en", on="2026-12-08")
    assert len(session.problem_set) == 4 and session.remaining == 0
    assert session.progress() == "1 / 4"
    assert str(DueToday("en", on="2026-12-08")) == "4 problems to review today."


def test_the_size_is_the_students_choice_and_is_remembered(store: Path, tmp_path: Path
                                                           ) -> None:
    miss(12)
    assert review_size(5) == 5
    code = "from gotutor.drills import review_size; print(review_size())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.stdout.strip() == "5"  # a new kernel deals five too
    session = ReviewSession(language="en", on="2026-12-08")
    assert len(session.problem_set) == 5 and session.remaining == 7
    assert len(ReviewSession(language="en", on="2026-12-08", size=20).problem_set) == 12


@pytest.mark.parametrize("bad", [0, -3, 1001, 2.5, "ten", True])
def test_a_bad_size_is_refused_and_nothing_is_remembered(store: Path, bad: object) -> None:
    with pytest.raises(GoError):
        review_size(bad)  # type: ignore[arg-type]
    assert review_size() == DEFAULT_REVIEW_SIZE
