"""The solver's proof-number search, its tsumego frame, and published tsumego.

- proof-number search (solver/pns.py) and the iterative-deepening search (search.py)
  answer the same questions under the same rules: on random small positions their
  proven answers never differ, under each ko setting;
- the frame (solver/frame.py) encloses a corner or edge problem in a pass-alive wall of
  the attacker, in every orientation of the board, without touching the defender;
- Cho Chikun's published answers (tests/data/tsumego/, each also confirmed by GNU Go's
  owl reading when the data was made) are proven by the solver on the framed problem,
  and so are the same problems turned and mirrored.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gotutor as gt
from gotutor.life import pass_alive
from gotutor.solver.answers import answer_set
from gotutor.solver.frame import enclose
from gotutor.solver.goals import UNKNOWN, Capture, Live
from gotutor.solver.pns import PnSolver
from gotutor.solver.position import Position
from gotutor.solver.search import Solver

PROBLEMS = {p["id"]: p for p in json.loads(
    (Path(__file__).parent / "data" / "tsumego" / "cho_elementary.json")
    .read_text(encoding="utf-8"))}

#: The problems the solver proves within a few seconds on the frame with no margin
#: (the others: see tests/data/tsumego/README.md, "What the solver says").
PROVEN = ("cho-elementary-0047", "cho-elementary-0048", "cho-elementary-0049",
          "cho-elementary-0068", "cho-elementary-0106", "cho-elementary-0110")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from("..XO"), min_size=16, max_size=16),
       st.booleans(), st.sampled_from([(True, False), (False, True), (True, True)]))
def test_proof_numbers_agree_with_deepening(cells: list[str], black_proves: bool,
                                            ko: tuple[bool, bool]) -> None:
    """Capture and life on random 4x4 boards: both searches prove the same value
    whenever both finish."""
    text = "\n".join(" ".join(cells[r * 4:(r + 1) * 4]) for r in range(4))
    try:
        board = gt.Game.from_diagram(text).board
    except gt.GoError:
        return
    stones = [p for p in range(16) if board.get(p) is not None]
    if not stones or any(board.liberties(p) == 0 for p in stones):
        return
    target = stones[0]
    pos = Position.from_board(board)
    owner = 1 if board.get(target) is gt.Color.BLACK else 2
    for goal in (lambda: Capture(target, 3 - owner), lambda: Live(target, owner, True)):
        for prover_to_move in (black_proves, not black_proves):
            a = Solver(goal(), None, 4_000, *ko).solve(pos, prover_to_move)
            b = PnSolver(goal(), None, 4_000, *ko).solve(pos, prover_to_move)
            if UNKNOWN not in (a.value, b.value):
                assert a.value == b.value, (text, prover_to_move, ko)


CORNER = """
. X . O . . . . .
. O O O X . . . .
. O X X X . . . .
O O X . . . . . .
. X X . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


def _turn(text: str, k: int) -> str:
    """The diagram turned by k quarter turns (k & 4: mirrored first)."""
    rows = [r.split() for r in text.strip().splitlines()]
    if k & 4:
        rows = [list(reversed(r)) for r in rows]
    for _ in range(k & 3):
        rows = [list(r) for r in zip(*rows[::-1], strict=True)]
    return "\n".join(" ".join(r) for r in rows)


@pytest.mark.parametrize("k", range(8))
@pytest.mark.parametrize("margin", [0, 1])
def test_the_frame_is_pass_alive_and_keeps_the_problem(k: int, margin: int) -> None:
    board = gt.Game.from_diagram(_turn(CORNER, k)).board
    framed = enclose(board, gt.Color.BLACK, margin)
    new = framed.board
    # every stone of the problem is where the offset says, with its colour
    for p in range(board.size ** 2):
        if board.get(p) is not None:
            q = framed.point(board.vertex(p), board.size)
            assert new.get(q) is board.get(p)
            assert framed.vertex(q, board.size) == board.vertex(p)
    alive = pass_alive(new, gt.Color.BLACK)
    wall = [p for p in range(new.size ** 2) if new.get(p) is gt.Color.BLACK
            and not _in_problem(framed, board, p)]
    assert wall and all(p in alive for p in wall)
    # the white group keeps every liberty it had, and the area is the empty points of
    # the stones' rectangle (and the margin), none of them an eye of the wall
    white = board.chain(board.point(_turn_vertex("D9", k)))
    moved = new.chain(framed.point(_turn_vertex("D9", k), board.size))
    assert len(moved.liberties) == len(white.liberties)
    assert all(new.get(p) is None for p in framed.area)
    assert len(framed.area) == 10 + (11 if margin else 0)


