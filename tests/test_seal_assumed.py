"""gotutor.seal: a big eye sealed by the fallback's assumption says so (`Seal.assumed`).

- DAME_ROW: Black's wall (row 4, edge to edge) has nine liberties on the dame row 5
  (White's wall above) and nine inside (row 3) next to rows 2-1: the seal reader proves
  it (the opponent fills row 5 and one liberty inside, Black keeps room for two eyes):
  not assumed. GNU Go 3.8 calls no stone dead.
- On the committed GNU Go end positions, the regions sealed by the fallback are
  marked assumed, and every wall of a region sealed by proof is alive to GNU Go.
- The issue's corners (tests/test_dead_seal.py): a seal the opponent breaks is never
  given, by proof or assumption.
"""

from __future__ import annotations

import pytest
from shapes import Place, move_vertex, places, transform
from test_dead_seal import SEALED_7, SEALED_8

import gotutor as gt
from gotutor.seal import BigRegion, big_regions, proven_seals

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
PLACES = [p for p in places() if p.size == 9]


def sealed_at(diagram: list[str], place: Place, vertex: str) -> list:
    """Returns the Seals of `diagram` at `place` whose region holds `vertex`."""
    board = gt.Board.from_diagram(transform(diagram, place))
    p = board.point(move_vertex(vertex, 9, place))
    regions: list[BigRegion] = big_regions(board)
    return [s for s in proven_seals(board, regions, set()) if p in s.region.points]


@pytest.mark.parametrize("place", PLACES, ids=str)
def test_a_proven_seal_is_not_assumed(place: Place) -> None:
    (seal,) = sealed_at(DAME_ROW, place, "E2")
    assert seal.whole and not seal.assumed


@pytest.mark.parametrize("diagram", [SEALED_8, SEALED_7], ids=["eight", "seven"])
@pytest.mark.parametrize("place", PLACES, ids=str)
def test_a_seal_the_opponent_breaks_is_never_given_whole(diagram: list[str], place: Place
                                                         ) -> None:
    for seal in sealed_at(diagram, place, "A9"):
        assert not seal.whole


def test_on_gnugo_games_proofs_agree_with_gnugo_and_assumptions_say_so() -> None:
    import json
    from pathlib import Path

    from gotutor.life import benson

    data = Path(__file__).parent / "data" / "counting" / "gnugo_selfplay.json"
    proven = assumed = 0
    for record in json.loads(data.read_text())["games"]:
        board = gt.Board.from_diagram("\n".join(record["diagram"]))
        gnugo_dead = {board.point(v) for v in record["gnugo_dead"]}
        safe = benson(board, "B")[0] | benson(board, "W")[0]
        for seal in proven_seals(board, big_regions(board), safe):
            if seal.assumed:
                assumed += 1
                continue
            proven += 1
            for wall in seal.walls:
                assert board.chain(wall).stones.isdisjoint(gnugo_dead), record["name"]
    assert proven >= 1 and assumed >= 1


@pytest.mark.gnugo
def test_gnugo_calls_nothing_dead_beside_the_dame_row(gnugo_path: str) -> None:
    from gotutor.gtp import GnuGo

    board = gt.Board.from_diagram("\n".join(DAME_ROW))
    with GnuGo(size=9, komi=0, executable=gnugo_path) as gnugo:
        gnugo.set_position(board)
        assert gnugo.final_status_list("dead") == []
