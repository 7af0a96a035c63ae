"""Lesson: life and death. The eye space of a surrounded group: straight three, bent three,
pyramid four, square four, straight four, bulky five; the vital point; nakade; living
and killing.

Goals beyond the engine's own (checked in
tests/test_lessons_connecting_eyes_life_and_death.py, by reading the fight out to the
end): ("line", vertex, "live") / ("line", vertex, "kill"): the right line makes the
group through vertex live (two real eyes) or dies, and every other first move is
refuted; ("status", vertex): "alive", "dead" or "unsettled".
"""

from __future__ import annotations

from ...i18n import N_
from ..cells import code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram
from ..refutations import refute_everywhere

TITLE = N_("Life and death")
SUMMARY = N_("eye space, the vital point, nakade: how to live, how to kill")

STATUS = (("alive", N_("Alive, whoever plays first")),
          ("dead", N_("Dead, whoever plays first")),
          ("unsettled", N_("It depends on who plays first")))

#: The stones (Black, White) of each shape, in the bottom left corner of the board.
STRAIGHT_THREE_STONES = ("A1 A2 B2 C2 D2 E2 E1", "A3 B3 C3 D3 E3 F3 F2 F1")
BENT_THREE_STONES = ("A3 B3 B2 C2 C1", "A4 B4 C4 C3 D3 D2 D1")
SQUARE_FOUR_STONES = ("A3 B3 C3 C2 C1", "A4 B4 C4 D4 D3 D2 D1")
STRAIGHT_FOUR_STONES = ("A1 A2 B2 C2 D2 E2 F2 F1", "A3 B3 C3 D3 E3 F3 G3 G2 G1")
BULKY_FIVE_STONES = ("A3 B3 C3 C2 D2 D1", "A4 B4 C4 D4 D3 E3 E2 E1")
PYRAMID_FOUR_STONES = ("A1 A2 A3 B3 C3 D3 B2 D2 E2 E1", "A4 B4 C4 D4 E4 E3 F3 F2 F1")

#: A straight four whose wall has a gap at C2.
GAP_FOUR = diagram(7, black="A1 A2 B2 D2 E2 F2 F1", white="A3 B3 C3 D3 E3 F3 G3 G2 G1")
#: A bulky five whose wall is open at D1.
OPEN_FIVE = diagram(6, black="A3 B3 C3 C2 D2", white="A4 B4 C4 D4 D3 E3 E2 E1")

#: Straight three on the edge: B1 C1 D1, the vital point C1.
STRAIGHT_THREE = diagram(7, *STRAIGHT_THREE_STONES)
#: Bent three in the corner: A1 A2 B1, the vital point A1.
BENT_THREE = diagram(6, *BENT_THREE_STONES)
#: Square four in the corner: A1 B1 A2 B2.
SQUARE_FOUR = diagram(6, *SQUARE_FOUR_STONES)
#: Straight four on the edge: B1 C1 D1 E1.
STRAIGHT_FOUR = diagram(7, *STRAIGHT_FOUR_STONES)
#: Bulky five in the corner: A1 B1 C1 A2 B2, the vital point B1.
BULKY_FIVE = diagram(6, *BULKY_FIVE_STONES)
#: The same bulky five shape along the bottom edge, seen from the other side.
BULKY_FIVE_RIGHT = diagram(6, black="F3 E3 D3 D2 C2 C1", white="F4 E4 D4 C4 C3 B3 B2 B1")
#: Pyramid four on the edge: B1 C1 D1 and C2, the vital point C1.
PYRAMID_FOUR = diagram(7, *PYRAMID_FOUR_STONES)

def eye_space(language: str | None = None) -> Demonstration:
    """Returns the demonstration of eye space and the vital point of a straight three."""
    d = Demonstration(
        STRAIGHT_THREE,
        N_("White surrounds this Black group. Its eye space, the empty area inside it, "
           "is three points in a row: a straight three."),
        marks={"B1": "circle", "C1": "circle", "D1": "circle"}, language=language,
        title=N_("Eye space and the vital point"))
    d.note(N_("The middle point is the vital point. If Black plays there, the space "
              "splits into two eyes. If White plays there, Black can never make two."),
           {"C1": "triangle"})
    d.move("C1", N_("Black plays the vital point: two eyes, alive."),
           {"B1": "circle", "D1": "circle"})
    return d


