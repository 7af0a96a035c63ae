"""The capturing races lesson played by clicks on the drawn board (layer 1 of RECIPES.md:
the real front end in stub.html, each click carried to the Python board by
`Harness.pump()`): the race on the side of the 13x13 board (exercise 6) and the race
against an eye (exercise 9), as a Norwegian and a Polish student would take them: a
wrong first move answered on the board with the proven refutation and its reason, then
the right line clicked to the capture; and the approach move (exercise 12) as a Kyrgyz
student would take it: J9 at once is captured at J8, then J8 first wins.
"""

from __future__ import annotations

from typing import Any

import pytest

from gotutor.i18n import _
from gotutor.lessons import lesson

pytestmark = pytest.mark.browser


def stones(h: Any) -> dict[str, str]:
    """Returns {vertex: "B"/"W"} of the stones drawn on the page."""
    return h.js("""v => Object.fromEntries([...v.el.querySelectorAll('.gt-stone')]
        .filter(g => g.getAttribute('display') !== 'none')
        .map(g => [g.dataset.vertex, g.dataset.color]))""")


def text(h: Any) -> str:
    return h.root.inner_text()


def click(h: Any, vertex: str) -> None:
    h.cell(vertex).click()
    assert h.pump(), f"the click on {vertex} sent nothing"


#: (language, exercise, a wrong first move, the refutation, the stones it takes (the
#: wrong move's own chain, or none), the right line, the stones the line captures)
CASES = [
    ("nb", 6, "F1", "K1", ("F1", "G1", "H1", "J1", "J2"), ("D1", "K1", "F1"),
     ("E1", "E2", "F2", "G2", "H2")),
    ("pl", 9, "B2", "B1", (), ("D1", "B1", "G1"), ("E1", "F1", "F2", "G2", "H2", "H1")),
    # the approach move: a stone on J9 at once has one liberty and is captured at J8
    ("ky", 12, "J9", "J8", ("J9",), ("J8", "C9", "J9", "C8", "F9"),
     ("E9", "E8", "F8", "G8", "G9", "H9")),
]


@pytest.mark.parametrize(("language", "n", "wrong", "reply", "lost", "line", "captured"),
                         CASES)
def test_a_race_is_refuted_then_won_by_clicks(mount: Any, language: str, n: int,
                                              wrong: str, reply: str,
                                              lost: tuple[str, ...],
                                              line: tuple[str, ...],
                                              captured: tuple[str, ...]) -> None:
    L = lesson("capturing-races")
    ex = L.exercise_spec(n)
    size = ex.game().size
    board = L.exercise(n, language=language)
    h = mount(board)
    assert h.root.locator(".gt-cell").count() == size * size
    before = stones(h)
    click(h, wrong)
    after = stones(h)
    me, them = ("W", "B") if ex.to_move == "W" else ("B", "W")
    assert after.get(reply) == them, "the refutation is drawn"
    if lost:  # the refutation captures the student's chain, the wrong move with it
        assert wrong in lost and all(v in before or v == wrong for v in lost)
        assert not set(lost) & set(after)
        assert set(after) == set(before) - set(lost) | {reply}
    else:
        assert after.get(wrong) == me
        assert set(after) - set(before) == {wrong, reply}
    shown = text(h)
    assert _(ex.why[wrong], language) in shown
    assert _(ex.right, language) not in shown

    board = L.exercise(n, language=language)  # a fresh board: the right line
    h = mount(board)
    for i, vertex in enumerate(line):
        if i % 2 == 0:
            click(h, vertex)
        else:
            assert stones(h).get(vertex) == them, f"the opponent answers at {vertex}"
    final = stones(h)
    assert all(v not in final for v in captured), "the chain is taken off the board"
    assert _(ex.right, language) in text(h)
    assert board.session.state()["status"] == "solved"
