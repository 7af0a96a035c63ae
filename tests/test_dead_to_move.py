"""Issue 36: the dead stones of a finished game do not depend on who is to move.

Before, the playouts that judge what reading leaves open started with the player to
move: a 9x9 GNU Go game got 18 dead stones with White to move and 9 with Black. Every
committed GNU Go end position (tests/data/counting/gnugo_selfplay.json, 9x9 and 13x13)
is judged with Black and with White to move: the same statuses, reasons and
uncertainty for every chain.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gotutor as gt
from gotutor.life import dead_points, judge_dead

GAMES = [g for g in json.loads((Path(__file__).parent / "data" / "counting" /
                                "gnugo_selfplay.json").read_text())["games"]
         if g["size"] < 19]


@pytest.mark.parametrize("record", GAMES, ids=[g["name"] for g in GAMES])
def test_the_same_judgement_whoever_is_to_move(record: dict) -> None:
    text = "\n".join(record["diagram"])
    judgements = [judge_dead(gt.Game.from_diagram(text, to_move=color,
                                                  rules=record["rules"],
                                                  komi=record["komi"]))
                  for color in ("B", "W")]
    assert judgements[0] == judgements[1]


def test_dead_points_checks_the_colour_and_ignores_it() -> None:
    board = gt.Game.from_diagram("\n".join(GAMES[0]["diagram"])).board
    assert dead_points(board, "B") == dead_points(board, "W")
    with pytest.raises(gt.GoError):
        dead_points(board, "purple")
