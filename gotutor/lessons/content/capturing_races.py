"""Capturing races: counting liberties, outside and shared liberties, who is ahead,
filling from the outside."""

from __future__ import annotations

from ...i18n import N_
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

TITLE = N_("Capturing races")
SUMMARY = N_("two chains that cannot both live: count liberties and win the race")

#: A race on 7x7: the Black chain B1-B2-C2-D2-E2 and the White chain D1-E1-F1-F2 have
#: two liberties each; C1 is shared, A1 is Black's outside liberty, G1 White's.
RACE = diagram(7, black="B1 B2 C2 D2 E2 F3 G3 G2",
               white="D1 E1 F1 F2 A2 A3 B3 C3 D3 E3")
#: Three liberties each, but G1 and G2 cannot be filled at once: a Black stone on either
#: is captured. Black needs an approach move first, and loses the race.
RACE_APPROACH = diagram(7, black="B1 B2 C2 D2 E2 F3 F4",
                        white="D1 E1 F1 F2 A3 B3 C3 D3 E3 G3")

# The same races elsewhere on a 9x9 board, so that the lesson is not one corner position
# eleven times: every outside liberty is closed by a wall (a stone on it cannot run),
# and the answers are read by the engine from the goals (tests/test_lessons.py).
#: On the lower side: Black's chain C1-C2-F2 has two liberties (B1, D1), White's chain
#: E1-G1-G2 three (D1 shared, H1, H2).
SIDE_AHEAD = diagram(9, black="C1 C2 D2 E2 F2 G3 H3 J1 J2 J3",
                     white="E1 F1 G1 G2 A1 A2 B2 B3 C3 D3 E3 F3")
#: On the lower side: three liberties each, none shared (Black B1 D1 E1; White F1 H1 H2).
SIDE_EVEN = diagram(9, black="C1 C2 D2 E2 F3 G3 H3 J1 J2 J3",
                    white="G1 F2 G2 A1 A2 B2 B3 C3 D3 E3")
#: On the upper side: three liberties each, one shared (Black B8 B9 D9; White D9 H8 H9).
TOP_ORDER = diagram(9, black="C9 C8 D8 E8 F8 G7 H7 J9 J8 J7",
                    white="E9 F9 G9 G8 A9 A8 A7 B7 C7 D7 E7 F7")
#: In the middle of the board: the Black chain D4-D5-D6 has two liberties (C5, D3), the
#: White chain E3-E6 three (D3 shared, F4, F5); each is shut in by a wall of the other
#: colour, and a stone on any of these points gains its chain no liberty.
CENTRE = diagram(9, black="D4 D5 D6 E2 F2 F3 G3 G4 G5 G6 F6 F7 E7",
                 white="E3 E4 E5 E6 C2 D2 C3 C4 B4 B5 B6 C6 C7 D7 D8")
#: On the lower side of a 13x13 board, the rest of the board begun: the Black chain
#: E1-E2-H2 and the White chain G1-J2 have two liberties each, F1 shared, D1 Black's
#: outside liberty and K1 White's; both walls have six liberties or more.
SIDE_13 = diagram(13, black="E1 E2 F2 G2 H2 J3 K3 K2 L2 L1 K4 K10",
                  white="G1 H1 J1 J2 C1 C2 D2 D3 E3 F3 G3 H3 D4 D10")
#: On the lower side: the White chain E1-F1-F2-G2-H2-H1 has an eye at G1 and one other
#: liberty, D1, which it shares with the Black chain C1-C2-D2-E2 (liberties B1, B2, D1).
SIDE_EYE = diagram(9, black="C1 C2 D2 E2 F3 G3 H3 J3 J2 J1",
                   white="E1 F1 F2 G2 H2 H1 A1 A2 A3 B3 C3 D3 E3")
#: The approach move on the lower side: the Black chain D1-D2-G2 has three liberties
#: (C1, C2, E1), the White chain F1-G1-H1-H2 three (E1 shared, J1, J2), but a Black stone
#: on J1 or J2 is captured (the White stone J3 guards them) until the approach move J4.
SIDE_APPROACH = diagram(9, black="D1 D2 E2 F2 G2 H3 H4",
                        white="F1 G1 H1 H2 B1 B2 B3 C3 D3 C4 D4 E4 E3 F3 G3 J3")
