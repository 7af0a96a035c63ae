"""The lesson on liberties: the board, stones, liberties, chains."""

from __future__ import annotations

from ...i18n import N_
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

TITLE = N_("Liberties")


def the_board(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the board and the first moves."""
    d = Demonstration(
        diagram(9),
        N_("This is a 9x9 board: 9 lines across and 9 lines down. The 81 points where "
           "they cross are the intersections. Beginners learn on 9x9; the big board is "
           "19x19."),
        marks={"A1": "label:A1", "J9": "label:J9"}, language=language,
        title=N_("The board"))
    d.move("E5", N_("Black plays first. A stone goes on an intersection, never inside a "
                    "square. This one is at E5: column E, row 5."), {"E5": "triangle"})
    d.move("C3", N_("Then White plays. The players take turns, one stone per turn."),
           {"C3": "triangle"})
    d.move("G7", N_("Black again. Once played, a stone never moves: it stays where it is "
                    "until it is captured."), {"G7": "triangle"})
    return d


def liberties(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a lone stone's liberties: 4, 3 on the edge, 2 in the
    corner."""
    d = Demonstration(
        diagram(9, black="E5"),
        N_("The empty intersections next to a stone, along the lines, are its liberties. "
           "A stone in the middle has 4 liberties."),
        marks={"E6": "circle", "E4": "circle", "D5": "circle", "F5": "circle"},
        language=language, title=N_("Liberties of a stone"))
    d.note(N_("The diagonal points are not liberties: no line joins them to the stone."),
           {"D6": "cross", "F6": "cross", "D4": "cross", "F4": "cross"})
    d.setup(N_("On the edge a stone has only 3 liberties: one direction leads off the "
               "board."), black=["E1"],
            marks={"D1": "circle", "F1": "circle", "E2": "circle"})
    d.setup(N_("In the corner a stone has only 2 liberties."), black=["A9"],
            marks={"B9": "circle", "A8": "circle"})
    d.setup(N_("A White stone next to a Black stone takes away one of its liberties: "
               "the Black stone at E5 now has 3."), white=["E6"],
            marks={"E4": "circle", "D5": "circle", "F5": "circle", "E6": "triangle"})
    return d


def chains(language: str | None = None) -> Demonstration:
    """Returns the demonstration of chains sharing their liberties."""
    d = Demonstration(
        diagram(9, black="D5 E5"),
        N_("Stones of one colour next to each other along a line form a chain. A chain "
           "shares its liberties: these two stones have 6 together."),
        marks={"C5": "circle", "F5": "circle", "D6": "circle", "E6": "circle",
               "D4": "circle", "E4": "circle"},
        language=language, title=N_("Chains"))
    d.setup(N_("A chain can grow to any size. With E4 the chain has 3 stones and 7 "
               "liberties."), black=["E4"],
            marks={"C5": "circle", "F5": "circle", "D6": "circle", "E6": "circle",
                   "D4": "circle", "F4": "circle", "E3": "circle"})
    d.setup(N_("F6 touches E5 only diagonally, so it is not part of the chain. It is a "
               "separate stone with its own 4 liberties."), black=["F6"],
            marks={"F6": "triangle", "F7": "circle", "G6": "circle", "E6": "circle",
                   "F5": "circle"})
    d.setup(N_("White takes liberties from the whole chain at once: after D6 and F5 the "
               "chain D5-E5-E4 has 5 liberties left."), white=["D6", "F5"],
            marks={"C5": "circle", "E6": "circle", "D4": "circle", "F4": "circle",
                   "E3": "circle"})
    return d


DEMOS = {"the-board": the_board, "liberties": liberties, "chains": chains}

EXERCISES = [
    Exercise(
        question=N_("How many liberties does the Black stone on the edge have?"),
        diagram=diagram(9, black="E1"), kind="number", answer=("3",),
        goal=("liberties", "E1"), marks={"E1": "triangle"},
        right=N_("Right: D1, F1 and E2. On the edge one direction leads off the board."),
        wrong=N_("Count the empty points next to the stone along the lines. Below it there "
                 "is no point: the edge of the board."),
        why={"4": N_("In the middle it would be 4, but on the edge the fourth direction "
                     "leads off the board.")},
        hint=N_("Look left, right and up from E1."), title=N_("A stone on the edge")),
    Exercise(
        question=N_("How many liberties does the Black stone have?"),
        diagram=diagram(9, black="E5", white="E6 F5"), kind="number", answer=("2",),
        goal=("liberties", "E5"), marks={"E5": "triangle"},
        right=N_("Right: D5 and E4. The White stones have taken the other two."),
        wrong=N_("Count only empty points next to the stone along the lines: a point with "
                 "a stone on it is not a liberty."),
        why={"4": N_("A point with a White stone on it is not a liberty."),
             "3": N_("Look again at each side of the stone: how many White stones touch "
                     "it?")},
        hint=N_("Check the four points above, below, left and right of E5."),
        title=N_("A stone with neighbours")),
    Exercise(
        question=N_("Click every liberty of the Black chain, then press Check."),
        diagram=diagram(9, black="D5 E5 E4"), kind="points",
        answer=("C5", "D6", "E6", "F5", "D4", "F4", "E3"),
        goal=("liberty-points", "E5"),
        right=N_("Right: the chain of three stones has 7 liberties."),
        wrong=N_("A liberty is an empty point next to any stone of the chain, along a "
                 "line. Diagonal points do not count."),
        hint=N_("Go round the chain stone by stone and look in the four directions."),
        title=N_("The liberties of a chain")),
    Exercise(
        question=N_("How many liberties does the Black chain in the corner (A1 and B1) "
                    "have?"),
        diagram=diagram(9, black="A1 B1 C2"), kind="number", answer=("3",),
        goal=("liberties", "A1"), marks={"A1": "triangle", "B1": "triangle"},
        right=N_("Right: A2, B2 and C1. The stone at C2 touches B1 only diagonally, so it "
                 "takes no liberty and is not part of the chain."),
        wrong=N_("Count the empty points next to A1 or B1 along the lines."),
        why={"2": N_("C1 is empty: the diagonal stone at C2 does not cover it."),
             "4": N_("The corner and the edge take directions away: count only points "
                     "that are on the board.")},
        hint=N_("The edge and the corner take liberties away; a diagonal stone does not."),
        title=N_("A chain in the corner")),
    Exercise(
        question=N_("Are the Black stones at D5 and E6 one chain?"),
        diagram=diagram(9, black="D5 E6"), kind="choice", answer=("no",),
        choices=(("yes", N_("Yes")), ("no", N_("No"))),
        goal=("same-chain", "D5", "E6"), marks={"D5": "triangle", "E6": "triangle"},
        right=N_("Right: they touch only diagonally. A chain is joined along the lines."),
        wrong=N_("Stones form a chain only when they are joined along a line. Is there "
                 "such a line between D5 and E6?"),
        hint=N_("Stones join a chain only horizontally or vertically."),
        title=N_("Diagonal stones")),
    Exercise(
        question=N_("A small 5x5 board. How many liberties does the Black stone in the "
                    "corner have?"),
        diagram=diagram(5, black="A5"), kind="number", answer=("2",),
        goal=("liberties", "A5"), marks={"A5": "triangle"},
        right=N_("Right: B5 and A4. Two sides of a corner stone lead off the board."),
        wrong=N_("Count the empty points next to the stone along the lines. Two "
                 "directions lead off the board."),
        why={"4": N_("That is a stone in the middle. In the corner, two directions lead "
                     "off the board."),
             "3": N_("That is a stone on the edge. A corner has two edges.")},
        hint=N_("Look right and down from the stone."),
        title=N_("The corner")),
    Exercise(
        question=N_("How many liberties does the Black chain have?"),
        diagram=diagram(5, black="B2 C2 C3", white="B3 D2"), kind="number",
        answer=("5",), goal=("liberties", "C2"),
        marks={"B2": "triangle", "C2": "triangle", "C3": "triangle"},
        right=N_("Right: A2, B1, C1, D3 and C4."),
        wrong=N_("Count each empty point next to the chain once, even if it touches two "
                 "of its stones."),
        why={"7": N_("Some points next to the chain hold White stones: those are not "
                     "liberties."),
             "6": N_("Look again: is every point you counted empty, and next to the chain "
                     "along a line?")},
        hint=N_("Go round the chain stone by stone and look in the four directions."),
        hints=(N_("There are two liberties on the edge and three in the open."),),
        title=N_("A bent chain")),
    Exercise(
        question=N_("Click every liberty of the White chain, then press Check."),
        diagram=diagram(5, black="B3 D3", white="C3 C4 D4"), kind="points",
        answer=("C2", "B4", "C5", "D5", "E4"), goal=("liberty-points", "C3"),
        right=N_("Right: 5 liberties. The Black stones take away two."),
        wrong=N_("A liberty is an empty point next to a stone of the chain, along a "
                 "line; a point with a stone on it is not one."),
        hint=N_("Look around each of the three White stones."),
        title=N_("White's liberties")),
    Exercise(
        question=N_("How many Black chains are on this board?"),
        diagram=diagram(5, black="A1 B2 C2 C3 D5 E5 E1"), kind="number", answer=("4",),
        goal=("chains", "B"),
        right=N_("Right: A1, the chain of three in the middle, D5-E5 and E1. A1 and B2 "
                 "touch only diagonally."),
        wrong=N_("Stones belong to one chain only if they are joined along the lines."),
        why={"3": N_("Look at the stone in the bottom left corner: is it joined to the "
                     "others along a line?"),
             "7": N_("That is the number of stones. Stones joined along the lines form "
                     "one chain.")},
        hint=N_("Diagonal stones are not joined."),
        title=N_("How many chains?")),
]

NOTEBOOK: list[Cell] = [
    md(N_("""\
In this lesson: the board, the stones, and the most important idea in Go: **liberties**.""")),
    md(N_("""## The board

Go is played on the lines of a grid, not in its squares. Black plays first, then the
players take turns. Step through this board with the buttons or the arrow keys.""")),
    code('L.demo("the-board")'),
    md(N_("""## Liberties

A stone needs empty points around it, along the lines. Those points are its
**liberties**. Watch how many a stone has in the middle, on the edge and in the corner.""")),
    code('L.demo("liberties")'),
    md(N_("Your turn. How many liberties does this stone have?")),
    code("L.exercise(1)"),
    md(N_("A White stone next to a Black one takes a liberty away. Count again.")),
    code("L.exercise(2)"),
    md(N_("On a small board the corner is never far. How many liberties here?")),
    code("L.exercise(6)"),
    md(N_("""## Chains

Stones of one colour that touch along a line form a **chain**. A chain shares its
liberties: all its stones live or die together. Diagonal stones do not join a chain.""")),
    code('L.demo("chains")'),
    md(N_("Click every liberty of this chain, then press **Check**.")),
    code("L.exercise(3)"),
    md(N_("The corner and the edge take liberties away. What about the diagonal stone?")),
    code("L.exercise(4)"),
    md(N_("One more question about diagonals.")),
    code("L.exercise(5)"),
    md(N_("A bent chain: count each liberty once, even if it touches two stones.")),
    code("L.exercise(7)"),
    md(N_("Now the liberties of a White chain.")),
    code("L.exercise(8)"),
    md(N_("How many chains can you see?")),
    code("L.exercise(9)"),
    md(N_("""## What you learned

- Stones are played on the intersections; they never move.
- A stone's liberties are the empty points next to it along the lines: 4 in the middle,
  3 on the edge, 2 in the corner.
- Stones joined along the lines form a chain, which shares its liberties.

All the exercises of this lesson, one after another:""")),
    code("L.exercises()"),
]