def _in_problem(framed, board: gt.Board, p: int) -> bool:  # type: ignore[no-untyped-def]
    try:
        v = framed.vertex(p, board.size)
    except ValueError:
        return False
    return board[v] is not None


def _turn_vertex(vertex: str, k: int) -> str:
    """Where `vertex` of CORNER lands on the board turned by `_turn(CORNER, k)`."""
    return _turn_point(CORNER.strip().splitlines(), vertex, k)


def test_the_frame_refuses_a_problem_that_spans_the_board() -> None:
    board = gt.Game.from_diagram("X . . . O\n. . . . .\n. . . . .\n. . . . .\n. . . . .").board
    with pytest.raises(ValueError):
        enclose(board, gt.Color.BLACK)
    with pytest.raises(ValueError):
        enclose(gt.Board(5), gt.Color.BLACK)


def _solve(p: dict, k: int = 0) -> tuple[dict, str]:
    text = _turn("\n".join(p["diagram"]), k)
    game = gt.Game.from_diagram(text, to_move=p["to_play"])
    me = gt.Color.parse(p["to_play"])
    attacker = me if p["goal"] == "kill" else me.opponent
    framed = enclose(game.board, attacker, margin=0)
    size = game.size
    target = framed.point(_turn_point(p["diagram"], p["target"], k), size)
    found = answer_set(framed.board, None, me, p["goal"], [target], budget=30_000,
                       area=framed.area)
    answer = framed.board.vertex(framed.point(_turn_point(p["diagram"], p["answers"][0],
                                                          k), size))
    return found, answer


def _turn_point(diagram: list[str], vertex: str, k: int) -> str:
    n = len(diagram)
    marked = [["."] * n for _ in range(n)]
    p = gt.Board(n).point(vertex)
    marked[p // n][p % n] = "X"
    turned = gt.Game.from_diagram(_turn("\n".join(" ".join(r) for r in marked), k)).board
    return turned.vertex(next(q for q in range(n * n) if turned.get(q) is not None))


@pytest.mark.parametrize("pid", PROVEN)
def test_the_published_answer_is_proven(pid: str) -> None:
    """The book's move wins, with no ko, and no other first move is proven to win
    where GNU Go's owl reading found none (the data's `also_works`)."""
    p = PROBLEMS[pid]
    found, answer = _solve(p)
    assert found[answer][0] == "win", (pid, found[answer])
    wins = {m for m, (status, _reply) in found.items() if status == "win"}
    assert len(wins) <= 1 + len(p["gnugo"]["also_works"]), (pid, wins)


@pytest.mark.parametrize("k", [3, 6])
@pytest.mark.parametrize("pid", PROVEN[::2])
def test_the_published_answer_is_proven_turned_and_mirrored(pid: str, k: int) -> None:
    found, answer = _solve(PROBLEMS[pid], k)
    assert found[answer][0] == "win", (pid, k, found[answer])


def test_a_proof_number_proof_tree_passes_the_independent_checker() -> None:
    """The kill of Cho 0110 on the frame, proven by proof-number search alone with White
    holding every ko threat: its proof tree replays in tests/proofcheck.py."""
    from proofcheck import check

    from gotutor.solver.goals import LOSS
    p = PROBLEMS["cho-elementary-0110"]
    game = gt.Game.from_diagram("\n".join(p["diagram"]), to_move=p["to_play"])
    framed = enclose(game.board, gt.Color.BLACK, margin=0)
    board = framed.board
    pos = Position.from_board(board)
    region = set(framed.area)
    for q in list(region):
        for n in pos.nbr[q]:
            if pos.codes[n]:
                region |= pos.chain(n)[0]
    target = framed.point(p["target"], game.size)
    first = framed.point(p["answers"][0], game.size)
    solver = PnSolver(Live(target, 2), region, 200_000, prover_ko=True, opponent_ko=False)
    assert solver.solve(pos.play(first, 1), True).value == LOSS
    tree = solver.tree(LOSS)
    checked = check(board, gt.Color.BLACK, "kill", [target], region, set(), tree,
                    (False, True), first)
    assert checked > 10
