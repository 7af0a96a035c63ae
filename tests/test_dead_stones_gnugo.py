"""`judge_dead` against GNU Go's `final_status_list dead` on the committed GNU Go games
(tests/data/counting/gnugo_selfplay.json: 20 9x9, 6 13x13 and 3 19x19 end positions,
weak against strong, some seeded with a seki in a corner; made by
tests/bench/make_counting_games.py).

The comparison with the stored verdicts needs no GNU Go: every game agrees, or the game
records the disagreement (gotutor's dead stones, the stones it marks uncertain there, and
why). A verdict gotutor gives as certain never differs from GNU Go's. The test marked
`gnugo` asks GNU Go again for its verdicts on the stored end positions.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gotutor as gt
from gotutor.life import judge_dead

DATA = json.loads((Path(__file__).parent / "data" / "counting" /
                   "gnugo_selfplay.json").read_text())
GAMES = DATA["games"]


def end_position(record: dict) -> gt.Game:
    return gt.Game.from_diagram("\n".join(record["diagram"]), rules=record["rules"],
                                komi=record["komi"])


def test_the_set_is_what_it_says() -> None:
    sizes = [g["size"] for g in GAMES]
    assert sizes.count(9) == 20 and sizes.count(13) == 6 and sizes.count(19) == 3
    assert any(g["setup"] for g in GAMES) and any(g["gnugo_seki"] for g in GAMES)
    assert {g["black"] for g in GAMES} == {"weak", "strong"}


@pytest.mark.parametrize("record", GAMES, ids=[g["name"] for g in GAMES])
def test_judge_dead_agrees_with_gnugo_or_the_data_explains_why(record: dict) -> None:
    game = end_position(record)
    judgement = judge_dead(game)
    gnugo = set(record["gnugo_dead"])
    ours = set(judgement.dead)
    note = record.get("disagreement")
    if note is None:
        assert ours == gnugo
        return
    assert note["why"]
    assert ours == set(note["ours_dead"]) and ours != gnugo
    # every stone judged otherwise than GNU Go judges it is marked uncertain
    assert ours ^ gnugo == set(note["uncertain"])  # the stones judged otherwise
    assert ours ^ gnugo <= set(judgement.uncertain)
    for chain in judgement.chains:
        if not chain.uncertain:
            assert chain.dead == bool(set(chain.stones) & gnugo)


@pytest.mark.parametrize("record", GAMES, ids=[g["name"] for g in GAMES])
def test_the_count_with_gnugo_dead_stones_is_gnugo_count(record: dict) -> None:
    game = end_position(record)
    if record["rules"] == "chinese":
        assert str(game.score(dead=record["gnugo_dead"])) == record["gnugo_score"]


@pytest.mark.gnugo
@pytest.mark.parametrize("record", GAMES[::4], ids=[g["name"] for g in GAMES[::4]])
def test_gnugo_still_says_so(gnugo_path: str, record: dict) -> None:
    from gotutor.gtp import GnuGo

    flags = ("--chinese-rules",) if record["rules"] == "chinese" else ()
    with GnuGo(size=record["size"], komi=record["komi"], flags=flags,
               executable=gnugo_path) as gnugo:
        for color in ("black", "white"):
            for vertex in record["setup"].get(color, []):
                gnugo.play(color, vertex)
        color = "black"
        for vertex in record["moves"]:
            gnugo.play(color, vertex)
            color = "white" if color == "black" else "black"
        assert sorted(gnugo.final_status_list("dead")) == record["gnugo_dead"]
