"""The example game of lesson 15: a 9x9 game between two beginners, made by the project.

    from gotutor.lessons.example_game import example_game
    game = example_game()          # a Game read from games/beginner-9x9.sgf

Both players are gotutor's level 2 bot (`gotutor.bots.level_bot(2)`: it captures and
escapes atari when it can, otherwise it plays at random), seeded so that the game is
always the same: no move of it was chosen by hand, and the review of lesson 15 finds its
mistakes on its own. `make_example()` plays it again; the tests check that the shipped
file is what it makes. Regenerate it (a developer's command) with

    python -m gotutor.lessons.example_game
"""

from __future__ import annotations

from pathlib import Path

from ..game import Game

__all__ = ["EXAMPLE_FILE", "SEEDS", "example_game", "make_example"]

#: The shipped game.
EXAMPLE_FILE = Path(__file__).resolve().parent / "games" / "beginner-9x9.sgf"

#: The seeds of Black's and White's bots.
SEEDS = (4, 104)


def make_example() -> Game:
    """Returns the example game played again: level 2 against level 2 (seeds SEEDS),
    komi 6.5, to the two passes."""
    from ..bots import level_bot, play_out

    game = play_out(level_bot(3, SEEDS[0]), level_bot(3, SEEDS[1]))
    game.go_to_start()
    return game


def example_game() -> Game:
    """Returns the shipped example game, read from EXAMPLE_FILE, at its start.
    Raises OSError if the file is missing, SgfError if it is damaged."""
    return Game.load(EXAMPLE_FILE)


if __name__ == "__main__":  # pragma: no cover - a developer's command
    EXAMPLE_FILE.parent.mkdir(parents=True, exist_ok=True)
    make_example().save(EXAMPLE_FILE)
    print(EXAMPLE_FILE)