#: The approach move played, on the upper side: the White chain E9-E8-F8-G8-G9-H9 has an
#: eye at F9 and one outside liberty, J9, where a Black stone would have one liberty (J8)
#: and be captured; the Black chain D9-D8-D7-H7-H8 has C9, C8, C7 and J8. Black J8 (the
#: approach move) makes J9 a liberty of both chains; any other first move lets White
#: connect at J8, after which a Black stone on J9 has no liberty at all. Read by the
#: solver and GNU Go (tests/test_lessons_capturing.py, tests/test_gnugo_exercises.py).
TOP_APPROACH = diagram(9, black="D9 D8 D7 E7 F7 G7 H7 H8",
                       white="E9 E8 F8 G8 G9 H9 B9 B8 B7 B6 C6 D6 E6 F6 G6 H6 J6 J7")


def race(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a capturing race decided by who fills from the
    outside first."""
    d = Demonstration(
        RACE,
        N_("The Black chain at the bottom left and the White chain next to it are both "
           "shut in: neither can run, neither has an eye. One of them will be captured. "
           "This is a capturing race."),
        marks={"B2": "triangle", "F2": "triangle"}, language=language,
        title=N_("A capturing race"))
    d.note(N_("Count liberties. Black has two: A1 on the outside and C1, which it "
              "shares with White. White has two as well: C1 and G1 on the outside."),
           {"A1": "circle", "C1": "square", "G1": "circle"})
    d.move("G1", N_("Black fills White's outside liberty first. White has one liberty "
                    "left: C1."), {"C1": "circle"})
    d.move("A1", N_("White fills Black's outside liberty. Both chains are in atari, but "
                    "it is Black's turn."), {"C1": "circle"})
    d.move("C1", N_("Black captures four stones and wins the race."),
           {"D1": "square", "E1": "square", "F1": "square", "F2": "square"},
           captures=["D1", "E1", "F1", "F2"])
    return d


def shared_first(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the mistake of filling the shared liberty."""
    d = Demonstration(
        RACE, N_("The same race. What if Black starts with the shared liberty?"),
        marks={"C1": "square"}, language=language, title=N_("The shared liberty"))
    d.move("C1", N_("C1 takes a liberty from White, but from Black too: now Black has "
                    "only A1 left."), {"A1": "circle"})
    d.move("A1", N_("White captures six stones. Fill the outside liberties first; a "
                    "shared liberty takes from both sides, so it comes last."),
           {"B1": "square", "B2": "square", "C2": "square", "D2": "square",
            "E2": "square", "C1": "square"},
           captures=["B1", "B2", "C2", "D2", "E2", "C1"])
    return d


def approach(language: str | None = None) -> Demonstration:
    """Returns the demonstration of an approach move: a liberty that cannot be filled
    at once costs the attacker a move."""
    d = Demonstration(
        RACE_APPROACH,
        N_("Three liberties each: A1, A2 and C1 for Black; C1, G1 and G2 for White. "
           "Black plays first, so Black should win. But look at G1 and G2."),
        marks={"G1": "circle", "G2": "circle", "G3": "triangle"}, language=language,
        title=N_("Approach moves"))
    # Read by the solver (tests/test_changed_exercises.py): after B G2, W G1 takes it and
    # B C1 wins the race; White's answer is A2 (GNU Go: the only one that wins).
    d.note(N_("A Black stone on G1 or G2 would have a single liberty. Even so, White "
              "should not take it at once: after a Black G2, taking it at G1 loses the "
              "race to Black's C1, so White answers at A2. Black must first take away the "
              "liberty of the White stone at G3: an approach move."),
           {"G1": "cross", "G2": "cross", "G4": "circle"})
    d.move("G4", N_("The approach move. It takes no liberty from the White chain."),
           {"G4": "triangle"})
    d.move("A2", N_("White fills one of Black's outside liberties."))
    d.move("G2", N_("Now G2 captures G3 and takes a liberty from the White chain."),
           {"G3": "square"}, captures=["G3"])
    d.move("A1", N_("White fills the other one. Black has only C1 left, White has C1 and "
                    "G1, and it is Black's turn..."), {"C1": "circle", "G1": "circle"})
    d.move("G1", N_("...Black takes G1 and puts White in atari, but now it is White's "
                    "turn."), {"C1": "circle"})
    d.move("C1", N_("White captures five stones first. The approach move cost Black the "
                    "race: count it as an extra liberty for White."),
           captures=["B1", "B2", "C2", "D2", "E2"])
    return d


DEMOS = {"race": race, "shared-liberty": shared_first, "approach": approach}

EXERCISES = [
    Exercise(
        question=N_("How many liberties does the Black chain have?"),
        diagram=CENTRE, kind="number", answer=("2",), goal=("liberties", "D5"),
        marks={"D5": "triangle"},
        right=N_("Right: C5 and D3."),
        wrong=N_("Count the empty points next to any stone of the chain, along the "
                 "lines."),
        why={"3": N_("Look again: some points next to the chain hold White stones.")},
        hint=N_("Go round the chain stone by stone."),
        title=N_("Count Black's liberties")),
    Exercise(
        question=N_("How many liberties does the White chain have?"),
        diagram=CENTRE, kind="number", answer=("3",), goal=("liberties", "E5"),
        marks={"E5": "triangle"},
        right=N_("Right: D3, F4 and F5. White is one liberty ahead."),
        wrong=N_("Count the empty points next to any stone of the chain, along the "
                 "lines."),
        why={"2": N_("Look again along the whole chain. Do not forget the liberty it "
                     "shares with Black.")},
        hint=N_("Go round the chain stone by stone."),
        title=N_("Count White's liberties")),
    Exercise(
        question=N_("Click the liberty that the two chains share, then press Check."),
        diagram=RACE, kind="points", answer=("C1",), goal=("shared-liberties", "B2", "F2"),
        marks={"B2": "triangle", "F2": "triangle"},
        right=N_("Right: a stone there takes a liberty from both chains at once."),
        wrong=N_("A shared liberty is next to a Black stone of the chain and to a White "
                 "stone of the other chain."),
        hint=N_("Look along the edge, between the chains."),
        title=N_("Shared liberty")),
    Exercise(
        question=N_("Click White's outside liberties (the ones White does not share with "
                    "Black), then press Check."),
        diagram=CENTRE, kind="points", answer=("F4", "F5"),
        goal=("outside-liberties", "E5", "D5"), marks={"D5": "triangle", "E5": "triangle"},
        right=N_("Right: Black must fill these two before the shared one."),
        wrong=N_("Outside liberties are the White chain's liberties that do not touch "
                 "the Black chain."),
        hint=N_("Look at the right side of the White chain."),
        title=N_("Outside liberties")),
    Exercise(
        question=N_("Black to play: win the race."),
        diagram=RACE, kind="move", answer=("G1", "A1", "C1"), goal=("line", "F2"),
        marks={"B2": "triangle", "F2": "triangle"},
        replies={"C1": "A1", "A1": "C1"},
        why={"C1": N_("That fills a liberty of your own chain as well. Now White is "
                      "ahead and captures first."),
             "A1": N_("That fills your own liberty: your chain is in atari, and White "
                      "captures it.")},
        right=N_("Right: the outside liberty first, the shared one last."),
        wrong=N_("That does not take a liberty from White, and White gets ahead in the "
                 "race."),
        hint=N_("Each side has two liberties. Which of White's liberties is not also "
                "yours?"),
        hints=(N_("Which move takes a liberty from White without taking one from your own "
                  "chain?"),),
        title=N_("Outside first")),
    Exercise(
        question=N_("White to play: win the race."),
        diagram=SIDE_13, to_move="W", kind="move", answer=("D1", "K1", "F1"),
        goal=("line", "E2"), marks={"E2": "triangle", "H1": "triangle"},
        replies={"F1": "K1", "K1": "F1"},
        why={"F1": N_("That fills a liberty of White's own chain too. Black is ahead now "
                      "and captures first."),
             "K1": N_("That fills White's own liberty: the White chain is in atari, and "
                      "Black captures it.")},
        right=N_("Right: whoever fills the outside liberty first wins this race."),
        wrong=N_("That takes no liberty from the Black chain of the race, and Black gets "
                 "ahead."),
        hint=N_("The race is even, so the player who starts well wins. Where is Black's "
                "outside liberty?"),
        hints=(N_("Which move takes a liberty from Black without taking one from White's own "
                  "chain?"),),
        title=N_("White to play")),
    Exercise(
        question=N_("White has three liberties, Black two. Black to play: who wins the "
                    "race?"),
        diagram=SIDE_AHEAD, kind="choice", answer=("white",),
        choices=(("black", N_("Black")), ("white", N_("White"))),
        goal=("race", "B", "C2", "G2"), marks={"C2": "triangle", "G2": "triangle"},
        why={"black": N_("Play it out in your head, Black first: count the moves each side "
                         "needs to capture the other. Is one move ahead enough to make up "
                         "for a liberty less?")},
        right=N_("Right: even moving first, Black is one liberty short. A chain that is "
                 "behind in a race cannot win it by filling liberties."),
        wrong=N_("Count the moves each side needs to capture the other."),
        hint=N_("Moving first is worth one liberty. Is that enough here?"),
        title=N_("Who is ahead?")),
    Exercise(
        question=N_("Each chain has three liberties and they share none. White to play: "
                    "who wins the race?"),
        diagram=SIDE_EVEN, to_move="W", kind="choice", answer=("white",),
        choices=(("black", N_("Black")), ("white", N_("White"))),
        goal=("race", "W", "C2", "G2"), marks={"C2": "triangle", "G2": "triangle"},
        why={"black": N_("Play it out, one liberty per move, starting with the player to "
                         "move: whose chain reaches zero liberties first?")},
        right=N_("Right: with even liberties and none shared, the player who plays first "
                 "wins."),
        wrong=N_("Fill the liberties one by one in your head, White first."),
        hint=N_("Both sides need the same number of moves. Who makes the first one?"),
        title=N_("Even liberties")),
    Exercise(
        question=N_("White's chain has an eye at G1. Black to play: win the race."),
        diagram=SIDE_EYE, kind="move", answer=("D1", "B1", "G1"), goal=("line", "F2"),
        marks={"D2": "triangle", "F2": "triangle", "G1": "circle"},
        replies={"B1": "B2", "B2": "B1"},
        why={"B1": N_("That fills your own liberty. White fills another one, and your "
                      "chain is in atari while White still has its eye."),
             "B2": N_("That fills your own liberty. White fills another one, and your "
                      "chain is in atari while White still has its eye.")},
        right=N_("Right: an eye can be filled only by the move that captures, so it "
                 "counts last. White had no other outside liberty, and the shared one "
                 "was the only way to take a liberty from White."),
        wrong=N_("That takes no liberty from the White chain of the race, and White gets "
                 "ahead."),
        hint=N_("You cannot play in the eye yet: it would be suicide. Which other "
                "liberty does White have?"),
        hints=(N_("Besides the eye, how many liberties does White have, and where are "
                  "they?"),),
        title=N_("An eye in the race")),
    Exercise(
        question=N_("Three liberties each, one of them shared. White to play: who wins?"),
        diagram=TOP_ORDER, to_move="W", kind="choice", answer=("white",),
        choices=(("black", N_("Black")), ("white", N_("White"))),
        goal=("race", "W", "C8", "G8"), marks={"C8": "triangle", "G8": "triangle"},
        why={"black": N_("The liberties are even. Who makes the first move?")},
        right=N_("Right: the liberties are even, so the player who starts wins, if they "
                 "fill from the outside in the right order."),
        wrong=N_("Count the liberties of both chains, then play it out with White "
                 "first."),
        hint=N_("Three against three."),
        title=N_("Even again")),

    Exercise(
        question=N_("Three liberties each, and Black plays first. Who wins the race?"),
        diagram=SIDE_APPROACH, kind="choice", answer=("white",),
        choices=(("black", N_("Black")), ("white", N_("White"))),
        goal=("race", "B", "D2", "H2"),
        marks={"D2": "triangle", "H2": "triangle", "J3": "square"},
        why={"black": N_("Try to fill J1 and J2, the outside liberties of the chain at H2, "
                         "one by one. Can a Black stone stand on either of them without "
                         "being captured?")},
        right=N_("Right: Black needs an approach move before filling White's outside "
                 "liberties, and that extra move loses the race."),
        wrong=N_("Count the moves Black needs, not only White's liberties."),
        hint=N_("What happens to a Black stone played at J1 or J2?"),
        title=N_("An approach move")),
    Exercise(
        question=N_("White's chain has an eye at F9 and one outside liberty, J9. Black to "
                    "play: win the race."),
        diagram=TOP_APPROACH, kind="move", answer=("J8", "C9", "J9", "C8", "F9"),
        goal=("line", "F8"), marks={"D8": "triangle", "F8": "triangle", "F9": "circle"},
        replies={"C9": "J8", "C8": "J8", "C7": "J8", "J9": "J8"},
        why={"C9": N_("That fills a liberty of your own chain. White connects below its "
                      "outside liberty, and then a Black stone there would have no liberty "
                      "at all: you cannot fill it, and White wins the race."),
             "C8": N_("That fills a liberty of your own chain. White connects below its "
                      "outside liberty, and then a Black stone there would have no liberty "
                      "at all: you cannot fill it, and White wins the race."),
             "C7": N_("That fills a liberty of your own chain. White connects below its "
                      "outside liberty, and then a Black stone there would have no liberty "
                      "at all: you cannot fill it, and White wins the race."),
             "J9": N_("A Black stone there has a single liberty. White captures it by "
                      "playing below it, and now a Black stone there would have no liberty "
                      "at all.")},
        right=N_("Right: J8 is the approach move. Now J9 touches your chain, so a stone "
                 "there is not captured: fill J9 next, and the eye at F9 last."),
        wrong=N_("That takes no liberty from the White chain and does not prepare its "
                 "outside liberty. White can connect below that liberty, and then a Black "
                 "stone on it would have no liberty at all."),
        hint=N_("What happens to a Black stone played on White's outside liberty now?"),
        hints=(N_("Which move lets a Black stone on J9 touch your own chain?"),),
        title=N_("Approach first")),
]


NOTEBOOK: list[Cell] = [
    md(N_("""Sometimes a Black chain and a White chain are shut in next to each other. Neither can
run away and neither has two eyes, so one of them will be captured: the one that runs
out of liberties first. This is a **capturing race**, and it is won by counting.""")),
    md(N_("""## Count the liberties

Before you play a single move in a race, count the liberties of both chains. Step
through this race and watch who gets there first.""")),
    code('L.demo("race")'),
    md(N_("Count for yourself, on a race in the middle of the board. How many liberties "
          "does the Black chain have?")),
    code("L.exercise(1)"),
    md(N_("And the White chain next to it?")),
    code("L.exercise(2)"),
    md(N_("""## Outside and shared liberties

Some liberties belong to one chain only: its **outside liberties**. Others touch both
chains: **shared liberties**. A stone on a shared liberty takes a liberty from both
chains at once, from your own chain as much as from the opponent's. So fill the outside
liberties first, and the shared ones last.""")),
    code('L.demo("shared-liberty")'),
    md(N_("Find the shared liberty.")),
    code("L.exercise(3)"),
    md(N_("Back to the race in the middle of the board: find White's outside liberties.")),
    code("L.exercise(4)"),
    md(N_("""## Who plays first

When both chains have the same number of liberties, the player who moves first wins, as
long as they fill from the outside. Win this race with Black, then another one with
White, on the side of a bigger board.""")),
    code("L.exercise(5)"),
    code("L.exercise(6)"),
    md(N_("""## Who is ahead

A chain with more liberties wins the race even if the opponent moves first. And when
you are behind, filling liberties does not help: look for another way, or give the
stones up and play elsewhere.""")),
    code("L.exercise(7)"),
    md(N_("Even liberties, none shared. Who wins?")),
    code("L.exercise(8)"),
    md(N_("""## An eye in the race

An eye is a liberty too, but a special one: the opponent can play there only with the
move that captures. So an eye is always filled last, and a chain with an eye often wins
a race against a chain without one.""")),
    code("L.exercise(9)"),
    code("L.exercise(10)"),
    md(N_("""## Approach moves

Sometimes you cannot fill a liberty at once: your stone there would have one liberty
and be captured. Then you need an **approach move** first, and that move gives the
opponent time. Count an approach move as an extra liberty for the opponent.""")),
    code('L.demo("approach")'),
    md(N_("The same idea on the side of a 9x9 board. Count the moves, not only the "
          "liberties.")),
    code("L.exercise(11)"),
    md(N_("Now play one. Find the approach move, then win the race.")),
    code("L.exercise(12)"),
    md(N_("""## What you learned

- A capturing race is won by the chain that keeps its liberties longer: count them
  first.
- Fill the opponent's outside liberties first; a shared liberty comes last.
- With even liberties the player who plays first wins; a chain that is behind cannot win
  by filling.
- An eye is filled last; an approach move counts as an extra liberty for the opponent.

All the exercises of this lesson, one after another:""")),
    code("L.exercises()"),
]
