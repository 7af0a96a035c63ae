"""Lesson: connecting and cutting. The solid connection, the bamboo joint and the tiger's
mouth; cutting points; cutting to separate, connecting to save a weak chain.

Goals beyond the engine's own (checked in
tests/test_lessons_connecting_eyes_life_and_death.py): ("line", a, "connect", a, b, ...):
the right move joins the stones into one chain, and each refutation is a cut that holds;
("line", a, "cut", a, b): the right move cuts a from b for good, and each refutation
joins them; ("capture-now", a, "protect", a, b): the right moves are those after which
the opponent has no cut that holds; ("cuttable", a, b): "yes" if the player to move has
a cut that holds.
"""

from __future__ import annotations

from ...i18n import N_
from ..cells import code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram
from ..refutations import refute_everywhere

TITLE = N_("Connecting and cutting")
SUMMARY = N_("solid connections, bamboo joint, tiger's mouth, cutting points")

YES_NO = (("yes", N_("Yes")), ("no", N_("No")))

#: Two Black stones touching at a corner; White has taken one of the two joining points
#: (D2, part of a strong White group on the right) and has a stone on the other side (so
#: a tiger's mouth would not stop the cut): after a White cut at C3, D3 is in atari.
DIAGONAL = diagram(5, black="C2 D3", white="D2 B3 D1 E2 E3")
#: Two White stones touching at a corner; Black has taken one of the joining points
#: (D3, solid with D2), and B4 backs up a cut at C4.
WHITE_DIAGONAL = diagram(5, black="D3 D2 B4", white="C3 D4")
#: A bamboo joint: two Black pairs with two gaps between them, C2 and C3.
BAMBOO = diagram(5, black="B2 B3 D2 D3")
#: A bamboo joint on the edge (gaps C1 and C2) under a White wall C3-C4, which pushes in
#: at C2: after a second White move at C1 the cut holds (the wall is strong).
BAMBOO_PUSH = diagram(5, black="B1 B2 D1 D2", white="C3 C4")
#: A tiger's mouth: C3 is surrounded on three sides by Black stones.
TIGER = diagram(5, black="B3 C2 D3")
#: The Black stone C3 is in atari; its last liberty touches the strong Black chain above.
WEAK = diagram(6, black="C3 B5 C5 D5", white="B3 C2 D3 E4 B2")
#: White's diagonal C2-D3 on the edge; Black D2, B2 and D1 around it.
CUT_ATARI = diagram(5, black="B2 D2 D1", white="C2 D3")
#: A one-space jump that White peeps at from above, with a White stone below too (so a
#: White cut at C3 is strong).
PEEP = diagram(5, black="B3 D3", white="C4 C2")
#: Black's diagonal D4-E5 with White E4 (part of a strong White group E4 F4 E3) and a
#: White stone at C7 that breaks the ladders towards the upper left: a White cut at D5
#: would escape unless Black protects it, so exactly three moves do (D5 solid, C5 and
#: D6 the tiger's mouths), as GNU Go's reading agrees. (On an empty 5x5 board the
#: cutting stone could be caught anyway, so almost every move "protected" the cut.)
PROTECT = diagram(9, black="D4 E5", white="E4 F4 E3 C7")
#: A one-space jump alone.
JUMP = diagram(5, black="B3 D3")


