"""Presentation: the step buttons and the keys lesson 00 names (arrows, Home, End) work
together (issue 37): after the step button is pressed, Home and End still step."""

from __future__ import annotations

from typing import Any

import pytest

from gotutor.lessons import lesson

pytestmark = pytest.mark.browser


def demo_board(language: str) -> Any:
    """Returns lesson 1's first demonstration in presentation mode."""
    L = lesson(1)
    return L.demo(next(iter(L.demos)), presentation=True, language=language)


def step(board: Any) -> tuple[int, bool, bool]:
    """Returns (moves played so far, can step back, can step on) of the record."""
    return len(board._game.moves), board.can_undo, board.can_redo


@pytest.mark.parametrize("language", ["pl", "nb"])
def test_home_and_end_step_after_the_step_button(mount: Any, language: str) -> None:
    board = demo_board(language)
    h = mount(board)
    assert step(board)[1:] == (False, True)
    h.root.locator(".gt-btn-next").click()  # ▶, as the student does first
    h.pump()
    assert step(board)[1] is True
    h.page.keyboard.press("End")
    h.pump()
    assert step(board)[2] is False, "End did not reach the last step"
    # the ▶ button went grey under the focus: the keys go on working
    h.page.keyboard.press("Home")
    h.pump()
    assert step(board)[1] is False, "Home did not go back to the first step"
    h.page.keyboard.press("ArrowRight")
    h.pump()
    assert step(board)[1] is True
    # Enter on a focused step button still presses that button
    h.root.locator(".gt-btn-previous").focus()
    h.page.keyboard.press("Enter")
    h.pump()
    assert step(board)[1] is False