def bent_three(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the bent three and its vital point."""
    d = Demonstration(
        BENT_THREE, N_("A bent three in the corner. Its vital point is the point at the "
                       "bend: whoever plays it first decides."),
        marks={"A1": "triangle", "A2": "circle", "B1": "circle"}, language=language,
        title=N_("Bent three"))
    d.move("A1", N_("Black plays the bend: the two other points are separate eyes."),
           {"A2": "circle", "B1": "circle"})
    d.note(N_("Had White played the bend first, the two other points would have been "
              "one eye at most."), {"A1": "triangle"})
    return d


def square_four(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the square four, dead whoever plays first."""
    d = Demonstration(
        SQUARE_FOUR, N_("A square four: four points in a square. Even with Black to "
                        "play, it is dead."),
        marks={"A1": "circle", "B1": "circle", "A2": "circle", "B2": "circle"},
        language=language, title=N_("Square four"))
    d.move("A1", N_("Whatever Black plays inside, the three points left make a bent "
                    "three."), {"A2": "circle", "B1": "circle", "B2": "triangle"})
    d.move("B2", N_("White takes the bend, its vital point. Black can no longer make two "
                    "eyes."), {"B2": "triangle"})
    return d


def straight_four(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the straight four, alive whoever plays first."""
    d = Demonstration(
        STRAIGHT_FOUR, N_("A straight four: four points in a row. Even with White to "
                          "play, it is alive."),
        marks={"B1": "circle", "C1": "circle", "D1": "circle", "E1": "circle"},
        to_move="W", language=language, title=N_("Straight four"))
    d.move("C1", N_("If White takes one of the two middle points..."), {"C1": "triangle"})
    d.move("D1", N_("...Black takes the other. E1 is an eye, and the White stone is in "
                    "atari: Black can capture it and make the second eye whenever "
                    "needed."), {"E1": "circle", "B1": "circle"})
    return d


def pyramid_four(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the pyramid four and its vital point."""
    d = Demonstration(
        PYRAMID_FOUR, N_("A pyramid four: four points shaped like a T. Its vital point is "
                         "the middle of the T, which touches the three others."),
        marks={"C1": "triangle"}, to_move="W", language=language,
        title=N_("Pyramid four"))
    d.move("C1", N_("White takes the vital point. Black can no longer split the space "
                    "into two eyes."),
           {"B1": "circle", "D1": "circle", "C2": "circle"})
    d.note(N_("Had Black played there first, the three points would have been three "
              "separate eyes."), {"C1": "triangle"})
    return d


def bulky_five(language: str | None = None) -> Demonstration:
    """Returns the demonstration of the bulky five and its vital point."""
    d = Demonstration(
        BULKY_FIVE, N_("A bulky five: five points, and still one vital point, the point "
                       "that touches three of the others. Whoever plays it first "
                       "decides."),
        marks={"B1": "triangle"}, to_move="W", language=language,
        title=N_("Bulky five"))
    d.move("B1", N_("White takes it. Black cannot make two eyes any more: whatever it "
                    "plays inside, White answers on the vital point of what is left."),
           {"B1": "triangle"})
    d.note(N_("Had Black played there first, the space would have split in two: the "
              "point C1 alone, and the three points on the left. Two eyes."),
           {"C1": "circle", "A1": "circle", "A2": "circle", "B2": "circle"})
    return d


def vital_point(language: str | None = None) -> Demonstration:
    """Returns the demonstration of killing a straight three at its vital point."""
    d = Demonstration(
        STRAIGHT_THREE, N_("The same straight three, but now it is White's turn."),
        to_move="W", marks={"C1": "triangle"}, language=language,
        title=N_("Killing at the vital point"))
    d.move("C1", N_("White plays the vital point. Black can no longer split the space "
                    "into two eyes."), {"C1": "triangle"})
    d.move("D1", N_("Black puts the White stone in atari..."), {"C1": "triangle"})
    d.move("B1", N_("...but White plays the last point. It is not suicide: it takes the "
                    "last liberty of the whole Black group, which is captured."),
           captures=["A1", "A2", "B2", "C2", "D2", "E2", "E1", "D1"])
    return d


def nakade(language: str | None = None) -> Demonstration:
    """Returns the demonstration of nakade: stones played inside the eye space are
    captured, and the space they leave is still only one eye."""
    d = Demonstration(
        STRAIGHT_THREE, N_("Nakade: playing inside the opponent's eye space to stop it "
                           "from making two eyes. White starts at the vital point."),
        to_move="W", marks={"C1": "triangle"}, language=language, title=N_("Nakade"))
    d.move("C1", N_("White takes the vital point."), {"C1": "triangle"})
    d.move("pass", N_("Suppose Black waits."))
    d.move("B1", N_("White adds a second stone. Now both sides are in atari: the two "
                    "White stones and the Black group share one liberty."),
           {"D1": "circle"})
    d.move("D1", N_("Black captures the two White stones..."), {"B1": "square",
                                                               "C1": "square"},
           captures=["B1", "C1"])
    d.note(N_("...but the space they leave is two points side by side: one eye, not "
              "two."), {"B1": "circle", "C1": "circle"})
    d.move("B1", N_("White plays inside again. Again both are in atari."),
           {"C1": "circle"})
    d.move("C1", N_("Black captures one stone, and has one eye left."), {"B1": "circle"},
           captures=["B1"])
    d.move("B1", N_("White fills it, and captures the whole group. Eye space that is "
                    "too small, or whose vital point the opponent takes, makes only one "
                    "eye."),
           captures=["A1", "A2", "B2", "C2", "D2", "E2", "E1", "D1", "C1"])
    return d


EXERCISES = [
    Exercise(
        question=N_("Black to play: live."),
        diagram=STRAIGHT_THREE, kind="move", answer=("C1",), goal=("line", "A2", "live"),
        replies=refute_everywhere(STRAIGHT_THREE, "B", "C1", "C1", {"D1": "B1"}),
        why={"B1": N_("Now the space is two points side by side: one eye. White plays "
                      "inside it, and Black cannot make two."),
             "D1": N_("Now the space is two points side by side: one eye. White plays "
                      "inside it, and Black cannot make two.")},
        right=N_("Right: the vital point splits the space into two eyes."),
        wrong=N_("White takes the vital point, and Black cannot make two eyes."),
        hint=N_("Three empty points in a row. Which one splits them in two?"),
        hints=(N_("After your move, the empty points left must not touch each other."),),
        title=N_("Straight three: live")),
    Exercise(
        question=N_("White to play: kill the Black group, then capture it."),
        diagram=STRAIGHT_THREE, to_move="W", kind="move", answer=("C1", "D1", "B1"),
        goal=("line", "A2", "kill"),
        replies=refute_everywhere(STRAIGHT_THREE, "W", "C1", "C1"),
        why={"B1": N_("Black answers in the middle: that captures the White stone and leaves "
                      "two eyes."),
             "D1": N_("Black answers in the middle: that captures the White stone and leaves "
                      "two eyes.")},
        right=N_("Right: the vital point first. Black's atari does not help: the last "
                 "point captures the whole group."),
        wrong=N_("Black takes the vital point and has two eyes."),
        hint=N_("Where would Black play to make two eyes? Play there first."),
        hints=(N_("Take the point that touches both others. If Black gives atari, play the "
                  "last empty point."),),
        title=N_("Straight three: kill")),
    Exercise(
        question=N_("Black to play: live."),
        diagram=BENT_THREE, kind="move", answer=("A1",), goal=("line", "B2", "live"),
        replies=refute_everywhere(BENT_THREE, "B", "A1", "A1", {"B1": "A2"}),
        why={"A2": N_("Now the space is two points side by side: one eye. White plays "
                      "inside it, and Black cannot make two."),
             "B1": N_("Now the space is two points side by side: one eye. White plays "
                      "inside it, and Black cannot make two.")},
        right=N_("Right: the point at the bend touches both others, so it splits the "
                 "space into two eyes."),
        wrong=N_("White takes the vital point, and Black is left with one eye."),
        hint=N_("The three points make an L. Which point touches both of the others?"),
        hints=(N_("After your move, the empty points left must not touch each other."),),
        title=N_("Bent three: live")),
    Exercise(
        question=N_("White to play: kill the Black group, then capture it."),
        diagram=BENT_THREE, to_move="W", kind="move", answer=("A1", "B1", "A2"),
        goal=("line", "B2", "kill"),
        replies=refute_everywhere(BENT_THREE, "W", "A1", "A1"),
        why={"A2": N_("Black answers at the bend: that captures the White stone and leaves "
                      "two eyes."),
             "B1": N_("Black answers at the bend: that captures the White stone and leaves "
                      "two eyes.")},
        right=N_("Right: the vital point at the bend, then the last point captures."),
        wrong=N_("Black takes the point at the bend, and has two eyes."),
        hint=N_("Take the point Black needs for two eyes."),
        hints=(N_("Take the bend of the L. If Black gives atari, play the last empty point."),),
        title=N_("Bent three: kill")),
    Exercise(
        question=N_("A bent three in the corner: is it alive, dead, or does it depend "
                    "on who plays first?"),
        diagram=BENT_THREE, kind="choice", answer=("unsettled",), choices=STATUS,
        goal=("status", "B2"),
        right=N_("Right: whoever plays the vital point first decides. Black lives there, "
                 "White kills there."),
        wrong=N_("Try both: let Black play first, then let White play first."),
        hint=N_("Does the shape have a vital point?"),
        hints=(N_("If Black plays the bend, two eyes; if White plays it, one."),),
        title=N_("Bent three in the corner")),
    Exercise(
        question=N_("A square four in the corner, Black to play: is it alive, dead, or "
                    "does it depend on who plays first?"),
        diagram=SQUARE_FOUR, kind="choice", answer=("dead",), choices=STATUS,
        goal=("status", "B3"),
        right=N_("Right: any Black move inside leaves a bent three, and White takes its "
                 "vital point. The square four is dead."),
        wrong=N_("Try a Black move inside the square. What shape is left, and where is "
                 "its vital point?"),
        hint=N_("After one Black stone inside, three empty points are left. What shape "
                "do they make?"),
        hints=(N_("Every Black move inside leaves a bent three, and White plays its bend."),),
        title=N_("Square four")),
    Exercise(
        question=N_("A straight four on the edge, White to play: is it alive, dead, or "
                    "does it depend on who plays first?"),
        diagram=STRAIGHT_FOUR, to_move="W", kind="choice", answer=("alive",),
        choices=STATUS, goal=("status", "A2"),
        right=N_("Right: the straight four has two middle points. Whichever White takes, "
                 "Black takes the other and has two eyes."),
        wrong=N_("Try it: White plays in the middle. Where does Black answer?"),
        hint=N_("How many points could split this space into two eyes?"),
        hints=(N_("It has two middle points: if White takes one, Black takes the other."),),
        title=N_("Straight four")),
    Exercise(
        question=N_("White played inside Black's straight four. Black to play: live."),
        diagram=STRAIGHT_FOUR, moves=("C1",), kind="move", answer=("D1",),
        goal=("line", "A2", "live"), marks={"C1": "triangle"},
        replies=refute_everywhere(STRAIGHT_FOUR, "B", "D1", "D1", moves=("C1",)),
        right=N_("Right: the other middle point. One eye on the right, and the White "
                 "stone on the left is in atari: Black captures it when needed."),
        wrong=N_("White takes the other middle point too, and the space is too small "
                 "for two eyes."),
        hint=N_("The straight four had two middle points. White took one."),
        hints=(N_("If White gets both middle points, the space is too small for two eyes."),),
        title=N_("Answer inside the straight four")),
    Exercise(
        question=N_("White to play: kill the Black group."),
        diagram=PYRAMID_FOUR, to_move="W", kind="move", answer=("C1",),
        goal=("line", "B3", "kill"),
        replies=refute_everywhere(PYRAMID_FOUR, "W", "C1", "C1"),
        right=N_("Right: the pyramid four has one vital point, in its middle."),
        wrong=N_("Black plays the middle of the shape and makes three small eyes."),
        hint=N_("Four points shaped like a T. Which one touches the three others?"),
        hints=(N_("If Black gets that point, the three points left around it are three "
                  "separate eyes."),),
        title=N_("Pyramid four: kill")),
    Exercise(
        question=N_("Black to play: live."),
        diagram=PYRAMID_FOUR, kind="move", answer=("C1",), goal=("line", "B3", "live"),
        replies=refute_everywhere(PYRAMID_FOUR, "B", "C1", "C1"),
        right=N_("Right: the middle of the T leaves three separate eyes."),
        wrong=N_("White takes the middle of the shape, and Black can make only one "
                 "eye."),
        hint=N_("The same shape. The vital point is the same for both players."),
        hints=(N_("Which point touches the three others?"),),
        title=N_("Pyramid four: live")),
    Exercise(
        question=N_("White to play: kill the Black group."),
        diagram=BULKY_FIVE, to_move="W", kind="move", answer=("B1",),
        goal=("line", "B3", "kill"),
        replies=refute_everywhere(BULKY_FIVE, "W", "B1", "B1"),
        right=N_("Right: the vital point of the bulky five. Whatever Black does now, it "
                 "cannot make two eyes."),
        wrong=N_("Black takes the vital point and splits the space into two eyes."),
        hint=N_("Find the empty point with the most empty neighbours."),
        hints=(N_("It is on the edge, touching three points of the space."),),
        title=N_("Bulky five: kill")),
    Exercise(
        question=N_("Black to play: live."),
        diagram=BULKY_FIVE_RIGHT, kind="move", answer=("E1",),
        goal=("line", "E3", "live"),
        replies=refute_everywhere(BULKY_FIVE_RIGHT, "B", "E1", "E1", {"D1": "F2"}),
        why={"E2": N_("White takes the vital point. Now the best Black can get is a ko; "
                      "playing the vital point first lives without one."),
             "F1": N_("White takes the vital point. Now the best Black can get is a ko; "
                      "playing the vital point first lives without one."),
             "D1": N_("That fills a point of Black's own space, and the four points left "
                      "make a square, a shape that cannot make two eyes. White plays "
                      "inside it.")},
        right=N_("Right: the vital point of the bulky five gives two eyes."),
        wrong=N_("White takes the vital point: the space can no longer be split into "
                 "two eyes."),
        hint=N_("This is a bulky five. Which point touches the most empty points?"),
        hints=(N_("It is on the edge, touching three points of the space."),),
        title=N_("Bulky five: live")),
    Exercise(
        question=N_("Black to play: live. Look at the whole group first."),
        diagram=GAP_FOUR, kind="move", answer=("C2", "C1", "D1"),
        goal=("line", "A2", "live"),
        replies=refute_everywhere(GAP_FOUR, "B", "C2", "C2"),
        right=N_("Right: first close the gap, which makes a straight four, then answer "
                 "White's move inside with the other middle point."),
        wrong=N_("White pushes into the gap in Black's wall. The group is cut in two, "
                 "and neither part has room for two eyes."),
        hint=N_("Before you look at the eye space, look at the wall around it."),
        hints=(N_("Close the gap in the wall. If White then plays inside, remember the "
                  "straight four."),),
        title=N_("A gap in the wall")),
    Exercise(
        question=N_("Black to play: live. The eye space is open on the right."),
        diagram=OPEN_FIVE, kind="move", answer=("B1", "D1", "A2"),
        goal=("line", "B3", "live"),
        # the solver's refutations (gotutor.lessons.answers): after B2 or A1, W B1
        # would leave Black a ko
        replies=refute_everywhere(OPEN_FIVE, "B", "B1", "B1",
                                  {"A1": "B2", "B2": "D1", "C1": "D1", "E4": "A2"}),
        why={"D1": N_("Closing the space makes a bulky five, but it is White's turn: White "
                      "takes its vital point."),
             "A1": N_("That fills a point of Black's own space from the corner. White "
                      "plays inside at B2, and Black cannot make two eyes."),
             "B2": N_("That is not the vital point. White closes the open side from "
                      "outside, and the space left cannot make two eyes."),
             "C1": N_("That is not the vital point. White closes the open side from "
                      "outside, and the space left cannot make two eyes."),
             "E4": N_("That is far from the eye space. White plays inside it, and Black "
                      "cannot make two eyes.")},
        right=N_("Right: the vital point first. When White takes away the open point, "
                 "Black still makes two eyes in the corner."),
        wrong=N_("White takes the vital point of the space, and Black cannot make two "
                 "eyes."),
        hint=N_("Closing the space would make a bulky five. Where is its vital point?"),
        hints=(N_("Play the vital point first. Then, if White plays on the open side, "
                  "make the two eyes in the corner."),),
        title=N_("Vital point first")),
]


DEMOS = {"eye-space": eye_space, "vital-point": vital_point, "bent-three": bent_three,
         "nakade": nakade, "square-four": square_four, "straight-four": straight_four,
         "pyramid-four": pyramid_four, "bulky-five": bulky_five}

NOTEBOOK = [
    md(N_("""A group that is surrounded lives only if it can make two eyes. Whether it can depends
on its **eye space**: the empty area inside it. This lesson shows the small shapes
every player knows by heart, and the one point in each that decides life or death.""")),
    md(N_("""## Eye space and the vital point

Some shapes are big enough for two eyes, some are not, and many depend on one point:
the **vital point**. If the owner plays it, the space splits into two eyes. If the
opponent plays it first, the group dies.""")),
    code('L.demo("eye-space")'),
    md(N_("""## Straight three

Three points in a row: the middle one is the vital point.""")),
    code("L.exercise(1)"),
    code('L.demo("vital-point")'),
    code("L.exercise(2)"),
    md(N_("""## Bent three

Three points in an L: the point at the bend is the vital point.""")),
    code('L.demo("bent-three")'),
    code("L.exercise(3)"),
    code("L.exercise(4)"),
    code("L.exercise(5)"),
    md(N_("""## Nakade

The attacker may play several stones inside the eye space. If the owner captures
them, the empty space they leave has a shape again, and if that shape is one eye, the
group still dies. Playing inside like this is called **nakade**.""")),
    code('L.demo("nakade")'),
    md(N_("""## Four points

A square four is always dead: whatever the owner plays inside leaves a bent three.""")),
    code('L.demo("square-four")'),
    code("L.exercise(6)"),
    md(N_("A straight four is always alive: it has two vital points, and the owner gets "
          "one of them.")),
    code('L.demo("straight-four")'),
    code("L.exercise(7)"),
    code("L.exercise(8)"),
    md(N_("A pyramid four, shaped like a T, has one vital point in its middle.")),
    code('L.demo("pyramid-four")'),
    code("L.exercise(9)"),
    code("L.exercise(10)"),
    md(N_("""## Bulky five

Five points, two by two plus one more: the bulky five. It still has one vital point,
the point that touches three of the others.""")),
    code('L.demo("bulky-five")'),
    code("L.exercise(11)"),
    code("L.exercise(12)"),
    md(N_("""## Putting it together

In a real game the eye space is rarely closed and neat. Look at the whole group: its
wall, its gaps, and the vital point of the space it can make.""")),
    code("L.exercise(13)"),
    code("L.exercise(14)"),
    md(N_("""## What you learned

- A surrounded group lives only if its eye space gives two eyes.
- Straight three, bent three, pyramid four and bulky five: the vital point decides.
  Play it to live; take it to kill.
- A square four is dead and a straight four is alive, whoever plays first.
- Nakade: stones played inside, even when captured, can leave a space that is only
  one eye.""")),
    code("L.exercises()"),
]
