"""gotutor.seal.shut_seal_holds: a big eye's seal proven with the walls' outside
liberties filled by the opponent for free.

- DAME_ROW: Black's wall (row 4, edge to edge) has nine liberties outside its area (the
  dame row 5, White's wall above) and nine inside (row 3). Filled row 5 for White, the
  wall keeps row 3 next to rows 2-1 (18 empty points): the seal holds. GNU Go 3.8
  calls no stone dead.
- The issue's corners (tests/test_dead_seal.py, SEALED_8 and SEALED_7): the stones D9
  (or C9) and A5 each have their only liberty inside the corner; the brute force reads
  the corner captured whoever moves first (SEALED_8 a ko moving second). The shut proof
  must never call that seal held.
- On the committed GNU Go end positions, no wall the shut proof calls safe is one GNU Go
  calls dead, and it proves regions `seal_holds` leaves to the fallback (the count of
  regions still resting on the fallback's assumption is printed by
  tests/bench/seal_regions.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from brute_capture import read
from shapes import Place, move_vertex, places, transform
from test_dead_seal import CORNER, SEALED_7, SEALED_8

import gotutor as gt
from gotutor.seal import BigRegion, big_regions, seal_holds, shut_seal_holds
from gotutor.solver.benson import pass_alive_points
from gotutor.solver.position import Position

DAME_ROW = [
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    "O O O O O O O O O",
    ". . . . . . . . .",
    "X X X X X X X X X",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
]
PLACES = places()
DATA = Path(__file__).parent / "data" / "counting"


def region_at(board: gt.Board, vertex: str) -> BigRegion:
    """Returns the candidate big eye of `board` holding `vertex`."""
    p = board.point(vertex)
    return next(r for r in big_regions(board) if p in r.points)


def shut(board: gt.Board, region: BigRegion) -> bool:
    pos = Position.from_board(board)
    alive = frozenset(pass_alive_points(board.size, pos.codes, 1)
                      | pass_alive_points(board.size, pos.codes, 2))
    walls = tuple(w for w in region.walls if w not in alive)
    return shut_seal_holds(pos, walls, region, alive)


@pytest.mark.parametrize("place", PLACES, ids=str)
def test_a_wall_beside_a_dame_row_is_proven(place: Place) -> None:
    board = gt.Board.from_diagram(transform(DAME_ROW, place))
    region = region_at(board, move_vertex("E2", 9, place))
    assert shut(board, region)


def test_the_brute_force_reads_the_corners_broken() -> None:
    assert read(SEALED_8, "C8", CORNER)[0] == "win"
    assert read(SEALED_7, "C8", CORNER)[0] == "win"


@pytest.mark.parametrize("diagram", [SEALED_8, SEALED_7], ids=["eight", "seven"])
@pytest.mark.parametrize("place", PLACES, ids=str)
def test_a_seal_the_opponent_breaks_is_never_proven(diagram: list[str], place: Place
                                                    ) -> None:
    board = gt.Board.from_diagram(transform(diagram, place))
    region = region_at(board, move_vertex("A9", 9, place))
    assert not shut(board, region)
    pos = Position.from_board(board)
    assert not seal_holds(pos, region.walls, region, frozenset())


def test_on_gnugo_games_no_wall_proven_safe_is_dead_to_gnugo() -> None:
    proven = 0
    for record in json.loads((DATA / "gnugo_selfplay.json").read_text())["games"]:
        board = gt.Board.from_diagram("\n".join(record["diagram"]))
        gnugo_dead = {board.point(v) for v in record["gnugo_dead"]}
        for region in big_regions(board):
            if shut(board, region):
                proven += 1
                for wall in region.walls:
                    assert board.chain(wall).stones.isdisjoint(gnugo_dead), record["name"]
    assert proven >= 1


@pytest.mark.gnugo
def test_gnugo_calls_nothing_dead_beside_the_dame_row(gnugo_path: str) -> None:
    from gotutor.gtp import GnuGo

    board = gt.Board.from_diagram("\n".join(DAME_ROW))
    with GnuGo(size=9, komi=0, executable=gnugo_path) as gnugo:
        gnugo.set_position(board)
        assert gnugo.final_status_list("dead") == []
