"""Capturing techniques: double atari, ladder and ladder breaker, net, snapback,
throw-in."""

from __future__ import annotations

from ...i18n import N_
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

TITLE = N_("Capturing techniques")
SUMMARY = N_("double atari, ladder, net, snapback and throw-in: ways to catch stones")

#: A ladder on 9x9: the White stone at D5 has two liberties, E5 and D4.
LADDER = diagram(9, black="C5 D6 E4", white="D5")
#: The same ladder with a White stone at B2 on its path.
LADDER_BROKEN = diagram(9, black="C5 D6 E4", white="D5 B2")
#: A ladder exercise: White's G7 spoils one direction.
LADDER_G7 = diagram(9, black="C5 D6 E4", white="D5 G7")
#: A net on 7x7: White's F3 and C2 spoil the ladders; Black E3 nets the cutting stone D4.
NET = diagram(7, black="C4 D5 C3 E5", white="D4 F3 C2")
#: The net of the demonstration: White's F3 alone.
NET_DEMO = diagram(7, black="C4 D5 C3 E5", white="D4 F3")
#: A snapback on 5x5: Black B1 is captured, then Black takes back five stones.
SNAPBACK_DEMO = diagram(5, black="A3 B3 C3 D3 D2 D1", white="A1 A2 B2 C2")
#: A snapback on 6x6: the two White stones D1-D2 can be taken only by a throw-in at C2.
SNAPBACK = diagram(6, black="B1 E1 D3 E3 E2", white="D1 D2 B2 B3 C3")
#: The same snapback on the left edge.
SNAPBACK_LEFT = diagram(6, black="A2 A5 C4 C5 B5", white="A4 B4 B2 C2 C3")
#: The broken ladder of the demonstration, White to play: B5 is a double atari.
BROKEN = diagram(9, black="C5 D6 E4 E5 D3 B4 C2", white="D5 B2 D4 C4 C3 B3")


