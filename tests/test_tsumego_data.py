"""The tsumego of tests/data/tsumego/ (published problems with their answers, for the
solver's tests): well formed for gotutor, and GNU Go's stored owl verdict still holds
for a rotating sample of them (see tests/data/tsumego/README.md)."""

from __future__ import annotations

import datetime
import json
import os
import random
from pathlib import Path

import pytest

import gotutor as gt
from gotutor.gtp import GnuGo

FILE = Path(__file__).parent / "data" / "tsumego" / "cho_elementary.json"
PROBLEMS = json.loads(FILE.read_text(encoding="utf-8"))


def test_the_problems_are_well_formed() -> None:
    assert 30 <= len(PROBLEMS) <= 60
    assert len({p["id"] for p in PROBLEMS}) == len(PROBLEMS)
    for p in PROBLEMS:
        game = gt.Game.from_diagram("\n".join(p["diagram"]), to_move=p["to_play"])
        assert game.size == p["size"]
        owner = game.board[p["target"]]
        me = gt.Color.parse(p["to_play"])
        assert owner is (me if p["goal"] == "live" else me.opponent), p["id"]
        assert p["answers"] and all(game.is_legal(v) for v in p["answers"]), p["id"]
        assert p["area_empty"] <= 12
        assert p["gnugo"]["after_answer"][1] in ("0", "captured")


@pytest.mark.gnugo
def test_gnugo_still_confirms_the_published_answers(gnugo_path: str) -> None:
    seed = int(os.environ.get("GNUGO_SAMPLE_SEED") or
               datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%d"))
    print(f"tsumego sample seed: {seed}")
    sample = random.Random(seed).sample(PROBLEMS, 10)
    with GnuGo(size=9, executable=gnugo_path) as gnugo:
        for p in sample:
            game = gt.Game.from_diagram("\n".join(p["diagram"]))
            assert game.size == p["size"]
            gnugo.set_position(game.board)
            cmd, before = p["gnugo"]["before"]
            assert gnugo.command(cmd) == before, p["id"]
            gnugo.play(p["to_play"], p["answers"][0])
            after = ("captured" if gnugo.command(f"color {p['target']}") == "empty"
                     else gnugo.command(cmd))
            assert after == p["gnugo"]["after_answer"][1], p["id"]
