"""The lesson on capture: capturing a stone, a chain, two chains at once; prisoners."""

from __future__ import annotations

from ...i18n import N_
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

TITLE = N_("Capture")


def capture_stone(language: str | None = None) -> Demonstration:
    """Returns the demonstration of capturing one stone."""
    d = Demonstration(
        diagram(9, black="D5 F5 E6", white="E5"),
        N_("The White stone is in atari: its last liberty is E4."),
        marks={"E4": "circle", "E5": "triangle"}, language=language,
        title=N_("Capturing a stone"))
    d.move("E4", N_("Black plays on the last liberty. The White stone has no liberty "
                    "left: it is captured and taken off the board."),
           {"E5": "square"}, captures=["E5"])
    d.note(N_("Black keeps the captured stone as a prisoner. Under territory counting "
              "each prisoner is worth one point at the end."), {"E5": "square"})
    return d


def capture_chain(language: str | None = None) -> Demonstration:
    """Returns the demonstration of capturing a chain."""
    d = Demonstration(
        diagram(9, black="C5 D6 E6 F5 D4", white="D5 E5"),
        N_("A chain is captured the same way, all at once. This White chain of two stones "
           "has one liberty left: E4."),
        marks={"E4": "circle", "D5": "triangle", "E5": "triangle"}, language=language,
        title=N_("Capturing a chain"))
    d.move("E4", N_("Black fills it: both White stones are taken off together. Black has "
                    "2 prisoners."), {"D5": "square", "E5": "square"},
           captures=["D5", "E5"])
    return d


def two_chains(language: str | None = None) -> Demonstration:
    """Returns the demonstration of one move capturing two chains."""
    d = Demonstration(
        diagram(9, black="C5 D6 D4 G5 F6 F4", white="D5 F5"),
        N_("Two separate White stones, each in atari. Their last liberty is the same "
           "point: E5."),
        marks={"E5": "circle", "D5": "triangle", "F5": "triangle"}, language=language,
        title=N_("Two chains at once"))
    d.move("E5", N_("One move captures both chains. Black has 2 prisoners."),
           {"D5": "square", "F5": "square"}, captures=["D5", "F5"])
    return d


def edge_capture(language: str | None = None) -> Demonstration:
    """Returns the demonstration of a capture in the corner, where stones have fewer
    liberties."""
    d = Demonstration(
        diagram(9, black="B1", white="A1"),
        N_("In the corner a stone has only 2 liberties, so it is easy to capture. The "
           "White stone at A1 has one left: A2."),
        marks={"A2": "circle", "A1": "triangle"}, language=language,
        title=N_("Capturing in the corner"))
    d.move("A2", N_("Black takes the last liberty and captures."), {"A1": "square"},
           captures=["A1"])
    return d


DEMOS = {"capture-stone": capture_stone, "capture-chain": capture_chain,
         "two-chains": two_chains, "corner": edge_capture}

