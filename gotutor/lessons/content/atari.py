"""The lesson on atari: atari, escaping by extending, atari on chains."""

from __future__ import annotations

from ...i18n import N_
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

TITLE = N_("Atari")


def atari(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a stone put in atari and escaping by extending."""
    d = Demonstration(
        diagram(9, black="E5", white="D5 F5"),
        N_("White has taken two liberties of the Black stone. It has 2 left: E6 and E4."),
        to_move="W", marks={"E6": "circle", "E4": "circle"}, language=language,
        title=N_("Atari"))
    d.move("E6", N_("White plays E6. The Black stone has only one liberty left, E4: it is "
                    "in atari. If White plays at E4 next, the stone is captured."),
           {"E4": "circle", "E5": "triangle"})
    d.move("E4", N_("Black escapes by extending: the stone at E4 joins E5, and the chain "
                    "has 3 liberties now: D4, F4 and E3."),
           {"D4": "circle", "F4": "circle", "E3": "circle"})
    d.move("E3", N_("White takes another liberty, but the chain still has 2: D4 and F4. "
                    "It is not in atari, and White cannot capture it with one move."),
           {"D4": "circle", "F4": "circle"})
    return d


def chain_atari(language: str | None = None) -> Demonstration:
    """Returns the demonstration of atari on a chain of two stones."""
    d = Demonstration(
        diagram(9, black="D5 E5", white="C5 D6 E6"),
        N_("Atari works on chains too. This Black chain has 3 liberties: F5, D4 and E4."),
        to_move="W", marks={"F5": "circle", "D4": "circle", "E4": "circle"},
        language=language, title=N_("Atari on a chain"))
    d.move("F5", N_("White plays F5: 2 liberties left."), {"D4": "circle", "E4": "circle"})
    d.move("G7", N_("Black plays elsewhere instead of defending."), {"G7": "triangle"})
    d.move("D4", N_("White plays D4: the whole chain of two stones is in atari, with only "
                    "E4 left."), {"E4": "circle", "D5": "triangle", "E5": "triangle"})
    d.move("E4", N_("Black extends to E4. The chain of three stones has 2 liberties, F4 "
                    "and E3: out of atari."), {"F4": "circle", "E3": "circle"})
    return d


DEMOS = {"atari": atari, "chain-atari": chain_atari}

EXERCISES = [
    Exercise(
        question=N_("Put the White stone in atari."),
        diagram=diagram(9, black="D5 F5", white="E5"), kind="move", answer=("E6", "E4"),
        goal=("atari", "E5"), marks={"E5": "triangle"},
        right=N_("Right: the White stone has a single liberty left."),
        wrong=N_("After your move the White stone must have exactly one liberty left. "
                 "Count its liberties before you play."),
        hint=N_("Take one of the two liberties of the White stone."),
        title=N_("Atari!")),
    Exercise(
        question=N_("The Black stone is in atari. Save it."),
        diagram=diagram(9, black="E5", white="D5 E6 F5"), kind="move", answer=("E4",),
        goal=("save", "E5", 3), marks={"E5": "triangle"},
        right=N_("Right: by extending to E4 the chain gets 3 liberties."),
        wrong=N_("The stone is still in atari, and White captures it."),
        hint=N_("Where is the stone's last liberty?"),
        hints=(N_("A stone in atari can run away by extending. After your move, count the "
                  "liberties of the new chain."),),
        title=N_("Escape by extending")),
    Exercise(
        question=N_("White to play: put the Black chain in atari."),
        diagram=diagram(9, black="D5 E5", white="C5 D6 E6 D4"), to_move="W", kind="move",
        answer=("F5", "E4"), goal=("atari", "D5"), marks={"D5": "triangle", "E5": "triangle"},
        right=N_("Right: the chain of two stones has one liberty left."),
        wrong=N_("Take a liberty of the whole chain, not of one stone."),
        hint=N_("Count the liberties of the whole chain, not of one stone."),
        title=N_("Atari on a chain")),
    Exercise(
        question=N_("The Black stone at E5 is in atari, and extending to E4 does not help. "
                    "Save it another way."),
        diagram=diagram(9, black="E5 F6 G5", white="D5 E6 F5 D4 E3"), kind="move",
        answer=("F4",), goal=("save", "E5", 2), marks={"E5": "triangle"},
        right=N_("Right: F4 captures the White stone at F5, and the Black stone gets its "
                 "liberties back."),
        wrong=N_("The stone is still in atari. Look for a White stone that is itself in "
                 "atari."),
        why={"E4": N_("Extending to E4 leaves the chain with one liberty: still atari. Look "
                      "for a White stone that is itself in atari.")},
        hint=N_("Look at the White stones around yours: is one of them weak?"),
        hints=(N_("One of the White stones next to yours has only one liberty. Which one?"),),
        title=N_("Escape by capturing")),
    Exercise(
        question=N_("Find the move that puts BOTH White stones in atari at once."),
        diagram=diagram(9, black="C5 D6 F6 G5", white="D5 F5"), kind="move",
        answer=("E5",), goal=("atari", "D5", "F5"), marks={"D5": "triangle", "F5": "triangle"},
        right=N_("Right: a double atari. White can save only one of the two stones."),
        wrong=N_("That move puts at most one White stone in atari. Find the liberty the "
                 "two stones share."),
        hint=N_("Both White stones have a liberty at the same point."),
        title=N_("Double atari")),
    Exercise(
        question=N_("Is the White chain in atari?"),
        diagram=diagram(5, black="B3 B4 D3 D4 C5", white="C3 C4"), kind="choice",
        answer=("yes",), choices=(("yes", N_("Yes")), ("no", N_("No"))),
        goal=("in-atari", "C3"), marks={"C3": "triangle", "C4": "triangle"},
        right=N_("Right: the chain has a single liberty left, C2."),
        wrong=N_("Count the liberties of the whole chain, not of one stone."),
        hint=N_("How many empty points touch the chain?"),
        title=N_("In atari?")),
    Exercise(
        question=N_("Is the Black stone in atari?"),
        diagram=diagram(5, black="C3", white="B3 D3"), kind="choice", answer=("no",),
        choices=(("yes", N_("Yes")), ("no", N_("No"))),
        goal=("in-atari", "C3"), marks={"C3": "triangle"},
        right=N_("Right: it still has two liberties, C4 and C2. White needs two more "
                 "moves to capture it."),
        wrong=N_("Atari means one liberty left. Count the empty points next to the "
                 "stone."),
        hint=N_("Two White stones touch it. How many points are still empty?"),
        title=N_("Atari or not?")),
    Exercise(
        question=N_("Put the White chain in atari."),
        diagram=diagram(5, black="A4 B5 C5 D4", white="B4 C4"), kind="move",
        answer=("B3", "C3"), goal=("atari", "B4"),
        marks={"B4": "triangle", "C4": "triangle"},
        right=N_("Right: the chain has one liberty left."),
        wrong=N_("The chain must have exactly one liberty after your move. Count its "
                 "liberties first."),
        hint=N_("The chain has two liberties. Take one of them."),
        title=N_("Atari on the edge")),
    Exercise(
        question=N_("The Black stone on the edge is in atari. Save it."),
        diagram=diagram(5, black="C1", white="B1 D1"), kind="move", answer=("C2",),
        goal=("save", "C1", 3), marks={"C1": "triangle"},
        right=N_("Right: the chain C1-C2 has three liberties now."),
        wrong=N_("The stone is still in atari, and White captures it."),
        hint=N_("Where is the last liberty of the stone on the edge?"),
        hints=(N_("A stone in atari escapes by extending: after your move the new chain "
                  "must have more than one liberty."),),
        title=N_("Escape from the edge")),
]

NOTEBOOK: list[Cell] = [
    md(N_("""A stone or chain with **one liberty left** is in **atari**: the opponent can capture it
with the next move. Seeing atari, for you and for your opponent, is the first skill of Go.""")),
    md(N_("""## One liberty left

White takes the liberties of a Black stone one by one. When one is left, the stone is in
atari. Black escapes by **extending**: a stone on the last liberty joins the chain and
brings new liberties.""")),
    code('L.demo("atari")'),
    md(N_("Now you put a stone in atari.")),
    code("L.exercise(1)"),
    md(N_("And now you escape.")),
    code("L.exercise(2)"),
    md(N_("Atari or not? Count the liberties before you answer.")),
    code("L.exercise(6)"),
    code("L.exercise(7)"),
    md(N_("On the edge a stone has fewer liberties, but extending still helps.")),
    code("L.exercise(9)"),
    md(N_("""## Atari on a chain

A chain is in atari when the whole chain has one liberty left, however many stones it
has.""")),
    code('L.demo("chain-atari")'),
    md(N_("White to play: put the chain in atari.")),
    code("L.exercise(3)"),
    md(N_("Now Black gives atari to a chain on the edge.")),
    code("L.exercise(8)"),
    md(N_("""## Escaping by capturing

Extending does not always help: if the new stone brings no liberties, the chain stays in
atari. Then look for an attacking stone that is in atari itself.""")),
    code("L.exercise(4)"),
    md(N_("""## Double atari

One move can put two chains in atari at once. The opponent can save only one of them.""")),
    code("L.exercise(5)"),
    md(N_("""## What you learned

- Atari: one liberty left. The next move there captures.
- Escape by extending into the last liberty, if that brings new liberties,
  or by capturing an attacking stone.
- A double atari threatens two chains at once.""")),
    code("L.exercises()"),
]
