"""Lesson: eyes. An eye is a point the opponent cannot play (it would be suicide); a group
with one eye is captured when its outside liberties are gone; a group with two real eyes
can never be captured; an eye whose diagonal points the opponent holds is false.

Goals beyond the engine's own (checked in
tests/test_lessons_connecting_eyes_life_and_death.py):
("eye-kind", vertex, colour): "real" or "false" by the diagonal points;
("status", vertex): "alive", "dead" or "unsettled", read out to the end;
("line", vertex, "live") / ("line", vertex, "kill"): the right line makes the group
through vertex live (pass-alive) or dies, and each refutation does the opposite.
"""

from __future__ import annotations

from ...i18n import N_
from ..cells import code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram
from ..refutations import refute_everywhere

TITLE = N_("Eyes")
SUMMARY = N_("an eye, real and false eyes; two eyes live, one eye dies")

REAL_FALSE = (("real", N_("A real eye")), ("false", N_("A false eye")))
ALIVE_DEAD = (("alive", N_("Alive")), ("dead", N_("Dead")))

#: One eye at A1; the group's other liberty is C1.
ONE_EYE = diagram(6, black="A2 B2 B1", white="A3 B3 C2")
#: Two eyes, A1 and C1; one outside liberty left at E2.
TWO_EYES = diagram(6, black="B1 A2 B2 C2 D2 D1", white="A3 B3 C3 D3 E1")
#: C1 looks like an eye, but White holds its diagonal point D2. White E1 puts D1 in
#: atari; if Black does not connect at C1, White takes D1 there and Black, in atari, may
#: take back only as a ko: with threats enough Black could fight it (the solver reads
#: the group as "ko"), which the caption says without naming threats.
FALSE_EYE = diagram(6, black="A2 B2 B1 C2 D1", white="A3 B3 C3 D3 D2 E2")
#: Two eyes, A3 on the edge and B1; one outside liberty at C3.
EYES_TO_FIND = diagram(6, black="A1 A2 A4 B4 B3 B2 C2 C1", white="A5 B5 C4 D3 D2 D1")
#: One eye at A1 and no other liberty.
ONE_EYE_ATARI = diagram(5, black="A2 B2 B1 C1 C2", white="A3 B3 C3 D2 D1")
#: One eye at A1; the second eye is made at C1 by a stone at D1.
SECOND_EYE = diagram(6, black="A2 B2 B1 C2 D2", white="A3 B3 C3 D3 E3 E2 E1")
#: Two eyes at C1 and E1 on the edge.
ALIVE_EDGE = diagram(7, black="B1 B2 C2 D2 E2 F2 F1 D1",
                     white="A1 A2 A3 B3 C3 D3 E3 F3 G3 G2 G1")
#: A corner group whose only eye space is two points, A1 and B1.
BIG_ONE_EYE = diagram(6, black="A2 B2 C2 C1", white="A3 B3 C3 D3 D2 D1")
#: An edge eye at C1 with White on its diagonal D2. The Black stone D1 is in atari, and
#: only C1 saves it: the White stones around it have two liberties, and the group joined
#: at C1 has A1 and A3.
EDGE_FALSE = diagram(5, black="A2 B2 B1 C2 D1", white="B3 C3 D2 E2 E1")
#: An eye in the middle at C3 with one White stone on a diagonal point.
MIDDLE_REAL = diagram(6, black="B4 C4 B3 D3 B2 C2 D2", white="D4 E4 E3 E2 D1")
#: An eye in the middle at C3 with White on two diagonal points.
MIDDLE_FALSE = diagram(6, black="B4 C4 B3 D3 C2 D2", white="D4 B2 E4 E3 A2 B1")
#: A corner eye at A1 whose only diagonal point, B2, is White's.
CORNER_FALSE = diagram(5, black="A2 A3 A4 B1 C1 D1", white="B2 B3 B4 C2 D2")
#: Two "eyes" at F1 and D1; D1 is false (White C2), and the stone C1 is in atari.
TWO_EYES_FALSE = diagram(6, black="F2 E2 E1 D2 C1", white="F3 E3 D3 C2 B1")
#: Eyes at A1 and C1; C1's diagonal D2 is empty: whoever plays it first decides. After
#: White's D2, White's C1 takes D1-E1 without a ko, Black takes back one stone at D1, and
#: after White's E1 the stone is in atari again: the best Black can get is a ko (the
#: solver's reading, in gotutor/lessons/answers.json; tests/test_answers_data.py).
KEY_DIAGONAL = diagram(6, black="A2 B2 B1 C2 D1 E1", white="A3 B3 C3 D3 E2 F2 F1")
#: The same shape, mirrored: the key point is C2.
KEY_MIRRORED = diagram(6, black="F2 E2 E1 D2 C1", white="F3 E3 D3 C3 B2 B1")


