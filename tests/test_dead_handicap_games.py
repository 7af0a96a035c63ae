"""Issue 36: dead stones of GNU Go self-play games with handicap stones, beside GNU Go's.

The games (tests/data/counting/handicap/: small SGF files and games.json) were played by
GNU Go 3.8 against itself at low levels from `fixed_handicap`, to the end (two passes).
`judge_dead` must find GNU Go's dead stones exactly, and no chain it judges with
certainty may be judged otherwise by GNU Go. The test marked `gnugo` replays the 13x13
game in GNU Go and asks it again (the 19x19 one takes GNU Go 15 s).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gotutor as gt
from gotutor.errors import NavigationError
from gotutor.life import judge_dead

DATA = Path(__file__).parent / "data" / "counting" / "handicap"
GAMES = json.loads((DATA / "games.json").read_text())["games"]
IDS = [g["name"] for g in GAMES]


def at_end(record: dict) -> gt.Game:
    """Returns the game of `record` with its cursor at the last move."""
    game = gt.Game.from_sgf((DATA / record["sgf"]).read_text())
    while True:
        try:
            game.redo()
        except NavigationError:
            return game


@pytest.mark.parametrize("record", GAMES, ids=IDS)
def test_judge_dead_finds_gnugo_dead_stones(record: dict) -> None:
    game = at_end(record)
    assert game.size == record["size"] and game.board.stones(gt.Color.BLACK)
    judgement = judge_dead(game)
    gnugo = set(record["gnugo_dead"])
    assert set(judgement.dead) == gnugo
    for chain in judgement.chains:
        if not chain.uncertain:
            assert chain.dead == bool(set(chain.stones) & gnugo), chain
    # the dead stones themselves are judged with certainty: nothing is left to chance
    assert gnugo.isdisjoint(judgement.uncertain)


@pytest.mark.gnugo
@pytest.mark.parametrize("record", GAMES[:1], ids=IDS[:1])
def test_gnugo_still_says_so(gnugo_path: str, record: dict) -> None:
    from gotutor.gtp import GnuGo

    game = at_end(record)
    with GnuGo(size=record["size"], komi=0.5, executable=gnugo_path) as gnugo:
        for vertex in record["handicap"]:
            gnugo.play("black", vertex)
        for move in game.moves:
            gnugo.play(move.color, move.vertex)
        assert sorted(gnugo.final_status_list("dead")) == sorted(record["gnugo_dead"])
        assert gnugo.final_score() == record["gnugo_score"]
