"""The solver (gotutor.solver): hand-made positions, shape families (rotations,
reflections, colour swap), and a brute-force minimax on tiny boards written here on the
engine's Game (another implementation of the rules) as an independent check."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gotutor as gt
from gotutor.solver.answers import answer_set
from gotutor.solver.goals import LOSS, UNKNOWN, WIN, Capture, Connect, Live
from gotutor.solver.position import Position
from gotutor.solver.search import Solver


def _pos(text: str) -> tuple[Position, int]:
    board = gt.Game.from_diagram(text).board
    return Position.from_board(board), board.size


def _pt(vertex: str, size: int) -> int:
    return gt.Game(size=size).board.point(vertex)


# ------------------------------------------------------------------ families
def _transforms(text: str) -> list[tuple[str, object]]:
    """The diagram under the 8 symmetries of the square and colour swap, each with the
    function that maps a vertex of the original to the transformed board."""
    rows = [r.split() for r in text.strip().splitlines()]
    n = len(rows)
    out = []
    for k in range(8):
        def f(x: int, y: int, k: int = k) -> tuple[int, int]:
            if k & 4:
                x, y = y, x
            if k & 1:
                x = n - 1 - x
            if k & 2:
                y = n - 1 - y
            return x, y
        for swap in (False, True):
            grid = [["."] * n for _ in range(n)]
            for y in range(n):
                for x in range(n):
                    c = rows[y][x]
                    if swap:
                        c = {"X": "O", "O": "X"}.get(c, c)
                    nx, ny = f(x, y)
                    grid[ny][nx] = c
            out.append(("\n".join(" ".join(r) for r in grid), (f, swap, n)))
    return out


def _map(vertex: str, how: object) -> str:
    f, _swap, n = how  # type: ignore[misc]
    board = gt.Game(size=n).board
    p = board.point(vertex)
    x, y = f(p % n, p // n)
    return board.vertex(y * n + x)


def _code(color: str, how: object) -> int:
    swap = how[1]  # type: ignore[index]
    black = (color == "B") != swap
    return 1 if black else 2


BENT_THREE = """
. . . . . .
. . . . . .
O O O O . .
X X X O . .
. . X O . .
. X X O . .
"""
# The eye space A1 A2 B2 is a bent three in the corner: A2, the point next to both
# others, is vital for both sides.


def _eye_space_answers(text: str, target: str, player: str, kind: str,
                       how: object | None = None) -> dict[str, str]:
    game = gt.Game.from_diagram(text, to_move=player)
    board = game.board
    found = answer_set(board, None, game.to_move, kind, [board.point(target)],
                       budget=20_000)
    return {m: s for m, (s, _r) in found.items()}


LIVE_SHAPES = [
    # (diagram, target, player, kind, the moves that win)
    (BENT_THREE, "C2", "B", "live", {"A2"}),
    (BENT_THREE, "C2", "W", "kill", {"A2"}),
    ("""
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
O O O O O O .
X X X X X O .
X . . . X O .
""", "A2", "B", "live", {"C1"}),
    ("""
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
O O O O O O .
X X X X X O .
X . . . X O .
""", "A2", "W", "kill", {"C1"}),
]


@pytest.mark.parametrize(("text", "target", "player", "kind", "wins"), LIVE_SHAPES)
def test_eye_shapes_as_families(text: str, target: str, player: str, kind: str,
                                wins: set[str]) -> None:
    """The vital point, in every orientation and with the colours swapped, is the only
    first move that wins, and every other move is a proven loss."""
    for shape, how in _transforms(text):
        player_here = player if not how[1] else {"B": "W", "W": "B"}[player]
        found = _eye_space_answers(shape, _map(target, how), player_here, kind)
        expected = {_map(v, how) for v in wins}
        assert {m for m, s in found.items() if s == "win"} == expected, shape
        assert all(s == "loss" for m, s in found.items() if m not in expected), found


RACE = """
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
O O O O O X X
O X X X X O X
. X . O O O .
"""


def test_capturing_race_every_winning_move() -> None:
    """White to play wins the race with A1, and also with F4 or G4 (Black's wall
    F3-G3-G2 has three liberties: F4, G4, G1); every other move loses."""
    for shape, how in _transforms(RACE):
        player = "W" if not how[1] else "B"
        game = gt.Game.from_diagram(shape, to_move=player)
        board = game.board
        found = answer_set(board, None, game.to_move, "capture",
                           [board.point(_map("B2", how))], budget=20_000, reach=0)
        wins = {m for m, (s, _r) in found.items() if s == "win"}
        assert wins == {_map(v, how) for v in ("A1", "F4", "G4")}, shape
        assert all(s == "loss" for m, (s, _r) in found.items() if m not in wins)


def test_ko_status() -> None:
    """The White stone B2 has one liberty, B3, and taking it there is a ko capture (the
    Black stone at B3 is left alone with one liberty): Black captures it only by taking
    the ko. With White holding ko threats (it retakes at B2 at once, so the capture is
    not final) the answer is a loss; with Black holding them (White obeys basic ko) a
    win; `judge` reports "ko"."""
    from gotutor.solver.answers import judge

    text = """
