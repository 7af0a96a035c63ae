"""The df-pn reader's start numbers from the group's eye space (`dfpn.eye_strength`).

Start numbers only decide which position the search reads next; they must never
change a verdict. Checked here: the strength counted by hand on a shape in its eight
placements and with the colours swapped, and `gt.solve` giving the same statuses on a
family of published problems (turned, mirrored, colours swapped) with the eye-space
numbers, with the liberties alone and with no knowledge at all (every start number 1),
while the nodes read differ (the numbers are really used).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gotutor as gt
from gotutor.solver import dfpn
from gotutor.solver.group import group_liberties, group_points
from gotutor.solver.position import Position

DATA = {p["id"]: p for p in json.loads(
    (Path(__file__).parent / "data" / "tsumego" / "cho_sample.json").read_text("utf-8"))}

#: Small problems of the sample, lives and kills, proven in well under a second each.
FAMILY = ("cho-elementary-0593", "cho-elementary-0463", "cho-elementary-0022",
          "cho-elementary-0445", "cho-intermediate-0023", "cho-intermediate-0073")

#: White's chain A9 B9 B8 in the corner: liberties A8 (touched by no black stone),
#: C9 (touched by D9), C8 (touched by C7) and B7 (touched by C7): 4 liberties, one
#: of them a possible eye: 4 + 2.
SHAPE = """\
O O . X . . . . .
. O . . . . . . .
. . X . . . . . .
X . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . ."""


def _turn(rows: list[str], k: int, swap: bool = False) -> list[str]:
    grid = [r.split() for r in rows]
    if k & 4:
        grid = [list(reversed(r)) for r in grid]
    for _ in range(k & 3):
        grid = [list(r) for r in zip(*grid[::-1], strict=True)]
    if swap:
        grid = [[{"X": "O", "O": "X"}.get(c, c) for c in r] for r in grid]
    return [" ".join(r) for r in grid]


def _where(rows: list[str], size: int, k: int, vertex: str) -> str:
    """The vertex `vertex` after the same turn as `_turn(rows, k)`."""
    mark = [["."] * size for _ in range(size)]
    p = gt.Board(size).point(vertex)
    mark[p // size][p % size] = "X"
    board = gt.Game.from_diagram("\n".join(_turn([" ".join(r) for r in mark], k))).board
    return board.vertex(next(q for q in range(size * size) if board.get(q) is not None))


@pytest.mark.parametrize("swap", [False, True])
@pytest.mark.parametrize("k", range(8))
def test_eye_strength_counted_by_hand_in_every_placement(k: int, swap: bool) -> None:
    rows = _turn(SHAPE.splitlines(), k, swap)
    board = gt.Game.from_diagram("\n".join(rows)).board
    pos = Position.from_board(board)
    t = board.point(_where(SHAPE.splitlines(), 9, k, "B9"))
    owner = pos.codes[t]
    assert owner == (1 if swap else 2)
    points = group_points(pos, t, reach=1)
    assert len(points) == 3
    assert len(group_liberties(pos, points, owner)) == 4
    assert dfpn.eye_strength(pos, points, owner) == 4 + 2


def _liberties_only(pos: Position, points: frozenset[int], owner: int) -> int:
    return len(group_liberties(pos, points, owner))


def _no_knowledge(pos: Position, points: frozenset[int], owner: int) -> int:
    return 9  # every start number 1: plain df-pn


def _statuses(pid: str, k: int, swap: bool) -> tuple[dict[str, str], int]:
    p = DATA[pid]
    to_play = p["to_play"] if not swap else {"B": "W", "W": "B"}[p["to_play"]]
    game = gt.Game.from_diagram("\n".join(_turn(p["diagram"], k, swap)), to_move=to_play)
    sol = gt.solve(game, p["goal"], _where(p["diagram"], p["size"], k, p["target"]))
    return {m: a.status for m, a in sol.moves.items()}, sol.nodes


@pytest.mark.slow
@pytest.mark.parametrize(("k", "swap"), [(0, False), (5, True)])
@pytest.mark.parametrize("pid", FAMILY)
def test_start_numbers_never_change_a_verdict(monkeypatch: pytest.MonkeyPatch, pid: str,
                                              k: int, swap: bool) -> None:
    p = DATA[pid]
    book = _where(p["diagram"], p["size"], k, p["answers"][0])
    with_eyes, nodes_eyes = _statuses(pid, k, swap)
    others = []
    for plain in (_liberties_only, _no_knowledge):
        monkeypatch.setattr(dfpn, "eye_strength", plain)
        others.append(_statuses(pid, k, swap))
    monkeypatch.undo()
    assert with_eyes[book] == "win", (pid, with_eyes)
    for statuses, _nodes in others:
        assert statuses.keys() == with_eyes.keys()
        differ = {m: (with_eyes[m], statuses[m]) for m in statuses
                  if "unknown" not in (with_eyes[m], statuses[m])
                  and with_eyes[m] != statuses[m]}
        assert differ == {}, (pid, differ)
        assert statuses[book] == "win", (pid, statuses)
    # the numbers are really used: the reading differs
    assert any(nodes != nodes_eyes for _s, nodes in others)


@pytest.mark.parametrize("pid", ["cho-elementary-0445", "cho-elementary-0169"])
def test_a_search_says_unknown_only_when_its_budget_is_spent(
        monkeypatch: pytest.MonkeyPatch, pid: str) -> None:
    """Unproven proof and disproof numbers stay below INF (which means proven): sums over
    transpositions and cycles once reached it and ended a search as "unknown" long
    before its budget (elementary 0445's B9, after its siblings were read into the
    shared table: 1,543 nodes of 100,000)."""
    short: list[tuple[int, int]] = []
    read = dfpn.DfpnSolver.solve

    def solve(self: dfpn.DfpnSolver, *args: object, **kwargs: object) -> object:
        proof = read(self, *args, **kwargs)
        if proof.value == 0 and self.nodes <= self.budget:
            short.append((self.nodes, self.budget))
        return proof

    monkeypatch.setattr(dfpn.DfpnSolver, "solve", solve)
    p = DATA[pid]
    statuses, _nodes = _statuses(pid, 0, False)
    assert short == []
    if pid == "cho-elementary-0445":
        assert statuses[p["answers"][0]] == "win"
