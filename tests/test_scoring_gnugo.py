"""GNU Go as an oracle for counting and dead stones (marked `gnugo`: they run in CI).

Self-play games: two random opening moves (seeded), then GNU Go (`--level 1`, its own
random seed set, never resigning) plays both sides until two passes; 9x9 and 13x13
games played here (a 19x19 game takes GNU Go a minute: 19x19 is in the committed games),
and more games played the same way beforehand and kept in
tests/data/counting/gnugo_games.json (16 13x13 games with their moves, two 19x19 end
positions; GNU Go's dead stones and count). GNU Go's own
count (`final_score`) and dead stones (`final_status_list dead`) are trustworthy on such
finished games.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from test_scoring import SEKI_NO_EYES, SEKI_ONE_EYE

import gotutor as gt
from gotutor.gtp import GnuGo
from gotutor.gtp import self_play as play_out
from gotutor.life import judge_dead, suggest_dead

pytestmark = pytest.mark.gnugo

KOMI = 6.5
#: board size -> (seeds of Chinese games, seeds of Japanese games), played live in each
#: run. 19x19 (a minute of GNU Go per game) is in the committed games of
#: test_dead_stones_gnugo.py, whose counts and dead stones are GNU Go's.
GAMES = {9: (range(6), range(100, 102)), 13: (range(2, 3), range(3, 4))}

Played = tuple[gt.Game, list[str], str]


def self_play(gnugo_path: str, seed: int, chinese: bool, size: int = 9) -> Played:
    """Returns (the finished game, GNU Go's dead stones, GNU Go's final_score)."""
    rng = random.Random(seed)
    game = gt.Game(size=size, rules="chinese" if chinese else "japanese", komi=KOMI)
    flags = ("--level", "1", "--seed", str(seed + 1), "--never-resign",
             *(("--chinese-rules",) if chinese else ()))
    with GnuGo(size=size, komi=KOMI, flags=flags, executable=gnugo_path) as gnugo:
        assert play_out(game, gnugo, rng), "GNU Go resigned"
        return game, gnugo.final_status_list("dead"), gnugo.final_score()


@pytest.fixture(scope="module")
def played(gnugo_path: str) -> dict[tuple[int, str], list[Played]]:
    """Every game of GAMES, by (size, "chinese" or "japanese")."""
    out: dict[tuple[int, str], list[Played]] = {}
    for size, (chinese, japanese) in GAMES.items():
        out[size, "chinese"] = [self_play(gnugo_path, s, True, size) for s in chinese]
        out[size, "japanese"] = [self_play(gnugo_path, s, False, size) for s in japanese]
    return out


@pytest.mark.parametrize("size", list(GAMES))
def test_area_count_with_gnugo_dead_stones_equals_gnugo_score(played, size: int) -> None:
    games = played[size, "chinese"]
    assert games
    for game, dead, result in games:
        assert game.is_over
        # GNU Go at level 1 sometimes passes with a large area still open: its count is
        # then an estimate. The seeds of GAMES give finished games.
        open_points = len(game.score(dead=dead).breakdown.dame)
        assert open_points <= game.size, f"unfinished game:\n{game.board}"
        assert str(game.score(dead=dead)) == result, str(game.board)


@pytest.mark.parametrize("size", [s for s in GAMES if GAMES[s][1]])
def test_territory_count_with_gnugo_dead_stones_equals_gnugo_score(played, size: int) -> None:
    for game, dead, result in played[size, "japanese"]:
        assert str(game.score(dead=dead)) == result, str(game.board)


def test_suggest_dead_agrees_with_gnugo(played) -> None:
    games = [g for key, games in played.items() for g in games]
    same = sum(sorted(suggest_dead(game)) == sorted(dead) for game, dead, _ in games)
    assert same >= 0.8 * len(games), f"{same}/{len(games)} games agree"
    # and the count with our own suggestion is GNU Go's count just as often
    counted = sum(str(game.score(dead=judge_dead(game).dead)) == result
                  for game, _dead, result in games)
    assert counted >= 0.8 * len(games), f"{counted}/{len(games)} counts agree"


@pytest.mark.parametrize("diagram", [SEKI_ONE_EYE, SEKI_NO_EYES], ids=["one-eye", "no-eyes"])
@pytest.mark.parametrize("rules", ["japanese", "chinese"])
def test_seki_count_and_status_agree_with_gnugo(gnugo_path: str, diagram: str,
                                                rules: str) -> None:
    board = gt.Board.from_diagram(diagram)
    flags = ("--chinese-rules",) if rules == "chinese" else ()
    with GnuGo(size=9, komi=0.5, flags=flags, executable=gnugo_path) as gnugo:
        gnugo.set_position(board)
        result = gnugo.final_score()
        seki = set(gnugo.final_status_list("seki"))
        dead = gnugo.final_status_list("dead")
    score = gt.Game.from_diagram(diagram, rules=rules, komi=0.5).score()
    assert dead == []
    assert seki == set(score.breakdown.seki_stones) and seki
    assert str(score) == result


RECORDED = Path(__file__).parent / "data" / "counting" / "gnugo_games.json"


def recorded_games() -> list[dict]:
    return json.loads(RECORDED.read_text())["games"]


def replay(record: dict) -> gt.Game:
    """Returns the recorded game, from its moves or from its final diagram."""
    if "diagram" in record:
        return gt.Game.from_diagram("\n".join(record["diagram"]), rules=record["rules"],
                                    komi=record["komi"])
    game = gt.Game(size=record["size"], rules=record["rules"], komi=record["komi"])
    for vertex in record["moves"]:
        game.play(vertex)
    assert game.is_over  # the record ends with two passes
    return game


@pytest.mark.parametrize("record", recorded_games(), ids=lambda r: r["name"])
def test_recorded_games_count_as_gnugo_counted_them(record: dict) -> None:
    game = replay(record)
    assert str(game.score(dead=record["dead"])) == record["score"]
    judgement = judge_dead(game)
    assert sorted(judgement.dead) == sorted(record["dead"])
    assert str(game.score(dead=judgement.dead)) == record["score"]
