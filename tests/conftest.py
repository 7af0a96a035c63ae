"""Shared test set-up.

Tests that need GNU Go or Chromium are marked `gnugo` / `browser`. On a developer's
machine without them they skip; in CI (CI=true) a missing tool is an error, so these
tests always run there.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from sampling import sample_seed

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
GNUGO = next((p for p in ("/usr/games/gnugo", shutil.which("gnugo")) if p and Path(p).exists()),
             None)
CHROMIUM = next((p for p in ("/usr/bin/chromium", shutil.which("chromium"))
                 if p and Path(p).exists()), None)


def pytest_report_header(config: pytest.Config) -> str:
    return f"rotating sample seed: {sample_seed()} (GOTUTOR_SAMPLE_SEED repeats a run)"


def pytest_configure(config: pytest.Config) -> None:
    """Keeps the tests' saved progress (gotutor.progress) and remembered language out of
    the user's own files: every test run, and every kernel it starts, has its own."""
    folder = tempfile.mkdtemp(prefix="gotutor-test-progress-")
    os.environ["GOTUTOR_PROGRESS_FILE"] = os.path.join(folder, "progress.json")
    # the language: neither the user's remembered choice nor their environment
    os.environ["GOTUTOR_CONFIG_DIR"] = os.path.join(folder, "settings")
    os.environ.pop("GOTUTOR_LANGUAGE", None)


#: The test files that take longest (minutes on two cores, `--durations`), longest
#: first. They are collected first, so that `make test`'s workers (pytest-xdist, each
#: file whole in one worker, handed out in collection order) start with them and finish
#: on short files, instead of one worker running a long file alone at the end.
LONGEST_FIRST = (
    "browser/test_lite.py", "browser/test_lite_second_half.py", "browser/test_course.py",
    "test_lessons_languages.py", "test_scoring_gnugo.py", "browser/test_lab.py",
    "test_answers_data.py", "test_sgf_corpus.py", "browser/test_languages.py",
    "browser/test_frontends.py", "browser/test_fit.py", "test_life.py", "test_widget.py",
    "browser/test_student.py",
)


def _rank(item: pytest.Item) -> int:
    path = Path(str(item.path)).as_posix()
    return next((i for i, name in enumerate(LONGEST_FIRST) if path.endswith("tests/" + name)),
                len(LONGEST_FIRST))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Puts the longest files first (LONGEST_FIRST; the order within a file is kept).
    Skips `gnugo` / `browser` tests when the tool is missing, except in CI, where
    they run (and fail) so that a missing install step cannot hide."""
    items.sort(key=_rank)  # stable
    if IN_CI:
        return
    for item in items:
        for marker, found, what in (("gnugo", GNUGO, "GNU Go (/usr/games/gnugo)"),
                                    ("browser", CHROMIUM, "Chromium (/usr/bin/chromium)")):
            if marker in item.keywords and not found:
                item.add_marker(pytest.mark.skip(reason=f"{what} is not installed"))


@pytest.fixture(scope="session")
def gnugo_path() -> str:
    """The GNU Go executable; fails the test if there is none."""
    if GNUGO is None:
        pytest.fail("GNU Go is not installed (apt-get install gnugo)")
    return GNUGO
