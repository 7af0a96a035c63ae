"""A wrong answer, a hint, then the answer in full: the student's clicks must do what
they look like (issue 37, the trap after a hint).

Taken as a student: clicks on the board's cells and buttons in Chromium, the real front
end, the real Python board behind it (layer 1 of RECIPES.md), in two languages. Before
the fix the point of the wrong answer stayed selected after the hint, so a student who
followed the hint and clicked both points took it out again, silently, and failed once
more ("You missed 1 forbidden point").
"""

from __future__ import annotations

from typing import Any

import pytest

from gotutor.i18n import _
from gotutor.lessons import lesson

pytestmark = pytest.mark.browser


def selected_on_page(h: Any) -> list[str]:
    """Returns the vertices the page shades as selected (the problem's selection)."""
    return h.js("""v => [...v.el.querySelectorAll('.gt-selected')]
        .map(r => r.closest('[data-vertex]') ? r.closest('[data-vertex]').dataset.vertex
                                             : r.dataset.vertex).sort()""")


def shaded(h: Any) -> int:
    """Returns how many selection squares the page draws."""
    return h.js("v => v.el.querySelectorAll('.gt-selected').length")


def press(h: Any, action: str) -> None:
    """Presses a problem panel button (check, hint, retry...) and runs the round trip."""
    button = h.root.locator(f'.gt-btn-{action}')
    assert button.is_enabled(), f"{action} is greyed out"
    button.click()
    h.pump()


def click(h: Any, vertex: str) -> None:
    h.cell(vertex).click()
    h.pump()


def message(h: Any) -> str:
    return h.root.locator(".gt-message").inner_text()


@pytest.mark.parametrize("language", ["pl", "en"])
def test_eyes_1_after_a_wrong_check_and_a_hint_both_points_are_an_answer(
        mount: Any, language: str) -> None:
    right = sorted(lesson(6).problem(1).solution())
    assert right == ["A3", "B1"]
    board = lesson(6).exercise(1, language=language)
    h = mount(board)
    click(h, "A3")
    press(h, "check")
    assert board.session.status == "failed"
    press(h, "hint")
    # the hint starts afresh and says what it cleared
    assert shaded(h) == 0
    assert board.problem["selected"] == []
    cleared = _("Your last answer ({vertices}) is cleared: select the points again.",
                language, vertices="A3")
    assert cleared in message(h)
    press(h, "hint")
    # the student follows the hint: both points, then Check
    click(h, "A3")
    click(h, "B1")
    assert shaded(h) == 2
    press(h, "check")
    assert board.session.status == "solved", message(h)


@pytest.mark.parametrize("language", ["ru", "nb"])
def test_a_click_that_takes_a_point_out_says_so(mount: Any, language: str) -> None:
    board = lesson(6).exercise(1, language=language)
    h = mount(board)
    click(h, "A3")
    press(h, "check")
    # the wrong answer stays to be changed by a click; "Try again" clears it
    click(h, "A3")  # takes A3 out
    assert shaded(h) == 0
    assert message(h) == _("{vertex} is no longer selected (click it again to select it).",
                           language, vertex="A3")
    click(h, "B1")
    assert message(h) == _("Selected now: {vertices}.", language, vertices="B1")
    assert h.root.locator(".gt-btn-retry").is_enabled()
    press(h, "retry")
    assert shaded(h) == 0 and board.problem["selected"] == []


@pytest.mark.parametrize("language", ["pl", "ky"])
def test_counting_1_dead_stones_after_a_partial_mark_and_a_hint(mount: Any,
                                                               language: str) -> None:
    dead, _score = lesson(14).problem(1).solution()
    assert sorted(dead) == ["D3", "G6"]
    board = lesson(14).exercise(1, language=language)
    h = mount(board)
    click(h, "G6")
    press(h, "check")
    assert board.session.status == "failed"
    press(h, "hint")
    assert shaded(h) == 0 and board.problem["selected"] == []
    assert _("Your dead-stone marks ({vertices}) are cleared: mark the dead stones again.",
             language, vertices="G6") in message(h)
    for vertex in dead:
        click(h, vertex)
    press(h, "check")
    # the dead stones are right: the score is asked next, no "missed" again
    assert board.session.status == "open"
    assert board.problem["entry"] == "score", message(h)
