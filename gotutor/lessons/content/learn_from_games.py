"""The lesson "Learn from your games": a game against the ladder's opponent, its review,
the review of a beginners' game made by the project, and the mistakes practised."""

from __future__ import annotations

from functools import cache

from ...i18n import N_
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram
from .play_a_game import replay

TITLE = N_("Learn from your games")
SUMMARY = N_("play at your level, see your mistakes, practise them")


@cache
def example_moves() -> tuple[str, ...]:
    """Returns the moves of the shipped beginners' game (gotutor/lessons/games/), passes
    included."""
    from ..example_game import example_game

    game = example_game()
    game.go_to_end()
    return tuple(move.vertex for move in game.moves)


#: The stones dead at the end of the beginners' game (the tests check them with GNU Go).
EXAMPLE_DEAD = ("B3", "B4", "C3", "J9")


def beginners_game(language: str | None = None) -> Demonstration:
    """Returns the beginners' game, move by move, ending with its two passes."""
    d = replay(example_moves(), N_("A game between two beginners, made by the computer: "
                                   "step through it with the arrow keys. Where would you "
                                   "have played otherwise?"),
               N_("A beginners' game"), language)
    d.note(N_("Two passes: the game is over. The White stones B3, B4 and C3 are dead inside "
              "Black's area, and the Black stone J9 inside White's. White wins by 2.5 "
              "points."), {v: "cross" for v in EXAMPLE_DEAD})
    return d


DEMOS = {"beginners-game": beginners_game}


def _before(move: int) -> tuple[str, ...]:
    """The beginners' game's moves before move number `move` (from 1)."""
    return example_moves()[:move - 1]


EXERCISES = [
    Exercise(
        question=N_("The beginners' game before move 25, Black to play. How many liberties "
                    "does the White stone C6 have?"),
        diagram=diagram(9), moves=_before(25), to_move="B", kind="number", answer=("2",),
        goal=("liberties", "C6"), marks={"C6": "triangle"},
        right=N_("Right: two, C5 and D6. In the game Black played D6: atari."),
        wrong=N_("Count the empty points next to the stone along the lines; stones do not "
                 "count."),
        hint=N_("Look above, below, left and right of C6."),
        title=N_("The beginners' game: move 25")),
    Exercise(
        question=N_("The beginners' game before move 27, Black to play. The White stone C6 "
                    "is in atari, and Black played A8. Capture C6 now."),
        diagram=diagram(9), moves=_before(27), to_move="B", kind="move",
        answer=("C5",), goal=("capture-now", "C6"), marks={"C6": "triangle"},
        right=N_("Right. In the game Black played A8 first and captured C6 only at move "
                 "31: a stone in atari is taken at once, before the opponent can save it."),
        wrong=N_("C6 is still on the board after that move. Where is its last liberty?"),
        hint=N_("A stone in atari has one liberty left."),
        title=N_("The beginners' game: move 27")),
    Exercise(
        question=N_("The beginners' game is over. Click the dead stones, then give the "
                    "score (Japanese rules, komi 6.5)."),
        diagram=diagram(9), moves=example_moves(), to_move="B", kind="dead",
        answer=("W+2.5",), goal=("score", "japanese", EXAMPLE_DEAD),
        right=N_("Right: three White stones are dead in Black's area, one Black stone in "
                 "White's."),
        wrong=N_("A dead stone is one that cannot make two eyes or escape: look inside "
                 "each player's area."),
        hint=N_("There are dead stones of both colours: three White and one Black."),
        title=N_("The beginners' game: the count")),
    Exercise(
        question=N_("The same game under Chinese rules (area counting, komi 7.5). Click "
                    "the dead stones, then give the score."),
        diagram=diagram(9), moves=example_moves(), to_move="B", rules="chinese",
        kind="dead", answer=("W+2.5",), goal=("score", "chinese", EXAMPLE_DEAD),
        right=N_("Right: the same dead stones, and the same result under area counting."),
        wrong=N_("The dead stones do not depend on the rules. Then count stones + "
                 "territory."),
        hint=N_("There are dead stones of both colours: three White and one Black."),
        title=N_("The beginners' game: area counting")),
]

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
atari, a lost capturing race, a cut left unanswered, a group that could have lived or been
killed by its vital point. Each comes with a better move and why.
The second is a board that steps from mistake to mistake; the better move is marked on
it. A game with no proven mistake says so: play another one!""")),
    code("review = gt.review_game(board.game)\nreview"),
    code("review.board()"),
    md(N_("""## A beginners' game

Two of the computer's weaker players, who know a few shapes but read no further than one
move, played this game against each other, and nobody changed a move of it by hand. Step through it
first: where would you have played otherwise?""")),
    code('L.demo("beginners-game")'),
    md(N_("""Now its review. Try to find the better move yourself before you read it.""")),
    # the tactical review only (quick everywhere), and not into the student's queue:
    # these are not the student's mistakes
    code("from gotutor.lessons.example_game import example_game\n"
         "example = gt.review_game(example_game(), engine=False, queue=False)\nexample"),
    code("example.board()"),
    md(N_("""Two of its moments as exercises, then its count.""")),
    code("L.exercise(1)"),
    code("L.exercise(2)"),
    code("L.exercise(3)"),
    code("L.exercise(4)"),
    md(N_("""## Practise your mistakes

Every mistake with a proven better move goes into your review queue as a problem: the
position before the move, and you find a better one. It comes back tomorrow, then after
2, 4, 8 and 16 days while you solve it at the first try, with the other problems you
missed. The cell below deals the problems due today.""")),
    code("gt.review()"),
]