def double_atari(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a double atari: two stones in atari at once."""
    d = Demonstration(
        diagram(7, black="B4 C5 E5 F4 D3", white="C4 E4"),
        N_("Two White stones, two liberties each. They have one liberty in common, "
           "between them."), marks={"C4": "triangle", "E4": "triangle"},
        language=language, title=N_("Double atari"))
    d.move("D4", N_("Black plays on the common liberty. Now both White stones are in "
                    "atari: a double atari."),
           {"C3": "circle", "E3": "circle", "D4": "triangle"})
    d.move("C3", N_("White can save only one of them. Here White extends from C4."),
           {"C3": "triangle"})
    d.move("E3", N_("Black captures the other stone."), {"E4": "square"}, captures=["E4"])
    return d


def ladder(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a ladder running to the corner."""
    d = Demonstration(
        LADDER, N_("The White stone at D5 has two liberties, E5 and D4."),
        marks={"E5": "circle", "D4": "circle", "D5": "triangle"}, language=language,
        title=N_("The ladder"))
    d.move("E5", N_("Black gives atari from the right. White runs out at D4..."),
           {"D4": "circle"})
    d.move("D4", N_("...and the chain has two liberties again, C4 and D3. Black gives "
                    "atari again, always from the side that keeps White in front of a "
                    "Black stone."), {"C4": "circle", "D3": "circle"})
    d.move("D3", N_("Atari."), {"C4": "circle"})
    d.move("C4", N_("White runs again: two liberties."), {"B4": "circle", "C3": "circle"})
    d.move("B4", N_("Atari. The chain zigzags across the board like the steps of a "
                    "ladder."), {"C3": "circle"})
    d.move("C3", N_("White runs..."))
    d.move("C2", N_("...atari..."))
    d.move("B3", N_("...White runs..."))
    d.move("A3", N_("...atari..."))
    d.move("B2", N_("...White runs towards the corner..."))
    d.move("B1", N_("...atari..."))
    d.move("A2", N_("...and the edge stops White: the chain has one liberty left."),
           {"A1": "circle"})
    d.move("A1", N_("Black captures seven stones. Running in a ladder only makes the "
                    "loss bigger: give up the stone early."),
           captures=["D5", "D4", "C4", "C3", "B3", "B2", "A2"])
    return d


def ladder_breaker(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a ladder broken by a White stone on its path."""
    d = Demonstration(
        LADDER_BROKEN,
        N_("The same ladder, but a White stone waits at B2, on the ladder's path: a "
           "ladder breaker."), marks={"B2": "triangle"}, language=language,
        title=N_("The ladder breaker"))
    d.move("E5", N_("Atari."))
    d.move("D4", N_("White runs."))
    d.move("D3", N_("Atari."))
    d.move("C4", N_("White runs."))
    d.move("B4", N_("Atari."))
    d.move("C3", N_("White runs, closer to B2."))
    d.move("C2", N_("Atari."))
    d.move("B3", N_("White connects to B2: the chain has three liberties now, A3, A2 "
                    "and B1. The ladder is broken."),
           {"A3": "circle", "A2": "circle", "B1": "circle"})
    d.note(N_("Now the chasing stones at B4, C2 and D3 have only two liberties each, "
              "and if Black does nothing, White can give atari to one after another. "
              "Before you start a ladder, follow its path with your eyes."),
           {"B4": "triangle", "C2": "triangle", "D3": "triangle"})
    return d


def net(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a net: a loose move that leaves no way out."""
    d = Demonstration(
        NET_DEMO,
        N_("White's D4 cuts. It has two liberties, E4 and D3, but a ladder would run "
           "into the White stone at F3."),
        marks={"D4": "triangle", "F3": "square"}, language=language, title=N_("The net"))
    d.move("E3", N_("Black does not give atari. E3 stands guard diagonally: a net. "
                    "Whichever way White runs, Black's stones are waiting."),
           {"E3": "triangle"})
    d.move("E4", N_("White tries E4: two liberties, F4 and D3."),
           {"F4": "circle", "D3": "circle"})
    d.move("F4", N_("Black blocks: atari."), {"D3": "circle"})
    d.move("D3", N_("White runs to D3, but it finds one liberty only, D2."),
           {"D2": "circle"})
    d.move("D2", N_("Black captures three stones. A net is often better than a ladder: "
                    "no breaker can help."), captures=["D4", "E4", "D3"])
    return d


def snapback(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a snapback: a stone given so that more can be
    taken back."""
    d = Demonstration(
        SNAPBACK_DEMO,
        N_("The White chain has two liberties, B1 and C1."),
        marks={"B1": "circle", "C1": "circle"}, language=language, title=N_("Snapback"))
    d.move("B1", N_("Black plays B1, a stone White can capture at once: a throw-in. "
                    "But now the White chain is in atari too."), {"C1": "circle"})
    d.move("C1", N_("White captures the Black stone..."), {"B1": "circle"},
           captures=["B1"])
    d.note(N_("...but look: the White chain, C1 included, has only one liberty left: "
              "B1, where Black's stone was."), {"B1": "circle"})
    d.move("B1", N_("Black plays there again and captures five stones. This is a "
                    "snapback: take one, lose five."), captures=["A1", "A2", "B2", "C2",
                                                             "C1"])
    return d


DEMOS = {"double-atari": double_atari, "ladder": ladder, "ladder-breaker": ladder_breaker,
         "net": net, "snapback": snapback}

EXERCISES = [
    Exercise(
        question=N_("Capture one of the White stones: find the move that puts both in "
                    "atari."),
        diagram=diagram(6, black="A3 B3 B2 C2 D2 E2 F2 F3",
                        white="C3 E3 A5 B5 C5 D5 E5 F5 C6"), kind="move",
        answer=("D3", "C4", "E4"), goal=("line", "E3", "C3"),
        marks={"C3": "triangle", "E3": "triangle"},
        replies={"C4": "D3", "E4": "D3", "D4": "E4"},
        why={"C4": N_("That is atari on one stone only. White connects the two stones, "
                      "and both liberties of the chain touch the White wall above: it "
                      "cannot be captured."),
             "E4": N_("That is atari on one stone only. White connects the two stones, "
                      "and both liberties of the chain touch the White wall above: it "
                      "cannot be captured."),
             "D4": N_("Neither stone is in atari. White joins one stone to its wall, "
                      "and the other keeps two liberties: neither can be captured.")},
        right=N_("Right: a double atari. White saves one stone, and you take the other."),
        wrong=N_("Only one White stone is in atari, or none: White connects the two and "
                 "gets away."),
        hint=N_("Count the liberties of each White stone. Is there a liberty they "
                "share?"),
        hints=(N_("Playing on the shared liberty takes a liberty from both stones at "
                  "once."),),
        title=N_("Double atari")),
    Exercise(
        question=N_("Capture a White stone on the edge."),
        diagram=diagram(6, black="A2 B3 D3 E2", white="B2 D2 A4 B4 C4 D4 E4 F4 C5"),
        kind="move", budget=50_000,
        answer=("C2", "B1", "D1"), goal=("line", "D2", "B2"),
        marks={"B2": "triangle", "D2": "triangle"},
        replies={"B1": "C2", "D1": "C2", "C1": "C2"},
        why={"B1": N_("Atari on one stone only: White connects the two stones, and the "
                      "chain cannot be captured."),
             "D1": N_("Atari on one stone only: White connects the two stones, and the "
                      "chain cannot be captured."),
             "C1": N_("Neither stone is in atari. White connects them.")},
        right=N_("Right: both stones were in atari. White saved one; the other is "
                 "yours."),
        wrong=N_("One move can threaten both stones. This one does not: White connects "
                 "them."),
        hint=N_("Each White stone has two liberties. One of them is the same point."),
        hints=(N_("Look between the two White stones."),),
        title=N_("Double atari on the edge")),
    Exercise(
        question=N_("Capture the White stone at D5 in a ladder. Careful: White has a "
                    "stone at G7."),
        diagram=LADDER_G7, kind="move", answer=("E5",), goal=("capture", "D5"),
        marks={"D5": "triangle", "G7": "square"},
        why={"D4": N_("From that side White runs towards the top right, and the ladder "
                      "reaches the White stone at G7: it is broken.")},
        right=N_("Right: the ladder runs towards the bottom left corner, where there is "
                 "no White stone to help. Keep giving atari until the edge stops it."),
        wrong=N_("The White stone gets away. Give atari, and chase it towards a side "
                 "where no White stone can help it."),
        hint=N_("A ladder runs diagonally. Follow each direction with your eyes: which "
                "one meets a White stone?"),
        hints=(N_("Give atari so that White has to run away from G7."),),
        title=N_("Which way?")),
    Exercise(
        question=N_("Black gives atari at E5 and chases White in a ladder towards the "
                    "bottom left. Does the ladder work?"),
        diagram=LADDER_BROKEN, kind="choice", answer=("no",),
        choices=(("yes", N_("Yes, Black captures")), ("no", N_("No, White escapes"))),
        goal=("ladder", "E5", "D5"), marks={"D5": "triangle", "B2": "square"},
        why={"yes": N_("Follow the ladder to the bottom left, step by step. Which stone "
                       "does White reach on the way?")},
        right=N_("Right: B2 is on the ladder's path. White connects to it and escapes, "
                 "and Black's chasing stones are left full of weaknesses."),
        wrong=N_("Follow the ladder step by step."),
        hint=N_("The ladder runs diagonally from D5 towards A1."),
        hints=(N_("Which squares does the White chain pass through? Does one of them "
                  "touch B2?"),),
        title=N_("Does the ladder work? (1)")),
    Exercise(
        question=N_("Here White's stone is at G3. Black gives atari at E5 and chases "
                    "White towards the bottom left. Does the ladder work?"),
        diagram=diagram(9, black="C5 D6 E4", white="D5 G3"), kind="choice",
        answer=("yes",),
        choices=(("yes", N_("Yes, Black captures")), ("no", N_("No, White escapes"))),
        goal=("ladder", "E5", "D5"), marks={"D5": "triangle", "G3": "square"},
        why={"no": N_("A stone helps only if it stands on the ladder's path. Follow the "
                      "path: where does it go?")},
        right=N_("Right: G3 is far from the ladder's path to the bottom left. The "
                 "ladder runs to the corner and captures."),
        wrong=N_("Follow the ladder step by step."),
        hint=N_("Does the ladder pass next to G3?"),
        title=N_("Does the ladder work? (2)")),
    Exercise(
        question=N_("Capture the cutting stone at D4. A ladder would run into the White "
                    "stone at F3 or C2."),
        diagram=NET, kind="move", answer=("E3",), goal=("capture", "D4"),
        marks={"D4": "triangle", "F3": "square", "C2": "square"}, reach=2,
        why={"D3": N_("After this atari White runs out at E4 and towards F3: the "
                      "ladder is broken."),
             "E4": N_("After this atari White runs out at D3 and towards C2: the ladder "
                      "is broken.")},
        right=N_("Right: a net. White's stone cannot get out whichever way it runs."),
        wrong=N_("The White stone gets out. Do not give atari: close the way out from a "
                 "distance."),
        hint=N_("No atari works here. Think of a move that stands guard where White "
                "wants to run."),
        hints=(N_("Look at the points diagonally next to the White stone."),),
        title=N_("The net")),
    Exercise(
        question=N_("White to play: capture the Black stone at D4 in a net."),
        diagram=diagram(7, black="D4 B3 E2", white="E4 D5 E3 C5"), to_move="W",
        kind="move", answer=("C3",), goal=("capture", "D4"), marks={"D4": "triangle"},
        reach=2,
        why={"D3": N_("Black runs out at C4 and towards the Black stone at B3: the "
                      "ladder is broken."),
             "C4": N_("Black runs out at D3 and towards the Black stone at E2: the "
                      "ladder is broken.")},
        right=N_("Right: the net closes both ways out. If Black runs, White blocks."),
        wrong=N_("The Black stone runs away. Block its way out without giving atari."),
        hint=N_("An atari pushes Black towards one of its friends at B3 and E2. Cover "
                "the way out instead."),
        hints=(N_("The net move stands diagonally next to the Black stone."),),
        title=N_("Net for White")),
    Exercise(
        question=N_("Capture the two White stones D1 and D2."),
        diagram=SNAPBACK, kind="move", answer=("C2", "C1", "C2"), goal=("line", "D1"),
        marks={"D1": "triangle", "D2": "triangle"},
        replies={"C1": "C2", "A1": "C2"},
        why={"C1": N_("White connects the two stones to the White chain next to them, "
                      "and now your two stones on the edge are in atari."),
             "A1": N_("White connects the two stones to the White chain next to them.")},
        right=N_("Right: a snapback. White took one stone and lost three."),
        wrong=N_("White connects to the chain next to it and gets away."),
        hint=N_("The two White stones have two liberties. Which one must White keep to "
                "connect?"),
        hints=(N_("A stone White can capture may still be the best move: after White takes it, "
                  "count the liberties of the White stones."),),
        title=N_("Snapback")),
    Exercise(
        question=N_("Capture the White stone in a ladder, all the way to the edge."),
        diagram=diagram(7, black="B4 C5 D3", white="C4"), kind="move",
        answer=("D4", "C3"), goal=("capture", "C4"), marks={"C4": "triangle"},
        why={"B3": N_("That is not atari: White extends and has three liberties."),
             "D5": N_("That is not atari: White extends and has three liberties.")},
        right=N_("Right: each atari leaves White one way to run, and the edge ends it."),
        wrong=N_("The White stone gets away. Give atari, and after each run give atari "
                 "again."),
        hint=N_("The White stone has two liberties. Take one, so that White can run "
                "only towards your stones."),
        title=N_("Chase to the edge")),
    Exercise(
        question=N_("The ladder has failed. White to play: put both marked Black stones "
                    "in atari at once."),
        diagram=BROKEN, to_move="W", kind="move", answer=("B5",),
        goal=("atari", "C5", "B4"), marks={"C5": "triangle", "B4": "triangle"},
        right=N_("Right: Black can save only one of them. This is why a failed ladder "
                 "costs so much."),
        wrong=N_("Your move must leave both marked stones with a single liberty."),
        hint=N_("Count the liberties of each marked stone. Do they share one?"),
        hints=(N_("Look between the two marked stones."),),
        title=N_("The cost of a broken ladder")),
    Exercise(
        question=N_("Capture the two White stones A4 and B4."),
        diagram=SNAPBACK_LEFT, kind="move", answer=("B3", "A3", "B3"), goal=("line", "A4"),
        marks={"A4": "triangle", "B4": "triangle"},
        replies={"A3": "B3", "A1": "B3"},
        why={"A3": N_("White connects the two stones to the White chain next to them, "
                      "and now your two stones on the edge are in atari."),
             "A1": N_("White connects the two stones to the White chain next to them.")},
        right=N_("Right: a snapback again. Give one stone, take three."),
        wrong=N_("White connects to the chain next to it and gets away."),
        hint=N_("Where does White want to connect?"),
        hints=(N_("A stone White can capture may still be the best move: after White takes it, "
                  "count the liberties of the White stones."),),
        title=N_("Snapback on the side")),
    Exercise(
        question=N_("Capture the cutting stone at D4. A ladder would run into the White "
                    "stone at C6 or B3."),
        diagram=diagram(7, black="D3 E4 C3 E5", white="D4 C6 B3"), kind="move",
        answer=("C5",), goal=("capture", "D4"),
        marks={"D4": "triangle", "C6": "square", "B3": "square"}, reach=2,
        why={"C4": N_("After this atari White runs out at D5 and towards C6: the ladder "
                      "is broken."),
             "D5": N_("After this atari White runs out at C4 and towards B3: the ladder "
                      "is broken.")},
        right=N_("Right: another net. Loose, but there is no way out."),
        wrong=N_("The White stone gets out. Close the way out from a distance instead "
                 "of giving atari."),
        hint=N_("Which way does White want to run? Stand guard there, without atari."),
        title=N_("Another net")),
]


NOTEBOOK: list[Cell] = [
    md(N_("""You know how to capture a stone that is in atari. But a stone with two liberties can
often be caught too, if you know the right technique. This lesson shows the five
techniques every player uses: the double atari, the ladder, the net, the snapback and
the throw-in.""")),
    md(N_("""## Double atari

One stone can threaten two chains at once. The opponent can save only one of them.""")),
    code('L.demo("double-atari")'),
    md(N_("Find the double atari.")),
    code("L.exercise(1)"),
    md(N_("The edge of the board helps you here.")),
    code("L.exercise(2)"),
    md(N_("""## The ladder

Give atari so that the stone can run only one way, then give atari again, and again. The
chain zigzags across the board until it hits the edge and is captured.""")),
    code('L.demo("ladder")'),
    md(N_("""A stone of the runner's colour on the ladder's path is a **ladder breaker**: the
runner connects to it and escapes, and the chaser is left with weak stones everywhere.""")),
    code('L.demo("ladder-breaker")'),
    md(N_("First a ladder with no breaker: chase the stone to the edge.")),
    code("L.exercise(9)"),
    md(N_("A ladder can start in two directions. Choose the one that works.")),
    code("L.exercise(3)"),
    md(N_("Before you start a ladder, read it to the end. Does this one work?")),
    code("L.exercise(4)"),
    md(N_("And this one?")),
    code("L.exercise(5)"),
    md(N_("When a ladder fails, the chaser pays. White to play: punish Black.")),
    code("L.exercise(10)"),
    md(N_("""## The net

When a ladder does not work, a **net** often does: instead of giving atari, play a loose
move that closes the way out. Whichever way the stone runs, it meets your stones.""")),
    code('L.demo("net")'),
    code("L.exercise(6)"),
    md(N_("Now with White.")),
    code("L.exercise(7)"),
    md(N_("One more net, the other way round.")),
    code("L.exercise(12)"),
    md(N_("""## Snapback and throw-in

A **throw-in** puts a stone where the opponent can capture it. Why give a stone away?
Because after the capture the opponent's chain may have one liberty left, and you take
back more than you gave: a **snapback**.""")),
    code('L.demo("snapback")'),
    md(N_("Find the throw-in that wins two stones (and a third).")),
    code("L.exercise(8)"),
    md(N_("The same idea on the side of the board.")),
    code("L.exercise(11)"),
    md(N_("""## What you learned

- Double atari: one move threatens two chains.
- Ladder: atari after atari to the edge; read it out first, a breaker spoils it.
- Net: a loose move that closes the way out, often better than a ladder.
- Throw-in and snapback: give one stone to capture more.

All the exercises of this lesson, one after another:""")),
    code("L.exercises()"),
]
