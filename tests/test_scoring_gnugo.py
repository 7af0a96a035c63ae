"""GNU Go as an oracle for counting and dead stones (marked `gnugo`: they run in CI).

Self-play games: two random opening moves (seeded), then GNU Go (`--level 1`) plays both
sides until two passes. GNU Go's own count (`final_score`) and dead stones
(`final_status_list dead`) are trustworthy on such finished games.
"""

from __future__ import annotations

import random

import pytest
from test_scoring import SEKI_NO_EYES, SEKI_ONE_EYE

import gotutor as gt
from gotutor.gtp import GnuGo
from gotutor.gtp import self_play as play_out
from gotutor.life import suggest_dead

pytestmark = pytest.mark.gnugo

KOMI = 6.5
CHINESE_GAMES = 6
JAPANESE_GAMES = 2


def self_play(gnugo_path: str, seed: int, chinese: bool) -> tuple[gt.Game, list[str], str]:
    """Returns (the finished game, GNU Go's dead stones, GNU Go's final_score)."""
    rng = random.Random(seed)
    game = gt.Game(size=9, rules="chinese" if chinese else "japanese", komi=KOMI)
    flags = ("--level", "1", *(("--chinese-rules",) if chinese else ()))
    with GnuGo(size=9, komi=KOMI, flags=flags, executable=gnugo_path) as gnugo:
        if not play_out(game, gnugo, rng):  # GNU Go gave up: count the position as it is
            game.play("pass")
            if not game.is_over:
                game.play("pass")
        return game, gnugo.final_status_list("dead"), gnugo.final_score()


@pytest.fixture(scope="module")
def chinese_games(gnugo_path: str) -> list[tuple[gt.Game, list[str], str]]:
    return [self_play(gnugo_path, seed, chinese=True) for seed in range(CHINESE_GAMES)]


def test_area_count_with_gnugo_dead_stones_equals_gnugo_score(chinese_games) -> None:
    for game, dead, result in chinese_games:
        assert game.is_over
        assert str(game.score(dead=dead)) == result, str(game.board)


def test_territory_count_with_gnugo_dead_stones_equals_gnugo_score(gnugo_path: str) -> None:
    for seed in range(100, 100 + JAPANESE_GAMES):
        game, dead, result = self_play(gnugo_path, seed, chinese=False)
        assert str(game.score(dead=dead)) == result, str(game.board)


def test_suggest_dead_agrees_with_gnugo(chinese_games) -> None:
    same = sum(sorted(suggest_dead(game)) == sorted(dead) for game, dead, _ in chinese_games)
    assert same >= 0.8 * len(chinese_games), f"{same}/{len(chinese_games)} games agree"


@pytest.mark.parametrize("diagram", [SEKI_ONE_EYE, SEKI_NO_EYES], ids=["one-eye", "no-eyes"])
@pytest.mark.parametrize("rules", ["japanese", "chinese"])
def test_seki_count_and_status_agree_with_gnugo(gnugo_path: str, diagram: str,
                                                rules: str) -> None:
    board = gt.Board.from_diagram(diagram)
    flags = ("--chinese-rules",) if rules == "chinese" else ()
    with GnuGo(size=9, komi=0.5, flags=flags, executable=gnugo_path) as gnugo:
        for p, color in enumerate(board):
            if color is not None:
                gnugo.play(color, board.vertex(p))
        result = gnugo.final_score()
        seki = set(gnugo.final_status_list("seki"))
        dead = gnugo.final_status_list("dead")
    score = gt.Game.from_diagram(diagram, rules=rules, komi=0.5).score()
    assert dead == []
    assert seki == set(score.breakdown.seki_stones) and seki
    assert str(score) == result
