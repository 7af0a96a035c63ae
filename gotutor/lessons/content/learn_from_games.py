"""The lesson "Learn from your games": a game against the ladder's opponent, its review,
the review of a beginners' game made by the project, and the mistakes practised."""

from __future__ import annotations

from ...i18n import N_
from ..cells import Cell, code, md

TITLE = N_("Learn from your games")
SUMMARY = N_("play at your level, see your mistakes, practise them")

DEMOS: dict = {}
EXERCISES: list = []

NOTEBOOK: list[Cell] = [
    md(N_("""The best teacher of Go is your own games: where did your chain die, and which move
lost it? In this lesson you play a game against an opponent of your strength, let the
computer go through it with you, then practise the positions you got wrong.""")),
    md(N_("""## Your opponent

Your games climb a ladder. Each step is an opponent and a handicap: the stones you get
before the first move. Win, and the next game is one step harder (fewer stones, or a
stronger opponent); lose, and it is one step easier. Here is your step:""")),
    code("L.ladder()"),
    md(N_("""## Your game

You play Black; the computer plays White and answers at once (with a handicap it
moves first). When you have nothing useful left, press **Pass**: the computer passes too
when it is ahead, and the game ends. The board counts it, says who won and which step
your next game is on. Pass too early and you lose the game: play on until the borders
are closed.""")),
    code('board = L.board_against("ladder")\nboard'),
    md(N_("""## The review of your game

When your game is over, run the next two cells. The first lists the mistakes that the
computer could prove by reading: a chain left in atari, a capture missed, a move into
atari, a lost capturing race, an eye destroyed. Each comes with a better move and why.
The second is a board that steps from mistake to mistake; the better move is marked on
it. A game with no proven mistake says so: play another one!""")),
    code("review = gt.review_game(board.game)\nreview"),
    code("review.board()"),
    md(N_("""## A beginner's game

Two of the computer's weakest players played this game against each other, and nobody
corrected a move of it by hand. Go through its review: the mistakes are the ones every
beginner makes. Try to find the better move yourself before you read it.""")),
    code("from gotutor.lessons.example_game import example_game\n"
         "example = gt.review_game(example_game())\nexample"),
    code("example.board()"),
    md(N_("""## Practise your mistakes

Every mistake with a proven better move goes into your review queue as a problem: the
position before the move, and you find a better one. It comes back tomorrow, then after
2, 4, 8 and 16 days while you solve it at the first try, with the other problems you
missed. The cell below deals the problems due today.""")),
    code("gt.review()"),
]