def connect(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a cutting point and a solid connection."""
    d = Demonstration(
        diagram(6, black="C3 D4"),
        N_("These two Black stones touch only at a corner. They are not one chain: stones "
           "join only along the lines. The two circled points would join them."),
        marks={"C4": "circle", "D3": "circle", "C3": "triangle", "D4": "triangle"},
        to_move="W", language=language, title=N_("A cutting point"))
    d.move("D3", N_("White takes one of the two points. Now the other one, C4, is a "
                    "cutting point: a White stone there would split Black in two."),
           {"C4": "cross"})
    d.move("C4", N_("Black connects. This is a solid connection: the stones touch along "
                    "the lines and form one chain. Nobody can cut it any more."),
           {"C3": "triangle", "C4": "triangle", "D4": "triangle"})
    d.note(N_("One chain shares its liberties: this one has 6. Two separate stones are "
              "weaker than one chain."),
           {v: "circle" for v in ("B3", "C2", "B4", "C5", "D5", "E4")})
    return d


def cut(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a cut that leaves two weak chains."""
    d = Demonstration(
        diagram(6, black="C3 D4", white="D3"),
        N_("The same shape, but now it is White's turn. C4 is the cutting point."),
        marks={"C4": "circle"}, to_move="W", language=language, title=N_("A cut"))
    d.move("C4", N_("White cuts. Black now has two chains instead of one, and each of "
                    "them has only 2 liberties."),
           {"B3": "circle", "C2": "circle", "D5": "circle", "E4": "circle"})
    d.move("B3", N_("Black has one move and two chains to look after. If Black runs "
                    "with one stone..."),
           {"B3": "triangle"})
    d.move("E4", N_("...White attacks the other one: D4 is in atari. Cutting splits the "
                    "opponent into weak pieces and attacks them one by one."),
           {"D4": "triangle", "D5": "circle"})
    return d


def bamboo(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the bamboo joint."""
    d = Demonstration(
        diagram(6, black="B2 B3 D2 D3"), N_(
            "A bamboo joint: two pairs of Black stones with two gaps between them. They "
            "are not one chain yet, but they cannot be cut apart."),
        marks={"C2": "circle", "C3": "circle"}, to_move="W", language=language,
        title=N_("The bamboo joint"))
    d.move("C3", N_("If White pushes into one gap..."), {"C3": "triangle"})
    d.move("C2", N_("...Black fills the other, and all the Black stones are one chain."),
           {"B2": "square", "B3": "square", "C2": "square", "D2": "square",
            "D3": "square"})
    return d


def tiger_mouth(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the tiger's mouth."""
    d = Demonstration(
        diagram(5, black="B3 C4 D3"),
        N_("A tiger's mouth: the circled point has Black stones on three sides."),
        marks={"C3": "circle"}, to_move="W", language=language,
        title=N_("The tiger's mouth"))
    d.move("C3", N_("A White stone in the mouth is in atari at once: its only liberty is "
                    "below it."), {"C3": "triangle", "C2": "circle"})
    d.move("C2", N_("Black captures it. So the three stones of a tiger's mouth are as "
                    "good as connected: a cut there only gives Black a prisoner."),
           {"C3": "square"}, captures=["C3"])
    return d


EXERCISES = [
    Exercise(
        question=N_("Black to play: connect the two marked Black stones, so that White "
                    "cannot cut them apart."),
        diagram=DIAGONAL, kind="move", answer=("C3",),
        goal=("line", "C2", "connect", "C2", "D3"),
        marks={"C2": "triangle", "D3": "triangle"},
        replies=refute_everywhere(DIAGONAL, "B", "C3", "C3"),
        right=N_("Right: a solid connection. The two stones are now one chain, and a "
                 "chain cannot be cut."),
        wrong=N_("White cuts, and Black has two weak stones instead of one chain. Stones "
                 "are joined only along the lines, not at a corner."),
        hint=N_("The two stones touch only at a corner. Which points touch both of "
                "them along the lines?"),
        hints=(N_("One of those two points is already White's. Which one can Black still use?"),),
        title=N_("A solid connection")),
    Exercise(
        question=N_("Black to play: cut the two White stones apart."),
        diagram=WHITE_DIAGONAL, kind="move", answer=("C4",),
        goal=("line", "C3", "cut", "C3", "D4"),
        marks={"C3": "triangle", "D4": "triangle"},
        replies=refute_everywhere(WHITE_DIAGONAL, "B", "C4", "C4"),
        right=N_("Right: the cut. White now has two separate stones, each with only 2 "
                 "liberties."),
        wrong=N_("White connects, and the two stones are one chain again. A cut must "
                 "go between them, on a point that touches both."),
        hint=N_("The White stones touch at a corner. Black already holds one of the two "
                "points between them."),
        hints=(N_("Which empty point touches both White stones along the lines?"),),
        title=N_("Cut")),
    Exercise(
        question=N_("Black to play: cut, and capture a White stone."),
        diagram=CUT_ATARI, kind="move", answer=("C3", "C1", "B1"), goal=("line", "C2"),
        marks={"C2": "triangle", "D3": "triangle"},
        replies=refute_everywhere(CUT_ATARI, "B", "C3", "C3"),
        right=N_("Right: the cut was also an atari, and the edge left the White stones "
                 "no room to run."),
        wrong=N_("White connects its two stones, and the chain has plenty of liberties. "
                 "Cut first: separate stones are easy to capture."),
        hint=N_("Where do the two White stones touch? Where could Black split them?"),
        hints=(N_("The cut puts the lower White stone in atari. If it runs along the "
                  "edge, take its last liberty."),),
        title=N_("Cut and capture")),
    Exercise(
        question=N_("White pushed into the bamboo joint. Black to play: keep all the "
                    "Black stones together."),
        diagram=BAMBOO_PUSH, moves=("C2",), kind="move", answer=("C1",),
        goal=("line", "B2", "connect", "B2", "D2"),
        marks={"C2": "triangle"},
        replies=refute_everywhere(BAMBOO_PUSH, "B", "C1", "C1", moves=("C2",)),
        right=N_("Right: when White takes one gap of a bamboo joint, Black takes the "
                 "other. Now it is one chain."),
        wrong=N_("White took the second gap too, and the Black pairs are cut apart. A "
                 "bamboo joint is safe only if Black answers at once."),
        hint=N_("A bamboo joint has two gaps. How many are still empty?"),
        hints=(N_("Which of the two gaps is still open?"),),
        title=N_("The bamboo joint")),
    Exercise(
        question=N_("White cut into the tiger's mouth. Black to play: capture the "
                    "cutting stone with one move."),
        diagram=TIGER, to_move="B", moves=("C3",), kind="move", answer=("C4",),
        goal=("capture-now", "C3"), marks={"C3": "triangle"},
        right=N_("Right: the White stone had one liberty, and Black takes it. The "
                 "tiger's mouth was as good as connected."),
        wrong=N_("The White stone in the mouth is in atari. Count its liberties."),
        hint=N_("How many liberties does the marked White stone have?"),
        hints=(N_("Where is its last liberty?"),),
        title=N_("The tiger's mouth")),
    Exercise(
        question=N_("White to play. Can White cut the marked Black stones apart?"),
        diagram=BAMBOO, to_move="W", kind="choice", answer=("no",), choices=YES_NO,
        goal=("cuttable", "B2", "D2"), marks={"B2": "triangle", "D2": "triangle"},
        right=N_("Right: a bamboo joint has two gaps. Whichever White takes, Black takes "
                 "the other."),
        wrong=N_("Try it: after White plays in one gap, where does Black answer?"),
        hint=N_("Count the points that could join the two pairs."),
        hints=(N_("If White plays in one gap, Black plays in the other, and the stones "
                  "are one chain."),),
        title=N_("Can White cut? (1)")),
    Exercise(
        question=N_("White to play. Can White cut the marked Black stones apart?"),
        diagram=JUMP, to_move="W", kind="choice", answer=("yes",), choices=YES_NO,
        goal=("cuttable", "B3", "D3"), marks={"B3": "triangle", "D3": "triangle"},
        right=N_("Right: a one-space jump has only one joining point. If White plays "
                 "there, the stones are cut."),
        wrong=N_("Count the points that would join the two stones along the lines."),
        hint=N_("How many empty points touch both stones?"),
        hints=(N_("Only one point joins them. After White plays there, no Black move can "
                  "join them."),),
        title=N_("Can White cut? (2)")),
    Exercise(
        question=N_("The marked Black stone is in atari. Black to play: save it by "
                    "connecting it to its friends."),
        diagram=WEAK, kind="move", answer=("C4",), goal=("save", "C3", 3),
        marks={"C3": "triangle"},
        right=N_("Right: the weak stone joins the strong chain and shares its many "
                 "liberties."),
        wrong=N_("The stone is still weak: White can take its last liberty. Find the "
                 "point that joins it to the other Black stones."),
        hint=N_("The stone has one liberty left. What touches that point?"),
        hints=(N_("Its last liberty also touches the Black chain above it."),),
        title=N_("Connect to save")),
    Exercise(
        question=N_("White peeps at Black's one-space jump. Black to play: stay "
                    "connected."),
        diagram=PEEP, kind="move", answer=("C3",),
        goal=("line", "B3", "connect", "B3", "D3"),
        marks={"B3": "triangle", "D3": "triangle", "C4": "square"},
        replies=refute_everywhere(PEEP, "B", "C3", "C3"),
        right=N_("Right: when the opponent peeps at a gap, connect."),
        wrong=N_("White pushes in between the Black stones and cuts them apart."),
        hint=N_("White's stone points at the gap between the Black stones."),
        hints=(N_("Where would White push in to cut? Get there first."),),
        title=N_("Answer the peep")),
    Exercise(
        question=N_("Black to play: protect the cutting point of the marked stones. "
                    "There is more than one good way."),
        diagram=PROTECT, kind="move", answer=("D5", "C5", "D6"),
        goal=("capture-now", "D4", "protect", "D4", "E5"),
        marks={"D4": "triangle", "E5": "triangle"},
        right=N_("Right. A solid connection, or a tiger's mouth around the cutting "
                 "point: a White stone there would be in atari at once."),
        wrong=N_("White can still cut. Find the cutting point first: the point that "
                 "touches both stones and is still empty."),
        hint=N_("Find the cutting point. Black can fill it, or make it a trap."),
        hints=(N_("Any move that leaves a White stone on the cutting point with only "
                  "one liberty protects it too."),),
        title=N_("Protect the cut")),
]


DEMOS = {"connect": connect, "cut": cut, "bamboo": bamboo, "tiger-mouth": tiger_mouth}

NOTEBOOK = [
    md(N_("""Stones that stay together are strong: one chain shares all its liberties. Stones that
are split apart are weak, and the opponent can attack them one by one. This lesson
shows how to keep your stones together and how to split your opponent's.""")),
    md(N_("""## Connected or not?

Stones belong to one chain only when they touch along the lines. Two stones that touch
at a corner have two empty points between them, and the opponent can split them only
by taking both. Once the opponent holds one of the two, the other one is a **cutting
point**: a stone there splits the pair. Filling it yourself is a **solid
connection**.""")),
    code('L.demo("connect")'),
    md(N_("Your turn: connect the two Black stones.")),
    code("L.exercise(1)"),
    md(N_("""## Cutting

A **cut** is a stone on the opponent's cutting point. It leaves two weak chains where
there was one strong one.""")),
    code('L.demo("cut")'),
    md(N_("Now you cut.")),
    code("L.exercise(2)"),
    md(N_("A cut that is also an atari is even better.")),
    code("L.exercise(3)"),
    md(N_("""## Shapes that cannot be cut

Some shapes are not one chain yet, but are as good as connected. The **bamboo joint**
has two gaps: if the opponent takes one, you take the other. The **tiger's mouth** is
an empty point with your stones on three sides: a stone played into it is in atari at
once.""")),
    code('L.demo("bamboo")'),
    md(N_("Keep the bamboo joint connected.")),
    code("L.exercise(4)"),
    code('L.demo("tiger-mouth")'),
    md(N_("Punish a cut into the tiger's mouth.")),
    code("L.exercise(5)"),
    md(N_("Can these shapes be cut? Think before you answer, then try it on a board.")),
    code("L.exercise(6)"),
    code("L.exercise(7)"),
    md(N_("""## Connecting in time

When the opponent threatens a cut, connect before it is too late. A stone in atari
next to a strong friend can often be saved by joining it to the friend.""")),
    code("L.exercise(8)"),
    md(N_("A **peep** is a stone that points at your gap, ready to push in. Answer it.")),
    code("L.exercise(9)"),
    md(N_("Filling the cutting point is not the only way to protect it.")),
    code("L.exercise(10)"),
    md(N_("""## What you learned

- Stones are one chain only when they touch along the lines.
- Two stones that touch at a corner are cut only when the opponent takes both points
  between them; once one is taken, the other is a cutting point. A solid connection
  fills it.
- The bamboo joint and the tiger's mouth cannot be cut.
- Cut to make weak pieces; connect to keep one strong chain.""")),
    code("L.exercises()"),
]
