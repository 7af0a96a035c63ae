"""The beginners' game of the lesson "Learn from your games": the shipped file is the game
the project's bots play again (no move chosen by hand), and what the lesson says of its
end (the dead stones, the result under both rule sets) is what GNU Go finds too."""

from __future__ import annotations

import pytest

from gotutor.game import Game
from gotutor.gtp import GnuGo
from gotutor.lessons import lesson
from gotutor.lessons.content.learn_from_games import EXAMPLE_DEAD, example_moves
from gotutor.lessons.example_game import EXAMPLE_FILE, example_game, make_example
from gotutor.life import suggest_dead


def test_the_shipped_game_is_the_one_the_bots_play() -> None:
    shipped, again = example_game(), make_example()
    shipped.go_to_end()
    again.go_to_end()
    assert [str(m) for m in shipped.moves] == [str(m) for m in again.moves]
    assert shipped.is_over and shipped.komi == 6.5 and EXAMPLE_FILE.is_file()
    assert 40 <= len(shipped.moves) <= 100


def test_the_stated_dead_stones_and_result_are_the_engines() -> None:
    game = example_game()
    game.go_to_end()
    assert sorted(suggest_dead(game)) == sorted(EXAMPLE_DEAD)
    assert str(game.score(EXAMPLE_DEAD)) == "W+2.5"
    chinese = Game(9, rules="chinese")
    for vertex in example_moves():
        chinese.play(vertex)
    assert str(chinese.score(EXAMPLE_DEAD)) == "W+2.5"
    demo = lesson("learn-from-your-games").game("beginners-game", "en")
    demo.go_to_end()
    assert demo.board == game.board


@pytest.mark.gnugo
@pytest.mark.parametrize(("flags", "komi"), [((), 6.5), (("--chinese-rules",), 7.5)])
def test_gnu_go_finds_the_same_dead_stones_and_result(gnugo_path: str, flags: tuple,
                                                      komi: float) -> None:
    with GnuGo(9, komi, flags=flags, executable=gnugo_path) as gnugo:
        color = "B"
        for vertex in example_moves():
            gnugo.play(color, vertex)
            color = "W" if color == "B" else "B"
        assert sorted(gnugo.final_status_list("dead")) == sorted(EXAMPLE_DEAD)
        assert gnugo.final_score() == "W+2.5"