. O . .
O . O .
X O X .
. X . .
"""
    game = gt.Game.from_diagram(text, to_move="B")
    board = game.board
    pos = Position.from_board(board)
    target = board.point("B2")
    region = {board.point(v) for v in ("B3", "D1", "A1", "B2")}
    strict = Solver(Capture(target, 1), region, 10_000, prover_ko=False).solve(pos, True)
    loose = Solver(Capture(target, 1), region, 10_000, prover_ko=True,
                   opponent_ko=False).solve(pos, True)
    assert (strict.value, loose.value) == (LOSS, WIN)
    assert loose.move == board.point("B3")
    status, _move = judge(lambda: Capture(target, 1), pos, True, True, region, 10_000)
    assert status == "ko"


def test_seki_counts_as_living_not_as_pass_alive() -> None:
    """Two groups with two shared liberties and no eyes: seki. Under Live the owner
    survives (both pass); under Live(strict) it does not count."""
    text = """
. O X . X
. O X O X
. O X O X
O O X O X
. O X . X
"""
    game = gt.Game.from_diagram(text)
    pos = Position.from_board(game.board)
    target = game.board.point("D4")
    region = {game.board.point(v) for v in ("D5", "D1")}
    live = Solver(Live(target, 2), region, 10_000).solve(pos, False)
    assert live.value == WIN
    strict = Solver(Live(target, 2, strict=True), region, 10_000).solve(pos, False)
    assert strict.value == LOSS


def test_connect_and_cut() -> None:
    """Black's diagonal C2-D3 with White's stones B3 and D2 beside it: C3 connects (a
    proof: the stones are one chain), and no far-away move is ever called a connection.
    (Whether White's cut at C3 holds after a Black tenuki is not claimed here: read
    within a small region the cut holds, on the whole board GNU Go says it does not, so
    the answer depends on the region and the course's exercise on it is being redone.)"""
    text = """
. . . . .
. . . . .
. O . X .
. . X O .
. . . . .
"""
    game = gt.Game.from_diagram(text, to_move="B")
    board = game.board
    a, b = board.point("C2"), board.point("D3")
    found = answer_set(board, None, game.to_move, "connect", [a, b], budget=20_000)
    assert found["C3"][0] == "win"
    pos = Position.from_board(board).play(board.point("C3"), 1)
    assert Solver(Connect(a, b, 1), None, 100).solve(pos, False).value == WIN
    assert found.get("D4", ("loss",))[0] != "win"


def test_budget_gives_unknown_not_safe() -> None:
    """With a tiny budget, an open fight is UNKNOWN: never a claim of safety."""
    text = """
. . . . . . .
. . . . . . .
. . . . . . .
. . . X . . .
. . X O . . .
. . . . . . .
. . . . . . .
"""
    game = gt.Game.from_diagram(text, to_move="B")
    pos = Position.from_board(game.board)
    proof = Solver(Capture(game.board.point("D3"), 1), None, budget=50).solve(pos, True)
    assert proof.value == UNKNOWN


# ------------------------------------------------------------------ brute force
def _brute_capture(game: gt.Game, target: str, attacker: gt.Color, depth: int) -> bool:
    """True if `attacker` captures the stone at `target` within `depth` plies whatever
    the defender does, read with the engine's Board (its own legality, captures and ko)
    by plain minimax; a situation of the line (stones and side to move) is never
    repeated, two passes end it."""
    size = game.size

    def search(board: gt.Board, ko: int, mover: gt.Color, passes: int, left: int,
               path: set[tuple[tuple[int, ...], gt.Color]]) -> bool:
        if board[target] is None:
            return True
        if passes >= 2 or left == 0:
            return False
        want = mover is attacker
        for p in range(size * size):
            if board.get(p) is not None or p == ko:
                continue
            a = board.analyze(p, mover)
            if a.occupied or a.self_capture:
                continue
            after = board.copy()
            captured, _ = after.play(p, mover)
            codes = (tuple(after.codes()), mover.opponent)
            if codes in path:
                continue
            ch = after.chain(p)
            new_ko = captured[0] if (len(captured) == 1 and len(ch.stones) == 1
                                     and len(ch.liberties) == 1) else -1
            path.add(codes)
            r = search(after, new_ko, mover.opponent, 0, left - 1, path)
            path.discard(codes)
            if r == want:
                return r
        r = search(board, -1, mover.opponent, passes + 1, left - 1, path)
        return r if r == want else not want

    board = game.board.copy()
    return search(board, -1, game.to_move, 0, depth, {(tuple(board.codes()), game.to_move)})


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(".XO"), min_size=9, max_size=9),
       st.sampled_from("BW"))
def test_capture_agrees_with_brute_force_on_3x3(cells: list[str], to_move: str) -> None:
    """On random 3x3 positions, the solver's capture verdict within six plies equals a
    plain minimax on the engine's own Board: a proven capture is found by both, a proven
    escape by neither."""
    text = "\n".join(" ".join(cells[r * 3:(r + 1) * 3]) for r in range(3))
    try:
        game = gt.Game.from_diagram(text, to_move=to_move)
    except gt.GoError:
        return
    board = game.board
    targets = [p for p in range(9) if board.get(p) is not None]
    if len(targets) < 4 or any(board.liberties(p) == 0 for p in targets):
        return  # at most five empty points: the brute force's tree stays small
    target = targets[0]
    defender = board.get(target)
    attacker = defender.opponent
    pos = Position.from_board(board)
    code = 1 if attacker is gt.Color.BLACK else 2
    depth = 6
    proof = Solver(Capture(target, code), None, budget=200_000, max_depth=depth).solve(
        pos, game.to_move is attacker)
    expected = _brute_capture(game, board.vertex(target), attacker, depth)
    if proof.value == WIN:
        assert expected, text
    elif proof.value == LOSS:
        assert not expected, text
    else:  # not decided within the depth: the brute force finds no capture either
        assert not expected, text