EXERCISES = [
    Exercise(
        question=N_("Capture the White stone with one move."),
        diagram=diagram(9, black="D5 F5 E4", white="E5"), kind="move", answer=("E6",),
        goal=("capture-now", "E5"), marks={"E5": "triangle"},
        right=N_("Right: E6 was its last liberty."),
        wrong=N_("The White stone has one liberty left. Play there."),
        hint=N_("Which point next to the White stone is still empty?"),
        title=N_("Capture a stone")),
    Exercise(
        question=N_("Capture the White stone in the corner with one move."),
        diagram=diagram(9, black="B1", white="A1 B3"), kind="move", answer=("A2",),
        goal=("capture-now", "A1"), marks={"A1": "triangle"},
        right=N_("Right: a corner stone has only 2 liberties."),
        wrong=N_("The stone in the corner has one liberty left: find it."),
        hint=N_("A stone in the corner has only two neighbours."),
        hints=(N_("One of the two neighbours of A1 is still empty."),),
        title=N_("In the corner")),
    Exercise(
        question=N_("Capture the White chain of three stones with one move."),
        diagram=diagram(9, black="D6 F6 D5 F5 D4 F4 E7", white="E6 E5 E4"), kind="move",
        answer=("E3",), goal=("capture-now", "E5"),
        marks={"E6": "triangle", "E5": "triangle", "E4": "triangle"},
        right=N_("Right: the whole chain is captured at once. 3 prisoners."),
        wrong=N_("The chain shares its liberties: it has only one left. Find it."),
        hint=N_("The chain shares its liberties. Which one is still empty?"),
        hints=(N_("Look below the chain."),),
        title=N_("Capture a chain")),
    Exercise(
        question=N_("Capture BOTH White stones with one move."),
        diagram=diagram(9, black="B5 C6 C4 E6 F5 E4", white="C5 E5"), kind="move",
        answer=("D5",), goal=("capture-now", "C5", "E5"),
        marks={"C5": "triangle", "E5": "triangle"},
        right=N_("Right: D5 was the last liberty of both stones."),
        wrong=N_("Each White stone has one liberty left, and it is the same point."),
        hint=N_("Find the last liberty of each White stone."),
        hints=(N_("Look between the two stones."),),
        title=N_("Two at once")),
    Exercise(
        question=N_("Capture the White stone. Atari from the right side!"),
        diagram=diagram(9, black="A4 B4 C3", white="B3 C2 D2"), kind="move",
        answer=("B2", "A3", "A2"), goal=("line", "B3"), marks={"B3": "triangle"},
        replies={"A3": "B2"}, reach=2,
        why={"A3": N_("White connects to C2 and D2, and the chain has six "
                      "liberties. Give atari so that White's extension runs into the "
                      "edge.")},
        right=N_("Right: White's extension to A3 brings no new liberty, and A2 captures "
                 "both stones."),
        wrong=N_("White connects to its stones C2 and D2 and gets out. Give atari from "
                 "the side that cuts White off, towards the edge."),
        hint=N_("After your atari, White will extend. Which way gives White nothing?"),
        title=N_("The right atari")),
    Exercise(
        question=N_("How many prisoners does Black take by playing at the circled point?"),
        diagram=diagram(9, black="C5 C4 C3 D6 E6 F5 E3 D2", white="D5 E5 D4 D3"),
        kind="number", answer=("4",), goal=("captures-by", "E4"), marks={"E4": "circle"},
        right=N_("Right: the chain of 4 White stones had only E4 left."),
        wrong=N_("A move captures every stone of the chain it takes the last liberty "
                 "from. Count the stones of that chain."),
        why={"1": N_("All the stones of the chain go at once, not only the one next to "
                     "E4."),
             "2": N_("Count all the White stones joined to D5 along the lines."),
             "3": N_("Count again: follow the chain along the lines from D5.")},
        hint=N_("First find the White chain that has only one liberty."),
        title=N_("Prisoners")),
    Exercise(
        question=N_("White to play: capture the two Black stones on the edge with one move."),
        diagram=diagram(9, black="A5 A4 B2", white="A6 B5 B4"), to_move="W", kind="move",
        answer=("A3",), goal=("capture-now", "A5"), marks={"A5": "triangle", "A4": "triangle"},
        right=N_("Right: the edge took the other liberties away."),
        wrong=N_("The Black chain on the edge has one liberty left."),
        hint=N_("How many liberties does the Black chain on the edge have?"),
        hints=(N_("Look below the Black chain."),),
        title=N_("On the edge")),
    Exercise(
        question=N_("Capture the White chain with one move."),
        diagram=diagram(5, black="A2 B3 C3 B1 C1", white="B2 C2"), kind="move",
        answer=("D2",), goal=("capture-now", "B2"), marks={"B2": "triangle", "C2": "triangle"},
        right=N_("Right: two prisoners."),
        wrong=N_("The White chain has one liberty left. Take it."),
        hint=N_("Look at each stone of the chain: which empty point touches it?"),
        title=N_("A small chain")),
    Exercise(
        question=N_("Capture the White stones in the corner with one move."),
        diagram=diagram(5, black="C5 A4", white="A5 B5"), kind="move", answer=("B4",),
        goal=("capture-now", "A5"), marks={"A5": "triangle", "B5": "triangle"},
        right=N_("Right: the corner left the chain only one liberty."),
        wrong=N_("The chain in the corner has one liberty left. Find it."),
        hint=N_("Which point next to the chain is still empty?"),
        title=N_("The corner again")),
    Exercise(
        question=N_("White to play: capture the Black stone with one move."),
        diagram=diagram(5, black="D4", white="C4 D5 E4"), to_move="W", kind="move",
        answer=("D3",), goal=("capture-now", "D4"), marks={"D4": "triangle"},
        right=N_("Right: the Black stone had one liberty left."),
        wrong=N_("The Black stone has one liberty left. Play there."),
        hint=N_("Which neighbour of the Black stone is still empty?"),
        title=N_("White captures")),
]

NOTEBOOK: list[Cell] = [
    md(N_("""\
When a chain loses its last liberty it is **captured**: all its stones are taken off the
board at once. The captured stones are **prisoners**.""")),
    md(N_("## Capturing a stone")),
    code('L.demo("capture-stone")'),
    md(N_("Your turn: capture.")),
    code("L.exercise(1)"),
    md(N_("""## In the corner

On the edge and in the corner stones have fewer liberties, so they are easier to catch.""")),
    code('L.demo("corner")'),
    code("L.exercise(2)"),
    code("L.exercise(9)"),
    md(N_("""## Capturing a chain

A chain is captured the same way: fill its last liberty and every stone of it goes.""")),
    code('L.demo("capture-chain")'),
    code("L.exercise(3)"),
    md(N_("Another chain. Take its last liberty before it runs away.")),
    code("L.exercise(8)"),
    md(N_("""## Two chains at once

If two chains have the same last liberty, one move captures both.""")),
    code('L.demo("two-chains")'),
    code("L.exercise(4)"),
    md(N_("""## The right atari

A stone with two liberties can be put in atari from two sides. Choose the side that
leaves its extension without new liberties: then the next move captures.""")),
    code("L.exercise(5)"),
    md(N_("""## Prisoners

Each captured stone is a prisoner. Under territory counting (see the lesson on counting)
every prisoner is worth a point at the end. How many does this move take?""")),
    code("L.exercise(6)"),
    md(N_("White captures too, of course. The edge helps.")),
    code("L.exercise(7)"),
    md(N_("And once more for White, in the open.")),
    code("L.exercise(10)"),
    md(N_("""## What you learned

- Filling the last liberty of a chain captures the whole chain; its stones come off.
- One move can capture several chains.
- Captured stones are prisoners.""")),
    code("L.exercises()"),
]
