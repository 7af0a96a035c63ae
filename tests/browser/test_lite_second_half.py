"""The JupyterLite site's lessons, second half (the first and everything else about the
site: test_lite.py). A file of its own because a test run gives each worker whole
files: the two halves, about three minutes each, run side by side."""

from __future__ import annotations

from typing import Any

import pytest

# the fixtures (offline, lite_app, lite_url, lite_site) come from test_lite.py
from test_lite import (  # noqa: F401
    Offline,
    lite_app,
    lite_lessons,
    lite_lessons_half,
    lite_site,
    lite_url,
    offline,
    run_lesson,
    site_lessons,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.mark.parametrize("path", lite_lessons_half(second=True))
def test_lesson_runs_in_the_browser(path: str, offline: Offline,  # noqa: F811
                                    lite_app: Any) -> None:  # noqa: F811
    """As in test_lite.py: every cell runs in a fresh Pyodide kernel, offline, and the
    boards are drawn."""
    run_lesson(path, offline, lite_app)


def test_the_halves_cover_every_lesson_once() -> None:
    first, second = lite_lessons_half(second=False), lite_lessons_half(second=True)
    assert first and second and not set(first) & set(second)
    assert first + second == lite_lessons()


def test_the_rotation_runs_every_lesson_within_three_days() -> None:
    """Every lesson of the site runs on one of any three days in a row."""
    for start in range(20_000, 20_030):
        runs = [set(lite_lessons(day)) for day in range(start, start + 3)]
        assert set().union(*runs) == set(site_lessons())
        assert all(len(run) < len(site_lessons()) for run in runs)


def test_no_request_left_the_machine(offline: Offline,  # noqa: F811
                                     lite_app: Any) -> None:  # noqa: F811
    """Runs last in this file: nothing asked for anything off 127.0.0.1."""
    assert offline.left == []
