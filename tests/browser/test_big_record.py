"""A record the SGF reader accepts, however big, never freezes the tab (issue 37): the
board sends one page of variations and one part of a long comment, with buttons to the
others. (A record with 999,990 variations at the root sent 39 MB of state, which
Chromium took 350 s to draw; a 60 MB comment went whole.)"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from gotutor.widget import GoBoard
from gotutor.widget.state import COMMENT_PART, VARIATION_PAGE

pytestmark = pytest.mark.browser

LETTERS = "abcdefghijklmnopqrs"
VARIATIONS = 100_000
COMMENT = " ".join(f"w{i}" for i in range(300_000))  # 2.2 MB, no two parts alike


def big_record() -> str:
    kids = "".join(f"(;B[{LETTERS[i % 19]}{LETTERS[(i // 19) % 19]}]C[v{i}])"
                   for i in range(VARIATIONS))
    return f"(;GM[1]SZ[19]C[{COMMENT}]{kids})"


@pytest.fixture(scope="module")
def board_state() -> tuple[GoBoard, dict]:
    board = GoBoard.demo(big_record())
    state = {k: v for k, v in board.get_state().items() if not k.startswith("_")}
    return board, state


def test_the_state_holds_a_page_of_variations_and_a_part_of_the_comment(
        board_state: tuple[GoBoard, dict]) -> None:
    _board, state = board_state
    size = len(json.dumps(state).encode())
    assert size < 60_000, f"{size} bytes of state"
    assert len(state["variations"]) == VARIATION_PAGE
    assert state["variation_page"] == [0, VARIATIONS]
    assert len(state["comment"]) == COMMENT_PART
    assert state["comment"] == COMMENT[:COMMENT_PART]
    assert state["comment_part"] == [0, -(-len(COMMENT) // COMMENT_PART)]


def test_the_browser_draws_it_at_once_and_reads_on(mount: Any, board_state: tuple) -> None:
    board, _state = board_state
    start = time.monotonic()
    h = mount(board)
    drawn = time.monotonic() - start
    assert drawn < 10, f"{drawn:.1f} s to draw"
    bar = h.root.locator(".gt-variations")
    assert bar.locator(".gt-variation").count() == VARIATION_PAGE
    assert "1–20" in bar.locator(".gt-variations-shown").inner_text()
    bar.locator(".gt-page-on").click()
    h.pump()
    assert "21–40" in bar.locator(".gt-variations-shown").inner_text()
    assert bar.locator(".gt-page-back").count() == 1
    # a variation of the second page is chosen by its place in the whole list
    bar.locator('.gt-variation[data-index="25"]').click()
    h.pump()
    assert board.comment == "v25"
    # back at the root: the long comment, part 1, then part 2
    h.root.locator(".gt-btn-first").click()
    h.pump()
    parts = h.root.locator(".gt-caption-parts")
    assert parts.is_visible()
    first = h.root.locator(".gt-caption").inner_text()
    assert parts.locator(".gt-part-back").is_disabled()
    parts.locator(".gt-part-on").click()
    h.pump()
    assert board.comment_part[0] == 1
    assert first == COMMENT[:COMMENT_PART]
    assert h.root.locator(".gt-caption").inner_text() == COMMENT[COMMENT_PART:2 * COMMENT_PART]
    assert parts.locator(".gt-part-back").is_enabled()