def one_eye(language: str | None = None) -> Demonstration:
    """Returns the demonstration of an eye, and of a group with one eye captured."""
    d = Demonstration(
        ONE_EYE, N_("The Black stones surround the empty point A1 on every side. Such a "
                    "point is an eye."),
        marks={"A1": "circle"}, to_move="W", language=language, title=N_("An eye"))
    d.refuse("A1", "suicide",
             N_("White may not play in the eye: the stone would have no liberty, and it "
                "would capture nothing, because the Black group still has another "
                "liberty at C1. That would be suicide."))
    d.move("C1", N_("White takes the outside liberty instead. Now the eye is the last "
                    "liberty of the Black group: the group is in atari."),
           {"A1": "circle"})
    d.refuse("A1", "suicide",
             N_("Black cannot fill its own eye either: that would take its own last "
                "liberty."))
    d.move("pass", N_("Black can do nothing here, and passes."))
    d.move("A1", N_("Now White may play in the eye: it is not suicide, because it "
                    "captures the whole group first. A group with only one eye can be "
                    "captured."), {"A1": "triangle"}, captures=["A2", "B2", "B1"])
    return d


def two_eyes(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a group with two eyes that cannot be captured."""
    d = Demonstration(
        TWO_EYES, N_("This Black group has two eyes, A1 and C1, and one liberty outside, "
                     "at E2."),
        marks={"A1": "circle", "C1": "circle", "E2": "square"}, to_move="W",
        language=language, title=N_("Two eyes"))
    d.move("E2", N_("White fills the outside liberty. Only the two eyes are left."))
    d.move("pass", N_("Black has nothing to fear, and passes."))
    d.refuse("A1", "suicide",
             N_("Can White play in an eye now? Not at A1: the group still has C1, so the "
                "stone would capture nothing. Suicide."))
    d.refuse("C1", "suicide", N_("Not at C1 either, for the same reason."))
    d.note(N_("To capture the group, White would have to fill both eyes. But whichever "
              "eye White tries first, the move is suicide. A group with two eyes can "
              "never be captured: it is alive."),
           {"A1": "circle", "C1": "circle"})
    return d


def false_eye(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a false eye."""
    d = Demonstration(
        FALSE_EYE, N_("Black seems to have two eyes, A1 and C1. But look at the points "
                      "diagonally next to C1: White holds D2."),
        marks={"A1": "circle", "C1": "circle", "D2": "triangle"}, to_move="W",
        language=language, title=N_("A false eye"))
    d.note(N_("If Black held D2, both eyes would be real. The rule of "
              "thumb: on the edge, an eye is false if the opponent holds one of its two "
              "diagonal points; in the middle of the board, if the opponent holds two "
              "of its four."), {"C1": "circle", "B2": "square", "D2": "square"})
    d.move("E1", N_("White plays E1. The Black stone at D1 is not joined to the rest of "
                    "the group, and now it is in atari: its only liberty is C1."),
           {"D1": "triangle", "C1": "circle"})
    d.move("C1", N_("Black saves it by connecting at C1, but that fills the eye. If Black "
                    "played elsewhere, White would take D1 by playing at C1, and the whole "
                    "group would be in atari: Black may not take back at D1 at once (that "
                    "is the ko rule of the next lesson). C1 was a false eye: it could not "
                    "stay empty."), {"C1": "triangle"})
    d.move("A1", N_("The group has one eye left, and it is its last liberty. White "
                    "captures."), {"A1": "triangle"},
           captures=["A2", "B2", "B1", "C2", "C1", "D1"])
    return d


EXERCISES = [
    Exercise(
        question=N_("White to play. Click every point where White may not play, then "
                    "check."),
        diagram=EYES_TO_FIND, to_move="W", kind="points", answer=("A3", "B1"),
        goal=("forbidden",),
        right=N_("Right: the two eyes. A stone there would have no liberty and capture "
                 "nothing."),
        wrong=N_("White may not play where the stone would have no liberty and would "
                 "capture nothing."),
        hint=N_("Look for empty points with Black stones on every side."),
        hints=(N_("There are two of them, both near the bottom left corner."),),
        title=N_("Where White may not play")),
    Exercise(
        question=N_("The Black group has one eye, and no other liberty. White to play: "
                    "capture it."),
        diagram=ONE_EYE_ATARI, to_move="W", kind="move", answer=("A1",),
        goal=("capture-now", "B2"), marks={"B2": "triangle"},
        right=N_("Right: a move in the eye is allowed when it captures. One eye is not "
                 "enough."),
        wrong=N_("That move does not take the group's last liberty. Where is that "
                 "liberty?"),
        hint=N_("A move without liberties is not suicide if it captures."),
        hints=(N_("Where is the group's last liberty?"),),
        title=N_("One eye is not enough")),
    Exercise(
        question=N_("Black has one eye in the corner. Black to play: make a second eye."),
        diagram=SECOND_EYE, kind="move", answer=("D1",), goal=("line", "B2", "live"),
        # the solver's refutations (gotutor.lessons.answers), where they differ
        replies=refute_everywhere(SECOND_EYE, "B", "D1", "D1", {"A1": "C1"}),
        why={"C1": N_("Now the last empty point on the right touches a White stone, so "
                      "it cannot become an eye. White plays there, and the group is left "
                      "with one eye."),
             "A1": N_("That fills Black's own eye. White plays inside the space on the "
                      "right, at C1, and Black cannot make two eyes.")},
        right=N_("Right: C1 is now surrounded by Black stones, and so is A1. Two eyes: "
                 "the group lives."),
        wrong=N_("White takes the point Black needed, and the group has only one eye."),
        hint=N_("Black has two empty points on the edge besides A1. One stone can turn "
                "one of them into an eye."),
        hints=(N_("An eye needs Black stones on every side. Which stone completes the "
                  "wall around C1?"),),
        title=N_("Make a second eye")),
    Exercise(
        question=N_("Two empty points inside a group. Is this Black group alive or "
                    "dead?"),
        diagram=BIG_ONE_EYE, kind="choice", answer=("dead",), choices=ALIVE_DEAD,
        goal=("status", "B2"), marks={"A1": "circle", "B1": "circle"},
        right=N_("Right: the two points touch each other, so they are one eye, not two. "
                 "Whatever Black plays inside, White can capture the group."),
        wrong=N_("Try it: Black plays in one of the two points. How many eyes are "
                 "there then?"),
        hint=N_("Eyes must be separate. Are these two points separate?"),
        hints=(N_("Whatever Black plays inside, a single empty point is left: one eye."),),
        title=N_("Two empty points")),
    Exercise(
        question=N_("Is this Black group alive or dead? White may play first."),
        diagram=ALIVE_EDGE, to_move="W", kind="choice", answer=("alive",),
        choices=ALIVE_DEAD, goal=("status", "B2"),
        right=N_("Right: two separate eyes, and both are real. White can never play in "
                 "either of them."),
        wrong=N_("Count the group's eyes, and check each one: can White ever play "
                 "there?"),
        hint=N_("Count the empty points surrounded by Black."),
        hints=(N_("There are two eyes, apart from each other, and both are real: White "
                  "can play in neither."),),
        title=N_("Alive or dead?")),
    Exercise(
        question=N_("Is the circled point a real eye or a false eye?"),
        diagram=EDGE_FALSE, kind="choice", answer=("false",), choices=REAL_FALSE,
        goal=("eye-kind", "C1", "B"), marks={"C1": "circle"},
        right=N_("Right: White holds one of its two diagonal points, and the Black stone "
                 "next to it is in atari. To save it, Black has to fill the point."),
        wrong=N_("Look at the points diagonally next to the circled point."),
        hint=N_("On the edge, an eye has two diagonal points. Who holds them?"),
        hints=(N_("White holds one of the two diagonal points, and the stone beside the "
                  "eye is in atari."),),
        title=N_("Real or false? (1)")),
    Exercise(
        question=N_("Is the circled point a real eye or a false eye?"),
        diagram=MIDDLE_REAL, kind="choice", answer=("real",), choices=REAL_FALSE,
        goal=("eye-kind", "C3", "B"), marks={"C3": "circle"},
        right=N_("Right: in the middle of the board, one White diagonal does not spoil "
                 "an eye. All the Black stones around it are one chain."),
        wrong=N_("In the middle of the board an eye has four diagonal points. How many "
                 "of them does White hold?"),
        hint=N_("Are all the Black stones around the eye one chain?"),
        hints=(N_("White holds only one of the four diagonal points."),),
        title=N_("Real or false? (2)")),
    Exercise(
        question=N_("Is the circled point a real eye or a false eye?"),
        diagram=MIDDLE_FALSE, kind="choice", answer=("false",), choices=REAL_FALSE,
        goal=("eye-kind", "C3", "B"), marks={"C3": "circle"},
        right=N_("Right: White holds two of the four diagonal points. The stones around "
                 "the eye are two chains, and White can attack one of them."),
        wrong=N_("Count the White stones on the diagonal points, and the Black chains "
                 "around the eye."),
        hint=N_("In the middle, two White diagonals make an eye false."),
        hints=(N_("White holds two of the four diagonal points."),),
        title=N_("Real or false? (3)")),
    Exercise(
        question=N_("Is the circled point a real eye or a false eye?"),
        diagram=CORNER_FALSE, kind="choice", answer=("false",), choices=REAL_FALSE,
        goal=("eye-kind", "A1", "B"), marks={"A1": "circle"},
        right=N_("Right: a corner eye has only one diagonal point, and White holds it. "
                 "The two Black chains around the eye are not joined."),
        wrong=N_("How many diagonal points does a corner point have, and who holds "
                 "them?"),
        hint=N_("In the corner, a single White diagonal is enough to make an eye "
                "false."),
        hints=(N_("White holds the only diagonal point of the corner."),),
        title=N_("Real or false? (4)")),
    Exercise(
        question=N_("Black seems to have two eyes. Is the group alive or dead? Black may "
                    "play first."),
        diagram=TWO_EYES_FALSE, kind="choice", answer=("dead",), choices=ALIVE_DEAD,
        goal=("status", "E2"), marks={"F1": "circle", "D1": "circle"},
        right=N_("Right: one of the two eyes is false. Filling it joins the stone in "
                 "atari to the group but leaves one eye. If Black leaves it, White takes "
                 "the stone; Black may take back only as a ko, and then the stone is in "
                 "atari again."),
        wrong=N_("Check both eyes. Is each of them real?"),
        hint=N_("Look at the diagonal points of each eye."),
        hints=(N_("The eye on the left is false: the stone next to it is in atari."),),
        title=N_("Two eyes?")),
    Exercise(
        question=N_("White to play: make one of Black's eyes false."),
        diagram=KEY_DIAGONAL, to_move="W", kind="move", answer=("D2",),
        goal=("line", "B2", "kill"),
        replies=refute_everywhere(KEY_DIAGONAL, "W", "D2", "D2"),
        right=N_("Right: now the stones D1 and E1 are cut off and in atari. If Black "
                 "connects at C1, the group has one eye left; if not, White takes the two "
                 "stones, and the best Black can get is a ko."),
        wrong=N_("Black plays the key point first and joins all its stones: two real "
                 "eyes."),
        hint=N_("Which of Black's two eyes has an empty diagonal point?"),
        hints=(N_("An eye turns false when its diagonal points are taken. Which one can you still "
                  "take?"),),
        title=N_("Make the eye false")),
    Exercise(
        question=N_("Black to play: make both eyes real."),
        diagram=KEY_MIRRORED, kind="move", answer=("C2",), goal=("line", "E2", "live"),
        replies=refute_everywhere(KEY_MIRRORED, "B", "C2", "C2"),
        why={"D1": N_("Filling the eye joins the stones, but leaves only one eye.")},
        right=N_("Right: all the Black stones are one chain now, and both eyes are "
                 "real."),
        wrong=N_("White takes the diagonal point: the stone on the left is cut off and "
                 "one eye turns false."),
        hint=N_("Find the eye whose diagonal point is still empty."),
        hints=(N_("If White gets that diagonal point, one eye turns false. How can Black stop "
                  "it?"),),
        title=N_("Make the eye real")),
]


DEMOS = {"one-eye": one_eye, "two-eyes": two_eyes, "false-eye": false_eye}

NOTEBOOK = [
    md(N_("""A group of stones that the opponent surrounds will be captured, unless it has
**eyes**: empty points inside it where the opponent may not play. This lesson shows
what an eye is, why one eye is not enough, why two eyes are, and how to tell a real
eye from a false one.""")),
    md(N_("""## An eye

An eye is an empty point surrounded by your stones. The opponent may not play there:
the stone would have no liberty, which is suicide (see the lesson on suicide). But
once every other liberty of the group is gone, a move in the eye captures, and a
capture is never suicide.""")),
    code('L.demo("one-eye")'),
    md(N_("Which points are eyes? Find the points where White may not play.")),
    code("L.exercise(1)"),
    md(N_("And now capture a group that has only one eye.")),
    code("L.exercise(2)"),
    md(N_("""## Two eyes live

With two eyes, the opponent would have to fill both, one after the other. But the
first of those moves is always suicide. So a group with two eyes can never be
captured: it is **alive**.""")),
    code('L.demo("two-eyes")'),
    md(N_("Make the second eye.")),
    code("L.exercise(3)"),
    md(N_("Is each of these groups alive or dead? Count its eyes first.")),
    code("L.exercise(4)"),
    code("L.exercise(5)"),
    md(N_("""## Real and false eyes

Some eyes are **false**: the stones around them are not all one chain, and the
opponent can put one of them in atari. Then you must fill the eye to save the stone.
Look at the diagonal points: on the edge an eye is false if the opponent holds one of
the two; in the middle of the board, if the opponent holds two of the four.""")),
    code('L.demo("false-eye")'),
    md(N_("Real or false?")),
    code("L.exercise(6)"),
    code("L.exercise(7)"),
    code("L.exercise(8)"),
    code("L.exercise(9)"),
    md(N_("A false eye does not count. Look at each eye: is this group alive or dead?")),
    code("L.exercise(10)"),
    md(N_("The diagonal point of an eye is often the key point, for both players.")),
    code("L.exercise(11)"),
    code("L.exercise(12)"),
    md(N_("""## What you learned

- An eye is an empty point inside your group where the opponent may not play.
- One eye is not enough: when the outside liberties are gone, a move in the eye
  captures.
- Two separate, real eyes make a group alive for ever.
- An eye is false when the opponent holds its diagonal points and can cut off a
  stone around it.""")),
    code("L.exercises()"),
]
