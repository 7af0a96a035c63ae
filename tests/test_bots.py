"""The built-in bot's levels (gotutor.bots): each level beats the one below in most of a
set of short 9x9 games (fixed seeds, colours alternating, komi 6.5), every level plays
only legal moves, never fills its own eye, and passes back only when it leads."""

from __future__ import annotations

import pytest

from gotutor.bots import LEVELS, estimate, level_bot, play_out
from gotutor.color import Color
from gotutor.errors import GoError
from gotutor.game import Game
from gotutor.life import suggest_dead

#: games per pair of levels, and the most moves a game may last
GAMES = {(2, 1): 6, (3, 2): 8, (4, 3): 10}
MAX_MOVES = 160


def _winner(game: Game) -> str | None:
    """The winner by the game's own count with `suggest_dead`'s dead stones (the bots'
    estimate plays no part in it)."""
    if game.result is not None:
        return game.result[0]
    score = game.score(dead=suggest_dead(game))
    return score.winner.value if score.winner is not None else None


@pytest.mark.parametrize(("strong", "weak"), sorted(GAMES))
def test_a_stronger_level_beats_a_weaker_one_in_most_games(strong: int, weak: int) -> None:
    n = GAMES[strong, weak]
    wins = 0
    for i in range(n):
        black_is_strong = i % 2 == 0
        a, b = level_bot(strong, seed=i), level_bot(weak, seed=100 + i)
        game = play_out(a, b, max_moves=MAX_MOVES) if black_is_strong else \
            play_out(b, a, max_moves=MAX_MOVES)
        assert len(game.moves) <= MAX_MOVES
        wins += _winner(game) == ("B" if black_is_strong else "W")
    assert wins > n // 2 + (1 if n >= 8 else 0), f"level {strong} won {wins} of {n}"


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_moves_and_keeps_its_eyes(level: int) -> None:
    bot = level_bot(level, seed=level)
    game = Game(9)
    while not game.is_over and len(game.moves) < 120:
        before = game.copy()
        vertex = bot.choose(game) if game.to_move is Color.BLACK else \
            level_bot(1, seed=7).choose(game)
        if vertex != "pass":
            assert before.is_legal(vertex)
            if game.to_move is Color.BLACK:
                board = before.board
                p = board.point(vertex)
                assert not all(board.get(n) is Color.BLACK for n in board.neighbors(p))
        game.play(vertex)


@pytest.mark.parametrize("level", LEVELS)
def test_a_pass_is_answered_by_a_pass_only_when_the_bot_leads(level: int) -> None:
    # White (the bot) leads by far: a wall of White stones, Black passed
    lead = Game.from_diagram("""
        . . . . O . . . .
        . . . . O . . . .
        . . . . O . . . .
        . . . . O . . . .
        . . . . O . . . .
        . . . . O . . . .
        . . . . O . . . .
        . . . . O . . . .
        . . . . O . . . .""", to_move="B")
    lead.play("pass")
    assert estimate(lead) < -5
    assert level_bot(level, seed=1).choose(lead) == "pass"
    # the same board, but White behind (komi given to Black instead): it plays on
    behind = Game(9, komi=-60.0)
    behind.play("pass")
    assert level_bot(level, seed=1).choose(behind) != "pass"


@pytest.mark.parametrize("bad", [0, 5, -1, "3", True, None, 2.0])
def test_an_unknown_level_is_refused(bad: object) -> None:
    with pytest.raises(GoError):
        level_bot(bad)  # type: ignore[arg-type]


def test_the_same_seed_plays_the_same_game() -> None:
    one = play_out(level_bot(4, seed=3), level_bot(3, seed=4), max_moves=30)
    two = play_out(level_bot(4, seed=3), level_bot(3, seed=4), max_moves=30)
    assert [str(m) for m in one.moves] == [str(m) for m in two.moves]
