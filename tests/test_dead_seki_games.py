"""Issue 36: a seki of a real game is labelled seki.

The committed GNU Go games with a seki (tests/data/counting/gnugo_selfplay.json, the
games whose `gnugo_seki` lists the stones GNU Go's `final_status_list seki` gives):
every chain GNU Go calls seki is labelled "seki" by `judge_dead`, whether read out
(certain) or kept alive by the playouts past the reading budget (then uncertain). On
13x13 game 4 the bottom-left seki (White A2 B2 C2 B1, one eye A1; Black D2 E2 F2 D1
F1, one eye E1; C1 shared: whoever fills it puts its own chain in atari) used to be
labelled "alive (playouts, uncertain)".
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gotutor as gt
from gotutor.life import judge_dead

GAMES = [g for g in json.loads((Path(__file__).parent / "data" / "counting" /
                                "gnugo_selfplay.json").read_text())["games"]
         if g["gnugo_seki"]]


def test_there_are_seki_games_on_two_sizes() -> None:
    assert {g["size"] for g in GAMES} == {9, 13}


@pytest.mark.parametrize("record", GAMES, ids=[g["name"] for g in GAMES])
def test_gnugo_seki_is_labelled_seki(record: dict) -> None:
    game = gt.Game.from_diagram("\n".join(record["diagram"]), rules=record["rules"],
                                komi=record["komi"])
    judgement = judge_dead(game)
    for vertex in record["gnugo_seki"]:
        chain = judgement.chain(vertex)
        assert chain.status == "seki", chain
        assert not chain.dead
